package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Writes YaS messages field by field into an {@link IoBuffer}, byte-identical to the Java reference
 * (reference-opencmw-java §2; spec README, "Writing").
 *
 * <p>A message is {@code putHeaderInfo()}, fields, {@code putEndMarker(...)} for the root:
 * <pre>{@code
 * YasWriter w = new YasWriter(IoBuffer.allocate(1024));
 * w.putHeaderInfo();                      // 15-byte header + root START_MARKER "OBJ_ROOT_START"
 * w.put("energy", 450.0);
 * w.put("samples", new double[] {1, 2, 3});
 * w.putEndMarker("OBJ_ROOT_END");         // closes the root
 * byte[] message = w.buffer().toByteArray();
 * }</pre>
 *
 * <p><b>Field header</b> (§2.3): {@code [u8 type][int32 dataStartOffset][int32 dataSize][ISO-8859-1 name]
 * [optional metadata]}, little-endian. {@code dataStartOffset} counts from the type byte; {@code dataSize} is the
 * primitive size for scalars, 0 for markers and the payload size otherwise (patched once the payload is written).
 * A START_MARKER's size counts the bytes of its children, up to but excluding its END_MARKER header (the Java
 * convention).
 *
 * <p><b>Payloads</b> (§2.5): scalars as in {@link IoBuffer}; arrays {@code [int32 nDims][int32 dims…][int32 n]
 * [n elements]}, row-major, with {@code n = min(product of dims, array length)}; collections
 * {@code [1][n][n][u8 container type][u8 element type][1][n][n][elements]}; maps
 * {@code [1][n][n][u8 key type][1][n][n][keys][u8 value type][1][n][n][values]} in iteration order; enums as four
 * ISO-8859-1 strings (simple class name, class name, {@code "[A, B, …]"}, constant name) and an int32 ordinal.
 *
 * <p><b>Overloads:</b> every value type has a by-name form ({@code put(String, …)}) and a
 * {@link FieldDescription} form that also writes metadata; arrays also take an element count (negative = whole
 * array, otherwise clamped to the length) or N-D dimensions. A {@code null} string or array is written as
 * {@code ""} or an empty array.
 *
 * <p><b>Errors</b> are programmer errors: {@link IllegalArgumentException} for a name or char that does not fit
 * ISO-8859-1 / one byte, an element of the wrong class, a negative dimension; {@link IllegalStateException} for an
 * end marker with no open start marker. On such an error nothing of the failing field stays written.
 *
 * <p>Not thread-safe; reusable for further messages after {@link IoBuffer#clear()} once the root is closed.
 */
public final class YasWriter implements IoSerialiser {
    /** The magic that starts every YaS message: int32 -1 (§2.2). */
    public static final int MAGIC = -1;
    /** The protocol name in the header. */
    public static final String PROTOCOL_NAME = "YaS";
    /** Root START_MARKER name used by {@link #putHeaderInfo()}. */
    public static final String DEFAULT_ROOT_START = "OBJ_ROOT_START";
    /** Conventional root END_MARKER name. */
    public static final String DEFAULT_ROOT_END = "OBJ_ROOT_END";
    static final int VERSION_MAJOR = 1;
    static final int VERSION_MINOR = 0;
    static final int VERSION_MICRO = 0;

    private static final int[] NO_DIMS = null;
    private static final int TYPE_NAME_SLOTS = 8;
    private static final FieldDescription ROOT_START = FieldDescription.of(DEFAULT_ROOT_START);

    private final IoBuffer buffer;
    private boolean writeMetadata = true;
    /** Offsets of the open START_MARKER headers, innermost last. */
    private int[] open = new int[8];
    private int depth;
    /** Header offset of the field being written, patched by {@link #finish()}. */
    private int fieldStart;
    private int dataStart;
    /** Element type names of object collections with their encoded form, by identity: a small direct-mapped cache. */
    private final String[] typeNames = new String[TYPE_NAME_SLOTS];
    private final FieldDescription[] typeNameFields = new FieldDescription[TYPE_NAME_SLOTS];

    /** @param buffer the buffer to write into at its position; it grows as needed */
    public YasWriter(IoBuffer buffer) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
    }

    /** @return {@link Protocol#YAS} */
    @Override
    public Protocol protocol() {
        return Protocol.YAS;
    }

    /** @return the buffer written into */
    @Override
    public IoBuffer buffer() {
        return buffer;
    }

    /** @return {@code true} if metadata of {@link FieldDescription}s is written (the default) */
    public boolean isWriteMetadata() {
        return writeMetadata;
    }

    /**
     * Switches metadata blocks on or off (the reference's {@code setPutFieldMetaData}); off saves bytes on the hot
     * path.
     *
     * @param enabled {@code false} to omit metadata
     * @return this writer
     */
    public YasWriter setWriteMetadata(boolean enabled) {
        this.writeMetadata = enabled;
        return this;
    }

    /** @return the number of open START_MARKERs, the root included */
    public int depth() {
        return depth;
    }

    // ----------------------------------------------------------------------------------------- header & markers

    /** Writes the 15-byte protocol header and the root START_MARKER named {@value #DEFAULT_ROOT_START}. */
    public YasWriter putHeaderInfo() {
        return putHeaderInfo(ROOT_START);
    }

    /**
     * Writes the 15-byte protocol header (int32 -1, the string "YaS", version bytes 1, 0, 0) and the root
     * START_MARKER described by {@code root} (for class mapping: the class's binary name).
     */
    public YasWriter putHeaderInfo(FieldDescription root) {
        buffer.putInt(MAGIC).putStringIso8859(PROTOCOL_NAME);
        buffer.putByte((byte) VERSION_MAJOR).putByte((byte) VERSION_MINOR).putByte((byte) VERSION_MICRO);
        return putStartMarker(root);
    }

    /** Opens a nested object named {@code name}: a START_MARKER header whose size is patched at its end marker. */
    public YasWriter putStartMarker(String name) {
        return startMarker(name, null);
    }

    /** Opens a nested object; the description's metadata is written on its header. */
    public YasWriter putStartMarker(FieldDescription fd) {
        return startMarker(fd.name(), fd);
    }

    private YasWriter startMarker(String name, FieldDescription fd) {
        int start = header(name, fd, DataType.START_MARKER, 0);
        if (depth == open.length) {
            open = Arrays.copyOf(open, 2 * depth);
        }
        open[depth++] = start;
        return this;
    }

    /** Closes the innermost open object with an END_MARKER header named {@code name}. */
    public YasWriter putEndMarker(String name) {
        return endMarker(name, null);
    }

    /**
     * Closes the innermost open object: patches its START_MARKER's size to the bytes of its children, then writes
     * an END_MARKER header carrying {@code fd}'s name and, if it has any, its metadata (as the reference does when
     * the same description is passed to start and end).
     *
     * @throws IllegalStateException if no START_MARKER is open
     */
    public YasWriter putEndMarker(FieldDescription fd) {
        return endMarker(fd.name(), fd);
    }

    private YasWriter endMarker(String name, FieldDescription fd) {
        if (depth == 0) {
            throw new IllegalStateException("putEndMarker('" + name + "') without an open start marker");
        }
        int start = open[depth - 1];
        int startData = start + buffer.getInt(start + 1);
        buffer.putInt(start + 5, buffer.position() - startData);
        header(name, fd, DataType.END_MARKER, 0);
        depth--;
        return this;
    }

    // ------------------------------------------------------------------------------------------------ scalars

    public YasWriter put(String name, boolean value) {
        header(name, null, DataType.BOOL, 1);
        buffer.putBoolean(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, boolean value) {
        header(fd.name(), fd, DataType.BOOL, 1);
        buffer.putBoolean(value);
        return this;
    }

    public YasWriter put(String name, byte value) {
        header(name, null, DataType.BYTE, 1);
        buffer.putByte(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, byte value) {
        header(fd.name(), fd, DataType.BYTE, 1);
        buffer.putByte(value);
        return this;
    }

    public YasWriter put(String name, short value) {
        header(name, null, DataType.SHORT, 2);
        buffer.putShort(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, short value) {
        header(fd.name(), fd, DataType.SHORT, 2);
        buffer.putShort(value);
        return this;
    }

    public YasWriter put(String name, int value) {
        header(name, null, DataType.INT, 4);
        buffer.putInt(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, int value) {
        header(fd.name(), fd, DataType.INT, 4);
        buffer.putInt(value);
        return this;
    }

    public YasWriter put(String name, long value) {
        header(name, null, DataType.LONG, 8);
        buffer.putLong(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, long value) {
        header(fd.name(), fd, DataType.LONG, 8);
        buffer.putLong(value);
        return this;
    }

    public YasWriter put(String name, float value) {
        header(name, null, DataType.FLOAT, 4);
        buffer.putFloat(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, float value) {
        header(fd.name(), fd, DataType.FLOAT, 4);
        buffer.putFloat(value);
        return this;
    }

    public YasWriter put(String name, double value) {
        header(name, null, DataType.DOUBLE, 8);
        buffer.putDouble(value);
        return this;
    }

    public YasWriter put(FieldDescription fd, double value) {
        header(fd.name(), fd, DataType.DOUBLE, 8);
        buffer.putDouble(value);
        return this;
    }

    /** @throws IllegalArgumentException if {@code value > U+00FF} (the wire char is one byte; never truncated) */
    public YasWriter put(String name, char value) {
        checkChar(name, value);
        header(name, null, DataType.CHAR, 1);
        buffer.putChar(value);
        return this;
    }

    /** @throws IllegalArgumentException if {@code value > U+00FF} */
    public YasWriter put(FieldDescription fd, char value) {
        checkChar(fd.name(), value);
        header(fd.name(), fd, DataType.CHAR, 1);
        buffer.putChar(value);
        return this;
    }

    /** Writes a STRING field; {@code null} is written as {@code ""}. */
    public YasWriter put(String name, String value) {
        return putString(name, null, value);
    }

    /** Writes a STRING field; {@code null} is written as {@code ""}. */
    public YasWriter put(FieldDescription fd, String value) {
        return putString(fd.name(), fd, value);
    }

    private YasWriter putString(String name, FieldDescription fd, String value) {
        int start = header(name, fd, DataType.STRING, -1);
        try {
            buffer.putString(value);
        } catch (IllegalArgumentException e) {
            buffer.position(start);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        return finish();
    }

    // ------------------------------------------------------------------------------------------------- arrays

    public YasWriter put(String name, boolean[] values) {
        return putBooleans(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, boolean[] values) {
        return putBooleans(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, boolean[] values, int elementCount) {
        return putBooleans(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, boolean[] values, int[] dims) {
        return putBooleans(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putBooleans(String name, FieldDescription fd, boolean[] values, int count, int[] dims) {
        boolean[] v = values == null ? new boolean[0] : values;
        buffer.putBooleanArray(v, beginArray(name, fd, DataType.BOOL_ARRAY, v.length, count, dims));
        return finish();
    }

    public YasWriter put(String name, byte[] values) {
        return putBytes(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, byte[] values) {
        return putBytes(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, byte[] values, int elementCount) {
        return putBytes(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, byte[] values, int[] dims) {
        return putBytes(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putBytes(String name, FieldDescription fd, byte[] values, int count, int[] dims) {
        byte[] v = values == null ? new byte[0] : values;
        buffer.putByteArray(v, beginArray(name, fd, DataType.BYTE_ARRAY, v.length, count, dims));
        return finish();
    }

    public YasWriter put(String name, short[] values) {
        return putShorts(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, short[] values) {
        return putShorts(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, short[] values, int elementCount) {
        return putShorts(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, short[] values, int[] dims) {
        return putShorts(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putShorts(String name, FieldDescription fd, short[] values, int count, int[] dims) {
        short[] v = values == null ? new short[0] : values;
        buffer.putShortArray(v, beginArray(name, fd, DataType.SHORT_ARRAY, v.length, count, dims));
        return finish();
    }

    public YasWriter put(String name, int[] values) {
        return putInts(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, int[] values) {
        return putInts(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, int[] values, int elementCount) {
        return putInts(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, int[] values, int[] dims) {
        return putInts(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putInts(String name, FieldDescription fd, int[] values, int count, int[] dims) {
        int[] v = values == null ? new int[0] : values;
        buffer.putIntArray(v, beginArray(name, fd, DataType.INT_ARRAY, v.length, count, dims));
        return finish();
    }

    public YasWriter put(String name, long[] values) {
        return putLongs(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, long[] values) {
        return putLongs(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, long[] values, int elementCount) {
        return putLongs(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, long[] values, int[] dims) {
        return putLongs(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putLongs(String name, FieldDescription fd, long[] values, int count, int[] dims) {
        long[] v = values == null ? new long[0] : values;
        buffer.putLongArray(v, beginArray(name, fd, DataType.LONG_ARRAY, v.length, count, dims));
        return finish();
    }

    public YasWriter put(String name, float[] values) {
        return putFloats(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, float[] values) {
        return putFloats(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, float[] values, int elementCount) {
        return putFloats(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, float[] values, int[] dims) {
        return putFloats(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putFloats(String name, FieldDescription fd, float[] values, int count, int[] dims) {
        float[] v = values == null ? new float[0] : values;
        buffer.putFloatArray(v, beginArray(name, fd, DataType.FLOAT_ARRAY, v.length, count, dims));
        return finish();
    }

    public YasWriter put(String name, double[] values) {
        return putDoubles(name, null, values, -1, NO_DIMS);
    }

    public YasWriter put(FieldDescription fd, double[] values) {
        return putDoubles(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, double[] values, int elementCount) {
        return putDoubles(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, double[] values, int[] dims) {
        return putDoubles(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putDoubles(String name, FieldDescription fd, double[] values, int count, int[] dims) {
        double[] v = values == null ? new double[0] : values;
        buffer.putDoubleArray(v, beginArray(name, fd, DataType.DOUBLE_ARRAY, v.length, count, dims));
        return finish();
    }

    /** @throws IllegalArgumentException if a char is above U+00FF */
    public YasWriter put(String name, char[] values) {
        return putChars(name, null, values, -1, NO_DIMS);
    }

    /** @throws IllegalArgumentException if a char is above U+00FF */
    public YasWriter put(FieldDescription fd, char[] values) {
        return putChars(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, char[] values, int elementCount) {
        return putChars(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public YasWriter put(FieldDescription fd, char[] values, int[] dims) {
        return putChars(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putChars(String name, FieldDescription fd, char[] values, int count, int[] dims) {
        char[] v = values == null ? new char[0] : values;
        int n = beginArray(name, fd, DataType.CHAR_ARRAY, v.length, count, dims);
        try {
            buffer.putCharArray(v, n);
        } catch (IllegalArgumentException e) {
            buffer.position(fieldStart);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        return finish();
    }

    /** Writes a STRING_ARRAY; {@code null} elements are written as {@code ""}. */
    public YasWriter put(String name, String[] values) {
        return putStrings(name, null, values, -1, NO_DIMS);
    }

    /** Writes a STRING_ARRAY; {@code null} elements are written as {@code ""}. */
    public YasWriter put(FieldDescription fd, String[] values) {
        return putStrings(fd.name(), fd, values, -1, NO_DIMS);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public YasWriter put(FieldDescription fd, String[] values, int elementCount) {
        return putStrings(fd.name(), fd, values, elementCount, NO_DIMS);
    }

    /**
     * Writes an N-D STRING_ARRAY with one dimension descriptor (the reference writes it twice, a bug we do not
     * reproduce: spec README, "Writing").
     */
    public YasWriter put(FieldDescription fd, String[] values, int[] dims) {
        return putStrings(fd.name(), fd, values, -1, dims);
    }

    private YasWriter putStrings(String name, FieldDescription fd, String[] values, int count, int[] dims) {
        String[] v = values == null ? new String[0] : values;
        int n = beginArray(name, fd, DataType.STRING_ARRAY, v.length, count, dims);
        try {
            buffer.putStringArray(v, n);
        } catch (IllegalArgumentException e) {
            buffer.position(fieldStart);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        return finish();
    }

    // --------------------------------------------------------------------------- collections, maps, enums, custom

    /**
     * Writes a collection of boxed primitives or strings. The header type is QUEUE, SET, LIST or COLLECTION, the
     * first that {@code values} is an instance of, in that order (so a {@code LinkedList} is a QUEUE, as in the
     * reference).
     *
     * @param elementType the element class: a primitive, its box, or {@code String}; it decides the element type
     *                    byte
     * @throws IllegalArgumentException if {@code elementType} is not supported or an element is not an instance of
     *                                  it ({@code null} strings are written as {@code ""}; other {@code null}
     *                                  elements are refused)
     */
    public YasWriter put(String name, Collection<?> values, Class<?> elementType) {
        return putCollection(name, null, values, elementType);
    }

    /** As {@link #put(String, Collection, Class)}, with metadata. */
    public YasWriter put(FieldDescription fd, Collection<?> values, Class<?> elementType) {
        return putCollection(fd.name(), fd, values, elementType);
    }

    /**
     * As {@link #put(FieldDescription, Collection, Class)}, with the header type given: class mapping takes it from
     * the declared field type (a {@code LinkedList} field is LIST on the header, QUEUE in the payload, as in the
     * reference).
     *
     * @param headerType COLLECTION, LIST, QUEUE or SET
     */
    public YasWriter put(FieldDescription fd, DataType headerType, Collection<?> values, Class<?> elementType) {
        if (!headerType.isCollection()) {
            throw new IllegalArgumentException("field '" + fd.name() + "': " + headerType + " is not a collection type");
        }
        return putCollection(fd.name(), fd, headerType, values, elementType);
    }

    private YasWriter putCollection(String name, FieldDescription fd, Collection<?> values, Class<?> elementType) {
        return putCollection(name, fd, containerType(Objects.requireNonNull(values, "values")), values, elementType);
    }

    private static DataType containerType(Collection<?> values) {
        return values instanceof Queue ? DataType.QUEUE
                : values instanceof Set ? DataType.SET : values instanceof List ? DataType.LIST : DataType.COLLECTION;
    }

    private YasWriter putCollection(String name, FieldDescription fd, DataType headerType, Collection<?> values,
            Class<?> elementType) {
        Objects.requireNonNull(values, "values");
        DataType element = elementTypeOf(name, elementType);
        DataType container = containerType(values);
        int n = values.size();
        header(name, fd, headerType, -1);
        try {
            buffer.putInt(1).putInt(n).putInt(n);
            buffer.putByte((byte) container.id()).putByte((byte) element.id());
            putElements(name, element, values, n);
        } catch (IllegalArgumentException e) {
            buffer.position(fieldStart);
            throw e;
        }
        return finish();
    }

    /**
     * Writes a map of boxed primitives or strings as two parallel blocks, keys then values, in iteration order.
     *
     * @throws IllegalArgumentException as for collections, for a key or value
     */
    public YasWriter put(String name, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        return putMap(name, null, values, keyType, valueType);
    }

    /** As {@link #put(String, Map, Class, Class)}, with metadata. */
    public YasWriter put(FieldDescription fd, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        return putMap(fd.name(), fd, values, keyType, valueType);
    }

    private YasWriter putMap(String name, FieldDescription fd, Map<?, ?> values, Class<?> keyType,
            Class<?> valueType) {
        Objects.requireNonNull(values, "values");
        DataType key = elementTypeOf(name, keyType);
        DataType value = elementTypeOf(name, valueType);
        int n = values.size();
        header(name, fd, DataType.MAP, -1);
        try {
            buffer.putInt(1).putInt(n).putInt(n);
            buffer.putByte((byte) key.id());
            putElements(name, key, values.keySet(), n);
            buffer.putByte((byte) value.id());
            putElements(name, value, values.values(), n);
        } catch (IllegalArgumentException e) {
            buffer.position(fieldStart);
            throw e;
        }
        return finish();
    }

    /** Writes an ENUM field: simple class name, class name, all constants, the constant's name, its ordinal. */
    public YasWriter put(String name, Enum<?> value) {
        return putEnum(name, null, value);
    }

    /** As {@link #put(String, Enum)}, with metadata. */
    public YasWriter put(FieldDescription fd, Enum<?> value) {
        return putEnum(fd.name(), fd, value);
    }

    /**
     * Writes an ENUM field from its description as read from the wire: the same bytes as
     * {@link #put(FieldDescription, Enum)} for the constant it describes.
     *
     * @throws IllegalArgumentException if one of its texts does not fit ISO-8859-1
     */
    @Override
    public YasWriter putEnum(FieldDescription fd, EnumValue value) {
        Objects.requireNonNull(value, () -> "enum value of field '" + fd.name() + "'");
        return enumField(fd.name(), fd, value.simpleTypeName(), value.typeName(), value.constants(), value.name(),
                value.ordinal());
    }

    private YasWriter putEnum(String name, FieldDescription fd, Enum<?> value) {
        Objects.requireNonNull(value, () -> "enum value of field '" + name + "'");
        Class<?> type = value.getDeclaringClass();
        return enumField(name, fd, type.getSimpleName(), type.getName(), Arrays.toString(type.getEnumConstants()),
                value.name(), value.ordinal());
    }

    private YasWriter enumField(String name, FieldDescription fd, String simpleTypeName, String typeName,
            String constants, String constant, int ordinal) {
        header(name, fd, DataType.ENUM, -1);
        try {
            buffer.putStringIso8859(simpleTypeName).putStringIso8859(typeName);
            buffer.putStringIso8859(constants).putStringIso8859(constant);
        } catch (IllegalArgumentException e) {
            buffer.position(fieldStart);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        buffer.putInt(ordinal);
        return finish();
    }

    /**
     * Writes custom data framed as the reference's {@code putCustomData} (§2.8): an OTHER header, the ISO-8859-1
     * type names, the bytes {@code body} writes at the buffer's position, then an END_MARKER header with the same
     * name. Readers that do not know the type skip it by its size.
     *
     * @param typeName          type name recorded on the wire (never used to instantiate anything)
     * @param secondaryTypeName first generic type name, or {@code null} for {@code ""}
     * @param body              writes the payload through relative puts
     */
    public YasWriter putCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body) {
        header(fd.name(), fd, DataType.OTHER, -1);
        try {
            buffer.putStringIso8859(typeName).putStringIso8859(secondaryTypeName);
        } catch (IllegalArgumentException e) {
            buffer.position(fieldStart);
            throw e;
        }
        body.accept(buffer);
        finish();
        header(fd.name(), null, DataType.END_MARKER, 0);
        return this;
    }

    /**
     * Starts a collection field whose elements are nested objects (the class mapper's framing; the reference frames
     * custom elements the same way, reference-opencmw-java §2.5): the header, {@code [1][n][n][u8 container]
     * [u8 OTHER][ISO-8859-1 element type name][""]}. Then write exactly {@code elementCount} objects, each as
     * {@code putStartMarker("")}, its fields, {@code putEndMarker("")}, and close the field with
     * {@link #updateDataEndMarker(int)}.
     *
     * @param headerType      COLLECTION, LIST, QUEUE or SET
     * @param values          the collection, for its size and container type
     * @param elementTypeName recorded for readers; never used to instantiate anything
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    public int putObjectCollectionHeader(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        if (!headerType.isCollection()) {
            throw new IllegalArgumentException("field '" + fd.name() + "': " + headerType + " is not a collection type");
        }
        int n = values.size();
        int handle = header(fd.name(), fd, headerType, -1);
        buffer.putInt(1).putInt(n).putInt(n);
        buffer.putByte((byte) containerType(values).id());
        putObjectElementType(handle, elementTypeName);
        return handle;
    }

    /**
     * Starts a MAP field with primitive or string keys and nested-object values: the header, {@code [1][n][n]
     * [u8 key type][1][n][n][keys][u8 OTHER][ISO-8859-1 value type name][""]}. Then write exactly {@code n} objects
     * (one per key, in the keys' iteration order) as for {@link #putObjectCollectionHeader} and close the field with
     * {@link #updateDataEndMarker(int)}.
     *
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    public int putObjectMapHeader(FieldDescription fd, Collection<?> keys, Class<?> keyType, String valueTypeName) {
        DataType key = elementTypeOf(fd.name(), keyType);
        int n = keys.size();
        int handle = header(fd.name(), fd, DataType.MAP, -1);
        try {
            buffer.putInt(1).putInt(n).putInt(n);
            buffer.putByte((byte) key.id());
            putElements(fd.name(), key, keys, n);
        } catch (IllegalArgumentException e) {
            buffer.position(handle);
            throw e;
        }
        putObjectElementType(handle, valueTypeName);
        return handle;
    }

    private void putObjectElementType(int handle, String typeName) {
        buffer.putByte((byte) DataType.OTHER.id());
        int slot = System.identityHashCode(typeName) & (TYPE_NAME_SLOTS - 1);
        if (typeNames[slot] != typeName) { // the class mapper passes the same Class.getName() string every time
            try {
                typeNameFields[slot] = FieldDescription.of(typeName);
            } catch (IllegalArgumentException e) {
                buffer.position(handle);
                throw e;
            }
            typeNames[slot] = typeName;
        }
        typeNameFields[slot].putName(buffer);
        buffer.putStringIso8859("");
    }

    /**
     * Writes a field header of any type whose payload the caller then writes through {@link #buffer()}; close it
     * with {@link #updateDataEndMarker(int)}. This is the framing of class fields with a custom FieldSerialiser.
     *
     * @return a handle for {@link #updateDataEndMarker(int)}: the header's offset
     */
    public int putFieldHeader(FieldDescription fd, DataType type) {
        if (type == DataType.UNKNOWN || type == DataType.START_MARKER || type == DataType.END_MARKER) {
            throw new IllegalArgumentException("putFieldHeader needs a value type, not " + type);
        }
        return header(fd.name(), fd, type, type.isScalar() ? type.primitiveSize() : -1);
    }

    /**
     * Patches the {@code dataSize} of the header at {@code handle} to the bytes written since its data start.
     *
     * @param handle what {@link #putFieldHeader} returned
     */
    public YasWriter updateDataEndMarker(int handle) {
        int start = handle + buffer.getInt(handle + 1);
        buffer.putInt(handle + 5, buffer.position() - start);
        return this;
    }

    // --------------------------------------------------------------------------------------------- internals

    /**
     * Writes a field header and returns its offset. On a bad name nothing stays written.
     *
     * @param initialSize the dataSize written now: primitive size, 0 for markers, -1 to be patched
     */
    private int header(String name, FieldDescription fd, DataType type, int initialSize) {
        int start = buffer.position();
        try {
            buffer.putByte((byte) type.id()).putInt(0).putInt(initialSize);
            if (fd != null) {
                fd.putName(buffer);
            } else {
                buffer.putStringIso8859(name);
            }
            if (fd != null && writeMetadata && fd.hasMetadata()) {
                buffer.putString(fd.unit()).putString(fd.quantity()).putString(fd.description());
                buffer.putByte((byte) fd.modifier());
            }
        } catch (IllegalArgumentException e) {
            buffer.position(start);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        int data = buffer.position();
        buffer.putInt(start + 1, data - start);
        fieldStart = start;
        dataStart = data;
        return start;
    }

    /** Patches the size of the field written last. */
    private YasWriter finish() {
        buffer.putInt(fieldStart + 5, buffer.position() - dataStart);
        return this;
    }

    /**
     * Writes the header of an array field and its dimension descriptor.
     *
     * @return the number of elements to write next
     */
    private int beginArray(String name, FieldDescription fd, DataType type, int length, int count, int[] dims) {
        int n = ArrayShape.elementCount(name, length, count, dims);
        header(name, fd, type, -1);
        ArrayShape.putDescriptor(buffer, n, dims);
        return n;
    }

    private static DataType elementTypeOf(String name, Class<?> type) {
        DataType t = type == null ? null : DataType.ofElementClass(type);
        if (t == null) {
            throw new IllegalArgumentException("field '" + name + "': element type " + type
                    + " is not a primitive, a boxed primitive or String");
        }
        return t;
    }

    /** Writes {@code [1][n][n][n elements]} of one element type. */
    private void putElements(String name, DataType type, Collection<?> values, int n) {
        buffer.putInt(1).putInt(n).putInt(n);
        int i = 0;
        for (Object v : values) {
            if (i++ == n) {
                throw new IllegalArgumentException("field '" + name + "': collection changed size while writing");
            }
            putElement(name, type, v, i - 1);
        }
        if (i != n) {
            throw new IllegalArgumentException("field '" + name + "': collection changed size while writing");
        }
    }

    private void putElement(String name, DataType type, Object v, int index) {
        if (type == DataType.STRING) {
            buffer.putString(v == null ? null : v.toString());
            return;
        }
        if (v == null) {
            throw new IllegalArgumentException("field '" + name + "': null element at index " + index
                    + " (only String elements may be null; they are written as \"\")");
        }
        switch (type) {
            case INT -> buffer.putInt(cast(name, Integer.class, v, index));
            case DOUBLE -> buffer.putDouble(cast(name, Double.class, v, index));
            case LONG -> buffer.putLong(cast(name, Long.class, v, index));
            case FLOAT -> buffer.putFloat(cast(name, Float.class, v, index));
            case BOOL -> buffer.putBoolean(cast(name, Boolean.class, v, index));
            case SHORT -> buffer.putShort(cast(name, Short.class, v, index));
            case BYTE -> buffer.putByte(cast(name, Byte.class, v, index));
            case CHAR -> {
                char c = cast(name, Character.class, v, index);
                checkChar(name, c);
                buffer.putChar(c);
            }
            default -> throw new IllegalArgumentException("field '" + name + "': element type " + type);
        }
    }

    private static <T> T cast(String name, Class<T> type, Object v, int index) {
        if (!type.isInstance(v)) {
            throw new IllegalArgumentException("field '" + name + "': element " + index + " is a "
                    + v.getClass().getName() + ", expected " + type.getName());
        }
        return type.cast(v);
    }

    /** @throws IllegalArgumentException if {@code c} does not fit the one-byte wire char, naming the field */
    static void checkChar(String name, char c) {
        if (c > 0xFF) {
            throw new IllegalArgumentException("field '" + name + "': char U+" + String.format("%04X", (int) c)
                    + " does not fit the one-byte wire char (U+0000..U+00FF); it is never truncated");
        }
    }
}
