package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Writes CmwLight messages field by field into an {@link IoBuffer}, byte-identical to the Java reference's
 * {@code CmwLightSerialiser} (reference-opencmw-java §3; spec README, "Writing"), with the methods of
 * {@link YasWriter} wherever CmwLight can carry the value.
 * <pre>{@code
 * CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(1024));
 * w.putHeaderInfo();                      // the root's int32 entry count, patched as entries are written
 * w.put("energy", 450.0);
 * w.putStartMarker("inner");              // an entry of type 8: a nested object with its own entry count
 * w.put("samples", new double[] {1, 2, 3});
 * w.putEndMarker("inner");                // writes nothing
 * w.putEndMarker("OBJ_ROOT_END");         // closes the root; writes nothing
 * byte[] message = w.buffer().toByteArray();
 * }</pre>
 *
 * <p><b>Layout</b> (§3), little-endian, no magic, version, root name or size fields: a message is an object,
 * {@code [int32 entry count][entries…]}; an entry is {@code [int32 nameLen+1][name ISO-8859-1][00][u8 type id]
 * [data]}. Every entry written directly inside an object increments that object's count, patched at the count's
 * own offset (the reference patches the root's count at twice its offset, a bug we do not reproduce: spec README,
 * "Writing"). Type ids: BOOL 0, BYTE 1, SHORT 2, INT 3, LONG 4, FLOAT 5, DOUBLE 6, STRING 7, nested object 8; arrays
 * of BOOL..STRING 9..16 with one dimension, 17..24 with two, 25..32 with more; the non-CMW extensions CHAR 201 and
 * CHAR_ARRAY 202 / 203 / 204. Data: scalars as in {@link IoBuffer} (a char is one byte); a string
 * {@code [int32 byteLen+1][bytes][00]}, UTF-8 or ISO-8859-1 as the buffer is set; an array
 * {@code [int32 nDims][int32 dims…][int32 n][n elements]} row-major, {@code n = min(product of dims, length)}; a
 * nested object {@code [int32 entry count][entries…]}. An enum is an INT entry holding its ordinal.
 *
 * <p><b>Overloads</b> as in {@link YasWriter}: by name or by {@link FieldDescription}; arrays also with an element
 * count (negative = whole array, otherwise clamped) or N-D dimensions. The array type id follows the dimensions
 * given, whichever overload is used (the reference's FieldDescription overloads keep the 1-D id: a quirk we do not
 * reproduce, vector {@code 37_quirk_cmwlight_fd_multidim}). A {@code null} string or array is written as {@code ""}
 * or an empty array.
 *
 * <p><b>Refused</b>, with {@link IllegalArgumentException} naming the field: what CmwLight cannot carry —
 * collections, maps, custom data, and field metadata (a {@link FieldDescription} with a unit, quantity or
 * description) unless {@link #setWriteMetadata(boolean) setWriteMetadata(false)} was called, which drops it; a name
 * or char that does not fit ISO-8859-1 / one byte (never truncated); a negative dimension. A field outside any
 * object or an end marker with no open object is an {@link IllegalStateException}. Nothing of a refused field stays
 * written, and no count is incremented for it.
 *
 * <p>Not thread-safe; reusable for further messages after {@link IoBuffer#clear()} once the root is closed.
 */
public final class CmwLightWriter implements IoSerialiser {
    private final IoBuffer buffer;
    private boolean writeMetadata = true;
    /** Offsets of the entry counts of the open objects, the root first. */
    private int[] open = new int[8];
    private int depth;

    /** @param buffer the buffer to write into at its position; it grows as needed */
    public CmwLightWriter(IoBuffer buffer) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
    }

    /** @return {@link Protocol#CMWLIGHT} */
    @Override
    public Protocol protocol() {
        return Protocol.CMWLIGHT;
    }

    /** @return the buffer written into */
    @Override
    public IoBuffer buffer() {
        return buffer;
    }

    /** @return {@code true} (the default) if a {@link FieldDescription} with metadata is refused */
    public boolean isWriteMetadata() {
        return writeMetadata;
    }

    /**
     * CmwLight has no metadata. With {@code true} (the default) a {@link FieldDescription} that carries a unit,
     * quantity or description is refused, so that nothing is lost unnoticed; with {@code false} the metadata is
     * dropped and the field written (the reference always drops it).
     *
     * @param enabled {@code false} to drop metadata silently
     * @return this writer
     */
    public CmwLightWriter setWriteMetadata(boolean enabled) {
        this.writeMetadata = enabled;
        return this;
    }

    /** @return the number of open objects, the root included */
    public int depth() {
        return depth;
    }

    // ----------------------------------------------------------------------------------------- header & markers

    /**
     * Opens the root object: writes its int32 entry count, 0 until entries are written.
     *
     * @throws IllegalStateException if an object is open (a message is a single root object)
     */
    public CmwLightWriter putHeaderInfo() {
        if (depth > 0) {
            throw new IllegalStateException("putHeaderInfo() inside an open object (depth " + depth + ")");
        }
        int count = buffer.position();
        buffer.putInt(0);
        push(count);
        return this;
    }

    /**
     * As {@link #putHeaderInfo()}: CmwLight has no place for the root's name or metadata (the reference's root is
     * unnamed), so {@code root} is not written.
     */
    @Override
    public CmwLightWriter putHeaderInfo(FieldDescription root) {
        return putHeaderInfo();
    }

    /** Opens a nested object named {@code name}: an entry of type 8 whose data is the object's entry count. */
    public CmwLightWriter putStartMarker(String name) {
        return startMarker(name, null);
    }

    /** Opens a nested object; refused if the description has metadata and metadata is not switched off. */
    public CmwLightWriter putStartMarker(FieldDescription fd) {
        return startMarker(fd.name(), fd);
    }

    private CmwLightWriter startMarker(String name, FieldDescription fd) {
        entry(name, fd, CmwLightTypes.DATA);
        int count = buffer.position();
        buffer.putInt(0);
        counted();
        push(count);
        return this;
    }

    /**
     * Closes the innermost open object; writes nothing (an object ends after its entry count).
     *
     * @throws IllegalStateException if no object is open
     */
    public CmwLightWriter putEndMarker(String name) {
        if (depth == 0) {
            throw new IllegalStateException("putEndMarker('" + name + "') without an open start marker");
        }
        depth--;
        return this;
    }

    /** As {@link #putEndMarker(String)}; the description is not written. */
    public CmwLightWriter putEndMarker(FieldDescription fd) {
        return putEndMarker(fd.name());
    }

    // ------------------------------------------------------------------------------------------------ scalars

    public CmwLightWriter put(String name, boolean value) {
        scalar(name, null, DataType.BOOL).putBoolean(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, boolean value) {
        scalar(fd.name(), fd, DataType.BOOL).putBoolean(value);
        return counted();
    }

    public CmwLightWriter put(String name, byte value) {
        scalar(name, null, DataType.BYTE).putByte(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, byte value) {
        scalar(fd.name(), fd, DataType.BYTE).putByte(value);
        return counted();
    }

    public CmwLightWriter put(String name, short value) {
        scalar(name, null, DataType.SHORT).putShort(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, short value) {
        scalar(fd.name(), fd, DataType.SHORT).putShort(value);
        return counted();
    }

    public CmwLightWriter put(String name, int value) {
        scalar(name, null, DataType.INT).putInt(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, int value) {
        scalar(fd.name(), fd, DataType.INT).putInt(value);
        return counted();
    }

    public CmwLightWriter put(String name, long value) {
        scalar(name, null, DataType.LONG).putLong(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, long value) {
        scalar(fd.name(), fd, DataType.LONG).putLong(value);
        return counted();
    }

    public CmwLightWriter put(String name, float value) {
        scalar(name, null, DataType.FLOAT).putFloat(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, float value) {
        scalar(fd.name(), fd, DataType.FLOAT).putFloat(value);
        return counted();
    }

    public CmwLightWriter put(String name, double value) {
        scalar(name, null, DataType.DOUBLE).putDouble(value);
        return counted();
    }

    public CmwLightWriter put(FieldDescription fd, double value) {
        scalar(fd.name(), fd, DataType.DOUBLE).putDouble(value);
        return counted();
    }

    /** Writes a CHAR entry (id 201). @throws IllegalArgumentException if {@code value > U+00FF} (never truncated) */
    public CmwLightWriter put(String name, char value) {
        return putChar(name, null, value);
    }

    /** @throws IllegalArgumentException if {@code value > U+00FF} */
    public CmwLightWriter put(FieldDescription fd, char value) {
        return putChar(fd.name(), fd, value);
    }

    private CmwLightWriter putChar(String name, FieldDescription fd, char value) {
        YasWriter.checkChar(name, value);
        scalar(name, fd, DataType.CHAR).putChar(value);
        return counted();
    }

    /** Writes a STRING entry; {@code null} is written as {@code ""}. */
    public CmwLightWriter put(String name, String value) {
        return putString(name, null, value);
    }

    /** Writes a STRING entry; {@code null} is written as {@code ""}. */
    public CmwLightWriter put(FieldDescription fd, String value) {
        return putString(fd.name(), fd, value);
    }

    private CmwLightWriter putString(String name, FieldDescription fd, String value) {
        int start = entry(name, fd, CmwLightTypes.id(DataType.STRING, 1));
        try {
            buffer.putString(value);
        } catch (IllegalArgumentException e) {
            buffer.position(start);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        return counted();
    }

    /** Writes an enum as an INT entry holding its ordinal (CmwLight has no enum type). */
    public CmwLightWriter put(String name, Enum<?> value) {
        return putEnum(name, null, value);
    }

    /** As {@link #put(String, Enum)}. */
    public CmwLightWriter put(FieldDescription fd, Enum<?> value) {
        return putEnum(fd.name(), fd, value);
    }

    /** Writes an enum described as read from the wire as an INT entry holding its ordinal. */
    @Override
    public CmwLightWriter putEnum(FieldDescription fd, EnumValue value) {
        Objects.requireNonNull(value, () -> "enum value of field '" + fd.name() + "'");
        return ordinal(fd.name(), fd, value.ordinal());
    }

    private CmwLightWriter putEnum(String name, FieldDescription fd, Enum<?> value) {
        Objects.requireNonNull(value, () -> "enum value of field '" + name + "'");
        return ordinal(name, fd, value.ordinal());
    }

    private CmwLightWriter ordinal(String name, FieldDescription fd, int ordinal) {
        scalar(name, fd, DataType.INT).putInt(ordinal);
        return counted();
    }

    // ------------------------------------------------------------------------------------------------- arrays

    public CmwLightWriter put(String name, boolean[] values) {
        return putArray(name, null, DataType.BOOL_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, boolean[] values) {
        return putArray(fd.name(), fd, DataType.BOOL_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, boolean[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.BOOL_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, boolean[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.BOOL_ARRAY, values, -1, dims);
    }

    public CmwLightWriter put(String name, byte[] values) {
        return putArray(name, null, DataType.BYTE_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, byte[] values) {
        return putArray(fd.name(), fd, DataType.BYTE_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, byte[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.BYTE_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, byte[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.BYTE_ARRAY, values, -1, dims);
    }

    public CmwLightWriter put(String name, short[] values) {
        return putArray(name, null, DataType.SHORT_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, short[] values) {
        return putArray(fd.name(), fd, DataType.SHORT_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, short[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.SHORT_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, short[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.SHORT_ARRAY, values, -1, dims);
    }

    public CmwLightWriter put(String name, int[] values) {
        return putArray(name, null, DataType.INT_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, int[] values) {
        return putArray(fd.name(), fd, DataType.INT_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, int[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.INT_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, int[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.INT_ARRAY, values, -1, dims);
    }

    public CmwLightWriter put(String name, long[] values) {
        return putArray(name, null, DataType.LONG_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, long[] values) {
        return putArray(fd.name(), fd, DataType.LONG_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, long[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.LONG_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, long[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.LONG_ARRAY, values, -1, dims);
    }

    public CmwLightWriter put(String name, float[] values) {
        return putArray(name, null, DataType.FLOAT_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, float[] values) {
        return putArray(fd.name(), fd, DataType.FLOAT_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, float[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.FLOAT_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, float[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.FLOAT_ARRAY, values, -1, dims);
    }

    public CmwLightWriter put(String name, double[] values) {
        return putArray(name, null, DataType.DOUBLE_ARRAY, values, -1, null);
    }

    public CmwLightWriter put(FieldDescription fd, double[] values) {
        return putArray(fd.name(), fd, DataType.DOUBLE_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, double[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.DOUBLE_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, double[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.DOUBLE_ARRAY, values, -1, dims);
    }

    /** Writes a CHAR_ARRAY entry (ids 202..204). @throws IllegalArgumentException if a char is above U+00FF */
    public CmwLightWriter put(String name, char[] values) {
        return putArray(name, null, DataType.CHAR_ARRAY, values, -1, null);
    }

    /** @throws IllegalArgumentException if a char is above U+00FF */
    public CmwLightWriter put(FieldDescription fd, char[] values) {
        return putArray(fd.name(), fd, DataType.CHAR_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, char[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.CHAR_ARRAY, values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public CmwLightWriter put(FieldDescription fd, char[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.CHAR_ARRAY, values, -1, dims);
    }

    /** Writes a STRING_ARRAY entry; {@code null} elements are written as {@code ""}. */
    public CmwLightWriter put(String name, String[] values) {
        return putArray(name, null, DataType.STRING_ARRAY, values, -1, null);
    }

    /** Writes a STRING_ARRAY entry; {@code null} elements are written as {@code ""}. */
    public CmwLightWriter put(FieldDescription fd, String[] values) {
        return putArray(fd.name(), fd, DataType.STRING_ARRAY, values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public CmwLightWriter put(FieldDescription fd, String[] values, int elementCount) {
        return putArray(fd.name(), fd, DataType.STRING_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D STRING_ARRAY with one dimension descriptor (the reference's FieldDescription variant writes it
     * twice, a bug we do not reproduce).
     */
    public CmwLightWriter put(FieldDescription fd, String[] values, int[] dims) {
        return putArray(fd.name(), fd, DataType.STRING_ARRAY, values, -1, dims);
    }

    /**
     * Writes an array entry: the id for the type and the number of dimensions, the descriptor, the elements.
     *
     * @param values a primitive array or {@code String[]} matching {@code type}, or {@code null} for none
     */
    private CmwLightWriter putArray(String name, FieldDescription fd, DataType type, Object values, int count,
            int[] dims) {
        int n = ArrayShape.elementCount(name, values == null ? 0 : Array.getLength(values), count, dims);
        int start = entry(name, fd, CmwLightTypes.id(type, dims == null ? 1 : dims.length));
        ArrayShape.putDescriptor(buffer, n, dims);
        if (n == 0) {
            buffer.putInt(0);
            return counted();
        }
        try {
            switch (type) {
                case BOOL_ARRAY -> buffer.putBooleanArray((boolean[]) values, n);
                case BYTE_ARRAY -> buffer.putByteArray((byte[]) values, n);
                case SHORT_ARRAY -> buffer.putShortArray((short[]) values, n);
                case INT_ARRAY -> buffer.putIntArray((int[]) values, n);
                case LONG_ARRAY -> buffer.putLongArray((long[]) values, n);
                case FLOAT_ARRAY -> buffer.putFloatArray((float[]) values, n);
                case DOUBLE_ARRAY -> buffer.putDoubleArray((double[]) values, n);
                case CHAR_ARRAY -> buffer.putCharArray((char[]) values, n);
                default -> buffer.putStringArray((String[]) values, n);
            }
        } catch (IllegalArgumentException e) {
            buffer.position(start);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        return counted();
    }

    // ---------------------------------------------------------------------- what CmwLight cannot carry: refused

    /** @throws IllegalArgumentException always: CmwLight cannot carry collections (write an array instead) */
    public CmwLightWriter put(String name, Collection<?> values, Class<?> elementType) {
        throw cannotCarry(name, "a collection (write an array instead)");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry collections (write an array instead) */
    public CmwLightWriter put(FieldDescription fd, Collection<?> values, Class<?> elementType) {
        throw cannotCarry(fd.name(), "a collection (write an array instead)");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry collections (write an array instead) */
    public CmwLightWriter put(FieldDescription fd, DataType headerType, Collection<?> values, Class<?> elementType) {
        throw cannotCarry(fd.name(), "a collection (write an array instead)");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry maps (write a nested object instead) */
    public CmwLightWriter put(String name, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        throw cannotCarry(name, "a map (write a nested object instead)");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry maps (write a nested object instead) */
    public CmwLightWriter put(FieldDescription fd, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        throw cannotCarry(fd.name(), "a map (write a nested object instead)");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry custom data */
    public CmwLightWriter putCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body) {
        throw cannotCarry(fd.name(), "custom data (" + typeName + ")");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry collections of objects */
    @Override
    public int putObjectCollectionHeader(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        throw cannotCarry(fd.name(), "a collection of nested objects (" + elementTypeName + ")");
    }

    /** @throws IllegalArgumentException always: CmwLight cannot carry maps */
    @Override
    public int putObjectMapHeader(FieldDescription fd, Collection<?> keys, Class<?> keyType, String valueTypeName) {
        throw cannotCarry(fd.name(), "a map of nested objects (" + valueTypeName + ")");
    }

    /** @throws IllegalArgumentException always: CmwLight has no raw field payloads (custom data) */
    @Override
    public int putFieldHeader(FieldDescription fd, DataType type) {
        throw cannotCarry(fd.name(), "a raw " + type + " payload (custom data)");
    }

    /** @throws IllegalStateException always: no CmwLight call returns a handle to close */
    @Override
    public CmwLightWriter updateDataEndMarker(int handle) {
        throw new IllegalStateException("updateDataEndMarker(" + handle + "): CmwLight opens no such field");
    }

    private static IllegalArgumentException cannotCarry(String name, String what) {
        return new IllegalArgumentException("field '" + name + "': CmwLight cannot carry " + what);
    }

    // --------------------------------------------------------------------------------------------- internals

    private IoBuffer scalar(String name, FieldDescription fd, DataType type) {
        entry(name, fd, CmwLightTypes.id(type, 1));
        return buffer;
    }

    /**
     * Writes an entry's name and type id, after the checks that could refuse it; returns the entry's offset. On a
     * refusal nothing is written.
     */
    private int entry(String name, FieldDescription fd, int typeId) {
        if (depth == 0) {
            throw new IllegalStateException("field '" + name + "' outside an object: call putHeaderInfo() first");
        }
        if (fd != null && writeMetadata && fd.hasMetadata()) {
            throw new IllegalArgumentException("field '" + name + "': CmwLight cannot carry field metadata (unit, "
                    + "quantity, description); setWriteMetadata(false) drops it");
        }
        int start = buffer.position();
        try {
            if (fd != null) {
                fd.putName(buffer);
            } else {
                buffer.putStringIso8859(name);
            }
        } catch (IllegalArgumentException e) {
            buffer.position(start);
            throw new IllegalArgumentException("field '" + name + "': " + e.getMessage(), e);
        }
        buffer.putByte((byte) typeId);
        return start;
    }

    /** Counts the entry just written in the innermost open object. */
    private CmwLightWriter counted() {
        int count = open[depth - 1];
        buffer.putInt(count, buffer.getInt(count) + 1);
        return this;
    }

    private void push(int countOffset) {
        if (depth == open.length) {
            open = Arrays.copyOf(open, 2 * depth);
        }
        open[depth++] = countOffset;
    }
}
