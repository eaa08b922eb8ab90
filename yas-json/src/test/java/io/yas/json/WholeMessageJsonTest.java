package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.IoClassSerialiser;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldRun;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JSON's whole-message read of a class of primitives ({@link FieldCursor#nextMessageIs}, {@code PrimitiveMessage},
 * docs/spec-json.md §5.6): which texts it takes, what it reads from them, and that every text, taken or not, reads
 * into the class exactly as member by member: the same fields declared the other way round ({@link Reversed}) are
 * never taken (the first member is not the first field), so that class reads every text member by member.
 */
class WholeMessageJsonTest {
    /** Puts a failing case's seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    /** A class whose fields are one run of primitives (no float, which the whole-message read leaves to jackson). */
    public static class Prims {
        public boolean flag = true;
        public byte by = 1;
        public short sh = 2;
        public int in = 3;
        public long lo = 4;
        public double db = 5;

        Object[] values() {
            return new Object[] {flag, by, sh, in, lo, Double.doubleToRawLongBits(db)};
        }
    }

    /** The fields of {@link Prims} the other way round. */
    public static class Reversed {
        public double db = 5;
        public long lo = 4;
        public int in = 3;
        public short sh = 2;
        public byte by = 1;
        public boolean flag = true;

        Object[] values() {
            return new Object[] {flag, by, sh, in, lo, Double.doubleToRawLongBits(db)};
        }
    }

    private static final FieldRun RUN = new FieldRun(new FieldDescription[] {field("flag"), field("by"), field("sh"),
        field("in"), field("lo"), field("db")}, new DataType[] {DataType.BOOL, DataType.BYTE, DataType.SHORT,
        DataType.INT, DataType.LONG, DataType.DOUBLE});
    private static final String BASE = "{\"flag\":false,\"by\":-128,\"sh\":32767,\"in\":-2147483648,"
            + "\"lo\":999999999999999999,\"db\":0.1}";

    private static FieldDescription field(String name) {
        return new FieldDescription(name, null, null, null, 0);
    }

    // ----------------------------------------------------------------------------------------------- taken

    @Test
    void aCompactObjectIsTakenWithItsValuesInYasLayout() {
        FieldCursor r = cursor(BASE);
        int start = r.nextMessageIs(field(""), RUN);
        assertThat(start).isZero();
        IoBuffer v = r.runValues();
        assertThat(v.getByte(start + RUN.valueOffset(0))).isZero();
        assertThat(v.getByte(start + RUN.valueOffset(1))).isEqualTo((byte) -128);
        assertThat(v.getShort(start + RUN.valueOffset(2))).isEqualTo((short) 32767);
        assertThat(v.getInt(start + RUN.valueOffset(3))).isEqualTo(Integer.MIN_VALUE);
        assertThat(v.getLong(start + RUN.valueOffset(4))).isEqualTo(999_999_999_999_999_999L);
        assertThat(v.getDouble(start + RUN.valueOffset(5))).isEqualTo(0.1);
        assertThat(r.type()).isEqualTo(DataType.END_MARKER);
        assertThat(r.nextOffset()).isEqualTo(BASE.length());
        assertThat(r.hasNextField()).isFalse();
        assertReadAlike(BASE);
    }

    @Test
    void theWritersTextIsTakenInBothLayouts() {
        Prims p = new Prims();
        p.flag = false;
        p.db = Math.PI;
        for (boolean compact : new boolean[] {false, true}) {
            String text = write(p, compact);
            assertThat(taken(text)).as(text).isTrue();
            assertThat(read(text, Prims.class).values()).containsExactly(p.values());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "\u0000 \n{\"flag\":true,\"by\":0,\"sh\":-0,\"in\":7,\"lo\":-0,\"db\":-0}\r\n\t\u0000\u0000",
        "{ \"flag\" : true , \"by\" : 1 ,\t\"sh\":\r\n2,\"in\":3,\"lo\":4,\"db\":5 }",
        "{\"flag\":true,\"by\":127,\"sh\":-32768,\"in\":2147483647,\"lo\":-999999999999999999,\"db\":-0.0}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":1E3}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":1e+22}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":1.5e-3}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":100e-2}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":0.000000000000000000001}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":9007199254740992}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":9007199254740.992}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":3.141592653589793}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":1.0000000000000000}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":100000000000000000}", // 18 digits
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":0.100000000000000000}",
        "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":1e0001}", // 4 exponent digits
    })
    void plainNumbersAndWhitespaceAreTaken(String text) {
        assertThat(taken(text)).isTrue();
        assertReadAlike(text);
    }

    @Test
    void theIntegerMinusZeroIsZeroAndTheDecimalMinusZeroIsNegative() {
        String prefix = "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":4,\"db\":";
        assertThat(Double.doubleToRawLongBits(read(prefix + "-0}", Prims.class).db)).isZero();
        assertThat(Double.doubleToRawLongBits(read(prefix + "-0.0}", Prims.class).db))
                .isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertReadAlike(prefix + "-0}");
        assertReadAlike(prefix + "-0.0}");
    }

    // ------------------------------------------------------------------------------------------- not taken

    @ParameterizedTest
    @ValueSource(strings = {
        "\"by\":-128|\"by\":128", // beyond the field's range: a type error
        "\"sh\":32767|\"sh\":32768",
        "\"in\":-2147483648|\"in\":2147483648",
        "\"lo\":999999999999999999|\"lo\":9223372036854775807", // 19 digits: left to jackson
        "\"in\":-2147483648|\"in\":1.0", // a whole number with a fraction: converted by the mapper
        "\"in\":-2147483648|\"in\":1e2",
        "\"in\":-2147483648|\"in\":01", // not JSON
        "\"in\":-2147483648|\"in\":-",
        "\"in\":-2147483648|\"in\":true",
        "\"in\":-2147483648|\"in\":null", // keeps the field's value
        "\"in\":-2147483648|\"in\":\"3\"",
        "\"db\":0.1|\"db\":1.",
        "\"db\":0.1|\"db\":.5",
        "\"db\":0.1|\"db\":1e",
        "\"db\":0.1|\"db\":1e-300", // beyond 10^±22: left to jackson
        "\"db\":0.1|\"db\":1e23",
        "\"db\":0.1|\"db\":1e00001", // five exponent digits
        "\"db\":0.1|\"db\":1000000000000000000", // 19 digits
        "\"db\":0.1|\"db\":0.1000000000000000000",
        "\"db\":0.1|\"db\":9007199254740993", // above 2^53: rounds
        "\"db\":0.1|\"db\":0.1000000000000000055511151231257827",
        "\"db\":0.1|\"db\":\"NaN\"",
        "\"db\":0.1|\"db\":-Infinity",
        "\"flag\":false|\"flag\":0",
        "\"flag\":false|\"flag\":FALSE",
        "\"flag\":false|\"fl\\u0061g\":false", // a name with an escape
        "\"flag\":false,\"by\":-128|\"by\":-128,\"flag\":false", // another order
        ",\"db\":0.1}|,\"db\":0.1,\"extra\":1}",
        ",\"db\":0.1}|}",
        "\"db\":0.1}|\"db\":0.1}x",
        "\"db\":0.1}|\"db\":0.1}{}",
        "\"db\":0.1}|\"db\":0.1",
        "{|\uFEFF{",
        ",\"by\"|\u0000,\"by\"", // 0x00 between tokens is not padding
        "{\"flag\"|{\"flag\":true,\"flag\"",
    })
    void anythingElseIsNotTakenAndReadsMemberByMember(String change) {
        String[] parts = change.split("\\|", -1);
        assertThat(BASE).contains(parts[0]);
        String text = BASE.replace(parts[0], parts[1]);
        assertThat(taken(text)).as(text).isFalse();
        assertReadAlike(text);
    }

    @Test
    void aRunWithAFloatOrANameWithAnEscapedCharacterIsNeverTaken() {
        FieldRun floats = new FieldRun(new FieldDescription[] {field("f")}, new DataType[] {DataType.FLOAT});
        assertThat(cursor("{\"f\":1.5}").nextMessageIs(field(""), floats)).isEqualTo(-1);
        FieldRun quoted = new FieldRun(new FieldDescription[] {field("a\"b")}, new DataType[] {DataType.INT});
        assertThat(cursor("{\"a\\\"b\":1}").nextMessageIs(field(""), quoted)).isEqualTo(-1);
        assertThat(cursor("{\"a\"b\":1}").nextMessageIs(field(""), quoted)).isEqualTo(-1);
    }

    @Test
    void aMessageInADirectBufferOrAfterOtherBytesIsTakenAtItsPosition() {
        byte[] text = BASE.getBytes(StandardCharsets.UTF_8);
        IoBuffer direct = IoBuffer.allocateDirect(text.length + 3);
        direct.position(3);
        direct.putBytes(text, 0, text.length);
        direct.position(3);
        Prims p = new IoClassSerialiser(direct).deserialise(Prims.class);
        assertThat(p.values()).containsExactly(read(BASE, Prims.class).values());
        assertThat(direct.position()).isEqualTo(text.length + 3);
        FieldCursor r = Protocol.JSON.newCursor(direct.position(3), ReadLimits.DEFAULT);
        assertThat(r.nextMessageIs(field(""), RUN)).isZero();
        assertThat(r.nextOffset()).isEqualTo(text.length + 3);
        assertThat(r.fieldStart()).as("the root's closing brace").isEqualTo(text.length + 2);
        assertThat(r.dataStart()).isEqualTo(text.length + 2);
        // the same cursor over a shorter message: the bytes of the last one after its limit are not read
        direct.limit(text.length + 3 - 2).position(3);
        assertThat(((JsonCursor) r).reset().nextMessageIs(field(""), RUN)).isEqualTo(-1);
    }

    @Test
    void onlyAMessageNotYetStartedIsTried() {
        FieldCursor r = cursor(BASE);
        r.readHeader();
        assertThat(r.nextMessageIs(field(""), RUN)).isEqualTo(-1);
        assertThat(r.nextField()).as("nothing moved").isEqualTo(DataType.START_MARKER);
        FieldCursor taken = cursor(BASE);
        assertThat(taken.nextMessageIs(field(""), RUN)).isZero();
        assertThat(taken.nextMessageIs(field(""), RUN)).as("read to its end").isEqualTo(-1);
    }

    /**
     * Every prefix of a message, alone in its array or followed by the rest of the message beyond the buffer's limit,
     * is not taken (nothing after the limit is read) and reads as member by member.
     */
    @Test
    void aMessageCutShortIsNotTakenWhateverFollowsItsLimit() {
        Prims p = new Prims();
        p.db = -1.5e-3;
        String[] texts = {BASE, write(p, false), "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":-4,\"db\":12e+2}",
            "{\"flag\":true,\"by\":1,\"sh\":2,\"in\":3,\"lo\":-4,\"db\":1.25E-2 }"};
        for (String text : texts) {
            byte[] whole = text.getBytes(StandardCharsets.UTF_8);
            int complete = text.lastIndexOf('}') + 1;
            assertThat(cursor(text).nextMessageIs(field(""), RUN)).as(text).isZero();
            for (int k = 0; k < complete; k++) {
                String cut = text.substring(0, k);
                assertThat(taken(cut)).as(cut).isFalse();
                FieldCursor continued = Protocol.JSON.newCursor(IoBuffer.wrap(whole, 0, k), ReadLimits.DEFAULT);
                assertThat(continued.nextMessageIs(field(""), RUN)).as("%s, the rest after the limit", cut)
                        .isEqualTo(-1);
                assertReadAlike(cut);
            }
        }
    }

    /** Names of one word and more (eight bytes with their quotes and either side), each byte of them compared. */
    @ParameterizedTest
    @ValueSource(strings = {"a", "abcde", "abcdef", "abcdefg", "abcdefghijklmn", "abcdefghijklmno", "a name ä €"})
    void everyByteOfAMemberNameCounts(String name) {
        FieldRun run = new FieldRun(new FieldDescription[] {field(name), field(name + "2")},
                new DataType[] {DataType.INT, DataType.BOOL});
        String text = "{\"" + name + "\":1,\"" + name + "2\":true}";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (int pad : new int[] {0, 16}) { // at the array's end, names are compared byte by byte; else by words
            byte[] padded = java.util.Arrays.copyOf(bytes, bytes.length + pad);
            java.util.Arrays.fill(padded, bytes.length, padded.length, (byte) ' ');
            FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(padded), ReadLimits.DEFAULT);
            assertThat(r.nextMessageIs(field(""), run)).as(text).isZero();
            assertThat(r.runValues().getInt(run.valueOffset(0))).isEqualTo(1);
            assertThat(r.runValues().getByte(run.valueOffset(1))).isEqualTo((byte) 1);
            for (int i = 0; i < bytes.length; i++) {
                if (bytes[i] == '"' || (i > 1 && bytes[i - 1] == ':') || bytes[i] == ':' || bytes[i] == ',') {
                    continue; // names only
                }
                byte[] changed = padded.clone();
                changed[i] ^= 0x01;
                FieldCursor c = Protocol.JSON.newCursor(IoBuffer.wrap(changed), ReadLimits.DEFAULT);
                assertThat(c.nextMessageIs(field(""), run)).as("byte %d of %s changed", i, text).isEqualTo(-1);
            }
        }
    }

    /** One serialiser (one cursor, its whole-message readers kept) reads messages of two classes in turn. */
    @Test
    void aReusedCursorReadsEachMessageItself() {
        IoBuffer buffer = IoBuffer.allocate(256);
        IoClassSerialiser s = new IoClassSerialiser(buffer).setProtocol(Protocol.JSON);
        for (int i = 0; i < 6; i++) {
            Prims p = new Prims();
            p.flag = i % 2 == 0;
            p.in = i;
            p.db = i / 4.0;
            buffer.clear();
            s.serialise(p);
            buffer.flip();
            assertThat(s.deserialise(Prims.class).values()).containsExactly(p.values());
            buffer.clear();
            s.serialise(new Pair(-i, i % 3 == 0));
            buffer.flip();
            assertThat(s.deserialise(Pair.class)).isEqualTo(new Pair(-i, i % 3 == 0));
        }
    }

    /** After a message not taken, a cursor leaves the next 63 of the run to the member-by-member path. */
    @Test
    void afterAMessageNotTakenTheNext63AreNotTried() {
        IoBuffer buffer = IoBuffer.allocate(256);
        JsonCursor r = (JsonCursor) Protocol.JSON.newCursor(buffer, ReadLimits.DEFAULT);
        String misfit = BASE.replace("0.1", "1e-300");
        assertThat(nextMessage(r, buffer, BASE)).isZero();
        assertThat(nextMessage(r, buffer, misfit)).isEqualTo(-1);
        for (int i = 0; i < 63; i++) {
            assertThat(nextMessage(r, buffer, BASE)).as("message %d after", i + 1).isEqualTo(-1);
        }
        assertThat(nextMessage(r, buffer, BASE)).isZero();
        assertThat(r.runValues().getDouble(RUN.valueOffset(5))).isEqualTo(0.1);
        assertThat(nextMessage(r, buffer, BASE)).isZero();
    }

    private static int nextMessage(JsonCursor r, IoBuffer buffer, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        buffer.clear().putBytes(bytes, 0, bytes.length).flip();
        return r.reset().nextMessageIs(field(""), RUN);
    }

    /** A record whose canonical constructor refuses a negative {@code a}. */
    public record Checked(int a, int b) {
        public Checked {
            if (a < 0) {
                throw new IllegalArgumentException("negative a");
            }
        }
    }

    /** A record's refusal of what was read is the same error at the same place whichever way the text was read. */
    @Test
    void aRecordThatRefusesItsValuesIsRefusedAtTheRootsEndBothWays() {
        String whole = "{\"a\":-1,\"b\":2}";
        String byMember = "{\"b\":2,\"a\":-1}"; // another order: member by member
        FieldRun run = new FieldRun(new FieldDescription[] {field("a"), field("b")},
                new DataType[] {DataType.INT, DataType.INT});
        assertThat(cursor(whole).nextMessageIs(field(""), run)).isZero();
        assertThat(cursor(byMember).nextMessageIs(field(""), run)).isEqualTo(-1);
        List<String> refusals = new ArrayList<>();
        for (String text : new String[] {whole, byMember}) {
            IoBuffer buffer = IoBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            try {
                new IoClassSerialiser(buffer).deserialise(Checked.class);
                refusals.add("read");
            } catch (YasFormatException e) {
                assertThat(e.offset()).as(text).isEqualTo(text.length() - 1); // the root's closing brace
                assertThat(buffer.position()).isZero();
                refusals.add(e.getMessage().replaceAll(" \\[hex @.*]$", "")); // the bytes around differ
            }
        }
        assertThat(refusals.get(0)).contains("canonical constructor").isEqualTo(refusals.get(1));
    }

    /** A record of two primitives: its whole message is read through its canonical constructor. */
    public record Pair(long a, boolean b) {
    }

    @Test
    void aMessageOfPaddingOnlyIsNotTaken() {
        assertThat(taken("")).isFalse();
        assertThat(taken(" \n\u0000")).isFalse();
        assertReadAlike(" \n\u0000");
    }

    // ------------------------------------------------------------------------------------------- property

    static java.util.stream.LongStream seeds() {
        return Seeds.of(200);
    }

    /**
     * Random values in random spellings (whitespace between any two tokens, integers as {@code -0}, doubles as
     * integers, with exponents, points moved and zeros added) read alike both ways; texts the whole-message read
     * should take (every double a decimal it takes) are taken.
     */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void randomSpellingsReadAlikeBothWays(long seed) {
        Gen g = new Gen(seed);
        for (int i = 0; i < 20; i++) {
            List<String> values = new ArrayList<>();
            values.add(g.bool() ? "true" : "false");
            values.add(integer(g, Byte.MIN_VALUE, Byte.MAX_VALUE));
            values.add(integer(g, Short.MIN_VALUE, Short.MAX_VALUE));
            values.add(integer(g, Integer.MIN_VALUE, Integer.MAX_VALUE));
            values.add(integer(g, -999_999_999_999_999_999L, 999_999_999_999_999_999L));
            boolean plain = g.chance(0.7);
            values.add(plain ? plainDecimal(g) : anyDouble(g));
            String text = object(g, values);
            if (plain) {
                assertThat(taken(text)).as(text).isTrue();
                assertThat(read(text, Prims.class).db).as(text).isEqualTo(Double.parseDouble(values.get(5)));
            }
            assertReadAlike(text);
        }
    }

    /** An integer of the range in a random spelling: {@code -0} now and then. */
    private static String integer(Gen g, long min, long max) {
        long v = g.oneIn(4) ? g.pick(min, max, 0L, -1L, 1L) : g.between(min, max);
        return v == 0 && g.oneIn(2) ? "-0" : Long.toString(v);
    }

    /**
     * A decimal the whole-message read takes: at most 2^53 in its digits (15 digits at most with added zeros), its
     * decimal exponent within ±22; as an integer, with an exponent, or with a point among its digits.
     */
    private static String plainDecimal(Gen g) {
        String sign = g.oneIn(3) ? "-" : "";
        String m = Long.toString(g.oneIn(3) ? g.between(0L, 1L << 53) : g.between(0L, 99_999L));
        switch (g.between(0, 2)) {
            case 0:
                return sign + m;
            case 1:
                int e = g.between(-22, 22);
                return sign + m + (g.bool() ? "e" : "E") + (e >= 0 && g.bool() ? "+" : "") + e;
            default:
                String digits = m + "0".repeat(g.between(0, Math.max(0, 15 - m.length())));
                int k = g.between(1, Math.min(digits.length(), 22)); // digits after the point
                String whole = digits.substring(0, digits.length() - k);
                return sign + (whole.isEmpty() ? "0" : whole) + "." + digits.substring(digits.length() - k);
        }
    }

    /** Any double, written as JSON writes it or respelled: not every one is taken. */
    private static String anyDouble(Gen g) {
        double d = g.float64();
        if (!Double.isFinite(d)) {
            return '"' + Double.toString(d) + '"';
        }
        return spell(g, new BigDecimal(Double.toString(d)));
    }

    /** {@code v} as a JSON number: plain or with an exponent, the point moved, trailing zeros added. */
    private static String spell(Gen g, BigDecimal v) {
        BigDecimal x = g.oneIn(3) ? v.setScale(v.scale() + g.between(0, 3)) : v;
        String text = switch (g.between(0, 2)) {
            case 0 -> x.toPlainString();
            case 1 -> x.unscaledValue() + (g.bool() ? "e" : "E") + (g.bool() && x.scale() <= 0 ? "+" : "")
                    + -x.scale();
            default -> x.toString();
        };
        return text.startsWith("-") || v.signum() >= 0 ? text : "-" + text;
    }

    /** The object of Prims' members with {@code values}, JSON whitespace between tokens now and then. */
    private static String object(Gen g, List<String> values) {
        String[] names = {"flag", "by", "sh", "in", "lo", "db"};
        StringBuilder s = new StringBuilder(space(g)).append('{');
        for (int i = 0; i < names.length; i++) {
            s.append(space(g)).append(i == 0 ? "" : "," + space(g)).append('"').append(names[i]).append('"')
                    .append(space(g)).append(':').append(space(g)).append(values.get(i));
        }
        return s.append(space(g)).append('}').append(space(g)).toString();
    }

    private static String space(Gen g) {
        return g.oneIn(3) ? g.pick(" ", "\n  ", "\t", "\r\n", "  ") : "";
    }

    // ---------------------------------------------------------------------------------------------- helpers

    private static FieldCursor cursor(String text) {
        return Protocol.JSON.newCursor(IoBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), ReadLimits.DEFAULT);
    }

    private static boolean taken(String text) {
        return cursor(text).nextMessageIs(field(""), RUN) >= 0;
    }

    private static String write(Prims p, boolean compact) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setProtocol(Protocol.JSON);
        s.serialise(p);
        String text = new String(s.buffer().flip().toByteArray(), StandardCharsets.UTF_8);
        return compact ? text.replaceAll("\\s", "") : text; // no strings to keep spaces in
    }

    private static <T> T read(String text, Class<T> type) {
        return new IoClassSerialiser(IoBuffer.wrap(text.getBytes(StandardCharsets.UTF_8))).deserialise(type);
    }

    /**
     * Reads {@code text} into {@link Prims} (the whole-message read where it takes the text) and into
     * {@link Reversed} (member by member), into new instances and in place: the same values, or the same refusal at
     * the same offset.
     */
    private static void assertReadAlike(String text) {
        assertThat(outcome(text, false, Prims.class)).as(text).isEqualTo(outcome(text, false, Reversed.class));
        assertThat(outcome(text, true, Prims.class)).as(text).isEqualTo(outcome(text, true, Reversed.class));
    }

    private static String outcome(String text, boolean inPlace, Class<?> type) {
        IoBuffer buffer = IoBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        IoClassSerialiser s = new IoClassSerialiser(buffer);
        try {
            Object o = inPlace ? s.deserialise(type == Prims.class ? new Prims() : new Reversed())
                    : s.deserialise(type);
            Object[] values = o instanceof Prims p ? p.values() : ((Reversed) o).values();
            return java.util.Arrays.toString(values) + " at " + buffer.position();
        } catch (YasFormatException e) {
            return "refused at " + e.offset() + ", position " + buffer.position() + ": " + Objects.toString(
                    e.getMessage()).replaceAll("Reversed|Prims", "T");
        }
    }
}
