package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.util.Arrays;

/**
 * The shape of an array field as YaS and CmwLight both write it (docs/spec-yas.md §5.2, docs/spec-cmwlight.md §5.3): the dimension
 * descriptor {@code [int32 nDims][int32 dims…]}, then the element count and the elements row-major. A 1-D array
 * has the descriptor {@code [1][n]}.
 */
final class ArrayShape {
    private ArrayShape() {
    }

    /**
     * The number of elements to write: for {@code dims == null}, {@code count} clamped to the array length (negative
     * = the whole array); otherwise the product of the dimensions, clamped to the length.
     *
     * @param name   the field's name, for the error message
     * @param length the array's length
     * @param count  elements asked for, negative for all; ignored when {@code dims} is given
     * @param dims   dimensions, outermost first, or {@code null} for a 1-D array
     * @return the element count, 0..length
     * @throws IllegalArgumentException if a dimension is negative
     */
    static int elementCount(String name, int length, int count, int[] dims) {
        if (dims == null) {
            return count < 0 ? length : Math.min(count, length);
        }
        long product = 1;
        for (int d : dims) {
            if (d < 0) {
                throw new IllegalArgumentException("field '" + name + "': negative dimension in "
                        + Arrays.toString(dims));
            }
            product = Math.min(product * d, Integer.MAX_VALUE);
        }
        return (int) Math.min(product, length);
    }

    /**
     * Writes the dimension descriptor: {@code [1][elementCount]} for {@code dims == null}, else
     * {@code [dims.length][dims…]}.
     */
    static void putDescriptor(IoBuffer buffer, int elementCount, int[] dims) {
        if (dims == null) {
            buffer.putInt(1).putInt(elementCount);
        } else {
            buffer.putInt(dims.length);
            for (int d : dims) {
                buffer.putInt(d);
            }
        }
    }
}
