package io.yas.wire;

/**
 * A payload the generic reader cannot decode: custom data (OTHER, written by a user's FieldSerialiser) or a field
 * with a type id outside the {@link DataType} table. It is described, never interpreted, and never used to load a
 * class.
 *
 * @param typeName          type name recorded before the payload ({@code putCustomData} framing, or the C++ type of
 *                          a map's values), {@code null} if none
 * @param secondaryTypeName secondary (generic) type name, {@code null} if none
 * @param offset            offset in bytes of the undecoded payload from the start of the buffer
 * @param byteCount         size of the undecoded payload in bytes
 */
public record CustomValue(String typeName, String secondaryTypeName, int offset, int byteCount) {
}
