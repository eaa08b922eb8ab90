package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;

/**
 * Writes and reads objects through {@link IoClassSerialiser} as a user would, over one protocol and one buffer
 * backing, checking on the way that the write left the caller's memory around the buffer alone, that every backing
 * gives the same bytes, and that a read consumes the whole message.
 */
final class ContractRoundTrip {
    private ContractRoundTrip() {
    }

    /** @return the message {@code setProtocol(protocol).serialise(object)} writes into a small {@code backing} */
    static byte[] write(Protocol protocol, ContractBacking backing, Object object) {
        ContractBacking.Held held = backing.create(16); // small: the writer grows it
        IoClassSerialiser s = new IoClassSerialiser(held.buffer()).setProtocol(protocol);
        s.serialise(object);
        assertThat(held.outsideUntouched()).as("memory around the %s buffer", backing).isTrue();
        byte[] bytes = s.buffer().flip().toByteArray();
        if (backing != ContractBacking.HEAP) {
            assertThat(bytes).as("%s message over %s equals the one over a heap buffer", protocol, backing)
                    .isEqualTo(write(protocol, ContractBacking.HEAP, object));
        }
        assertThat(Protocol.detect(IoBuffer.wrap(bytes))).as("detected protocol").isEqualTo(protocol);
        return bytes;
    }

    /** @return the message {@code setProtocol(protocol).serialise(object)} writes, without checking detection */
    static byte[] writeUnchecked(Protocol protocol, Object object) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(protocol);
        s.serialise(object);
        return s.buffer().flip().toByteArray();
    }

    /** @return a new instance read from {@code bytes} held in a buffer of {@code backing} */
    static <T> T read(ContractBacking backing, byte[] bytes, Class<T> type) {
        IoClassSerialiser s = new IoClassSerialiser(backing.over(bytes));
        T t = s.deserialise(type);
        assertThat(s.buffer().remaining()).as("bytes left after the message").isZero();
        return t;
    }

    /** @return what {@code deserialise(target)} returns for {@code bytes} held in a buffer of {@code backing} */
    static <T> T readInto(ContractBacking backing, byte[] bytes, T target) {
        IoClassSerialiser s = new IoClassSerialiser(backing.over(bytes));
        T t = s.deserialise(target);
        assertThat(s.buffer().remaining()).as("bytes left after the message").isZero();
        return t;
    }
}
