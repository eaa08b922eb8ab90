package io.yas.wire;

import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static io.yas.wire.WireBytes.ints;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The expected-layout reads of {@link YasReader} at their bounds: a map of no keys, keys that fill their field
 * exactly, framing cut off where the bytes end (answered -1, never thrown), and {@link YasReader#fieldAt} for a
 * nameless header, no data, or data up to the limit, and {@link YasReader#arrayIn} for every type it reads, its
 * dimensions, reuse and refusals (docs/spec-yas.md §2.3, §3.2, §5.4).
 */
class ExpectedLayoutEdgeTest {
    private static final byte STRING = (byte) DataType.STRING.id();
    private static final byte OTHER = (byte) DataType.OTHER.id();

    @Test
    void anEmptyMapFromStringsToObjectsHasItsKeysAndValuesWhereItsFramingEnds() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        int handle = w.putObjectMapHeader(FieldDescription.of("m"), List.of(), String.class, "my.T");
        w.updateDataEndMarker(handle).putEndMarker("");
        byte[] b = w.buffer().flip().toByteArray();
        YasReader r = WireBytes.atFirstField(b);
        int data = r.dataStart();
        int end = data + r.dataSize();
        assertThat(r.stringKeysAt(data, end)).as("[1][0][0][STRING][1][0][0]: no keys").isEqualTo(data + 25);
        assertThat(r.objectCountAt(data)).isZero();
        assertThat(r.objectValuesAt(data + 25, end, 0)).as("no value objects after the type names").isEqualTo(end);
        assertThat(r.stringKeysAt(data, data + 25)).as("the key framing alone, ending the data").isEqualTo(data + 25);
    }

    @Test
    void keysThatFillTheDataExactlyFitAndOneByteLessDoesNot() {
        // [1][2][2][STRING][1][2][2] then two empty strings of 5 bytes each: 35 bytes
        byte[] keys = concat(ints(1, 2, 2), new byte[] {STRING}, ints(1, 2, 2), WireBytes.strings("", ""));
        YasReader r = new YasReader(IoBuffer.wrap(keys));
        assertThat(r.stringKeysAt(0, keys.length)).isEqualTo(25);
        assertThat(r.stringEnd(r.stringEnd(25, keys.length), keys.length)).isEqualTo(keys.length);
        assertThat(r.stringKeysAt(0, keys.length - 1)).as("the last key one byte short").isEqualTo(-1);
    }

    @Test
    void framingCutOffWhereTheBytesEndIsNotTakenAndNothingThrows() {
        byte[] one = concat(new byte[8], ints(1)); // data at 8: [1], then the bytes end
        YasReader r = new YasReader(IoBuffer.wrap(one));
        assertThat(r.objectElementsAt(8, one.length)).isEqualTo(-1);
        assertThat(r.stringKeysAt(8, one.length)).isEqualTo(-1);
        byte[] counts = concat(new byte[20], ints(1, 0, 0)); // data at 20: [1][0][0], then the bytes end
        YasReader c = new YasReader(IoBuffer.wrap(counts));
        assertThat(c.objectElementsAt(20, counts.length)).as("no container byte").isEqualTo(-1);
        assertThat(c.stringKeysAt(20, counts.length)).as("no key type").isEqualTo(-1);
        assertThat(c.objectValuesAt(counts.length, counts.length, 0)).as("keys ending the bytes: no type names")
                .isEqualTo(-1);
    }

    @Test
    void fieldAtTakesANamelessFieldWhoseDataEndsTheBytes() {
        byte[] b = field(DataType.INT, "", 4, ints(42)); // the shortest header with a name: 14 bytes
        BytePattern h = YasReader.expectedHeader(FieldDescription.of(""), DataType.INT);
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(h.length()).isEqualTo(14);
        r.fieldAt(0, h, b.length);
        assertThat(r.type()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEmpty();
        assertThat(r.getInt()).isEqualTo(42);
        assertThat(r.hasNextField()).isFalse();
        assertThatThrownBy(() -> r.fieldAt(0, h, b.length + 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no value field header at 0 with data up to " + (b.length + 1));
    }

    @Test
    void fieldAtTakesAFieldWithNoDataAndTheNextHeaderFollowsItsHeader() {
        byte[] b = concat(field(DataType.BYTE_ARRAY, "a", 0, new byte[0]), field(DataType.INT, "x", 4, ints(7)));
        BytePattern h = YasReader.expectedHeader(FieldDescription.of("a"), DataType.BYTE_ARRAY);
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.fieldAt(0, h, h.length());
        assertThat(r.type()).isEqualTo(DataType.BYTE_ARRAY);
        assertThat(r.dataSize()).isZero();
        assertThat(r.nextOffset()).isEqualTo(h.length());
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.getInt()).isEqualTo(7);
        assertThatThrownBy(() -> r.fieldAt(0, h, h.length() - 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void arrayInReadsWhatTheGetterReadsAndLeavesTheLimitAsItWas() {
        // 4 bytes before, then [2][2][3] dims, [6] count, six ints; 4 bytes after
        byte[] b = concat(new byte[4], ints(2, 2, 3, 6, 1, 2, 3, 4, 5, 6), new byte[4]);
        int end = b.length - 4;
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat((int[]) r.arrayIn(4, end, DataType.INT_ARRAY, null)).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(r.dimCount()).as("the field's dimensions, as the getter leaves them").isEqualTo(2);
        assertThat(r.dim(1)).isEqualTo(3);
        assertThat(r.buffer().limit()).isEqualTo(b.length);
        assertThat(r.buffer().position()).isEqualTo(end);
        int[] current = new int[6];
        assertThat(r.arrayIn(4, end, DataType.INT_ARRAY, current)).as("the same length: filled in place")
                .isSameAs(current);
        assertThat(r.arrayIn(4, end, DataType.INT_ARRAY, new int[5])).isInstanceOf(int[].class)
                .isNotSameAs(current);
        assertThat(r.arrayIn(4, end, DataType.INT_ARRAY, new long[6])).as("another type: a new array")
                .isEqualTo(new int[] {1, 2, 3, 4, 5, 6});
    }

    @Test
    void arrayInReadsEachPrimitiveArrayType() {
        Map<DataType, Object> arrays = Map.of(DataType.BOOL_ARRAY, new boolean[] {true, false},
                DataType.BYTE_ARRAY, new byte[] {1, -1}, DataType.SHORT_ARRAY, new short[] {-2, 300},
                DataType.INT_ARRAY, new int[] {7, Integer.MIN_VALUE}, DataType.LONG_ARRAY, new long[] {1L << 40, -1},
                DataType.FLOAT_ARRAY, new float[] {0.5f, Float.NaN}, DataType.DOUBLE_ARRAY, new double[] {-1e300, 2});
        arrays.forEach((type, values) -> {
            IoBuffer b = IoBuffer.allocate(64).putInt(1).putInt(2);
            switch (type) {
                case BOOL_ARRAY -> b.putBooleanArray((boolean[]) values, 2);
                case BYTE_ARRAY -> b.putByteArray((byte[]) values, 2);
                case SHORT_ARRAY -> b.putShortArray((short[]) values, 2);
                case INT_ARRAY -> b.putIntArray((int[]) values, 2);
                case LONG_ARRAY -> b.putLongArray((long[]) values, 2);
                case FLOAT_ARRAY -> b.putFloatArray((float[]) values, 2);
                default -> b.putDoubleArray((double[]) values, 2);
            }
            int end = b.position();
            YasReader r = new YasReader(b.flip());
            assertThat(r.arrayIn(0, end, type, null)).as(type.toString()).isEqualTo(values);
        });
    }

    @Test
    void arrayInRefusesBadBytesAsTheGetterAndBadArgumentsAsAMistake() {
        byte[] b = concat(ints(1, 3, 3, 1, 2), new byte[4]); // three ints announced, two in the data
        int end = b.length - 4;
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThatThrownBy(() -> r.arrayIn(0, end, DataType.INT_ARRAY, null))
                .isInstanceOf(YasFormatException.class).hasMessageContaining("at byte 8")
                .as("the field's end is the limit").hasMessageContaining("remaining 8 bytes");
        assertThat(r.buffer().limit()).as("restored after a failure").isEqualTo(b.length);
        assertThatThrownBy(() -> r.arrayIn(0, end, DataType.STRING_ARRAY, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("STRING_ARRAY");
        assertThatThrownBy(() -> r.arrayIn(8, 4, DataType.INT_ARRAY, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from 8 to 4");
        assertThatThrownBy(() -> r.arrayIn(0, b.length + 1, DataType.INT_ARRAY, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> r.arrayIn(4, 4, DataType.INT_ARRAY, null)).as("no data: bad bytes, which a walk "
                + "hands to the read loop, not a mistake").isInstanceOf(YasFormatException.class);
        assertThat(r.buffer().limit()).isEqualTo(b.length);
    }
}
