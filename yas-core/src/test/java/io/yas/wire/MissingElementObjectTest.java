package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static io.yas.wire.WireBytes.ints;
import static io.yas.wire.WireBytes.strings;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A map whose value objects are missing (its field ends after the keys and type names) is refused at the map's
 * header when {@code nextElementObject} finds the end of the field, a header at byte 0 included.
 */
class MissingElementObjectTest {
    @Test
    void aMapFieldAtByteZeroWhoseValueObjectsAreMissingIsRefusedAtByteZero() {
        byte[] payload = concat(ints(1, 1, 1), new byte[] {(byte) DataType.STRING.id()}, ints(1, 1, 1),
                strings("k"), new byte[] {(byte) DataType.OTHER.id()}, strings("my.T", ""));
        byte[] b = field(DataType.MAP, "m", payload.length, payload);
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.MAP);
        assertThat(r.enterObjectMapValues()).isEqualTo(List.of("k"));
        assertThat(r.nextOffset()).as("the keys and type names fill the field").isEqualTo(b.length);
        assertRefused(r::nextElementObject, b, "YaS", 0, "$", "an element object", "the end of the field");
    }
}
