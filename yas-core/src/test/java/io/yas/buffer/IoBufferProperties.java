package io.yas.buffer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.yas.buffer.IoBufferBacking.Fixture;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;

/**
 * Properties of {@link IoBuffer} over arbitrary data, on every backing: round trips are exact (bit-exact for
 * floating point) and have the expected length; truncated or arbitrary bytes give either the values or a
 * {@link YasFormatException}, never another exception; {@link Utf8} agrees with the JDK's strict UTF-8 codec.
 *
 * <p>Seeds are fixed so that every run checks the same cases.
 */
class IoBufferProperties {

    // ===================================================================================================== model

    /**
     * One write and the read that must give it back. {@code expected} and the reader's result are in a form whose
     * {@code Arrays.deepEquals} is bit-exact (floats as raw bits, {@code null} strings as "").
     */
    record Op(String label, Consumer<IoBuffer> writer, Function<IoBuffer, Object> reader, Object expected,
            int size, boolean stringArray) {
        @Override
        public String toString() {
            return label;
        }

        boolean matches(Object actual) {
            return Arrays.deepEquals(new Object[] {expected}, new Object[] {actual});
        }
    }

    static Op scalar(String label, Consumer<IoBuffer> writer, Function<IoBuffer, Object> reader, Object expected,
            int size) {
        return new Op(label, writer, reader, expected, size, false);
    }

    static Op string(String s) {
        int size = 5 + IoBufferArrayKind.utf8(s).length;
        return scalar("string " + quote(s), b -> b.putString(s), IoBuffer::getString, s == null ? "" : s, size);
    }

    static Op isoString(String s) {
        int size = 5 + (s == null ? 0 : s.length());
        return scalar("iso string " + quote(s), b -> b.putStringIso8859(s), IoBuffer::getStringIso8859,
                s == null ? "" : s, size);
    }

    static Op array(IoBufferArrayKind kind, Object array, int n, boolean reuseDst) {
        return new Op(kind + "[" + n + " of " + IoBufferArrayKind.length(array) + "]" + (reuseDst ? " reused" : ""),
                b -> kind.put(b, array, n), b -> kind.canonical(kind.get(b, reuseDst ? kind.newArray(n) : null)),
                kind.expectedRead(array, n), kind.expectedBytes(array, n).length, kind == IoBufferArrayKind.STRING);
    }

    static String quote(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("\"");
        s.chars().forEach(c -> b.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c)
                : String.format("\\u%04x", c)));
        return b.append('"').toString();
    }

    // ================================================================================================ generators

    static Arbitrary<String> text() {
        Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
                Tuple.of(5, Arbitraries.integers().between(0x20, 0x7e)),
                Tuple.of(1, Arbitraries.integers().between(0, 0x1f)),
                Tuple.of(2, Arbitraries.integers().between(0x80, 0xff)),
                Tuple.of(2, Arbitraries.integers().between(0x100, 0xd7ff)),
                Tuple.of(1, Arbitraries.integers().between(0xe000, 0xffff)),
                Tuple.of(2, Arbitraries.integers().between(0x10000, 0x10ffff)));
        return codePoint.list().ofMaxSize(24).map(IoBufferProperties::fromCodePoints);
    }

    static Arbitrary<String> latin1Text() {
        return Arbitraries.integers().between(0, 0xff).list().ofMaxSize(24).map(IoBufferProperties::fromCodePoints);
    }

    static String fromCodePoints(List<Integer> cps) {
        StringBuilder sb = new StringBuilder();
        cps.forEach(sb::appendCodePoint);
        return sb.toString();
    }

    static Arbitrary<List<?>> elements(IoBufferArrayKind kind, Arbitrary<String> strings) {
        Arbitrary<?> e = switch (kind) {
            case BOOLEAN -> Arbitraries.of(true, false);
            case BYTE -> Arbitraries.bytes();
            case CHAR -> Arbitraries.chars().range('\u0000', '\u00ff');
            case SHORT -> Arbitraries.shorts();
            case INT -> Arbitraries.integers();
            case LONG -> Arbitraries.longs();
            case FLOAT -> Arbitraries.integers().map(Float::intBitsToFloat);
            case DOUBLE -> Arbitraries.longs().map(Double::longBitsToDouble);
            case STRING -> strings.injectNull(0.15);
        };
        int max = kind == IoBufferArrayKind.STRING ? 6 : 3 * ArrayCodec.BULK_THRESHOLD;
        return e.list().ofMaxSize(max).map(l -> (List<?>) l);
    }

    static Object toArray(IoBufferArrayKind kind, List<?> list) {
        Object a = kind.newArray(list.size());
        for (int i = 0; i < list.size(); i++) {
            java.lang.reflect.Array.set(a, i, list.get(i));
        }
        return a;
    }

    static Arbitrary<Op> arrayOp(IoBufferArrayKind kind, Arbitrary<String> strings) {
        return elements(kind, strings).flatMap(list -> {
            Object a = toArray(kind, list);
            Arbitrary<Integer> count = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(list.size())),
                    Tuple.of(1, Arbitraries.integers().between(0, list.size())));
            return count.flatMap(n -> Arbitraries.of(false, true).map(reuse -> array(kind, a, n, reuse)));
        });
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Arbitrary<Op> op() {
        List<Tuple.Tuple2<Integer, Arbitrary<? extends Op>>> choices = new ArrayList<>(List.of(
                Tuple.of(1, Arbitraries.of(true, false).map(v -> scalar("bool " + v, b -> b.putBoolean(v),
                        IoBuffer::getBoolean, v, 1))),
                Tuple.of(1, Arbitraries.bytes().map(v -> scalar("byte " + v, b -> b.putByte(v), IoBuffer::getByte,
                        v, 1))),
                Tuple.of(1, Arbitraries.chars().range('\u0000', '\u00ff').map(v -> scalar("char " + (int) v,
                        b -> b.putChar(v), IoBuffer::getChar, v, 1))),
                Tuple.of(1, Arbitraries.shorts().map(v -> scalar("short " + v, b -> b.putShort(v),
                        IoBuffer::getShort, v, 2))),
                Tuple.of(1, Arbitraries.integers().map(v -> scalar("int " + v, b -> b.putInt(v), IoBuffer::getInt,
                        v, 4))),
                Tuple.of(1, Arbitraries.longs().map(v -> scalar("long " + v, b -> b.putLong(v), IoBuffer::getLong,
                        v, 8))),
                Tuple.of(1, Arbitraries.integers().map(bits -> scalar("float bits " + Integer.toHexString(bits),
                        b -> b.putFloat(Float.intBitsToFloat(bits)), b -> Float.floatToRawIntBits(b.getFloat()),
                        bits, 4))),
                Tuple.of(1, Arbitraries.longs().map(bits -> scalar("double bits " + Long.toHexString(bits),
                        b -> b.putDouble(Double.longBitsToDouble(bits)),
                        b -> Double.doubleToRawLongBits(b.getDouble()), bits, 8))),
                Tuple.of(3, text().injectNull(0.1).map(IoBufferProperties::string)),
                Tuple.of(1, latin1Text().injectNull(0.1).map(IoBufferProperties::isoString))));
        for (IoBufferArrayKind kind : IoBufferArrayKind.values()) {
            choices.add(Tuple.of(1, arrayOp(kind, text())));
        }
        return Arbitraries.frequencyOf(choices.toArray(Tuple.Tuple2[]::new));
    }

    @Provide
    Arbitrary<List<Op>> ops() {
        return op().list().ofMaxSize(20);
    }

    @Provide
    Arbitrary<List<Op>> isoOps() {
        Arbitrary<Op> isoOp = Arbitraries.frequencyOf(
                Tuple.of(3, latin1Text().injectNull(0.1).map(s -> scalar("string " + quote(s), b -> b.putString(s),
                        IoBuffer::getString, s == null ? "" : s, 5 + (s == null ? 0 : s.length())))),
                Tuple.of(1, latin1Text().injectNull(0.15).list().ofMaxSize(6).map(l -> {
                    String[] a = l.toArray(new String[0]);
                    int size = 4;
                    for (String s : a) {
                        size += 5 + (s == null ? 0 : s.length());
                    }
                    String[] expected = Arrays.stream(a).map(s -> s == null ? "" : s).toArray(String[]::new);
                    return new Op("iso String[] " + l.size(), b -> b.putStringArray(a, a.length),
                            b -> b.getStringArray(null), expected, size, true);
                })),
                Tuple.of(1, Arbitraries.integers().map(v -> scalar("int " + v, b -> b.putInt(v), IoBuffer::getInt,
                        v, 4))));
        return isoOp.list().ofMaxSize(12);
    }

    @Provide
    Arbitrary<Integer> capacities() {
        return Arbitraries.of(0, 3, 17, 256);
    }

    // ============================================================================================= round trips

    static byte[] writeAll(IoBuffer b, List<Op> ops) {
        int expected = b.position();
        for (Op op : ops) {
            op.writer().accept(b);
            expected += op.size();
            assertThat(b.position()).as("position after %s", op).isEqualTo(expected);
            assertThat(b.limit()).isGreaterThanOrEqualTo(expected);
            assertThat(b.capacity()).isGreaterThanOrEqualTo(expected);
        }
        return IoBufferContractTest.writtenBytes(b);
    }

    static void readAll(IoBuffer b, List<Op> ops) {
        int expected = b.position();
        for (Op op : ops) {
            Object actual = op.reader().apply(b);
            assertThat(op.matches(actual)).as("read back %s: got %s", op, actual).isTrue();
            expected += op.size();
            assertThat(b.position()).as("position after %s", op).isEqualTo(expected);
        }
    }

    @Property(tries = 300, seed = "7001", shrinking = ShrinkingMode.BOUNDED)
    void mixedWritesRoundTripExactlyOnEveryBacking(@ForAll("ops") List<Op> ops, @ForAll IoBufferBacking writer,
            @ForAll("capacities") int capacity, @ForAll IoBufferBacking reader) {
        Fixture f = writer.create(capacity);
        byte[] bytes = writeAll(f.buf, ops);
        int total = ops.stream().mapToInt(Op::size).sum();
        assertThat(bytes).hasSize(total);
        f.assertOutsideUntouched();
        byte[] caller = f.callerBytes();
        if (caller != null && f.buf.capacity() == capacity) {
            assertThat(Arrays.copyOf(caller, total)).as("written into the caller's memory").isEqualTo(bytes);
        }

        // the same bytes whatever the backing
        assertThat(writeAll(IoBuffer.allocate(1), ops)).isEqualTo(bytes);

        // read back from the writing buffer
        f.buf.flip();
        readAll(f.buf, ops);
        assertThat(f.buf.remaining()).isZero();

        // and from a buffer of another backing holding only those bytes
        Fixture g = reader.over(bytes);
        readAll(g.buf, ops);
        assertThat(g.buf.remaining()).isZero();
        g.assertOutsideUntouched();
    }

    @Property(tries = 200, seed = "7002")
    void isoModeRoundTripsLatin1TextOneBytePerChar(@ForAll("isoOps") List<Op> ops, @ForAll IoBufferBacking backing,
            @ForAll("capacities") int capacity) {
        Fixture f = backing.create(capacity);
        f.buf.setEnforceSimpleStringEncoding(true);
        byte[] bytes = writeAll(f.buf, ops);
        assertThat(bytes).hasSize(ops.stream().mapToInt(Op::size).sum());
        IoBuffer r = backing.over(bytes).buf.setEnforceSimpleStringEncoding(true).setStrictUtf8(true);
        readAll(r, ops);
        assertThat(r.remaining()).isZero();
    }

    // ============================================================================================ truncation

    @Property(tries = 300, seed = "7003", shrinking = ShrinkingMode.BOUNDED)
    void truncatedBuffersGiveTheValuesOrAFormatError(@ForAll("ops") List<Op> ops, @ForAll IoBufferBacking backing,
            @ForAll int cutSeed) {
        byte[] bytes = writeAll(IoBuffer.allocate(0), ops);
        int cut = Math.floorMod(cutSeed, bytes.length + 1);
        Fixture f = backing.over(Arrays.copyOf(bytes, cut));
        IoBuffer b = f.buf;
        for (Op op : ops) {
            int start = b.position();
            Object[] result = new Object[1];
            Throwable t = catchThrowable(() -> result[0] = op.reader().apply(b));
            if (start + op.size() <= cut) {
                assertThat(t).as("%s fits before the cut at %d", op, cut).isNull();
                assertThat(op.matches(result[0])).as("read back %s", op).isTrue();
                assertThat(b.position()).isEqualTo(start + op.size());
                continue;
            }
            assertThat(t).as("%s crosses the cut at %d", op, cut).isInstanceOf(YasFormatException.class);
            YasFormatException e = (YasFormatException) t;
            assertThat(b.position()).as("position after failing %s", op).isEqualTo(start);
            if (op.stringArray()) {
                assertThat(e.offset()).isBetween((long) start, (long) cut);
            } else {
                assertThat(e.offset()).as("offset of failing %s", op).isEqualTo(start);
            }
            assertThat(e.getMessage()).contains("at byte " + e.offset());
            break;
        }
        f.assertOutsideUntouched();
    }

    // ======================================================================================= arbitrary bytes

    /** Relative reads that take a length or count from the bytes. */
    enum Reader {
        STRING, STRING_STRICT, STRING_ISO_MODE, STRING_ISO8859, SKIP_STRING, BOOLEANS, BYTES, CHARS, SHORTS, INTS,
        LONGS, FLOATS, DOUBLES, STRINGS, STRINGS_STRICT, LONG, DOUBLE;

        Object read(IoBuffer b, Object dst) {
            b.setStrictUtf8(this == STRING_STRICT || this == STRINGS_STRICT);
            b.setEnforceSimpleStringEncoding(this == STRING_ISO_MODE);
            return switch (this) {
                case STRING, STRING_STRICT, STRING_ISO_MODE -> b.getString();
                case STRING_ISO8859 -> b.getStringIso8859();
                case SKIP_STRING -> b.skipString();
                case BOOLEANS -> b.getBooleanArray((boolean[]) dst);
                case BYTES -> b.getByteArray((byte[]) dst);
                case CHARS -> b.getCharArray((char[]) dst);
                case SHORTS -> b.getShortArray((short[]) dst);
                case INTS -> b.getIntArray((int[]) dst);
                case LONGS -> b.getLongArray((long[]) dst);
                case FLOATS -> b.getFloatArray((float[]) dst);
                case DOUBLES -> b.getDoubleArray((double[]) dst);
                case STRINGS, STRINGS_STRICT -> b.getStringArray((String[]) dst);
                case LONG -> b.getLong();
                case DOUBLE -> b.getDouble();
            };
        }

        Object dst(int n) {
            return switch (this) {
                case BOOLEANS -> new boolean[n];
                case BYTES -> new byte[n];
                case CHARS -> new char[n];
                case SHORTS -> new short[n];
                case INTS -> new int[n];
                case LONGS -> new long[n];
                case FLOATS -> new float[n];
                case DOUBLES -> new double[n];
                case STRINGS, STRINGS_STRICT -> new String[n];
                default -> null;
            };
        }
    }

    @Provide
    Arbitrary<byte[]> hostileBytes() {
        Arbitrary<Integer> count = Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.integers().between(-2, 40)),
                Tuple.of(1, Arbitraries.of(Integer.MIN_VALUE, Integer.MAX_VALUE, 0x40000000, 0x20000000, 0x33333334,
                        0x7ffffff0, -0x7fffffff)),
                Tuple.of(1, Arbitraries.integers()));
        Arbitrary<byte[]> tail = Arbitraries.bytes().list().ofMaxSize(48).map(IoBufferProperties::toBytes);
        Arbitrary<byte[]> headed = count.list().ofMinSize(1).ofMaxSize(3).flatMap(counts -> tail.map(t -> {
            ByteBuffer bb = ByteBuffer.allocate(4 * counts.size() + t.length).order(ByteOrder.LITTLE_ENDIAN);
            counts.forEach(bb::putInt);
            return bb.put(t).array();
        }));
        return Arbitraries.frequencyOf(Tuple.of(3, headed), Tuple.of(1, tail));
    }

    static byte[] toBytes(List<Byte> list) {
        byte[] out = new byte[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }

    @Property(tries = 400, seed = "7004")
    void arbitraryBytesReadAsAnythingOnlyEverThrowFormatErrors(@ForAll("hostileBytes") byte[] bytes,
            @ForAll IoBufferBacking backing, @ForAll Reader reader, @ForAll("dstLengths") int dstLength) {
        Fixture f = backing.over(bytes);
        IoBuffer b = f.buf;
        for (int i = 0; i < 64; i++) {
            int start = b.position();
            Throwable t = catchThrowable(() -> reader.read(b, reader.dst(dstLength)));
            if (t == null) {
                assertThat(b.position()).as("a successful %s read makes progress", reader).isGreaterThan(start);
                assertThat(b.position()).isLessThanOrEqualTo(bytes.length);
                continue;
            }
            assertThat(t).as("%s at %d", reader, start).isInstanceOf(YasFormatException.class);
            YasFormatException e = (YasFormatException) t;
            assertThat(b.position()).as("position after failing %s", reader).isEqualTo(start);
            assertThat(e.offset()).isBetween((long) start, (long) bytes.length);
            assertThat(e.getMessage()).contains("at byte " + e.offset()).contains(e.hexWindow());
            break;
        }
        assertThat(b.limit()).isEqualTo(bytes.length);
        f.assertOutsideUntouched();
    }

    @Provide
    Arbitrary<Integer> dstLengths() {
        return Arbitraries.integers().between(0, 6);
    }

    // ===================================================================================================== UTF-8

    /** Byte strings close to UTF-8: valid sequences, encoded surrogates, overlong forms, stray and cut bytes. */
    @Provide
    Arbitrary<byte[]> utf8ish() {
        Arbitrary<byte[]> chunk = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.integers().between(0, 0x7f).map(b -> new byte[] {(byte) (int) b})),
                Tuple.of(2, Arbitraries.bytes().map(b -> new byte[] {b})),
                Tuple.of(4, Arbitraries.integers().between(0x80, 0x10ffff).map(IoBufferProperties::rawUtf8)),
                Tuple.of(1, Arbitraries.integers().between(0xd800, 0xdfff).map(IoBufferProperties::rawUtf8)),
                Tuple.of(1, Arbitraries.integers().between(0x110000, 0x1fffff).map(IoBufferProperties::rawUtf8)),
                Tuple.of(1, Arbitraries.integers().between(0, 0xffff).flatMap(cp -> Arbitraries.integers()
                        .between(2, 4).map(len -> overlong(cp, len)))),
                Tuple.of(2, Arbitraries.integers().between(0xc0, 0xff).flatMap(lead -> Arbitraries.integers()
                        .between(0x80, 0xbf).list().ofMaxSize(3).map(cont -> {
                            byte[] out = new byte[1 + cont.size()];
                            out[0] = (byte) (int) lead;
                            for (int i = 0; i < cont.size(); i++) {
                                out[i + 1] = (byte) (int) cont.get(i);
                            }
                            return out;
                        }))));
        return chunk.list().ofMaxSize(10).flatMap(chunks -> Arbitraries.integers().between(0, 3).map(cutTail -> {
            byte[] all = IoBufferContractTest.concat(chunks.toArray(byte[][]::new));
            return Arrays.copyOf(all, Math.max(0, all.length - (cutTail == 3 ? 1 : 0))); // sometimes cut the end
        }));
    }

    /** The UTF-8 bit pattern of any code point up to 0x1FFFFF, surrogates included (not all of it is valid). */
    static byte[] rawUtf8(int cp) {
        if (cp < 0x80) {
            return new byte[] {(byte) cp};
        }
        if (cp < 0x800) {
            return new byte[] {(byte) (0xc0 | cp >> 6), (byte) (0x80 | cp & 0x3f)};
        }
        if (cp < 0x10000) {
            return new byte[] {(byte) (0xe0 | cp >> 12), (byte) (0x80 | cp >> 6 & 0x3f), (byte) (0x80 | cp & 0x3f)};
        }
        return new byte[] {(byte) (0xf0 | cp >> 18), (byte) (0x80 | cp >> 12 & 0x3f), (byte) (0x80 | cp >> 6 & 0x3f),
                (byte) (0x80 | cp & 0x3f)};
    }

    /** {@code cp} forced into {@code len} bytes: overlong when shorter forms exist. */
    static byte[] overlong(int cp, int len) {
        byte[] out = new byte[len];
        int v = cp;
        for (int i = len - 1; i > 0; i--) {
            out[i] = (byte) (0x80 | v & 0x3f);
            v >>>= 6;
        }
        int leadMarker = switch (len) {
            case 2 -> 0xc0;
            case 3 -> 0xe0;
            default -> 0xf0;
        };
        out[0] = (byte) (leadMarker | v);
        return out;
    }

    static boolean jdkStrictValid(byte[] a) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(a));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    @Property(tries = 400, seed = "7005")
    void utf8ValidityAgreesWithTheJdkStrictDecoder(@ForAll("utf8ish") byte[] bytes) {
        checkUtf8Agreement(bytes);
    }

    @Property(tries = 300, seed = "7006")
    void utf8ValidityAgreesWithTheJdkOnRandomBytes(@ForAll byte[] bytes) {
        checkUtf8Agreement(bytes);
    }

    static void checkUtf8Agreement(byte[] bytes) {
        boolean jdk = jdkStrictValid(bytes);
        assertThat(Utf8.isValid(bytes, 0, bytes.length)).as("isValid").isEqualTo(jdk);

        // the same bytes inside a larger array, surrounded by bytes that would change the verdict if read
        byte[] padded = new byte[bytes.length + 6];
        Arrays.fill(padded, (byte) 0x80);
        System.arraycopy(bytes, 0, padded, 3, bytes.length);
        padded[padded.length - 1] = (byte) 0xc3;
        assertThat(Utf8.isValid(padded, 3, 3 + bytes.length)).as("isValid on a sub-range").isEqualTo(jdk);

        String utf8 = new String(bytes, StandardCharsets.UTF_8);
        String iso = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(Utf8.decode(padded, 3, bytes.length, true)).isEqualTo(jdk ? utf8 : null);
        assertThat(Utf8.decode(padded, 3, bytes.length, false)).isEqualTo(jdk ? utf8 : iso);
    }

    @Provide
    Arbitrary<String> surrogateHeavyStrings() {
        return Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(12)),
                Tuple.of(2, Arbitraries.strings().withChars('a', '\u00e9', '\u20ac', '\ud800', '\udbff', '\udc00',
                        '\udfff', '\ud83d', '\ude00').ofMaxLength(8)),
                Tuple.of(1, text()));
    }

    @Property(tries = 400, seed = "7007")
    void utf8EncodingAgreesWithTheJdkOrRefusesUnpairedSurrogates(@ForAll("surrogateHeavyStrings") String s) {
        boolean unpaired = hasUnpairedSurrogate(s);
        IoBuffer b = IoBuffer.allocate(0);
        if (unpaired) {
            assertThatThrownBy(() -> Utf8.encodedLength(s)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> b.putString(s)).isInstanceOf(IllegalArgumentException.class);
            assertThat(b.position()).isZero();
            return;
        }
        byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
        assertThat(Utf8.encodedLength(s)).isEqualTo(jdk.length);
        byte[] ours = new byte[jdk.length + 2];
        Utf8.encode(s, ours, 1);
        assertThat(Arrays.copyOfRange(ours, 1, 1 + jdk.length)).isEqualTo(jdk);
        assertThat(ours[0]).isZero();
        assertThat(ours[ours.length - 1]).isZero();
        b.putString(s).flip();
        assertThat(b.getInt()).isEqualTo(jdk.length + 1);
        b.position(0);
        assertThat(b.setStrictUtf8(true).getString()).isEqualTo(s);
    }

    static boolean hasUnpairedSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
