package io.yas.buffer;

import io.yas.buffer.IoBufferBacking.Fixture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Reading a string in place: {@link IoBuffer#getString(String)} hands back the current value itself, decoding
 * nothing, exactly where the bytes are its encoding (one byte a char as ISO-8859-1, its UTF-8 form otherwise), on
 * every backing.
 */
class InPlaceStringTest {

    /**
     * {@code getStringArray(dst)} into a reused array keeps each element equal to the string read (its encoding, as
     * {@code getString(current)} recognises it) and replaces the others; a new array holds new strings.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void aReusedStringArrayKeepsTheElementsEqualToWhatIsRead(IoBufferBacking backing) {
        Fixture f = backing.create(64);
        IoBuffer b = f.buf;
        b.putStringArray(new String[] {"same", "Genève", "new"}, 3).flip();
        String same = new String("same".toCharArray());
        String geneve = new String("Genève".toCharArray());
        String[] dst = {same, geneve, "old"};
        assertThat(b.getStringArray(dst)).isSameAs(dst).containsExactly("same", "Genève", "new");
        assertThat(dst[0]).isSameAs(same);
        assertThat(dst[1]).isSameAs(geneve);
        b.position(0);
        String[] fresh = b.getStringArray(new String[2]);
        assertThat(fresh).containsExactly("same", "Genève", "new");
        assertThat(fresh[0]).isNotSameAs(same);
    }

    /**
     * {@code getString(current)} reads what {@code getString()} reads and moves as far; it hands back {@code current}
     * itself (nothing decoded) where the bytes are its one-byte-per-char encoding, a new string otherwise.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void getStringWithTheCurrentValueReturnsItWhenTheBytesAreItsEncoding(IoBufferBacking backing) {
        String hello = new String("Hello".toCharArray());
        String cafe = "caf\u00e9";
        Fixture f = backing.create(64);
        IoBuffer b = f.buf;
        b.putString("Hello").putString(cafe).putString("Hello").putString("").putInt(42);
        b.setEnforceSimpleStringEncoding(true).putString(cafe).setEnforceSimpleStringEncoding(false).flip();

        assertThat(b.getString(hello)).isSameAs(hello);
        assertThat(b.getString(cafe)).isSameAs(cafe);
        assertThat(b.getString("Hellp")).isEqualTo("Hello");
        String empty = new String();
        assertThat(b.getString(empty)).isSameAs(empty);
        assertThat(b.getInt()).isEqualTo(42);
        b.setEnforceSimpleStringEncoding(true);
        assertThat(b.getString(cafe)).isSameAs(cafe); // ISO-8859-1: one byte per char
        assertThat(b.remaining()).isZero();
        b.setEnforceSimpleStringEncoding(false);

        b.position(0);
        assertThat(b.getString("Hello, world")).isEqualTo("Hello");
        assertThat(b.position()).isEqualTo(10);
        assertThat(b.getString("caf\u00ea")).isEqualTo(cafe); // same length, last char differs
        b.limit(12).position(10);
        assertThatThrownBy(() -> b.getString(cafe)).isInstanceOf(YasFormatException.class);
        assertThat(b.position()).as("unchanged after a refusal").isEqualTo(10);
    }

    /**
     * {@code getString(offset, end, current)} reads the string at an offset as {@code getString(current)} reads it at
     * the position, bounded by {@code end}, and leaves the position where it was.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void getStringAtAnOffsetReadsWithinItsEndAndMovesNothing(IoBufferBacking backing) {
        IoBuffer b = backing.create(64).buf;
        b.putString("Hello").putString("caf\u00e9").flip(); // 4 + 5 + 1 bytes, then 4 + 5 + 1
        String hello = new String("Hello".toCharArray());
        assertThat(b.getString(0, 10, hello)).isSameAs(hello);
        assertThat(b.getString(10, 64, null)).as("an end past the limit is the limit").isEqualTo("caf\u00e9");
        assertThat(b.position()).isZero();
        assertThatThrownBy(() -> b.getString(0, 9, null)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("at byte 0: expected string of 6 bytes within the remaining 5 bytes");
        assertThatThrownBy(() -> b.getString(18, 20, null)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("at byte 18");
        assertThat(b.position()).isZero();
    }

    /** UTF-8 bytes as many as the current string's chars match it only as ASCII; ISO-8859-1 bytes as any char. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("io.yas.buffer.IoBufferContractTest#backings")
    void aCurrentValueWithOneCharPerByteOfTheWireIsItOnlyWhenItEncodesSo(IoBufferBacking backing) {
        IoBuffer b = backing.create(64).buf;
        b.putString("\u00e9").putString("ab").flip(); // UTF-8: C3 A9, then 61 62
        String asLatin1 = "\u00c3\u00a9"; // the two bytes read one char each
        assertThat(b.getString(asLatin1)).isEqualTo("\u00e9");
        String ab = new String("ab".toCharArray());
        assertThat(b.getString(ab)).isSameAs(ab);
        b.position(0).setEnforceSimpleStringEncoding(true);
        assertThat(b.getString(asLatin1)).isSameAs(asLatin1);
        assertThat(b.getString("a\u0162")).isEqualTo("ab"); // U+0162's low byte is 'b': no match above U+00FF
    }

    /**
     * The comparison is UTF-8 itself: for one, two, three and four byte forms the string written is recognised, and a
     * string differing in any one char, or one char longer or shorter, is not (it is decoded instead).
     */
    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"", "a", "\u00e9", "\u0393\u03b5\u03b9\u03ac \u03c3\u03bf\u03c5",
        "\u65e5\u672c", "\ud83d\ude01", "a\ud83d\ude01b\u00e9\u65e5", "\ufffd", "\u07ff\u0800\uffff",
        "\u007f\u0080"})
    void getStringRecognisesTheUtf8FormOfTheCurrentValueAndNothingElse(String s) {
        IoBuffer b = IoBuffer.allocate(64).putString(s).flip();
        String current = new String(s.toCharArray());
        assertThat(b.getString(current)).isSameAs(current);
        for (int i = 0; i < s.length(); i++) {
            char[] other = s.toCharArray();
            other[i] = other[i] == 'x' ? 'y' : 'x';
            assertThat(b.position(0).getString(new String(other))).isEqualTo(s);
        }
        for (int i = 0; i < s.length(); i++) { // a char of the same UTF-8 length with another lead byte
            char c = s.charAt(i);
            char swapped = (char) (c < 0x800 ? c ^ 0x40 : c ^ 0x2000);
            if (c >= 0x80 && !Character.isSurrogate(c) && !Character.isSurrogate(swapped)
                    && (swapped < 0x800) == (c < 0x800) && swapped >= 0x80) {
                char[] other = s.toCharArray();
                other[i] = swapped;
                assertThat(b.position(0).getString(new String(other))).isEqualTo(s);
            }
        }
        assertThat(b.position(0).getString(s + "x")).isEqualTo(s).isNotSameAs(s + "x");
        if (!s.isEmpty()) {
            String shorter = s.substring(0, s.length() - 1);
            assertThat(b.position(0).getString(shorter)).isEqualTo(s);
        }
        assertThat(b.position(0).getString("\ud800")).isEqualTo(s); // unpaired surrogate: no UTF-8 form, no match
    }
}
