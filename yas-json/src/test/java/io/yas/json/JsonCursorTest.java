package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The JSON field cursor: the {@link FieldCursor} contract member by member, JSON's conversions, its errors. */
class JsonCursorTest {

    static FieldCursor open(String json) {
        return open(json, ReadLimits.DEFAULT);
    }

    static FieldCursor open(String json, ReadLimits limits) {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(bytes(json)), limits);
        assertThat(r.readHeader().producer()).isEqualTo("JSON");
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.depth()).isEqualTo(1);
        return r;
    }

    static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void memberNamesFromTheWireAreNotInternedIntoTheJvmsStringTable() {
        String unique = "name_" + System.nanoTime() + "_never_seen";
        String inTable = new String(unique).intern(); // this very instance is now the table's
        FieldCursor r = open("{\"" + unique + "\": 1}");
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo(unique).isNotSameAs(inTable); // interned, it would be the table's instance
    }

    @Test
    void walksMembersAsFieldsTypedByTheirValues() {
        String json = "{\"a\": 1, \"b\": {\"c\": \"x\"}, \"d\": [1, 2], \"e\": null, \"f\": 2.5, \"g\": true,"
                + " \"h\": 30000000000}  ";
        FieldCursor r = open(json);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("a");
        assertThat(r.fieldStart()).isEqualTo(json.indexOf("\"a\""));
        assertThat(r.getInt()).isEqualTo(1);
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.path()).isEqualTo("$.b");
        assertThat(r.depth()).isEqualTo(2);
        assertThat(r.nextField()).isEqualTo(DataType.STRING);
        assertThat(r.path()).isEqualTo("$.b.c");
        assertThat(r.getString()).isEqualTo("x");
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.nextField()).isEqualTo(DataType.INT_ARRAY);
        assertThat(r.getIntArray(null)).containsExactly(1, 2);
        assertThat(r.dims()).containsExactly(2);
        assertThat(r.nextField()).isEqualTo(DataType.UNKNOWN);
        assertThat(r.isNull()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.DOUBLE);
        assertThat(r.isNull()).isFalse();
        assertThat(r.getDouble()).isEqualTo(2.5);
        assertThat(r.nextField()).isEqualTo(DataType.BOOL);
        assertThat(r.getBoolean()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.LONG);
        assertThat(r.getLong()).isEqualTo(30_000_000_000L);
        assertThat(r.hasNextField()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isZero();
        assertThat(r.hasNextField()).isFalse();
        assertThat(r.nextOffset()).isEqualTo(json.length());
    }

    @Test
    void findsFieldsAndSkipsObjects() {
        FieldCursor r = open("{\"skip\": {\"deep\": {\"x\": [1]}}, \"want\": 7, \"tail\": {\"y\": 1}}");
        assertThat(r.findField("want")).isTrue();
        assertThat(r.getInt()).isEqualTo(7);
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        r.skipObject();
        assertThat(r.type()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.findField("absent")).isFalse();
        assertThat(r.depth()).isZero();
    }

    @Test
    void gettersConvertWhatFitsExactlyAndNameWhatDoesNot() {
        String json = "{\"i\": 3, \"w\": 1.0, \"big\": 300, \"frac\": 3.5, \"n\": \"NaN\", \"c\": 65}";
        byte[] b = bytes(json);
        FieldCursor r = open(json);
        r.nextField();
        assertThat(r.getByte()).isEqualTo((byte) 3);
        assertThat(r.getDouble()).isEqualTo(3.0);
        assertThat(r.getFloat()).isEqualTo(3.0f);
        r.nextField();
        assertThat(r.getLong()).isEqualTo(1L);
        r.nextField();
        assertThat(r.getShort()).isEqualTo((short) 300);
        // each refusal at the member's name, with the member's path
        assertRefused(r::getByte, b, "JSON", json.indexOf("\"big\""), "$.big", "BYTE for field 'big'",
                "300, out of its range");
        r.nextField();
        assertRefused(r::getInt, b, "JSON", json.indexOf("\"frac\""), "$.frac", "INT for field 'frac'", "Double 3.5");
        r.nextField();
        assertThat(r.getFloat()).isNaN();
        assertRefused(r::getInt, b, "JSON", json.indexOf("\"n\""), "$.n", "INT for field 'n'", "the string \"NaN\"");
        r.nextField();
        assertThat(r.getChar()).isEqualTo('A');
        int c = json.indexOf("\"c\"");
        assertRefused(r::getString, b, "JSON", c, "$.c", "STRING for field 'c'", "Integer 65");
        assertRefused(r::getEnum, b, "JSON", c, "$.c", "ENUM for field 'c'", "Integer 65"); // enums are STRINGs
        assertRefused(r::getBoolean, b, "JSON", c, "$.c", "BOOL for field 'c'", "Integer 65");
        assertRefused(() -> r.getIntArray(null), b, "JSON", c, "$.c", "INT_ARRAY for field 'c'", "Integer 65");
    }

    @Test
    void arraysConvertElementByElementNamingTheElementThatDoesNotFit() {
        String json = "{\"a\": [1, 300], \"d\": [1, \"NaN\", 2.5], \"m\": [[1, 2], [3, 4]], \"e\": [[], []]}";
        byte[] b = bytes(json);
        FieldCursor r = open(json);
        r.nextField();
        assertThat(r.getShortArray(null)).containsExactly((short) 1, (short) 300);
        // at the member's name; the path and the expected element type name the element
        assertRefused(() -> r.getByteArray(null), b, "JSON", 1, "$.a[1]", "BYTE for field 'a'",
                "300, out of its range");
        int[] reused = new int[2];
        assertThat(r.getIntArray(reused)).isSameAs(reused).containsExactly(1, 300);
        r.nextField();
        assertThat(r.type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(r.getDoubleArray(null)).containsExactly(1.0, Double.NaN, 2.5);
        assertRefused(() -> r.getLongArray(null), b, "JSON", json.indexOf("\"d\""), "$.d[1]", "LONG for field 'd'",
                "Double NaN");
        r.nextField();
        assertThat(r.getLongArray(null)).containsExactly(1L, 2L, 3L, 4L);
        assertThat(r.dims()).containsExactly(2, 2);
        r.nextField();
        assertThat(r.getDoubleArray(null)).isEmpty();
        assertThat(r.dims()).containsExactly(2, 0);
    }

    @Test
    void streamsTheElementObjectsOfAnArrayOfObjects() {
        FieldCursor r = open("{\"list\": [{\"x\": 1}, {\"x\": 2}], \"after\": 5}");
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        assertThat(r.enterObjectElements()).isEqualTo(-1);
        for (int i = 0; i < 2; i++) {
            assertThat(r.nextElementObject()).isTrue();
            assertThat(r.type()).isEqualTo(DataType.START_MARKER);
            assertThat(r.path()).isEqualTo("$.list[" + i + "]");
            assertThat(r.nextField()).isEqualTo(DataType.INT);
            assertThat(r.path()).isEqualTo("$.list[" + i + "].x");
            assertThat(r.getInt()).isEqualTo(i + 1);
            assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        }
        assertThat(r.nextElementObject()).isFalse();
        r.leaveObjectElements();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("after");
    }

    @Test
    void skipsArraysOfObjectsThatAreNotEnteredOrLeftEarly() {
        FieldCursor r = open("{\"list\": [{\"x\": 1}, {\"y\": [{}]}], \"mid\": 1, \"more\": [{}, {}, {}], \"end\": 2}");
        r.nextField();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("mid");
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        r.enterObjectElements();
        assertThat(r.nextElementObject()).isTrue();
        r.skipObject();
        r.leaveObjectElements();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("end");
    }

    @Test
    void anElementThatIsNoObjectIsRefusedWithItsIndex() {
        String json = "{\"list\": [{}, 3]}";
        FieldCursor r = open(json);
        r.nextField();
        r.enterObjectElements();
        assertThat(r.nextElementObject()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertRefused(r::nextElementObject, bytes(json), "JSON", json.indexOf('3'), "$.list[1]", "an element object",
                "a number");
        String numbers = "{\"n\": [1, 2]}";
        FieldCursor values = open(numbers);
        values.nextField();
        assertRefused(values::enterObjectElements, bytes(numbers), "JSON", 1, "$.n", "an array of objects",
                "an array");
        assertRefused(values::enterObjectMapValues, bytes(numbers), "JSON", 1, "$.n", "MAP", "an array");
    }

    @Test
    void readValueOfAnArrayOfObjectsReadsItWhole() {
        FieldCursor r = open("{\"list\": [{\"x\": 1}, 2], \"after\": 5}");
        r.nextField();
        assertThat((java.util.List<?>) r.readValue()).hasSize(2);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("after");
    }

    @Test
    void contentAfterTheRootAndNestingBeyondTheLimitAreRefused() {
        String json = "{\"a\": 1} x";
        FieldCursor r = open(json);
        r.nextField();
        assertRefused(r::nextField, bytes(json), "JSON", 9, "$", "the end of the message after the root object",
                "more content");
        String nested = "{\"a\": {\"b\": {}}}";
        FieldCursor deep = open(nested, new ReadLimits(2));
        deep.nextField();
        assertRefused(deep::nextField, bytes(nested), "JSON", nested.indexOf("{}"), "$.a.b",
                "at most 2 (ReadLimits.maxDepth)", "3");
        FieldCursor started = open("{\"a\": 1}");
        assertThatThrownBy(started::readTree).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aRootThatIsNotAnObjectOrATruncatedMessageIsRefused() {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(bytes("[1]")), ReadLimits.DEFAULT);
        r.readHeader();
        assertRefused(r::nextField, bytes("[1]"), "JSON", 0, "$", "a JSON object '{' at the root", "an array");
        String truncated = "{\"a\": [1, 2";
        FieldCursor cut = open(truncated);
        assertRefused(cut::nextField, bytes(truncated), "JSON", truncated.length(), "$.a[1]", "close marker for Array",
                "Unexpected end-of-input");
        byte[] ucs4 = {0, 0, (byte) 0xFE, (byte) 0xFF, 0, 0, 0, '{'}; // the 0x00 padding skipped: offset 2
        FieldCursor unreadable = Protocol.JSON.newCursor(IoBuffer.wrap(ucs4), ReadLimits.DEFAULT);
        assertRefused(unreadable::readHeader, ucs4, "JSON", 2, "$", "readable JSON",
                "Unsupported UCS-4 endianness (3412)");
    }
}
