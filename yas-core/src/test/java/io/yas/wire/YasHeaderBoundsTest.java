package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * The bounds of the YaS protocol header and of a field header, each at the exact byte where it flips: a header or
 * field that just fits is read, one byte less (or one byte more declared) is refused with the offset, expected and
 * actual of docs/errors.md. Positions other than 0 check that every bound counts from where reading started.
 */
class YasHeaderBoundsTest {
    /** int32 -1, the string "YaS" (length 4 with its NUL), version 1.0.0. */
    private static final byte[] HEADER = {-1, -1, -1, -1, 4, 0, 0, 0, 'Y', 'a', 'S', 0, 1, 0, 0};

    // ------------------------------------------------------------------------------------- protocol header

    @Test
    void aHeaderOfAnotherMicroVersionThatEndsAtTheLimitIsRead() {
        byte[] b = HEADER.clone();
        b[14] = 7; // 1.0.7: not the writer's bytes, so every check is made one by one
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.readHeader()).isEqualTo(new ProtocolInfo("YaS", 1, 0, 7));
        assertThat(r.nextOffset()).isEqualTo(15).isEqualTo(r.buffer().position());
    }

    @Test
    void aTruncatedHeaderIsMeasuredFromWhereReadingStarts() {
        byte[] b = new byte[3 + 14];
        System.arraycopy(HEADER, 0, b, 3, 14); // the last version byte missing
        IoBuffer buffer = IoBuffer.wrap(b).position(3);
        assertRefused(() -> new YasReader(buffer).readHeader(), b, "YaS", 3, "$", "15 bytes for the YaS header",
                "14 bytes remain");
        assertThat(buffer.position()).isEqualTo(3);
    }

    @Test
    void aBigEndianHeaderIsRefusedAtItsLengthField() {
        byte[] b = HEADER.clone();
        b[4] = 0;
        b[7] = 4; // 00 00 00 04: the length 4 of "YaS" big-endian
        assertRefused(() -> new YasReader(IoBuffer.wrap(b)).readHeader(), b, "YaS", 4, "$",
                "little-endian length 4 of \"YaS\"", "a big-endian message");
    }

    @Test
    void bigEndianDetectionNeedsEightBytesFromThePosition() {
        byte[] eight = {-1, -1, -1, -1, 0, 0, 0, 4};
        assertThat(YasReader.isBigEndian(IoBuffer.wrap(eight))).isTrue();
        byte[] cut = {0, 0, -1, -1, -1, -1, 0, 0}; // from position 2 only six bytes remain
        assertThat(YasReader.isBigEndian(IoBuffer.wrap(cut).position(2))).isFalse();
        assertThat(YasReader.isBigEndian(IoBuffer.wrap(HEADER))).isFalse();
    }

    @Test
    void readTreeTakesFourBytesOfMagicForAHeaderAndFewerForAField() {
        byte[] magic = {-1, -1, -1, -1}; // taken for a header, whose length of "YaS" is then missing
        assertRefused(() -> new YasReader(IoBuffer.wrap(magic)).readTree(), magic, "YaS", 4, "$",
                "4 bytes for int32", "0 bytes remain");
        byte[] three = {0, 0, -1, -1, -1}; // three bytes of magic from position 2: not a header, not a field either
        assertRefused(() -> new YasReader(IoBuffer.wrap(three).position(2)).readTree(), three, "YaS", 2, "$",
                "9 bytes for a field header", "3 bytes remain");
    }

    @Test
    void aTreeNeedsARootObjectAndItsEnd() {
        byte[] noObject = field(DataType.INT, "x", 15, 4, new byte[] {1, 0, 0, 0});
        assertRefused(() -> new YasReader(IoBuffer.wrap(noObject)).readTree(), noObject, "YaS", 0, "$",
                "the root START_MARKER", "INT");
        byte[] open = concat(HEADER, field(DataType.START_MARKER, "r", 15, 0, new byte[0]));
        assertRefused(() -> new YasReader(IoBuffer.wrap(open)).readTree(), open, "YaS", open.length, "$",
                "9 bytes for a field header or the END_MARKER of 'r'", "0 bytes remain");
    }

    // ---------------------------------------------------------------------------------------- field header

    @Test
    void aFieldHeaderAtByteZeroIsRead() {
        byte[] b = field(DataType.INT, "x", 15, 4, new byte[] {42, 0, 0, 0});
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.fieldStart()).isZero();
        assertThat(r.name()).isEqualTo("x");
        assertThat(r.getInt()).isEqualTo(42);
    }

    @Test
    void aNamelessNineByteHeaderEndingAtTheLimitIsRead() {
        byte[] b = concat(field(DataType.START_MARKER, null, 9, 0, new byte[0]),
                field(DataType.END_MARKER, null, 9, 0, new byte[0]));
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.name()).isEmpty();
        assertThat(new int[] {r.fieldStart(), r.dataStart(), r.dataSize(), r.nextOffset(), r.depth()})
                .containsExactly(9, 18, 0, 18, 0);
        assertThat(new YasReader(IoBuffer.wrap(b)).readTree().name()).isEmpty();
    }

    @Test
    void aDataStartOffsetOneBytePastTheLimitIsRefused() {
        byte[] first = field(DataType.BOOL, "a", 15, 1, new byte[] {1});
        byte[] b = concat(first, field(DataType.INT, "x", 20, 4, new byte[] {1, 2, 3, 4})); // 19 bytes: one short
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        assertRefused(r::nextField, b, "YaS", first.length + 1, "$", "dataStartOffset in 9..19", "20");
    }

    @Test
    void aNameLengthMustFitBetweenTheFixedHeaderAndTheData() {
        // four bytes between: room for the length only, not for the NUL it counts
        byte[] lengthOnly = raw(DataType.INT, 13, 4, new byte[] {2, 0, 0, 0}, new byte[4]);
        assertRefused(() -> new YasReader(IoBuffer.wrap(lengthOnly)).nextField(), lengthOnly, "YaS", 9, "$",
                "a field name length in 1..0 (it counts the NUL; the name ends before the data)", "2");
        // two bytes between: not even the length fits, read as none
        byte[] twoBytes = raw(DataType.INT, 11, 4, new byte[] {5, 0}, new byte[4]);
        assertRefused(() -> new YasReader(IoBuffer.wrap(twoBytes)).nextField(), twoBytes, "YaS", 9, "$",
                "a field name length in 1..-2", "-1");
        // "ab" with its NUL is 3 bytes, declared 4
        byte[] long4 = raw(DataType.INT, 16, 4, new byte[] {4, 0, 0, 0, 'a', 'b', 0}, new byte[4]);
        assertRefused(() -> new YasReader(IoBuffer.wrap(long4)).nextField(), long4, "YaS", 9, "$",
                "a field name length in 1..3", "4");
    }

    @Test
    void aScalarDeclaredWithNoDataIsRefusedNotWidened() {
        byte[] b = field(DataType.INT, "x", 15, 0, new byte[] {1, 2, 3, 4});
        assertRefused(() -> new YasReader(IoBuffer.wrap(b)).nextField(), b, "YaS", 5, "$", "dataSize >= 4 for INT",
                "0");
    }

    @Test
    void aDataSizeOneByteBeyondTheLimitIsRefused() {
        byte[] first = field(DataType.BOOL, "a", 15, 1, new byte[] {1});
        byte[] b = concat(first, field(DataType.BYTE_ARRAY, "s", 15, 11, new byte[10]));
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        assertRefused(r::nextField, b, "YaS", first.length + 5, "$",
                "field data of 11 bytes within the remaining 10 bytes", "a length that runs past the end");
    }

    /** A field whose bytes between the fixed header and the data are {@code between}, whatever they are. */
    private static byte[] raw(DataType type, int dataStartOffset, int dataSize, byte[] between, byte[] data) {
        IoBuffer b = IoBuffer.allocate(16);
        b.putByte((byte) type.id()).putInt(dataStartOffset).putInt(dataSize).putBytes(between, 0, between.length);
        return concat(b.flip().toByteArray(), data);
    }
}
