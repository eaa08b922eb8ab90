package io.yas.json;

import java.util.Arrays;
import java.util.Collection;

/**
 * The fields of element objects a {@link JsonWriter} has open ({@code putObjectCollectionHeader},
 * {@code putObjectMapHeader}), innermost last: the depth each was opened at, and for a map the keys that name its
 * element objects, in the map's order. A map's keys are copied, when it opens, into an array of its level kept for
 * the next message, so that writing allocates nothing once the arrays have grown; closing a level drops its keys.
 * Not thread-safe: one per writer.
 */
final class OpenElements {
    private int size;
    private int[] depths = new int[4];
    /** Per level, the keys of a map (the first {@link #keyCounts} of them); a collection's level has none. */
    private Object[][] keys = new Object[4][];
    /** Per level, how many keys a map has; -1 for a collection. */
    private int[] keyCounts = new int[4];
    /** Per level, the index of the key that names the next element object. */
    private int[] nextKeys = new int[4];

    /** Drops every level (a new message). */
    void clear() {
        while (size > 0) {
            close();
        }
    }

    /**
     * Opens a level at {@code depth}: a map's, its element objects named by {@code mapKeys} in their order, or a
     * collection's ({@code mapKeys == null}).
     *
     * @return the number of levels open, this one's handle
     */
    int open(int depth, Collection<?> mapKeys) {
        if (size == depths.length) {
            int n = 2 * size;
            depths = Arrays.copyOf(depths, n);
            keys = Arrays.copyOf(keys, n);
            keyCounts = Arrays.copyOf(keyCounts, n);
            nextKeys = Arrays.copyOf(nextKeys, n);
        }
        if (mapKeys == null) {
            keyCounts[size] = -1;
        } else {
            int n = mapKeys.size();
            Object[] held = keys[size];
            if (held == null || held.length < n) {
                held = new Object[Math.max(8, n)];
                keys[size] = held;
            }
            Object[] copied = mapKeys.toArray(held); // into held, which is large enough, unless the keys grew
            if (copied != held) {
                keys[size] = copied;
                n = copied.length;
            }
            keyCounts[size] = n;
        }
        depths[size] = depth;
        nextKeys[size] = 0;
        return ++size;
    }

    /** {@return the number of levels open} */
    int size() {
        return size;
    }

    /** {@return whether the innermost level was opened at {@code depth}} */
    boolean innermostAt(int depth) {
        return size > 0 && depths[size - 1] == depth;
    }

    /** {@return whether the innermost level is a map's} (a level is open) */
    boolean innermostIsMap() {
        return keyCounts[size - 1] >= 0;
    }

    /** {@return the key that names the innermost map's next element object, or {@code null} when none is left} */
    Object nextKey() {
        int level = size - 1;
        int next = nextKeys[level];
        if (next >= keyCounts[level]) {
            return null;
        }
        nextKeys[level] = next + 1;
        return keys[level][next];
    }

    /** Closes the innermost level, dropping its keys. */
    void close() {
        int level = --size;
        if (keyCounts[level] > 0) {
            Arrays.fill(keys[level], 0, keyCounts[level], null);
        }
    }
}
