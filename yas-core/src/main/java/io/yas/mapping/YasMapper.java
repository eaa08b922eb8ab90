package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * The one-line API of class mapping: objects to bytes and back in one call, from any number of threads.
 * <pre>{@code
 * YasMapper yas = YasMapper.create();                       // YaS; share it like a Jackson ObjectMapper
 * byte[] bytes = yas.toBytes(status);
 * BeamStatus copy = yas.fromBytes(bytes, BeamStatus.class);  // a new instance
 * yas.fromBytes(bytes, status);                              // or in place
 * YasMapper json = yas.withProtocol(Protocol.JSON);          // a copy writing JSON (module io.yas.json)
 * }</pre>
 *
 * <p>A mapper is immutable and thread-safe: its settings (protocol written, {@link ClassMapping}, {@link ReadLimits},
 * metadata on or off, the largest stream message) are fixed, and the {@code with…} methods return changed copies.
 * Each thread that writes with it gets its own {@link IoClassSerialiser} and write buffer, kept for its next call
 * (holding the last message's bytes, none of the caller's classes: a class loader that goes is not kept); a
 * read wraps the given bytes without copying them. A call still allocates its result (and a read its small reader):
 * the low-level {@link IoClassSerialiser} over an {@link IoBuffer} is the allocation-free, zero-copy API. Reading always detects the protocol from the bytes (docs/spec-yas.md §8), so one
 * mapper reads all three protocols whichever it writes. Wire rules, field matching and the type checks are those of
 * {@link IoClassSerialiser}.
 *
 * <p><b>Streams</b> carry one message per frame: a 4-byte little-endian {@code int32} byte count, then that many bytes
 * of one message. {@link #read(InputStream, Class)} checks the count against {@link #maxStreamMessageBytes()} before
 * it allocates anything.
 *
 * <p><b>Errors</b>: undecodable bytes and fields that do not fit the class throw {@link YasFormatException}
 * (docs/errors.md); a class that cannot be mapped, or a value that cannot be written, an
 * {@link IllegalArgumentException}; a {@code null} argument a {@link NullPointerException} naming it.
 */
public final class YasMapper {
    /** Default of {@link #maxStreamMessageBytes()}: 64 MiB. */
    public static final int DEFAULT_MAX_STREAM_MESSAGE_BYTES = 64 << 20;
    private static final int FRAME_PREFIX_BYTES = 4;
    private static final int INITIAL_BUFFER_BYTES = 1024;

    private final Protocol protocol;
    private final ClassMapping mapping;
    private final ReadLimits limits;
    /** {@code null}: the protocol's default (on for YaS, off for CmwLight, never for JSON). */
    private final Boolean writeMetadata;
    private final int maxStreamMessageBytes;
    private final ThreadLocal<IoClassSerialiser> writers;

    private YasMapper(Protocol protocol, ClassMapping mapping, ReadLimits limits, Boolean writeMetadata,
            int maxStreamMessageBytes) {
        this.protocol = protocol;
        this.mapping = mapping;
        this.limits = limits;
        this.writeMetadata = writeMetadata;
        this.maxStreamMessageBytes = maxStreamMessageBytes;
        this.writers = ThreadLocal.withInitial(() -> configure(new IoClassSerialiser(
                IoBuffer.allocate(INITIAL_BUFFER_BYTES), mapping)).setProtocol(protocol));
    }

    /** {@return a mapper writing YaS with {@link ClassMapping#defaults()} and {@link ReadLimits#DEFAULT}} */
    public static YasMapper create() {
        return new YasMapper(Protocol.YAS, ClassMapping.defaults(), ReadLimits.DEFAULT, null,
                DEFAULT_MAX_STREAM_MESSAGE_BYTES);
    }

    /**
     * {@return a copy of this mapper writing {@code newProtocol}}
     *
     * @param newProtocol the protocol {@link #toBytes} and {@link #write} write
     * @throws IllegalStateException if the protocol's module is missing (JSON without {@code io.yas.json})
     */
    public YasMapper withProtocol(Protocol newProtocol) {
        Objects.requireNonNull(newProtocol, "protocol").codec();
        return new YasMapper(newProtocol, mapping, limits, writeMetadata, maxStreamMessageBytes);
    }

    /**
     * {@return a copy of this mapper using {@code newMapping}}
     *
     * @param newMapping the class descriptions and custom serialisers to use (shareable)
     */
    public YasMapper withMapping(ClassMapping newMapping) {
        return new YasMapper(protocol, Objects.requireNonNull(newMapping, "mapping"), limits, writeMetadata,
                maxStreamMessageBytes);
    }

    /**
     * {@return a copy of this mapper reading with {@code newLimits}}
     *
     * @param newLimits the limits for reading untrusted input
     */
    public YasMapper withReadLimits(ReadLimits newLimits) {
        return new YasMapper(protocol, mapping, Objects.requireNonNull(newLimits, "limits"), writeMetadata,
                maxStreamMessageBytes);
    }

    /**
     * {@return a copy of this mapper with metadata switched as asked}
     *
     * @param enabled {@code true} to write field metadata (unit, quantity, description, modifier) where the protocol
     *                carries it; by default on for YaS, off for CmwLight, never in JSON
     */
    public YasMapper withWriteMetadata(boolean enabled) {
        return new YasMapper(protocol, mapping, limits, enabled, maxStreamMessageBytes);
    }

    /**
     * {@return a copy of this mapper with that stream limit}
     *
     * @param byteCount the largest message {@link #read(InputStream, Class)} accepts, in bytes, 1 to
     *                  {@link IoBuffer#MAX_CAPACITY}
     * @throws IllegalArgumentException if {@code byteCount} is out of range
     */
    public YasMapper withMaxStreamMessageBytes(int byteCount) {
        if (byteCount < 1 || byteCount > IoBuffer.MAX_CAPACITY) {
            throw new IllegalArgumentException("byteCount < 1 or > MAX_CAPACITY: " + byteCount);
        }
        return new YasMapper(protocol, mapping, limits, writeMetadata, byteCount);
    }

    /** {@return the protocol this mapper writes} */
    public Protocol protocol() {
        return protocol;
    }

    /** {@return the largest message in bytes that {@link #read(InputStream, Class)} accepts} */
    public int maxStreamMessageBytes() {
        return maxStreamMessageBytes;
    }

    // ------------------------------------------------------------------------------------------------ writing

    /**
     * Writes {@code value} as one message of this mapper's protocol.
     *
     * @param value the object to write
     * @return the message's bytes
     * @throws IllegalArgumentException as {@link IoClassSerialiser#serialise(Object)}
     */
    public byte[] toBytes(Object value) {
        return written(value).toByteArray();
    }

    /**
     * Writes {@code value} as one message into {@code out} at its position, which moves past the message (the message
     * is written into this thread's buffer, then copied).
     *
     * @param value the object to write
     * @param out   the destination; its byte order does not matter (YaS and CmwLight are little-endian)
     * @throws java.nio.BufferOverflowException if the message does not fit {@code out}'s remaining bytes; nothing
     *                                          is written then
     */
    public void toBytes(Object value, ByteBuffer out) {
        IoBuffer message = written(value);
        int byteCount = message.remaining();
        if (byteCount > out.remaining()) {
            throw new java.nio.BufferOverflowException();
        }
        out.put(message.toByteArray());
    }

    /**
     * Writes {@code value} as one frame: its byte count as a little-endian {@code int32}, then the message.
     *
     * @param value the object to write
     * @param out   the stream; not flushed or closed
     * @throws IOException if the stream fails
     */
    public void write(Object value, OutputStream out) throws IOException {
        IoBuffer message = written(value);
        int byteCount = message.remaining();
        byte[] frame = new byte[FRAME_PREFIX_BYTES + byteCount];
        for (int i = 0; i < FRAME_PREFIX_BYTES; i++) {
            frame[i] = (byte) (byteCount >>> (8 * i));
        }
        message.getBytes(frame, FRAME_PREFIX_BYTES, byteCount);
        out.write(frame);
    }

    /** The message of {@code value} in this thread's buffer, between its position 0 and its limit. */
    private IoBuffer written(Object value) {
        Objects.requireNonNull(value, "value");
        IoClassSerialiser s = writers.get();
        s.buffer().clear();
        try {
            s.serialise(value);
        } finally {
            s.forgetClasses(); // kept for the thread: it holds none of the caller's classes
        }
        return s.buffer().flip();
    }

    // ------------------------------------------------------------------------------------------------ reading

    /**
     * Reads the message in {@code bytes}, in whichever protocol it is, into a new instance of {@code type}.
     *
     * @param <T>   the class to create
     * @param bytes the message, from index 0
     * @param type  the class to create; its fields are the schema
     * @return the new instance, or record
     * @throws YasFormatException       for bytes that cannot be decoded or a field that does not fit
     * @throws IllegalArgumentException if {@code type} cannot be mapped
     */
    public <T> T fromBytes(byte[] bytes, Class<T> type) {
        return reader(IoBuffer.wrap(Objects.requireNonNull(bytes, "bytes"))).deserialise(
                Objects.requireNonNull(type, "type"));
    }

    /**
     * Reads the message in {@code bytes} into {@code existing}, in place (see
     * {@link IoClassSerialiser#deserialise(Object)}).
     *
     * @param <T>      the class of {@code existing}
     * @param bytes    the message, from index 0
     * @param existing the object to update
     * @return {@code existing}, or a new record for a record
     * @throws YasFormatException for bytes that cannot be decoded or a field that does not fit
     */
    public <T> T fromBytes(byte[] bytes, T existing) {
        return reader(IoBuffer.wrap(Objects.requireNonNull(bytes, "bytes"))).deserialise(
                Objects.requireNonNull(existing, "existing"));
    }

    /**
     * Reads the message at {@code bytes}' position into a new instance of {@code type}; on success the position
     * moves past the message, on failure it stays. The limit and byte order are not changed.
     *
     * @param <T>   the class to create
     * @param bytes the message, from its position to its limit
     * @param type  the class to create; its fields are the schema
     * @return the new instance, or record
     * @throws YasFormatException for bytes that cannot be decoded or a field that does not fit
     */
    public <T> T fromBytes(ByteBuffer bytes, Class<T> type) {
        IoBuffer in = IoBuffer.wrap(Objects.requireNonNull(bytes, "bytes"));
        T result = reader(in).deserialise(Objects.requireNonNull(type, "type"));
        bytes.position(bytes.position() + in.position());
        return result;
    }

    /**
     * Reads one frame written by {@link #write(Object, OutputStream)} into a new instance of {@code type}.
     *
     * @param <T>  the class to create
     * @param in   the stream, at the start of a frame; exactly one frame is consumed
     * @param type the class to create; its fields are the schema
     * @return the new instance, or record
     * @throws EOFException       if the stream ends before the frame does (also before its first byte)
     * @throws IOException        if the stream fails
     * @throws YasFormatException if the byte count is below 1 or above {@link #maxStreamMessageBytes()} (checked
     *                            before anything is allocated), or the message cannot be decoded into {@code type}
     */
    public <T> T read(InputStream in, Class<T> type) throws IOException {
        Objects.requireNonNull(type, "type");
        byte[] prefix = in.readNBytes(FRAME_PREFIX_BYTES);
        if (prefix.length < FRAME_PREFIX_BYTES) {
            throw new EOFException("stream ended within a frame's 4-byte length prefix (" + prefix.length
                    + " bytes read)");
        }
        IoBuffer prefixBuffer = IoBuffer.wrap(prefix);
        int byteCount = prefixBuffer.getInt(0);
        if (byteCount < 1 || byteCount > maxStreamMessageBytes) {
            throw Failures.limitExceeded(prefixBuffer, 0, "YasMapper.maxStreamMessageBytes, at least 1",
                    maxStreamMessageBytes, Integer.toUnsignedLong(byteCount)).within("stream", "$");
        }
        byte[] message = in.readNBytes(byteCount);
        if (message.length < byteCount) {
            throw new EOFException("stream ended within a message of " + byteCount + " bytes (" + message.length
                    + " bytes read)");
        }
        return fromBytes(message, type);
    }

    /** A serialiser reading {@code in} (shared, not copied) with this mapper's settings. */
    private IoClassSerialiser reader(IoBuffer in) {
        return configure(new IoClassSerialiser(in, mapping));
    }

    private IoClassSerialiser configure(IoClassSerialiser s) {
        s.setReadLimits(limits);
        if (writeMetadata != null) {
            s.setWriteMetadata(writeMetadata);
        }
        return s;
    }
}
