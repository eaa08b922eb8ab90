package io.yas.buffer;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBufferBacking.Fixture;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code boolean[]} on the wire ({@code [int32 n][n bytes]}, docs/spec-yas.md §2): any non-zero byte reads as
 * {@code true}, whether the read takes the low-bit path (every byte 0 or 1) or the general one; arrays of
 * {@link BooleanBytes#STAGED} elements or more are written and read chunk by chunk ({@link BooleanBytes#CHUNK})
 * through the buffer's scratch arrays, shorter ones byte by byte. Over every backing of {@link IoBufferBacking}.
 */
class BooleanArrayTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void aBooleanArrayReadsEveryNonZeroByteAsTrue(IoBufferBacking backing) {
        byte[] wire = new byte[4 + 256];
        wire[0] = 0; // count 256, little-endian
        wire[1] = 1;
        for (int v = 0; v < 256; v++) {
            wire[4 + v] = (byte) v;
        }
        IoBuffer b = backing.over(wire).buf;
        boolean[] read = b.getBooleanArray(null);
        assertThat(read).hasSize(256);
        assertThat(read[0]).isFalse();
        for (int v = 1; v < 256; v++) {
            assertThat(read[v]).as("byte 0x%02x", v).isTrue();
        }
    }

    /**
     * 21 elements (read byte by byte) and 69 (staged: eight words of eight and a tail of five, checked for bytes other
     * than 0 and 1 before the low-bit copy), a byte above 1 in the first word or in the tail.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void aBooleanArrayOfZerosAndOnesAndOneOtherByteInAWordOrInTheTail(IoBufferBacking backing) {
        for (int n : new int[] {21, BooleanBytes.STAGED + 5}) {
            zerosAndOnesAndOneOtherByte(backing, n);
        }
    }

    private static void zerosAndOnesAndOneOtherByte(IoBufferBacking backing, int n) {
        boolean[] expected = new boolean[n];
        byte[] wire = new byte[4 + n];
        wire[0] = (byte) n;
        for (int i = 0; i < n; i++) {
            expected[i] = i % 3 == 0;
            wire[4 + i] = (byte) (expected[i] ? 1 : 0);
        }
        assertThat(backing.over(wire.clone()).buf.getBooleanArray(null)).containsExactly(expected);
        for (int at : new int[] {1, n - 1}) { // in the first word, in the tail
            for (int other : new int[] {0x02, 0x80, 0xFE}) {
                byte[] odd = wire.clone();
                odd[4 + at] = (byte) other;
                boolean[] oddExpected = expected.clone();
                oddExpected[at] = true;
                assertThat(backing.over(odd).buf.getBooleanArray(null)).as("0x%02x at %d of %d", other, at, n)
                        .containsExactly(oddExpected);
            }
        }
    }

    /** More booleans than a direct buffer's scratch chunk (4,096): each chunk written and read, an odd byte in one. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void aLongBooleanArrayRoundTripsChunkByChunk(IoBufferBacking backing) {
        boolean[] values = new boolean[10_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = Integer.bitCount(i) % 2 == 0;
        }
        Fixture f = backing.create(0);
        f.buf.putByte((byte) 7).putBooleanArray(values, values.length); // the array at an odd offset
        byte[] wire = f.buf.flip().toByteArray();
        assertThat(wire).hasSize(1 + 4 + values.length);
        for (int i = 0; i < values.length; i++) {
            assertThat(wire[5 + i]).as("byte of element %d", i).isEqualTo((byte) (values[i] ? 1 : 0));
        }
        for (int at : new int[] {-1, 4095, 4096, 9_999}) { // none, the ends of the first and second chunks, the last
            byte[] odd = wire.clone();
            boolean[] expected = values.clone();
            if (at >= 0) {
                odd[5 + at] = (byte) 0x40;
                expected[at] = true;
            }
            IoBuffer b = backing.over(odd).buf;
            assertThat(b.getByte()).isEqualTo((byte) 7);
            assertThat(b.getBooleanArray(new boolean[values.length])).as("0x40 at %d", at).containsExactly(expected);
        }
    }

    /** Lengths on both sides of the staged and chunk bounds, one buffer writing and reading them all, in turn. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void arraysOnBothSidesOfTheStagedAndChunkLengthsRoundTrip(IoBufferBacking backing) {
        int[] lengths = {0, 1, BooleanBytes.STAGED - 1, BooleanBytes.STAGED, BooleanBytes.STAGED + 1,
            BooleanBytes.CHUNK - 1, BooleanBytes.CHUNK, BooleanBytes.CHUNK + 1, 2 * BooleanBytes.CHUNK + 3, 5};
        Random random = new Random(42);
        boolean[][] arrays = new boolean[lengths.length][];
        Fixture f = backing.create(0);
        for (int k = 0; k < lengths.length; k++) {
            arrays[k] = new boolean[lengths[k]];
            for (int i = 0; i < lengths[k]; i++) {
                arrays[k][i] = random.nextInt(3) == 0;
            }
            f.buf.putByte((byte) k).putBooleanArray(arrays[k], lengths[k]);
        }
        byte[] wire = f.buf.flip().toByteArray();
        IoBuffer b = backing.over(wire).buf;
        int at = 0;
        for (int k = 0; k < lengths.length; k++) {
            at += 1 + 4;
            for (int i = 0; i < lengths[k]; i++) {
                assertThat(wire[at + i]).as("length %d, element %d", lengths[k], i)
                        .isEqualTo((byte) (arrays[k][i] ? 1 : 0));
            }
            at += lengths[k];
            assertThat(b.getByte()).isEqualTo((byte) k);
            boolean[] reused = new boolean[lengths[k]];
            Arrays.fill(reused, true);
            assertThat(b.getBooleanArray(k % 2 == 0 ? null : reused)).as("length %d", lengths[k])
                    .containsExactly(arrays[k]);
        }
        assertThat(b.remaining()).isZero();
    }
}
