package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;

import java.util.Arrays;

/**
 * Reads CmwLight messages (docs/spec-cmwlight.md) as the same field cursor as
 * {@link YasReader}, so that callers treat both alike: {@link #readHeader()}, then {@link #nextField()} gives the
 * root START_MARKER, its fields, and an END_MARKER at the end of every object; typed getters
 * ({@link #getInt()}, {@link #getDoubleArray(double[])}, …), {@link #readValue()}, {@link #skipObject()},
 * {@link #findField}, and {@link #readTree()} for the whole message as {@link WireField}s.
 * <pre>{@code
 * CmwLightReader r = new CmwLightReader(IoBuffer.wrap(bytes));
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
 * <p><b>Wire format</b>, little-endian: a message is an object, {@code [int32 entry count][entries…]}, with no
 * magic, version, root name, sizes or end markers; an entry is {@code [int32 nameLen+1][name ISO-8859-1][00]
 * [u8 type id][data]}, and a nested object (type 8) has {@code [int32 entry count][entries…]} as its data. Data and
 * type ids are those {@link CmwLightWriter} writes; CmwLight ids read as {@link DataType}s: 0..7 BOOL..STRING, 8
 * START_MARKER, 9..32 the array types of BOOL..STRING (1-D, 2-D, N-D alike: the dimensions are in the data, in
 * {@link #dims()} once read), 201 CHAR, 202..204 CHAR_ARRAY.
 *
 * <p><b>As a YaS cursor:</b> the root reads as a START_MARKER named {@code ""}, type id 8, whose header and data are
 * its entry count (data size 4). A nested object's {@link #fieldStart()} is its entry's first byte (the name
 * length), its {@link #dataStart()} the entry count after the type id, its {@link #dataSize()} 4; its fields follow.
 * When an object's entry count is used up, {@code nextField()} returns an END_MARKER it makes up: named like its
 * object, type id -1 (CmwLight has none), at the offset where the next entry would start, data size 0. A value
 * entry's data size is computed from its data, CmwLight having no size field: strings from their length, arrays
 * from the descriptor and the element size, string arrays by walking every string. So a type id outside the table
 * cannot be skipped: it is an error naming the id.
 *
 * <p><b>Bad input:</b> every count and length is checked against the bytes that remain before it is used (an entry
 * count against 7 bytes per entry, the smallest), and against the field's own end for values; nesting is bounded by
 * {@link ReadLimits#maxDepth()}. Every problem throws {@link YasFormatException} with protocol {@code "CmwLight"},
 * the byte offset and the field path; nothing else escapes. Reading never changes the buffer's content or limit;
 * a failed {@code readHeader()} or {@code readTree()} leaves the position where it started.
 *
 * <p>Not thread-safe; one reader per buffer and thread.
 */
public final class CmwLightReader extends BinaryCursor {
    /** The protocol name in errors and in {@link #readHeader()}. */
    static final String PROTOCOL = "CmwLight";
    /** CmwLight has no version on the wire; 1.0.1 is the version of the reference's CmwLightSerialiser. */
    private static final ProtocolInfo CMWLIGHT = new ProtocolInfo(PROTOCOL, 1, 0, 1);
    /** The smallest entry: name length, NUL, type id and a one-byte value. */
    private static final int MIN_ENTRY_BYTES = 7;
    /** The smallest entry header: name length, NUL, type id. */
    private static final int MIN_HEADER_BYTES = 6;

    /** Entries still to be read in each open object, the root first. */
    private int[] entriesLeft = new int[8];

    /**
     * A reader with {@link ReadLimits#DEFAULT} that starts at the buffer's position.
     *
     * @param buffer the message, read from its position to its limit
     */
    public CmwLightReader(IoBuffer buffer) {
        this(buffer, ReadLimits.DEFAULT);
    }

    /**
     * A reader with the given limits that starts at the buffer's position.
     *
     * @param buffer the message, from its position to its limit
     * @param limits limits for untrusted input
     */
    public CmwLightReader(IoBuffer buffer, ReadLimits limits) {
        super(buffer, limits, PROTOCOL);
    }

    /**
     * Makes this reader start over at the buffer's current position, as if new: reuse a reader for a stream of
     * messages without allocating.
     *
     * @return this reader
     */
    public CmwLightReader reset() {
        restart();
        return this;
    }

    // ------------------------------------------------------------------------------------------------ header

    /**
     * Checks the root entry count at the current offset, the only header CmwLight has; the next
     * {@link #nextField()} reads it again as the root START_MARKER. A count of 0 (an empty root) is accepted,
     * although the reference's detection refuses it.
     *
     * @return producer {@code "CmwLight"}, version 1.0.1 (that of the reference; nothing on the wire says it)
     * @throws YasFormatException    if the count is truncated, negative, or larger than the remaining bytes can
     *                               hold; the position is left unchanged
     * @throws IllegalStateException inside a message (an object is open)
     */
    @Override
    public ProtocolInfo readHeader() {
        if (depth > 0) {
            throw new IllegalStateException("readHeader() inside a message (depth " + depth + ")");
        }
        try {
            entryCount(next, "root entry count");
        } catch (YasFormatException e) {
            throw e.within(PROTOCOL, "$");
        }
        return CMWLIGHT;
    }

    // ---------------------------------------------------------------------------------------------- fields

    /**
     * {@return {@code true} if {@link #nextField()} has something to return: inside an object always (another entry, or
     * the END_MARKER once the object's entries are read; a missing entry then fails in {@code nextField()} at its
     * offset), outside if bytes remain for another message}
     *
     */
    @Override
    public boolean hasNextField() {
        return depth > 0 || next < buffer.limit();
    }

    /**
     * Reads the next entry (or, outside any object, the root entry count as a START_MARKER; or, after the last
     * entry of an object, its END_MARKER) and positions the buffer at the field's data.
     *
     * @return the field's type ({@link #type()})
     * @throws YasFormatException if the entry is truncated or inconsistent (a name or count past the end, a type id
     *                            outside the table, data that runs past the end), or nesting exceeds
     *                            {@link ReadLimits#maxDepth()}
     */
    @Override
    public DataType nextField() {
        int p = next;
        try {
            if (depth == 0) {
                readRoot(p);
            } else if (entriesLeft[depth - 1] == 0) {
                depth--;
                current(DataType.END_MARKER, -1, p, p, 0, openNameOffset(depth), openNameBytes(depth));
            } else {
                readEntry(p);
            }
        } catch (YasFormatException e) {
            throw e.within(PROTOCOL, pathOf(null));
        }
        buffer.position(dataStart);
        return type;
    }

    private void readRoot(int p) {
        int count = entryCount(p, "root entry count");
        current(DataType.START_MARKER, CmwLightTypes.DATA, p, p, 4, p, 0);
        openObject(p, p, 0);
        entriesLeft[0] = count;
        next = p + 4;
    }

    private void readEntry(int p) {
        int limit = buffer.limit();
        if (p < 0 || limit - p < MIN_HEADER_BYTES) {
            throw Failures.truncated(buffer, p, MIN_HEADER_BYTES, "an entry (int32 name length, name, NUL, type id)");
        }
        int declared = buffer.getInt(p);
        if (declared < 1 || declared > limit - p - 5) {
            throw Failures.malformed(buffer, p, "a field name length in 1.." + (limit - p - 5)
                    + " (it counts the NUL; the type id follows)", String.valueOf(declared));
        }
        int nOff = p + 4;
        int idAt = nOff + declared;
        int id = buffer.getByte(idAt) & 0xFF;
        DataType t = CmwLightTypes.ofId(id);
        int data = idAt + 1;
        int size;
        try {
            if (t == DataType.UNKNOWN) {
                throw Failures.unknownTypeId(buffer, idAt, id, "a CmwLight type id (0..32, 201..204; another "
                        + "cannot be skipped, CmwLight has no data size)");
            }
            size = dataSizeOf(t, data);
        } catch (YasFormatException e) {
            throw e.within(PROTOCOL, pathOf(null) + "." + decodeName(nOff, declared - 1));
        }
        take(t, id, p, nOff, declared - 1, data, size);
    }

    /**
     * Makes the entry at {@code p} the current field, counted in its object: its name at {@code nOff}, its data at
     * {@code data}, {@code size} bytes; a nested object (its entry count checked) is opened.
     */
    private void take(DataType t, int id, int p, int nOff, int nameBytes, int data, int size) {
        entriesLeft[depth - 1]--;
        current(t, id, p, data, size, nOff, nameBytes);
        next = data + size;
        if (t == DataType.START_MARKER) {
            openObject(p, nOff, nameBytes);
            if (depth > entriesLeft.length) {
                entriesLeft = Arrays.copyOf(entriesLeft, 2 * entriesLeft.length);
            }
            entriesLeft[depth - 1] = buffer.getInt(data);
        }
    }

    /**
     * Takes the next entry when its header is, byte for byte, the one {@link CmwLightWriter} writes for
     * {@code expected} as a field of type {@code type} (1-D for an array): name, NUL and type id compared at once;
     * then it is read as {@link #nextField()} reads it. Anything else (another name or type, an object's end, data
     * that does not fit, nesting beyond {@link ReadLimits#maxDepth()}) is left to {@code nextField()}, unmoved.
     */
    @Override
    public boolean nextFieldIs(FieldDescription expected, DataType type) {
        int p = next;
        CmwLightWriter.EntryHeader header = depth == 0 || entriesLeft[depth - 1] == 0 ? null
                : expected.cmwEntry(type);
        BytePattern entry = header == null ? null : header.pattern();
        if (entry == null || !buffer.matches(p, entry) // within the limit, or not matched
                || type == DataType.START_MARKER && depth >= limits.maxDepth()) {
            return false;
        }
        int data = p + entry.length();
        int size;
        try {
            size = dataSizeOf(type, data);
        } catch (YasFormatException e) {
            return false; // nextField() reads the entry again and reports it with its path
        }
        take(type, header.id(), p, p + 4, entry.length() - 6, data, size);
        buffer.position(data);
        return true;
    }

    private void current(DataType t, int id, int start, int data, int size, int nOff, int nLen) {
        type = t;
        typeId = id;
        fieldStart = start;
        dataStart = data;
        dataSize = size;
        nameOffset = nOff;
        nameBytes = nLen;
        name = null;
        metadata = null;
    }

    /** Reads an entry count at {@code p}, checked against the bytes that remain after it. */
    private int entryCount(int p, String what) {
        need(p, 4, "an int32 " + what);
        int n = buffer.getInt(p);
        if (n < 0) {
            throw Failures.negativeLength(buffer, p, what, n);
        }
        long remaining = buffer.limit() - (p + 4L);
        if ((long) n * MIN_ENTRY_BYTES > remaining) {
            throw Failures.lengthExceedsRemaining(buffer, p, what + " (" + MIN_ENTRY_BYTES + " bytes the smallest "
                    + "entry)", n, MIN_ENTRY_BYTES, remaining);
        }
        return n;
    }

    /**
     * The size of the data at {@code data} of a field of type {@code t}, computed from the data itself (CmwLight
     * has no size field); every count and length checked against the bytes that remain.
     */
    private int dataSizeOf(DataType t, int data) {
        if (t == DataType.START_MARKER) {
            entryCount(data, "entry count");
            return 4;
        }
        if (t.isScalar()) {
            need(data, t.primitiveSize(), t.toString());
            return t.primitiveSize();
        }
        if (t == DataType.STRING) {
            return stringSize(data);
        }
        need(data, 4, "an int32 nDims");
        int nDims = buffer.getInt(data);
        long remaining = buffer.limit() - (data + 4L);
        if (nDims < 0) {
            throw Failures.negativeLength(buffer, data, "nDims", nDims);
        }
        if (nDims > remaining / 4) {
            throw Failures.lengthExceedsRemaining(buffer, data, "array dimensions", nDims, 4, remaining);
        }
        int q = data + 4 + 4 * nDims;
        need(q, 4, "an int32 array element count");
        int n = buffer.getInt(q);
        DataType element = t.elementType();
        int elementBytes = t.minElementBytes();
        remaining = buffer.limit() - (q + 4L);
        if (n < 0) {
            throw Failures.negativeLength(buffer, q, t + " element count", n);
        }
        if ((long) n * elementBytes > remaining) {
            throw Failures.lengthExceedsRemaining(buffer, q, t.toString(), n, elementBytes, remaining);
        }
        q += 4;
        if (element != DataType.STRING) {
            return q + n * elementBytes - data;
        }
        for (int i = 0; i < n; i++) {
            q += stringSize(q);
        }
        return q - data;
    }

    /** The size of the string at {@code p}: its int32 length (which counts the NUL) and the bytes. */
    private int stringSize(int p) {
        buffer.position(p);
        buffer.skipString();
        return buffer.position() - p;
    }

    private void need(int p, int byteCount, String what) {
        if (buffer.limit() - p < byteCount) {
            throw Failures.truncated(buffer, p, byteCount, what);
        }
    }

    @Override
    Object otherValue() {
        throw new IllegalStateException("no CmwLight field reads as " + type);
    }

    // ------------------------------------------------------------------------------------------------ tree

    /**
     * Reads the whole message from the current offset as a tree: the root object (a START_MARKER named
     * {@code ""}, type id 8) with all its fields, nested objects followed to any depth up to
     * {@link ReadLimits#maxDepth()}. The buffer's position is then after the root's last entry.
     *
     * @return the root object
     * @throws YasFormatException for any bad input; the buffer's position is then back where reading started
     */
    @Override
    public WireField readTree() {
        return FieldTree.read(this);
    }
}
