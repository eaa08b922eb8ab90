package io.yas.buffer;

/**
 * Bytes known in advance, with holes where anything may stand: the constant bytes of a run of field headers, say,
 * whose values lie in between. {@link IoBuffer#matches} compares a buffer's bytes with it eight at a time
 * (little-endian {@code long}s, each masked to the bytes it must compare), with no call per segment.
 *
 * <p>Immutable and thread-safe.
 */
public final class BytePattern {
    private final int length;
    /** Where each compared word starts, from the pattern's start. */
    private final int[] offsets;
    /** Each word's mask: 0xFF for a byte that must match, 0 for a hole. */
    private final long[] masks;
    /** Each word's expected bytes, already masked. */
    private final long[] words;

    /**
     * Describes a pattern.
     *
     * @param bytes the expected bytes; those in holes are ignored
     * @param known {@code known[i]} is {@code true} where byte {@code i} must match, {@code false} for a hole
     * @throws IllegalArgumentException if the arrays differ in length or hold fewer than 8 bytes
     */
    public BytePattern(byte[] bytes, boolean[] known) {
        if (bytes.length != known.length || bytes.length < Long.BYTES) {
            throw new IllegalArgumentException("a pattern needs at least 8 bytes and one flag per byte: "
                    + bytes.length + " bytes, " + known.length + " flags");
        }
        length = bytes.length;
        int n = (length + Long.BYTES - 1) / Long.BYTES;
        int[] at = new int[n];
        long[] m = new long[n];
        long[] w = new long[n];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int offset = Math.min(i * Long.BYTES, length - Long.BYTES); // the last word may overlap the one before
            long mask = 0;
            long word = 0;
            for (int b = 0; b < Long.BYTES; b++) {
                if (known[offset + b]) {
                    mask |= 0xFFL << (8 * b);
                    word |= (bytes[offset + b] & 0xFFL) << (8 * b);
                }
            }
            if (mask != 0) { // a word of holes only compares nothing
                at[kept] = offset;
                m[kept] = mask;
                w[kept] = word;
                kept++;
            }
        }
        offsets = java.util.Arrays.copyOf(at, kept);
        masks = java.util.Arrays.copyOf(m, kept);
        words = java.util.Arrays.copyOf(w, kept);
    }

    /** {@return the pattern's length in bytes, holes included} */
    public int length() {
        return length;
    }

    /**
     * @param littleEndian whether {@code buffer}'s raw reads are little-endian (all but a big-endian read view)
     * @return whether the bytes of {@code buffer} at {@code offset} (the pattern's length lies below the limit) match
     */
    boolean matchesAt(IoBuffer buffer, int offset, boolean littleEndian) {
        for (int i = 0; i < offsets.length; i++) {
            long raw = buffer.rawLong(offset + offsets[i]);
            if (((littleEndian ? raw : Long.reverseBytes(raw)) & masks[i]) != words[i]) {
                return false;
            }
        }
        return true;
    }
}
