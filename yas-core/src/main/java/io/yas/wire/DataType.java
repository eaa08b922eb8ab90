package io.yas.wire;

/**
 * The type ids of the YaS wire format: one byte at the start of every field header (docs/spec-yas.md §4;
 * the ids are shared with opencmw-java and opencmw-cpp).
 *
 * <p>Scalars carry their primitive size in the header's {@code dataSize}; arrays, strings, collections, maps,
 * enums and custom data carry the size of their payload. Ids that are not in this table (opencmw-cpp writes
 * {@code 0xFF} for {@code std::array}, {@code uint8_t} and unsigned types) read as {@link #UNKNOWN} and are skipped
 * by their {@code dataSize}.
 */
public enum DataType {
    /** Opens a nested object; its fields follow up to the matching {@link #END_MARKER}. */
    START_MARKER(0, 0, null),
    /** One byte, 0x01 or 0x00. */
    BOOL(1, 1, null),
    /** One byte, two's complement. */
    BYTE(2, 1, null),
    /** Two bytes, little-endian. */
    SHORT(3, 2, null),
    /** Four bytes, little-endian. */
    INT(4, 4, null),
    /** Eight bytes, little-endian. */
    LONG(5, 8, null),
    /** IEEE 754 binary32, four bytes, little-endian. */
    FLOAT(6, 4, null),
    /** IEEE 754 binary64, eight bytes, little-endian. */
    DOUBLE(7, 8, null),
    /** One byte, U+0000..U+00FF. */
    CHAR(8, 1, null),
    /** {@code [int32 L][L-1 bytes][0x00]}. */
    STRING(9, -1, null),
    /** Array of {@link #BOOL} (docs/spec-yas.md §5.2). */
    BOOL_ARRAY(101, -1, BOOL),
    /** Array of {@link #BYTE}. */
    BYTE_ARRAY(102, -1, BYTE),
    /** Array of {@link #SHORT}. */
    SHORT_ARRAY(103, -1, SHORT),
    /** Array of {@link #INT}. */
    INT_ARRAY(104, -1, INT),
    /** Array of {@link #LONG}. */
    LONG_ARRAY(105, -1, LONG),
    /** Array of {@link #FLOAT}. */
    FLOAT_ARRAY(106, -1, FLOAT),
    /** Array of {@link #DOUBLE}. */
    DOUBLE_ARRAY(107, -1, DOUBLE),
    /** Array of {@link #CHAR}. */
    CHAR_ARRAY(108, -1, CHAR),
    /** Array of {@link #STRING}. */
    STRING_ARRAY(109, -1, STRING),
    /** A collection that is no list, queue or set (docs/spec-yas.md §5.3). */
    COLLECTION(200, -1, null),
    /** An enum constant (docs/spec-yas.md §5.5). */
    ENUM(201, -1, null),
    /** A list (docs/spec-yas.md §5.3). */
    LIST(202, -1, null),
    /** A map (docs/spec-yas.md §5.4). */
    MAP(203, -1, null),
    /** A queue (docs/spec-yas.md §5.3). */
    QUEUE(204, -1, null),
    /** A set (docs/spec-yas.md §5.3). */
    SET(205, -1, null),
    /** Custom data written by a user-supplied writer. */
    OTHER(253, -1, null),
    /** Closes the nested object opened by the matching {@link #START_MARKER}. */
    END_MARKER(254, 0, null),
    /** Any id not in this table; never written. */
    UNKNOWN(-1, -1, null);

    private static final DataType[] BY_ID = new DataType[256];

    static {
        java.util.Arrays.fill(BY_ID, UNKNOWN);
        for (DataType t : values()) {
            if (t.id >= 0) {
                BY_ID[t.id] = t;
            }
        }
    }

    private final int id;
    private final int primitiveSize;
    private final DataType elementType;

    DataType(int id, int primitiveSize, DataType elementType) {
        this.id = id;
        this.primitiveSize = primitiveSize;
        this.elementType = elementType;
    }

    /**
     * Looks up a type byte.
     *
     * @param id the unsigned type byte, 0..255
     * @return the type with that id, or {@link #UNKNOWN}
     */
    public static DataType ofId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : UNKNOWN;
    }

    /** {@return the type byte on the wire (0..254), or -1 for {@link #UNKNOWN}} */
    public int id() {
        return id;
    }

    /**
     * The size a field header declares for this type.
     *
     * @return the payload size in bytes of a scalar (1, 1, 2, 4, 8, 4, 8, 1 for BOOL..CHAR), 0 for the markers,
     *         -1 for everything else (those carry their payload size in the header)
     */
    public int primitiveSize() {
        return primitiveSize;
    }

    /** {@return {@code true} for BOOL..CHAR, the types with a fixed payload size} */
    public boolean isScalar() {
        return primitiveSize > 0;
    }

    /** {@return {@code true} for the nine array types BOOL_ARRAY..STRING_ARRAY} */
    public boolean isArray() {
        return elementType != null;
    }

    /** {@return {@code true} for COLLECTION, LIST, QUEUE and SET} */
    public boolean isCollection() {
        return this == COLLECTION || this == LIST || this == QUEUE || this == SET;
    }

    /** {@return the element type of an array type (DOUBLE for DOUBLE_ARRAY), {@code null} otherwise} */
    public DataType elementType() {
        return elementType;
    }

    /** {@return the array type of a scalar or STRING (DOUBLE_ARRAY for DOUBLE), {@code null} otherwise} */
    public DataType arrayType() {
        return id >= 1 && id <= 9 ? BY_ID[100 + id] : null;
    }

    /**
     * @return the element size in bytes on the wire: the primitive size for scalars and for arrays of scalars, 5
     *         (the shortest string) for STRING and STRING_ARRAY, 0 otherwise
     */
    int minElementBytes() {
        DataType t = elementType != null ? elementType : this;
        return t == STRING ? 5 : Math.max(0, t.primitiveSize);
    }

    /**
     * The Java array an array type reads into.
     *
     * @return {@code boolean[].class} … {@code String[].class} for BOOL_ARRAY..STRING_ARRAY
     * @throws IllegalStateException for a type that is not an array type
     */
    public Class<?> arrayClass() {
        return switch (this) {
            case BOOL_ARRAY -> boolean[].class;
            case BYTE_ARRAY -> byte[].class;
            case SHORT_ARRAY -> short[].class;
            case INT_ARRAY -> int[].class;
            case LONG_ARRAY -> long[].class;
            case FLOAT_ARRAY -> float[].class;
            case DOUBLE_ARRAY -> double[].class;
            case CHAR_ARRAY -> char[].class;
            case STRING_ARRAY -> String[].class;
            default -> throw new IllegalStateException(this + " is not an array type");
        };
    }

    /**
     * The inverse of {@link #ofElementClass(Class)}: the boxed class of a collection element, map key or map value.
     *
     * @return {@code Boolean.class} … {@code Character.class} for BOOL..CHAR, {@code String.class} for STRING,
     *         {@code null} for every other type
     */
    public Class<?> elementClass() {
        return switch (this) {
            case BOOL -> Boolean.class;
            case BYTE -> Byte.class;
            case SHORT -> Short.class;
            case INT -> Integer.class;
            case LONG -> Long.class;
            case FLOAT -> Float.class;
            case DOUBLE -> Double.class;
            case CHAR -> Character.class;
            case STRING -> String.class;
            default -> null;
        };
    }

    /**
     * The element type for a Java class usable as a collection element, map key or map value: the eight
     * primitives, their boxes and {@code String}.
     *
     * @param type a class such as {@code Integer.class} or {@code int.class}
     * @return BOOL..STRING, or {@code null} if the class has no such type
     */
    public static DataType ofElementClass(Class<?> type) {
        if (type == Integer.class || type == int.class) {
            return INT;
        } else if (type == Double.class || type == double.class) {
            return DOUBLE;
        } else if (type == String.class) {
            return STRING;
        } else if (type == Long.class || type == long.class) {
            return LONG;
        } else if (type == Float.class || type == float.class) {
            return FLOAT;
        } else if (type == Boolean.class || type == boolean.class) {
            return BOOL;
        } else if (type == Short.class || type == short.class) {
            return SHORT;
        } else if (type == Byte.class || type == byte.class) {
            return BYTE;
        } else if (type == Character.class || type == char.class) {
            return CHAR;
        }
        return null;
    }
}
