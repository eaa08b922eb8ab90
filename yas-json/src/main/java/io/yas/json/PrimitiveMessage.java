package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldRun;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * JSON's whole-message read ({@link io.yas.wire.FieldCursor#nextMessageIs}, docs/spec-json.md §5.6): a root object
 * whose members are exactly the fields of a {@link FieldRun}, in order, each value a plain JSON integer, decimal or
 * boolean that converts to its field's type exactly, read in one pass over the bytes and without jackson. The values
 * go into a buffer in YaS's layout, each at its {@link FieldRun#valueOffset}. Anything else is not taken and is read
 * token by token as before, which says what it holds or why it is refused: members in another order, added or
 * missing, a name written with an escape, {@code null}, a string, a number in a form a field's type would have to
 * round or check (an integer with a fraction or exponent, one beyond the type's range, more than 18 significant
 * digits, a decimal that one IEEE multiplication or division by a power of ten does not give exactly), a
 * {@code float} field (read through jackson's own conversion).
 *
 * <p>What is taken reads as on the token-by-token path: JSON's number grammar (RFC 8259 §6, no leading zeros, a
 * digit after the point and the exponent), an integer into an integral field of its range, and into a {@code double}
 * the nearest double: an integer up to 2^53 converted exactly ({@code -0} is the integer 0), any other decimal
 * {@code m·10^e} with {@code m ≤ 2^53} (trailing zeros of its digits taken into {@code e}) and {@code |e| ≤ 22} as
 * {@code m × 10^e} or {@code m ÷ 10^-e}, one correctly rounded operation on two exact doubles (Clinger's fast
 * path), so the nearest double to the decimal.
 *
 * <p>After a message it does not take, the next 63 of the run are read token by token without trying (a stream of
 * messages that never fit pays the attempt once in 64). Not thread-safe: one per cursor and run.
 */
final class PrimitiveMessage {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long DOUBLE_EXACT = 1L << 53;
    /** Significant digits a {@code long} holds whatever they are. */
    private static final int MAX_DIGITS = 18;
    /** Exponent digits read; more are not taken (such an exponent is beyond ±22 anyway). */
    private static final int MAX_EXPONENT_DIGITS = 4;
    /** Messages left to the token-by-token path after one that was not taken ({@link #pause}). */
    private static final int PAUSE = 63;
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    /** Bit {@code c} set for each JSON whitespace character {@code c} (RFC 8259 §2): tab, line feed, return, space. */
    private static final long WHITESPACE = 1L << '\t' | 1L << '\n' | 1L << '\r' | 1L << ' ';
    /** The powers of ten a double holds exactly: 10^0 to 10^22. */
    private static final double[] POWERS = new double[23];

    static {
        double p = 1;
        for (int k = 0; k < POWERS.length; k++) {
            POWERS[k] = p;
            p *= 10;
        }
    }

    private final FieldRun run;
    /** Each member's name in quotes as UTF-8 ({@code "name"}); {@code null} if the run is never taken. */
    private final byte[][] names;
    /** {@link #names} as little-endian words, the bytes after a name's end zero in its last word. */
    private final long[][] nameWords;
    private final IoBuffer values;

    /**
     * After a message that was not taken, how many messages of this run are left to the token-by-token path before
     * the next attempt: a stream of messages that never fit (a value this class does not take) pays the attempt
     * once in {@link #PAUSE} + 1 messages, not every time.
     */
    private int pause;

    /** The number {@link #number} read: sign, significant digits and decimal exponent, and its form. */
    private boolean negative;
    private long significand;
    private int exponent;
    private boolean integral;

    PrimitiveMessage(FieldRun run) {
        this.run = run;
        int n = run.length();
        byte[][] quoted = new byte[n][];
        for (int i = 0; i < n; i++) {
            DataType t = run.type(i);
            String name = run.field(i).name();
            if (t == DataType.FLOAT || !JsonWriter.isPlain(name)) { // a name with escapes: never as its bytes
                quoted = null;
                break;
            }
            quoted[i] = ('"' + name + '"').getBytes(StandardCharsets.UTF_8);
        }
        names = quoted;
        nameWords = quoted == null ? null : new long[n][];
        for (int i = 0; quoted != null && i < n; i++) {
            nameWords[i] = PrimitiveText.words(quoted[i]);
        }
        values = quoted == null ? null : PrimitiveText.valuesOf(run);
    }

    /** {@return whether the next message is to be tried; {@code false} during the pause after one not taken} */
    boolean due() {
        if (pause == 0) {
            return names != null;
        }
        pause--;
        return false;
    }

    /** The message tried was not taken: the next {@link #PAUSE} are left to the token-by-token path. */
    void missed() {
        pause = PAUSE;
    }

    /** {@return the values of the last message taken, at the run's value offsets} */
    IoBuffer values() {
        return values;
    }

    /**
     * Reads the root object starting at {@code b[from]} (after any padding before it); only when {@link #due()}.
     *
     * @param b     the bytes
     * @param from  the index of the root's first byte
     * @param limit the index after the message's last byte
     * @return the index after the root's closing brace, or -1 if the object is not taken (then {@link #values()}
     *         holds nothing of meaning)
     */
    int read(byte[] b, int from, int limit) {
        if (from >= limit || b[from] != '{') {
            return -1;
        }
        int p = from + 1;
        for (int i = 0; i < names.length; i++) {
            p = whitespace(b, p, limit);
            if (i > 0) {
                if (p >= limit || b[p] != ',') {
                    return -1;
                }
                p = whitespace(b, p + 1, limit);
            }
            p = name(b, p, limit, i);
            if (p < 0) {
                return -1;
            }
            p = whitespace(b, p, limit);
            if (p >= limit || b[p] != ':') {
                return -1;
            }
            p = value(b, whitespace(b, p + 1, limit), limit, i);
            if (p < 0) {
                return -1;
            }
        }
        p = whitespace(b, p, limit);
        return p < limit && b[p] == '}' ? p + 1 : -1;
    }

    /** Reads field {@code i}'s value at {@code b[p]} into {@link #values}: the index after it, or -1. */
    private int value(byte[] b, int p, int limit, int i) {
        int at = run.valueOffset(i);
        DataType t = run.type(i);
        if (t == DataType.BOOL) {
            int end = literal(b, p, limit, TRUE);
            if (end >= 0) {
                values.putByte(at, (byte) 1);
                return end;
            }
            end = literal(b, p, limit, FALSE);
            if (end >= 0) {
                values.putByte(at, (byte) 0);
            }
            return end;
        }
        if (t == DataType.DOUBLE) {
            int end = number(b, p, limit);
            return end >= 0 && putDouble(at) ? end : -1;
        }
        int end = integer(b, p, limit);
        if (end < 0) {
            return -1;
        }
        long v = significand;
        switch (t) {
            case BYTE -> {
                if (v != (byte) v) {
                    return -1;
                }
                values.putByte(at, (byte) v);
            }
            case SHORT -> {
                if (v != (short) v) {
                    return -1;
                }
                values.putShort(at, (short) v);
            }
            case INT -> {
                if (v != (int) v) {
                    return -1;
                }
                values.putInt(at, (int) v);
            }
            default -> values.putLong(at, v); // LONG: 18 digits always fit
        }
        return end;
    }

    /** Puts the number read as the nearest double, if it is one of the forms taken (class comment). */
    private boolean putDouble(int at) {
        long m = significand;
        double v;
        if (integral && m <= DOUBLE_EXACT) {
            v = negative ? -m : m; // the integer -0 is 0, as jackson types it
        } else {
            int e = exponent;
            while (m > DOUBLE_EXACT && m % 10 == 0) { // trailing zeros: the same decimal
                m /= 10;
                e++;
            }
            if (m > DOUBLE_EXACT || e < -22 || e > 22) {
                return false;
            }
            v = e < 0 ? m / POWERS[-e] : m * POWERS[e];
            v = negative ? -v : v;
        }
        values.putDouble(at, v);
        return true;
    }

    /**
     * Reads a JSON number that is an integer of at most {@link #MAX_DIGITS} digits ({@code -? (0 | [1-9][0-9]*)},
     * then neither a point nor an exponent) at {@code b[p]} into {@link #significand}, with its sign.
     *
     * @return the index after it, or -1 if there is none, it has a fraction or exponent, or more digits
     */
    private int integer(byte[] b, int p, int limit) {
        boolean minus = p < limit && b[p] == '-';
        if (minus) {
            p++;
        }
        int first = p;
        long m = 0;
        for (; p < limit; p++) {
            int d = b[p] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            m = 10 * m + d;
        }
        int digits = p - first;
        if (digits == 0 || digits > MAX_DIGITS || (digits > 1 && b[first] == '0')
                || (p < limit && (b[p] == '.' || b[p] == 'e' || b[p] == 'E'))) {
            return -1;
        }
        significand = minus ? -m : m;
        return p;
    }

    /**
     * Reads a JSON number ({@code -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?}) at {@code b[p]} into
     * {@link #negative}, {@link #significand}, {@link #exponent} and {@link #integral}.
     *
     * @return the index after it, or -1 if there is none or it has more digits than are taken
     */
    private int number(byte[] b, int p, int limit) {
        negative = p < limit && b[p] == '-';
        if (negative) {
            p++;
        }
        if (p >= limit || !digit(b[p])) {
            return -1;
        }
        long m = 0;
        int digits = 0;
        if (b[p] == '0') {
            p++;
        } else {
            for (; p < limit && digit(b[p]); p++) {
                if (++digits > MAX_DIGITS) {
                    return -1;
                }
                m = 10 * m + (b[p] - '0');
            }
        }
        integral = true;
        int scale = 0;
        if (p < limit && b[p] == '.') {
            integral = false;
            int first = ++p;
            for (; p < limit && digit(b[p]); p++) {
                if ((m != 0 || b[p] != '0') && ++digits > MAX_DIGITS) { // leading zeros are not significant
                    return -1;
                }
                m = 10 * m + (b[p] - '0');
                scale++;
            }
            if (p == first) {
                return -1;
            }
        }
        int e = 0;
        if (p < limit && (b[p] == 'e' || b[p] == 'E')) {
            integral = false;
            p++;
            boolean minus = p < limit && b[p] == '-';
            if (p < limit && (minus || b[p] == '+')) {
                p++;
            }
            int first = p;
            for (; p < limit && digit(b[p]); p++) {
                if (p - first == MAX_EXPONENT_DIGITS) {
                    return -1;
                }
                e = 10 * e + (b[p] - '0');
            }
            if (p == first) {
                return -1;
            }
            e = minus ? -e : e;
        }
        significand = m;
        exponent = e - scale;
        return p;
    }

    /**
     * {@return the index after member {@code i}'s quoted name if {@code b} holds it at {@code p}; else -1}: compared
     * eight bytes at a time, the bytes after the name masked (they may lie after the message, never after the array)
     */
    private int name(byte[] b, int p, int limit, int i) {
        int n = names[i].length;
        long[] words = nameWords[i];
        int last = words.length - 1;
        if (limit - p < n) {
            return -1;
        } else if (b.length - p < 8 * words.length) {
            return literal(b, p, limit, names[i]);
        }
        for (int k = 0; k < last; k++) {
            if ((long) LONGS.get(b, p + 8 * k) != words[k]) {
                return -1;
            }
        }
        long mask = -1L >>> (8 * (8 * words.length - n)); // the name's bytes of the last word
        return ((long) LONGS.get(b, p + 8 * last) & mask) == words[last] ? p + n : -1;
    }

    /** {@return the index after {@code expected} if {@code b} holds it at {@code p}; else -1} */
    private static int literal(byte[] b, int p, int limit, byte[] expected) {
        if (limit - p < expected.length) {
            return -1;
        }
        for (int i = 0; i < expected.length; i++) {
            if (b[p + i] != expected[i]) {
                return -1;
            }
        }
        return p + expected.length;
    }

    /** {@return the index of the first byte from {@code p} that is not JSON whitespace (RFC 8259 §2)} */
    private static int whitespace(byte[] b, int p, int limit) {
        for (; p < limit; p++) {
            int c = b[p];
            if (c > ' ' || c < 0 || (WHITESPACE >>> c & 1) == 0) { // one comparison for what is not whitespace
                break;
            }
        }
        return p;
    }

    private static boolean digit(byte c) {
        return c >= '0' && c <= '9';
    }
}
