package io.yas.buffer;

import io.yas.internal.Failures;

import java.util.Objects;

/**
 * The primitive array layout of {@link IoBuffer}, {@code [int32 n][n elements]} (docs/spec-yas.md §2.3): the count
 * checks, and per element type the copy. Arrays of at least {@value #BULK_THRESHOLD} elements of two bytes or more
 * are copied through the backing's typed views ({@link BulkViews}) in one call; shorter ones element by element,
 * which is faster below that size.
 */
final class ArrayCodec {
    /** Arrays at least this long are copied with one bulk copy instead of an element loop. */
    static final int BULK_THRESHOLD = 16;

    private ArrayCodec() {
    }

    /**
     * Reads an array's count at the position, checks it (not negative; {@code elementBytes} each within the bytes
     * that remain) before anything is allocated, and moves the position past it. On a failure the position stays.
     */
    static int readCount(IoBuffer b, int elementBytes, String what) {
        int p = b.position;
        if (p < 0 || b.limit - p < 4) {
            throw Failures.truncated(b, p, 4, "an int32 array element count");
        }
        int n = b.rawInt(p);
        if (n < 0) {
            throw Failures.negativeLength(b, p, what + " element count", n);
        }
        long remaining = b.limit - (p + 4L);
        if ((long) n * elementBytes > remaining) {
            throw Failures.lengthExceedsRemaining(b, p, what, n, elementBytes, remaining);
        }
        b.position = p + 4;
        return n;
    }

    /** Writes the count, growing for the whole array; returns the offset of the first element. */
    static int writeCount(IoBuffer b, int elementCount, int length, int elementBytes) {
        Objects.checkFromIndexSize(0, elementCount, length);
        long byteCount = 4L + (long) elementCount * elementBytes;
        if (byteCount > IoBuffer.MAX_CAPACITY) {
            throw new IllegalStateException("array of " + byteCount + " bytes exceeds MAX_CAPACITY");
        }
        int p = b.advanceWrite((int) byteCount);
        b.rawPutInt(p, elementCount);
        return p + 4;
    }

    static void putBooleans(IoBuffer b, boolean[] src, int elementCount) {
        int p = writeCount(b, elementCount, src.length, 1);
        if (elementCount < BooleanBytes.STAGED) {
            BooleanBytes.writeShort(b, p, src, elementCount);
        } else {
            b.booleanBytes().write(b, p, src, elementCount);
        }
    }

    static boolean[] getBooleans(IoBuffer b, boolean[] dst) {
        int n = readCount(b, 1, "bool array");
        boolean[] out = dst != null && dst.length == n ? dst : new boolean[n];
        int p = b.advanceRead(n, "bool array");
        if (n < BooleanBytes.STAGED) {
            BooleanBytes.readShort(b, p, out, n);
        } else {
            b.booleanBytes().read(b, p, out, n);
        }
        return out;
    }

    static void putBytes(IoBuffer b, byte[] src, int elementCount) {
        b.rawPutBytes(writeCount(b, elementCount, src.length, 1), src, 0, elementCount);
    }

    static byte[] getBytes(IoBuffer b, byte[] dst) {
        int n = readCount(b, 1, "byte array");
        byte[] out = dst != null && dst.length == n ? dst : new byte[n];
        b.rawGetBytes(b.advanceRead(n, "byte array"), out, 0, n);
        return out;
    }

    static void putChars(IoBuffer b, char[] src, int elementCount) {
        Objects.checkFromIndexSize(0, elementCount, src.length);
        for (int i = 0; i < elementCount; i++) {
            IoBuffer.charByte(src[i]); // validate before anything is written
        }
        int p = writeCount(b, elementCount, src.length, 1);
        for (int i = 0; i < elementCount; i++) {
            b.rawPutByte(p + i, (byte) src[i]);
        }
    }

    static char[] getChars(IoBuffer b, char[] dst) {
        int n = readCount(b, 1, "char array");
        char[] out = dst != null && dst.length == n ? dst : new char[n];
        int p = b.advanceRead(n, "char array");
        for (int i = 0; i < n; i++) {
            out[i] = (char) (b.rawByte(p + i) & 0xFF);
        }
        return out;
    }

    static void putShorts(IoBuffer b, short[] src, int elementCount) {
        int p = writeCount(b, elementCount, src.length, 2);
        if (elementCount >= BULK_THRESHOLD) {
            b.views().shorts(b, p).put(b.bulkIndex(p, 2), src, 0, elementCount);
            return;
        }
        for (int i = 0; i < elementCount; i++) {
            b.rawPutShort(p + 2 * i, src[i]);
        }
    }

    static short[] getShorts(IoBuffer b, short[] dst) {
        int n = readCount(b, 2, "int16 array");
        short[] out = dst != null && dst.length == n ? dst : new short[n];
        int p = b.advanceRead(2 * n, "int16 array");
        if (n >= BULK_THRESHOLD) {
            b.views().shorts(b, p).get(b.bulkIndex(p, 2), out, 0, n);
            return out;
        }
        for (int i = 0; i < n; i++) {
            out[i] = b.rawShort(p + 2 * i);
        }
        return out;
    }

    static void putInts(IoBuffer b, int[] src, int elementCount) {
        int p = writeCount(b, elementCount, src.length, 4);
        if (elementCount >= BULK_THRESHOLD) {
            b.views().ints(b, p).put(b.bulkIndex(p, 4), src, 0, elementCount);
            return;
        }
        for (int i = 0; i < elementCount; i++) {
            b.rawPutInt(p + 4 * i, src[i]);
        }
    }

    static int[] getInts(IoBuffer b, int[] dst) {
        int n = readCount(b, 4, "int32 array");
        int[] out = dst != null && dst.length == n ? dst : new int[n];
        int p = b.advanceRead(4 * n, "int32 array");
        if (n >= BULK_THRESHOLD) {
            b.views().ints(b, p).get(b.bulkIndex(p, 4), out, 0, n);
            return out;
        }
        for (int i = 0; i < n; i++) {
            out[i] = b.rawInt(p + 4 * i);
        }
        return out;
    }

    static void putLongs(IoBuffer b, long[] src, int elementCount) {
        int p = writeCount(b, elementCount, src.length, 8);
        if (elementCount >= BULK_THRESHOLD) {
            b.views().longs(b, p).put(b.bulkIndex(p, 8), src, 0, elementCount);
            return;
        }
        for (int i = 0; i < elementCount; i++) {
            b.rawPutLong(p + 8 * i, src[i]);
        }
    }

    static long[] getLongs(IoBuffer b, long[] dst) {
        int n = readCount(b, 8, "int64 array");
        long[] out = dst != null && dst.length == n ? dst : new long[n];
        int p = b.advanceRead(8 * n, "int64 array");
        if (n >= BULK_THRESHOLD) {
            b.views().longs(b, p).get(b.bulkIndex(p, 8), out, 0, n);
            return out;
        }
        for (int i = 0; i < n; i++) {
            out[i] = b.rawLong(p + 8 * i);
        }
        return out;
    }

    static void putFloats(IoBuffer b, float[] src, int elementCount) {
        int p = writeCount(b, elementCount, src.length, 4);
        if (elementCount >= BULK_THRESHOLD) {
            b.views().floats(b, p).put(b.bulkIndex(p, 4), src, 0, elementCount);
            return;
        }
        for (int i = 0; i < elementCount; i++) {
            b.rawPutFloat(p + 4 * i, src[i]);
        }
    }

    static float[] getFloats(IoBuffer b, float[] dst) {
        int n = readCount(b, 4, "float32 array");
        float[] out = dst != null && dst.length == n ? dst : new float[n];
        int p = b.advanceRead(4 * n, "float32 array");
        if (n >= BULK_THRESHOLD) {
            b.views().floats(b, p).get(b.bulkIndex(p, 4), out, 0, n);
            return out;
        }
        for (int i = 0; i < n; i++) {
            out[i] = b.rawFloat(p + 4 * i);
        }
        return out;
    }

    static void putDoubles(IoBuffer b, double[] src, int elementCount) {
        int p = writeCount(b, elementCount, src.length, 8);
        if (elementCount >= BULK_THRESHOLD) {
            b.views().doubles(b, p).put(b.bulkIndex(p, 8), src, 0, elementCount);
            return;
        }
        for (int i = 0; i < elementCount; i++) {
            b.rawPutDouble(p + 8 * i, src[i]);
        }
    }

    static double[] getDoubles(IoBuffer b, double[] dst) {
        int n = readCount(b, 8, "float64 array");
        double[] out = dst != null && dst.length == n ? dst : new double[n];
        int p = b.advanceRead(8 * n, "float64 array");
        if (n >= BULK_THRESHOLD) {
            b.views().doubles(b, p).get(b.bulkIndex(p, 8), out, 0, n);
            return out;
        }
        for (int i = 0; i < n; i++) {
            out[i] = b.rawDouble(p + 8 * i);
        }
        return out;
    }
}
