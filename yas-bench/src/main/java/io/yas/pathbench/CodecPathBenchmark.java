package io.yas.pathbench;

import io.yas.annotation.GenerateCodec;
import io.yas.buffer.IoBuffer;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.YasMapper;
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
import org.openjdk.jmh.infra.BenchmarkParams;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The three paths of the YaS class mapping, in one run: the codec yas-processor compiled ({@code compiled…}), the
 * codec generated at run time ({@code generated…}, {@code -Dyas.mapping.compiled=false}) and the reflective loop
 * ({@code reflective…}, code generation off too), each in forks of its own; YaS binary, encoded into one reused
 * buffer and decoded in place (as peer {@code yas} of the workload benchmarks). The workloads are annotated copies of
 * {@code Numbers.Int10} ({@code int10}) and {@code ComplexTestClass} ({@code complex}) with the same values. The
 * {@code firstCall…} methods time the first round trip in a fresh JVM (single-shot, as {@code FirstCallBenchmark}):
 * the class's description and codec (found through ServiceLoader, or generated), one encode and one decode.
 *
 * <p>Its own package: {@code ./yas bench} runs {@code io.yas.bench}'s benchmarks, not these. Run it with
 * {@code java -jar yas-bench/target/benchmarks.jar io.yas.pathbench} (docs/bench/codec-paths.md).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CodecPathBenchmark {
    private static final String COMPILED_OFF = "-Dyas.mapping.compiled=false";
    private static final String CODEGEN_OFF = "-Dyas.mapping.codegen=false";

    /** Ten ints, as {@code Numbers.Int10}. */
    @GenerateCodec
    public static class Int10 {
        public int v0, v1, v2, v3, v4, v5, v6, v7, v8, v9;
    }

    /** Nine scalars, two lists of three and two references left unset, as {@code ComplexTestClass}. */
    @GenerateCodec
    public static class Complex {
        public byte byteValue;
        public short shortValue;
        public int intValue;
        public long longValue;
        public float floatValue;
        public double doubleValue;
        public boolean booleanValue;
        public char charValue;
        public String stringValue;
        public List<Double> doubleList;
        public List<String> stringList;
        public Complex nested;
        public List<Complex> nestedList;
    }

    /** {@return a new object of {@code workload}, the values of the workload benchmarks' payload} */
    static Object sample(String workload) {
        return switch (workload) {
            case "int10" -> { // Numbers.payload("int10")
                Int10 n = new Int10();
                n.v0 = 1; n.v1 = -20; n.v2 = 300; n.v3 = -4_000; n.v4 = 50_000;
                n.v5 = -600_000; n.v6 = 7_000_000; n.v7 = -80_000_000; n.v8 = 900_000_000; n.v9 = Integer.MIN_VALUE;
                yield n;
            }
            case "complex" -> { // ComplexTestClass.sample()
                Complex c = new Complex();
                c.byteValue = 1; c.shortValue = 2; c.intValue = 3; c.longValue = 4; c.floatValue = 5.0f;
                c.doubleValue = 6.0; c.booleanValue = true; c.charValue = '8'; c.stringValue = "&é'(-è_çà)=€$";
                c.doubleList = new ArrayList<>(List.of(10.1, 10.2, 10.3));
                c.stringList = new ArrayList<>(List.of("11.1", "11.2", "11.3"));
                yield c;
            }
            default -> throw new IllegalArgumentException("unknown workload: " + workload);
        };
    }

    /** One workload on one reused buffer, encoded once in set-up; the path checked against the method's name. */
    @State(Scope.Thread)
    public static class Workload {
        @Param({"int10", "complex"})
        String workload;
        private Object source;
        private Object target;
        private IoClassSerialiser serialiser;

        @Setup(Level.Trial)
        public void setUp(BenchmarkParams params) {
            source = sample(workload);
            target = sample(workload);
            String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
            String expected = method.startsWith("compiled") ? "compiled codec"
                    : method.startsWith("generated") ? "generated writer, generated reader" : "reflective writer";
            String path = ClassMapping.defaults().describe(source.getClass());
            if (!path.contains(expected)) {
                throw new IllegalStateException(method + " expects " + expected + ", the mapping says " + path);
            }
            serialiser = new IoClassSerialiser(IoBuffer.allocate(1024));
            encode();
            decode();
            YasMapper yas = YasMapper.create();
            if (!Arrays.equals(yas.toBytes(source), yas.toBytes(target))) {
                throw new IllegalStateException(method + " does not round-trip " + workload);
            }
            encode();
        }

        int encode() {
            return write(serialiser, source);
        }

        Object decode() {
            serialiser.buffer().position(0);
            return serialiser.deserialise(target);
        }
    }

    /** {@return the encoded length: {@code value} written into the serialiser's buffer, which is left flipped} */
    static int write(IoClassSerialiser serialiser, Object value) {
        serialiser.buffer().clear();
        serialiser.serialise(value);
        return serialiser.buffer().flip().limit();
    }

    @Benchmark
    public int compiledEncode(Workload w) {
        return w.encode();
    }

    @Benchmark
    public Object compiledDecode(Workload w) {
        return w.decode();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = COMPILED_OFF)
    public int generatedEncode(Workload w) {
        return w.encode();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = COMPILED_OFF)
    public Object generatedDecode(Workload w) {
        return w.decode();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {COMPILED_OFF, CODEGEN_OFF})
    public int reflectiveEncode(Workload w) {
        return w.encode();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {COMPILED_OFF, CODEGEN_OFF})
    public Object reflectiveDecode(Workload w) {
        return w.decode();
    }

    /** The workload of a first call; nothing is set up before it. */
    @State(Scope.Thread)
    public static class FirstCall {
        @Param({"int10", "complex"})
        String workload;

        Object roundTrip() {
            Object value = sample(workload);
            IoClassSerialiser serialiser = new IoClassSerialiser(IoBuffer.allocate(1024));
            write(serialiser, value);
            return serialiser.deserialise(value.getClass());
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 0)
    @Measurement(iterations = 1)
    @Fork(10)
    public Object firstCallCompiled(FirstCall f) {
        return f.roundTrip();
    }

    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 0)
    @Measurement(iterations = 1)
    @Fork(value = 10, jvmArgsAppend = COMPILED_OFF)
    public Object firstCallGenerated(FirstCall f) {
        return f.roundTrip();
    }
}
