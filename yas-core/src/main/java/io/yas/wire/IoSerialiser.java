package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.util.Collection;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The field-level write API that the three protocols share: {@link YasWriter} (YaS binary), {@link CmwLightWriter}
 * (CmwLight) and {@code io.yas.json.JsonWriter} (JSON, module {@code io.yas.json}). The same sequence of calls gives
 * the same message in each protocol, as far as the protocol can carry it; the class mapper
 * ({@link io.yas.mapping.IoClassSerialiser}) and {@code yas convert} write through this type only.
 * {@link Protocol#newWriter(IoBuffer)} makes the writer of a protocol.
 *
 * <p>A message is {@link #putHeaderInfo(FieldDescription)}, its fields, then {@link #putEndMarker(String)} for the
 * root. Every value type has a by-name form and a {@link FieldDescription} form (which also carries the field's
 * metadata, written where the protocol has a place for it); arrays also take an element count (negative = the whole
 * array, otherwise clamped to its length) or N-D dimensions (outermost first, row-major elements).
 *
 * <p><b>What a protocol cannot carry</b> is refused with an {@link IllegalArgumentException} naming the field and
 * what cannot be carried, and nothing of that field stays written: CmwLight has no collections, maps, custom data or
 * (unless {@link #setWriteMetadata switched off}) metadata; JSON has no raw field payloads
 * ({@link #putFieldHeader}, {@link #putCustomData}). Each implementation documents its byte layout and errors.
 *
 * <p>Implementations are not thread-safe: one writer per thread and buffer.
 */
public interface IoSerialiser {
    /** @return the protocol this writer writes */
    Protocol protocol();

    /** @return the buffer written into */
    IoBuffer buffer();

    /** @return the number of open objects, the root included */
    int depth();

    /** @return {@code true} if field metadata (unit, quantity, description, modifier) is written */
    boolean isWriteMetadata();

    /**
     * Switches field metadata on or off; off saves bytes and time. On by default where the protocol carries it
     * (YaS); CmwLight refuses metadata while it is on; JSON never writes it.
     *
     * @return this writer
     */
    IoSerialiser setWriteMetadata(boolean enabled);

    /** Starts a message with the root object named {@value YasWriter#DEFAULT_ROOT_START}. */
    IoSerialiser putHeaderInfo();

    /** Starts a message: the protocol header (if any) and the root object described by {@code root}. */
    IoSerialiser putHeaderInfo(FieldDescription root);

    /** Opens a nested object named {@code name}. */
    IoSerialiser putStartMarker(String name);

    /** Opens a nested object named and described by {@code fd}. */
    IoSerialiser putStartMarker(FieldDescription fd);

    /**
     * Closes the innermost open object; closing the root ends the message.
     *
     * @throws IllegalStateException if no object is open
     */
    IoSerialiser putEndMarker(String name);

    /** As {@link #putEndMarker(String)}, with the description of the object being closed. */
    IoSerialiser putEndMarker(FieldDescription fd);

    /** Writes a boolean field. */
    IoSerialiser put(String name, boolean value);

    /** Writes a boolean field with its description. */
    IoSerialiser put(FieldDescription fd, boolean value);

    /** Writes a byte field. */
    IoSerialiser put(String name, byte value);

    /** Writes a byte field with its description. */
    IoSerialiser put(FieldDescription fd, byte value);

    /** Writes a short field. */
    IoSerialiser put(String name, short value);

    /** Writes a short field with its description. */
    IoSerialiser put(FieldDescription fd, short value);

    /** Writes a int field. */
    IoSerialiser put(String name, int value);

    /** Writes a int field with its description. */
    IoSerialiser put(FieldDescription fd, int value);

    /** Writes a long field. */
    IoSerialiser put(String name, long value);

    /** Writes a long field with its description. */
    IoSerialiser put(FieldDescription fd, long value);

    /** Writes a float field. */
    IoSerialiser put(String name, float value);

    /** Writes a float field with its description. */
    IoSerialiser put(FieldDescription fd, float value);

    /** Writes a double field. */
    IoSerialiser put(String name, double value);

    /** Writes a double field with its description. */
    IoSerialiser put(FieldDescription fd, double value);

    /** Writes a char field. */
    IoSerialiser put(String name, char value);

    /** Writes a char field with its description. */
    IoSerialiser put(FieldDescription fd, char value);

    /** Writes a String field. */
    IoSerialiser put(String name, String value);

    /** Writes a String field with its description. */
    IoSerialiser put(FieldDescription fd, String value);

    /** Writes a 1-D boolean[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, boolean[] values);

    /** As {@link #put(String, boolean[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, boolean[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, boolean[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, boolean[] values, int[] dims);

    /** Writes a 1-D byte[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, byte[] values);

    /** As {@link #put(String, byte[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, byte[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, byte[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, byte[] values, int[] dims);

    /** Writes a 1-D short[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, short[] values);

    /** As {@link #put(String, short[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, short[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, short[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, short[] values, int[] dims);

    /** Writes a 1-D int[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, int[] values);

    /** As {@link #put(String, int[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, int[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, int[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, int[] values, int[] dims);

    /** Writes a 1-D long[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, long[] values);

    /** As {@link #put(String, long[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, long[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, long[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, long[] values, int[] dims);

    /** Writes a 1-D float[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, float[] values);

    /** As {@link #put(String, float[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, float[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, float[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, float[] values, int[] dims);

    /** Writes a 1-D double[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, double[] values);

    /** As {@link #put(String, double[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, double[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, double[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, double[] values, int[] dims);

    /** Writes a 1-D char[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, char[] values);

    /** As {@link #put(String, char[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, char[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, char[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, char[] values, int[] dims);

    /** Writes a 1-D String[] field, the whole array ({@code null} as an empty array, or {@code null} in JSON). */
    IoSerialiser put(String name, String[] values);

    /** As {@link #put(String, String[])}, with the field's description. */
    IoSerialiser put(FieldDescription fd, String[] values);

    /** Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array. */
    IoSerialiser put(FieldDescription fd, String[] values, int elementCount);

    /** Writes an N-D array: {@code dims} outermost first, {@code values} in row-major order. */
    IoSerialiser put(FieldDescription fd, String[] values, int[] dims);

    /**
     * Writes a collection of boxed primitives or strings.
     *
     * @param elementType a primitive, its box, or {@code String}
     */
    IoSerialiser put(String name, Collection<?> values, Class<?> elementType);

    /** As {@link #put(String, Collection, Class)}, with the field's description. */
    IoSerialiser put(FieldDescription fd, Collection<?> values, Class<?> elementType);

    /**
     * As {@link #put(FieldDescription, Collection, Class)}, with the header type given (class mapping takes it from
     * the declared field type).
     *
     * @param headerType COLLECTION, LIST, QUEUE or SET
     */
    IoSerialiser put(FieldDescription fd, DataType headerType, Collection<?> values, Class<?> elementType);

    /** Writes a map of boxed primitives or strings, in iteration order. */
    IoSerialiser put(String name, Map<?, ?> values, Class<?> keyType, Class<?> valueType);

    /** As {@link #put(String, Map, Class, Class)}, with the field's description. */
    IoSerialiser put(FieldDescription fd, Map<?, ?> values, Class<?> keyType, Class<?> valueType);

    /** Writes an enum constant (YaS: its type and name; CmwLight: its ordinal; JSON: its name). */
    IoSerialiser put(String name, Enum<?> value);

    /** As {@link #put(String, Enum)}, with the field's description. */
    IoSerialiser put(FieldDescription fd, Enum<?> value);

    /**
     * Writes an enum constant as read from the wire, without its class (for writing a field tree, {@link TreeWriter}):
     * YaS writes the bytes {@link #put(FieldDescription, Enum)} gives for that constant (the value's simple type name,
     * type name, constants text, constant name and ordinal, as recorded); CmwLight its ordinal, as an INT; JSON its
     * name. A {@code null} value is refused as for {@link #put(FieldDescription, Enum)} (YaS, CmwLight:
     * {@link NullPointerException}) or written as {@code null} (JSON).
     */
    IoSerialiser putEnum(FieldDescription fd, EnumValue value);

    /**
     * Writes custom data: the type names, then the bytes {@code body} writes at the buffer's position (YaS only).
     *
     * @param typeName          recorded on the wire; never used to instantiate anything
     * @param secondaryTypeName first generic type name, or {@code null}
     */
    IoSerialiser putCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body);

    /**
     * Starts a collection whose elements are nested objects: write exactly {@code values.size()} objects, each as
     * {@code putStartMarker("")}, its fields, {@code putEndMarker("")}, then close the field with
     * {@link #updateDataEndMarker(int)}. YaS frames it as the reference frames custom elements; JSON writes an
     * array of objects.
     *
     * @param headerType      COLLECTION, LIST, QUEUE or SET
     * @param elementTypeName recorded for readers (YaS); never used to instantiate anything
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    int putObjectCollectionHeader(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName);

    /**
     * Starts a map with primitive, string or enum-name keys and nested-object values: write exactly one object per
     * key, in the keys' iteration order, as for {@link #putObjectCollectionHeader}, then close the field with
     * {@link #updateDataEndMarker(int)}. JSON writes an object whose members are named by the keys' text.
     *
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    int putObjectMapHeader(FieldDescription fd, Collection<?> keys, Class<?> keyType, String valueTypeName);

    /**
     * Writes a field header whose payload the caller then writes through {@link #buffer()} (YaS only; the framing
     * of custom {@code FieldSerialiser}s that write raw bytes); close it with {@link #updateDataEndMarker(int)}.
     *
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    int putFieldHeader(FieldDescription fd, DataType type);

    /**
     * Closes the field opened by {@link #putFieldHeader}, {@link #putObjectCollectionHeader} or
     * {@link #putObjectMapHeader}.
     *
     * @param handle what the opening call returned
     */
    IoSerialiser updateDataEndMarker(int handle);
}
