package io.yas.wire;

import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static io.yas.wire.WireBytes.ints;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The expected-layout reads of {@link YasReader} at their bounds: a map of no keys, keys that fill their field
 * exactly, framing cut off where the bytes end (answered -1, never thrown), and {@link YasReader#fieldAt} for a
 * nameless header, no data, or data up to the limit (docs/spec-yas.md §3.2, §5.4).
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
}
