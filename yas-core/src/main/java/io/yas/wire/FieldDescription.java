package io.yas.wire;

import java.util.Objects;

/**
 * What a writer needs to know of a field besides its value: the name and the optional metadata (unit, quantity,
 * description, access modifier) written into the YaS field header (reference-opencmw-java §2.9, §6).
 *
 * <p>Metadata is written only when at least one of {@code unit}, {@code quantity}, {@code description} is non-null
 * (a lone modifier does not count, as in the reference) and the writer has metadata switched on; a {@code null}
 * member is written as {@code ""}. The modifier is an unsigned byte; opencmw-cpp reads 0 = read-write, 1 =
 * read-only, 2 = read-write deprecated, 3 = read-only deprecated, 4 = read-write private, 5 = read-only private.
 *
 * <p>Create descriptions once and reuse them on hot paths. Immutable and thread-safe.
 *
 * @param name        field name; written as ISO-8859-1, so every char must be U+0000..U+00FF
 * @param unit        unit such as {@code "GeV/u"}, or {@code null}
 * @param quantity    physical quantity such as {@code "energy"}, or {@code null}
 * @param description free text, or {@code null}
 * @param modifier    access modifier, 0..255
 */
public record FieldDescription(String name, String unit, String quantity, String description, int modifier) {
    /**
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if {@code name} has a char above U+00FF or {@code modifier} is not 0..255
     */
    public FieldDescription {
        Objects.requireNonNull(name, "name");
        checkName(name);
        if (modifier < 0 || modifier > 255) {
            throw new IllegalArgumentException("modifier out of 0..255 for field '" + name + "': " + modifier);
        }
    }

    /**
     * @param name field name, ISO-8859-1 only
     * @return a description without metadata
     */
    public static FieldDescription of(String name) {
        return new FieldDescription(name, null, null, null, 0);
    }

    /** @return a copy with the given metadata */
    public FieldDescription withMetadata(String newUnit, String newQuantity, String newDescription, int newModifier) {
        return new FieldDescription(name, newUnit, newQuantity, newDescription, newModifier);
    }

    /** @return {@code true} if unit, quantity or description is set, i.e. a metadata block is written */
    public boolean hasMetadata() {
        return unit != null || quantity != null || description != null;
    }

    static void checkName(String name) {
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) > 0xFF) {
                throw new IllegalArgumentException("field name '" + name + "': char U+"
                        + String.format("%04X", (int) name.charAt(i)) + " at index " + i
                        + " does not fit ISO-8859-1 (field names are one byte per char on the wire)");
            }
        }
    }
}
