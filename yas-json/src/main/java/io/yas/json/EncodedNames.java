package io.yas.json;

import com.fasterxml.jackson.core.io.SerializedString;

/**
 * Field names encoded once as jackson's {@link SerializedString} (quoted UTF-8, what its generator writes and its
 * parser compares with the input), kept by the name's hash in a bounded table: the names of a few classes' fields. A
 * name whose slot another takes is encoded again when it comes back. Not thread-safe: one per writer or cursor.
 */
final class EncodedNames {
    private static final int SLOTS = 256;
    private final String[] keys = new String[SLOTS];
    private final SerializedString[] encoded = new SerializedString[SLOTS];

    /** {@return {@code name} encoded, if it is kept; else {@code null}} */
    SerializedString find(String name) {
        int slot = name.hashCode() & (SLOTS - 1);
        String key = keys[slot];
        return key == name || (key != null && key.equals(name)) ? encoded[slot] : null;
    }

    /** {@return {@code name} encoded}, kept from now on in place of the name of its slot */
    SerializedString add(String name) {
        int slot = name.hashCode() & (SLOTS - 1);
        keys[slot] = name;
        encoded[slot] = new SerializedString(name);
        return encoded[slot];
    }
}
