package io.yas.json;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class JsonReaderTest {

    /** Where the message lies: a plain array, a slice of a larger one, a direct buffer, a read-only heap buffer. */
    enum Backing {
        HEAP, SLICE, DIRECT, READ_ONLY;

        /** @return a buffer whose position is at {@code json}, with {@code prefix} bytes before it */
        IoBuffer hold(byte[] json, int prefix) {
            byte[] framed = new byte[prefix + json.length];
            Arrays.fill(framed, 0, prefix, (byte) '#');
            System.arraycopy(json, 0, framed, prefix, json.length);
            IoBuffer b = switch (this) {
                case HEAP -> IoBuffer.wrap(framed);
                case SLICE -> {
                    byte[] larger = new byte[framed.length + 10];
                    Arrays.fill(larger, (byte) '#');
                    System.arraycopy(framed, 0, larger, 5, framed.length);
                    yield IoBuffer.wrap(larger, 5, framed.length);
                }
                case DIRECT -> IoBuffer.wrap(ByteBuffer.allocateDirect(framed.length).put(framed).flip());
                case READ_ONLY -> IoBuffer.wrap(ByteBuffer.wrap(framed).asReadOnlyBuffer());
            };
            return b.position(prefix);
        }
    }

    private static WireField read(String json) {
        return JsonTestSupport.read(json.getBytes(StandardCharsets.UTF_8));
    }

    /** {@code json} must be refused with these message parts (all of them: FormatErrors), the position kept. */
    private static void assertTreeRefused(String json, long offset, String path, String expected, String actual) {
        assertTreeRefused(bytes(json), ReadLimits.DEFAULT, offset, path, expected, actual);
    }

    private static void assertTreeRefused(byte[] json, ReadLimits limits, long offset, String path, String expected,
            String actual) {
        IoBuffer buffer = IoBuffer.wrap(json);
        assertRefused(() -> new JsonReader(buffer, limits).readTree(), json, "JSON", offset, path, expected, actual);
        assertThat(buffer.position()).as("position after a failure").isZero();
    }

    // --------------------------------------------------------------------------------------------- scalars

    @Test
    void typesScalarsByTheirJsonValue() {
        WireField root = read("{\"i\": -7, \"l\": 3000000000, \"big\": 99999999999999999999, \"d\": 1.5,"
                + " \"e\": 1e3, \"z\": -0.0, \"s\": \"x\", \"nan\": \"NaN\", \"t\": true, \"f\": false, \"n\": null}");
        assertThat(root.type()).isEqualTo(DataType.START_MARKER);
        assertThat(root.fields()).extracting(WireField::type).containsExactly(DataType.INT, DataType.LONG,
                DataType.DOUBLE, DataType.DOUBLE, DataType.DOUBLE, DataType.DOUBLE, DataType.STRING, DataType.STRING,
                DataType.BOOL, DataType.BOOL, DataType.UNKNOWN);
        assertThat(root.fields()).extracting(WireField::value).containsExactly(-7, 3000000000L, 1.0E20, 1.5, 1000.0,
                -0.0, "x", "NaN", true, false, null);
        assertThat(Double.doubleToRawLongBits((Double) root.field("z").value())).isEqualTo(Long.MIN_VALUE);
        assertThat(root.field("n").typeId()).isEqualTo(-1);
        assertThat(root.field("i").dims()).isNull();
    }

    @Test
    void readsNestedObjectsAndKeepsDuplicateNamesInOrder() {
        WireField root = read("{\"a\": {\"b\": {\"c\": 1}, \"b\": 2}, \"e\": {}}");
        WireField a = root.field("a");
        assertThat(a.isObject()).isTrue();
        assertThat(a.fields()).extracting(WireField::name).containsExactly("b", "b");
        assertThat(a.field("b").field("c").value()).isEqualTo(1);
        assertThat(a.fields().get(1).value()).isEqualTo(2);
        assertThat(root.field("e").fields()).isEmpty();
    }

    // ---------------------------------------------------------------------------------------------- arrays

    @Test
    void typesHomogeneousArrays() {
        WireField root = read("{\"b\": [true, false], \"i\": [1, -2], \"l\": [1, 3000000000],"
                + " \"d\": [1, 2.5], \"nf\": [\"NaN\", 1, \"-Infinity\"], \"s\": [\"a\", null],"
                + " \"onlyNaN\": [\"NaN\"]}");
        assertThat(root.fields()).extracting(WireField::type).containsExactly(DataType.BOOL_ARRAY,
                DataType.INT_ARRAY, DataType.LONG_ARRAY, DataType.DOUBLE_ARRAY, DataType.DOUBLE_ARRAY,
                DataType.STRING_ARRAY, DataType.STRING_ARRAY);
        assertThat(root.field("b").value()).isEqualTo(new boolean[] {true, false});
        assertThat(root.field("i").value()).isEqualTo(new int[] {1, -2});
        assertThat(root.field("l").value()).isEqualTo(new long[] {1, 3000000000L});
        assertThat(root.field("d").value()).isEqualTo(new double[] {1.0, 2.5});
        assertThat(root.field("nf").value()).isEqualTo(new double[] {Double.NaN, 1, Double.NEGATIVE_INFINITY});
        assertThat(root.field("s").value()).isEqualTo(new String[] {"a", null});
        assertThat(root.field("s").dims()).containsExactly(2);
    }

    @Test
    void readsRectangularNestedArraysAsMultiDimensional() {
        WireField root = read("{\"m\": [[1, 2, 3], [4, 5, 6]], \"cube\": [[[0.5], [1]], [[2], [3]]],"
                + " \"s\": [[\"a\"], [\"b\"]]}");
        WireField m = root.field("m");
        assertThat(m.type()).isEqualTo(DataType.INT_ARRAY);
        assertThat(m.dims()).containsExactly(2, 3);
        assertThat(m.value()).isEqualTo(new int[] {1, 2, 3, 4, 5, 6});
        assertThat(root.field("cube").dims()).containsExactly(2, 2, 1);
        assertThat(root.field("cube").value()).isEqualTo(new double[] {0.5, 1, 2, 3});
        assertThat(root.field("s").dims()).containsExactly(2, 1);
    }

    @Test
    void readsEveryOtherArrayAsAList() {
        WireField root = read("{\"empty\": [], \"emptyRows\": [[], []], \"ragged\": [[1, 2], [3]],"
                + " \"mixed\": [1, \"a\", true], \"nulls\": [null], \"numbersAndNull\": [1, null],"
                + " \"depthMix\": [[1], 2], \"objects\": [{\"x\": 1}, {}]}");
        for (WireField f : root.fields()) {
            assertThat(f.type()).as(f.name()).isEqualTo(DataType.LIST);
            assertThat(f.dims()).as(f.name()).isNull();
        }
        assertThat(root.field("empty").value()).isEqualTo(List.of());
        assertThat(root.field("emptyRows").value()).isEqualTo(List.of(List.of(), List.of()));
        assertThat(root.field("ragged").value()).isEqualTo(List.of(List.of(1, 2), List.of(3)));
        assertThat(root.field("mixed").value()).isEqualTo(List.of(1, "a", true));
        assertThat(root.field("numbersAndNull").value()).isEqualTo(Arrays.asList(1, null));
        List<?> objects = (List<?>) root.field("objects").value();
        WireField first = (WireField) objects.get(0);
        assertThat(first.isObject()).isTrue();
        assertThat(first.name()).isEmpty();
        assertThat(first.field("x").value()).isEqualTo(1);
    }

    // --------------------------------------------------------------------------------------------- offsets

    @ParameterizedTest
    @EnumSource(Backing.class)
    void offsetsCountFromTheStartOfTheBuffer(Backing backing) {
        String json = "  {\"a\": 1, \"o\": {\"b\": [{\"c\": 2}]}}\n\u0000\u0000";
        IoBuffer buffer = backing.hold(json.getBytes(StandardCharsets.UTF_8), 3);
        WireField root = new JsonReader(buffer).readTree();
        int at = 3;
        assertThat(root.offset()).isEqualTo(at + json.indexOf('{'));
        assertThat(root.field("a").offset()).isEqualTo(at + json.indexOf("\"a\""));
        WireField o = root.field("o");
        assertThat(o.offset()).isEqualTo(at + json.indexOf("\"o\""));
        assertThat(o.field("b").offset()).isEqualTo(at + json.indexOf("\"b\""));
        WireField element = (WireField) ((List<?>) o.field("b").value()).get(0);
        assertThat(element.offset()).isEqualTo(at + json.indexOf("{\"c\""));
        assertThat(element.field("c").offset()).isEqualTo(at + json.indexOf("\"c\""));
        assertThat(buffer.position()).isEqualTo(buffer.limit());
    }

    @ParameterizedTest
    @EnumSource(Backing.class)
    void errorOffsetsCountFromTheStartOfTheBuffer(Backing backing) {
        String json = "{\"a\": [1, 2, x]}";
        IoBuffer buffer = backing.hold(bytes(json), 4);
        byte[] framed = ("####" + json).getBytes(StandardCharsets.UTF_8); // the buffer's bytes from 0 to its limit
        // jackson (2.22) reports an unrecognised token at its first byte
        assertRefused(() -> new JsonReader(buffer).readTree(), framed, "JSON", 4 + json.indexOf('x'), "$.a[2]",
                "JSON String, Number, Array, Object", "Unrecognized token 'x'");
        assertThat(buffer.position()).isEqualTo(4);
    }

    @Test
    void readsTheReferencesPaddingButNothingElseAfterTheRoot() {
        assertThat(read("\u0000\t\r\n {}\n\u0000").fields()).isEmpty();
        String after = "the end of the message after the root object";
        assertTreeRefused("{\"a\": 1}\n{\"b\": 2}", 9, "$", after, "more content");
        assertTreeRefused("{} x", 3, "$", after, "more content");
    }

    // ---------------------------------------------------------------------------------------------- errors

    /** jackson's errors (docs/errors.md §3.10): its words split into expected and actual, at the byte it stopped. */
    @Test
    void namesOffsetPathExpectedAndActualOfInvalidJson() {
        String json = "{\"a\": {\"b\": [1, 2, tru]}}";
        assertTreeRefused(json, json.indexOf("tru"), "$.a.b[2]",
                "(JSON String, Number, Array, Object or token 'null', 'true' or 'false')", "Unrecognized token 'tru'");
        assertTreeRefused("{\"a\": 1 \"b\": 2}", 8, "$.a", "comma to separate Object entries",
                "Unexpected character ('\"' (code 34))");
        assertTreeRefused("{\"s\": \"a\u0001\"}", 8, "$.s", "valid JSON (RFC 8259)",
                "Illegal unquoted character ((CTRL-CHAR, code 1)): has to be escaped");
    }

    @Test
    void namesTheEndOfATruncatedMessage() {
        String json = "{\"a\": [1, 2";
        assertTreeRefused(json, json.length(), "$.a[1]", "close marker for Array", "Unexpected end-of-input");
        assertTreeRefused("{\"a\"", 4, "$.a", "valid JSON (RFC 8259)",
                "Unexpected end-of-input within/between Object entries");
        assertTreeRefused("{\"a\": \"unterminated", 19, "$.a", "valid JSON (RFC 8259)",
                "Unexpected end-of-input in VALUE_STRING");
    }

    @Test
    void refusesARootThatIsNotAnObject() {
        String root = "a JSON object '{' at the root";
        assertTreeRefused(" [1]", 1, "$", root, "an array");
        assertTreeRefused("\"s\"", 0, "$", root, "a string");
        assertTreeRefused(" \n", 2, "$", root, "the end of the message");
        assertTreeRefused("", 0, "$", root, "the end of the message"); // hex window: "empty buffer"
    }

    @Test
    void refusesTheReferencesBareNonFiniteNumbers() {
        assertTreeRefused("{\"x\": NaN}", 9, "$.x", "valid JSON (RFC 8259)", "Non-standard token 'NaN'");
    }

    /** JSON is always read as strict UTF-8, whatever {@code IoBuffer.setStrictUtf8} says: jackson decodes it. */
    @Test
    void refusesInvalidUtf8() {
        byte[] json = {'{', '"', 's', '"', ':', '"', 'a', (byte) 0xC3, '(', '"', '}'};
        assertTreeRefused(json, ReadLimits.DEFAULT, 9, "$.s", "valid JSON (RFC 8259)",
                "Invalid UTF-8 middle byte 0x28");
        byte[] name = {'{', '"', (byte) 0xFE, '"', ':', '1', '}'}; // refused before the name is known
        assertTreeRefused(name, ReadLimits.DEFAULT, 4, "$", "valid JSON (RFC 8259)", "Invalid UTF-8 start byte 0xfe");
        byte[] ff = {'{', '"', (byte) 0xFF, '"', ':', '1', '}'}; // refused before anything is parsed (ByteFFTest)
        assertTreeRefused(ff, ReadLimits.DEFAULT, 2, "$", "UTF-8 JSON text (RFC 8259 §8.1)",
                "the byte 0xFF, which UTF-8 never has");
    }

    /** Bytes that jackson's encoding detection refuses (a UCS-4 byte order mark, here) are no JSON it can read. */
    @Test
    void refusesAnEncodingJacksonCannotRead() {
        byte[] ucs4 = {0, 0, (byte) 0xFE, (byte) 0xFF, 0, 0, 0, '{'}; // the 0x00 padding skipped: offset 2
        assertTreeRefused(ucs4, ReadLimits.DEFAULT, 2, "$", "readable JSON", "Unsupported UCS-4 endianness (3412)");
    }

    // ---------------------------------------------------------------------------------------------- limits

    @Test
    void boundsNestingByReadLimitsCountingArraysToo() {
        ReadLimits three = new ReadLimits(3);
        assertThat(new JsonReader(IoBuffer.wrap(bytes("{\"a\": {\"b\": {\"c\": 1}}}")), three).readTree()).isNotNull();
        assertThat(new JsonReader(IoBuffer.wrap(bytes("{\"a\": [[1]]}")), three).readTree()).isNotNull();

        String json = "{\"a\": {\"b\": {\"c\": {}}}}";
        assertTreeRefused(bytes(json), three, json.indexOf("{}"), "$.a.b.c", "at most 3 (ReadLimits.maxDepth)", "4");
        String arrays = "{\"a\": [[[1]]]}";
        assertTreeRefused(bytes(arrays), three, arrays.indexOf("[[[") + 2, "$.a[0][0]",
                "at most 3 (ReadLimits.maxDepth)", "4");
    }

    @Test
    void refusesDeepNestingWithoutOverflowingTheStack() {
        String deep = "{\"a\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        // the root is level 1, the first '[' (at 6) level 2: level 65 is the 64th '['
        assertTreeRefused(deep, 6 + 63, "$.a" + "[0]".repeat(63), "at most 64 (ReadLimits.maxDepth)", "65");
        int max = ReadLimits.MAX_MAX_DEPTH;
        String deepest = "{\"a\": " + "[".repeat(max) + "]".repeat(max) + "}";
        assertTreeRefused(bytes(deepest), new ReadLimits(max), 6 + max - 1, "$.a" + "[0]".repeat(max - 1),
                "at most 1000 (ReadLimits.maxDepth)", "1001");
    }

    /** jackson's default StreamReadConstraints (docs/errors.md §4.3), reported where jackson stopped. */
    @Test
    void reportsJacksonsStreamReadConstraints() {
        String number = "{\"n\": " + "1".repeat(1001) + "}";
        assertTreeRefused(number, number.length() - 1, "$.n", "valid JSON (RFC 8259)", "Number value length (1001) "
                + "exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNumberLength()`)");
        String name = "{\"" + "n".repeat(50_001) + "\": 1}"; // refused before the name is known: the root's path
        assertTreeRefused(name, name.indexOf(':'), "$", "valid JSON (RFC 8259)", "Name length (50001) exceeds the "
                + "maximum allowed (50000, from `StreamReadConstraints.getMaxNameLength()`)");
        String string = "{\"s\": \"" + "x".repeat(20_000_001) + "\"}";
        assertTreeRefused(string, string.length() - 1, "$.s", "valid JSON (RFC 8259)", "String value length "
                + "(20000001) exceeds the maximum allowed (20000000, from "
                + "`StreamReadConstraints.getMaxStringLength()`)");
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
