package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError.ErrorType;
import de.gsi.dataset.event.UpdateEvent;
import de.gsi.dataset.event.UpdatedDataEvent;
import de.gsi.dataset.spi.AbstractDataSet;
import de.gsi.dataset.spi.DefaultDataSet;
import de.gsi.dataset.spi.DoubleDataSet;
import de.gsi.dataset.spi.DoubleErrorDataSet;
import de.gsi.dataset.spi.DoubleGridDataSet;
import de.gsi.dataset.spi.FloatDataSet;
import de.gsi.dataset.spi.MultiDimDoubleDataSet;
import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static io.yas.chartfx.DataSetAssert.assertSameContent;
import static org.assertj.core.api.Assertions.assertThat;

/** Every supported implementation over YaS with the low-level API, with and without errors, labels, metadata. */
class DataSetRoundTripTest {
    static DoubleDataSet doubles() {
        DoubleDataSet ds = new DoubleDataSet("doubles", new double[] {1, 2, 3, 4}, new double[] {0.5, -1, 7, 2}, 4,
                true);
        ds.getAxisDescription(0).set("time", "s");
        ds.getAxisDescription(1).set("current", "A");
        return ds;
    }

    static DoubleErrorDataSet errors(ErrorType type) {
        DoubleErrorDataSet ds = new DoubleErrorDataSet("errors", new double[] {1, 2, 3}, new double[] {10, 20, 30},
                new double[] {0.1, 0.2, 0.3}, type == ErrorType.SYMMETRIC ? new double[] {0.1, 0.2, 0.3}
                        : new double[] {1.5, 2.5, 3.5}, 3, true);
        ds.setErrorType(0, ErrorType.NO_ERROR);
        ds.setErrorType(1, type);
        return ds;
    }

    static <D extends AbstractDataSet<?>> D decorated(D ds) {
        ds.addDataLabel(0, "first");
        ds.addDataLabel(2, "third");
        ds.addDataStyle(1, "strokeColor=red");
        ds.getInfoList().add("info");
        ds.getWarningList().add("warning");
        ds.getErrorList().add("error");
        ds.getMetaInfo().put("gain", "2.5");
        return ds;
    }

    static MultiDimDoubleDataSet multiDim() {
        return new MultiDimDoubleDataSet("multi", true, new double[] {1, 2}, new double[] {3, 4}, new double[] {5, 6});
    }

    static DoubleGridDataSet grid() {
        return new DoubleGridDataSet("grid", true, new double[][] {{1, 2, 3}, {10, 20}},
                new double[] {1, 2, 3, 4, 5, 6});
    }

    static List<Supplier<DataSet>> all() {
        List<Supplier<DataSet>> all = new ArrayList<>();
        all.add(DataSetRoundTripTest::doubles);
        all.add(() -> decorated(doubles()));
        all.add(() -> new DefaultDataSet("default", new double[] {1, 2}, new double[] {3, 4}, 2, true));
        all.add(() -> errors(ErrorType.SYMMETRIC));
        all.add(() -> decorated(errors(ErrorType.ASYMMETRIC)));
        all.add(() -> errors(ErrorType.NO_ERROR));
        all.add(() -> new FloatDataSet("floats", new float[] {1.5f, 2}, new float[] {-3, 4.25f}, 2, true));
        all.add(DataSetRoundTripTest::multiDim);
        all.add(() -> decorated(multiDim()));
        all.add(DataSetRoundTripTest::grid);
        all.add(() -> new DoubleDataSet("empty"));
        return all;
    }

    static byte[] write(DataSet ds, DataSetSerialiser options) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        options.write(w, ds);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    static DataSet read(byte[] bytes, DataSet existing) {
        YasReader r = new YasReader(IoBuffer.wrap(bytes));
        r.readHeader();
        r.nextField();
        DataSet ds = DataSetSerialiser.DEFAULT.read(r, existing);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        return ds;
    }

    @Test
    void everyImplementationRoundTripsIntoANewDataSet() {
        for (Supplier<DataSet> make : all()) {
            DataSet original = make.get();
            DataSet copy = read(write(original, DataSetSerialiser.DEFAULT), null);
            assertSameContent(copy, original);
        }
    }

    /**
     * The reader tries first, at each place of a block, the field the last block on its thread had there: blocks of
     * every kind in reverse order, and a two-dimensional block whose nDims says 1 (its dimension-1 fields are then
     * unknown, though the block before had them at the same places), read as each reads on a fresh thread.
     */
    @Test
    void aBlockReadsAsOnAFreshThreadWhateverBlockCameBefore() throws Exception {
        List<byte[]> messages = new ArrayList<>();
        for (Supplier<DataSet> make : all()) {
            messages.add(0, write(make.get(), DataSetSerialiser.DEFAULT));
        }
        byte[] twoDims = write(doubles(), DataSetSerialiser.DEFAULT);
        messages.add(twoDims);
        messages.add(oneDimSaid(twoDims));
        for (byte[] m : messages) {
            DataSet here = read(m, null);
            DataSet[] fresh = new DataSet[1];
            Thread t = new Thread(() -> fresh[0] = read(m, null));
            t.start();
            t.join();
            assertSameContent(here, fresh[0]);
        }
    }

    /** {@code message} with its nDims field's value set to 1. */
    private static byte[] oneDimSaid(byte[] message) {
        byte[] out = message.clone();
        YasReader r = new YasReader(IoBuffer.wrap(out));
        r.readHeader();
        while (!"nDims".equals(r.name())) {
            r.nextField();
        }
        IoBuffer.wrap(out).putInt(r.dataStart(), 1);
        return out;
    }

    @Test
    void everyImplementationRoundTripsInPlaceIntoItsOwnKind() {
        for (Supplier<DataSet> make : all()) {
            DataSet original = make.get();
            DataSet existing = make.get();
            if (existing instanceof AbstractDataSet<?> a) {
                a.setName("old");
            }
            DataSet read = read(write(original, DataSetSerialiser.DEFAULT), existing);
            assertThat(read).isSameAs(existing);
            assertSameContent(read, original);
        }
    }

    @Test
    void newDataSetsAreOfTheImplementationThatFitsTheData() {
        assertThat(read(write(doubles(), DataSetSerialiser.DEFAULT), null)).isExactlyInstanceOf(DoubleDataSet.class);
        assertThat(read(write(errors(ErrorType.SYMMETRIC), DataSetSerialiser.DEFAULT), null))
                .isExactlyInstanceOf(DoubleErrorDataSet.class);
        assertThat(read(write(multiDim(), DataSetSerialiser.DEFAULT), null))
                .isExactlyInstanceOf(MultiDimDoubleDataSet.class);
        assertThat(read(write(grid(), DataSetSerialiser.DEFAULT), null)).isExactlyInstanceOf(DoubleGridDataSet.class);
    }

    @Test
    void symmetricErrorsAreWrittenOnceAsymmetricOnesTwice() {
        assertThat(names(write(errors(ErrorType.SYMMETRIC), DataSetSerialiser.DEFAULT))).contains("ep1")
                .doesNotContain("en1", "ep0", "en0");
        assertThat(names(write(errors(ErrorType.ASYMMETRIC), DataSetSerialiser.DEFAULT))).containsSubsequence("en1",
                "ep1");
        assertThat(names(write(errors(ErrorType.NO_ERROR), DataSetSerialiser.DEFAULT))).doesNotContain("en1", "ep1");
    }

    @Test
    void metadataAndLabelsCanBeLeftOut() {
        DataSet ds = decorated(doubles());
        assertThat(names(write(ds, DataSetSerialiser.DEFAULT))).contains("infoList", "warningList", "errorList",
                "metaInfo", "dataLabels", "dataStyles");
        List<String> bare = names(write(ds, DataSetSerialiser.DEFAULT.withMetaData(false).withLabels(false)));
        assertThat(bare).containsExactly("dataSetName", "nDims", "axis0.name", "axis0.unit", "axis0.Min",
                "axis0.Max", "axis1.name", "axis1.unit", "axis1.Min", "axis1.Max", "array0", "array1");
        DataSet read = read(write(ds, DataSetSerialiser.DEFAULT.withMetaData(false).withLabels(false)), null);
        assertThat(read.getDataLabel(0)).isNull();
        assertThat(((AbstractDataSet<?>) read).getMetaInfo()).isEmpty();
    }

    @Test
    void floatArraysOnRequest() {
        DataSet ds = errors(ErrorType.ASYMMETRIC);
        byte[] bytes = write(ds, DataSetSerialiser.DEFAULT.withFloatArrays(true));
        WireField block = new YasReader(IoBuffer.wrap(bytes)).readTree().fields().get(0);
        assertThat(block.field("array0").type()).isEqualTo(DataType.FLOAT_ARRAY);
        assertThat(block.field("ep1").type()).isEqualTo(DataType.FLOAT_ARRAY);
        DataSet read = read(bytes, null);
        assertThat(read.getValues(1)).startsWith(10, 20, 30);
        assertThat(((DoubleErrorDataSet) read).getErrorsPositive(1)).startsWith(1.5, 2.5, 3.5);
        FloatDataSet floats = new FloatDataSet("f", new float[] {1, 2}, new float[] {0.25f, 8}, 2, true);
        assertSameContent(read(write(floats, DataSetSerialiser.DEFAULT.withFloatArrays(true)), null), floats);
    }

    @Test
    void inPlaceReuseKeepsArraysListenersAndStyle() {
        DoubleErrorDataSet original = errors(ErrorType.ASYMMETRIC);
        byte[] bytes = write(original, DataSetSerialiser.DEFAULT);
        DoubleErrorDataSet existing = (DoubleErrorDataSet) read(bytes, null); // arrays of exactly 3 points
        existing.setStyle("strokeWidth=2");
        List<Object> events = new ArrayList<>();
        existing.addListener(events::add);
        double[] x = existing.getValues(0);
        double[] y = existing.getValues(1);
        double[] en = existing.getErrorsNegative(1);
        double[] ep = existing.getErrorsPositive(1);

        original.set(1, 2, 99, 0.5, 0.75);
        DataSet read = read(write(original, DataSetSerialiser.DEFAULT), existing);

        assertThat(read).isSameAs(existing);
        assertThat(existing.getValues(0)).isSameAs(x);
        assertThat(existing.getValues(1)).isSameAs(y).containsExactly(10, 99, 30);
        assertThat(existing.getErrorsNegative(1)).isSameAs(en);
        assertThat(existing.getErrorsPositive(1)).isSameAs(ep).containsExactly(1.5, 0.75, 3.5);
        assertThat(existing.getStyle()).isEqualTo("strokeWidth=2");
        assertThat(existing.updateEventListener()).hasSize(1);
        assertThat(events).isNotEmpty();
    }

    @Test
    void anInPlaceUpdateOfTheSameSizeTakesNameAxesAndListsAndFiresOneDataUpdate() {
        DoubleErrorDataSet original = errors(ErrorType.ASYMMETRIC);
        DoubleErrorDataSet existing = (DoubleErrorDataSet) read(write(original, DataSetSerialiser.DEFAULT), null);
        List<UpdateEvent> events = new ArrayList<>();
        existing.addListener(events::add);

        original.setName("renamed");
        original.getAxisDescription(0).set("time", "ms");
        original.getInfoList().add("beam on");
        original.set(2, 3, 33, 0.25, 0.5);
        read(write(original, DataSetSerialiser.DEFAULT), existing);
        assertSameContent(existing, original);
        assertThat(events).filteredOn(UpdatedDataEvent.class::isInstance).hasSize(1);

        events.clear(); // the same message again: the values are rewritten, one update told
        read(write(original, DataSetSerialiser.DEFAULT), existing);
        assertSameContent(existing, original);
        assertThat(events).filteredOn(UpdatedDataEvent.class::isInstance).hasSize(1);
    }

    @Test
    void errorTypesChangingBetweenMessagesKeepNegativeAndPositiveErrorsApart() {
        DoubleErrorDataSet existing = (DoubleErrorDataSet) read(write(errors(ErrorType.SYMMETRIC),
                DataSetSerialiser.DEFAULT), null);
        assertThat(existing.getErrorsNegative(1)).isNotSameAs(existing.getErrorsPositive(1));
        DoubleErrorDataSet asymmetric = errors(ErrorType.ASYMMETRIC);
        read(write(asymmetric, DataSetSerialiser.DEFAULT), existing);
        assertSameContent(existing, asymmetric);
        DoubleErrorDataSet symmetric = errors(ErrorType.SYMMETRIC);
        read(write(symmetric, DataSetSerialiser.DEFAULT), existing);
        assertSameContent(existing, symmetric);
        DoubleErrorDataSet none = errors(ErrorType.NO_ERROR);
        read(write(none, DataSetSerialiser.DEFAULT), existing);
        assertSameContent(existing, none);
        assertThat(existing.getErrorsPositive(1)).startsWith(0, 0, 0);
        read(write(asymmetric, DataSetSerialiser.DEFAULT), existing);
        assertSameContent(existing, asymmetric);
    }

    @Test
    void aFloatDataSetIsRefilledInPlace() {
        FloatDataSet existing = new FloatDataSet("f", new float[] {1, 2}, new float[] {3, 4}, 2, true);
        existing.trim();
        float[] y = existing.getFloatValues(1);
        assertThat(y).hasSize(2);
        FloatDataSet next = new FloatDataSet("f", new float[] {5, 6}, new float[] {7, 8.5f}, 2, true);
        assertThat(read(write(next, DataSetSerialiser.DEFAULT), existing)).isSameAs(existing);
        assertThat(existing.getFloatValues(1)).isSameAs(y).containsExactly(7, 8.5f);
    }

    @Test
    void aDataSetOfAnotherSizeGetsNewArrays() {
        DoubleDataSet existing = doubles();
        DataSet bigger = new DoubleDataSet("bigger", new double[] {1, 2, 3, 4, 5, 6}, new double[6], 6, true);
        assertThat(read(write(bigger, DataSetSerialiser.DEFAULT), existing)).isSameAs(existing);
        assertSameContent(existing, bigger);
    }

    static List<String> names(byte[] bytes) {
        WireField block = new YasReader(IoBuffer.wrap(bytes)).readTree().fields().get(0);
        return block.fields().stream().map(WireField::name).toList();
    }
}
