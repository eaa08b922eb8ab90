package io.yas.buffer;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Bytes known in advance, with holes where anything may stand: the constant bytes of a run of field headers, say,
 * whose values lie in between. {@link IoBuffer#matches} compares a buffer's bytes with it eight at a time
 * (little-endian {@code long}s, each masked to the bytes it must compare), with no call per segment.
 *
 * <p>A pattern of more than four words (and at most {@value #GENERATED_MAX_WORDS}) is compared in a heap buffer by
 * code generated for it once, with ASM, as a hidden class: one load per word compared with its expected bytes as a
 * constant, the mask applied only to a word with a hole, a word that is all hole skipped. A loop over the words and
 * masks does three loads per word, and C2 keeps them all; for the 295 bytes of a message of ten ints the generated
 * code takes about 16 ns where the loop takes 26 (JMH, JDK 17, AMD EPYC). The loop remains for longer patterns (a
 * generated method of more than 8,000 bytecodes would never be compiled) and for views of a {@code ByteBuffer}.
 *
 * <p>Immutable and thread-safe.
 */
public final class BytePattern {
    /** The most words a generated comparison takes: some 20 bytecodes each, well below the JIT's 8,000. */
    static final int GENERATED_MAX_WORDS = 256;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final String MATCHER = Type.getInternalName(Matcher.class);
    private final int length;
    /**
     * Each word's mask: 0xFF for a byte that must match, 0 for a hole. Word {@code i} starts at byte {@code 8 * i},
     * the last at {@code length - 8} (it may overlap the one before).
     */
    private final long[] masks;
    /** Each word's expected bytes, already masked. */
    private final long[] words;
    /**
     * A pattern of at most four words (a field header with a name of up to 18 bytes) is compared without a loop:
     * words 0 to 3 from offsets 0, {@code o1}, {@code o2}, {@code o3}; a shorter pattern repeats its last word.
     */
    private final int o1;
    private final int o2;
    private final int o3;
    private final long w0;
    private final long w1;
    private final long w2;
    private final long w3;
    private final long m0;
    private final long m1;
    private final long m2;
    private final long m3;
    /** The generated comparison of a pattern of 5 to {@value #GENERATED_MAX_WORDS} words, else {@code null}. */
    private final Matcher matcher;

    /**
     * Describes a pattern.
     *
     * @param bytes the expected bytes; those in holes are ignored
     * @param known {@code known[i]} is {@code true} where byte {@code i} must match, {@code false} for a hole
     * @throws IllegalArgumentException if the arrays differ in length or hold fewer than 8 bytes
     */
    public BytePattern(byte[] bytes, boolean[] known) {
        if (bytes.length != known.length || bytes.length < Long.BYTES) {
            throw new IllegalArgumentException("a pattern needs at least 8 bytes and one flag per byte: "
                    + bytes.length + " bytes, " + known.length + " flags");
        }
        length = bytes.length;
        int n = (length + Long.BYTES - 1) / Long.BYTES;
        masks = new long[n];
        words = new long[n];
        for (int i = 0; i < n; i++) {
            int offset = wordOffset(i);
            for (int b = 0; b < Long.BYTES; b++) {
                if (known[offset + b]) {
                    masks[i] |= 0xFFL << (8 * b);
                    words[i] |= (bytes[offset + b] & 0xFFL) << (8 * b);
                }
            }
        }
        int i1 = Math.min(1, n - 1);
        int i2 = Math.min(2, n - 1);
        int i3 = Math.min(3, n - 1);
        o1 = wordOffset(i1);
        o2 = wordOffset(i2);
        o3 = wordOffset(i3);
        w0 = words[0];
        w1 = words[i1];
        w2 = words[i2];
        w3 = words[i3];
        m0 = masks[0];
        m1 = masks[i1];
        m2 = masks[i2];
        m3 = masks[i3];
        matcher = n > 4 && n <= GENERATED_MAX_WORDS ? generate() : null;
    }

    private int wordOffset(int i) {
        return Math.min(i * Long.BYTES, length - Long.BYTES);
    }

    /** {@return the pattern's length in bytes, holes included} */
    public int length() {
        return length;
    }

    /** {@return whether the bytes of {@code bytes} from {@code index} (the pattern's length lies inside) match} */
    boolean matchesAt(byte[] bytes, int index) {
        if (words.length <= 4) {
            return ((((long) LONGS.get(bytes, index) ^ w0) & m0) | (((long) LONGS.get(bytes, index + o1) ^ w1) & m1)
                    | (((long) LONGS.get(bytes, index + o2) ^ w2) & m2)
                    | (((long) LONGS.get(bytes, index + o3) ^ w3) & m3)) == 0;
        }
        Matcher generated = matcher;
        if (generated != null) {
            return generated.matches(bytes, index);
        }
        // as below, over the array itself: its bounds checks hoisted out of the loop
        long differ = 0;
        int last = words.length - 1;
        for (int i = 0; i < last; i++) {
            differ |= ((long) LONGS.get(bytes, index + i * Long.BYTES) ^ words[i]) & masks[i];
        }
        differ |= ((long) LONGS.get(bytes, index + length - Long.BYTES) ^ words[last]) & masks[last];
        return differ == 0;
    }

    /**
     * @param littleEndian whether {@code buffer}'s raw reads are little-endian (all but a big-endian read view)
     * @return whether the bytes of {@code buffer} at {@code offset} (the pattern's length lies below the limit) match
     */
    boolean matchesAt(IoBuffer buffer, int offset, boolean littleEndian) {
        // every word compared, the differences or-ed together: no branch per word, so the loads overlap
        long differ = 0;
        int last = words.length - 1;
        for (int i = 0; i < last; i++) {
            long raw = buffer.rawLong(offset + i * Long.BYTES);
            differ |= ((littleEndian ? raw : Long.reverseBytes(raw)) ^ words[i]) & masks[i];
        }
        long raw = buffer.rawLong(offset + length - Long.BYTES);
        differ |= ((littleEndian ? raw : Long.reverseBytes(raw)) ^ words[last]) & masks[last];
        return differ == 0;
    }

    /**
     * A pattern's comparison over a {@code byte[]}, generated for it ({@link #generate}); {@code bytes} from
     * {@code index} hold the pattern's length.
     */
    abstract static class Matcher {
        abstract boolean matches(byte[] bytes, int index);
    }

    /**
     * Generates, as a hidden class of this package, {@code boolean matches(byte[] b, int x)} returning
     * {@code ((LONGS.get(b, x + o0) & m0) ^ w0 | …) == 0} over the words, the {@code & m} only where a word has a hole
     * (the words are masked already) and no term for a word that is all hole.
     */
    private Matcher generate() {
        String name = Type.getInternalName(BytePattern.class) + "$Words";
        String longs = Type.getDescriptor(VarHandle.class);
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, MATCHER, null);
        cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "LONGS", longs, null, null);
        MethodVisitor init = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        init.visitCode();
        init.visitLdcInsn(Type.getType(long[].class));
        init.visitFieldInsn(Opcodes.GETSTATIC, Type.getInternalName(ByteOrder.class), "LITTLE_ENDIAN",
                Type.getDescriptor(ByteOrder.class));
        init.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(MethodHandles.class),
                "byteArrayViewVarHandle", "(Ljava/lang/Class;Ljava/nio/ByteOrder;)" + longs, false);
        init.visitFieldInsn(Opcodes.PUTSTATIC, name, "LONGS", longs);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        MethodVisitor ctor = cw.visitMethod(0, "<init>", "()V", null, null);
        ctor.visitCode();
        ctor.visitVarInsn(Opcodes.ALOAD, 0);
        ctor.visitMethodInsn(Opcodes.INVOKESPECIAL, MATCHER, "<init>", "()V", false);
        ctor.visitInsn(Opcodes.RETURN);
        ctor.visitMaxs(0, 0);
        ctor.visitEnd();
        MethodVisitor m = cw.visitMethod(0, "matches", "([BI)Z", null, null);
        m.visitCode();
        m.visitInsn(Opcodes.LCONST_0);
        for (int i = 0; i < words.length; i++) {
            if (masks[i] == 0) {
                continue;
            }
            m.visitFieldInsn(Opcodes.GETSTATIC, name, "LONGS", longs);
            m.visitVarInsn(Opcodes.ALOAD, 1);
            m.visitVarInsn(Opcodes.ILOAD, 2);
            m.visitLdcInsn(wordOffset(i));
            m.visitInsn(Opcodes.IADD);
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(VarHandle.class), "get", "([BI)J", false);
            if (masks[i] != -1L) {
                m.visitLdcInsn(masks[i]);
                m.visitInsn(Opcodes.LAND);
            }
            m.visitLdcInsn(words[i]);
            m.visitInsn(Opcodes.LXOR);
            m.visitInsn(Opcodes.LOR);
        }
        Label differs = new Label();
        m.visitInsn(Opcodes.LCONST_0);
        m.visitInsn(Opcodes.LCMP);
        m.visitJumpInsn(Opcodes.IFNE, differs);
        m.visitInsn(Opcodes.ICONST_1);
        m.visitInsn(Opcodes.IRETURN);
        m.visitLabel(differs);
        m.visitInsn(Opcodes.ICONST_0);
        m.visitInsn(Opcodes.IRETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        cw.visitEnd();
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(cw.toByteArray(), true);
            return (Matcher) hidden.lookupClass().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e); // our own bytes in our own package: not reached
        }
    }
}
