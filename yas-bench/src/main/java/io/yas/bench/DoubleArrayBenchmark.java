package io.yas.bench;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
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

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * A {@code double[]} of 1k, 100k and 1M elements through the YaS field API (one message: header, root, one
 * DOUBLE_ARRAY field, root end), beside the memory-copy ceiling for the same payload: {@code System.arraycopy} of
 * the encoded bytes, and a little-endian {@code ByteBuffer} bulk put/get into preallocated arrays.
 *
 * <p>Reading decodes in place into a preallocated array, as a receive loop would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DoubleArrayBenchmark {
    private static final FieldDescription VALUES = FieldDescription.of("values");

    @Param({"1000", "100000", "1000000"})
    int elementCount;

    private double[] source;
    private double[] target;
    private IoBuffer writeBuffer;
    private YasWriter writer;
    private IoBuffer readBuffer;
    private YasReader reader;
    private byte[] encoded;
    private byte[] copy;
    private ByteBuffer ceiling;

    @Setup(Level.Trial)
    public void setUp() {
        Random random = new Random(42);
        source = new double[elementCount];
        for (int i = 0; i < elementCount; i++) {
            source[i] = random.nextGaussian();
        }
        target = new double[elementCount];
        writeBuffer = IoBuffer.allocate(8 * elementCount + 256);
        writer = new YasWriter(writeBuffer);
        write();
        encoded = writeBuffer.flip().toByteArray();
        copy = new byte[encoded.length];
        readBuffer = IoBuffer.wrap(encoded);
        reader = new YasReader(readBuffer);
        ceiling = ByteBuffer.allocate(8 * elementCount).order(ByteOrder.LITTLE_ENDIAN);
        if (read()[elementCount - 1] != source[elementCount - 1]) {
            throw new IllegalStateException("round trip failed");
        }
    }

    /** Encode: header, root, the array field, root end. */
    @Benchmark
    public int write() {
        writeBuffer.clear();
        writer.putHeaderInfo();
        writer.put(VALUES, source);
        writer.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return writeBuffer.position();
    }

    /** Decode in place: header check, root, the array field into the preallocated target. */
    @Benchmark
    public double[] read() {
        readBuffer.position(0);
        reader.reset();
        reader.readHeader();
        reader.nextField();
        if (reader.nextField() != DataType.DOUBLE_ARRAY) {
            throw new IllegalStateException("unexpected " + reader.type());
        }
        return reader.getDoubleArray(target);
    }

    /** Ceiling: one System.arraycopy of the encoded bytes. */
    @Benchmark
    public byte[] arraycopyEncodedBytes() {
        System.arraycopy(encoded, 0, copy, 0, encoded.length);
        return copy;
    }

    /** Ceiling for encoding: little-endian bulk put of the doubles into a heap ByteBuffer. */
    @Benchmark
    public ByteBuffer ceilingPut() {
        ceiling.clear();
        ceiling.asDoubleBuffer().put(source);
        return ceiling;
    }

    /** Ceiling for decoding: little-endian bulk get of the doubles into a preallocated array. */
    @Benchmark
    public double[] ceilingGet() {
        ceiling.clear();
        ceiling.asDoubleBuffer().get(target);
        return target;
    }
}
