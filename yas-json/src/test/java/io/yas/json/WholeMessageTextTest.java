package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldRun;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JSON's whole-message write of a class of primitives ({@link IoSerialiser#putMessage}, {@code PrimitiveText},
 * docs/spec-json.md §4.3): where it is taken, and that what it writes is, byte for byte, what the writer writes member
 * by member for the same values.
 */
class WholeMessageTextTest {
    /** Puts a failing case's seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    private static final FieldDescription ROOT = field("Root");
    private static final DataType[] TYPES = {DataType.BOOL, DataType.BYTE, DataType.SHORT, DataType.INT,
        DataType.LONG, DataType.FLOAT, DataType.DOUBLE};

    /** A class with a field of every type a run holds, and a name beyond ASCII. */
    public static class All {
        public boolean flag = true;
        public byte by = -7;
        public short sh = 300;
        public int in = Integer.MIN_VALUE;
        public long lo = Long.MAX_VALUE;
        public float fl = 0.1f;
        public double db = Math.PI;
        public double gr\u00f6\u00dfe = Double.NaN;

        Object[] values() {
            return new Object[] {flag, by, sh, in, lo, fl, db, gr\u00f6\u00dfe};
        }
    }

    private static FieldDescription field(String name) {
        return new FieldDescription(name, null, null, null, 0);
    }

    private static FieldRun run(String[] names, DataType[] types) {
        FieldDescription[] fields = new FieldDescription[names.length];
        for (int i = 0; i < names.length; i++) {
            fields[i] = field(names[i]);
        }
        return new FieldRun(fields, types);
    }

    // ------------------------------------------------------------------------------------------------ taken

    @Test
    void aMessageOfEveryTypeIsTheTextWrittenMemberByMember() {
        String[] names = {"flag", "by", "sh", "in", "lo", "fl", "db", "\u00e9t\u00e9", "no"};
        FieldRun run = run(names, new DataType[] {DataType.BOOL, DataType.BYTE, DataType.SHORT, DataType.INT,
            DataType.LONG, DataType.FLOAT, DataType.DOUBLE, DataType.DOUBLE, DataType.BOOL});
        Object[] values = {true, (byte) -128, (short) 32767, -1, Long.MIN_VALUE, 1.0E-5f, 4.9E-324, -0.0, false};
        String expected = "{\"flag\":true,\"by\":-128,\"sh\":32767,\"in\":-1,\"lo\":-9223372036854775808,"
                + "\"fl\":1.0E-5,\"db\":4.9E-324,\"\u00e9t\u00e9\":-0.0,\"no\":false}";
        assertThat(whole(run, values)).isEqualTo(expected);
        assertThat(memberByMember(run, values)).isEqualTo(expected);
    }

    /** Every edge of every type, alone in a message: the whole text is the member-by-member one. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6})
    void everyEdgeOfATypeIsWrittenAsMemberByMember(int kind) {
        FieldRun run = run(new String[] {"v"}, new DataType[] {TYPES[kind]});
        for (Object value : edges(kind)) {
            Object[] values = {value};
            assertThat(whole(run, values)).as("%s", value).isEqualTo(memberByMember(run, values));
        }
    }

    private static List<Object> edges(int kind) {
        return switch (kind) {
            case 0 -> List.of(true, false);
            case 1 -> List.of(Byte.MIN_VALUE, (byte) -1, (byte) 0, (byte) 9, (byte) 10, Byte.MAX_VALUE);
            case 2 -> List.of(Short.MIN_VALUE, (short) -1, (short) 0, (short) 99, (short) 100, Short.MAX_VALUE);
            case 3 -> List.of(Integer.MIN_VALUE, -1, 0, 999_999_999, 1_000_000_000, Integer.MAX_VALUE);
            case 4 -> List.of(Long.MIN_VALUE, -1L, 0L, 999_999_999_999L, 1L << 53, Long.MAX_VALUE);
            case 5 -> List.of(Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0.0f, -0.0f,
                    Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, 1.0E-3f, 9.999999E-4f, 1.0E7f, 9999999.0f,
                    0.1f, -1.5f, 3.4028235E38f, 1.17549435E-38f, (float) Math.PI);
            default -> List.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0,
                    Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 1.0E-3, 9.999999999999998E-4, 1.0E7,
                    9999999.999999998, 0.1, -1.5, 1e-300, 6.02214076e23, 2.0 / 3, 1e15, 123456789012345.67,
                    -2.2250738585072014E-308, Math.PI, -Math.E);
        };
    }

    @Test
    void aClassOfPrimitivesMapsToTheMemberByMemberTextAndBack() {
        All a = new All();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(8)).setProtocol(Protocol.JSON);
        for (int i = 0; i < 3; i++) { // the codec's first message and later ones
            a.in += i;
            s.buffer().clear();
            s.serialise(a);
            String text = text(s.buffer().flip());
            JsonWriter w = new JsonWriter(IoBuffer.allocate(8), true);
            w.putHeaderInfo(ROOT);
            w.put("flag", a.flag).put("by", a.by).put("sh", a.sh).put("in", a.in).put("lo", a.lo).put("fl", a.fl)
                    .put("db", a.db).put("gr\u00f6\u00dfe", a.gr\u00f6\u00dfe).putEndMarker(ROOT);
            assertThat(text).isEqualTo(text(w.buffer().flip()));
            s.buffer().position(0);
            assertThat(s.deserialise(All.class).values()).containsExactly(a.values());
        }
    }

    // -------------------------------------------------------------------------------------------- not taken

    @Test
    void prettyOutputIsWrittenCallByCall() {
        FieldRun run = run(new String[] {"a"}, new DataType[] {DataType.INT});
        JsonWriter pretty = new JsonWriter(IoBuffer.allocate(8), false);
        assertThat(pretty.putMessage(ROOT, run)).isEqualTo(-1);
        assertThat(pretty.messageValues()).isSameAs(pretty.buffer());
        pretty.endMessage();
        assertThat(pretty.buffer().position()).isZero();
    }

    /** A name JSON writes with an escape (or refuses: an unpaired surrogate) is left to the member-by-member path. */
    @ParameterizedTest
    @ValueSource(strings = {"a\"b", "a\\b", "tab\t", "\u0000", "\ud83d\ude00", "\ud800"})
    void aNameWithAnEscapeIsWrittenCallByCall(String name) {
        FieldRun run = run(new String[] {"ok", name}, new DataType[] {DataType.INT, DataType.INT});
        assertThat(compact(IoBuffer.allocate(8)).putMessage(ROOT, run)).isEqualTo(-1);
    }

    @Test
    void namesJsonWritesAsTheirBytesAreTaken() {
        for (String name : new String[] {"", "/", "a/b", "\u00ff", "\u03a9", "\u20ac\u4e2d", "\u007f", "'<>&"}) {
            FieldRun run = run(new String[] {name}, new DataType[] {DataType.LONG});
            Object[] values = {42L};
            assertThat(whole(run, values)).as(name).isEqualTo(memberByMember(run, values));
        }
    }

    // ------------------------------------------------------------------------------------------- the buffer

    /** Whole and member-by-member messages follow one another in a buffer that grows, heap or direct. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void messagesFollowOneAnotherInAGrowingBuffer(boolean direct) {
        FieldRun run = run(new String[] {"x", "y"}, new DataType[] {DataType.INT, DataType.DOUBLE});
        IoBuffer buffer = direct ? IoBuffer.allocateDirect(3) : IoBuffer.allocate(3);
        buffer.position(2);
        JsonWriter w = compact(buffer);
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            Object[] values = {i * 1000, i / 3.0};
            if (i % 2 == 0) {
                putWhole(w, run, values);
            } else {
                putMemberByMember(w, run, values);
            }
            expected.append(memberByMember(run, values));
        }
        buffer.flip().position(2);
        assertThat(text(buffer)).isEqualTo(expected.toString());
    }

    /**
     * A prefix stored as whole words reaches past its end (here 1 byte: {@code ,"abc":} is 7), over bytes the text
     * writes next; the shortest text after it ({@code 0,"":0}}) is 7 bytes, so a word more would reach past the text.
     */
    @Test
    void wordsStoredPastAPrefixStayWithinTheText() {
        FieldRun run = run(new String[] {"a", "abc", ""}, new DataType[] {DataType.INT, DataType.INT, DataType.INT});
        IoBuffer buffer = sentinels(0, 0);
        assertThat(putWhole(compact(buffer), run, new Object[] {0, 0, 0})).isTrue();
        int end = buffer.position();
        assertThat(text(buffer.flip())).isEqualTo("{\"a\":0,\"abc\":0,\"\":0}");
        buffer.limit(buffer.capacity());
        for (int k = end; k < end + 16; k++) {
            assertThat(buffer.getByte(k)).as("byte %d", k).isEqualTo(SENTINEL);
        }
    }

    @Test
    void endMessageWithNoMessageBegunWritesNothing() {
        JsonWriter w = compact(IoBuffer.allocate(8));
        w.endMessage();
        assertThat(w.buffer().position()).isZero();
        assertThat(w.messageValues()).isSameAs(w.buffer());
    }

    /** A message begun and never ended (its caller failed) is forgotten by the next message's header. */
    @Test
    void aBegunMessageNeverEndedIsForgottenByTheNextHeader() {
        FieldRun run = run(new String[] {"x"}, new DataType[] {DataType.INT});
        JsonWriter w = compact(IoBuffer.allocate(8));
        assertThat(w.putMessage(ROOT, run)).isZero();
        putMemberByMember(w, run, new Object[] {5});
        w.endMessage();
        assertThat(text(w.buffer().flip())).isEqualTo("{\"x\":5}");
    }

    // ---------------------------------------------------------------------------------------------- property

    static LongStream seeds() {
        return Seeds.of(200);
    }

    /** Random runs (1 to 12 fields of random types and names) with random values: the same text both ways. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void randomMessagesAreWrittenAsMemberByMember(long seed) {
        Gen g = new Gen(seed);
        for (int m = 0; m < 20; m++) {
            int n = g.between(1, 12);
            String[] names = new String[n];
            DataType[] types = new DataType[n];
            Object[] values = new Object[n];
            for (int i = 0; i < n; i++) {
                int kind = g.between(0, 6);
                names[i] = g.oneIn(4) ? g.text(6) : "f" + i;
                types[i] = TYPES[kind];
                values[i] = g.oneIn(8) ? g.pick(edges(kind)) : g.primitive(kind);
            }
            FieldRun run = run(names, types);
            IoBuffer buffer = sentinels(g.between(0, 2), g.between(0, 5));
            int from = buffer.position();
            boolean taken = putWhole(compact(buffer), run, values);
            String expected = memberByMember(run, values);
            if (taken) {
                int end = buffer.position();
                assertThat(text(buffer.flip().position(from))).isEqualTo(expected);
                buffer.limit(buffer.capacity());
                for (int k = end; k < buffer.capacity(); k++) { // nothing past the text touched
                    assertThat(buffer.getByte(k)).as("byte %d", k).isEqualTo(SENTINEL);
                }
            } else {
                assertThat(List.of(names)).anyMatch(name -> !JsonWriter.isPlain(name));
                assertThat(buffer.position()).isEqualTo(from);
            }
        }
    }

    private static final byte SENTINEL = 0x5a;

    /** A buffer of 1,024 sentinel bytes at {@code position}: on the heap, a slice of a larger array, or direct. */
    private static IoBuffer sentinels(int kind, int position) {
        byte[] bytes = new byte[1024 + 7];
        java.util.Arrays.fill(bytes, SENTINEL);
        IoBuffer buffer = switch (kind) {
            case 0 -> IoBuffer.wrap(bytes);
            case 1 -> IoBuffer.wrap(bytes, 7, 1024);
            default -> IoBuffer.allocateDirect(1024).putBytes(bytes, 0, 1024).clear();
        };
        return buffer.limit(buffer.capacity()).position(position);
    }

    // ----------------------------------------------------------------------------------------------- support

    private static JsonWriter compact(IoBuffer buffer) {
        return new JsonWriter(buffer, true);
    }

    /** The whole-message text of {@code values}. */
    private static String whole(FieldRun run, Object[] values) {
        JsonWriter w = compact(IoBuffer.allocate(16));
        assertThat(putWhole(w, run, values)).isTrue();
        return text(w.buffer().flip());
    }

    /**
     * As the class mapper's generated code: begins the message, puts each value into the writer's values at its
     * offset, ends it.
     *
     * @return {@code false} if the writer did not take it (nothing written)
     */
    private static boolean putWhole(IoSerialiser w, FieldRun run, Object[] values) {
        int start = w.putMessage(ROOT, run);
        if (start < 0) {
            return false;
        }
        IoBuffer v = w.messageValues();
        for (int i = 0; i < values.length; i++) {
            int at = start + run.valueOffset(i);
            Object value = values[i];
            switch (run.type(i)) {
                case BOOL -> v.putByte(at, (byte) ((Boolean) value ? 1 : 0));
                case BYTE -> v.putByte(at, (Byte) value);
                case SHORT -> v.putShort(at, (Short) value);
                case INT -> v.putInt(at, (Integer) value);
                case LONG -> v.putLong(at, (Long) value);
                case FLOAT -> v.putFloat(at, (Float) value);
                default -> v.putDouble(at, (Double) value);
            }
        }
        w.endMessage();
        return true;
    }

    private static String memberByMember(FieldRun run, Object[] values) {
        JsonWriter w = compact(IoBuffer.allocate(16));
        putMemberByMember(w, run, values);
        return text(w.buffer().flip());
    }

    private static void putMemberByMember(IoSerialiser w, FieldRun run, Object[] values) {
        w.putHeaderInfo(ROOT);
        for (int i = 0; i < values.length; i++) {
            FieldDescription f = run.field(i);
            Object value = values[i];
            switch (run.type(i)) {
                case BOOL -> w.put(f, (boolean) (Boolean) value);
                case BYTE -> w.put(f, (byte) (Byte) value);
                case SHORT -> w.put(f, (short) (Short) value);
                case INT -> w.put(f, (int) (Integer) value);
                case LONG -> w.put(f, (long) (Long) value);
                case FLOAT -> w.put(f, (float) (Float) value);
                default -> w.put(f, (double) (Double) value);
            }
        }
        w.putEndMarker(ROOT);
    }

    private static String text(IoBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.getBytes(bytes, 0, bytes.length);
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
