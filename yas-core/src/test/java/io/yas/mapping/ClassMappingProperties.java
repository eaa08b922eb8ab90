package io.yas.mapping;

import static io.yas.mapping.TestSupport.assertSameBytes;
import static io.yas.mapping.TestSupport.recursively;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;

/**
 * Properties of the class mapping over random instances: exact round trips of every supported field type (floating
 * point bit for bit), deterministic output (writing what was read gives the same bytes, whatever was read before),
 * in-place reading over another instance, the exact message length from the wire rules, and old and new versions of
 * a class reading each other.
 *
 * <p>Seeds are fixed so that every run checks the same cases.
 */
class ClassMappingProperties {
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
        URI uri;
        Instant instant;
        Duration duration;
        Everything child;
        List<Everything> children;
    }

    // ============================================================================================ generators

    static Arbitrary<Float> floats() {
        return Arbitraries.oneOf(Arbitraries.floats(), Arbitraries.integers().map(Float::intBitsToFloat),
                Arbitraries.of(Float.NaN, -0.0f, Float.MIN_VALUE, Float.NEGATIVE_INFINITY,
                        Float.intBitsToFloat(0x7f80_0001)));
    }

    static Arbitrary<Double> doubles() {
        return Arbitraries.oneOf(Arbitraries.doubles(), Arbitraries.longs().map(Double::longBitsToDouble),
                Arbitraries.of(Double.NaN, -0.0, Double.MIN_VALUE, Double.POSITIVE_INFINITY));
    }

    /** Valid Unicode: BMP without surrogates, and now and then an astral character. */
    static Arbitrary<String> strings() {
        Arbitrary<String> bmp = Arbitraries.strings().withCharRange('\u0000', '\ud7ff')
                .withCharRange('\ue000', '\uffff').ofMaxLength(8);
        Arbitrary<String> astral = Arbitraries.integers().between(0x10000, 0x10ffff).map(Character::toString);
        Arbitrary<String> mixed = Combinators.combine(bmp, astral, bmp).as((a, b, c) -> a + b + c);
        return Arbitraries.frequencyOf(Tuple.of(4, bmp), Tuple.of(1, mixed));
    }

    static Arbitrary<Character> latin1() {
        return Arbitraries.chars().range('\u0000', '\u00ff');
    }

    static Arbitrary<Vec> vecs() {
        return Combinators.combine(doubles(), doubles(), floats()).as(Vec::new);
    }

    static Arbitrary<Item> items() {
        return Builders.withBuilder(Item::new)
                .use(Arbitraries.integers()).inSetter((b, v) -> b.id = v)
                .use(strings()).withProbability(0.8).inSetter((b, v) -> b.name = v)
                .use(vecs()).withProbability(0.8).inSetter((b, v) -> b.pos = v)
                .use(Arbitraries.integers().list().ofMaxSize(3)).withProbability(0.8).inSetter((b, v) -> b.tags = v)
                .use(Arbitraries.of(Kind.class)).withProbability(0.8).inSetter((b, v) -> b.kind = v)
                .use(Arbitraries.maps(strings(), vecs()).ofMaxSize(2)).withProbability(0.5)
                .inSetter((b, v) -> b.marks = v)
                .build();
    }

    static Arbitrary<Rec> recs() {
        return Combinators.combine(Arbitraries.longs(), strings().injectNull(0.2), items().injectNull(0.3),
                vecs().list().ofMaxSize(3).injectNull(0.2), Arbitraries.integers().array(int[].class).ofMaxSize(3)
                        .injectNull(0.2), latin1().injectNull(0.3)).as(Rec::new);
    }

    static Arbitrary<MultiArray> multiArrays() {
        return Arbitraries.integers().between(0, 3).list().ofMinSize(1).ofMaxSize(3).flatMap(dims -> {
            int[] d = dims.stream().mapToInt(Integer::intValue).toArray();
            int n = dims.stream().reduce(1, (a, b) -> a * b);
            return Arbitraries.oneOf(
                    doubles().array(double[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    Arbitraries.integers().array(int[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    Arbitraries.bytes().array(byte[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    strings().array(String[].class).ofSize(n).map(e -> MultiArray.of(e, d)));
        });
    }

    static Arbitrary<double[][]> matrices() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 3))
                .flatAs((rows, cols) -> doubles().array(double[].class).ofSize(rows * cols).map(flat -> {
                    double[][] m = new double[rows][cols];
                    for (int i = 0; i < rows; i++) {
                        System.arraycopy(flat, i * cols, m[i], 0, cols);
                    }
                    return m;
                }));
    }

    static Arbitrary<int[][][]> cubes() {
        Arbitrary<Integer> dim = Arbitraries.integers().between(1, 3);
        return Combinators.combine(dim, dim, dim).flatAs((a, b, c) -> Arbitraries.integers().array(int[].class)
                .ofSize(a * b * c).map(flat -> {
                    int[][][] m = new int[a][b][c];
                    int k = 0;
                    for (int i = 0; i < a; i++) {
                        for (int j = 0; j < b; j++) {
                            for (int l = 0; l < c; l++) {
                                m[i][j][l] = flat[k++];
                            }
                        }
                    }
                    return m;
                }));
    }

    static Arbitrary<URI> uris() {
        return Combinators.combine(Arbitraries.of("https", "urn", "file"), Arbitraries.strings().alpha()
                .numeric().ofMinLength(1).ofMaxLength(8), Arbitraries.integers().between(0, 9999))
                .as((scheme, part, n) -> switch (scheme) {
                    case "urn" -> URI.create("urn:x:" + part + n);
                    case "file" -> URI.create("file:///tmp/" + part + "%20" + n);
                    default -> URI.create("https://" + part + ".example.org:" + n + "/p?q=" + part + "#f");
                });
    }

    static Arbitrary<Instant> instants() {
        return Combinators.combine(Arbitraries.longs().between(Instant.MIN.getEpochSecond(),
                Instant.MAX.getEpochSecond()), Arbitraries.integers().between(0, 999_999_999))
                .as(Instant::ofEpochSecond);
    }

    static Arbitrary<Duration> durations() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 999_999_999))
                .as(Duration::ofSeconds);
    }

    static Arbitrary<Everything> everything(int depth) {
        var b = Builders.withBuilder(Everything::new)
                .use(Arbitraries.of(true, false)).inSetter((e, v) -> e.bo = v)
                .use(Arbitraries.bytes()).inSetter((e, v) -> e.by = v)
                .use(Arbitraries.shorts()).inSetter((e, v) -> e.sh = v)
                .use(Arbitraries.integers()).inSetter((e, v) -> e.in = v)
                .use(Arbitraries.longs()).inSetter((e, v) -> e.lo = v)
                .use(floats()).inSetter((e, v) -> e.fl = v)
                .use(doubles()).inSetter((e, v) -> e.db = v)
                .use(latin1()).inSetter((e, v) -> e.ch = v)
                .use(Arbitraries.of(true, false)).withProbability(0.7).inSetter((e, v) -> e.bBo = v)
                .use(Arbitraries.bytes()).withProbability(0.7).inSetter((e, v) -> e.bBy = v)
                .use(Arbitraries.shorts()).withProbability(0.7).inSetter((e, v) -> e.bSh = v)
                .use(Arbitraries.integers()).withProbability(0.7).inSetter((e, v) -> e.bIn = v)
                .use(Arbitraries.longs()).withProbability(0.7).inSetter((e, v) -> e.bLo = v)
                .use(floats()).withProbability(0.7).inSetter((e, v) -> e.bFl = v)
                .use(doubles()).withProbability(0.7).inSetter((e, v) -> e.bDb = v)
                .use(latin1()).withProbability(0.7).inSetter((e, v) -> e.bCh = v)
                .use(strings()).withProbability(0.8).inSetter((e, v) -> e.str = v)
                .use(Arbitraries.of(true, false).array(boolean[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aBo = v)
                .use(Arbitraries.bytes().array(byte[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aBy = v)
                .use(Arbitraries.shorts().array(short[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aSh = v)
                .use(Arbitraries.integers().array(int[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aIn = v)
                .use(Arbitraries.longs().array(long[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aLo = v)
                .use(floats().array(float[].class).ofMaxSize(4)).withProbability(0.7).inSetter((e, v) -> e.aFl = v)
                .use(doubles().array(double[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aDb = v)
                .use(latin1().array(char[].class).ofMaxSize(4)).withProbability(0.7).inSetter((e, v) -> e.aCh = v)
                .use(strings().array(String[].class).ofMaxSize(3)).withProbability(0.7)
                .inSetter((e, v) -> e.aStr = v)
                .use(Arbitraries.of(true, false).array(Boolean[].class).ofMaxSize(3)).withProbability(0.5)
                .inSetter((e, v) -> e.xBo = v)
                .use(Arbitraries.integers().array(Integer[].class).ofMaxSize(3)).withProbability(0.5)
                .inSetter((e, v) -> e.xIn = v)
                .use(doubles().array(Double[].class).ofMaxSize(3)).withProbability(0.5)
                .inSetter((e, v) -> e.xDb = v)
                .use(latin1().array(Character[].class).ofMaxSize(3)).withProbability(0.5)
                .inSetter((e, v) -> e.xCh = v)
                .use(multiArrays()).withProbability(0.6).inSetter((e, v) -> e.multi = v)
                .use(matrices()).withProbability(0.6).inSetter((e, v) -> e.matrix = v)
                .use(cubes()).withProbability(0.5).inSetter((e, v) -> e.cube = v)
                .use(Arbitraries.of(Kind.class)).withProbability(0.7).inSetter((e, v) -> e.kind = v)
                .use(Arbitraries.of(Kind.class).list().ofMaxSize(4)).withProbability(0.6)
                .inSetter((e, v) -> e.kinds = v)
                .use(Arbitraries.maps(Arbitraries.of(Kind.class), Arbitraries.integers()).ofMaxSize(3))
                .withProbability(0.6).inSetter((e, v) -> e.byKind = v)
                .use(Arbitraries.maps(strings(), Arbitraries.of(Kind.class)).ofMaxSize(3)).withProbability(0.6)
                .inSetter((e, v) -> e.toKind = v)
                .use(Arbitraries.integers().list().ofMaxSize(4)).withProbability(0.7).inSetter((e, v) -> e.ints = v)
                .use(strings().set().ofMaxSize(3)).withProbability(0.7).inSetter((e, v) -> e.strings = v)
                .use(Arbitraries.longs().list().ofMaxSize(3).map(ArrayDeque::new)).withProbability(0.6)
                .inSetter((e, v) -> e.longs = v)
                .use(Arbitraries.shorts().set().ofMaxSize(3).map(TreeSet::new)).withProbability(0.6)
                .inSetter((e, v) -> e.shorts = v)
                .use(Arbitraries.maps(strings(), doubles()).ofMaxSize(3)).withProbability(0.6)
                .inSetter((e, v) -> e.doubles = v)
                .use(Arbitraries.maps(Arbitraries.integers(), strings()).ofMaxSize(3)).withProbability(0.6)
                .inSetter((e, v) -> e.names = v)
                .use(items()).withProbability(0.7).inSetter((e, v) -> e.item = v)
                .use(items().list().ofMaxSize(3)).withProbability(0.6).inSetter((e, v) -> e.items = v)
                .use(Arbitraries.maps(strings(), items()).ofMaxSize(2)).withProbability(0.5)
                .inSetter((e, v) -> e.itemMap = v)
                .use(vecs().set().ofMaxSize(3)).withProbability(0.5).inSetter((e, v) -> e.vecs = v)
                .use(recs()).withProbability(0.6).inSetter((e, v) -> e.rec = v)
                .use(recs().list().ofMaxSize(2)).withProbability(0.4).inSetter((e, v) -> e.recs = v)
                .use(uris()).withProbability(0.6).inSetter((e, v) -> e.uri = v)
                .use(instants()).withProbability(0.6).inSetter((e, v) -> e.instant = v)
                .use(durations()).withProbability(0.6).inSetter((e, v) -> e.duration = v);
        if (depth > 0) {
            b = b.use(everything(depth - 1)).withProbability(0.3).inSetter((e, v) -> e.child = v)
                    .use(everything(depth - 1).list().ofMaxSize(2)).withProbability(0.3)
                    .inSetter((e, v) -> e.children = v);
        }
        return b.build();
    }

    /** One level of nesting through {@code child}/{@code children}: deeper is slow to generate; see {@link #trees}. */
    @Provide
    Arbitrary<Everything> everything() {
        return everything(1);
    }

    /** A small cyclic type to nest deeply: a field and a list of its own type. */
    static class Tree {
        String label;
        Kind kind;
        Tree next;
        List<Tree> kids;
    }

    @Provide
    Arbitrary<Tree> trees() {
        Arbitrary<Tree> leaf = Combinators.combine(strings(), Arbitraries.of(Kind.class).injectNull(0.5))
                .as((label, kind) -> tree(label, kind, null, null));
        return Arbitraries.recursive(() -> leaf, inner -> Combinators.combine(strings().injectNull(0.2),
                Arbitraries.of(Kind.class).injectNull(0.5), inner.injectNull(0.2), inner.list().ofMaxSize(1)
                        .injectNull(0.2)).as(ClassMappingProperties::tree), 0, 10);
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

    @Property(tries = 150, seed = "8001", shrinking = ShrinkingMode.BOUNDED)
    void randomInstancesRoundTripExactlyAndWriteTheSameBytesAgain(@ForAll("everything") Everything original) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        byte[] bytes = write(s, original);
        Everything back = read(s, bytes, Everything.class);
        recursively(back).isEqualTo(original);

        byte[] again = write(s, back);
        assertThat(again.length).as("length of writing what was read").isEqualTo(bytes.length);
        assertSameBytes("writing what was read", bytes, again);
        assertSameBytes("writing the original again, after reads", bytes, write(s, original));
    }

    @Property(tries = 200, seed = "8007", shrinking = ShrinkingMode.BOUNDED)
    void deeplyNestedCyclicTypesRoundTrip(@ForAll("trees") Tree original) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        byte[] bytes = write(s, original);
        Tree back = read(s, bytes, Tree.class);
        recursively(back).isEqualTo(original);
        assertSameBytes("writing what was read", bytes, write(s, back));
    }

    @Property(tries = 100, seed = "8002", shrinking = ShrinkingMode.BOUNDED)
    void readingInPlaceOverAnotherInstanceSetsEveryWrittenField(@ForAll("everything") Everything original,
            @ForAll("everything") Everything other) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        Everything target = read(s, write(s, other), Everything.class);
        byte[] bytes = write(s, original);
        s.setBuffer(IoBuffer.wrap(bytes));
        assertThat(s.deserialise(target)).isSameAs(target);
        // null fields are not written: there the target keeps its own value
        recursively(target).ignoringExpectedNullFields().isEqualTo(original);
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

    @Provide
    Arbitrary<Scalars> scalars() {
        return Builders.withBuilder(Scalars::new)
                .use(Arbitraries.integers()).inSetter((x, v) -> x.a = v)
                .use(Arbitraries.longs()).inSetter((x, v) -> x.bb = v)
                .use(doubles()).inSetter((x, v) -> x.ccc = v)
                .use(Arbitraries.of(true, false)).inSetter((x, v) -> x.d = v)
                .use(Arbitraries.bytes()).inSetter((x, v) -> x.e = v)
                .use(Arbitraries.shorts()).inSetter((x, v) -> x.f = v)
                .use(floats()).inSetter((x, v) -> x.g = v)
                .use(latin1()).inSetter((x, v) -> x.h = v)
                .use(strings()).withProbability(0.8).inSetter((x, v) -> x.text = v)
                .use(Arbitraries.integers()).withProbability(0.5).inSetter((x, v) -> x.maybe = v)
                .use(Arbitraries.longs().array(long[].class).ofMaxSize(5)).withProbability(0.5)
                .inSetter((x, v) -> x.longs = v)
                .build();
    }

    /** A field header: type byte, dataStartOffset, dataSize, name (int32 length, ISO-8859-1 bytes, NUL). */
    static int header(String name) {
        return 1 + 4 + 4 + 4 + name.length() + 1;
    }

    @Property(tries = 200, seed = "8003")
    void theLengthOfAScalarClassFollowsFromTheWireRules(@ForAll("scalars") Scalars x) {
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
        recursively(read(s, bytes, Scalars.class)).isEqualTo(x);
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

    static Arbitrary<ItemOld> itemsOld() {
        return Builders.withBuilder(ItemOld::new).use(Arbitraries.integers()).inSetter((b, v) -> b.id = v)
                .use(strings()).withProbability(0.7).inSetter((b, v) -> b.text = v)
                .use(vecs()).withProbability(0.7).inSetter((b, v) -> b.pos = v).build();
    }

    static Arbitrary<ItemNew> itemsNew() {
        return Builders.withBuilder(ItemNew::new).use(Arbitraries.integers()).inSetter((b, v) -> b.id = v)
                .use(Arbitraries.of(true, false)).inSetter((b, v) -> b.addedFlag = v)
                .use(strings().list().ofMaxSize(2)).inSetter((b, v) -> b.addedList = v)
                .use(vecs()).withProbability(0.7).inSetter((b, v) -> b.pos = v).build();
    }

    @Provide
    Arbitrary<PairOld> olds() {
        return Builders.withBuilder(PairOld::new)
                .use(Arbitraries.integers()).inSetter((b, v) -> b.id = v)
                .use(strings()).withProbability(0.8).inSetter((b, v) -> b.name = v)
                .use(doubles().array(double[].class).ofMaxSize(4)).withProbability(0.8)
                .inSetter((b, v) -> b.values = v)
                .use(itemsOld().list().ofMaxSize(3)).withProbability(0.8).inSetter((b, v) -> b.items = v)
                .use(Arbitraries.of(Kind.class)).withProbability(0.8).inSetter((b, v) -> b.kind = v)
                .use(Arbitraries.maps(strings(), Arbitraries.integers()).ofMaxSize(3)).withProbability(0.8)
                .inSetter((b, v) -> b.counts = v)
                .use(strings()).inSetter((b, v) -> b.removed = v)
                .use(itemsOld()).withProbability(0.7).inSetter((b, v) -> b.single = v)
                .build();
    }

    @Provide
    Arbitrary<PairNew> news() {
        return Builders.withBuilder(PairNew::new)
                .use(Arbitraries.integers()).inSetter((b, v) -> b.id = v)
                .use(strings()).withProbability(0.8).inSetter((b, v) -> b.name = v)
                .use(doubles().array(double[].class).ofMaxSize(4)).withProbability(0.8)
                .inSetter((b, v) -> b.values = v)
                .use(itemsNew().list().ofMaxSize(3)).withProbability(0.8).inSetter((b, v) -> b.items = v)
                .use(Arbitraries.of(Kind.class)).withProbability(0.8).inSetter((b, v) -> b.kind = v)
                .use(Arbitraries.maps(strings(), Arbitraries.integers()).ofMaxSize(3)).withProbability(0.8)
                .inSetter((b, v) -> b.counts = v)
                .use(Arbitraries.longs()).inSetter((b, v) -> b.addedLong = v)
                .use(itemsNew()).withProbability(0.5).inSetter((b, v) -> b.addedObject = v)
                .use(itemsNew()).withProbability(0.7).inSetter((b, v) -> b.single = v)
                .build();
    }

    @Property(tries = 200, seed = "8004", shrinking = ShrinkingMode.BOUNDED)
    void aNewReaderReadsAnOldMessage(@ForAll("olds") PairOld old) {
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

    @Property(tries = 200, seed = "8005", shrinking = ShrinkingMode.BOUNDED)
    void anOldReaderReadsANewMessage(@ForAll("news") PairNew newer) {
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
        recursively(read(s, bytes, PairNew.class)).isEqualTo(newer);
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

    @Provide
    Arbitrary<Narrow> narrows() {
        return Builders.withBuilder(Narrow::new)
                .use(Arbitraries.bytes()).inSetter((x, v) -> x.b = v)
                .use(Arbitraries.shorts()).inSetter((x, v) -> x.s = v)
                .use(Arbitraries.integers()).inSetter((x, v) -> x.i = v)
                .use(floats()).inSetter((x, v) -> x.f = v)
                .use(Arbitraries.integers()).inSetter((x, v) -> x.toDouble = v)
                .use(Arbitraries.integers()).withProbability(0.7).inSetter((x, v) -> x.boxed = v)
                .use(Arbitraries.bytes().array(byte[].class).ofMaxSize(4)).inSetter((x, v) -> x.bytes = v)
                .use(Arbitraries.shorts().array(short[].class).ofMaxSize(4)).inSetter((x, v) -> x.shorts = v)
                .use(Arbitraries.integers().array(int[].class).ofMaxSize(4)).inSetter((x, v) -> x.ints = v)
                .use(floats().array(float[].class).ofMaxSize(4)).inSetter((x, v) -> x.floats = v)
                .use(Arbitraries.integers().list().ofMaxSize(4)).inSetter((x, v) -> x.list = v)
                .use(Arbitraries.maps(strings(), Arbitraries.shorts()).ofMaxSize(3).map(LinkedHashMap::new))
                .inSetter((x, v) -> x.map = v)
                .build();
    }

    @Property(tries = 200, seed = "8006")
    void losslessWideningsKeepEveryValue(@ForAll("narrows") Narrow n) {
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
