package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.Protocol;
import io.yas.wire.TreeWriter;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a generic field tree into classes: the class mapping of protocols that have no field cursor (JSON, whose
 * reader types the tree as {@code io.yas.json.JsonReader} documents). JSON carries no binary types, so values are
 * converted to the field's type when they fit it exactly (an integer into any integral field in its range, any
 * number into a float or double field, a whole number below 2^53 written with a fraction or exponent ({@code 1.0},
 * {@code 1E3}) into an integral field, the strings "NaN", "Infinity", "-Infinity" into floating-point fields, an
 * integer code into a char), enums come by name, map keys from their text, and a {@code null} member leaves the
 * field as it is. Everything else is a {@link YasFormatException} naming the field, the expected and the actual
 * value, at the member's byte offset with its path ({@code $.a.b[2]}). One instance per message; not thread-safe.
 */
final class TreeReader {
    private final IoBuffer buffer;
    private final String protocol;

    /** The path to the member being read, as member names and element indices (null name), root excluded. */
    private String[] names = new String[16];
    private int[] indices = new int[16];
    private int depth;

    TreeReader(IoBuffer buffer, Protocol protocol) {
        this.buffer = buffer;
        this.protocol = protocol.displayName();
    }

    private void push(String name) {
        grow();
        names[depth++] = name;
    }

    private void push(int index) {
        grow();
        names[depth] = null;
        indices[depth++] = index;
    }

    private void grow() {
        if (depth == names.length) {
            names = Arrays.copyOf(names, 2 * depth);
            indices = Arrays.copyOf(indices, 2 * depth);
        }
    }

    private void pop() {
        depth--;
    }

    /** @return the path of the member being read, e.g. {@code $.a.b[2]}: built only for an error message */
    private String path() {
        StringBuilder out = new StringBuilder("$");
        for (int i = 0; i < depth; i++) {
            if (names[i] == null) {
                out.append('[').append(indices[i]).append(']');
            } else {
                out.append('.').append(names[i]);
            }
        }
        return out.toString();
    }

    /** Reads {@code object}'s members into {@code existing} (in place) or a new instance; records are built anew. */
    Object readObject(ClassCodec c, WireField object, Object existing) {
        if (c.record) {
            Object[] args = c.recordArgs(existing);
            readFields(c, object, null, args);
            try {
                return c.construct(args);
            } catch (ClassCodec.Refused e) {
                throw e.at(buffer, object.offset(), protocol, path());
            }
        }
        Object target = existing != null ? existing : c.newInstance();
        readFields(c, object, target, null);
        return target;
    }

    private void readFields(ClassCodec c, WireField object, Object target, Object[] args) {
        for (WireField member : object.fields()) {
            FieldCodec f = c.field(member.name());
            if (f == null || (!member.isObject() && member.value() == null)) {
                continue; // unknown members are skipped; null keeps the field's value
            }
            Object current = target != null ? f.get(target) : args[f.index];
            push(member.name());
            Object value = readValue(f, member, current);
            pop();
            if (target != null) {
                f.set(target, value);
            } else {
                args[f.index] = value;
            }
        }
    }

    private Object readValue(FieldCodec f, WireField m, Object current) {
        return switch (f.kind) {
            case SCALAR -> scalar(m.value(), f.wireType, f, m);
            case STRING -> string(f, m);
            case TEXT -> text(f, m);
            case ARRAY -> reuse(array(f.wireType, f, m), current);
            case BOXED_ARRAY -> Values.box(array(f.wireType, f, m), f.type, current);
            case MULTI_ARRAY -> multiArray(f, m, (MultiArray) current);
            case NESTED_ARRAY -> nested(f, m, current);
            case ENUM -> enumConstant(f.type, m.value(), f, m);
            case COLLECTION -> collection(f, m, current);
            case MAP -> map(f, m, current);
            case OBJECT -> {
                if (!m.isObject()) {
                    throw mismatch(f, m, "an object");
                }
                yield readObject(f.nested, m, current);
            }
            case CUSTOM -> custom(f, m, current);
        };
    }

    /**
     * A field with a {@link FieldSerialiser}: its reader works on a field cursor, so the member is written as a
     * one-field YaS message (typed as the tree types it) and the reader gets that field.
     */
    private Object custom(FieldCodec f, WireField m, Object current) {
        if (m.isObject()) {
            throw mismatch(f, m, "a field written by the FieldSerialiser");
        }
        IoBuffer scratch = IoBuffer.allocate(64);
        YasWriter w = new YasWriter(scratch);
        try {
            w.putHeaderInfo();
            TreeWriter.writeField(w, m);
            w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        } catch (IllegalArgumentException e) {
            throw mismatch(f, m, "a value the FieldSerialiser can read", describe(m.value()));
        }
        YasReader r = new YasReader(scratch.flip());
        r.readHeader();
        r.nextField(); // the root
        r.nextField(); // the member
        try {
            return f.readCustom(r, current);
        } catch (YasFormatException e) {
            throw Failures.typeMismatch(buffer, m.offset(), "a value the FieldSerialiser of field '" + f.name
                    + "' reads", describe(m.value()) + " (" + e.getMessage() + ")").within(protocol, path());
        }
    }

    // ------------------------------------------------------------------------------------------------ scalars

    /** Converts one JSON value (a boxed number, Boolean or String) to {@code target}'s box. */
    private Object scalar(Object v, DataType target, FieldCodec f, WireField m) {
        switch (target) {
            case BOOL -> {
                if (v instanceof Boolean) {
                    return v;
                }
            }
            case BYTE, SHORT, INT, LONG, CHAR -> {
                if (v instanceof Integer || v instanceof Long || isWholeDouble(v)) {
                    long x = ((Number) v).longValue();
                    if (target == DataType.LONG) {
                        return x;
                    } else if (target == DataType.INT && x == (int) x) {
                        return (int) x;
                    } else if (target == DataType.SHORT && x == (short) x) {
                        return (short) x;
                    } else if (target == DataType.BYTE && x == (byte) x) {
                        return (byte) x;
                    } else if (target == DataType.CHAR && x == (char) x) {
                        return (char) x;
                    }
                    throw Failures.typeMismatch(buffer, m.offset(), target + " for field '" + f.name + "'",
                            x + ", out of its range").within(protocol, path());
                }
            }
            case FLOAT -> {
                if (v instanceof Number n) {
                    float x = n.floatValue();
                    if (Float.isInfinite(x)) {
                        throw Failures.typeMismatch(buffer, m.offset(), "FLOAT for field '" + f.name + "'",
                                v + ", out of its range").within(protocol, path());
                    }
                    return x;
                } else if (isNonFinite(v)) {
                    return Float.parseFloat((String) v);
                }
            }
            case DOUBLE -> {
                if (v instanceof Number n) {
                    return n.doubleValue();
                } else if (isNonFinite(v)) {
                    return Double.parseDouble((String) v);
                }
            }
            default -> {
                if (v instanceof String) {
                    return v;
                }
            }
        }
        throw mismatch(f, m, target.toString(), describe(v));
    }

    /** A whole number written with a fraction or exponent (1.0, 1E3) below 2^53, where a double is exact. */
    private static boolean isWholeDouble(Object v) {
        return v instanceof Double d && d == Math.rint(d) && Math.abs(d) < 0x1p53;
    }

    private static boolean isNonFinite(Object v) {
        return "NaN".equals(v) || "Infinity".equals(v) || "-Infinity".equals(v);
    }

    private String string(FieldCodec f, WireField m) {
        if (m.value() instanceof String s) {
            return s;
        }
        throw mismatch(f, m, "STRING");
    }

    private Object text(FieldCodec f, WireField m) {
        String s = string(f, m);
        try {
            return Values.parseText(f.type, s);
        } catch (RuntimeException e) {
            throw Failures.malformed(buffer, m.offset(), "a " + f.type.getSimpleName() + " for field '" + f.name + "'",
                    "\"" + s + "\"").within(protocol, path());
        }
    }

    private Object enumConstant(Class<?> type, Object v, FieldCodec f, WireField m) {
        if (!(v instanceof String name)) {
            throw mismatch(f, m, "an enum name of " + type.getSimpleName(), describe(v));
        }
        Object c = Values.constantOrNull(type, name);
        if (c == null) {
            throw Failures.malformed(buffer, m.offset(), "a constant of " + type.getName() + " for field '" + f.name
                    + "'", "'" + name + "'").within(protocol, path());
        }
        return c;
    }

    // ------------------------------------------------------------------------------------------------ arrays

    /** The JSON array of {@code m} as an array of {@code target}'s type (flat, row-major); {@code null} refused. */
    private Object array(DataType target, FieldCodec f, WireField m) {
        Object v = m.value();
        Class<?> type = Values.arrayClass(target);
        if (type.isInstance(v)) {
            return v; // the tree's own array, discarded with the tree
        }
        Object converted = widened(v, target);
        if (converted != null) {
            return converted;
        }
        List<?> elements = elements(v);
        if (elements == null) {
            throw mismatch(f, m, target.toString());
        }
        DataType element = target.elementType();
        Object out = Array.newInstance(type.getComponentType(), elements.size());
        for (int i = 0; i < elements.size(); i++) {
            push(i);
            Array.set(out, i, scalar(elements.get(i), element, f, m));
            pop();
        }
        return out;
    }

    /** {@code read} copied into {@code current} if that has its class and length (in place reuses arrays). */
    private static Object reuse(Object read, Object current) {
        int n = Array.getLength(read);
        if (current == null || current.getClass() != read.getClass() || Array.getLength(current) != n) {
            return read;
        }
        System.arraycopy(read, 0, current, 0, n);
        return current;
    }

    /**
     * The common conversions of the reader's numeric arrays without boxing: an {@code int[]} into any numeric
     * target whose range holds every element, a {@code long[]} or {@code double[]} into a floating-point target.
     *
     * @return the converted array, or {@code null} to take the element-by-element path (which names a failure)
     */
    private static Object widened(Object v, DataType target) {
        if (v instanceof int[] a) {
            return fromInts(a, target);
        } else if (v instanceof long[] a && target == DataType.DOUBLE_ARRAY) {
            double[] out = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                out[i] = a[i];
            }
            return out;
        } else if (v instanceof double[] a && target == DataType.FLOAT_ARRAY) {
            float[] out = new float[a.length];
            for (int i = 0; i < a.length; i++) {
                out[i] = (float) a[i];
                if (Float.isInfinite(out[i]) && !Double.isInfinite(a[i])) {
                    return null; // out of float's range: refused element by element
                }
            }
            return out;
        }
        return null;
    }

    private static Object fromInts(int[] a, DataType target) {
        switch (target) {
            case LONG_ARRAY -> {
                long[] out = new long[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = a[i];
                }
                return out;
            }
            case DOUBLE_ARRAY -> {
                double[] out = new double[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = a[i];
                }
                return out;
            }
            case FLOAT_ARRAY -> {
                float[] out = new float[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = a[i];
                }
                return out;
            }
            case SHORT_ARRAY -> {
                short[] out = new short[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = (short) a[i];
                    if (out[i] != a[i]) {
                        return null;
                    }
                }
                return out;
            }
            case BYTE_ARRAY -> {
                byte[] out = new byte[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = (byte) a[i];
                    if (out[i] != a[i]) {
                        return null;
                    }
                }
                return out;
            }
            case CHAR_ARRAY -> {
                char[] out = new char[a.length];
                for (int i = 0; i < a.length; i++) {
                    out[i] = (char) a[i];
                    if (out[i] != a[i]) {
                        return null;
                    }
                }
                return out;
            }
            default -> {
                return null;
            }
        }
    }

    /** The elements of an array value or LIST as boxed values; {@code null} if {@code v} is neither. */
    private static List<?> elements(Object v) {
        if (v instanceof List<?> list) {
            return list;
        }
        if (v == null || !v.getClass().isArray()) {
            return null;
        }
        int n = Array.getLength(v);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(Array.get(v, i));
        }
        return out;
    }

    private int[] dims(WireField m) {
        int[] dims = m.dims();
        if (dims != null) {
            return dims;
        }
        List<?> elements = elements(m.value());
        return new int[] {elements == null ? 0 : elements.size()};
    }

    /**
     * The dimensions of an array that holds no element at any depth ({@code []}, {@code [[], []]}: the reader
     * types these as LIST, as it cannot type their elements), or {@code null} if it holds one or is not an array.
     */
    private static int[] emptyDims(Object v) {
        if (!(v instanceof List<?> list)) {
            return null;
        }
        int[] inner = new int[0];
        for (int i = 0; i < list.size(); i++) {
            int[] d = emptyDims(list.get(i));
            if (d == null || (i > 0 && !Arrays.equals(d, inner))) {
                return null;
            }
            inner = d;
        }
        int[] dims = new int[inner.length + 1];
        dims[0] = list.size();
        System.arraycopy(inner, 0, dims, 1, inner.length);
        return dims;
    }

    private Object nested(FieldCodec f, WireField m, Object current) {
        int[] empty = emptyDims(m.value());
        if (empty != null && empty.length <= f.rank) { // [] into double[][]: the inner dimensions are 0
            Object none = Array.newInstance(Values.arrayClass(f.wireType).getComponentType(), 0);
            return Values.nest(none, Arrays.copyOf(empty, f.rank), f.wireType, current);
        }
        Object flat = array(f.wireType, f, m);
        int[] dims = dims(m);
        if (dims.length != f.rank || Values.elementCount(dims) != Array.getLength(flat)) {
            throw mismatch(f, m, "a rectangular " + f.rank + "-D " + f.wireType,
                    dims.length + "-D array of " + Array.getLength(flat) + " elements");
        }
        return Values.nest(flat, dims, f.wireType, current);
    }

    /** Into a MultiArray: of the current value's element type if there is one, else of the JSON array's. */
    private MultiArray multiArray(FieldCodec f, WireField m, MultiArray current) {
        DataType type = current != null ? DataType.ofElementClass(current.elements().getClass().getComponentType())
                .arrayType() : m.type().isArray() ? m.type() : DataType.DOUBLE_ARRAY;
        int[] empty = emptyDims(m.value());
        if (empty != null) {
            return MultiArray.of(Array.newInstance(Values.arrayClass(type).getComponentType(), 0), empty);
        }
        Object flat = array(type, f, m);
        int[] dims = dims(m);
        if (Values.elementCount(dims) != Array.getLength(flat)) {
            throw mismatch(f, m, "a rectangular array", "a ragged one");
        }
        if (current != null && Arrays.equals(current.dims(), dims)
                && reuse(flat, current.elements()) == current.elements()) {
            return current; // in place: the elements copied into the existing array
        }
        return MultiArray.of(flat, dims);
    }

    // -------------------------------------------------------------------------------------------- containers

    @SuppressWarnings("unchecked")
    private Object collection(FieldCodec f, WireField m, Object current) {
        List<?> wire = elements(m.value());
        if (wire == null) {
            throw mismatch(f, m, "an array for a " + f.wireType);
        }
        Collection<Object> out = current instanceof Collection<?> c ? (Collection<Object>) c : null;
        List<Object> old = f.element.kind() == FieldCodec.Kind.OBJECT && out instanceof List<?> l ? new ArrayList<>(l)
                : List.of();
        List<Object> values = new ArrayList<>(wire.size());
        for (int i = 0; i < wire.size(); i++) {
            push(i);
            values.add(element(f.element, wire.get(i), i < old.size() ? old.get(i) : null, f, m));
            pop();
        }
        return f.refill(out, values);
    }

    @SuppressWarnings("unchecked")
    private Object map(FieldCodec f, WireField m, Object current) {
        if (!m.isObject()) {
            throw mismatch(f, m, "an object for a MAP");
        }
        Map<Object, Object> out = current instanceof Map<?, ?> c ? (Map<Object, Object>) c : null;
        Map<Object, Object> old = f.element.kind() == FieldCodec.Kind.OBJECT && out != null ? new HashMap<>(out)
                : Map.of();
        Map<Object, Object> values = new LinkedHashMap<>();
        for (WireField member : m.fields()) {
            push(member.name());
            Object key = key(f, member);
            Object value = member.isObject() ? member : member.value();
            values.put(key, value == null ? null : element(f.element, value, old.get(key), f, member));
            pop();
        }
        return f.refill(out, values);
    }

    /** A map key from a member name: the text of the declared key type. */
    private Object key(FieldCodec f, WireField member) {
        String text = member.name();
        FieldCodec.Element key = f.key;
        try {
            return switch (key.kind()) {
                case STRING -> text;
                case ENUM -> enumConstant(key.type(), text, f, member);
                default -> switch (key.wireType()) {
                    case BOOL -> parseBoolean(text);
                    case BYTE -> Byte.parseByte(text);
                    case SHORT -> Short.parseShort(text);
                    case INT -> Integer.parseInt(text);
                    case LONG -> Long.parseLong(text);
                    case FLOAT -> Float.parseFloat(text);
                    case DOUBLE -> Double.parseDouble(text);
                    default -> text.length() == 1 ? text.charAt(0) : Character.valueOf((char) Integer.parseInt(text));
                };
            };
        } catch (NumberFormatException e) {
            throw Failures.malformed(buffer, member.offset(), "a " + key.type().getSimpleName() + " key for field '"
                    + f.name + "'", "\"" + text + "\"").within(protocol, path());
        }
    }

    private static Boolean parseBoolean(String text) {
        if (!text.equals("true") && !text.equals("false")) {
            throw new NumberFormatException(text);
        }
        return Boolean.valueOf(text);
    }

    private Object element(FieldCodec.Element e, Object v, Object existing, FieldCodec f, WireField m) {
        if (v == null) {
            if (e.kind() == FieldCodec.Kind.STRING) {
                return null;
            }
            throw mismatch(f, m, "an element of " + e.type().getSimpleName(), "null");
        }
        return switch (e.kind()) {
            case OBJECT -> {
                if (!(v instanceof WireField o) || !o.isObject()) {
                    throw mismatch(f, m, "an element object of " + e.type().getSimpleName(), describe(v));
                }
                yield readObject(e.nested(), o, existing);
            }
            case ENUM -> enumConstant(e.type(), v, f, m);
            default -> scalar(v, e.wireType(), f, m);
        };
    }

    // ------------------------------------------------------------------------------------------------ errors

    private YasFormatException mismatch(FieldCodec f, WireField m, String expected) {
        return mismatch(f, m, expected, m.isObject() ? "an object" : describe(m.value()));
    }

    private YasFormatException mismatch(FieldCodec f, WireField m, String expected, String actual) {
        return Failures.typeMismatch(buffer, m.offset(), expected + " for field '" + f.name + "' ("
                + f.type.getTypeName() + ")", actual).within(protocol, path());
    }

    private static String describe(Object v) {
        if (v == null) {
            return "null";
        } else if (v instanceof String s) {
            return "the string \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        } else if (v instanceof WireField w) {
            return w.isObject() ? "an object" : describe(w.value());
        } else if (v instanceof List<?> || v.getClass().isArray()) {
            return "an array";
        }
        return v.getClass().getSimpleName() + " " + v;
    }
}
