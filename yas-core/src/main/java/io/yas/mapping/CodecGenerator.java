package io.yas.mapping;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldRun;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Generates, once per mapped class, the code that writes and reads its fields: a hidden class, nestmate of the mapped
 * class where it can be (so it reaches private fields with a plain {@code getfield}/{@code putfield}; else through
 * constant call sites bound to method handles, {@link FieldAccess}), with one straight-line statement group per field.
 * It is a {@link CompiledCodec}, as a codec of the annotation processor is, so the mapper calls either with a virtual
 * call; its {@code write}, {@code read}, {@code writeMessage} and {@code readMessage} call methods of the same names
 * with {@code All} appended, which the pseudo-code below shows. Like a compiled codec, it reaches the mapper only
 * through {@link CompiledCodec}'s {@code protected final} helpers, called on {@code this}: no method handle in the
 * generated code but {@link FieldAccess}'s constant ones, whose calls the JIT may then inline however large the method
 * (a handle it does not inline runs through its generic invoker, a path measured at 2–3 times the time of some round
 * trips).
 *
 * <p>Writing: primitive, {@code String} and primitive-array fields (of the class or a superclass) call the writer's
 * typed {@code put} directly, their {@link FieldDescription}s held in {@code static final} fields (constants to the
 * JIT); a {@code String} field over YaS writes its header from its pattern, a constant too, with
 * {@link io.yas.wire.YasWriter#putHeader} and then its value ({@code putStringValue}): the same bytes, the header as
 * a few stores of constants; a box is put as its primitive; every other field (containers, nested objects, enums,
 * custom serialisers) calls its {@link FieldCodec} through {@link CompiledCodec#writeValue}. A superclass's field is
 * reached as the class's own: the code reads and stores it through its handle where a nestmate may not name it
 * ({@link FieldAccess}). The writer calls are the ones the reflective path makes, so both write the same bytes. Two
 * or more primitive fields in a row (not {@code char}) form a {@link FieldRun}: {@link IoSerialiser#putRun} writes
 * all their headers with one copy where the protocol can (YaS), and the values are put at their offsets; otherwise
 * the same typed {@code put}s as above. A class or record whose fields are all such primitives ({@link #wholeRun})
 * also gets {@code writeMessage} and {@code readMessage}: the whole message as one template copy
 * ({@link IoSerialiser#putMessage}) and recognised by one comparison ({@link FieldCursor#nextMessageIs}), which
 * {@link IoClassSerialiser} tries first.
 *
 * <p>Reading: the loop over the wire's fields, each matched by name as the reflective loop matches it
 * ({@link CompiledCodec#next}: the expected next field first), then a {@code tableswitch} on the field's index.
 * Fields are stored with {@code putfield} (a superclass's or a {@code final} one through its setter's handle), the
 * value read by the conversion the reflective path uses ({@link CompiledCodec#readInt} and its kin for primitives,
 * {@link CompiledCodec#readValue} with the current value for the others, whose type the generated code can name; a
 * string or 1-D array whose wire type is the field's own is taken by the cursor's getter, {@code getString} or
 * {@code getIntArray} and its kin, which is what {@code readValue} comes to for it, without its dispatch); a
 * primitive with a custom serialiser is read by its {@link FieldCodec#readInto}. Where a run of primitive fields
 * starts, the loop first asks the cursor whether the bytes ahead are exactly that run ({@link FieldCursor#nextRunIs}:
 * so each has the field's own wire type and nothing converts) and stores the values from their offsets. A record's
 * components are local variables (primitives unboxed) read the same way, or by {@link FieldCodec#readValue}, and
 * passed to its canonical constructor. So both paths read the same objects and refuse the same input. Over YaS a
 * class's leading fields are first walked without the cursor ({@link LayoutWalk}).
 *
 * <p>A nestmate needs a lookup with full privilege on the class: given when the class and this library share a module
 * (both on the class path, say). Otherwise (a class in a named module that opens its package to {@code io.yas}, or in
 * another class loader's unnamed module) the codec is defined in this package and reaches the class through handles of
 * a private lookup ({@link FieldAccess}). With {@code -Dyas.mapping.codegen=false}, or where generation fails, the
 * reflective path writes and reads, and {@link ClassMapping#describe} says which path a class uses and why.
 *
 * <p><b>Why this class is long:</b> it emits one class file, and its methods (the write method, the read loop and its
 * {@code tableswitch}, the runs, the whole-message pair, the constructor and the class data) share that file's
 * layout: the local-variable slots, the constants and the helper calls on {@code this}. Each emitter is a few dozen
 * lines of ASM visitor calls following the pseudo-code in its Javadoc; the walk without the cursor, which has layout
 * rules of its own, is already apart ({@link LayoutWalk}).
 */
final class CodecGenerator {
    /** {@code -Dyas.mapping.codegen=false} turns generation off (the reflective path maps every class). */
    static final boolean ENABLED = !"false".equals(System.getProperty("yas.mapping.codegen"));

    private static final String SERIALISER = Type.getInternalName(IoSerialiser.class);
    private static final String YAS_WRITER = Type.getInternalName(YasWriter.class);
    private static final String CURSOR = Type.getInternalName(FieldCursor.class);
    private static final String DESCRIPTION = Type.getDescriptor(FieldDescription.class);
    private static final String RUN_DESCRIPTOR = Type.getDescriptor(FieldRun.class);
    private static final String BUFFER = Type.getInternalName(IoBuffer.class);
    /** The type of {@link FieldCodec#write} and {@link FieldCodec#writeValue} bound to their codec. */
    static final MethodType WRITE = MethodType.methodType(void.class, IoSerialiser.class, Object.class, int.class);
    /**
     * The type of the generated read loop: cursor, target (a record: the existing one or {@code null}), the
     * {@link ClassCodec} check bits; it returns the object read.
     */
    static final MethodType READ = MethodType.methodType(Object.class, FieldCursor.class, Object.class, int.class);
    /** The type of the generated whole-message writer: {@code false} if the writer did not take the message. */
    static final MethodType WRITE_MESSAGE = MethodType.methodType(boolean.class, IoSerialiser.class, Object.class);
    /** The type of the generated root write: writer, object, nesting limit; whether it wrote. */
    static final MethodType WRITE_ROOT = MethodType.methodType(boolean.class, IoSerialiser.class, Object.class,
            int.class);
    /** The generated codec's constructor: mapped class and field names, as {@link CompiledCodec}'s. */
    private static final MethodType CONSTRUCTOR = MethodType.methodType(void.class, Class.class, String[].class);
    static final String BASE = Type.getInternalName(CompiledCodec.class);
    /** {@link CompiledCodec#writeValue} and {@link CompiledCodec#writeField}: field index, writer, value, depth. */
    private static final String WRITE_FIELD = "(IL" + SERIALISER + ";Ljava/lang/Object;I)V";
    /** {@link CompiledCodec#readValue}: field index, cursor, current value. */
    private static final String READ_VALUE = "(IL" + CURSOR + ";Ljava/lang/Object;)Ljava/lang/Object;";
    /**
     * The local variable that stands for {@code this} in the generated methods, which are written as if static:
     * {@link Shifted} moves every other local one slot up.
     */
    static final int THIS = -1;

    private CodecGenerator() {
    }

    /** The generated codec, not yet bound, or why there is none; or how the codec reaches its class if not as usual. */
    record Result(CompiledCodec<?> codec, String note) {
        static Result none(String why) {
            return new Result(null, why);
        }
    }

    /** {@return a new instance of the codec generated for {@code codec}'s class (not yet bound), or why none} */
    static Result generate(ClassCodec codec) {
        if (!ENABLED) {
            return Result.none("code generation is off (-Dyas.mapping.codegen=false)");
        }
        Class<?> type = codec.type;
        try {
            MethodHandles.Lookup lookup = ClassCodec.lookup(type);
            Constants constants = new Constants();
            FieldAccess access = lookup.hasFullPrivilegeAccess() && !FieldAccess.HANDLES_ONLY
                    ? FieldAccess.nestmate(codec, constants) : FieldAccess.handles(codec, constants);
            byte[] bytes = classBytes(access, constants);
            MethodHandles.Lookup hidden = access.nestmate()
                    ? lookup.defineHiddenClassWithClassData(bytes, constants.values.toArray(), true,
                            MethodHandles.Lookup.ClassOption.NESTMATE)
                    : MethodHandles.lookup().defineHiddenClassWithClassData(bytes, constants.values.toArray(), true);
            String[] names = Arrays.stream(codec.fields()).map(f -> f.name).toArray(String[]::new);
            Object generated = hidden.findConstructor(hidden.lookupClass(), CONSTRUCTOR).invoke(type, names);
            return new Result((CompiledCodec<?>) generated, access.nestmate() ? null : "fields through method handles: "
                    + (FieldAccess.HANDLES_ONLY ? "-Dyas.mapping.codegen=handles" : "no full-privilege lookup on "
                            + type.getName() + " (" + type.getModule() + " is not io.yas's)"));
        } catch (Throwable e) { // what the generated constructor throws too: the reflective loop maps the class
            return Result.none("generation failed: " + e);
        }
    }

    /**
     * The visitor of a generated method body: an instance method, written as if static (the first argument in slot
     * 0), every local moved one slot up for {@code this}, which {@link #THIS} names.
     */
    private static final class Shifted extends MethodVisitor {
        Shifted(MethodVisitor target) {
            super(Opcodes.ASM9, target);
        }

        @Override
        public void visitVarInsn(int opcode, int slot) {
            super.visitVarInsn(opcode, slot == THIS ? 0 : slot + 1);
        }

        @Override
        public void visitIincInsn(int slot, int increment) {
            super.visitIincInsn(slot + 1, increment);
        }
    }

    /** The body of generated method {@code name}: an instance method, called by the bridge named without "All". */
    static MethodVisitor body(ClassWriter cw, String name, String descriptor) {
        return new Shifted(cw.visitMethod(Opcodes.ACC_FINAL, name, descriptor, null, null));
    }

    /** {@code this.helper(index, …)}: the receiver and the field index of a {@link CompiledCodec} helper. */
    private static void helperCall(MethodVisitor m, int index) {
        m.visitVarInsn(Opcodes.ALOAD, THIS);
        m.visitLdcInsn(index);
    }

    /** The class data: {@code static final} fields {@code C0, C1, …} of the hidden class, set by its initialiser. */
    static final class Constants {
        final List<Object> values = new ArrayList<>();
        final List<String> descriptors = new ArrayList<>();
        ClassWriter cw;
        String owner;

        /** Adds {@code value} as the next constant and emits the instruction that loads it. */
        void load(MethodVisitor m, Object value) {
            String name = "C" + values.size();
            String descriptor = value instanceof FieldDescription ? DESCRIPTION
                    : value instanceof FieldRun ? RUN_DESCRIPTOR : Type.getDescriptor(BytePattern.class);
            cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, name, descriptor, null, null)
                    .visitEnd();
            values.add(value);
            descriptors.add(descriptor);
            m.visitFieldInsn(Opcodes.GETSTATIC, owner, name, descriptor);
        }

        /** Adds {@code value} as the next constant without a field (a handle {@link FieldAccess} binds): its index. */
        int add(Object value) {
            values.add(value);
            descriptors.add(null);
            return values.size() - 1;
        }
    }

    /**
     * {@return the class file generated for {@code codec}'s class, a nestmate or reaching it through handles} (what a
     * test inspects; nothing is defined)
     */
    static byte[] classBytes(ClassCodec codec, boolean handles) {
        Constants constants = new Constants();
        return classBytes(handles ? FieldAccess.handles(codec, constants) : FieldAccess.nestmate(codec, constants),
                constants);
    }

    private static byte[] classBytes(FieldAccess access, Constants constants) {
        ClassCodec codec = access.codec;
        String name = access.codecName();
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object"; // frames merge only locals of one type; never load classes here
            }
        };
        constants.cw = cw;
        constants.owner = name;
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, BASE, null);
        constructor(cw);
        writeMethod(cw, access, constants);
        bridge(cw, name, "write", WRITE);
        if (YasReader.expectedHeader(codec.description, DataType.START_MARKER) != null) {
            writeRootMethod(cw, codec, constants);
            bridge(cw, name, "writeRoot", WRITE_ROOT);
        }
        readMethod(cw, access, constants);
        bridge(cw, name, "read", READ);
        if (LayoutWalk.walkIntoMethod(cw, constants, access)) {
            bridge(cw, name, "walkInto", LayoutWalk.WALK_INTO);
        }
        FieldRun whole = wholeRun(codec);
        if (whole != null) {
            Run run = new Run(0, codec.fields().length, whole);
            writeMessageMethod(cw, access, constants, run);
            bridge(cw, name, "writeMessage", WRITE_MESSAGE);
            readMessageMethod(cw, access, constants, run);
            bridge(cw, name, "readMessage", READ.dropParameterTypes(2, 3));
        }
        staticInitialiser(cw, name, constants);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** {@code Codec(Class type, String[] names) { super(type, names); }} */
    private static void constructor(ClassWriter cw) {
        MethodVisitor m = cw.visitMethod(0, "<init>", CONSTRUCTOR.toMethodDescriptorString(), null, null);
        m.visitCode();
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitVarInsn(Opcodes.ALOAD, 1);
        m.visitVarInsn(Opcodes.ALOAD, 2);
        m.visitMethodInsn(Opcodes.INVOKESPECIAL, BASE, "<init>", CONSTRUCTOR.toMethodDescriptorString(), false);
        m.visitInsn(Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /**
     * The {@link CompiledCodec} method {@code name} of {@code type} (erased), calling the generated method of the same
     * type named {@code name + "All"} (a read for a record or class reads with {@code checks} 0 where the method has
     * none: {@code readMessage}).
     */
    private static void bridge(ClassWriter cw, String owner, String name, MethodType type) {
        MethodVisitor m = cw.visitMethod(Opcodes.ACC_PROTECTED, name, type.toMethodDescriptorString(), null, null);
        m.visitCode();
        m.visitVarInsn(Opcodes.ALOAD, 0);
        int slot = 1;
        for (Class<?> p : type.parameterArray()) {
            m.visitVarInsn(Type.getType(p).getOpcode(Opcodes.ILOAD), slot);
            slot += Type.getType(p).getSize();
        }
        MethodType target = type;
        if (name.equals("readMessage")) { // readMessageAll has the read loop's type: checks 0
            m.visitInsn(Opcodes.ICONST_0);
            target = READ;
        }
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, name + "All", target.toMethodDescriptorString(), false);
        m.visitInsn(Type.getType(type.returnType()).getOpcode(Opcodes.IRETURN));
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    // ------------------------------------------------------------------------------------------------ writing

    private static void writeMethod(ClassWriter cw, FieldAccess access, Constants constants) {
        ClassCodec codec = access.codec;
        MethodVisitor m = body(cw, "writeAll", WRITE.toMethodDescriptorString());
        m.visitCode();
        m.visitVarInsn(Opcodes.ALOAD, 1);
        access.castToClass(m);
        m.visitVarInsn(Opcodes.ASTORE, 3);
        FieldCodec[] fields = codec.fields();
        List<Run> runs = runs(codec);
        for (int i = 0; i < fields.length; i++) {
            Run run = startingAt(runs, i);
            if (run != null) {
                putRun(m, constants, run, fields, access);
                i = run.end - 1;
            } else {
                writeField(m, constants, fields[i], access);
            }
        }
        m.visitInsn(Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /**
     * <pre>{@code
     * boolean writeRootAll(IoSerialiser w, Object value, int maxDepth) {
     *     if (!(w instanceof YasWriter y) || !y.putHeaderInfo(ROOT, S)) return false;  // not YaS, or metadata
     *     this.writeRootFields(w, value, maxDepth);
     *     y.putEndMarker(ROOT, E);                           // S, E: the root's START and END_MARKER patterns
     *     return true;
     * }
     * }</pre>
     */
    private static void writeRootMethod(ClassWriter cw, ClassCodec codec, Constants constants) {
        MethodVisitor m = body(cw, "writeRootAll", WRITE_ROOT.toMethodDescriptorString());
        m.visitCode();
        Label notTaken = new Label();
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitTypeInsn(Opcodes.INSTANCEOF, YAS_WRITER);
        m.visitJumpInsn(Opcodes.IFEQ, notTaken);
        marker(m, constants, codec.description, DataType.START_MARKER, "putHeaderInfo", "Z");
        m.visitJumpInsn(Opcodes.IFEQ, notTaken);
        m.visitVarInsn(Opcodes.ALOAD, THIS);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitVarInsn(Opcodes.ALOAD, 1);
        m.visitVarInsn(Opcodes.ILOAD, 2);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "writeRootFields", WRITE.toMethodDescriptorString(), false);
        marker(m, constants, codec.description, DataType.END_MARKER, "putEndMarker", "V");
        m.visitInsn(Opcodes.ICONST_1);
        m.visitInsn(Opcodes.IRETURN);
        m.visitLabel(notTaken);
        m.visitInsn(Opcodes.ICONST_0);
        m.visitInsn(Opcodes.IRETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    private static void writeField(MethodVisitor m, Constants constants, FieldCodec f, FieldAccess access) {
        if (direct(f)) {
            putDirect(m, constants, f, access);
        } else if (f.kind == FieldCodec.Kind.SCALAR) { // a box
            putBox(m, constants, f, access);
        } else if (f.kind == FieldCodec.Kind.OBJECT
                && YasReader.expectedHeader(f.description, DataType.START_MARKER) != null) {
            putObject(m, constants, f, access);
        } else {
            putThroughCodec(m, f, access);
        }
    }

    // ------------------------------------------------------------------------------------------ runs of scalars

    /** Fields {@code start} (inclusive) to {@code end} (exclusive), written and read as one {@link FieldRun}. */
    record Run(int start, int end, FieldRun fields) {
    }

    /**
     * The runs of at least two consecutive fields that are primitives other than {@code char} (its value is checked
     * on write): their bytes differ only in the values ({@link FieldRun}).
     */
    static List<Run> runs(ClassCodec codec) {
        List<Run> runs = new ArrayList<>();
        FieldCodec[] fields = codec.fields();
        int start = 0;
        for (int i = 0; i <= fields.length; i++) {
            if (i < fields.length && inRun(fields[i])) {
                continue;
            }
            if (i - start >= 2) {
                runs.add(new Run(start, i, fieldRun(fields, start, i)));
            }
            start = i + 1;
        }
        return runs;
    }

    /**
     * {@return fields {@code from} to {@code to} (exclusive) as one run, with their descriptions and wire types}
     * (also for compiled codecs: {@link CompiledCodec#run})
     *
     * @throws IllegalArgumentException if a field's wire type is not a fixed-size scalar other than CHAR
     */
    static FieldRun fieldRun(FieldCodec[] fields, int from, int to) {
        FieldDescription[] descriptions = new FieldDescription[to - from];
        DataType[] types = new DataType[to - from];
        for (int k = from; k < to; k++) {
            descriptions[k - from] = fields[k].description;
            types[k - from] = fields[k].wireType;
        }
        return new FieldRun(descriptions, types);
    }

    private static boolean inRun(FieldCodec f) {
        return f.kind == FieldCodec.Kind.SCALAR && f.type.isPrimitive() && f.type != char.class;
    }

    static Run startingAt(List<Run> runs, int index) {
        for (Run run : runs) {
            if (run.start == index) {
                return run;
            }
        }
        return null;
    }

    /** The {@link IoBuffer} accessor suffix and descriptor of a run field's value: boolean as a byte. */
    private static String accessor(Class<?> type) {
        return type == boolean.class || type == byte.class ? "Byte" : type == short.class ? "Short"
                : type == int.class ? "Int" : type == long.class ? "Long" : type == float.class ? "Float" : "Double";
    }

    private static String valueDescriptor(Class<?> type) {
        return type == boolean.class ? "B" : Type.getDescriptor(type);
    }

    // locals of the write method for a run: its start offset and the buffer
    private static final int RUN_START_W = 5;
    private static final int RUN_BUFFER_W = 6;

    /**
     * <pre>{@code
     * int start = w instanceof YasWriter y ? y.putRun(RUN, P)  // YaS: the run's headers as stores of constants
     *         : w.putRun(RUN);                             // (P = RUN.yasPattern(); without one, w.putRun(RUN))
     * if (start >= 0) { IoBuffer b = w.buffer(); b.putInt(start + 17, t.a); b.putDouble(start + 38, t.b); … }
     * else { w.put(C0, t.a); w.put(C1, t.b); … }           // the other protocols, or metadata left out
     * }</pre>
     */
    private static void putRun(MethodVisitor m, Constants constants, Run run, FieldCodec[] fields, FieldAccess access) {
        Label oneByOne = new Label();
        Label done = new Label();
        patternFirst(m, constants, run.fields.yasPattern(), "putRun", run.fields);
        m.visitVarInsn(Opcodes.ISTORE, RUN_START_W);
        m.visitVarInsn(Opcodes.ILOAD, RUN_START_W);
        m.visitJumpInsn(Opcodes.IFLT, oneByOne);
        putValues(m, run, fields, access, "buffer");
        m.visitJumpInsn(Opcodes.GOTO, done);
        m.visitLabel(oneByOne);
        for (int k = run.start; k < run.end; k++) {
            putDirect(m, constants, fields[k], access);
        }
        m.visitLabel(done);
    }

    /**
     * {@code w instanceof YasWriter y ? y.method(A…, P) : w.method(A…)}, its int result on the stack: the YaS writer's
     * variant that writes the constant {@code pattern} as stores of constants, the general call for any other
     * writer; only the general call if there is no pattern (a name beyond ISO-8859-1).
     *
     * @param args constants of the call, each a {@link FieldDescription} or a {@link FieldRun}
     */
    private static void patternFirst(MethodVisitor m, Constants constants, BytePattern pattern, String method,
            Object... args) {
        StringBuilder descriptor = new StringBuilder("(");
        for (Object a : args) {
            descriptor.append(a instanceof FieldRun ? RUN_DESCRIPTOR : DESCRIPTION);
        }
        Label general = new Label();
        Label done = new Label();
        if (pattern != null) {
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitTypeInsn(Opcodes.INSTANCEOF, YAS_WRITER);
            m.visitJumpInsn(Opcodes.IFEQ, general);
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitTypeInsn(Opcodes.CHECKCAST, YAS_WRITER);
            for (Object a : args) {
                constants.load(m, a);
            }
            constants.load(m, pattern);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, YAS_WRITER, method,
                    descriptor + Type.getDescriptor(BytePattern.class) + ")I", false);
            m.visitJumpInsn(Opcodes.GOTO, done);
        }
        m.visitLabel(general);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        for (Object a : args) {
            constants.load(m, a);
        }
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, method, descriptor + ")I", false);
        m.visitLabel(done);
    }

    /**
     * {@code IoBuffer b = w.buffer(); b.putInt(start + 17, t.a); …}: each value of the run at its offset, in the
     * buffer the writer's method {@code values} returns ({@code buffer}, or {@code messageValues} for a message).
     */
    private static void putValues(MethodVisitor m, Run run, FieldCodec[] fields, FieldAccess access, String values) {
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, values, "()L" + BUFFER + ";", false);
        m.visitVarInsn(Opcodes.ASTORE, RUN_BUFFER_W);
        for (int k = run.start; k < run.end; k++) {
            FieldCodec f = fields[k];
            m.visitVarInsn(Opcodes.ALOAD, RUN_BUFFER_W);
            m.visitVarInsn(Opcodes.ILOAD, RUN_START_W);
            m.visitLdcInsn(run.fields.valueOffset(k - run.start));
            m.visitInsn(Opcodes.IADD);
            m.visitVarInsn(Opcodes.ALOAD, 3);
            access.get(m, f); // a boolean is 0 or 1
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUFFER, "put" + accessor(f.type),
                    "(I" + valueDescriptor(f.type) + ")L" + BUFFER + ";", false);
            m.visitInsn(Opcodes.POP);
        }
    }

    /**
     * <pre>{@code
     * boolean writeMessageAll(IoSerialiser w, Object value) {
     *     int start = w instanceof YasWriter y ? y.putMessage(ROOT, RUN, P)  // YaS: the whole message as
     *             : w.putMessage(ROOT, RUN);                                 // stores of constants
     *     if (start < 0) return false;                        // CmwLight, pretty JSON, or metadata left out
     *     T t = (T) value; IoBuffer b = w.messageValues(); b.putInt(start + 17, t.a); …;
     *     w.endMessage(); return true;                        // JSON: the text of the values
     * }
     * }</pre>
     */
    private static void writeMessageMethod(ClassWriter cw, FieldAccess access, Constants constants, Run run) {
        ClassCodec codec = access.codec;
        MethodVisitor m = body(cw, "writeMessageAll", WRITE_MESSAGE.toMethodDescriptorString());
        m.visitCode();
        Label taken = new Label();
        patternFirst(m, constants, YasWriter.messagePattern(codec.description, run.fields), "putMessage",
                codec.description, run.fields);
        m.visitVarInsn(Opcodes.ISTORE, RUN_START_W);
        m.visitVarInsn(Opcodes.ILOAD, RUN_START_W);
        m.visitJumpInsn(Opcodes.IFGE, taken);
        m.visitInsn(Opcodes.ICONST_0);
        m.visitInsn(Opcodes.IRETURN);
        m.visitLabel(taken);
        m.visitVarInsn(Opcodes.ALOAD, 1);
        access.castToClass(m);
        m.visitVarInsn(Opcodes.ASTORE, 3);
        putValues(m, run, codec.fields(), access, "messageValues");
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, "endMessage", "()V", false);
        m.visitInsn(Opcodes.ICONST_1);
        m.visitInsn(Opcodes.IRETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /** {@code start = r.nextMessageIs(ROOT, RUN)}, kept in local {@code RUN_START} and left on the stack. */
    private static void nextMessageIs(MethodVisitor m, Constants constants, ClassCodec codec, Run run) {
        m.visitVarInsn(Opcodes.ALOAD, 0);
        constants.load(m, codec.description);
        constants.load(m, run.fields);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "nextMessageIs", "(" + DESCRIPTION + RUN_DESCRIPTOR + ")I",
                false);
        m.visitVarInsn(Opcodes.ISTORE, RUN_START);
        m.visitVarInsn(Opcodes.ILOAD, RUN_START);
    }

    /**
     * A class (or record) whose fields, all of them, can form one run: its whole message is one template
     * ({@link IoSerialiser#putMessage}); {@code null} for any other, and for a class without fields.
     */
    static FieldRun wholeRun(ClassCodec codec) {
        FieldCodec[] fields = codec.fields();
        for (FieldCodec f : fields) {
            if (!inRun(f)) {
                return null;
            }
        }
        return fields.length == 0 ? null : fieldRun(fields, 0, fields.length);
    }

    /**
     * At the top of the read loop, for each run: {@code if (hint == start && (s = r.nextRunIs(RUN)) >= 0) { each
     * value from s + offset into its field or component; wireFields += n; known += n; hint = end; continue; }}
     */
    private static void readRuns(MethodVisitor m, Constants constants, FieldAccess access, int[] slots, Label loop) {
        ClassCodec codec = access.codec;
        FieldCodec[] fields = codec.fields();
        for (Run run : runs(codec)) {
            Label skip = new Label();
            m.visitVarInsn(Opcodes.ILOAD, HINT);
            m.visitLdcInsn(run.start);
            m.visitJumpInsn(Opcodes.IF_ICMPNE, skip);
            m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
            constants.load(m, run.fields);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "nextRunIs", "(" + RUN_DESCRIPTOR + ")I", false);
            m.visitVarInsn(Opcodes.ISTORE, RUN_START);
            m.visitVarInsn(Opcodes.ILOAD, RUN_START);
            m.visitJumpInsn(Opcodes.IFLT, skip);
            getValues(m, run, fields, access, slots);
            m.visitIincInsn(WIRE_FIELDS, run.end - run.start);
            m.visitIincInsn(KNOWN, run.end - run.start);
            m.visitLdcInsn(run.end);
            m.visitVarInsn(Opcodes.ISTORE, HINT);
            m.visitJumpInsn(Opcodes.GOTO, loop);
            m.visitLabel(skip);
        }
    }

    /**
     * {@code IoBuffer b = r.runValues(); t.a = b.getInt(start + 17); …} (a record: into each component's local):
     * each value of the run from its offset.
     */
    private static void getValues(MethodVisitor m, Run run, FieldCodec[] fields, FieldAccess access, int[] slots) {
        m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "runValues", "()L" + BUFFER + ";", false);
        m.visitVarInsn(Opcodes.ASTORE, RUN_BUFFER);
        getValues(m, run, fields, access, slots, RUN_BUFFER, RUN_START, TYPED);
    }

    /** As above, the buffer, the run's start and the instance in the given locals. */
    static void getValues(MethodVisitor m, Run run, FieldCodec[] fields, FieldAccess access, int[] slots, int buffer,
            int start, int typed) {
        for (int k = run.start; k < run.end; k++) {
            FieldCodec f = fields[k];
            if (slots == null) {
                m.visitVarInsn(Opcodes.ALOAD, typed);
            }
            m.visitVarInsn(Opcodes.ALOAD, buffer);
            m.visitVarInsn(Opcodes.ILOAD, start);
            m.visitLdcInsn(run.fields.valueOffset(k - run.start));
            m.visitInsn(Opcodes.IADD);
            getValue(m, f.type);
            if (slots == null) {
                access.put(m, f);
            } else {
                m.visitVarInsn(Type.getType(f.type).getOpcode(Opcodes.ISTORE), slots[f.index]);
            }
        }
    }

    /**
     * {@code b.getInt(offset)} with the buffer and the offset on the stack, for a primitive other than {@code char}:
     * a boolean read as a byte, any byte but 0 true (as {@code BinaryCursor.getBoolean}).
     */
    static void getValue(MethodVisitor m, Class<?> type) {
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUFFER, "get" + accessor(type), "(I)" + valueDescriptor(type), false);
        if (type == boolean.class) {
            Label zero = new Label();
            Label bool = new Label();
            m.visitJumpInsn(Opcodes.IFEQ, zero);
            m.visitInsn(Opcodes.ICONST_1);
            m.visitJumpInsn(Opcodes.GOTO, bool);
            m.visitLabel(zero);
            m.visitInsn(Opcodes.ICONST_0);
            m.visitLabel(bool);
        }
    }

    /**
     * For a class whose fields are one run ({@link #wholeRun}); {@code null} if the message is not taken:
     * <pre>{@code
     * Object readMessageAll(FieldCursor r, Object target, int checks) {
     *     if (target == null && no no-arg constructor) return null;   // the general path makes the instance
     *     int start = r.nextMessageIs(ROOT, RUN);             // YaS: every byte but the values, at once
     *     if (start < 0) return null;
     *     T t = (T) (target != null ? target : new T());      // record: each value into a local, then new T(…)
     *     IoBuffer b = r.runValues(); t.a = b.getInt(start + 17); …; return t;
     * }
     * }</pre>
     * Every field is on the wire, none unknown, the root named as the class: every {@link ReadCheck} passes.
     */
    private static void readMessageMethod(ClassWriter cw, FieldAccess access, Constants constants, Run run) {
        ClassCodec codec = access.codec;
        MethodVisitor m = body(cw, "readMessageAll", READ.toMethodDescriptorString());
        m.visitCode();
        Label notTaken = new Label();
        if (!codec.record && !codec.canConstruct()) {
            m.visitVarInsn(Opcodes.ALOAD, TARGET);
            m.visitJumpInsn(Opcodes.IFNULL, notTaken);
        }
        nextMessageIs(m, constants, codec, run);
        m.visitJumpInsn(Opcodes.IFLT, notTaken);
        int[] slots = codec.record ? componentSlots(codec.fields()) : null;
        if (!codec.record) {
            newUnlessGiven(m, access);
        }
        getValues(m, run, codec.fields(), access, slots);
        if (codec.record) {
            construct(m, access, slots);
        } else {
            m.visitVarInsn(Opcodes.ALOAD, TARGET);
            m.visitInsn(Opcodes.ARETURN);
        }
        returnNullAt(m, notTaken);
    }

    /** {@code notTaken: return null;} and the method's end. */
    static void returnNullAt(MethodVisitor m, Label notTaken) {
        m.visitLabel(notTaken);
        m.visitInsn(Opcodes.ACONST_NULL);
        m.visitInsn(Opcodes.ARETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /** {@code if (target == null) target = new T(); T t = (T) target} (a class with a no-arg constructor). */
    private static void newUnlessGiven(MethodVisitor m, FieldAccess access) {
        newUnlessGiven(m, access, TARGET, TYPED);
    }

    /** As above, {@code target} and {@code t} in the given locals. */
    static void newUnlessGiven(MethodVisitor m, FieldAccess access, int target, int typed) {
        if (access.codec.canConstruct()) { // a new instance made here (inline as a nestmate), not by the mapper
            Label given = new Label();
            m.visitVarInsn(Opcodes.ALOAD, target);
            m.visitJumpInsn(Opcodes.IFNONNULL, given);
            access.newInstance(m);
            m.visitVarInsn(Opcodes.ASTORE, target);
            m.visitLabel(given);
        }
        m.visitVarInsn(Opcodes.ALOAD, target);
        access.castToClass(m);
        m.visitVarInsn(Opcodes.ASTORE, typed);
    }

    /** Whether code in {@code from}'s package may name class {@code type} (a cast to it). */
    static boolean visible(Class<?> from, Class<?> type) {
        return Modifier.isPublic(type.getModifiers()) && (type.getEnclosingClass() == null
                || visible(from, type.getEnclosingClass())) || type.getPackageName().equals(from.getPackageName())
                && type.getClassLoader() == from.getClassLoader();
    }

    /** Fields written by one typed {@code put}: primitives, strings and primitive arrays (not String[]: nulls). */
    private static boolean direct(FieldCodec f) {
        return (f.kind == FieldCodec.Kind.SCALAR && f.type.isPrimitive()) || f.kind == FieldCodec.Kind.STRING
                || (f.kind == FieldCodec.Kind.ARRAY && f.type.getComponentType().isPrimitive());
    }

    /**
     * {@code v = t.field; if (v != null) w.put(C, v.intValue())}: a box written as its primitive, whose wire type it
     * has (what the mapper writes for it, {@link ScalarValues#writeScalar}).
     */
    private static void putBox(MethodVisitor m, Constants constants, FieldCodec f, FieldAccess access) {
        Label skip = new Label();
        value(m, f, access, skip);
        Class<?> primitive = ArrayValues.primitiveOf(f.type);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        constants.load(m, f.description);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        unbox(m, primitive);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, "put",
                "(" + DESCRIPTION + Type.getDescriptor(primitive) + ")L" + SERIALISER + ";", false);
        m.visitInsn(Opcodes.POP);
        m.visitLabel(skip);
    }

    /** {@code w.put(C, t.field)}; a reference value only when it is not {@code null}. */
    private static void putDirect(MethodVisitor m, Constants constants, FieldCodec f, FieldAccess access) {
        String descriptor = Type.getDescriptor(f.type);
        String put = "(" + DESCRIPTION + descriptor + ")L" + SERIALISER + ";";
        if (f.type.isPrimitive()) {
            m.visitVarInsn(Opcodes.ALOAD, 0);
            constants.load(m, f.description);
            m.visitVarInsn(Opcodes.ALOAD, 3);
            access.get(m, f);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, "put", put, false);
            m.visitInsn(Opcodes.POP);
            return;
        }
        Label skip = new Label();
        value(m, f, access, skip);
        BytePattern header = f.kind == FieldCodec.Kind.STRING && f.wireType == DataType.STRING
                ? YasReader.expectedHeader(f.description, DataType.STRING) : null;
        // if (w instanceof YasWriter y && y.putHeader(C, STRING, H)) { y.putStringValue(C, v); skip }
        if (header != null) {
            Label general = new Label();
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitTypeInsn(Opcodes.INSTANCEOF, YAS_WRITER);
            m.visitJumpInsn(Opcodes.IFEQ, general);
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitTypeInsn(Opcodes.CHECKCAST, YAS_WRITER);
            constants.load(m, f.description);
            m.visitFieldInsn(Opcodes.GETSTATIC, Type.getInternalName(DataType.class), "STRING",
                    Type.getDescriptor(DataType.class));
            constants.load(m, header);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, YAS_WRITER, "putHeader",
                    "(" + DESCRIPTION + Type.getDescriptor(DataType.class) + Type.getDescriptor(BytePattern.class)
                            + ")Z", false);
            m.visitJumpInsn(Opcodes.IFEQ, general);
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitTypeInsn(Opcodes.CHECKCAST, YAS_WRITER);
            constants.load(m, f.description);
            m.visitVarInsn(Opcodes.ALOAD, 4);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, YAS_WRITER, "putStringValue",
                    "(" + DESCRIPTION + "Ljava/lang/String;)V", false);
            m.visitJumpInsn(Opcodes.GOTO, skip);
            m.visitLabel(general);
        }
        m.visitVarInsn(Opcodes.ALOAD, 0);
        constants.load(m, f.description);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, "put", put, false);
        m.visitInsn(Opcodes.POP);
        m.visitLabel(skip);
    }

    /**
     * A nested object, its markers written from the field's patterns over YaS (its fields by its codec):
     * <pre>{@code
     * v = t.field;
     * if (v != null) {
     *     if (w instanceof YasWriter y && y.putStartMarker(C, S)) {
     *         this.writeNested(i, w, v, maxDepth); y.putEndMarker(C, E);
     *     } else this.writeValue(i, w, v, maxDepth);  // the other protocols, or metadata left out
     * }
     * }</pre>
     */
    private static void putObject(MethodVisitor m, Constants constants, FieldCodec f, FieldAccess access) {
        Label skip = new Label();
        Label general = new Label();
        value(m, f, access, skip);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitTypeInsn(Opcodes.INSTANCEOF, YAS_WRITER);
        m.visitJumpInsn(Opcodes.IFEQ, general);
        marker(m, constants, f.description, DataType.START_MARKER, "putStartMarker", "Z");
        m.visitJumpInsn(Opcodes.IFEQ, general);
        valueHelper(m, f.index, "writeNested");
        marker(m, constants, f.description, DataType.END_MARKER, "putEndMarker", "V");
        m.visitJumpInsn(Opcodes.GOTO, skip);
        m.visitLabel(general);
        valueHelper(m, f.index, "writeValue");
        m.visitLabel(skip);
    }

    /**
     * {@code ((YasWriter) w).method(C, P)} returning {@code result}: {@code putStartMarker}, {@code putEndMarker} or
     * {@code putHeaderInfo} with description {@code C} and its pattern {@code P} for marker {@code type}.
     */
    private static void marker(MethodVisitor m, Constants constants, FieldDescription fd, DataType type,
            String method, String result) {
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitTypeInsn(Opcodes.CHECKCAST, YAS_WRITER);
        constants.load(m, fd);
        constants.load(m, YasReader.expectedHeader(fd, type));
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, YAS_WRITER, method,
                "(" + DESCRIPTION + Type.getDescriptor(BytePattern.class) + ")" + result, false);
    }

    /** {@code this.method(i, w, v, maxDepth)}: a {@link CompiledCodec} helper on field {@code i}'s value {@code v}. */
    private static void valueHelper(MethodVisitor m, int index, String method) {
        helperCall(m, index);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitVarInsn(Opcodes.ILOAD, 2);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, method, WRITE_FIELD, false);
    }

    /** {@code v = t.field; if (v != null) this.writeValue(i, w, v, maxDepth)}: the field's codec writes it. */
    private static void putThroughCodec(MethodVisitor m, FieldCodec f, FieldAccess access) {
        Label skip = new Label();
        value(m, f, access, skip);
        valueHelper(m, f.index, "writeValue");
        m.visitLabel(skip);
    }

    /**
     * {@code v = t.field; if (v == null) goto skip}: the field's value in local 4, a primitive boxed (one with a custom
     * serialiser, boxed as the reflective path boxes it).
     */
    private static void value(MethodVisitor m, FieldCodec f, FieldAccess access, Label skip) {
        m.visitVarInsn(Opcodes.ALOAD, 3);
        access.get(m, f);
        if (f.type.isPrimitive()) {
            box(m, f.type);
        }
        m.visitVarInsn(Opcodes.ASTORE, 4);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitJumpInsn(Opcodes.IFNULL, skip);
    }

    // ------------------------------------------------------------------------------------------------ reading

    // locals of the read method; a record's components follow from COMPONENTS on
    private static final int CURSOR_VAR = 0;
    private static final int TARGET = 1;
    private static final int CHECKS = 2;
    private static final int TYPED = 3;
    private static final int HINT = 4;
    private static final int WIRE_FIELDS = 5;
    private static final int KNOWN = 6;
    private static final int INDEX = 7;
    private static final int RUN_START = 8;
    private static final int RUN_BUFFER = 9;
    private static final int COMPONENTS = 10;

    /**
     * For a class ({@code target} the instance to fill) and, where noted, for a record ({@code target} the existing
     * record or {@code null}; each component a local variable, no boxing):
     * <pre>{@code
     * Object readAll(FieldCursor r, Object target, int checks) {
     *     T t = (T) (target != null ? target : new T());     // record: c0 = existing.c0, … or the defaults
     *     int hint = 0, wireFields = 0, known = 0;
     *     // over YaS, the layout walk of the leading fields (LayoutWalk.prologue), which sets the three counts
     *     while (true) {
     *         // for each run of scalar fields from s to e (readRuns): all of them at once, if the bytes are the run's
     *         if (hint == s && (start = r.nextRunIs(RUN)) >= 0) {
     *             t.a = buffer.getInt(start + 17); …; wireFields += n; known += n; hint = e; continue;
     *         }
     *         int i = this.next(r, hint, checks);           // the expected header first, then by name; skips
     *         if (i == END) break;                           //   what is not read
     *         wireFields++;
     *         if (i == -1) continue;                         // not a field of T
     *         known++;
     *         if (i < 0) continue;                           // a field of T, null on the wire
     *         hint = i + 1;
     *         try { switch (i) { case 0: t.a = this.readInt(0, r); break; … } }   // record: c0 = …
     *         catch (YasFormatException e) { throw e.within(r.protocol().displayName(), r.path()); }
     *     }
     *     this.endChecks(r, wireFields, known, checks);
     *     return t;                                          // record: new T(c0, …), a refusal a format error
     * }
     * }</pre>
     */
    private static void readMethod(ClassWriter cw, FieldAccess access, Constants constants) {
        ClassCodec codec = access.codec;
        MethodVisitor m = body(cw, "readAll", READ.toMethodDescriptorString());
        m.visitCode();
        int[] slots = codec.record ? componentSlots(codec.fields()) : null;
        if (codec.record) {
            loadComponents(m, access, slots, TARGET);
        } else {
            newUnlessGiven(m, access);
        }
        for (int var : new int[] {HINT, WIRE_FIELDS, KNOWN}) {
            m.visitInsn(Opcodes.ICONST_0);
            m.visitVarInsn(Opcodes.ISTORE, var);
        }
        // over YaS, the fields in the writer's order first, without the cursor; a record's locals after its components
        LayoutWalk.prologue(m, constants, access, CURSOR_VAR, TYPED, slots, HINT, WIRE_FIELDS, KNOWN,
                slots == null ? COMPONENTS : afterComponents(codec.fields(), slots));
        Label loop = new Label();
        Label end = new Label();
        m.visitLabel(loop);
        readRuns(m, constants, access, slots, loop);
        m.visitVarInsn(Opcodes.ALOAD, THIS);
        m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
        m.visitVarInsn(Opcodes.ILOAD, HINT);
        m.visitVarInsn(Opcodes.ILOAD, CHECKS);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "next", "(L" + CURSOR + ";II)I", false);
        m.visitVarInsn(Opcodes.ISTORE, INDEX);
        m.visitVarInsn(Opcodes.ILOAD, INDEX);
        m.visitLdcInsn(CompiledCodec.END);
        m.visitJumpInsn(Opcodes.IF_ICMPEQ, end);
        m.visitIincInsn(WIRE_FIELDS, 1);
        m.visitVarInsn(Opcodes.ILOAD, INDEX);
        m.visitInsn(Opcodes.ICONST_M1);
        m.visitJumpInsn(Opcodes.IF_ICMPEQ, loop);
        m.visitIincInsn(KNOWN, 1);
        m.visitVarInsn(Opcodes.ILOAD, INDEX);
        m.visitJumpInsn(Opcodes.IFLT, loop);
        m.visitVarInsn(Opcodes.ILOAD, INDEX);
        m.visitInsn(Opcodes.ICONST_1);
        m.visitInsn(Opcodes.IADD);
        m.visitVarInsn(Opcodes.ISTORE, HINT);
        if (codec.fields().length == 0) { // nothing to read: match said -1 for every wire field
            m.visitJumpInsn(Opcodes.GOTO, loop);
        } else {
            readSwitch(m, access, loop, slots);
        }

        m.visitLabel(end);
        m.visitVarInsn(Opcodes.ALOAD, THIS);
        m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
        m.visitVarInsn(Opcodes.ILOAD, WIRE_FIELDS);
        m.visitVarInsn(Opcodes.ILOAD, KNOWN);
        m.visitVarInsn(Opcodes.ILOAD, CHECKS);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "endChecks", "(L" + CURSOR + ";III)V", false);
        if (codec.record) {
            construct(m, access, slots);
        } else {
            m.visitVarInsn(Opcodes.ALOAD, TARGET);
            m.visitInsn(Opcodes.ARETURN);
        }
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /** The local variable of each record component, from {@link #COMPONENTS} on (long and double take two). */
    static int[] componentSlots(FieldCodec[] fields) {
        int[] slots = new int[fields.length];
        int next = COMPONENTS;
        for (FieldCodec f : fields) {
            slots[f.index] = next;
            next += Type.getType(f.type).getSize();
        }
        return slots;
    }

    /** {@return the first local after a record's components, whose locals {@link #componentSlots} gave} */
    private static int afterComponents(FieldCodec[] fields, int[] slots) {
        int last = fields.length - 1;
        return last < 0 ? COMPONENTS : slots[last] + Type.getType(fields[last].type).getSize();
    }

    /**
     * Each component local: the value of the existing record in local {@code existing} ({@code getfield}), or where
     * that is {@code null} the type's default.
     */
    static void loadComponents(MethodVisitor m, FieldAccess access, int[] slots, int existing) {
        ClassCodec codec = access.codec;
        Label defaults = new Label();
        Label done = new Label();
        m.visitVarInsn(Opcodes.ALOAD, existing);
        m.visitJumpInsn(Opcodes.IFNULL, defaults);
        for (FieldCodec f : codec.fields()) {
            Type t = Type.getType(f.type);
            m.visitVarInsn(Opcodes.ALOAD, existing);
            access.castToClass(m);
            access.get(m, f);
            m.visitVarInsn(t.getOpcode(Opcodes.ISTORE), slots[f.index]);
        }
        m.visitJumpInsn(Opcodes.GOTO, done);
        m.visitLabel(defaults);
        for (FieldCodec f : codec.fields()) {
            Type t = Type.getType(f.type);
            m.visitInsn(switch (t.getSort()) {
                case Type.LONG -> Opcodes.LCONST_0;
                case Type.FLOAT -> Opcodes.FCONST_0;
                case Type.DOUBLE -> Opcodes.DCONST_0;
                case Type.OBJECT, Type.ARRAY -> Opcodes.ACONST_NULL;
                default -> Opcodes.ICONST_0;
            });
            m.visitVarInsn(t.getOpcode(Opcodes.ISTORE), slots[f.index]);
        }
        m.visitLabel(done);
    }

    /**
     * {@code return new T(c0, c1, …)}; what the canonical constructor throws becomes the format error the reflective
     * path makes of it ({@link ClassCodec#refused}), located by the cursor in local 0.
     */
    static void construct(MethodVisitor m, FieldAccess access, int[] slots) {
        Label start = new Label();
        Label finish = new Label();
        Label refused = new Label();
        m.visitTryCatchBlock(start, finish, refused, "java/lang/RuntimeException");
        m.visitLabel(start);
        access.beforeConstruct(m);
        for (FieldCodec f : access.codec.fields()) {
            m.visitVarInsn(Type.getType(f.type).getOpcode(Opcodes.ILOAD), slots[f.index]);
        }
        access.construct(m);
        m.visitLabel(finish);
        m.visitInsn(Opcodes.ARETURN);
        m.visitLabel(refused); // stack: the RuntimeException; this.refused(e, r)
        m.visitVarInsn(Opcodes.ALOAD, THIS);
        m.visitInsn(Opcodes.SWAP);
        m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "refused", "(Ljava/lang/RuntimeException;L" + CURSOR + ";)"
                + Type.getDescriptor(YasFormatException.class), false);
        m.visitInsn(Opcodes.ATHROW);
    }

    /** The {@code tableswitch} on the field's index, in a {@code try} that names the field in a format error. */
    private static void readSwitch(MethodVisitor m, FieldAccess access, Label loop, int[] slots) {
        FieldCodec[] fields = access.codec.fields();
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        m.visitTryCatchBlock(tryStart, tryEnd, handler, Type.getInternalName(YasFormatException.class));
        m.visitLabel(tryStart);
        Label[] cases = new Label[fields.length];
        for (int i = 0; i < cases.length; i++) {
            cases[i] = new Label();
        }
        m.visitVarInsn(Opcodes.ILOAD, INDEX);
        m.visitTableSwitchInsn(0, fields.length - 1, loop, cases);
        for (FieldCodec f : fields) {
            m.visitLabel(cases[f.index]);
            if (slots != null) {
                readComponent(m, access, f, CURSOR_VAR, slots[f.index]);
            } else if (storesDirect(access, f)) {
                storeDirect(m, f, access, CURSOR_VAR, TYPED);
            } else { // this.readInto(i, r, target)
                helperCall(m, f.index);
                m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
                m.visitVarInsn(Opcodes.ALOAD, TARGET);
                m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "readInto", "(IL" + CURSOR + ";Ljava/lang/Object;)V",
                        false);
            }
            m.visitJumpInsn(Opcodes.GOTO, loop);
        }
        m.visitLabel(tryEnd);

        m.visitLabel(handler); // stack: the YasFormatException
        m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "protocol", "()" + Type.getDescriptor(Protocol.class), false);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(Protocol.class), "displayName",
                "()Ljava/lang/String;", false);
        m.visitVarInsn(Opcodes.ALOAD, CURSOR_VAR);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "path", "()Ljava/lang/String;", false);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(YasFormatException.class), "within",
                "(Ljava/lang/String;Ljava/lang/String;)" + Type.getDescriptor(YasFormatException.class), false);
        m.visitInsn(Opcodes.ATHROW);
    }

    /**
     * {@return whether the read loop stores field {@code f} itself ({@link #storeDirect}) rather than through
     * {@code readInto}}: a field whose type the generated class can name (a superclass's and a {@code final} one too).
     */
    static boolean storesDirect(FieldAccess access, FieldCodec f) {
        return direct(f) || !f.type.isPrimitive() && access.canName(f.type);
    }

    /**
     * {@code t.field = this.readInt(i, r)} for a primitive (the reader of its type), else
     * {@code t.field = (T) this.readValue(i, r, t.field)}: a string or array, the current one reused where it fits.
     *
     * @param cursor the local holding the cursor, on the field
     * @param typed  the local holding the instance
     */
    static void storeDirect(MethodVisitor m, FieldCodec f, FieldAccess access, int cursor, int typed) {
        m.visitVarInsn(Opcodes.ALOAD, typed);
        readCall(m, access, f, cursor, () -> {
            m.visitVarInsn(Opcodes.ALOAD, typed);
            access.get(m, f);
        });
        access.put(m, f);
    }

    /**
     * A record component's local: {@code c = this.readInt(i, r)} for a primitive, else
     * {@code c = (T) this.readValue(i, r, c)} (the current value, boxed for a primitive with a custom serialiser,
     * reused where it fits).
     */
    static void readComponent(MethodVisitor m, FieldAccess access, FieldCodec f, int cursor, int slot) {
        Type t = Type.getType(f.type);
        readCall(m, access, f, cursor, () -> {
            m.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
            if (f.type.isPrimitive()) {
                box(m, f.type);
            }
        });
        m.visitVarInsn(t.getOpcode(Opcodes.ISTORE), slot);
    }

    /**
     * Leaves the current wire field read as field {@code f} on the stack, typed as the field, by the
     * {@link CompiledCodec} helper the reflective path's conversion stands behind: {@code readBoolean} …
     * {@code readDouble} for a primitive, else {@code readValue} with the current value that {@code current} pushes;
     * for a string or 1-D array first the cursor's getter ({@link #exactGetter}) where the wire type is the field's.
     */
    private static void readCall(MethodVisitor m, FieldAccess access, FieldCodec f, int cursor, Runnable current) {
        String getter = exactGetter(f);
        Label done = new Label();
        if (getter != null) { // r.type() == WIRE_TYPE ? r.getX(current) : the helper below
            Label convert = new Label();
            m.visitVarInsn(Opcodes.ALOAD, cursor);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, "type", "()" + Type.getDescriptor(DataType.class), false);
            m.visitFieldInsn(Opcodes.GETSTATIC, Type.getInternalName(DataType.class), f.wireType.name(),
                    Type.getDescriptor(DataType.class));
            m.visitJumpInsn(Opcodes.IF_ACMPNE, convert);
            m.visitVarInsn(Opcodes.ALOAD, cursor);
            current.run();
            String descriptor = Type.getDescriptor(f.type);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CURSOR, getter, "(" + descriptor + ")" + descriptor, false);
            m.visitJumpInsn(Opcodes.GOTO, done);
            m.visitLabel(convert);
        }
        helperCall(m, f.index);
        m.visitVarInsn(Opcodes.ALOAD, cursor);
        if (f.kind == FieldCodec.Kind.SCALAR && f.type.isPrimitive()) {
            String name = f.type.getName();
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "read" + Character.toUpperCase(name.charAt(0))
                    + name.substring(1), "(IL" + CURSOR + ";)" + Type.getDescriptor(f.type), false);
            return;
        }
        current.run();
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BASE, "readValue", READ_VALUE, false);
        if (f.type.isPrimitive()) { // a primitive with a custom serialiser: unboxed (a null box throws)
            unbox(m, f.type);
        } else {
            access.cast(m, f.type);
        }
        m.visitLabel(done);
    }

    /**
     * {@return the cursor's getter that reads a wire field of {@code f}'s own wire type into {@code f}'s type
     * unconverted ({@code getString}, {@code getIntArray} …), or {@code null} where {@code f} has none}. It is what
     * {@link FieldCodec#readValue} comes to for that wire type (a 1-D array or string field takes the exact wire
     * type as it is, the current value reused where it fits), without its dispatch on the field's kind and type;
     * any other wire type goes through {@code readValue}, which converts or refuses it.
     */
    static String exactGetter(FieldCodec f) {
        if (f.kind == FieldCodec.Kind.STRING) {
            return "getString";
        }
        if (f.kind != FieldCodec.Kind.ARRAY) {
            return null;
        }
        String element = f.type.getComponentType().getSimpleName();
        return "get" + Character.toUpperCase(element.charAt(0)) + element.substring(1) + "Array";
    }

    private static Type boxType(Class<?> primitive) {
        return Type.getType(MethodType.methodType(primitive).wrap().returnType());
    }

    /** {@code Box.valueOf(v)}: the primitive on the stack boxed. */
    private static void box(MethodVisitor m, Class<?> primitive) {
        Type box = boxType(primitive);
        m.visitMethodInsn(Opcodes.INVOKESTATIC, box.getInternalName(), "valueOf",
                "(" + Type.getDescriptor(primitive) + ")" + box.getDescriptor(), false);
    }

    /** {@code ((Box) v).xValue()}: the reference on the stack cast to {@code primitive}'s box and unboxed. */
    private static void unbox(MethodVisitor m, Class<?> primitive) {
        Type box = boxType(primitive);
        m.visitTypeInsn(Opcodes.CHECKCAST, box.getInternalName());
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, box.getInternalName(), primitive.getName() + "Value",
                "()" + Type.getDescriptor(primitive), false);
    }

    /** Loads the constants from the class data ({@code Object[]}) into the static final fields. */
    private static void staticInitialiser(ClassWriter cw, String name, Constants constants) {
        MethodVisitor m = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        m.visitCode();
        m.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
                "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
        m.visitLdcInsn("_");
        m.visitLdcInsn(Type.getType(Object[].class));
        m.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "classData",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;",
                false);
        m.visitTypeInsn(Opcodes.CHECKCAST, "[Ljava/lang/Object;");
        m.visitVarInsn(Opcodes.ASTORE, 0);
        for (int i = 0; i < constants.values.size(); i++) {
            String descriptor = constants.descriptors.get(i);
            if (descriptor == null) {
                continue;
            }
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitLdcInsn(i);
            m.visitInsn(Opcodes.AALOAD);
            m.visitTypeInsn(Opcodes.CHECKCAST, Type.getType(descriptor).getInternalName());
            m.visitFieldInsn(Opcodes.PUTSTATIC, name, "C" + i, descriptor);
        }
        m.visitInsn(Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }
}
