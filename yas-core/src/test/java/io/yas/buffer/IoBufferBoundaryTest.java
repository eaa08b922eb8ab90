package io.yas.buffer;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Boundaries that the mutation run over {@code io.yas.buffer} (docs/mutation-testing.md) found untested: UTF-8
 * encoding at the edges of each sequence length, position and limit set exactly to their bound, bulk array writes
 * across a growth, {@code bytesEqual} at the limit and on a mismatch, the remaining count a string's refusal names,
 * the capacity check of {@code allocateDirect}, and the stack trace of an exception given a path; and, from its
 * re-run, byte 0 as a comparison offset, an empty buffer and limit, a string of the highest char of its charset
 * kept in place, the length 1 without room for its NUL, and a literal U+FFFD at the end of the bytes.
 */
class IoBufferBoundaryTest {
    static Stream<IoBufferBacking> backings() {
        return IoBufferBacking.all().stream();
    }

    @ParameterizedTest(name = "U+{0}")
    @CsvSource({"007F, 7f", "0080, c280", "07FF, dfbf", "0800, e0a080", "FFFF, efbfbf", "10000, f0908080",
        "3FFFF, f0bfbfbf", "40000, f1808080", "10FFFF, f48fbfbf"})
    void everyCodePointIsWrittenInTheShortestForm(String codePoint, String utf8) {
        String s = Character.toString(Integer.parseInt(codePoint, 16));
        byte[] expected = HexFormat.of().parseHex(utf8);
        for (IoBuffer b : new IoBuffer[] {IoBuffer.allocate(1), IoBuffer.allocateDirect(1), IoBuffer.allocate(64)}) {
            b.putString(s);
            b.flip();
            assertThat(b.getInt()).isEqualTo(expected.length + 1);
            assertThat(b.bytesEqual(4, expected)).as(b.getClass().getSimpleName()).isTrue();
            assertThat(b.position(0).getString()).isEqualTo(s);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void positionAndLimitMayBeSetToTheirBound(IoBufferBacking backing) {
        IoBuffer b = backing.over(new byte[] {1, 2, 3}).buf;
        assertThat(b.position(b.limit()).position()).isEqualTo(3);
        assertThatThrownBy(() -> b.position(4)).isInstanceOf(IllegalArgumentException.class);
        b.position(0);
        assertThat(b.limit(b.capacity()).limit()).isEqualTo(b.capacity());
        assertThatThrownBy(() -> b.limit(b.capacity() + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void bytesEqualComparesUpToTheLimitOnly(IoBufferBacking backing) {
        IoBuffer b = backing.over(new byte[] {1, 2, 3, 4}).buf;
        assertThat(b.bytesEqual(2, new byte[] {3, 4})).isTrue();
        assertThat(b.bytesEqual(2, new byte[] {3, 5})).isFalse();
        assertThat(b.bytesEqual(1, new byte[] {9, 3})).isFalse();
        b.limit(3);
        assertThat(b.bytesEqual(2, new byte[] {3, 4})).as("past the limit").isFalse();
        assertThat(b.bytesEqual(2, new byte[] {3})).isTrue();
        assertThat(b.bytesEqual(-1, new byte[0])).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void theBytesAtOffsetZeroAreCompared(IoBufferBacking backing) {
        IoBuffer b = backing.over(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9}).buf;
        assertThat(b.bytesEqual(0, new byte[] {1, 2})).isTrue();
        boolean[] known = {true, true, false, true, true, true, true, true, true}; // byte 2 a hole
        assertThat(b.matches(0, BytePattern.of(new byte[] {1, 2, 0, 4, 5, 6, 7, 8, 9}, known))).isTrue();
        assertThat(b.matches(0, BytePattern.of(new byte[] {1, 2, 0, 4, 5, 6, 7, 8, 0}, known))).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void theLimitMayBeZeroAndABufferEmpty(IoBufferBacking backing) {
        IoBuffer b = backing.over(new byte[] {1, 2, 3}).buf;
        b.position(2);
        assertThat(b.limit(0).limit()).isZero();
        assertThat(b.position()).isZero();
        assertThat(IoBuffer.allocate(0).capacity()).isZero();
        assertThat(IoBuffer.allocateDirect(0).capacity()).isZero();
    }

    /**
     * The in-place comparison takes a char up to the charset's highest one-byte char: U+007F in UTF-8 (the last
     * ASCII char), U+00FF in ISO-8859-1.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void aStringOfTheHighestOneByteCharIsKeptInPlace(IoBufferBacking backing) {
        String del = new String(new char[] {'a', '\u007f'});
        String yDiaeresis = new String(new char[] {'a', '\u00ff'});
        IoBuffer b = backing.create(32).buf;
        b.putString(del).setEnforceSimpleStringEncoding(true).putString(yDiaeresis).flip();
        b.setEnforceSimpleStringEncoding(false);
        assertThat(b.getString(del)).isSameAs(del);
        b.setEnforceSimpleStringEncoding(true);
        assertThat(b.getString(yDiaeresis)).isSameAs(yDiaeresis);
    }

    /** A length of 1 counts the NUL terminator alone; with no byte after the length, that byte is what is missing. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void aLengthOfOneWithoutRoomForTheTerminatorIsTooLongNotMalformed(IoBufferBacking backing) {
        byte[] bytes = {1, 0, 0, 0};
        assertRefused(backing.over(bytes).buf::getString, bytes, "IoBuffer", 0, "",
                "string of 1 bytes within the remaining 0 bytes", "a length that runs past the end");
    }

    /** The UTF-8 form of U+FFFD itself decodes to U+FFFD, also where it ends the array (strictly checked then). */
    @Test
    void aLiteralReplacementCharEndingTheBytesIsDecoded() {
        byte[] fffd = {(byte) 0xEF, (byte) 0xBF, (byte) 0xBD};
        assertThat(Utf8.decode(fffd, 0, 3, true)).isEqualTo("\ufffd");
        assertThat(Utf8.decode(new byte[] {'x', (byte) 0xEF, (byte) 0xBF, (byte) 0xBD}, 1, 3, true))
                .isEqualTo("\ufffd");
    }

    /** Bulk array writes (16 elements and more go through cached views) after the backing grew keep every value. */
    @Test
    void bulkArrayWritesSurviveGrowth() {
        int[] first = IntStream.range(0, 32).toArray();
        int[] second = IntStream.range(100, 300).toArray();
        for (IoBuffer b : new IoBuffer[] {IoBuffer.allocate(8), IoBuffer.allocateDirect(8),
                IoBuffer.wrap(ByteBuffer.allocate(8))}) {
            b.putIntArray(first, first.length).putIntArray(second, second.length);
            b.flip();
            assertThat(b.getIntArray(null)).containsExactly(first);
            assertThat(b.getIntArray(null)).containsExactly(second);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void aStringLongerThanTheRemainingBytesNamesBoth(IoBufferBacking backing) {
        byte[] bytes = {100, 0, 0, 0, 'a', 'b', 'c'};
        IoBuffer b = backing.over(bytes).buf;
        assertRefused(b::getString, bytes, "IoBuffer", 0, "", "string of 100 bytes within the remaining 3 bytes",
                "a length that runs past the end");
        assertThat(b.position()).isZero();

        byte[] lengthOnly = {5, 0, 0, 0}; // the length's 4 bytes are there, the string's are not
        assertRefused(backing.over(lengthOnly).buf::getString, lengthOnly, "IoBuffer", 0, "",
                "string of 5 bytes within the remaining 0 bytes", "a length that runs past the end");
    }

    @Test
    void allocateDirectChecksTheCapacityAsAllocateDoes() {
        assertThatThrownBy(() -> IoBuffer.allocateDirect(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity < 0 or > MAX_CAPACITY: -1");
        assertThatThrownBy(() -> IoBuffer.allocate(-1)).hasMessage("capacity < 0 or > MAX_CAPACITY: -1");
    }

    @Test
    void anExceptionGivenAPathKeepsTheStackTraceOfWhereItWasThrown() {
        YasFormatException e = org.junit.jupiter.api.Assertions.assertThrows(YasFormatException.class,
                () -> IoBuffer.wrap(new byte[2]).getInt());
        YasFormatException within = e.within("YaS", "$.x");
        assertThat(within.path()).isEqualTo("$.x");
        assertThat(within.getStackTrace()).isNotEmpty().containsExactly(e.getStackTrace());
    }
}
