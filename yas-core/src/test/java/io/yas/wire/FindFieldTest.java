package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FindFieldTest {
    private static YasReader message() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("a", 1);
        w.putStartMarker("inner");
        w.put("b", 2.5);
        w.put("hidden", 7);
        w.putEndMarker("inner");
        w.put("c", "three");
        w.putEndMarker("OBJ_ROOT_END");
        YasReader r = new YasReader(w.buffer().flip());
        r.readHeader();
        r.nextField();
        return r;
    }

    @Test
    void findsAFieldLaterInTheObjectSkippingNestedObjects() {
        YasReader r = message();
        assertThat(r.findField("c")).isTrue();
        assertThat(r.getString()).isEqualTo("three");
    }

    @Test
    void doesNotFindFieldsOfNestedObjects() {
        YasReader r = message();
        assertThat(r.findField("hidden")).isFalse();
        assertThat(r.type()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isZero();
    }

    @Test
    void findsInsideANestedObjectOnceEntered() {
        YasReader r = message();
        assertThat(r.findField("inner")).isTrue();
        assertThat(r.type()).isEqualTo(DataType.START_MARKER);
        assertThat(r.findField("hidden")).isTrue();
        assertThat(r.getInt()).isEqualTo(7);
        assertThat(r.findField("nothing")).isFalse();
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.findField("c")).isTrue();
    }
}
