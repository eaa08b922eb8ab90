package io.yas.buffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * {@link IoBuffer} over a {@link ByteBuffer} (heap or direct), accessed little-endian (big-endian only as the read-only
 * {@link IoBuffer#bigEndianReadView()}) through a private duplicate, so the caller's buffer keeps its own position,
 * limit and order.
 */
final class NioIoBuffer extends IoBuffer {
    /** Little-endian, except for {@link IoBuffer#bigEndianReadView()}. */
    private final ByteOrder order;
    private ByteBuffer bytes;
    /** Scratch for string bytes of a direct buffer, grown to the longest string seen. */
    private byte[] scratch = new byte[64];

    NioIoBuffer(ByteBuffer slice) {
        this(slice, ByteOrder.LITTLE_ENDIAN);
    }

    NioIoBuffer(ByteBuffer slice, ByteOrder order) {
        super(slice.capacity());
        this.order = order;
        this.bytes = slice.order(order);
    }

    @Override
    public boolean isDirect() {
        return bytes.isDirect();
    }

    @Override
    public ByteBuffer asByteBuffer() {
        return bytes.slice(0, limit).order(order);
    }

    @Override
    public boolean hasArray() {
        return bytes.hasArray();
    }

    @Override
    public byte[] array() {
        if (!bytes.hasArray()) { // ByteBuffer would throw ReadOnlyBufferException for a read-only heap buffer
            throw new UnsupportedOperationException("no accessible array: a " + (bytes.isDirect() ? "direct"
                    : "read-only") + " ByteBuffer backs this buffer");
        }
        return bytes.array();
    }

    @Override
    public int arrayOffset() {
        array(); // the same refusal
        return bytes.arrayOffset();
    }

    @Override
    void grow(int newCapacity) {
        ByteBuffer larger = bytes.isDirect() ? ByteBuffer.allocateDirect(newCapacity)
                : ByteBuffer.allocate(newCapacity);
        larger.put(0, bytes, 0, bytes.capacity());
        bytes = larger.order(order);
        resetViews();
    }

    @Override
    byte rawByte(int offset) {
        return bytes.get(offset);
    }

    @Override
    void rawPutByte(int offset, byte value) {
        bytes.put(offset, value);
    }

    @Override
    short rawShort(int offset) {
        return bytes.getShort(offset);
    }

    @Override
    void rawPutShort(int offset, short value) {
        bytes.putShort(offset, value);
    }

    @Override
    int rawInt(int offset) {
        return bytes.getInt(offset);
    }

    @Override
    void rawPutInt(int offset, int value) {
        bytes.putInt(offset, value);
    }

    @Override
    boolean rawMatches(int offset, BytePattern pattern) { // a big-endian read view reads its words reversed
        return pattern.matchesAt(this, offset, order == ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    void rawPutPattern(int offset, BytePattern pattern) {
        pattern.putAt(this, offset, order == ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    long rawLong(int offset) {
        return bytes.getLong(offset);
    }

    @Override
    void rawPutLong(int offset, long value) {
        bytes.putLong(offset, value);
    }

    @Override
    void rawGetBytes(int offset, byte[] dst, int dstOffset, int byteCount) {
        bytes.get(offset, dst, dstOffset, byteCount);
    }

    @Override
    boolean rangeEquals(int offset, byte[] expected) {
        for (int i = 0; i < expected.length; i++) {
            if (bytes.get(offset + i) != expected[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    void rawPutBytes(int offset, byte[] src, int srcOffset, int byteCount) {
        bytes.put(offset, src, srcOffset, byteCount);
    }

    @Override
    ByteBuffer bulk() {
        return bytes;
    }

    @Override
    int bulkBase() {
        return 0;
    }

    @Override
    String decode(int offset, int byteCount, boolean latin1, boolean strict) {
        byte[] a;
        int off;
        if (bytes.hasArray()) {
            a = bytes.array();
            off = bytes.arrayOffset() + offset;
        } else {
            a = copied(offset, byteCount);
            off = 0;
        }
        return latin1 ? new String(a, off, byteCount, StandardCharsets.ISO_8859_1)
                : Utf8.decode(a, off, byteCount, strict);
    }

    @Override
    int encodeUtf8(int offset, String s, int maxBytes) {
        if (bytes.hasArray()) {
            return Utf8.encode(s, bytes.array(), bytes.arrayOffset() + offset);
        }
        byte[] a = scratch(maxBytes);
        int byteCount = Utf8.encode(s, a, 0);
        if (byteCount > 0) {
            bytes.put(offset, a, 0, byteCount);
        }
        return byteCount;
    }

    @Override
    void encodeLatin1(int offset, String s, String what) {
        if (bytes.hasArray()) {
            Utf8.encodeLatin1(s, bytes.array(), bytes.arrayOffset() + offset, what);
        } else {
            byte[] a = scratch(s.length());
            Utf8.encodeLatin1(s, a, 0, what);
            bytes.put(offset, a, 0, s.length());
        }
    }

    @Override
    boolean holds(int offset, String s, int maxChar) {
        return bytes.hasArray() ? Utf8.holds(bytes.array(), bytes.arrayOffset() + offset, s, maxChar)
                : Utf8.holds(copied(offset, s.length()), 0, s, maxChar);
    }

    @Override
    boolean encodesUtf8(int offset, int byteCount, String s) {
        return bytes.hasArray() ? Utf8.encodes(bytes.array(), bytes.arrayOffset() + offset, byteCount, s)
                : Utf8.encodes(copied(offset, byteCount), 0, byteCount, s);
    }

    /** {@return the scratch array holding a copy of the {@code byteCount} bytes at {@code offset}} */
    private byte[] copied(int offset, int byteCount) {
        byte[] a = scratch(byteCount);
        bytes.get(offset, a, 0, byteCount);
        return a;
    }

    private byte[] scratch(int byteCount) {
        if (scratch.length < byteCount) {
            scratch = new byte[Math.max(byteCount, 2 * scratch.length)];
        }
        return scratch;
    }
}
