package io.yas.mapping;

import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * How the code {@link CodecGenerator} emits reaches the mapped class: its fields, its no-arg constructor and a
 * record's canonical constructor. Two ways, chosen once per class:
 * <ul>
 * <li><b>nestmate</b>, where this library may define a class in the mapped class's package (a lookup with full
 * privilege: both in one module, e.g. both on the class path): the codec is a nestmate of the class and uses
 * {@code getfield}, {@code putfield} and {@code new} on it, casts to its type and to the types of its fields; a field
 * a superclass declares, which a nestmate of the class may not reach (a private one, or one of another package), it
 * reaches as the second way does, through its handles, and so it sets a {@code final} field;</li>
 * <li><b>handles</b>, where it may not (the class is in a named module that opens its package to {@code io.yas}, or
 * in another class loader's unnamed module) but a private lookup is given: the codec is defined in this package and
 * each access is an {@code invokedynamic} whose call site is constant, bound to the {@link FieldCodec}'s getter or
 * setter or to the constructor (handles of that private lookup, passed as class data); the code names primitives
 * and the JDK's public types ({@code String}, {@code List}, arrays of them) as they are and {@code Object} for every
 * other type, whose cast the handle makes. Same stack effects as the instructions they stand for, so the code
 * around them does not change, and the JIT inlines a constant call site's target as it does a {@code getfield}.</li>
 * </ul>
 * {@code -Dyas.mapping.codegen=handles} takes the second way for every class (to test it where the first is open).
 */
final class FieldAccess {
    /** {@code -Dyas.mapping.codegen=handles}: every generated codec reaches its class through handles. */
    static final boolean HANDLES_ONLY = "handles".equals(System.getProperty("yas.mapping.codegen"));

    private static final String OBJECT = "java/lang/Object";
    /** {@link CompiledCodec#fieldAccess}, which the codec (its subclass) may call from any package. */
    private static final Handle BOOTSTRAP = new Handle(Opcodes.H_INVOKESTATIC,
            Type.getInternalName(CompiledCodec.class), "fieldAccess", MethodType.methodType(CallSite.class,
                    MethodHandles.Lookup.class, String.class, MethodType.class, int.class).toMethodDescriptorString(),
            false);

    final ClassCodec codec;
    /** The mapped class's internal name with nestmate access, {@code null} with handles. */
    private final String owner;
    private final CodecGenerator.Constants constants;

    private FieldAccess(ClassCodec codec, String owner, CodecGenerator.Constants constants) {
        this.codec = codec;
        this.owner = owner;
        this.constants = constants;
    }

    /** Access as a nestmate of {@code codec}'s class. */
    static FieldAccess nestmate(ClassCodec codec, CodecGenerator.Constants constants) {
        return new FieldAccess(codec, Type.getInternalName(codec.type), constants);
    }

    /**
     * Access through the handles {@code codec} holds (its fields' getters and setters, its constructors), which a
     * lookup with private access on its class made.
     */
    static FieldAccess handles(ClassCodec codec, CodecGenerator.Constants constants) {
        return new FieldAccess(codec, null, constants);
    }

    /** {@return whether the codec is a nestmate of the mapped class (else it reaches it through handles)} */
    boolean nestmate() {
        return owner != null;
    }

    /** {@return the internal name of the generated class}: beside the mapped class, or in this package */
    String codecName() {
        return nestmate() ? owner + "$$YasCodec"
                : Type.getInternalName(FieldAccess.class).replace("FieldAccess", "YasCodec$")
                        + codec.type.getName().replace('.', '_');
    }

    /** {@return whether the generated code may name {@code type} in a cast} (with handles: it names {@code Object}) */
    boolean canName(Class<?> type) {
        return !nestmate() || CodecGenerator.visible(codec.type, type);
    }

    /** {@return the descriptor of a value of {@code type} in the generated code}: {@code Object}'s if it is erased */
    String descriptor(Class<?> type) {
        return Type.getDescriptor(erased(type));
    }

    /**
     * The type the generated code uses for {@code type}: as is, or (with handles) {@code Object} unless a primitive or
     * a public type of the JDK's boot class loader in a package exported to this module (or an array of one), which it
     * can name from any class loader.
     */
    private Class<?> erased(Class<?> type) {
        Class<?> element = type;
        while (element.isArray()) {
            element = element.getComponentType();
        }
        return nestmate() || element.isPrimitive() || element.getClassLoader() == null
                && CodecGenerator.visible(FieldAccess.class, element)
                && element.getModule().isExported(element.getPackageName(), FieldAccess.class.getModule())
                ? type : Object.class;
    }

    /** {@code (T) value}: the object on the stack cast to the mapped class (with handles: left as it is). */
    void castToClass(MethodVisitor m) {
        if (nestmate()) {
            m.visitTypeInsn(Opcodes.CHECKCAST, owner);
        }
    }

    /** {@code (F) value}: the reference on the stack cast to {@code type}, or to nothing where it is erased. */
    void cast(MethodVisitor m, Class<?> type) {
        Class<?> erased = erased(type);
        if (erased != Object.class) {
            m.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(erased));
        }
    }

    /** {@code t.f}: the instance on the stack replaced by the value of its field {@code f}. */
    void get(MethodVisitor m, FieldCodec f) {
        if (nestmate() && f.declaringClass == codec.type) {
            m.visitFieldInsn(Opcodes.GETFIELD, owner, f.name, Type.getDescriptor(f.type));
        } else {
            call(m, "get", "(L" + OBJECT + ";)" + handleDescriptor(f.type), f.getter());
        }
    }

    /**
     * {@code t.f = v}: the instance and the value on the stack stored; a {@code final} field, which only a constructor
     * may {@code putfield}, through its setter as the reflective path sets it.
     */
    void put(MethodVisitor m, FieldCodec f) {
        if (nestmate() && f.declaringClass == codec.type && !f.finalField) {
            m.visitFieldInsn(Opcodes.PUTFIELD, owner, f.name, Type.getDescriptor(f.type));
        } else {
            call(m, "set", "(L" + OBJECT + ";" + handleDescriptor(f.type) + ")V", f.setter());
        }
    }

    /**
     * {@return the descriptor of a value of {@code type} in a call through a handle}: as {@link #descriptor}, but
     * {@code Object}'s for a type a nestmate may not name (a call's types must be accessible where it is linked)
     */
    private String handleDescriptor(Class<?> type) {
        return nestmate() && !canName(type) ? Type.getDescriptor(Object.class) : descriptor(type);
    }

    /** {@code new T()} on the stack (the class has a no-arg constructor: {@link ClassCodec#canConstruct}). */
    void newInstance(MethodVisitor m) {
        if (nestmate()) {
            m.visitTypeInsn(Opcodes.NEW, owner);
            m.visitInsn(Opcodes.DUP);
            m.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>", "()V", false);
        } else {
            call(m, "new", "()L" + OBJECT + ";", codec.constructor());
        }
    }

    /** What comes before a record's components are pushed for {@link #construct}. */
    void beforeConstruct(MethodVisitor m) {
        if (nestmate()) {
            m.visitTypeInsn(Opcodes.NEW, owner);
            m.visitInsn(Opcodes.DUP);
        }
    }

    /** {@code new T(c0, c1, …)}, the components pushed after {@link #beforeConstruct}: the record on the stack. */
    void construct(MethodVisitor m) {
        StringBuilder descriptor = new StringBuilder("(");
        for (FieldCodec f : codec.fields()) {
            descriptor.append(descriptor(f.type));
        }
        if (nestmate()) {
            m.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>", descriptor.append(")V").toString(), false);
        } else if (codec.canonical() == null) {
            throw new IllegalStateException("no canonical constructor of " + codec.type.getName() + " to call");
        } else {
            call(m, "new", descriptor.append(")L").append(OBJECT).append(';').toString(), codec.canonical());
        }
    }

    /** {@code invokedynamic name descriptor}, its call site bound to {@code target} (as the descriptor types it). */
    private void call(MethodVisitor m, String name, String descriptor, MethodHandle target) {
        m.visitInvokeDynamicInsn(name, descriptor, BOOTSTRAP, constants.add(target));
    }
}
