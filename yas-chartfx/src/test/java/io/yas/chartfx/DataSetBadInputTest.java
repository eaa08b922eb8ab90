package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/** Bad input gets YasFormatException (offset, path), never another exception, a hang or a huge allocation. */
class DataSetBadInputTest {
    /** A message whose root holds a DataSet block with the fields {@code fields} writes. */
    static byte[] block(Consumer<YasWriter> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.putStartMarker("START_MARKER_DATASET:x");
        fields.accept(w);
        w.putEndMarker("END_MARKER_DATASET:x");
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    static DataSet read(byte[] bytes) {
        YasReader r = new YasReader(IoBuffer.wrap(bytes));
        r.readHeader();
        r.nextField();
        return DataSetSerialiser.DEFAULT.read(r, null);
    }

    static void assertRefused(byte[] bytes, String expected) {
        assertThatThrownBy(() -> read(bytes)).isInstanceOf(YasFormatException.class).hasMessageContaining(expected);
    }

    static Consumer<YasWriter> twoDims(Consumer<YasWriter> more) {
        return w -> {
            w.put("nDims", 2);
            more.accept(w);
        };
    }

    @Test
    void documentedRefusals() {
        YasWriter notABlock = new YasWriter(IoBuffer.allocate(64));
        notABlock.putHeaderInfo();
        notABlock.put("x", 1);
        notABlock.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        assertRefused(notABlock.buffer().flip().toByteArray(), "a DataSet START_MARKER");
        assertRefused(block(w -> w.put("array0", new double[1])), "nDims");
        assertRefused(block(w -> w.put("nDims", 0)), "nDims 1..64");
        assertRefused(block(w -> w.put("nDims", 65)), "nDims 1..64");
        assertRefused(block(twoDims(w -> w.put("nDims", 2))), "one nDims field");
        assertRefused(block(twoDims(w -> w.put("array0", new double[2]))), "array1");
        assertRefused(block(twoDims(w -> w.put("array0", new double[3]).put("array1", new double[2]))),
                "grid axes");
        assertRefused(block(twoDims(w -> w.put("array0", new double[2]).put("array1", new double[2])
                .put("en1", new double[2]))), "en1 alone");
        assertRefused(block(twoDims(w -> w.put("array0", new double[2]).put("array1", new double[2])
                .put("ep1", new double[3]))), "errors of dimension 1");
        assertRefused(block(twoDims(w -> w.put("axis0.Min", "low"))), "DOUBLE");
        assertRefused(block(twoDims(w -> w.put("array0", new String[] {"a"}))), "a numeric array");
        assertRefused(block(w -> w.put("dataLabels", Map.of("a", "b"), String.class, String.class)),
                "point index");
        assertRefused(block(w -> w.put("metaInfo", Map.of("a", 1), String.class, Integer.class)),
                "String to String");
    }

    @Test
    void aRefusalNamesOffsetAndPath() {
        YasFormatException e = (YasFormatException) catchThrowable(
                block(twoDims(w -> w.put("array0", new String[] {"a"}))));
        assertThat(e.path()).isEqualTo("$.START_MARKER_DATASET:x.array0");
        assertThat(e.offset()).isPositive();
        assertThat(e.protocol()).isEqualTo("YaS");
    }

    @Test
    void aFieldOfAnotherTypeIsRefusedByTheMapper() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("signal", 3);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        IoClassSerialiser s = new IoClassSerialiser(w.buffer().flip(), DataSetMappingTest.MAPPING);
        assertThatThrownBy(() -> s.deserialise(DataSetMappingTest.Acquisition.class))
                .isInstanceOf(YasFormatException.class).hasMessageContaining("OTHER holding a DataSet block");
        assertThat(s.buffer().position()).isZero();
    }

    @Test
    void everyTruncationOfTheVectorIsRefusedOrReadsTheCompleteBlock() {
        byte[] golden = DataSetGoldenTest.golden();
        for (int n = 0; n < golden.length; n++) {
            byte[] cut = Arrays.copyOf(golden, n);
            Throwable t = catchThrowable(cut);
            if (t != null && !(t instanceof YasFormatException)) {
                fail("length " + n + ": " + t, t);
            }
        }
    }

    @Test
    void corruptedBytesAreRefusedCleanlyByTheLowLevelReaderAndTheMapper() {
        byte[] golden = DataSetGoldenTest.golden();
        DataSetMappingTest.Acquisition a = DataSetMappingTest.acquisition();
        byte[] pojo = DataSetMappingTest.write(Protocol.YAS, a);
        Random random = new Random(31);
        for (int i = 0; i < 300; i++) {
            byte[] bad = mutate(golden, random);
            Throwable t = catchThrowable(bad);
            if (t != null && !(t instanceof YasFormatException)) {
                fail("mutation " + i + ": " + t, t);
            }
            byte[] badPojo = mutate(pojo, random);
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(badPojo), DataSetMappingTest.MAPPING);
            try {
                s.deserialise(DataSetMappingTest.Acquisition.class);
            } catch (YasFormatException e) {
                assertThat(s.buffer().position()).isZero();
            } catch (RuntimeException e) {
                fail("POJO mutation " + i + ": " + e, e);
            }
        }
    }

    private static byte[] mutate(byte[] bytes, Random random) {
        byte[] bad = bytes.clone();
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            int at = random.nextInt(bad.length);
            bad[at] = random.nextInt(4) == 0 ? (byte) 0xFF : (byte) random.nextInt(256);
        }
        return bad;
    }

    private static Throwable catchThrowable(byte[] bytes) {
        try {
            read(bytes);
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }
}
