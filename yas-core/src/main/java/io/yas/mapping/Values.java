package io.yas.mapping;

import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.IoSerialiser;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Value conversions of the class mapper. Protocols with typed numbers (YaS, CmwLight) read a field when its wire type
 * is the field's or a lossless widening of it (byte→short→int→long, int→double, float→double, and the same for
 * arrays; docs/spec-yas.md §7.4); for JSON, whose numbers carry no type, the cursor's getter of the field's own type
 * decides ({@link Protocol#hasTypedNumbers()}). Also boxed and nested arrays, enums by name or ordinal, map keys from
 * text, container creation.
 */
final class Values {
    private Values() {
    }

    static Object defaultValue(Class<?> type) {
        if (!type.isPrimitive()) {
            return null;
        }
        return Array.get(Array.newInstance(type, 1), 0);
    }

    // ---------------------------------------------------------------------------------------------- widening

    /** @return {@code true} if a wire scalar of type {@code wire} reads losslessly into {@code target} */
    static boolean widens(DataType wire, DataType target) {
        if (wire == target) {
            return true;
        }
        return switch (target) {
            case SHORT -> wire == DataType.BYTE;
            case INT -> wire == DataType.BYTE || wire == DataType.SHORT;
            case LONG -> wire == DataType.BYTE || wire == DataType.SHORT || wire == DataType.INT;
            case DOUBLE -> wire == DataType.BYTE || wire == DataType.SHORT || wire == DataType.INT
                    || wire == DataType.FLOAT;
            default -> false;
        };
    }

    /** Reads the current scalar as an integral {@code target}, widening. */
    static long integral(FieldCursor r, DataType target, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return switch (target) {
                case BYTE -> r.getByte();
                case SHORT -> r.getShort();
                case INT -> r.getInt();
                default -> r.getLong();
            };
        }
        DataType wire = r.type();
        if (!widens(wire, target)) {
            throw f.mismatch(r, target + " (or a lossless widening)");
        }
        return switch (wire) {
            case BYTE -> r.getByte();
            case SHORT -> r.getShort();
            case INT -> r.getInt();
            default -> r.getLong();
        };
    }

    /** Reads the current scalar as a floating-point {@code target}, widening. */
    static double floating(FieldCursor r, DataType target, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return r.getDouble();
        }
        DataType wire = r.type();
        if (!widens(wire, target)) {
            throw f.mismatch(r, target + (target == DataType.DOUBLE ? " (or a lossless widening)" : ""));
        }
        return switch (wire) {
            case BYTE -> r.getByte();
            case SHORT -> r.getShort();
            case INT -> r.getInt();
            case FLOAT -> r.getFloat();
            default -> r.getDouble();
        };
    }

    /**
     * Reads a FLOAT field's value. Nothing widens to float, and the value is not passed through {@code double}: a
     * float→double→float round trip quiets a signalling NaN on common hardware, and every bit must survive.
     */
    static float floatValue(FieldCursor r, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return r.getFloat();
        }
        f.expect(r, DataType.FLOAT);
        return r.getFloat();
    }

    static boolean bool(FieldCursor r, FieldCodec f) {
        f.expect(r, DataType.BOOL);
        return r.getBoolean();
    }

    static char character(FieldCursor r, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return r.getChar();
        }
        f.expect(r, DataType.CHAR);
        return r.getChar();
    }

    /** Reads the current scalar boxed as {@code target}'s box. */
    static Object readScalar(FieldCursor r, DataType target, FieldCodec f) {
        return switch (target) {
            case BOOL -> bool(r, f);
            case BYTE -> (byte) integral(r, target, f);
            case SHORT -> (short) integral(r, target, f);
            case INT -> (int) integral(r, target, f);
            case LONG -> integral(r, target, f);
            case FLOAT -> floatValue(r, f);
            case DOUBLE -> floating(r, target, f);
            default -> character(r, f);
        };
    }

    static void writeScalar(IoSerialiser w, FieldDescription fd, DataType type, Object v) {
        switch (type) {
            case BOOL -> w.put(fd, (boolean) (Boolean) v);
            case BYTE -> w.put(fd, (byte) (Byte) v);
            case SHORT -> w.put(fd, (short) (Short) v);
            case INT -> w.put(fd, (int) (Integer) v);
            case LONG -> w.put(fd, (long) (Long) v);
            case FLOAT -> w.put(fd, (float) (Float) v);
            case DOUBLE -> w.put(fd, (double) (Double) v);
            default -> w.put(fd, (char) (Character) v);
        }
    }

    // ------------------------------------------------------------------------------------------------ arrays

    /** Writes a primitive or String array, 1-D ({@code dims == null}) or N-D. */
    static void writeArray(IoSerialiser w, FieldDescription fd, Object a, int[] dims) {
        if (a instanceof double[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof int[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof float[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof long[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof byte[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof short[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof boolean[] v) {
            w.put(fd, v, dims);
        } else if (a instanceof char[] v) {
            w.put(fd, v, dims);
        } else {
            String[] strings = (String[]) a;
            for (int i = 0; i < strings.length; i++) {
                if (strings[i] == null) { // the binary protocols would write "": nothing is silently changed
                    throw new IllegalArgumentException("field '" + fd.name() + "': null element " + i
                            + " (a null element cannot be written)");
                }
            }
            w.put(fd, strings, dims);
        }
    }

    /**
     * Reads the current array field as {@code target} (an array type), reusing {@code current} when its length
     * fits; a narrower wire element type is widened.
     */
    static Object readArray(FieldCursor r, DataType target, Object current, FieldCodec f) {
        DataType wire = r.type();
        if (wire == target || !r.protocol().hasTypedNumbers()) {
            return readExact(r, target, current);
        }
        if (!wire.isArray() || !widens(wire.elementType(), target.elementType())) {
            throw f.mismatch(r, target + (target.elementType().isScalar() ? " (or a lossless widening)" : ""));
        }
        Object narrow = readExact(r, wire, null);
        int n = Array.getLength(narrow);
        Object out = current != null && current.getClass() == target.arrayClass() && Array.getLength(current) == n
                ? current : Array.newInstance(target.arrayClass().getComponentType(), n);
        for (int i = 0; i < n; i++) {
            Number v = (Number) element(narrow, i);
            switch (target) {
                case SHORT_ARRAY -> ((short[]) out)[i] = v.shortValue();
                case INT_ARRAY -> ((int[]) out)[i] = v.intValue();
                case LONG_ARRAY -> ((long[]) out)[i] = v.longValue();
                default -> ((double[]) out)[i] = v.doubleValue();
            }
        }
        return out;
    }

    private static Object readExact(FieldCursor r, DataType wire, Object current) {
        return switch (wire) {
            case BOOL_ARRAY -> r.getBooleanArray(current instanceof boolean[] a ? a : null);
            case BYTE_ARRAY -> r.getByteArray(current instanceof byte[] a ? a : null);
            case SHORT_ARRAY -> r.getShortArray(current instanceof short[] a ? a : null);
            case INT_ARRAY -> r.getIntArray(current instanceof int[] a ? a : null);
            case LONG_ARRAY -> r.getLongArray(current instanceof long[] a ? a : null);
            case FLOAT_ARRAY -> r.getFloatArray(current instanceof float[] a ? a : null);
            case DOUBLE_ARRAY -> r.getDoubleArray(current instanceof double[] a ? a : null);
            case CHAR_ARRAY -> r.getCharArray(current instanceof char[] a ? a : null);
            default -> r.getStringArray(current instanceof String[] a ? a : null);
        };
    }

    /** {@code Integer[]} → {@code int[]} and so on; a {@code null} element is refused. */
    static Object unbox(Object boxed, String field) {
        int n = Array.getLength(boxed);
        Class<?> primitive = primitiveOf(boxed.getClass().getComponentType());
        Object out = Array.newInstance(primitive, n);
        for (int i = 0; i < n; i++) {
            Object e = ((Object[]) boxed)[i];
            if (e == null) {
                throw new IllegalArgumentException("field '" + field + "': null element " + i
                        + " of a boxed array (the wire has no null primitives)");
            }
            Array.set(out, i, e);
        }
        return out;
    }

    /** Boxes a primitive array into {@code current} if its length fits, else a new array of {@code boxedType}. */
    static Object box(Object primitive, Class<?> boxedType, Object current) {
        int n = Array.getLength(primitive);
        Object out = current != null && Array.getLength(current) == n ? current
                : Array.newInstance(boxedType.getComponentType(), n);
        for (int i = 0; i < n; i++) {
            ((Object[]) out)[i] = element(primitive, i);
        }
        return out;
    }

    /**
     * {@return element {@code i} of {@code array}, boxed if it is primitive} A typed read: {@code Array.get} is a
     * native call per element.
     */
    static Object element(Object array, int i) {
        if (array instanceof double[] a) {
            return a[i];
        } else if (array instanceof int[] a) {
            return a[i];
        } else if (array instanceof long[] a) {
            return a[i];
        } else if (array instanceof float[] a) {
            return a[i];
        } else if (array instanceof boolean[] a) {
            return a[i];
        } else if (array instanceof byte[] a) {
            return a[i];
        } else if (array instanceof short[] a) {
            return a[i];
        } else if (array instanceof char[] a) {
            return a[i];
        }
        return ((Object[]) array)[i];
    }

    private static Class<?> primitiveOf(Class<?> box) {
        return MethodType.methodType(box).unwrap().returnType();
    }

    /** A rectangular nested array ({@code double[2][3]}) as dims and flat row-major elements. */
    static MultiArray flatten(Object nested, int rank, DataType wire, String field) {
        int[] dims = new int[rank];
        Object a = nested;
        for (int d = 0; d < rank; d++) {
            dims[d] = Array.getLength(a);
            if (dims[d] == 0) {
                break;
            }
            if (d < rank - 1) {
                a = element(a, 0);
                if (a == null) {
                    throw new IllegalArgumentException("field '" + field + "': null sub-array at dimension " + d);
                }
            }
        }
        long total = 1;
        for (int d : dims) {
            total *= d;
        }
        Object flat = Array.newInstance(wire.arrayClass().getComponentType(), (int) total);
        int[] at = {0};
        copyOut(nested, 0, dims, flat, at, field);
        return MultiArray.of(flat, dims);
    }

    private static void copyOut(Object a, int depth, int[] dims, Object flat, int[] at, String field) {
        if (a == null || Array.getLength(a) != dims[depth]) {
            throw new IllegalArgumentException("field '" + field + "': nested array is not rectangular at dimension "
                    + depth + " (expected length " + dims[depth] + ")");
        }
        if (depth == dims.length - 1) {
            int n = dims[depth];
            System.arraycopy(a, 0, flat, at[0], n);
            at[0] += n;
            return;
        }
        for (int i = 0; i < dims[depth]; i++) {
            copyOut(element(a, i), depth + 1, dims, flat, at, field);
        }
    }

    /** Reads an N-D array of the field's rank into nested arrays, reusing {@code current}'s where the shape fits. */
    static Object readNested(FieldCursor r, DataType target, int rank, Class<?> type, Object current, FieldCodec f) {
        Object flat = readArray(r, target, null, f);
        int[] dims = r.dims();
        if (Array.getLength(flat) == 0 && dims.length < rank) {
            dims = java.util.Arrays.copyOf(dims, rank); // no element: [] is an empty array of any rank
        }
        if (dims.length != rank) {
            throw f.mismatch(r, rank + "-D " + target);
        }
        if (elementCount(dims) != Array.getLength(flat)) {
            throw Failures.malformed(r.buffer(), r.dataStart(), elementCount(dims) + " elements for dims "
                    + java.util.Arrays.toString(dims), Array.getLength(flat) + " elements")
                    .within(r.protocol().displayName(), r.path());
        }
        checkNesting(r, dims);
        return nest(flat, dims, target, current);
    }

    /**
     * Refuses dims whose nesting would create more arrays than the field has elements or bytes of data. An N-D
     * array with a zero inner dimension holds no element, yet nesting it needs one (empty) array per index of the
     * dimensions before the zero: dims {2147483647, 0} come in a few bytes and would exhaust the heap. With at
     * least one element every level holds at most as many arrays as there are elements, which the bytes carry.
     *
     * @throws io.yas.buffer.YasFormatException naming the dims, at the field's data
     */
    static void checkNesting(FieldCursor r, int[] dims) {
        long budget = Math.max(elementCount(dims), r.dataSize());
        long arrays = 1; // the arrays one level down; each factor <= 2^31 - 1 and arrays <= budget: no overflow
        for (int d = 0; d < dims.length - 1 && arrays > 0; d++) {
            arrays *= dims[d];
            if (arrays > budget) {
                throw Failures.malformed(r.buffer(), r.dataStart(), "at most " + budget + " nested arrays (one per "
                        + "element or byte of data) for dims " + java.util.Arrays.toString(dims), arrays
                        + " arrays at dimension " + d).within(r.protocol().displayName(), r.path());
            }
        }
    }

    /** @return the product of {@code dims} */
    static long elementCount(int[] dims) {
        long total = 1;
        for (int d : dims) {
            total *= d;
        }
        return total;
    }

    /**
     * Copies the row-major {@code flat} array (of {@code target}'s type, holding exactly the product of
     * {@code dims} elements) into nested arrays, reusing {@code current}'s where the shape fits.
     */
    static Object nest(Object flat, int[] dims, DataType target, Object current) {
        Object out = fits(current, dims, 0) ? current : Array.newInstance(target.arrayClass().getComponentType(), dims);
        copyIn(out, 0, dims, flat, new int[] {0});
        return out;
    }

    private static boolean fits(Object a, int[] dims, int depth) {
        if (a == null || Array.getLength(a) != dims[depth]) {
            return false;
        }
        if (depth == dims.length - 1) {
            return true;
        }
        for (int i = 0; i < dims[depth]; i++) {
            if (!fits(element(a, i), dims, depth + 1)) {
                return false;
            }
        }
        return true;
    }

    private static void copyIn(Object a, int depth, int[] dims, Object flat, int[] at) {
        if (depth == dims.length - 1) {
            System.arraycopy(flat, at[0], a, 0, dims[depth]);
            at[0] += dims[depth];
            return;
        }
        for (int i = 0; i < dims[depth]; i++) {
            copyIn(element(a, i), depth + 1, dims, flat, at);
        }
    }

    /** Reads any array field as a {@link MultiArray}, reusing {@code current}'s elements when type and size fit. */
    static MultiArray readMultiArray(FieldCursor r, MultiArray current, FieldCodec f) {
        DataType wire = r.type();
        if (!r.protocol().hasTypedNumbers() && (wire.isArray() || wire == DataType.LIST)) {
            // JSON: the element type of the current value, else the one the cursor found, else double
            wire = current != null ? DataType.ofElementClass(current.elements().getClass().getComponentType())
                    .arrayType() : wire.isArray() ? wire : DataType.DOUBLE_ARRAY;
        } else if (!wire.isArray()) {
            throw f.mismatch(r, "an array type");
        }
        Object elements = readExact(r, wire, current == null ? null : current.elements());
        int[] dims = r.dims();
        if (current != null && current.elements() == elements && java.util.Arrays.equals(current.dims(), dims)) {
            return current;
        }
        try {
            return MultiArray.of(elements, dims);
        } catch (IllegalArgumentException e) {
            throw Failures.malformed(r.buffer(), r.dataStart(), "dims matching the element count", e.getMessage())
                    .within(r.protocol().displayName(), r.path());
        }
    }

    // ------------------------------------------------------------------------------------------ text and enums

    static Object parseText(Class<?> type, String text, FieldCursor r, FieldCodec f) {
        try {
            return parseText(type, text);
        } catch (RuntimeException e) {
            throw Failures.malformed(r.buffer(), r.dataStart(), "a " + type.getSimpleName() + " for field '" + f.name
                    + "'", "\"" + text + "\"").within(r.protocol().displayName(), r.path());
        }
    }

    /**
     * @return the URI, Instant or Duration that {@code text} (its standard text) stands for
     * @throws RuntimeException if the text does not parse
     */
    static Object parseText(Class<?> type, String text) {
        if (type == URI.class) {
            return URI.create(text);
        } else if (type == Instant.class) {
            return Instant.parse(text);
        }
        return Duration.parse(text);
    }

    static Object readEnum(FieldCursor r, Class<?> type, FieldCodec f) {
        String name;
        if (r.type() == DataType.ENUM) {
            name = r.getEnum().name();
        } else if (r.type() == DataType.STRING) {
            name = r.getString();
        } else if (r.type() == DataType.INT && r.protocol().hasEnumsAsOrdinals()) {
            return ordinal(type, r.getInt(), r, f);
        } else {
            throw f.mismatch(r, "ENUM");
        }
        return constant(type, name, r, f);
    }

    private static Object ordinal(Class<?> type, int ordinal, FieldCursor r, FieldCodec f) {
        Object[] constants = type.getEnumConstants();
        if (ordinal < 0 || ordinal >= constants.length) {
            throw Failures.malformed(r.buffer(), r.dataStart(), "an ordinal of " + type.getName() + " (0.."
                    + (constants.length - 1) + ") for field '" + f.name + "'", Integer.toString(ordinal))
                    .within(r.protocol().displayName(), r.path());
        }
        return constants[ordinal];
    }

    private static Object constant(Class<?> type, String name, FieldCursor r, FieldCodec f) {
        Object c = constantOrNull(type, name);
        if (c != null) {
            return c;
        }
        throw Failures.malformed(r.buffer(), r.dataStart(), "a constant of " + type.getName() + " for field '"
                + f.name + "'", "'" + name + "'").within(r.protocol().displayName(), r.path());
    }

    /** @return the constant of enum {@code type} named {@code name}, or {@code null} */
    static Object constantOrNull(Class<?> type, String name) {
        for (Object c : type.getEnumConstants()) {
            if (((Enum<?>) c).name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    static List<String> names(Collection<?> enums) {
        List<String> out = new ArrayList<>(enums.size());
        for (Object e : enums) {
            out.add(e == null ? null : ((Enum<?>) e).name());
        }
        return out;
    }

    static Map<?, ?> enumNames(Map<?, ?> m, boolean keys, boolean values) {
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            out.put(keys ? ((Enum<?>) e.getKey()).name() : e.getKey(),
                    values ? ((Enum<?>) e.getValue()).name() : e.getValue());
        }
        return out;
    }

    // -------------------------------------------------------------------------------------------- containers

    /** Converts a boxed wire element to the element type of a collection or map, widening where lossless. */
    static Object convertElement(Object e, FieldCodec.Element target, FieldCursor r, FieldCodec f) {
        switch (target.kind()) {
            case STRING -> {
                if (e instanceof String) {
                    return e;
                }
            }
            case ENUM -> {
                if (e instanceof String s) {
                    return constant(target.type(), s, r, f);
                }
            }
            default -> {
                DataType wire = DataType.ofElementClass(e.getClass());
                if (wire != null && widens(wire, target.wireType())) {
                    return widen(e, target.wireType());
                }
            }
        }
        throw f.mismatch(r, "elements of " + target.type().getSimpleName() + " (got " + e.getClass().getSimpleName()
                + ")");
    }

    private static Object widen(Object e, DataType target) {
        if (!(e instanceof Number n) || DataType.ofElementClass(e.getClass()) == target) {
            return e;
        }
        return switch (target) {
            case SHORT -> n.shortValue();
            case INT -> n.intValue();
            case LONG -> n.longValue();
            default -> n.doubleValue();
        };
    }

    /**
     * The elements of a collection that travels as an array (JSON): read with the cursor's getter for the element
     * type's array, which converts each element or names the one that does not fit.
     */
    static List<Object> readElements(FieldCursor r, FieldCodec.Element element, FieldCodec f) {
        if (element.kind() == FieldCodec.Kind.STRING || element.kind() == FieldCodec.Kind.ENUM) {
            String[] texts = r.getStringArray(null);
            List<Object> out = new ArrayList<>(texts.length);
            for (int i = 0; i < texts.length; i++) {
                out.add(element.kind() == FieldCodec.Kind.STRING ? texts[i]
                        : enumElement(element.type(), texts[i], i, r, f));
            }
            return out;
        }
        Object a = readArray(r, element.wireType().arrayType(), null, f);
        int n = Array.getLength(a);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(element(a, i));
        }
        return out;
    }

    private static Object enumElement(Class<?> type, String name, int i, FieldCursor r, FieldCodec f) {
        Object c = name == null ? null : constantOrNull(type, name);
        if (c == null) {
            throw Failures.malformed(r.buffer(), r.fieldStart(), "a constant of " + type.getName() + " for field '"
                    + f.name + "'", name == null ? "null" : "'" + name + "'")
                    .within(r.protocol().displayName(), r.path() + "[" + i + "]");
        }
        return c;
    }

    /** A map key that travels as text (JSON member names): parsed by the declared key type. */
    static Object keyFromText(String text, FieldCodec.Element key, FieldCursor r, FieldCodec f) {
        try {
            return switch (key.kind()) {
                case STRING -> text;
                case ENUM -> {
                    Object c = constantOrNull(key.type(), text);
                    if (c == null) {
                        throw new NumberFormatException(text);
                    }
                    yield c;
                }
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
            throw Failures.malformed(r.buffer(), r.fieldStart(), "a " + key.type().getSimpleName() + " key for field '"
                    + f.name + "'", "\"" + text + "\"").within(r.protocol().displayName(), r.path());
        }
    }

    private static Boolean parseBoolean(String text) {
        if (!text.equals("true") && !text.equals("false")) {
            throw new NumberFormatException(text);
        }
        return Boolean.valueOf(text);
    }

    /**
     * {@return the class a new value of a container field of type {@code declared} is}: {@code declared} itself, or
     * for an interface or abstract class the standard implementation that fits
     *
     * @throws IllegalArgumentException if no standard implementation fits (EnumSet, BlockingQueue, ...)
     */
    static Class<?> containerClass(Class<?> declared) {
        if (!declared.isInterface() && !java.lang.reflect.Modifier.isAbstract(declared.getModifiers())) {
            return declared;
        }
        Class<?> impl;
        if (SortedMap.class.isAssignableFrom(declared) || NavigableMap.class.isAssignableFrom(declared)) {
            impl = TreeMap.class;
        } else if (Map.class.isAssignableFrom(declared)) {
            impl = LinkedHashMap.class;
        } else if (SortedSet.class.isAssignableFrom(declared) || NavigableSet.class.isAssignableFrom(declared)) {
            impl = TreeSet.class;
        } else if (Set.class.isAssignableFrom(declared)) {
            impl = LinkedHashSet.class;
        } else if (Queue.class.isAssignableFrom(declared) && !List.class.isAssignableFrom(declared)) {
            impl = ArrayDeque.class;
        } else {
            impl = ArrayList.class;
        }
        if (!declared.isAssignableFrom(impl)) {
            throw new IllegalArgumentException("container type " + declared.getName() + " has no standard "
                    + "implementation to create on read; declare the field as List, Set, Queue, Map, ... or "
                    + "register a FieldSerialiser");
        }
        return impl;
    }

    /**
     * A {@code ()Object} factory of {@code impl}, the {@link #containerClass} of a field declared {@code declared}: its
     * public no-arg constructor.
     *
     * @throws IllegalArgumentException if {@code impl} has none
     */
    static MethodHandle containerFactory(Class<?> impl, Class<?> declared) {
        try {
            return MethodHandles.publicLookup().findConstructor(impl, MethodType.methodType(void.class))
                    .asType(MethodType.methodType(Object.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException("container type " + declared.getName()
                    + " has no public no-arg constructor; declare the field as its interface (List, Set, Map, ...)");
        }
    }

    static Object newContainer(MethodHandle factory) {
        try {
            return factory.invokeExact();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
