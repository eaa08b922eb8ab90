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
 *
 * <p><b>Why this class is long:</b> it is the one public type of the byte layer, so it holds the whole API (about 80
 * methods, each documented) and the position and bounds rules they share. The layouts live elsewhere: strings in
 * {@code StringCodec}, arrays in {@code ArrayCodec}, the byte access of each backing in {@code ArrayIoBuffer} and
 * {@code NioIoBuffer}.
 */
public abstract sealed class IoBuffer permits ArrayIoBuffer, NioIoBuffer {
    /** Largest capacity a buffer can grow to, in bytes. */
    public static final int MAX_CAPACITY = Integer.MAX_VALUE - 16;
    /** The fewest bytes a string takes: {@code ""} is its length (1) and the terminator (docs/spec-yas.md §2.2). */
    public static final int MIN_STRING_BYTES = StringCodec.MIN_BYTES;

    int position;
    int limit;
    /** The backing's size in bytes, held here so that every bounds check reads a field, not a subclass's method. */
    int capacity;
    private final BulkViews views = new BulkViews();
    /** Converts boolean arrays of {@value BooleanBytes#STAGED} elements or more; {@code null} until one is. */
    private BooleanBytes booleanBytes;
    private boolean enforceSimpleStringEncoding;
    private boolean strictUtf8;

    IoBuffer(int capacity) {
        this.capacity = capacity;
        this.limit = capacity;
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

    /**
     * A read-only view of this buffer's bytes from 0 to its limit that reads every multi-byte value big-endian, for
     * the one kind of message that needs it: what the Java reference writes through its {@code java.nio}-backed
     * buffer (docs/spec-yas.md §9). The view starts at this buffer's position; reading it moves neither this
     * buffer's position nor its limit. YaS is never written big-endian: a write through the view throws
     * {@link java.nio.ReadOnlyBufferException}.
     *
     * @return the view: position as this buffer's, limit = capacity = this buffer's limit, string settings as its
     */
    public IoBuffer bigEndianReadView() {
        IoBuffer view = new NioIoBuffer(asByteBuffer().asReadOnlyBuffer(), java.nio.ByteOrder.BIG_ENDIAN);
        view.enforceSimpleStringEncoding = enforceSimpleStringEncoding;
        view.strictUtf8 = strictUtf8;
        view.limit(limit);
        view.position(position);
        return view;
    }

    private static void checkCapacity(int capacity) {
        if (capacity < 0 || capacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("capacity < 0 or > MAX_CAPACITY: " + capacity);
        }
    }

    // ----------------------------------------------------------------------------------------- backing (subclass)

    /** {@return the capacity in bytes} */
    public final int capacity() {
        return capacity;
    }

    /** {@return {@code true} if the backing is a direct (off-heap) {@link ByteBuffer}} */
    public abstract boolean isDirect();

    /**
     * A little-endian {@link ByteBuffer} view of this buffer's bytes {@code [0, limit)}, sharing memory (until the
     * buffer next grows): what a channel write wants. Its position is 0 and its limit this buffer's limit.
     *
     * @return a new view; changing its position or limit does not affect this buffer
     */
    public abstract ByteBuffer asByteBuffer();

    /**
     * {@return {@code true} if this buffer's bytes lie in an accessible {@code byte[]}}: a buffer over an array, or
     * over a heap {@link ByteBuffer} that is not read-only; then {@link #array()} and {@link #arrayOffset()} give it
     */
    public abstract boolean hasArray();

    /**
     * The array that holds this buffer's bytes, shared, not copied, until the buffer next grows: offset {@code i} of
     * this buffer is index {@code arrayOffset() + i} of the array. For code that reads the bytes in place (a parser
     * over a {@code byte[]}); writing into it changes this buffer.
     *
     * @return the array
     * @throws UnsupportedOperationException if the buffer has no accessible array ({@link #hasArray()} is
     *                                       {@code false}): a direct or read-only backing
     */
    public abstract byte[] array();

    /**
     * {@return the index in {@link #array()} of this buffer's offset 0}
     *
     * @throws UnsupportedOperationException if the buffer has no accessible array ({@link #hasArray()} is
     *                                       {@code false})
     */
    public abstract int arrayOffset();

    /** Replaces the backing by one of {@code newCapacity} bytes, keeping the content ({@link #ensure} records it). */
    abstract void grow(int newCapacity);

    abstract byte rawByte(int offset);

    abstract void rawPutByte(int offset, byte value);

    abstract short rawShort(int offset);

    abstract void rawPutShort(int offset, short value);

    abstract int rawInt(int offset);

    abstract void rawPutInt(int offset, int value);

    abstract long rawLong(int offset);

    abstract void rawPutLong(int offset, long value);

    /** The float whose IEEE 754 bits are the int at {@code offset}: every bit kept, a NaN's payload too. */
    final float rawFloat(int offset) {
        return Float.intBitsToFloat(rawInt(offset));
    }

    /** Stores the IEEE 754 bits of {@code value} as an int, every bit kept (a NaN is not made canonical). */
    final void rawPutFloat(int offset, float value) {
        rawPutInt(offset, Float.floatToRawIntBits(value));
    }

    /** The double whose IEEE 754 bits are the long at {@code offset}: every bit kept, a NaN's payload too. */
    final double rawDouble(int offset) {
        return Double.longBitsToDouble(rawLong(offset));
    }

    /** Stores the IEEE 754 bits of {@code value} as a long, every bit kept (a NaN is not made canonical). */
    final void rawPutDouble(int offset, double value) {
        rawPutLong(offset, Double.doubleToRawLongBits(value));
    }

    abstract void rawGetBytes(int offset, byte[] dst, int dstOffset, int byteCount);

    abstract boolean rangeEquals(int offset, byte[] expected);

    abstract void rawPutBytes(int offset, byte[] src, int srcOffset, int byteCount);

    /** {@return this buffer's converter of boolean arrays}, made on first use */
    final BooleanBytes booleanBytes() {
        BooleanBytes b = booleanBytes;
        if (b == null) {
            b = new BooleanBytes();
            booleanBytes = b;
        }
        return b;
    }

    /** A little-endian {@link ByteBuffer} over the whole backing; offset 0 is at index {@link #bulkBase()}. */
    abstract ByteBuffer bulk();

    /** {@return the index in {@link #bulk()} of this buffer's offset 0} */
    abstract int bulkBase();

    /** Drops the cached bulk views; subclasses call it when the backing is replaced. */
    final void resetViews() {
        views.reset();
    }

    /** Decodes {@code byteCount} bytes at {@code offset} as by {@link Utf8#decode}; {@code null} if rejected. */
    abstract String decode(int offset, int byteCount, boolean latin1, boolean strict);

    /**
     * Writes the UTF-8 form of {@code s} at {@code offset}, where {@code maxBytes} bytes are writable (its exact
     * length, or three bytes a char): the byte count, or -1 for an unpaired surrogate.
     */
    abstract int encodeUtf8(int offset, String s, int maxBytes);

    /** Writes {@code s} as ISO-8859-1 at {@code offset}; refuses chars above U+00FF. */
    abstract void encodeLatin1(int offset, String s, String what);

    /**
     * Whether the {@code s.length()} bytes at {@code offset} (below the limit) are the chars of {@code s}, one byte
     * each, none above {@code maxChar} ({@link Utf8#holds}).
     */
    abstract boolean holds(int offset, String s, int maxChar);

    /**
     * Whether the {@code byteCount} bytes at {@code offset} (below the limit) are the UTF-8 form of {@code s}
     * ({@link Utf8#encodes}).
     */
    abstract boolean encodesUtf8(int offset, int byteCount, String s);

    // ----------------------------------------------------------------------------------------- position & limit

    /** {@return the position: offset in bytes of the next relative read or write} */
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

    /** {@return the limit: offset in bytes that reads never reach} */
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

    /** {@return {@code limit - position}, in bytes} */
    public final int remaining() {
        return limit - position;
    }

    /** {@return {@code true} if {@code position < limit}} */
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

    /** {@return {@code true} if data strings are written (and read) as ISO-8859-1} */
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

    /** {@return {@code true} if strings that are not valid UTF-8 are refused on read} */
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

    /** Grows if {@code byteCount} bytes do not fit at {@code offset}. */
    final void ensure(int offset, int byteCount) {
        long end = (long) offset + byteCount;
        if (end > capacity) {
            if (end > MAX_CAPACITY) {
                throw new IllegalStateException("buffer would exceed MAX_CAPACITY: " + end + " bytes");
            }
            int newCapacity = (int) Math.min(MAX_CAPACITY, Math.max(end, 2L * capacity));
            grow(newCapacity);
            capacity = newCapacity;
        }
    }

    /** Makes room for {@code byteCount} bytes at the position and moves past them; returns where they start. */
    final int advanceWrite(int byteCount) {
        int p = position;
        ensure(p, byteCount);
        int end = p + byteCount;
        position = end;
        if (limit < end) {
            limit = end;
        }
        return p;
    }

    /** Checks that {@code byteCount} bytes remain and moves past them; returns where they start. */
    final int advanceRead(int byteCount, String what) {
        int p = position;
        checkRead(p, byteCount, what);
        position = p + byteCount;
        return p;
    }

    private void checkWrite(int offset, int byteCount) {
        Objects.checkIndex(offset, capacity); // intrinsics: the JIT merges the checks of stores near one offset
        Objects.checkIndex(offset + byteCount - 1, capacity);
    }

    /** {@return the typed bulk views of this buffer's backing} */
    final BulkViews views() {
        return views;
    }

    /** {@return the element index in a bulk view for {@code offset}: the backing index over the element size} */
    final int bulkIndex(int offset, int elementBytes) {
        return (bulkBase() + offset) / elementBytes;
    }

    // ------------------------------------------------------------------------------------ primitives, relative

    /**
     * Reads one byte; any non-zero byte is {@code true}. Moves the position by 1.
     *
     * @return the value
     * @throws YasFormatException if no byte remains
     */
    public final boolean getBoolean() {
        return rawByte(advanceRead(1, "boolean")) != 0;
    }

    /**
     * Writes one byte, 0x01 or 0x00. Moves the position by 1.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putBoolean(boolean value) {
        rawPutByte(advanceWrite(1), value ? (byte) 1 : (byte) 0);
        return this;
    }

    /**
     * Reads one byte. Moves the position by 1.
     *
     * @return the value
     * @throws YasFormatException if no byte remains
     */
    public final byte getByte() {
        return rawByte(advanceRead(1, "int8"));
    }

    /**
     * Writes one byte. Moves the position by 1.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putByte(byte value) {
        rawPutByte(advanceWrite(1), value);
        return this;
    }

    /**
     * Reads a little-endian int16. Moves the position by 2.
     *
     * @return the value
     * @throws YasFormatException if fewer than 2 bytes remain
     */
    public final short getShort() {
        return rawShort(advanceRead(2, "int16"));
    }

    /**
     * Writes a little-endian int16. Moves the position by 2.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putShort(short value) {
        rawPutShort(advanceWrite(2), value);
        return this;
    }

    /**
     * Reads a little-endian int32. Moves the position by 4.
     *
     * @return the value
     * @throws YasFormatException if fewer than 4 bytes remain
     */
    public final int getInt() {
        return rawInt(advanceRead(4, "int32"));
    }

    /**
     * Writes a little-endian int32. Moves the position by 4.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putInt(int value) {
        rawPutInt(advanceWrite(4), value);
        return this;
    }

    /**
     * Reads a little-endian int64. Moves the position by 8.
     *
     * @return the value
     * @throws YasFormatException if fewer than 8 bytes remain
     */
    public final long getLong() {
        return rawLong(advanceRead(8, "int64"));
    }

    /**
     * Writes a little-endian int64. Moves the position by 8.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putLong(long value) {
        rawPutLong(advanceWrite(8), value);
        return this;
    }

    /**
     * Reads a little-endian IEEE-754 binary32, all bits kept. Moves the position by 4.
     *
     * @return the value
     * @throws YasFormatException if fewer than 4 bytes remain
     */
    public final float getFloat() {
        return rawFloat(advanceRead(4, "float32"));
    }

    /**
     * Writes a little-endian IEEE-754 binary32, all bits kept. Moves the position by 4.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putFloat(float value) {
        rawPutFloat(advanceWrite(4), value);
        return this;
    }

    /**
     * Reads a little-endian IEEE-754 binary64, all bits kept. Moves the position by 8.
     *
     * @return the value
     * @throws YasFormatException if fewer than 8 bytes remain
     */
    public final double getDouble() {
        return rawDouble(advanceRead(8, "float64"));
    }

    /**
     * Writes a little-endian IEEE-754 binary64, all bits kept. Moves the position by 8.
     *
     * @param value the value
     * @return this buffer
     */
    public final IoBuffer putDouble(double value) {
        rawPutDouble(advanceWrite(8), value);
        return this;
    }

    /**
     * Reads a one-byte char, U+0000..U+00FF. Moves the position by 1.
     *
     * @return the value
     * @throws YasFormatException if no byte remains
     */
    public final char getChar() {
        return (char) (rawByte(advanceRead(1, "char")) & 0xFF);
    }

    /**
     * Writes a char as one byte. Moves the position by 1.
     *
     * @param value the value, U+0000..U+00FF
     * @return this buffer
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

    /**
     * Reads the byte at {@code offset}; position unchanged.
     *
     * @param offset bytes from the buffer start, below the limit
     * @return the value
     * @throws YasFormatException if {@code offset} is not below the limit
     */
    public final byte getByte(int offset) {
        checkRead(offset, 1, "int8");
        return rawByte(offset);
    }

    /**
     * Writes one byte at {@code offset}; position and limit unchanged.
     *
     * @param offset bytes from the buffer start, below the capacity
     * @param value  the value
     * @return this buffer
     * @throws IndexOutOfBoundsException if the byte is not within the capacity
     */
    public final IoBuffer putByte(int offset, byte value) {
        checkWrite(offset, 1);
        rawPutByte(offset, value);
        return this;
    }

    /**
     * Reads a little-endian int16 at {@code offset}; position unchanged.
     *
     * @param offset bytes from the buffer start
     * @return the value
     * @throws YasFormatException if the 2 bytes are not below the limit
     */
    public final short getShort(int offset) {
        checkRead(offset, 2, "int16");
        return rawShort(offset);
    }

    /**
     * Writes a little-endian int16 at {@code offset}; position and limit unchanged.
     *
     * @param offset bytes from the buffer start
     * @param value  the value
     * @return this buffer
     * @throws IndexOutOfBoundsException if the 2 bytes are not within the capacity
     */
    public final IoBuffer putShort(int offset, short value) {
        checkWrite(offset, 2);
        rawPutShort(offset, value);
        return this;
    }

    /**
     * Reads a little-endian int32 at {@code offset}; position unchanged.
     *
     * @param offset bytes from the buffer start
     * @return the value
     * @throws YasFormatException if the 4 bytes are not below the limit
     */
    public final int getInt(int offset) {
        checkRead(offset, 4, "int32");
        return rawInt(offset);
    }

    /**
     * Writes a little-endian int32 at {@code offset}; position and limit unchanged.
     *
     * @param offset bytes from the buffer start
     * @param value  the value
     * @return this buffer
     * @throws IndexOutOfBoundsException if the 4 bytes are not within the capacity
     */
    public final IoBuffer putInt(int offset, int value) {
        checkWrite(offset, 4);
        rawPutInt(offset, value);
        return this;
    }

    /**
     * Reads a little-endian int64 at {@code offset}; position unchanged.
     *
     * @param offset bytes from the buffer start
     * @return the value
     * @throws YasFormatException if the 8 bytes are not below the limit
     */
    public final long getLong(int offset) {
        checkRead(offset, 8, "int64");
        return rawLong(offset);
    }

    /**
     * Writes a little-endian int64 at {@code offset}; position and limit unchanged.
     *
     * @param offset bytes from the buffer start
     * @param value  the value
     * @return this buffer
     * @throws IndexOutOfBoundsException if the 8 bytes are not within the capacity
     */
    public final IoBuffer putLong(int offset, long value) {
        checkWrite(offset, 8);
        rawPutLong(offset, value);
        return this;
    }

    /**
     * Reads a little-endian binary32 at {@code offset}; position unchanged.
     *
     * @param offset bytes from the buffer start
     * @return the value
     * @throws YasFormatException if the 4 bytes are not below the limit
     */
    public final float getFloat(int offset) {
        checkRead(offset, 4, "float32");
        return rawFloat(offset);
    }

    /**
     * Writes a little-endian binary32 at {@code offset}; position and limit unchanged.
     *
     * @param offset bytes from the buffer start
     * @param value  the value
     * @return this buffer
     * @throws IndexOutOfBoundsException if the 4 bytes are not within the capacity
     */
    public final IoBuffer putFloat(int offset, float value) {
        checkWrite(offset, 4);
        rawPutFloat(offset, value);
        return this;
    }

    /**
     * Reads a little-endian binary64 at {@code offset}; position unchanged.
     *
     * @param offset bytes from the buffer start
     * @return the value
     * @throws YasFormatException if the 8 bytes are not below the limit
     */
    public final double getDouble(int offset) {
        checkRead(offset, 8, "float64");
        return rawDouble(offset);
    }

    /**
     * Writes a little-endian binary64 at {@code offset}; position and limit unchanged.
     *
     * @param offset bytes from the buffer start
     * @param value  the value
     * @return this buffer
     * @throws IndexOutOfBoundsException if the 8 bytes are not within the capacity
     */
    public final IoBuffer putDouble(int offset, double value) {
        checkWrite(offset, 8);
        rawPutDouble(offset, value);
        return this;
    }

    // ------------------------------------------------------------------------------------------------ raw bytes

    /**
     * Compares the bytes at {@code offset} with {@code expected}; position unchanged, allocation-free.
     *
     * @param offset   bytes from the buffer start
     * @param expected the bytes to compare with
     * @return {@code true} if all {@code expected.length} bytes lie below the limit and are equal
     */
    public final boolean bytesEqual(int offset, byte[] expected) {
        return offset >= 0 && limit - offset >= expected.length && rangeEquals(offset, expected);
    }

    /**
     * Compares the bytes at {@code offset} with {@code pattern}'s known bytes, its holes ignored; position unchanged,
     * allocation-free.
     *
     * @param offset  bytes from the buffer start
     * @param pattern the bytes to compare with
     * @return {@code true} if all {@code pattern.length()} bytes lie below the limit and the known ones are equal
     */
    public final boolean matches(int offset, BytePattern pattern) {
        return offset >= 0 && limit - offset >= pattern.length() && rawMatches(offset, pattern);
    }

    /** {@link #matches} once the bounds are checked: over the array in a heap buffer, through raw reads in a view. */
    abstract boolean rawMatches(int offset, BytePattern pattern);

    /**
     * Writes the bytes of {@code pattern}, its holes as 0, at the position and moves past them: bytes known in
     * advance, such as a field header whose size is patched once its value is written. Over a heap buffer a pattern
     * of up to 256 words stores each eight bytes as a constant of code generated for it; where the pattern is a
     * constant of the calling code (a generated codec's), the JIT inlines those stores.
     *
     * @param pattern the bytes to write
     * @return this buffer
     * @throws IllegalStateException if the buffer cannot grow to hold them
     */
    public final IoBuffer putBytes(BytePattern pattern) {
        rawPutPattern(advanceWrite(pattern.length()), pattern);
        return this;
    }

    /** {@link #putBytes(BytePattern)} once there is room: into a heap buffer's array, through raw writes in a view. */
    abstract void rawPutPattern(int offset, BytePattern pattern);

    /**
     * Copies {@code byteCount} bytes from the position into {@code dst}. Moves the position by {@code byteCount}.
     *
     * @param dst       the array to copy into
     * @param dstOffset index in {@code dst} of the first byte
     * @param byteCount number of bytes
     * @return this buffer
     * @throws YasFormatException        if fewer than {@code byteCount} bytes remain
     * @throws IndexOutOfBoundsException if the range is not inside {@code dst}
     */
    public final IoBuffer getBytes(byte[] dst, int dstOffset, int byteCount) {
        Objects.checkFromIndexSize(dstOffset, byteCount, dst.length);
        rawGetBytes(advanceRead(byteCount, "raw bytes"), dst, dstOffset, byteCount);
        return this;
    }

    /**
     * Copies {@code byteCount} bytes of {@code src} to the position. Moves the position by {@code byteCount}.
     *
     * @param src       the array to copy from
     * @param srcOffset index in {@code src} of the first byte
     * @param byteCount number of bytes
     * @return this buffer
     * @throws IndexOutOfBoundsException if the range is not inside {@code src}
     */
    public final IoBuffer putBytes(byte[] src, int srcOffset, int byteCount) {
        Objects.checkFromIndexSize(srcOffset, byteCount, src.length);
        rawPutBytes(advanceWrite(byteCount), src, srcOffset, byteCount);
        return this;
    }

    // ------------------------------------------------------------------------------------------------ strings

    /**
     * Writes {@code [int32 L][bytes][0x00]}, L = byte count + 1, as UTF-8 (or ISO-8859-1 in
     * {@link #setEnforceSimpleStringEncoding ISO mode}). Moves the position past the terminator.
     *
     * @param value the string; {@code null} is written like {@code ""}: {@code 01 00 00 00 00}
     * @return this buffer
     * @throws IllegalArgumentException for an unpaired surrogate, or in ISO mode for a char above U+00FF; nothing is
     *                                  then written
     */
    public final IoBuffer putString(String value) {
        if (enforceSimpleStringEncoding) {
            StringCodec.putIso8859(this, value);
        } else {
            StringCodec.putUtf8(this, value);
        }
        return this;
    }

    /**
     * Writes {@code value} as ISO-8859-1, one byte per char, in the string layout. Used for field names, the
     * protocol name and enum names. Moves the position past the terminator.
     *
     * @param value the string; {@code null} is written like {@code ""}
     * @return this buffer
     * @throws IllegalArgumentException if a char is above U+00FF; nothing is then written
     */
    public final IoBuffer putStringIso8859(String value) {
        StringCodec.putIso8859(this, value);
        return this;
    }

    /**
     * Reads a string ({@code [int32 L][L-1 bytes][terminator]}); see the class doc for the decoding rules.
     * Moves the position past the terminator.
     *
     * @return the string
     * @throws YasFormatException if {@code L < 1}, if {@code L} bytes do not remain, or (strict UTF-8) if the bytes
     *                            are not valid UTF-8; the position is then unchanged
     */
    public final String getString() {
        return StringCodec.get(this, enforceSimpleStringEncoding, strictUtf8, null);
    }

    /**
     * Reads a string as {@link #getString()} does, returning {@code current} itself when the bytes are its encoding
     * (UTF-8, or ISO-8859-1 where the buffer reads ISO-8859-1), compared without decoding: such a read allocates
     * nothing, for in-place decoding of values that did not change. Moves the position past the terminator.
     *
     * @param current the string held now, or {@code null}
     * @return {@code current}, or the string read
     * @throws YasFormatException as {@link #getString()}
     */
    public final String getString(String current) {
        return StringCodec.get(this, enforceSimpleStringEncoding, strictUtf8, current);
    }

    /**
     * Reads the string at {@code offset} as {@link #getString(String)} does at the position, bounded by {@code end}
     * rather than the limit; the position does not move.
     *
     * @param offset  the offset of the string's length
     * @param end     the offset the string must end by; the limit where it is larger
     * @param current the string held now, or {@code null}
     * @return {@code current}, or the string read
     * @throws YasFormatException as {@link #getString()}, the length checked against {@code end}
     */
    public final String getString(int offset, int end, String current) {
        return StringCodec.get(this, offset, Math.min(end, limit), enforceSimpleStringEncoding, strictUtf8, current);
    }

    /**
     * {@return the offset after the string at {@code offset}, or -1 if its length is below 1 or runs past
     * {@code end}} Nothing is read but the length; the position does not move.
     *
     * @param offset the offset of the string's length
     * @param end    the offset the string must end by; the limit where it is larger
     */
    public final int stringEnd(int offset, int end) {
        return StringCodec.end(this, offset, Math.min(end, limit));
    }

    /**
     * Reads a string as ISO-8859-1 (every byte one char), whatever the buffer's settings. Moves the position past
     * the terminator.
     *
     * @return the string
     * @throws YasFormatException as {@link #getString()} for the length
     */
    public final String getStringIso8859() {
        return StringCodec.get(this, true, false, null);
    }

    /**
     * Skips a string without decoding it. Moves the position past it.
     *
     * @return the offset of its first byte (after the length); its byte count is {@code position - 1 - offset}
     * @throws YasFormatException as {@link #getString()} for the length
     */
    public final int skipString() {
        return StringCodec.skip(this);
    }

    // ------------------------------------------------------------------------------------- arrays: [int32 n][..]

    /**
     * Writes {@code [int32 n][n bytes 0x01/0x00]} from {@code src[0, n)}. Moves the position by 4 + n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putBooleanArray(boolean[] src, int elementCount) {
        ArrayCodec.putBooleans(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n bytes]}, any non-zero byte {@code true}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array holding the n values
     * @throws YasFormatException if n is negative or n bytes do not remain (checked before allocating); the position
     *                            is then unchanged
     */
    public final boolean[] getBooleanArray(boolean[] dst) {
        return ArrayCodec.getBooleans(this, dst);
    }

    /**
     * Writes {@code [int32 n][n bytes]} from {@code src[0, n)}: one bulk copy. Moves the position by 4 + n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putByteArray(byte[] src, int elementCount) {
        ArrayCodec.putBytes(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n bytes]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final byte[] getByteArray(byte[] dst) {
        return ArrayCodec.getBytes(this, dst);
    }

    /**
     * Writes {@code [int32 n][n one-byte chars]} from {@code src[0, n)}. Moves the position by 4 + n.
     *
     * @param src          the values, each U+0000..U+00FF
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IllegalArgumentException  if one of the n chars is above U+00FF; nothing is then written
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putCharArray(char[] src, int elementCount) {
        ArrayCodec.putChars(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n one-byte chars]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final char[] getCharArray(char[] dst) {
        return ArrayCodec.getChars(this, dst);
    }

    /**
     * Writes {@code [int32 n][n int16]} from {@code src[0, n)}. Moves the position by 4 + 2n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putShortArray(short[] src, int elementCount) {
        ArrayCodec.putShorts(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n int16]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final short[] getShortArray(short[] dst) {
        return ArrayCodec.getShorts(this, dst);
    }

    /**
     * Writes {@code [int32 n][n int32]} from {@code src[0, n)}. Moves the position by 4 + 4n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putIntArray(int[] src, int elementCount) {
        ArrayCodec.putInts(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n int32]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final int[] getIntArray(int[] dst) {
        return ArrayCodec.getInts(this, dst);
    }

    /**
     * Writes {@code [int32 n][n int64]} from {@code src[0, n)}. Moves the position by 4 + 8n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putLongArray(long[] src, int elementCount) {
        ArrayCodec.putLongs(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n int64]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final long[] getLongArray(long[] dst) {
        return ArrayCodec.getLongs(this, dst);
    }

    /**
     * Writes {@code [int32 n][n binary32]} from {@code src[0, n)}. Moves the position by 4 + 4n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putFloatArray(float[] src, int elementCount) {
        ArrayCodec.putFloats(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n binary32]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final float[] getFloatArray(float[] dst) {
        return ArrayCodec.getFloats(this, dst);
    }

    /**
     * Writes {@code [int32 n][n binary64]} from {@code src[0, n)}. Moves the position by 4 + 8n.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putDoubleArray(double[] src, int elementCount) {
        ArrayCodec.putDoubles(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n binary64]}. Moves the position past the array.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}
     */
    public final double[] getDoubleArray(double[] dst) {
        return ArrayCodec.getDoubles(this, dst);
    }

    /**
     * Writes {@code [int32 n][n strings]} from {@code src[0, n)}; {@code null} elements are written as {@code ""}.
     *
     * @param src          the values
     * @param elementCount n, {@code 0..src.length}
     * @return this buffer
     * @throws IllegalArgumentException  as {@link #putString} for an element; the position and limit are then left
     *                                   as they were before the call (nothing half-written is kept)
     * @throws IndexOutOfBoundsException if {@code elementCount} is not within {@code src}
     */
    public final IoBuffer putStringArray(String[] src, int elementCount) {
        StringCodec.putArray(this, src, elementCount);
        return this;
    }

    /**
     * Reads {@code [int32 n][n strings]}. The count is checked against the remaining bytes at 5 bytes per string
     * (the smallest string) before allocating. Moves the position past the array. In a reused {@code dst}, an
     * element equal to the string read is kept, as {@link #getString(String)} keeps it.
     *
     * @param dst array to reuse if its length is exactly n, or {@code null}
     * @return {@code dst} or a new array
     * @throws YasFormatException as {@link #getBooleanArray}, or as {@link #getString()} for an element; the
     *                            position is then unchanged
     */
    public final String[] getStringArray(String[] dst) {
        return StringCodec.getArray(this, dst);
    }

    /** {@return a short description for debugging: backing, position, limit, capacity} */
    @Override
    public String toString() {
        return getClass().getSimpleName() + "[position=" + position + ", limit=" + limit + ", capacity=" + capacity()
                + ", order=" + ByteOrder.LITTLE_ENDIAN + "]";
    }
}
