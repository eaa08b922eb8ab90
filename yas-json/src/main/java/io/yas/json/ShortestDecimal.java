package io.yas.json;

import java.math.BigInteger;

/**
 * The text of a finite double or float as the shortest decimal that reads back to the same bits, in
 * {@code Double.toString}'s layout ({@code 0.001}, {@code 123.45}, {@code 1.0E7}, {@code 4.9E-324}, {@code -0.0}): the
 * characters jackson's fast writer and {@code Double.toString} (or {@code Float.toString}) of JDK 19 and later write
 * (all Raffaello Giulietti's Schubfach), without making a {@code String}. The tests check it against both for edge
 * values and random bits, and every float in {@code [1, 2)}; every finite float was checked against jackson once
 * (28 November 2026). {@link JsonWriter#realText} tries {@link ShortDecimals} first, which takes a short decimal
 * faster.
 *
 * <p>How (R. Giulietti, "The Schubfach way to render doubles", 2020): a double is {@code c·2^q}; every real in its
 * rounding interval, from halfway to the double below to halfway to the one above (the ends included when {@code c}
 * is even), reads back as it. For {@code k = ⌊log10(2^q)⌋} (for the lowest double of a binade, whose lower gap is
 * half the upper, {@code ⌊log10(¾·2^q)⌋}) the interval holds at most one multiple of {@code 10^(k+1)} and at least
 * one of {@code 10^k}: the shortest decimal is that multiple of {@code 10^(k+1)} if there is one, else the multiple of
 * {@code 10^k} nearest to the double (ties to even). The interval's ends and the double are scaled by {@code 10^-k}
 * with a 126-bit approximation {@code g} of {@code 10^-k} (times a power of two), rounded to odd, which keeps every
 * comparison exact; integers below {@code 2^53} are their own digits.
 *
 * <p>The table of {@code g} (617 pairs of longs) is worked out with {@code BigInteger} when the class is first used:
 * about 6 ms once per JVM on the benchmark machine. Stateless and thread-safe.
 */
final class ShortestDecimal {
    /** Room for the longest text: {@code -2.2250738585072014E-308}. */
    static final int MAX_LENGTH = 24;
    /** Bits of a double's significand, the hidden one included. */
    private static final int PRECISION = 53;
    /** The exponent {@code q} of a double's subnormals and least normal binade. */
    private static final int Q_MIN = -1074;
    /** A double's subnormal significands below this are scaled by 10 first: the interval then holds a multiple of 10^k. */
    private static final long C_TINY = 3;
    /** The same three for a float. */
    private static final int FLOAT_PRECISION = 24;
    private static final int FLOAT_Q_MIN = -149;
    private static final long FLOAT_C_TINY = 8;
    private static final int K_MIN = -324;
    private static final int K_MAX = 292;
    private static final long MASK_63 = Long.MAX_VALUE;
    /** Bits of the fixed-point reciprocals of 10^k the table is made from: at least bitLength(10^292) + 125. */
    private static final int RECIPROCAL_BITS = 1100;
    /** For each {@code k} from {@link #K_MIN}: the high and low 63 bits of {@code g}. */
    private static final long[] G = new long[2 * (K_MAX - K_MIN + 1)];
    private static final long[] POWERS = ShortDecimals.LONG_POWERS;
    /** "00" to "99". */
    private static final char[] PAIRS = new char[200];

    static {
        // 10^-k = β·2^r with 2^125 <= β < 2^126; g = ⌊β⌋ + 1
        BigInteger p = BigInteger.ONE; // 10^-k for k <= 0, from k = 0 down
        for (int k = 0; k >= K_MIN; k--, p = p.multiply(BigInteger.TEN)) {
            int r = p.bitLength() - 1 - 125;
            keep(k, (r >= 0 ? p.shiftRight(r) : p.shiftLeft(-r)).add(BigInteger.ONE));
        }
        // k > 0: 10^-k = 2^-r / 10^k with r = -bitLength(10^k) - 125, so ⌊β⌋ = ⌊2^(bitLength(10^k) + 125) / 10^k⌋,
        // taken from x = ⌊2^1100 / 10^k⌋ (one division by 10 a step; a floor of a floor is the floor) shifted right
        BigInteger x = BigInteger.ONE.shiftLeft(RECIPROCAL_BITS);
        p = BigInteger.ONE;
        for (int k = 1; k <= K_MAX; k++) {
            x = x.divide(BigInteger.TEN);
            p = p.multiply(BigInteger.TEN);
            keep(k, x.shiftRight(RECIPROCAL_BITS - p.bitLength() - 125).add(BigInteger.ONE));
        }
        for (int i = 0; i < 100; i++) {
            PAIRS[2 * i] = (char) ('0' + i / 10);
            PAIRS[2 * i + 1] = (char) ('0' + i % 10);
        }
    }

    private ShortestDecimal() {
    }

    private static void keep(int k, BigInteger g) {
        G[2 * (k - K_MIN)] = g.shiftRight(63).longValueExact();
        G[2 * (k - K_MIN) + 1] = g.longValue() & MASK_63;
    }

    /**
     * @param v   a finite double
     * @param out at least {@link #MAX_LENGTH} chars
     * @return the number of chars written to {@code out} from index 0
     */
    static int write(double v, char[] out) {
        long bits = Double.doubleToRawLongBits(v);
        long fraction = bits & (1L << (PRECISION - 1)) - 1;
        int biased = (int) (bits >>> (PRECISION - 1)) & 0x7FF;
        return write(bits < 0, fraction, biased, PRECISION, Q_MIN, C_TINY, out);
    }

    /**
     * As {@link #write(double, char[])} for a float: the shortest decimal that reads back as the same float, the
     * characters jackson's fast writer and {@code Float.toString} of JDK 19 and later write.
     *
     * @param v   a finite float
     * @param out at least {@link #MAX_LENGTH} chars
     * @return the number of chars written to {@code out} from index 0
     */
    static int write(float v, char[] out) {
        int bits = Float.floatToRawIntBits(v);
        int fraction = bits & (1 << (FLOAT_PRECISION - 1)) - 1;
        int biased = bits >>> (FLOAT_PRECISION - 1) & 0xFF;
        return write(bits < 0, fraction, biased, FLOAT_PRECISION, FLOAT_Q_MIN, FLOAT_C_TINY, out);
    }

    /**
     * Writes the value of sign {@code negative}, stored significand {@code fraction} and biased exponent
     * {@code biased} in the binary format of {@code precision} significand bits, {@code qMin} and {@code cTiny}.
     */
    private static int write(boolean negative, long fraction, int biased, int precision, int qMin, long cTiny,
            char[] out) {
        int at = 0;
        if (negative) {
            out[at++] = '-';
        }
        if (biased != 0) {
            long hidden = 1L << (precision - 1);
            int shift = -qMin + 1 - biased; // v = c·2^-shift
            long c = hidden | fraction;
            if (shift > 0 && shift < precision && (c >> shift) << shift == c) {
                return digits(c >> shift, 0, out, at); // an integer below 2^precision: its own digits
            }
            return decimal(-shift, c, 0, c != hidden || biased == 1, out, at);
        }
        if (fraction == 0) {
            out[at] = '0';
            out[at + 1] = '.';
            out[at + 2] = '0';
            return at + 3;
        }
        return fraction < cTiny ? decimal(qMin, 10 * fraction, -1, true, out, at)
                : decimal(qMin, fraction, 0, true, out, at);
    }

    /**
     * The shortest decimal of {@code c·2^q}, its exponent {@code dk} lower if {@code c} was scaled by 10; with
     * {@code evenGaps} {@code false} for the lowest value of a normal binade, whose gap below is half the gap above.
     */
    private static int decimal(int q, long c, int dk, boolean evenGaps, char[] out, int at) {
        int odd = (int) c & 1; // 1: the interval's ends are excluded
        long cb = c << 2;
        long cbr = cb + 2;
        long cbl;
        int k;
        if (evenGaps) {
            cbl = cb - 2;
            k = floorLog10Pow2(q);
        } else {
            cbl = cb - 1;
            k = floorLog10ThreeQuartersPow2(q);
        }
        int h = q + floorLog2Pow10(-k) + 2;
        long g1 = G[2 * (k - K_MIN)];
        long g0 = G[2 * (k - K_MIN) + 1];
        // the double and the interval's ends, times 4·10^-k, rounded to odd
        long vb = scaled(g1, g0, cb << h);
        long vbl = scaled(g1, g0, cbl << h);
        long vbr = scaled(g1, g0, cbr << h);
        long s = vb >> 2;
        if (s >= 100) { // one multiple of 10^(k+1) in the interval: that one, with one digit less
            long sp10 = 10 * Math.multiplyHigh(s, 0x1999_9999_9999_99A0L); // ⌊s/10⌋·10
            long tp10 = sp10 + 10;
            boolean lowIn = vbl + odd <= sp10 << 2;
            boolean highIn = (tp10 << 2) + odd <= vbr;
            if (lowIn != highIn) {
                return digits(lowIn ? sp10 : tp10, k, out, at);
            }
        }
        long t = s + 1;
        boolean lowIn = vbl + odd <= s << 2;
        boolean highIn = (t << 2) + odd <= vbr;
        if (lowIn != highIn) {
            return digits(lowIn ? s : t, k + dk, out, at);
        }
        long cmp = vb - (s + t << 1); // both in: the nearer, ties to even
        return digits(cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : t, k + dk, out, at);
    }

    /** {@code ⌊g·cp / 2^126⌋} with its lowest bit set if anything was cut off (round to odd). */
    private static long scaled(long g1, long g0, long cp) {
        long x1 = Math.multiplyHigh(g0, cp);
        long y0 = g1 * cp;
        long y1 = Math.multiplyHigh(g1, cp);
        long z = (y0 >>> 1) + x1;
        long high = y1 + (z >>> 63);
        return high | (z & MASK_63) + MASK_63 >>> 63;
    }

    /** {@return ⌊log10(2^q)⌋} for |q| up to about 5,000 */
    static int floorLog10Pow2(int q) {
        return (int) (q * 661_971_961_083L >> 41);
    }

    /** {@return ⌊log10(¾·2^q)⌋} for |q| up to about 5,000 */
    private static int floorLog10ThreeQuartersPow2(int q) {
        return (int) (q * 661_971_961_083L - 274_743_187_321L >> 41);
    }

    /** {@return ⌊log2(10^e)⌋} for |e| up to about 1,600 */
    private static int floorLog2Pow10(int e) {
        return (int) (e * 913_124_641_741L >> 38);
    }

    /**
     * Writes {@code f·10^e} ({@code 0 < f < 10^17}) in {@code Double.toString}'s layout: plain for values in
     * {@code [10^-3, 10^7)} ({@code 0.00123}, {@code 1234567.0}), else {@code d.ddddE±n}; at least one digit after
     * the point, no trailing zero after it otherwise.
     */
    private static int digits(long f, int e, char[] out, int at) {
        int point = e + digitCount(f); // the value is 0.f·10^point
        f = withoutTrailingZeros(f);
        int n = digitCount(f);
        if (point > 0 && point <= 7) { // plain, at least one digit before the point
            if (n <= point) {
                writeDigits(f, n, out, at + n);
                for (int i = at + n; i < at + point; i++) {
                    out[i] = '0';
                }
                out[at + point] = '.';
                out[at + point + 1] = '0';
                return at + point + 2;
            }
            writeDigits(f, n, out, at + n + 1);
            for (int i = at; i < at + point; i++) { // the integer part one place to the left
                out[i] = out[i + 1];
            }
            out[at + point] = '.';
            return at + n + 1;
        }
        if (point > -3 && point <= 0) { // 0.00ddd
            int zeros = -point;
            out[at] = '0';
            out[at + 1] = '.';
            for (int i = 0; i < zeros; i++) {
                out[at + 2 + i] = '0';
            }
            int end = at + 2 + zeros + n;
            writeDigits(f, n, out, end);
            return end;
        }
        // d.dddE±x: the leading digit, the point, the others or a 0
        int end = at + 1 + Math.max(n, 2);
        writeDigits(f, n, out, at + 1 + n);
        out[at] = out[at + 1];
        out[at + 1] = '.';
        if (n == 1) {
            out[at + 2] = '0';
        }
        out[end++] = 'E';
        int exponent = point - 1;
        if (exponent < 0) {
            out[end++] = '-';
            exponent = -exponent;
        }
        if (exponent >= 100) {
            out[end++] = (char) ('0' + exponent / 100);
            exponent %= 100;
            out[end++] = PAIRS[2 * exponent];
        } else if (exponent >= 10) {
            out[end++] = PAIRS[2 * exponent];
        }
        out[end++] = PAIRS[2 * exponent + 1];
        return end;
    }

    /** {@return {@code f} ({@code 0 < f < 10^17}) without its trailing decimal zeros}: in ints, one long division */
    private static long withoutTrailingZeros(long f) {
        long high = f / 100_000_000L;
        int low = (int) (f - high * 100_000_000L);
        if (low == 0) { // the zeros of the high part (0 < high < 10^9), up to 8
            return withoutTrailingZeros((int) high);
        }
        int digits = 8;
        if (low % 10_000 == 0) {
            low /= 10_000;
            digits -= 4;
        }
        if (low % 100 == 0) {
            low /= 100;
            digits -= 2;
        }
        if (low % 10 == 0) {
            low /= 10;
            digits--;
        }
        return high * POWERS[digits] + low;
    }

    /** {@return {@code v} ({@code 0 < v < 10^9}) without its trailing decimal zeros} */
    private static int withoutTrailingZeros(int v) {
        if (v % 100_000_000 == 0) {
            v /= 100_000_000;
        }
        if (v % 10_000 == 0) {
            v /= 10_000;
        }
        if (v % 100 == 0) {
            v /= 100;
        }
        if (v % 10 == 0) {
            v /= 10;
        }
        return v;
    }

    /** {@return the number of decimal digits of {@code f}}, {@code 0 < f < 10^17} */
    private static int digitCount(long f) {
        int length = floorLog10Pow2(Long.SIZE - Long.numberOfLeadingZeros(f));
        return f >= POWERS[length] ? length + 1 : length;
    }

    /** Writes the {@code count} decimal digits of {@code v} so that the last is just before {@code end}. */
    private static void writeDigits(long v, int count, char[] out, int end) {
        int i = end;
        if (count > 8) { // the low eight, then the rest as an int
            long high = v / 100_000_000L;
            pairs((int) (v - high * 100_000_000L), 4, out, i);
            i -= 8;
            count -= 8;
            v = high;
        }
        int w = (int) v;
        pairs(w, count / 2, out, i);
        if ((count & 1) != 0) {
            out[i - count] = (char) ('0' + w / (int) POWERS[count - 1]);
        }
    }

    /** Writes the last {@code 2·pairs} digits of {@code v} so that the last is just before {@code end}. */
    private static void pairs(int v, int pairs, char[] out, int end) {
        for (int p = 0; p < pairs; p++) {
            int q = v / 100;
            int r = v - q * 100;
            out[end - 2 * p - 1] = PAIRS[2 * r + 1];
            out[end - 2 * p - 2] = PAIRS[2 * r];
            v = q;
        }
    }
}
