package io.yas.buffer;

/**
 * The one exception for bytes that cannot be decoded: truncated, corrupt or hostile input.
 *
 * <p>Every decode in YaS (IoBuffer reads, field headers, values, field trees) throws only this unchecked type for
 * bad input; programmer errors (a {@code null} argument, an offset outside the buffer on a write) stay
 * {@link IllegalArgumentException}, {@link NullPointerException} or {@link IndexOutOfBoundsException}.
 *
 * <p>The exception names where decoding stopped and why: the protocol, the byte offset from the start of the
 * buffer, the field path (for example {@code $.device.values}, empty at the buffer level), what was expected there,
 * what was found, and a hex window of at most 32 bytes around the offset. The message reads like
 * <pre>YaS: at byte 43 ($.inner): expected 8 bytes for DOUBLE, actual 3 bytes remain [hex @40: 00 00 00 |07 13 00]</pre>
 * where {@code |} marks the offset inside the window.
 *
 * <p>Instances are immutable and safe to share between threads.
 */
public final class YasFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The protocol being decoded. */
    private final String protocol;
    /** Bytes from the start of the buffer to where decoding stopped. */
    private final long offset;
    /** The field path, or {@code ""}. */
    private final String path;
    /** What the decoder expected. */
    private final String expected;
    /** What it found. */
    private final String actual;
    /** Hex dump around the offset, or {@code ""}. */
    private final String hexWindow;

    /**
     * Creates the exception; the message is built from the parts.
     *
     * @param protocol  protocol being decoded, e.g. {@code "YaS"} or {@code "IoBuffer"}
     * @param offset    offset in bytes from the start of the buffer where decoding stopped
     * @param path      field path such as {@code $.a.b}, or {@code ""} when not known
     * @param expected  what the decoder expected at the offset
     * @param actual    what it found
     * @param hexWindow hex dump of at most 32 bytes around the offset, or {@code ""}
     */
    public YasFormatException(String protocol, long offset, String path, String expected, String actual,
            String hexWindow) {
        super(buildMessage(protocol, offset, path, expected, actual, hexWindow), null, false, true);
        this.protocol = protocol;
        this.offset = offset;
        this.path = path;
        this.expected = expected;
        this.actual = actual;
        this.hexWindow = hexWindow;
    }

    private static String buildMessage(String protocol, long offset, String path, String expected, String actual,
            String hexWindow) {
        StringBuilder b = new StringBuilder(96).append(protocol).append(": at byte ").append(offset);
        if (!path.isEmpty()) {
            b.append(" (").append(path).append(')');
        }
        b.append(": expected ").append(expected).append(", actual ").append(actual);
        if (!hexWindow.isEmpty()) {
            b.append(" [").append(hexWindow).append(']');
        }
        return b.toString();
    }

    /**
     * Returns a copy that carries the given protocol and field path, keeping a path already set (the innermost
     * decoder knows the most precise one).
     *
     * @param newProtocol protocol name to record
     * @param newPath     field path to record if none is set yet
     * @return this exception if nothing changes, otherwise a copy with the same offset, expectation and window
     */
    public YasFormatException within(String newProtocol, String newPath) {
        String p = path.isEmpty() ? newPath : path;
        if (p.equals(path) && newProtocol.equals(protocol)) {
            return this;
        }
        YasFormatException copy = new YasFormatException(newProtocol, offset, p, expected, actual, hexWindow);
        copy.setStackTrace(getStackTrace());
        return copy;
    }

    /** {@return the protocol being decoded, e.g. {@code "YaS"}} */
    public String protocol() {
        return protocol;
    }

    /** {@return offset in bytes from the start of the buffer where decoding stopped} */
    public long offset() {
        return offset;
    }

    /** {@return the field path such as {@code $.a.b}, or {@code ""} at the buffer level} */
    public String path() {
        return path;
    }

    /** {@return what the decoder expected at {@link #offset()}} */
    public String expected() {
        return expected;
    }

    /** {@return what the decoder found instead} */
    public String actual() {
        return actual;
    }

    /** {@return hex dump of at most 32 bytes around the offset; {@code |} marks the offset} */
    public String hexWindow() {
        return hexWindow;
    }
}
