package io.yas.bench;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;

import java.util.function.Supplier;

/**
 * YaS class mapping: {@link IoClassSerialiser} on one reused buffer, decoding either in place into one existing
 * instance (peer {@code yas}) or into a new instance per call ({@code yasNew}); the same over CmwLight
 * ({@code yasCmwLight}, in place) and JSON ({@code yasJson} in place, {@code yasJsonNew} into a new instance).
 */
final class YasCodec<T> extends Codec<T> {
    private final IoClassSerialiser serialiser;
    private final Class<T> type;
    private final T target;

    /**
     * @param serialiser class mapping bound to its (growing) buffer
     * @param type       the payload class, for decoding into a new instance
     * @param target     the instance to decode into in place, or null for a new instance per decode
     */
    YasCodec(IoClassSerialiser serialiser, Class<T> type, T target) {
        this.serialiser = serialiser;
        this.type = type;
        this.target = target;
    }

    /** @return peer {@code yas} (in place into {@code factory.get()}) or {@code yasNew} (null factory) */
    static <T> YasCodec<T> of(Class<T> type, Supplier<T> factory) {
        return of(type, factory, Protocol.YAS);
    }

    /**
     * @return class mapping over {@code protocol} ({@code yasCmwLight}, {@code yasJson}, {@code yasJsonNew}),
     *         decoding in place into {@code factory.get()}, or into a new instance for a null factory
     */
    static <T> YasCodec<T> of(Class<T> type, Supplier<T> factory, Protocol protocol) {
        return new YasCodec<>(new IoClassSerialiser(IoBuffer.allocate(1024)).setProtocol(protocol), type,
                factory == null ? null : factory.get());
    }

    @Override
    int encode(T value) {
        IoBuffer buffer = serialiser.buffer().clear();
        serialiser.serialise(value);
        int bytes = buffer.position();
        buffer.flip();
        return bytes;
    }

    @Override
    Object decode() {
        serialiser.buffer().position(0);
        return target == null ? serialiser.deserialise(type) : serialiser.deserialise(target);
    }
}
