package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ProtocolCodec;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

/**
 * Plugs JSON into the protocol-independent API of {@code io.yas} ({@link Protocol#JSON}): found by
 * {@link java.util.ServiceLoader} when this module is on the class or module path. Its writers are compact
 * ({@link JsonWriter#setCompact}), for machines; make a {@link JsonWriter} directly for the pretty layout.
 * Stateless and thread-safe.
 */
public final class JsonCodec implements ProtocolCodec {
    /** Called by the {@link java.util.ServiceLoader}. */
    public JsonCodec() {
        // stateless
    }

    @Override
    public Protocol protocol() {
        return Protocol.JSON;
    }

    /** @return a compact {@link JsonWriter} */
    @Override
    public IoSerialiser newWriter(IoBuffer buffer) {
        return new JsonWriter(buffer, true);
    }

    /** {@return a JSON field cursor (see {@link io.yas.wire.FieldCursor} for how JSON is typed and converted)} */
    @Override
    public FieldCursor newCursor(IoBuffer buffer, ReadLimits limits) {
        return new JsonCursor(buffer, limits);
    }

    /**
     * {@return {@code cursor} made ready for the next message when it is a JSON cursor of the same buffer and limits}
     */
    @Override
    public FieldCursor reuseCursor(FieldCursor cursor, IoBuffer buffer, ReadLimits limits) {
        if (cursor instanceof JsonCursor json && json.buffer() == buffer && json.limits().equals(limits)) {
            return json.reset();
        }
        return newCursor(buffer, limits);
    }

    /** Reads the message from the position to the limit ({@link JsonReader#readTree()}). */
    @Override
    public WireField readTree(IoBuffer buffer, ReadLimits limits) {
        return new JsonReader(buffer, limits).readTree();
    }
}
