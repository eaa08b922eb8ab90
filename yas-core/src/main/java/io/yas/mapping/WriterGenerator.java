package io.yas.mapping;

import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

/**
 * Generates, once per mapped class, the code that writes its fields: a hidden class, nestmate of the mapped class
 * (so it reads private fields with a plain {@code getfield}), with one straight-line statement group per field.
 * Primitive, {@code String} and primitive-array fields of the class itself call the writer's typed {@code put}
 * directly, their {@link FieldDescription}s held in {@code static final} fields (constants to the JIT); every other
 * field (containers, nested objects, enums, custom serialisers, fields of superclasses) calls its {@link FieldCodec}
 * through a {@code static final} method handle. The writer calls are the ones the reflective path makes, so both
 * write the same bytes.
 *
 * <p>Generation needs a lookup with full privilege on the class: given when the class and this library share a
 * module (both on the class path, say). Otherwise, or with {@code -Dyas.mapping.codegen=false}, the reflective path
 * writes, and {@link ClassMapping#describe} says which path a class uses and why.
 */
final class WriterGenerator {
    /** {@code -Dyas.mapping.codegen=false} turns generation off (the reflective path writes every class). */
    static final boolean ENABLED = !"false".equals(System.getProperty("yas.mapping.codegen"));

    private static final String SERIALISER = Type.getInternalName(IoSerialiser.class);
    private static final String DESCRIPTION = Type.getDescriptor(FieldDescription.class);
    private static final String HANDLE = Type.getInternalName(MethodHandle.class);
    private static final String HANDLE_DESCRIPTOR = Type.getDescriptor(MethodHandle.class);
    /** The type of {@link FieldCodec#write} and {@link FieldCodec#writeValue} bound to their codec. */
    static final MethodType WRITE = MethodType.methodType(void.class, IoSerialiser.class, Object.class, int.class);

    private WriterGenerator() {
    }

    /** A generated writer, or why there is none. */
    record Result(MethodHandle writer, String reason) {
    }

    /** @return the {@link #WRITE}-typed handle of the generated {@code write} method, or the reason there is none */
    static Result generate(Class<?> type, FieldCodec[] fields) {
        if (!ENABLED) {
            return new Result(null, "code generation is off (-Dyas.mapping.codegen=false)");
        }
        try {
            MethodHandles.Lookup lookup = ClassCodec.lookup(type);
            if (!lookup.hasFullPrivilegeAccess()) {
                return new Result(null, "no full-privilege lookup on " + type.getName() + " (module "
                        + type.getModule().getName() + " is not io.yas's)");
            }
            List<Object> constants = new ArrayList<>();
            byte[] bytes = classBytes(type, fields, constants);
            MethodHandles.Lookup hidden = lookup.defineHiddenClassWithClassData(bytes, constants.toArray(), true,
                    MethodHandles.Lookup.ClassOption.NESTMATE);
            return new Result(hidden.findStatic(hidden.lookupClass(), "write", WRITE), null);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return new Result(null, "generation failed: " + e);
        }
    }

    private static byte[] classBytes(Class<?> type, FieldCodec[] fields, List<Object> constants)
            throws ReflectiveOperationException {
        String owner = Type.getInternalName(type);
        String name = owner + "$$YasWriter";
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object"; // frames merge only locals of one type; never load classes here
            }
        };
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        MethodVisitor m = cw.visitMethod(Opcodes.ACC_STATIC, "write", WRITE.toMethodDescriptorString(), null, null);
        m.visitCode();
        m.visitVarInsn(Opcodes.ALOAD, 1);
        m.visitTypeInsn(Opcodes.CHECKCAST, owner);
        m.visitVarInsn(Opcodes.ASTORE, 3);
        for (FieldCodec f : fields) {
            Class<?> t = f.type;
            boolean own = f.declaringClass == type;
            String constant = "C" + constants.size();
            if (own && direct(f)) {
                cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, constant, DESCRIPTION,
                        null, null).visitEnd();
                constants.add(f.description);
                putDirect(m, name, constant, owner, f.name, t);
            } else {
                cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, constant,
                        HANDLE_DESCRIPTOR, null, null).visitEnd();
                if (own) {
                    constants.add(MethodHandles.lookup().findVirtual(FieldCodec.class, "writeValue", WRITE)
                            .bindTo(f));
                    putThroughCodec(m, name, constant, owner, f.name, t);
                } else { // a superclass's field: its codec reads it too
                    constants.add(MethodHandles.lookup().findVirtual(FieldCodec.class, "write", WRITE).bindTo(f));
                    m.visitFieldInsn(Opcodes.GETSTATIC, name, constant, HANDLE_DESCRIPTOR);
                    m.visitVarInsn(Opcodes.ALOAD, 0);
                    m.visitVarInsn(Opcodes.ALOAD, 1);
                    m.visitVarInsn(Opcodes.ILOAD, 2);
                    m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, HANDLE, "invokeExact", WRITE.toMethodDescriptorString(),
                            false);
                }
            }
        }
        m.visitInsn(Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        staticInitialiser(cw, name, constants);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** Fields written by one typed {@code put}: primitives, strings and primitive arrays (not String[]: nulls). */
    private static boolean direct(FieldCodec f) {
        return (f.kind == FieldCodec.Kind.SCALAR && f.type.isPrimitive()) || f.kind == FieldCodec.Kind.STRING
                || (f.kind == FieldCodec.Kind.ARRAY && f.type.getComponentType().isPrimitive());
    }

    /** {@code w.put(C, t.field)}; a reference value only when it is not {@code null}. */
    private static void putDirect(MethodVisitor m, String name, String constant, String owner, String field,
            Class<?> t) {
        String descriptor = Type.getDescriptor(t);
        String put = "(" + DESCRIPTION + descriptor + ")L" + SERIALISER + ";";
        if (t.isPrimitive()) {
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitFieldInsn(Opcodes.GETSTATIC, name, constant, DESCRIPTION);
            m.visitVarInsn(Opcodes.ALOAD, 3);
            m.visitFieldInsn(Opcodes.GETFIELD, owner, field, descriptor);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, "put", put, false);
            m.visitInsn(Opcodes.POP);
            return;
        }
        Label skip = new Label();
        m.visitVarInsn(Opcodes.ALOAD, 3);
        m.visitFieldInsn(Opcodes.GETFIELD, owner, field, descriptor);
        m.visitVarInsn(Opcodes.ASTORE, 4);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitJumpInsn(Opcodes.IFNULL, skip);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitFieldInsn(Opcodes.GETSTATIC, name, constant, DESCRIPTION);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, SERIALISER, "put", put, false);
        m.visitInsn(Opcodes.POP);
        m.visitLabel(skip);
    }

    /** {@code v = t.field; if (v != null) C.invokeExact(w, v, maxDepth)}: the codec writes the value. */
    private static void putThroughCodec(MethodVisitor m, String name, String constant, String owner, String field,
            Class<?> t) {
        Label skip = new Label();
        m.visitVarInsn(Opcodes.ALOAD, 3);
        m.visitFieldInsn(Opcodes.GETFIELD, owner, field, Type.getDescriptor(t));
        if (t.isPrimitive()) { // a primitive with a custom serialiser: boxed as the reflective path boxes it
            Type box = Type.getType(MethodType.methodType(t).wrap().returnType());
            m.visitMethodInsn(Opcodes.INVOKESTATIC, box.getInternalName(), "valueOf",
                    "(" + Type.getDescriptor(t) + ")" + box.getDescriptor(), false);
        }
        m.visitVarInsn(Opcodes.ASTORE, 4);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitJumpInsn(Opcodes.IFNULL, skip);
        m.visitFieldInsn(Opcodes.GETSTATIC, name, constant, HANDLE_DESCRIPTOR);
        m.visitVarInsn(Opcodes.ALOAD, 0);
        m.visitVarInsn(Opcodes.ALOAD, 4);
        m.visitVarInsn(Opcodes.ILOAD, 2);
        m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, HANDLE, "invokeExact", WRITE.toMethodDescriptorString(), false);
        m.visitLabel(skip);
    }

    /** Loads the constants from the class data ({@code Object[]}) into the static final fields. */
    private static void staticInitialiser(ClassWriter cw, String name, List<Object> constants) {
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
        for (int i = 0; i < constants.size(); i++) {
            boolean description = constants.get(i) instanceof FieldDescription;
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitLdcInsn(i);
            m.visitInsn(Opcodes.AALOAD);
            m.visitTypeInsn(Opcodes.CHECKCAST, description ? Type.getInternalName(FieldDescription.class) : HANDLE);
            m.visitFieldInsn(Opcodes.PUTSTATIC, name, "C" + i, description ? DESCRIPTION : HANDLE_DESCRIPTOR);
        }
        m.visitInsn(Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }
}
