package io.yas.mapping;

import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;

import java.lang.invoke.MethodType;
import java.lang.reflect.Array;

/**
 * Array conversions of the class mapper: primitive and {@code String} arrays written and read, a narrower wire
 * element type widened as {@link ScalarValues#widens} allows and the field's array reused where its length fits;
 * boxed arrays; N-D arrays as nested Java arrays (row-major, rectangular) or as a {@link MultiArray}, their nesting
 * checked against the bytes of the field before any array is made.
 */
final class ArrayValues {
    private ArrayValues() {
    }

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
        if (!wire.isArray() || !ScalarValues.widens(wire.elementType(), target.elementType())) {
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

    /** {@return the primitive type of box class {@code box}} */
    static Class<?> primitiveOf(Class<?> box) {
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
            throw f.mismatch(r, rank + "-D " + target, dims.length + "-D " + r.type());
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
}
