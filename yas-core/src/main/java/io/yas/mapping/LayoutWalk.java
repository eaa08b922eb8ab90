package io.yas.mapping;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldRun;
import io.yas.wire.YasReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.invoke.MethodType;
import java.util.List;

/**
 * The part of a run-time generated codec ({@link CodecGenerator}) that reads a class's fields in the order the YaS
 * writer writes them, without the cursor: each field's header is compared, byte for byte, with the one the writer
 * writes for it ({@link YasReader#expectedHeader}: name, wire type, metadata, a fixed-size scalar's size), and the
 * value is read from the offset that follows. Over YaS, before its read loop, the codec of a class or record walks
 * its fields this way, a superclass's too (a record's into the loop's locals of its components, from which the loop's
 * end constructs it) from the first one for as long as they are the kind a walk reads (primitives in their own wire
 * type, strings, nested objects, collections of objects and maps from strings to objects, their objects of classes
 * that walk too, 1-D arrays of primitives but {@code char} in their own wire type ({@link YasReader#arrayIn}, what
 * the cursor's getter reads); and, with the cursor made to stand on the field ({@link YasReader#fieldAt}) and read by
 * the loop's own code, chars, boxes, other arrays, enums and collections and maps of primitives and strings). A
 * field whose header is not where the walk looks is taken as left out (a {@code null} the writer does not write,
 * docs/spec-yas.md §7.2): it keeps its value and the next field is looked for at the same place, so the walk reads a
 * field only where the fields before it that are on the wire end. Then it moves the cursor to where the walk stopped
 * ({@link YasReader#seek}) and the loop reads the rest as before, by name. A field whose bytes differ (another order
 * or type, metadata, a field added, a bad value) is thus read by the loop, which converts, skips or refuses it and
 * names it in a failure exactly as without the walk. The walk reads what the loop would: the same typed getters,
 * {@link YasReader#stringIn} as {@code getString(current)}, {@link YasReader#arrayIn} as {@code getIntArray(current)}
 * and its kin, nested objects updated in place or created as the loop creates them.
 * <pre>{@code
 * Object readAll(FieldCursor r, Object target, int checks) {
 *     T t = …; int hint = 0, wireFields = 0, known = 0;
 *     if (r instanceof YasReader y) {
 *         int p = y.nextOffset(), depth = y.depth(); IoBuffer b = y.buffer();
 *         try {                                   // a field whose header is not at p: left out, its value kept
 *             int e = y.dataAt(p, H0);                                                                   // a scalar
 *             if (e >= 0) { t.a = b.getInt(e); p = e + 4; hint = 1; wireFields += 1; }
 *             e = y.dataEnd(p, H1);                                                                      // a string
 *             if (e >= 0) { t.s = y.stringIn(p + h1, e, t.s); p = e; hint = 2; wireFields += 1; }
 *             e = y.dataEnd(p, H2);                                                                    // an object
 *             if (e >= 0) { if (!y.mayNest(depth)) goto stop;
 *                 Object n = this.walkNested(2, y, p + h2, e, t.o, depth + 1); if (n == null) goto stop;
 *                 e = y.dataAt(e, END2); if (e < 0) goto stop; t.o = (O) n; p = e; hint = 3; wireFields += 1; }
 *             e = y.runAt(p, RUN); if (e < 0) goto stop;                                  // a run: never left out
 *             t.x = b.getInt(p + 17); t.y = …; p = e; hint = 5; wireFields += 2;
 *             e = y.dataEnd(p, H5);                                                            // a list or a map
 *             if (e >= 0) { n = this.walkContainer(5, y, p + h5, e, t.list, depth); if (n == null) goto stop; … }
 *             e = y.dataEnd(p, H6);                                                    // a 1-D primitive array
 *             if (e >= 0) { t.ints = (int[]) y.arrayIn(p + h6, e, INT_ARRAY, t.ints); p = e; hint = 7; … }
 *             e = y.dataEnd(p, H7);                                                // an enum, a char, a String[], …
 *             if (e >= 0) { y.fieldAt(p, H7, e); t.e = (E) this.readValue(7, y, t.e); p = e; hint = 8; … }
 *             …
 *         } catch (YasFormatException x) { }
 *         stop: y.seek(p); known = wireFields;
 *     }
 *     while (true) { … the read loop … }
 * }
 * Object walkIntoAll(YasReader y, int from, int to, Object current, int depth) {   // a class whose every field walks
 *     T t = current != null ? (T) current : new T(); int p = from; IoBuffer b = y.buffer();
 *     … each field as above, uncounted, "return null" for "goto stop"
 *     return p == to ? t : null;
 * }
 * }</pre>
 */
final class LayoutWalk {
    private static final String READER = Type.getInternalName(YasReader.class);
    private static final String BUFFER = Type.getInternalName(IoBuffer.class);
    private static final String PATTERN = Type.getDescriptor(BytePattern.class);
    private static final String RUN = Type.getDescriptor(FieldRun.class);
    /** {@code walkInto}'s type, as {@link CompiledCodec} declares it. */
    static final MethodType WALK_INTO = MethodType.methodType(Object.class, YasReader.class, int.class, int.class,
            Object.class, int.class);

    /**
     * The local variables a walk uses, in {@link CodecGenerator}'s shifted numbering; {@code walked} (the index after
     * the last field read) and {@code read} (how many fields were read) are -1 where not counted. A class's fields
     * are stored into its instance in {@code typed}; a record's components into their locals, {@code slots} by field
     * index ({@code null} for a class), from which the read loop's end calls the record's constructor.
     */
    private record Vars(int reader, int p, int end, int buffer, int nested, int depth, int typed, int walked,
            int read, int[] slots) {
        /** Before a field's value is computed: the instance its store needs (a class), nothing (a record). */
        void self(MethodVisitor m) {
            if (slots == null) {
                m.visitVarInsn(Opcodes.ALOAD, typed);
            }
        }

        /** The field's current value on the stack. */
        void current(MethodVisitor m, FieldAccess access, FieldCodec f) {
            if (slots == null) {
                m.visitVarInsn(Opcodes.ALOAD, typed);
                access.get(m, f);
            } else {
                m.visitVarInsn(Type.getType(f.type).getOpcode(Opcodes.ILOAD), slots[f.index]);
            }
        }

        /** The value on the stack (after {@link #self}) stored as the field's. */
        void store(MethodVisitor m, FieldAccess access, FieldCodec f) {
            if (slots == null) {
                access.put(m, f);
            } else {
                m.visitVarInsn(Type.getType(f.type).getOpcode(Opcodes.ISTORE), slots[f.index]);
            }
        }
    }

    private LayoutWalk() {
    }

    /** {@return whether field {@code f} of the class or record {@code access} reaches can be walked} */
    static boolean walks(FieldAccess access, FieldCodec f) {
        ClassCodec codec = access.codec;
        boolean stored = codec.record || CodecGenerator.storesDirect(access, f);
        boolean kind = readByCursor(f) ? stored && plainContents(f) : switch (f.kind) {
            case SCALAR, STRING -> ownWay(f) >= 0;
            case OBJECT, COLLECTION, MAP -> ownWay(f) >= 0 && access.canName(f.type);
            default -> false;
        };
        return kind && YasReader.expectedHeader(f.description, f.wireType) != null;
    }

    /**
     * {@return how a walk reads field {@code f} with code of its own, by what the field is alone}:
     * {@link CompiledCodec#WALK_SCALAR} a primitive but {@code char} in its own wire type (its value where the header
     * ends), {@link CompiledCodec#WALK_STRING} a {@code String} as STRING ({@link YasReader#stringIn}),
     * {@link CompiledCodec#WALK_ARRAY} a 1-D array of a primitive but {@code char} in its own array type
     * ({@link #primitiveArray}), {@link CompiledCodec#WALK_OBJECT} a nested object of a class that may be walked into
     * ({@link CompiledCodec#walkNested}), {@link CompiledCodec#WALK_CONTAINER} a collection of such objects or a map
     * from strings to them ({@link CompiledCodec#walkContainer}), {@link CompiledCodec#WALK_CURSOR} a value the read
     * loop's own code reads with the cursor made to stand on it ({@link #readByCursor}: a {@code char}, a box,
     * another array, an enum, a collection or map of primitives and strings); -1 for any other field. The run-time
     * generated walk and a compiled codec's ({@link CompiledCodec#walkHeader}) read these alike.
     */
    static int ownWay(FieldCodec f) {
        if (readByCursor(f)) {
            return primitiveArray(f) ? CompiledCodec.WALK_ARRAY : plainContents(f) ? CompiledCodec.WALK_CURSOR : -1;
        }
        return switch (f.kind) {
            case SCALAR -> f.type.isPrimitive() && f.wireType == DataType.ofElementClass(f.type)
                    ? CompiledCodec.WALK_SCALAR : -1;
            case STRING -> f.type == String.class && f.wireType == DataType.STRING ? CompiledCodec.WALK_STRING : -1;
            case OBJECT -> f.wireType == DataType.START_MARKER && walksInto(f.nested) ? CompiledCodec.WALK_OBJECT : -1;
            case COLLECTION, MAP -> walksInto(f.element.nested()) // not read by the cursor: of objects
                    && (f.kind == FieldCodec.Kind.COLLECTION || f.key.type() == String.class)
                    ? CompiledCodec.WALK_CONTAINER : -1;
            default -> -1;
        };
    }

    /**
     * Whether the walk reads field {@code f} as the loop does, with the cursor made to stand on it
     * ({@link YasReader#fieldAt}) and the loop's own store ({@link CodecGenerator#storeDirect}, where the loop stores
     * the field itself): a value read from the field's bytes alone, no object opened (a char, a box, a primitive or
     * boxed array, an enum, a collection or map of other than objects). The walk reads every other kind it takes with
     * code of its own.
     */
    private static boolean readByCursor(FieldCodec f) {
        return switch (f.kind) {
            case SCALAR -> f.type == char.class || !f.type.isPrimitive(); // a char's range, a box's conversions
            case ARRAY, BOXED_ARRAY, ENUM -> true;
            case COLLECTION, MAP -> f.element.kind() != FieldCodec.Kind.OBJECT;
            default -> false;
        };
    }

    /**
     * Whether the walk reads field {@code f}, a 1-D array of a primitive other than {@code char} in its own wire
     * type, with {@link YasReader#arrayIn}: what the cursor's getter ({@code getDoubleArray} and its kin) reads, from
     * the offsets the walk has, without making the cursor stand on the field.
     */
    private static boolean primitiveArray(FieldCodec f) {
        Class<?> element = f.type.getComponentType();
        return f.kind == FieldCodec.Kind.ARRAY && element != null && element.isPrimitive() && element != char.class
                && f.wireType == DataType.ofElementClass(element).arrayType();
    }

    /** {@return whether a container's keys and elements are primitives or strings; {@code true} for any other field} */
    private static boolean plainContents(FieldCodec f) {
        return switch (f.kind) {
            case COLLECTION -> plain(f.element);
            case MAP -> plain(f.key) && plain(f.element);
            default -> true;
        };
    }

    /** {@return whether container elements of this kind are values in the container's own bytes} */
    private static boolean plain(FieldCodec.Element e) {
        return e.kind() == FieldCodec.Kind.SCALAR || e.kind() == FieldCodec.Kind.STRING;
    }

    /**
     * Whether objects of {@code nested}'s class may have a {@code walkInto} (a record, or a class it can create): its
     * codec, generated later for a type that refers to itself, says the rest by returning {@code null}.
     */
    private static boolean walksInto(ClassCodec nested) {
        return nested.record || nested.canConstruct();
    }

    /** How many fields, from the first, {@code readAll} walks. */
    private static int walked(FieldAccess access) {
        FieldCodec[] fields = access.codec.fields();
        int n = 0;
        while (n < fields.length && walks(access, fields[n])) {
            n++;
        }
        return n;
    }

    /**
     * At the top of {@code readAll} (a class, its instance in local {@code typed}; a record, its components in the
     * locals {@code slots}), the walk over the leading fields that walk, a field not on the wire kept; then the read
     * loop's {@code hint} is the index after the last field read, {@code wireFields} and {@code known} the number of
     * fields read (all 0 before).
     *
     * @param slots each record component's local by field index, {@code null} for a class
     * @param first the first free local: six are used from there
     */
    static void prologue(MethodVisitor m, CodecGenerator.Constants constants, FieldAccess access, int cursor,
            int typed, int[] slots, int hint, int wireFields, int known, int first) {
        int n = walked(access);
        if (n == 0) {
            return;
        }
        Vars v = new Vars(first, first + 1, first + 2, first + 3, first + 4, first + 5, typed, hint, wireFields,
                slots);
        Label skip = new Label();
        Label stop = new Label();
        m.visitVarInsn(Opcodes.ALOAD, cursor);
        m.visitTypeInsn(Opcodes.INSTANCEOF, READER);
        m.visitJumpInsn(Opcodes.IFEQ, skip);
        m.visitVarInsn(Opcodes.ALOAD, cursor);
        m.visitTypeInsn(Opcodes.CHECKCAST, READER);
        m.visitVarInsn(Opcodes.ASTORE, v.reader);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "nextOffset", "()I", false);
        m.visitVarInsn(Opcodes.ISTORE, v.p);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "depth", "()I", false);
        m.visitVarInsn(Opcodes.ISTORE, v.depth);
        start(m, v);
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        m.visitTryCatchBlock(tryStart, tryEnd, handler, Type.getInternalName(YasFormatException.class));
        m.visitLabel(tryStart);
        fields(m, constants, access, v, stop, n);
        m.visitLabel(tryEnd);
        m.visitJumpInsn(Opcodes.GOTO, stop);
        m.visitLabel(handler); // a bad value: the loop reads the field again and locates the failure
        m.visitInsn(Opcodes.POP);
        m.visitLabel(stop);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitVarInsn(Opcodes.ILOAD, v.p);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "seek", "(I)V", false);
        m.visitVarInsn(Opcodes.ILOAD, wireFields); // every field walked is one of the class's
        m.visitVarInsn(Opcodes.ISTORE, known);
        m.visitLabel(skip);
    }

    /**
     * {@code walkInto} of a class whose fields all walk and which the codec can create, or of a record whose
     * components all walk, overriding {@link CompiledCodec#walkInto}; nothing for any other class (the default returns
     * {@code null}). A record's components are walked into locals (the current record's values, or the defaults) and
     * the record is made from them only once its fields ended exactly at {@code to}, as the read loop makes it
     * ({@link CodecGenerator#construct}).
     */
    static boolean walkIntoMethod(ClassWriter cw, CodecGenerator.Constants constants, FieldAccess access) {
        ClassCodec codec = access.codec;
        FieldCodec[] fields = codec.fields();
        if (fields.length == 0 || walked(access) < fields.length || !walksInto(codec)) {
            return false;
        }
        // arguments: reader 0, from 1, to 2, current 3, depth 4; the walk's locals to 9, a record's components from 10
        int[] slots = codec.record ? CodecGenerator.componentSlots(fields) : null;
        Vars v = new Vars(0, 6, 7, 8, 9, 4, 5, -1, -1, slots);
        MethodVisitor m = CodecGenerator.body(cw, "walkIntoAll", WALK_INTO.toMethodDescriptorString());
        m.visitCode();
        if (slots != null) {
            CodecGenerator.loadComponents(m, access, slots, 3);
        } else {
            CodecGenerator.newUnlessGiven(m, access, 3, v.typed);
        }
        m.visitVarInsn(Opcodes.ILOAD, 1);
        m.visitVarInsn(Opcodes.ISTORE, v.p);
        start(m, v);
        Label mismatch = new Label();
        fields(m, constants, access, v, mismatch, fields.length);
        m.visitVarInsn(Opcodes.ILOAD, v.p);
        m.visitVarInsn(Opcodes.ILOAD, 2);
        m.visitJumpInsn(Opcodes.IF_ICMPNE, mismatch);
        if (slots != null) {
            CodecGenerator.construct(m, access, slots);
        } else {
            m.visitVarInsn(Opcodes.ALOAD, v.typed);
            m.visitInsn(Opcodes.ARETURN);
        }
        CodecGenerator.returnNullAt(m, mismatch);
        return true;
    }

    /** {@code IoBuffer b = y.buffer()}. */
    private static void start(MethodVisitor m, Vars v) {
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "buffer", "()L" + BUFFER + ";", false);
        m.visitVarInsn(Opcodes.ASTORE, v.buffer);
    }

    /**
     * Fields 0 to {@code n}: a run of primitives ({@link CodecGenerator#runs}) compared at once
     * ({@link YasReader#runAt}), every other field by itself; after each field read, the counts in {@code v.walked}
     * and {@code v.read} where they are locals. A field whose header is not at {@code p} is taken as not on the wire
     * (a {@code null} its writer left out, docs/spec-yas.md §7.2): its value is kept and the next field looked for at
     * the same {@code p}. So the walk reads fields only where their headers stand in declared order, each once; what
     * it did not reach is left to the loop, from {@code p} on ({@code readAll}), or the whole object is
     * ({@code walkIntoAll}, which stops unless its fields end exactly at its END_MARKER). A run is never left out
     * (primitives are always written): its mismatch is a stop.
     */
    private static void fields(MethodVisitor m, CodecGenerator.Constants constants, FieldAccess access, Vars v,
            Label stop, int n) {
        ClassCodec codec = access.codec;
        FieldCodec[] fields = codec.fields();
        List<CodecGenerator.Run> runs = CodecGenerator.runs(codec);
        int k = 0;
        while (k < n) {
            CodecGenerator.Run run = CodecGenerator.startingAt(runs, k);
            if (run != null && run.end() <= n) { // e = y.runAt(p, RUN); if (e < 0) stop; t.a = b.getInt(p + 17); …
                m.visitVarInsn(Opcodes.ALOAD, v.reader);
                m.visitVarInsn(Opcodes.ILOAD, v.p);
                constants.load(m, run.fields());
                m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "runAt", "(I" + RUN + ")I", false);
                m.visitVarInsn(Opcodes.ISTORE, v.end);
                m.visitVarInsn(Opcodes.ILOAD, v.end);
                m.visitJumpInsn(Opcodes.IFLT, stop);
                CodecGenerator.getValues(m, run, fields, access, v.slots, v.buffer, v.p, v.typed);
                m.visitVarInsn(Opcodes.ILOAD, v.end);
                m.visitVarInsn(Opcodes.ISTORE, v.p);
                count(m, v, run.end(), run.end() - k);
                k = run.end();
            } else {
                Label absent = new Label();
                field(m, constants, fields[k], access, v, stop, absent);
                k++;
                count(m, v, k, 1);
                m.visitLabel(absent);
            }
        }
    }

    /** {@code walked = next; read += fields;} for the locals that count. */
    private static void count(MethodVisitor m, Vars v, int next, int fields) {
        if (v.walked >= 0) {
            m.visitLdcInsn(next);
            m.visitVarInsn(Opcodes.ISTORE, v.walked);
        }
        if (v.read >= 0) {
            m.visitIincInsn(v.read, fields);
        }
    }

    /**
     * One field: its header compared, its value stored, {@code p} moved past it; where the header is not at {@code p}
     * a jump to {@code absent} (which the caller places after the field's code), at any other mismatch to
     * {@code stop}.
     */
    private static void field(MethodVisitor m, CodecGenerator.Constants constants, FieldCodec f, FieldAccess access,
            Vars v, Label stop, Label absent) {
        BytePattern header = YasReader.expectedHeader(f.description, f.wireType);
        boolean cursor = readByCursor(f);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitVarInsn(Opcodes.ILOAD, v.p);
        constants.load(m, header);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, f.kind == FieldCodec.Kind.SCALAR && !cursor ? "dataAt"
                : "dataEnd", "(I" + PATTERN + ")I", false);
        m.visitVarInsn(Opcodes.ISTORE, v.end);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
        m.visitJumpInsn(Opcodes.IFLT, absent);
        if (cursor && !primitiveArray(f)) { // y.fieldAt(p, H, e); t.a = (A) this.readValue(i, y, t.a); p = e
            m.visitVarInsn(Opcodes.ALOAD, v.reader);
            m.visitVarInsn(Opcodes.ILOAD, v.p);
            constants.load(m, header);
            m.visitVarInsn(Opcodes.ILOAD, v.end);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "fieldAt", "(I" + PATTERN + "I)V", false);
            if (v.slots == null) {
                CodecGenerator.storeDirect(m, f, access, v.reader, v.typed);
            } else {
                CodecGenerator.readComponent(m, access, f, v.reader, v.slots[f.index]);
            }
            m.visitVarInsn(Opcodes.ILOAD, v.end);
            m.visitVarInsn(Opcodes.ISTORE, v.p);
        } else {
            value(m, constants, f, access, v, stop, header.length());
        }
    }

    /** The value of a field the walk reads with its own code, {@code p} moved past it. */
    private static void value(MethodVisitor m, CodecGenerator.Constants constants, FieldCodec f, FieldAccess access,
            Vars v, Label stop, int headerLength) {
        switch (f.kind) {
            case SCALAR -> { // t.a = b.getInt(e); p = e + 4
                v.self(m);
                m.visitVarInsn(Opcodes.ALOAD, v.buffer);
                m.visitVarInsn(Opcodes.ILOAD, v.end);
                CodecGenerator.getValue(m, f.type);
                v.store(m, access, f);
                m.visitVarInsn(Opcodes.ILOAD, v.end);
                m.visitLdcInsn(f.wireType.primitiveSize());
                m.visitInsn(Opcodes.IADD);
            }
            case STRING, ARRAY -> inData(m, f, access, v, headerLength);
            case OBJECT -> nested(m, constants, f, access, v, stop, headerLength);
            default -> container(m, f, access, v, stop, headerLength);
        }
        m.visitVarInsn(Opcodes.ISTORE, v.p);
    }

    /**
     * {@code t.s = y.stringIn(p + h, e, t.s)} for a string, {@code t.a = (A) y.arrayIn(p + h, e, TYPE, t.a)} for a
     * 1-D primitive array ({@link #primitiveArray}), leaving {@code e} on the stack.
     */
    private static void inData(MethodVisitor m, FieldCodec f, FieldAccess access, Vars v, int headerLength) {
        boolean string = f.kind == FieldCodec.Kind.STRING;
        v.self(m);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitVarInsn(Opcodes.ILOAD, v.p);
        m.visitLdcInsn(headerLength);
        m.visitInsn(Opcodes.IADD);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
        if (!string) {
            m.visitFieldInsn(Opcodes.GETSTATIC, Type.getInternalName(DataType.class), f.wireType.name(),
                    Type.getDescriptor(DataType.class));
        }
        v.current(m, access, f);
        if (string) {
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "stringIn", "(IILjava/lang/String;)Ljava/lang/String;",
                    false);
        } else {
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "arrayIn", "(II" + Type.getDescriptor(DataType.class)
                    + "Ljava/lang/Object;)Ljava/lang/Object;", false);
            access.cast(m, f.type);
        }
        v.store(m, access, f);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
    }

    /**
     * {@code n = this.walkContainer(i, y, p + h, e, t.c, depth); if (n == null) stop; t.c = (C) n;} leaving {@code e}
     * on the stack: a collection of objects or a map from strings to objects.
     */
    private static void container(MethodVisitor m, FieldCodec f, FieldAccess access, Vars v, Label stop,
            int headerLength) {
        walkCall(m, f, access, v, stop, headerLength, "walkContainer", 0);
        storeNested(m, f, access, v);
    }

    /**
     * {@code if (!y.mayNest(depth)) stop; n = this.walkNested(i, y, p + h, e, t.o, depth + 1); if (n == null) stop;
     * e = y.dataAt(e, END); if (e < 0) stop; t.o = (O) n;} leaving {@code e} on the stack.
     */
    private static void nested(MethodVisitor m, CodecGenerator.Constants constants, FieldCodec f, FieldAccess access,
            Vars v, Label stop, int headerLength) {
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitVarInsn(Opcodes.ILOAD, v.depth);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "mayNest", "(I)Z", false);
        m.visitJumpInsn(Opcodes.IFEQ, stop);
        walkCall(m, f, access, v, stop, headerLength, "walkNested", 1);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
        constants.load(m, YasReader.expectedHeader(f.description, DataType.END_MARKER));
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, READER, "dataAt", "(I" + PATTERN + ")I", false);
        m.visitVarInsn(Opcodes.ISTORE, v.end);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
        m.visitJumpInsn(Opcodes.IFLT, stop);
        storeNested(m, f, access, v);
    }

    /** {@code n = this.method(i, y, p + h, e, t.f, depth + deeper); if (n == null) stop;} */
    private static void walkCall(MethodVisitor m, FieldCodec f, FieldAccess access, Vars v, Label stop,
            int headerLength, String method, int deeper) {
        m.visitVarInsn(Opcodes.ALOAD, CodecGenerator.THIS);
        m.visitLdcInsn(f.index);
        m.visitVarInsn(Opcodes.ALOAD, v.reader);
        m.visitVarInsn(Opcodes.ILOAD, v.p);
        m.visitLdcInsn(headerLength);
        m.visitInsn(Opcodes.IADD);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
        v.current(m, access, f);
        m.visitVarInsn(Opcodes.ILOAD, v.depth);
        m.visitLdcInsn(deeper);
        m.visitInsn(Opcodes.IADD);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CodecGenerator.BASE, method,
                "(IL" + READER + ";IILjava/lang/Object;I)Ljava/lang/Object;", false);
        m.visitVarInsn(Opcodes.ASTORE, v.nested);
        m.visitVarInsn(Opcodes.ALOAD, v.nested);
        m.visitJumpInsn(Opcodes.IFNULL, stop);
    }

    /** {@code t.f = (F) n;} and {@code e} on the stack. */
    private static void storeNested(MethodVisitor m, FieldCodec f, FieldAccess access, Vars v) {
        v.self(m);
        m.visitVarInsn(Opcodes.ALOAD, v.nested);
        access.cast(m, f.type);
        v.store(m, access, f);
        m.visitVarInsn(Opcodes.ILOAD, v.end);
    }
}
