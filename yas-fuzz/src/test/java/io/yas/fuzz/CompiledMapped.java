package io.yas.fuzz;

import io.yas.annotation.GenerateCodec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Classes whose codecs yas-processor generates at compile time (test-compile runs it), one per kind of field their
 * walk reads: the mapping fuzz test decodes into these too, so that a compiled codec's walk and read loop meet the
 * same hostile bytes as the run-time codec's ({@link Mapped}).
 */
final class CompiledMapped {
    private CompiledMapped() {
    }

    /** Strings, a run of primitives, a primitive array, and what is read with the cursor on it. */
    @GenerateCodec
    public static class Flat {
        public String name = "flat";
        public int count = 3;
        public double ratio = 0.5;
        public double[] samples = {1.5, -2};
        public char mark = 'm';
        public Thread.State state = Thread.State.RUNNABLE;
        public List<String> tags = new ArrayList<>(List.of("a", "b"));
        public Map<String, Integer> counts = new LinkedHashMap<>(Map.of("c", 4));
        public String[] names = {"x", "y"};
        public String last = "last";
    }

    /** A nested object, a list and a map of objects, a record, and a field of its own type. */
    @GenerateCodec
    public static class Tree {
        public String label = "tree";
        public Part part = new Part();
        public List<Part> parts = new ArrayList<>(List.of(new Part(), new Part()));
        public Map<String, Part> byName = new LinkedHashMap<>(Map.of("k", new Part()));
        public Spot spot = new Spot(1, 2, "s");
        public Tree child;

        Tree withChild() {
            child = new Tree();
            return this;
        }
    }

    /** A small nested class, walked whole. */
    @GenerateCodec
    public static class Part {
        public String label = "part";
        public long stamp = 7;
    }

    /** A record, walked whole into its components. */
    @GenerateCodec
    public record Spot(int x, int y, String label) {
    }

    /** @return a populated instance of each class, the record included */
    static List<Object> samples() {
        return List.of(new Flat(), new Tree().withChild(), new Spot(3, 4, "q"));
    }
}
