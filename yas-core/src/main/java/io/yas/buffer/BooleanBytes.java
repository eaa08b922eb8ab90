package io.yas.buffer;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Booleans on the wire, one byte each (docs/spec-yas.md §2.1): {@code 01} for true and {@code 00} for false when
 * written, any non-zero byte true when read. Converts them to and from a {@code boolean[]} for one {@link IoBuffer}.
 *
 * <p>Why it is more than a loop: C2 vectorises a loop over two arrays only when it can prove the two are indexed
 * alike (JDK 17 does not vectorise {@code dst[at + i] = src[i] ? 1 : 0} for an {@code at} it does not know, and
 * neither JDK 17 nor JDK 25 vectorises {@code dst[i] = src[i] != 0}), and a loop that does not vectorise costs about
 * 0.3 ns an element (AMD EPYC, 2 cores). So an
 * array of {@value #STAGED} elements or more is converted in chunks through two scratch arrays of this instance: its
 * bytes are copied into the byte scratch, converted to the boolean scratch at the same indexes, and copied out
 * ({@code System.arraycopy} and the buffer's bulk copies take any offsets). Bytes that are all 0 or 1, as writers write
 * them, become booleans by their lowest bit, which the JVM keeps when it stores an {@code int} into a
 * {@code boolean[]} (JVMS §6.5, {@code bastore}); a loop of {@code baload} and {@code bastore} doing that cannot be
 * written in Java, so it is generated once with ASM ({@link #LOW_BITS}); it runs as a plain copy. Not thread-safe,
 * as its buffer.
 */
final class BooleanBytes {
    /** Arrays at least this long go through the scratch arrays; shorter ones are converted element by element. */
    static final int STAGED = 64;
    /** Elements converted per chunk: the most each scratch array holds. */
    static final int CHUNK = 4096;
    /** Eight bytes of a {@code byte[]} at a time, in either order (only their bits are tested). */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** {@code void lowBits(byte[] src, boolean[] dst, int n)}: {@code dst[i]} is the lowest bit of {@code src[i]}. */
    private static final MethodHandle LOW_BITS = lowBits();

    /** The scratch arrays, as long as the longest chunk converted so far (a buffer per message allocates little). */
    private byte[] bytes = new byte[0];
    private boolean[] booleans = new boolean[0];

    /** Reads the {@code n} bytes at {@code offset} of {@code b} into {@code dst[0, n)}: any non-zero byte is true. */
    void read(IoBuffer b, int offset, boolean[] dst, int n) {
        fit(n);
        byte[] bytes = this.bytes;
        boolean[] booleans = this.booleans;
        for (int done = 0; done < n; done += CHUNK) {
            int length = Math.min(CHUNK, n - done);
            b.rawGetBytes(offset + done, bytes, 0, length);
            if (zerosAndOnes(bytes, length)) {
                try {
                    LOW_BITS.invokeExact(bytes, booleans, length);
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Throwable e) {
                    throw new IllegalStateException(e); // the generated method throws no checked exception
                }
            } else {
                for (int i = 0; i < length; i++) {
                    booleans[i] = bytes[i] != 0;
                }
            }
            System.arraycopy(booleans, 0, dst, done, length);
        }
    }

    /** Writes {@code src[0, n)} at {@code offset} of {@code b}: 1 for true, 0 for false. */
    void write(IoBuffer b, int offset, boolean[] src, int n) {
        fit(n);
        byte[] bytes = this.bytes;
        boolean[] booleans = this.booleans;
        for (int done = 0; done < n; done += CHUNK) {
            int length = Math.min(CHUNK, n - done);
            System.arraycopy(src, done, booleans, 0, length);
            for (int i = 0; i < length; i++) {
                bytes[i] = booleans[i] ? (byte) 1 : (byte) 0;
            }
            b.rawPutBytes(offset + done, bytes, 0, length);
        }
    }

    /** Grows the scratch arrays to hold {@code min(n, CHUNK)} elements. */
    private void fit(int n) {
        int length = Math.min(n, CHUNK);
        if (bytes.length < length) {
            bytes = new byte[length];
            booleans = new boolean[length];
        }
    }

    /** Reads a short array ({@code n < }{@value #STAGED}) as {@link #read} does, byte by byte. */
    static void readShort(IoBuffer b, int offset, boolean[] dst, int n) {
        for (int i = 0; i < n; i++) {
            dst[i] = b.rawByte(offset + i) != 0;
        }
    }

    /** Writes a short array ({@code n < }{@value #STAGED}) as {@link #write} does, byte by byte. */
    static void writeShort(IoBuffer b, int offset, boolean[] src, int n) {
        for (int i = 0; i < n; i++) {
            b.rawPutByte(offset + i, src[i] ? (byte) 1 : (byte) 0);
        }
    }

    /** {@return whether each of the first {@code n} bytes of {@code a} is 0 or 1}, eight at a time */
    private static boolean zerosAndOnes(byte[] a, int n) {
        long any = 0;
        int i = 0;
        for (; i <= n - Long.BYTES; i += Long.BYTES) {
            any |= (long) LONGS.get(a, i);
        }
        for (; i < n; i++) {
            any |= a[i]; // sign-extended: a byte above 0x7F sets the high bits too
        }
        return (any & 0xFEFE_FEFE_FEFE_FEFEL) == 0;
    }

    /**
     * Generates {@code static void lowBits(byte[] src, boolean[] dst, int n)}, whose loop stores each
     * {@code src[i]} into {@code dst[i]} with {@code baload} and {@code bastore}, as a hidden class of this package.
     */
    private static MethodHandle lowBits() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, "io/yas/buffer/BooleanBytes$LowBits", null,
                "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "lowBits", "([B[ZI)V", null, null);
        mv.visitCode();
        Label test = new Label();
        Label body = new Label();
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, 3); // i
        mv.visitJumpInsn(Opcodes.GOTO, test);
        mv.visitLabel(body);
        mv.visitVarInsn(Opcodes.ALOAD, 1); // dst
        mv.visitVarInsn(Opcodes.ILOAD, 3);
        mv.visitVarInsn(Opcodes.ALOAD, 0); // src
        mv.visitVarInsn(Opcodes.ILOAD, 3);
        mv.visitInsn(Opcodes.BALOAD);
        mv.visitInsn(Opcodes.BASTORE); // into a boolean[]: the lowest bit
        mv.visitIincInsn(3, 1);
        mv.visitLabel(test);
        mv.visitVarInsn(Opcodes.ILOAD, 3);
        mv.visitVarInsn(Opcodes.ILOAD, 2); // n
        mv.visitJumpInsn(Opcodes.IF_ICMPLT, body);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(cw.toByteArray(), true);
            return hidden.findStatic(hidden.lookupClass(), "lowBits",
                    MethodType.methodType(void.class, byte[].class, boolean[].class, int.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e); // our own bytes in our own package: not reached
        }
    }
}
