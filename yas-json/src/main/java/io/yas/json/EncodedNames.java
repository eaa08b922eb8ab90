package io.yas.json;

import com.fasterxml.jackson.core.io.SerializedString;

/**
 * Field names encoded once as jackson's {@link SerializedString} (quoted UTF-8, what its generator writes and its
 * parser compares with the input), kept in a bounded table: the names of a few classes' fields. A name is kept in one
 * of {@value #WAYS} slots after the one its hash picks, so that names whose hashes share the low bits (TestDataClass's
 * {@code short1} and {@code long1}, say) do not evict each other; when all of them are taken, the next name replaces
 * them in turn and an evicted name is encoded again when it comes back. Not thread-safe: one per writer or cursor.
 */
final class EncodedNames {
    private static final int SLOTS = 512;
    /** How many slots, from the one a name's hash picks, may keep it. */
    private static final int WAYS = 4;
    private final String[] keys = new String[SLOTS];
    private final SerializedString[] encoded = new SerializedString[SLOTS];
    /** The way {@link #add} replaces next when every way of a name's slots is taken. */
    private int victim;

    /** {@return {@code name} encoded, if it is kept; else {@code null}} */
    SerializedString find(String name) {
        int first = name.hashCode();
        for (int i = 0; i < WAYS; i++) {
            int slot = (first + i) & (SLOTS - 1);
            String key = keys[slot];
            if (key == name || (key != null && key.equals(name))) {
                return encoded[slot];
            }
        }
        return null;
    }

    /** {@return {@code name} encoded}, kept from now on in a free slot of its ways, else in place of another name */
    SerializedString add(String name) {
        int first = name.hashCode();
        int slot = -1;
        for (int i = 0; i < WAYS && slot < 0; i++) {
            int s = (first + i) & (SLOTS - 1);
            if (keys[s] == null) {
                slot = s;
            }
        }
        if (slot < 0) {
            slot = (first + victim) & (SLOTS - 1);
            victim = (victim + 1) % WAYS;
        }
        keys[slot] = name;
        encoded[slot] = new SerializedString(name);
        return encoded[slot];
    }
}
