package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The JSON field cursor: the {@link FieldCursor} contract member by member, JSON's conversions, its errors. */
class JsonCursorTest {

    private static FieldCursor open(String json) {
        return open(json, ReadLimits.DEFAULT);
    }

    private static FieldCursor open(String json, ReadLimits limits) {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)), limits);
        assertThat(r.readHeader().producer()).isEqualTo("JSON");
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.depth()).isEqualTo(1);
        return r;
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
        FieldCursor r = open("{\"i\": 3, \"w\": 1.0, \"big\": 300, \"frac\": 3.5, \"n\": \"NaN\", \"c\": 65}");
        r.nextField();
        assertThat(r.getByte()).isEqualTo((byte) 3);
        assertThat(r.getDouble()).isEqualTo(3.0);
        assertThat(r.getFloat()).isEqualTo(3.0f);
        r.nextField();
        assertThat(r.getLong()).isEqualTo(1L);
        r.nextField();
        assertThat(r.getShort()).isEqualTo((short) 300);
        assertThatThrownBy(r::getByte).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.path()).isEqualTo("$.big");
            assertThat(e.expected()).isEqualTo("BYTE for field 'big'");
            assertThat(e.actual()).isEqualTo("300, out of its range");
        });
        r.nextField();
        assertThatThrownBy(r::getInt).isInstanceOfSatisfying(YasFormatException.class,
                e -> assertThat(e.actual()).isEqualTo("Double 3.5"));
        r.nextField();
        assertThat(r.getFloat()).isNaN();
        assertThatThrownBy(r::getInt).isInstanceOfSatisfying(YasFormatException.class,
                e -> assertThat(e.actual()).isEqualTo("the string \"NaN\""));
        r.nextField();
        assertThat(r.getChar()).isEqualTo('A');
        assertThatThrownBy(r::getString).isInstanceOf(YasFormatException.class);
        assertThatThrownBy(r::getEnum).isInstanceOf(YasFormatException.class);
    }

    @Test
    void arraysConvertElementByElementNamingTheElementThatDoesNotFit() {
        FieldCursor r = open("{\"a\": [1, 300], \"d\": [1, \"NaN\", 2.5], \"m\": [[1, 2], [3, 4]], \"e\": [[], []]}");
        r.nextField();
        assertThat(r.getShortArray(null)).containsExactly((short) 1, (short) 300);
        assertThatThrownBy(() -> r.getByteArray(null)).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.path()).isEqualTo("$.a[1]");
            assertThat(e.actual()).isEqualTo("300, out of its range");
        });
        int[] reused = new int[2];
        assertThat(r.getIntArray(reused)).isSameAs(reused).containsExactly(1, 300);
        r.nextField();
        assertThat(r.type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(r.getDoubleArray(null)).containsExactly(1.0, Double.NaN, 2.5);
        assertThatThrownBy(() -> r.getLongArray(null)).isInstanceOfSatisfying(YasFormatException.class,
                e -> assertThat(e.path()).isEqualTo("$.d[1]"));
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
        FieldCursor r = open("{\"list\": [{}, 3]}");
        r.nextField();
        r.enterObjectElements();
        assertThat(r.nextElementObject()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThatThrownBy(r::nextElementObject).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.path()).isEqualTo("$.list[1]");
            assertThat(e.expected()).isEqualTo("an element object");
        });
        FieldCursor values = open("{\"n\": [1, 2]}");
        values.nextField();
        assertThatThrownBy(values::enterObjectElements).isInstanceOf(YasFormatException.class);
        assertThatThrownBy(values::enterObjectMapValues).isInstanceOf(YasFormatException.class);
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
        FieldCursor r = open("{\"a\": 1} x");
        r.nextField();
        assertThatThrownBy(r::nextField).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.offset()).isEqualTo(9);
            assertThat(e.expected()).isEqualTo("the end of the message after the root object");
        });
        FieldCursor deep = open("{\"a\": {\"b\": {}}}", new ReadLimits(2));
        deep.nextField();
        assertThatThrownBy(deep::nextField).isInstanceOfSatisfying(YasFormatException.class,
                e -> assertThat(e.expected()).contains("ReadLimits.maxDepth"));
        FieldCursor started = open("{\"a\": 1}");
        assertThatThrownBy(started::readTree).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aRootThatIsNotAnObjectOrATruncatedMessageIsRefused() {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap("[1]".getBytes(StandardCharsets.UTF_8)),
                ReadLimits.DEFAULT);
        r.readHeader();
        assertThatThrownBy(r::nextField).isInstanceOfSatisfying(YasFormatException.class,
                e -> assertThat(e.expected()).isEqualTo("a JSON object '{' at the root"));
        FieldCursor cut = open("{\"a\": [1, 2");
        assertThatThrownBy(cut::nextField).isInstanceOf(YasFormatException.class);
    }
}
