package io.yas.mapping;

import static io.yas.mapping.TestSupport.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import java.util.stream.LongStream;

import org.assertj.core.api.RecursiveComparisonAssert;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of the class mapping over random instances: exact round trips of every supported field type (floating
 * point bit for bit), deterministic output (writing what was read gives the same bytes, whatever was read before),
 * in-place reading over another instance, the exact message length from the wire rules, and old and new versions of
 * a class reading each other.
 *
 * <p>Each property runs once per seed of {@link Seeds} (0 to 99 or 199 by default) with values from a {@link Gen}
 * of that seed; a failure's message carries its seed. To replay one case: {@code ./mvnw -B -o -pl yas-core test
 * -Dtest='ClassMappingProperties#losslessWideningsKeepEveryValue' -Dyas.seed=N}; {@code -Dyas.seeds=random} checks
 * fresh, printed seeds.
 */
class ClassMappingProperties {
    /** Puts a failing case\'s seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    static {
        TestSupport.openTestPackages();
    }

    // ============================================================================================ test types

    enum Kind { ALPHA, BETA, GAMMA }

    record Vec(double x, double y, float z) {
    }

    static class Item {
        int id;
        String name;
        Vec pos;
        List<Integer> tags;
        Kind kind;
        Map<String, Vec> marks;
    }

    record Rec(long stamp, String label, Item item, List<Vec> path, int[] counts, Character initial) {
    }

    /** Every supported field type, nesting (cyclic through {@code child} and {@code children}), records, enums. */
    static class Everything {
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
        Integer[] xIn;
        Double[] xDb;
        Character[] xCh;
        MultiArray multi;
        double[][] matrix;
        int[][][] cube;
        Kind kind;
        List<Kind> kinds;
        Map<Kind, Integer> byKind;
        Map<String, Kind> toKind;
        List<Integer> ints;
        Set<String> strings;
        Queue<Long> longs;
        SortedSet<Short> shorts;
        Map<String, Double> doubles;
        Map<Integer, String> names;
        Item item;
        List<Item> items;
        Map<String, Item> itemMap;
        Set<Vec> vecs;
        Rec rec;
        List<Rec> recs;
        Kind[] kindArray;
        Item[] itemArray;
        URI uri;
        Instant instant;
        Duration duration;
        Everything child;
        List<Everything> children;
    }

    // ============================================================================================ generators

    static Vec vec(Gen g) {
        return new Vec(g.float64(), g.float64(), g.float32());
    }

    static String text(Gen g) {
        return g.text(8);
    }

    static Kind kind(Gen g) {
        return g.pick(Kind.values());
    }

    static Item item(Gen g) {
        Item b = new Item();
        b.id = g.int32();
        b.name = g.orNull(0.2, () -> text(g));
        b.pos = g.orNull(0.2, () -> vec(g));
        b.tags = g.orNull(0.2, () -> g.list(g.between(0, 3), g::int32));
        b.kind = g.orNull(0.2, () -> kind(g));
        b.marks = g.orNull(0.5, () -> g.map(g.between(0, 2), () -> text(g), () -> vec(g)));
        return b;
    }

    /** Nested lists stay small: AssertJ compares lists of objects in quadratic time. */
    static Rec rec(Gen g) {
        return new Rec(g.int64(), g.orNull(0.2, () -> text(g)), g.orNull(0.3, () -> item(g)),
                g.orNull(0.2, () -> g.list(g.between(0, 3), () -> vec(g))),
                g.orNull(0.2, () -> g.array(int[].class, g.size(3), g::int32)), g.orNull(0.3, g::latin1));
    }

    static MultiArray multiArray(Gen g) {
        int[] d = g.array(int[].class, g.between(1, 3), () -> g.between(0, 3));
        int n = Arrays.stream(d).reduce(1, (a, b) -> a * b);
        return switch (g.between(0, 3)) {
            case 0 -> MultiArray.of(g.array(double[].class, n, g::float64), d);
            case 1 -> MultiArray.of(g.array(int[].class, n, g::int32), d);
            case 2 -> MultiArray.of(g.array(byte[].class, n, g::int8), d);
            default -> MultiArray.of(g.array(String[].class, n, () -> text(g)), d);
        };
    }

    static double[][] matrix(Gen g) {
        int rows = g.between(0, 3);
        int cols = g.between(0, 3);
        double[][] m = new double[rows][];
        for (int i = 0; i < rows; i++) {
            m[i] = g.array(double[].class, cols, g::float64);
        }
        return m;
    }

    static int[][][] cube(Gen g) {
        int a = g.between(1, 3);
        int b = g.between(1, 3);
        int c = g.between(1, 3);
        int[][][] m = new int[a][b][];
        for (int[][] plane : m) {
            for (int j = 0; j < b; j++) {
                plane[j] = g.array(int[].class, c, g::int32);
            }
        }
        return m;
    }

    static URI uri(Gen g) {
        String part = Long.toString(g.between(0L, 2_000_000_000_000L), 36); // 1 to 8 letters and digits
        int n = g.between(0, 9999);
        return switch (g.pick("https", "urn", "file")) {
            case "urn" -> URI.create("urn:x:" + part + n);
            case "file" -> URI.create("file:///tmp/" + part + "%20" + n);
            default -> URI.create("https://" + part + ".example.org:" + n + "/p?q=" + part + "#f");
        };
    }

    static Instant instant(Gen g) {
        return Instant.ofEpochSecond(g.between(Instant.MIN.getEpochSecond(), Instant.MAX.getEpochSecond()),
                g.between(0, 999_999_999));
    }

    static Duration duration(Gen g) {
        return Duration.ofSeconds(g.int64(), g.between(0, 999_999_999));
    }

    /** Every field of {@link Everything}; {@code child} and {@code children} {@code depth} levels deep. */
    static Everything everything(Gen g, int depth) {
        // arrays and lists up to Gen.BIG on big seeds, at the top level only: AssertJ compares nested and unordered
        // containers (sets, maps) too slowly for thousands of elements
        IntUnaryOperator size = max -> depth > 0 ? g.size(max) : g.between(0, max);
        Everything e = new Everything();
        e.bo = g.bool();
        e.by = g.int8();
        e.sh = g.int16();
        e.in = g.int32();
        e.lo = g.int64();
        e.fl = g.float32();
        e.db = g.float64();
        e.ch = g.latin1();
        e.bBo = g.orNull(0.3, g::bool);
        e.bBy = g.orNull(0.3, g::int8);
        e.bSh = g.orNull(0.3, g::int16);
        e.bIn = g.orNull(0.3, g::int32);
        e.bLo = g.orNull(0.3, g::int64);
        e.bFl = g.orNull(0.3, g::float32);
        e.bDb = g.orNull(0.3, g::float64);
        e.bCh = g.orNull(0.3, g::latin1);
        e.str = g.orNull(0.2, () -> text(g));
        e.aBo = g.orNull(0.3, () -> g.array(boolean[].class, size.applyAsInt(4), g::bool));
        e.aBy = g.orNull(0.3, () -> g.array(byte[].class, size.applyAsInt(4), g::int8));
        e.aSh = g.orNull(0.3, () -> g.array(short[].class, size.applyAsInt(4), g::int16));
        e.aIn = g.orNull(0.3, () -> g.array(int[].class, size.applyAsInt(4), g::int32));
        e.aLo = g.orNull(0.3, () -> g.array(long[].class, size.applyAsInt(4), g::int64));
        e.aFl = g.orNull(0.3, () -> g.array(float[].class, size.applyAsInt(4), g::float32));
        e.aDb = g.orNull(0.3, () -> g.array(double[].class, size.applyAsInt(4), g::float64));
        e.aCh = g.orNull(0.3, () -> g.array(char[].class, size.applyAsInt(4), g::latin1));
        e.aStr = g.orNull(0.3, () -> g.array(String[].class, size.applyAsInt(3), () -> text(g)));
        e.xBo = g.orNull(0.5, () -> g.array(Boolean[].class, size.applyAsInt(3), g::bool));
        e.xIn = g.orNull(0.5, () -> g.array(Integer[].class, size.applyAsInt(3), g::int32));
        e.xDb = g.orNull(0.5, () -> g.array(Double[].class, size.applyAsInt(3), g::float64));
        e.xCh = g.orNull(0.5, () -> g.array(Character[].class, size.applyAsInt(3), g::latin1));
        e.multi = g.orNull(0.4, () -> multiArray(g));
        e.matrix = g.orNull(0.4, () -> matrix(g));
        e.cube = g.orNull(0.5, () -> cube(g));
        e.kind = g.orNull(0.3, () -> kind(g));
        e.kinds = g.orNull(0.4, () -> g.list(size.applyAsInt(4), () -> kind(g)));
        e.byKind = g.orNull(0.4, () -> g.map(g.between(0, 3), () -> kind(g), g::int32));
        e.toKind = g.orNull(0.4, () -> g.map(g.between(0, 3), () -> text(g), () -> kind(g)));
        e.ints = g.orNull(0.3, () -> g.list(size.applyAsInt(4), g::int32));
        e.strings = g.orNull(0.3, () -> g.set(g.between(0, 3), () -> text(g)));
        e.longs = g.orNull(0.4, () -> new ArrayDeque<>(g.list(size.applyAsInt(3), g::int64)));
        e.shorts = g.orNull(0.4, () -> new TreeSet<>(g.list(g.between(0, 3), g::int16)));
        e.doubles = g.orNull(0.4, () -> g.map(g.between(0, 3), () -> text(g), g::float64));
        e.names = g.orNull(0.4, () -> g.map(g.between(0, 3), g::int32, () -> text(g)));
        e.item = g.orNull(0.3, () -> item(g));
        e.items = g.orNull(0.4, () -> g.list(g.between(0, 3), () -> item(g)));
        e.itemMap = g.orNull(0.5, () -> g.map(g.between(0, 2), () -> text(g), () -> item(g)));
        e.vecs = g.orNull(0.5, () -> g.set(g.between(0, 3), () -> vec(g)));
        e.rec = g.orNull(0.4, () -> rec(g));
        e.recs = g.orNull(0.6, () -> g.list(g.between(0, 2), () -> rec(g)));
        e.kindArray = g.orNull(0.4, () -> g.list(size.applyAsInt(4), () -> kind(g)).toArray(new Kind[0]));
        e.itemArray = g.orNull(0.5, () -> g.list(g.between(0, 3), () -> item(g)).toArray(new Item[0]));
        e.uri = g.orNull(0.4, () -> uri(g));
        e.instant = g.orNull(0.4, () -> instant(g));
        e.duration = g.orNull(0.4, () -> duration(g));
        if (depth > 0) {
            e.child = g.orNull(0.7, () -> everything(g, depth - 1));
            e.children = g.orNull(0.7, () -> g.list(g.between(0, 2), () -> everything(g, depth - 1)));
        }
        return e;
    }

    /** A small cyclic type to nest deeply: a field and a list of its own type. */
    static class Tree {
        String label;
        Kind kind;
        Tree next;
        List<Tree> kids;
    }

    /** A tree of up to 10 levels through {@code next} and {@code kids}. */
    static Tree tree(Gen g, int depth) {
        if (depth == 0) {
            return tree(text(g), g.orNull(0.5, () -> kind(g)), null, null);
        }
        return tree(g.orNull(0.2, () -> text(g)), g.orNull(0.5, () -> kind(g)),
                g.orNull(0.2, () -> tree(g, depth - 1)),
                g.orNull(0.2, () -> g.list(g.between(0, 1), () -> tree(g, depth - 1))));
    }

    static Tree tree(String label, Kind kind, Tree next, List<Tree> kids) {
        Tree t = new Tree();
        t.label = label;
        t.kind = kind;
        t.next = next;
        t.kids = kids;
        return t;
    }

    // ============================================================================================ helpers

    /**
     * {@link TestSupport#recursively}, with arrays compared whole by {@code Arrays.equals} (floating point by
     * {@code floatToIntBits}/{@code doubleToLongBits}, as {@code Float.compare} and {@code Double.compare} do):
     * AssertJ's element-by-element comparison takes seconds on arrays of thousands of elements.
     */
    static RecursiveComparisonAssert<?> exactly(Object actual) {
        return TestSupport.recursively(actual)
                .withEqualsForType(Arrays::equals, boolean[].class).withEqualsForType(Arrays::equals, byte[].class)
                .withEqualsForType(Arrays::equals, short[].class).withEqualsForType(Arrays::equals, int[].class)
                .withEqualsForType(Arrays::equals, long[].class).withEqualsForType(Arrays::equals, float[].class)
                .withEqualsForType(Arrays::equals, double[].class).withEqualsForType(Arrays::equals, char[].class)
                .withEqualsForType(Arrays::equals, String[].class).withEqualsForType(Arrays::equals, Boolean[].class)
                .withEqualsForType(Arrays::equals, Integer[].class).withEqualsForType(Arrays::equals, Double[].class)
                .withEqualsForType(Arrays::equals, Character[].class);
    }

    static byte[] write(IoClassSerialiser s, Object o) {
        s.setBuffer(IoBuffer.allocate(64));
        s.serialise(o);
        return s.buffer().flip().toByteArray();
    }

    static <T> T read(IoClassSerialiser s, byte[] bytes, Class<T> type) {
        s.setBuffer(IoBuffer.wrap(bytes));
        T t = s.deserialise(type);
        assertThat(s.buffer().remaining()).as("the whole message is read").isZero();
        return t;
    }

    // ============================================================================================ properties

    static LongStream seeds() {
        return Seeds.of(200);
    }

    /** For the properties over {@link Everything}, the slowest to generate and compare. */
    static LongStream fewerSeeds() {
        return Seeds.of(100);
    }


    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("fewerSeeds")
    void randomInstancesRoundTripExactlyAndWriteTheSameBytesAgain(long seed) {
        Everything original = everything(new Gen(seed), 1);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        byte[] bytes = write(s, original);
        Everything back = read(s, bytes, Everything.class);
        exactly(back).isEqualTo(original);

        byte[] again = write(s, back);
        assertThat(again.length).as("length of writing what was read").isEqualTo(bytes.length);
        assertSameBytes("writing what was read", bytes, again);
        assertSameBytes("writing the original again, after reads", bytes, write(s, original));
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void deeplyNestedCyclicTypesRoundTrip(long seed) {
        Gen g = new Gen(seed);
        Tree original = tree(g, g.between(0, 10));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        byte[] bytes = write(s, original);
        Tree back = read(s, bytes, Tree.class);
        exactly(back).isEqualTo(original);
        assertSameBytes("writing what was read", bytes, write(s, back));
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("fewerSeeds")
    void readingInPlaceOverAnotherInstanceSetsEveryWrittenField(long seed) {
        Gen g = new Gen(seed);
        Everything original = everything(g, 1);
        Everything other = everything(g, 1);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        Everything target = read(s, write(s, other), Everything.class);
        byte[] bytes = write(s, original);
        s.setBuffer(IoBuffer.wrap(bytes));
        assertThat(s.deserialise(target)).isSameAs(target);
        // null fields are not written: there the target keeps its own value
        exactly(target).ignoringExpectedNullFields().isEqualTo(original);
    }

    // ------------------------------------------------------------------------------------ exact length

    static class Scalars {
        int a;
        long bb;
        double ccc;
        boolean d;
        byte e;
        short f;
        float g;
        char h;
        String text;
        Integer maybe;
        long[] longs;
    }

    static Scalars scalars(Gen g) {
        Scalars x = new Scalars();
        x.a = g.int32();
        x.bb = g.int64();
        x.ccc = g.float64();
        x.d = g.bool();
        x.e = g.int8();
        x.f = g.int16();
        x.g = g.float32();
        x.h = g.latin1();
        x.text = g.orNull(0.2, () -> text(g));
        x.maybe = g.orNull(0.5, g::int32);
        x.longs = g.orNull(0.5, () -> g.array(long[].class, g.size(5), g::int64));
        return x;
    }

    /** A field header: type byte, dataStartOffset, dataSize, name (int32 length, ISO-8859-1 bytes, NUL). */
    static int header(String name) {
        return 1 + 4 + 4 + 4 + name.length() + 1;
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void theLengthOfAScalarClassFollowsFromTheWireRules(long seed) {
        Scalars x = scalars(new Gen(seed));
        String root = Scalars.class.getName();
        int expected = 15 // magic, "YaS", version
                + header(root) // root START_MARKER, no payload
                + header("a") + 4 + header("bb") + 8 + header("ccc") + 8 + header("d") + 1 + header("e") + 1
                + header("f") + 2 + header("g") + 4 + header("h") + 1
                + (x.text == null ? 0 : header("text") + 4 + x.text.getBytes(StandardCharsets.UTF_8).length + 1)
                + (x.maybe == null ? 0 : header("maybe") + 4)
                + (x.longs == null ? 0 : header("longs") + 4 + 4 + 4 + 8 * x.longs.length) // [1][n][n][elements]
                + header(root); // root END_MARKER
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16));
        byte[] bytes = write(s, x);
        assertThat(bytes).hasSize(expected);
        exactly(read(s, bytes, Scalars.class)).isEqualTo(x);
    }

    // ------------------------------------------------------------------------------------ old and new

    static class ItemOld {
        int id;
        String text;
        Vec pos;
    }

    static class ItemNew {
        Vec pos;
        boolean addedFlag = true;
        int id;
        List<String> addedList = new ArrayList<>(List.of("default"));
    }

    static class PairOld {
        int id;
        String name;
        double[] values;
        List<ItemOld> items;
        Kind kind;
        Map<String, Integer> counts;
        String removed = "old default";
        ItemOld single;
    }

    static class PairNew {
        Map<String, Integer> counts;
        ItemNew single;
        String name;
        long addedLong = 5;
        ItemNew addedObject;
        List<ItemNew> items;
        int id;
        double[] values;
        Kind kind;
    }

    static ItemOld itemOld(Gen g) {
        ItemOld b = new ItemOld();
        b.id = g.int32();
        b.text = g.orNull(0.3, () -> text(g));
        b.pos = g.orNull(0.3, () -> vec(g));
        return b;
    }

    static ItemNew itemNew(Gen g) {
        ItemNew b = new ItemNew();
        b.id = g.int32();
        b.addedFlag = g.bool();
        b.addedList = g.list(g.size(2), () -> text(g));
        b.pos = g.orNull(0.3, () -> vec(g));
        return b;
    }

    static PairOld pairOld(Gen g) {
        PairOld b = new PairOld();
        b.id = g.int32();
        b.name = g.orNull(0.2, () -> text(g));
        b.values = g.orNull(0.2, () -> g.array(double[].class, g.size(4), g::float64));
        b.items = g.orNull(0.2, () -> g.list(g.between(0, 3), () -> itemOld(g)));
        b.kind = g.orNull(0.2, () -> kind(g));
        b.counts = g.orNull(0.2, () -> g.map(g.size(3), () -> text(g), g::int32));
        b.removed = text(g);
        b.single = g.orNull(0.3, () -> itemOld(g));
        return b;
    }

    static PairNew pairNew(Gen g) {
        PairNew b = new PairNew();
        b.id = g.int32();
        b.name = g.orNull(0.2, () -> text(g));
        b.values = g.orNull(0.2, () -> g.array(double[].class, g.size(4), g::float64));
        b.items = g.orNull(0.2, () -> g.list(g.between(0, 3), () -> itemNew(g)));
        b.kind = g.orNull(0.2, () -> kind(g));
        b.counts = g.orNull(0.2, () -> g.map(g.size(3), () -> text(g), g::int32));
        b.addedLong = g.int64();
        b.addedObject = g.orNull(0.5, () -> itemNew(g));
        b.single = g.orNull(0.3, () -> itemNew(g));
        return b;
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void aNewReaderReadsAnOldMessage(long seed) {
        PairOld old = pairOld(new Gen(seed));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        PairNew read = read(s, write(s, old), PairNew.class);
        PairNew fresh = new PairNew();
        assertThat(read.id).isEqualTo(old.id);
        assertThat(read.name).isEqualTo(old.name);
        assertThat(read.values).isEqualTo(old.values);
        assertThat(read.kind).isEqualTo(old.kind);
        assertThat(read.counts).isEqualTo(old.counts);
        assertThat(read.addedLong).as("not on the wire").isEqualTo(fresh.addedLong);
        assertThat(read.addedObject).isNull();
        if (old.items == null) {
            assertThat(read.items).isNull();
        } else {
            assertThat(read.items).hasSameSizeAs(old.items);
            for (int i = 0; i < old.items.size(); i++) {
                assertSameShared(old.items.get(i), read.items.get(i));
            }
        }
        if (old.single == null) {
            assertThat(read.single).isNull();
        } else {
            assertSameShared(old.single, read.single);
        }
    }

    private static void assertSameShared(ItemOld o, ItemNew n) {
        assertThat(n.id).isEqualTo(o.id);
        assertThat(n.pos).isEqualTo(o.pos);
        assertThat(n.addedFlag).as("new element: its constructor's value").isTrue();
        assertThat(n.addedList).containsExactly("default");
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void anOldReaderReadsANewMessage(long seed) {
        PairNew newer = pairNew(new Gen(seed));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        PairOld read = read(s, write(s, newer), PairOld.class);
        assertThat(read.id).isEqualTo(newer.id);
        assertThat(read.name).isEqualTo(newer.name);
        assertThat(read.values).isEqualTo(newer.values);
        assertThat(read.kind).isEqualTo(newer.kind);
        assertThat(read.counts).isEqualTo(newer.counts);
        assertThat(read.removed).as("not on the wire").isEqualTo("old default");
        if (newer.items == null) {
            assertThat(read.items).isNull();
        } else {
            assertThat(read.items).extracting(i -> i.id)
                    .containsExactlyElementsOf(newer.items.stream().map(i -> i.id).toList());
            assertThat(read.items).extracting(i -> i.pos)
                    .containsExactlyElementsOf(newer.items.stream().map(i -> i.pos).toList());
            assertThat(read.items).allSatisfy(i -> assertThat(i.text).isNull());
        }
        if (newer.single != null) {
            assertThat(read.single.id).isEqualTo(newer.single.id);
            assertThat(read.single.pos).isEqualTo(newer.single.pos);
        }
        // and the new class reads its own message back whole, as it wrote it
        byte[] bytes = write(s, newer);
        exactly(read(s, bytes, PairNew.class)).isEqualTo(newer);
        assertSameBytes("writing what was read", bytes, write(s, read(s, bytes, PairNew.class)));
    }

    // ------------------------------------------------------------------------------------ widening

    static class Narrow {
        byte b;
        short s;
        int i;
        float f;
        int toDouble;
        Integer boxed;
        byte[] bytes;
        short[] shorts;
        int[] ints;
        float[] floats;
        List<Integer> list;
        Map<String, Short> map;
    }

    static class Wide {
        short b;
        int s;
        long i;
        double f;
        double toDouble;
        Long boxed;
        int[] bytes;
        int[] shorts;
        long[] ints;
        double[] floats;
        List<Long> list;
        Map<String, Integer> map;
    }

    static Narrow narrow(Gen g) {
        Narrow x = new Narrow();
        x.b = g.int8();
        x.s = g.int16();
        x.i = g.int32();
        x.f = g.float32();
        x.toDouble = g.int32();
        x.boxed = g.orNull(0.3, g::int32);
        x.bytes = g.array(byte[].class, g.size(4), g::int8);
        x.shorts = g.array(short[].class, g.size(4), g::int16);
        x.ints = g.array(int[].class, g.size(4), g::int32);
        x.floats = g.array(float[].class, g.size(4), g::float32);
        x.list = g.list(g.size(4), g::int32);
        x.map = g.map(g.size(3), () -> text(g), g::int16);
        return x;
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void losslessWideningsKeepEveryValue(long seed) {
        Narrow n = narrow(new Gen(seed));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        Wide w = read(s, write(s, n), Wide.class);
        assertThat(w.b).isEqualTo(n.b);
        assertThat(w.s).isEqualTo(n.s);
        assertThat(w.i).isEqualTo(n.i);
        assertThat(Double.compare(w.f, n.f)).isZero();
        assertThat(w.toDouble).isEqualTo(n.toDouble);
        assertThat(w.boxed).isEqualTo(n.boxed == null ? null : (long) n.boxed);
        for (int k = 0; k < n.bytes.length; k++) {
            assertThat(w.bytes[k]).isEqualTo(n.bytes[k]);
        }
        assertThat(w.bytes).hasSameSizeAs(n.bytes);
        assertThat(w.shorts).hasSameSizeAs(n.shorts);
        for (int k = 0; k < n.shorts.length; k++) {
            assertThat(w.shorts[k]).isEqualTo(n.shorts[k]);
        }
        assertThat(w.ints).hasSameSizeAs(n.ints);
        for (int k = 0; k < n.ints.length; k++) {
            assertThat(w.ints[k]).isEqualTo(n.ints[k]);
        }
        assertThat(w.floats).hasSameSizeAs(n.floats);
        for (int k = 0; k < n.floats.length; k++) {
            assertThat(Double.compare(w.floats[k], n.floats[k])).isZero();
        }
        assertThat(w.list).containsExactlyElementsOf(n.list.stream().map(Integer::longValue).toList());
        Map<String, Integer> widened = new LinkedHashMap<>();
        n.map.forEach((k, v) -> widened.put(k, (int) v));
        assertThat(w.map).containsExactlyEntriesOf(widened);
    }
}
