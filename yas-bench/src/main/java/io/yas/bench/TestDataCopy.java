package io.yas.bench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The memory-copy ceiling of {@link TestDataClass} (peer {@code copy}, not a serialiser): its numeric arrays
 * (byte to double, 1-D and N-D, nested instance too) put into one little-endian {@link ByteBuffer} with
 * {@code asXxxBuffer().put} and got back with {@code get} into arrays preallocated on the first encode. Scalars,
 * strings and booleans are not copied, so {@link #verify} compares the numeric arrays only.
 */
final class TestDataCopy extends Codec<TestDataClass> {
    private ByteBuffer bytes = ByteBuffer.allocate(1024).order(ByteOrder.LITTLE_ENDIAN);
    private TestDataClass target;

    @Override
    int encode(TestDataClass value) {
        if (target == null) {
            target = shapeOf(value);
        }
        bytes.clear();
        put(value);
        return bytes.position();
    }

    @Override
    Object decode() {
        bytes.flip();
        get(target);
        return target;
    }

    @Override
    void verify(TestDataClass source, String peer, String payload) {
        encode(source);
        decode();
        for (TestDataClass s = source, t = target; s != null; s = s.nestedData, t = t.nestedData) {
            if (!Arrays.equals(s.byteArray, t.byteArray) || !Arrays.equals(s.shortArray, t.shortArray)
                    || !Arrays.equals(s.intArray, t.intArray) || !Arrays.equals(s.longArray, t.longArray)
                    || !Arrays.equals(s.floatArray, t.floatArray) || !Arrays.equals(s.doubleArray, t.doubleArray)
                    || !Arrays.equals(s.doubleNdimArray, t.doubleNdimArray)) {
                throw new IllegalStateException(peer + " does not copy the arrays of " + payload + " equal");
            }
        }
    }

    private static TestDataClass shapeOf(TestDataClass v) {
        TestDataClass t = new TestDataClass();
        t.byteArray = new byte[v.byteArray.length];
        t.shortArray = new short[v.shortArray.length];
        t.intArray = new int[v.intArray.length];
        t.longArray = new long[v.longArray.length];
        t.floatArray = new float[v.floatArray.length];
        t.doubleArray = new double[v.doubleArray.length];
        t.byteNdimArray = new byte[v.byteNdimArray.length];
        t.shortNdimArray = new short[v.shortNdimArray.length];
        t.intNdimArray = new int[v.intNdimArray.length];
        t.longNdimArray = new long[v.longNdimArray.length];
        t.floatNdimArray = new float[v.floatNdimArray.length];
        t.doubleNdimArray = new double[v.doubleNdimArray.length];
        t.nestedData = v.nestedData == null ? null : shapeOf(v.nestedData);
        return t;
    }

    private void put(TestDataClass v) {
        ensure(v);
        bytes.put(v.byteArray).put(v.byteNdimArray);
        skip(2 * bytes.asShortBuffer().put(v.shortArray).put(v.shortNdimArray).position());
        skip(4 * bytes.asIntBuffer().put(v.intArray).put(v.intNdimArray).position());
        skip(8 * bytes.asLongBuffer().put(v.longArray).put(v.longNdimArray).position());
        skip(4 * bytes.asFloatBuffer().put(v.floatArray).put(v.floatNdimArray).position());
        skip(8 * bytes.asDoubleBuffer().put(v.doubleArray).put(v.doubleNdimArray).position());
        if (v.nestedData != null) {
            put(v.nestedData);
        }
    }

    private void get(TestDataClass t) {
        bytes.get(t.byteArray).get(t.byteNdimArray);
        skip(2 * bytes.asShortBuffer().get(t.shortArray).get(t.shortNdimArray).position());
        skip(4 * bytes.asIntBuffer().get(t.intArray).get(t.intNdimArray).position());
        skip(8 * bytes.asLongBuffer().get(t.longArray).get(t.longNdimArray).position());
        skip(4 * bytes.asFloatBuffer().get(t.floatArray).get(t.floatNdimArray).position());
        skip(8 * bytes.asDoubleBuffer().get(t.doubleArray).get(t.doubleNdimArray).position());
        if (t.nestedData != null) {
            get(t.nestedData);
        }
    }

    private void skip(int byteCount) {
        bytes.position(bytes.position() + byteCount);
    }

    /** Grows the buffer (outside any timed steady state: only the first encode grows it) to hold {@code v}. */
    private void ensure(TestDataClass v) {
        int n = v.byteArray.length + v.byteNdimArray.length + 2 * (v.shortArray.length + v.shortNdimArray.length)
                + 4 * (v.intArray.length + v.intNdimArray.length) + 8 * (v.longArray.length + v.longNdimArray.length)
                + 4 * (v.floatArray.length + v.floatNdimArray.length)
                + 8 * (v.doubleArray.length + v.doubleNdimArray.length);
        if (bytes.remaining() < n) {
            ByteBuffer bigger = ByteBuffer.allocate(2 * (bytes.capacity() + n)).order(ByteOrder.LITTLE_ENDIAN);
            bytes.flip();
            bytes = bigger.put(bytes);
        }
    }
}
