package io.yas.mapping;

import io.yas.annotation.Description;
import io.yas.annotation.GenerateCodec;
import io.yas.annotation.MetaInfo;
import io.yas.annotation.Modifier;
import io.yas.annotation.Quantity;
import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How one class maps to the wire: its fields (superclass fields first, each class in declaration order; static and
 * transient fields skipped), how to create an instance, and the root or nested object's description. Built once
 * per class by {@link ClassMapping}; immutable afterwards and thread-safe.
 */
final class ClassCodec {
    final Class<?> type;
    final FieldDescription description;
    final boolean record;
    /** {@code ()Object} for classes, {@code (Object[])Object} for records; {@code null} if none. */
    private MethodHandle constructor;
    /** A record's canonical constructor as declared, {@code (C0, C1, …)T}; {@code null} for a class or if none. */
    private MethodHandle canonical;
    private FieldCodec[] fields;
    private Object[] recordDefaults;
    /**
     * The codec that writes and reads the class: generated at compile time (yas-processor) or, failing that, at run
     * time ({@link CodecGenerator}); bound to this description. {@code null}: the reflective loop, see
     * {@link #generatedNote}.
     */
    private CompiledCodec<?> codec;
    /** Whether {@link #codec} was generated at run time (it then creates a new instance itself). */
    private boolean generated;
    /**
     * Whether {@link #codec} may write and read the class's message whole: its fields, all of them, are primitives
     * other than {@code char} ({@link CodecGenerator#wholeRun}).
     */
    private boolean whole;
    /**
     * Why no codec was generated at run time, or how the generated one reaches the class's fields where that is not as
     * a nestmate ({@link FieldAccess}), or {@code null}.
     */
    private String generatedNote;
    /** Why a compiled codec found for the class is not used, or {@code null}. */
    private String compiledNote;

    private ClassCodec(Class<?> type) {
        this.type = type;
        this.record = type.isRecord();
        this.description = description(type.getName(), type);
    }

    /**
     * The codec of {@code type}: one the mapping holds already or one being built now (a cyclic type graph), else a
     * new one, put into {@code building} before its fields are described.
     */
    static ClassCodec build(Class<?> type, ClassMapping mapping, Map<Class<?>, ClassCodec> building) {
        ClassCodec known = building.get(type);
        if (known == null) {
            known = mapping.described(type);
        }
        if (known != null) {
            return known;
        }
        check(type);
        ClassCodec c = new ClassCodec(type);
        building.put(type, c);
        MethodHandles.Lookup lookup = lookup(type);
        // each field through a lookup of the class declaring it: a subclass cannot reach a superclass's private fields
        Map<Class<?>, MethodHandles.Lookup> lookups = new HashMap<>(Map.of(type, lookup));
        List<FieldCodec> list = new ArrayList<>();
        for (Field f : fields(type)) {
            MethodHandles.Lookup declaring = lookups.computeIfAbsent(f.getDeclaringClass(), ClassCodec::lookup);
            list.add(FieldTypes.of(f, list.size(), declaring, mapping, building));
        }
        c.fields = list.toArray(new FieldCodec[0]);
        c.canonical = canonical(type, lookup);
        c.constructor = constructor(type, lookup, c.canonical);
        c.bindCompiled(mapping);
        if (c.codec == null) {
            CodecGenerator.Result generated = CodecGenerator.generate(c);
            c.codec = generated.codec();
            c.generated = c.codec != null;
            c.generatedNote = generated.note();
            if (c.generated) { // its reads and writes of containers, nested objects and conversions go through c
                c.codec.bindGenerated(c);
            }
        }
        c.whole = c.codec != null && CodecGenerator.wholeRun(c) != null;
        if (c.record) {
            c.recordDefaults = new Object[c.fields.length];
            for (FieldCodec f : c.fields) {
                c.recordDefaults[f.index] = ScalarValues.defaultValue(f.type);
            }
        }
        return c;
    }

    /** {@return the class's compiled or run-time generated codec, or {@code null} (the reflective path)} */
    CompiledCodec<?> codec() {
        return codec;
    }

    /** Takes the class's compiled codec (yas-processor) if the mapping finds one and it fits this description. */
    private void bindCompiled(ClassMapping mapping) {
        if (!CompiledCodec.ENABLED) {
            return;
        }
        CompiledCodec<?> found = mapping.compiledCodec(type);
        String why = found == null ? null : found.bind(this);
        if (found != null && why == null) {
            codec = found;
        } else if (found != null) {
            compiledNote = "compiled codec " + found.getClass().getName() + " not used: " + why;
        } else if (type.isAnnotationPresent(GenerateCodec.class)) {
            compiledNote = "no compiled codec found for @GenerateCodec: was yas-processor on the annotation "
                    + "processor path?";
        }
    }

    private static void check(Class<?> type) {
        if (type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers()) || type.isArray()
                || type.isPrimitive() || type.isEnum()) {
            throw new IllegalArgumentException("class " + type.getName() + " cannot be mapped field by field: it is "
                    + "an interface, abstract class, array, primitive or enum; register a FieldSerialiser for it");
        }
        if (type.getEnclosingClass() != null && !java.lang.reflect.Modifier.isStatic(type.getModifiers())
                && !type.isRecord()) {
            throw new IllegalArgumentException("class " + type.getName()
                    + " is a non-static inner class; declare it static to map it");
        }
        if (type.getName().startsWith("java.") || type.getName().startsWith("javax.")) {
            throw new IllegalArgumentException("class " + type.getName()
                    + " is a JDK class that cannot be mapped field by field; register a FieldSerialiser for it");
        }
    }

    /** Instance fields, superclass first, declaration order; static, transient and synthetic fields skipped. */
    private static List<Field> fields(Class<?> type) {
        List<Field> out = new ArrayList<>();
        Class<?> parent = type.getSuperclass();
        if (parent != null && parent != Object.class && parent != Record.class) {
            out.addAll(fields(parent));
        }
        for (Field f : type.getDeclaredFields()) {
            int m = f.getModifiers();
            if (!java.lang.reflect.Modifier.isStatic(m) && !java.lang.reflect.Modifier.isTransient(m)
                    && !f.isSynthetic()) {
                out.add(f);
            }
        }
        return out;
    }

    static MethodHandles.Lookup lookup(Class<?> type) {
        Module own = ClassCodec.class.getModule();
        if (own.isNamed()) {
            own.addReads(type.getModule());
        }
        try {
            return MethodHandles.privateLookupIn(type, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("class " + type.getName() + " is not accessible: its module "
                    + type.getModule().getName() + " must open package " + type.getPackageName() + " to io.yas", e);
        }
    }

    /** {@return a record's canonical constructor, or {@code null} for a class or where there is none to call} */
    private static MethodHandle canonical(Class<?> type, MethodHandles.Lookup lookup) {
        if (!type.isRecord()) {
            return null;
        }
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
        try {
            return lookup.findConstructor(type, MethodType.methodType(void.class, types));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null; // serialising works; reading into a new record says what is missing
        }
    }

    /** {@return the class's no-arg constructor, or the record's {@code canonical} one spread, as typed above} */
    private static MethodHandle constructor(Class<?> type, MethodHandles.Lookup lookup, MethodHandle canonical) {
        if (type.isRecord()) {
            return canonical == null ? null : canonical.asSpreader(Object[].class, canonical.type().parameterCount())
                    .asType(MethodType.methodType(Object.class, Object[].class));
        }
        try {
            return lookup.findConstructor(type, MethodType.methodType(void.class))
                    .asType(MethodType.methodType(Object.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null; // serialising works; reading into a new instance says what is missing
        }
    }

    /** The description of a class or field from its annotations (docs/spec-yas.md §3.4, §7.1). */
    static FieldDescription description(String name, AnnotatedElement element) {
        MetaInfo meta = element.getAnnotation(MetaInfo.class);
        if (meta != null) {
            return new FieldDescription(name, meta.unit(), meta.quantity(), meta.description(), meta.modifier());
        }
        Unit unit = element.getAnnotation(Unit.class);
        Quantity quantity = element.getAnnotation(Quantity.class);
        Description text = element.getAnnotation(Description.class);
        Modifier modifier = element.getAnnotation(Modifier.class);
        return new FieldDescription(name, unit == null ? null : unit.value(),
                quantity == null ? null : quantity.value(), text == null ? null : text.value(),
                modifier == null ? 0 : modifier.value());
    }

    boolean isRecord() {
        return record;
    }

    FieldCodec[] fields() {
        return fields;
    }

    // ------------------------------------------------------------------------------------------------ writing

    /** Writes the fields of {@code value} (not its markers); with {@code group} only the fields of that group. */
    void writeFields(IoSerialiser w, Object value, String group, int maxDepth) {
        if (w.depth() > maxDepth) {
            throw new IllegalStateException("object graph deeper than " + maxDepth + " levels at "
                    + type.getName() + ": a reference cycle?");
        }
        if (group == null && codec != null) {
            codec.writeFields(w, value, maxDepth);
            return;
        }
        writeEach(w, value, group, maxDepth);
    }

    /**
     * Writes {@code value} as a whole message in one go where the class and the writer allow it
     * ({@link IoSerialiser#putMessage}).
     *
     * @return {@code false} if nothing was written: write the message call by call
     */
    boolean writeMessage(IoSerialiser w, Object value) {
        return whole && codec.writeWhole(w, value);
    }

    /**
     * Writes {@code value} as the root of a message where the codec writes its markers from constants
     * ({@link CompiledCodec#writeRoot}).
     *
     * @return {@code false} if nothing was written: write the message call by call
     */
    boolean writeRoot(IoSerialiser w, Object value, int maxDepth) {
        return codec != null && codec.writeRootWhole(w, value, maxDepth);
    }

    /**
     * Reads a whole message at the cursor's start in one go where it is exactly the one {@link #writeMessage} writes
     * (values aside; {@link FieldCursor#nextMessageIs}), into {@code existing} or a new instance.
     *
     * @return the object read, or {@code null} if nothing was read: read the message field by field
     */
    Object readMessage(FieldCursor r, Object existing) {
        return whole ? codec.readWhole(r, existing) : null;
    }

    /** {@return whether {@link #readMessage} may read a message whole} */
    boolean readsWhole() {
        return whole;
    }

    /** The reflective path: each field (of {@code group} unless {@code null}) through its {@link FieldCodec}. */
    void writeEach(IoSerialiser w, Object value, String group, int maxDepth) {
        for (FieldCodec f : fields) {
            if (group == null || f.inGroup(group)) {
                f.write(w, value, maxDepth);
            }
        }
    }

    /** {@return how this class is written and read, for {@link ClassMapping#describe}} */
    String path() {
        if (codec != null && !generated) {
            return type.getName() + ": compiled codec (" + codec.getClass().getName() + ")";
        }
        return type.getName() + ": " + (generated ? "generated writer, generated reader"
                + (generatedNote == null ? "" : " (" + generatedNote + ")")
                : "reflective writer (" + generatedNote + "), reflective reader (" + generatedNote + ")")
                + (compiledNote == null ? "" : "; " + compiledNote);
    }

    /** Writes {@code value} as a nested object: START_MARKER, fields, END_MARKER, all named by {@code fd}. */
    void writeObject(IoSerialiser w, FieldDescription fd, Object value, int maxDepth) {
        w.putStartMarker(fd);
        writeFields(w, value, null, maxDepth);
        w.putEndMarker(fd);
    }

    // ------------------------------------------------------------------------------------------------ reading

    /**
     * Reads the object whose START_MARKER was just read, up to its END_MARKER, into {@code existing} (in place) or a
     * new instance; records are always built anew, missing components keeping the existing record's values.
     */
    Object read(FieldCursor r, Object existing) {
        return read(r, existing, 0);
    }

    /**
     * Reads the root object as {@link #read(FieldCursor, Object)} does, with the check that is always on and the
     * {@link ReadCheck}s whose bits ({@code 1 << ordinal}) are set in {@code checks}.
     */
    Object readRoot(FieldCursor r, Object existing, int checks) {
        if ((checks & ROOT_NAME) != 0 && !r.name().isEmpty() && !r.name().equals(type.getName())) {
            throw Failures.typeMismatch(r.buffer(), r.fieldStart(), "a root named " + type.getName()
                    + " (ReadCheck.ROOT_NAME)", "'" + r.name() + "'").within(r.protocol().displayName(), "$");
        }
        return read(r, existing, checks | ROOT);
    }

    private static final int UNKNOWN = 1 << ReadCheck.UNKNOWN_FIELDS.ordinal();
    private static final int MISSING = 1 << ReadCheck.MISSING_FIELDS.ordinal();
    private static final int ROOT_NAME = 1 << ReadCheck.ROOT_NAME.ordinal();
    /** The object read is a message's root: a root that shares no field with the class is refused. */
    private static final int ROOT = 1 << 30;

    private Object read(FieldCursor r, Object existing, int checks) {
        if (codec != null && (checks & MISSING) == 0) {
            // a run-time generated codec creates a new instance of a class with a no-arg constructor itself
            boolean given = record || existing != null || generated && canConstruct();
            return codec.readFields(r, given ? existing : newInstance(), checks);
        }
        return readReflectively(r, existing, checks);
    }

    /** The reflective path of {@link #read(FieldCursor, Object)}: {@link #readFields}, then a record's constructor. */
    Object readReflectively(FieldCursor r, Object existing, int checks) {
        if (record) {
            Object[] args = recordArgs(existing);
            readFields(r, null, args, checks);
            try {
                return construct(args);
            } catch (Refused e) {
                throw refused(e.refusal, r);
            }
        }
        Object target = existing != null ? existing : newInstance();
        readFields(r, target, null, checks);
        return target;
    }

    /**
     * The format error of a record whose canonical constructor threw {@code e} on the components read (also made by
     * generated readers).
     */
    YasFormatException refused(RuntimeException e, FieldCursor r) {
        return Failures.malformed(r.buffer(), r.fieldStart(), "values the canonical constructor of " + type.getName()
                + " accepts", e.toString()).within(r.protocol().displayName(), r.path());
    }

    /** The constructor arguments of a record to read: {@code existing}'s components, or the defaults. */
    Object[] recordArgs(Object existing) {
        return existing == null ? recordDefaults.clone() : componentsOf(existing);
    }

    /**
     * The reflective read loop (the generated one, {@link CodecGenerator}, makes the same calls): each wire field
     * matched by name, read into {@code target} or, for a record, into {@code args}.
     */
    void readFields(FieldCursor r, Object target, Object[] args, int checks) {
        int hint = 0;
        int wireFields = 0;
        int known = 0;
        boolean[] seen = (checks & MISSING) != 0 ? new boolean[fields.length] : null;
        while (true) {
            int i;
            if (nextIs(r, hint)) {
                i = hint;
            } else if (r.nextField() != DataType.END_MARKER) {
                i = match(r, hint, checks);
            } else {
                break;
            }
            wireFields++;
            if (i == NOT_A_FIELD) {
                continue;
            }
            known++;
            if (seen != null) {
                seen[i >= 0 ? i : NULL_ON_WIRE - i] = true;
            }
            if (i < 0) {
                continue;
            }
            hint = i + 1;
            FieldCodec f = fields[i];
            if (target != null) {
                f.readInto(r, target);
            } else {
                args[i] = f.readValue(r, args[i]);
            }
        }
        endChecks(r, wireFields, known, checks);
        if (seen != null) {
            checkMissing(r, seen);
        }
    }

    /**
     * The read loops' fast path: reads the next wire field if its header is, byte for byte, the one written for
     * field {@code hint}, the field expected next ({@link FieldCursor#nextFieldIs}); {@link #match} would have
     * returned {@code hint} for it.
     */
    boolean nextIs(FieldCursor r, int hint) {
        if (hint >= fields.length) {
            return false;
        }
        FieldCodec f = fields[hint];
        return r.nextFieldIs(f.description, f.wireType);
    }

    /** {@link #match}: the wire field is not one of the class's and was skipped. */
    private static final int NOT_A_FIELD = -1;
    /** {@link #match}: field {@code i} is {@code null} on the wire (JSON) and keeps its value: {@code -2 - i}. */
    private static final int NULL_ON_WIRE = -2;

    /**
     * Matches the current wire field to a field of the class by name, the expected next one ({@code hint}) first.
     *
     * @return the field's index; {@link #NOT_A_FIELD} for an unknown field (skipped; refused under
     *         {@link ReadCheck#UNKNOWN_FIELDS}); {@code NULL_ON_WIRE - index} for a field that is {@code null} on the
     *         wire (its value kept)
     */
    int match(FieldCursor r, int hint, int checks) {
        FieldCodec f = find(r, hint);
        if (f == null && (checks & UNKNOWN) != 0) {
            throw Failures.typeMismatch(r.buffer(), r.fieldStart(), "a field of " + type.getName()
                    + " (ReadCheck.UNKNOWN_FIELDS)", "'" + r.name() + "'").within(r.protocol().displayName(),
                    r.path());
        }
        if (f == null || r.isNull()) { // unknown fields are skipped; a JSON null keeps the field's value
            if (r.type() == DataType.START_MARKER) {
                r.skipObject();
            }
            return f == null ? NOT_A_FIELD : NULL_ON_WIRE - f.index;
        }
        return f.index;
    }

    /** After the END_MARKER: a root that shares no field with the class is refused (another class's message?). */
    void endChecks(FieldCursor r, int wireFields, int known, int checks) {
        if ((checks & ROOT) != 0 && known == 0 && wireFields > 0) {
            throw Failures.typeMismatch(r.buffer(), r.fieldStart(), "at least one field of " + type.getName(),
                    wireFields + " fields on the wire, none of them a field of the class: another class's message?")
                    .within(r.protocol().displayName(), "$");
        }
    }

    private void checkMissing(FieldCursor r, boolean[] seen) {
        StringBuilder missing = new StringBuilder();
        for (FieldCodec f : fields) {
            if (!seen[f.index]) {
                missing.append(missing.length() == 0 ? "'" : ", '").append(f.name).append('\'');
            }
        }
        if (missing.length() > 0) {
            throw Failures.typeMismatch(r.buffer(), r.fieldStart(), "every field of " + type.getName()
                    + " (ReadCheck.MISSING_FIELDS)", "missing " + missing).within(r.protocol().displayName(), "$");
        }
    }

    /** The field named like the current wire field: the expected next one first, then all; {@code null} if none. */
    private FieldCodec find(FieldCursor r, int hint) {
        if (hint < fields.length && r.nameEquals(fields[hint].isoName)) {
            return fields[hint];
        }
        for (FieldCodec f : fields) {
            if (r.nameEquals(f.isoName)) {
                return f;
            }
        }
        return null;
    }

    private Object[] componentsOf(Object existing) {
        Object[] args = new Object[fields.length];
        for (FieldCodec f : fields) {
            args[f.index] = f.get(existing);
        }
        return args;
    }

    /** {@return whether the class has a no-arg constructor (any access) for {@link #newInstance}} */
    boolean canConstruct() {
        return constructor != null;
    }

    /** {@return the no-arg constructor, {@code ()Object}, or {@code null}} (a record: {@code (Object[])Object}) */
    MethodHandle constructor() {
        return constructor;
    }

    /** {@return a record's canonical constructor as declared, {@code (C0, C1, …)T}, or {@code null}} */
    MethodHandle canonical() {
        return canonical;
    }

    /** A new instance of a class (not a record: those are built by {@link #construct}). */
    Object newInstance() {
        if (constructor == null) {
            throw new IllegalArgumentException("class " + type.getName()
                    + " has no no-arg constructor to create an instance from the wire; add one (it may be private)");
        }
        try {
            return constructor.invokeExact();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("constructor of " + type.getName() + " failed", e);
        }
    }

    /**
     * The record's own checks refused what was read (a value, or null for a component missing on the wire): bad
     * input like any other, turned into a YasFormatException by {@link #refused}, which knows where in the message
     * it is.
     */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final RuntimeException refusal;

        Refused(RuntimeException refusal) {
            super(refusal);
            this.refusal = refusal;
        }
    }

    /**
     * Builds a record from its components.
     *
     * @throws Refused if the record's canonical constructor refuses them
     */
    Object construct(Object[] args) {
        if (constructor == null) {
            throw new IllegalArgumentException("record " + type.getName() + " has no accessible canonical constructor");
        }
        try {
            return constructor.invokeExact(args);
        } catch (RuntimeException e) {
            throw new Refused(e);
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("canonical constructor of " + type.getName() + " failed", e);
        }
    }
}
