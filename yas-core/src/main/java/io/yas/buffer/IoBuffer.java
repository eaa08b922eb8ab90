package io.yas.buffer;

import io.yas.internal.Failures;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * The byte layer of YaS: primitives, strings and primitive arrays over a {@code byte[]} (the fast default) or a
 * {@link ByteBuffer} (heap or direct, for zero-copy I/O), behind one type.
 *
 * <p><b>Byte order:</b> always little-endian, whatever the backing and whatever order a wrapped
 * {@code ByteBuffer} is set to (docs/spec-yas.md §1.1).
 *
 * <p><b>Layout</b> (docs/spec-yas.md §2): {@code boolean} is one byte 0x01/0x00 (any non-zero byte reads as
 * {@code true}); {@code char} is <em>one</em> byte, U+0000..U+00FF; a string is {@code [int32 L][L-1 bytes][0x00]}
 * with {@code L} = encoded byte count + 1; a primitive array is {@code [int32 n][n elements]}; a {@code String[]}
 * is {@code [int32 n][n strings]}.
 *
 * <p><b>Indices:</b> {@code position}, {@code limit}, {@code capacity} and every {@code offset} are in bytes from
 * the start of this buffer (for {@link #wrap(byte[], int, int)} that is the given array offset). Relative
 * operations ({@code getInt()}, {@code putInt(v)}) move the position; absolute ones take an offset and don't.
 *
 * <p><b>Writing</b> grows the buffer when needed (amortised doubling: the new capacity is at least twice the old
 * one) and raises the limit to the new position when a write ends past it. Growing a wrapped buffer replaces the
 * backing with a larger copy: from then on the buffer no longer shares the caller's memory. Absolute puts never
 * grow: they must lie within the capacity.
 *
 * <p><b>Reading</b> never reads at or past the limit. Truncated or corrupt bytes (a length that runs past the
 * limit, a negative count, a string length below 1, malformed UTF-8 under strict UTF-8) throw
 * {@link YasFormatException} naming the offset, before anything is allocated; on that exception the position is
 * left where the failing read started.
 *
 * <p><b>Strings:</b> written as UTF-8 unless {@link #setEnforceSimpleStringEncoding ISO-8859-1 mode} is on (then a
 * char above U+00FF is refused, never truncated). Read as UTF-8 when the bytes are valid UTF-8, otherwise as
 * ISO-8859-1 (the reference's ISO mode leaves no mark on the wire), unless {@link #setStrictUtf8 strict UTF-8} is
 * on, in which case malformed bytes throw. In ISO-8859-1 mode strings are read as ISO-8859-1.
 *
 * <p><b>Thread-safety:</b> none; a buffer is used by one thread at a time. Distinct buffers wrapping the same memory
 * may be read concurrently.
 */
public abstract sealed class IoBuffer permits ArrayIoBuffer, NioIoBuffer {
    /** Largest capacity a buffer can grow to, in bytes. */
    public static final int MAX_CAPACITY = Integer.MAX_VALUE - 16;
    /** Arrays at least this long are copied with one bulk copy instead of an element loop. */
    static final int BULK_THRESHOLD = 16;

    int position;
    int limit;
    private final BulkViews views = new BulkViews();
    private boolean enforceSimpleStringEncoding;
    private boolean strictUtf8;

    IoBuffer(int limit) {
        this.limit = limit;
    }

    // ------------------------------------------------------------------------------------------------ factories

    /**
     * A new buffer backed by a {@code byte[]} of {@code capacity} bytes; position 0, limit = capacity.
     *
     * @param capacity initial capacity in bytes, {@code >= 0}; the buffer grows on write as needed
     * @return the new buffer
     */
    public static IoBuffer allocate(int capacity) {
        checkCapacity(capacity);
        return new ArrayIoBuffer(new byte[capacity], 0, capacity);
    }

    /**
     * A new buffer backed by a direct {@link ByteBuffer} of {@code capacity} bytes (the kind network and file
     * channels want); position 0, limit = capacity.
     *
     * @param capacity initial capacity in bytes, {@code >= 0}; the buffer grows on write as needed
     * @return the new buffer
     */
    public static IoBuffer allocateDirect(int capacity) {
        checkCapacity(capacity);
        return new NioIoBuffer(ByteBuffer.allocateDirect(capacity));
    }

    /**
     * Wraps {@code bytes} without copying: position 0, limit = capacity = {@code bytes.length}. Writes go to the
     * array until a write needs more room (see the class doc).
     *
     * @param bytes the array to share
     * @return the new buffer
     */
    public static IoBuffer wrap(byte[] bytes) {
        return new ArrayIoBuffer(bytes, 0, bytes.length);
    }

    /**
     * Wraps {@code byteCount} bytes of {@code bytes} starting at {@code arrayOffset} without copying; offset 0 of
     * the buffer is {@code bytes[arrayOffset]}; position 0, limit = capacity = {@code byteCount}.
     *
     * @param bytes       the array to share
     * @param arrayOffset index of the first shared byte
     * @param byteCount   number of shared bytes
     * @return the new buffer
     * @throws IndexOutOfBoundsException if the range is not inside {@code bytes}
     */
    public static IoBuffer wrap(byte[] bytes, int arrayOffset, int byteCount) {
        Objects.checkFromIndexSize(arrayOffset, byteCount, bytes.length);
        return new ArrayIoBuffer(bytes, arrayOffset, byteCount);
    }

    /**
     * Wraps the bytes between {@code bytes.position()} and {@code bytes.limit()} (heap or direct) without
     * copying; offset 0 of this buffer is {@code bytes.position()}. The {@code ByteBuffer}'s own position, limit
     * and byte order are not touched; this buffer reads and writes little-endian regardless.
     *
     * @param bytes the buffer to share
     * @return the new buffer; position 0, limit = capacity = {@code bytes.remaining()}
     * @throws java.nio.ReadOnlyBufferException on a write into a read-only {@code bytes} (a write that needs more
     *                                          room grows into a writable copy instead)
     */
    public static IoBuffer wrap(ByteBuffer bytes) {
        return new NioIoBuffer(bytes.slice());
    }

    private static void checkCapacity(int capacity) {
        if (capacity < 0 || capacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("capacity < 0 or > MAX_CAPACITY: " + capacity);
        }
    }

    // ----------------------------------------------------------------------------------------- backing (subclass)

    /** @return the capacity in bytes */
    public abstract int capacity();

    /** @return {@code true} if the backing is a direct (off-heap) {@link ByteBuffer} */
    public abstract boolean isDirect();

    /**
     * A little-endian {@link ByteBuffer} view of this buffer's bytes {@code [0, limit)}, sharing memory (until the
     * buffer next grows): what a channel write wants. Its position is 0 and its limit this buffer's limit.
     *
     * @return a new view; changing its position or limit does not affect this buffer
     */
    public abstract ByteBuffer asByteBuffer();

    /** Grows the backing so that {@code minCapacity} bytes fit, keeping the content. */
    abstract void grow(int minCapacity);

    abstract byte rawByte(int offset);

    abstract void rawPutByte(int offset, byte value);

    abstract short rawShort(int offset);

    abstract void rawPutShort(int offset, short value);

    abstract int rawInt(int offset);

    abstract void rawPutInt(int offset, int value);

    abstract long rawLong(int offset);

    abstract void rawPutLong(int offset, long value);

    abstract float rawFloat(int offset);

    abstract void rawPutFloat(int offset, float value);

    abstract double rawDouble(int offset);

    abstract void rawPutDouble(int offset, double value);

    abstract void rawGetBytes(int offset, byte[] dst, int dstOffset, int byteCount);

    abstract boolean rangeEquals(int offset, byte[] expected);

    abstract void rawPutBytes(int offset, byte[] src, int srcOffset, int byteCount);

    /** A little-endian {@link ByteBuffer} over the whole backing; offset 0 is at index {@link #bulkBase()}. */
    abstract ByteBuffer bulk();

    /** @return the index in {@link #bulk()} of this buffer's offset 0 */
    abstract int bulkBase();

    /** Drops the cached bulk views; subclasses call it when the backing is replaced. */
    final void resetViews() {
        views.reset();
    }

    /** Decodes {@code byteCount} bytes at {@code offset} as by {@link Utf8#decode}; {@code null} if rejected. */
    abstract String decode(int offset, int byteCount, boolean latin1, boolean strict);

    /** Writes the UTF-8 form of {@code s} ({@code byteCount} bytes, already validated) at {@code offset}. */
    abstract void encodeUtf8(int offset, String s, int byteCount);

    /** UTF-8 of {@code s} at {@code offset}, which has room for 3 bytes a char: the byte count, -1 if unpaired. */
    abstract int encodeUtf8OnePass(int offset, String s);

    /** Writes {@code s} as ISO-8859-1 at {@code offset}; refuses chars above U+00FF. */
    abstract void encodeLatin1(int offset, String s, String what);

    // ----------------------------------------------------------------------------------------- position & limit

    /** @return the position: offset in bytes of the next relative read or write */
    public final int position() {
        return position;
    }

    /**
     * Sets the position.
     *
     * @param newPosition offset in bytes, {@code 0 <= newPosition <= capacity}; the limit is raised to it if lower
     * @return this buffer
     * @throws IllegalArgumentException if out of range
     */
    public final IoBuffer position(int newPosition) {
        if (newPosition < 0 || newPosition > capacity()) {
            throw new IllegalArgumentException("newPosition out of [0, capacity=" + capacity() + "]: " + newPosition);
        }
        position = newPosition;
        if (limit < newPosition) {
            limit = newPosition;
        }
        return this;
    }

    /** @return the limit: offset in bytes that reads never reach */
    public final int limit() {
        return limit;
    }

    /**
     * Sets the limit; the position is lowered to it if higher.
     *
     * @param newLimit offset in bytes, {@code 0 <= newLimit <= capacity}
     * @return this buffer
     * @throws IllegalArgumentException if out of range
     */
    public final IoBuffer limit(int newLimit) {
        if (newLimit < 0 || newLimit > capacity()) {
            throw new IllegalArgumentException("newLimit out of [0, capacity=" + capacity() + "]: " + newLimit);
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        return this;
    }

    /** @return {@code limit - position}, in bytes */
    public final int remaining() {
        return limit - position;
    }

    /** @return {@code true} if {@code position < limit} */
    public final boolean hasRemaining() {
        return position < limit;
    }

    /**
     * Prepares for writing from the start: position 0, limit = capacity. Content is kept.
     *
     * @return this buffer
     */
    public final IoBuffer clear() {
        position = 0;
        limit = capacity();
        return this;
    }

    /**
     * Prepares to read what was written: limit = position, position 0.
     *
     * @return this buffer
     */
    public final IoBuffer flip() {
        limit = position;
        position = 0;
        return this;
    }

    /**
     * Makes sure {@code byteCount} more bytes can be written at the position without growing again.
     *
     * @param byteCount number of bytes, {@code >= 0}
     * @return this buffer
     */
    public final IoBuffer ensureWritable(int byteCount) {
        ensure(position, byteCount);
        return this;
    }

    /**
     * Copies the remaining bytes, {@code [position, limit)}, into a new array, as a relative read of them would see
     * them; the position does not move. To copy a message just written, flip first:
     * {@code buffer.flip().toByteArray()}.
     *
     * @return a new array of {@link #remaining()} bytes
     */
    public final byte[] toByteArray() {
        byte[] out = new byte[limit - position];
        rawGetBytes(position, out, 0, out.length);
        return out;
    }

    // ------------------------------------------------------------------------------------------------- settings

    /** @return {@code true} if data strings are written (and read) as ISO-8859-1 */
    public final boolean isEnforceSimpleStringEncoding() {
        return enforceSimpleStringEncoding;
    }

    /**
     * Switches data strings ({@link #putString}, {@link #getString}) to ISO-8859-1, one byte per char, as the
     * reference's {@code setEnforceSimpleStringEncoding}. Nothing on the wire records this choice.
     *
     * @param enabled {@code true} for ISO-8859-1, {@code false} for UTF-8 (the default)
     * @return this buffer
     */
    public final IoBuffer setEnforceSimpleStringEncoding(boolean enabled) {
        this.enforceSimpleStringEncoding = enabled;
        return this;
    }

    /** @return {@code true} if strings that are not valid UTF-8 are refused on read */
    public final boolean isStrictUtf8() {
        return strictUtf8;
    }

    /**
     * Makes reads of strings that are not valid UTF-8 throw {@link YasFormatException} instead of falling back to
     * ISO-8859-1. Off by default.
     *
     * @param enabled {@code true} to refuse malformed UTF-8
     * @return this buffer
     */
    public final IoBuffer setStrictUtf8(boolean enabled) {
        this.strictUtf8 = enabled;
        return this;
    }

    // ----------------------------------------------------------------------------------------------- checks

    /** Checks that {@code byteCount} bytes can be read at {@code offset}; throws for truncated input. */
    private void checkRead(int offset, int byteCount, String what) {
        if (offset < 0 || limit - offset < byteCount) {
            throw Failures.truncated(this, offset, byteCount, what);
        }
    }

    /** Grows if {@code byteCount} bytes do not fit at {@code offset}; raises the limit past the write. */
    private void ensure(int offset, int byteCount) {
        long end = (long) offset + byteCount;
        if (end > capacity()) {
            if (end > MAX_CAPACITY) {
                throw new IllegalStateException("buffer would exceed MAX_CAPACITY: " + end + " bytes");
            }
            grow((int) Math.min(MAX_CAPACITY, Math.max(end, 2L * capacity())));
        }
    }

    private int advanceWrite(int byteCount) {
        int p = position;
        ensure(p, byteCount);
        int end = p + byteCount;
        position = end;
        if (limit < end) {
            limit = end;
        }
        return p;
    }

    private int advanceRead(int byteCount, String what) {
        int p = position;
        checkRead(p, byteCount, what);
        position = p + byteCount;
        return p;
    }

    private void checkWrite(int offset, int byteCount) {
        Objects.checkFromIndexSize(offset, byteCount, capacity());
    }

    private void checkAbsoluteRead(int offset, int byteCount, String what) {
        checkRead(offset, byteCount, what);
    }

    /**
     * Checks a declared element count before anything is allocated: non-negative and, at {@code elementBytes}
     * bytes each, within the bytes that remain before the limit.
     */
    private void checkCount(int countOffset, int count, int elementBytes, String what) {
        if (count < 0) {
            throw Failures.negativeLength(this, countOffset, what + " element count", count);
        }
        long remaining = limit - (countOffset + 4L);
        if ((long) count * elementBytes > remaining) {
            throw Failures.lengthExceedsRemaining(this, countOffset, what, count, elementBytes, remaining);
        }
    }

    // ------------------------------------------------------------------------------------ primitives, relative

    /** Reads one byte; any non-zero byte is {@code true}. Moves the position by 1. */
    public final boolean getBoolean() {
        return rawByte(advanceRead(1, "boolean")) != 0;
    }

    /** Writes {@code value} as one byte 0x01 or 0x00. Moves the position by 1. */
    public final IoBuffer putBoolean(boolean value) {
        rawPutByte(advanceWrite(1), value ? (byte) 1 : (byte) 0);
        return this;
    }

    /** Reads one byte. Moves the position by 1. */
    public final byte getByte() {
        return rawByte(advanceRead(1, "int8"));
    }

    /** Writes one byte. Moves the position by 1. */
    public final IoBuffer putByte(byte value) {
        rawPutByte(advanceWrite(1), value);
        return this;
    }

    /** Reads a little-endian int16. Moves the position by 2. */
    public final short getShort() {
        return rawShort(advanceRead(2, "int16"));
    }

    /** Writes a little-endian int16. Moves the position by 2. */
    public final IoBuffer putShort(short value) {
        rawPutShort(advanceWrite(2), value);
        return this;
    }

    /** Reads a little-endian int32. Moves the position by 4. */
    public final int getInt() {
        return rawInt(advanceRead(4, "int32"));
    }

    /** Writes a little-endian int32. Moves the position by 4. */
    public final IoBuffer putInt(int value) {
        rawPutInt(advanceWrite(4), value);
        return this;
    }

    /** Reads a little-endian int64. Moves the position by 8. */
    public final long getLong() {
        return rawLong(advanceRead(8, "int64"));
    }

    /** Writes a little-endian int64. Moves the position by 8. */
    public final IoBuffer putLong(long value) {
        rawPutLong(advanceWrite(8), value);
        return this;
    }

    /** Reads a little-endian IEEE-754 binary32 (all bits kept). Moves the position by 4. */
    public final float getFloat() {
        return rawFloat(advanceRead(4, "float32"));
    }

    /** Writes a little-endian IEEE-754 binary32 (all bits kept). Moves the position by 4. */
    public final IoBuffer putFloat(float value) {
        rawPutFloat(advanceWrite(4), value);
        return this;
    }

    /** Reads a little-endian IEEE-754 binary64 (all bits kept). Moves the position by 8. */
    public final double getDouble() {
        return rawDouble(advanceRead(8, "float64"));
    }

    /** Writes a little-endian IEEE-754 binary64 (all bits kept). Moves the position by 8. */
    public final IoBuffer putDouble(double value) {
        rawPutDouble(advanceWrite(8), value);
        return this;
    }

    /** Reads a one-byte char, U+0000..U+00FF. Moves the position by 1. */
    public final char getChar() {
        return (char) (rawByte(advanceRead(1, "char")) & 0xFF);
    }

    /**
     * Writes a char as one byte. Moves the position by 1.
     *
     * @throws IllegalArgumentException if {@code value > U+00FF} (it does not fit one byte; never truncated)
     */
    public final IoBuffer putChar(char value) {
        byte b = charByte(value); // validate before the position moves
        rawPutByte(advanceWrite(1), b);
        return this;
    }

    static byte charByte(char value) {
        if (value > 0xFF) {
            throw new IllegalArgumentException("char U+" + String.format("%04X", (int) value)
                    + " does not fit the one-byte wire char (U+0000..U+00FF)");
        }
        return (byte) value;
    }

    // ------------------------------------------------------------------------------------ primitives, absolute

    /** Reads the byte at {@code offset} (bytes from the buffer start, below the limit); position unchanged. */
    public final byte getByte(int offset) {
        checkAbsoluteRead(offset, 1, "int8");
        return rawByte(offset);
    }

    /** Writes one byte at {@code offset} (within the capacity); position and limit unchanged. */
    public final IoBuffer putByte(int offset, byte value) {
        checkWrite(offset, 1);
        rawPutByte(offset, value);
        return this;
    }

    /** Reads a little-endian int16 at {@code offset}; position unchanged. */
    public final short getShort(int offset) {
        checkAbsoluteRead(offset, 2, "int16");
        return rawShort(offset);
    }

    /** Writes a little-endian int16 at {@code offset} (within the capacity); position and limit unchanged. */
    public final IoBuffer putShort(int offset, short value) {
        checkWrite(offset, 2);
        rawPutShort(offset, value);
        return this;
    }

    /** Reads a little-endian int32 at {@code offset}; position unchanged. */
    public final int getInt(int offset) {
        checkAbsoluteRead(offset, 4, "int32");
        return rawInt(offset);
    }

    /** Writes a little-endian int32 at {@code offset} (within the capacity); position and limit unchanged. */
    public final IoBuffer putInt(int offset, int value) {
        checkWrite(offset, 4);
        rawPutInt(offset, value);
        return this;
    }

    /** Reads a little-endian int64 at {@code offset}; position unchanged. */
    public final long getLong(int offset) {
        checkAbsoluteRead(offset, 8, "int64");
        return rawLong(offset);
    }

    /** Writes a little-endian int64 at {@code offset} (within the capacity); position and limit unchanged. */
    public final IoBuffer putLong(int offset, long value) {
        checkWrite(offset, 8);
        rawPutLong(offset, value);
        return this;
    }

    /** Reads a little-endian binary32 at {@code offset}; position unchanged. */
    public final float getFloat(int offset) {
        checkAbsoluteRead(offset, 4, "float32");
        return rawFloat(offset);
    }

    /** Writes a little-endian binary32 at {@code offset} (within the capacity); position and limit unchanged. */
    public final IoBuffer putFloat(int offset, float value) {
        checkWrite(offset, 4);
        rawPutFloat(offset, value);
        return this;
    }

    /** Reads a little-endian binary64 at {@code offset}; position unchanged. */
    public final double getDouble(int offset) {
        checkAbsoluteRead(offset, 8, "float64");
        return rawDouble(offset);
    }

    /** Writes a little-endian binary64 at {@code offset} (within the capacity); position and limit unchanged. */
    public final IoBuffer putDouble(int offset, double value) {
        checkWrite(offset, 8);
        rawPutDouble(offset, value);
        return this;
    }

    // ------------------------------------------------------------------------------------------------ raw bytes

    /**
     * Compares the bytes at {@code offset} with {@code expected}; position unchanged, allocation-free.
     *
     * @return {@code true} if all {@code expected.length} bytes lie below the limit and are equal
     */
    public final boolean bytesEqual(int offset, byte[] expected) {
        return offset >= 0 && limit - offset >= expected.length && rangeEquals(offset, expected);
    }

    /**
     * Copies {@code byteCount} bytes from the position into {@code dst}. Moves the position by {@code byteCount}.
     *
     * @throws YasFormatException if fewer than {@code byteCount} bytes remain
     */
    public final IoBuffer getBytes(byte[] dst, int dstOffset, int byteCount) {
        Objects.checkFromIndexSize(dstOffset, byteCount, dst.length);
        rawGetBytes(advanceRead(byteCount, "raw bytes"), dst, dstOffset, byteCount);
        return this;
    }

    /** Copies {@code byteCount} bytes of {@code src} to the position. Moves the position by {@code byteCount}. */
    public final IoBuffer putBytes(byte[] src, int srcOffset, int byteCount) {
        Objects.checkFromIndexSize(srcOffset, byteCount, src.length);
        rawPutBytes(advanceWrite(byteCount), src, srcOffset, byteCount);
        return this;
    }

    // ------------------------------------------------------------------------------------------------ strings

    /**
     * Writes {@code [int32 L][bytes][0x00]}, L = byte count + 1, as UTF-8 (or ISO-8859-1 in
     * {@link #setEnforceSimpleStringEncoding ISO mode}). {@code null} is written like {@code ""}:
     * {@code 01 00 00 00 00}.
     *
     * @throws IllegalArgumentException for an unpaired surrogate, or in ISO mode for a char above U+00FF
     */
    public final IoBuffer putString(String value) {
        return enforceSimpleStringEncoding ? putStringIso8859(value) : putStringUtf8(value);
    }

    private IoBuffer putStringUtf8(String value) {
        String s = value == null ? "" : value;
        int p = position;
        // short with room (the common case): one pass; else length first, so a refusal moves and grows nothing
        int n = s.length();
        int byteCount = n <= Utf8.ONE_PASS_CHARS && capacity() - p >= 5 + 3 * n ? encodeUtf8OnePass(p + 4, s) : -1;
        if (byteCount < 0) {
            byteCount = Utf8.encodedLength(s);
            ensure(p, 5 + byteCount);
            encodeUtf8(p + 4, s, byteCount);
        }
        rawPutInt(p, byteCount + 1);
        rawPutByte(p + 4 + byteCount, (byte) 0);
        advanceWrite(5 + byteCount);
        return this;
    }

    /**
     * Writes {@code value} as ISO-8859-1, one byte per char, in the string layout ({@code null} like {@code ""}).
     * Used for field names, the protocol name and enum names.
     *
     * @throws IllegalArgumentException if a char is above U+00FF
     */
    public final IoBuffer putStringIso8859(String value) {
        String s = value == null ? "" : value;
        int n = s.length();
        int p = position;
        ensure(p, 5 + n);
        encodeLatin1(p + 4, s, "string"); // validates before anything moves
        rawPutInt(p, n + 1);
        rawPutByte(p + 4 + n, (byte) 0);
        advanceWrite(5 + n);
        return this;
    }

    /**
     * Reads a string ({@code [int32 L][L-1 bytes][terminator]}); see the class doc for the decoding rules.
     * Moves the position past the terminator.
     *
     * @throws YasFormatException if {@code L < 1}, if {@code L} bytes do not remain, or (strict UTF-8) if the bytes
     *                            are not valid UTF-8
     */
    public final String getString() {
        return readString(enforceSimpleStringEncoding, strictUtf8);
    }

    /** Reads a string as ISO-8859-1 (every byte one char), whatever the buffer's settings. */
    public final String getStringIso8859() {
        return readString(true, false);
    }

    private String readString(boolean latin1, boolean strict) {
        int p = position;
        int declared = rawInt(advanceRead(4, "int32 string length"));
        position = p;
        if (declared < 1) {
            throw Failures.malformed(this, p, "string length >= 1 (it counts the NUL terminator)",
                    String.valueOf(declared));
        }
        if (declared > limit - p - 4) {
            throw Failures.lengthExceedsRemaining(this, p, "string", declared, 1, limit - p - 4L);
        }
        int byteCount = declared - 1;
        String s = byteCount == 0 ? "" : decode(p + 4, byteCount, latin1, strict);
        if (s == null) {
            throw Failures.invalidUtf8(this, p + 4, byteCount);
        }
        position = p + 4 + declared;
        return s;
    }

    /**
     * Skips a string without decoding it. Moves the position past it.
     *
     * @return the offset of its first byte (after the length); its byte count is {@code position - 1 - offset}
     * @throws YasFormatException as {@link #getString()} for the length
     */
    public final int skipString() {
        int p = position;
        int declared = rawInt(advanceRead(4, "int32 string length"));
        position = p;
        if (declared < 1) {
            throw Failures.malformed(this, p, "string length >= 1 (it counts the NUL terminator)",
                    String.valueOf(declared));
        }
        if (declared > limit - p - 4) {
            throw Failures.lengthExceedsRemaining(this, p, "string", declared, 1, limit - p - 4L);
        }
        position = p + 4 + declared;
        return p + 4;
    }

    // ------------------------------------------------------------------------------------------- bulk views

    /** The element index in a bulk view for {@code offset}: backing index divided by the element size. */
    private int index(int offset, int elementBytes) {
        return (bulkBase() + offset) / elementBytes;
    }

    // ------------------------------------------------------------------------------------- arrays: [int32 n][..]

    /** Reads the count of an array and checks it against the remaining bytes; position moves past the count. */
    private int readCount(int elementBytes, String what) {
        int p = position;
        int n = rawInt(advanceRead(4, "an int32 array element count"));
        position = p;
        checkCount(p, n, elementBytes, what);
        position = p + 4;
        return n;
    }

    private int writeCount(int elementCount, int length, int elementBytes) {
        Objects.checkFromIndexSize(0, elementCount, length);
        long byteCount = 4L + (long) elementCount * elementBytes;
        if (byteCount > MAX_CAPACITY) {
            throw new IllegalStateException("array of " + byteCount + " bytes exceeds MAX_CAPACITY");
        }
        int p = advanceWrite((int) byteCount);
        rawPutInt(p, elementCount);
        return p + 4;
    }

    /** Writes {@code [int32 n][n bytes 0x01/0x00]} from {@code src[0, n)}. Moves the position by 4 + n. */
    public final IoBuffer putBooleanArray(boolean[] src, int elementCount) {
        int p = writeCount(elementCount, src.length, 1);
        for (int i = 0; i < elementCount; i++) {
            rawPutByte(p + i, src[i] ? (byte) 1 : (byte) 0);
        }
        return this;
    }

    /**
     * Reads {@code [int32 n][n bytes]} into {@code dst} if its length is exactly n, else into a new array.
     *
     * @param dst array to reuse, or {@code null}
     * @return {@code dst} or a new array holding the n values
     * @throws YasFormatException if n is negative or n bytes do not remain
     */
    public final boolean[] getBooleanArray(boolean[] dst) {
        int n = readCount(1, "bool array");
        boolean[] out = dst != null && dst.length == n ? dst : new boolean[n];
        int p = advanceRead(n, "bool array");
        for (int i = 0; i < n; i++) {
            out[i] = rawByte(p + i) != 0;
        }
        return out;
    }

    /** Writes {@code [int32 n][n bytes]} from {@code src[0, n)}: one bulk copy. Moves the position by 4 + n. */
    public final IoBuffer putByteArray(byte[] src, int elementCount) {
        rawPutBytes(writeCount(elementCount, src.length, 1), src, 0, elementCount);
        return this;
    }

    /** Reads {@code [int32 n][n bytes]}; {@code dst} reused if its length is n. See {@link #getBooleanArray}. */
    public final byte[] getByteArray(byte[] dst) {
        int n = readCount(1, "byte array");
        byte[] out = dst != null && dst.length == n ? dst : new byte[n];
        rawGetBytes(advanceRead(n, "byte array"), out, 0, n);
        return out;
    }

    /** Writes {@code [int32 n][n one-byte chars]}; refuses chars above U+00FF. Moves the position by 4 + n. */
    public final IoBuffer putCharArray(char[] src, int elementCount) {
        Objects.checkFromIndexSize(0, elementCount, src.length);
        for (int i = 0; i < elementCount; i++) {
            charByte(src[i]); // validate before anything is written
        }
        int p = writeCount(elementCount, src.length, 1);
        for (int i = 0; i < elementCount; i++) {
            rawPutByte(p + i, (byte) src[i]);
        }
        return this;
    }

    /** Reads {@code [int32 n][n one-byte chars]}; {@code dst} reused if its length is n. */
    public final char[] getCharArray(char[] dst) {
        int n = readCount(1, "char array");
        char[] out = dst != null && dst.length == n ? dst : new char[n];
        int p = advanceRead(n, "char array");
        for (int i = 0; i < n; i++) {
            out[i] = (char) (rawByte(p + i) & 0xFF);
        }
        return out;
    }

    /** Writes {@code [int32 n][n int16]} from {@code src[0, n)}. Moves the position by 4 + 2n. */
    public final IoBuffer putShortArray(short[] src, int elementCount) {
        int p = writeCount(elementCount, src.length, 2);
        if (elementCount >= BULK_THRESHOLD) {
            views.shorts(bulk(), bulkBase() + p).put(index(p, 2), src, 0, elementCount);
        } else {
            for (int i = 0; i < elementCount; i++) {
                rawPutShort(p + 2 * i, src[i]);
            }
        }
        return this;
    }

    /** Reads {@code [int32 n][n int16]}; {@code dst} reused if its length is n. */
    public final short[] getShortArray(short[] dst) {
        int n = readCount(2, "int16 array");
        short[] out = dst != null && dst.length == n ? dst : new short[n];
        int p = advanceRead(2 * n, "int16 array");
        if (n >= BULK_THRESHOLD) {
            views.shorts(bulk(), bulkBase() + p).get(index(p, 2), out, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = rawShort(p + 2 * i);
            }
        }
        return out;
    }

    /** Writes {@code [int32 n][n int32]} from {@code src[0, n)}. Moves the position by 4 + 4n. */
    public final IoBuffer putIntArray(int[] src, int elementCount) {
        int p = writeCount(elementCount, src.length, 4);
        if (elementCount >= BULK_THRESHOLD) {
            views.ints(bulk(), bulkBase() + p).put(index(p, 4), src, 0, elementCount);
        } else {
            for (int i = 0; i < elementCount; i++) {
                rawPutInt(p + 4 * i, src[i]);
            }
        }
        return this;
    }

    /** Reads {@code [int32 n][n int32]}; {@code dst} reused if its length is n. */
    public final int[] getIntArray(int[] dst) {
        int n = readCount(4, "int32 array");
        int[] out = dst != null && dst.length == n ? dst : new int[n];
        int p = advanceRead(4 * n, "int32 array");
        if (n >= BULK_THRESHOLD) {
            views.ints(bulk(), bulkBase() + p).get(index(p, 4), out, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = rawInt(p + 4 * i);
            }
        }
        return out;
    }

    /** Writes {@code [int32 n][n int64]} from {@code src[0, n)}. Moves the position by 4 + 8n. */
    public final IoBuffer putLongArray(long[] src, int elementCount) {
        int p = writeCount(elementCount, src.length, 8);
        if (elementCount >= BULK_THRESHOLD) {
            views.longs(bulk(), bulkBase() + p).put(index(p, 8), src, 0, elementCount);
        } else {
            for (int i = 0; i < elementCount; i++) {
                rawPutLong(p + 8 * i, src[i]);
            }
        }
        return this;
    }

    /** Reads {@code [int32 n][n int64]}; {@code dst} reused if its length is n. */
    public final long[] getLongArray(long[] dst) {
        int n = readCount(8, "int64 array");
        long[] out = dst != null && dst.length == n ? dst : new long[n];
        int p = advanceRead(8 * n, "int64 array");
        if (n >= BULK_THRESHOLD) {
            views.longs(bulk(), bulkBase() + p).get(index(p, 8), out, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = rawLong(p + 8 * i);
            }
        }
        return out;
    }

    /** Writes {@code [int32 n][n binary32]} from {@code src[0, n)}. Moves the position by 4 + 4n. */
    public final IoBuffer putFloatArray(float[] src, int elementCount) {
        int p = writeCount(elementCount, src.length, 4);
        if (elementCount >= BULK_THRESHOLD) {
            views.floats(bulk(), bulkBase() + p).put(index(p, 4), src, 0, elementCount);
        } else {
            for (int i = 0; i < elementCount; i++) {
                rawPutFloat(p + 4 * i, src[i]);
            }
        }
        return this;
    }

    /** Reads {@code [int32 n][n binary32]}; {@code dst} reused if its length is n. */
    public final float[] getFloatArray(float[] dst) {
        int n = readCount(4, "float32 array");
        float[] out = dst != null && dst.length == n ? dst : new float[n];
        int p = advanceRead(4 * n, "float32 array");
        if (n >= BULK_THRESHOLD) {
            views.floats(bulk(), bulkBase() + p).get(index(p, 4), out, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = rawFloat(p + 4 * i);
            }
        }
        return out;
    }

    /** Writes {@code [int32 n][n binary64]} from {@code src[0, n)}: one bulk copy. Moves the position by 4 + 8n. */
    public final IoBuffer putDoubleArray(double[] src, int elementCount) {
        int p = writeCount(elementCount, src.length, 8);
        if (elementCount >= BULK_THRESHOLD) {
            views.doubles(bulk(), bulkBase() + p).put(index(p, 8), src, 0, elementCount);
        } else {
            for (int i = 0; i < elementCount; i++) {
                rawPutDouble(p + 8 * i, src[i]);
            }
        }
        return this;
    }

    /** Reads {@code [int32 n][n binary64]}: one bulk copy; {@code dst} reused if its length is n. */
    public final double[] getDoubleArray(double[] dst) {
        int n = readCount(8, "float64 array");
        double[] out = dst != null && dst.length == n ? dst : new double[n];
        int p = advanceRead(8 * n, "float64 array");
        if (n >= BULK_THRESHOLD) {
            views.doubles(bulk(), bulkBase() + p).get(index(p, 8), out, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[i] = rawDouble(p + 8 * i);
            }
        }
        return out;
    }

    /**
     * Writes {@code [int32 n][n strings]} from {@code src[0, n)}; {@code null} elements are written as {@code ""}.
     *
     * @throws IllegalArgumentException as {@link #putString} for an element; the position and limit are then
     *                                  left as they were before the call (nothing half-written is kept)
     */
    public final IoBuffer putStringArray(String[] src, int elementCount) {
        Objects.checkFromIndexSize(0, elementCount, src.length);
        int startPosition = position;
        int startLimit = limit;
        try {
            putInt(elementCount);
            for (int i = 0; i < elementCount; i++) {
                putString(src[i]);
            }
        } catch (IllegalArgumentException e) {
            position = startPosition;
            limit = startLimit;
            throw e;
        }
        return this;
    }

    /**
     * Reads {@code [int32 n][n strings]}; {@code dst} reused if its length is n. The count is checked against the
     * remaining bytes at 5 bytes per string (the smallest string) before allocating.
     */
    public final String[] getStringArray(String[] dst) {
        int start = position;
        int n = readCount(5, "string array");
        String[] out = dst != null && dst.length == n ? dst : new String[n];
        try {
            for (int i = 0; i < n; i++) {
                out[i] = getString();
            }
        } catch (YasFormatException e) {
            position = start;
            throw e;
        }
        return out;
    }

    /** @return a short description for debugging: backing, position, limit, capacity */
    @Override
    public String toString() {
        return getClass().getSimpleName() + "[position=" + position + ", limit=" + limit + ", capacity=" + capacity()
                + ", order=" + ByteOrder.LITTLE_ENDIAN + "]";
    }
}
