package io.yas.buffer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link IoBuffer#matches}: every known byte counts, no hole does, the pattern must lie below the limit, in every
 * backing (a big-endian read view compares bytes as they are, too). {@link IoBuffer#putBytes(BytePattern)}: the
 * known bytes as they are, every hole 0, nothing around them touched.
 */
class BytePatternTest {
    static Stream<IoBufferBacking> backings() {
        return IoBufferBacking.all().stream();
    }

    @ParameterizedTest(name = "{0}, length {1}")
    @MethodSource("cases")
    void everyKnownByteCountsAndNoHoleDoes(IoBufferBacking backing, int length) {
        Random random = new Random(length);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        boolean[] known = new boolean[length];
        for (int i = 0; i < length; i++) {
            known[i] = i % 7 != 3 && i % 11 != 5; // holes of one byte and, where both meet, runs of them
        }
        BytePattern pattern = BytePattern.of(bytes, known);
        byte[] memory = new byte[length + 3];
        System.arraycopy(bytes, 0, memory, 3, length);
        IoBuffer b = backing.over(memory).buf;
        assertThat(b.matches(3, pattern)).isTrue();
        for (int i = 0; i < length; i++) {
            memory[3 + i] ^= 0x40;
            IoBuffer changed = backing.over(memory).buf;
            assertThat(changed.matches(3, pattern)).as("byte %d changed", i).isEqualTo(!known[i]);
            memory[3 + i] ^= 0x40;
        }
        assertThat(b.matches(2, pattern)).isFalse();
        assertThat(b.position()).isZero();
    }

    static Stream<Object[]> cases() {
        // up to 256 words (2,048 bytes) compared by generated code, more in a loop
        return backings().flatMap(backing -> Stream.of(8, 9, 15, 16, 17, 24, 25, 31, 32, 33, 64, 243, 2041, 2048, 2049)
                .map(length -> new Object[] {backing, length}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void thePatternMustLieBelowTheLimit(IoBufferBacking backing) {
        byte[] bytes = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        boolean[] known = new boolean[bytes.length];
        java.util.Arrays.fill(known, true);
        BytePattern pattern = BytePattern.of(bytes, known);
        IoBuffer b = backing.over(bytes).buf;
        assertThat(b.matches(0, pattern)).isTrue();
        assertThat(b.matches(-1, pattern)).isFalse();
        b.limit(8);
        assertThat(b.matches(0, pattern)).isFalse();
    }

    @Test
    void aBigEndianReadViewComparesTheBytesAsTheyAre() {
        byte[] bytes = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        boolean[] known = new boolean[bytes.length];
        java.util.Arrays.fill(known, true);
        known[4] = false;
        BytePattern pattern = BytePattern.of(bytes, known);
        assertThat(IoBuffer.wrap(bytes).bigEndianReadView().matches(0, pattern)).isTrue();
        assertThat(IoBuffer.wrap(new byte[] {8, 7, 6, 5, 4, 3, 2, 1, 9, 10}).bigEndianReadView().matches(0, pattern))
                .isFalse();
    }

    @Test
    void aPatternHoldsAtLeastEightBytesAndOneFlagEach() {
        assertThatThrownBy(() -> BytePattern.of(new byte[7], new boolean[7]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7 bytes, 7 flags");
        assertThatThrownBy(() -> BytePattern.of(new byte[9], new boolean[8]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("9 bytes, 8 flags");
        assertThat(BytePattern.of(new byte[12], new boolean[12]).length()).isEqualTo(12);
    }

    @Test
    void upTo256WordsTheComparisonIsGenerated() {
        assertThat(BytePattern.of(new byte[8], new boolean[8]).getClass().isHidden()).isTrue();
        assertThat(BytePattern.of(new byte[2048], new boolean[2048]).getClass().isHidden()).isTrue();
        assertThat(BytePattern.of(new byte[2049], new boolean[2049]).getClass().isHidden()).isFalse();
    }

    @ParameterizedTest(name = "{0}, length {1}")
    @MethodSource("cases")
    void wordsAllHoleCompareNothing(IoBufferBacking backing, int length) {
        Random random = new Random(-length);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        boolean[] known = new boolean[length];
        for (int i = 0; i < length; i++) {
            known[i] = i % 32 >= 16; // two words in every four all hole (the generated code has no term for them)
        }
        BytePattern pattern = BytePattern.of(bytes, known);
        byte[] memory = bytes.clone();
        for (int i = 0; i < length; i++) {
            if (!known[i]) {
                memory[i] = (byte) ~memory[i];
            }
        }
        assertThat(backing.over(memory).buf.matches(0, pattern)).isTrue();
        for (int i = 0; i < length; i++) {
            if (known[i] && (i % 32 == 16 || i == length - 1)) { // each known run's first byte, and the last byte
                memory[i] ^= 1;
                assertThat(backing.over(memory).buf.matches(0, pattern)).as("byte %d changed", i).isFalse();
                memory[i] ^= 1;
            }
        }
        boolean[] none = new boolean[length];
        assertThat(backing.over(new byte[length]).buf.matches(0, BytePattern.of(bytes, none))).isTrue();
    }

    @ParameterizedTest(name = "{0}, length {1}")
    @MethodSource("cases")
    void aPatternIsWrittenWithItsHolesZero(IoBufferBacking backing, int length) {
        Random random = new Random(31L * length);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        boolean[] known = new boolean[length];
        byte[] expected = new byte[length];
        for (int i = 0; i < length; i++) {
            known[i] = i % 7 != 3 && i % 32 < 16 || i == length - 1; // single holes and words all hole
            expected[i] = known[i] ? bytes[i] : 0;
        }
        BytePattern pattern = BytePattern.of(bytes, known);
        IoBufferBacking.Fixture f = backing.create(length + 5);
        byte[] filler = new byte[length + 5];
        java.util.Arrays.fill(filler, (byte) 0x5A);
        f.buf.putBytes(filler, 0, filler.length).position(3);
        assertThat(f.buf.putBytes(pattern)).isSameAs(f.buf);
        assertThat(f.buf.position()).isEqualTo(3 + length);
        byte[] written = f.buf.limit(length + 5).position(0).toByteArray();
        assertThat(java.util.Arrays.copyOfRange(written, 3, 3 + length)).isEqualTo(expected);
        assertThat(java.util.Arrays.copyOfRange(written, 0, 3)).containsOnly(0x5A);
        assertThat(java.util.Arrays.copyOfRange(written, 3 + length, length + 5)).containsOnly(0x5A);
        assertThat(f.buf.position(3).matches(3, pattern)).isTrue();
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void writingAPatternGrowsTheBuffer(IoBufferBacking backing) {
        byte[] bytes = new byte[33];
        boolean[] known = new boolean[33];
        for (int i = 0; i < 33; i++) {
            bytes[i] = (byte) (i + 1);
            known[i] = true;
        }
        IoBuffer b = backing.create(4).buf.position(2);
        b.putBytes(BytePattern.of(bytes, known));
        assertThat(b.position()).isEqualTo(35);
        assertThat(b.flip().position(2).toByteArray()).isEqualTo(bytes);
    }
}
