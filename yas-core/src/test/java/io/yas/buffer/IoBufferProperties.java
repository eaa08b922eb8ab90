package io.yas.buffer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.yas.buffer.IoBufferBacking.Fixture;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.LongStream;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of {@link IoBuffer} over arbitrary data, on every backing: round trips are exact (bit-exact for
 * floating point) and have the expected length; truncated or arbitrary bytes give either the values or a
 * {@link YasFormatException}, never another exception; {@link Utf8} agrees with the JDK's strict UTF-8 codec.
 *
 * <p>Each property runs once per seed of {@link Seeds} (0 to 199 by default) with values from a
 * {@link Gen} of that seed; a failure's display name carries its seed. To replay one case:
 * {@code ./mvnw -B -o -pl yas-core test -Dtest='IoBufferProperties#truncatedBuffersGiveTheValuesOrAFormatError'
 * -Dyas.seed=N}; {@code -Dyas.seeds=random} checks fresh, printed seeds.
 */
class IoBufferProperties {
    /** Puts a failing case\'s seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();


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

    static Op arrayOp(Gen g, IoBufferArrayKind kind) {
        int max = kind == IoBufferArrayKind.STRING ? 6 : 3 * ArrayCodec.BULK_THRESHOLD;
        Object a = kind.newArray(g.size(max));
        int length = IoBufferArrayKind.length(a);
        for (int i = 0; i < length; i++) {
            java.lang.reflect.Array.set(a, i, switch (kind) {
                case BOOLEAN -> g.bool();
                case BYTE -> g.int8();
                case CHAR -> g.latin1();
                case SHORT -> g.int16();
                case INT -> g.int32();
                case LONG -> g.int64();
                case FLOAT -> g.float32();
                case DOUBLE -> g.float64();
                case STRING -> g.orNull(0.15, () -> g.text(24));
            });
        }
        int n = g.weighted(3, 1) == 0 ? length : g.between(0, length);
        return array(kind, a, n, g.bool());
    }

    static Op op(Gen g) {
        int choice = g.weighted(1, 1, 1, 1, 1, 1, 1, 1, 3, 1, IoBufferArrayKind.values().length);
        return switch (choice) {
            case 0 -> {
                boolean v = g.bool();
                yield scalar("bool " + v, b -> b.putBoolean(v), IoBuffer::getBoolean, v, 1);
            }
            case 1 -> {
                byte v = g.int8();
                yield scalar("byte " + v, b -> b.putByte(v), IoBuffer::getByte, v, 1);
            }
            case 2 -> {
                char v = g.latin1();
                yield scalar("char " + (int) v, b -> b.putChar(v), IoBuffer::getChar, v, 1);
            }
            case 3 -> {
                short v = g.int16();
                yield scalar("short " + v, b -> b.putShort(v), IoBuffer::getShort, v, 2);
            }
            case 4 -> {
                int v = g.int32();
                yield scalar("int " + v, b -> b.putInt(v), IoBuffer::getInt, v, 4);
            }
            case 5 -> {
                long v = g.int64();
                yield scalar("long " + v, b -> b.putLong(v), IoBuffer::getLong, v, 8);
            }
            case 6 -> {
                int bits = Float.floatToRawIntBits(g.float32());
                yield scalar("float bits " + Integer.toHexString(bits), b -> b.putFloat(Float.intBitsToFloat(bits)),
                        b -> Float.floatToRawIntBits(b.getFloat()), bits, 4);
            }
            case 7 -> {
                long bits = Double.doubleToRawLongBits(g.float64());
                yield scalar("double bits " + Long.toHexString(bits),
                        b -> b.putDouble(Double.longBitsToDouble(bits)),
                        b -> Double.doubleToRawLongBits(b.getDouble()), bits, 8);
            }
            case 8 -> string(g.orNull(0.1, () -> g.text(24)));
            case 9 -> isoString(g.orNull(0.1, () -> g.latin1Text(24)));
            default -> arrayOp(g, g.pick(IoBufferArrayKind.values()));
        };
    }

    /** Up to 20 writes of any kind. */
    static List<Op> ops(Gen g) {
        return g.list(g.between(0, 20), () -> op(g));
    }

    /** Up to 12 writes of Latin-1 strings, Latin-1 string arrays and ints. */
    static List<Op> isoOps(Gen g) {
        return g.list(g.between(0, 12), () -> switch (g.weighted(3, 1, 1)) {
            case 0 -> {
                String s = g.orNull(0.1, () -> g.latin1Text(24));
                yield scalar("string " + quote(s), b -> b.putString(s), IoBuffer::getString, s == null ? "" : s,
                        5 + (s == null ? 0 : s.length()));
            }
            case 1 -> {
                String[] a = g.array(String[].class, g.size(6), () -> g.orNull(0.15, () -> g.latin1Text(24)));
                int size = 4;
                for (String s : a) {
                    size += 5 + (s == null ? 0 : s.length());
                }
                String[] expected = Arrays.stream(a).map(s -> s == null ? "" : s).toArray(String[]::new);
                yield new Op("iso String[] " + a.length, b -> b.putStringArray(a, a.length),
                        b -> b.getStringArray(null), expected, size, true);
            }
            default -> {
                int v = g.int32();
                yield scalar("int " + v, b -> b.putInt(v), IoBuffer::getInt, v, 4);
            }
        });
    }

    static int capacity(Gen g) {
        return g.pick(0, 3, 17, 256);
    }

    static IoBufferBacking backing(Gen g) {
        return g.pick(IoBufferBacking.values());
    }

    static LongStream seeds() {
        return Seeds.of(200);
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

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void mixedWritesRoundTripExactlyOnEveryBacking(long seed) {
        Gen g = new Gen(seed);
        List<Op> ops = ops(g);
        IoBufferBacking writer = backing(g);
        int capacity = capacity(g);
        IoBufferBacking reader = backing(g);
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
        Fixture r = reader.over(bytes);
        readAll(r.buf, ops);
        assertThat(r.buf.remaining()).isZero();
        r.assertOutsideUntouched();
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void isoModeRoundTripsLatin1TextOneBytePerChar(long seed) {
        Gen g = new Gen(seed);
        List<Op> ops = isoOps(g);
        IoBufferBacking backing = backing(g);
        int capacity = capacity(g);
        Fixture f = backing.create(capacity);
        f.buf.setEnforceSimpleStringEncoding(true);
        byte[] bytes = writeAll(f.buf, ops);
        assertThat(bytes).hasSize(ops.stream().mapToInt(Op::size).sum());
        IoBuffer r = backing.over(bytes).buf.setEnforceSimpleStringEncoding(true).setStrictUtf8(true);
        readAll(r, ops);
        assertThat(r.remaining()).isZero();
    }

    // ============================================================================================ truncation

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void truncatedBuffersGiveTheValuesOrAFormatError(long seed) {
        Gen g = new Gen(seed);
        List<Op> ops = ops(g);
        IoBufferBacking backing = backing(g);
        byte[] bytes = writeAll(IoBuffer.allocate(0), ops);
        int cut = g.between(0, bytes.length);
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

    /** Bytes that begin (mostly) with one to three int32 counts, small, huge or negative, then any bytes. */
    static byte[] hostileBytes(Gen g) {
        byte[] tail = g.array(byte[].class, g.between(0, 48), g::int8);
        if (g.oneIn(4)) {
            return tail;
        }
        List<Integer> counts = g.list(g.between(1, 3), () -> switch (g.weighted(4, 1, 1)) {
            case 0 -> g.between(-2, 40);
            case 1 -> g.pick(Integer.MIN_VALUE, Integer.MAX_VALUE, 0x40000000, 0x20000000, 0x33333334, 0x7ffffff0,
                    -0x7fffffff);
            default -> g.int32();
        });
        ByteBuffer bb = ByteBuffer.allocate(4 * counts.size() + tail.length).order(ByteOrder.LITTLE_ENDIAN);
        counts.forEach(bb::putInt);
        return bb.put(tail).array();
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void arbitraryBytesReadAsAnythingOnlyEverThrowFormatErrors(long seed) {
        Gen g = new Gen(seed);
        byte[] bytes = hostileBytes(g);
        IoBufferBacking backing = backing(g);
        Reader reader = g.pick(Reader.values());
        int dstLength = g.between(0, 6);
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

    // ===================================================================================================== UTF-8

    /** Byte strings close to UTF-8: valid sequences, encoded surrogates, overlong forms, stray and cut bytes. */
    static byte[] utf8ish(Gen g) {
        List<byte[]> chunks = g.list(g.between(0, 10), () -> switch (g.weighted(2, 2, 4, 1, 1, 1, 2)) {
            case 0 -> new byte[] {(byte) g.between(0, 0x7f)};
            case 1 -> new byte[] {g.int8()};
            case 2 -> rawUtf8(g.between(0x80, 0x10ffff));
            case 3 -> rawUtf8(g.between(0xd800, 0xdfff));
            case 4 -> rawUtf8(g.between(0x110000, 0x1fffff));
            case 5 -> overlong(g.between(0, 0xffff), g.between(2, 4));
            default -> {
                byte[] out = new byte[1 + g.between(0, 3)];
                out[0] = (byte) g.between(0xc0, 0xff);
                for (int i = 1; i < out.length; i++) {
                    out[i] = (byte) g.between(0x80, 0xbf);
                }
                yield out;
            }
        });
        byte[] all = IoBufferContractTest.concat(chunks.toArray(byte[][]::new));
        return g.oneIn(4) ? Arrays.copyOf(all, Math.max(0, all.length - 1)) : all; // sometimes cut the end
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

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void utf8ValidityAgreesWithTheJdkStrictDecoder(long seed) {
        checkUtf8Agreement(utf8ish(new Gen(seed)));
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void utf8ValidityAgreesWithTheJdkOnRandomBytes(long seed) {
        Gen g = new Gen(seed);
        checkUtf8Agreement(g.array(byte[].class, g.size(64), () -> (byte) g.between(-128, 127)));
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

    /** Any UTF-16 units, or strings of a few chars and many surrogates (paired or not), or valid text. */
    static String surrogateHeavyString(Gen g) {
        return switch (g.weighted(1, 2, 1)) {
            case 0 -> g.utf16Units(12);
            case 1 -> new String(g.array(char[].class, g.between(0, 8),
                    () -> g.pick('a', '\u00e9', '\u20ac', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ude00')));
            default -> g.text(24);
        };
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void utf8EncodingAgreesWithTheJdkOrRefusesUnpairedSurrogates(long seed) {
        String s = surrogateHeavyString(new Gen(seed));
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
