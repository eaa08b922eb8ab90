package io.yas.json;

import io.yas.wire.DataType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The numbers of a JSON array that holds only numbers, read into a primitive array without boxing: integers as
 * {@code long}s until the first non-integer, then everything as {@code double}s. Typed as the reader types numeric
 * arrays ({@link JsonReader}): INT_ARRAY if every integer fits an int, LONG_ARRAY if not, DOUBLE_ARRAY once any
 * number is not an integer.
 */
final class NumberRun {
    /** Arrays above this many elements are not kept by {@link #clear()}. */
    private static final int MAX_KEPT = 1 << 16;
    private long[] longs = new long[16];
    private double[] doubles;
    /** The {@link #doubles} of a run before {@link #clear()}, for reuse. */
    private double[] spareDoubles;
    private int count;
    /** Index of the first non-integer: elements before it are exact in {@link #longs}. */
    private int firstDouble = -1;
    private boolean allInts = true;
    /** Integers after the first non-integer: their indices and exact values. */
    private int[] lateIndices = new int[0];
    private long[] lateLongs = new long[0];
    private int lateCount;
    /** Elements whose double lies halfway between two floats, with the floats nearest to their text. */
    private final NearFloats near = new NearFloats();

    /** Empties the run for reuse, keeping its arrays; {@return this run} */
    NumberRun clear() {
        if (doubles != null) {
            spareDoubles = doubles.length > MAX_KEPT ? null : doubles;
        }
        if (longs.length > MAX_KEPT) {
            longs = new long[16];
        }
        doubles = null;
        count = 0;
        firstDouble = -1;
        allInts = true;
        lateCount = 0;
        near.clear();
        return this;
    }

    /** Appends an integer (one that fits a long). */
    void addLong(long value) {
        if (doubles != null) { // kept exactly too, for a fallback to boxes (a non-number later in the array)
            if (lateCount == lateIndices.length) {
                lateIndices = Arrays.copyOf(lateIndices, 2 * lateCount + 4);
                lateLongs = Arrays.copyOf(lateLongs, 2 * lateCount + 4);
            }
            lateIndices[lateCount] = count;
            lateLongs[lateCount++] = value;
            addDouble(value);
            return;
        }
        if (count == longs.length) {
            longs = Arrays.copyOf(longs, 2 * count);
        }
        longs[count++] = value;
        allInts &= value == (int) value;
    }

    /** Appends a number that is not an integer (or an integer beyond long); the run becomes DOUBLE from here on. */
    void addDouble(double value) {
        if (doubles == null) {
            int capacity = Math.max(16, longs.length);
            doubles = spareDoubles != null && spareDoubles.length >= capacity ? spareDoubles : new double[capacity];
            for (int i = 0; i < count; i++) {
                doubles[i] = longs[i];
            }
            firstDouble = count;
        }
        if (count == doubles.length) {
            doubles = Arrays.copyOf(doubles, 2 * count);
        }
        doubles[count++] = value;
    }

    /** The double just added lies halfway between two floats; {@code nearest} is the float nearest to its text. */
    void nearestFloat(float nearest) {
        near.add(count - 1, nearest);
    }

    /** {@return the elements whose double lies halfway between two floats, with the floats nearest to their text} */
    NearFloats nearFloats() {
        return near;
    }

    /** @return the number of elements */
    int count() {
        return count;
    }

    /** @return INT_ARRAY, LONG_ARRAY or DOUBLE_ARRAY */
    DataType type() {
        return doubles != null ? DataType.DOUBLE_ARRAY : allInts ? DataType.INT_ARRAY : DataType.LONG_ARRAY;
    }

    /**
     * The elements as {@code target} as {@link JsonValues#toArray} converts {@link #toArray()}, but without that copy:
     * written into {@code dst} if it is of the target's class and {@link #count()} long, else into a new array.
     *
     * @return the array written; {@code null}, with {@code dst} untouched, where {@link JsonValues#toArray} would go
     *         element by element (a target other than a number, a value that does not fit)
     */
    Object convert(DataType target, Object dst) {
        DataType own = type();
        Object out = dst != null && dst.getClass() == target.arrayClass()
                && java.lang.reflect.Array.getLength(dst) == count ? dst : null;
        if (own == target) {
            return copyInto(own, count, out, 0);
        } else if (own == DataType.DOUBLE_ARRAY && target == DataType.FLOAT_ARRAY) {
            return JsonValues.floats(doubles, count, (float[]) out, near);
        }
        return JsonValues.primitive(own == DataType.DOUBLE_ARRAY ? doubles : longs, count, target, out);
    }

    /** @return the elements as a new array of exactly {@link #count()} elements of {@link #type()}'s element type */
    Object toArray() {
        return copyInto(type(), 0, null, 0);
    }

    /**
     * Copies the elements, as {@code type} (this run's type or a wider one: LONG or DOUBLE), into {@code out} at
     * {@code at}, or into a new array of {@code length} elements when {@code out} is null.
     *
     * @return the array written
     */
    Object copyInto(DataType type, int length, Object out, int at) {
        switch (type) {
            case INT_ARRAY -> {
                int[] a = out != null ? (int[]) out : new int[Math.max(count, length)];
                for (int i = 0; i < count; i++) {
                    a[at + i] = (int) longs[i];
                }
                return a;
            }
            case LONG_ARRAY -> {
                long[] a = out != null ? (long[]) out : Arrays.copyOf(longs, Math.max(count, length));
                if (out != null) {
                    System.arraycopy(longs, 0, a, at, count);
                }
                return a;
            }
            default -> {
                double[] a = out != null ? (double[]) out : new double[Math.max(count, length)];
                if (doubles != null) {
                    System.arraycopy(doubles, 0, a, at, count);
                } else {
                    for (int i = 0; i < count; i++) {
                        a[at + i] = longs[i];
                    }
                }
                return a;
            }
        }
    }

    /**
     * {@return whether element {@code i} is {@code e} as read into a collection of {@code e}'s class}: in an array of
     * whole numbers an {@code Integer}, {@code Long}, {@code Short} or {@code Byte} of its value (a small number is
     * a long's as much as an int's), in one with a decimal a {@code Double} equal by {@link Double#equals}
     */
    boolean holds(int i, Object e) {
        if (doubles != null) {
            return e instanceof Double d && Double.doubleToLongBits(d) == Double.doubleToLongBits(doubles[i]);
        }
        long v = longs[i];
        if (e instanceof Integer || e instanceof Long || e instanceof Short || e instanceof Byte) {
            return ((Number) e).longValue() == v;
        }
        return false;
    }

    /**
     * @param nearest where each element with a float of its own ({@link #nearFloats}) is noted: its box, with that
     *                float
     * @return the elements boxed as the reader boxes scalars: Integer, Long or Double
     */
    List<Object> boxed(Map<Double, Float> nearest) {
        List<Object> out = new ArrayList<>(count + 8);
        int late = 0;
        for (int i = 0; i < count; i++) {
            if (doubles != null && i >= firstDouble && (late == lateCount || lateIndices[late] != i)) {
                out.add(doubles[i]);
            } else {
                long v = doubles != null && i >= firstDouble ? lateLongs[late++] : longs[i];
                out.add(v == (int) v ? (Object) (int) v : (Object) v);
            }
        }
        for (int j = 0; j < near.count(); j++) {
            nearest.put((Double) out.get(near.index(j)), near.nearest(j));
        }
        return out;
    }
}
