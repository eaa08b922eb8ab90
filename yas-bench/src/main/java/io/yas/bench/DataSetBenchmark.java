package io.yas.bench;

import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError.ErrorType;
import de.gsi.dataset.spi.DoubleErrorDataSet;
import io.yas.buffer.IoBuffer;
import io.yas.chartfx.DataSetSerialiser;
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
 * A chart-fx {@code DoubleErrorDataSet} of 1k and 100k points with asymmetric y errors (four arrays: x, y, negative
 * and positive errors) as one YaS message (header, root, the DataSet block, root end), beside the memory-copy
 * ceiling for the same four arrays: a little-endian {@code ByteBuffer} bulk put (encode) and get into preallocated
 * arrays (decode).
 *
 * <p>Decoding is in place: the data set read last is updated, its arrays refilled, as a receive loop would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DataSetBenchmark {
    @Param({"1000", "100000"})
    int points;

    @Param({"yas", "copy"})
    String peer;

    private DoubleErrorDataSet source;
    private DataSet target;
    private IoBuffer writeBuffer;
    private YasWriter writer;
    private IoBuffer readBuffer;
    private YasReader reader;
    private ByteBuffer ceiling;
    private double[][] sourceArrays;
    private double[][] targetArrays;

    @Setup(Level.Trial)
    public void setUp() {
        Random random = new Random(42);
        double[] x = new double[points];
        double[] y = new double[points];
        double[] en = new double[points];
        double[] ep = new double[points];
        for (int i = 0; i < points; i++) {
            x[i] = i * 1e-3;
            y[i] = random.nextGaussian();
            en[i] = 0.1 * random.nextDouble();
            ep[i] = 0.1 * random.nextDouble();
        }
        source = new DoubleErrorDataSet("signal", x, y, en, ep, points, false);
        source.setErrorType(0, ErrorType.NO_ERROR);
        source.setErrorType(1, ErrorType.ASYMMETRIC);
        sourceArrays = new double[][] {x, y, en, ep};
        targetArrays = new double[4][points];
        writeBuffer = IoBuffer.allocate(32 * points + 1024);
        writer = new YasWriter(writeBuffer);
        writeYas();
        readBuffer = IoBuffer.wrap(writeBuffer.flip().toByteArray());
        reader = new YasReader(readBuffer);
        target = readYas(null); // a data set whose arrays hold exactly the points: decoded into in place from now on
        ceiling = ByteBuffer.allocate(32 * points).order(ByteOrder.LITTLE_ENDIAN);
        if (readYas(target).get(1, points - 1) != y[points - 1]) {
            throw new IllegalStateException("round trip failed");
        }
    }

    /** Encode: YaS message, or the ceiling's bulk put of the four arrays. */
    @Benchmark
    public Object encode() {
        if (peer.equals("yas")) {
            writeYas();
            return writeBuffer; // the written buffer, as the ceiling returns its own (an int would be boxed)
        }
        ceiling.clear();
        for (double[] a : sourceArrays) {
            ceiling.asDoubleBuffer().put(a);
            ceiling.position(ceiling.position() + 8 * a.length);
        }
        return ceiling;
    }

    /** Decode in place: YaS message into the existing data set, or the ceiling's bulk get into four arrays. */
    @Benchmark
    public Object decode() {
        if (peer.equals("yas")) {
            return readYas(target);
        }
        ceiling.clear();
        for (double[] a : targetArrays) {
            ceiling.asDoubleBuffer().get(a);
            ceiling.position(ceiling.position() + 8 * a.length);
        }
        return targetArrays;
    }

    private int writeYas() {
        writeBuffer.clear();
        writer.putHeaderInfo();
        DataSetSerialiser.DEFAULT.write(writer, source);
        writer.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return writeBuffer.position();
    }

    private DataSet readYas(DataSet existing) {
        readBuffer.position(0);
        reader.reset();
        reader.readHeader();
        reader.nextField();
        return DataSetSerialiser.DEFAULT.read(reader, existing);
    }
}
