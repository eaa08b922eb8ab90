package io.yas.mapping;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A class {@link ForeignLoaderTest} loads a second time in a class loader of its own, whose unnamed module is not
 * {@code io.yas}'s: private fields of every shape the generated code reaches itself (primitives in a run, a char, a
 * string, arrays, containers, an enum, a nested object of a class it cannot name) and a private constructor.
 */
final class ForeignBeam {
    enum Mode { IDLE, RAMP }

    static final class Inner {
        private long stamp = 7;
        private String label = "inner";
    }

    private int count = 3;
    private double energy = 450.25;
    private boolean on = true;
    private char code = 'q';
    private String name = "beam";
    private double[] samples = {1.5, -2, 3};
    private int[][] grid = {{1, 2}, {3, 4}};
    private String[] labels = {"a", "b"};
    private List<String> tags = new ArrayList<>(List.of("x", "y"));
    private Map<String, Integer> limits = new TreeMap<>(Map.of("lo", 1, "hi", 9));
    private Mode mode = Mode.RAMP;
    private Inner inner = new Inner();
    private Integer boxed = 12;

    private ForeignBeam() {
    }

    /** {@return an instance whose values differ from the defaults the constructor gives} */
    static ForeignBeam changed() {
        ForeignBeam b = new ForeignBeam();
        b.count = -8;
        b.energy = 1e-3;
        b.on = false;
        b.code = 'Z';
        b.name = "changed";
        b.samples = new double[] {9, 8};
        b.grid = new int[][] {{5, 6, 7}};
        b.labels = new String[] {"c"};
        b.tags = new ArrayList<>(List.of("z"));
        b.limits = new TreeMap<>(Map.of("mid", 5));
        b.mode = Mode.IDLE;
        b.inner.stamp = 99;
        b.inner.label = "deep";
        b.boxed = 13;
        return b;
    }
}
