package io.yas.json;

/** Compares a JSON string's bytes with a {@code String} without decoding them. */
final class Utf8Text {
    private Utf8Text() {
    }

    /**
     * {@return whether the bytes from {@code from} are {@code s} written plainly, then the closing quote}: each
     * character in its shortest UTF-8 form (a surrogate pair as one 4-byte form), none escaped. A string with a
     * control character, a quote, a backslash or an unpaired surrogate is never plain: it is decoded instead.
     *
     * @param b     the message
     * @param from  the index of the byte after the opening quote
     * @param limit the index after the message's last byte
     */
    static boolean isQuoted(byte[] b, int from, int limit, String s) {
        int i = from;
        int n = s.length();
        for (int k = 0; k < n; k++) {
            int c = s.charAt(k);
            if (c < 0x80) {
                if (c < 0x20 || c == '"' || c == '\\' || i >= limit || b[i++] != c) {
                    return false;
                }
            } else if (c < 0x800) {
                if (i + 2 > limit || b[i++] != (byte) (0xC0 | c >> 6) || b[i++] != (byte) (0x80 | c & 0x3F)) {
                    return false;
                }
            } else if (!Character.isSurrogate((char) c)) {
                if (i + 3 > limit || b[i++] != (byte) (0xE0 | c >> 12) || b[i++] != (byte) (0x80 | c >> 6 & 0x3F)
                        || b[i++] != (byte) (0x80 | c & 0x3F)) {
                    return false;
                }
            } else {
                if (!Character.isHighSurrogate((char) c) || k + 1 == n || !Character.isLowSurrogate(s.charAt(k + 1))) {
                    return false;
                }
                int p = Character.toCodePoint((char) c, s.charAt(++k));
                if (i + 4 > limit || b[i++] != (byte) (0xF0 | p >> 18) || b[i++] != (byte) (0x80 | p >> 12 & 0x3F)
                        || b[i++] != (byte) (0x80 | p >> 6 & 0x3F) || b[i++] != (byte) (0x80 | p & 0x3F)) {
                    return false;
                }
            }
        }
        return i < limit && b[i] == '"';
    }
}
