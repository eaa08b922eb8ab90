package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * What a writer needs to know of a field besides its value: the name and the optional metadata (unit, quantity,
 * description, access modifier) written into the YaS field header (docs/spec-yas.md §3.4, §3.5). The name may be any
 * text; whether a protocol can carry it is the writer's rule (YaS and CmwLight: ISO-8859-1 only; JSON: any Unicode).
 *
 * <p>Metadata is written only when at least one of {@code unit}, {@code quantity}, {@code description} is non-null
 * (a lone modifier does not count, as in the reference) and the writer has metadata switched on; a {@code null}
 * member is written as {@code ""}. The modifier is an unsigned byte; opencmw-cpp reads 0 = read-write, 1 =
 * read-only, 2 = read-write deprecated, 3 = read-only deprecated, 4 = read-write private, 5 = read-only private.
 *
 * <p>Create descriptions once and reuse them on hot paths. Immutable and thread-safe.
 *
 * <p>A final class rather than a record so that it can keep the name's wire bytes, encoded once.
 */
public final class FieldDescription {
    /**
     * An element object of a collection or map: its START_MARKER and END_MARKER have no name and no metadata
     * (docs/spec-yas.md §5.3).
     */
    public static final FieldDescription ELEMENT = new FieldDescription("", null, null, null, 0);

    private final String name;
    private final String unit;
    private final String quantity;
    private final String description;
    private final int modifier;
    /** The name as ISO-8859-1, one byte per char, for the binary writers; {@code null} if it does not fit. */
    private final byte[] isoName;
    /**
     * The YaS field header as a writer with metadata on writes it (the metadata block included where the field has
     * metadata), type and dataSize left 0, written with one copy ({@link YasWriter}); {@code null} if the name does
     * not fit ISO-8859-1 or a metadata string has no UTF-8 form.
     */
    private final byte[] yasHeader;
    /** The metadata a reader finds in {@link #yasHeader}; {@code null} without metadata. */
    private final FieldMetadata wireMetadata;
    /**
     * {@link #yasHeader} with the type byte and dataSize as holes: what a reader compares. Made on first use (a
     * description made per message and only written costs no pattern); a race makes two equal ones, both immutable.
     */
    private BytePattern yasPattern;
    /** {@link Typed} per type ordinal, made on first use (under this description's lock). */
    private Typed[] yasTyped;
    /**
     * The {@link Typed} made last: most fields are written with one type, so this is the header a writer finds with
     * one load and one comparison (a plain field: a {@code Typed} is seen whole through its final fields).
     */
    private Typed lastTyped;
    /** {@link #cmwEntry} per type ordinal, made on first use (under this description's lock). */
    private CmwLightWriter.EntryHeader[] cmwEntries;
    /** The {@link #cmwEntry} made or found last, a record seen whole through its final fields. */
    private CmwLightWriter.EntryHeader cmwLast;

    /**
     * The YaS header of this field as a field of one wire type: its bytes and, once asked for, their pattern. Both
     * are made once per description and type, under the description's lock, so that there is one of each: the code
     * generated for a class holds the pattern as a constant and a writer compares it by identity.
     */
    private static final class Typed {
        final DataType type;
        final byte[] header;
        /** Made on first use; a {@link BytePattern} is immutable, its fields final. */
        BytePattern pattern;

        Typed(DataType type, byte[] header) {
            this.type = type;
            this.header = header;
        }
    }

    /**
     * Describes a field.
     *
     * @param name        field name, any text (the binary protocols refuse a char above U+00FF when written)
     * @param unit        unit such as {@code "GeV/u"}, or {@code null}
     * @param quantity    physical quantity such as {@code "energy"}, or {@code null}
     * @param description free text, or {@code null}
     * @param modifier    access modifier, 0..255
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if {@code modifier} is not 0..255
     */
    public FieldDescription(String name, String unit, String quantity, String description, int modifier) {
        Objects.requireNonNull(name, "name");
        if (modifier < 0 || modifier > 255) {
            throw new IllegalArgumentException("modifier out of 0..255 for field '" + name + "': " + modifier);
        }
        this.name = name;
        this.unit = unit;
        this.quantity = quantity;
        this.description = description;
        this.modifier = modifier;
        this.isoName = BinaryRules.firstNonIso(name) < 0 ? name.getBytes(StandardCharsets.ISO_8859_1) : null;
        this.yasHeader = YasWriter.headerTemplate(this);
        this.wireMetadata = hasMetadata() ? new FieldMetadata(orEmpty(unit), orEmpty(quantity), orEmpty(description),
                modifier) : null;
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    /** {@return the field name} */
    public String name() {
        return name;
    }

    /** {@return the unit, or {@code null}} */
    public String unit() {
        return unit;
    }

    /** {@return the physical quantity, or {@code null}} */
    public String quantity() {
        return quantity;
    }

    /** {@return the free-text description, or {@code null}} */
    public String description() {
        return description;
    }

    /** {@return the access modifier, 0..255} */
    public int modifier() {
        return modifier;
    }

    /** @return the name as ISO-8859-1 bytes, or {@code null} if a char is above U+00FF */
    byte[] isoName() {
        return isoName;
    }

    /**
     * @return the YaS header of this field as a writer with metadata on writes it, type and dataSize 0; {@code null} if
     *         no ISO name (or a metadata string without a UTF-8 form)
     */
    byte[] yasHeader() {
        return yasHeader;
    }

    /** @return the metadata of {@link #yasHeader()} as a reader reads it; {@code null} if the field has none */
    FieldMetadata wireMetadata() {
        return wireMetadata;
    }

    /**
     * @return {@link #yasHeader()} as a field of wire type {@code type} starts: the type byte set, the dataSize the one
     *         written before the value ({@link YasWriter#initialSize}); made on first use per type; {@code null} if no
     *         ISO name
     */
    byte[] yasHeader(DataType type) {
        Typed t = typed(type);
        return t == null ? null : t.header;
    }

    /**
     * @return {@link #yasHeader(DataType)} as a pattern ({@link YasWriter#headerPattern(byte[], DataType)}): every
     *         byte known but a dataSize that the type does not fix; one per type, so that the code generated for a
     *         class, reading and writing, shares one pattern per field; {@code null} if no ISO name
     */
    BytePattern yasPattern(DataType type) {
        Typed t = typed(type);
        if (t == null) {
            return null;
        }
        BytePattern p = t.pattern;
        return p != null ? p : pattern(t);
    }

    /**
     * The {@link Typed} of {@code type}: the last one made if of that type, else from the array, else made. Reads
     * only (a description is shared by every thread that writes the field): {@link #lastTyped} is set where one is
     * made, so a field written with two types (an object's START_MARKER and END_MARKER) finds the second in the
     * array.
     */
    private Typed typed(DataType type) {
        Typed t = lastTyped;
        if (t != null && t.type == type) {
            return t;
        }
        Typed[] all = yasTyped;
        t = all == null ? null : all[type.ordinal()];
        return t != null ? t : typedOnce(type);
    }

    /** The {@link Typed} of {@code type}, made if there is none yet; {@code null} if no ISO name. */
    private synchronized Typed typedOnce(DataType type) {
        if (yasHeader == null) {
            return null;
        }
        if (yasTyped == null) {
            yasTyped = new Typed[DataType.values().length];
        }
        Typed t = yasTyped[type.ordinal()];
        if (t == null) {
            t = new Typed(type, YasWriter.typedHeader(yasHeader, type));
            yasTyped[type.ordinal()] = t;
        }
        lastTyped = t;
        return t;
    }

    private synchronized BytePattern pattern(Typed t) {
        if (t.pattern == null) {
            t.pattern = YasWriter.headerPattern(yasHeader, t.type);
        }
        return t.pattern;
    }

    /**
     * @return the header of a CmwLight entry of this field and wire type {@code type} (1-D for an array) with its
     *         pattern ({@link CmwLightWriter#entryHeader(FieldDescription, DataType)}); made once per type, the one
     *         asked for last found with one load and one comparison
     */
    CmwLightWriter.EntryHeader cmwEntry(DataType type) {
        CmwLightWriter.EntryHeader e = cmwLast;
        return e != null && e.type() == type ? e : cmwEntryOnce(type);
    }

    private synchronized CmwLightWriter.EntryHeader cmwEntryOnce(DataType type) {
        if (cmwEntries == null) {
            cmwEntries = new CmwLightWriter.EntryHeader[DataType.values().length];
        }
        CmwLightWriter.EntryHeader e = cmwEntries[type.ordinal()];
        if (e == null) {
            e = CmwLightWriter.entryHeader(this, type);
            cmwEntries[type.ordinal()] = e;
        }
        cmwLast = e;
        return e;
    }

    /** @return {@link #yasHeader()} as a pattern whose type byte and dataSize are holes; {@code null} with it */
    BytePattern yasPattern() {
        BytePattern p = yasPattern;
        if (p == null && yasHeader != null) {
            p = YasWriter.headerPattern(yasHeader);
            yasPattern = p;
        }
        return p;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FieldDescription d && name.equals(d.name) && Objects.equals(unit, d.unit)
                && Objects.equals(quantity, d.quantity) && Objects.equals(description, d.description)
                && modifier == d.modifier;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, unit, quantity, description, modifier);
    }

    @Override
    public String toString() {
        return "FieldDescription[name=" + name + ", unit=" + unit + ", quantity=" + quantity + ", description="
                + description + ", modifier=" + modifier + "]";
    }

    /**
     * Describes a field by its name alone.
     *
     * @param name field name, any text
     * @return a description without metadata
     */
    public static FieldDescription of(String name) {
        return new FieldDescription(name, null, null, null, 0);
    }

    /**
     * Gives this field other metadata.
     *
     * @param newUnit        unit, or {@code null}
     * @param newQuantity    quantity, or {@code null}
     * @param newDescription description, or {@code null}
     * @param newModifier    access modifier, 0..255
     * @return a copy with the given metadata and this name
     */
    public FieldDescription withMetadata(String newUnit, String newQuantity, String newDescription, int newModifier) {
        return new FieldDescription(name, newUnit, newQuantity, newDescription, newModifier);
    }

    /** {@return {@code true} if unit, quantity or description is set, i.e. a metadata block is written} */
    public boolean hasMetadata() {
        return unit != null || quantity != null || description != null;
    }
}
