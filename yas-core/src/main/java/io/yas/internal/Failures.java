package io.yas.internal;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

/**
 * Builds every {@link YasFormatException} so that the wording of recurring causes (docs/errors.md §3) stays uniform.
 * Exported to the JSON module only; not API.
 */
public final class Failures {
    /** Bytes shown before the failing offset in a hex window. */
    private static final int WINDOW_BEFORE = 8;
    /** Total bytes in a hex window. */
    private static final int WINDOW_BYTES = 32;

    private Failures() {
    }

    /**
     * Fewer bytes remain than a value needs (docs/errors.md §3.1).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param needed bytes the value needs
     * @param what   the value, e.g. {@code "float64"}
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException truncated(IoBuffer buffer, int offset, long needed, String what) {
        String actual = offset < 0 ? "a negative offset" : Math.max(0, buffer.limit() - offset) + " bytes remain";
        return at(buffer, offset, needed + " bytes for " + what, actual);
    }

    /**
     * A declared length or count exceeds the bytes that remain before the bound (docs/errors.md §3.2).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param what         what the length is of, e.g. {@code "string"}
     * @param declared     the declared length or count
     * @param elementBytes bytes per counted element, at least
     * @param remaining    bytes that remain before the bound
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException lengthExceedsRemaining(IoBuffer buffer, int offset, String what, long declared,
            long elementBytes, long remaining) {
        String need = elementBytes == 1 ? declared + " bytes" : declared + " x " + elementBytes + " bytes";
        return at(buffer, offset, what + " of " + need + " within the remaining " + remaining + " bytes",
                "a length that runs past the end");
    }

    /**
     * A declared length or count is negative (docs/errors.md §3.3).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param what     what was declared, e.g. {@code "nDims"}
     * @param declared the negative value
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException negativeLength(IoBuffer buffer, int offset, String what, long declared) {
        return at(buffer, offset, what + " >= 0", String.valueOf(declared));
    }

    /**
     * A field header carries a type id that this decoder cannot use here (docs/errors.md §3.4).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param typeId   the id found, 0..255
     * @param expected the ids that would do, in words
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException unknownTypeId(IoBuffer buffer, int offset, int typeId, String expected) {
        return at(buffer, offset, expected, "type id " + typeId + " (0x" + Integer.toHexString(typeId) + ")");
    }

    /**
     * A protocol header (magic, name, version) is not what the decoder accepts, or no protocol was detected
     * (docs/errors.md §3.5).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param expected the header accepted
     * @param actual   what was found
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException badHeader(IoBuffer buffer, int offset, String expected, String actual) {
        return at(buffer, offset, expected, actual);
    }

    /**
     * A configured limit was exceeded; the message names the setting to raise (docs/errors.md §3.6, §4).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param setting the setting, e.g. {@code "ReadLimits.maxDepth"}
     * @param limit   its value
     * @param actual  the value the input asked for
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException limitExceeded(IoBuffer buffer, int offset, String setting, long limit,
            long actual) {
        return at(buffer, offset, "at most " + limit + " (" + setting + ")", String.valueOf(actual));
    }

    /**
     * Nesting within {@code ReadLimits.maxDepth} but deeper than the calling thread's stack holds: refused like any
     * input nested too deep (docs/errors.md), so that no {@code StackOverflowError} escapes a reader.
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start of the field being read when the stack ran out
     * @param depth  the nesting depth reached
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException stackExhausted(IoBuffer buffer, int offset, int depth) {
        return limitExceeded(buffer, offset, "ReadLimits.maxDepth, or this thread's stack", depth - 1L, depth);
    }

    /**
     * Bytes that are not valid UTF-8 where strict UTF-8 was asked for (docs/errors.md §3.7).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param byteCount the string's byte count
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException invalidUtf8(IoBuffer buffer, int offset, int byteCount) {
        return at(buffer, offset, "a valid UTF-8 string of " + byteCount + " bytes (strict UTF-8 is on)",
                "malformed UTF-8");
    }

    /**
     * The wire carries a different type than the caller asked to read (docs/errors.md §3.8).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param expected the type wanted, with the field's name where known
     * @param actual   the type on the wire
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException typeMismatch(IoBuffer buffer, int offset, String expected, String actual) {
        return at(buffer, offset, expected, actual);
    }

    /**
     * Any other structural problem, stated as expected vs actual (docs/errors.md §3.9).
     *
     * @param buffer the buffer being decoded, for the hex window
     * @param offset bytes from the buffer start where decoding stopped
     * @param expected what the structure needs
     * @param actual   what was found
     * @return the exception, protocol {@code "IoBuffer"} and no path until {@link YasFormatException#within} adds them
     */
    public static YasFormatException malformed(IoBuffer buffer, int offset, String expected, String actual) {
        return at(buffer, offset, expected, actual);
    }

    private static YasFormatException at(IoBuffer buffer, int offset, String expected, String actual) {
        return new YasFormatException("IoBuffer", offset, "", expected, actual, hexWindow(buffer, offset));
    }

    /**
     * Hex dump of at most 32 bytes of {@code [0, limit)} around {@code offset}, e.g. {@code hex @40: 00 01 |02 03}.
     * Never reads outside the buffer's limit.
     *
     * @param buffer the buffer
     * @param offset bytes from the buffer start to mark with {@code |}
     * @return the window, or {@code "empty buffer"} when the limit is 0
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
