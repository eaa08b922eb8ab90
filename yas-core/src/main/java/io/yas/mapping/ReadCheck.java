package io.yas.mapping;

/**
 * Opt-in checks of {@link IoClassSerialiser#setReadChecks} on the root object of a message, beyond the one check
 * that is always on (a message that has fields but none of the class's is refused: it is never a legitimate
 * evolution but the wrong class or the wrong message). With none of these on, fields are matched by name and both
 * sides evolve freely (docs/spec-yas.md §7.4). A failed check throws {@link io.yas.buffer.YasFormatException} at the
 * offending field (or the root) naming what was expected.
 */
public enum ReadCheck {
    /** A root field the class does not have is refused instead of skipped. */
    UNKNOWN_FIELDS,
    /** A field of the class missing from the root is refused instead of keeping its value. */
    MISSING_FIELDS,
    /**
     * The root's name must be the class's binary name, as YaS writes it ({@code pkg.Outer$Inner}); CmwLight and
     * JSON carry no root name (it reads as {@code ""}), which this check lets pass.
     */
    ROOT_NAME
}
