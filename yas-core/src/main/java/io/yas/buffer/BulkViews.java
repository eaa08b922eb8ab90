package io.yas.buffer;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;

/**
 * Typed little-endian views of a buffer's backing for bulk array copies, one per alignment and created on first use,
 * so that a bulk copy allocates nothing: element {@code i} of the view for alignment {@code k} is at backing index
 * {@code k + size * i}. {@link #reset()} drops them when the backing is replaced.
 */
final class BulkViews {
    private ShortBuffer[] shorts;
    private IntBuffer[] ints;
    private LongBuffer[] longs;
    private FloatBuffer[] floats;
    private DoubleBuffer[] doubles;

    void reset() {
        shorts = null;
        ints = null;
        longs = null;
        floats = null;
        doubles = null;
    }

    /** @return the view of {@code b}'s backing in which the element at {@code offset} of {@code b} lies */
    ShortBuffer shorts(IoBuffer b, int offset) {
        int k = alignment(b, offset, 2);
        shorts = shorts != null ? shorts : new ShortBuffer[2];
        ShortBuffer v = shorts[k];
        return v != null ? v : (shorts[k] = aligned(b, k).asShortBuffer());
    }

    /** As {@link #shorts}. */
    IntBuffer ints(IoBuffer b, int offset) {
        int k = alignment(b, offset, 4);
        ints = ints != null ? ints : new IntBuffer[4];
        IntBuffer v = ints[k];
        return v != null ? v : (ints[k] = aligned(b, k).asIntBuffer());
    }

    /** As {@link #shorts}. */
    LongBuffer longs(IoBuffer b, int offset) {
        int k = alignment(b, offset, 8);
        longs = longs != null ? longs : new LongBuffer[8];
        LongBuffer v = longs[k];
        return v != null ? v : (longs[k] = aligned(b, k).asLongBuffer());
    }

    /** As {@link #shorts}. */
    FloatBuffer floats(IoBuffer b, int offset) {
        int k = alignment(b, offset, 4);
        floats = floats != null ? floats : new FloatBuffer[4];
        FloatBuffer v = floats[k];
        return v != null ? v : (floats[k] = aligned(b, k).asFloatBuffer());
    }

    /** As {@link #shorts}. */
    DoubleBuffer doubles(IoBuffer b, int offset) {
        int k = alignment(b, offset, 8);
        doubles = doubles != null ? doubles : new DoubleBuffer[8];
        DoubleBuffer v = doubles[k];
        return v != null ? v : (doubles[k] = aligned(b, k).asDoubleBuffer());
    }

    /** @return the backing index of {@code offset} modulo the element size: which view holds that element */
    private static int alignment(IoBuffer b, int offset, int elementBytes) {
        return (b.bulkBase() + offset) & (elementBytes - 1);
    }

    /** @return a duplicate of the backing in its byte order (see {@link IoBuffer#bigEndianReadView()}) */
    private static ByteBuffer aligned(IoBuffer b, int alignment) {
        ByteBuffer bulk = b.bulk();
        return bulk.duplicate().order(bulk.order()).position(alignment);
    }
}
