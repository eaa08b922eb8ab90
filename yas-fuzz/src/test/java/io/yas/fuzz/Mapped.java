package io.yas.fuzz;

import io.yas.annotation.Description;
import io.yas.annotation.MetaInfo;
import io.yas.annotation.Unit;
import io.yas.mapping.MultiArray;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The classes the class-mapping fuzz tests decode into, one per family of mapped types: scalars and strings, 1-D and
 * nested arrays, collections and maps, nested objects (a cyclic type), a record, and fields a superclass declares,
 * {@code final} ones and ones with metadata. {@link #samples()} gives one
 * populated instance of each: the seeds, and the targets of in-place reads.
 */
final class Mapped {
    private Mapped() {
    }

    /** Every primitive, a box, strings and an enum. */
    public static class Scalars {
        boolean flag = true;
        byte b = -2;
        short s = 300;
        int i = -70000;
        long l = 1L << 40;
        float f = 1.5f;
        double d = -0.25;
        char c = 'x';
        Integer boxed = 42;
        String text = "héllo";
        String empty = "";
        Thread.State state = Thread.State.RUNNABLE;
    }

    /** 1-D and nested arrays, the N-D kinds of issue 11 item 1 among them. */
    public static class ArrayFields {
        boolean[] flags = {true, false};
        byte[] bytes = {1, 2, 3};
        int[] ints = {1, -1};
        long[] longs = {5L};
        float[] floats = {0.5f};
        double[] doubles = {1, 2, 3};
        char[] chars = {'a', 'b'};
        String[] strings = {"a", "", "c"};
        double[][] matrix = {{1, 2, 3}, {4, 5, 6}};
        String[][] names = {{"a", "b"}, {"c", "d"}};
        boolean[][] grid = {{true}, {false}};
        int[][][] cube = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
        MultiArray multi = MultiArray.of(new short[] {1, 2, 3, 4, 5, 6}, 2, 3);
    }

    /** Collections and maps of boxes, strings and nested objects; arrays of enums and nested objects, sent as lists. */
    public static class Containers {
        List<Integer> ints = new ArrayList<>(List.of(1, 2, 3));
        List<Boolean> flags = new ArrayList<>(List.of(true, false));
        Set<String> names = new LinkedHashSet<>(List.of("x", "y"));
        Map<String, Double> values = new LinkedHashMap<>(Map.of("k", 1.0));
        List<Leaf> leaves = new ArrayList<>(List.of(new Leaf(), new Leaf()));
        Map<String, Leaf> byName = new LinkedHashMap<>(Map.of("a", new Leaf()));
        Thread.State[] states = {Thread.State.NEW, Thread.State.BLOCKED};
        Leaf[] leafArray = {new Leaf()};
    }

    /** Nested objects, a record among them, and a field of the class's own type. */
    public static class Nested {
        String name = "outer";
        Leaf leaf = new Leaf();
        Point point = new Point(1, 2, "p");
        Nested child;

        Nested withChild() {
            child = new Nested();
            return this;
        }
    }

    /** A small nested class. */
    public static class Leaf {
        short s = 3;
        long[] stamps = {10, 20};
        String label = "leaf";
    }

    /**
     * Primitives only, no {@code char} or {@code float}: a message that is exactly the class's is read whole (YaS: one
     * comparison; JSON: one pass over the text, docs/spec-json.md §5.6).
     */
    public static class Primitives {
        boolean flag = true;
        byte b = -2;
        short s = 300;
        int i = -70000;
        long l = 1L << 40;
        double d = -0.25;
    }

    /**
     * A subclass of {@link Leaf} (its fields first), a field with a unit, a box with all four metadata items, a
     * {@code final} array and a described string: each reached and walked by the generated code.
     */
    public static class Described extends Leaf {
        @Unit("A")
        double current = 1.5;
        @MetaInfo(unit = "V", quantity = "voltage", description = "dipole voltage", modifier = 1)
        Double voltage = 230.0;
        final int[] counts;
        @Description("the device")
        String device = "dipole";

        Described() {
            counts = new int[] {1, 2};
        }
    }

    /** A record: read through its canonical constructor. */
    public record Point(int x, int y, String label) {
    }

    /** @return a populated instance of each mapped class, the record included */
    static List<Object> samples() {
        return List.of(new Scalars(), new ArrayFields(), new Containers(), new Nested().withChild(), new Point(3, 4, "q"),
                new Primitives(), new Described());
    }
}
