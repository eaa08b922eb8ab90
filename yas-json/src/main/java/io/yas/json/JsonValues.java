package io.yas.json;

import io.yas.wire.DataType;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * JSON's one conversion rule on read (docs/spec-json.md §5.2): JSON carries no binary types, so a value is read
 * into the type asked for when it fits that type — an integer into any integral type whose range holds it, a whole
 * number below 2^53 written with a fraction or exponent ({@code 1.0}, {@code 1E3}) likewise, an integer code into a
 * {@code char}, any number into {@code float} (within its range) or {@code double} as the nearest value, the strings
 * {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"} into {@code float} and {@code double}; the same element by
 * element for arrays. Anything else is {@link Refused}, with what was found.
 */
final class JsonValues {
    /** Stands for an array value in {@link #describe}. */
    static final Object ARRAY = new Object();
    /** Stands for an object value in {@link #describe}. */
    static final Object OBJECT = new Object();
    /** The element types {@link #primitive} fills from integers. */
    private static final Set<DataType> NUMERIC_TARGETS = EnumSet.of(DataType.BYTE, DataType.SHORT, DataType.CHAR,
            DataType.INT, DataType.LONG, DataType.FLOAT, DataType.DOUBLE);

    private JsonValues() {
    }

    /** A value that does not fit: its message is what was found; {@code index} the array element, or -1. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int index;

        Refused(String actual) {
            this(actual, -1);
        }

        Refused(String actual, int index) {
            super(actual, null, false, false);
            this.index = index;
        }
    }

    /** @return {@code true} if {@code x} is in the range of integral {@code target} (BYTE, SHORT, INT, LONG, CHAR) */
    static boolean fits(long x, DataType target) {
        return switch (target) {
            case BYTE -> x == (byte) x;
            case SHORT -> x == (short) x;
            case INT -> x == (int) x;
            case CHAR -> x == (char) x;
            default -> true;
        };
    }

    static long toIntegral(Object v, DataType target) {
        long x;
        if (v instanceof Integer || v instanceof Long) {
            x = ((Number) v).longValue();
        } else if (v instanceof Double d && d == Math.rint(d) && Math.abs(d) < 0x1p53) {
            x = d.longValue();
        } else {
            throw new Refused(describe(v));
        }
        if (!fits(x, target)) {
            throw new Refused(x + ", out of its range");
        }
        return x;
    }

    /**
     * {@return whether {@code d} lies exactly halfway between two adjacent floats} Such a {@code d} rounds to float by
     * the tie rule, while the decimal text it was read from, a little above or below it, is nearer to one of the two
     * (double rounding): a float is then read from the text itself (docs/spec-json.md §5.2, the nearest float).
     */
    static boolean isFloatMidpoint(double d) {
        double a = Math.abs(d);
        // halfway between two normal floats (24 significant bits) a double's 29 lowest bits are 1 and 28 zeros: the
        // one test most decimals take; a float's subnormal range has fewer bits, so there it is not told by them
        if ((Double.doubleToRawLongBits(a) & 0x1FFF_FFFFL) != 0x1000_0000L && a >= Float.MIN_NORMAL) {
            return false;
        }
        float f = (float) a;
        if (f == a || !(a < Double.POSITIVE_INFINITY)) { // a float itself, NaN or infinite: nothing to round
            return false;
        }
        float below = f < a ? f : Math.nextDown(f); // beyond the largest float f is infinite: below is the largest
        return a == below + (double) Math.ulp(below) / 2; // exact: 25 significant bits at most
    }

    /**
     * {@code n} doubles of {@code a} as floats into {@code dst} (or a new array), but each element of {@code near}
     * (if not {@code null}) as the float nearest to its text; {@code null}, {@code dst} untouched, if any is beyond a
     * float's range.
     */
    static float[] floats(double[] a, int n, float[] dst, NearFloats near) {
        int nearCount = near == null ? 0 : near.count();
        for (int i = 0, j = 0; i < n; i++) {
            float x = j < nearCount && near.index(j) == i ? near.nearest(j++) : (float) a[i];
            if (Float.isInfinite(x) && !Double.isInfinite(a[i])) {
                return null;
            }
        }
        float[] out = dst != null ? dst : new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = (float) a[i];
        }
        for (int j = 0; j < nearCount; j++) {
            out[near.index(j)] = near.nearest(j);
        }
        return out;
    }

    /**
     * {@return the float nearest to the JSON number {@code text}}, read from the text itself (not through its nearest
     * double)
     *
     * @throws Refused beyond a float's range
     */
    static float nearestFloat(String text) {
        float x = Float.parseFloat(text);
        if (Float.isInfinite(x)) {
            throw new Refused(text + ", out of its range");
        }
        return x;
    }

    static float toFloat(Object v) {
        if (v instanceof Number n) {
            float x = n.floatValue();
            if (Float.isInfinite(x) && !Double.isInfinite(n.doubleValue())) {
                throw new Refused(v + ", out of its range");
            }
            return x;
        } else if (isNonFinite(v)) {
            return Float.parseFloat((String) v);
        }
        throw new Refused(describe(v));
    }

    static double toDouble(Object v) {
        if (v instanceof Number n) {
            return n.doubleValue();
        } else if (isNonFinite(v)) {
            return Double.parseDouble((String) v);
        }
        throw new Refused(describe(v));
    }

    private static boolean isNonFinite(Object v) {
        return "NaN".equals(v) || "Infinity".equals(v) || "-Infinity".equals(v);
    }

    /**
     * @param array  an array value as the cursor types it: int[], long[], double[], boolean[], String[] or a List
     * @param target the array type asked for
     * @return {@code array} itself if of that type, else a converted copy (flat, row-major)
     * @throws Refused naming the first element that does not fit, with its index
     */
    static Object toArray(Object array, DataType target) {
        Class<?> type = target.arrayClass();
        if (type.isInstance(array)) {
            return array;
        }
        Object fast = array instanceof List<?> ? null : primitive(array, Array.getLength(array), target, null);
        if (fast != null) {
            return fast;
        }
        List<?> elements = elements(array);
        Object out = Array.newInstance(type.getComponentType(), elements.size());
        DataType element = target.elementType();
        for (int i = 0; i < elements.size(); i++) {
            try {
                set(out, i, elements.get(i), element);
            } catch (Refused e) {
                throw new Refused(e.getMessage(), i);
            }
        }
        return out;
    }

    private static void set(Object out, int i, Object v, DataType element) {
        switch (element) {
            case BOOL -> {
                if (!(v instanceof Boolean b)) {
                    throw new Refused(describe(v));
                }
                ((boolean[]) out)[i] = b;
            }
            case BYTE -> ((byte[]) out)[i] = (byte) toIntegral(v, element);
            case SHORT -> ((short[]) out)[i] = (short) toIntegral(v, element);
            case INT -> ((int[]) out)[i] = (int) toIntegral(v, element);
            case LONG -> ((long[]) out)[i] = toIntegral(v, element);
            case CHAR -> ((char[]) out)[i] = (char) toIntegral(v, element);
            case FLOAT -> ((float[]) out)[i] = toFloat(v);
            case DOUBLE -> ((double[]) out)[i] = toDouble(v);
            default -> {
                if (v != null && !(v instanceof String)) {
                    throw new Refused(describe(v));
                }
                ((String[]) out)[i] = (String) v;
            }
        }
    }

    /**
     * The common cases without boxing: the first {@code n} elements of an int[] or long[] into another integral,
     * float or double array when every element holds its value, of a double[] into a float[] likewise; {@code null}
     * when not all do (or for other types), for the element-by-element path that names the first one that does not
     * fit.
     *
     * @param dst the array to write, of the target's class and {@code n} long, or {@code null} for a new one; written
     *            only when every element fits
     */
    static Object primitive(Object array, int n, DataType target, Object dst) {
        DataType element = target.elementType();
        if (array instanceof double[] a && element == DataType.FLOAT) {
            return floats(a, n, (float[]) dst, null);
        }
        int[] ints = array instanceof int[] a ? a : null;
        long[] longs = array instanceof long[] a ? a : null;
        if (ints == null && longs == null || !NUMERIC_TARGETS.contains(element)) {
            return null;
        }
        for (int i = 0; i < n; i++) {
            if (!fits(ints != null ? ints[i] : longs[i], element)) {
                return null;
            }
        }
        Object out = dst != null ? dst : Array.newInstance(target.arrayClass().getComponentType(), n);
        for (int i = 0; i < n; i++) {
            long x = ints != null ? ints[i] : longs[i];
            switch (element) {
                case BYTE -> ((byte[]) out)[i] = (byte) x;
                case SHORT -> ((short[]) out)[i] = (short) x;
                case CHAR -> ((char[]) out)[i] = (char) x;
                case INT -> ((int[]) out)[i] = (int) x;
                case LONG -> ((long[]) out)[i] = x;
                case FLOAT -> ((float[]) out)[i] = x;
                default -> ((double[]) out)[i] = x;
            }
        }
        return out;
    }

    private static List<?> elements(Object array) {
        if (array instanceof List<?> list) {
            return list;
        }
        int n = Array.getLength(array);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(Array.get(array, i));
        }
        return out;
    }

    /** @return a value in words, for "actual" */
    static String describe(Object v) {
        if (v == null) {
            return "null";
        } else if (v == ARRAY || v instanceof List<?> || v.getClass().isArray()) {
            return "an array";
        } else if (v == OBJECT || v instanceof io.yas.wire.WireField) {
            return "an object";
        } else if (v instanceof String s) {
            return "the string \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        }
        return v.getClass().getSimpleName() + " " + v;
    }
}
