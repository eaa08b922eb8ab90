package io.yas.json;

import java.util.Arrays;

/**
 * A flat JSON array of only {@code true} and {@code false}, its values in one buffer reused array after array, copied
 * into the array the caller reads into where its length fits (an array of booleans read in place allocates nothing).
 */
final class BooleanRun {
    /** Buffers above this many values are not kept for the next run. */
    private static final int MAX_KEPT = 1 << 16;
    private boolean[] values = new boolean[16];
    private int count;

    /** Empties the run for reuse; {@return this run} */
    BooleanRun clear() {
        if (values.length > MAX_KEPT) {
            values = new boolean[16];
        }
        count = 0;
        return this;
    }

    /** Appends {@code value}. */
    void add(boolean value) {
        if (count == values.length) {
            values = Arrays.copyOf(values, 2 * count);
        }
        values[count++] = value;
    }

    /** {@return the number of values} */
    int count() {
        return count;
    }

    /** {@return the value at {@code i}} */
    boolean get(int i) {
        return values[i];
    }

    /** {@return whether the value at {@code i} is {@code e}, a {@code Boolean}} */
    boolean holds(int i, Object e) {
        return e instanceof Boolean b && b == values[i];
    }

    /** {@return the values in {@code dst} where its length is the count, else in a new array} */
    boolean[] toArray(boolean[] dst) {
        boolean[] out = dst != null && dst.length == count ? dst : new boolean[count];
        System.arraycopy(values, 0, out, 0, count);
        return out;
    }
}
