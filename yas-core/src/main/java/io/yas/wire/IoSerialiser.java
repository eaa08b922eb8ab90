package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.internal.ContainerChecks;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The field-level writer of a protocol: {@link YasWriter} (YaS binary), {@link CmwLightWriter} (CmwLight) and
 * {@code io.yas.json.JsonWriter} (JSON, module {@code io.yas.json}). The same sequence of calls gives the same message
 * in each protocol, as far as the protocol can carry it; the class mapper ({@link io.yas.mapping.IoClassSerialiser})
 * and {@code yas convert} write through this type only. {@link Protocol#newWriter(IoBuffer)} makes the writer of a
 * protocol. This class holds every public method, its argument checks and their wording; a protocol implements only
 * the protected primitives (its byte layout: docs/spec-yas.md, docs/spec-cmwlight.md, docs/spec-json.md).
 *
 * <p><b>A message</b> is {@link #putHeaderInfo(FieldDescription)}, its fields, then {@link #putEndMarker(String)} for
 * the root; {@link #putStartMarker(String)} and {@link #putEndMarker(String)} open and close nested objects.
 *
 * <p><b>Fields.</b> Every value type has a by-name form and a {@link FieldDescription} form, which also carries the
 * field's metadata (written where the protocol has a place for it: YaS). Arrays are written whole, or their first
 * {@code elementCount} elements (negative: all; otherwise clamped to the length), or with N-D dimensions
 * ({@code dims}, outermost first, their product the array's length, the elements row-major). A {@code null} array
 * counts as empty: YaS and CmwLight write an empty array, JSON {@code null}; a {@code null} string is {@code ""} in
 * YaS and CmwLight, {@code null} in JSON; a {@code null} enum is refused by YaS and CmwLight
 * ({@link NullPointerException}), {@code null} in JSON. Collections and maps take boxed primitives or strings
 * ({@code elementType}: a primitive class, its box, or {@code String}, which takes any object as its
 * {@code toString()}), in iteration order.
 *
 * <p><b>Refused</b> with an {@link IllegalArgumentException} whose message starts {@code field 'name': }, and nothing
 * of that field written:
 * <ul>
 * <li>dimensions that are empty, negative, or whose product differs from the array's length;</li>
 * <li>an element type that is not a primitive, a box or {@code String}; a collection element, map key or map value
 * that is {@code null} (named by its index; a map value also by its key) or not of that type;</li>
 * <li>what the protocol cannot carry: CmwLight has no collections, maps, custom data or (unless
 * {@link #setWriteMetadata switched off}) metadata; JSON has no raw field payloads ({@link #putFieldHeader},
 * {@link #putCustomData}); the binary protocols refuse a field name or a {@code char} above U+00FF (never
 * truncated), or a string that does not fit the buffer's string encoding;</li>
 * <li>a field that would take the buffer above {@link IoBuffer#MAX_CAPACITY} is refused with the buffer's
 * {@link IllegalStateException}.</li>
 * </ul>
 * An end marker with no object open, {@code putHeaderInfo} inside an open message, or (CmwLight, JSON) a field
 * outside an open message is an {@link IllegalStateException}.
 *
 * <p>Not thread-safe: one writer per thread and buffer. Reusable for further messages once the root is closed.
 *
 * <p><b>Why this class is long:</b> it is the one write API of all protocols, so it holds every public overload (a
 * by-name and a described form for each value type, each documented), their argument checks and the wording of
 * their refusals, written once rather than once per protocol; the protocols' byte layouts are in their subclasses
 * and {@code BinaryRules}.
 */
public abstract class IoSerialiser {
    private static final FieldDescription ROOT_START = FieldDescription.of(YasWriter.DEFAULT_ROOT_START);

    /** The buffer written into: {@link #buffer()}, read directly by the writers of this package. */
    final IoBuffer buffer;
    private final Protocol protocol;
    private boolean writeMetadata = true;
    private int depth;

    /**
     * A writer of {@code protocol} into {@code buffer}, metadata on.
     *
     * @param buffer   the buffer to write into at its position; it grows as needed
     * @param protocol the protocol the subclass writes
     */
    protected IoSerialiser(IoBuffer buffer, Protocol protocol) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
        this.protocol = Objects.requireNonNull(protocol, "protocol");
    }

    /** {@return the protocol this writer writes} */
    public final Protocol protocol() {
        return protocol;
    }

    /** {@return the number of open objects, the root included} */
    public final int depth() {
        return depth;
    }

    /** {@return the buffer written into} */
    public final IoBuffer buffer() {
        return buffer;
    }

    /** {@return {@code true} if field metadata (unit, quantity, description, modifier) is written} */
    public final boolean isWriteMetadata() {
        return writeMetadata;
    }

    /**
     * Switches field metadata on or off; off saves bytes and time. On by default where the protocol carries it
     * (YaS); CmwLight refuses metadata while it is on (the default); JSON never writes it.
     *
     * @param enabled {@code true} to write metadata
     * @return this writer
     */
    public IoSerialiser setWriteMetadata(boolean enabled) {
        this.writeMetadata = enabled;
        return this;
    }

    // ----------------------------------------------------------------------------------------- header & markers

    /**
     * Starts a message with the root object named {@value YasWriter#DEFAULT_ROOT_START}.
     *
     * @return this writer
     */
    public IoSerialiser putHeaderInfo() {
        return putHeaderInfo(ROOT_START);
    }

    /**
     * Starts a message: the protocol header (if any) and the root object described by {@code root} (where the
     * protocol has a place for its name: YaS).
     *
     * @param root the root object's name and metadata
     * @return this writer
     * @throws IllegalStateException if a message is open
     */
    public final IoSerialiser putHeaderInfo(FieldDescription root) {
        noOpenMessage("putHeaderInfo()");
        writeHeader(root);
        depth = 1;
        return this;
    }

    /**
     * Opens a nested object named {@code name}.
     *
     * @param name the object's name
     * @return this writer
     */
    public final IoSerialiser putStartMarker(String name) {
        writeStartMarker(name, null);
        depth++;
        return this;
    }

    /**
     * Opens a nested object named and described by {@code fd}.
     *
     * @param fd the object's name and metadata
     * @return this writer
     */
    public final IoSerialiser putStartMarker(FieldDescription fd) {
        writeStartMarker(fd.name(), fd);
        depth++;
        return this;
    }

    /**
     * Closes the innermost open object; closing the root ends the message.
     *
     * @param name the name of the object being closed (YaS writes it into the END_MARKER header)
     * @return this writer
     * @throws IllegalStateException if no object is open
     */
    public final IoSerialiser putEndMarker(String name) {
        return endMarker(name, null);
    }

    /**
     * As {@link #putEndMarker(String)}, with the description of the object being closed.
     *
     * @param fd the name and metadata of the object being closed
     * @return this writer
     */
    public final IoSerialiser putEndMarker(FieldDescription fd) {
        return endMarker(fd.name(), fd);
    }

    /** Counts an object that a subclass opened writing its START_MARKER itself, as {@link #putStartMarker} counts. */
    final void enterObject() {
        depth++;
    }

    /** Counts an object that a subclass closed writing its END_MARKER itself, as {@link #putEndMarker} counts. */
    final void leaveObject() {
        depth--;
    }

    private IoSerialiser endMarker(String name, FieldDescription fd) {
        if (depth() == 0) {
            throw new IllegalStateException("putEndMarker('" + name + "') without an open start marker");
        }
        writeEndMarker(name, fd);
        depth--;
        return this;
    }

    // ------------------------------------------------------------------------------------------------ scalars

    /**
     * Writes the headers of a run of scalar fields in one go, where this writer can (YaS, unless metadata is off and
     * a field of the run has metadata): the caller then puts each value at {@code start + run.valueOffset(i)} with
     * the buffer's absolute {@code put} of the field's type ({@code boolean} as the byte 1 or 0). The bytes are those
     * of {@code put(fd, value)} for each field in turn. Values not put stay 0.
     *
     * @param run the fields
     * @return the offset of the run's first byte in {@link #buffer()}, or -1 if nothing was written and the caller
     *         must write the fields one by one (CmwLight, JSON, metadata off and a field has metadata)
     */
    public int putRun(FieldRun run) {
        return -1;
    }

    /**
     * Begins a whole message whose root object holds exactly the fields of {@code run}, written in one go where this
     * writer can: the caller puts each value at {@code start + run.valueOffset(i)} of {@link #messageValues()} with
     * the buffer's absolute {@code put} of the field's type ({@code boolean} as the byte 1 or 0), then calls
     * {@link #endMessage()}. The message is then the one {@code putHeaderInfo(root)}, a {@code put} of each field and
     * {@code putEndMarker(root)} write. YaS (unless metadata is off and the root or a field has metadata) copies the
     * message's bytes here, every value 0, and the values are put in place (docs/spec-yas.md §3.2); compact JSON
     * (every name one it writes without an escape) writes the text at {@code endMessage()} (docs/spec-json.md §4.3);
     * CmwLight and pretty JSON write nothing. The class mapper's generated code takes this path for a class whose
     * fields are all primitives.
     *
     * @param root the root object's description (its name and metadata)
     * @param run  the root's fields, all of them
     * @return the offset of the run's first byte in {@link #messageValues()}, or -1 if nothing was written and the
     *         caller must write the message call by call (CmwLight, pretty JSON, metadata left out)
     * @throws IllegalStateException if a message is open
     */
    public final int putMessage(FieldDescription root, FieldRun run) {
        noOpenMessage("putMessage()");
        return writeMessage(root, run);
    }

    /** @throws IllegalStateException if a message is open, naming {@code call} */
    final void noOpenMessage(String call) {
        if (depth() > 0) {
            throw new IllegalStateException(call + " inside an open message (depth " + depth() + ")");
        }
    }

    /**
     * Where the values of the message begun by {@link #putMessage} go: {@link #buffer()} for YaS, whose values lie
     * in the message; for JSON, whose values are text, a buffer of the writer's, read at {@link #endMessage()}.
     *
     * @return the buffer to put the values into, valid until {@link #endMessage()}
     */
    public IoBuffer messageValues() {
        return buffer();
    }

    /**
     * Ends the message begun by {@link #putMessage} once its values are put: YaS has nothing left to do; JSON
     * writes the text of the whole message into {@link #buffer()} at its position.
     */
    public void endMessage() {
        // the values are in the message already
    }

    /**
     * The protocol's part of {@link #putMessage}, called with no message open.
     *
     * @param root the root object's description
     * @param run  the root's fields
     * @return the offset of the run's first byte, or -1 if nothing was written
     */
    protected int writeMessage(FieldDescription root, FieldRun run) {
        return -1;
    }

    /**
     * Writes a boolean field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, boolean value) {
        writeScalar(name, null, DataType.BOOL, value ? 1 : 0);
        return this;
    }

    /**
     * Writes a boolean field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, boolean value) {
        writeScalar(fd.name(), fd, DataType.BOOL, value ? 1 : 0);
        return this;
    }

    /**
     * Writes a byte field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, byte value) {
        writeScalar(name, null, DataType.BYTE, value);
        return this;
    }

    /**
     * Writes a byte field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, byte value) {
        writeScalar(fd.name(), fd, DataType.BYTE, value);
        return this;
    }

    /**
     * Writes a short field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, short value) {
        writeScalar(name, null, DataType.SHORT, value);
        return this;
    }

    /**
     * Writes a short field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, short value) {
        writeScalar(fd.name(), fd, DataType.SHORT, value);
        return this;
    }

    /**
     * Writes an int field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, int value) {
        writeScalar(name, null, DataType.INT, value);
        return this;
    }

    /**
     * Writes an int field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, int value) {
        writeScalar(fd.name(), fd, DataType.INT, value);
        return this;
    }

    /**
     * Writes a long field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, long value) {
        writeScalar(name, null, DataType.LONG, value);
        return this;
    }

    /**
     * Writes a long field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, long value) {
        writeScalar(fd.name(), fd, DataType.LONG, value);
        return this;
    }

    /**
     * Writes a float field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, float value) {
        writeScalar(name, null, DataType.FLOAT, Float.floatToRawIntBits(value));
        return this;
    }

    /**
     * Writes a float field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, float value) {
        writeScalar(fd.name(), fd, DataType.FLOAT, Float.floatToRawIntBits(value));
        return this;
    }

    /**
     * Writes a double field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, double value) {
        writeScalar(name, null, DataType.DOUBLE, Double.doubleToRawLongBits(value));
        return this;
    }

    /**
     * Writes a double field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, double value) {
        writeScalar(fd.name(), fd, DataType.DOUBLE, Double.doubleToRawLongBits(value));
        return this;
    }

    /**
     * Writes a char field (the binary protocols refuse a char above U+00FF).
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, char value) {
        writeScalar(name, null, DataType.CHAR, value);
        return this;
    }

    /**
     * Writes a char field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, char value) {
        writeScalar(fd.name(), fd, DataType.CHAR, value);
        return this;
    }

    /**
     * Writes a string field.
     *
     * @param name the field name
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(String name, String value) {
        writeString(name, null, value);
        return this;
    }

    /**
     * Writes a string field with its description.
     *
     * @param fd the field's name and metadata
     * @param value the value
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, String value) {
        writeString(fd.name(), fd, value);
        return this;
    }

    // ------------------------------------------------------------------------------------------------- arrays

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, boolean[] values) {
        return array(name, null, DataType.BOOL_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, boolean[] values) {
        return array(fd.name(), fd, DataType.BOOL_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, boolean[] values, int elementCount) {
        return array(fd.name(), fd, DataType.BOOL_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, boolean[] values, int[] dims) {
        return array(fd.name(), fd, DataType.BOOL_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, byte[] values) {
        return array(name, null, DataType.BYTE_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, byte[] values) {
        return array(fd.name(), fd, DataType.BYTE_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, byte[] values, int elementCount) {
        return array(fd.name(), fd, DataType.BYTE_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, byte[] values, int[] dims) {
        return array(fd.name(), fd, DataType.BYTE_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, short[] values) {
        return array(name, null, DataType.SHORT_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, short[] values) {
        return array(fd.name(), fd, DataType.SHORT_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, short[] values, int elementCount) {
        return array(fd.name(), fd, DataType.SHORT_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, short[] values, int[] dims) {
        return array(fd.name(), fd, DataType.SHORT_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, int[] values) {
        return array(name, null, DataType.INT_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, int[] values) {
        return array(fd.name(), fd, DataType.INT_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, int[] values, int elementCount) {
        return array(fd.name(), fd, DataType.INT_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, int[] values, int[] dims) {
        return array(fd.name(), fd, DataType.INT_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, long[] values) {
        return array(name, null, DataType.LONG_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, long[] values) {
        return array(fd.name(), fd, DataType.LONG_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, long[] values, int elementCount) {
        return array(fd.name(), fd, DataType.LONG_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, long[] values, int[] dims) {
        return array(fd.name(), fd, DataType.LONG_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, float[] values) {
        return array(name, null, DataType.FLOAT_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, float[] values) {
        return array(fd.name(), fd, DataType.FLOAT_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, float[] values, int elementCount) {
        return array(fd.name(), fd, DataType.FLOAT_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, float[] values, int[] dims) {
        return array(fd.name(), fd, DataType.FLOAT_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array.
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, double[] values) {
        return array(name, null, DataType.DOUBLE_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, double[] values) {
        return array(fd.name(), fd, DataType.DOUBLE_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, double[] values, int elementCount) {
        return array(fd.name(), fd, DataType.DOUBLE_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, double[] values, int[] dims) {
        return array(fd.name(), fd, DataType.DOUBLE_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array (the binary protocols refuse a char above U+00FF).
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, char[] values) {
        return array(name, null, DataType.CHAR_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, char[] values) {
        return array(fd.name(), fd, DataType.CHAR_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, char[] values, int elementCount) {
        return array(fd.name(), fd, DataType.CHAR_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, char[] values, int[] dims) {
        return array(fd.name(), fd, DataType.CHAR_ARRAY, values, -1, dims);
    }

    /**
     * Writes a 1-D array field, the whole array (YaS, CmwLight: a {@code null} element as {@code ""}).
     *
     * @param name the field name
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(String name, String[] values) {
        return array(name, null, DataType.STRING_ARRAY, values, -1, null);
    }

    /**
     * Writes a 1-D array field with its description, the whole array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, String[] values) {
        return array(fd.name(), fd, DataType.STRING_ARRAY, values, -1, null);
    }

    /**
     * Writes the first {@code elementCount} elements (negative: all; clamped to the length) as a 1-D array.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param elementCount how many elements to write: negative for all, otherwise clamped to the array's length
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, String[] values, int elementCount) {
        return array(fd.name(), fd, DataType.STRING_ARRAY, values, elementCount, null);
    }

    /**
     * Writes an N-D array: {@code dims} outermost first, their product the array's length, row-major; with
     * {@code dims} {@code null}, the whole array as 1-D.
     *
     * @param fd the field's name and metadata
     * @param values the array (elements row-major for N-D), or {@code null} for an empty one
     * @param dims the dimensions, outermost first; their product must equal the array's length ({@code null}: 1-D)
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, String[] values, int[] dims) {
        return array(fd.name(), fd, DataType.STRING_ARRAY, values, -1, dims);
    }

    /** Checks the count or shape once for every protocol, then writes. A {@code null} array counts as empty. */
    private IoSerialiser array(String name, FieldDescription fd, DataType type, Object values, int elementCount,
            int[] dims) {
        int length = values == null ? 0 : Array.getLength(values);
        if (dims == null) {
            writeArray(name, fd, type, values, elementCount < 0 ? length : Math.min(elementCount, length), null);
        } else {
            checkDims(name, dims, length);
            writeArray(name, fd, type, values, length, dims);
        }
        return this;
    }

    private static void checkDims(String name, int[] dims, int length) {
        if (dims.length == 0) {
            throw fieldError(name, "no dimensions (an array needs at least one)");
        }
        long product = 1;
        for (int d : dims) {
            if (d < 0) {
                throw fieldError(name, "negative dimension in " + Arrays.toString(dims));
            }
            product = Math.min(product * d, Integer.MAX_VALUE + 1L);
        }
        if (product != length) {
            throw fieldError(name, "dimensions " + Arrays.toString(dims) + " need " + product
                    + " elements, the array has " + length);
        }
    }

    // --------------------------------------------------------------------------------- collections and maps

    /**
     * Writes a collection of boxed primitives or strings; the header type follows the collection (QUEUE, SET, LIST,
     * else COLLECTION).
     *
     * @param elementType a primitive, its box, or {@code String}
     * @param name the field name
     * @param values the elements, or {@code null} for an empty collection
     * @return this writer
     */
    public final IoSerialiser put(String name, Collection<?> values, Class<?> elementType) {
        return collection(name, null, containerType(values), values, elementType);
    }

    /**
     * As {@link #put(String, Collection, Class)}, with the field's description.
     *
     * @param fd the field's name and metadata
     * @param values the elements, or {@code null} for an empty collection
     * @param elementType the class of the elements: a primitive, its box, or {@code String}
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, Collection<?> values, Class<?> elementType) {
        return collection(fd.name(), fd, containerType(values), values, elementType);
    }

    /**
     * As {@link #put(FieldDescription, Collection, Class)}, with the header type given (class mapping takes it from
     * the declared field type).
     *
     * @param headerType COLLECTION, LIST, QUEUE or SET
     * @param fd the field's name and metadata
     * @param values the elements, or {@code null} for an empty collection
     * @param elementType the class of the elements: a primitive, its box, or {@code String}
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, DataType headerType, Collection<?> values,
            Class<?> elementType) {
        return collection(fd.name(), fd, headerType, values, elementType);
    }

    private IoSerialiser collection(String name, FieldDescription fd, DataType headerType, Collection<?> values,
            Class<?> elementType) {
        checkCollectionType(name, headerType);
        DataType element = elementTypeOf(name, elementType);
        if (values != null) {
            checkElements(name, element, values);
        }
        writeCollection(name, fd, headerType, element, values);
        return this;
    }

    /**
     * Writes a map of boxed primitives or strings, in iteration order.
     *
     * @param name the field name
     * @param values the map, or {@code null} for an empty one
     * @param keyType the class of the keys: a primitive, its box, or {@code String}
     * @param valueType the class of the values: a primitive, its box, or {@code String}
     * @return this writer
     */
    public final IoSerialiser put(String name, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        return map(name, null, values, keyType, valueType);
    }

    /**
     * As {@link #put(String, Map, Class, Class)}, with the field's description.
     *
     * @param fd the field's name and metadata
     * @param values the map, or {@code null} for an empty one
     * @param keyType the class of the keys: a primitive, its box, or {@code String}
     * @param valueType the class of the values: a primitive, its box, or {@code String}
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, Map<?, ?> values, Class<?> keyType, Class<?> valueType) {
        return map(fd.name(), fd, values, keyType, valueType);
    }

    private IoSerialiser map(String name, FieldDescription fd, Map<?, ?> values, Class<?> keyType,
            Class<?> valueType) {
        DataType key = elementTypeOf(name, keyType);
        DataType value = elementTypeOf(name, valueType);
        if (values != null) {
            checkElements(name, key, values.keySet());
            checkValues(name, value, values);
        }
        writeMap(name, fd, key, value, values);
        return this;
    }

    // --------------------------------------------------------------------------------------- enums, custom data

    /**
     * Writes an enum constant (YaS: its type and name; CmwLight: its ordinal; JSON: its name).
     *
     * @param name the field name
     * @param value the constant
     * @return this writer
     */
    public final IoSerialiser put(String name, Enum<?> value) {
        writeEnum(name, null, value);
        return this;
    }

    /**
     * As {@link #put(String, Enum)}, with the field's description.
     *
     * @param fd the field's name and metadata
     * @param value the constant
     * @return this writer
     */
    public final IoSerialiser put(FieldDescription fd, Enum<?> value) {
        writeEnum(fd.name(), fd, value);
        return this;
    }

    /**
     * Writes an enum constant as read from the wire, without its class (for writing a field tree, {@link TreeWriter}):
     * the bytes {@link #put(FieldDescription, Enum)} gives for that constant (YaS: the recorded type names, constants
     * text, name and ordinal; CmwLight: its ordinal as an INT; JSON: its name). {@code null} as for
     * {@link #put(FieldDescription, Enum)}.
     *
     * @param fd the field's name and metadata
     * @param value the constant
     * @return this writer
     */
    public final IoSerialiser putEnum(FieldDescription fd, EnumValue value) {
        writeEnum(fd, value);
        return this;
    }

    /**
     * Writes custom data: the type names, then the bytes {@code body} writes at the buffer's position (YaS only).
     *
     * @param typeName          recorded on the wire; never used to instantiate anything
     * @param secondaryTypeName first generic type name, or {@code null}
     * @param fd the field's name and metadata
     * @param body writes the payload at the buffer's position
     * @return this writer
     */
    public final IoSerialiser putCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body) {
        writeCustomData(fd, typeName, secondaryTypeName, body);
        return this;
    }

    /**
     * Starts a collection whose elements are nested objects: write exactly {@code values.size()} objects, each as
     * {@code putStartMarker("")}, its fields, {@code putEndMarker("")}, then close the field with
     * {@link #updateDataEndMarker(int)}. YaS frames it as the reference frames custom elements; JSON writes an
     * array of objects.
     *
     * @param headerType      COLLECTION, LIST, QUEUE or SET
     * @param elementTypeName recorded for readers (YaS); never used to instantiate anything
     * @param fd the field's name and metadata
     * @param values the elements, or {@code null} for an empty collection
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    public final int putObjectCollectionHeader(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        checkCollectionType(fd.name(), headerType);
        return openObjectCollection(fd, headerType, values, elementTypeName);
    }

    /**
     * Starts a map with primitive, string or enum-name keys and nested-object values: write exactly one object per
     * key, in the keys' iteration order, as for {@link #putObjectCollectionHeader}, then close the field with
     * {@link #updateDataEndMarker(int)}. JSON writes an object whose members are named by the keys' text.
     *
     * @param fd the field's name and metadata
     * @param keys the keys, in the order the value objects follow
     * @param keyType the class of the keys: a primitive, its box, or {@code String}
     * @param valueTypeName the class name of the value objects, recorded for readers (YaS); never instantiated
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    public final int putObjectMapHeader(FieldDescription fd, Collection<?> keys, Class<?> keyType,
            String valueTypeName) {
        DataType key = elementTypeOf(fd.name(), keyType);
        checkElements(fd.name(), key, keys);
        return openObjectMap(fd, keys, key, valueTypeName);
    }

    /**
     * Writes a field header whose payload the caller then writes through {@link #buffer()} (YaS only; the framing
     * of custom {@code FieldSerialiser}s that write raw bytes); close it with {@link #updateDataEndMarker(int)}.
     *
     * @param type a value type: not UNKNOWN, START_MARKER or END_MARKER
     * @param fd the field's name and metadata
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    public final int putFieldHeader(FieldDescription fd, DataType type) {
        if (type == DataType.UNKNOWN || type == DataType.START_MARKER || type == DataType.END_MARKER) {
            throw fieldError(fd.name(), "putFieldHeader needs a value type, not " + type);
        }
        return openField(fd, type);
    }

    /**
     * Closes the field opened by {@link #putFieldHeader}, {@link #putObjectCollectionHeader} or
     * {@link #putObjectMapHeader}.
     *
     * @param handle what the opening call returned
     * @return this writer
     * @throws IllegalStateException if the protocol opened no such field
     */
    public final IoSerialiser updateDataEndMarker(int handle) {
        closeField(handle);
        return this;
    }

    // ------------------------------------------------------------------------------- a protocol's primitives

    /**
     * Writes the protocol header and opens the root object; called with no message open, {@link #depth()} 0.
     *
     * @param root the root object's name and metadata
     */
    protected abstract void writeHeader(FieldDescription root);

    /**
     * Opens a nested object; {@code fd} is {@code null} for a by-name call (as in every primitive). {@link #depth()}
     * counts the object once this returns.
     *
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     */
    protected abstract void writeStartMarker(String name, FieldDescription fd);

    /**
     * Closes the innermost open object, the {@link #depth()}-th; called with at least one open.
     *
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     */
    protected abstract void writeEndMarker(String name, FieldDescription fd);

    /**
     * Writes a scalar field.
     *
     * @param type BOOL, BYTE, SHORT, INT, LONG, FLOAT, DOUBLE or CHAR
     * @param bits the value: BOOL as 1 or 0, the integer types and CHAR widened to {@code long}, FLOAT as its
     *             {@link Float#floatToRawIntBits raw int bits}, DOUBLE as its {@link Double#doubleToRawLongBits raw
     *             long bits}
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     */
    protected abstract void writeScalar(String name, FieldDescription fd, DataType type, long bits);

    /**
     * Writes a string field; {@code value} may be {@code null}.
     *
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     * @param value the value
     */
    protected abstract void writeString(String name, FieldDescription fd, String value);

    /**
     * Writes an array field whose count or shape is checked.
     *
     * @param type         BOOL_ARRAY … STRING_ARRAY, the class of {@code values}
     * @param values       the array, or {@code null}
     * @param elementCount the elements to write, 0..length
     * @param dims         {@code null} for 1-D, otherwise the dimensions, whose product is {@code elementCount}
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     */
    protected abstract void writeArray(String name, FieldDescription fd, DataType type, Object values,
            int elementCount, int[] dims);

    /**
     * Writes a collection whose elements are checked (none {@code null}, each of {@code elementType}); by default
     * refused as what the protocol cannot carry.
     *
     * @param values the collection, or {@code null}
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     * @param headerType COLLECTION, LIST, QUEUE or SET
     * @param elementType the wire type of the elements
     */
    protected void writeCollection(String name, FieldDescription fd, DataType headerType, DataType elementType,
            Collection<?> values) {
        throw cannotCarry(name, "a collection (write a primitive or String array instead)");
    }

    /**
     * Writes a map whose keys and values are checked; by default refused as what the protocol cannot carry.
     *
     * @param values the map, or {@code null}
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     * @param keyType the wire type of the keys
     * @param valueType the wire type of the values
     */
    protected void writeMap(String name, FieldDescription fd, DataType keyType, DataType valueType,
            Map<?, ?> values) {
        throw cannotCarry(name, "a map (write a nested object instead)");
    }

    /**
     * Writes an enum constant; {@code value} may be {@code null}.
     *
     * @param name the field name
     * @param fd the field's description, or {@code null} for a by-name call
     * @param value the constant
     */
    protected abstract void writeEnum(String name, FieldDescription fd, Enum<?> value);

    /**
     * Writes an enum constant as read from the wire; {@code value} may be {@code null}.
     *
     * @param fd the field's description, or {@code null} for a by-name call
     * @param value the constant
     */
    protected abstract void writeEnum(FieldDescription fd, EnumValue value);

    /**
     * Writes custom data; by default refused as what the protocol cannot carry.
     *
     * @param fd the field's description, or {@code null} for a by-name call
     * @param typeName the type name recorded on the wire; never used to instantiate anything
     * @param secondaryTypeName the first generic type name, or {@code null}
     * @param body writes the payload at the buffer's position
     */
    protected void writeCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body) {
        throw cannotCarry(fd.name(), "custom data (" + typeName + ")");
    }

    /**
     * Opens a collection of nested objects; by default refused as what the protocol cannot carry.
     *
     * @param fd the field's description, or {@code null} for a by-name call
     * @param headerType COLLECTION, LIST, QUEUE or SET
     * @param values the elements, or {@code null} for an empty collection
     * @param elementTypeName the class name of the element objects, recorded for readers (YaS); never instantiated
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    protected int openObjectCollection(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        throw cannotCarry(fd.name(), "a collection of nested objects" + className(elementTypeName));
    }

    /** {@return {@code " (name)"}, or nothing where there is no class name (JSON objects have none)} */
    private static String className(String name) {
        return name == null || name.isEmpty() ? "" : " (" + name + ")";
    }

    /**
     * Opens a map of nested objects whose keys are checked; by default refused as what it cannot carry.
     *
     * @param fd the field's description, or {@code null} for a by-name call
     * @param keys the keys, in the order the value objects follow
     * @param keyType the wire type of the keys
     * @param valueTypeName the class name of the value objects, recorded for readers (YaS); never instantiated
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    protected int openObjectMap(FieldDescription fd, Collection<?> keys, DataType keyType, String valueTypeName) {
        throw cannotCarry(fd.name(), "a map of nested objects" + className(valueTypeName));
    }

    /**
     * Opens a field for a raw payload; by default refused as what the protocol cannot carry.
     *
     * @param fd the field's description, or {@code null} for a by-name call
     * @param type the field's wire type
     * @return the handle for {@link #updateDataEndMarker(int)}
     */
    protected int openField(FieldDescription fd, DataType type) {
        throw cannotCarry(fd.name(), "a raw " + type + " payload (custom data)");
    }

    /**
     * Closes what {@link #openObjectCollection}, {@link #openObjectMap} or {@link #openField} opened.
     *
     * @param handle what the opening call returned
     */
    protected void closeField(int handle) {
        throw new IllegalStateException("updateDataEndMarker(" + handle + "): " + protocol().displayName()
                + " opens no such field");
    }

    /**
     * {@return the refusal of what this protocol cannot carry, naming the field}
     *
     * @param name the field name
     * @param what what cannot be carried, for the message
     */
    protected final IllegalArgumentException cannotCarry(String name, String what) {
        return fieldError(name, protocol().displayName() + " cannot carry " + what);
    }

    // -------------------------------------------------------------------------------------- shared checks

    /** {@return the container type of a collection: QUEUE, SET, LIST or COLLECTION (also for {@code null})} */
    static DataType containerType(Collection<?> values) {
        if (values != null && values.getClass() == ArrayList.class) {
            return DataType.LIST; // see ContainerChecks
        }
        return values instanceof Queue ? DataType.QUEUE
                : values instanceof Set ? DataType.SET : values instanceof List ? DataType.LIST : DataType.COLLECTION;
    }

    private static void checkCollectionType(String name, DataType headerType) {
        if (!headerType.isCollection()) {
            throw fieldError(name, headerType + " is not a collection type");
        }
    }

    private static DataType elementTypeOf(String name, Class<?> type) {
        DataType t = type == null ? null : DataType.ofElementClass(type);
        if (t == null) {
            throw fieldError(name, "element type " + type + " is not a primitive, a boxed primitive or String");
        }
        return t;
    }

    private static void checkElements(String name, DataType type, Collection<?> values) {
        Class<?> box = type == DataType.STRING ? Object.class : type.elementClass();
        List<?> list = ContainerChecks.indexed(values);
        if (list != null) {
            for (int i = 0, n = list.size(); i < n; i++) {
                checkElement(name, list.get(i), i, box);
            }
            return;
        }
        int i = 0;
        for (Object v : values) {
            checkElement(name, v, i++, box);
        }
    }

    private static void checkElement(String name, Object v, int i, Class<?> box) {
        if (v == null || !box.isInstance(v)) {
            throw elementError(name, "element " + i, v, box);
        }
    }

    private static void checkValues(String name, DataType type, Map<?, ?> values) {
        Class<?> box = type == DataType.STRING ? Object.class : type.elementClass();
        int i = 0;
        for (Map.Entry<?, ?> e : values.entrySet()) {
            Object v = e.getValue();
            if (v == null || !box.isInstance(v)) {
                throw elementError(name, "value of key '" + e.getKey() + "' (element " + i + ")", v, box);
            }
            i++;
        }
    }

    private static IllegalArgumentException elementError(String name, String which, Object v, Class<?> box) {
        return fieldError(name, v == null ? "null " + which + " (a null element cannot be written)"
                : which + " is a " + v.getClass().getName() + ", expected " + box.getName());
    }

    private static IllegalArgumentException fieldError(String name, String message) {
        return new IllegalArgumentException("field '" + name + "': " + message);
    }
}
