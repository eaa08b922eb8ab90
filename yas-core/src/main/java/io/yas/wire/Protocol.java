package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.internal.Failures;

import java.util.EnumMap;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The protocols a message may be written in, and their detection from the first bytes (docs/spec-yas.md §8): YaS
 * (int32 -1, which the YaS header check then follows with the string "YaS"), then JSON (first non-whitespace byte
 * <code>'{'</code>), then CmwLight (an int32 entry count &gt; 0).
 *
 * <p>Each protocol also makes its writer ({@link #newWriter}) and reads a message into the generic field tree
 * ({@link #readTree}): one API over the three. YaS and CmwLight are built in; JSON lives in module
 * {@code io.yas.json} (artifact {@code yas-json}) and plugs in through {@link java.util.ServiceLoader} as a
 * {@link ProtocolCodec} when it is on the class or module path. Thread-safe.
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

    /** {@return the protocol's usual name, e.g. {@code "YaS"}} */
    public String displayName() {
        return displayName;
    }

    /**
     * Detects the protocol of the message that starts at the buffer's position; the position is not changed.
     *
     * @param buffer the message
     * @return the detected protocol
     * @throws io.yas.buffer.YasFormatException if no protocol matches; the message shows the first bytes, and when no
     *                                          bytes or only zeros remain it asks whether the buffer was flipped
     *                                          after writing (docs/errors.md §3.5)
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
                + "positive CmwLight entry count", unmatched(buffer, p, limit)).within("detection", "");
    }

    /** What detection found instead of a message, with the likely cause when nothing or only zeros remain. */
    private static String unmatched(IoBuffer buffer, int p, int limit) {
        if (p == limit) {
            return buffer.capacity() == 0 ? "an empty buffer (capacity 0)" // nothing was written: no flip missing
                    : "no bytes between position " + p + " and limit " + limit + ": did you flip() the buffer after "
                    + "writing?";
        }
        for (int q = p; q < limit; q++) {
            if (buffer.getByte(q) != 0) {
                return limit - p + " bytes that match none";
            }
        }
        return limit - p + " zero bytes: did you flip() the buffer after writing? (an empty CmwLight message, "
                + "00 00 00 00, is not detected: read it with CmwLightReader)";
    }

    /**
     * Tells whether this protocol can be used here.
     *
     * @return {@code true} if this protocol's codec can be had: always for YaS and CmwLight, for JSON when module
     *         {@code io.yas.json} is on the class or module path
     */
    public boolean isAvailable() {
        return codecOrNull() != null;
    }

    /**
     * The codec of this protocol.
     *
     * @return this protocol's codec
     * @throws IllegalStateException if the protocol's module is missing (JSON without {@code yas-json})
     */
    public ProtocolCodec codec() {
        ProtocolCodec codec = codecOrNull();
        if (codec == null) {
            throw new IllegalStateException(displayName + " needs module io.yas.json (artifact io.yas:yas-json) on "
                    + "the class or module path; it plugs in as a java.util.ServiceLoader ProtocolCodec");
        }
        return codec;
    }

    /**
     * Makes a writer of this protocol.
     *
     * @param buffer the buffer to write into, at its position; it grows as needed
     * @return a new writer of this protocol
     * @throws IllegalStateException as {@link #codec()}
     */
    public IoSerialiser newWriter(IoBuffer buffer) {
        return codec().newWriter(buffer);
    }

    /**
     * Makes the field cursor of this protocol over the message at the buffer's position: call
     * {@link FieldCursor#readHeader()} first, then {@link FieldCursor#nextField()} gives the root's START_MARKER.
     *
     * @param buffer the message, from its position to its limit
     * @param limits the limits for untrusted input
     * @return a new cursor of this protocol
     * @throws IllegalStateException as {@link #codec()}
     */
    public FieldCursor newCursor(IoBuffer buffer, ReadLimits limits) {
        return codec().newCursor(buffer, limits);
    }

    /**
     * {@return {@code true} if numbers travel with their binary type (YaS, CmwLight); {@code false} for JSON, whose
     * numbers are read into the type asked for when they fit it exactly (docs/spec-json.md §5.2)} A mapper then asks
     * the cursor for the field's own type instead of widening the wire's.
     */
    public boolean hasTypedNumbers() {
        return this != JSON;
    }

    /**
     * {@return {@code true} if field metadata (unit, quantity, description, modifier) is written unless switched off:
     * YaS; CmwLight cannot carry it and JSON never writes it}
     */
    public boolean hasMetadataByDefault() {
        return this == YAS;
    }

    /** {@return {@code true} if an enum travels as its ordinal, an INT (CmwLight, as the reference writes it)} */
    public boolean hasEnumsAsOrdinals() {
        return this == CMWLIGHT;
    }

    /**
     * {@return {@code true} if a map travels as an object whose member names are the keys' text (JSON), rather than
     * as a MAP field (YaS; CmwLight carries no maps)}
     */
    public boolean hasMapsAsObjects() {
        return this == JSON;
    }

    /**
     * Reads the message of this protocol that starts at the buffer's position into the generic field tree. On
     * success the position is after the message; on failure it is back where it was.
     *
     * @param buffer the message, from its position to its limit
     * @param limits the limits for untrusted input
     * @return the root object (named {@code ""} for CmwLight and JSON, which carry no root name)
     * @throws io.yas.buffer.YasFormatException for bytes that are not a message of this protocol
     * @throws IllegalStateException            as {@link #codec()}
     */
    public WireField readTree(IoBuffer buffer, ReadLimits limits) {
        return codec().readTree(buffer, limits);
    }

    /**
     * Detects the protocol of the message at the buffer's position ({@link #detect}) and reads it into the field
     * tree ({@link #readTree}).
     *
     * @param buffer the message, from its position to its limit
     * @param limits the limits for untrusted input
     * @return the root object
     * @throws io.yas.buffer.YasFormatException if no protocol matches or the bytes cannot be decoded
     * @throws IllegalStateException            if the detected protocol's module is missing
     */
    public static WireField readAnyTree(IoBuffer buffer, ReadLimits limits) {
        return detect(buffer).readTree(buffer, limits);
    }

    /** {@return this protocol's codec, or {@code null} if its module is missing} */
    private ProtocolCodec codecOrNull() {
        return switch (this) {
            case YAS -> BuiltIn.YAS_CODEC;
            case CMWLIGHT -> BuiltIn.CMWLIGHT_CODEC;
            default -> Plugged.ALL.get(this);
        };
    }

    /** The codecs of YaS and CmwLight, which this module holds. */
    private static final class BuiltIn {
        static final ProtocolCodec YAS_CODEC = new BuiltInCodec(YAS);
        static final ProtocolCodec CMWLIGHT_CODEC = new BuiltInCodec(CMWLIGHT);
    }

    /**
     * The codecs of the other protocols (JSON), found by the ServiceLoader once, on first use: a YaS or CmwLight
     * user never pays the class-path scan for them.
     */
    private static final class Plugged {
        static final Map<Protocol, ProtocolCodec> ALL = load();

        private static Map<Protocol, ProtocolCodec> load() {
            Map<Protocol, ProtocolCodec> codecs = new EnumMap<>(Protocol.class);
            for (ProtocolCodec c : ServiceLoader.load(ProtocolCodec.class, Protocol.class.getClassLoader())) {
                codecs.putIfAbsent(c.protocol(), c); // one for YaS or CmwLight is never asked for: built in
            }
            return codecs;
        }
    }

    private static boolean isJsonWhitespace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == 0;
    }
}
