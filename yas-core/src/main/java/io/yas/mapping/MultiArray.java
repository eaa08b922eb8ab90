package io.yas.mapping;

import java.util.Arrays;
import java.util.Objects;

/**
 * An N-dimensional array: its dimensions and one flat array of its elements in row-major order (the last index
 * varies fastest), the shape YaS puts on the wire for N-D arrays ({@code [nDims][dims…][n][elements]},
 * docs/spec-yas.md §5.2).
 *
 * <p>The element array is one of {@code boolean[]}, {@code byte[]}, {@code short[]}, {@code int[]}, {@code long[]},
 * {@code float[]}, {@code double[]}, {@code char[]}, {@code String[]}; its length is the product of the dimensions.
 * Element {@code (i, j)} of a 2-D array with dims {@code {rows, cols}} is {@code elements[i * cols + j]}.
 *
 * <p>Holds its arrays without copying: not thread-safe if the arrays are changed.
 */
public final class MultiArray {
    private final int[] dims;
    private final Object elements;

    private MultiArray(int[] dims, Object elements) {
        this.dims = dims;
        this.elements = elements;
    }

    /**
     * {@return the array}
     *
     * @param elements the flat row-major elements: a primitive array or {@code String[]}, not copied
     * @param dims     dimensions, outermost first, each {@code >= 0}, product equal to the element count
     * @throws IllegalArgumentException if the element array type is not supported or the shape does not fit
     */
    public static MultiArray of(Object elements, int... dims) {
        Objects.requireNonNull(elements, "elements");
        Class<?> c = elements.getClass();
        if (!c.isArray() || !(c.getComponentType().isPrimitive() || c == String[].class)) {
            throw new IllegalArgumentException("elements must be a primitive array or String[], not " + c.getName());
        }
        long product = 1;
        for (int d : dims) {
            if (d < 0) {
                throw new IllegalArgumentException("negative dimension in " + Arrays.toString(dims));
            }
            product *= d;
        }
        int n = java.lang.reflect.Array.getLength(elements);
        if (product != n) {
            throw new IllegalArgumentException("dims " + Arrays.toString(dims) + " hold " + product
                    + " elements, the array has " + n);
        }
        return new MultiArray(dims.clone(), elements);
    }

    /** {@return the dimensions, outermost first (a copy)} */
    public int[] dims() {
        return dims.clone();
    }

    /** {@return the number of dimensions} */
    public int rank() {
        return dims.length;
    }

    /**
     * {@return dimension {@code i}, 0 = outermost}
     *
     * @param i the dimension's index, 0 = outermost
     */
    public int dim(int i) {
        return dims[i];
    }

    /** {@return the flat row-major element array (not a copy)} */
    public Object elements() {
        return elements;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MultiArray m) || !Arrays.equals(dims, m.dims)
                || elements.getClass() != m.elements.getClass()) {
            return false;
        }
        return Arrays.deepEquals(new Object[] {elements}, new Object[] {m.elements});
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(dims) + Arrays.deepHashCode(new Object[] {elements});
    }

    @Override
    public String toString() {
        String e = Arrays.deepToString(new Object[] {elements});
        return "MultiArray" + Arrays.toString(dims) + e.substring(1, e.length() - 1);
    }
}
