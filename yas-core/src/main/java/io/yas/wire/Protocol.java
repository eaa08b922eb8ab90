package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.internal.Failures;

/**
 * The protocols a message may be written in, and their detection from the first bytes (spec README, "Protocol
 * detection"): YaS (int32 -1, which the YaS header check then follows with the string "YaS"), then JSON (first
 * non-whitespace byte {@code '{'}), then CmwLight (an int32 entry count &gt; 0).
 */
public enum Protocol {
    /** YaS binary, this library's primary protocol. */
    YAS("YaS"),
    /** CmwLight, the CERN CMW data format. */
    CMWLIGHT("CmwLight"),
    /** JSON text. */
    JSON("JSON");

    private final String displayName;

    Protocol(String displayName) {
        this.displayName = displayName;
    }

    /** @return the protocol's usual name, e.g. {@code "YaS"} */
    public String displayName() {
        return displayName;
    }

    /**
     * Detects the protocol of the message that starts at the buffer's position; the position is not changed.
     *
     * @param buffer the message
     * @return the detected protocol
     * @throws io.yas.buffer.YasFormatException if no protocol matches; the message shows the first bytes
     */
    public static Protocol detect(IoBuffer buffer) {
        int p = buffer.position();
        int limit = buffer.limit();
        if (limit - p >= 4 && buffer.getInt(p) == YasWriter.MAGIC) {
            return YAS; // no other protocol starts with -1; the YaS reader names what is wrong after it
        }
        int q = p;
        while (q < limit && isJsonWhitespace(buffer.getByte(q))) {
            q++;
        }
        if (q < limit && buffer.getByte(q) == '{') {
            return JSON;
        }
        if (limit - p >= 4 && buffer.getInt(p) > 0) {
            return CMWLIGHT;
        }
        throw Failures.badHeader(buffer, p, "a YaS header (ff ff ff ff 04 00 00 00 'YaS'), a JSON object '{' or a "
                + "positive CmwLight entry count", limit - p + " bytes that match none").within("detection", "");
    }

    private static boolean isJsonWhitespace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == 0;
    }
}
