package io.yas.json;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link Utf8Text#isQuoted}, on which the cursor's {@code getString(current)} keeps {@code current} without decoding:
 * a string is recognised only in its shortest UTF-8 form followed by the closing quote, within the limit, and never
 * read past the end of the array.
 */
class Utf8TextTest {

    /** @return whether {@code s} is recognised in {@code "text"} (the bytes from the opening quote on) */
    private static boolean quoted(String text, String s) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return Utf8Text.isQuoted(b, 1, b.length, s);
    }

    @Test
    void everyWidthOfUtf8IsRecognisedAtTheEdgesOfItsRange() {
        for (String s : new String[] {"", " ", "~\u007f", "\u0080", "\u07ff", "é", "\u0800", "\ud7ff", "\ue000",
            "\uffff", "€", "\ud800\udc00", "\ud83d\ude00", "\udbff\udfff", "aé€\ud83d\ude00z"}) {
            assertThat(quoted("\"" + s + "\"", s)).as("%s", s).isTrue();
            assertThat(quoted("\"" + s + "x\"", s)).as("%s then more", s).isFalse();
        }
    }

    @Test
    void anotherCharacterOfTheSameWidthIsNotTheString() {
        assertThat(quoted("\"ab\"", "ac")).isFalse();
        assertThat(quoted("\"è\"", "é")).isFalse(); // second byte differs
        assertThat(quoted("\"ŕ\"", "é")).isFalse(); // first byte differs
        assertThat(quoted("\"€\"", "₭")).isFalse(); // third byte differs
        assertThat(quoted("\"€\"", "ℬ")).isFalse(); // second byte differs
        assertThat(quoted("\"€\"", "ガ")).isFalse(); // first byte differs
        assertThat(quoted("\"\ud83d\ude00\"", "\ud83d\ude01")).isFalse(); // fourth byte
        assertThat(quoted("\"\ud83d\ude00\"", "\ud83d\ude40")).isFalse(); // third byte
        assertThat(quoted("\"\ud83d\ude00\"", "\ud87d\ude00")).isFalse(); // second byte (U+2F600)
        assertThat(quoted("\"\ud83d\ude00\"", "\ud93d\ude00")).isFalse(); // first byte (U+5F600)
    }

    @Test
    void escapedControlAndUnpairedCharactersAreNeverRecognised() {
        assertThat(quoted("\"\u001f\"", "\u001f")).isFalse();
        assertThat(quoted("\"\"\"", "\"")).isFalse();
        assertThat(quoted("\"\\\"", "\\")).isFalse();
        assertThat(quoted("\"\\u0041\"", "A")).isFalse();
        byte[] lone = {'"', (byte) 0xED, (byte) 0xA0, (byte) 0xBD, '"'}; // a high surrogate encoded alone (CESU)
        assertThat(Utf8Text.isQuoted(lone, 1, lone.length, "\ud83d")).isFalse();
        assertThat(quoted("\"\ud83dx\"", "\ud83dx")).isFalse(); // high surrogate, then no low one
        assertThat(quoted("\"\ude00\"", "\ude00")).isFalse(); // a low surrogate first
        assertThat(quoted("\"x\"", "x\ud83d")).isFalse(); // a high surrogate last
    }

    @Test
    void theBytesEndAtTheLimitWithoutReadingBeyondTheArray() {
        byte[] open = "\"abé€\ud83d\ude00".getBytes(StandardCharsets.UTF_8); // no closing quote
        assertThat(Utf8Text.isQuoted(open, 1, open.length, "abé€\ud83d\ude00")).isFalse();
        assertThat(Utf8Text.isQuoted(open, 1, open.length, "abé€\ud83d\ude00?")).isFalse();
        assertThat(Utf8Text.isQuoted(open, 1, 2, "ab")).isFalse(); // one byte before the limit
        assertThat(Utf8Text.isQuoted(new byte[] {'"', (byte) 0xC3}, 1, 2, "é")).isFalse();
        assertThat(Utf8Text.isQuoted(new byte[] {'"', (byte) 0xE2, (byte) 0x82}, 1, 3, "€")).isFalse();
        assertThat(Utf8Text.isQuoted(new byte[] {'"', (byte) 0xF0, (byte) 0x9F, (byte) 0x98}, 1, 4,
                "\ud83d\ude00")).isFalse();
        byte[] quoted = "\"é€\ud83d\ude00\"".getBytes(StandardCharsets.UTF_8);
        assertThat(Utf8Text.isQuoted(quoted, 1, quoted.length - 1, "é€\ud83d\ude00")).isFalse(); // quote beyond
        assertThat(Utf8Text.isQuoted(quoted, 1, quoted.length, "é€\ud83d\ude00")).isTrue();
    }
}
