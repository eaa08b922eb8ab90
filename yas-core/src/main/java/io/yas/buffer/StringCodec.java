package io.yas.buffer;

import io.yas.internal.Failures;

import java.util.Objects;

/**
 * The string layout of {@link IoBuffer}, {@code [int32 L][L-1 bytes][0x00]} with {@code L} = byte count + 1
 * (docs/spec-yas.md §2.2), and string arrays, {@code [int32 n][n strings]}: the length rules, UTF-8 and ISO-8859-1
 * on write, the checks on read. The bytes themselves are encoded and decoded by the backing ({@link Utf8}).
 */
final class StringCodec {
    /** The smallest string, {@code ""}: a length and the terminator. */
    static final int MIN_BYTES = 5;

    private StringCodec() {
    }

    /** Writes {@code value} ({@code null} as {@code ""}) as UTF-8; on a refusal nothing moves or grows. */
    static void putUtf8(IoBuffer b, String value) {
        String s = value == null ? "" : value;
        int p = b.position;
        // short with room (the common case): one pass; else the length first, so a refusal moves and grows nothing
        int n = s.length();
        int byteCount = n <= Utf8.ONE_PASS_CHARS && b.capacity() - p >= MIN_BYTES + 3 * n
                ? b.encodeUtf8(p + 4, s, 3 * n) : -1;
        if (byteCount < 0) {
            byteCount = checkedLength(Utf8.encodedLength(s), "UTF-8"); // names an unpaired surrogate
            b.ensure(p, MIN_BYTES + byteCount);
            b.encodeUtf8(p + 4, s, byteCount);
        }
        finish(b, p, byteCount);
    }

    /** Writes {@code value} ({@code null} as {@code ""}) as ISO-8859-1; a char above U+00FF is refused first. */
    static void putIso8859(IoBuffer b, String value) {
        String s = value == null ? "" : value;
        int n = checkedLength(s.length(), "ISO-8859-1");
        int p = b.position;
        b.ensure(p, MIN_BYTES + n);
        b.encodeLatin1(p + 4, s, "string"); // validates before anything moves
        finish(b, p, n);
    }

    /** @throws IllegalStateException if a string of {@code byteCount} bytes cannot fit a buffer; nothing moved yet */
    private static int checkedLength(long byteCount, String charset) {
        if (byteCount > IoBuffer.MAX_CAPACITY - MIN_BYTES) {
            throw new IllegalStateException("string of " + byteCount + " " + charset + " bytes exceeds MAX_CAPACITY");
        }
        return (int) byteCount;
    }

    private static void finish(IoBuffer b, int p, int byteCount) {
        b.rawPutInt(p, byteCount + 1);
        b.rawPutByte(p + 4 + byteCount, (byte) 0);
        b.advanceWrite(MIN_BYTES + byteCount);
    }

    /**
     * Reads a string at the position and moves past it; on a failure the position stays. Returns {@code current}
     * itself, decoding nothing, when the bytes are its encoding.
     */
    static String get(IoBuffer b, boolean latin1, boolean strict, String current) {
        int p = b.position;
        String s = get(b, p, b.limit, latin1, strict, current);
        b.position = p + MIN_BYTES + b.rawInt(p) - 1; // the length was checked
        return s;
    }

    /** Reads the string at {@code p}, which must end by {@code end} (at most the limit), as {@link #get} does. */
    static String get(IoBuffer b, int p, int end, boolean latin1, boolean strict, String current) {
        int byteCount = byteCount(b, p, end);
        String s = current != null && encodes(b, p + 4, byteCount, current, latin1) ? current
                : byteCount == 0 ? "" : b.decode(p + 4, byteCount, latin1, strict);
        if (s == null) {
            throw Failures.invalidUtf8(b, p + 4, byteCount);
        }
        return s;
    }

    /**
     * Whether the {@code byteCount} bytes at {@code offset} are {@code s} encoded as the read would decode them:
     * ISO-8859-1 one byte per char, else UTF-8 (valid UTF-8 decodes to one string only, so the read would give
     * {@code s}); {@code false} otherwise, and the bytes are then decoded.
     */
    private static boolean encodes(IoBuffer b, int offset, int byteCount, String s, boolean latin1) {
        if (s.length() == byteCount) { // UTF-8 has one byte a char only for ASCII
            return b.holds(offset, s, latin1 ? 0xFF : 0x7F);
        }
        return !latin1 && b.encodesUtf8(offset, byteCount, s);
    }

    /** Moves past the string at the position; returns the offset of its first byte. */
    static int skip(IoBuffer b) {
        int p = b.position;
        b.position = p + MIN_BYTES + byteCount(b, p, b.limit);
        return p + 4;
    }

    /** {@return the end of the string at {@code p} if its length is at least 1 and it ends by {@code end}, else -1} */
    static int end(IoBuffer b, int p, int end) {
        if (p < 0 || end - p < MIN_BYTES) {
            return -1;
        }
        int declared = b.rawInt(p);
        return declared >= 1 && declared <= end - p - 4 ? p + 4 + declared : -1;
    }

    /** The byte count of the string at {@code p}, its length checked ({@link #end}); a failure names what is wrong. */
    private static int byteCount(IoBuffer b, int p, int end) {
        int after = end(b, p, end);
        if (after >= 0) {
            return after - p - MIN_BYTES;
        }
        if (p < 0 || end - p < 4) {
            throw Failures.truncated(b, p, 4, "int32 string length");
        }
        int declared = b.rawInt(p);
        if (declared < 1) {
            throw Failures.malformed(b, p, "string length >= 1 (it counts the NUL terminator)",
                    String.valueOf(declared));
        }
        throw Failures.lengthExceedsRemaining(b, p, "string", declared, 1, end - p - 4L);
    }

    /** Writes {@code [int32 n][n strings]}; on a refused element position and limit are put back. */
    static void putArray(IoBuffer b, String[] src, int elementCount) {
        Objects.checkFromIndexSize(0, elementCount, src.length);
        int startPosition = b.position;
        int startLimit = b.limit;
        try {
            b.putInt(elementCount);
            for (int i = 0; i < elementCount; i++) {
                b.putString(src[i]);
            }
        } catch (IllegalArgumentException e) {
            b.position = startPosition;
            b.limit = startLimit;
            throw e;
        }
    }

    /** Reads {@code [int32 n][n strings]}, the count checked at the smallest string each; on a failure it stays. */
    static String[] getArray(IoBuffer b, String[] dst) {
        int start = b.position;
        int n = ArrayCodec.readCount(b, MIN_BYTES, "string array");
        String[] out = dst != null && dst.length == n ? dst : new String[n];
        try {
            for (int i = 0; i < n; i++) {
                out[i] = b.getString(out[i]); // an equal string kept
            }
        } catch (YasFormatException e) {
            b.position = start;
            throw e;
        }
        return out;
    }
}
