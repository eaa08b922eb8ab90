package io.yas.wire;

/**
 * An ENUM field as found on the wire (docs/spec-yas.md §5.5). Readers never load the class it names.
 *
 * @param simpleTypeName simple class name, e.g. {@code "DayOfWeek"}
 * @param typeName       binary class name, e.g. {@code "java.time.DayOfWeek"}
 * @param constants      all constants as the writer listed them, e.g. {@code "[MONDAY, TUESDAY]"}
 * @param name           the constant's name
 * @param ordinal        the constant's ordinal
 */
public record EnumValue(String simpleTypeName, String typeName, String constants, String name, int ordinal) {
}
