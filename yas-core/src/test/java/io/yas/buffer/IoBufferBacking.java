package io.yas.buffer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;

/**
 * The six ways an {@link IoBuffer} can be backed, as named factories shared by the contract, error and property
 * tests. Not a test itself.
 *
 * <p>Every factory creates a {@link Fixture}: the buffer plus what is needed to look at the caller's memory (for the
 * wrapping variants) and to prove that nothing outside the wrapped region, and nothing of the caller's
 * {@link ByteBuffer} state, was touched.
 */
enum IoBufferBacking {
    /** {@code IoBuffer.allocate(n)}. */
    ALLOCATE("allocate"),
    /** {@code IoBuffer.wrap(byte[])}. */
    WRAP_ARRAY("wrap(byte[])"),
    /** {@code IoBuffer.wrap(byte[], 7, n)} inside an array with sentinel bytes before and after the slice. */
    WRAP_ARRAY_SLICE("wrap(byte[],7,n)"),
    /** {@code IoBuffer.allocateDirect(n)}. */
    ALLOCATE_DIRECT("allocateDirect"),
    /** {@code IoBuffer.wrap(ByteBuffer.allocate(n))}: heap NIO. */
    WRAP_HEAP_NIO("wrap(heap ByteBuffer)"),
    /**
     * {@code IoBuffer.wrap(direct ByteBuffer)} whose own order is BIG_ENDIAN and whose position is 9 (limit 9 + n),
     * with sentinel bytes around the window.
     */
    WRAP_DIRECT_BIG_ENDIAN_OFFSET("wrap(direct BE ByteBuffer, position 9)");

    static final byte SENTINEL = (byte) 0xA5;
    static final int SLICE_PREFIX = 7;
    static final int SLICE_SUFFIX = 5;
    static final int NIO_PREFIX = 9;
    static final int NIO_SUFFIX = 6;

    private final String label;

    IoBufferBacking(String label) {
        this.label = label;
    }

    static List<IoBufferBacking> all() {
        return List.of(values());
    }

    /** @return {@code true} if the buffer shares memory the caller owns (until it grows) */
    boolean sharesCallerMemory() {
        return this != ALLOCATE && this != ALLOCATE_DIRECT;
    }

    boolean direct() {
        return this == ALLOCATE_DIRECT || this == WRAP_DIRECT_BIG_ENDIAN_OFFSET;
    }

    @Override
    public String toString() {
        return label;
    }

    /** A fresh, zero-filled buffer of {@code capacity} bytes: position 0, limit = capacity. */
    Fixture create(int capacity) {
        return switch (this) {
            case ALLOCATE -> new Fixture(IoBuffer.allocate(capacity), null, 0, capacity, null);
            case WRAP_ARRAY -> {
                byte[] a = new byte[capacity];
                yield new Fixture(IoBuffer.wrap(a), a, 0, capacity, null);
            }
            case WRAP_ARRAY_SLICE -> {
                byte[] a = new byte[SLICE_PREFIX + capacity + SLICE_SUFFIX];
                Arrays.fill(a, SENTINEL);
                Arrays.fill(a, SLICE_PREFIX, SLICE_PREFIX + capacity, (byte) 0);
                yield new Fixture(IoBuffer.wrap(a, SLICE_PREFIX, capacity), a, SLICE_PREFIX, capacity, null);
            }
            case ALLOCATE_DIRECT -> new Fixture(IoBuffer.allocateDirect(capacity), null, 0, capacity, null);
            case WRAP_HEAP_NIO -> {
                ByteBuffer bb = ByteBuffer.allocate(capacity);
                yield new Fixture(IoBuffer.wrap(bb), null, 0, capacity, bb);
            }
            case WRAP_DIRECT_BIG_ENDIAN_OFFSET -> {
                ByteBuffer bb = ByteBuffer.allocateDirect(NIO_PREFIX + capacity + NIO_SUFFIX);
                for (int i = 0; i < bb.capacity(); i++) {
                    bb.put(i, i < NIO_PREFIX || i >= NIO_PREFIX + capacity ? SENTINEL : 0);
                }
                bb.order(ByteOrder.BIG_ENDIAN).position(NIO_PREFIX).limit(NIO_PREFIX + capacity);
                yield new Fixture(IoBuffer.wrap(bb), null, NIO_PREFIX, capacity, bb);
            }
        };
    }

    /** A buffer holding exactly {@code content}: position 0, limit = content.length. */
    Fixture over(byte[] content) {
        Fixture f = create(content.length);
        f.buf.putBytes(content, 0, content.length);
        f.buf.flip();
        return f;
    }

    /** The buffer under test plus a window on the caller's memory. */
    static final class Fixture {
        final IoBuffer buf;
        private final byte[] array;
        private final int offset;
        private final int capacity0;
        private final ByteBuffer callerBuffer;
        private final int callerPosition;
        private final int callerLimit;
        private final ByteOrder callerOrder;

        Fixture(IoBuffer buf, byte[] array, int offset, int capacity0, ByteBuffer callerBuffer) {
            this.buf = buf;
            this.array = array;
            this.offset = offset;
            this.capacity0 = capacity0;
            this.callerBuffer = callerBuffer;
            this.callerPosition = callerBuffer == null ? 0 : callerBuffer.position();
            this.callerLimit = callerBuffer == null ? 0 : callerBuffer.limit();
            this.callerOrder = callerBuffer == null ? null : callerBuffer.order();
        }

        /** @return the initial capacity, i.e. the size of the caller's shared region */
        int initialCapacity() {
            return capacity0;
        }

        /**
         * The current content of the caller's shared region {@code [0, initialCapacity)}, read from the caller's own
         * array or ByteBuffer (absolute gets, so the caller's state is not changed); {@code null} for the allocating
         * variants.
         */
        byte[] callerBytes() {
            if (array != null) {
                return Arrays.copyOfRange(array, offset, offset + capacity0);
            }
            if (callerBuffer != null) {
                ByteBuffer all = callerBuffer.duplicate().clear(); // absolute gets are checked against the limit
                byte[] out = new byte[capacity0];
                for (int i = 0; i < capacity0; i++) {
                    out[i] = all.get(offset + i);
                }
                return out;
            }
            return null;
        }

        /**
         * Asserts that the sentinel bytes around a wrapped slice are intact and that a wrapped ByteBuffer kept its
         * position, limit and byte order.
         */
        void assertOutsideUntouched() {
            if (array != null) {
                for (int i = 0; i < offset; i++) {
                    assertThat(array[i]).as("caller byte %d before the slice", i).isEqualTo(SENTINEL);
                }
                for (int i = offset + capacity0; i < array.length; i++) {
                    assertThat(array[i]).as("caller byte %d after the slice", i).isEqualTo(SENTINEL);
                }
            }
            if (callerBuffer != null) {
                assertThat(callerBuffer.position()).as("caller ByteBuffer position").isEqualTo(callerPosition);
                assertThat(callerBuffer.limit()).as("caller ByteBuffer limit").isEqualTo(callerLimit);
                assertThat(callerBuffer.order()).as("caller ByteBuffer order").isEqualTo(callerOrder);
                if (callerBuffer.isDirect()) {
                    ByteBuffer all = callerBuffer.duplicate().clear();
                    for (int i = 0; i < offset; i++) {
                        assertThat(all.get(i)).as("caller byte %d before the window", i).isEqualTo(SENTINEL);
                    }
                    for (int i = offset + capacity0; i < callerBuffer.capacity(); i++) {
                        assertThat(all.get(i)).as("caller byte %d after the window", i).isEqualTo(SENTINEL);
                    }
                }
            }
        }
    }
}
