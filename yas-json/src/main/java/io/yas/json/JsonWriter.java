package io.yas.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.io.SerializedString;
import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldRun;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Map;

/**
 * Writes JSON messages field by field into an {@link IoBuffer}, UTF-8; the methods and their contract are those of
 * {@link IoSerialiser}, the text layout is docs/spec-json.md. jackson-core's streaming generator does the writing, but
 * for a whole message of primitives begun with {@link #putMessage} in compact layout, whose text this class makes
 * itself, the same bytes (docs/spec-json.md §4.3).
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
 * {@code name()}; a {@code null} string, array, collection, map, enum or string-array element as {@code null}.
 *
 * <p><b>Containers:</b> arrays are JSON arrays; with dimensions they are nested, outermost first ({@code dims
 * {2, 3}} gives {@code [[1, 2, 3], [4, 5, 6]]}). Collections are arrays; maps are objects whose member names are the
 * keys' text ({@code String.valueOf(key)}); start and end markers open and close nested objects. Field names and
 * map keys are any Unicode text, escaped like strings; one with an unpaired surrogate is refused with an
 * {@link IllegalArgumentException} naming the field, before anything of its member is written (docs/spec-json.md
 * §1.3: jackson-core refuses to read such a name). Field metadata and the root's name are not written: JSON has no
 * place for them.
 *
 * <p><b>Layout:</b> pretty by default, as the reference: two-space indentation, one {@code "name": value} per line,
 * arrays and maps on one line ({@code [1, 2, 3]}, {@code {"a": 1}}), a line feed after the root. Compact
 * ({@link #setCompact}) writes no whitespace at all.
 *
 * <p><b>Buffer:</b> the text reaches the buffer, at its position, at every {@code putEndMarker} (as in the
 * reference); in between the generator holds it. The buffer grows as needed.
 *
 * <p>Not thread-safe; reusable for further messages once the root is closed (after {@link IoBuffer#clear()}, or
 * to append the next message after the last).
 */
public final class JsonWriter extends IoSerialiser {
    /** Room for {@link #realText}: 24 chars at most ({@code -2.2250738585072014E-308}), with some to spare. */
    static final int REAL_TEXT = 32;
    private static final JsonFactory FACTORY = new JsonFactoryBuilder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER) // shortest round-trip text, on JDK 17 too
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .rootValueSeparator((String) null) // a reused generator writes message after message, nothing between
            .build();

    private final IoBufferSink sink;
    private boolean compact;
    /** The generator of the open message, {@code null} between messages. */
    private JsonGenerator generator;
    /**
     * The compact generator of the last message, which it ended (flushed, not closed): the next compact message is
     * written with it, as jackson writes root values one after another, instead of with a new generator and buffers.
     */
    private JsonGenerator spare;
    private ReferenceLayout layout;
    /** Open fields of nested-object elements ({@link #putObjectCollectionHeader}, {@link #putObjectMapHeader}). */
    private final OpenElements elements = new OpenElements();

    /**
     * Field names encoded once; a name whose text the two encoders could escape differently (control characters,
     * quote, backslash, surrogates) is not kept.
     */
    private final EncodedNames names = new EncodedNames();
    /** The text of a float or double ({@link #realText}). */
    private final char[] digits = new char[REAL_TEXT];
    /** The whole-message writers of the classes of primitives written ({@link #putMessage}), by run. */
    private final RunCache<PrimitiveText> texts = new RunCache<>(PrimitiveText::new);
    /** The message {@link #putMessage} began, its values awaited; {@code null} otherwise. */
    private PrimitiveText begun;

    /**
     * A pretty-printing writer into {@code buffer} at its position.
     *
     * @param buffer the buffer to write into, at its position; it grows as needed
     */
    public JsonWriter(IoBuffer buffer) {
        this(buffer, false);
    }

    /**
     * A JSON writer into {@code buffer}, compact or pretty.
     *
     * @param buffer  the buffer to write into at its position; it grows as needed
     * @param compact {@code true} for no whitespace, {@code false} for the reference's pretty layout
     */
    public JsonWriter(IoBuffer buffer, boolean compact) {
        super(buffer, Protocol.JSON);
        super.setWriteMetadata(false);
        this.sink = new IoBufferSink(buffer);
        this.compact = compact;
    }

    /** Has no effect: JSON has no place for field metadata, which is never written. */
    @Override
    public JsonWriter setWriteMetadata(boolean enabled) {
        return this;
    }

    /** {@return {@code true} if messages are written without whitespace} */
    public boolean isCompact() {
        return compact;
    }

    /**
     * Chooses compact (no whitespace) or pretty output; applies from the next {@link #putHeaderInfo()}.
     *
     * @param enabled {@code true} for compact output, {@code false} for pretty
     * @return this writer
     */
    public JsonWriter setCompact(boolean enabled) {
        this.compact = enabled;
        return this;
    }

    /** Opens the root object ({@code root} is not written). Nothing reaches the buffer before the first end marker. */
    @Override
    protected void writeHeader(FieldDescription root) {
        begun = null;
        try {
            elements.clear();
            if (compact && spare != null) {
                generator = spare;
                spare = null;
                generator.writeStartObject();
                return;
            }
            generator = FACTORY.createGenerator(sink);
            if (!compact) {
                layout = new ReferenceLayout();
                generator.setPrettyPrinter(layout);
            }
            generator.writeStartObject();
        } catch (IOException e) {
            throw unexpected(e);
        }
    }

    /**
     * Begins a whole message in compact layout where every name of {@code run} is written without an escape (its
     * text at {@link #endMessage()}, docs/spec-json.md §4.3); pretty output is written call by call.
     */
    @Override
    protected int writeMessage(FieldDescription root, FieldRun run) {
        PrimitiveText text = compact ? texts.get(run) : null;
        if (text == null || !text.taken()) {
            return -1;
        }
        begun = text;
        return 0;
    }

    /** {@return the buffer of the message {@link #putMessage} began; {@link #buffer()} with none begun} */
    @Override
    public IoBuffer messageValues() {
        return begun == null ? buffer() : begun.values();
    }

    /** Writes the text of the message {@link #putMessage} began, at the buffer's position; nothing with none begun. */
    @Override
    public void endMessage() {
        PrimitiveText text = begun;
        if (text != null) {
            begun = null;
            text.write(buffer(), digits);
        }
    }

    @Override
    public JsonWriter putHeaderInfo() {
        return (JsonWriter) super.putHeaderInfo();
    }

    /**
     * {@code "name": {}}; as an element of {@link #putObjectCollectionHeader} an unnamed object in the array, of
     * {@link #putObjectMapHeader} a member named by the next key. Metadata is not written.
     */
    @Override
    protected void writeStartMarker(String name, FieldDescription fd) {
        try {
            Object key;
            if (!elements.innermostAt(depth())) {
                member(name).writeStartObject();
            } else if (!elements.innermostIsMap()) {
                generator.writeStartObject();
            } else if ((key = elements.nextKey()) != null) {
                generator.writeFieldName(String.valueOf(key)); // checked by openObjectMap
                generator.writeStartObject();
            } else {
                throw new IllegalStateException("putStartMarker('" + name + "'): more element objects than map keys");
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
    }

    /**
     * Closes the object ({@code name} is not written) and moves the text so far into the buffer. Closing the root
     * ends the message; pretty output then ends with a line feed.
     */
    @Override
    protected void writeEndMarker(String name, FieldDescription fd) {
        boolean root = depth() == 1;
        try {
            generator.writeEndObject();
            if (!root) {
                generator.flush();
                return;
            }
            if (layout == null) {
                generator.flush();
                spare = generator;
                return;
            }
            generator.writeRaw('\n');
            generator.close();
        } catch (IOException e) {
            throw unexpected(e);
        } finally {
            if (root) {
                generator = null;
                layout = null;
            }
        }
    }

    /**
     * Booleans; the integer types and a char (its code, 0..65535) as integers; float and double as the shortest
     * decimal that reads back to the same bits, or "NaN", "Infinity", "-Infinity".
     */
    @Override
    protected void writeScalar(String name, FieldDescription fd, DataType type, long bits) {
        value(name, type, bits, null);
    }

    @Override
    protected void writeString(String name, FieldDescription fd, String value) {
        value(name, DataType.STRING, 0, value);
    }

    /** The constant's {@code name()} as a string. */
    @Override
    protected void writeEnum(String name, FieldDescription fd, Enum<?> value) {
        value(name, DataType.STRING, 0, value == null ? null : value.name());
    }

    /** The name of the constant described, as a string. */
    @Override
    protected void writeEnum(FieldDescription fd, EnumValue value) {
        value(fd.name(), DataType.STRING, 0, value == null ? null : value.name());
    }

    /**
     * Writes one member: a scalar as {@link #writeScalar} takes it, or a STRING ({@code text}, {@code null} as
     * {@code null}).
     */
    private void value(String name, DataType type, long bits, String text) {
        try {
            JsonGenerator g = member(name);
            switch (type) {
                case BOOL -> g.writeBoolean(bits != 0);
                case FLOAT -> writeFloat(g, Float.intBitsToFloat((int) bits));
                case DOUBLE -> writeDouble(g, Double.longBitsToDouble(bits));
                case STRING -> g.writeString(text);
                default -> g.writeNumber(bits);
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
    }

    /** Flat, or nested by {@code dims} (outermost first). */
    @Override
    protected void writeArray(String name, FieldDescription fd, DataType type, Object values, int elementCount,
            int[] dims) {
        try {
            JsonGenerator g = member(name);
            if (values == null) {
                g.writeNull();
            } else if (dims == null) {
                writeRow(g, values, 0, elementCount);
            } else {
                writeNested(g, values, dims, 0, 0);
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
    }

    /** A JSON array; the header type is not written (JSON has no container type). */
    @Override
    protected void writeCollection(String name, FieldDescription fd, DataType headerType, DataType elementType,
            Collection<?> values) {
        try {
            JsonGenerator g = member(name);
            if (values == null) {
                g.writeNull();
                return;
            }
            g.writeStartArray();
            for (Object v : values) {
                writeElement(g, elementType, v);
            }
            g.writeEndArray();
        } catch (IOException e) {
            throw unexpected(e);
        }
    }

    /** A JSON object on one line: each member's name is {@code String.valueOf(key)}, its value as an element. */
    @Override
    protected void writeMap(String name, FieldDescription fd, DataType keyType, DataType valueType,
            Map<?, ?> values) {
        if (values != null) {
            checkKeys(name, keyType, values.keySet()); // before anything of the member is written
        }
        try {
            JsonGenerator g = member(name);
            if (values == null) {
                g.writeNull();
                return;
            }
            inline(true);
            g.writeStartObject();
            for (Map.Entry<?, ?> e : values.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                writeElement(g, valueType, e.getValue());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw unexpected(e);
        } finally {
            inline(false);
        }
    }

    /** Opens a JSON array of objects; the element type name is not written. */
    @Override
    protected int openObjectCollection(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        return openElements(fd.name(), null);
    }

    /** Opens a JSON object whose members are named by the keys' text; the value type name is not written. */
    @Override
    protected int openObjectMap(FieldDescription fd, Collection<?> keys, DataType keyType, String valueTypeName) {
        checkKeys(fd.name(), keyType, keys); // before anything of the member is written
        return openElements(fd.name(), keys);
    }

    private int openElements(String name, Collection<?> keys) {
        try {
            JsonGenerator g = member(name);
            if (keys == null) {
                g.writeStartArray();
            } else {
                g.writeStartObject();
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
        return elements.open(depth(), keys);
    }

    /** @throws IllegalStateException if {@code handle} is not the innermost open collection or map of objects */
    @Override
    protected void closeField(int handle) {
        if (handle != elements.size() || !elements.innermostAt(depth())) {
            throw new IllegalStateException("updateDataEndMarker(" + handle + ") does not close the innermost "
                    + "open collection or map of objects");
        }
        boolean map = elements.innermostIsMap();
        elements.close();
        try {
            if (!map) {
                generator.writeEndArray();
            } else {
                generator.writeEndObject();
            }
        } catch (IOException e) {
            throw unexpected(e);
        }
    }

    // --------------------------------------------------------------------------------------------- internals

    /** Writes the member name of the next value into the open object and returns the generator. */
    private JsonGenerator member(String name) throws IOException {
        if (generator == null) {
            throw new IllegalStateException("field '" + name + "' outside a message: call putHeaderInfo() first");
        }
        SerializedString encoded = names.find(name);
        if (encoded == null) {
            if (!isPlain(name)) {
                generator.writeFieldName(memberName(name, name));
                return generator;
            }
            encoded = names.add(name);
        }
        generator.writeFieldName(encoded);
        return generator;
    }

    /**
     * The one rule for JSON member names (docs/spec-json.md §1.3): any Unicode text, so no unpaired surrogate, which
     * JSON can only write as an escape that jackson-core refuses in a name (RFC 8259 §8.2 leaves its meaning open).
     *
     * @param field the field whose member this is (itself, or the map whose key it is)
     * @return {@code name}
     * @throws IllegalArgumentException if {@code name} has an unpaired surrogate, naming the field
     */
    static String memberName(String field, String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isSurrogate(c)) {
                boolean paired = Character.isHighSurrogate(c) && i + 1 < name.length()
                        && Character.isLowSurrogate(name.charAt(i + 1));
                if (!paired) {
                    throw new IllegalArgumentException("field '" + field + "': member name with an unpaired surrogate "
                            + "U+" + Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT) + " at index " + i
                            + ", which jackson-core refuses to read in a name: JSON names are Unicode text");
                }
                i++;
            }
        }
        return name;
    }

    /**
     * {@link #memberName} for every key of a map of {@code field}: only string and char keys, the only ones whose text
     * can hold a surrogate.
     */
    private static void checkKeys(String field, DataType keyType, Collection<?> keys) {
        if (keyType == DataType.STRING || keyType == DataType.CHAR) {
            for (Object key : keys) {
                memberName(field, String.valueOf(key));
            }
        }
    }

    /**
     * @return {@code true} if no character of {@code name} is escaped or a surrogate: its UTF-8 bytes in quotes are
     *         the JSON string of it as written (also what {@link PrimitiveMessage} compares member names with)
     */
    static boolean isPlain(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    private void inline(boolean enabled) {
        if (layout != null) {
            layout.inline(enabled);
        }
    }

    private void writeFloat(JsonGenerator g, float value) throws IOException {
        g.writeRawValue(digits, 0, realText(value, true, digits));
    }

    private void writeDouble(JsonGenerator g, double value) throws IOException {
        g.writeRawValue(digits, 0, realText(value, false, digits));
    }

    /**
     * The one rule for the JSON text of a float ({@code single}, widened exactly) or a double: the shortest decimal
     * that reads back to the same bits, in {@code Double.toString}'s (or {@code Float.toString}'s) layout, the text
     * of jackson's fast writer — {@link ShortDecimals}'s for a short one, else {@link ShortestDecimal}'s — and for NaN
     * and the infinities (JSON has no such numbers) the string {@code "NaN"}, {@code "Infinity"} or
     * {@code "-Infinity"}, quotes included. ASCII; makes no object but for those three.
     *
     * @param out at least {@link #REAL_TEXT} chars
     * @return the number of chars written to {@code out} from index 0
     */
    static int realText(double value, boolean single, char[] out) {
        int n = single ? ShortDecimals.write((float) value, out) : ShortDecimals.write(value, out);
        if (n > 0) {
            return n;
        }
        if (Double.isFinite(value)) {
            return single ? ShortestDecimal.write((float) value, out) : ShortestDecimal.write(value, out);
        }
        String text = '"' + Double.toString(value) + '"'; // as Float.toString's
        text.getChars(0, text.length(), out, 0);
        return text.length();
    }

    /**
     * Writes the nested arrays of dimensions {@code dims[level..]} whose first element is {@code values[from]}.
     *
     * @return the index of the element after them
     */
    private int writeNested(JsonGenerator g, Object values, int[] dims, int level, int from)
            throws IOException {
        if (level == dims.length - 1) {
            writeRow(g, values, from, dims[level]);
            return from + dims[level];
        }
        g.writeStartArray();
        int next = from;
        for (int i = 0; i < dims[level]; i++) {
            next = writeNested(g, values, dims, level + 1, next);
        }
        g.writeEndArray();
        return next;
    }

    /** Writes {@code elementCount} elements of a primitive or String array from index {@code from} as one array. */
    private void writeRow(JsonGenerator g, Object values, int from, int elementCount) throws IOException {
        int to = from + elementCount;
        if (values instanceof int[] v) {
            g.writeArray(v, from, elementCount);
            return;
        } else if (values instanceof long[] v) {
            g.writeArray(v, from, elementCount);
            return;
        }
        g.writeStartArray();
        if (values instanceof double[] v) {
            for (int i = from; i < to; i++) {
                writeDouble(g, v[i]);
            }
        } else if (values instanceof float[] v) {
            for (int i = from; i < to; i++) {
                writeFloat(g, v[i]);
            }
        } else if (values instanceof boolean[] v) {
            for (int i = from; i < to; i++) {
                g.writeBoolean(v[i]);
            }
        } else if (values instanceof String[] v) {
            for (int i = from; i < to; i++) {
                g.writeString(v[i]);
            }
        } else if (values instanceof byte[] v) {
            for (int i = from; i < to; i++) {
                g.writeNumber(v[i]);
            }
        } else if (values instanceof short[] v) {
            for (int i = from; i < to; i++) {
                g.writeNumber(v[i]);
            }
        } else {
            char[] v = (char[]) values;
            for (int i = from; i < to; i++) {
                g.writeNumber(v[i]); // its code
            }
        }
        g.writeEndArray();
    }

    /** Writes one collection element or map value of the given element type, checked by the base. */
    private void writeElement(JsonGenerator g, DataType type, Object v) throws IOException {
        switch (type) {
            case BOOL -> g.writeBoolean((Boolean) v);
            case BYTE, SHORT, INT, LONG -> g.writeNumber(((Number) v).longValue());
            case FLOAT -> writeFloat(g, (Float) v);
            case DOUBLE -> writeDouble(g, (Double) v);
            case CHAR -> g.writeNumber((Character) v);
            default -> g.writeString(v.toString());
        }
    }

    private static UncheckedIOException unexpected(IOException e) {
        // the sink never throws and this class never misuses the generator: a jackson bug if it happens
        return new UncheckedIOException("JSON generator failed: " + e.getMessage(), e);
    }
}
