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
 * Bytes known in advance, with holes where anything may stand: the constant bytes of a field header, or of a run of
 * them whose values lie in between. {@link IoBuffer#matches} compares a buffer's bytes with it eight at a time
 * (little-endian {@code long}s, each masked to the bytes it must compare), with no call per segment.
 *
 * <p>Over a heap buffer a pattern of up to {@value #GENERATED_MAX_WORDS} words is compared by code generated for it
 * once, with ASM, as a hidden subclass: one load per word compared with its expected bytes as a constant, the mask
 * applied only to a word with a hole, a word that is all hole skipped. A loop over arrays of words and masks does
 * three loads per word, and C2 keeps them all: for the 295 bytes of a message of ten ints the generated code takes
 * about 16 ns where the loop takes 26 (a JMH probe, JDK 17, AMD EPYC; on JDK 25 the two are level). Where the pattern
 * is a constant of the calling code (a generated codec's field header, a {@code static final} field), C2 knows its
 * class and inlines the comparison: in the same probe eight headers of three words in about 7 ns, where the unrolled
 * comparison of words held in the pattern's fields took 20. The loop remains for longer patterns (a generated method
 * of more than 8,000 bytecodes would never be compiled) and for views of a {@code ByteBuffer}. Making a pattern
 * defines a class, about 0.2 ms once the JVM is warm: patterns are made once per field or message layout and kept.
 *
 * <p>A pattern is written the same way ({@link IoBuffer#putBytes(BytePattern)}, holes as 0): the generated subclass
 * stores each word as a constant, so a header that is a constant of a generated codec is written with a few stores
 * of immediates instead of a lookup and a copy ({@code YasWriter.putHeader}).
 *
 * <p>Immutable and thread-safe.
 */
public abstract class BytePattern {
    /** The most words a generated comparison takes: at most 18 bytes of bytecode each, below the JIT's 8,000. */
    static final int GENERATED_MAX_WORDS = 256;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final String BASE = Type.getInternalName(BytePattern.class);
    /** The generated subclass's constructor: {@code (int length, long[] words, long[] masks)}. */
    private static final String CONSTRUCTOR = "(I[J[J)V";
    private final int length;
    /**
     * Each word's mask: 0xFF for a byte that must match, 0 for a hole. Word {@code i} starts at byte {@code 8 * i},
     * the last at {@code length - 8} (it may overlap the one before).
     */
    private final long[] masks;
    /** Each word's expected bytes, already masked. */
    private final long[] words;

    BytePattern(int length, long[] words, long[] masks) {
        this.length = length;
        this.words = words;
        this.masks = masks;
    }

    /**
     * Describes a pattern.
     *
     * @param bytes the expected bytes; those in holes are ignored
     * @param known {@code known[i]} is {@code true} where byte {@code i} must match, {@code false} for a hole
     * @return the pattern, its comparison generated if it has at most {@value #GENERATED_MAX_WORDS} words
     * @throws IllegalArgumentException if the arrays differ in length or hold fewer than 8 bytes
     */
    public static BytePattern of(byte[] bytes, boolean[] known) {
        if (bytes.length != known.length || bytes.length < Long.BYTES) {
            throw new IllegalArgumentException("a pattern needs at least 8 bytes and one flag per byte: "
                    + bytes.length + " bytes, " + known.length + " flags");
        }
        int length = bytes.length;
        int n = (length + Long.BYTES - 1) / Long.BYTES;
        long[] masks = new long[n];
        long[] words = new long[n];
        for (int i = 0; i < n; i++) {
            int offset = wordOffset(i, length);
            for (int b = 0; b < Long.BYTES; b++) {
                if (known[offset + b]) {
                    masks[i] |= 0xFFL << (8 * b);
                    words[i] |= (bytes[offset + b] & 0xFFL) << (8 * b);
                }
            }
        }
        return n <= GENERATED_MAX_WORDS ? generate(length, words, masks) : new Loop(length, words, masks);
    }

    private static int wordOffset(int i, int length) {
        return Math.min(i * Long.BYTES, length - Long.BYTES);
    }

    /** {@return the pattern's length in bytes, holes included} */
    public final int length() {
        return length;
    }

    /** {@return whether the bytes of {@code bytes} from {@code index} (the pattern's length lies inside) match} */
    abstract boolean matchesAt(byte[] bytes, int index);

    /**
     * @param littleEndian whether {@code buffer}'s raw reads are little-endian (all but a big-endian read view)
     * @return whether the bytes of {@code buffer} at {@code offset} (the pattern's length lies below the limit) match
     */
    final boolean matchesAt(IoBuffer buffer, int offset, boolean littleEndian) {
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
     * Writes the pattern's bytes, its holes as 0, into {@code bytes} from {@code index} (the pattern's length lies
     * inside).
     */
    abstract void putAt(byte[] bytes, int index);

    /**
     * Writes the pattern's bytes, its holes as 0, into {@code buffer} at {@code offset} (the pattern's length lies
     * below the capacity), one word at a time: the last word overlaps the one before where the length is not a
     * multiple of eight, with the same bytes.
     *
     * @param littleEndian whether {@code buffer}'s raw writes are little-endian
     */
    final void putAt(IoBuffer buffer, int offset, boolean littleEndian) {
        for (int i = 0; i < words.length; i++) {
            long w = words[i];
            buffer.rawPutLong(offset + wordOffset(i, length), littleEndian ? w : Long.reverseBytes(w));
        }
    }

    /**
     * {@return the little-endian word at {@code index} of {@code bytes}}: the generated code's load, a static call
     * that C2 inlines, so that a generated class needs no {@code VarHandle} of its own (no static initialiser, no
     * call site of a {@code VarHandle} to link per word).
     */
    static long word(byte[] bytes, int index) {
        return (long) LONGS.get(bytes, index);
    }

    /** Stores {@code word} little-endian at {@code index} of {@code bytes}: the generated code's store. */
    static void putWord(byte[] bytes, int index, long word) {
        LONGS.set(bytes, index, word);
    }

    /** A pattern of more than {@value #GENERATED_MAX_WORDS} words: a loop over the words and masks. */
    private static final class Loop extends BytePattern {
        Loop(int length, long[] words, long[] masks) {
            super(length, words, masks);
        }

        @Override
        boolean matchesAt(byte[] bytes, int index) {
            // as over a buffer, over the array itself: its bounds checks hoisted out of the loop
            long[] words = super.words;
            long[] masks = super.masks;
            int length = super.length;
            long differ = 0;
            int last = words.length - 1;
            for (int i = 0; i < last; i++) {
                differ |= ((long) LONGS.get(bytes, index + i * Long.BYTES) ^ words[i]) & masks[i];
            }
            differ |= ((long) LONGS.get(bytes, index + length - Long.BYTES) ^ words[last]) & masks[last];
            return differ == 0;
        }

        @Override
        void putAt(byte[] bytes, int index) {
            for (int i = 0; i < super.words.length; i++) {
                LONGS.set(bytes, index + wordOffset(i, super.length), super.words[i]);
            }
        }
    }

    /** Pushes the generated method's {@code b} and {@code x + offset}: the array and index of a word. */
    private static void wordAddress(MethodVisitor m, int offset) {
        m.visitVarInsn(Opcodes.ALOAD, 1);
        m.visitVarInsn(Opcodes.ILOAD, 2);
        m.visitLdcInsn(offset);
        m.visitInsn(Opcodes.IADD);
    }

    /**
     * {@code void putAt(byte[] b, int x)}: {@code putWord(b, x + o, w)} for every word, its bytes a constant (holes 0),
     * the last overlapping the one before with the same bytes where the length is not a multiple of eight.
     */
    private static void putMethod(ClassWriter cw, int length, long[] words) {
        MethodVisitor m = cw.visitMethod(0, "putAt", "([BI)V", null, null);
        m.visitCode();
        for (int i = 0; i < words.length; i++) {
            wordAddress(m, wordOffset(i, length));
            m.visitLdcInsn(words[i]);
            m.visitMethodInsn(Opcodes.INVOKESTATIC, BASE, "putWord", "([BIJ)V", false);
        }
        m.visitInsn(Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /**
     * Generates, as a hidden subclass in this package, {@code boolean matchesAt(byte[] b, int x)} returning
     * {@code ((word(b, x + o0) & m0) ^ w0 | …) == 0} over the words, the {@code & m} only where a word has a hole
     * (the words are masked already) and no term for a word that is all hole.
     */
    private static BytePattern generate(int length, long[] words, long[] masks) {
        String name = BASE + "$Words";
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, BASE, null);
        MethodVisitor ctor = cw.visitMethod(0, "<init>", CONSTRUCTOR, null, null);
        ctor.visitCode();
        ctor.visitVarInsn(Opcodes.ALOAD, 0);
        ctor.visitVarInsn(Opcodes.ILOAD, 1);
        ctor.visitVarInsn(Opcodes.ALOAD, 2);
        ctor.visitVarInsn(Opcodes.ALOAD, 3);
        ctor.visitMethodInsn(Opcodes.INVOKESPECIAL, BASE, "<init>", CONSTRUCTOR, false);
        ctor.visitInsn(Opcodes.RETURN);
        ctor.visitMaxs(0, 0);
        ctor.visitEnd();
        MethodVisitor m = cw.visitMethod(0, "matchesAt", "([BI)Z", null, null);
        m.visitCode();
        m.visitInsn(Opcodes.LCONST_0);
        for (int i = 0; i < words.length; i++) {
            if (masks[i] == 0) {
                continue;
            }
            wordAddress(m, wordOffset(i, length));
            m.visitMethodInsn(Opcodes.INVOKESTATIC, BASE, "word", "([BI)J", false);
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
        putMethod(cw, length, words);
        cw.visitEnd();
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(cw.toByteArray(), true);
            return (BytePattern) hidden.lookupClass().getDeclaredConstructor(int.class, long[].class, long[].class)
                    .newInstance(length, words, masks);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e); // our own bytes in our own package: not reached
        }
    }
}
