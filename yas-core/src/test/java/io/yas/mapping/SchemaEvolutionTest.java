package io.yas.mapping;

import static io.yas.mapping.TestSupport.write;
import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.readInto;
import static io.yas.mapping.TestSupport.message;
import static io.yas.mapping.TestSupport.recursively;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.YasWriter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Reading matches fields by name, so writer and reader classes may differ: fields added, removed, reordered, nested
 * objects and collection elements evolved, lossless widenings. Anything else is a {@link YasFormatException} that
 * names the field, the expected and the actual type. Writer and reader classes have different names on purpose: the
 * root name is not checked.
 */
class SchemaEvolutionTest {
    static {
        TestSupport.openTestPackages();
    }


    // ============================================================================================ flat classes

    static class Version1 {
        int id = 1;
        String name = "first";
        double value = 2.5;
    }

    static class Version2Added {
        int id = -1;
        String name = "default";
        double value = -1;
        long extra = 77;
        List<String> tags = new ArrayList<>(List.of("kept"));
    }

    static class Version2Removed {
        int id = -1;
        double value = -1;
    }

    static class Version2Reordered {
        double value = -1;
        String name = "default";
        int id = -1;
    }

    @Test
    void anAddedFieldKeepsItsValueAndIsSkippedByTheOldReader() {
        Version2Added added = read(write(new Version1()), Version2Added.class);
        assertThat(added.id).isEqualTo(1);
        assertThat(added.name).isEqualTo("first");
        assertThat(added.value).isEqualTo(2.5);
        assertThat(added.extra).as("missing on the wire: the default").isEqualTo(77);
        assertThat(added.tags).containsExactly("kept");

        Version2Added newer = new Version2Added();
        newer.id = 5;
        newer.extra = 9;
        newer.tags = new ArrayList<>(List.of("a", "b"));
        Version1 old = read(write(newer), Version1.class);
        assertThat(old.id).isEqualTo(5);
        assertThat(old.name).isEqualTo("default");
        assertThat(old.value).isEqualTo(-1);
    }

    @Test
    void aRemovedFieldIsSkippedAndKeptByTheOldReader() {
        Version2Removed removed = read(write(new Version1()), Version2Removed.class);
        assertThat(removed.id).isEqualTo(1);
        assertThat(removed.value).isEqualTo(2.5);

        Version1 target = new Version1();
        target.name = "mine";
        Version2Removed newer = new Version2Removed();
        newer.id = 3;
        readInto(write(newer), target);
        assertThat(target.id).isEqualTo(3);
        assertThat(target.name).as("not on the wire: kept").isEqualTo("mine");
        assertThat(target.value).isEqualTo(-1);
    }

    @Test
    void reorderedFieldsAreMatchedByName() {
        Version2Reordered reordered = read(write(new Version1()), Version2Reordered.class);
        recursively(reordered).isEqualTo(new Version1());
        Version2Reordered r = new Version2Reordered();
        r.id = 8;
        r.name = "eight";
        r.value = 8.5;
        recursively(read(write(r), Version1.class)).isEqualTo(r);
    }

    record RecordV1(int id, String name) {
    }

    record RecordV2(String name, long id, double added) {
    }

    @Test
    void recordsAndClassesEvolveAlike() {
        assertThat(read(write(new RecordV1(4, "four")), RecordV2.class)).isEqualTo(new RecordV2("four", 4, 0));
        assertThatThrownBy(() -> read(write(new RecordV2("x", 6, 1.5)), RecordV1.class))
                .as("long does not narrow to int").isInstanceOf(YasFormatException.class).hasMessageContaining("'id'");
        recursively(read(write(new RecordV1(1, "first")), Version1.class)).isEqualTo(new Version1());
    }

    // ============================================================================================ nested

    static class InnerV1 {
        int a = 1;
        String b = "bee";
        List<Integer> removedList = new ArrayList<>(List.of(1, 2));
        Leaf removedObject = new Leaf(9);
    }

    static class InnerV2 {
        double added = 9.5;
        int a = -1;
    }

    static class Leaf {
        int id;
        double[] values = {1, 2};

        Leaf() {
        }

        Leaf(int id) {
            this.id = id;
        }
    }

    static class OuterV1 {
        int before = 1;
        InnerV1 inner = new InnerV1();
        Leaf unknownObject = new Leaf(3);
        List<Leaf> unknownList = new ArrayList<>(List.of(new Leaf(4), new Leaf(5)));
        Map<String, Leaf> unknownMap = new LinkedHashMap<>(Map.of("k", new Leaf(6)));
        int after = 2;
    }

    static class OuterV2 {
        int after = -2;
        InnerV2 inner = new InnerV2();
        int before = -1;
    }

    @Test
    void nestedObjectsEvolveAndUnknownNestedObjectsAndCollectionsAreSkipped() {
        OuterV2 newer = read(write(new OuterV1()), OuterV2.class);
        assertThat(newer.before).isEqualTo(1);
        assertThat(newer.after).as("read after the skipped objects").isEqualTo(2);
        assertThat(newer.inner.a).isEqualTo(1);
        assertThat(newer.inner.added).isEqualTo(9.5);

        OuterV1 older = read(write(new OuterV2()), OuterV1.class);
        assertThat(older.before).isEqualTo(-1);
        assertThat(older.after).isEqualTo(-2);
        assertThat(older.inner.a).isEqualTo(-1);
        assertThat(older.inner.b).isEqualTo("bee");
        assertThat(older.inner.removedList).containsExactly(1, 2);
        assertThat(older.unknownList).hasSize(2);
    }

    static class ElementV1 {
        int id;
        String tag;
        Leaf removed = new Leaf(1);

        ElementV1() {
        }

        ElementV1(int id, String tag) {
            this.id = id;
            this.tag = tag;
        }
    }

    static class ElementV2 {
        double weight = 1.25;
        int id = -1;
        List<Leaf> addedList = new ArrayList<>();
    }

    static class BagV1 {
        List<ElementV1> items = new ArrayList<>(List.of(new ElementV1(1, "one"), new ElementV1(2, "two")));
        Map<String, ElementV1> byName = new LinkedHashMap<>(Map.of("x", new ElementV1(3, "three")));
        int after = 5;
    }

    static class BagV2 {
        List<ElementV2> items = new ArrayList<>();
        Map<String, ElementV2> byName = new LinkedHashMap<>();
        int after = -5;
    }

    @Test
    void collectionElementsGainAndLoseFields() {
        BagV2 newer = read(write(new BagV1()), BagV2.class);
        assertThat(newer.items).extracting(e -> e.id).containsExactly(1, 2);
        assertThat(newer.items).extracting(e -> e.weight).containsOnly(1.25);
        assertThat(newer.byName.get("x").id).isEqualTo(3);
        assertThat(newer.after).isEqualTo(5);

        BagV2 b = new BagV2();
        ElementV2 e = new ElementV2();
        e.id = 7;
        e.addedList.add(new Leaf(8));
        b.items.add(e);
        b.byName.put("y", e);
        BagV1 older = read(write(b), BagV1.class);
        assertThat(older.items).singleElement().satisfies(x -> {
            assertThat(x.id).isEqualTo(7);
            assertThat(x.tag).as("the constructor's element 0, reused in place: kept").isEqualTo("one");
            assertThat(x.removed.id).as("missing on the wire: the constructor's value").isEqualTo(1);
        });
        assertThat(older.byName).containsOnlyKeys("y");
        assertThat(older.after).isEqualTo(-5);
    }

    @Test
    void aWireFieldOfAKnownNameInsideAnUnknownObjectIsNotMistakenForTheOuterOne() {
        byte[] bytes = message(w -> w.putStartMarker("unknown").put("after", 99).putEndMarker("unknown")
                .put("before", 1));
        OuterV2 read = read(bytes, OuterV2.class);
        assertThat(read.after).isEqualTo(-2);
        assertThat(read.before).isEqualTo(1);
    }

    @Test
    void anUnknownCustomFieldIsSkipped() {
        byte[] bytes = message(w -> {
            w.put("before", 1);
            int h = w.putFieldHeader(FieldDescription.of("custom"), DataType.OTHER);
            w.buffer().putDouble(1).putString("payload");
            w.updateDataEndMarker(h);
            w.putCustomData(FieldDescription.of("framed"), "some.Type", null, b -> b.putInt(5));
            w.put("after", 2);
        });
        OuterV2 read = read(bytes, OuterV2.class);
        assertThat(read.before).isEqualTo(1);
        assertThat(read.after).isEqualTo(2);
    }

    record Point(double x, double y) {
    }

    static class WithPoint {
        int before = 1;
        Point point = new Point(1.5, -2);
        int after = 2;
    }

    /** A serialiser for Point: two raw doubles framed as OTHER, as vector 30 frames its custom type. */
    static final FieldSerialiser<Point> RAW_POINT = FieldSerialiser.of(Point.class, (w, field, p) -> {
        int h = w.putFieldHeader(field, DataType.OTHER);
        w.buffer().putDouble(p.x()).putDouble(p.y());
        w.updateDataEndMarker(h);
    }, (r, old) -> new Point(r.buffer().getDouble(), r.buffer().getDouble()));

    @Test
    void aFieldThatGainedOrLostACustomSerialiserIsATypeChange() {
        ClassMapping custom = ClassMapping.defaults().with(RAW_POINT);
        byte[] nested = write(new WithPoint());
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(nested), custom);
        assertThatThrownBy(() -> s.deserialise(WithPoint.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("'point'").hasMessageContaining("START_MARKER");

        IoClassSerialiser c = new IoClassSerialiser(IoBuffer.allocate(64), custom);
        c.serialise(new WithPoint());
        byte[] raw = c.buffer().flip().toByteArray();
        assertThatThrownBy(() -> read(raw, WithPoint.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("'point'").hasMessageContaining("START_MARKER").hasMessageContaining("OTHER");

        c.setBuffer(IoBuffer.wrap(raw));
        recursively(c.deserialise(WithPoint.class)).isEqualTo(new WithPoint());
    }

    // ============================================================================================ widening

    static class Narrow {
        byte b2s = -3;
        byte b2d = -4;
        short s2l = -300;
        int i2l = Integer.MIN_VALUE;
        int i2d = Integer.MAX_VALUE;
        float f2d = 0.1f;
        Integer boxed = -7;
        byte[] b2i = {-128, 0, 127};
        short[] s2i = {Short.MIN_VALUE, 1};
        int[] i2l2 = {Integer.MAX_VALUE, -1};
        int[] i2d2 = {3, -4};
        float[] f2d2 = {0.5f, Float.NaN};
        Short[] boxedArray = {1, -2};
        int[][] matrix = {{1, 2}, {3, 4}};
        List<Integer> list = new ArrayList<>(List.of(1, -2));
        Map<Short, Float> map = new LinkedHashMap<>(Map.of((short) 5, 0.25f));
    }

    static class Wide {
        short b2s;
        double b2d;
        long s2l;
        long i2l;
        double i2d;
        double f2d;
        Long boxed;
        int[] b2i;
        int[] s2i;
        long[] i2l2;
        double[] i2d2;
        double[] f2d2;
        Long[] boxedArray;
        double[][] matrix;
        List<Long> list;
        Map<Integer, Double> map;
    }

    @Test
    void losslessWideningsAreApplied() {
        Wide w = read(write(new Narrow()), Wide.class);
        assertThat(w.b2s).isEqualTo((short) -3);
        assertThat(w.b2d).isEqualTo(-4.0);
        assertThat(w.s2l).isEqualTo(-300L);
        assertThat(w.i2l).isEqualTo(Integer.MIN_VALUE);
        assertThat(w.i2d).isEqualTo(Integer.MAX_VALUE);
        assertThat(w.f2d).isEqualTo((double) 0.1f);
        assertThat(w.boxed).isEqualTo(-7L);
        assertThat(w.b2i).containsExactly(-128, 0, 127);
        assertThat(w.s2i).containsExactly(Short.MIN_VALUE, 1);
        assertThat(w.i2l2).containsExactly(Integer.MAX_VALUE, -1L);
        assertThat(w.i2d2).containsExactly(3.0, -4.0);
        assertThat(w.f2d2).containsExactly(0.5, Double.NaN);
        assertThat(w.boxedArray).containsExactly(1L, -2L);
        assertThat(w.matrix).isDeepEqualTo(new double[][] {{1, 2}, {3, 4}});
        assertThat(w.list).containsExactly(1L, -2L);
        assertThat(w.map).containsExactly(Map.entry(5, 0.25));
    }

    @Test
    void wideningReusesAnArrayOfTheRightSize() {
        Wide target = new Wide();
        target.b2i = new int[3];
        int[] reused = target.b2i;
        readInto(write(new Narrow()), target);
        assertThat(target.b2i).isSameAs(reused).containsExactly(-128, 0, 127);
    }

    /** Lossless widenings the first pair leaves out: byte→long, int→double and float→double in arrays and containers. */
    static class NarrowElements {
        byte b2l = -5;
        byte[] b2l2 = {Byte.MIN_VALUE, Byte.MAX_VALUE};
        List<Byte> byteList = new ArrayList<>(List.of((byte) -1, (byte) 2));
        List<Integer> intList = new ArrayList<>(List.of(Integer.MAX_VALUE, Integer.MIN_VALUE));
        List<Float> floatList = new ArrayList<>(List.of(0.1f, Float.NEGATIVE_INFINITY));
        Map<String, Integer> intMap = new LinkedHashMap<>(Map.of("k", -16_777_217));
        Map<String, Float> floatMap = new LinkedHashMap<>(Map.of("f", 1.1f));
    }

    static class WideElements {
        long b2l;
        long[] b2l2;
        List<Long> byteList;
        List<Double> intList;
        List<Double> floatList;
        Map<String, Double> intMap;
        Map<String, Double> floatMap;
    }

    @Test
    void losslessWideningsOfArrayAndContainerElementsKeepEveryValue() {
        WideElements w = read(write(new NarrowElements()), WideElements.class);
        assertThat(w.b2l).isEqualTo(-5L);
        assertThat(w.b2l2).containsExactly(-128L, 127L);
        assertThat(w.byteList).containsExactly(-1L, 2L);
        assertThat(w.intList).containsExactly((double) Integer.MAX_VALUE, (double) Integer.MIN_VALUE);
        assertThat(w.floatList).containsExactly((double) 0.1f, Double.NEGATIVE_INFINITY);
        assertThat(w.intMap).containsExactly(Map.entry("k", -16_777_217.0));
        assertThat(w.floatMap).containsExactly(Map.entry("f", (double) 1.1f));
    }

    // ========================================================================================= lossy refused

    /** 2^53 + 1: the smallest positive long a double cannot hold (and far beyond a float's 24 bits). */
    static final long NOT_A_DOUBLE = (1L << 53) + 1;

    /** Floating-point targets of every shape; each case's message holds one long-typed field named like one. */
    static class Floating {
        double scalar = -1;
        double[] array;
        List<Double> list;
        Map<String, Double> map;
        float floatScalar = -1;
        float[] floatArray;
        List<Float> floatList;
        Map<String, Float> floatMap;
    }

    static Stream<Arguments> lossyLongToFloatingPoint() {
        long[] longs = {1, NOT_A_DOUBLE};
        List<Long> list = List.of(1L, NOT_A_DOUBLE);
        Map<String, Long> map = Map.of("k", NOT_A_DOUBLE);
        Stream<Arguments> both = Stream.of(Protocol.YAS, Protocol.CMWLIGHT).flatMap(p -> Stream.of(
                Arguments.of(p, "scalar", (Consumer<IoSerialiser>) w -> w.put("scalar", NOT_A_DOUBLE), "DOUBLE",
                        "LONG"),
                Arguments.of(p, "array", (Consumer<IoSerialiser>) w -> w.put("array", longs), "DOUBLE_ARRAY",
                        "LONG_ARRAY"),
                Arguments.of(p, "floatScalar", (Consumer<IoSerialiser>) w -> w.put("floatScalar", NOT_A_DOUBLE),
                        "FLOAT", "LONG"),
                Arguments.of(p, "floatArray", (Consumer<IoSerialiser>) w -> w.put("floatArray", longs), "FLOAT_ARRAY",
                        "LONG_ARRAY")));
        // CmwLight carries no collections or maps
        Stream<Arguments> yasOnly = Stream.of(
                Arguments.of(Protocol.YAS, "list", (Consumer<IoSerialiser>) w -> w.put("list", list, Long.class),
                        "Double", "Long"),
                Arguments.of(Protocol.YAS, "map", (Consumer<IoSerialiser>) w -> w.put("map", map, String.class,
                        Long.class), "Double", "Long"),
                Arguments.of(Protocol.YAS, "floatList", (Consumer<IoSerialiser>) w -> w.put("floatList", list,
                        Long.class), "Float", "Long"),
                Arguments.of(Protocol.YAS, "floatMap", (Consumer<IoSerialiser>) w -> w.put("floatMap", map,
                        String.class, Long.class), "Float", "Long"));
        return Stream.concat(both, yasOnly);
    }

    /** A long may not fit a double or float: never a widening, whatever the value (issue 15's survivor). */
    @ParameterizedTest(name = "{0}: LONG into {1}")
    @MethodSource("lossyLongToFloatingPoint")
    void aLongIntoAFloatingPointFieldArrayOrContainerIsRefusedNamingTheField(Protocol protocol, String field,
            Consumer<IoSerialiser> longField, String expected, String actual) {
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(128));
        w.putHeaderInfo();
        longField.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        IoClassSerialiser s = new IoClassSerialiser(w.buffer().flip());
        assertThatThrownBy(() -> s.deserialise(Floating.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("'" + field + "'").hasMessageContaining(expected).hasMessageContaining(actual)
                .satisfies(e -> assertThat(((YasFormatException) e).path()).isEqualTo("$." + field));
        assertThat(s.buffer().position()).isZero();
    }

    // ============================================================================================ refused

    static class IntField {
        int value = 1;
    }

    static class DoubleField {
        double value = 1.5;
    }

    static class LongField {
        long value = 1L << 40;
    }

    static class FloatField {
        float value = 1.5f;
    }

    static class StringField {
        String value = "text";
    }

    static class IntArrayField {
        int[] value = {1, 2};
    }

    static class StringArrayField {
        String[] value = {"a"};
    }

    static class LongArrayField {
        long[] value = {1};
    }

    static class DoubleMatrixField {
        double[][] value = {{1}};
    }

    static class BooleanField {
        boolean value = true;
    }

    static class LeafField {
        Leaf value = new Leaf(1);
    }

    static class IntListField {
        List<Integer> value = new ArrayList<>(List.of(1));
    }

    static class LongListField {
        List<Long> value = new ArrayList<>(List.of(1L << 40));
    }

    static class LeafListField {
        List<Leaf> value = new ArrayList<>(List.of(new Leaf(1)));
    }

    static class StringIntMapField {
        Map<String, Integer> value = new LinkedHashMap<>(Map.of("k", 1));
    }

    static class StringLeafMapField {
        Map<String, Leaf> value = new LinkedHashMap<>(Map.of("k", new Leaf(1)));
    }

    static class CharField {
        char value = 'c';
    }

    static class BoxedIntField {
        Integer value = 4;
    }

    static class EnumField {
        ModeV1 value = ModeV1.ON;
    }

    static Stream<Arguments> nonWidening() {
        return Stream.of(
                Arguments.of(new DoubleField(), IntField.class, "INT", "DOUBLE"),
                Arguments.of(new LongField(), IntField.class, "INT", "LONG"),
                Arguments.of(new StringField(), IntField.class, "INT", "STRING"),
                Arguments.of(new IntArrayField(), StringArrayField.class, "STRING_ARRAY", "INT_ARRAY"),
                Arguments.of(new LongField(), DoubleField.class, "DOUBLE", "LONG"),
                Arguments.of(new IntField(), FloatField.class, "FLOAT", "INT"),
                Arguments.of(new DoubleField(), FloatField.class, "FLOAT", "DOUBLE"),
                Arguments.of(new IntField(), StringField.class, "STRING", "INT"),
                Arguments.of(new IntField(), BooleanField.class, "BOOL", "INT"),
                Arguments.of(new BooleanField(), IntField.class, "INT", "BOOL"),
                Arguments.of(new IntField(), CharField.class, "CHAR", "INT"),
                Arguments.of(new LongField(), BoxedIntField.class, "INT", "LONG"),
                Arguments.of(new LongArrayField(), IntArrayField.class, "INT_ARRAY", "LONG_ARRAY"),
                Arguments.of(new StringArrayField(), IntArrayField.class, "INT_ARRAY", "STRING_ARRAY"),
                Arguments.of(new IntField(), IntArrayField.class, "INT_ARRAY", "INT"),
                Arguments.of(new IntArrayField(), DoubleMatrixField.class, "2-D DOUBLE_ARRAY", "1-D INT_ARRAY"),
                Arguments.of(new IntField(), LeafField.class, "START_MARKER", "INT"),
                Arguments.of(new LeafField(), IntField.class, "INT", "START_MARKER"),
                Arguments.of(new LeafListField(), LeafField.class, "START_MARKER", "LIST"),
                Arguments.of(new IntField(), IntListField.class, "LIST", "INT"),
                Arguments.of(new LongListField(), IntListField.class, "Integer", "Long"),
                Arguments.of(new IntListField(), LeafListField.class, "Leaf", "Integer"),
                Arguments.of(new LeafListField(), IntListField.class, "Integer", "nested objects"),
                Arguments.of(new StringIntMapField(), StringLeafMapField.class, "Leaf", "Integer"),
                Arguments.of(new StringLeafMapField(), StringIntMapField.class, "Integer", "nested objects"),
                Arguments.of(new IntListField(), StringIntMapField.class, "MAP", "LIST"),
                Arguments.of(new IntField(), EnumField.class, "ENUM", "INT"));
    }

    @ParameterizedTest(name = "{0} into {1}")
    @MethodSource("nonWidening")
    void aTypeChangeThatIsNotALosslessWideningIsRefusedNamingFieldAndTypes(Object written, Class<?> reader,
            String expected, String actual) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(write(written)));
        assertThatThrownBy(() -> s.deserialise(reader)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("value").hasMessageContaining(expected).hasMessageContaining(actual)
                .satisfies(e -> assertThat(((YasFormatException) e).path()).isEqualTo("$.value"));
        assertThat(s.buffer().position()).isZero();
    }

    @Test
    void aRefusedNestedFieldNamesItsPath() {
        byte[] bytes = message(w -> w.putStartMarker("inner").put("value", 2.5).putEndMarker("inner"));
        assertThatThrownBy(() -> read(bytes, IntHolder.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("$.inner.value").hasMessageContaining("INT").hasMessageContaining("DOUBLE");
    }

    static class IntHolder {
        IntField inner = new IntField();
    }

    // ============================================================================================ enums

    enum ModeV1 { OFF, ON, TURBO }

    enum ModeV2 { OFF, ON }

    static class ModesV1 {
        ModeV1 mode = ModeV1.ON;
        List<ModeV1> history = new ArrayList<>(List.of(ModeV1.OFF, ModeV1.ON));
        Map<ModeV1, Integer> counts = new LinkedHashMap<>(Map.of(ModeV1.ON, 1));
        Map<String, ModeV1> byName = new LinkedHashMap<>(Map.of("x", ModeV1.OFF));
    }

    static class ModesV2 {
        ModeV2 mode;
        List<ModeV2> history;
        Map<ModeV2, Integer> counts;
        Map<String, ModeV2> byName;
    }

    @Test
    void enumsAreMatchedByConstantName() {
        ModesV2 read = read(write(new ModesV1()), ModesV2.class);
        assertThat(read.mode).isEqualTo(ModeV2.ON);
        assertThat(read.history).containsExactly(ModeV2.OFF, ModeV2.ON);
        assertThat(read.counts).containsExactly(Map.entry(ModeV2.ON, 1));
        assertThat(read.byName).containsExactly(Map.entry("x", ModeV2.OFF));
    }

    @Test
    void anEnumConstantUnknownToTheReaderIsRefusedNamingIt() {
        ModesV1 m = new ModesV1();
        m.mode = ModeV1.TURBO;
        assertUnknownTurbo(m, "mode");

        ModesV1 h = new ModesV1();
        h.history.add(ModeV1.TURBO);
        assertUnknownTurbo(h, "history");

        ModesV1 k = new ModesV1();
        k.counts.put(ModeV1.TURBO, 3);
        assertUnknownTurbo(k, "counts");

        ModesV1 v = new ModesV1();
        v.byName.put("t", ModeV1.TURBO);
        assertUnknownTurbo(v, "byName");
    }

    private static void assertUnknownTurbo(ModesV1 written, String field) {
        ModesV2 target = new ModesV2();
        target.history = new ArrayList<>(List.of(ModeV2.ON));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(write(written)));
        assertThatThrownBy(() -> s.deserialise(target)).as(field).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("TURBO").hasMessageContaining(field).hasMessageContaining(ModeV2.class.getName());
        if (field.equals("history")) {
            assertThat(target.history).as("a failed read leaves the collection as it was").containsExactly(ModeV2.ON);
        }
    }

    @Test
    void anEnumIsAlsoReadFromItsName() {
        byte[] bytes = message(w -> w.put("value", "ON"));
        assertThat(read(bytes, EnumField.class).value).isEqualTo(ModeV1.ON);
    }
}
