package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.StringJoiner;

import static io.yas.json.JsonCursorTest.bytes;
import static io.yas.json.JsonCursorTest.open;
import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The typing of arrays read whole at its edges (element by element after a run, nested arrays of non-finite strings,
 * boxed integers and longs), the depth counted over many siblings, the conversions of arrays that do not fit, the
 * scratch runs growing and reused, and the words of jackson's errors.
 */
class TreeEdgeTest {

    private static WireField field(String array) {
        return JsonTestSupport.read(bytes("{\"x\": " + array + "}")).field("x");
    }

    @Test
    void siblingsDoNotCountTowardsTheDepthLimit() {
        StringJoiner members = new StringJoiner(", ", "{", "}");
        for (int i = 0; i < 6; i++) {
            members.add("\"o" + i + "\": {}").add("\"b" + i + "\": [true]").add("\"s" + i + "\": [\"x\"]")
                    .add("\"n" + i + "\": [1]").add("\"l" + i + "\": [null]").add("\"m" + i + "\": [[1], [2]]");
        }
        byte[] json = bytes(members.toString());
        WireField root = new JsonReader(IoBuffer.wrap(json), new ReadLimits(3)).readTree();
        assertThat(root.fields()).hasSize(36);
        assertThat(root.field("m5").dims()).containsExactly(2, 1);
    }

    @Test
    void aRunFollowedByAnotherValueKeepsEveryElementOnce() {
        assertThat(field("[true, false, 1]").value()).isEqualTo(List.of(true, false, 1));
        assertThat(field("[\"a\", null, 1]").value()).isEqualTo(java.util.Arrays.asList("a", null, 1));
    }

    @Test
    void nestedArraysOfNonFiniteStringsAreStringsAndMixedWithNumbersDoubles() {
        WireField strings = field("[[\"NaN\"], [\"Infinity\"]]");
        assertThat(strings.type()).isEqualTo(DataType.STRING_ARRAY);
        assertThat(strings.dims()).containsExactly(2, 1);
        WireField numbers = field("[[1.5, \"NaN\"], [3000000000, 2]]");
        assertThat(numbers.type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(numbers.dims()).containsExactly(2, 2);
        assertThat((double[]) numbers.value()).containsExactly(1.5, Double.NaN, 3e9, 2);
    }

    @Test
    void aListInsideARowOfStringsMakesTheArrayAList() {
        WireField f = field("[[\"a\", \"b\"], [\"c\", [\"d\"]]]");
        assertThat(f.type()).isEqualTo(DataType.LIST);
        assertThat(f.value()).isEqualTo(List.of(List.of("a", "b"), List.of("c", List.of("d"))));
    }

    @Test
    void arraysThatDoNotFitAreRefusedAtTheirFirstElementThatDoesNot() {
        String json = "{\"b\": [300, 400], \"i\": [1, 2], \"f\": [1.5, 1e300], \"g\": [1.5, \"Infinity\"],"
                + " \"t\": [true, 1], \"h\": [1e300, -1e300]}";
        byte[] b = bytes(json);
        FieldCursor r = open(json);
        r.nextField();
        assertRefused(() -> r.getByteArray(null), b, "JSON", 1, "$.b[0]", "BYTE for field 'b'",
                "300, out of its range");
        r.nextField();
        int i = json.indexOf("\"i\"");
        assertRefused(() -> r.getBooleanArray(null), b, "JSON", i, "$.i[0]", "BOOL for field 'i'", "Integer 1");
        assertRefused(() -> r.getStringArray(null), b, "JSON", i, "$.i[0]", "STRING for field 'i'", "Integer 1");
        r.nextField();
        assertRefused(() -> r.getFloatArray(null), b, "JSON", json.indexOf("\"f\""), "$.f[1]",
                "FLOAT for field 'f'", "1.0E300, out of its range");
        r.nextField();
        assertThat(r.getFloatArray(null)).containsExactly(1.5f, Float.POSITIVE_INFINITY);
        r.nextField();
        assertRefused(() -> r.getBooleanArray(null), b, "JSON", json.indexOf("\"t\""), "$.t[1]",
                "BOOL for field 't'", "Integer 1");
        r.nextField();
        assertRefused(() -> r.getFloatArray(null), b, "JSON", json.indexOf("\"h\""), "$.h[0]",
                "FLOAT for field 'h'", "1.0E300, out of its range");
    }

    @Test
    void runsOfNumbersTurnToDoublesWhereverTheirFirstBufferEnds() {
        StringJoiner sixteen = new StringJoiner(", ", "[", ", 0.5]");
        StringJoiner forty = new StringJoiner(", ", "[", ", 2.5]");
        double[] first = new double[17];
        double[] second = new double[41];
        for (int i = 0; i < 40; i++) {
            if (i < 16) {
                sixteen.add(String.valueOf(i));
                first[i] = i;
            }
            forty.add(String.valueOf(i));
            second[i] = i;
        }
        first[16] = 0.5;
        second[40] = 2.5;
        FieldCursor r = open("{\"a\": [0.5], \"b\": " + sixteen + ", \"c\": " + forty + "}");
        assertThat(r.nextField()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(r.getDoubleArray(null)).containsExactly(0.5);
        assertThat(r.nextField()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(r.getDoubleArray(null)).containsExactly(first);
        assertThat(r.nextField()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(r.getDoubleArray(null)).containsExactly(second);
    }

    @Test
    void runsOfStringsGrowPastTheirFirstBuffersAndKeepEqualElementsInPlace() {
        StringJoiner many = new StringJoiner(", ", "[", "]");
        String[] expected = new String[20];
        for (int i = 0; i < 20; i++) {
            expected[i] = (char) ('a' + i) + "x".repeat(19);
            many.add("\"" + expected[i] + "\"");
        }
        String long600 = "y".repeat(600);
        FieldCursor first = open("{\"l\": [\"" + long600 + "\"]}"); // more than twice the first buffer
        first.nextField();
        assertThat(first.getStringArray(null)).containsExactly(long600);
        FieldCursor r = open("{\"m\": " + many + ", \"l\": [\"" + long600 + "\", \"z\"],"
                + " \"k\": [\"s\", \"tu\", null]}");
        r.nextField();
        assertThat(r.getStringArray(null)).containsExactly(expected);
        r.nextField();
        assertThat(r.getStringArray(null)).containsExactly(long600, "z");
        r.nextField();
        String same = new String("s");
        String other = new String("tv");
        String[] dst = {same, other, "w"};
        assertThat(r.getStringArray(dst)).isSameAs(dst).containsExactly("s", "tu", null);
        assertThat(dst[0]).isSameAs(same);
        String[] shorter = {"t", "t", null};
        assertThat(r.getStringArray(shorter)).containsExactly("s", "tu", null);
    }

    @Test
    void jacksonsErrorsAreSplitIntoWhatWasExpectedAndWhatWasFound() {
        YasFormatException e = catchThrowableOfType(YasFormatException.class,
                () -> JsonTestSupport.read(bytes("{\"a\": 1 \"b\": 2}")));
        assertThat(e.expected()).isEqualTo("comma to separate Object entries");
        assertThat(e.actual()).isEqualTo("Unexpected character ('\"' (code 34))");
        byte[] bad = bytes("}");
        assertRefused(() -> JsonTestSupport.read(bad), bad, "JSON", 0, "$", "valid JSON (RFC 8259)",
                "Unexpected close marker '}': no open Object to close");
    }

    @Test
    void theCodecAndTheReaderAnswerForJson() {
        JsonCodec codec = new JsonCodec();
        assertThat(codec.protocol()).isEqualTo(Protocol.JSON);
        IoBuffer buffer = IoBuffer.wrap(bytes("{\"a\": 1}"));
        assertThat(codec.readTree(buffer, ReadLimits.DEFAULT).field("a").value()).isEqualTo(1);
        assertThat(new JsonReader(buffer).buffer()).isSameAs(buffer);
        assertThat(ShortDecimals.write(1e-3, new char[ShortDecimals.MAX_LENGTH])).isEqualTo(5); // "0.001"
    }

    @Test
    void theFirstBytesChooseTheParserAsJacksonsDetectionWould() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '"', 'a', '"', ':', '1', '}'};
        WireField root = JsonTestSupport.read(bom);
        assertThat(root.field("a").value()).isEqualTo(1);
        assertThat(root.field("a").offset()).isEqualTo(4);
        byte[] brace = {'{'};
        assertRefused(() -> JsonTestSupport.read(brace), brace, "JSON", 1, "$", "close marker for Object",
                "Unexpected end-of-input");
        byte[] utf16 = "{\"a\": 1}".getBytes(java.nio.charset.StandardCharsets.UTF_16LE);
        assertRefused(() -> JsonTestSupport.read(utf16), utf16, "JSON", 0, "$", "UTF-8 JSON text (RFC 8259 §8.1)",
                "text in another encoding (UTF-16 or UTF-32, by its first bytes)"); // a BOM-less '{' 00: UTF-16LE
    }
}
