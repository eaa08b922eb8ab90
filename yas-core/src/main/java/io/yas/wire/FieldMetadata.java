package io.yas.wire;

/**
 * The optional metadata block of a YaS field header as read from the wire (docs/spec-yas.md §3.4): unit,
 * quantity, description and access modifier. Members a shorter block leaves out read as {@code ""} and 0.
 *
 * @param unit        unit, e.g. {@code "GeV/u"}
 * @param quantity    physical quantity
 * @param description free text
 * @param modifier    access modifier, an unsigned byte 0..255 (see {@link FieldDescription})
 */
public record FieldMetadata(String unit, String quantity, String description, int modifier) {
}
