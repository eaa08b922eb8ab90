package io.yas.mapping;

import io.yas.buffer.BytePattern;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldRun;
import io.yas.wire.IoSerialiser;
import io.yas.wire.YasReader;

import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Base of the codecs generated at compile time by the annotation processor of artifact {@code yas-processor} for
 * classes and records annotated with {@link io.yas.annotation.GenerateCodec}, and of those the mapper generates at
 * run time for any other class (hidden classes, one per mapped class); not meant for hand-written subclasses.
 * A generated codec is found through {@link java.util.ServiceLoader} (the processor lists it in
 * {@code META-INF/services/io.yas.mapping.CompiledCodec}; a named module declares it with
 * {@code provides io.yas.mapping.CompiledCodec with …}) in the mapped class's class loader, and chosen by the mapped
 * Java class alone: nothing on the wire names it.
 *
 * <p>{@link ClassMapping} binds a new instance to its own description of the class on first use. The codec is used
 * only if it lists the class's fields in the mapper's order (superclass fields first, declaration order, static and
 * transient fields skipped) and no field it writes with a typed {@code put} has a {@link FieldSerialiser} in that
 * mapping; otherwise the class gets the run-time generated codec, and {@link ClassMapping#describe} says why.
 * {@code -Dyas.mapping.compiled=false} turns compiled codecs off.
 *
 * <p>The {@code protected final} methods are what the generated code calls: each field by its index in the list
 * given to the constructor, the conversions and refusals of the reflective mapper on read, and the read loop's
 * matching of wire fields by name. So a compiled codec writes the same bytes and reads the same objects as the
 * reflective and the run-time generated paths, and refuses the same input with the same message. Where the run-time
 * generated codec writes and reads a run of primitive fields at once ({@link FieldRun}), so does a compiled codec:
 * it builds each run in {@link #bound} with {@link #run}.
 *
 * @param <T> the mapped class or record
 */
public abstract class CompiledCodec<T> {
    /** {@code -Dyas.mapping.compiled=false} turns compiled codecs off (the run-time generator maps every class). */
    static final boolean ENABLED = !"false".equals(System.getProperty("yas.mapping.compiled"));

    /** {@link #next}: the END_MARKER of the object was read. */
    protected static final int END = Integer.MIN_VALUE;
    /** {@link #next}: the wire field is not one of the class's and was skipped. */
    protected static final int NOT_A_FIELD = -1;

    final Class<T> type;
    private final List<String> names;
    /** The mapper's fields, set by {@link #bind}. */
    private ClassCodec codec;
    private FieldCodec[] fields;

    /**
     * A codec of {@code type} whose fields are {@code fieldNames}, in the mapper's order.
     *
     * @param type       the mapped class or record
     * @param fieldNames the names of its fields: superclass fields first, then each class's in declaration order,
     *                   static and transient ones left out
     */
    protected CompiledCodec(Class<T> type, String... fieldNames) {
        this.type = Objects.requireNonNull(type, "type");
        this.names = List.of(fieldNames);
    }

    /**
     * Writes every field of {@code value} (not the object's markers): a {@code null} reference is not written.
     *
     * @param w        the message being written
     * @param value    the object
     * @param maxDepth the nesting limit for nested objects, handed to {@link #writeValue}
     */
    protected abstract void write(IoSerialiser w, T value, int maxDepth);

    /**
     * Reads the fields of the object whose START_MARKER was just read, up to its END_MARKER.
     *
     * @param r      the cursor, on the object's START_MARKER
     * @param target for a class the instance to fill; for a record the existing record whose components the wire
     *               lacks are kept, or {@code null} (the components' defaults)
     * @param checks the read checks, handed to {@link #next} and {@link #endChecks}
     * @return {@code target}, or the new record
     */
    protected abstract T read(FieldCursor r, T target, int checks);

    /**
     * Writes {@code value} as a whole message in one go, where the codec and the writer can
     * ({@link IoSerialiser#putMessage}: a class whose fields are all primitives other than {@code char}, in YaS,
     * no metadata left out). Does nothing by default.
     *
     * @param w     the writer, with no message open
     * @param value the object
     * @return {@code false} if nothing was written: the message is then written field by field
     */
    protected boolean writeMessage(IoSerialiser w, T value) {
        return false;
    }

    /**
     * Writes {@code value} as the root of a message: the protocol header, the root's START_MARKER, its fields, its
     * END_MARKER, where the codec and the writer write the markers from the root's patterns
     * ({@link io.yas.wire.YasWriter#putHeaderInfo(FieldDescription, io.yas.buffer.BytePattern)}: YaS, no metadata
     * left out). Does nothing by default.
     *
     * @param w        the writer, with no message open
     * @param value    the object
     * @param maxDepth the nesting limit for nested objects
     * @return {@code false} if nothing was written: the message is then started with {@code putHeaderInfo}
     */
    protected boolean writeRoot(IoSerialiser w, T value, int maxDepth) {
        return false;
    }

    /**
     * Writes the fields of the root {@code value}, whose START_MARKER the caller wrote and whose END_MARKER it writes
     * ({@link #writeRoot}): what the mapper writes between the two.
     *
     * @param w        the message being written
     * @param value    the root object
     * @param maxDepth the nesting limit
     */
    protected final void writeRootFields(IoSerialiser w, Object value, int maxDepth) {
        codec.writeFields(w, value, null, maxDepth);
    }

    /**
     * Reads a whole message in one go if it is exactly the one {@link #writeMessage} writes, values aside
     * ({@link FieldCursor#nextMessageIs}), before the cursor has read anything. Reads nothing by default.
     *
     * @param r      the cursor, at the start of the message
     * @param target for a class the instance to fill, or {@code null} for a new one; for a record ignored
     * @return the object read, or {@code null} if nothing was read: the message is then read field by field
     */
    protected T readMessage(FieldCursor r, T target) {
        return null;
    }

    /**
     * Reads a nested object of this class whose START_MARKER the caller matched, if its fields are on the wire exactly
     * as the YaS writer writes them ({@link YasReader#dataAt}): in declared order, each with the type of its field, no
     * metadata, nothing else between them; a field may be missing (a {@code null} the writer left out,
     * docs/spec-yas.md §7.2) and keeps its value, as in the read loop. The cursor's position is not used; it may be
     * left standing on one of the object's fields ({@link YasReader#fieldAt}), so the caller
     * {@linkplain YasReader#seek moves it} to where it reads on. Returns {@code null} by default (the caller then reads
     * the object field by field).
     *
     * @param y       the reader
     * @param from    the offset of the object's first field header
     * @param to      the offset its END_MARKER header should have (the START_MARKER's data end)
     * @param current the object to update, or {@code null} for a new one
     * @param depth   the depth of the object (its START_MARKER included), for {@link YasReader#mayNest}
     * @return the object read, or {@code null} if the bytes are not that layout
     * @throws YasFormatException if a value's bytes are bad (the caller reads the field again to locate the failure)
     */
    protected Object walkInto(YasReader y, int from, int to, Object current, int depth) {
        return null;
    }

    // ------------------------------------------------------------------------------------ bound by the mapper

    /** Binds this codec to the mapper's description of the class; {@return why it cannot be used, or null} */
    String bind(ClassCodec classCodec) {
        FieldCodec[] mapped = classCodec.fields();
        List<String> expected = Arrays.stream(mapped).map(f -> f.name).toList();
        if (!expected.equals(names)) {
            return "it lists the fields " + names + ", the class has " + expected + " (compiled against another "
                    + "version of the class or a superclass?)";
        }
        for (FieldCodec f : mapped) {
            if (f.kind == FieldCodec.Kind.CUSTOM && written(f.type) && writesItself(f.index)) {
                return "field '" + f.name + "' has a FieldSerialiser in this mapping, which the compiled codec "
                        + "does not call";
            }
        }
        this.codec = classCodec;
        this.fields = mapped;
        try {
            bound();
        } catch (IllegalArgumentException e) { // FieldRun: a field of a run is no fixed-size scalar any more
            return "its runs of primitive fields do not fit the class: " + e.getMessage() + " (compiled against "
                    + "another version of the class?)";
        }
        return null;
    }

    /** The types of fields (the class's or a superclass's) that a compiled codec may write with a typed {@code put}. */
    private static boolean written(Class<?> t) {
        return DataType.ofElementClass(t) != null || t.isArray() && t.getComponentType().isPrimitive();
    }

    /** Binds a codec generated at run time from {@code classCodec} itself: nothing to check. */
    void bindGenerated(ClassCodec classCodec) {
        this.codec = classCodec;
        this.fields = classCodec.fields();
    }

    // the mapper's calls: the value or target is of the codec's class (or null), and the generated or compiled
    // method's bridge casts it to that class again, with the class as a constant

    boolean writeWhole(IoSerialiser w, Object value) {
        return writeMessage(w, of(value));
    }

    boolean writeRootWhole(IoSerialiser w, Object value, int maxDepth) {
        return writeRoot(w, of(value), maxDepth);
    }

    Object readWhole(FieldCursor r, Object target) {
        return readMessage(r, of(target));
    }

    void writeFields(IoSerialiser w, Object value, int maxDepth) {
        write(w, of(value), maxDepth);
    }

    Object readFields(FieldCursor r, Object target, int checks) {
        return read(r, of(target), checks);
    }

    @SuppressWarnings("unchecked")
    private T of(Object value) {
        return (T) value;
    }

    // ------------------------------------------------------------------------ what generated code calls

    /**
     * {@return whether this codec writes and reads field {@code field} with code of its own, rather than handing it to
     * the mapper ({@link #writeField}, {@link #readInto})}: {@code true} by default. A codec that hands a superclass's
     * field to the mapper says so here, so that a {@link FieldSerialiser} for that field in the mapping, which the
     * mapper then calls, does not keep the codec from being used; for a field the codec writes itself with a typed
     * {@code put}, such a serialiser does. Asked once, when the mapping binds the codec.
     *
     * @param field the field's index
     */
    protected boolean writesItself(int field) {
        return true;
    }

    /**
     * Called once when the mapping has bound this codec to its description of the class, before any write or read:
     * a generated codec with runs of primitive fields builds them here ({@link #run}). Does nothing by default.
     */
    protected void bound() {
        // no runs
    }

    /**
     * {@return fields {@code from} to {@code to} (exclusive) as one run, with the mapper's descriptions and wire
     * types}: the codec writes it with {@link IoSerialiser#putRun} and reads it with {@link FieldCursor#nextRunIs},
     * the values at {@link FieldRun#valueOffset}, as the run-time generated codec does. Called from {@link #bound}.
     *
     * @param from the index of the run's first field: two or more primitive fields other than {@code char} that the
     *             codec reaches itself follow (in a class, none of them {@code final}); one or more for the run of all
     *             fields of a class that has only such fields (its whole message)
     * @param to   the index after the run's last field
     * @throws IllegalArgumentException if a field's wire type is not a fixed-size scalar other than CHAR (the class
     *                                  is not the one the codec was compiled for: the mapping does not use it)
     */
    protected final FieldRun run(int from, int to) {
        return CodecGenerator.fieldRun(fields, from, to);
    }

    /** {@link #walkHeader}: a primitive field but {@code char}, its value where its header ends. */
    protected static final int WALK_SCALAR = 0;
    /** {@link #walkHeader}: a {@code String} field, read with {@link YasReader#stringIn}. */
    protected static final int WALK_STRING = 1;
    /** {@link #walkHeader}: a 1-D array of a primitive but {@code char}, read with {@link YasReader#arrayIn}. */
    protected static final int WALK_ARRAY = 2;
    /** {@link #walkHeader}: a nested object, read with {@link #walkNested} (its END_MARKER: {@link #walkEnd}). */
    protected static final int WALK_OBJECT = 3;
    /** {@link #walkHeader}: a collection of objects or a map from strings to them, read with {@link #walkContainer}. */
    protected static final int WALK_CONTAINER = 4;
    /**
     * {@link #walkHeader}: a value the read loop's own code reads with the cursor made to stand on its header
     * ({@link YasReader#fieldAt}): a {@code char}, another array, an enum, a collection or map of primitives and
     * strings.
     */
    protected static final int WALK_CURSOR = 5;

    /**
     * {@return the header a compiled codec's walk compares for field {@code field}, read {@code way}, or {@code null}
     * where the mapper does not read the field that way (another wire type, metadata on the wire): the walk stops
     * there and the read loop reads on}, as the run-time generated codec walks its leading fields over YaS
     * (docs/spec-yas.md §3.2, the field header; README, Architecture). Called from {@link #bound}.
     *
     * @param field the field's index
     * @param way   {@link #WALK_SCALAR}, {@link #WALK_STRING}, {@link #WALK_ARRAY}, {@link #WALK_OBJECT},
     *              {@link #WALK_CONTAINER} or {@link #WALK_CURSOR}
     */
    protected final BytePattern walkHeader(int field, int way) {
        FieldCodec f = fields[field];
        return LayoutWalk.ownWay(f) == way ? YasReader.expectedHeader(f.description, f.wireType) : null;
    }

    /**
     * For generated codecs: the bootstrap of an {@code invokedynamic} by which the run-time generated code reaches a
     * field it may not name with {@code getfield} or {@code putfield} (a superclass's, or every field where the code
     * is not a nestmate of its class): a constant call site bound to the handle at {@code index} of the calling
     * class's class data ({@link MethodHandles#classData}), adapted to the call's type, so the JIT inlines the access.
     *
     * @param caller the calling codec's lookup, with its original access (what the JVM gives a bootstrap)
     * @param name   the call's name (unused)
     * @param type   the call's type: {@code (Object)V} to get, {@code (Object, V)void} to set
     * @param index  the handle's index in the caller's class data
     * @return the constant call site
     * @throws IllegalAccessException if {@code caller} lacks its class's original access
     */
    protected static CallSite fieldAccess(MethodHandles.Lookup caller, String name, MethodType type, int index)
            throws IllegalAccessException {
        Object[] data = MethodHandles.classData(caller, "_", Object[].class);
        return new ConstantCallSite(((MethodHandle) data[index]).asType(type));
    }

    /**
     * {@return {@code value}, what {@link #walkNested} or {@link #walkContainer} gave for a field, as the field's
     * type}: a generated codec's store of it without a cast (those calls return the field's class or collection)
     *
     * @param value what the walk gave
     * @param <V>   the field's type
     */
    @SuppressWarnings("unchecked")
    protected static <V> V walked(Object value) {
        return (V) value;
    }

    /**
     * {@return the END_MARKER header of nested-object field {@code field}, as its writer writes it}
     *
     * @param field the field's index
     */
    protected final BytePattern walkEnd(int field) {
        return YasReader.expectedHeader(fields[field].description, DataType.END_MARKER);
    }

    /**
     * {@return the name and metadata of the class as a root or nested object, as the mapper describes it}: with
     * {@code run(0, n)} over all {@code n} fields, what {@link IoSerialiser#putMessage} and
     * {@link FieldCursor#nextMessageIs} take for a class whose fields are all primitives other than {@code char}.
     */
    protected final FieldDescription rootDescription() {
        return codec.description;
    }

    /**
     * {@return the name and metadata of field {@code field}, as the mapper describes it}
     *
     * @param field the field's index
     */
    protected final FieldDescription description(int field) {
        return fields[field].description;
    }

    /**
     * Writes {@code value} as field {@code field} through the mapper (containers, nested objects, enums, custom
     * serialisers, …); {@code null} is not written.
     *
     * @param field    the field's index
     * @param w        the message being written
     * @param value    the field's value, or {@code null}
     * @param maxDepth the nesting limit
     */
    protected final void writeValue(int field, IoSerialiser w, Object value, int maxDepth) {
        if (value != null) {
            fields[field].writeValue(w, value, maxDepth);
        }
    }

    /**
     * Writes the fields of {@code value}, the nested object of field {@code field}, whose START_MARKER the caller
     * wrote and whose END_MARKER it writes (YaS, from the field's patterns:
     * {@link io.yas.wire.YasWriter#putStartMarker(FieldDescription, io.yas.buffer.BytePattern)}): what
     * {@link #writeValue} writes between the two.
     *
     * @param field    the field's index; a nested object's
     * @param w        the message being written
     * @param value    the field's value, not {@code null}
     * @param maxDepth the nesting limit
     * @throws IllegalStateException if the object is nested deeper than {@code maxDepth}
     */
    protected final void writeNested(int field, IoSerialiser w, Object value, int maxDepth) {
        fields[field].nested.writeFields(w, value, null, maxDepth);
    }

    /**
     * Writes field {@code field} of {@code target} through the mapper, which also reads it (a superclass's field).
     *
     * @param field    the field's index
     * @param w        the message being written
     * @param target   the object
     * @param maxDepth the nesting limit
     */
    protected final void writeField(int field, IoSerialiser w, T target, int maxDepth) {
        fields[field].write(w, target, maxDepth);
    }

    /**
     * {@return the nested object of field {@code field} read by its class's codec with {@link #walkInto}, or
     * {@code null} if the bytes are not the layout it expects}
     *
     * @param field   the index of a field holding a nested object
     * @param y       the reader
     * @param from    the offset of the object's first field header
     * @param to      the offset its END_MARKER header should have
     * @param current the field's current value, or {@code null}
     * @param depth   the depth of the nested object
     */
    protected final Object walkNested(int field, YasReader y, int from, int to, Object current, int depth) {
        CompiledCodec<?> nested = fields[field].nested.codec();
        return nested == null ? null : nested.walkInto(y, from, to, current, depth);
    }

    /**
     * {@return the collection or map of objects of field {@code field} read from its data with the element class's
     * {@link #walkInto}, or {@code null} if the bytes are not the layout the YaS writer writes}
     *
     * @param field   the index of a field holding a collection of objects or a map from strings to objects
     * @param y       the reader
     * @param data    the offset of the field's data
     * @param end     the end of the field's data
     * @param current the field's current value, or {@code null}
     * @param depth   the depth of the object that holds the field
     */
    protected final Object walkContainer(int field, YasReader y, int data, int end, Object current, int depth) {
        return fields[field].walkContainer(y, data, end, current, depth);
    }

    /**
     * Reads the next wire field's header and matches it to a field by name, field {@code hint} (the one expected
     * next) first; unknown fields are skipped.
     *
     * @param r      the cursor
     * @param hint   the index of the field expected next: the last one read plus one
     * @param checks the read checks given to {@link #read}
     * @return the field's index; {@link #END} after the END_MARKER; {@link #NOT_A_FIELD} for a field the class does
     *         not have; below {@code -1} for a field that is {@code null} on the wire (JSON) and keeps its value
     */
    protected final int next(FieldCursor r, int hint, int checks) {
        if (codec.nextIs(r, hint)) {
            return hint;
        }
        if (r.nextField() == DataType.END_MARKER) {
            return END;
        }
        return codec.match(r, hint, checks);
    }

    /**
     * The checks after the END_MARKER: a root that shares no field with the class is refused.
     *
     * @param r          the cursor
     * @param wireFields the number of fields read from the wire
     * @param known      how many of them are fields of the class
     * @param checks     the read checks given to {@link #read}
     */
    protected final void endChecks(FieldCursor r, int wireFields, int known, int checks) {
        codec.endChecks(r, wireFields, known, checks);
    }

    /**
     * {@return the current wire field read as field {@code field}'s value, {@code current} reused where it fits}
     *
     * @param <V>     the field's type
     * @param field   the field's index
     * @param r       the cursor, on the field
     * @param current the field's current value, or {@code null}
     */
    @SuppressWarnings("unchecked")
    protected final <V> V readValue(int field, FieldCursor r, V current) {
        return (V) fields[field].readValue(r, current);
    }

    /**
     * Reads the current wire field into field {@code field} of {@code target} through the mapper, which also sets it
     * (a superclass's field).
     *
     * @param field  the field's index
     * @param r      the cursor, on the field
     * @param target the object
     */
    protected final void readInto(int field, FieldCursor r, T target) {
        fields[field].readInto(r, target);
    }

    /**
     * {@return the current wire field as a {@code boolean}}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final boolean readBoolean(int field, FieldCursor r) {
        return ScalarValues.bool(r, fields[field]);
    }

    /**
     * {@return the current wire field as a {@code byte}}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final byte readByte(int field, FieldCursor r) {
        return (byte) ScalarValues.integral(r, DataType.BYTE, fields[field]);
    }

    /**
     * {@return the current wire field as a {@code short}, widened from a byte}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final short readShort(int field, FieldCursor r) {
        return (short) ScalarValues.integral(r, DataType.SHORT, fields[field]);
    }

    /**
     * {@return the current wire field as an {@code int}, widened from a byte or short}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final int readInt(int field, FieldCursor r) {
        return (int) ScalarValues.integral(r, DataType.INT, fields[field]);
    }

    /**
     * {@return the current wire field as a {@code long}, widened from a byte, short or int}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final long readLong(int field, FieldCursor r) {
        return ScalarValues.integral(r, DataType.LONG, fields[field]);
    }

    /**
     * {@return the current wire field as a {@code float}}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final float readFloat(int field, FieldCursor r) {
        return ScalarValues.floatValue(r, fields[field]);
    }

    /**
     * {@return the current wire field as a {@code double}, widened from a byte, short, int or float}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final double readDouble(int field, FieldCursor r) {
        return ScalarValues.floating(r, DataType.DOUBLE, fields[field]);
    }

    /**
     * {@return the current wire field as a {@code char}}
     *
     * @param field the field's index
     * @param r     the cursor, on the field
     */
    protected final char readChar(int field, FieldCursor r) {
        return ScalarValues.character(r, fields[field]);
    }

    /**
     * {@return {@code e} located at the cursor's protocol and path, as the mapper locates a field's failure}
     *
     * @param e the failure of reading a field
     * @param r the cursor
     */
    protected final YasFormatException located(YasFormatException e, FieldCursor r) {
        return e.within(r.protocol().displayName(), r.path());
    }

    /**
     * {@return the format error for a record whose canonical constructor threw {@code e} on the components read}
     *
     * @param e the constructor's exception
     * @param r the cursor, after the record's END_MARKER
     */
    protected final YasFormatException refused(RuntimeException e, FieldCursor r) {
        return codec.refused(e, r);
    }
}
