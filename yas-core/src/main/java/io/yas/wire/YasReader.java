package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.ContainerChecks;
import io.yas.internal.Failures;

import java.util.Arrays;
import java.util.List;

/**
 * Reads YaS messages: the one field walker that the field tree, {@code yas dump} and the class mapper stand on
 * (docs/spec-yas.md §3, §5).
 *
 * <p>A reader is a cursor over field headers. {@link #readHeader()} checks the protocol header; each
 * {@link #nextField()} reads the next field header (type, name, metadata, data offset and size) and leaves the
 * field's value to be read with a typed getter ({@link #getInt()}, {@link #getDoubleArray(double[])}, …) or the
 * generic {@link #readValue()} — or not at all: the next {@code nextField()} starts after the field's data
 * whatever was read, so unknown fields and unknown type ids are skipped by their {@code dataSize}. After a
 * START_MARKER the next header is the object's first field; {@link #skipObject()} skips the whole object instead.
 * {@link #readTree()} builds the whole message as {@link WireField}s.
 * <pre>{@code
 * YasReader r = new YasReader(IoBuffer.wrap(bytes));
 * r.readHeader();
 * r.nextField();                                    // the root START_MARKER
 * while (r.nextField() != DataType.END_MARKER) {
 *     if (r.name().equals("samples")) {
 *         samples = r.getDoubleArray(samples);       // reused when the length fits: no allocation
 *     } else if (r.type() == DataType.START_MARKER) {
 *         r.skipObject();
 *     }
 * }
 * }</pre>
 *
 * <p><b>Accepted input</b>, beyond what the Java reference writes: START_MARKER sizes that include the END header
 * (opencmw-cpp) or not (Java), since nesting is followed by markers, not sizes; negative marker sizes; type id 0xFF
 * and any other unknown id; the C++ map layout; the reference's duplicated descriptor on N-D {@code String[]};
 * {@code putCustomData} framing (OTHER followed by an END_MARKER of the same name); metadata blocks longer than the
 * four known items (the rest is skipped). Versions up to 1.0.x are accepted (major &le; 1, minor &le; 0).
 *
 * <p><b>Bad input:</b> every header offset, size, count and length is checked against the bytes that remain (and
 * against the field's own end for values) before anything is allocated; nesting is bounded by
 * {@link ReadLimits#maxDepth()}. Every problem throws {@link YasFormatException} with the byte offset and the field
 * path ({@code $.inner.samples}); nothing else escapes. Reading never changes the buffer's content or limit; it
 * moves the position (to the data of the current field, or past the root END after {@link #readTree()}), and a
 * failed {@code readHeader()} or {@code readTree()} puts it back where it started.
 *
 * <p>Not thread-safe; one reader per buffer and thread.
 */
public final class YasReader extends BinaryCursor {
    private static final String PROTOCOL = "YaS";
    /** The version {@link YasWriter} writes, 1.0.0. */
    private static final ProtocolInfo YAS_1_0_0 = new ProtocolInfo(YasWriter.PROTOCOL_NAME, YasWriter.VERSION_MAJOR,
            YasWriter.VERSION_MINOR, YasWriter.VERSION_MICRO);
    /**
     * The 15 header bytes {@link YasWriter} writes as {@link #readHeader()} checks them: magic, the length 4 and
     * "YaS" of the protocol name (its NUL is not checked), the version (docs/spec-yas.md §3.1).
     */
    private static final BytePattern HEADER_1_0_0 = BytePattern.of(YasWriter.HEADER,
            new boolean[] {true, true, true, true, true, true, true, true, true, true, true, false, true, true, true});

    private boolean customFramed;
    /** Where the declared data of each open object ends: its END header, by the Java size convention. */
    private int[] openEnds = new int[8];
    /**
     * The description of each open object whose START_MARKER was taken by {@link #nextFieldIs} ({@code null} for
     * one read by {@link #nextField}): its END_MARKER, written with the same description, is then recognised by one
     * pattern comparison.
     */
    private FieldDescription[] openDescriptions = new FieldDescription[8];

    /** The START_MARKER of an element object of a collection or map, as the writer writes it. */
    public static final BytePattern ELEMENT_START = expectedHeader(FieldDescription.ELEMENT, DataType.START_MARKER);
    /** The END_MARKER of an element object. */
    private static final BytePattern ELEMENT_END = expectedHeader(FieldDescription.ELEMENT, DataType.END_MARKER);
    /** The fewest bytes an element object takes: its START_MARKER and END_MARKER headers. */
    private static final int MIN_ELEMENT = 2 * ELEMENT_START.length();

    /**
     * A reader with {@link ReadLimits#DEFAULT} that starts at the buffer's position.
     *
     * @param buffer the message, read from its position to its limit
     */
    public YasReader(IoBuffer buffer) {
        this(buffer, ReadLimits.DEFAULT);
    }

    /**
     * A reader with the given limits that starts at the buffer's position.
     *
     * @param buffer the message, from its position to its limit
     * @param limits limits for untrusted input
     */
    public YasReader(IoBuffer buffer, ReadLimits limits) {
        super(buffer, limits, PROTOCOL);
    }

    /**
     * Makes this reader start over at the buffer's current position, as if new: reuse a reader for a stream of
     * messages without allocating.
     *
     * @return this reader
     */
    public YasReader reset() {
        restart();
        customFramed = false;
        return this;
    }

    // ------------------------------------------------------------------------------------------------ header

    /**
     * Reads and checks the 15-byte protocol header at the current offset: int32 -1, the string "YaS", three
     * version bytes.
     *
     * @return producer and version found
     * @throws YasFormatException if the magic or name differ (a big-endian header is named as such), fewer than 15
     *                            bytes remain, or the version is newer than 1.0.x; the position is left unchanged
     */
    @Override
    public ProtocolInfo readHeader() {
        int p = next;
        if (buffer.matches(p, HEADER_1_0_0)) { // the bytes every YaS 1.0.0 writer writes: all checks below pass
            next = p + 15;
            buffer.position(next);
            return YAS_1_0_0;
        }
        try {
            int magic = buffer.getInt(p);
            if (magic != YasWriter.MAGIC) {
                throw Failures.badHeader(buffer, p, "YaS magic int32 -1 (ff ff ff ff)",
                        "0x" + Integer.toHexString(magic));
            }
            if (buffer.getInt(p + 4) == 0x0400_0000) {
                throw Failures.badHeader(buffer, p + 4, "little-endian length 4 of \"YaS\" (YaS is always "
                        + "little-endian)", "00 00 00 04, a big-endian message (reference java.nio ByteBuffer quirk); "
                        + "Protocol.readAnyTree and IoClassSerialiser read it, or a YasReader over "
                        + "IoBuffer.bigEndianReadView()");
            }
            int v = p + 12;
            if (buffer.limit() - p < 15) {
                throw Failures.truncated(buffer, p, 15, "the YaS header (magic, \"YaS\", version)");
            }
            if (buffer.getInt(p + 4) != 4 || buffer.getByte(p + 8) != 'Y'
                    || buffer.getByte(p + 9) != 'a' || buffer.getByte(p + 10) != 'S') {
                buffer.position(p + 4);
                String producer = buffer.getStringIso8859();
                throw Failures.badHeader(buffer, p + 4, "protocol name \"YaS\"", "\"" + producer + "\"");
            }
            int major = buffer.getByte(v) & 0xFF;
            int minor = buffer.getByte(v + 1) & 0xFF;
            int micro = buffer.getByte(v + 2) & 0xFF;
            if (major > YasWriter.VERSION_MAJOR || minor > YasWriter.VERSION_MINOR) {
                throw Failures.badHeader(buffer, v, "version <= 1.0.x (this reader speaks YaS 1.0.0)",
                        "version " + major + "." + minor + "." + micro);
            }
            next = v + 3;
            buffer.position(next);
            return major == YAS_1_0_0.major() && minor == YAS_1_0_0.minor() && micro == YAS_1_0_0.micro() ? YAS_1_0_0
                    : new ProtocolInfo(YasWriter.PROTOCOL_NAME, major, minor, micro);
        } catch (YasFormatException e) {
            buffer.position(p);
            throw e.within(PROTOCOL, "$");
        }
    }

    /**
     * {@return {@code true} if the YaS message at the buffer's position is big-endian, as the Java reference writes it
     * through its {@code java.nio}-backed buffer: its magic (-1 either way) followed by the length 4 of "YaS" read
     * as {@code 0x04000000} (docs/spec-yas.md §9); read it over {@link IoBuffer#bigEndianReadView()}}
     *
     * @param buffer the message, at its position
     */
    public static boolean isBigEndian(IoBuffer buffer) {
        int p = buffer.position();
        return buffer.limit() - p >= 8 && buffer.getInt(p) == YasWriter.MAGIC && buffer.getInt(p + 4) == 0x0400_0000;
    }

    // ---------------------------------------------------------------------------------------------- fields

    /** {@return {@code true} if bytes remain for another field header} */
    @Override
    public boolean hasNextField() {
        return next < buffer.limit();
    }

    /**
     * Reads the next field header and positions the buffer at the field's data.
     *
     * @return the field's type ({@link #type()})
     * @throws YasFormatException if the header is truncated or inconsistent (offsets or sizes past the end, a
     *                            negative size, an END_MARKER with no open object), or nesting exceeds
     *                            {@link ReadLimits#maxDepth()}
     */
    @Override
    public DataType nextField() {
        int p = next;
        if (depth > 0 && endOfOpenObject(p)) {
            return DataType.END_MARKER;
        }
        try {
            readHeaderAt(p);
        } catch (YasFormatException e) {
            throw e.within(PROTOCOL, pathOf(null));
        }
        buffer.position(dataStart);
        return type;
    }

    /**
     * The fast path checks type, dataStartOffset, name length and name against {@code expected}'s header; a header
     * it does not take (metadata, another field, a negative or too large dataSize, a START_MARKER beyond
     * {@link ReadLimits#maxDepth()}) is left to {@link #nextField()}, and so are END_MARKER and OTHER fields (they
     * close an object or a custom field's framing).
     */
    @Override
    public boolean nextFieldIs(FieldDescription expected, DataType t) {
        byte[] header = expected.yasHeader();
        if (header == null || t == DataType.END_MARKER || t == DataType.OTHER) {
            return false;
        }
        int p = next;
        int n = header.length;
        int limit = buffer.limit();
        if (!buffer.matches(p, expected.yasPattern()) || (buffer.getByte(p) & 0xFF) != t.id()) {
            return false; // dataStartOffset, name length and name compared at once, then the type
        }
        int size = buffer.getInt(p + 5);
        int data = p + n;
        if (size < 0 || size > limit - data || (t.isScalar() && size < t.primitiveSize())
                || (t == DataType.START_MARKER && !mayNest(depth))) {
            return false;
        }
        setMatched(t, p, data, size, expected);
        if (t == DataType.START_MARKER) {
            open(p, data, size, expected);
        }
        buffer.position(data);
        return true;
    }

    /**
     * Takes the run when every field header in the bytes ahead is, byte for byte, the one {@link YasWriter#putRun}
     * writes for it (so each field has the run's name, type, exact primitive size and metadata): one masked
     * comparison per eight bytes ({@link IoBuffer#matches}).
     */
    @Override
    public int nextRunIs(FieldRun run) {
        int p = next;
        if (runAt(p, run) < 0) {
            return -1;
        }
        int last = run.length() - 1;
        DataType t = run.type(last);
        int header = p + run.headerOffset(last);
        int data = p + run.valueOffset(last);
        setMatched(t, header, data, t.primitiveSize(), run.field(last));
        buffer.position(data);
        return p;
    }

    /**
     * Takes the message when all its bytes but the values are those of {@link YasWriter#putMessage}: one masked
     * comparison per eight bytes over header, root START_MARKER, run and root END_MARKER.
     */
    @Override
    public int nextMessageIs(FieldDescription root, FieldRun run) {
        FieldRun.Message m = run.yasMessage(root);
        int p = next;
        if (depth != 0 || m.pattern() == null || !buffer.matches(p, m.pattern())) {
            return -1;
        }
        int end = p + m.template().length;
        int endStart = p + m.endStart();
        setMatched(DataType.END_MARKER, endStart, end, 0, root);
        buffer.position(end);
        return p + m.runStart();
    }

    // ------------------------------------------------------------------ the expected layout (generated codecs)

    /**
     * {@return the header a YaS writer writes for field {@code field} of wire type {@code type}, as a pattern for
     * {@link #dataAt} and {@link #dataEnd}, or {@code null} if the name has a char above U+00FF (no such header)}:
     * every byte known but the dataSize of a field whose size varies (a fixed-size scalar's is its primitive size,
     * an END_MARKER's 0), the field's metadata block included where it has one (the header a writer with metadata on
     * writes; one written with metadata off does not match it). Made once per field and type and kept by the
     * description; the same pattern is what {@link YasWriter#putHeader} writes (docs/spec-yas.md §3.2, §3.3, §3.4).
     *
     * @param field the field's name and metadata
     * @param type  the field's wire type
     */
    public static BytePattern expectedHeader(FieldDescription field, DataType type) {
        return field.yasPattern(type);
    }

    /**
     * Reading a class in the order the writer wrote it: whether the header at {@code p} is {@code header} byte for
     * byte. Nothing of the cursor changes: generated codecs walk a class's fields this way, then {@link #seek} to
     * where the walk stopped, so that any difference (another order, another type, metadata, a field added or
     * removed) is read by {@link #nextField} as before.
     *
     * @param p      where a field header may start
     * @param header its expected bytes ({@link #expectedHeader})
     * @return the offset of the field's data, or -1 if the bytes at {@code p} are not that header
     */
    public int dataAt(int p, BytePattern header) {
        return buffer.matches(p, header) ? p + header.length() : -1;
    }

    /**
     * As {@link #dataAt}, for a header whose dataSize varies; the field's data starts at {@code p + header.length()}.
     *
     * @param p      where a field header may start
     * @param header its expected bytes, the dataSize a hole ({@link #expectedHeader})
     * @return the end of the field's data, or -1 if the header differs or the size is negative or exceeds what
     *         remains
     */
    public int dataEnd(int p, BytePattern header) {
        if (!buffer.matches(p, header)) {
            return -1;
        }
        int data = p + header.length();
        int size = buffer.getInt(p + 5);
        return size >= 0 && size <= buffer.limit() - data ? data + size : -1;
    }

    /**
     * As {@link #dataAt}, for a whole run of fields: whether the bytes at {@code p} are those
     * {@link YasWriter#putRun} writes, values aside. Each value is then at {@code p + run.valueOffset(i)}.
     *
     * @param p   where the run's first header may start
     * @param run the fields
     * @return the end of the run's last value, or -1 if the bytes at {@code p} are not the run's
     */
    public int runAt(int p, FieldRun run) {
        BytePattern pattern = run.yasPattern();
        if (pattern == null || !buffer.matches(p, pattern)) {
            return -1;
        }
        return p + pattern.length();
    }

    /**
     * {@return the STRING value whose data lies from {@code data} to {@code end}}, read as {@link #getString(String)}
     * reads the current field's (so {@code current} itself where the bytes are its encoding), for a walk that found
     * the field with {@link #dataEnd}.
     *
     * @param data    the data's offset
     * @param end     the end of the data, at most the limit
     * @param current the string held now, or {@code null}
     * @throws YasFormatException as {@link #getString(String)}, without the field's path: the walk then reads the
     *                            field again with {@link #nextField} and the failure is located as usual
     */
    public String stringIn(int data, int end, String current) {
        return buffer.getString(data, end, current);
    }

    /**
     * {@return the 1-D primitive array of wire type {@code type} whose data lies from {@code data} to {@code end}},
     * read as the typed getter ({@link #getDoubleArray(double[])} and its kin) reads the current field's: its
     * dimensions, then {@code [int32 n][n elements]} (docs/spec-yas.md §5.2), into {@code current} where it is of
     * that type and length n, else into a new array; for a walk that found the field with {@link #dataEnd}. The
     * cursor's dimensions ({@link #dimCount()}) are the field's after it; the position is left where the elements
     * end, the limit as it was.
     *
     * @param data    the data's offset
     * @param end     the end of the data, at most the limit
     * @param type    BOOL_ARRAY, BYTE_ARRAY, SHORT_ARRAY, INT_ARRAY, LONG_ARRAY, FLOAT_ARRAY or DOUBLE_ARRAY
     * @param current the array held now, or {@code null}
     * @throws YasFormatException       as the getter, without the field's path: the walk then reads the field again
     *                                  with {@link #nextField} and the failure is located as usual
     * @throws IllegalArgumentException if {@code type} is none of those, or {@code data} is not between 0 and
     *                                  {@code end} or {@code end} not at most the limit
     */
    public Object arrayIn(int data, int end, DataType type, Object current) {
        int saved = buffer.limit();
        if (data < 0 || data > end || end > saved) {
            throw new IllegalArgumentException("no array data from " + data + " to " + end + " below the limit "
                    + saved);
        }
        buffer.limit(end).position(data);
        try {
            readDims();
            return ArrayShape.getPrimitiveElements(buffer, type, current);
        } finally {
            buffer.limit(saved);
        }
    }

    /**
     * Makes the field whose header {@link #dataAt} or {@link #dataEnd} matched at {@code p} the current field, as
     * {@link #nextFieldIs} makes it, so that its value is read by the typed getters ({@link #getIntArray},
     * {@link #readValue}, …) and the next {@link #nextField()} reads the header at {@code end}. The walk of a generated
     * codec reads the values it has no code of its own for this way. Opens no object.
     *
     * @param p      the header's offset
     * @param header the header matched there ({@link #expectedHeader}) of a value type: not START_MARKER, END_MARKER
     *               or OTHER
     * @param end    the end of the field's data, at most the limit
     * @throws IllegalArgumentException if {@code end} is not between the header's end and the limit, or the type at
     *                                  {@code p} is a marker or OTHER
     */
    public void fieldAt(int p, BytePattern header, int end) {
        int data = p + header.length();
        DataType t = p < 0 || header.length() < 14 || data > end || end > buffer.limit() ? DataType.UNKNOWN
                : DataType.ofId(buffer.getByte(p) & 0xFF);
        if (t == DataType.UNKNOWN || t == DataType.START_MARKER || t == DataType.END_MARKER
                || t == DataType.OTHER) {
            throw new IllegalArgumentException("no value field header at " + p + " with data up to " + end);
        }
        int nameLength = buffer.getInt(p + 9) - 1; // a pattern of no one description: its name as written
        int nameEnd = p + 14 + nameLength;
        setCurrent(t, t.id(), p, data, end - data, p + 13, nameLength,
                nameEnd < data ? metadataAt(nameEnd, data) : null);
        buffer.position(data);
    }

    /**
     * As {@link #dataAt}, for the framing of a collection of objects whose data runs from {@code data} to {@code end}
     * (docs/spec-yas.md §5.3): {@code [1][n][n][container][OTHER][type name][generic type name]}, the type names
     * skipped as a reader skips them; {@link #objectCountAt} gives {@code n}.
     *
     * @param data the offset of the field's data
     * @param end  the end of the field's data
     * @return the offset of the first element object, or -1 if the bytes are not that framing or {@code n} objects
     *         cannot fit before {@code end}
     */
    public int objectElementsAt(int data, int end) {
        int q = Containers.objectElementsStart(buffer, data, end);
        return q >= 0 && objectsFit(objectCountAt(data), q, end) ? q : -1;
    }

    /**
     * As {@link #objectElementsAt}, for a map with string keys and object values (docs/spec-yas.md §5.4):
     * {@code [1][n][n][STRING][1][n][n][n strings][OTHER][type name][generic type name]}.
     *
     * @param data the offset of the field's data
     * @param end  the end of the field's data
     * @return the offset of the first key, or -1 if the bytes are not that framing; {@link #stringEnd} walks the
     *         keys, {@link #objectValuesAt} then finds the first value
     */
    public int stringKeysAt(int data, int end) {
        return Containers.stringKeysStart(buffer, data, end);
    }

    /**
     * {@return the number of elements of the framing at {@code data}} ({@link #objectElementsAt},
     * {@link #stringKeysAt} found it)
     *
     * @param data the offset of the field's data
     */
    public int objectCountAt(int data) {
        return buffer.getInt(data + 4);
    }

    /**
     * {@return the end of the string at {@code q}, {@code [i32 L][L-1 bytes][00]}, or -1 if its length does not fit
     * before {@code end}} (docs/spec-yas.md §2.2)
     *
     * @param q   the offset of its length
     * @param end the offset it must end by
     */
    public int stringEnd(int q, int end) {
        return buffer.stringEnd(q, end);
    }

    /**
     * {@return the offset of a map's first value object, after its keys end at {@code q}, or -1} (the type names as
     * {@link #objectElementsAt} takes them)
     *
     * @param q   the end of the last key
     * @param end the end of the field's data
     * @param n   the number of values
     */
    public int objectValuesAt(int q, int end, int n) {
        int first = Containers.objectTypeNamesEnd(buffer, q, end);
        return first >= 0 && objectsFit(n, first, end) ? first : -1;
    }

    /** Whether {@code n} element objects as small as the writer writes them fit from {@code first} to {@code end}. */
    private static boolean objectsFit(int n, int first, int end) {
        return (long) n * MIN_ELEMENT <= end - first;
    }

    /**
     * {@return the end of the fields of the element object at {@code q} (its START_MARKER's data end), or -1 if the
     * bytes there are not an element's START_MARKER} Its first field is at {@code q + }{@link #ELEMENT_START}'s length.
     *
     * @param q where an element object may start
     */
    public int elementAt(int q) {
        return dataEnd(q, ELEMENT_START);
    }

    /**
     * {@return the offset after the element's END_MARKER at {@code e}, or -1 if the bytes there are not one}
     *
     * @param e the end of the element's fields ({@link #elementAt})
     */
    public int afterElement(int e) {
        return dataAt(e, ELEMENT_END);
    }

    /**
     * {@return whether an object nested in one at depth {@code depth} is within {@link ReadLimits#maxDepth()}}, as
     * {@link #nextField} checks a START_MARKER
     *
     * @param depth the depth of the object that holds the START_MARKER (the root is at depth 1)
     */
    public boolean mayNest(int depth) {
        return depth < limits.maxDepth();
    }

    /**
     * The START_MARKER at {@code p}, now current, opens an object: its children are next.
     *
     * @param described the description its header was matched with, or {@code null}
     */
    private void open(int p, int data, int size, FieldDescription described) {
        openObject(p, nameOffset, nameBytes);
        if (depth > openEnds.length) {
            openEnds = Arrays.copyOf(openEnds, 2 * openEnds.length);
            openDescriptions = Arrays.copyOf(openDescriptions, openEnds.length);
        }
        openEnds[depth - 1] = data + size;
        openDescriptions[depth - 1] = described;
        next = data;
    }

    /**
     * Takes the END_MARKER at {@code p} if the innermost object was opened by {@link #nextFieldIs} and this is the
     * header the writer's template gives its end (same name and metadata, dataSize 0): what {@link #readHeaderAt}
     * would read there, without parsing it.
     */
    private boolean endOfOpenObject(int p) {
        FieldDescription described = openDescriptions[depth - 1];
        if (described == null || !buffer.matches(p, described.yasPattern())
                || (buffer.getByte(p) & 0xFF) != DataType.END_MARKER.id() || buffer.getInt(p + 5) != 0) {
            return false;
        }
        int data = p + described.yasHeader().length;
        setMatched(DataType.END_MARKER, p, data, 0, described);
        depth--;
        buffer.position(data);
        return true;
    }

    /**
     * Makes the header at {@code p}, matched with the template of {@code fd} ({@link FieldDescription#yasHeader()}),
     * the current field: its name and metadata those of {@code fd}.
     */
    private void setMatched(DataType t, int p, int data, int size, FieldDescription fd) {
        setCurrent(t, t.id(), p, data, size, p + 13, fd.isoName().length, fd.wireMetadata());
    }

    /** Makes the header read at {@code p} the current field; the next one starts after its data. */
    private void setCurrent(DataType t, int id, int p, int data, int size, int nOff, int nLen, FieldMetadata meta) {
        type = t;
        typeId = id;
        fieldStart = p;
        dataStart = data;
        dataSize = size;
        nameOffset = nOff;
        nameBytes = nLen;
        name = null;
        metadata = meta;
        customFramed = false;
        next = data + size;
    }

    private void readHeaderAt(int p) {
        int limit = buffer.limit();
        if (p < 0 || limit - p < 9) {
            throw Failures.truncated(buffer, p, 9, "a field header (type, dataStartOffset, dataSize)");
        }
        int id = buffer.getByte(p) & 0xFF;
        int offsetToData = buffer.getInt(p + 1);
        int size = buffer.getInt(p + 5);
        if (offsetToData < 9 || offsetToData > limit - p) {
            throw Failures.malformed(buffer, p + 1, "dataStartOffset in 9.." + (limit - p),
                    String.valueOf(offsetToData));
        }
        int data = p + offsetToData;
        DataType t = DataType.ofId(id);
        int q = p + 9;
        int nOff = q;
        int nLen = 0;
        FieldMetadata meta = null;
        if (q < data) {
            int declared = data - q >= 4 ? buffer.getInt(q) : -1;
            if (declared < 1 || declared > data - q - 4) {
                throw Failures.malformed(buffer, q, "a field name length in 1.." + (data - q - 4)
                        + " (it counts the NUL; the name ends before the data)", String.valueOf(declared));
            }
            nOff = q + 4;
            nLen = declared - 1;
            q = nOff + declared;
            if (q < data) {
                meta = metadataAt(q, data);
            }
        }
        if (size < 0) {
            if (t == DataType.START_MARKER || t == DataType.END_MARKER) {
                size = 0;
            } else if (t.isScalar()) {
                size = t.primitiveSize();
            } else {
                throw Failures.negativeLength(buffer, p + 5, "dataSize", size);
            }
        }
        if (size > limit - data) {
            throw Failures.lengthExceedsRemaining(buffer, p + 5, "field data", size, 1, limit - (long) data);
        }
        if (t.isScalar() && size < t.primitiveSize()) {
            throw Failures.malformed(buffer, p + 5, "dataSize >= " + t.primitiveSize() + " for " + t,
                    String.valueOf(size));
        }
        setCurrent(t, id, p, data, size, nOff, nLen, meta);
        if (t == DataType.START_MARKER) {
            open(p, data, size, null);
        } else if (t == DataType.END_MARKER) {
            if (depth == 0) {
                throw Failures.malformed(buffer, p, "a field (no object is open)", "END_MARKER");
            }
            depth--;
        } else if (t == DataType.OTHER) {
            customFramed = closesCustomData(next);
        }
    }

    /** The metadata block from {@code q} to {@code data}, where the field's data starts (docs/spec-yas.md §3.4). */
    private FieldMetadata metadataAt(int q, int data) {
        int saved = buffer.limit();
        buffer.limit(data);
        try {
            buffer.position(q);
            return readMetadata(data);
        } finally {
            buffer.limit(saved);
        }
    }

    private FieldMetadata readMetadata(int data) {
        String unit = buffer.getString();
        String quantity = buffer.position() < data ? buffer.getString() : "";
        String description = buffer.position() < data ? buffer.getString() : "";
        int modifier = buffer.position() < data ? buffer.getByte() & 0xFF : 0;
        return new FieldMetadata(unit, quantity, description, modifier);
    }

    /**
     * {@code putCustomData} framing: an OTHER field directly followed by an END_MARKER of the same name. If so,
     * the END belongs to the custom field and the next field starts after it. An END where the enclosing object's
     * size says its children end is that object's own END (a raw OTHER field named like its object, last in it).
     */
    private boolean closesCustomData(int q) {
        if (depth > 0 && q == openEnds[depth - 1]) {
            return false;
        }
        int limit = buffer.limit();
        if (limit - q < 13 || (buffer.getByte(q) & 0xFF) != DataType.END_MARKER.id()) {
            return false;
        }
        int offsetToData = buffer.getInt(q + 1);
        int size = Math.max(0, buffer.getInt(q + 5));
        if (offsetToData < 13 + nameBytes + 1 || offsetToData > limit - q || size > limit - q - offsetToData
                || buffer.getInt(q + 9) != nameBytes + 1) {
            return false;
        }
        for (int i = 0; i < nameBytes; i++) {
            if (buffer.getByte(q + 13 + i) != buffer.getByte(nameOffset + i)) {
                return false;
            }
        }
        next = q + offsetToData + size;
        return true;
    }


    /**
     * Moves the cursor: the next {@link #nextField()} reads the header at {@code headerOffset}. Used to continue
     * after a field whose payload held nested objects ({@link #enterObjectElements()}).
     *
     * @param headerOffset offset in bytes from the buffer start, {@code 0..limit}
     */
    public void seek(int headerOffset) {
        if (headerOffset < 0 || headerOffset > buffer.limit()) {
            throw new IllegalArgumentException("headerOffset out of [0, limit=" + buffer.limit() + "]: "
                    + headerOffset);
        }
        next = headerOffset;
    }

    /** {@return {@code true} if the current OTHER field was framed by {@code putCustomData} (type names first)} */
    public boolean isCustomDataFramed() {
        return customFramed;
    }


    // ------------------------------------------------------------------------------- collections, maps, enums

    /**
     * Reads a COLLECTION, LIST, SET or QUEUE of boxed primitives or strings, in wire order.
     *
     * @return a new list of {@code Boolean}, {@code Integer}, …, {@code String} elements
     * @throws YasFormatException if the field is not a collection, the payload is corrupt, or its elements are
     *                            custom data (read those with the FieldSerialiser that wrote them)
     */
    public List<Object> getCollection() {
        if (!type.isCollection()) {
            expect(DataType.COLLECTION); // names this field's type as the actual one
        }
        Object v = readValue();
        if (!(v instanceof List<?>)) {
            throw fail(Failures.typeMismatch(buffer, fieldStart, "a collection of primitives or strings",
                    type + " with custom elements"));
        }
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) v;
        return list.isEmpty() ? new java.util.ArrayList<>() : list; // readValue's empty List.of() is immutable
    }

    /**
     * Reads a MAP of boxed primitives or strings in wire order, from the Java layout or the opencmw-cpp layout
     * (docs/spec-yas.md §5.4); C++ values of type {@code vector<T>} become arrays.
     *
     * @return a new {@code LinkedHashMap}
     * @throws YasFormatException if the payload is corrupt or holds custom keys or values
     */
    public java.util.Map<Object, Object> getMap() {
        expect(DataType.MAP);
        Object v = readValue();
        if (!(v instanceof java.util.Map<?, ?>)) {
            throw fail(Failures.typeMismatch(buffer, fieldStart, "a map of primitives, strings or vectors",
                    "MAP with custom keys or values"));
        }
        @SuppressWarnings("unchecked")
        java.util.Map<Object, Object> map = (java.util.Map<Object, Object>) v;
        return map.isEmpty() ? new java.util.LinkedHashMap<>() : map; // readValue's empty Map.of() is immutable
    }

    /**
     * Describes the current OTHER or unknown-type field without interpreting it; for {@code putCustomData}
     * framing the type names are read and the payload starts after them.
     *
     * @return the type names (if framed so) and the offset and byte count of the payload in the buffer
     */
    public CustomValue getCustom() {
        return readData(b -> {
            if (type == DataType.OTHER && customFramed) {
                String typeName = b.getStringIso8859();
                String secondary = b.getStringIso8859();
                int p = b.position();
                return new CustomValue(typeName, secondary, p, dataStart + dataSize - p);
            }
            return new CustomValue(null, null, dataStart, dataSize);
        });
    }


    @Override
    Object otherValue() {
        return switch (type) {
            case ENUM -> getEnum();
            case COLLECTION, LIST, SET, QUEUE, MAP -> readContainer(List.of());
            default -> getCustom();
        };
    }

    @Override
    Object collectionValue(Object current) {
        List<?> held = ContainerChecks.indexedList(current);
        return readContainer(held == null ? List.of() : held);
    }

    /**
     * The current MAP or collection field; a collection's elements equal to those of {@code held} at their index are
     * those objects ({@link Containers#readCollection}).
     */
    private Object readContainer(List<?> held) {
        int saved = enter(); // readData without a lambda: its call site sees every kind of value
        try {
            Object v = type == DataType.MAP ? Containers.readMap(buffer, dataStart + dataSize)
                    : Containers.readCollection(buffer, held);
            return v != null ? v : new CustomValue(null, null, dataStart, dataSize);
        } catch (YasFormatException e) {
            throw fail(e);
        } finally {
            buffer.limit(saved);
        }
    }

    // ------------------------------------------------------------------------------------------------ tree

    /**
     * Reads the whole message from the current offset as a tree: the header (if not read yet) and the root object
     * with all its fields, nested objects followed to any depth up to {@link ReadLimits#maxDepth()}.
     *
     * @return the root object
     * @throws YasFormatException for any bad input; the buffer's position is then back where reading started
     */
    @Override
    public WireField readTree() {
        return FieldTree.read(this);
    }
}
