package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;

import java.util.Arrays;

/**
 * Writes CmwLight messages field by field into an {@link IoBuffer}, byte-identical to the Java reference's
 * {@code CmwLightSerialiser}; the methods and their contract are those of {@link IoSerialiser}, the byte layout is
 * docs/spec-cmwlight.md.
 * <pre>{@code
 * CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(1024));
 * w.putHeaderInfo();                      // the root's int32 entry count, patched as entries are written
 * w.put("energy", 450.0);
 * w.putStartMarker("inner");              // an entry of type 8: a nested object with its own entry count
 * w.put("samples", new double[] {1, 2, 3});
 * w.putEndMarker("inner");                // writes nothing
 * w.putEndMarker("OBJ_ROOT_END");         // closes the root; writes nothing
 * byte[] message = w.buffer().flip().toByteArray();
 * }</pre>
 *
 * <p><b>Layout</b>, little-endian, no magic, version, root name or size fields: a message is an object,
 * {@code [int32 entry count][entries…]}; an entry is {@code [int32 nameLen+1][name ISO-8859-1][00][u8 type id]
 * [data]}. Every entry written directly inside an object increments that object's count, patched at the count's
 * own offset (the reference patches the root's count at twice its offset, a bug we do not reproduce). Type ids:
 * BOOL 0, BYTE 1, SHORT 2, INT 3, LONG 4, FLOAT 5, DOUBLE 6, STRING 7, nested object 8; arrays of BOOL..STRING
 * 9..16 with one dimension, 17..24 with two, 25..32 with more; the non-CMW extensions CHAR 201 and CHAR_ARRAY 202 /
 * 203 / 204. Data: scalars as in {@link IoBuffer} (a char is one byte); a string {@code [int32 byteLen+1][bytes][00]},
 * UTF-8 or ISO-8859-1 as the buffer is set; an array {@code [int32 nDims][int32 dims…][int32 n][n elements]}
 * row-major; a nested object {@code [int32 entry count][entries…]}. An enum is an INT entry holding its ordinal.
 * The array type id follows the dimensions given, whichever overload is used (the reference's FieldDescription
 * overloads keep the 1-D id: a quirk we do not reproduce, vector {@code 37_quirk_cmwlight_fd_multidim}). A
 * {@code null} string or array is written as {@code ""} or an empty array; a {@code null} enum is refused with a
 * {@link NullPointerException}.
 *
 * <p><b>Refused</b> besides what {@link IoSerialiser} refuses: collections, maps, custom data, and field metadata (a
 * {@link FieldDescription} with a unit, quantity or description) unless {@link #setWriteMetadata(boolean)
 * setWriteMetadata(false)} was called, which drops it. Nothing of a refused field stays written, and no count is
 * incremented for it.
 *
 * <p>Not thread-safe; reusable for further messages after {@link IoBuffer#clear()} once the root is closed.
 */
public final class CmwLightWriter extends IoSerialiser {
    /** Offsets of the entry counts of the open objects, the root first. */
    private int[] open = new int[8];

    /**
     * A CmwLight writer into {@code buffer}; a field with metadata is refused until {@code setWriteMetadata(false)}.
     *
     * @param buffer the buffer to write into at its position; it grows as needed
     */
    public CmwLightWriter(IoBuffer buffer) {
        super(buffer, Protocol.CMWLIGHT);
    }

    /**
     * CmwLight has no metadata. With {@code true} (the default) a {@link FieldDescription} that carries a unit,
     * quantity or description is refused, so that nothing is lost unnoticed; with {@code false} the metadata is
     * dropped and the field written (the reference always drops it).
     */
    @Override
    public CmwLightWriter setWriteMetadata(boolean enabled) {
        super.setWriteMetadata(enabled);
        return this;
    }

    /**
     * Opens the root object: its int32 entry count, 0 until entries are written. CmwLight has no place for the
     * root's name or metadata (the reference's root is unnamed), so {@code root} is not written.
     */
    @Override
    protected void writeHeader(FieldDescription root) {
        push(buffer.position());
        buffer.putInt(0);
    }

    @Override
    public CmwLightWriter putHeaderInfo() {
        return (CmwLightWriter) super.putHeaderInfo();
    }

    /** An entry of type 8 whose data is the object's entry count. */
    @Override
    protected void writeStartMarker(String name, FieldDescription fd) {
        entry(name, fd, CmwLightTypes.DATA);
        int count = buffer.position();
        buffer.putInt(0);
        counted();
        push(count);
    }

    /** Writes nothing: an object ends after its entry count. */
    @Override
    protected void writeEndMarker(String name, FieldDescription fd) {
        // the base closes the object: the next entry is counted in the enclosing one
    }

    /** An entry of type id 0..6, or 201 for a CHAR (one byte), then the value. */
    @Override
    protected void writeScalar(String name, FieldDescription fd, DataType type, long bits) {
        if (type == DataType.CHAR) {
            BinaryRules.checkChar(name, (char) bits, Protocol.CMWLIGHT);
        }
        BinaryRules.putScalar(scalar(name, fd, type), type, bits);
    }

    @Override
    protected void writeString(String name, FieldDescription fd, String value) {
        BinaryRules.putString(buffer, entry(name, fd, CmwLightTypes.id(DataType.STRING, 1)), name, value);
        counted();
    }

    /** An INT entry holding the ordinal (CmwLight has no enum type). */
    @Override
    protected void writeEnum(String name, FieldDescription fd, Enum<?> value) {
        int ordinal = BinaryRules.required(name, value).ordinal();
        scalar(name, fd, DataType.INT).putInt(ordinal);
    }

    /** An INT entry holding the ordinal. */
    @Override
    protected void writeEnum(FieldDescription fd, EnumValue value) {
        int ordinal = BinaryRules.required(fd.name(), value).ordinal();
        scalar(fd.name(), fd, DataType.INT).putInt(ordinal);
    }

    /** An array entry: the id for the type and the number of dimensions, the descriptor, the elements. */
    @Override
    protected void writeArray(String name, FieldDescription fd, DataType type, Object values, int elementCount,
            int[] dims) {
        int start = entry(name, fd, CmwLightTypes.id(type, dims == null ? 1 : dims.length));
        BinaryRules.putArray(buffer, start, name, type, values, elementCount, dims);
        counted();
    }

    // --------------------------------------------------------------------------------------------- internals

    /** Writes a scalar entry's name and type id and counts it; returns the buffer for its value. */
    private IoBuffer scalar(String name, FieldDescription fd, DataType type) {
        entry(name, fd, CmwLightTypes.id(type, 1));
        counted();
        return buffer;
    }

    /**
     * Writes an entry's name and type id, after the checks that could refuse it; returns the entry's offset. On a
     * refusal nothing is written.
     */
    private int entry(String name, FieldDescription fd, int typeId) {
        if (depth() == 0) {
            throw new IllegalStateException("field '" + name + "' outside an object: call putHeaderInfo() first");
        }
        if (fd != null && isWriteMetadata() && fd.hasMetadata()) {
            throw cannotCarry(name, "field metadata (unit, quantity, description); setWriteMetadata(false) drops it");
        }
        int start = buffer.position();
        entryHeader(buffer, name, fd, typeId);
        return start;
    }

    /** Writes an entry's header: {@code [int32 nameLength+1][name][00][u8 type id]} (docs/spec-cmwlight.md §3). */
    private static void entryHeader(IoBuffer buffer, String name, FieldDescription fd, int typeId) {
        BinaryRules.putName(buffer, name, fd, Protocol.CMWLIGHT);
        buffer.putByte((byte) typeId);
    }

    /**
     * The header of an entry of one field and wire type as this writer writes it, for
     * {@link CmwLightReader#nextFieldIs}.
     *
     * @param type    the field's wire type
     * @param id      its CmwLight type id (1-D for an array), -1 if it has none
     * @param pattern the header's bytes, all known; {@code null} where there is none to compare
     */
    record EntryHeader(DataType type, int id, BytePattern pattern) {
    }

    /**
     * {@return the header of an entry of field {@code fd} and wire type {@code type} (1-D for an array) as this writer
     * writes it}; without a pattern for a name with a char above U+00FF, a type CmwLight has no id for (an enum, which
     * it writes as an INT; a collection), or a header shorter than a pattern's eight bytes
     */
    static EntryHeader entryHeader(FieldDescription fd, DataType type) {
        boolean hasId = type.isScalar() || type.isArray() || type == DataType.STRING || type == DataType.START_MARKER;
        if (fd.isoName() == null || !hasId) {
            return new EntryHeader(type, -1, null);
        }
        int id = CmwLightTypes.id(type, 1);
        IoBuffer b = IoBuffer.allocate(16);
        entryHeader(b, fd.name(), fd, id);
        byte[] bytes = b.flip().toByteArray();
        return new EntryHeader(type, id, bytes.length < Long.BYTES ? null
                : BytePattern.of(bytes, YasWriter.allKnown(bytes.length)));
    }

    /** Counts the entry just written in the innermost open object. */
    private void counted() {
        int count = open[depth() - 1];
        buffer.putInt(count, buffer.getInt(count) + 1);
    }

    private void push(int countOffset) {
        if (depth() == open.length) {
            open = Arrays.copyOf(open, 2 * open.length);
        }
        open[depth()] = countOffset;
    }
}
