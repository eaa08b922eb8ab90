package io.yas.buffer;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.function.Function;

/**
 * Typed little-endian views of a buffer's backing for bulk array copies, one per alignment and created on first use,
 * so that a bulk copy allocates nothing: element {@code i} of the view for alignment {@code k} is at backing index
 * {@code k + size * i}. {@link #reset()} drops them when the backing is replaced.
 */
final class BulkViews {
    /** Where the views of each element type start in {@link #views}: one per alignment, so element size many. */
    private static final int SHORTS = 0;
    private static final int INTS = SHORTS + 2;
    private static final int LONGS = INTS + 4;
    private static final int FLOATS = LONGS + 8;
    private static final int DOUBLES = FLOATS + 4;
    private static final int VIEWS = DOUBLES + 8;

    private Buffer[] views;

    void reset() {
        views = null;
    }

    /** @return the view of {@code b}'s backing in which the element at {@code offset} of {@code b} lies */
    ShortBuffer shorts(IoBuffer b, int offset) {
        return (ShortBuffer) view(b, offset, SHORTS, 2, ByteBuffer::asShortBuffer);
    }

    /** As {@link #shorts}. */
    IntBuffer ints(IoBuffer b, int offset) {
        return (IntBuffer) view(b, offset, INTS, 4, ByteBuffer::asIntBuffer);
    }

    /** As {@link #shorts}. */
    LongBuffer longs(IoBuffer b, int offset) {
        return (LongBuffer) view(b, offset, LONGS, 8, ByteBuffer::asLongBuffer);
    }

    /** As {@link #shorts}. */
    FloatBuffer floats(IoBuffer b, int offset) {
        return (FloatBuffer) view(b, offset, FLOATS, 4, ByteBuffer::asFloatBuffer);
    }

    /** As {@link #shorts}. */
    DoubleBuffer doubles(IoBuffer b, int offset) {
        return (DoubleBuffer) view(b, offset, DOUBLES, 8, ByteBuffer::asDoubleBuffer);
    }

    /**
     * @return the view at {@code first} plus the alignment of {@code offset} (the backing index modulo the element
     *         size: which view holds that element), made by {@code typed} on first use
     */
    private Buffer view(IoBuffer b, int offset, int first, int elementBytes, Function<ByteBuffer, Buffer> typed) {
        int k = (b.bulkBase() + offset) & (elementBytes - 1);
        if (views == null) {
            views = new Buffer[VIEWS];
        }
        Buffer v = views[first + k];
        return v != null ? v : (views[first + k] = typed.apply(aligned(b, k)));
    }

    /** @return a duplicate of the backing in its byte order (see {@link IoBuffer#bigEndianReadView()}) */
    private static ByteBuffer aligned(IoBuffer b, int alignment) {
        ByteBuffer bulk = b.bulk();
        return bulk.duplicate().order(bulk.order()).position(alignment);
    }
}
