package io.yas.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.yas.buffer.YasFormatException;

import java.util.HexFormat;

/**
 * The one assertion of the error tests on every part of a {@link YasFormatException} that docs/errors.md §2
 * promises: protocol, offset, path, expected, actual, and a hex window rebuilt here from the message bytes (at most
 * 8 bytes before the offset, 32 in all, {@code |} before the byte at the offset or {@code |<end>}), and the message
 * assembled from them. In the test-only package {@code io.yas.testing} so that yas-json's tests reach it through
 * the test jar too ({@code io.yas.buffer} belongs to module {@code io.yas}: a class of it in the jar is not found).
 */
public final class FormatErrors {
    private static final HexFormat HEX = HexFormat.ofDelimiter(" ");

    private FormatErrors() {
    }

    /** A read that is to fail (a type of its own: a test API exposes no type of another module). */
    @FunctionalInterface
    public interface Read {
        /**
         * Reads.
         *
         * @throws Throwable whatever the read throws
         */
        void run() throws Throwable;
    }

    /**
     * Runs {@code read}, which must throw {@link YasFormatException}, and asserts its parts.
     *
     * @param bytes    the buffer's bytes from 0 to its limit, to rebuild the hex window from
     * @param expected a part of {@link YasFormatException#expected()}
     * @param actual   a part of {@link YasFormatException#actual()}
     * @return the exception, for further checks
     */
    public static YasFormatException assertRefused(Read read, byte[] bytes, String protocol, long offset,
            String path, String expected, String actual) {
        YasFormatException e = catchThrowableOfType(YasFormatException.class, read::run);
        assertThat(e).as("a YasFormatException").isNotNull();
        String message = e.getMessage();
        assertThat(e.protocol()).as(message).isEqualTo(protocol);
        assertThat(e.offset()).as(message).isEqualTo(offset);
        assertThat(e.path()).as(message).isEqualTo(path);
        assertThat(e.expected()).as(message).contains(expected);
        assertThat(e.actual()).as(message).contains(actual);
        assertThat(e.hexWindow()).as(message).isEqualTo(window(bytes, (int) offset));
        assertThat(message).isEqualTo(protocol + ": at byte " + offset + (path.isEmpty() ? "" : " (" + path + ")")
                + ": expected " + e.expected() + ", actual " + e.actual() + " [" + e.hexWindow() + "]");
        return e;
    }

    private static String window(byte[] bytes, int offset) {
        if (bytes.length == 0) {
            return "empty buffer";
        }
        int from = Math.max(0, offset - 8);
        int to = Math.min(bytes.length, from + 32);
        String before = HEX.formatHex(bytes, from, offset);
        String at = offset < to ? HEX.formatHex(bytes, offset, to) : "<end>";
        return "hex @" + from + ":" + (before.isEmpty() ? "" : " " + before) + " |" + at;
    }
}
