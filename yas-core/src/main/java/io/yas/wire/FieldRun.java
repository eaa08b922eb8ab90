package io.yas.wire;

import io.yas.buffer.BytePattern;

/**
 * Fixed-size scalar fields that a class writes one after another: everything of them but their values (type ids,
 * data offsets, sizes, names; docs/spec-yas.md §3.2) is known before any value is, so a YaS writer puts the whole
 * run with one copy of its template ({@link IoSerialiser#putRun}; with the run's {@link #yasPattern()} held as a
 * constant of the caller, as stores of constants: {@link YasWriter#putRun(FieldRun, BytePattern)}) and a YaS reader
 * recognises it by comparing the header bytes eight at a time, values masked out ({@link FieldCursor#nextRunIs}). The
 * caller then puts or gets each value at {@code start + valueOffset(i)} with the buffer's absolute accessors
 * (little-endian; a {@code boolean} is one byte, 1 or 0). The class mapper's generated code builds a run once per run
 * of primitive fields; hand-written code may use it too.
 *
 * <p>The template is the one of a run written with metadata on, each field's metadata block in its header where it
 * has one (docs/spec-yas.md §3.4): a writer with metadata off and a field with metadata writes the fields one by one;
 * a reader given a run written without a field's metadata, in another order, with other types or sizes, or from a
 * protocol other than YaS, does not take it. Immutable and thread-safe.
 */
public final class FieldRun {
    private final FieldDescription[] fields;
    private final DataType[] types;
    /** Every field header followed by its value, values zero; {@code null} if a name does not fit ISO-8859-1. */
    private final byte[] yasTemplate;
    /** The template's header bytes, values as holes; {@code null} with the template. */
    private final BytePattern yasPattern;
    /** Where each field's header starts, from the run's start. */
    private final int[] headerOffsets;
    private final int[] valueOffsets;
    private final boolean metadata;
    /** The whole-message template of the last root asked for ({@link #yasMessage}). */
    private volatile Message message;

    /**
     * Describes a run.
     *
     * @param fields the fields in the order they are written
     * @param types  each field's wire type: BOOL, BYTE, SHORT, INT, LONG, FLOAT or DOUBLE (not CHAR: a YaS writer
     *               checks a char's value)
     * @throws IllegalArgumentException if the arrays differ in length or are empty, or a type is not one of those
     * @throws NullPointerException     if an element is {@code null}
     */
    public FieldRun(FieldDescription[] fields, DataType[] types) {
        if (fields.length != types.length || fields.length == 0) {
            throw new IllegalArgumentException("a run needs one type per field and at least one field: "
                    + fields.length + " fields, " + types.length + " types");
        }
        this.fields = fields.clone();
        this.types = types.clone();
        int n = fields.length;
        headerOffsets = new int[n];
        valueOffsets = new int[n];
        boolean iso = true;
        boolean meta = false;
        int size = 0;
        for (int i = 0; i < n; i++) {
            DataType t = this.types[i];
            if (!t.isScalar() || t == DataType.CHAR) {
                throw new IllegalArgumentException("field '" + fields[i].name() + "' of a run: " + t
                        + " is not a fixed-size scalar type other than CHAR");
            }
            byte[] header = fields[i].yasHeader(t); // type byte and size set: the header a put of the field writes
            iso &= header != null;
            meta |= fields[i].hasMetadata();
            headerOffsets[i] = size;
            size += header == null ? 0 : header.length;
            valueOffsets[i] = size;
            size += t.primitiveSize();
        }
        metadata = meta;
        yasTemplate = iso ? new byte[size] : null;
        boolean[] known = new boolean[size];
        if (iso) {
            for (int i = 0; i < n; i++) {
                byte[] header = fields[i].yasHeader(this.types[i]);
                System.arraycopy(header, 0, yasTemplate, headerOffsets[i], header.length);
                java.util.Arrays.fill(known, headerOffsets[i], valueOffsets[i], true);
            }
        }
        yasPattern = iso ? BytePattern.of(yasTemplate, known) : null;
    }

    /** {@return the number of fields} */
    public int length() {
        return fields.length;
    }

    /**
     * Where a field's value lies in the run's bytes.
     *
     * @param i the field's index in the run
     * @return where field {@code i}'s value starts, in bytes from the run's start (YaS: after its header)
     */
    public int valueOffset(int i) {
        return valueOffsets[i];
    }

    /** @return the run's YaS bytes with every value 0; {@code null} if a name does not fit ISO-8859-1 */
    byte[] yasTemplate() {
        return yasTemplate;
    }

    /**
     * {@return the run's YaS bytes as a pattern, every header byte known and the values as holes; {@code null} if a
     * name does not fit ISO-8859-1}: what {@link YasReader#nextRunIs} compares and, held by the caller as a
     * constant, what {@link YasWriter#putRun(FieldRun, BytePattern)} writes (docs/spec-yas.md §3.2)
     */
    public BytePattern yasPattern() {
        return yasPattern;
    }

    /**
     * A whole YaS message of a root object holding exactly this run, as {@link YasWriter#message} writes it.
     *
     * @param root     the root's description
     * @param template the message with every value 0; {@code null} if a name does not fit ISO-8859-1
     * @param pattern  the template with the values as holes; {@code null} with the template
     * @param runStart where the run starts in the template
     * @param endStart where the root's END_MARKER header starts in the template
     */
    record Message(FieldDescription root, byte[] template, BytePattern pattern, int runStart, int endStart) {
    }

    /** {@return the whole-message template of this run under {@code root}, made once per root and kept} */
    Message yasMessage(FieldDescription root) {
        Message m = message;
        if (m == null || m.root() != root) {
            m = YasWriter.message(root, this);
            message = m; // a race makes the same bytes twice
        }
        return m;
    }

    int headerOffset(int i) {
        return headerOffsets[i];
    }

    /**
     * {@return field {@code i}'s description}
     *
     * @param i the field's index in the run
     */
    public FieldDescription field(int i) {
        return fields[i];
    }

    /**
     * {@return field {@code i}'s wire type}
     *
     * @param i the field's index in the run
     */
    public DataType type(int i) {
        return types[i];
    }

    /** {@return {@code true} if a field has metadata (a writer with metadata off writes such a run field by field)} */
    boolean hasMetadata() {
        return metadata;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("FieldRun[");
        for (int i = 0; i < fields.length; i++) {
            s.append(i == 0 ? "" : ", ").append(types[i]).append(' ').append(fields[i].name());
        }
        return s.append(']').toString();
    }
}
