package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import static io.yas.json.JsonCursorTest.bytes;
import static org.assertj.core.api.Assertions.assertThat;

/** A JSON cursor before its {@code readHeader()}: at the root, as the binary cursors are. */
class CursorBeforeHeaderTest {

    @Test
    void theDepthIsZeroAndThePathIsTheRootsLikeABinaryCursors() {
        IoBuffer buffer = IoBuffer.wrap(bytes("{\"a\": 1}"));
        FieldCursor json = Protocol.JSON.newCursor(buffer, ReadLimits.DEFAULT);
        FieldCursor yas = Protocol.YAS.newCursor(IoBuffer.allocate(16), ReadLimits.DEFAULT);
        assertThat(json.path()).isEqualTo("$").isEqualTo(yas.path());
        assertThat(json.depth()).isZero();
        assertThat(json.hasNextField()).isFalse();
    }
}
