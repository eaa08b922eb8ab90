package io.yas.buffer;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.Arrays;
import java.util.function.Function;

/**
 * Typed little-endian views of a buffer's backing for bulk array copies, one per alignment and created on first use,
 * so that a bulk copy allocates nothing: element {@code i} of the view for alignment {@code k} is at backing index
 * {@code k + size * i}. {@link #reset()} drops them when the backing is replaced.
 */
final class BulkViews {
    private static final int SHORTS = 0;
    private static final int INTS = 1;
    private static final int LONGS = 2;
    private static final int FLOATS = 3;
    private static final int DOUBLES = 4;

    /** Per element type, one view per alignment (as many as the element has bytes); {@code null} until used. */
    private final Buffer[][] cache = new Buffer[5][];

    void reset() {
        Arrays.fill(cache, null);
    }

    /** @return the view of {@code b}'s backing in which the element at {@code offset} of {@code b} lies */
    ShortBuffer shorts(IoBuffer b, int offset) {
        return view(SHORTS, 2, b, offset, ByteBuffer::asShortBuffer);
    }

    /** As {@link #shorts}. */
    IntBuffer ints(IoBuffer b, int offset) {
        return view(INTS, 4, b, offset, ByteBuffer::asIntBuffer);
    }

    /** As {@link #shorts}. */
    LongBuffer longs(IoBuffer b, int offset) {
        return view(LONGS, 8, b, offset, ByteBuffer::asLongBuffer);
    }

    /** As {@link #shorts}. */
    FloatBuffer floats(IoBuffer b, int offset) {
        return view(FLOATS, 4, b, offset, ByteBuffer::asFloatBuffer);
    }

    /** As {@link #shorts}. */
    DoubleBuffer doubles(IoBuffer b, int offset) {
        return view(DOUBLES, 8, b, offset, ByteBuffer::asDoubleBuffer);
    }

    /** The cached view of element type {@code kind} for the alignment of {@code offset}, made on first use. */
    @SuppressWarnings("unchecked") // cache[kind] only ever holds views that typed made
    private <T extends Buffer> T view(int kind, int elementBytes, IoBuffer b, int offset,
            Function<ByteBuffer, T> typed) {
        Buffer[] views = cache[kind];
        if (views == null) {
            views = new Buffer[elementBytes];
            cache[kind] = views;
        }
        int k = (b.bulkBase() + offset) & (elementBytes - 1);
        Buffer v = views[k];
        if (v == null) {
            v = typed.apply(b.bulk().duplicate().order(ByteOrder.LITTLE_ENDIAN).position(k));
            views[k] = v;
        }
        return (T) v;
    }
}
