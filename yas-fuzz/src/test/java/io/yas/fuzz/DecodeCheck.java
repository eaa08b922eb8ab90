package io.yas.fuzz;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Runs one decode of fuzzed bytes and checks what every decoder promises on any input:
 * <ul>
 * <li>nothing but {@link YasFormatException} escapes: any other exception or error propagates, and Jazzer reports it
 *     as a finding;</li>
 * <li>the buffer's bytes and limit are unchanged, whatever the outcome; on failure the position is back where the
 *     decode started, for the entry points that document so ({@link OnFailure#RESTORES_POSITION});</li>
 * <li>the outcome (decoded or refused) is the same for the message at offset 0 of a heap buffer and at offset 3 of
 *     a direct one: nothing depends on where the message starts or on the backing;</li>
 * <li>the decoding thread allocates at most {@value #BASE_BYTES} bytes plus {@value #BYTES_PER_INPUT_BYTE} per
 *     input byte: nothing in proportion to a count or length the bytes declare. A decode over budget is run once
 *     more (the first may pay for class loading and caches) and only fails if it is over budget again.</li>
 * </ul>
 * Not thread-safe: the direct buffer is reused (fuzz tests run on one thread).
 */
final class DecodeCheck {
    /**
     * Allocation every decode may make whatever its input: a reader, a mapped object, an exception message, jackson's
     * per-parser tables, and what Jazzer's instrumentation allocates in fuzzing mode (a 334-byte JSON golden vector
     * mapped into a class took 290 KB there, under 50 KB without it).
     */
    static final long BASE_BYTES = 1024 * 1024;
    /** Allocation allowed per input byte: a one-character string costs an object and an array for ~5 bytes. */
    static final long BYTES_PER_INPUT_BYTE = 64;
    /** Bytes before the message in the direct buffer. */
    private static final int PREFIX = 3;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static ByteBuffer direct = ByteBuffer.allocateDirect(1 << 16);

    /** What a failed decode promises about the buffer's position. */
    enum OnFailure {
        /** Back where the decode started (trees, class mapping, a cursor's readHeader). */
        RESTORES_POSITION,
        /** Anywhere within the limit (a streaming cursor moves field by field). */
        MOVES_POSITION
    }

    /** One decode of the message at the buffer's position. */
    @FunctionalInterface
    interface Decode {
        void run(IoBuffer buffer);
    }

    private DecodeCheck() {
    }

    /**
     * Decodes {@code input} as described in the class doc.
     *
     * @throws AssertionError   if a promise is broken (the message shows the input in hex)
     * @throws RuntimeException (other than {@link YasFormatException}) or {@link Error} as the decode threw it
     */
    static void check(byte[] input, OnFailure onFailure, Decode decode) {
        YasFormatException onHeap = decodeOnHeap(input, onFailure, decode);
        YasFormatException onDirect = decodeOnDirect(input, onFailure, decode);
        if ((onHeap == null) != (onDirect == null)) {
            YasFormatException failure = onHeap != null ? onHeap : onDirect;
            throw broken(input, "decoded on one buffer and refused on the other (heap at 0: "
                    + (onHeap == null ? "decoded" : "refused") + ", direct at " + PREFIX + ": "
                    + (onDirect == null ? "decoded" : "refused") + ")", failure);
        }
    }

    private static YasFormatException decodeOnHeap(byte[] input, OnFailure onFailure, Decode decode) {
        long budget = BASE_BYTES + BYTES_PER_INPUT_BYTE * input.length;
        long allocated = 0;
        YasFormatException failure = null;
        for (int run = 0; run < 2; run++) {
            byte[] bytes = input.clone();
            IoBuffer buffer = IoBuffer.wrap(bytes);
            long before = THREADS.getCurrentThreadAllocatedBytes();
            failure = decode(buffer, input, onFailure, decode);
            allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
            if (!Arrays.equals(bytes, input)) {
                throw broken(input, "the decode changed the buffer's bytes", failure);
            }
            if (allocated <= budget) {
                return failure;
            }
        }
        throw broken(input, "the decode allocated " + allocated + " bytes, over the budget of " + budget + " for "
                + input.length + " input bytes", failure);
    }

    private static YasFormatException decodeOnDirect(byte[] input, OnFailure onFailure, Decode decode) {
        if (direct.capacity() < input.length + PREFIX) {
            direct = ByteBuffer.allocateDirect(input.length + PREFIX);
        }
        direct.clear();
        direct.put(new byte[] {0x7f, 0x00, (byte) 0xff}).put(input).flip();
        IoBuffer buffer = IoBuffer.wrap(direct);
        buffer.position(PREFIX);
        YasFormatException failure = decode(buffer, input, onFailure, decode);
        byte[] after = new byte[input.length];
        direct.get(PREFIX, after);
        if (!Arrays.equals(after, input)) {
            throw broken(input, "the decode changed the direct buffer's bytes", failure);
        }
        return failure;
    }

    /** @return the decode's {@link YasFormatException}, or {@code null} if it succeeded */
    private static YasFormatException decode(IoBuffer buffer, byte[] input, OnFailure onFailure, Decode decode) {
        int position = buffer.position();
        int limit = buffer.limit();
        YasFormatException failure = null;
        try {
            decode.run(buffer);
        } catch (YasFormatException e) {
            failure = e;
            if (onFailure == OnFailure.RESTORES_POSITION && buffer.position() != position) {
                throw broken(input, "position " + buffer.position() + " after a failure, expected it back at "
                        + position, e);
            }
        }
        if (buffer.limit() != limit) {
            throw broken(input, "limit " + buffer.limit() + " after the decode, expected " + limit, failure);
        }
        if (buffer.position() < 0 || buffer.position() > limit) {
            throw broken(input, "position " + buffer.position() + " outside [0, " + limit + "]", failure);
        }
        return failure;
    }

    private static AssertionError broken(byte[] input, String what, Throwable cause) {
        String hex = HexFormat.ofDelimiter(" ").formatHex(input, 0, Math.min(input.length, 256));
        return new AssertionError(what + "; input of " + input.length + " bytes: " + hex
                + (input.length > 256 ? " …" : ""), cause);
    }
}
