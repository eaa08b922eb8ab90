package io.yas.bench;

import com.dslplatform.json.CompiledJson;

import java.io.Serializable;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The payloads of the "is protobuf 5× faster than JSON" study: an object with one int ("int1"), ten ints
 * ("int10"), one double ("double1") or ten doubles ("double10"), with fixed values.
 */
public final class Numbers {
    private Numbers() {
    }

    /**
     * @param payload "int1", "int10", "double1" or "double10"
     * @return a new object of that kind, the same values on every call
     */
    static Object payload(String payload) {
        return switch (payload) {
            case "int1" -> new Int1(123_456_789);
            case "int10" -> new Int10(1, -20, 300, -4_000, 50_000, -600_000, 7_000_000, -80_000_000, 900_000_000,
                    Integer.MIN_VALUE);
            case "double1" -> new Double1(Math.PI);
            case "double10" -> new Double10(Math.PI, -Math.E, 0.1, 1e-300, 6.02214076e23, -1.5, 2.0 / 3, 1e10,
                    Double.MIN_VALUE, Double.MAX_VALUE);
            default -> throw new IllegalArgumentException("unknown Numbers payload: " + payload);
        };
    }

    /**
     * @return what {@code int1}, {@code int10}, {@code double1} or {@code double10} supplies for the class
     *         {@code type} (one per Numbers class, e.g. a peer's codec)
     * @throws IllegalArgumentException for any other class
     */
    static <C> C pick(Class<?> type, Supplier<? extends C> int1, Supplier<? extends C> int10,
            Supplier<? extends C> double1, Supplier<? extends C> double10) {
        if (type == Int1.class) {
            return int1.get();
        } else if (type == Int10.class) {
            return int10.get();
        } else if (type == Double1.class) {
            return double1.get();
        } else if (type == Double10.class) {
            return double10.get();
        }
        throw new IllegalArgumentException("not a Numbers class: " + type);
    }

    /** One int. */
    @CompiledJson
    public static class Int1 implements Serializable {
        public int value;

        public Int1() {
        }

        Int1(int value) {
            this.value = value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Int1 n && value == n.value;
        }

        @Override
        public int hashCode() {
            return value;
        }
    }

    /** Ten ints. */
    @CompiledJson
    public static class Int10 implements Serializable {
        public int v0, v1, v2, v3, v4, v5, v6, v7, v8, v9;

        public Int10() {
        }

        Int10(int... v) {
            v0 = v[0]; v1 = v[1]; v2 = v[2]; v3 = v[3]; v4 = v[4];
            v5 = v[5]; v6 = v[6]; v7 = v[7]; v8 = v[8]; v9 = v[9];
        }

        int[] values() {
            return new int[] {v0, v1, v2, v3, v4, v5, v6, v7, v8, v9};
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Int10 n && Arrays.equals(values(), n.values());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values());
        }
    }

    /** One double. */
    @CompiledJson
    public static class Double1 implements Serializable {
        public double value;

        public Double1() {
        }

        Double1(double value) {
            this.value = value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Double1 n && Double.compare(value, n.value) == 0;
        }

        @Override
        public int hashCode() {
            return Double.hashCode(value);
        }
    }

    /** Ten doubles. */
    @CompiledJson
    public static class Double10 implements Serializable {
        public double v0, v1, v2, v3, v4, v5, v6, v7, v8, v9;

        public Double10() {
        }

        Double10(double... v) {
            v0 = v[0]; v1 = v[1]; v2 = v[2]; v3 = v[3]; v4 = v[4];
            v5 = v[5]; v6 = v[6]; v7 = v[7]; v8 = v[8]; v9 = v[9];
        }

        double[] values() {
            return new double[] {v0, v1, v2, v3, v4, v5, v6, v7, v8, v9};
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Double10 n && Arrays.equals(values(), n.values());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values());
        }
    }
}
