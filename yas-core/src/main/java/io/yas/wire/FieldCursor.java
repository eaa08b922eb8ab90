package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;

import java.util.Arrays;
import java.util.Objects;

/**
 * The field cursor that {@link YasReader} and {@link CmwLightReader} share, so that callers treat both alike: the
 * current field (type, name, header and data offsets, data size), the open objects (depth, path), navigation that
 * needs nothing but {@link #nextField()} ({@link #findField}, {@link #skipObject()}), and the typed getters, which
 * read the current field's data within its size. A subclass parses its protocol's field headers into this state.
 *
 * <p>Every getter checks the field's type first ({@link YasFormatException} naming both types otherwise) and reads
 * with the buffer's limit set to the field's end, so a corrupt count or length fails at its own offset; the
 * exception carries the subclass's protocol name and the field path.
 *
 * <p>The class mapper and custom {@code FieldSerialiser} readers work on this type, so they read both binary
 * protocols alike. Not thread-safe; one cursor per buffer and thread.
 */
public abstract sealed class FieldCursor permits YasReader, CmwLightReader {
    final IoBuffer buffer;
    final ReadLimits limits;
    final String protocol;
    /** Offset of the next field header. */
    int next;

    DataType type = DataType.UNKNOWN;
    int typeId = -1;
    int fieldStart = -1;
    int dataStart;
    int dataSize;
    int nameOffset;
    int nameBytes;
    String name;
    FieldMetadata metadata;

    int depth;
    /** Name offsets/lengths of the open objects, for paths in error messages. */
    private int[] openNames = new int[16];

    private int[] dims = new int[4];
    private int dimCount;

    /**
     * @param buffer   the message, from its position to its limit
     * @param limits   limits for untrusted input
     * @param protocol protocol name for {@link YasFormatException#protocol()}
     */
    FieldCursor(IoBuffer buffer, ReadLimits limits, String protocol) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.protocol = protocol;
        this.next = buffer.position();
    }

    /** {@return the protocol this cursor reads} */
    public Protocol protocol() {
        return this instanceof YasReader ? Protocol.YAS : Protocol.CMWLIGHT;
    }

    /** Forgets the current field and the open objects; the next header is read at the buffer's position. */
    void restart() {
        next = buffer.position();
        depth = 0;
        fieldStart = -1;
        type = DataType.UNKNOWN;
        typeId = -1;
        name = null;
        metadata = null;
        dimCount = 0;
    }

    /** {@return the buffer read from} */
    public IoBuffer buffer() {
        return buffer;
    }

    /**
     * Reads and checks the protocol header at the current offset.
     *
     * @return producer and version
     */
    public abstract ProtocolInfo readHeader();

    /** {@return {@code true} if {@link #nextField()} has a field header (or an end of object) to read} */
    public abstract boolean hasNextField();

    /**
     * Reads the next field header and positions the buffer at the field's data.
     *
     * @return the field's type ({@link #type()})
     */
    public abstract DataType nextField();

    /**
     * Records that the START_MARKER whose header is at {@code headerOffset} opens an object.
     *
     * @throws YasFormatException if that exceeds {@link ReadLimits#maxDepth()}
     */
    final void openObject(int headerOffset, int objectNameOffset, int objectNameBytes) {
        if (depth >= limits.maxDepth()) {
            throw Failures.limitExceeded(buffer, headerOffset, "ReadLimits.maxDepth", limits.maxDepth(), depth + 1L);
        }
        if (2 * depth + 2 > openNames.length) {
            openNames = Arrays.copyOf(openNames, 2 * openNames.length);
        }
        openNames[2 * depth] = objectNameOffset;
        openNames[2 * depth + 1] = objectNameBytes;
        depth++;
    }

    /** {@return offset of the name of open object {@code level} (0 = the root)} */
    final int openNameOffset(int level) {
        return openNames[2 * level];
    }

    /** {@return byte count of the name of open object {@code level} (0 = the root)} */
    final int openNameBytes(int level) {
        return openNames[2 * level + 1];
    }

    /**
     * Looks a field up by name among the remaining fields of the current object: reads headers forward, skipping
     * other fields and whole nested objects, until a field named {@code fieldName} is current or the object's
     * END_MARKER has been read.
     *
     * @param fieldName the name to find
     * @return {@code true} if found (the field is current; read its value with a getter), {@code false} at the end
     *         of the object (its END_MARKER is current)
     * @throws YasFormatException if the bytes are truncated or corrupt on the way
     */
    public boolean findField(String fieldName) {
        int objectDepth = depth;
        while (true) {
            DataType t = nextField();
            if (t == DataType.END_MARKER && depth < objectDepth) {
                return false;
            }
            if (t != DataType.END_MARKER && nameBytes == fieldName.length() && name().equals(fieldName)) {
                return true;
            }
            if (t == DataType.START_MARKER) {
                skipObject();
            }
        }
    }

    /**
     * Skips the rest of the object whose START_MARKER was just read, up to and including its END_MARKER.
     *
     * @throws IllegalStateException if the current field is not a START_MARKER
     * @throws YasFormatException    if the object is truncated or corrupt
     */
    public void skipObject() {
        if (type != DataType.START_MARKER) {
            throw new IllegalStateException("skipObject() after a " + type + " field, not a START_MARKER");
        }
        int target = depth - 1;
        while (depth > target) {
            nextField();
        }
    }

    /** {@return offset in bytes of the header the next {@link #nextField()} reads} */
    public int nextOffset() {
        return next;
    }

    /** {@return the type of the current field} */
    public DataType type() {
        return type;
    }

    /** {@return the type byte of the current field as on the wire, 0..255 (-1: a CmwLight END_MARKER has none)} */
    public int typeId() {
        return typeId;
    }

    /** {@return the current field's name, decoded as ISO-8859-1 (cached per field)} */
    public String name() {
        if (name == null) {
            name = decodeName(nameOffset, nameBytes);
        }
        return name;
    }

    /**
     * Compares the current field's name with {@code isoName} byte by byte, without decoding: allocation-free.
     *
     * @param isoName a name as ISO-8859-1 bytes
     * @return {@code true} if equal
     */
    public boolean nameEquals(byte[] isoName) {
        return isoName.length == nameBytes && buffer.bytesEqual(nameOffset, isoName);
    }

    /** {@return the current field's metadata block, or {@code null} if its header has none} */
    public FieldMetadata metadata() {
        return metadata;
    }

    /** {@return offset in bytes of the current field's header from the buffer start} */
    public int fieldStart() {
        return fieldStart;
    }

    /** {@return offset in bytes of the current field's data from the buffer start} */
    public int dataStart() {
        return dataStart;
    }

    /**
     * {@return the current field's data size in bytes: YaS as its header declares it (negative marker sizes read as 0),
     * CmwLight as computed from the data}
     *
     */
    public int dataSize() {
        return dataSize;
    }

    /** {@return number of open objects after the current header: 1 inside the root, 0 after its END_MARKER} */
    public int depth() {
        return depth;
    }

    /** {@return the current field's path, e.g. {@code $.inner.samples}} */
    public String path() {
        return pathOf(fieldStart < 0 ? null : name());
    }

    final String pathOf(String field) {
        StringBuilder b = new StringBuilder("$");
        int open = type == DataType.START_MARKER && field != null ? depth - 1 : depth;
        for (int i = 1; i < open; i++) {
            b.append('.').append(decodeName(openNames[2 * i], openNames[2 * i + 1]));
        }
        if (field != null && open > 0) {
            b.append('.').append(field);
        }
        return b.toString();
    }

    final String decodeName(int offset, int byteCount) {
        byte[] raw = new byte[byteCount];
        for (int i = 0; i < byteCount; i++) {
            raw[i] = buffer.getByte(offset + i);
        }
        return new String(raw, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    // -------------------------------------------------------------------------------------- scalar getters

    /** {@return the BOOL value of the current field; any non-zero byte is {@code true}} */
    public boolean getBoolean() {
        expect(DataType.BOOL);
        return buffer.getByte(dataStart) != 0;
    }

    /** {@return the BYTE value of the current field} */
    public byte getByte() {
        expect(DataType.BYTE);
        return buffer.getByte(dataStart);
    }

    /** {@return the SHORT value of the current field} */
    public short getShort() {
        expect(DataType.SHORT);
        return buffer.getShort(dataStart);
    }

    /** {@return the INT value of the current field} */
    public int getInt() {
        expect(DataType.INT);
        return buffer.getInt(dataStart);
    }

    /** {@return the LONG value of the current field} */
    public long getLong() {
        expect(DataType.LONG);
        return buffer.getLong(dataStart);
    }

    /** {@return the FLOAT value of the current field, all bits kept} */
    public float getFloat() {
        expect(DataType.FLOAT);
        return buffer.getFloat(dataStart);
    }

    /** {@return the DOUBLE value of the current field, all bits kept} */
    public double getDouble() {
        expect(DataType.DOUBLE);
        return buffer.getDouble(dataStart);
    }

    /** {@return the CHAR value of the current field, U+0000..U+00FF} */
    public char getChar() {
        expect(DataType.CHAR);
        return (char) (buffer.getByte(dataStart) & 0xFF);
    }

    /** {@return the STRING value of the current field (UTF-8, or ISO-8859-1 as the buffer's settings say)} */
    public String getString() {
        expect(DataType.STRING);
        int saved = enter();
        try {
            return buffer.getString();
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    // --------------------------------------------------------------------------------------- array getters

    /**
     * {@return the dimensions of the array read last (outermost first), a new array}
     *
     */
    public int[] dims() {
        return Arrays.copyOf(dims, dimCount);
    }

    /** {@return the number of dimensions of the array read last; with {@link #dim(int)} allocation-free} */
    public int dimCount() {
        return dimCount;
    }

    /**
     * {@return dimension {@code i} (0 = outermost) of the array read last}
     *
     * @param i the dimension's index, 0 = outermost
     */
    public int dim(int i) {
        Objects.checkIndex(i, dimCount);
        return dims[i];
    }

    /**
     * Reads a BOOL_ARRAY; its dimensions are then in {@link #dims()}.
     *
     * @param dst array to fill if its length equals the element count, or {@code null}
     * @return {@code dst} or a new array, elements row-major
     */
    public boolean[] getBooleanArray(boolean[] dst) {
        expect(DataType.BOOL_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getBooleanArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a BYTE_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public byte[] getByteArray(byte[] dst) {
        expect(DataType.BYTE_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getByteArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a SHORT_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public short[] getShortArray(short[] dst) {
        expect(DataType.SHORT_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getShortArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads an INT_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public int[] getIntArray(int[] dst) {
        expect(DataType.INT_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getIntArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a LONG_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public long[] getLongArray(long[] dst) {
        expect(DataType.LONG_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getLongArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a FLOAT_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public float[] getFloatArray(float[] dst) {
        expect(DataType.FLOAT_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getFloatArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a DOUBLE_ARRAY with one bulk copy; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public double[] getDoubleArray(double[] dst) {
        expect(DataType.DOUBLE_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getDoubleArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a CHAR_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public char[] getCharArray(char[] dst) {
        expect(DataType.CHAR_ARRAY);
        int saved = enter();
        try {
            readDims();
            return buffer.getCharArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Reads a STRING_ARRAY; see {@link #getBooleanArray}. Also reads the reference's N-D layout with a duplicated
     * descriptor ({@code [nDims][dims][1][n][n][strings]}, reference-opencmw-java §2.5).
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public String[] getStringArray(String[] dst) {
        expect(DataType.STRING_ARRAY);
        int saved = enter();
        try {
            return readStringArray(dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    private String[] readStringArray(String[] dst) {
        int end = dataStart + dataSize;
        YasFormatException failure = null;
        try {
            readDims();
            String[] out = buffer.getStringArray(dst);
            if (buffer.position() == end || dimCount < 2) {
                return out;
            }
        } catch (YasFormatException e) {
            failure = e;
        }
        buffer.position(dataStart);
        try {
            readDims();
            int[] outer = dims();
            long product = 1;
            for (int d : outer) {
                product *= d;
            }
            if (buffer.getInt() == 1 && buffer.getInt() == product) {
                String[] out = buffer.getStringArray(dst);
                if (buffer.position() == end) {
                    System.arraycopy(outer, 0, dims, 0, outer.length);
                    dimCount = outer.length;
                    return out;
                }
            }
        } catch (YasFormatException e) {
            // not the reference's duplicated descriptor either: report the first failure
        }
        buffer.position(dataStart);
        if (failure != null) {
            throw failure;
        }
        readDims();
        return buffer.getStringArray(dst);
    }

    /** Reads {@code [int32 nDims][int32 dims…]}, checking counts before anything is allocated. */
    private void readDims() {
        int p = buffer.position();
        int n = buffer.getInt();
        if (n < 0) {
            throw Failures.negativeLength(buffer, p, "nDims", n);
        }
        if (n > buffer.remaining() / 4) {
            throw Failures.lengthExceedsRemaining(buffer, p, "array dimensions", n, 4, buffer.remaining());
        }
        if (n > dims.length) {
            dims = new int[n];
        }
        for (int i = 0; i < n; i++) {
            int d = buffer.getInt();
            if (d < 0) {
                throw Failures.negativeLength(buffer, buffer.position() - 4, "dimension " + i, d);
            }
            dims[i] = d;
        }
        dimCount = n;
    }

    /**
     * Reads the current field's value whatever its type, as {@link WireField#value()} describes; the dimensions of
     * an array are then in {@link #dims()}.
     *
     * @return the value, or {@code null} for markers
     */
    public Object readValue() {
        if (type == DataType.START_MARKER || type == DataType.END_MARKER) {
            return null;
        }
        dimCount = 0;
        return switch (type) {
            case BOOL -> getBoolean();
            case BYTE -> getByte();
            case SHORT -> getShort();
            case INT -> getInt();
            case LONG -> getLong();
            case FLOAT -> getFloat();
            case DOUBLE -> getDouble();
            case CHAR -> getChar();
            case STRING -> getString();
            case BOOL_ARRAY -> getBooleanArray(null);
            case BYTE_ARRAY -> getByteArray(null);
            case SHORT_ARRAY -> getShortArray(null);
            case INT_ARRAY -> getIntArray(null);
            case LONG_ARRAY -> getLongArray(null);
            case FLOAT_ARRAY -> getFloatArray(null);
            case DOUBLE_ARRAY -> getDoubleArray(null);
            case CHAR_ARRAY -> getCharArray(null);
            case STRING_ARRAY -> getStringArray(null);
            default -> otherValue();
        };
    }

    /** The value of a field of a type the shared getters do not read (ENUM, containers, custom data, unknown). */
    abstract Object otherValue();

    /**
     * Reads the whole message from the current offset as a tree of {@link WireField}s.
     *
     * @return the root object
     */
    public abstract WireField readTree();

    // ------------------------------------------------------------------------------------------- internals

    final void expect(DataType expected) {
        if (type != expected) {
            if (fieldStart < 0) {
                throw new IllegalStateException("no current field: call nextField() first");
            }
            throw fail(Failures.typeMismatch(buffer, fieldStart, expected.toString(), type + " (type id " + typeId
                    + ")"));
        }
    }

    /** Bounds the buffer to the current field's data and positions it there; returns the limit to restore. */
    final int enter() {
        int saved = buffer.limit();
        buffer.limit(dataStart + dataSize);
        buffer.position(dataStart);
        return saved;
    }

    final YasFormatException fail(YasFormatException e) {
        return e.within(protocol, path());
    }
}
