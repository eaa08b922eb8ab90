package io.yas.mapping;

/** A record {@link ForeignLoaderTest} loads in a class loader of its own; its constructor refuses {@code lo > hi}. */
record ForeignRange(int lo, int hi, String unit, long[] marks) {
    ForeignRange {
        if (lo > hi) {
            throw new IllegalArgumentException("lo > hi");
        }
    }

    static ForeignRange sample() {
        return new ForeignRange(-7_654_321, 40, "mA", new long[] {1L << 40, -1});
    }
}
