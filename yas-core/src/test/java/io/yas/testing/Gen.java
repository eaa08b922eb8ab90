package io.yas.testing;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Random values for the property tests of one seed ({@link Seeds}): the same seed gives the same values.
 *
 * <p>Numbers come now and then from their type's edge values (0, &plusmn;1, MIN, MAX; for floating point NaN,
 * a NaN with another payload, &plusmn;0.0, the smallest subnormal, MIN_NORMAL, MAX, &plusmn;infinity), otherwise
 * from small values, all bit patterns or short decimals. Seeds 0 to 7, the first of every default list, draw edge
 * values one time in two. Container sizes from {@link #size} are 0 or their maximum more often than other lengths;
 * on seeds {@code 15 mod 16} they are now and then up to {@link #BIG} elements.
 */
public final class Gen {
    /** The largest container {@link #size} gives, on seeds {@code 15 mod 16}. */
    public static final int BIG = 3000;

    private static final int[] INT_EDGES = {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE};
    private static final long[] LONG_EDGES = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE,
        Integer.MAX_VALUE, 1L << 53, -(1L << 53) - 1};
    private static final int[] FLOAT_EDGES = {Float.floatToRawIntBits(Float.NaN), 0x7f800001, 0xffc00000,
        Float.floatToRawIntBits(-0.0f), 0, Float.floatToRawIntBits(Float.MIN_VALUE),
        Float.floatToRawIntBits(Float.MIN_NORMAL), Float.floatToRawIntBits(Float.MAX_VALUE),
        Float.floatToRawIntBits(-Float.MAX_VALUE), Float.floatToRawIntBits(Float.POSITIVE_INFINITY),
        Float.floatToRawIntBits(Float.NEGATIVE_INFINITY), Float.floatToRawIntBits(0.1f),
        Float.floatToRawIntBits(1.0E7f)};
    private static final long[] DOUBLE_EDGES = {Double.doubleToRawLongBits(Double.NaN), 0x7ff0000000000001L,
        0xfff8000000000000L, Double.doubleToRawLongBits(-0.0), 0, Double.doubleToRawLongBits(Double.MIN_VALUE),
        Double.doubleToRawLongBits(Double.MIN_NORMAL), Double.doubleToRawLongBits(Double.MAX_VALUE),
        Double.doubleToRawLongBits(-Double.MAX_VALUE), Double.doubleToRawLongBits(Double.POSITIVE_INFINITY),
        Double.doubleToRawLongBits(Double.NEGATIVE_INFINITY), Double.doubleToRawLongBits(0.1),
        Double.doubleToRawLongBits(1.0E22), Double.doubleToRawLongBits(1.0E23)};

    private final SplittableRandom random;
    private final int edgeOdds;
    private final boolean big;

    /** @param seed the case's seed */
    public Gen(long seed) {
        this.random = new SplittableRandom(seed);
        this.edgeOdds = seed >= 0 && seed < 8 ? 2 : 8;
        this.big = Math.floorMod(seed, 16) == 15;
    }

    // ------------------------------------------------------------------------------------------------ choices

    /** @return a number from {@code min} to {@code max}, both included */
    public int between(int min, int max) {
        return (int) between((long) min, max);
    }

    /** @return a number from {@code min} to {@code max} (below {@code Long.MAX_VALUE}), both included */
    public long between(long min, long max) {
        return random.nextLong(min, max + 1);
    }

    /** @return true one time in {@code n} */
    public boolean oneIn(int n) {
        return random.nextInt(n) == 0;
    }

    /** @return true with probability {@code p} */
    public boolean chance(double p) {
        return random.nextDouble() < p;
    }

    /** @return an index into {@code weights}, each drawn in proportion to its weight */
    public int weighted(int... weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        int x = random.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            x -= weights[i];
            if (x < 0) {
                return i;
            }
        }
        throw new AssertionError();
    }

    /** @return one of {@code options} */
    @SafeVarargs
    public final <T> T pick(T... options) {
        return options[random.nextInt(options.length)];
    }

    /** @return one of {@code options} */
    public <T> T pick(List<T> options) {
        return options.get(random.nextInt(options.size()));
    }

    /** @return {@code null} with probability {@code p}, else a value of {@code value} */
    public <T> T orNull(double p, Supplier<T> value) {
        return chance(p) ? null : value.get();
    }

    /** @return {@code n} values of {@code element} */
    public <T> List<T> list(int n, Supplier<T> element) {
        List<T> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(element.get());
        }
        return out;
    }

    /** @return the distinct values of {@code n} draws of {@code element}, in the order drawn */
    public <T> Set<T> set(int n, Supplier<T> element) {
        return new LinkedHashSet<>(list(n, element));
    }

    /** @return the entries of {@code n} draws of {@code key} and {@code value}, a later one replacing an equal key */
    public <K, V> Map<K, V> map(int n, Supplier<K> key, Supplier<V> value) {
        Map<K, V> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            out.put(key.get(), value.get());
        }
        return out;
    }

    /**
     * A container length: 0 or {@code max} more often than others; on seeds {@code 15 mod 16}, one time in four,
     * from {@code max} to {@link #BIG}.
     */
    public int size(int max) {
        if (big && oneIn(4)) {
            return between(max, BIG);
        }
        return switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> max;
            default -> between(0, max);
        };
    }

    private boolean edge() {
        return oneIn(edgeOdds);
    }

    // ------------------------------------------------------------------------------------------------ numbers

    /** @return any boolean */
    public boolean bool() {
        return random.nextBoolean();
    }

    /** @return any byte, its edges more often */
    public byte int8() {
        return (byte) (edge() ? pick((int) Byte.MIN_VALUE, (int) Byte.MAX_VALUE, 0, 1, -1) : random.nextInt());
    }

    /** @return any short, its edges more often */
    public short int16() {
        return (short) (edge() ? pick((int) Short.MIN_VALUE, (int) Short.MAX_VALUE, 0, 1, -1) : int32());
    }

    /** @return any int: edges, small values or any bits */
    public int int32() {
        if (edge()) {
            return INT_EDGES[random.nextInt(INT_EDGES.length)];
        }
        return oneIn(3) ? between(-100, 100) : random.nextInt();
    }

    /** @return any long: edges, small values or any bits */
    public long int64() {
        if (edge()) {
            return LONG_EDGES[random.nextInt(LONG_EDGES.length)];
        }
        return oneIn(3) ? between(-100, 100) : random.nextLong();
    }

    /** @return one of the edge floats (see the class comment) */
    public float float32Edge() {
        return Float.intBitsToFloat(FLOAT_EDGES[random.nextInt(FLOAT_EDGES.length)]);
    }

    /** @return one of the edge doubles (see the class comment) */
    public double float64Edge() {
        return Double.longBitsToDouble(DOUBLE_EDGES[random.nextInt(DOUBLE_EDGES.length)]);
    }

    /** @return any float: edges, any bit pattern (NaN payloads, subnormals) or a short decimal */
    public float float32() {
        if (edge()) {
            return float32Edge();
        }
        return oneIn(2) ? Float.intBitsToFloat(random.nextInt()) : (float) decimal();
    }

    /** @return any double: edges, any bit pattern (NaN payloads, subnormals) or a short decimal */
    public double float64() {
        if (edge()) {
            return float64Edge();
        }
        return oneIn(2) ? Double.longBitsToDouble(random.nextLong()) : decimal();
    }

    /**
     * @param kind 0 to 6: boolean, byte, short, int, long, float, double
     * @return a value of that primitive type, boxed
     */
    public Object primitive(int kind) {
        return switch (kind) {
            case 0 -> bool();
            case 1 -> int8();
            case 2 -> int16();
            case 3 -> int32();
            case 4 -> int64();
            case 5 -> float32();
            case 6 -> float64();
            default -> throw new IllegalArgumentException("no primitive kind " + kind);
        };
    }

    private double decimal() {
        return between(-1_000_000, 1_000_000) / Math.pow(10, between(0, 6));
    }

    // ------------------------------------------------------------------------------------------------ text

    /** @return a char of ISO-8859-1 (one byte on the binary wire formats) */
    public char latin1() {
        return (char) random.nextInt(0x100);
    }

    /** @return up to {@code maxLength} chars of ISO-8859-1, NUL and empty included */
    public String latin1Text(int maxLength) {
        return new String(array(char[].class, between(0, maxLength), this::latin1));
    }

    /**
     * @return up to {@code maxCodePoints} code points of valid Unicode (no unpaired surrogate): mostly ASCII, then
     *     controls, Latin-1, the rest of the BMP and code points beyond it (surrogate pairs, 4 bytes in UTF-8)
     */
    public String text(int maxCodePoints) {
        StringBuilder b = new StringBuilder();
        for (int i = between(0, maxCodePoints); i > 0; i--) {
            b.appendCodePoint(switch (weighted(5, 1, 2, 2, 1, 2)) {
                case 0 -> between(0x20, 0x7e);
                case 1 -> between(0, 0x1f);
                case 2 -> between(0x80, 0xff);
                case 3 -> between(0x100, 0xd7ff);
                case 4 -> between(0xe000, 0xffff);
                default -> between(0x10000, 0x10ffff);
            });
        }
        return b.toString();
    }

    /** @return any UTF-16 unit, a surrogate included */
    public char utf16Unit() {
        return (char) random.nextInt(0x10000);
    }

    /** @return up to {@code maxLength} of any UTF-16 units, unpaired surrogates included */
    public String utf16Units(int maxLength) {
        return new String(array(char[].class, between(0, maxLength), this::utf16Unit));
    }

    // ------------------------------------------------------------------------------------------------ arrays

    /**
     * @param type an array type, e.g. {@code double[].class} or {@code Integer[].class}
     * @return an array of {@code n} values of {@code element}
     */
    public <A> A array(Class<A> type, int n, Supplier<?> element) {
        Object a = Array.newInstance(type.getComponentType(), n);
        for (int i = 0; i < n; i++) {
            Array.set(a, i, element.get());
        }
        return type.cast(a);
    }
}
