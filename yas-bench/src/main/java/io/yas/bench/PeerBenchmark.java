package io.yas.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The three timed operations every workload benchmark has, for one payload and one peer (the subclass's
 * {@code @Param payload} and {@code @Param peer}): {@code roundTrip} = encode + decode, {@code encode} alone, and
 * {@code decode} of the bytes encoded in set-up. The subclass's {@code @Setup} builds payload and codec and calls
 * {@link #prepare}, which checks once that the peer round-trips the payload equal before anything is timed.
 * JMH forks one JVM per parameter combination, so each fork sees one codec class only.
 *
 * @param <T> the payload class
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public abstract class PeerBenchmark<T> {
    private T source;
    private Codec<T> codec;

    /**
     * Installs payload and codec, verifies the round trip and leaves the encoded payload for {@link #decode()}.
     *
     * @throws IllegalStateException naming peer and payload when the peer does not round-trip it equal
     */
    void prepare(T payloadValue, Codec<T> peerCodec, String payload, String peer) {
        source = payloadValue;
        codec = peerCodec;
        codec.verify(source, peer, payload);
        codec.encode(source);
    }

    /** @return the encoded size of the payload in bytes, after set-up */
    int encodedBytes() {
        return codec.encode(source);
    }

    /** @return the decoded payload of the last encode, after set-up */
    Object decodeOnce() {
        codec.encode(source);
        return codec.decode();
    }

    T source() {
        return source;
    }

    @Benchmark
    public Object roundTrip() {
        codec.encode(source);
        return codec.decode();
    }

    @Benchmark
    public int encode() {
        return codec.encode(source);
    }

    @Benchmark
    public Object decode() {
        return codec.decode();
    }
}
