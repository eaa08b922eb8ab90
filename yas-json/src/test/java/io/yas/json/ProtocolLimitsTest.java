package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.FieldSerialiser;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.Protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What a protocol cannot carry through the class mapper, beside CmwLight's containers
 * ({@link ProtocolContractTest}): CmwLight's metadata when switched on, raw custom payloads in CmwLight and JSON,
 * and custom {@link FieldSerialiser}s when reading JSON; each refused naming the field, nothing left written.
 */
class ProtocolLimitsTest {
    static {
        ContractTypes.openToAssertJ();
    }

    static class Measured {
        @Unit("V")
        double voltage = 3.3;
    }

    /** A domain type written by a custom serialiser. */
    record Samples(double[] values) {
    }

    static class WithSamples {
        int id = 7;
        Samples samples = new Samples(new double[] {1, 2});
    }

    static final FieldSerialiser<Samples> TYPED = FieldSerialiser.of(Samples.class,
            (w, field, s) -> w.put(field, s.values()), (r, old) -> new Samples(r.getDoubleArray(null)));

    static final FieldSerialiser<Samples> RAW = FieldSerialiser.of(Samples.class, (w, field, s) -> {
        int h = w.putFieldHeader(field, DataType.OTHER);
        w.buffer().putInt(s.values().length);
        w.updateDataEndMarker(h);
    }, (r, old) -> new Samples(new double[r.buffer().getInt()]));

    @Test
    void cmwLightRefusesMetadataOnlyWhenSwitchedOn() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(Protocol.CMWLIGHT);
        s.serialise(new Measured());
        int end = s.buffer().position();
        s.setWriteMetadata(true);
        assertThatThrownBy(() -> s.serialise(new Measured())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("voltage");
        assertThat(s.buffer().position()).isEqualTo(end);
        s.buffer().flip();
        assertThat(s.deserialise(Measured.class).voltage).isEqualTo(3.3);
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aTypedCustomSerialiserWritesEveryProtocolAndReadsTheBinaryOnes(Protocol p) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), ClassMapping.defaults().with(TYPED))
                .setProtocol(p);
        s.serialise(new WithSamples());
        s.buffer().flip();
        if (p == Protocol.JSON) { // the tree reader has no field cursor to hand to a FieldSerialiser.Reader
            assertThatThrownBy(() -> s.deserialise(WithSamples.class)).isInstanceOf(YasFormatException.class)
                    .hasMessageContaining("'samples'");
            assertThat(s.buffer().position()).isZero();
        } else {
            assertThat(s.deserialise(WithSamples.class).samples.values()).containsExactly(1, 2);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"CMWLIGHT", "JSON"})
    void aRawCustomPayloadIsRefusedNamingTheFieldByProtocolsWithoutFieldHeaders(Protocol p) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), ClassMapping.defaults().with(RAW))
                .setProtocol(p);
        s.serialise(new Measured());
        byte[] before = s.buffer().toByteArray();
        assertThatThrownBy(() -> s.serialise(new WithSamples())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("samples");
        assertThat(s.buffer().toByteArray()).isEqualTo(before);
        IoClassSerialiser yas = new IoClassSerialiser(IoBuffer.allocate(16), ClassMapping.defaults().with(RAW));
        yas.serialise(new WithSamples()).buffer().flip();
        assertThat(yas.deserialise(WithSamples.class).samples.values()).hasSize(2);
    }
}
