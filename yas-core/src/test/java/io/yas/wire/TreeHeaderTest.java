package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static io.yas.wire.WireBytes.ints;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * {@link YasReader#readTree()} reads a protocol header only on a reader that has read no field yet, new or
 * {@link YasReader#reset()}: after a field, even one at byte 0, the next bytes are a field header.
 */
class TreeHeaderTest {
    @Test
    void aReaderThatHasReadAFieldAtByteZeroTakesTheNextMagicForAFieldUntilReset() {
        byte[] first = field(DataType.INT, "x", 4, ints(7));
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo().put("y", 8).putEndMarker("");
        byte[] b = concat(first, w.buffer().flip().toByteArray());
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.fieldStart()).isZero();
        // the magic ff ff ff ff read as type 0xff, then a dataStartOffset of ff ff ff 04
        assertRefused(r::readTree, b, "YaS", first.length + 1, "$", "dataStartOffset in 9..", "83886079");
        assertThat(r.buffer().position()).as("back where the tree started").isEqualTo(first.length);
        WireField root = r.reset().readTree();
        assertThat(root.field("y").value()).isEqualTo(8);
    }
}
