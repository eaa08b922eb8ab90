package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tree readers of every protocol keep their promise at the deepest nesting {@link ReadLimits} allows on a thread
 * with a small stack: a tree, or the library's exception naming the limit, never a {@code StackOverflowError}
 * (issue 11 item 3).
 */
class TreeStackDepthTest {
    private static final int DEPTH = ReadLimits.MAX_MAX_DEPTH - 1;

    private static byte[] nested(Protocol protocol) {
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        for (int i = 0; i < DEPTH; i++) {
            w.putStartMarker("o");
        }
        w.put("leaf", 1);
        for (int i = 0; i < DEPTH; i++) {
            w.putEndMarker("o");
        }
        w.putEndMarker("");
        IoBuffer b = w.buffer().flip();
        byte[] out = new byte[b.remaining()];
        for (int i = 0; i < out.length; i++) {
            out[i] = b.getByte(i);
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aSmallThreadStackGivesATreeOrTheLibrarysException(Protocol protocol) throws InterruptedException {
        byte[] message = nested(protocol);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<WireField> tree = new AtomicReference<>();
        IoBuffer buffer = IoBuffer.wrap(message);
        Thread small = new Thread(null, () -> {
            try {
                tree.set(Protocol.readAnyTree(buffer, new ReadLimits(ReadLimits.MAX_MAX_DEPTH)));
            } catch (Throwable t) {
                thrown.set(t);
            }
        }, "small-stack", 96 * 1024);
        small.start();
        small.join();
        if (tree.get() == null) {
            assertThat(thrown.get()).isInstanceOf(YasFormatException.class)
                    .hasMessageContaining("ReadLimits.maxDepth, or this thread's stack");
            assertThat(buffer.position()).isZero();
        }
    }
}
