package io.yas.mapping;

import java.util.Arrays;
import java.util.Map;

/**
 * The values of a map being written, lent in an array the thread keeps, so that the writer's loop over them needs no
 * iterator. An iterator is allocated per map and message unless the JIT inlines the whole loop and removes it by
 * escape analysis, which depends on how much else it inlined around it (measured on Customer encode: 32 bytes per
 * message in some JVM runs and not in others after an unrelated change to the buffer's copies). {@code HashMap} and
 * {@code LinkedHashMap} fill an array from their nodes without one.
 *
 * <p>One array per writer depth, so that a map in the value of a map being written has its own; maps of more than
 * {@link #MAX_LENT} entries or below {@link #DEPTHS} levels are not lent (their iterator is negligible there, and the
 * thread keeps no large array). A lent array is out of the thread's hands until it is given back, so a message
 * written meanwhile on the same thread (by a custom serialiser that writes one with another serialiser, say) gets
 * arrays of its own. The values are taken before the first is written: a map changed while its values are written is
 * written as it was, where its iterator would have thrown a {@code ConcurrentModificationException}. Not shared
 * between threads: each thread has its own arrays.
 */
final class MapValues {
    /** The largest map whose values are lent. */
    static final int MAX_LENT = 1024;
    /** Writer depths that have an array. */
    static final int DEPTHS = 16;

    private static final ThreadLocal<Object[][]> LENT = ThreadLocal.withInitial(() -> new Object[DEPTHS][]);

    private MapValues() {
    }

    /**
     * {@return the values of {@code m} in its iteration order in the first {@code m.size()} elements of an array lent
     * for writer depth {@code depth}, or {@code null} if none is lent (too many values, too deep)}: give it back with
     * {@link #giveBack} once written.
     */
    static Object[] lend(Map<?, ?> m, int depth) {
        int n = m.size();
        if (n > MAX_LENT || depth < 0 || depth >= DEPTHS) {
            return null;
        }
        Object[][] lent = LENT.get();
        Object[] values = lent[depth];
        if (values != null && values.length >= n) {
            lent[depth] = null; // out of the thread's hands until given back
        } else {
            values = new Object[Math.max(n, 8)];
        }
        return m.values().toArray(values); // a larger array only if the map grew meanwhile
    }

    /**
     * Clears the {@code count} values of an array {@link #lend} gave for {@code depth}, so the thread keeps no
     * reference to them, and keeps it for the next map at that depth (unless larger than {@link #MAX_LENT}).
     */
    static void giveBack(Object[] values, int count, int depth) {
        Arrays.fill(values, 0, Math.min(count, values.length), null);
        if (values.length <= MAX_LENT) {
            LENT.get()[depth] = values;
        }
    }
}
