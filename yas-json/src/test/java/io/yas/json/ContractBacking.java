package io.yas.json;

import io.yas.buffer.IoBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The buffer backings the protocol contract tests run over (the core's {@code IoBufferBacking} is package-private in
 * another module's tests): heap {@code byte[]}, an offset slice of a larger array, direct NIO, and a wrapped direct
 * big-endian {@code ByteBuffer} whose window starts at position 9. The wrapping ones are framed by sentinel bytes
 * that no write may touch.
 */
enum ContractBacking {
    HEAP, ARRAY_SLICE, DIRECT, DIRECT_BE_OFFSET;

    private static final byte SENTINEL = (byte) 0xA5;
    private static final int BEFORE = 7;
    private static final int AFTER = 5;

    /** A buffer of this backing with {@code capacity} zero bytes, plus the caller's memory around it. */
    Held create(int capacity) {
        return switch (this) {
            case HEAP -> new Held(IoBuffer.allocate(capacity), null, null);
            case ARRAY_SLICE -> {
                byte[] a = new byte[BEFORE + capacity + AFTER];
                Arrays.fill(a, SENTINEL);
                Arrays.fill(a, BEFORE, BEFORE + capacity, (byte) 0);
                yield new Held(IoBuffer.wrap(a, BEFORE, capacity), a, null);
            }
            case DIRECT -> new Held(IoBuffer.allocateDirect(capacity), null, null);
            case DIRECT_BE_OFFSET -> {
                ByteBuffer bb = ByteBuffer.allocateDirect(BEFORE + capacity + AFTER);
                for (int i = 0; i < bb.capacity(); i++) {
                    bb.put(i, i < BEFORE || i >= BEFORE + capacity ? SENTINEL : 0);
                }
                bb.order(ByteOrder.BIG_ENDIAN).position(BEFORE).limit(BEFORE + capacity);
                yield new Held(IoBuffer.wrap(bb), null, bb);
            }
        };
    }

    /** A buffer of this backing holding exactly {@code content}: position 0, limit at its end. */
    IoBuffer over(byte[] content) {
        Held h = create(content.length);
        h.buffer().putBytes(content, 0, content.length);
        return h.buffer().flip();
    }

    /** A buffer and the caller-owned memory it wraps ({@code null} when it allocated its own). */
    record Held(IoBuffer buffer, byte[] array, ByteBuffer nio) {
        /** @return {@code true} if the sentinel bytes around the window and the caller's ByteBuffer state are intact */
        boolean outsideUntouched() {
            if (array != null) {
                for (int i = 0; i < array.length; i++) {
                    if ((i < BEFORE || i >= array.length - AFTER) && array[i] != SENTINEL) {
                        return false;
                    }
                }
            }
            if (nio != null) {
                if (nio.position() != BEFORE || nio.limit() != nio.capacity() - AFTER
                        || nio.order() != ByteOrder.BIG_ENDIAN) {
                    return false;
                }
                ByteBuffer all = nio.duplicate().clear(); // absolute gets are checked against the limit
                for (int i = 0; i < all.capacity(); i++) {
                    if ((i < BEFORE || i >= all.capacity() - AFTER) && all.get(i) != SENTINEL) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
