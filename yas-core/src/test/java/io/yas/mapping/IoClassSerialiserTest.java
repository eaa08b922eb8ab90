package io.yas.mapping;

import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.readInto;
import static io.yas.mapping.TestSupport.recursively;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.annotation.Description;
import io.yas.annotation.Groups;
import io.yas.annotation.MetaInfo;
import io.yas.annotation.Modifier;
import io.yas.annotation.Quantity;
import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldMetadata;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

/**
 * The class mapping contract of {@link IoClassSerialiser} (see its Javadoc): every supported field type, records,
 * in-place reading, metadata, groups, nulls, refusals and custom {@link FieldSerialiser}s (cyclic types and the
 * nesting bound: {@link NestingDepthTest}).
 */
class IoClassSerialiserTest {
    static {
        TestSupport.openTestPackages();
    }

    // ============================================================================================ test types

    enum Color { RED, GREEN, BLUE }

    /** A small nested class. */
    static class Leaf {
        int id;
        String label;
        double[] values;

        Leaf() {
        }

        Leaf(int id, String label, double... values) {
            this.id = id;
            this.label = label;
            this.values = values;
        }
    }

    record Point(double x, double y) {
    }

    /** A record with primitive, boxed, string, nested class, nested record, array and collection components. */
    record Rec(int id, long stamp, boolean flag, Integer boxed, String name, Point point, Leaf leaf, double[] data,
            List<Point> path, Map<String, Integer> counts, Color color) {
    }

    /** Every field type the mapper supports. */
    static class AllTypes {
        boolean bo;
        byte by;
        short sh;
        int in;
        long lo;
        float fl;
        double db;
        char ch;

        Boolean bBo;
        Byte bBy;
        Short bSh;
        Integer bIn;
        Long bLo;
        Float bFl;
        Double bDb;
        Character bCh;

        String str;

        boolean[] aBo;
        byte[] aBy;
        short[] aSh;
        int[] aIn;
        long[] aLo;
        float[] aFl;
        double[] aDb;
        char[] aCh;
        String[] aStr;

        Boolean[] xBo;
        Byte[] xBy;
        Short[] xSh;
        Integer[] xIn;
        Long[] xLo;
        Float[] xFl;
        Double[] xDb;
        Character[] xCh;

        MultiArray multi;
        MultiArray multiStrings;
        double[][] matrix;
        int[][][] cube;
        String[][] grid;
        boolean[][] flags;

        Color color;
        List<Color> colorList;
        Set<Color> colorSet;
        Map<Color, Double> byColor;
        Map<String, Color> toColor;

        List<Integer> ints;
        Set<String> strings;
        Queue<Long> longs;
        Collection<Double> doubles;
        Deque<Short> shorts;
        LinkedList<Byte> bytes;
        SortedSet<String> sorted;
        List<Character> chars;
        List<Boolean> bools;
        List<Float> floats;
        Map<String, Integer> map;
        Map<Integer, String> reverse;
        SortedMap<Long, Boolean> sortedMap;

        Leaf leaf;
        List<Leaf> leaves;
        Set<Point> pointSet;
        Queue<Leaf> leafQueue;
        Map<String, Leaf> leafMap;
        Map<Color, Point> pointsByColor;
        Map<Integer, Rec> recs;
        Rec rec;
        Point point;

        URI uri;
        Instant instant;
        Duration duration;

        static AllTypes sample(int seed) {
            AllTypes a = new AllTypes();
            a.bo = true;
            a.by = (byte) (-100 + seed);
            a.sh = (short) (-30000 + seed);
            a.in = 123456789 + seed;
            a.lo = Long.MIN_VALUE + seed;
            a.fl = -0.0f;
            a.db = Math.PI * (seed + 1);
            a.ch = '\u00e9';
            a.bBo = false;
            a.bBy = (byte) 7;
            a.bSh = (short) -7;
            a.bIn = seed;
            a.bLo = 1L << 40;
            a.bFl = Float.NaN;
            a.bDb = Double.NEGATIVE_INFINITY;
            a.bCh = '\u00ff';
            a.str = "Γειά σου 🜁 " + seed;
            a.aBo = new boolean[] {true, false, true};
            a.aBy = new byte[] {-128, 0, 127};
            a.aSh = new short[] {1, (short) seed};
            a.aIn = new int[] {seed, 2, 3};
            a.aLo = new long[] {Long.MAX_VALUE, seed};
            a.aFl = new float[] {0.5f, seed};
            a.aDb = new double[] {0.25, -seed, Double.MIN_VALUE};
            a.aCh = new char[] {'a', '\u00ff', (char) ('0' + seed % 10)};
            a.aStr = new String[] {"x", "", "ü" + seed};
            a.xBo = new Boolean[] {true};
            a.xBy = new Byte[] {1, 2};
            a.xSh = new Short[] {(short) seed};
            a.xIn = new Integer[] {seed, -seed};
            a.xLo = new Long[] {5L};
            a.xFl = new Float[] {1.5f, (float) seed};
            a.xDb = new Double[] {2.5};
            a.xCh = new Character[] {'q', 'r'};
            a.multi = MultiArray.of(new double[] {1, 2, 3, 4, 5, seed}, 2, 3);
            a.multiStrings = MultiArray.of(new String[] {"a", "b", "c", "d" + seed}, 2, 1, 2);
            a.matrix = new double[][] {{1, 2, 3}, {4, 5, seed}};
            a.cube = new int[][][] {{{1, 2}, {3, 4}, {5, 6}}, {{7, 8}, {9, 10}, {11, seed}}};
            a.grid = new String[][] {{"a", "b"}, {"c", "d" + seed}};
            a.flags = new boolean[][] {{true}, {false}};
            a.color = Color.values()[seed % 3];
            a.colorList = new ArrayList<>(List.of(Color.BLUE, Color.RED, Color.BLUE));
            a.colorSet = new LinkedHashSet<>(List.of(Color.GREEN, Color.RED));
            a.byColor = new LinkedHashMap<>(Map.of(Color.RED, 1.0));
            a.toColor = new LinkedHashMap<>(Map.of("g", Color.GREEN));
            a.ints = new ArrayList<>(List.of(1, 2, seed));
            a.strings = new LinkedHashSet<>(List.of("s1", "s2" + seed));
            a.longs = new ArrayDeque<>(List.of(10L, 20L + seed));
            a.doubles = new ArrayList<>(List.of(0.5, -0.5));
            a.shorts = new ArrayDeque<>(List.of((short) 3));
            a.bytes = new LinkedList<>(List.of((byte) 4, (byte) 5));
            a.sorted = new TreeSet<>(List.of("zeta", "alpha"));
            a.chars = new ArrayList<>(List.of('x', 'y'));
            a.bools = new ArrayList<>(List.of(true, false));
            a.floats = new ArrayList<>(List.of(0.25f, -8.0f));
            a.map = new LinkedHashMap<>();
            a.map.put("one", 1);
            a.map.put("two", 2 + seed);
            a.reverse = new LinkedHashMap<>(Map.of(1, "one"));
            a.sortedMap = new TreeMap<>(Map.of(3L, true, 1L, false));
            a.leaf = new Leaf(1 + seed, "leaf", 1, 2);
            a.leaves = new ArrayList<>(List.of(new Leaf(2, "a", 3), new Leaf(3, "b", 4, 5 + seed)));
            a.pointSet = new LinkedHashSet<>(List.of(new Point(1, 2), new Point(3, seed)));
            a.leafQueue = new ArrayDeque<>(List.of(new Leaf(4, "q")));
            a.leafMap = new LinkedHashMap<>();
            a.leafMap.put("first", new Leaf(5, "m1", 6));
            a.leafMap.put("second", new Leaf(6, "m2" + seed));
            a.pointsByColor = new LinkedHashMap<>(Map.of(Color.BLUE, new Point(-1, -2)));
            a.recs = new LinkedHashMap<>(Map.of(1, rec(seed)));
            a.rec = rec(seed + 1);
            a.point = new Point(0.1, seed);
            a.uri = URI.create("https://example.org/a%20b?q=" + seed + "#frag");
            a.instant = Instant.ofEpochSecond(1_700_000_000L + seed, 123_456_789);
            a.duration = Duration.ofSeconds(-3, 250_000_000 + seed);
            return a;
        }
    }

    static Rec rec(int seed) {
        return new Rec(seed, 1L << 33, true, 42, "rec" + seed, new Point(seed, -seed), new Leaf(seed, "in rec", 9),
                new double[] {seed, 0.5}, new ArrayList<>(List.of(new Point(1, 1), new Point(2, seed))),
                new LinkedHashMap<>(Map.of("k", seed)), Color.GREEN);
    }

    /** A class nested in a class nested in a record nested in a class. */
    static class Holder {
        Rec rec;
        Point point;
        List<Rec> recs = new ArrayList<>();
    }

    /** A record of primitives only. */
    record Primitives(boolean bo, byte by, short sh, int in, long lo, float fl, double db, char ch) {
    }

    // ============================================================================================ helpers

    static byte[] write(Object o) {
        return write(new IoClassSerialiser(IoBuffer.allocate(256)), o);
    }

    static byte[] write(IoClassSerialiser s, Object o) {
        s.buffer().clear();
        s.serialise(o);
        return s.buffer().flip().toByteArray();
    }

    static WireField tree(byte[] bytes) {
        return new YasReader(IoBuffer.wrap(bytes)).readTree();
    }

    static List<String> names(WireField object) {
        return object.fields().stream().map(WireField::name).toList();
    }

    // ============================================================================================ round trips

    @Test
    void everySupportedFieldTypeRoundTrips() {
        AllTypes in = AllTypes.sample(3);
        AllTypes out = read(write(in), AllTypes.class);
        recursively(out).isEqualTo(in);
        assertThat(out.multi).isEqualTo(in.multi);
        assertThat(out.sorted).isInstanceOf(TreeSet.class).containsExactly("alpha", "zeta");
        assertThat(out.sortedMap).isInstanceOf(TreeMap.class);
        assertThat(out.bytes).isInstanceOf(LinkedList.class);
        assertThat(out.longs).containsExactly(10L, 23L);
        assertThat(Float.floatToRawIntBits(out.fl)).as("-0.0f keeps its sign").isEqualTo(0x8000_0000);
    }

    @Test
    void fieldsAreWrittenWithTheExpectedWireTypes() {
        WireField root = tree(write(AllTypes.sample(1)));
        assertThat(root.name()).isEqualTo(AllTypes.class.getName()).contains("$AllTypes");
        Map<String, DataType> expected = new LinkedHashMap<>();
        expected.put("bo", DataType.BOOL);
        expected.put("bCh", DataType.CHAR);
        expected.put("str", DataType.STRING);
        expected.put("xIn", DataType.INT_ARRAY);
        expected.put("xCh", DataType.CHAR_ARRAY);
        expected.put("multi", DataType.DOUBLE_ARRAY);
        expected.put("multiStrings", DataType.STRING_ARRAY);
        expected.put("cube", DataType.INT_ARRAY);
        expected.put("grid", DataType.STRING_ARRAY);
        expected.put("color", DataType.ENUM);
        expected.put("colorList", DataType.LIST);
        expected.put("colorSet", DataType.SET);
        expected.put("longs", DataType.QUEUE);
        expected.put("doubles", DataType.COLLECTION);
        expected.put("bytes", DataType.LIST);
        expected.put("map", DataType.MAP);
        expected.put("leaf", DataType.START_MARKER);
        expected.put("leaves", DataType.LIST);
        expected.put("leafMap", DataType.MAP);
        expected.put("rec", DataType.START_MARKER);
        expected.put("uri", DataType.STRING);
        expected.put("instant", DataType.STRING);
        expected.put("duration", DataType.STRING);
        expected.forEach((name, type) -> assertThat(root.field(name).type()).as(name).isEqualTo(type));
        assertThat(root.field("matrix").dims()).containsExactly(2, 3);
        assertThat(root.field("cube").dims()).containsExactly(2, 3, 2);
        assertThat(root.field("multiStrings").dims()).containsExactly(2, 1, 2);
        assertThat(root.field("colorList").value()).isEqualTo(List.of("BLUE", "RED", "BLUE"));
        assertThat(root.field("instant").value()).isEqualTo("2023-11-14T22:13:21.123456789Z");
        assertThat(root.field("duration").value()).isEqualTo("PT-2.749999999S");
        assertThat(((List<?>) root.field("leaves").value())).hasSize(2).allMatch(e -> e instanceof WireField w
                && w.isObject() && w.field("label") != null);
        assertThat(root.fields()).extracting(WireField::name).startsWith("bo", "by", "sh", "in", "lo", "fl", "db",
                "ch", "bBo");
    }

    @Test
    void recordsRoundTripAsRootNestedAndElements() {
        Rec r = rec(5);
        recursively(read(write(r), Rec.class)).isEqualTo(r);

        Primitives p = new Primitives(true, (byte) -1, (short) 2, -3, 4L, 5.5f, -6.25, 'Z');
        assertThat(read(write(p), Primitives.class)).isEqualTo(p);

        Holder h = new Holder();
        h.rec = rec(1);
        h.point = new Point(7, 8);
        h.recs.add(rec(2));
        h.recs.add(rec(3));
        recursively(read(write(h), Holder.class)).isEqualTo(h);
    }

    @Test
    void aRecordMissingComponentsOnTheWireGetsDefaultsOrTheExistingValues() {
        byte[] empty = write(null);
        Primitives fresh = read(empty, Primitives.class);
        assertThat(fresh).isEqualTo(new Primitives(false, (byte) 0, (short) 0, 0, 0L, 0f, 0d, '\0'));

        Primitives existing = new Primitives(true, (byte) 1, (short) 1, 1, 1L, 1f, 1d, 'a');
        assertThat(readInto(empty, existing)).as("a record cannot change: a new equal one").isEqualTo(existing);

        Point moved = readInto(write(new Point(3, 4)), new Point(1, 2));
        assertThat(moved).isEqualTo(new Point(3, 4));
    }

    @Test
    void aRecordConstructorRejectingTheDataIsAFormatError() {
        record Positive(int value) {
            Positive {
                if (value < 0) {
                    throw new IllegalArgumentException("negative: " + value);
                }
            }
        }
        record Named(String name) {
            Named {
                Objects.requireNonNull(name, "name");
            }
        }
        record Wire(int value) {
        }
        byte[] negative = write(new Wire(-1));
        assertThatThrownBy(() -> read(negative, Positive.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("Positive").hasMessageContaining("negative: -1");
        byte[] empty = write(null);
        assertThatThrownBy(() -> read(empty, Named.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("Named");
        // Positive's own whole message (all primitives), tried before the cursor is chosen: the position back too
        record Accepted(int value) { // a name as long as Positive's: its message becomes Positive's by the name alone
        }
        String positive = new String(write(new Accepted(-1)), StandardCharsets.ISO_8859_1)
                .replace(Accepted.class.getName(), Positive.class.getName());
        IoBuffer buffer = IoBuffer.wrap(positive.getBytes(StandardCharsets.ISO_8859_1));
        IoClassSerialiser s = new IoClassSerialiser(buffer);
        assertThatThrownBy(() -> s.deserialise(Positive.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("negative: -1");
        assertThat(buffer.position()).isZero();
        assertThat(s.deserialise(Accepted.class)).isEqualTo(new Accepted(-1)); // another root name: field by field
        assertThat(buffer.position()).isEqualTo(positive.length());
    }

    @Test
    void uriInstantDurationAndCharactersRoundTrip() {
        AllTypes a = new AllTypes();
        a.uri = URI.create("urn:isbn:0451450523");
        a.instant = Instant.parse("-1000-01-01T00:00:00.000000001Z");
        a.duration = Duration.ofDays(-400).plusNanos(1);
        a.ch = '\u0000';
        a.bCh = '\u00ff';
        AllTypes b = read(write(a), AllTypes.class);
        assertThat(b.uri).isEqualTo(a.uri);
        assertThat(b.instant).isEqualTo(a.instant);
        assertThat(b.duration).isEqualTo(a.duration);
        assertThat(b.ch).isEqualTo('\u0000');
        assertThat(b.bCh).isEqualTo('\u00ff');

        for (Instant i : new Instant[] {Instant.MIN, Instant.MAX, Instant.EPOCH}) {
            a.instant = i;
            assertThat(read(write(a), AllTypes.class).instant).isEqualTo(i);
        }
    }

    @Test
    void charsAboveLatin1AreRefusedNamingTheField() {
        AllTypes a = new AllTypes();
        a.ch = '\u0141';
        assertThatThrownBy(() -> write(a)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'ch'");
        AllTypes b = new AllTypes();
        b.bCh = '\u20ac';
        assertThatThrownBy(() -> write(b)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'bCh'");
        AllTypes d = new AllTypes();
        d.aCh = new char[] {'a', '\u0100'};
        assertThatThrownBy(() -> write(d)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'aCh'");
        AllTypes c = new AllTypes();
        c.chars = List.of('a', '\u20ac');
        assertThatThrownBy(() -> write(c)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'chars'");
    }

    @Test
    void signalingNaNFloatsKeepTheirBits() {
        AllTypes a = new AllTypes();
        a.fl = Float.intBitsToFloat(0x7f80_0001);
        a.bFl = Float.intBitsToFloat(0xff80_0002);
        a.aFl = new float[] {Float.intBitsToFloat(0x7f80_0003)};
        a.db = Double.longBitsToDouble(0x7ff0_0000_0000_0001L);
        byte[] bytes = write(a);
        AllTypes b = read(bytes, AllTypes.class);
        assertThat(Float.floatToRawIntBits(b.fl)).isEqualTo(0x7f80_0001);
        assertThat(Float.floatToRawIntBits(b.bFl)).isEqualTo(0xff80_0002);
        assertThat(Float.floatToRawIntBits(b.aFl[0])).isEqualTo(0x7f80_0003);
        assertThat(Double.doubleToRawLongBits(b.db)).isEqualTo(0x7ff0_0000_0000_0001L);
        assertThat(write(b)).isEqualTo(bytes);
    }

    // ============================================================================================ in place

    @Test
    void inPlaceReadingReusesArraysCollectionsAndNestedObjects() {
        AllTypes target = AllTypes.sample(0);
        double[] aDb = target.aDb;
        int[] aIn = target.aIn;
        String[] aStr = target.aStr;
        Integer[] xIn = target.xIn;
        double[][] matrix = target.matrix;
        double[] row = target.matrix[1];
        int[][][] cube = target.cube;
        Object multiElements = target.multi.elements();
        List<Integer> ints = target.ints;
        Map<String, Integer> map = target.map;
        Set<String> strings = target.strings;
        Leaf leaf = target.leaf;
        double[] leafValues = target.leaf.values;
        List<Leaf> leaves = target.leaves;
        Leaf leaf0 = target.leaves.get(0);
        Leaf leaf1 = target.leaves.get(1);
        Map<String, Leaf> leafMap = target.leafMap;
        Leaf first = target.leafMap.get("first");

        AllTypes wire = AllTypes.sample(7);
        assertThat(readInto(write(wire), target)).isSameAs(target);

        recursively(target).isEqualTo(wire);
        assertThat(target.aDb).isSameAs(aDb);
        assertThat(target.aIn).isSameAs(aIn);
        assertThat(target.aStr).isSameAs(aStr);
        assertThat(target.xIn).isSameAs(xIn);
        assertThat(target.matrix).isSameAs(matrix);
        assertThat(target.matrix[1]).isSameAs(row);
        assertThat(target.cube).isSameAs(cube);
        assertThat(target.multi.elements()).isSameAs(multiElements);
        assertThat(target.ints).isSameAs(ints);
        assertThat(target.map).isSameAs(map);
        assertThat(target.strings).isSameAs(strings);
        assertThat(target.leaf).isSameAs(leaf);
        assertThat(target.leaf.values).isSameAs(leafValues);
        assertThat(target.leaves).isSameAs(leaves);
        assertThat(target.leaves.get(0)).isSameAs(leaf0);
        assertThat(target.leaves.get(1)).isSameAs(leaf1);
        assertThat(target.leafMap).isSameAs(leafMap);
        assertThat(target.leafMap.get("first")).isSameAs(first);
    }

    static class Labels {
        String unchanged = "BEAM:INTENSITY";
        String changed = "old";
        String nonAscii = "\u00b5A";
        String[] names = {"a", "b"};
    }

    /** Unchanged strings keep their instance (ASCII ones are compared with the bytes, not decoded); others change. */
    @Test
    void inPlaceReadingKeepsTheInstancesOfUnchangedStrings() {
        Labels wire = new Labels();
        wire.changed = "new";
        Labels target = new Labels();
        String unchanged = new String(wire.unchanged.toCharArray());
        String nonAscii = new String(wire.nonAscii.toCharArray());
        target.unchanged = unchanged;
        target.nonAscii = nonAscii;

        readInto(write(wire), target);

        assertThat(target.unchanged).isSameAs(unchanged);
        assertThat(target.nonAscii).isSameAs(nonAscii);
        assertThat(target.changed).isEqualTo("new");
        recursively(target).isEqualTo(wire);
    }

    @Test
    void inPlaceReadingReplacesArraysWhoseSizeDiffers() {
        AllTypes target = AllTypes.sample(0);
        double[] aDb = target.aDb;
        target.aDb = new double[] {1};
        List<Leaf> leaves = target.leaves;
        leaves.remove(1);
        Leaf leaf0 = leaves.get(0);
        AllTypes wire = AllTypes.sample(2);
        readInto(write(wire), target);
        assertThat(target.aDb).isNotSameAs(aDb).containsExactly(wire.aDb);
        assertThat(target.leaves).isSameAs(leaves).hasSize(2);
        assertThat(target.leaves.get(0)).isSameAs(leaf0);
        recursively(target).isEqualTo(wire);
    }

    @Test
    void immutableOrNullElementContainersInTheTargetAreReplacedNotFailed() {
        AllTypes target = new AllTypes();
        target.ints = List.of(9, 9);
        target.map = Map.of("x", 1);
        target.leaves = Arrays.asList(new Leaf(), null);
        target.leafMap = new HashMap<>();
        target.leafMap.put("first", null);
        AllTypes wire = AllTypes.sample(4);
        readInto(write(wire), target);
        assertThat(target.ints).containsExactlyElementsOf(wire.ints);
        assertThat(target.map).isEqualTo(wire.map);
        recursively(target).comparingOnlyFields("leaves", "leafMap").isEqualTo(wire);
    }

    // ============================================================================================ metadata

    @MetaInfo(unit = "m", quantity = "length", description = "an annotated class", modifier = 2)
    static class Annotated {
        @MetaInfo(unit = "V", quantity = "voltage", description = "supply voltage", modifier = 1)
        double voltage = 3.3;
        @Unit("A")
        @Quantity("current")
        @Description("beam current")
        @Modifier(3)
        double current = 1;
        @Unit("°C")
        float temperature = 21.5f;
        @Modifier(5)
        int onlyModifier = 1;
        @MetaInfo
        int emptyMetaInfo = 2;
        @Description("a nested leaf")
        Leaf leaf = new Leaf(1, "l");
        int plain = 3;
        @Unit("e")
        String charge = "proton"; // a string's header with metadata: the generated codec's pattern is not taken
        String note = "n";
    }

    record AnnotatedRecord(@Unit("Hz") double frequency, int plain) {
    }

    @Test
    void annotationsBecomeFieldMetadata() {
        byte[] bytes = write(new Annotated());
        WireField root = tree(bytes);
        assertThat(root.metadata()).isEqualTo(new FieldMetadata("m", "length", "an annotated class", 2));
        assertThat(root.field("voltage").metadata())
                .isEqualTo(new FieldMetadata("V", "voltage", "supply voltage", 1));
        assertThat(root.field("current").metadata()).isEqualTo(new FieldMetadata("A", "current", "beam current", 3));
        assertThat(root.field("temperature").metadata()).isEqualTo(new FieldMetadata("°C", "", "", 0));
        assertThat(root.field("onlyModifier").metadata()).as("a lone modifier writes no block").isNull();
        assertThat(root.field("emptyMetaInfo").metadata()).isEqualTo(new FieldMetadata("", "", "", 0));
        assertThat(root.field("leaf").metadata()).isEqualTo(new FieldMetadata("", "", "a nested leaf", 0));
        assertThat(root.field("plain").metadata()).isNull();
        assertThat(root.field("charge").metadata()).isEqualTo(new FieldMetadata("e", "", "", 0));
        assertThat(root.field("note").metadata()).isNull();

        assertThat(endMarkerMetadata(bytes, "leaf")).isEqualTo(new FieldMetadata("", "", "a nested leaf", 0));
        assertThat(endMarkerMetadata(bytes, Annotated.class.getName()))
                .isEqualTo(new FieldMetadata("m", "length", "an annotated class", 2));

        assertThat(tree(write(new AnnotatedRecord(50, 1))).field("frequency").metadata().unit()).isEqualTo("Hz");
        recursively(read(bytes, Annotated.class)).isEqualTo(new Annotated());
    }

    @Test
    void setWriteMetadataFalseDropsEveryMetadataBlock() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setWriteMetadata(false);
        byte[] bytes = write(s, new Annotated());
        WireField root = tree(bytes);
        assertThat(root.metadata()).isNull();
        assertThat(root.fields()).allSatisfy(f -> assertThat(f.metadata()).as(f.name()).isNull());
        assertThat(endMarkerMetadata(bytes, "leaf")).isNull();
        assertThat(bytes.length).isLessThan(write(new Annotated()).length);
        s.setBuffer(IoBuffer.allocate(8));
        assertThat(write(s, new Annotated())).as("kept over setBuffer").isEqualTo(bytes);
        s.setWriteMetadata(true);
        assertThat(write(s, new Annotated())).isEqualTo(write(new Annotated()));
    }

    /** The metadata on the END_MARKER header named {@code name}. */
    static FieldMetadata endMarkerMetadata(byte[] bytes, String name) {
        YasReader r = new YasReader(IoBuffer.wrap(bytes));
        r.readHeader();
        while (r.hasNextField()) {
            if (r.nextField() == DataType.END_MARKER && r.name().equals(name)) {
                return r.metadata();
            }
        }
        throw new AssertionError("no END_MARKER " + name);
    }

    // ============================================================================================ groups

    static class Device {
        @Groups("settings")
        double setpoint = 1.5;
        @Groups({"status", "settings"})
        String mode = "auto";
        @Groups("status")
        int counter = 7;
        @Groups("settings")
        Leaf limits = new Leaf(1, "limits", 9);
        int ungrouped = 3;
    }

    @Test
    void groupsSelectTheRootFieldsWritten() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(new Device(), "settings");
        byte[] settings = s.buffer().flip().toByteArray();
        WireField root = tree(settings);
        assertThat(root.name()).isEqualTo(Device.class.getName());
        assertThat(names(root)).containsExactly("setpoint", "mode", "limits");
        assertThat(names(root.field("limits"))).as("a selected nested object is written whole")
                .containsExactly("id", "label", "values");

        s.buffer().clear();
        s.serialise(new Device(), "status");
        assertThat(names(tree(s.buffer().flip().toByteArray()))).containsExactly("mode", "counter");

        s.buffer().clear();
        s.serialise(new Device(), "nobody");
        assertThat(names(tree(s.buffer().flip().toByteArray()))).isEmpty();

        s.buffer().clear();
        s.serialise(new Device(), null);
        assertThat(s.buffer().flip().toByteArray()).isEqualTo(write(new Device()));

        Device target = new Device();
        target.setpoint = 0;
        target.counter = -1;
        target.ungrouped = -2;
        readInto(settings, target);
        assertThat(target.setpoint).isEqualTo(1.5);
        assertThat(target.counter).as("not in the group: kept").isEqualTo(-1);
        assertThat(target.ungrouped).isEqualTo(-2);
    }

    // ============================================================================================ nulls

    @Test
    void nullFieldsAreNotWrittenAndTheTargetKeepsItsValue() {
        AllTypes nulls = new AllTypes();
        WireField root = tree(write(nulls));
        assertThat(names(root)).as("only the primitives").containsExactly("bo", "by", "sh", "in", "lo", "fl", "db",
                "ch");

        AllTypes target = AllTypes.sample(1);
        AllTypes before = AllTypes.sample(1);
        readInto(write(nulls), target);
        recursively(target)
                .ignoringFields("bo", "by", "sh", "in", "lo", "fl", "db", "ch").isEqualTo(before);
        assertThat(target.in).isZero();
    }

    @Test
    void serialiseNullWritesTheEmptyRootOfVector01() {
        assertThat(write(null)).hasSize(69).isEqualTo(PojoGoldenTest.golden("01_empty_root"));
        Leaf read = read(write(null), Leaf.class);
        recursively(read).isEqualTo(new Leaf());
    }

    @Test
    void nullElementsAreRefusedNamingTheField() {
        AllTypes a = new AllTypes();
        a.xIn = new Integer[] {1, null};
        assertThatThrownBy(() -> write(a)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'xIn'").hasMessageContaining("null element 1");
        AllTypes b = new AllTypes();
        b.leaves = new ArrayList<>(Arrays.asList(new Leaf(), null));
        assertThatThrownBy(() -> write(b)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'leaves'");
        AllTypes c = new AllTypes();
        c.ints = new ArrayList<>(Arrays.asList(1, null));
        assertThatThrownBy(() -> write(c)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'ints'");
        AllTypes d = new AllTypes();
        d.leafMap = new HashMap<>();
        d.leafMap.put("k", null);
        assertThatThrownBy(() -> write(d)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'leafMap'");
    }

    @Test
    void raggedOrHoledNestedArraysAreRefusedOnWrite() {
        AllTypes a = new AllTypes();
        a.matrix = new double[][] {{1, 2}, {3}};
        assertThatThrownBy(() -> write(a)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'matrix'").hasMessageContaining("rectangular");
        AllTypes b = new AllTypes();
        b.cube = new int[][][] {{{1}}, {null}};
        assertThatThrownBy(() -> write(b)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'cube'");
        AllTypes c = new AllTypes();
        c.matrix = new double[][] {null, {1}};
        assertThatThrownBy(() -> write(c)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'matrix'");

        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16));
        assertThatThrownBy(() -> s.serialise(a)).isInstanceOf(IllegalArgumentException.class);
        assertThat(s.buffer().position()).isZero();
    }

    @Test
    void emptyNestedArraysKeepTheirShape() {
        AllTypes a = new AllTypes();
        a.matrix = new double[2][0];
        a.cube = new int[0][][];
        a.grid = new String[1][0];
        AllTypes b = read(write(a), AllTypes.class);
        assertThat(b.matrix).hasDimensions(2, 0);
        assertThat(b.cube).isEmpty();
        assertThat(b.grid).hasDimensions(1, 0);
    }


    // ============================================================================================ wire behaviour

    @Test
    void messagesFollowEachOtherInOneBuffer() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16));
        s.serialise(new Point(1, 2)).serialise(null).serialise(rec(3));
        s.buffer().flip();
        assertThat(s.deserialise(Point.class)).isEqualTo(new Point(1, 2));
        recursively(s.deserialise(new Leaf(5, "kept"))).isEqualTo(new Leaf(5, "kept"));
        recursively(s.deserialise(Rec.class)).isEqualTo(rec(3));
        assertThat(s.buffer().remaining()).isZero();
    }

    @Test
    void outputNeverDependsOnWhatWasReadBefore() {
        AllTypes a = AllTypes.sample(2);
        byte[] before = write(a);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(write(AllTypes.sample(9))));
        AllTypes other = s.deserialise(AllTypes.class);
        s.setBuffer(IoBuffer.wrap(new byte[] {-1, -1, -1, -1, 4, 0, 0, 0, 'Y', 'a', 'S', 0, 9, 9, 9}));
        assertThatThrownBy(() -> s.deserialise(AllTypes.class)).isInstanceOf(YasFormatException.class);
        s.setBuffer(IoBuffer.allocate(32));
        assertThat(write(s, a)).isEqualTo(before);
        assertThat(write(s, other)).isEqualTo(write(AllTypes.sample(9)));
    }

    @Test
    void aSharedMappingDescribesClassesOnceUnderConcurrentFirstUse() throws Exception {
        ClassMapping shared = ClassMapping.defaults().with(ClassDescriptionTest.DOUBLES);
        List<Object> samples = List.of(AllTypes.sample(1), rec(2), new Holder(), NestingDepthTest.chain(5), new Annotated(),
                new Device(), AllTypes.sample(3), rec(4));
        List<byte[]> expected = new ArrayList<>();
        for (Object o : samples) {
            expected.add(write(new IoClassSerialiser(IoBuffer.allocate(8), ClassMapping.defaults().with(ClassDescriptionTest.DOUBLES)), o));
        }
        var pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            var start = new java.util.concurrent.CountDownLatch(1);
            List<java.util.concurrent.Future<byte[]>> results = new ArrayList<>();
            for (Object o : samples) {
                results.add(pool.submit(() -> {
                    start.await();
                    IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(8), shared);
                    byte[] bytes = write(s, o);
                    s.setBuffer(IoBuffer.wrap(bytes));
                    s.deserialise(o.getClass());
                    return bytes;
                }));
            }
            start.countDown();
            for (int i = 0; i < samples.size(); i++) {
                assertThat(results.get(i).get(10, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(expected.get(i));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theRootNameIsNotCheckedOnReadUnlessAskedButAMessageSharingNoFieldIsRefused() {
        byte[] point = write(new Point(1, 2));
        record XY(double x, double y) {
        }
        assertThat(read(point, XY.class)).isEqualTo(new XY(1, 2));
        IoClassSerialiser checked = new IoClassSerialiser(IoBuffer.wrap(point)).setReadChecks(ReadCheck.ROOT_NAME);
        assertThatThrownBy(() -> checked.deserialise(XY.class)).isInstanceOfSatisfying(YasFormatException.class,
                e -> {
                    assertThat(e.expected()).contains("a root named " + XY.class.getName(), "ReadCheck.ROOT_NAME");
                    assertThat(e.actual()).isEqualTo("'" + Point.class.getName() + "'");
                    assertThat(e.offset()).isEqualTo(15);
                });
        assertThat(checked.buffer().position()).isZero();
        assertThat(checked.setReadChecks().deserialise(XY.class)).isEqualTo(new XY(1, 2));
        // never a legitimate evolution: the wrong class or the wrong message
        assertThatThrownBy(() -> read(point, Leaf.class)).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.expected()).isEqualTo("at least one field of " + Leaf.class.getName());
            assertThat(e.actual()).startsWith("2 fields on the wire, none of them a field of the class");
            assertThat(e.path()).isEqualTo("$");
        });
        recursively(read(write(new Leaf()), Leaf.class)).isEqualTo(new Leaf());
    }

    @Test
    void topLevelValuesThatAreNoClassesAreRefusedSayingToWrapThemInARecord() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise(List.of(new Point(1, 2)))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a collection").hasMessageContaining("record Message(List<Point> value)");
        assertThatThrownBy(() -> s.serialise(new double[] {1})).hasMessageContaining("not double[]")
                .hasMessageContaining("record Message(double[] value)");
        assertThatThrownBy(() -> s.serialise("text")).hasMessageContaining("wrap it in a record");
        assertThatThrownBy(() -> s.serialise(Map.of("a", 1))).hasMessageContaining("record Message(Map<String, Point>");
        assertThatThrownBy(() -> s.deserialise(int[].class)).hasMessageContaining("wrap it in a record");
        assertThat(s.buffer().position()).isZero();
    }

    public static class Texts {
        public String[] names = {"a", null};
        public String[][] grid = {{"b"}, {null}};
    }

    @Test
    void aNullStringArrayElementIsRefusedNamingFieldAndIndexInEveryProtocol() {
        for (io.yas.wire.Protocol p : new io.yas.wire.Protocol[] {io.yas.wire.Protocol.YAS,
                io.yas.wire.Protocol.CMWLIGHT}) {
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setProtocol(p);
            assertThatThrownBy(() -> s.serialise(new Texts())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("field 'names': null element 1 (a null element cannot be written)");
            Texts grid = new Texts();
            grid.names = new String[] {"a"};
            assertThatThrownBy(() -> s.serialise(grid)).hasMessageContaining("field 'grid': null element 1");
            assertThat(s.buffer().position()).isZero();
        }
    }

    public static class ThreeFields {
        public int a = 1;
        public int b = 2;
        public String c;
    }

    @Test
    void optInChecksRefuseUnknownAndMissingFieldsNamingThem() {
        byte[] point = write(new Point(1, 2)); // fields x and y
        record XYZ(double x, double y, double z) {
        }
        IoClassSerialiser missing = new IoClassSerialiser(IoBuffer.wrap(point))
                .setReadChecks(ReadCheck.MISSING_FIELDS);
        assertThatThrownBy(() -> missing.deserialise(XYZ.class)).isInstanceOfSatisfying(YasFormatException.class,
                e -> {
                    assertThat(e.expected()).isEqualTo("every field of " + XYZ.class.getName()
                            + " (ReadCheck.MISSING_FIELDS)");
                    assertThat(e.actual()).isEqualTo("missing 'z'");
                });
        record X(double x) {
        }
        IoClassSerialiser unknown = new IoClassSerialiser(IoBuffer.wrap(point))
                .setReadChecks(ReadCheck.UNKNOWN_FIELDS);
        assertThatThrownBy(() -> unknown.deserialise(X.class)).isInstanceOfSatisfying(YasFormatException.class,
                e -> {
                    assertThat(e.expected()).isEqualTo("a field of " + X.class.getName()
                            + " (ReadCheck.UNKNOWN_FIELDS)");
                    assertThat(e.actual()).isEqualTo("'y'");
                    assertThat(e.path()).isEqualTo("$.y");
                });
        assertThat(unknown.buffer().position()).isZero();
        // a null field is not written, so MISSING_FIELDS refuses it: the check is for messages that carry every field
        IoClassSerialiser both = new IoClassSerialiser(IoBuffer.wrap(write(new ThreeFields())))
                .setReadChecks(ReadCheck.UNKNOWN_FIELDS, ReadCheck.MISSING_FIELDS);
        assertThatThrownBy(() -> both.deserialise(ThreeFields.class)).hasMessageContaining("missing 'c'");
    }

    static final AtomicBoolean TRIPPED = new AtomicBoolean();

    @Test
    void neverInstantiatesOrLoadsAClassNamedByTheData() {
        String named = IoClassSerialiserTest.class.getName() + "$Armed";
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(FieldDescription.of(named));
        int h = w.putObjectCollectionHeader(FieldDescription.of("leaves"), DataType.LIST, List.of(1), named);
        w.putStartMarker("").put("id", 5).putEndMarker("");
        w.updateDataEndMarker(h);
        w.putStartMarker(FieldDescription.of("leaf")).put("id", 6).putEndMarker(FieldDescription.of("leaf"));
        w.putEndMarker(named);
        AllTypes t = read(w.buffer().flip().toByteArray(), AllTypes.class);
        assertThat(t.leaves).hasSize(1).first().isInstanceOf(Leaf.class);
        assertThat(t.leaves.get(0).id).isEqualTo(5);
        assertThat(t.leaf.id).isEqualTo(6);
        assertThat(TRIPPED).as("class named by the data was initialised").isFalse();
    }

    static final class Armed {
        static {
            TRIPPED.set(true);
        }

        int id;
    }
}
