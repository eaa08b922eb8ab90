package io.yas.buffer;

import static io.yas.buffer.IoBufferContractTest.concat;
import static io.yas.buffer.IoBufferContractTest.hex;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.yas.buffer.IoBufferBacking.Fixture;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Truncated, corrupt and hostile input, and refused writes, over every backing: reads throw only
 * {@link YasFormatException}, at the offset where the failing read started, leave the position there, and never
 * allocate what a count or length merely claims.
 */
class IoBufferErrorTest {

    /** Bytes written before the value under test, so that failing offsets are not 0. */
    private static final int PREFIX = 3;

    static Stream<IoBufferBacking> backings() {
        return IoBufferBacking.all().stream();
    }

    static Stream<Arguments> backingsAndArrayKinds() {
        return backings().flatMap(b -> Arrays.stream(IoBufferArrayKind.values()).map(k -> Arguments.of(b, k)));
    }

    /** One kind of value: how to write it and how to read it back. */
    record Value(String name, Consumer<IoBuffer> writer, Function<IoBuffer, Object> reader) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Value> scalarValues() {
        List<Value> v = new ArrayList<>();
        v.add(new Value("short", b -> b.putShort((short) -3), IoBuffer::getShort));
        v.add(new Value("int", b -> b.putInt(0x12345678), IoBuffer::getInt));
        v.add(new Value("long", b -> b.putLong(-5L), IoBuffer::getLong));
        v.add(new Value("float", b -> b.putFloat(1.5f), IoBuffer::getFloat));
        v.add(new Value("double", b -> b.putDouble(Math.E), IoBuffer::getDouble));
        v.add(new Value("string Hello", b -> b.putString("Hello"), IoBuffer::getString));
        v.add(new Value("string empty", b -> b.putString(""), IoBuffer::getString));
        v.add(new Value("string 4-byte UTF-8", b -> b.putString("a\ud83d\ude00\u20ac"), IoBuffer::getString));
        v.add(new Value("string (iso read)", b -> b.putString("\u00e9t\u00e9"), IoBuffer::getStringIso8859));
        v.add(new Value("string (skip)", b -> b.putString("skipped"), IoBuffer::skipString));
        v.add(new Value("bytes", b -> b.putBytes(new byte[] {1, 2, 3, 4, 5}, 0, 5),
                b -> b.getBytes(new byte[5], 0, 5)));
        return v;
    }

    /** Every value, scalar or array, as {@link Value}s; arrays at sizes 0, 3 and above the bulk threshold. */
    static Stream<Arguments> backingsAndValues() {
        List<Value> values = new ArrayList<>(scalarValues());
        for (IoBufferArrayKind kind : IoBufferArrayKind.values()) {
            // String[] truncated inside an element names that element: see the dedicated test below
            int[] sizes = kind == IoBufferArrayKind.STRING ? new int[] {0} : new int[] {0, 3, ArrayCodec.BULK_THRESHOLD + 2};
            for (int n : sizes) {
                Object src = kind.sample(n, 1);
                values.add(new Value(kind + "[" + n + "]", b -> kind.put(b, src, n), b -> kind.get(b, null)));
            }
        }
        return backings().flatMap(b -> values.stream().map(v -> Arguments.of(b, v)));
    }

    /** Runs {@code read} and returns the {@link YasFormatException} it must throw (any other outcome fails). */
    static YasFormatException expectFormatError(Runnable read) {
        Throwable t = catchThrowable(read::run);
        assertThat(t).as("thrown").isInstanceOf(YasFormatException.class);
        return (YasFormatException) t;
    }

    static byte[] written(Consumer<IoBuffer> writer) {
        IoBuffer w = IoBuffer.allocate(0);
        for (int i = 0; i < PREFIX; i++) {
            w.putByte((byte) (0xe0 + i));
        }
        writer.accept(w);
        return w.flip().toByteArray();
    }

    // ================================================================================================= truncation

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("backingsAndValues")
    void everyTruncationThrowsAtTheValuesStartAndLeavesThePositionThere(IoBufferBacking backing, Value value) {
        byte[] full = written(value.writer());
        for (int cut = PREFIX; cut < full.length; cut++) {
            Fixture f = backing.over(Arrays.copyOf(full, cut));
            IoBuffer b = f.buf;
            b.position(PREFIX);
            YasFormatException e = expectFormatError(() -> value.reader().apply(b));
            assertThat(e.offset()).as("%s cut at %d", value, cut).isEqualTo(PREFIX);
            assertThat(b.position()).as("%s cut at %d", value, cut).isEqualTo(PREFIX);
            assertThat(b.limit()).isEqualTo(cut);
            assertThat(e.protocol()).isEqualTo("IoBuffer");
            assertThat(e.path()).isEmpty();
            assertThat(e.getMessage()).contains("at byte " + PREFIX).contains(e.hexWindow());
            f.assertOutsideUntouched();
        }
        // the whole value reads fine, up to its last byte
        IoBuffer b = backing.over(full).buf;
        b.position(PREFIX);
        value.reader().apply(b);
        assertThat(b.position()).isEqualTo(full.length);
        // and a limit lowered on a longer buffer truncates it just the same
        IoBuffer longer = backing.over(concat(full, new byte[64])).buf;
        longer.limit(full.length - 1).position(PREFIX);
        YasFormatException e = expectFormatError(() -> value.reader().apply(longer));
        assertThat(e.offset()).isEqualTo(PREFIX);
        assertThat(longer.position()).isEqualTo(PREFIX);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void oneByteValuesFailAtTheLimit(IoBufferBacking backing) {
        IoBuffer b = backing.over(hex("01 02 03")).buf;
        b.position(3);
        for (Function<IoBuffer, Object> read : List.<Function<IoBuffer, Object>>of(IoBuffer::getBoolean,
                IoBuffer::getByte, IoBuffer::getChar, IoBuffer::getShort, IoBuffer::getInt)) {
            YasFormatException e = expectFormatError(() -> read.apply(b));
            assertThat(e.offset()).isEqualTo(3);
            assertThat(b.position()).isEqualTo(3);
            assertThat(e.hexWindow()).endsWith("|<end>");
        }
        IoBuffer empty = backing.create(0).buf;
        YasFormatException e = expectFormatError(empty::getByte);
        assertThat(e.offset()).isZero();
        assertThat(e.getMessage()).contains("empty buffer");
        expectFormatError(empty::getString);
        expectFormatError(() -> empty.getIntArray(null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void stringArrayTruncationInsideAnElementNamesTheElementAndRestoresThePosition(IoBufferBacking backing) {
        String[] src = {"first", "", "\u20ac\u20ac", "last one"};
        byte[] full = written(b -> b.putStringArray(src, src.length));
        int[] starts = new int[src.length + 1];
        starts[0] = PREFIX + 4;
        for (int i = 0; i < src.length; i++) {
            starts[i + 1] = starts[i] + 5 + IoBufferArrayKind.utf8(src[i]).length;
        }
        assertThat(starts[src.length]).isEqualTo(full.length);
        for (int cut = PREFIX; cut < full.length; cut++) {
            IoBuffer b = backing.over(Arrays.copyOf(full, cut)).buf;
            b.position(PREFIX);
            YasFormatException e = expectFormatError(() -> b.getStringArray(null));
            long expectedOffset = PREFIX;
            if (cut - (PREFIX + 4) >= 5 * src.length) { // the count passes its minimum-size check
                int k = 0;
                while (starts[k + 1] <= cut) {
                    k++;
                }
                expectedOffset = starts[k]; // the element that does not fit
            }
            assertThat(e.offset()).as("cut at %d", cut).isEqualTo(expectedOffset);
            assertThat(b.position()).as("the whole array read is undone, cut at %d", cut).isEqualTo(PREFIX);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("backingsAndArrayKinds")
    void truncatedArrayDoesNotTouchTheDestination(IoBufferBacking backing, IoBufferArrayKind kind) {
        Object src = kind.sample(4, 0);
        byte[] full = written(b -> kind.put(b, src, 4));
        IoBuffer b = backing.over(Arrays.copyOf(full, full.length - 1)).buf;
        b.position(PREFIX);
        Object dst = kind.sample(4, 7);
        Object dstCopy = kind.sample(4, 7);
        expectFormatError(() -> kind.get(b, dst));
        if (kind != IoBufferArrayKind.STRING) { // String[] may be partly filled before the last element fails
            assertThat(kind.bitEqual(dst, dstCopy)).isTrue();
        }
    }

    // ======================================================================================= hostile counts

    static final int[] BAD_COUNTS = {-1, -2, Integer.MIN_VALUE, 0x80000001, 0xffff0000};
    /** Counts that overflow an {@code int} multiplication by 2, 4, 5 or 8 to something small. */
    static final int[] HUGE_COUNTS = {0x7fffffff, 0x7ffffff0, 0x40000000, 0x40000001, 0x20000000, 0x20000001,
            0x33333334, 0x10000000, 0x0fffffff, 21, 17};

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("backingsAndArrayKinds")
    void negativeArrayCountsAreRefused(IoBufferBacking backing, IoBufferArrayKind kind) {
        for (int count : BAD_COUNTS) {
            ByteBuffer bb = ByteBuffer.allocate(PREFIX + 4 + 40).order(ByteOrder.LITTLE_ENDIAN);
            bb.position(PREFIX);
            bb.putInt(count);
            IoBuffer b = backing.over(bb.array()).buf;
            b.position(PREFIX);
            YasFormatException e = expectFormatError(() -> kind.get(b, null));
            assertThat(e.offset()).isEqualTo(PREFIX);
            assertThat(b.position()).isEqualTo(PREFIX);
            assertThat(e.getMessage()).contains(String.valueOf(count));
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("backingsAndArrayKinds")
    void hugeArrayCountsOnATwentyByteBufferThrowBeforeAllocating(IoBufferBacking backing, IoBufferArrayKind kind) {
        for (int count : HUGE_COUNTS) {
            ByteBuffer bb = ByteBuffer.allocate(20).order(ByteOrder.LITTLE_ENDIAN).putInt(count);
            IoBuffer b = backing.over(bb.array()).buf;
            Throwable t = catchThrowable(() -> kind.get(b, null)); // an OutOfMemoryError would be caught here
            assertThat(t).as("count %d", count).isInstanceOf(YasFormatException.class);
            assertThat(((YasFormatException) t).offset()).isZero();
            assertThat(b.position()).isZero();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void badStringLengthsAreRefused(IoBufferBacking backing) {
        for (int declared : new int[] {0, -1, Integer.MIN_VALUE, 0x7fffffff, 0x7ffffff0, 17, 16}) {
            ByteBuffer bb = ByteBuffer.allocate(20).order(ByteOrder.LITTLE_ENDIAN);
            bb.position(PREFIX);
            bb.putInt(declared);
            for (Function<IoBuffer, Object> read : List.<Function<IoBuffer, Object>>of(IoBuffer::getString,
                    IoBuffer::getStringIso8859, IoBuffer::skipString, b -> b.getStringArray(null))) {
                IoBuffer b = backing.over(bb.array()).buf;
                b.position(PREFIX);
                Throwable t = catchThrowable(() -> read.apply(b));
                if (t == null) {
                    continue; // the String[] reader sees a count here, not a length
                }
                assertThat(t).as("declared %d", declared).isInstanceOf(YasFormatException.class);
                assertThat(((YasFormatException) t).offset()).isEqualTo(PREFIX);
                assertThat(b.position()).isEqualTo(PREFIX);
            }
        }
        // exactly fitting: 20 - 3 - 4 = 13 bytes remain, L = 13 is fine, 14 is not
        ByteBuffer bb = ByteBuffer.allocate(20).order(ByteOrder.LITTLE_ENDIAN);
        bb.position(PREFIX);
        bb.putInt(13).put("twelve bytes".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        IoBuffer ok = backing.over(bb.array()).buf;
        ok.position(PREFIX);
        assertThat(ok.getString()).isEqualTo("twelve bytes");
        assertThat(ok.remaining()).isZero();
        bb.putInt(PREFIX, 14);
        IoBuffer bad = backing.over(bb.array()).buf;
        bad.position(PREFIX);
        assertThat(expectFormatError(bad::getString).offset()).isEqualTo(PREFIX);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void stringLengthZeroAndNegativeAreMalformed(IoBufferBacking backing) {
        IoBuffer b = backing.over(hex("00 00 00 00 00 00 00 00")).buf;
        YasFormatException e = expectFormatError(b::getString);
        assertThat(e.offset()).isZero();
        assertThat(e.actual()).isEqualTo("0");
        assertThat(b.position()).isZero();
        IoBuffer n = backing.over(hex("ff ff ff ff 00 00 00 00")).buf;
        e = expectFormatError(n::skipString);
        assertThat(e.actual()).isEqualTo("-1");
        assertThat(n.position()).isZero();
    }

    // ===================================================================================== absolute access

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void absoluteReadsPastTheLimitThrowFormatErrors(IoBufferBacking backing) {
        IoBuffer b = backing.create(32).buf;
        b.limit(16).position(4);
        record Read(int offset, Function<IoBuffer, Object> read) {
        }
        List<Read> reads = List.of(new Read(16, x -> x.getByte(16)), new Read(15, x -> x.getShort(15)),
                new Read(13, x -> x.getInt(13)), new Read(9, x -> x.getLong(9)), new Read(14, x -> x.getFloat(14)),
                new Read(12, x -> x.getDouble(12)), new Read(-1, x -> x.getByte(-1)),
                new Read(-4, x -> x.getInt(-4)), new Read(Integer.MAX_VALUE, x -> x.getLong(Integer.MAX_VALUE)),
                new Read(Integer.MIN_VALUE, x -> x.getInt(Integer.MIN_VALUE)), new Read(40, x -> x.getByte(40)));
        for (Read r : reads) {
            YasFormatException e = expectFormatError(() -> r.read().apply(b));
            assertThat(e.offset()).isEqualTo(r.offset());
            assertThat(e.getMessage()).contains("at byte " + r.offset());
            if (r.offset() < 0) {
                assertThat(e.actual()).isEqualTo("a negative offset");
            }
            assertThat(b.position()).isEqualTo(4);
            assertThat(b.limit()).isEqualTo(16);
        }
        // the last bytes below the limit are readable
        assertThat(b.getLong(8)).isZero();
        assertThat(b.getByte(15)).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void absoluteWritesPastTheCapacityThrowIndexOutOfBoundsAndNeverGrow(IoBufferBacking backing) {
        Fixture f = backing.create(16);
        IoBuffer b = f.buf;
        b.limit(8).position(2);
        List<Runnable> writes = List.of(() -> b.putByte(16, (byte) 1), () -> b.putShort(15, (short) 1),
                () -> b.putInt(13, 1), () -> b.putLong(9, 1L), () -> b.putFloat(13, 1f), () -> b.putDouble(9, 1d),
                () -> b.putByte(-1, (byte) 1), () -> b.putInt(-2, 1), () -> b.putLong(Integer.MAX_VALUE, 1L),
                () -> b.putInt(Integer.MIN_VALUE, 1));
        for (Runnable w : writes) {
            assertThatThrownBy(w::run).isInstanceOf(IndexOutOfBoundsException.class);
            assertThat(b.capacity()).isEqualTo(16);
            assertThat(b.position()).isEqualTo(2);
            assertThat(b.limit()).isEqualTo(8);
        }
        assertThat(b.clear().toByteArray()).as("nothing was written").hasSize(16).containsOnly(0);
        // the last bytes of the capacity are writable
        b.putLong(8, -1L).putByte(15, (byte) 2);
        assertThat(b.getByte(15)).isEqualTo((byte) 2);
        f.assertOutsideUntouched();
    }

    // =============================================================================================== messages

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void messageNamesTheOffsetAndShowsTheHexWindow(IoBufferBacking backing) {
        byte[] content = new byte[16];
        for (int i = 0; i < 16; i++) {
            content[i] = (byte) i;
        }
        IoBuffer b = backing.over(content).buf;
        b.position(10);
        YasFormatException e = expectFormatError(b::getLong);
        assertThat(e.offset()).isEqualTo(10);
        assertThat(e.hexWindow()).isEqualTo("hex @2: 02 03 04 05 06 07 08 09 |0a 0b 0c 0d 0e 0f");
        assertThat(e.getMessage()).isEqualTo("IoBuffer: at byte 10: expected 8 bytes for int64, actual 6 bytes remain"
                + " [hex @2: 02 03 04 05 06 07 08 09 |0a 0b 0c 0d 0e 0f]");
        assertThat(e.expected()).contains("8 bytes");
        assertThat(e.actual()).contains("6 bytes remain");

        IoBuffer big = backing.over(new byte[100]).buf;
        big.position(60);
        big.putInt(60, 1000); // a string length that runs past the end
        e = expectFormatError(big::getString);
        assertThat(e.offset()).isEqualTo(60);
        assertThat(e.hexWindow()).startsWith("hex @52:").contains("|e8 03 00 00");
        assertThat(e.hexWindow().split(" ")).hasSize(2 + 32); // "hex", "@52:", 32 bytes
        assertThat(e.getMessage()).contains("at byte 60").contains(e.hexWindow()).contains("1000");

        IoBuffer head = backing.over(hex("05 00 00 00 41")).buf;
        e = expectFormatError(head::getString);
        assertThat(e.hexWindow()).isEqualTo("hex @0: |05 00 00 00 41");
    }

    @Test
    void withinKeepsOffsetAndWindowAndTheInnermostPath() {
        YasFormatException e = new YasFormatException("IoBuffer", 12, "", "x", "y", "hex @4: 00 |01");
        assertThat(e.getMessage()).isEqualTo("IoBuffer: at byte 12: expected x, actual y [hex @4: 00 |01]");
        YasFormatException w = e.within("YaS", "$.a");
        assertThat(w).isNotSameAs(e);
        assertThat(w.protocol()).isEqualTo("YaS");
        assertThat(w.path()).isEqualTo("$.a");
        assertThat(w.offset()).isEqualTo(12);
        assertThat(w.hexWindow()).isEqualTo(e.hexWindow());
        assertThat(w.getMessage()).isEqualTo("YaS: at byte 12 ($.a): expected x, actual y [hex @4: 00 |01]");
        assertThat(w.within("YaS", "$.outer")).isSameAs(w);
        assertThat(w.within("CmwLight", "$.outer").path()).isEqualTo("$.a");
        assertThat(new YasFormatException("P", 0, "", "a", "b", "").getMessage()).isEqualTo(
                "P: at byte 0: expected a, actual b");
    }

    // ============================================================================================ refused writes

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void refusedWritesLeaveTheBufferAsItWas(IoBufferBacking backing) {
        Fixture f = backing.create(8);
        IoBuffer b = f.buf;
        b.putInt(1);
        List<Runnable> refused = List.of(() -> b.putChar('\u0100'), () -> b.putCharArray(new char[] {'\u0101'}, 1),
                () -> b.putString("\udfff"), () -> b.putStringIso8859("\u0100"),
                () -> b.putStringArray(new String[] {"ok", "\ud800"}, 2),
                () -> b.setEnforceSimpleStringEncoding(true).putString("\u20ac"),
                () -> b.setEnforceSimpleStringEncoding(true).putStringArray(new String[] {"\u00e9", "\u0100"}, 2));
        for (Runnable r : refused) {
            assertThatThrownBy(r::run).isInstanceOf(IllegalArgumentException.class);
            b.setEnforceSimpleStringEncoding(false);
            assertThat(b.position()).isEqualTo(4);
            assertThat(b.limit()).isEqualTo(8);
            assertThat(IoBufferContractTest.writtenBytes(b)).containsExactly(hex("01 00 00 00"));
        }
        f.assertOutsideUntouched();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backings")
    void failedReadsLeaveSettingsAndContentAlone(IoBufferBacking backing) {
        IoBuffer b = backing.over(concat(hex("02 00 00 00 ff 00"), hex("09 00 00 00"))).buf.setStrictUtf8(true);
        expectFormatError(b::getString);
        assertThat(b.isStrictUtf8()).isTrue();
        assertThat(b.position()).isZero();
        b.setStrictUtf8(false);
        assertThat(b.getString()).isEqualTo("\u00ff");
        assertThat(expectFormatError(() -> b.getIntArray(null)).offset()).isEqualTo(6);
        assertThat(b.position()).isEqualTo(6);
    }
}
