package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import de.gsi.dataset.spi.DoubleDataSet;
import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import static org.assertj.core.api.Assertions.assertThat;

/** Vector 31_dataset (a copy of the reference vector): written byte for byte, read back to equal values. */
class DataSetGoldenTest {
    static byte[] golden() {
        try (InputStream in = DataSetGoldenTest.class.getResourceAsStream("/golden/yas/31_dataset.bin")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The manifest's data set: DoubleDataSet "ds", x {1, 2, 3}, y {4, 5, 6}, label "peak" at index 1. */
    static DoubleDataSet manifestDataSet() {
        DoubleDataSet ds = new DoubleDataSet("ds", new double[] {1.0, 2.0, 3.0}, new double[] {4.0, 5.0, 6.0}, 3, true);
        ds.addDataLabel(1, "peak");
        return ds;
    }

    /** The manifest's writes: header, the DataSet block, the root's end marker. */
    static byte[] write(DataSet ds) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        DataSetSerialiser.DEFAULT.write(w, ds);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    @Test
    void writesTheVectorByteForByte() {
        assertThat(write(manifestDataSet())).isEqualTo(golden());
    }

    @Test
    void readsTheVectorToEqualValues() {
        YasReader r = new YasReader(IoBuffer.wrap(golden()));
        r.readHeader();
        r.nextField();
        DataSet ds = DataSetSerialiser.DEFAULT.read(r, null);

        assertThat(ds).isInstanceOf(DoubleDataSet.class);
        assertThat(ds.getName()).isEqualTo("ds");
        assertThat(ds.getDataCount()).isEqualTo(3);
        assertThat(ds.getValues(0)).startsWith(1.0, 2.0, 3.0);
        assertThat(ds.getValues(1)).startsWith(4.0, 5.0, 6.0);
        assertThat(ds.getAxisDescription(0).getName()).isEqualTo("x-Axis");
        assertThat(ds.getAxisDescription(1).getUnit()).isEqualTo("a.u.");
        assertThat(ds.getAxisDescription(1).getMin()).isEqualTo(4.0);
        assertThat(ds.getAxisDescription(1).getMax()).isEqualTo(6.0);
        assertThat(ds.getDataLabel(1)).isEqualTo("peak");
        assertThat(ds).isEqualTo(manifestDataSet());
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER); // the root's end follows the block
        assertThat(r.depth()).isZero();
    }

    @Test
    void rewritesWhatItReadByteForByte() {
        YasReader r = new YasReader(IoBuffer.wrap(golden()));
        r.readHeader();
        r.nextField();
        assertThat(write(DataSetSerialiser.DEFAULT.read(r, null))).isEqualTo(golden());
    }
}
