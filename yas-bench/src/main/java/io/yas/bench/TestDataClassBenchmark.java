package io.yas.bench;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The original YaS comparison (reference-opencmw-java §9) on {@link TestDataClass}: one iteration encodes the object
 * and decodes it again, in three modes — <em>map</em> (hand-written writer, then the generic field tree without a
 * class), <em>custom</em> (hand-written writer and positional reader on the field API) and <em>pojo</em> (class
 * mapping; decoded in place into an existing instance, or into a new one for {@code pojoNew}).
 * Throughput in MB/s = encoded bytes / time per iteration (bytes counted once, as the original defines it).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TestDataClassBenchmark {
    @Param({"string-heavy", "numeric-heavy-1k", "numeric-heavy-10k"})
    String workload;

    private TestDataClass source;
    private TestDataClass target;
    private IoBuffer buffer;
    private YasWriter writer;
    private YasReader reader;
    private IoClassSerialiser pojo;

    @Setup(Level.Trial)
    public void setUp() {
        source = switch (workload) {
            case "string-heavy" -> new TestDataClass(10, 100, 1);
            case "numeric-heavy-1k" -> new TestDataClass(1000, 0, 0);
            default -> new TestDataClass(10000, 0, 0);
        };
        target = new TestDataClass();
        buffer = IoBuffer.allocate(1024);
        writer = new YasWriter(buffer);
        reader = new YasReader(buffer);
        pojo = new IoClassSerialiser(buffer);
        verify();
    }

    /** Checks once that every mode round-trips the object equal before anything is timed. */
    private void verify() {
        custom();
        check(target, "custom");
        target = new TestDataClass();
        pojo();
        check(target, "pojo");
        check(pojoNew(), "pojoNew");
        if (map().fields().isEmpty()) {
            throw new IllegalStateException("map mode decoded nothing");
        }
    }

    private void check(TestDataClass decoded, String mode) {
        if (!source.equals(decoded)) {
            throw new IllegalStateException(mode + " does not round-trip " + workload);
        }
    }

    /** Encoded size of one message in bytes (custom mode), for MB/s. */
    public int encodedBytes() {
        buffer.clear();
        TestDataCodec.write(writer, source);
        return buffer.position();
    }

    @Benchmark
    public WireField map() {
        buffer.clear();
        TestDataCodec.write(writer, source);
        buffer.flip();
        return reader.reset().readTree();
    }

    @Benchmark
    public TestDataClass custom() {
        buffer.clear();
        TestDataCodec.write(writer, source);
        buffer.flip();
        TestDataCodec.read(reader.reset(), target);
        return target;
    }

    @Benchmark
    public TestDataClass pojo() {
        buffer.clear();
        pojo.serialise(source);
        buffer.flip();
        return pojo.deserialise(target);
    }

    @Benchmark
    public TestDataClass pojoNew() {
        buffer.clear();
        pojo.serialise(source);
        buffer.flip();
        return pojo.deserialise(TestDataClass.class);
    }
}
