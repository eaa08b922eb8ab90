package io.yas.buffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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

    private static ByteBuffer aligned(ByteBuffer backing, int alignment) {
        return backing.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(alignment);
    }

    ShortBuffer shorts(ByteBuffer backing, int index) {
        int k = index & 1;
        if (shorts == null) {
            shorts = new ShortBuffer[2];
        }
        ShortBuffer v = shorts[k];
        return v != null ? v : (shorts[k] = aligned(backing, k).asShortBuffer());
    }

    IntBuffer ints(ByteBuffer backing, int index) {
        int k = index & 3;
        if (ints == null) {
            ints = new IntBuffer[4];
        }
        IntBuffer v = ints[k];
        return v != null ? v : (ints[k] = aligned(backing, k).asIntBuffer());
    }

    LongBuffer longs(ByteBuffer backing, int index) {
        int k = index & 7;
        if (longs == null) {
            longs = new LongBuffer[8];
        }
        LongBuffer v = longs[k];
        return v != null ? v : (longs[k] = aligned(backing, k).asLongBuffer());
    }

    FloatBuffer floats(ByteBuffer backing, int index) {
        int k = index & 3;
        if (floats == null) {
            floats = new FloatBuffer[4];
        }
        FloatBuffer v = floats[k];
        return v != null ? v : (floats[k] = aligned(backing, k).asFloatBuffer());
    }

    DoubleBuffer doubles(ByteBuffer backing, int index) {
        int k = index & 7;
        if (doubles == null) {
            doubles = new DoubleBuffer[8];
        }
        DoubleBuffer v = doubles[k];
        return v != null ? v : (doubles[k] = aligned(backing, k).asDoubleBuffer());
    }
}
