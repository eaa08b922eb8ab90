package io.yas.internal;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

/**
 * Builds every {@link YasFormatException} so that the wording of recurring causes stays uniform. Not exported.
 */
public final class Failures {
    /** Bytes shown before the failing offset in a hex window. */
    private static final int WINDOW_BEFORE = 8;
    /** Total bytes in a hex window. */
    private static final int WINDOW_BYTES = 32;

    private Failures() {
    }

    /** Fewer bytes remain than a value needs. */
    public static YasFormatException truncated(IoBuffer buffer, int offset, long needed, String what) {
        String actual = offset < 0 ? "a negative offset" : Math.max(0, buffer.limit() - offset) + " bytes remain";
        return at(buffer, offset, needed + " bytes for " + what, actual);
    }

    /** A declared length or count exceeds the bytes that remain before the bound. */
    public static YasFormatException lengthExceedsRemaining(IoBuffer buffer, int offset, String what, long declared,
            long elementBytes, long remaining) {
        String need = elementBytes == 1 ? declared + " bytes" : declared + " x " + elementBytes + " bytes";
        return at(buffer, offset, what + " of " + need + " within the remaining " + remaining + " bytes",
                "a length that runs past the end");
    }

    /** A declared length or count is negative. */
    public static YasFormatException negativeLength(IoBuffer buffer, int offset, String what, long declared) {
        return at(buffer, offset, what + " >= 0", String.valueOf(declared));
    }

    /** A field header carries a type id that this decoder cannot use here. */
    public static YasFormatException unknownTypeId(IoBuffer buffer, int offset, int typeId, String expected) {
        return at(buffer, offset, expected, "type id " + typeId + " (0x" + Integer.toHexString(typeId) + ")");
    }

    /** A protocol header (magic, name, version) is not what the decoder accepts. */
    public static YasFormatException badHeader(IoBuffer buffer, int offset, String expected, String actual) {
        return at(buffer, offset, expected, actual);
    }

    /** A configured limit was exceeded; the message names the setting to raise. */
    public static YasFormatException limitExceeded(IoBuffer buffer, int offset, String setting, long limit,
            long actual) {
        return at(buffer, offset, "at most " + limit + " (" + setting + ")", String.valueOf(actual));
    }

    /** Bytes that are not valid UTF-8 where strict UTF-8 was asked for. */
    public static YasFormatException invalidUtf8(IoBuffer buffer, int offset, int byteCount) {
        return at(buffer, offset, "a valid UTF-8 string of " + byteCount + " bytes (strict UTF-8 is on)",
                "malformed UTF-8");
    }

    /** The wire carries a different type than the caller asked to read. */
    public static YasFormatException typeMismatch(IoBuffer buffer, int offset, String expected, String actual) {
        return at(buffer, offset, expected, actual);
    }

    /** Any other structural problem, stated as expected vs actual. */
    public static YasFormatException malformed(IoBuffer buffer, int offset, String expected, String actual) {
        return at(buffer, offset, expected, actual);
    }

    private static YasFormatException at(IoBuffer buffer, int offset, String expected, String actual) {
        return new YasFormatException("IoBuffer", offset, "", expected, actual, hexWindow(buffer, offset));
    }

    /**
     * Hex dump of at most 32 bytes of {@code [0, limit)} around {@code offset}, e.g. {@code hex @40: 00 01 |02 03}.
     * Never reads outside the buffer's limit.
     */
    public static String hexWindow(IoBuffer buffer, int offset) {
        int limit = buffer.limit();
        if (limit <= 0) {
            return "empty buffer";
        }
        int from = Math.max(0, Math.min(offset, limit) - WINDOW_BEFORE);
        int to = Math.min(limit, from + WINDOW_BYTES);
        StringBuilder b = new StringBuilder(8 + 3 * (to - from)).append("hex @").append(from).append(':');
        for (int i = from; i < to; i++) {
            b.append(i == offset ? " |" : " ");
            int v = buffer.getByte(i) & 0xFF;
            b.append(Character.forDigit(v >>> 4, 16)).append(Character.forDigit(v & 0xF, 16));
        }
        if (offset >= to) {
            b.append(" |<end>");
        }
        return b.toString();
    }
}
