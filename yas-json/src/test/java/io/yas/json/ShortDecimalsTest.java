package io.yas.json;

import com.fasterxml.jackson.core.io.NumberOutput;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ShortDecimals writes exactly what jackson's fast writer writes, for every value it takes; it takes the common ones.
 */
class ShortDecimalsTest {
    private final char[] out = new char[ShortDecimals.MAX_LENGTH];

    private void checkDouble(double v) {
        int n = ShortDecimals.write(v, out);
        if (n >= 0) {
            assertThat(new String(out, 0, n)).as("%s", v).isEqualTo(NumberOutput.toString(v, true));
        }
    }

    private void checkFloat(float v) {
        int n = ShortDecimals.write(v, out);
        if (n >= 0) {
            assertThat(new String(out, 0, n)).as("%sf", v).isEqualTo(NumberOutput.toString(v, true));
        }
    }

    @Test
    void shortDecimalsInPlainNotationAreTaken() {
        assertThat(text(0.7)).isEqualTo("0.7");
        assertThat(text(-600.6)).isEqualTo("-600.6");
        assertThat(text(100.0)).isEqualTo("100.0");
        assertThat(text(0.001)).isEqualTo("0.001");
        assertThat(text(9999999.0)).isEqualTo("9999999.0");
        assertThat(text(0.1 + 0.2)).isEqualTo("0.30000000000000004"); // 17 digits: jackson's
        assertThat(ShortDecimals.write(50.5f, out)).isPositive();
        assertThat(new String(out, 0, ShortDecimals.write(-500.5f, out))).isEqualTo("-500.5");
        assertThat(new String(out, 0, ShortDecimals.write(0.1f, out))).isEqualTo("0.1");
    }

    private String text(double v) {
        int n = ShortDecimals.write(v, out);
        return n < 0 ? NumberOutput.toString(v, true) : new String(out, 0, n);
    }

    @Test
    void valuesOutsideThePlainRangeAreLeftToJackson() {
        for (double v : new double[] {0.0, -0.0, 1e-4, 9.99e-4, 1e7, -1e7, 1e300, Double.MIN_VALUE, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThat(ShortDecimals.write(v, out)).as("%s", v).isEqualTo(-1);
            assertThat(ShortDecimals.write((float) v, out)).as("%sf", v).isEqualTo(-1);
        }
    }

    @Test
    void edgesOfThePlainRangeMatchJackson() {
        for (double v : new double[] {1e-3, Math.nextUp(1e-3), Math.nextDown(1e-3), Math.nextDown(1e7), 1.0, 0.5,
                Math.nextUp(1.0), Math.nextDown(1.0), 1024.0, Math.nextDown(1024.0), 0.125, 9999999.5, 123456.789}) {
            checkDouble(v);
            checkDouble(-v);
            checkFloat((float) v);
            checkFloat(Math.nextUp((float) v));
            checkFloat(Math.nextDown((float) v));
        }
    }

    @Test
    void shortDecimalsMatchJackson() {
        SplittableRandom random = new SplittableRandom(42);
        int taken = 0;
        for (int i = 0; i < 1_000_000; i++) {
            long m = random.nextLong(1, 2 + (1_000_000_000L >> random.nextInt(0, 30))); // up to 9 digits
            int k = random.nextInt(0, 10);
            double v = Double.parseDouble(m + "E-" + k) * (random.nextBoolean() ? 1 : -1);
            checkDouble(v);
            checkDouble(Math.nextUp(v));
            float f = Float.parseFloat(m + "E-" + k);
            checkFloat(f);
            checkFloat(Math.nextDown(f));
            taken += ShortDecimals.write(v, out) >= 0 ? 1 : 0;
        }
        assertThat(taken).as("taken").isGreaterThan(500_000);
    }

    @Test
    void arbitraryBitsMatchJackson() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 1_000_000; i++) {
            checkDouble(random.nextDouble(-1e7, 1e7) / (1 << random.nextInt(0, 24)));
            checkFloat(Float.intBitsToFloat(random.nextInt()));
            checkFloat((float) random.nextDouble(-1e7, 1e7));
            checkDouble(Double.longBitsToDouble(random.nextLong()));
        }
    }

    /**
     * A double in the plain range is taken exactly when its shortest decimal (jackson's text) has at most nine
     * significant digits: the one candidate tried stands for every shorter one.
     */
    @Test
    void doublesOfAtMostNineSignificantDigitsAreTakenAndNoOthers() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 300_000; i++) {
            long m = random.nextLong(1, 2 + (10_000_000_000L >> random.nextInt(0, 34))); // up to 10 digits
            double shortOne = Double.parseDouble(m + "E-" + random.nextInt(0, 12));
            double anyBits = random.nextDouble(1e-3, 1e7) / (1 << random.nextInt(0, 13));
            for (double v : new double[] {shortOne, Math.nextUp(shortOne), anyBits}) {
                if (v >= 1e-3 && v < 1e7) {
                    String text = NumberOutput.toString(v, true);
                    assertThat(ShortDecimals.write(v, out) >= 0).as("%s taken", text)
                            .isEqualTo(significantDigits(text) <= 9);
                }
            }
        }
    }

    /** {@return the digits of a plain decimal's text, leading and trailing zeros not counted} */
    private static int significantDigits(String plain) {
        String digits = plain.replace(".", "").replaceAll("^0+", "").replaceAll("0+$", "");
        return digits.length();
    }

    @Test
    void everyFloatFromOneToTwoMatchesJackson() {
        for (float f = 1f; f < 2f; f = Math.nextUp(f)) {
            checkFloat(f);
        }
    }
}
