package io.yas.buffer;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** {@link IoBuffer} over a {@code byte[]}: little-endian access through byte-array-view {@link VarHandle}s. */
final class ArrayIoBuffer extends IoBuffer {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private byte[] bytes;
    /** Little-endian view of the whole array for bulk copies; replaced when the array grows. */
    private ByteBuffer bulk;
    /** Index in {@link #bytes} of offset 0. */
    private int base;

    ArrayIoBuffer(byte[] bytes, int base, int capacity) {
        super(capacity);
        this.bytes = bytes;
        this.base = base;
        this.bulk = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    public boolean isDirect() {
        return false;
    }

    @Override
    public ByteBuffer asByteBuffer() {
        return ByteBuffer.wrap(bytes, base, limit).slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    public boolean hasArray() {
        return true;
    }

    @Override
    public byte[] array() {
        return bytes;
    }

    @Override
    public int arrayOffset() {
        return base;
    }

    @Override
    boolean rawMatches(int offset, BytePattern pattern) {
        return pattern.matchesAt(bytes, base + offset);
    }

    @Override
    void rawPutPattern(int offset, BytePattern pattern) {
        pattern.putAt(bytes, base + offset);
    }

    @Override
    void grow(int newCapacity) {
        // copy only this buffer's own bytes: a wrapped slice must not pull in the caller's bytes after it
        byte[] larger = new byte[newCapacity];
        System.arraycopy(bytes, base, larger, 0, capacity);
        bytes = larger;
        base = 0;
        bulk = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        resetViews();
    }

    @Override
    byte rawByte(int offset) {
        return bytes[base + offset];
    }

    @Override
    void rawPutByte(int offset, byte value) {
        bytes[base + offset] = value;
    }

    @Override
    short rawShort(int offset) {
        return (short) SHORT.get(bytes, base + offset);
    }

    @Override
    void rawPutShort(int offset, short value) {
        SHORT.set(bytes, base + offset, value);
    }

    @Override
    int rawInt(int offset) {
        return (int) INT.get(bytes, base + offset);
    }

    @Override
    void rawPutInt(int offset, int value) {
        INT.set(bytes, base + offset, value);
    }

    @Override
    long rawLong(int offset) {
        return (long) LONG.get(bytes, base + offset);
    }

    @Override
    void rawPutLong(int offset, long value) {
        LONG.set(bytes, base + offset, value);
    }

    @Override
    void rawGetBytes(int offset, byte[] dst, int dstOffset, int byteCount) {
        System.arraycopy(bytes, base + offset, dst, dstOffset, byteCount);
    }

    @Override
    boolean rangeEquals(int offset, byte[] expected) {
        int from = base + offset;
        return Arrays.equals(bytes, from, from + expected.length, expected, 0, expected.length);
    }

    /**
     * Copies 8 to 32 bytes (a field header's template, typically) as two or four 8-byte words, every word loaded
     * before any is stored, so a copy within the backing array itself moves as {@code System.arraycopy} would; other
     * counts by {@code System.arraycopy}, whose fixed cost is what such short copies pay most (JMH, JDK 17: 23 bytes
     * 9.1 ns against 3.9 ns as words; Customer and ComplexTestClass encode up to 10 % faster,
     * docs/performance-notes.md). Longer copies are tested first and the words copied by a method of their own: with
     * one test of both bounds and the words inline, a one-int message (one 116-byte copy) encoded in 24.6 against
     * 21.7 ns on JDK 17 and 29.1 against 20.4 ns on JDK 25, in each of six forks; so, 20.8 and 21.5 ns.
     */
    @Override
    void rawPutBytes(int offset, byte[] src, int srcOffset, int byteCount) {
        if (byteCount > 32) {
            System.arraycopy(src, srcOffset, bytes, base + offset, byteCount);
        } else if (byteCount >= 8) {
            putWords(base + offset, src, srcOffset, byteCount);
        } else {
            System.arraycopy(src, srcOffset, bytes, base + offset, byteCount);
        }
    }

    /** {@link #rawPutBytes} of 8 to 32 bytes to index {@code to} of the backing array. */
    private void putWords(int to, byte[] src, int srcOffset, int byteCount) {
        if (byteCount <= 16) { // two words that overlap where the count is below 16, all loaded first
            long a = (long) LONG.get(src, srcOffset);
            long b = (long) LONG.get(src, srcOffset + byteCount - 8);
            LONG.set(bytes, to, a);
            LONG.set(bytes, to + byteCount - 8, b);
        } else {
            long a = (long) LONG.get(src, srcOffset);
            long b = (long) LONG.get(src, srcOffset + 8);
            long c = (long) LONG.get(src, srcOffset + byteCount - 16);
            long d = (long) LONG.get(src, srcOffset + byteCount - 8);
            LONG.set(bytes, to, a);
            LONG.set(bytes, to + 8, b);
            LONG.set(bytes, to + byteCount - 16, c);
            LONG.set(bytes, to + byteCount - 8, d);
        }
    }

    @Override
    ByteBuffer bulk() {
        return bulk;
    }

    @Override
    int bulkBase() {
        return base;
    }

    @Override
    String decode(int offset, int byteCount, boolean latin1, boolean strict) {
        return latin1 ? new String(bytes, base + offset, byteCount, java.nio.charset.StandardCharsets.ISO_8859_1)
                : Utf8.decode(bytes, base + offset, byteCount, strict);
    }

    @Override
    int encodeUtf8(int offset, String s, int maxBytes) {
        return Utf8.encode(s, bytes, base + offset);
    }

    @Override
    boolean holds(int offset, String s, int maxChar) {
        return Utf8.holds(bytes, base + offset, s, maxChar);
    }

    @Override
    boolean encodesUtf8(int offset, int byteCount, String s) {
        return Utf8.encodes(bytes, base + offset, byteCount, s);
    }

    @Override
    void encodeLatin1(int offset, String s, String what) {
        Utf8.encodeLatin1(s, bytes, base + offset, what);
    }
}
