package io.yas.wire;

import java.util.List;
import java.util.Objects;

/**
 * One field of a decoded message in the generic field tree built by {@link YasReader#readTree()}: no class needed.
 * Objects ({@link DataType#START_MARKER}) hold their fields; every other field holds its value.
 *
 * <p>Values by type: scalars boxed ({@code Integer}, {@code Double}, {@code Character}, …); {@code String}; arrays
 * as flat primitive arrays ({@code double[]}, …, {@code String[]}) in row-major order with their dimensions in
 * {@link #dims()}; collections as a {@code List} of boxed elements in wire order; maps as a
 * {@code LinkedHashMap} in wire order (values may be arrays for C++ maps of vectors), an empty collection or map as
 * the immutable {@code List.of()} or {@code Map.of()} (nothing allocated for it); nested objects inside a
 * collection or map payload (the class mapper's framing) as {@link DataType#START_MARKER} {@code WireField}s
 * among those elements or values; enums as {@link EnumValue}; custom data, unknown type ids and undecodable
 * container payloads as {@link CustomValue}.
 *
 * <p>Readers of other protocols (the {@code io.yas.json} module) build the same tree with {@link #object} and
 * {@link #value}; their readers document how their values map onto these types.
 *
 * <p>Immutable, apart from the arrays returned by {@link #value()}, which are the tree's own; thread-safe to read.
 */
public final class WireField {
    private final String name;
    private final DataType type;
    private final int typeId;
    private final int offset;
    private final int dataStart;
    private final int dataSize;
    private final FieldMetadata metadata;
    private final int[] dims;
    private final Object value;
    private final List<WireField> fields;

    WireField(String name, DataType type, int typeId, int offset, int dataStart, int dataSize, FieldMetadata metadata,
            int[] dims, Object value, List<WireField> fields) {
        this.name = name;
        this.type = type;
        this.typeId = typeId;
        this.offset = offset;
        this.dataStart = dataStart;
        this.dataSize = dataSize;
        this.metadata = metadata;
        this.dims = dims;
        this.value = value;
        this.fields = fields == null ? List.of() : List.copyOf(fields);
    }

    /**
     * A nested object for the tree of a protocol without YaS field headers (JSON, …): type START_MARKER, no
     * metadata, {@link #dataStart()} equal to {@code offset}, {@link #dataSize()} 0.
     *
     * @param name   the object's name, {@code ""} for a root or an element of a collection
     * @param offset offset in bytes of the object (or of the member that names it) from the start of the buffer
     * @param fields the object's fields in message order (copied)
     * @return the object
     */
    public static WireField object(String name, int offset, List<WireField> fields) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(fields, "fields");
        return new WireField(name, DataType.START_MARKER, DataType.START_MARKER.id(), offset, offset, 0, null, null,
                null, fields);
    }

    /**
     * A value field for the tree of a protocol without YaS field headers (JSON, …): {@link #typeId()} is
     * {@code type.id()} (-1 for {@link DataType#UNKNOWN}), no metadata, {@link #dataStart()} equal to
     * {@code offset}, {@link #dataSize()} 0.
     *
     * @param name   the field name
     * @param type   the value's type; not a marker
     * @param offset offset in bytes of the field from the start of the buffer
     * @param dims   array dimensions, outermost first (kept, not copied), or {@code null} for non-array fields
     * @param value  the value, in the form the class doc gives for {@code type}; may be {@code null}
     * @return the field
     * @throws IllegalArgumentException if {@code type} is START_MARKER or END_MARKER
     */
    public static WireField value(String name, DataType type, int offset, int[] dims, Object value) {
        Objects.requireNonNull(name, "name");
        if (type == DataType.START_MARKER || type == DataType.END_MARKER) {
            throw new IllegalArgumentException("a value field cannot have type " + type + ": field '" + name + "'");
        }
        return new WireField(name, type, type.id(), offset, offset, 0, null, dims, value, null);
    }

    /** {@return the field name (for the root: the class or root name the writer chose)} */
    public String name() {
        return name;
    }

    /** {@return the data type, {@link DataType#UNKNOWN} for ids outside the table} */
    public DataType type() {
        return type;
    }

    /** {@return the type byte as found on the wire, 0..255 (for {@link #value} and {@link #object}: the type's id)} */
    public int typeId() {
        return typeId;
    }

    /** {@return offset in bytes of the field header (its type byte) from the start of the buffer} */
    public int offset() {
        return offset;
    }

    /** {@return offset in bytes of the field's data from the start of the buffer} */
    public int dataStart() {
        return dataStart;
    }

    /** {@return the field's data size in bytes as declared in its header (negative marker sizes read as 0)} */
    public int dataSize() {
        return dataSize;
    }

    /** {@return the metadata block of the header, or {@code null} if the header has none} */
    public FieldMetadata metadata() {
        return metadata;
    }

    /** {@return the array dimensions, outermost first (a copy), or {@code null} for non-array fields} */
    public int[] dims() {
        return dims == null ? null : dims.clone();
    }

    /** {@return the decoded value (see the class doc), {@code null} for objects} */
    public Object value() {
        return value;
    }

    /** {@return {@code true} for a nested object (START_MARKER)} */
    public boolean isObject() {
        return type == DataType.START_MARKER;
    }

    /** {@return the fields of an object in wire order; empty for values} */
    public List<WireField> fields() {
        return fields;
    }

    /**
     * {@return the first field with that name, or {@code null}}
     *
     * @param fieldName name to look for among this object's direct fields
     */
    public WireField field(String fieldName) {
        for (WireField f : fields) {
            if (f.name.equals(fieldName)) {
                return f;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name + ":" + type + "@" + offset + (isObject() ? fields.toString() : "");
    }
}
