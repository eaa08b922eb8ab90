package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.io.NumberOutput;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;

import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link ShortestDecimal} writes, for every finite double and float, what jackson's fast writer writes (and, on JDK 19
 * and later, {@code Double.toString} and {@code Float.toString}): edge values, every binade's ends, the smallest
 * subnormals, short decimals, random bits, every float in {@code [1, 2)}.
 */
class ShortestDecimalTest {
    /** Puts a failing case's seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    private static final boolean JDK_SCHUBFACH = Runtime.version().feature() >= 19;
    private final char[] out = new char[ShortestDecimal.MAX_LENGTH];

    private void check(double v) {
        String text = new String(out, 0, ShortestDecimal.write(v, out));
        assertThat(text).as("%s (bits %x)", v, Double.doubleToRawLongBits(v)).isEqualTo(NumberOutput.toString(v, true));
        if (JDK_SCHUBFACH) {
            assertThat(text).as("%s", v).isEqualTo(Double.toString(v));
        }
    }

    private void check(float v) {
        String text = new String(out, 0, ShortestDecimal.write(v, out));
        assertThat(text).as("%sf (bits %x)", v, Float.floatToRawIntBits(v)).isEqualTo(NumberOutput.toString(v, true));
        if (JDK_SCHUBFACH) {
            assertThat(text).as("%sf", v).isEqualTo(Float.toString(v));
        }
    }

    @Test
    void layouts() {
        assertThat(text(0.0)).isEqualTo("0.0");
        assertThat(text(-0.0)).isEqualTo("-0.0");
        assertThat(text(1.0)).isEqualTo("1.0");
        assertThat(text(-1.5)).isEqualTo("-1.5");
        assertThat(text(0.001)).isEqualTo("0.001");
        assertThat(text(9.99e-4)).isEqualTo("9.99E-4");
        assertThat(text(1234567.0)).isEqualTo("1234567.0");
        assertThat(text(1e7)).isEqualTo("1.0E7");
        assertThat(text(Math.PI)).isEqualTo("3.141592653589793");
        assertThat(text(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(text(Double.MIN_VALUE)).isEqualTo("4.9E-324");
        assertThat(text(Double.MAX_VALUE)).isEqualTo("1.7976931348623157E308");
        assertThat(text(-Double.MIN_NORMAL)).isEqualTo("-2.2250738585072014E-308");
        assertThat(text(1e23)).isEqualTo("1.0E23");
        assertThat(text(2e-3)).isEqualTo("0.002");
        assertThat(text(123456789012345680.0)).isEqualTo("1.2345678901234568E17");
    }

    private String text(double v) {
        check(v);
        return new String(out, 0, ShortestDecimal.write(v, out));
    }

    @Test
    void edges() {
        for (double v : new double[] {Double.MIN_VALUE, 2 * Double.MIN_VALUE, 3 * Double.MIN_VALUE,
            Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL), Double.MAX_VALUE, 1e-3, Math.nextDown(1e-3), 1e7,
            Math.nextDown(1e7), 9007199254740992.0, 9007199254740993.0, 4503599627370496.0, 4503599627370495.5,
            1e15, 1e16, 1e17, 1e22, 1e-300, 6.02214076e23, 5e-324, 1.0E-5, 100.0, 0.5, 2.0 / 3}) {
            check(v);
            check(-v);
        }
    }

    /** Every power of two (the lowest double of its binade, whose gap below is half the gap above) and its neighbours. */
    @Test
    void everyBinadesEnds() {
        for (int e = -1074; e <= 1023; e++) {
            double p = Math.scalb(1.0, e);
            check(p);
            check(Math.nextUp(p));
            check(Math.nextDown(p));
        }
    }

    /**
     * Doubles {@code c·2^q} one of whose rounding interval's ends, {@code (2c ± 1)·2^(q-1)}, is a multiple of
     * {@code 10^k} ({@code k = ⌊log10(2^q)⌋}): there it matters whether the end belongs to the interval (it does for an
     * even {@code c}). {@code 2c ± 1} is then a multiple of {@code 5^k}, which a significand of 53 bits can be up to
     * {@code q} about 76.
     */
    @Test
    void intervalEndsOnADecimal() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        for (int q = 1; q <= 76; q++) {
            long five = 1;
            for (int k = (int) Math.floor(q * Math.log10(2)); k > 0; k--) {
                five *= 5;
            }
            for (int i = 0; i < 200; i++) {
                long m = random.nextLong((1L << 52) / five, (1L << 53) / five) | 1; // odd: 2c ± 1 = five·m
                for (long c : new long[] {(five * m - 1) / 2, (five * m + 1) / 2}) {
                    if (c >= 1L << 52 && c < 1L << 53) {
                        double v = Math.scalb((double) c, q);
                        check(v);
                        check(Math.nextUp(v));
                        check(Math.nextDown(v));
                    }
                }
            }
        }
    }

    @Test
    void theSmallestSubnormals() {
        for (long bits = 1; bits < 2_000; bits++) {
            check(Double.longBitsToDouble(bits));
        }
    }

    static LongStream seeds() {
        return Seeds.of(100);
    }

    /** Random bits, random short decimals and integers: 3,000 values a seed. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void randomDoubles(long seed) {
        Gen g = new Gen(seed);
        for (int i = 0; i < 1_000; i++) {
            double bits = Double.longBitsToDouble(g.between(0L, 0x7FEF_FFFF_FFFF_FFFFL));
            check(g.bool() ? bits : -bits);
            double decimal = Double.parseDouble(g.between(0L, 999_999_999_999_999L) + "E" + g.between(-330, 300));
            check(Double.isFinite(decimal) ? decimal : 0.0);
            check(g.between(-(1L << 53), 1L << 53) * Math.scalb(1.0, g.between(-60, 60)));
        }
    }

    @Test
    void floatLayouts() {
        assertThat(text(0.0f)).isEqualTo("0.0");
        assertThat(text(-0.0f)).isEqualTo("-0.0");
        assertThat(text(1.0f)).isEqualTo("1.0");
        assertThat(text(0.1f)).isEqualTo("0.1");
        assertThat(text(0.1f + 0.2f)).isEqualTo("0.3");
        assertThat(text((float) Math.PI)).isEqualTo("3.1415927");
        assertThat(text(1e7f)).isEqualTo("1.0E7");
        assertThat(text(16777216f)).isEqualTo("1.6777216E7");
        assertThat(text(9.99e-4f)).isEqualTo("9.99E-4");
        assertThat(text(Float.MIN_VALUE)).isEqualTo("1.4E-45");
        assertThat(text(Float.MAX_VALUE)).isEqualTo("3.4028235E38");
        assertThat(text(-Float.MIN_NORMAL)).isEqualTo("-1.1754944E-38"); // Float.toString of JDK 17: -1.17549435E-38
    }

    private String text(float v) {
        check(v);
        return new String(out, 0, ShortestDecimal.write(v, out));
    }

    /** Every power of two of a float, its neighbours, and the smallest subnormals (scaled by 10 below 8). */
    @Test
    void floatBinadesEndsAndSubnormals() {
        for (int e = -149; e <= 127; e++) {
            float p = Math.scalb(1.0f, e);
            check(p);
            check(Math.nextUp(p));
            check(Math.nextDown(p));
        }
        for (int bits = 1; bits < 2_000; bits++) {
            check(Float.intBitsToFloat(bits));
        }
    }

    /** The whole binade [1, 2): 2^23 floats. */
    @Test
    void everyFloatFromOneToTwo() {
        for (float f = 1f; f < 2f; f = Math.nextUp(f)) {
            check(f);
        }
    }

    /** Random bits and random short decimals: 2,000 floats a seed. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void randomFloats(long seed) {
        Gen g = new Gen(seed);
        for (int i = 0; i < 1_000; i++) {
            float bits = Float.intBitsToFloat((int) g.between(0L, 0x7F7F_FFFFL));
            check(g.bool() ? bits : -bits);
            float decimal = Float.parseFloat(g.between(0L, 99_999_999L) + "E" + g.between(-46, 38));
            check(Float.isFinite(decimal) ? decimal : 0f);
        }
    }
}
