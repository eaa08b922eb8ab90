package io.yas.buffer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBufferBacking.Fixture;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The behaviour every {@link IoBuffer} backing must show: exact little-endian layouts, bit-exact floating point,
 * position/limit/capacity rules, growth, views, arrays and strings. Each test runs over all six backings of
 * {@link IoBufferBacking}; expected bytes are written out by hand (or, for long arrays, produced by an independent
 * little-endian {@link ByteBuffer}).
 *
 * <p>Long because it is the contract of the whole public API of {@link IoBuffer} (about 80 methods), one test per rule
 * and backing; the rules with data of their own live apart (strings: {@code InPlaceStringTest}, {@code LongStringTest},
 * {@code StrictUtf8Test}; boolean arrays: {@code BooleanArrayTest}; bounds: {@code IoBufferBoundaryTest}; errors:
 * {@code IoBufferErrorTest}).
 */
class IoBufferContractTest {

    static Stream<IoBufferBacking> backings() {
        return IoBufferBacking.all().stream();
    }

    static Stream<Arguments> backingsAndArrayKinds() {
        return backings().flatMap(b -> Arrays.stream(IoBufferArrayKind.values()).map(k -> Arguments.of(b, k)));
    }

    /** Parses {@code "01 ff 3F"} into bytes. */
    static byte[] hex(String s) {
        String[] parts = s.trim().split("\\s+");
        if (parts.length == 1 && parts[0].isEmpty()) {
            return new byte[0];
        }
        byte[] out = new byte[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = (byte) Integer.parseInt(parts[i], 16);
        }
        return out;
    }

    static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int o = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, o, p.length);
            o += p.length;
        }
        return out;
    }

    /** @return a copy of the bytes written so far, {@code [0, position)}; position and limit are left as they are */
    static byte[] writtenBytes(IoBuffer b) {
        byte[] out = new byte[b.position()];
        for (int i = 0; i < out.length; i++) {
            out[i] = b.getByte(i);
        }
        return out;
    }

    /** Asserts the written bytes, and for sharing backings that they landed in the caller's memory. */
    static void assertWritten(Fixture f, byte[] expected) {
        assertThat(f.buf.position()).as("position").isEqualTo(expected.length);
        assertThat(writtenBytes(f.buf)).as("toByteArray").containsExactly(expected);
        byte[] caller = f.callerBytes();
        if (caller != null && f.buf.capacity() == f.initialCapacity()) {
            assertThat(Arrays.copyOf(caller, expected.length)).as("caller's memory").containsExactly(expected);
        }
        f.assertOutsideUntouched();
    }

    // =============================================================================================== primitives

    private static final byte[] PRIMITIVES = hex("01 00 80 34 12 78 56 34 12 08 07 06 05 04 03 02 01"
            + " 00 00 80 3f 00 00 00 00 00 00 f0 3f 41 ff");

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void relativePrimitivesHaveExactLittleEndianLayout(IoBufferBacking backing) {
        Fixture f = backing.create(64);
        IoBuffer b = f.buf;
        b.putBoolean(true).putBoolean(false).putByte((byte) 0x80).putShort((short) 0x1234).putInt(0x12345678)
                .putLong(0x0102030405060708L).putFloat(1.0f).putDouble(1.0).putChar('A').putChar('\u00ff');
        assertWritten(f, PRIMITIVES);
        assertThat(b.limit()).isEqualTo(64);

        b.flip();
        assertThat(b.limit()).isEqualTo(PRIMITIVES.length);
        assertThat(b.getBoolean()).isTrue();
        assertThat(b.getBoolean()).isFalse();
        assertThat(b.position()).isEqualTo(2);
        assertThat(b.getByte()).isEqualTo((byte) 0x80);
        assertThat(b.getShort()).isEqualTo((short) 0x1234);
        assertThat(b.position()).isEqualTo(5);
        assertThat(b.getInt()).isEqualTo(0x12345678);
        assertThat(b.getLong()).isEqualTo(0x0102030405060708L);
        assertThat(b.position()).isEqualTo(17);
        assertThat(b.getFloat()).isEqualTo(1.0f);
        assertThat(b.getDouble()).isEqualTo(1.0);
        assertThat(b.getChar()).isEqualTo('A');
        assertThat(b.getChar()).isEqualTo('\u00ff');
        assertThat(b.position()).isEqualTo(PRIMITIVES.length);
        assertThat(b.remaining()).isZero();
        assertThat(b.hasRemaining()).isFalse();
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void negativeAndExtremeValuesHaveExactLayout(IoBufferBacking backing) {
        Fixture f = backing.create(3); // grows on the way
        IoBuffer b = f.buf;
        b.putShort((short) -2).putShort(Short.MIN_VALUE).putInt(-2).putInt(Integer.MIN_VALUE).putLong(Long.MIN_VALUE)
                .putLong(-2L).putFloat(-2.5f).putDouble(Math.PI).putByte((byte) -1).putChar('\u0080');
        byte[] expected = hex("fe ff 00 80 fe ff ff ff 00 00 00 80 00 00 00 00 00 00 00 80"
                + " fe ff ff ff ff ff ff ff 00 00 20 c0 18 2d 44 54 fb 21 09 40 ff 80");
        assertWritten(f, expected);
        b.flip();
        assertThat(b.getShort()).isEqualTo((short) -2);
        assertThat(b.getShort()).isEqualTo(Short.MIN_VALUE);
        assertThat(b.getInt()).isEqualTo(-2);
        assertThat(b.getInt()).isEqualTo(Integer.MIN_VALUE);
        assertThat(b.getLong()).isEqualTo(Long.MIN_VALUE);
        assertThat(b.getLong()).isEqualTo(-2L);
        assertThat(b.getFloat()).isEqualTo(-2.5f);
        assertThat(b.getDouble()).isEqualTo(Math.PI);
        assertThat(b.getByte()).isEqualTo((byte) -1);
        assertThat(b.getChar()).isEqualTo('\u0080');
        assertThat(b.remaining()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void absolutePrimitivesUseUnalignedOffsetsAndDoNotMovePositionOrLimit(IoBufferBacking backing) {
        Fixture f = backing.create(40);
        IoBuffer b = f.buf;
        b.position(2).limit(30);
        b.putByte(0, (byte) 0x7f).putShort(1, (short) 0x1234).putInt(3, 0x12345678).putLong(7, 0x0102030405060708L)
                .putFloat(15, 1.0f).putDouble(19, -0.0).putByte(27, (byte) 0xee);
        b.putInt(33, 0xcafebabe); // beyond the limit, within the capacity: allowed, limit unchanged
        assertThat(b.position()).isEqualTo(2);
        assertThat(b.limit()).isEqualTo(30);
        assertThat(b.capacity()).isEqualTo(40);

        byte[] expected = hex("7f 34 12 78 56 34 12 08 07 06 05 04 03 02 01 00 00 80 3f"
                + " 00 00 00 00 00 00 00 80 ee 00 00 00 00 00 be ba fe ca 00 00 00");
        b.clear().position(40);
        assertWritten(f, expected);
        b.position(2).limit(30);

        assertThat(b.getByte(0)).isEqualTo((byte) 0x7f);
        assertThat(b.getShort(1)).isEqualTo((short) 0x1234);
        assertThat(b.getInt(3)).isEqualTo(0x12345678);
        assertThat(b.getLong(7)).isEqualTo(0x0102030405060708L);
        assertThat(b.getFloat(15)).isEqualTo(1.0f);
        assertThat(Double.doubleToRawLongBits(b.getDouble(19))).isEqualTo(0x8000000000000000L);
        assertThat(b.getByte(27)).isEqualTo((byte) 0xee);
        assertThat(b.getShort(28)).as("last two bytes below the limit").isZero();
        // the same bytes read relatively agree with the absolute reads
        b.position(3);
        assertThat(b.getInt()).isEqualTo(0x12345678);
        assertThat(b.getLong()).isEqualTo(0x0102030405060708L);
        assertThat(b.position()).isEqualTo(15);
        assertThat(b.limit()).isEqualTo(30);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void anyNonZeroByteReadsAsTrueAndCharsAreUnsigned(IoBufferBacking backing) {
        IoBuffer b = backing.over(hex("02 80 ff 00 01 80 ff 7f")).buf;
        assertThat(b.getBoolean()).isTrue();
        assertThat(b.getBoolean()).isTrue();
        assertThat(b.getBoolean()).isTrue();
        assertThat(b.getBoolean()).isFalse();
        assertThat(b.getBoolean()).isTrue();
        assertThat(b.getChar()).isEqualTo('\u0080');
        assertThat(b.getChar()).isEqualTo('\u00ff');
        assertThat(b.getChar()).isEqualTo('\u007f');
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void floatBitPatternsArePreservedExactly(IoBufferBacking backing) {
        Fixture f = backing.create(0);
        IoBuffer b = f.buf;
        int[] fb = IoBufferArrayKind.FLOAT_BITS;
        long[] db = IoBufferArrayKind.DOUBLE_BITS;
        ByteBuffer expected = ByteBuffer.allocate(fb.length * 4 + db.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        for (int bits : fb) {
            b.putFloat(Float.intBitsToFloat(bits));
            expected.putInt(bits);
        }
        for (long bits : db) {
            b.putDouble(Double.longBitsToDouble(bits));
            expected.putLong(bits);
        }
        assertWritten(f, expected.array());
        b.flip();
        for (int bits : fb) {
            assertThat(Float.floatToRawIntBits(b.getFloat())).as("float bits %08x", bits).isEqualTo(bits);
        }
        for (long bits : db) {
            assertThat(Double.doubleToRawLongBits(b.getDouble())).as("double bits %016x", bits).isEqualTo(bits);
        }
        // absolute
        for (int i = 0; i < fb.length; i++) {
            assertThat(Float.floatToRawIntBits(b.getFloat(4 * i))).isEqualTo(fb[i]);
        }
        for (int i = 0; i < db.length; i++) {
            assertThat(Double.doubleToRawLongBits(b.getDouble(4 * fb.length + 8 * i))).isEqualTo(db[i]);
        }
        b.clear();
        b.putFloat(1, Float.intBitsToFloat(0x7f800001)).putDouble(5, Double.longBitsToDouble(0xfff0deadbeef0001L));
        assertThat(Float.floatToRawIntBits(b.getFloat(1))).isEqualTo(0x7f800001);
        assertThat(b.getInt(1)).isEqualTo(0x7f800001);
        assertThat(Double.doubleToRawLongBits(b.getDouble(5))).isEqualTo(0xfff0deadbeef0001L);
        assertThat(b.getLong(5)).isEqualTo(0xfff0deadbeef0001L);
    }

    // ================================================================================ position, limit, capacity

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void positionLimitCapacityRules(IoBufferBacking backing) {
        Fixture f = backing.create(16);
        IoBuffer b = f.buf;
        assertThat(b.position()).isZero();
        assertThat(b.limit()).isEqualTo(16);
        assertThat(b.capacity()).isEqualTo(16);
        assertThat(b.remaining()).isEqualTo(16);
        assertThat(b.hasRemaining()).isTrue();
        assertThat(b.isDirect()).isEqualTo(backing.direct());

        assertThat(b.position(5)).isSameAs(b);
        assertThat(b.remaining()).isEqualTo(11);
        assertThat(b.position(16).hasRemaining()).isFalse();
        assertThatThrownBy(() -> b.position(17)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.position(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.position()).isEqualTo(16);

        assertThat(b.limit(4)).isSameAs(b);
        assertThat(b.position()).as("position lowered to the new limit").isEqualTo(4);
        assertThat(b.remaining()).isZero();
        assertThatThrownBy(() -> b.limit(17)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.limit(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.limit()).isEqualTo(4);

        b.position(10);
        assertThat(b.limit()).as("limit raised to a position past it").isEqualTo(10);
        b.limit(12).position(1);
        assertThat(b.limit()).as("limit kept when the position is below it").isEqualTo(12);

        b.clear();
        b.putInt(0x01020304).putShort((short) 5);
        assertThat(b.position()).isEqualTo(6);
        assertThat(b.limit()).isEqualTo(16);
        assertThat(b.flip()).isSameAs(b);
        assertThat(b.position()).isZero();
        assertThat(b.limit()).isEqualTo(6);
        assertThat(b.remaining()).isEqualTo(6);
        assertThat(b.getInt()).isEqualTo(0x01020304);
        assertThat(b.remaining()).isEqualTo(2);

        assertThat(b.clear()).isSameAs(b);
        assertThat(b.position()).isZero();
        assertThat(b.limit()).isEqualTo(16);
        assertThat(b.capacity()).isEqualTo(16);
        assertThat(b.getInt()).as("clear keeps the content").isEqualTo(0x01020304);
        assertThat(b.getShort()).isEqualTo((short) 5);

        // a write that ends past the limit (but inside the capacity) raises the limit
        b.limit(2).position(2);
        b.putInt(7);
        assertThat(b.limit()).isEqualTo(6);
        assertThat(b.capacity()).isEqualTo(16);
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void settingsAreOffByDefaultAndChain(IoBufferBacking backing) {
        IoBuffer b = backing.create(4).buf;
        assertThat(b.isEnforceSimpleStringEncoding()).isFalse();
        assertThat(b.isStrictUtf8()).isFalse();
        assertThat(b.setEnforceSimpleStringEncoding(true)).isSameAs(b);
        assertThat(b.setStrictUtf8(true)).isSameAs(b);
        assertThat(b.isEnforceSimpleStringEncoding()).isTrue();
        assertThat(b.isStrictUtf8()).isTrue();
        assertThat(b.toString()).contains("position=0", "limit=4", "capacity=4", "LITTLE_ENDIAN");
    }

    // ===================================================================================================== growth

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void growsOnWriteFromZeroAndFromThree(IoBufferBacking backing) {
        for (int initial : new int[] {0, 3}) {
            Fixture f = backing.create(initial);
            IoBuffer b = f.buf;
            ByteBuffer expected = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < 500; i++) {
                int before = b.capacity();
                b.putInt(i).putString("s" + i).putDouble(i * 0.5).putByte((byte) i);
                if (b.capacity() != before) {
                    assertThat(b.capacity()).as("amortised doubling").isGreaterThanOrEqualTo(2 * before);
                }
                byte[] s = ("s" + i).getBytes(StandardCharsets.US_ASCII);
                expected.putInt(i).putInt(s.length + 1).put(s).put((byte) 0).putDouble(i * 0.5).put((byte) i);
            }
            b.putIntArray(new int[1000], 1000).putDoubleArray(new double[] {1, 2, 3}, 3);
            expected.putInt(1000).put(new byte[4000]).putInt(3).putDouble(1).putDouble(2).putDouble(3);
            assertThat(b.isDirect()).as("growth keeps the kind of memory").isEqualTo(backing.direct());
            assertThat(b.capacity()).isGreaterThanOrEqualTo(b.position());
            assertThat(b.limit()).as("limit raised to the end of the last write").isEqualTo(b.position());
            assertThat(writtenBytes(b)).containsExactly(Arrays.copyOf(expected.array(), expected.position()));
            f.assertOutsideUntouched();

            b.flip();
            for (int i = 0; i < 500; i++) {
                assertThat(b.getInt()).isEqualTo(i);
                assertThat(b.getString()).isEqualTo("s" + i);
                assertThat(b.getDouble()).isEqualTo(i * 0.5);
                assertThat(b.getByte()).isEqualTo((byte) i);
            }
            assertThat(b.getIntArray(null)).hasSize(1000).containsOnly(0);
            assertThat(b.getDoubleArray(null)).containsExactly(1, 2, 3);
            assertThat(b.remaining()).isZero();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void firstGrowthAtLeastDoublesAndRaisesLimitToTheWriteEnd(IoBufferBacking backing) {
        Fixture f = backing.create(3);
        IoBuffer b = f.buf;
        b.putInt(0x01020304);
        assertThat(b.capacity()).isGreaterThanOrEqualTo(6);
        assertThat(b.position()).isEqualTo(4);
        assertThat(b.limit()).isEqualTo(4);
        assertThat(writtenBytes(b)).containsExactly(hex("04 03 02 01"));
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void wrappedMemoryIsSharedUntilTheBufferGrows(IoBufferBacking backing) {
        Fixture f = backing.create(8);
        IoBuffer b = f.buf;
        b.putInt(0x11223344);
        if (backing.sharesCallerMemory()) {
            assertThat(f.callerBytes()).as("write visible to the caller").containsExactly(
                    hex("44 33 22 11 00 00 00 00"));
        }
        b.putLong(0x0102030405060708L); // 12 bytes > 8: grows, the backing is replaced by a copy
        assertThat(b.capacity()).isGreaterThanOrEqualTo(16);
        b.putByte(0, (byte) 0x77);
        assertThat(b.getByte(0)).isEqualTo((byte) 0x77);
        assertThat(writtenBytes(b)).containsExactly(hex("77 33 22 11 08 07 06 05 04 03 02 01"));
        if (backing.sharesCallerMemory()) {
            assertThat(f.callerBytes()).as("after growth the caller's memory is no longer written")
                    .containsExactly(hex("44 33 22 11 00 00 00 00"));
        }
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void grownMemoryBeyondTheOldCapacityReadsAsZero(IoBufferBacking backing) {
        Fixture f = backing.create(3);
        IoBuffer b = f.buf;
        b.putByte((byte) 1).putByte((byte) 2).putByte((byte) 3);
        b.ensureWritable(40);
        assertThat(b.position()).isEqualTo(3);
        assertThat(b.capacity()).isGreaterThanOrEqualTo(43);
        b.position(43); // raises the limit: the fresh bytes become readable
        assertThat(b.getByte(0)).isEqualTo((byte) 1);
        assertThat(b.getByte(2)).isEqualTo((byte) 3);
        for (int i = 3; i < 43; i++) {
            assertThat(b.getByte(i)).as("byte %d (never written; must not come from outside a wrapped slice)", i)
                    .isZero();
        }
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void ensureWritableMakesRoomWithoutMovingAnything(IoBufferBacking backing) {
        Fixture f = backing.create(4);
        IoBuffer b = f.buf;
        b.putShort((short) 0x0102);
        assertThat(b.ensureWritable(2)).isSameAs(b);
        assertThat(b.capacity()).as("fits already: no growth").isEqualTo(4);
        b.ensureWritable(100);
        assertThat(b.capacity()).isGreaterThanOrEqualTo(102);
        assertThat(b.position()).isEqualTo(2);
        int cap = b.capacity();
        for (int i = 0; i < 100; i++) {
            b.putByte((byte) i);
        }
        assertThat(b.capacity()).as("no further growth").isEqualTo(cap);
        assertThat(b.getShort(0)).isEqualTo((short) 0x0102);
        f.assertOutsideUntouched();
    }

    // ====================================================================================== toByteArray & views

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void toByteArrayCopiesPositionToLimitWithoutMovingThePosition(IoBufferBacking backing) {
        Fixture f = backing.create(16);
        IoBuffer b = f.buf;
        b.putInt(0x0a0b0c0d);
        assertThat(b.toByteArray()).as("before flip: the 12 bytes after the int, up to the limit").hasSize(12);
        b.flip();
        byte[] copy = b.toByteArray();
        assertThat(copy).as("after flip: what was written").containsExactly(hex("0d 0c 0b 0a"));
        assertThat(b.position()).isZero();
        copy[0] = 99;
        assertThat(b.getByte(0)).as("a copy, not a view").isEqualTo((byte) 0x0d);
        b.getShort();
        assertThat(b.toByteArray()).as("what a read would still see").containsExactly(hex("0b 0a"));
        b.getShort();
        assertThat(b.toByteArray()).as("nothing remains").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void asByteBufferIsALittleEndianSharedViewOfZeroToLimit(IoBufferBacking backing) {
        Fixture f = backing.create(16);
        IoBuffer b = f.buf;
        b.putInt(0x01020304).putShort((short) 0x0506).flip();
        ByteBuffer view = b.asByteBuffer();
        assertThat(view.order()).isEqualTo(ByteOrder.LITTLE_ENDIAN);
        assertThat(view.position()).isZero();
        assertThat(view.limit()).isEqualTo(6);
        assertThat(view.remaining()).isEqualTo(6);
        assertThat(view.isDirect()).isEqualTo(b.isDirect());
        assertThat(view.getInt(0)).isEqualTo(0x01020304);
        assertThat(view.getShort(4)).isEqualTo((short) 0x0506);
        byte[] copied = new byte[6];
        view.get(copied);
        assertThat(copied).containsExactly(hex("04 03 02 01 06 05"));
        assertThat(b.position()).as("moving the view does not move the buffer").isZero();
        assertThat(b.limit()).isEqualTo(6);

        b.putByte(0, (byte) 0x7e);
        assertThat(view.get(0)).as("shares memory: buffer write seen in the view").isEqualTo((byte) 0x7e);
        view.put(1, (byte) 0x7d);
        assertThat(b.getByte(1)).as("shares memory: view write seen in the buffer").isEqualTo((byte) 0x7d);

        b.clear();
        assertThat(b.asByteBuffer().limit()).isEqualTo(16);
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void theArrayOfAHeapBufferIsSharedFromItsOffsetAndADirectOneHasNone(IoBufferBacking backing) {
        Fixture f = backing.create(16);
        IoBuffer b = f.buf;
        b.putInt(0x01020304).flip();
        assertThat(b.hasArray()).isEqualTo(!backing.direct());
        if (backing.direct()) {
            assertThatThrownBy(b::array).isInstanceOf(UnsupportedOperationException.class)
                    .hasMessageContaining("direct");
            assertThatThrownBy(b::arrayOffset).isInstanceOf(UnsupportedOperationException.class);
            return;
        }
        byte[] array = b.array();
        int at = b.arrayOffset();
        assertThat(at).isEqualTo(backing == IoBufferBacking.WRAP_ARRAY_SLICE ? IoBufferBacking.SLICE_PREFIX : 0);
        assertThat(Arrays.copyOfRange(array, at, at + 4)).containsExactly(hex("04 03 02 01"));
        array[at + 1] = 0x7f;
        assertThat(b.getByte(1)).as("shared, not copied").isEqualTo((byte) 0x7f);
        f.assertOutsideUntouched();
    }

    @Test
    void aReadOnlyHeapByteBufferLendsNoArray() {
        IoBuffer b = IoBuffer.wrap(ByteBuffer.allocate(8).asReadOnlyBuffer());
        assertThat(b.hasArray()).isFalse();
        assertThatThrownBy(b::array).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("read-only");
        assertThat(IoBuffer.allocate(8).bigEndianReadView().hasArray()).as("the big-endian view is read-only")
                .isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void wrapsReadExistingContent(IoBufferBacking backing) {
        byte[] content = hex("05 00 00 00 48 65 6c 6c 00 2a 00 00 00");
        Fixture f = backing.over(content);
        IoBuffer b = f.buf;
        assertThat(b.position()).isZero();
        assertThat(b.limit()).isEqualTo(content.length);
        assertThat(b.capacity()).isEqualTo(content.length);
        assertThat(b.getString()).isEqualTo("Hell");
        assertThat(b.getInt()).isEqualTo(42);
        f.assertOutsideUntouched();
    }

    @Test
    void wrapFactoriesShareTheCallersMemoryDirectly() {
        byte[] a = hex("2a 00 00 00 aa bb");
        IoBuffer whole = IoBuffer.wrap(a);
        assertThat(whole.getInt()).isEqualTo(42);
        assertThat(whole.limit()).isEqualTo(6);
        whole.putByte(4, (byte) 1);
        assertThat(a[4]).isEqualTo((byte) 1);

        IoBuffer slice = IoBuffer.wrap(a, 2, 4);
        assertThat(slice.capacity()).isEqualTo(4);
        assertThat(slice.getShort(0)).isZero();
        slice.putByte(3, (byte) 9);
        assertThat(a[5]).isEqualTo((byte) 9);
        assertThatThrownBy(() -> IoBuffer.wrap(a, 3, 4)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> IoBuffer.wrap(a, -1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> IoBuffer.wrap(a, 0, -1)).isInstanceOf(IndexOutOfBoundsException.class);

        ByteBuffer bb = ByteBuffer.allocateDirect(12).order(ByteOrder.BIG_ENDIAN);
        bb.position(3).limit(11);
        IoBuffer nio = IoBuffer.wrap(bb);
        nio.putInt(0x01020304).putInt(0x05060708);
        assertThat(bb.position()).isEqualTo(3);
        assertThat(bb.limit()).isEqualTo(11);
        assertThat(bb.order()).isEqualTo(ByteOrder.BIG_ENDIAN);
        assertThat(bb.getInt(3)).as("read big-endian by the caller: our bytes are little-endian")
                .isEqualTo(0x04030201);
        assertThat(bb.order(ByteOrder.LITTLE_ENDIAN).getInt(7)).isEqualTo(0x05060708);
    }

    @Test
    void factoryArgumentChecks() {
        assertThatThrownBy(() -> IoBuffer.allocate(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> IoBuffer.allocateDirect(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(IoBuffer.allocate(0).capacity()).isZero();
        assertThat(IoBuffer.allocateDirect(0).isDirect()).isTrue();
        assertThat(IoBuffer.allocate(5).isDirect()).isFalse();
    }

    @Test
    void readOnlyByteBufferCanBeRead() {
        ByteBuffer ro = ByteBuffer.wrap(hex("06 00 00 00 48 65 6c 6c 6f 00")).asReadOnlyBuffer();
        IoBuffer b = IoBuffer.wrap(ro);
        assertThat(b.getString()).isEqualTo("Hello");
        ByteBuffer roDirect = ByteBuffer.allocateDirect(6).put(hex("02 00 00 00 c3 a9")).flip().asReadOnlyBuffer();
        assertThat(IoBuffer.wrap(roDirect).getInt()).isEqualTo(2);
    }

    // ===================================================================================================== arrays

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void smallArraysHaveExactLayout(IoBufferBacking backing) {
        Fixture f = backing.create(0);
        IoBuffer b = f.buf;
        b.putBooleanArray(new boolean[] {true, false, true}, 3);
        b.putByteArray(new byte[] {1, -1}, 2);
        b.putCharArray(new char[] {'a', '\u00ff'}, 2);
        b.putShortArray(new short[] {1, -2, 0x7fff}, 3);
        b.putIntArray(new int[] {1, -1}, 2);
        b.putLongArray(new long[] {0x0102030405060708L}, 1);
        b.putFloatArray(new float[] {1.0f}, 1);
        b.putDoubleArray(new double[] {1.0, -0.0}, 2);
        b.putStringArray(new String[] {"a", null, ""}, 3);
        b.putIntArray(new int[] {9, 8, 7}, 0);
        byte[] expected = concat(
                hex("03 00 00 00 01 00 01"),
                hex("02 00 00 00 01 ff"),
                hex("02 00 00 00 61 ff"),
                hex("03 00 00 00 01 00 fe ff ff 7f"),
                hex("02 00 00 00 01 00 00 00 ff ff ff ff"),
                hex("01 00 00 00 08 07 06 05 04 03 02 01"),
                hex("01 00 00 00 00 00 80 3f"),
                hex("02 00 00 00 00 00 00 00 00 00 f0 3f 00 00 00 00 00 00 00 80"),
                hex("03 00 00 00 02 00 00 00 61 00 01 00 00 00 00 01 00 00 00 00"),
                hex("00 00 00 00"));
        assertWritten(f, expected);

        b.flip();
        assertThat(b.getBooleanArray(null)).containsExactly(true, false, true);
        assertThat(b.getByteArray(null)).containsExactly(1, -1);
        assertThat(b.getCharArray(null)).containsExactly('a', '\u00ff');
        assertThat(b.getShortArray(null)).containsExactly((short) 1, (short) -2, (short) 0x7fff);
        assertThat(b.getIntArray(null)).containsExactly(1, -1);
        assertThat(b.getLongArray(null)).containsExactly(0x0102030405060708L);
        assertThat(b.getFloatArray(null)).containsExactly(1.0f);
        double[] d = b.getDoubleArray(null);
        assertThat(Double.doubleToRawLongBits(d[1])).isEqualTo(0x8000000000000000L);
        assertThat(b.getStringArray(null)).containsExactly("a", "", "");
        assertThat(b.getIntArray(null)).isEmpty();
        assertThat(b.remaining()).isZero();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("backingsAndArrayKinds")
    void arraysBelowAndAboveTheBulkThresholdRoundTripWithExactBytes(IoBufferBacking backing,
            IoBufferArrayKind kind) {
        int t = ArrayCodec.BULK_THRESHOLD;
        for (int n : new int[] {0, 1, 2, t - 1, t, t + 1, 3 * t + 5, 257}) {
            for (int prefix : new int[] {0, 1, 3}) { // odd prefixes put bulk copies at unaligned offsets
                Fixture f = backing.create(prefix == 3 ? 3 : 300 * 8);
                IoBuffer b = f.buf;
                Object src = kind.sample(n + 2, n); // two extra elements that must not be written
                for (int i = 0; i < prefix; i++) {
                    b.putByte((byte) 0x5c);
                }
                kind.put(b, src, n);
                byte[] expectedArray = kind.expectedBytes(src, n);
                byte[] pre = new byte[prefix];
                Arrays.fill(pre, (byte) 0x5c);
                assertWritten(f, concat(pre, expectedArray));
                b.putByte((byte) 0x33); // a trailer that a read must not touch

                String what = kind + " n=" + n + " prefix=" + prefix;
                b.flip().position(prefix);
                Object fresh = kind.get(b, null);
                assertThat(kind.readMatches(fresh, kind.expectedRead(src, n))).as(what).isTrue();
                assertThat(b.position()).as(what).isEqualTo(prefix + expectedArray.length);
                assertThat(b.getByte()).isEqualTo((byte) 0x33);

                // dst of exactly n elements is reused in place
                Object same = kind.newArray(n);
                b.position(prefix);
                assertThat(kind.get(b, same)).as(what).isSameAs(same);
                assertThat(kind.readMatches(same, kind.expectedRead(src, n))).as(what).isTrue();

                // dst of any other length is left alone and a new array is returned
                for (int other : new int[] {n + 1, Math.max(0, n - 1)}) {
                    if (other == n) {
                        continue;
                    }
                    Object dst = kind.sample(other, 1000);
                    Object dstCopy = kind.sample(other, 1000);
                    b.position(prefix);
                    Object got = kind.get(b, dst);
                    assertThat(got).as(what).isNotSameAs(dst);
                    assertThat(IoBufferArrayKind.length(got)).isEqualTo(n);
                    assertThat(kind.readMatches(got, kind.expectedRead(src, n))).as(what).isTrue();
                    assertThat(kind.bitEqual(dst, dstCopy)).as("untouched dst " + what).isTrue();
                }
                f.assertOutsideUntouched();
            }
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("backingsAndArrayKinds")
    void arrayElementCountOutsideTheSourceIsRefusedWithoutWriting(IoBufferBacking backing, IoBufferArrayKind kind) {
        Fixture f = backing.create(64);
        IoBuffer b = f.buf;
        b.putByte((byte) 1);
        Object src = kind.sample(5, 0);
        assertThatThrownBy(() -> kind.put(b, src, 6)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> kind.put(b, src, -1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(b.position()).isEqualTo(1);
        assertThat(b.limit()).isEqualTo(64);
        assertThat(writtenBytes(b)).containsExactly(1);
        assertThatThrownBy(() -> kind.put(b, null, 0)).isInstanceOf(NullPointerException.class);
        assertThat(b.position()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void floatAndDoubleArraysPreserveNaNPayloadsAndNegativeZero(IoBufferBacking backing) {
        for (int n : new int[] {IoBufferArrayKind.FLOAT_BITS.length, 64}) {
            IoBuffer b = backing.create(1).buf;
            float[] fs = new float[n];
            double[] ds = new double[n];
            for (int i = 0; i < n; i++) {
                fs[i] = Float.intBitsToFloat(IoBufferArrayKind.FLOAT_BITS[i % IoBufferArrayKind.FLOAT_BITS.length]);
                ds[i] = Double.longBitsToDouble(
                        IoBufferArrayKind.DOUBLE_BITS[i % IoBufferArrayKind.DOUBLE_BITS.length]);
            }
            b.putByte((byte) 0).putFloatArray(fs, n).putDoubleArray(ds, n).flip();
            b.getByte();
            float[] fr = b.getFloatArray(null);
            double[] dr = b.getDoubleArray(null);
            for (int i = 0; i < n; i++) {
                assertThat(Float.floatToRawIntBits(fr[i])).isEqualTo(Float.floatToRawIntBits(fs[i]));
                assertThat(Double.doubleToRawLongBits(dr[i])).isEqualTo(Double.doubleToRawLongBits(ds[i]));
            }
            // and the wire holds the raw bits
            b.position(1);
            assertThat(b.getInt()).isEqualTo(n);
            for (int i = 0; i < n; i++) {
                assertThat(b.getInt()).isEqualTo(Float.floatToRawIntBits(fs[i]));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void charArrayAboveU00FFIsRefusedBeforeAnythingIsWritten(IoBufferBacking backing) {
        Fixture f = backing.create(32);
        IoBuffer b = f.buf;
        b.putCharArray(new char[] {'o', 'k'}, 2);
        byte[] before = writtenBytes(b);
        assertThatThrownBy(() -> b.putCharArray(new char[] {'a', 'b', '\u0100'}, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("U+0100");
        assertThat(b.position()).isEqualTo(6);
        assertThat(b.getInt(6)).as("no count written").isZero();
        assertThat(writtenBytes(b)).containsExactly(before);
        // only the written elements are checked
        b.putCharArray(new char[] {'a', '\u20ac'}, 1);
        assertThat(b.position()).isEqualTo(11);
    }

    // ==================================================================================================== strings

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void stringLayoutsAreExact(IoBufferBacking backing) {
        Fixture f = backing.create(0);
        IoBuffer b = f.buf;
        b.putString("Hello").putString("").putString(null).putString("\u00e9").putString("\u20ac")
                .putString("\ud83d\ude00").putString("A\u0000B");
        byte[] expected = concat(
                hex("06 00 00 00 48 65 6c 6c 6f 00"),
                hex("01 00 00 00 00"),
                hex("01 00 00 00 00"),
                hex("03 00 00 00 c3 a9 00"),
                hex("04 00 00 00 e2 82 ac 00"),
                hex("05 00 00 00 f0 9f 98 80 00"),
                hex("04 00 00 00 41 00 42 00"));
        assertWritten(f, expected);
        b.flip();
        assertThat(b.getString()).isEqualTo("Hello");
        assertThat(b.position()).isEqualTo(10);
        assertThat(b.getString()).isEmpty();
        assertThat(b.getString()).as("null is written like \"\"").isEmpty();
        assertThat(b.getString()).isEqualTo("\u00e9");
        assertThat(b.getString()).isEqualTo("\u20ac");
        assertThat(b.getString()).isEqualTo("\ud83d\ude00");
        assertThat(b.getString()).isEqualTo("A\u0000B");
        assertThat(b.remaining()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void longStringsRoundTrip(IoBufferBacking backing) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 700; i++) {
            sb.append((char) ('a' + i % 26)).append('\u00e4').append('\u20ac').appendCodePoint(0x1F600 + i % 50);
        }
        String s = sb.toString();
        IoBuffer b = backing.create(3).buf;
        b.putString(s).putString("tail").putString(s.substring(0, 100));
        byte[] u = s.getBytes(StandardCharsets.UTF_8);
        assertThat(b.getInt(0)).isEqualTo(u.length + 1);
        b.flip();
        assertThat(b.getString()).isEqualTo(s);
        assertThat(b.getString()).isEqualTo("tail");
        assertThat(b.getString()).isEqualTo(s.substring(0, 100));
        b.position(0);
        assertThat(b.getStringIso8859()).isEqualTo(new String(u, StandardCharsets.ISO_8859_1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void isoModeWritesAndReadsOneBytePerChar(IoBufferBacking backing) {
        Fixture f = backing.create(8);
        IoBuffer b = f.buf.setEnforceSimpleStringEncoding(true);
        b.putString("\u00e9t\u00e9").putString(null).putString("\u00ff\u0000");
        byte[] expected = concat(hex("04 00 00 00 e9 74 e9 00"), hex("01 00 00 00 00"), hex("03 00 00 00 ff 00 00"));
        assertWritten(f, expected);
        int pos = b.position();
        int lim = b.limit();
        assertThatThrownBy(() -> b.putString("ok \u20ac")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("U+20AC");
        assertThatThrownBy(() -> b.putString("\ud83d\ude00")).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.position()).isEqualTo(pos);
        assertThat(b.limit()).isEqualTo(lim);
        assertThat(writtenBytes(b)).containsExactly(expected);

        b.flip();
        assertThat(b.getString()).isEqualTo("\u00e9t\u00e9");
        assertThat(b.getString()).isEmpty();
        assertThat(b.getString()).isEqualTo("\u00ff\u0000");

        // UTF-8 bytes read in ISO mode: one char per byte, even with strict UTF-8 on
        IoBuffer u = backing.over(hex("03 00 00 00 c3 a9 00")).buf.setEnforceSimpleStringEncoding(true);
        u.setStrictUtf8(true);
        assertThat(u.getString()).isEqualTo("\u00c3\u00a9");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void isoNonAsciiBytesFallBackToIso8859WhenNotStrict(IoBufferBacking backing) {
        // what the reference writes in ISO mode, read by a UTF-8 reader: the bytes are not valid UTF-8
        byte[] bytes = concat(hex("04 00 00 00 e9 74 e9 00"), hex("03 00 00 00 c0 80 00"),
                hex("04 00 00 00 ed a0 80 00"), hex("03 00 00 00 e2 82 00"), hex("05 00 00 00 f4 90 80 80 00"),
                hex("03 00 00 00 c3 a9 00"));
        IoBuffer b = backing.over(bytes).buf;
        assertThat(b.getString()).isEqualTo("\u00e9t\u00e9");
        assertThat(b.getString()).as("overlong NUL").isEqualTo("\u00c0\u0080");
        assertThat(b.getString()).as("encoded surrogate").isEqualTo("\u00ed\u00a0\u0080");
        assertThat(b.getString()).as("truncated sequence").isEqualTo("\u00e2\u0082");
        assertThat(b.getString()).as("above U+10FFFF").isEqualTo("\u00f4\u0090\u0080\u0080");
        assertThat(b.getString()).as("valid UTF-8 stays UTF-8").isEqualTo("\u00e9");
        assertThat(b.remaining()).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void strictUtf8RefusesMalformedBytesAtTheStringsOffset(IoBufferBacking backing) {
        byte[] bytes = concat(hex("aa"), hex("03 00 00 00 c3 a9 00"), hex("04 00 00 00 e9 74 e9 00"));
        IoBuffer b = backing.over(bytes).buf.setStrictUtf8(true);
        b.getByte();
        assertThat(b.getString()).isEqualTo("\u00e9");
        assertThat(b.position()).isEqualTo(8);
        YasFormatException e = org.junit.jupiter.api.Assertions.assertThrows(YasFormatException.class, b::getString);
        assertThat(e.offset()).as("offset of the malformed string's bytes").isEqualTo(12);
        assertThat(b.position()).as("position left at the string").isEqualTo(8);
        assertThat(e.getMessage()).contains("UTF-8");
        // getStringIso8859 ignores strict mode; skipString does not decode
        assertThat(b.getStringIso8859()).isEqualTo("\u00e9t\u00e9");
        b.position(8);
        assertThat(b.skipString()).isEqualTo(12);
        assertThat(b.position()).isEqualTo(bytes.length);
        // switched off, the same bytes fall back to ISO-8859-1
        b.position(8).setStrictUtf8(false);
        assertThat(b.getString()).isEqualTo("\u00e9t\u00e9");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void iso8859MethodsIgnoreTheSettings(IoBufferBacking backing) {
        Fixture f = backing.create(0);
        IoBuffer b = f.buf;
        b.putStringIso8859("YaS").putStringIso8859("\u00e9").putStringIso8859(null);
        assertWritten(f, concat(hex("04 00 00 00 59 61 53 00"), hex("02 00 00 00 e9 00"), hex("01 00 00 00 00")));
        assertThatThrownBy(() -> b.putStringIso8859("\u0100")).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.position()).isEqualTo(19);
        b.flip();
        assertThat(b.getStringIso8859()).isEqualTo("YaS");
        assertThat(b.getStringIso8859()).isEqualTo("\u00e9");
        assertThat(b.getStringIso8859()).isEmpty();

        IoBuffer u = backing.over(hex("05 00 00 00 f0 9f 98 80 00")).buf.setStrictUtf8(true);
        assertThat(u.getStringIso8859()).isEqualTo("\u00f0\u009f\u0098\u0080");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void stringArraysWriteNullElementsAsEmptyAndHonourIsoMode(IoBufferBacking backing) {
        Fixture f = backing.create(0);
        IoBuffer b = f.buf;
        String[] src = {null, "x", null, "\u00e9", "", "\u20ac"};
        b.putStringArray(src, src.length);
        byte[] expected = concat(hex("06 00 00 00"), hex("01 00 00 00 00"), hex("02 00 00 00 78 00"),
                hex("01 00 00 00 00"), hex("03 00 00 00 c3 a9 00"), hex("01 00 00 00 00"),
                hex("04 00 00 00 e2 82 ac 00"));
        assertWritten(f, expected);
        b.flip();
        String[] dst = new String[6];
        assertThat(b.getStringArray(dst)).isSameAs(dst).containsExactly("", "x", "", "\u00e9", "", "\u20ac");

        IoBuffer iso = backing.create(0).buf.setEnforceSimpleStringEncoding(true);
        iso.putStringArray(new String[] {"\u00e9", null}, 2);
        assertThat(writtenBytes(iso)).containsExactly(concat(hex("02 00 00 00 02 00 00 00 e9 00 01 00 00 00 00")));
        iso.flip();
        assertThat(iso.getStringArray(null)).containsExactly("\u00e9", "");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void skipStringReturnsTheBytesOffsetAndMovesPastTheTerminator(IoBufferBacking backing) {
        IoBuffer b = backing.create(0).buf;
        b.putByte((byte) 7).putString("Hello").putString("").putString("\u20ac").putInt(99).flip();
        b.getByte();
        int off = b.skipString();
        assertThat(off).isEqualTo(5);
        assertThat(b.position()).isEqualTo(11);
        assertThat(b.position() - 1 - off).as("byte count").isEqualTo(5);
        off = b.skipString();
        assertThat(off).isEqualTo(15);
        assertThat(b.position() - 1 - off).isZero();
        off = b.skipString();
        assertThat(b.position() - 1 - off).isEqualTo(3);
        assertThat(b.getInt()).isEqualTo(99);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void unpairedSurrogatesAreRefusedWithoutWriting(IoBufferBacking backing) {
        Fixture f = backing.create(4);
        IoBuffer b = f.buf;
        b.putShort((short) 1);
        for (String bad : new String[] {"\ud800", "a\udc00b", "x\ud83d", "\ude00\ud83d", "\ud83d\ud83d\ude00"}) {
            assertThatThrownBy(() -> b.putString(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("surrogate");
            assertThat(b.position()).isEqualTo(2);
            assertThat(b.limit()).isEqualTo(4);
        }
        assertThat(b.capacity()).as("a refused write does not grow").isEqualTo(4);
        assertThat(writtenBytes(b)).containsExactly(hex("01 00"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void unpairedSurrogatesAreRefusedWithRoomToSpareToo(IoBufferBacking backing) {
        Fixture f = backing.create(256); // room for the one-pass encoder of short strings
        IoBuffer b = f.buf;
        b.putShort((short) 1);
        for (String bad : new String[] {"\ud800", "a\udc00b", "x\ud83d", "\ude00\ud83d", "\ud83d\ud83d\ude00"}) {
            assertThatThrownBy(() -> b.putString(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("surrogate");
            assertThat(b.position()).isEqualTo(2);
            assertThat(b.limit()).isEqualTo(256);
        }
        b.putString("\u00e9\u20ac\ud83d\ude00");
        b.flip().position(2);
        assertThat(b.getString()).isEqualTo("\u00e9\u20ac\ud83d\ude00");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void refusedStringArrayElementLeavesPositionAndLimitUnchanged(IoBufferBacking backing) {
        for (boolean iso : new boolean[] {false, true}) {
            Fixture f = backing.create(64);
            IoBuffer b = f.buf.setEnforceSimpleStringEncoding(iso);
            b.putInt(5);
            String bad = iso ? "\u20ac" : "\ud800";
            assertThatThrownBy(() -> b.putStringArray(new String[] {"a", "bc", bad, "d"}, 4))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThat(b.position()).as("iso=" + iso).isEqualTo(4);
            assertThat(b.limit()).isEqualTo(64);
            b.putInt(6);
            assertThat(writtenBytes(b)).containsExactly(hex("05 00 00 00 06 00 00 00"));

            Fixture g = backing.create(4); // the refused array would have needed growth
            IoBuffer c = g.buf.setEnforceSimpleStringEncoding(iso);
            assertThatThrownBy(() -> c.putStringArray(new String[] {"a", bad}, 2))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThat(c.position()).isZero();
            assertThat(c.limit()).isEqualTo(4);
            g.assertOutsideUntouched();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void charWriteAboveU00FFIsRefused(IoBufferBacking backing) {
        Fixture f = backing.create(2);
        IoBuffer b = f.buf;
        b.putChar('\u00ff');
        for (char c : new char[] {'\u0100', '\u20ac', '\uffff', '\ud800'}) {
            assertThatThrownBy(() -> b.putChar(c)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(String.format("U+%04X", (int) c));
        }
        assertThat(b.position()).isEqualTo(1);
        assertThat(b.limit()).isEqualTo(2);
        assertThat(writtenBytes(b)).containsExactly(hex("ff"));
    }

    /** Every count up to 40 from every source offset up to 8, at every position up to 8, on every backing. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void putBytesCopiesEveryShortCountExactly(IoBufferBacking backing) {
        byte[] src = new byte[48];
        for (int i = 0; i < src.length; i++) {
            src[i] = (byte) (0x30 + i);
        }
        for (int at = 0; at <= 8; at++) {
            for (int from = 0; from <= 8; from++) {
                for (int n = 0; n <= 40; n++) {
                    IoBuffer b = backing.create(8).buf;
                    for (int k = 0; k < at; k++) {
                        b.putByte((byte) 0xEE);
                    }
                    b.putBytes(src, from, n).putByte((byte) 0xFF);
                    byte[] expected = new byte[at + n + 1];
                    Arrays.fill(expected, 0, at, (byte) 0xEE);
                    System.arraycopy(src, from, expected, at, n);
                    expected[at + n] = (byte) 0xFF;
                    assertThat(writtenBytes(b)).as("at %d, from %d, %d bytes", at, from, n).containsExactly(expected);
                }
            }
        }
    }

    /** A copy from the array a buffer wraps into itself behaves as System.arraycopy: as if through a copy. */
    @Test
    void putBytesFromTheWrappedArrayItselfMayOverlap() {
        for (int n = 0; n <= 40; n++) {
            for (int shift = -9; shift <= 9; shift++) {
                byte[] backing = new byte[64];
                for (int i = 0; i < backing.length; i++) {
                    backing[i] = (byte) i;
                }
                byte[] expected = backing.clone();
                int from = 12;
                System.arraycopy(expected, from, expected, from + shift, n);
                IoBuffer b = IoBuffer.wrap(backing);
                b.position(from + shift);
                b.putBytes(backing, from, n);
                assertThat(backing).as("%d bytes moved by %d", n, shift).containsExactly(expected);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void rawBytesCopyInAndOut(IoBufferBacking backing) {
        IoBuffer b = backing.create(2).buf;
        byte[] src = hex("01 02 03 04 05 06");
        b.putBytes(src, 1, 4).putBytes(src, 0, 0);
        assertThat(writtenBytes(b)).containsExactly(hex("02 03 04 05"));
        assertThatThrownBy(() -> b.putBytes(src, 4, 3)).isInstanceOf(IndexOutOfBoundsException.class);
        b.flip();
        byte[] dst = new byte[6];
        b.getBytes(dst, 2, 3);
        assertThat(dst).containsExactly(hex("00 00 02 03 04 00"));
        assertThat(b.position()).isEqualTo(3);
        assertThatThrownBy(() -> b.getBytes(dst, 5, 2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(b.position()).isEqualTo(3);
    }

    /** The array writers and {@code getBytes} return the buffer itself, for chained calls. */
    @Test
    void arrayWritersAndGetBytesChain() {
        IoBuffer b = IoBuffer.allocate(8);
        assertThat(b.putBooleanArray(new boolean[] {true}, 1)).isSameAs(b);
        assertThat(b.putByteArray(new byte[] {1}, 1)).isSameAs(b);
        assertThat(b.putCharArray(new char[] {'c'}, 1)).isSameAs(b);
        assertThat(b.putShortArray(new short[] {2}, 1)).isSameAs(b);
        assertThat(b.putIntArray(new int[] {3}, 1)).isSameAs(b);
        assertThat(b.putLongArray(new long[] {4}, 1)).isSameAs(b);
        assertThat(b.putFloatArray(new float[] {5}, 1)).isSameAs(b);
        assertThat(b.putDoubleArray(new double[] {6}, 1)).isSameAs(b);
        assertThat(b.putStringArray(new String[] {"s"}, 1)).isSameAs(b);
        b.flip();
        assertThat(b.getBytes(new byte[5], 0, 5)).isSameAs(b);
        assertThat(b.position()).isEqualTo(5);
    }
}
