package io.yas.json;

import java.util.Arrays;

/**
 * A flat JSON array of strings and nulls as jackson decoded them: their characters in one buffer, reused array after
 * array, made into {@code String}s only when asked, and not at all where the array read into already holds an equal
 * one (an unchanged array read in place allocates nothing).
 */
final class StringRun {
    /** Buffers above this many characters are not kept for the next run. */
    private static final int MAX_KEPT = 1 << 16;
    private char[] chars = new char[256];
    /** Where each element starts in {@link #chars}, and its length; -1 for {@code null}. */
    private int[] starts = new int[16];
    private int[] lengths = new int[16];
    private int used;
    private int count;

    /** Empties the run for reuse; {@return this run} */
    StringRun clear() {
        if (chars.length > MAX_KEPT) {
            chars = new char[256];
        }
        if (starts.length > MAX_KEPT) {
            starts = new int[16];
            lengths = new int[16];
        }
        used = 0;
        count = 0;
        return this;
    }

    /** Appends the string of {@code length} characters at {@code offset} of {@code text}. */
    void add(char[] text, int offset, int length) {
        if (used + length > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(used + length, 2 * chars.length));
        }
        System.arraycopy(text, offset, chars, used, length);
        append(length);
        used += length;
    }

    /** Appends {@code null}. */
    void addNull() {
        append(-1);
    }

    private void append(int length) {
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, 2 * count);
            lengths = Arrays.copyOf(lengths, 2 * count);
        }
        starts[count] = used;
        lengths[count++] = length;
    }

    /** {@return the number of elements} */
    int count() {
        return count;
    }

    /**
     * @param dst the array to fill if it has {@link #count()} elements (its equal strings are kept), or {@code null}
     * @return the elements: {@code dst} or a new array
     */
    String[] toArray(String[] dst) {
        String[] out = dst != null && dst.length == count ? dst : new String[count];
        for (int i = 0; i < count; i++) {
            String held = out[i];
            if (lengths[i] < 0) {
                out[i] = null;
            } else if (held == null || !holds(i, held)) {
                out[i] = new String(chars, starts[i], lengths[i]);
            }
        }
        return out;
    }

    /** {@return whether element {@code i} is {@code e}: an equal string, or {@code null} for a {@code null}} */
    boolean holds(int i, Object e) {
        return lengths[i] < 0 ? e == null : e instanceof String s && holds(i, s);
    }

    /** {@return whether element {@code i}, not {@code null}, is the string {@code s}} */
    private boolean holds(int i, String s) {
        int n = lengths[i];
        if (s.length() != n) {
            return false;
        }
        int from = starts[i];
        for (int k = 0; k < n; k++) {
            if (chars[from + k] != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
