package io.yas.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The first round trip of a class in a fresh JVM, what a service pays on its first message: the peer's set-up (its
 * serialiser instance and class registration; for YaS the class's description and generated codec) and one encode
 * and decode of {@link ComplexTestClass}. Single-shot: one call per forked JVM, no warm-up, in milliseconds. Run by
 * {@code ./yas bench --first-call}; the average-time runs leave it out.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(10)
public class FirstCallBenchmark {
    @Param({"yas", "yasJson", "fory", "foryCompatible", "kryo", "protobuf", "jackson", "fastjson2", "dslJson"})
    String peer;

    @Benchmark
    public Object firstRoundTrip() {
        Codec<ComplexTestClass> codec = ComplexTestClassBenchmark.codec(peer);
        codec.encode(ComplexTestClass.sample());
        return codec.decode();
    }
}
