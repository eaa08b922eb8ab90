package io.yas.wire;

/**
 * Limits a reader enforces on untrusted input, beyond the rule that no declared length may exceed the bytes that
 * remain. A message that exceeds one throws {@link io.yas.buffer.YasFormatException} naming the setting to raise,
 * e.g. {@code "at most 64 (ReadLimits.maxDepth)"}.
 *
 * @param maxDepth deepest nesting of objects accepted, the root counting as 1; default {@value #DEFAULT_MAX_DEPTH},
 *                 at most {@value #MAX_MAX_DEPTH} (nested objects are read recursively)
 */
public record ReadLimits(int maxDepth) {
    /** Default for {@link #maxDepth()}. */
    public static final int DEFAULT_MAX_DEPTH = 64;
    /** Upper bound for {@link #maxDepth()}. */
    public static final int MAX_MAX_DEPTH = 1000;
    /** The defaults. */
    public static final ReadLimits DEFAULT = new ReadLimits(DEFAULT_MAX_DEPTH);

    /**
     * Checks the limits.
     *
     * @param maxDepth deepest nesting of objects accepted, the root counting as 1
     * @throws IllegalArgumentException if {@code maxDepth} is not 1..{@value #MAX_MAX_DEPTH}
     */
    public ReadLimits {
        if (maxDepth < 1 || maxDepth > MAX_MAX_DEPTH) {
            throw new IllegalArgumentException("maxDepth out of 1.." + MAX_MAX_DEPTH + ": " + maxDepth);
        }
    }
}
