package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static io.yas.json.JsonCursorTest.bytes;
import static io.yas.json.JsonCursorTest.open;
import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON cursor at its edges: nesting deeper than its first arrays, element objects left without
 * {@code leaveObjectElements}, what a refusal says a value is, the state a reused cursor starts from, and the
 * comparisons it makes without decoding (expected names, names equal to bytes, unchanged strings).
 */
class CursorEdgeTest {

    @Test
    void objectsAndArraysOfObjectsNestDeeperThanTheCursorsFirstLevels() {
        for (int objects : new int[] {7, 11}) { // the array entered at depth 8, or objects opened beyond it
            String json = "{\"a\": ".repeat(objects + 1) + "[{\"x\": 1}]" + "}".repeat(objects + 1);
            FieldCursor r = open(json);
            for (int level = 2; level <= objects + 1; level++) {
                assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
                assertThat(r.depth()).isEqualTo(level);
            }
            assertThat(r.nextField()).isEqualTo(DataType.LIST);
            assertThat(r.enterObjectElements()).isEqualTo(-1);
            assertThat(r.nextElementObject()).isTrue();
            assertThat(r.depth()).isEqualTo(objects + 3);
            assertThat(r.nextField()).isEqualTo(DataType.INT);
            assertThat(r.path()).isEqualTo("$" + ".a".repeat(objects + 1) + "[0].x");
            assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
            assertThat(r.nextElementObject()).isFalse();
            r.leaveObjectElements();
            for (int level = objects; level >= 0; level--) {
                assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
                assertThat(r.depth()).isEqualTo(level);
            }
            assertThat(r.hasNextField()).isFalse();
        }
    }

    @Test
    void nextFieldAfterElementObjectsSkipsTheRestOfTheArray() {
        FieldCursor r = open("{\"list\": [{\"x\": 1}, {\"x\": 2}, {\"x\": 3}], \"after\": 5, \"more\": [{}, {}],"
                + " \"end\": 6}");
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        r.enterObjectElements();
        assertThat(r.nextElementObject()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.nextField()).isEqualTo(DataType.INT); // the elements left without leaveObjectElements()
        assertThat(r.name()).isEqualTo("after");
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        r.enterObjectElements();
        assertThat(r.nextField()).isEqualTo(DataType.INT); // entered, no element read
        assertThat(r.name()).isEqualTo("end");
        assertThat(r.getInt()).isEqualTo(6);
    }

    @Test
    void nextFieldIsReadsNothingBetweenTheElementObjectsOfAnArray() {
        FieldCursor r = open("{\"list\": [{\"x\": 1}], \"after\": 5}");
        r.nextField();
        r.enterObjectElements();
        assertThat(r.nextFieldIs(FieldDescription.of("x"), DataType.INT)).isFalse();
        assertThat(r.nextElementObject()).isTrue();
        assertThat(r.nextFieldIs(FieldDescription.of("x"), DataType.INT)).isTrue();
        assertThat(r.getInt()).isEqualTo(1);
    }

    @Test
    void expectedNamesThatShareASlotAreEachComparedAsThemselves() {
        assertThat("Aa".hashCode()).isEqualTo("BB".hashCode());
        FieldCursor r = open("{\"Aa\": 1, \"BB\": 2, \"Aa\": 3}");
        for (String expected : new String[] {"Aa", "BB", "Aa"}) {
            assertThat(r.nextFieldIs(FieldDescription.of(expected), DataType.INT)).as(expected).isTrue();
            assertThat(r.name()).isEqualTo(expected);
        }
    }

    @Test
    void aNameRememberedEqualIsNotTakenForAnotherNameOfItsSlot() {
        byte[] aa = "Aa".getBytes(StandardCharsets.ISO_8859_1);
        FieldCursor r = open("{\"Aa\": 1, \"BB\": 2}");
        r.nextField();
        assertThat(r.nameEquals(aa)).isTrue();
        assertThat(r.nameEquals(aa)).isTrue();
        assertThat(r.nameEquals("Ab".getBytes(StandardCharsets.ISO_8859_1))).isFalse(); // the same name, other bytes
        r.nextField();
        assertThat(r.nameEquals(aa)).isFalse();
        assertThat(r.nameEquals("BB".getBytes(StandardCharsets.ISO_8859_1))).isTrue();
    }

    @Test
    void aRefusalSaysWhetherTheValueIsAnObjectAnArrayOrNull() {
        String json = "{\"o\": {}, \"l\": [{}], \"v\": [1, true], \"n\": null}";
        FieldCursor r = open(json);
        r.nextField();
        byte[] b = bytes(json);
        assertRefused(r::getDouble, b, "JSON", 1, "$.o", "DOUBLE for field 'o'", "an object");
        assertRefused(r::getInt, b, "JSON", 1, "$.o", "INT for field 'o'", "an object");
        r.nextField();
        r.nextField();
        int l = json.indexOf("\"l\"");
        // the member's path, though the parser stands on its first element
        assertRefused(r::getFloat, b, "JSON", l, "$.l", "FLOAT for field 'l'", "an array");
        r.nextField();
        int v = json.indexOf("\"v\"");
        assertRefused(r::getLong, b, "JSON", v, "$.v", "LONG for field 'v'", "an array");
        r.nextField();
        int n = json.indexOf("\"n\"");
        assertRefused(r::getDouble, b, "JSON", n, "$.n", "DOUBLE for field 'n'", "null");
    }

    @Test
    void aStringInARefusalIsCutAfterFortyCharacters() {
        String forty = "x".repeat(40);
        FieldCursor r = open("{\"s\": \"" + forty + "\", \"t\": \"" + forty + "y\"}");
        r.nextField();
        assertThat(catchActual(r)).isEqualTo("the string \"" + forty + "\"");
        r.nextField();
        assertThat(catchActual(r)).isEqualTo("the string \"" + forty + "…\"");
    }

    private static String catchActual(FieldCursor r) {
        return org.assertj.core.api.Assertions.catchThrowableOfType(io.yas.buffer.YasFormatException.class,
                r::getInt).actual();
    }

    @Test
    void anElementObjectAfterANullMemberIsNotNull() {
        FieldCursor r = open("{\"list\": [{\"n\": null}, {}]}");
        r.nextField();
        r.enterObjectElements();
        r.nextElementObject();
        r.nextField();
        assertThat(r.isNull()).isTrue();
        r.nextField();
        assertThat(r.nextElementObject()).isTrue();
        assertThat(r.isNull()).isFalse();
        assertThat(r.type()).isEqualTo(DataType.START_MARKER);
    }

    @Test
    void aReusedCursorStartsWithNoCurrentField() {
        IoBuffer buffer = IoBuffer.wrap(bytes("{\"n\": null, \"a\": 1}"));
        FieldCursor first = Protocol.JSON.codec().reuseCursor(null, buffer, ReadLimits.DEFAULT);
        first.readHeader();
        first.nextField();
        first.nextField();
        assertThat(first.isNull()).isTrue();
        FieldCursor again = Protocol.JSON.codec().reuseCursor(first, buffer, ReadLimits.DEFAULT);
        assertThat(again).isSameAs(first);
        assertThat(again.isNull()).isFalse();
        assertThat(again.type()).isEqualTo(DataType.UNKNOWN);
        assertThat(again.name()).isNull();
        assertThat(again.fieldStart()).isEqualTo(-1);
    }

    @Test
    void anArrayOfEmptyArraysHasTheDimensionsOfItsNesting() {
        FieldCursor r = open("{\"e\": [[[]], [[]]], \"f\": [[], [[]]]}");
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        assertThat(r.dims()).containsExactly(2, 1, 0);
        assertThat(r.dimCount()).isEqualTo(3);
        assertThat(r.dim(1)).isEqualTo(1);
        assertThat(r.typeId()).isEqualTo(-1);
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        assertThat(r.dims()).containsExactly(2); // ragged: a list of its two elements
    }

    @Test
    void theNextOffsetIsThePositionBeforeTheHeaderThenAfterTheLastToken() {
        String json = "{\"a\": 1, \"b\": 2}";
        IoBuffer buffer = JsonReaderTest.Backing.HEAP.hold(bytes(json), 3);
        FieldCursor r = Protocol.JSON.newCursor(buffer, ReadLimits.DEFAULT);
        assertThat(r.nextOffset()).isEqualTo(3);
        r.readHeader();
        r.nextField();
        assertThat(r.nextOffset()).isEqualTo(4);
        r.nextField();
        assertThat(r.nextOffset()).isEqualTo(3 + json.indexOf(','));
        r.nextField();
        r.nextField();
        assertThat(r.nextOffset()).isEqualTo(3 + json.length());
    }

    @Test
    void readValueOfAnArrayOfObjectsMeasuresTheWholeArray() {
        String json = "{\"list\": [{\"x\": 1}, {}], \"after\": 5}";
        FieldCursor r = open(json);
        r.nextField();
        assertThat((List<?>) r.readValue()).hasSize(2);
        assertThat(r.dataStart()).isEqualTo(json.indexOf('['));
        assertThat(r.dataSize()).isEqualTo("[{\"x\": 1}, {}]".length());
        assertThat(r.dims()).containsExactly(2);
    }

    @Test
    void anObjectMemberHasNoDataSizeOfItsOwn() {
        FieldCursor r = open("{\"o\": {\"x\": 1}}");
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.dataSize()).isZero();
    }

    @Test
    void readTreeAfterReadHeaderReadsTheWholeMessage() {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(bytes("{\"a\": 1}")), ReadLimits.DEFAULT);
        r.readHeader();
        WireField root = r.readTree();
        assertThat(root.field("a").value()).isEqualTo(1);
        assertThat(r.buffer().position()).isEqualTo(8);
        assertThat(r.hasNextField()).isFalse();
    }

    @Test
    void anUnchangedStringIsComparedAtItsOwnBytesWhereverTheMessageLies() {
        String json = "{\"s\": \"xy\", \"tt\": \"ab\"}";
        for (JsonReaderTest.Backing backing : JsonReaderTest.Backing.values()) {
            FieldCursor r = Protocol.JSON.newCursor(backing.hold(bytes(json), 5), ReadLimits.DEFAULT);
            r.readHeader();
            r.nextField();
            r.nextField();
            assertThat(r.fieldStart()).as("%s", backing).isEqualTo(5 + 1);
            assertThat(r.getString(" ")).as("%s", backing).isEqualTo("xy"); // the byte before the quote is ' '
            r.nextField();
            assertThat(r.getString("ab")).as("%s", backing).isEqualTo("ab");
        }
        for (JsonReaderTest.Backing backing : JsonReaderTest.Backing.values()) {
            FieldCursor r = Protocol.JSON.newCursor(backing.hold(bytes(json), 5), ReadLimits.DEFAULT);
            r.readHeader();
            r.nextField();
            r.nextField();
            assertThat(r.getString("ab")).as("%s", backing).isEqualTo("xy"); // not the bytes ten further on
        }
        FieldCursor r = open(json);
        r.nextField();
        assertThat(r.getString(null)).isEqualTo("xy");
    }

    /** JSON is read as UTF-8 only (RFC 8259 §8.1): UTF-16 and UTF-32 text, which jackson detects, is refused. */
    @ParameterizedTest
    @ValueSource(strings = {"UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"})
    void textInAnotherEncodingThanUtf8IsRefusedAtItsStart(String charset) {
        byte[] text = "{\"a\": 1}".getBytes(Charset.forName(charset));
        byte[] json = new byte[text.length + 2];
        json[0] = ' ';
        json[1] = ' ';
        System.arraycopy(text, 0, json, 2, text.length);
        int brace = 2; // where the text starts: after the padding, whose 00 bytes take in a big-endian high byte
        while (json[brace] == 0) {
            brace++;
        }
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json), ReadLimits.DEFAULT);
        assertRefused(r::readHeader, json, "JSON", brace, "$", "UTF-8 JSON text (RFC 8259 §8.1)",
                "text in another encoding (UTF-16 or UTF-32, by its first bytes)");
    }

    @Test
    void anUnreadStringWithMalformedUtf8IsRefusedWhenTheCursorMovesOn() {
        byte[] json = {'{', '"', 's', '"', ':', '"', (byte) 0xC3, '(', '"', ',', '"', 'a', '"', ':', '1', '}'};
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json), ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField();
        assertThat(r.nextField()).isEqualTo(DataType.STRING);
        assertRefused(r::nextField, json, "JSON", 8, "$.s", "valid JSON", "Invalid UTF-8 middle byte 0x28");
    }

    @Test
    void aMessageOfOnlyPaddingIsRefusedAsAMissingRoot() {
        byte[] json = bytes(" \t\r\n");
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json), ReadLimits.DEFAULT);
        r.readHeader();
        assertRefused(r::nextField, json, "JSON", 4, "$", "a JSON object '{' at the root", "the end of the message");
    }

    @Test
    void nestedArraysReadByTheCursorCountTowardsTheDepthLimit() {
        String json = "{\"a\": [[1]]}";
        FieldCursor r = open(json, new ReadLimits(2));
        assertRefused(r::nextField, bytes(json), "JSON", 7, "$.a[0]", "at most 2 (ReadLimits.maxDepth)", "3");
    }
}
