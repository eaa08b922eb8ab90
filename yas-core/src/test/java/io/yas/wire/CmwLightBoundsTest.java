package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.entry;
import static io.yas.wire.WireBytes.ints;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * {@link CmwLightReader}'s bounds at the byte where they flip (docs/spec-cmwlight.md): the smallest entry header (an
 * empty name: length 1, its NUL, the type id), the name length against the bytes before the type id, and an array's
 * descriptor, whose {@code nDims} may be 0 but not more than the bytes that remain hold.
 */
class CmwLightBoundsTest {
    private static final int INT = 3;
    private static final int BOOL = 0;
    private static final int DOUBLE_ARRAY = 15;

    @Test
    void anEntryWithAnEmptyNameIsRead() {
        byte[] b = concat(ints(1), entry("", INT, ints(42)));
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(b));
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEmpty();
        assertThat(r.getInt()).isEqualTo(42);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.nextOffset()).isEqualTo(b.length);
    }

    @Test
    void theSmallestEntryHeaderEndingTheBytesIsReadUpToItsMissingValue() {
        byte[] first = entry("a", INT, ints(1));
        byte[] b = concat(ints(2), first, entry("", BOOL, new byte[0])); // name length, NUL, type id: six bytes
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        r.nextField();
        assertRefused(r::nextField, b, "CmwLight", b.length, "$.", "1 bytes for BOOL", "0 bytes remain");
    }

    @Test
    void anArrayWithoutRoomForItsDimensionCountIsRefusedAtItsData() {
        byte[] b = concat(ints(1), entry("a", DOUBLE_ARRAY, new byte[] {0, 0}));
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        assertRefused(r::nextField, b, "CmwLight", 4 + 7, "$.a", "4 bytes for an int32 nDims", "2 bytes remain");
    }

    @Test
    void anArrayOfNoDimensionsIsReadAsItsElements() {
        byte[] value = IoBuffer.allocate(8).putDouble(2.5).flip().toByteArray();
        byte[] b = concat(ints(1), entry("a", DOUBLE_ARRAY, concat(ints(0, 1), value)));
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        assertThat(r.nextField()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(r.dataSize()).isEqualTo(4 + 4 + 8);
        assertThat(r.getDoubleArray(null)).containsExactly(2.5);
        assertThat(r.dimCount()).isZero();
    }

    @Test
    void moreDimensionsThanTheRemainingBytesHoldAreRefusedAtTheirCount() {
        byte[] b = concat(ints(1), entry("a", DOUBLE_ARRAY, ints(3, 1, 1)));
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        assertRefused(r::nextField, b, "CmwLight", 4 + 7, "$.a",
                "array dimensions of 3 x 4 bytes within the remaining 8 bytes", "a length that runs past the end");
    }
}
