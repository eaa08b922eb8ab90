package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;
import io.yas.annotation.Groups;
import io.yas.annotation.MetaInfo;
import io.yas.annotation.Unit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Every kind of field the mapper takes: the compiled codec writes the first groups itself, hands the rest over. */
@GenerateCodec
public class Everything {
    /** A nested class without a compiled codec: mapped by the run-time generator inside a compiled one. */
    public static class Leaf {
        public int level = 3;
        public String note = "leaf";
    }

    public enum Day { MONDAY, FRIDAY }

    @MetaInfo(unit = "V", quantity = "voltage", description = "supply voltage", modifier = 1)
    public double d = Math.PI;
    @Groups("settings") @Unit("A")
    public float f = 1.5f;
    public boolean flag = true;
    public byte b = -2;
    public short sh = 300;
    public char c = 'c';
    public int i = 1 << 20;
    public long l = -1L << 40;
    public Boolean boxedFlag = Boolean.FALSE;
    public Byte boxedByte = 4;
    public Short boxedShort = -5;
    public Character boxedChar = 'x';
    public Integer boxedInt = 7;
    public Long boxedLong = 1L << 33;
    public Float boxedFloat = -0.5f;
    public Double boxedDouble = 2.25;
    public String s = "text";
    public String none;
    public boolean[] flags = {true, false};
    public byte[] bytes = {1, -1};
    public short[] shorts = {2, 3};
    public char[] chars = {'a', 'b'};
    public int[] ints = {4, 5, 6};
    public long[] longs = {7L};
    public float[] floats = {0.25f};
    public double[] samples = {1, 2, 3};
    public String[] names = {"a", "b"};
    public Integer[] boxedInts = {8, 9};
    public int[][] grid = {{1, 2}, {3, 4}};
    public Leaf leaf = new Leaf();
    public List<String> list = new ArrayList<>(List.of("x", "y"));
    public Map<String, Integer> map = new LinkedHashMap<>(Map.of("k", 1));
    public Set<Day> days = new TreeSet<>(Set.of(Day.FRIDAY));
    public List<Leaf> leaves = new ArrayList<>(List.of(new Leaf()));
    public Map<String, Leaf> byName = new LinkedHashMap<>(Map.of("one", new Leaf()));
    public Day day = Day.MONDAY;
    public Day[] week = {Day.MONDAY, Day.FRIDAY};
    public Leaf[] leafArray = {new Leaf()};
    public Instant at = Instant.ofEpochSecond(1_700_000_000L);
    transient int skipped = 99;
    static int alsoSkipped = 98;
}
