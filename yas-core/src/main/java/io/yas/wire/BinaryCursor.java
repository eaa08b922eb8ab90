package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The state and getters that {@link YasReader} and {@link CmwLightReader} share: the current field's header (type,
 * name, header and data offsets, data size), the open objects, and the typed getters, which read the current
 * field's data within its size. A subclass parses its protocol's field headers into this state.
 *
 * <p>Every getter checks the field's type first ({@link YasFormatException} naming both types otherwise) and reads
 * with the buffer's limit set to the field's end, so a corrupt count or length fails at its own offset; the
 * exception carries the subclass's protocol name and the field path.
 */
abstract sealed class BinaryCursor extends FieldCursor permits YasReader, CmwLightReader {
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
    /** The collections entered ({@link #enterObjectElements()}): per level the field's end and the elements left. */
    private int[] elements = new int[8];
    private int entered;

    /**
     * @param buffer   the message, from its position to its limit
     * @param limits   limits for untrusted input
     * @param protocol protocol name for {@link YasFormatException#protocol()}
     */
    BinaryCursor(IoBuffer buffer, ReadLimits limits, String protocol) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.protocol = protocol;
        this.next = buffer.position();
    }

    @Override
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
        entered = 0;
    }

    @Override
    public IoBuffer buffer() {
        return buffer;
    }

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

    @Override
    public void skipObject() {
        if (type != DataType.START_MARKER) {
            throw new IllegalStateException("skipObject() after a " + type + " field, not a START_MARKER");
        }
        int target = depth - 1;
        while (depth > target) {
            nextField();
        }
    }

    @Override
    public int nextOffset() {
        return next;
    }

    @Override
    public DataType type() {
        return type;
    }

    @Override
    public int typeId() {
        return typeId;
    }

    @Override
    public String name() {
        if (name == null) {
            name = decodeName(nameOffset, nameBytes);
        }
        return name;
    }

    @Override
    public boolean nameEquals(byte[] isoName) {
        return isoName.length == nameBytes && buffer.bytesEqual(nameOffset, isoName);
    }

    @Override
    public FieldMetadata metadata() {
        return metadata;
    }

    @Override
    public int fieldStart() {
        return fieldStart;
    }

    @Override
    public int dataStart() {
        return dataStart;
    }

    @Override
    public int dataSize() {
        return dataSize;
    }

    @Override
    public int depth() {
        return depth;
    }

    @Override
    public String path() {
        return pathOf(fieldStart < 0 ? null : name());
    }

    final String pathOf(String field) {
        return pathOf(field, depth);
    }

    /** {@link #pathOf(String)} with {@code depth} objects open. */
    private String pathOf(String field, int depth) {
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

    @Override
    public boolean getBoolean() {
        expect(DataType.BOOL);
        return buffer.getByte(dataStart) != 0;
    }

    @Override
    public byte getByte() {
        expect(DataType.BYTE);
        return buffer.getByte(dataStart);
    }

    @Override
    public short getShort() {
        expect(DataType.SHORT);
        return buffer.getShort(dataStart);
    }

    @Override
    public int getInt() {
        expect(DataType.INT);
        return buffer.getInt(dataStart);
    }

    @Override
    public long getLong() {
        expect(DataType.LONG);
        return buffer.getLong(dataStart);
    }

    @Override
    public float getFloat() {
        expect(DataType.FLOAT);
        return buffer.getFloat(dataStart);
    }

    @Override
    public double getDouble() {
        expect(DataType.DOUBLE);
        return buffer.getDouble(dataStart);
    }

    @Override
    public char getChar() {
        expect(DataType.CHAR);
        return (char) (buffer.getByte(dataStart) & 0xFF);
    }

    @Override
    public String getString() {
        return getString(null);
    }

    @Override
    public String getString(String current) {
        expect(DataType.STRING);
        int saved = enter();
        try {
            return buffer.getString(current); // current itself if the bytes are its encoding: nothing decoded
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    // --------------------------------------------------------------------------------------- array getters

    @Override
    public int[] dims() {
        return Arrays.copyOf(dims, dimCount);
    }

    @Override
    public int dimCount() {
        return dimCount;
    }

    @Override
    public int dim(int i) {
        Objects.checkIndex(i, dimCount);
        return dims[i];
    }

    @Override
    public boolean[] getBooleanArray(boolean[] dst) {
        return readArray(DataType.BOOL_ARRAY, dst, IoBuffer::getBooleanArray);
    }

    @Override
    public byte[] getByteArray(byte[] dst) {
        return readArray(DataType.BYTE_ARRAY, dst, IoBuffer::getByteArray);
    }

    @Override
    public short[] getShortArray(short[] dst) {
        return readArray(DataType.SHORT_ARRAY, dst, IoBuffer::getShortArray);
    }

    @Override
    public int[] getIntArray(int[] dst) {
        return readArray(DataType.INT_ARRAY, dst, IoBuffer::getIntArray);
    }

    @Override
    public long[] getLongArray(long[] dst) {
        return readArray(DataType.LONG_ARRAY, dst, IoBuffer::getLongArray);
    }

    @Override
    public float[] getFloatArray(float[] dst) {
        return readArray(DataType.FLOAT_ARRAY, dst, IoBuffer::getFloatArray);
    }

    @Override
    public double[] getDoubleArray(double[] dst) {
        return readArray(DataType.DOUBLE_ARRAY, dst, IoBuffer::getDoubleArray);
    }

    @Override
    public char[] getCharArray(char[] dst) {
        return readArray(DataType.CHAR_ARRAY, dst, IoBuffer::getCharArray);
    }

    @Override
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
    final void readDims() {
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

    @Override
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

    @Override
    public Object readValue(Object current) {
        if (!type.isCollection()) {
            return readValue();
        }
        dimCount = 0;
        return collectionValue(current);
    }

    /** The value of a collection field, read in place over {@code current} where the protocol can. */
    Object collectionValue(Object current) {
        return otherValue();
    }


    // ------------------------------------------------------------------ enums and collections of nested objects

    /** YaS only: CmwLight has no ENUM type, so there the type check refuses. */
    @Override
    public EnumValue getEnum() {
        expect(DataType.ENUM);
        return readData(BinaryCursor::enumValue);
    }

    private static EnumValue enumValue(IoBuffer b) {
        String simple = b.getStringIso8859();
        String typeName = b.getStringIso8859();
        String constants = b.getStringIso8859();
        String constant = b.getStringIso8859();
        return new EnumValue(simple, typeName, constants, constant, b.getInt());
    }

    /**
     * For a COLLECTION, LIST, QUEUE or SET field whose elements are nested objects (YaS, written with
     * {@link YasWriter#putObjectCollectionHeader}): reads the payload's prefix; each element is then read as
     * {@link #nextElementObject()} (a START_MARKER), its fields and its END_MARKER.
     */
    @Override
    public int enterObjectElements() {
        if (!type.isCollection()) {
            throw fail(Failures.typeMismatch(buffer, fieldStart, "a collection of objects", type.toString()));
        }
        int end = dataStart + dataSize;
        int saved = enter();
        try {
            int n = Containers.objectElements(buffer);
            pushElements(end, n);
            return n;
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * For a MAP field with primitive or string keys and nested-object values ({@link YasWriter#putObjectMapHeader}).
     */
    @Override
    public List<Object> enterObjectMapValues() {
        expect(DataType.MAP);
        int end = dataStart + dataSize;
        List<Object> keys = readData(Containers::objectMapKeys);
        pushElements(end, keys.size());
        return keys;
    }

    private void pushElements(int end, int count) {
        if (2 * entered + 2 > elements.length) {
            elements = Arrays.copyOf(elements, 2 * elements.length);
        }
        elements[2 * entered] = end;
        elements[2 * entered + 1] = count;
        entered++;
        next = buffer.position();
    }

    @Override
    public boolean nextElementObject() {
        if (entered == 0) {
            throw new IllegalStateException("nextElementObject() outside a collection: call enterObjectElements()");
        }
        int end = elements[2 * entered - 2];
        if (elements[2 * entered - 1] == 0) {
            return false;
        }
        elements[2 * entered - 1]--;
        int open = depth; // the path of a failure is the collection's, whatever the cursor reads
        if (next < end && (nextFieldIs(FieldDescription.ELEMENT, DataType.START_MARKER)
                || nextField() == DataType.START_MARKER)) {
            return true;
        }
        throw Failures.malformed(buffer, fieldStart < 0 ? next : fieldStart, "an element object", next >= end
                ? "the end of the field" : "no START_MARKER").within(protocol, pathOf(null, open));
    }

    @Override
    public void leaveObjectElements() {
        if (entered == 0) {
            throw new IllegalStateException("leaveObjectElements() outside a collection");
        }
        entered--;
        int end = elements[2 * entered];
        if (next > end) {
            throw Failures.malformed(buffer, end, "element objects ending in their field", "they run to byte "
                    + next).within(protocol, pathOf(null));
        }
        next = end;
    }

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

    /**
     * {@return what {@code read} reads of the current field's data}: the buffer bounded to the field and positioned
     * at its data, its limit restored after; a failure names the protocol and the field path. For enums,
     * containers and custom data; the array getters use the same frame with their type check and dims
     * ({@link #readArray}).
     */
    final <T> T readData(Function<IoBuffer, T> read) {
        int saved = enter();
        try {
            return read.apply(buffer);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * {@return the current field's array of {@code type}}: its dims read, then its elements by {@code elements},
     * into {@code dst} where it fits, in the frame of {@link #readData}. The getters pass non-capturing method
     * references: nothing is allocated per call.
     */
    private <A> A readArray(DataType type, A dst, BiFunction<IoBuffer, A, A> elements) {
        expect(type);
        int saved = enter();
        try {
            readDims();
            return elements.apply(buffer, dst);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    final YasFormatException fail(YasFormatException e) {
        return e.within(protocol, path());
    }
}
