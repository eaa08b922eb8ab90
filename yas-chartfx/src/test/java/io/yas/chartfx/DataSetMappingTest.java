package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError.ErrorType;
import de.gsi.dataset.spi.DoubleDataSet;
import de.gsi.dataset.spi.DoubleErrorDataSet;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.Protocol;
import io.yas.wire.FieldDescription;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.yas.chartfx.DataSetAssert.assertSameContent;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** DataSet fields, subtype fields, List<DataSet> fields and DataSet roots through IoClassSerialiser. */
class DataSetMappingTest {
    static final ClassMapping MAPPING = DataSets.register(ClassMapping.defaults());

    static class Acquisition {
        int shot;
        DataSet signal;
        DoubleErrorDataSet fit;
        List<DataSet> history = new ArrayList<>();
        String after = "end";
    }

    static Acquisition acquisition() {
        Acquisition a = new Acquisition();
        a.shot = 42;
        a.signal = DataSetRoundTripTest.decorated(DataSetRoundTripTest.doubles());
        a.fit = DataSetRoundTripTest.errors(ErrorType.ASYMMETRIC);
        a.history.add(DataSetRoundTripTest.multiDim());
        a.history.add(DataSetRoundTripTest.grid());
        return a;
    }

    static byte[] write(Protocol protocol, Object value) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256), MAPPING).setProtocol(protocol);
        s.serialise(value);
        return s.buffer().flip().toByteArray();
    }

    static void assertSameAcquisition(Acquisition actual, Acquisition expected) {
        assertThat(actual.shot).isEqualTo(expected.shot);
        assertThat(actual.after).isEqualTo(expected.after);
        assertSameContent(actual.signal, expected.signal);
        assertSameContent(actual.fit, expected.fit);
        assertThat(actual.history).hasSameSizeAs(expected.history);
        for (int i = 0; i < expected.history.size(); i++) {
            assertSameContent(actual.history.get(i), expected.history.get(i));
        }
    }

    @Test
    void fieldsOfDataSetsRoundTripIntoANewObject() {
        Acquisition original = acquisition();
        Acquisition copy = new IoClassSerialiser(IoBuffer.wrap(write(Protocol.YAS, original)), MAPPING)
                .deserialise(Acquisition.class);
        assertSameAcquisition(copy, original);
    }

    @Test
    void fieldsOfDataSetsAreUpdatedInPlace() {
        Acquisition original = acquisition();
        Acquisition existing = acquisition();
        DataSet signal = existing.signal;
        DataSet first = existing.history.get(0);
        existing.signal.getValues(1)[0] = -5;
        original.signal.getValues(1)[0] = 123;
        new IoClassSerialiser(IoBuffer.wrap(write(Protocol.YAS, original)), MAPPING).deserialise(existing);
        assertThat(existing.signal).isSameAs(signal);
        assertThat(existing.history.get(0)).isSameAs(first);
        assertSameAcquisition(existing, original);
    }

    @Test
    void aFieldIsOtherFramedAroundTheReferenceBlock() {
        Acquisition a = new Acquisition();
        a.signal = DataSetGoldenTest.manifestDataSet();
        byte[] bytes = write(Protocol.YAS, a);
        WireField signal = new YasReader(IoBuffer.wrap(bytes)).readTree().field("signal");
        assertThat(signal.type()).isEqualTo(DataType.OTHER);
        // the payload is the reference block: the vector's bytes between its header+root and the root's end marker
        byte[] golden = DataSetGoldenTest.golden();
        byte[] block = Arrays.copyOfRange(golden, 43, 783);
        int payload = indexOf(bytes, block);
        assertThat(payload).isPositive();
        assertThat(new String(bytes, payload - 7, 6, StandardCharsets.ISO_8859_1)).isEqualTo("signal");
    }

    @Test
    void aDataSetRootRoundTripsOverYasAndCmwLight() {
        DoubleErrorDataSet original = DataSetRoundTripTest.errors(ErrorType.SYMMETRIC);
        for (Protocol protocol : List.of(Protocol.YAS, Protocol.CMWLIGHT)) {
            byte[] bytes = write(protocol, original);
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(bytes), MAPPING);
            DataSet copy = s.deserialise(DataSet.class);
            assertSameContent(copy, original);
            assertThat(s.buffer().position()).isEqualTo(bytes.length);

            DoubleErrorDataSet existing = new DoubleErrorDataSet("old", 3);
            s.buffer().position(0);
            assertThat(s.deserialise(existing)).isSameAs(existing);
            assertSameContent(existing, original);
        }
    }

    @Test
    void readsTheReferenceFramingOfADataSetRoot() {
        // the reference writes a DataSet root with putCustomData: OTHER named by the class, the type names, the
        // block, an END_MARKER of the same name (docs/spec-yas.md §6); the block is vector 31's
        byte[] block = Arrays.copyOfRange(DataSetGoldenTest.golden(), 43, 783);
        String type = DoubleDataSet.class.getName();
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.putCustomData(FieldDescription.of(type), type, null, b -> b.putBytes(block, 0, block.length));
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] bytes = w.buffer().flip().toByteArray();

        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(bytes), MAPPING);
        assertSameContent(s.deserialise(DataSet.class), DataSetGoldenTest.manifestDataSet());
        assertThat(s.buffer().position()).isEqualTo(bytes.length);
    }

    @Test
    void cmwLightCarriesNoMapsAndJsonAReadableObject() {
        DoubleDataSet ds = DataSetRoundTripTest.decorated(DataSetRoundTripTest.doubles());
        DataSet viaCmw = new IoClassSerialiser(IoBuffer.wrap(write(Protocol.CMWLIGHT, ds)), MAPPING)
                .deserialise(DataSet.class);
        assertThat(viaCmw.getValues(1)).startsWith(ds.getValues(1)[0], ds.getValues(1)[1]);
        assertThat(((DoubleDataSet) viaCmw).getInfoList()).containsExactly("info");
        assertThat(((DoubleDataSet) viaCmw).getMetaInfo()).isEmpty();
        assertThat(viaCmw.getDataLabel(0)).isNull();

    }

    @Test
    void jsonGetsAReadableObjectWithAxesValuesAndErrors() {
        Acquisition a = new Acquisition();
        a.signal = DataSetGoldenTest.manifestDataSet();
        a.fit = DataSetRoundTripTest.errors(ErrorType.ASYMMETRIC);
        a.history.add(DataSetRoundTripTest.grid());
        String json = new String(write(Protocol.JSON, a), StandardCharsets.UTF_8);
        assertThat(json).contains("\"signal\":{\"name\":\"ds\",\"axes\":[{\"name\":\"x-Axis\",\"unit\":\"a.u.\","
                + "\"min\":1.0,\"max\":3.0},{\"name\":\"y-Axis\",\"unit\":\"a.u.\",\"min\":4.0,\"max\":6.0}],"
                + "\"values\":[[1.0,2.0,3.0],[4.0,5.0,6.0]],\"infoList\":[],\"warningList\":[],\"errorList\":[],"
                + "\"metaInfo\":{},\"dataLabels\":{\"1\":\"peak\"}}")
                .contains("\"errors\":[{\"axis\":1,\"negative\":[0.1,0.2,0.3],\"positive\":[1.5,2.5,3.5]}]")
                .contains("\"history\":[{\"name\":\"grid\",")
                .contains("\"grid\":[{\"values\":[1.0,2.0,3.0]},{\"values\":[10.0,20.0]}],"
                        + "\"values\":[[1.0,2.0,3.0,4.0,5.0,6.0]]");
        DoubleErrorDataSet symmetric = DataSetRoundTripTest.errors(ErrorType.SYMMETRIC);
        assertThat(new String(write(Protocol.JSON, symmetric), StandardCharsets.UTF_8))
                .contains("\"errors\":[{\"axis\":1,\"symmetric\":[0.1,0.2,0.3]}]");
    }

    @Test
    void whatCannotBeReadIsRefusedCleanly() {
        Acquisition a = acquisition();
        byte[] cmw = write(Protocol.CMWLIGHT, a); // class fields with a FieldSerialiser take no nested object
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(cmw), MAPPING);
        assertThatThrownBy(() -> s.deserialise(Acquisition.class)).isInstanceOf(YasFormatException.class);
        assertThat(s.buffer().position()).isZero();

        byte[] json = write(Protocol.JSON, DataSetRoundTripTest.doubles());
        IoClassSerialiser fromJson = new IoClassSerialiser(IoBuffer.wrap(json), MAPPING);
        assertThatThrownBy(() -> fromJson.deserialise(DataSet.class)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("JSON");
    }

    static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        return -1;
    }
}
