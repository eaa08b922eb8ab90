package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every kind of field a compiled codec's walk reads, in order: a string, a run, a nested object, a list and a map of
 * objects, a nested record, a primitive array, then what the read loop's own code reads with the cursor on it (a
 * {@code char}, an enum, a list of strings, a map of boxes, a {@code String[]}, a box), a string; any reference may
 * be {@code null}.
 */
@GenerateCodec
public class Walked {
    public String name = "walked";
    public int count = 3;
    public double ratio = 0.5;
    public Part part = new Part();
    public List<Part> parts = new ArrayList<>(List.of(new Part(), new Part()));
    public Map<String, Part> byName = new LinkedHashMap<>(Map.of("k", new Part()));
    public Point point = new Point(1, 2, "p");
    public double[] samples = {1.5, -2};
    public char mark = 'm';
    public Thread.State state = Thread.State.NEW;
    public List<String> tags = new ArrayList<>(List.of("t"));
    public Map<String, Integer> counts = new LinkedHashMap<>(Map.of("c", 4));
    public String[] names = {"a", "b"};
    public Integer level = 2;
    public String last = "last";

    /** A nested class whose every field is walked: its codec has a {@code walkInto}. */
    @GenerateCodec
    public static class Part {
        public String label = "part";
        public long stamp = 7;
    }

    /** A nested record whose every component is walked. */
    @GenerateCodec
    public record Point(int x, int y, String label) {
    }
}
