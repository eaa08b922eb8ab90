package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

import java.util.Objects;

/**
 * Reads a JSON message into the generic field tree ({@link WireField}) that {@code YasReader.readTree()} builds for
 * YaS, so that the same tools serve both protocols (docs/spec-json.md). jackson-core's streaming parser does the
 * reading.
 * <pre>{@code
 * WireField root = new JsonReader(IoBuffer.wrap(bytes)).readTree();
 * double energy = (Double) root.field("energy").value();
 * }</pre>
 *
 * <p><b>Input:</b> one JSON object (RFC 8259, UTF-8) from the buffer's position to its limit; JSON whitespace and
 * 0x00 bytes may pad it on either side (the reference's reader skips them too). Everything the reference writes is
 * read, except where its text is not JSON (bare {@code NaN}/{@code Infinity}, unescaped strings, missing commas:
 * its quirk vectors), which is bad input. Duplicate member names are kept, in order.
 *
 * <p><b>Tree:</b> the root is a START_MARKER named {@code ""} at the offset of its <code>'{'</code>; each member is a
 * field at the offset of its name's opening quote, typed from its JSON value:
 * <ul>
 * <li>an integer: INT ({@code Integer}) if it fits an int, else LONG ({@code Long}); beyond the long range DOUBLE
 *     (rounded);</li>
 * <li>any other number: DOUBLE ({@code Double}); {@code true}/{@code false}: BOOL; a string: STRING, including
 *     {@code "NaN"}, {@code "Infinity"} and {@code "-Infinity"};</li>
 * <li>an object: START_MARKER with its members; {@code null}: UNKNOWN with a {@code null} value;</li>
 * <li>an array that is non-empty, rectangular (nested arrays of equal lengths give N-D {@code dims}, outermost
 *     first, and the values flat in row-major order; a flat array has {@code dims {n}}) and homogeneous: all
 *     booleans BOOL_ARRAY ({@code boolean[]}); all integers that fit an int INT_ARRAY ({@code int[]}); all integers
 *     LONG_ARRAY ({@code long[]}); numbers with at least one non-integer, or numbers mixed with the strings
 *     {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}, DOUBLE_ARRAY ({@code double[]}); strings, some
 *     perhaps {@code null}, STRING_ARRAY ({@code String[]});</li>
 * <li>any other array (empty, ragged, mixed, holding objects or only nulls): LIST, a {@code List} whose elements
 *     are {@code Integer}, {@code Long}, {@code Double}, {@code Boolean}, {@code String}, {@code null}, a
 *     {@code List} for a nested array, or a START_MARKER {@code WireField} named {@code ""} for an object.</li>
 * </ul>
 * So what {@link JsonWriter} writes reads back as: byte, short, int and char as INT; a float as DOUBLE (casting it
 * to float gives the float written); a non-finite float or double as its STRING; an enum as STRING; a collection as
 * an array; a map as an object; an empty array as an empty LIST.
 *
 * <p><b>Bad input</b> — not JSON, truncated, invalid UTF-8, a root that is not an object, anything but padding
 * after the root object, nesting deeper than {@link ReadLimits#maxDepth()} (objects and arrays both count, the root
 * as 1), or beyond jackson's default {@code StreamReadConstraints} (strings of 20,000,000 chars, numbers of 1,000,
 * names of 50,000) — throws {@link YasFormatException} with protocol {@code "JSON"}, the byte offset from the start
 * of the buffer, the path ({@code $.a.b[2]}), what was expected and what was found; nothing else escapes.
 *
 * <p>On success the position moves to the limit; on failure it stays. Heap buffers are parsed in place, direct ones
 * copied into an array. Member names are not interned or kept between messages. Not thread-safe; one reader per buffer and thread.
 */
public final class JsonReader {
    /** Protocol name in {@link YasFormatException}s. */
    static final String PROTOCOL = "JSON";

    private final IoBuffer buffer;
    private final ReadLimits limits;

    /**
     * A reader with {@link ReadLimits#DEFAULT} of the message from the buffer's position to its limit.
     *
     * @param buffer the message, read from its position to its limit
     */
    public JsonReader(IoBuffer buffer) {
        this(buffer, ReadLimits.DEFAULT);
    }

    /**
     * A reader with the given limits of the message from the buffer's position to its limit.
     *
     * @param buffer the message, from its position to its limit
     * @param limits limits for untrusted input
     */
    public JsonReader(IoBuffer buffer, ReadLimits limits) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    /** {@return the buffer read from} */
    public IoBuffer buffer() {
        return buffer;
    }

    /**
     * Reads the whole message as a tree (see the class doc for the typing).
     *
     * @return the root object
     * @throws YasFormatException for any bad input; the position is then unchanged
     */
    public WireField readTree() {
        return new JsonCursor(buffer, limits).readTree();
    }
}
