package io.yas.json;

/**
 * The text of a double or float whose shortest round-trip decimal is short and in plain notation, without the
 * general algorithm: the same characters as jackson's fast writer (Schubfach, the shortest decimal that reads back to
 * the same bits, {@code Double.toString}'s layout) for every value it takes, which the tests check against jackson.
 * It is tried first because it takes such a value in a few nanoseconds; anything else is left to the general
 * algorithm ({@link ShortestDecimal}).
 *
 * <p>How: for {@code k = 0, 1, …} the integer {@code m} nearest to {@code |v|·10^k} is the only candidate with
 * {@code k} fraction digits; the first {@code m} whose decimal {@code m·10^-k} rounds to {@code v} is the shortest
 * decimal. It is the only one of its length, as long as {@code m < 10^15} for a double ({@code < 10^6} for a float):
 * the values that round to {@code v} then span less than 0.23 units of {@code 10^-k}, so no two integers fit, and the
 * rounding of {@code |v|·10^k} cannot miss the one that does. A double is taken only with {@code m < 10^9}, nine
 * significant digits (a value with more, a computed one such as π, goes to the general algorithm). After its
 * candidates of 0 and 1 fraction digits (the common short decimals, cheapest tried in turn) one candidate decides
 * whether to go on: a decimal of {@code k} fraction digits that rounds to {@code v} is, with zeros appended, the
 * candidate of every longer {@code K} (for the same reason), so if the candidate of the longest {@code K} below
 * {@code 10^9} does not round to {@code v}, no shorter one does either (one division, where trying each {@code k}
 * cost up to nine before π went to the general algorithm). A float's candidates are tried one after the other, its
 * double arithmetic checked for a rounding boundary at each. Larger {@code m}, magnitudes outside
 * {@code [10^-3, 10^7)} (where the layout is {@code 1.0E-5}), zero, and the rare float decimal that lies exactly on a
 * rounding boundary of the double arithmetic are not taken ({@code -1}).
 */
final class ShortDecimals {
    /** Room for the longest text written: a sign, 9 digits, a point and zeros ({@code -0.00123456789}). */
    static final int MAX_LENGTH = 24;
    private static final double[] POWERS = new double[19];
    /** 10^0 to 10^18; {@link ShortestDecimal} counts and writes its digits with them too. */
    static final long[] LONG_POWERS = new long[19];

    static {
        long p = 1;
        for (int k = 0; k < POWERS.length; k++) {
            LONG_POWERS[k] = p;
            POWERS[k] = p; // exact: 10^k < 2^63 and 5^k < 2^53 for k <= 18
            p *= 10;
        }
    }

    private ShortDecimals() {
    }

    /**
     * @param v   the value
     * @param out at least {@link #MAX_LENGTH} chars
     * @return the number of chars written to {@code out} from index 0, or -1 if this class does not take {@code v}
     */
    static int write(double v, char[] out) {
        double a = Math.abs(v);
        if (!(a >= 1e-3 && a < 1e7)) { // NaN too
            return -1;
        }
        for (int k = 0; k < POWERS.length; k++) {
            if (k == 2 && !hasShortDecimal(a)) { // not 0 or 1 fraction digits: the others decided at once
                return -1;
            }
            long m = (long) Math.rint(a * POWERS[k]);
            if (m / POWERS[k] == a) { // m and 10^k exact, the quotient correctly rounded: m·10^-k rounds to a
                return format(v < 0, m, k, out);
            }
        }
        return -1; // not reached: a decimal that hasShortDecimal finds has at most 12 fraction digits
    }

    /**
     * {@return whether a decimal of at most nine significant digits rounds to {@code a}}: the candidate with the most
     * fraction digits below {@code 10^9} decides (class comment). With {@code 10^d <= 2^exponent <= a},
     * {@code a·10^(9-d)} is at least {@code 10^9}, and {@code a·10^(7-d)} below it ({@code a < 2^(exponent+1) <
     * 10^(d+2)}) unless rounded up to it.
     */
    private static boolean hasShortDecimal(double a) {
        int k = 8 - ShortestDecimal.floorLog10Pow2(Math.getExponent(a)); // at most 12
        while (a * POWERS[k] >= 1e9) {
            k--;
        }
        return Math.rint(a * POWERS[k]) / POWERS[k] == a;
    }

    /** As {@link #write(double, char[])} for a float: the shortest decimal that reads back as the same float. */
    static int write(float v, char[] out) {
        float f = Math.abs(v);
        double a = f;
        if (!(a >= 1e-3 && a < 1e7)) {
            return -1;
        }
        // the float's rounding interval, exact in double (25 significant bits at most)
        double low = (a + Math.nextDown(f)) / 2;
        double high = (a + Math.nextUp(f)) / 2;
        for (int k = 0; k < POWERS.length; k++) {
            double scaled = a * POWERS[k];
            if (scaled >= 1e6) {
                return -1;
            }
            long m = (long) Math.rint(scaled);
            double q = m / POWERS[k]; // m·10^-k correctly rounded: strictly inside the interval iff q is
            if (q > low && q < high) {
                return format(v < 0, m, k, out);
            } else if (q == low || q == high) {
                return -1; // on a boundary in double: whether the decimal is, only the exact arithmetic knows
            }
        }
        return -1;
    }

    /** Writes {@code -}? integer part, point, fraction ({@code k} digits, or {@code 0} when k is 0). */
    private static int format(boolean negative, long m, int k, char[] out) {
        int pos = 0;
        if (negative) {
            out[pos++] = '-';
        }
        long whole = m / LONG_POWERS[k];
        long fraction = m - whole * LONG_POWERS[k];
        int digits = 1;
        while (digits < 19 && whole >= LONG_POWERS[digits]) {
            digits++;
        }
        for (int i = pos + digits - 1; i >= pos; i--) {
            out[i] = (char) ('0' + whole % 10);
            whole /= 10;
        }
        pos += digits;
        out[pos++] = '.';
        if (k == 0) {
            out[pos++] = '0';
            return pos;
        }
        for (int i = pos + k - 1; i >= pos; i--) {
            out[i] = (char) ('0' + fraction % 10);
            fraction /= 10;
        }
        return pos + k;
    }
}
