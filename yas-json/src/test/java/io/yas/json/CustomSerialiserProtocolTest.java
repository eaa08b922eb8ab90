package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.FieldSerialiser;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.Protocol;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Custom FieldSerialisers over the three protocols: typed writes travel everywhere, raw payloads only in YaS. */
class CustomSerialiserProtocolTest {
    /** A domain type the mapper must not take apart: written as one DOUBLE_ARRAY field. */
    public static final class Samples {
        final double[] values;

        Samples(double[] values) {
            this.values = values;
        }
    }

    public static class Holder {
        public int id = 7;
        public Samples samples = new Samples(new double[] {0.5, -1.25, 3});
    }

    private static final FieldSerialiser<Samples> TYPED = FieldSerialiser.of(Samples.class,
            (w, field, s) -> w.put(field, s.values),
            (r, old) -> new Samples(r.getDoubleArray(null)));

    private static final FieldSerialiser<Samples> RAW = FieldSerialiser.of(Samples.class, (w, field, s) -> {
        int h = w.putFieldHeader(field, DataType.OTHER);
        w.buffer().putInt(s.values.length);
        for (double v : s.values) {
            w.buffer().putDouble(v);
        }
        w.updateDataEndMarker(h);
    }, (r, old) -> {
        double[] v = new double[r.buffer().getInt()];
        Arrays.setAll(v, i -> r.buffer().getDouble());
        return new Samples(v);
    });

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aTypedCustomFieldTravelsInEveryProtocol(Protocol protocol) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), ClassMapping.defaults().with(TYPED));
        s.setProtocol(protocol).serialise(new Holder());
        s.buffer().flip();
        Holder back = s.deserialise(Holder.class);
        assertThat(back.id).isEqualTo(7);
        assertThat(back.samples.values).containsExactly(0.5, -1.25, 3.0);
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aRootWithACustomSerialiserTravelsInEveryProtocol(Protocol protocol) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), ClassMapping.defaults().with(TYPED));
        s.setProtocol(protocol).serialise(new Samples(new double[] {1, 2.5}));
        s.buffer().flip();
        assertThat(s.deserialise(Samples.class).values).containsExactly(1.0, 2.5);
        assertThat(s.buffer().remaining()).isZero();
    }

    @Test
    void aRawCustomFieldTravelsInYasAndIsRefusedElsewhereNamingTheField() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), ClassMapping.defaults().with(RAW));
        s.serialise(new Holder());
        s.buffer().flip();
        assertThat(s.deserialise(Holder.class).samples.values).containsExactly(0.5, -1.25, 3.0);
        for (Protocol p : new Protocol[] {Protocol.CMWLIGHT, Protocol.JSON}) {
            s.buffer().clear();
            s.setProtocol(p);
            assertThatThrownBy(() -> s.serialise(new Holder())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'samples'").hasMessageContaining(p.displayName() + " cannot carry");
            assertThat(s.buffer().position()).isZero();
        }
    }

    @Test
    void aJsonMemberTheCustomReaderCannotReadIsATypeErrorWithItsPath() {
        byte[] text = "{\"id\": 1, \"samples\": \"not numbers\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(text), ClassMapping.defaults().with(TYPED));
        assertThatThrownBy(() -> s.deserialise(Holder.class)).isInstanceOf(io.yas.buffer.YasFormatException.class)
                .hasMessageContaining("$.samples").hasMessageContaining("FieldSerialiser of field 'samples'");
        assertThat(s.buffer().position()).isZero();
    }
}
