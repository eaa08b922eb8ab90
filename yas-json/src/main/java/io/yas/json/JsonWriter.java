package io.yas.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.ArrayList;
import java.util.Map;
import java.util.function.Consumer;
import java.util.Objects;

/**
 * Writes JSON messages field by field into an {@link IoBuffer}, UTF-8, with the method families of
 * {@link io.yas.wire.YasWriter}: the same sequence of calls gives either protocol (spec README, "JSON";
 * reference-opencmw-java §4.1). jackson-core's streaming generator does the writing.
 * <pre>{@code
 * JsonWriter w = new JsonWriter(IoBuffer.allocate(1024));
 * w.putHeaderInfo();                                 // {
 * w.put("energy", 450.0);                            //   "energy": 450.0,
 * w.put("samples", new double[] {1, 2});             //   "samples": [1.0, 2.0]
 * w.putEndMarker("OBJ_ROOT_END");                    // }   the root is closed: the text is in the buffer
 * }</pre>
 *
 * <p><b>Values</b> (always RFC 8259 JSON, unlike the reference): booleans; byte, short, int and long as integers;
 * {@code char} as its code, an integer 0..65535 (JSON has no one-byte limit, so no char is refused); float and
 * double as the shortest decimal that reads back to the same bits ({@code 0.1}, {@code 1.0E-5}, {@code -0.0}), NaN
 * and the infinities as the strings {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}; strings escaped (quote,
 * backslash, control characters; characters beyond U+FFFF and unpaired surrogates as &#92;uXXXX escapes of their
 * UTF-16 code units, which read back as the same string; other characters as UTF-8); enums as their
 * {@code name()}; every {@code null} reference (string, array, collection, map, enum, element, map value) as
 * {@code null}.
 *
 * <p><b>Containers:</b> arrays are JSON arrays of their first {@code elementCount} elements (negative = all,
 * otherwise clamped to the length); with dimensions they are nested, outermost first ({@code dims {2, 3}} gives
 * {@code [[1, 2, 3], [4, 5, 6]]}), and the array must hold the product of the dimensions. Collections are arrays;
 * maps are objects whose member names are the keys' text ({@code String.valueOf(key)}); start and end markers open
 * and close nested objects. Field names are escaped like strings and otherwise not checked. Field metadata and the
 * root's name are not written: JSON has no place for them.
 *
 * <p><b>Layout:</b> pretty by default, as the reference: two-space indentation, one {@code "name": value} per line,
 * arrays and maps on one line ({@code [1, 2, 3]}, {@code {"a": 1}}), a line feed after the root. Compact
 * ({@link #setCompact}) writes no whitespace at all.
 *
 * <p><b>Buffer:</b> the text reaches the buffer, at its position, at every {@code putEndMarker} (as in the
 * reference); in between the generator holds it. The buffer grows as needed.
 *
 * <p><b>Errors</b> are programmer errors: {@link IllegalArgumentException} for an unsupported element type, an
 * element of the wrong class, a negative dimension, no dimensions, or fewer array elements than the dimensions
 * need — then nothing of the failing field is written; {@link IllegalStateException} for a field or marker outside
 * an open message, or a {@code putHeaderInfo} inside one.
 *
 * <p>Not thread-safe; reusable for further messages once the root is closed (after {@link IoBuffer#clear()}, or
 * to append the next message after the last).
 */
public final class JsonWriter implements IoSerialiser {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER) // shortest round-trip text, on JDK 17 too
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private final IoBuffer buffer;
    private final IoBufferSink sink;
    private boolean compact;
    /** The generator of the open message, {@code null} between messages. */
    private JsonGenerator generator;
    private ReferenceLayout layout;
    private int depth;
    /**
     * Open fields of nested-object elements ({@link #putObjectCollectionHeader}, {@link #putObjectMapHeader}),
     * innermost last: the depth they were opened at, and for maps the keys still to name elements with.
     */
    private final ArrayDeque<ObjectElements> elements = new ArrayDeque<>();

    private record ObjectElements(int depth, Iterator<?> keys) {
    }

    /** A pretty-printing writer into {@code buffer} at its position. */
    public JsonWriter(IoBuffer buffer) {
        this(buffer, false);
    }

    /**
     * @param buffer  the buffer to write into at its position; it grows as needed
     * @param compact {@code true} for no whitespace, {@code false} for the reference's pretty layout
     */
    public JsonWriter(IoBuffer buffer, boolean compact) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
        this.sink = new IoBufferSink(buffer);
        this.compact = compact;
    }

    /** @return {@link Protocol#JSON} */
    @Override
    public Protocol protocol() {
        return Protocol.JSON;
    }

    /** @return {@code false}: JSON has no place for field metadata */
    @Override
    public boolean isWriteMetadata() {
        return false;
    }

    /** Has no effect: JSON has no place for field metadata, which is never written. */
    @Override
    public JsonWriter setWriteMetadata(boolean enabled) {
        return this;
    }

    /** @return the buffer written into */
    @Override
    public IoBuffer buffer() {
        return buffer;
    }

    /** @return {@code true} if messages are written without whitespace */
    public boolean isCompact() {
        return compact;
    }

    /**
     * Chooses compact (no whitespace) or pretty output; applies from the next {@link #putHeaderInfo()}.
     *
     * @return this writer
     */
    public JsonWriter setCompact(boolean enabled) {
        this.compact = enabled;
        return this;
    }

    /** @return the number of open objects, the root included */
    public int depth() {
        return depth;
    }

    // ----------------------------------------------------------------------------------------- header & markers

    /**
     * Starts a message: opens the root object. Nothing reaches the buffer before the first end marker.
     *
     * @throws IllegalStateException if a message is open
     */
    public JsonWriter putHeaderInfo() {
        if (generator != null) {
            throw new IllegalStateException("putHeaderInfo() inside an open message (depth " + depth + ")");
        }
        try {
            elements.clear();
            generator = FACTORY.createGenerator(sink);
            if (!compact) {
                layout = new ReferenceLayout();
                generator.setPrettyPrinter(layout);
            }
            generator.writeStartObject();
        } catch (IOException e) {
            throw unexpected(e);
        }
        depth = 1;
        return this;
    }

    /** As {@link #putHeaderInfo()}: the root's name (the class name, in class mapping) is not written. */
    public JsonWriter putHeaderInfo(FieldDescription root) {
        return putHeaderInfo();
    }

    /**
     * Opens a nested object: {@code "name": {}}; as an element of {@link #putObjectCollectionHeader} an unnamed
     * object in the array, of {@link #putObjectMapHeader} a member named by the next key.
     */
    public JsonWriter putStartMarker(String name) {
        try {
            ObjectElements open = elements.peekLast();
            if (open == null || open.depth() != depth) {
                member(name).writeStartObject();
            } else if (open.keys() == null) {
                generator.writeStartObject();
            } else if (open.keys().hasNext()) {
                generator.writeFieldName(String.valueOf(open.keys().next()));
                generator.writeStartObject();
            } else {
                throw new IllegalStateException("putStartMarker('" + name + "'): more element objects than map keys");
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
        depth++;
        return this;
    }

    /** Opens a nested object named {@code fd.name()}; metadata is not written. */
    public JsonWriter putStartMarker(FieldDescription fd) {
        return putStartMarker(fd.name());
    }

    /**
     * Closes the innermost open object ({@code name} is not written) and moves the text so far into the buffer.
     * Closing the root ends the message; pretty output then ends with a line feed.
     *
     * @throws IllegalStateException if no object is open
     */
    public JsonWriter putEndMarker(String name) {
        if (generator == null) {
            throw new IllegalStateException("putEndMarker('" + name + "') without an open start marker");
        }
        try {
            generator.writeEndObject();
            if (--depth > 0) {
                generator.flush();
                return this;
            }
            if (!compact) {
                generator.writeRaw('\n');
            }
            generator.close();
        } catch (IOException e) {
            throw unexpected(e);
        } finally {
            if (depth == 0) {
                generator = null;
                layout = null;
            }
        }
        return this;
    }

    /** As {@link #putEndMarker(String)}. */
    public JsonWriter putEndMarker(FieldDescription fd) {
        return putEndMarker(fd.name());
    }

    // ------------------------------------------------------------------------------------------------ scalars

    public JsonWriter put(String name, boolean value) {
        try {
            member(name).writeBoolean(value);
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    public JsonWriter put(FieldDescription fd, boolean value) {
        return put(fd.name(), value);
    }

    public JsonWriter put(String name, byte value) {
        return putInteger(name, value);
    }

    public JsonWriter put(FieldDescription fd, byte value) {
        return putInteger(fd.name(), value);
    }

    public JsonWriter put(String name, short value) {
        return putInteger(name, value);
    }

    public JsonWriter put(FieldDescription fd, short value) {
        return putInteger(fd.name(), value);
    }

    public JsonWriter put(String name, int value) {
        return putInteger(name, value);
    }

    public JsonWriter put(FieldDescription fd, int value) {
        return putInteger(fd.name(), value);
    }

    public JsonWriter put(String name, long value) {
        return putInteger(name, value);
    }

    public JsonWriter put(FieldDescription fd, long value) {
        return putInteger(fd.name(), value);
    }

    /** Writes the char's code, 0..65535. */
    public JsonWriter put(String name, char value) {
        return putInteger(name, value);
    }

    /** Writes the char's code, 0..65535. */
    public JsonWriter put(FieldDescription fd, char value) {
        return putInteger(fd.name(), value);
    }

    private JsonWriter putInteger(String name, long value) {
        try {
            member(name).writeNumber(value);
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    /** Writes the shortest decimal that reads back as this float, or "NaN", "Infinity", "-Infinity". */
    public JsonWriter put(String name, float value) {
        try {
            writeFloat(member(name), value);
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    /** As {@link #put(String, float)}. */
    public JsonWriter put(FieldDescription fd, float value) {
        return put(fd.name(), value);
    }

    /** Writes the shortest decimal that reads back as this double, or "NaN", "Infinity", "-Infinity". */
    public JsonWriter put(String name, double value) {
        try {
            writeDouble(member(name), value);
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    /** As {@link #put(String, double)}. */
    public JsonWriter put(FieldDescription fd, double value) {
        return put(fd.name(), value);
    }

    /** Writes an escaped string; {@code null} is written as {@code null}. */
    public JsonWriter put(String name, String value) {
        try {
            member(name).writeString(value);
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    /** As {@link #put(String, String)}. */
    public JsonWriter put(FieldDescription fd, String value) {
        return put(fd.name(), value);
    }

    // ------------------------------------------------------------------------------------------------- arrays

    public JsonWriter put(String name, boolean[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, boolean[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, boolean[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, boolean[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    public JsonWriter put(String name, byte[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, byte[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, byte[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, byte[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    public JsonWriter put(String name, short[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, short[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, short[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, short[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    public JsonWriter put(String name, int[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, int[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, int[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, int[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    public JsonWriter put(String name, long[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, long[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, long[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, long[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    public JsonWriter put(String name, float[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, float[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, float[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, float[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    public JsonWriter put(String name, double[] values) {
        return putArray(name, values, -1, null);
    }

    public JsonWriter put(FieldDescription fd, double[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, double[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, double[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    /** Writes the chars' codes. */
    public JsonWriter put(String name, char[] values) {
        return putArray(name, values, -1, null);
    }

    /** Writes the chars' codes. */
    public JsonWriter put(FieldDescription fd, char[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, char[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, char[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    /** Writes an array of escaped strings; {@code null} elements are written as {@code null}. */
    public JsonWriter put(String name, String[] values) {
        return putArray(name, values, -1, null);
    }

    /** As {@link #put(String, String[])}. */
    public JsonWriter put(FieldDescription fd, String[] values) {
        return putArray(fd.name(), values, -1, null);
    }

    /** @param elementCount elements to write: negative for all, otherwise clamped to the array length */
    public JsonWriter put(FieldDescription fd, String[] values, int elementCount) {
        return putArray(fd.name(), values, elementCount, null);
    }

    /** @param dims dimensions, outermost first; the array holds the elements row-major */
    public JsonWriter put(FieldDescription fd, String[] values, int[] dims) {
        return putArray(fd.name(), values, -1, dims);
    }

    /** Writes a primitive or String array: flat (first {@code count} elements) or nested by {@code dims}. */
    private JsonWriter putArray(String name, Object values, int count, int[] dims) {
        int length = values == null ? 0 : Array.getLength(values);
        if (dims != null && values != null) {
            checkDims(name, dims, length);
        }
        try {
            JsonGenerator g = member(name);
            if (values == null) {
                g.writeNull();
            } else if (dims == null) {
                g.writeStartArray();
                writeRun(g, values, 0, count < 0 ? length : Math.min(count, length));
                g.writeEndArray();
            } else {
                writeNested(g, values, dims, 0, 0);
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    private static void checkDims(String name, int[] dims, int length) {
        if (dims.length == 0) {
            throw new IllegalArgumentException("field '" + name + "': no dimensions (an array needs at least one)");
        }
        long product = 1;
        for (int d : dims) {
            if (d < 0) {
                throw new IllegalArgumentException("field '" + name + "': negative dimension in "
                        + Arrays.toString(dims));
            }
            product = Math.min(product * d, Integer.MAX_VALUE + 1L);
        }
        if (product > length) {
            throw new IllegalArgumentException("field '" + name + "': dimensions " + Arrays.toString(dims)
                    + " need " + product + " elements, the array has " + length);
        }
    }

    /**
     * Writes the nested arrays of dimensions {@code dims[level..]} whose first element is {@code values[from]}.
     *
     * @return the index of the element after them
     */
    private static int writeNested(JsonGenerator g, Object values, int[] dims, int level, int from)
            throws IOException {
        g.writeStartArray();
        int next = from;
        if (level == dims.length - 1) {
            writeRun(g, values, next, dims[level]);
            next += dims[level];
        } else {
            for (int i = 0; i < dims[level]; i++) {
                next = writeNested(g, values, dims, level + 1, next);
            }
        }
        g.writeEndArray();
        return next;
    }

    /** Writes {@code elementCount} elements of a primitive or String array from index {@code from}. */
    private static void writeRun(JsonGenerator g, Object values, int from, int elementCount) throws IOException {
        int end = from + elementCount;
        if (values instanceof double[] v) {
            for (int i = from; i < end; i++) {
                writeDouble(g, v[i]);
            }
        } else if (values instanceof int[] v) {
            for (int i = from; i < end; i++) {
                g.writeNumber(v[i]);
            }
        } else if (values instanceof long[] v) {
            for (int i = from; i < end; i++) {
                g.writeNumber(v[i]);
            }
        } else if (values instanceof float[] v) {
            for (int i = from; i < end; i++) {
                writeFloat(g, v[i]);
            }
        } else if (values instanceof boolean[] v) {
            for (int i = from; i < end; i++) {
                g.writeBoolean(v[i]);
            }
        } else if (values instanceof byte[] v) {
            for (int i = from; i < end; i++) {
                g.writeNumber(v[i]);
            }
        } else if (values instanceof short[] v) {
            for (int i = from; i < end; i++) {
                g.writeNumber(v[i]);
            }
        } else if (values instanceof char[] v) {
            for (int i = from; i < end; i++) {
                g.writeNumber(v[i]);
            }
        } else {
            String[] v = (String[]) values;
            for (int i = from; i < end; i++) {
                g.writeString(v[i]);
            }
        }
    }

    // --------------------------------------------------------------------------- collections, maps, enums

    /**
     * Writes a collection of boxed primitives or strings as a JSON array, in iteration order.
     *
     * @param elementType the element class: a primitive, its box, or {@code String}; it decides how elements are
     *                    written (a {@code Character} as its code; with {@code String}, any element as its
     *                    {@code toString()})
     * @throws IllegalArgumentException if {@code elementType} is not supported or a non-null element is not an
     *                                  instance of it
     */
    public JsonWriter put(String name, Collection<?> values, Class<?> elementType) {
        DataType type = elementTypeOf(name, elementType);
        if (values != null) {
            checkElements(name, type, values);
        }
        try {
            JsonGenerator g = member(name);
            if (values == null) {
                g.writeNull();
                return this;
            }
            g.writeStartArray();
            for (Object v : values) {
                writeElement(g, type, v);
            }
            g.writeEndArray();
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    /** As {@link #put(String, Collection, Class)}. */
    public JsonWriter put(FieldDescription fd, Collection<?> values, Class<?> elementType) {
        return put(fd.name(), values, elementType);
    }

    /**
     * As {@link #put(String, Collection, Class)}: JSON has no container type, so {@code headerType} is only
     * checked.
     *
     * @param headerType COLLECTION, LIST, QUEUE or SET
     */
    public JsonWriter put(FieldDescription fd, DataType headerType, Collection<?> values, Class<?> elementType) {
        if (!headerType.isCollection()) {
            throw new IllegalArgumentException("field '" + fd.name() + "': " + headerType
                    + " is not a collection type");
        }
        return put(fd.name(), values, elementType);
    }

    /**
     * Writes a map of boxed primitives or strings as a JSON object on one line, in iteration order: each member's
     * name is {@code String.valueOf(key)}, its value written as a collection element.
     *
     * @throws IllegalArgumentException as for collections, for a key or value
     */
    public JsonWriter put(String name, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        DataType key = elementTypeOf(name, keyType);
        DataType value = elementTypeOf(name, valueType);
        if (values != null) {
            checkElements(name, key, values.keySet());
            checkElements(name, value, values.values());
        }
        try {
            JsonGenerator g = member(name);
            if (values == null) {
                g.writeNull();
                return this;
            }
            inline(true);
            g.writeStartObject();
            for (Map.Entry<?, ?> e : values.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                writeElement(g, value, e.getValue());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw unexpected(e);
        } finally {
            inline(false);
        }
        return this;
    }

    /** As {@link #put(String, Map, Class, Class)}. */
    public JsonWriter put(FieldDescription fd, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        return put(fd.name(), values, keyType, valueType);
    }

    /** Writes the constant's {@code name()} as a string; {@code null} as {@code null}. */
    public JsonWriter put(String name, Enum<?> value) {
        return put(name, value == null ? null : value.name());
    }

    /** As {@link #put(String, Enum)}. */
    public JsonWriter put(FieldDescription fd, Enum<?> value) {
        return put(fd.name(), value);
    }

    /** Writes the name of an enum constant described as read from the wire; {@code null} as {@code null}. */
    @Override
    public JsonWriter putEnum(FieldDescription fd, EnumValue value) {
        return put(fd.name(), value == null ? null : value.name());
    }

    // ------------------------------------------------------------------------ nested-object elements, raw data

    /**
     * Opens a JSON array for a collection of nested objects: then write each element as {@code putStartMarker("")},
     * its fields, {@code putEndMarker("")}, and close the array with {@link #updateDataEndMarker(int)}.
     *
     * @param headerType      COLLECTION, LIST, QUEUE or SET (only checked: JSON has no container type)
     * @param elementTypeName not written
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    @Override
    public int putObjectCollectionHeader(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        if (!headerType.isCollection()) {
            throw new IllegalArgumentException("field '" + fd.name() + "': " + headerType
                    + " is not a collection type");
        }
        try {
            member(fd.name()).writeStartArray();
        } catch (IOException e) {
            throw unexpected(e);
        }
        elements.addLast(new ObjectElements(depth, null));
        return elements.size();
    }

    /**
     * Opens a JSON object for a map of nested objects: each element object written next becomes the member named by
     * the next key's text ({@code String.valueOf(key)}); close it with {@link #updateDataEndMarker(int)}.
     *
     * @param keyType       checked as for {@link #put(String, Map, Class, Class)}
     * @param valueTypeName not written
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    @Override
    public int putObjectMapHeader(FieldDescription fd, Collection<?> keys, Class<?> keyType, String valueTypeName) {
        checkElements(fd.name(), elementTypeOf(fd.name(), keyType), keys);
        try {
            member(fd.name()).writeStartObject();
        } catch (IOException e) {
            throw unexpected(e);
        }
        elements.addLast(new ObjectElements(depth, new ArrayList<>(keys).iterator()));
        return elements.size();
    }

    /**
     * Closes the array or object opened by {@link #putObjectCollectionHeader} or {@link #putObjectMapHeader}.
     *
     * @throws IllegalStateException if {@code handle} is not the innermost open one
     */
    @Override
    public JsonWriter updateDataEndMarker(int handle) {
        ObjectElements open = elements.peekLast();
        if (open == null || handle != elements.size() || open.depth() != depth) {
            throw new IllegalStateException("updateDataEndMarker(" + handle + ") does not close the innermost "
                    + "open collection or map of objects");
        }
        elements.removeLast();
        try {
            if (open.keys() == null) {
                generator.writeEndArray();
            } else {
                generator.writeEndObject();
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
        return this;
    }

    /** @throws IllegalArgumentException always: JSON has no raw field payloads */
    @Override
    public int putFieldHeader(FieldDescription fd, DataType type) {
        throw new IllegalArgumentException("field '" + fd.name() + "': JSON cannot carry a raw " + type
                + " payload (custom data); write the value with the typed put methods");
    }

    /** @throws IllegalArgumentException always: JSON has no raw field payloads */
    @Override
    public JsonWriter putCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body) {
        throw new IllegalArgumentException("field '" + fd.name() + "': JSON cannot carry custom data (" + typeName
                + ")");
    }

    // --------------------------------------------------------------------------------------------- internals

    /** Writes the member name of the next value into the open object and returns the generator. */
    private JsonGenerator member(String name) throws IOException {
        if (generator == null) {
            throw new IllegalStateException("field '" + name + "' outside a message: call putHeaderInfo() first");
        }
        generator.writeFieldName(name);
        return generator;
    }

    private void inline(boolean enabled) {
        if (layout != null) {
            layout.inline(enabled);
        }
    }

    private static void writeFloat(JsonGenerator g, float value) throws IOException {
        if (Float.isFinite(value)) {
            g.writeNumber(value);
        } else {
            g.writeString(Float.toString(value));
        }
    }

    private static void writeDouble(JsonGenerator g, double value) throws IOException {
        if (Double.isFinite(value)) {
            g.writeNumber(value);
        } else {
            g.writeString(Double.toString(value));
        }
    }

    /** Writes one collection element or map value of the given element type; {@code null} as {@code null}. */
    private static void writeElement(JsonGenerator g, DataType type, Object v) throws IOException {
        if (v == null) {
            g.writeNull();
            return;
        }
        switch (type) {
            case BOOL -> g.writeBoolean((Boolean) v);
            case BYTE, SHORT, INT, LONG -> g.writeNumber(((Number) v).longValue());
            case FLOAT -> writeFloat(g, (Float) v);
            case DOUBLE -> writeDouble(g, (Double) v);
            case CHAR -> g.writeNumber((Character) v);
            default -> g.writeString(v.toString());
        }
    }

    private static DataType elementTypeOf(String name, Class<?> type) {
        DataType t = type == null ? null : DataType.ofElementClass(type);
        if (t == null) {
            throw new IllegalArgumentException("field '" + name + "': element type " + type
                    + " is not a primitive, a boxed primitive or String");
        }
        return t;
    }

    /** Refuses a non-null element that is not of the element type's box (any object is accepted as a STRING). */
    private static void checkElements(String name, DataType type, Collection<?> values) {
        Class<?> box = type == DataType.STRING ? Object.class : type.elementClass();
        int index = 0;
        for (Object v : values) {
            if (v != null && !box.isInstance(v)) {
                throw new IllegalArgumentException("field '" + name + "': element " + index + " is a "
                        + v.getClass().getName() + ", expected " + box.getName());
            }
            index++;
        }
    }

    private static UncheckedIOException unexpected(IOException e) {
        // the sink never throws and this class never misuses the generator: a jackson bug if it happens
        return new UncheckedIOException("JSON generator failed: " + e.getMessage(), e);
    }
}
