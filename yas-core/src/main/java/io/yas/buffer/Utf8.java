package io.yas.buffer;

import java.nio.charset.StandardCharsets;

/** UTF-8 and ISO-8859-1 helpers over byte arrays: length, encoding, validation, lenient decoding. */
final class Utf8 {
    /** Strings up to this many chars are encoded without counting their bytes first, into room for three a char. */
    static final int ONE_PASS_CHARS = 256;

    private Utf8() {
    }

    /**
     * @return the number of UTF-8 bytes {@code s} encodes to
     * @throws IllegalArgumentException if {@code s} holds an unpaired surrogate (it has no UTF-8 form)
     */
    static long encodedLength(String s) {
        int n = s.length();
        long bytes = n; // up to 3 per char: beyond int for strings of more than 715,827,882 chars
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                if (c < 0x800) {
                    bytes += 1;
                } else if (Character.isSurrogate(c)) {
                    if (!Character.isHighSurrogate(c) || i + 1 >= n || !Character.isLowSurrogate(s.charAt(i + 1))) {
                        throw new IllegalArgumentException("unpaired surrogate U+" + Integer.toHexString(c)
                                + " at index " + i + " has no UTF-8 form");
                    }
                    bytes += 2; // 4 bytes for two chars
                    i++;
                } else {
                    bytes += 2;
                }
            }
        }
        return bytes;
    }

    /**
     * Writes the UTF-8 form of {@code s} into {@code dst} at {@code off}; {@code dst} must have room for
     * {@link #encodedLength} bytes, or {@code 3 * s.length()} (the most a UTF-16 char takes) when that is not known.
     *
     * @return the number of bytes written, or -1 if {@code s} holds an unpaired surrogate (then what was written is
     *         garbage beyond the caller's position)
     */
    static int encode(String s, byte[] dst, int off) {
        int n = s.length();
        int i = 0;
        // the ASCII prefix (mostly the whole string) indexed from off: the JIT checks its bounds once, not per char;
        // JMH, JDK 17, ten names of 2 to 13 chars: 107 ns against 165 with every char in the loop below
        while (i < n) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                break;
            }
            dst[off + i] = (byte) c;
            i++;
        }
        int p = off + i;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                dst[p++] = (byte) c;
            } else if (c < 0x800) {
                dst[p++] = (byte) (0xC0 | (c >>> 6));
                dst[p++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 >= n || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    return -1;
                }
                int cp = Character.toCodePoint(c, s.charAt(++i));
                dst[p++] = (byte) (0xF0 | (cp >>> 18));
                dst[p++] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
                dst[p++] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
                dst[p++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                dst[p++] = (byte) (0xE0 | (c >>> 12));
                dst[p++] = (byte) (0x80 | ((c >>> 6) & 0x3F));
                dst[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return p - off;
    }

    /**
     * Whether the {@code byteCount} bytes of {@code a} from {@code from} are the UTF-8 form of {@code s}, byte for
     * byte what {@link #encode} writes for it, compared without decoding or allocating (the comparing twin of
     * {@link #encode}: a change to one is a change to both).
     *
     * @return {@code false} if they differ or {@code s} holds an unpaired surrogate (it has no UTF-8 form)
     */
    static boolean encodes(byte[] a, int from, int byteCount, String s) {
        int p = from;
        int end = from + byteCount;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            int c = s.charAt(i);
            int continuation; // bytes after the lead byte
            if (c < 0x80) {
                if (p == end || a[p++] != c) {
                    return false;
                }
                continue;
            } else if (c < 0x800) {
                continuation = 1;
            } else if (!Character.isSurrogate((char) c)) {
                continuation = 2;
            } else if (Character.isHighSurrogate((char) c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                c = Character.toCodePoint((char) c, s.charAt(++i));
                continuation = 3;
            } else {
                return false;
            }
            int lead = ((0xFF80 >> continuation) & 0xFF) | (c >>> (6 * continuation));
            if (end - p <= continuation || (a[p++] & 0xFF) != lead) {
                return false;
            }
            for (int k = continuation - 1; k >= 0; k--) {
                if ((a[p++] & 0xFF) != (0x80 | ((c >>> (6 * k)) & 0x3F))) {
                    return false;
                }
            }
        }
        return p == end;
    }

    /**
     * Whether {@code a} holds the chars of {@code s} from {@code from} on, one byte each, none above {@code maxChar}:
     * 0x7F for ASCII (a string's UTF-8 form when it has as many bytes as chars), 0xFF for ISO-8859-1.
     */
    static boolean holds(byte[] a, int from, String s, int maxChar) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            int c = s.charAt(i);
            if (c > maxChar || (a[from + i] & 0xFF) != c) {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes {@code s} as ISO-8859-1, one byte per char.
     *
     * @throws IllegalArgumentException if a char is above U+00FF (it has no ISO-8859-1 form)
     */
    static void encodeLatin1(String s, byte[] dst, int off, String what) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c > 0xFF) {
                throw notLatin1(s, i, what);
            }
            dst[off + i] = (byte) c;
        }
    }

    static IllegalArgumentException notLatin1(String s, int index, String what) {
        return new IllegalArgumentException(what + " '" + s + "': char U+" + String.format("%04X", (int) s.charAt(index))
                + " at index " + index + " does not fit ISO-8859-1 (one byte per char on the wire)");
    }

    /**
     * Decodes {@code len} bytes: ASCII and valid UTF-8 as UTF-8; anything else as ISO-8859-1 (every byte one char),
     * or {@code null} if {@code strict} is set.
     */
    static String decode(byte[] a, int off, int len, boolean strict) {
        // the JDK's decoder (intrinsic fast paths for ASCII) replaces every malformed sequence by U+FFFD, so a
        // result without U+FFFD came from valid UTF-8; only one with it needs the strict check
        String s = new String(a, off, len, StandardCharsets.UTF_8);
        if (s.indexOf('\uFFFD') < 0 || isValid(a, off, off + len)) {
            return s;
        }
        return strict ? null : new String(a, off, len, StandardCharsets.ISO_8859_1);
    }

    /** Strict UTF-8 check (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF. */
    static boolean isValid(byte[] a, int from, int end) {
        int i = from;
        while (i < end) {
            int b = a[i] & 0xFF;
            if (b < 0x80) {
                i++;
                continue;
            }
            int need;
            int min;
            if (b >= 0xC2 && b <= 0xDF) {
                need = 1;
                min = 0x80;
            } else if (b >= 0xE0 && b <= 0xEF) {
                need = 2;
                min = 0x800;
            } else if (b >= 0xF0 && b <= 0xF4) {
                need = 3;
                min = 0x10000;
            } else {
                return false;
            }
            if (i + need >= end) {
                return false; // the sequence runs past the end
            }
            int cp = b & (0x3F >> need);
            for (int k = 1; k <= need; k++) {
                int c = a[i + k] & 0xFF;
                if ((c & 0xC0) != 0x80) {
                    return false;
                }
                cp = (cp << 6) | (c & 0x3F);
            }
            if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                return false;
            }
            i += need + 1;
        }
        return true;
    }
}
