package io.yas.wire;

import io.yas.buffer.IoBuffer;

/**
 * What a protocol provides to the protocol-independent API ({@link Protocol#newWriter}, {@link Protocol#readTree},
 * the class mapper and {@code yas convert}): its writer, its field cursor and its reader into the generic field tree. YaS and CmwLight
 * are built in; a protocol that lives in its own module (JSON, module {@code io.yas.json}) provides an
 * implementation as a {@link java.util.ServiceLoader} service — {@code provides io.yas.wire.ProtocolCodec with …}
 * in its {@code module-info}, and {@code META-INF/services/io.yas.wire.ProtocolCodec} on the class path — which
 * {@link Protocol} loads when that protocol is first asked for.
 *
 * <p>Implementations are stateless and thread-safe; the writers and readers they make are not.
 */
public interface ProtocolCodec {
    /** {@return the protocol this codec speaks} */
    Protocol protocol();

    /**
     * Makes a writer of this protocol.
     *
     * @param buffer the buffer to write into, at its position
     * @return a new writer of this protocol
     */
    IoSerialiser newWriter(IoBuffer buffer);

    /**
     * Makes a field cursor of this protocol ({@link Protocol#newCursor}).
     *
     * @param buffer the message, from its position to its limit
     * @param limits the limits for untrusted input
     * @return a new cursor of this protocol
     */
    FieldCursor newCursor(IoBuffer buffer, ReadLimits limits);

    /**
     * A cursor for the next message, reusing {@code cursor} when it can: the class mapper keeps one cursor per
     * protocol and asks for it message after message. The cursor returned reads the message at the buffer's position
     * exactly as a {@link #newCursor new} one would, whatever the previous message did (read to its end, refused,
     * abandoned part-way). This default makes a new one.
     *
     * @param cursor a cursor this codec made before, or {@code null} (or another protocol's): then a new one is made
     * @param buffer the message, from its position to its limit
     * @param limits the limits for untrusted input
     * @return {@code cursor} ready for the message, or a new cursor
     */
    default FieldCursor reuseCursor(FieldCursor cursor, IoBuffer buffer, ReadLimits limits) {
        return newCursor(buffer, limits);
    }

    /**
     * Reads the message that starts at the buffer's position into the generic field tree; on success the position
     * is after the message, on failure it is back where it was.
     *
     * @param buffer the message, from its position to its limit
     * @param limits the limits for untrusted input
     * @return the root object
     * @throws io.yas.buffer.YasFormatException for bytes that are not a message of this protocol
     */
    WireField readTree(IoBuffer buffer, ReadLimits limits);
}
