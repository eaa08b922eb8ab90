package io.yas.json;

import java.util.Arrays;

/**
 * The elements of a numeric array whose double lies exactly halfway between two floats
 * ({@link JsonValues#isFloatMidpoint}), each with the float nearest to its text: what a float array takes instead of
 * rounding the double (docs/spec-json.md §5.2). Indices ascend as added. Not thread-safe: one per run or cursor.
 */
final class NearFloats {
    private int[] indices = new int[0];
    private float[] floats = new float[0];
    private int count;

    void clear() {
        count = 0;
    }

    /** {@return how many elements have a float of their own} */
    int count() {
        return count;
    }

    /** {@return the index of the {@code j}-th element with a float of its own} */
    int index(int j) {
        return indices[j];
    }

    /** {@return the float of the {@code j}-th element with one} */
    float nearest(int j) {
        return floats[j];
    }

    /** Element {@code index} (after those added before) is read as {@code nearest} into a float. */
    void add(int index, float nearest) {
        if (count == indices.length) {
            indices = Arrays.copyOf(indices, 2 * count + 4);
            floats = Arrays.copyOf(floats, 2 * count + 4);
        }
        indices[count] = index;
        floats[count++] = nearest;
    }

    /** Adds the elements of {@code other}, their indices shifted by {@code offset}. */
    void addAll(NearFloats other, int offset) {
        for (int j = 0; j < other.count; j++) {
            add(other.indices[j] + offset, other.floats[j]);
        }
    }
}
