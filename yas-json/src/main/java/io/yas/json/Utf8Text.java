package io.yas.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Compares a JSON string's bytes with a {@code String} without decoding them, and finds bytes UTF-8 never has. */
final class Utf8Text {
    /** Eight bytes of a {@code byte[]} at a time (only their bits are tested, so either order serves). */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101_0101_0101_0101L;
    private static final long HIGHS = 0x8080_8080_8080_8080L;

    private Utf8Text() {
    }

    /**
     * {@return the index of the first byte 0xFF in {@code b[from, limit)}, or -1 if there is none}, eight bytes at a
     * time. UTF-8 never has that byte (RFC 3629 §3); jackson's table of known member names pads the last group of a
     * name's bytes with it, so a name holding 0xFF bytes can be taken for a known one (the bytes
     * {@code flag ff ff ff s} for {@code flags}) instead of being refused as not UTF-8
     * (docs/fuzzing-findings/json-0xff-bytes-read-as-a-known-name.md).
     */
    static int firstFF(byte[] b, int from, int limit) {
        int last = limit - Long.BYTES; // the last word ends at the limit and may overlap the one before
        if (last < from) {
            return firstFFByte(b, from, limit);
        }
        long flags = 0; // or-ed without a branch per word: C2 vectorises the loop
        for (int i = from; i < last; i += Long.BYTES) {
            flags |= ffFlags((long) LONGS.get(b, i));
        }
        flags |= ffFlags((long) LONGS.get(b, last));
        return flags == 0 ? -1 : firstFFByte(b, from, limit);
    }

    /** {@return not zero if and only if a byte of {@code word} is 0xFF}: a zero byte of its complement */
    private static long ffFlags(long word) {
        long x = ~word;
        return (x - ONES) & ~x & HIGHS;
    }

    private static int firstFFByte(byte[] b, int from, int limit) {
        for (int i = from; i < limit; i++) {
            if (b[i] == (byte) 0xFF) {
                return i;
            }
        }
        return -1;
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
