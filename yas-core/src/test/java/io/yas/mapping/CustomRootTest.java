package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.ClassDescriptionTest.DoubleList;
import io.yas.wire.DataType;
import io.yas.wire.Protocol;
import io.yas.wire.WireField;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static io.yas.mapping.IoClassSerialiserTest.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A root object whose class has a registered FieldSerialiser: written and read by that serialiser. */
class CustomRootTest {
    private static final ClassMapping MAPPING = ClassMapping.defaults().with(ClassDescriptionTest.DOUBLES);

    private static byte[] write(Protocol protocol, Object value) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), MAPPING).setProtocol(protocol);
        s.serialise(value);
        return s.buffer().flip().toByteArray();
    }

    @Test
    void theRootHoldsOneFieldWrittenByTheSerialiser() {
        WireField root = tree(write(Protocol.YAS, DoubleList.wrap(new double[] {1, 2})));
        assertThat(root.name()).isEqualTo(DoubleList.class.getName());
        assertThat(root.fields()).hasSize(1);
        assertThat(root.fields().get(0).name()).isEqualTo(DoubleList.class.getName());
        assertThat(root.fields().get(0).type()).isEqualTo(DataType.DOUBLE_ARRAY);
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "CMWLIGHT"})
    void readsBackAsANewObjectOrInPlace(Protocol protocol) {
        byte[] bytes = write(protocol, DoubleList.wrap(new double[] {1, 2, 3}));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(bytes), MAPPING);
        assertThat(s.deserialise(DoubleList.class).toArray()).containsExactly(1, 2, 3);
        assertThat(s.buffer().position()).isEqualTo(bytes.length);

        double[] reused = new double[3];
        s.buffer().position(0);
        DoubleList read = s.deserialise(DoubleList.wrap(reused));
        assertThat(read.elements()).isSameAs(reused).containsExactly(1, 2, 3);
    }

    @Test
    void anEmptyRootGivesTheExistingObjectAndFurtherRootFieldsAreSkipped() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        IoClassSerialiser s = new IoClassSerialiser(w.buffer().flip(), MAPPING);
        DoubleList existing = new DoubleList();
        assertThat(s.deserialise(existing)).isSameAs(existing);

        w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("values", new double[] {4, 5});
        w.putStartMarker("extra");
        w.put("x", 1);
        w.putEndMarker("extra");
        w.put("more", 2);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        int end = w.buffer().position();
        s.setBuffer(w.buffer().flip());
        assertThat(s.deserialise(DoubleList.class).toArray()).containsExactly(4, 5);
        assertThat(s.buffer().position()).isEqualTo(end);
    }

    @Test
    void badBytesLeaveThePositionWhereItWas() {
        byte[] bytes = write(Protocol.YAS, DoubleList.wrap(new double[] {1, 2, 3}));
        IoBuffer truncated = IoBuffer.wrap(java.util.Arrays.copyOf(bytes, bytes.length - 10));
        IoClassSerialiser s = new IoClassSerialiser(truncated, MAPPING);
        assertThatThrownBy(() -> s.deserialise(DoubleList.class)).isInstanceOf(YasFormatException.class);
        assertThat(truncated.position()).isZero();
    }

    /** A plain root class for {@link #oneSerialiserAlternatesACustomRootAndAPlainOne}. */
    static class Plain {
        int value;
    }

    @Test
    void oneSerialiserAlternatesACustomRootAndAPlainOne() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256), MAPPING);
        Plain plain = new Plain();
        plain.value = 7;
        for (int round = 0; round < 2; round++) { // the second round after each class was seen: the kept answers
            s.buffer().clear();
            s.serialise(plain);
            assertThat(s.buffer().flip().toByteArray()).isEqualTo(write(Protocol.YAS, plain));
            assertThat(s.deserialise(Plain.class).value).isEqualTo(7);

            s.buffer().clear();
            s.serialise(DoubleList.wrap(new double[] {1, 2}));
            assertThat(s.buffer().flip().toByteArray()).isEqualTo(write(Protocol.YAS, DoubleList.wrap(
                    new double[] {1, 2})));
            assertThat(s.deserialise(DoubleList.class).toArray()).containsExactly(1, 2);
            s.buffer().position(0);
            assertThat(s.deserialise(new DoubleList()).toArray()).containsExactly(1, 2);
            s.buffer().position(0);
            assertThatThrownBy(() -> s.deserialise(Plain.class)).isInstanceOf(YasFormatException.class);
        }
    }
}
