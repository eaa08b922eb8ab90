package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decodes collection and map payloads (docs/spec-yas.md §5.3, §5.4, the C++ map layout included) from a
 * buffer whose limit is the field's end. Returns {@code null} where elements are custom data it cannot interpret.
 */
final class Containers {
    private Containers() {
    }

    /**
     * {@code [1][n][n][u8 container][u8 element][1][n][n][elements]}; an element equal to the one at its index in
     * {@code held} is that object ({@link #readElements}).
     */
    static List<Object> readCollection(IoBuffer buffer, List<?> held) {
        skipDescriptor(buffer);
        count(buffer, 1, "collection"); // BOOL, BYTE and CHAR elements take one byte each
        buffer.getByte(); // container type: the header's type decides
        DataType element = DataType.ofId(buffer.getByte() & 0xFF);
        if (!isElement(element)) {
            return null;
        }
        skipDescriptor(buffer);
        return readElements(buffer, element, held);
    }

    /**
     * Reads a map in the Java layout {@code [1][n][n][key type][1][n][n][keys][value type][1][n][n][values]} or,
     * failing that, the C++ layout {@code [n][key type][n][keys][value type][n][values]}; a layout counts only if it
     * ends exactly at {@code end}.
     */
    static Map<Object, Object> readMap(IoBuffer buffer, int end) {
        int start = buffer.position();
        YasFormatException javaFailure = null;
        boolean undecodable = false;
        try {
            Map<Object, Object> m = readJavaMap(buffer);
            if (m != null && buffer.position() == end) {
                return m;
            }
            undecodable = m == null;
        } catch (YasFormatException e) {
            javaFailure = e;
        }
        buffer.position(start);
        try {
            Map<Object, Object> m = readCppMap(buffer);
            if (m != null && buffer.position() == end) {
                return m;
            }
            undecodable |= m == null;
        } catch (YasFormatException e) {
            // neither layout fits: report the Java layout's failure below
        }
        buffer.position(start);
        if (undecodable) {
            return null; // custom keys or values: undecodable here, not corrupt
        }
        throw javaFailure != null ? javaFailure : Failures.malformed(buffer, start,
                "a Java or C++ map layout ending at the field end " + end, "neither fits the field");
    }

    private static Map<Object, Object> readJavaMap(IoBuffer buffer) {
        skipDescriptor(buffer);
        count(buffer, 2, "map");
        DataType key = DataType.ofId(buffer.getByte() & 0xFF);
        if (!isElement(key)) {
            return null;
        }
        skipDescriptor(buffer);
        List<Object> keys = readElements(buffer, key);
        DataType value = DataType.ofId(buffer.getByte() & 0xFF);
        if (!isElement(value)) {
            return null;
        }
        skipDescriptor(buffer);
        List<Object> values = readElements(buffer, value);
        return zip(buffer, keys, values);
    }

    private static Map<Object, Object> readCppMap(IoBuffer buffer) {
        count(buffer, 2, "map");
        DataType key = DataType.ofId(buffer.getByte() & 0xFF);
        List<Object> keys = readCppBlock(buffer, key);
        if (keys == null) {
            return null;
        }
        DataType value = DataType.ofId(buffer.getByte() & 0xFF);
        List<Object> values = readCppBlock(buffer, value);
        return values == null ? null : zip(buffer, keys, values);
    }

    /** A C++ key or value block: elementary elements, or OTHER with a {@code vector<T>} type name. */
    private static List<Object> readCppBlock(IoBuffer buffer, DataType type) {
        if (isElement(type)) {
            return readElements(buffer, type);
        }
        if (type != DataType.OTHER) {
            return null;
        }
        String typeName = buffer.getStringIso8859();
        buffer.getStringIso8859(); // secondary type name, always "" from C++
        DataType element = cppVectorElement(typeName);
        if (element == null) {
            return null;
        }
        int n = count(buffer, 12, "map values");
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            skipDescriptor(buffer);
            out.add(readArray(buffer, element));
        }
        return out;
    }

    /**
     * The prefix of a collection of nested objects: {@code [1][n][n][u8 container][u8 OTHER][type name][""]}.
     *
     * @return the element count; the buffer is then at the first element's START_MARKER header
     */
    static int objectElements(IoBuffer buffer) {
        skipDescriptor(buffer);
        int n = count(buffer, 26, "object elements"); // the smallest element: START and END headers
        buffer.getByte(); // container type: the header's type decides
        objectTypeNames(buffer);
        return n;
    }

    /** The keys of a map with object values; the buffer is then at the first value's START_MARKER header. */
    static List<Object> objectMapKeys(IoBuffer buffer) {
        skipDescriptor(buffer);
        count(buffer, 2, "map");
        DataType key = DataType.ofId(buffer.getByte() & 0xFF);
        if (!isElement(key)) {
            throw Failures.unknownTypeId(buffer, buffer.position() - 1, key.id(), "a primitive or string key type");
        }
        skipDescriptor(buffer);
        List<Object> keys = readElements(buffer, key);
        objectTypeNames(buffer);
        return keys;
    }

    private static void objectTypeNames(IoBuffer buffer) {
        int p = buffer.position();
        int id = buffer.getByte() & 0xFF;
        if (id != DataType.OTHER.id()) {
            throw Failures.unknownTypeId(buffer, p, id, "element type OTHER (nested objects)");
        }
        buffer.skipString(); // the type names are not needed: the target class decides every type
        buffer.skipString();
    }

    // The same framing read where the bytes may be anything else (YasReader's expected layout, for generated
    // codecs): the position does not move, nothing throws, -1 stands for "not this framing".

    /**
     * As {@link #objectElements}, without moving: {@return the offset of the first element's START_MARKER header if
     * the data from {@code data} to {@code end} starts with {@code [1][n][n][u8 container][u8 OTHER][type name][""]}
     * (the descriptor one-dimensional), else -1}
     */
    static int objectElementsStart(IoBuffer buffer, int data, int end) {
        if (countAt(buffer, data, end) < 0 || end - data < 14) {
            return -1;
        }
        return objectTypeNamesEnd(buffer, data + 13, end); // the container byte skipped: the header's type decides
    }

    /**
     * As {@link #objectMapKeys} for string keys, without moving: {@return the offset of the first key if the data
     * starts with {@code [1][n][n][u8 STRING][1][n][n]} and {@code n} strings can fit, else -1}
     */
    static int stringKeysStart(IoBuffer buffer, int data, int end) {
        int n = countAt(buffer, data, end);
        if (n < 0 || end - data < 25 || (buffer.getByte(data + 12) & 0xFF) != DataType.STRING.id()
                || countAt(buffer, data + 13, end) != n) {
            return -1;
        }
        return (long) n * IoBuffer.MIN_STRING_BYTES <= end - data - 25 ? data + 25 : -1;
    }

    /** As {@link #objectTypeNames}, without moving: {@return the end of {@code [u8 OTHER][type name][""]}, or -1} */
    static int objectTypeNamesEnd(IoBuffer buffer, int q, int end) {
        if (q >= end || (buffer.getByte(q) & 0xFF) != DataType.OTHER.id()) {
            return -1;
        }
        int names = buffer.stringEnd(q + 1, end);
        return names < 0 ? -1 : buffer.stringEnd(names, end);
    }

    /** {@code [1][n][n]} at {@code p}, within {@code end}: {@return n, or -1} */
    private static int countAt(IoBuffer buffer, int p, int end) {
        if (end - p < 12 || buffer.getInt(p) != 1) {
            return -1;
        }
        int n = buffer.getInt(p + 4);
        return n >= 0 && buffer.getInt(p + 8) == n ? n : -1;
    }

    /**
     * @return {@code true} if the container payload in {@code [start, end)} is the nested-object framing and not
     *         another kind of custom data
     */
    static boolean hasObjectElements(IoBuffer buffer, int start, int end, boolean map) {
        int saved = buffer.limit();
        int position = buffer.position();
        buffer.limit(end);
        buffer.position(start);
        try {
            if (map) {
                objectMapKeys(buffer);
            } else {
                objectElements(buffer);
            }
            return !buffer.hasRemaining()
                    || buffer.remaining() >= 13 && buffer.getByte(buffer.position()) == DataType.START_MARKER.id();
        } catch (YasFormatException e) {
            return false;
        } finally {
            buffer.limit(saved);
            buffer.position(Math.min(position, saved));
        }
    }

    /** Element type of a C++ {@code vector<T>} type name as opencmw-cpp writes it, or {@code null}. */
    static DataType cppVectorElement(String typeName) {
        if (!typeName.startsWith("vector<") || !typeName.endsWith(">")) {
            return null;
        }
        return switch (typeName.substring(7, typeName.length() - 1)) {
            case "bool" -> DataType.BOOL;
            case "int8_t" -> DataType.BYTE;
            case "int16_t" -> DataType.SHORT;
            case "int32_t", "int" -> DataType.INT;
            case "int64_t", "long" -> DataType.LONG;
            case "float" -> DataType.FLOAT;
            case "double" -> DataType.DOUBLE;
            case "char" -> DataType.CHAR;
            case "string", "std::string" -> DataType.STRING;
            default -> null;
        };
    }

    private static Object readArray(IoBuffer buffer, DataType element) {
        return switch (element) {
            case BOOL -> buffer.getBooleanArray(null);
            case BYTE -> buffer.getByteArray(null);
            case SHORT -> buffer.getShortArray(null);
            case INT -> buffer.getIntArray(null);
            case LONG -> buffer.getLongArray(null);
            case FLOAT -> buffer.getFloatArray(null);
            case DOUBLE -> buffer.getDoubleArray(null);
            case CHAR -> buffer.getCharArray(null);
            default -> buffer.getStringArray(null);
        };
    }

    private static Map<Object, Object> zip(IoBuffer buffer, List<Object> keys, List<Object> values) {
        if (keys.size() != values.size()) {
            throw Failures.malformed(buffer, buffer.position(), keys.size() + " map values (one per key)",
                    String.valueOf(values.size()));
        }
        if (keys.isEmpty()) {
            return Map.of(); // nothing allocated for the common empty map
        }
        Map<Object, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            out.put(keys.get(i), values.get(i));
        }
        return out;
    }

    private static boolean isElement(DataType t) {
        return t.isScalar() || t == DataType.STRING;
    }

    /** {@code [int32 n][n elements]} of one elementary type, boxed; {@code List.of()} if n is 0. */
    private static List<Object> readElements(IoBuffer buffer, DataType type) {
        return readElements(buffer, type, List.of());
    }

    /**
     * As {@link #readElements(IoBuffer, DataType)}, in place: an element equal to the one at its index in
     * {@code held} (a string of the same chars, a box of the same value and class; doubles and floats bit for bit)
     * is that object, so that a list read again allocates only what changed; when every element is, and there are
     * as many, {@code held} itself is returned (nothing allocated, nothing in it changed).
     */
    @SuppressWarnings("unchecked")
    private static List<Object> readElements(IoBuffer buffer, DataType type, List<?> held) {
        int n = count(buffer, type == DataType.STRING ? 5 : type.primitiveSize(), type, " elements");
        if (n == 0) {
            return List.of(); // nothing allocated for the common empty collection
        }
        List<Object> out = null; // made at the first element that is not held's
        int kept = Math.min(n, held.size());
        for (int i = 0; i < n; i++) {
            Object h = i < kept ? held.get(i) : null;
            Object v = switch (type) {
                case BOOL -> buffer.getBoolean(); // booleans, bytes: boxes are shared anyway
                case BYTE -> buffer.getByte();
                case SHORT -> buffer.getShort();
                case INT -> {
                    int x = buffer.getInt();
                    yield h instanceof Integer w && w == x ? h : (Object) x;
                }
                case LONG -> {
                    long x = buffer.getLong();
                    yield h instanceof Long w && w == x ? h : (Object) x;
                }
                case FLOAT -> {
                    float x = buffer.getFloat();
                    yield h instanceof Float w && Float.floatToRawIntBits(w) == Float.floatToRawIntBits(x)
                            ? h : (Object) x;
                }
                case DOUBLE -> {
                    double x = buffer.getDouble();
                    yield h instanceof Double w
                            && Double.doubleToRawLongBits(w) == Double.doubleToRawLongBits(x) ? h : (Object) x;
                }
                case CHAR -> buffer.getChar();
                default -> buffer.getString(h instanceof String current ? current : null);
            };
            if (out == null && v != h) {
                out = prefix(held, i, n);
            }
            if (out != null) {
                out.add(v);
            }
        }
        if (out == null && n < held.size()) { // the first n kept, the rest gone
            out = prefix(held, n, n);
        }
        return out != null ? out : (List<Object>) held;
    }

    /** {@return a new list, room for {@code capacity}, of the first {@code k} elements of {@code held}} */
    private static List<Object> prefix(List<?> held, int k, int capacity) {
        List<Object> out = new ArrayList<>(capacity);
        for (int i = 0; i < k; i++) {
            out.add(held.get(i));
        }
        return out;
    }

    /** Reads an int32 count and checks it against the remaining bytes at {@code minBytes} per element. */
    private static int count(IoBuffer buffer, int minBytes, String what) {
        return count(buffer, minBytes, what, "");
    }

    /**
     * As {@link #count(IoBuffer, int, String)}, what is counted named {@code subject + noun} (made only for an
     * error: a count read per collection allocates nothing).
     */
    private static int count(IoBuffer buffer, int minBytes, Object subject, String noun) {
        int p = buffer.position();
        int n = buffer.getInt();
        if (n < 0) {
            throw Failures.negativeLength(buffer, p, subject + noun + " count", n);
        }
        if ((long) n * minBytes > buffer.remaining()) {
            throw Failures.lengthExceedsRemaining(buffer, p, subject + noun, n, minBytes, buffer.remaining());
        }
        return n;
    }

    /** Skips {@code [int32 nDims][int32 dims…]}. */
    private static void skipDescriptor(IoBuffer buffer) {
        int p = buffer.position();
        int n = buffer.getInt();
        if (n < 0 || n > buffer.remaining() / 4) {
            throw Failures.malformed(buffer, p, "nDims in 0.." + buffer.remaining() / 4, String.valueOf(n));
        }
        buffer.position(buffer.position() + 4 * n);
    }
}
