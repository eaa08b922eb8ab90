package io.yas.buffer;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A string whose UTF-8 form exceeds what a buffer can hold is refused with the documented exception, nothing
 * written, by the buffer and by the field-level writers (no partial field header): its byte count, up to three per
 * char, was once summed in an {@code int} and overflowed (issue 11 item 5).
 */
class LongStringTest {
    @Test
    void aStringOfMoreUtf8BytesThanABufferHoldsIsRefusedBeforeAnythingMoves() {
        // the smallest such string: 715,827,883 three-byte chars (2^31 + 1 bytes), 1.4 GB of heap as UTF-16
        assumeTrue(Runtime.getRuntime().maxMemory() > 3L << 30, "needs a heap of more than 3 GiB");
        String euros = "\u20ac".repeat(715_827_883);
        IoBuffer buffer = IoBuffer.allocate(16);
        buffer.putInt(7);
        assertThatThrownBy(() -> buffer.putString(euros)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("2147483649 UTF-8 bytes exceeds MAX_CAPACITY");
        assertThat(buffer.position()).isEqualTo(4);
        assertThat(buffer.capacity()).isEqualTo(16);
        // the field-level writers refuse it the same way and leave no partial field header behind
        for (io.yas.wire.Protocol p : new io.yas.wire.Protocol[] {io.yas.wire.Protocol.YAS,
                io.yas.wire.Protocol.CMWLIGHT}) {
            io.yas.wire.IoSerialiser w = p.newWriter(IoBuffer.allocate(64));
            w.putHeaderInfo();
            int before = w.buffer().position();
            assertThatThrownBy(() -> w.put("text", euros)).as(p.displayName())
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("exceeds MAX_CAPACITY");
            assertThat(w.buffer().position()).as(p.displayName()).isEqualTo(before);
        }
    }
}
