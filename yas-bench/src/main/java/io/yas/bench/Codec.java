package io.yas.bench;

/**
 * One peer's way of encoding and decoding one payload type, the way its documentation recommends for speed: the
 * codec holds the peer's configured instance and its reused buffers/streams. Not thread-safe (one per benchmark
 * thread).
 *
 * @param <T> the payload class
 */
abstract class Codec<T> {
    /**
     * Encodes {@code value} into this codec's buffer, replacing what the previous call encoded.
     *
     * @return the encoded length in bytes
     */
    abstract int encode(T value);

    /** Decodes the bytes of the last {@link #encode}; the result may be a reused instance. */
    abstract Object decode();

    /**
     * Encodes {@code source}, decodes it again and checks the result equals the source.
     *
     * @throws IllegalStateException naming peer and payload when it does not
     */
    void verify(T source, String peer, String payload) {
        encode(source);
        Object decoded = decode();
        if (!source.equals(decoded)) {
            throw new IllegalStateException(peer + " does not round-trip " + payload + " of "
                    + source.getClass().getSimpleName() + " equal");
        }
    }
}
