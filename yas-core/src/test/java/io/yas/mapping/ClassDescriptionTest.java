package io.yas.mapping;

import io.yas.mapping.IoClassSerialiserTest.Color;
import io.yas.mapping.IoClassSerialiserTest.Leaf;
import io.yas.mapping.IoClassSerialiserTest.Point;
import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.readInto;
import static io.yas.mapping.IoClassSerialiserTest.names;
import static io.yas.mapping.IoClassSerialiserTest.tree;
import static io.yas.mapping.IoClassSerialiserTest.write;
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
import io.yas.wire.ReadLimits;
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
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * How {@link ClassMapping} describes classes: refusals of what cannot be mapped (naming class and field), constructors,
 * field discovery (superclass first, static and transient skipped, private and final fields) and custom
 * {@link FieldSerialiser}s with their generics-aware lookup.
 */
class ClassDescriptionTest {
    static {
        TestSupport.openTestPackages();
    }

    // ============================================================================================ refusals

    @SuppressWarnings("rawtypes")
    static class RawList {
        List list;
    }

    static class WildcardList {
        List<?> list;
    }

    static class ObjectField {
        int fine;
        Object anything;
    }

    static class InterfaceField {
        CharSequence text;
    }

    class InnerClass {
        int x;
    }

    static class HoldsInner {
        InnerClass inner;
    }

    static class PojoArray { // Leaf[] is mapped (as a List<Leaf>), an array of a class that is not is refused
        ObjectField[] bad;
    }

    static class PojoMatrix {
        Point[][] points;
    }

    static class NestedBad {
        Leaf ok;
        ObjectField bad;
    }

    static class ListOfBad {
        List<InterfaceField> bad;
    }

    static class NonStringKey {
        Map<Leaf, Integer> byLeaf;
    }

    static class ListOfLists {
        List<List<Integer>> nested;
    }

    static class UnsupportedJdk {
        java.time.LocalDate date;
    }

    static class MismatchedSet {
        java.util.EnumSet<Color> colors;
    }

    @Test
    void unmappableClassesAreRejectedWhenDescribedNamingClassAndField() {
        assertRejected(RawList.class, "RawList", "'list'");
        assertRejected(WildcardList.class, "WildcardList", "'list'");
        assertRejected(ObjectField.class, "ObjectField", "'anything'");
        assertRejected(InterfaceField.class, "InterfaceField", "'text'");
        assertRejected(HoldsInner.class, "HoldsInner", "'inner'", "InnerClass", "non-static");
        assertRejected(InnerClass.class, "InnerClass", "non-static");
        assertRejected(PojoArray.class, "PojoArray", "'bad'", "element type", "ObjectField", "'anything'");
        assertRejected(PojoMatrix.class, "PojoMatrix", "'points'");
        assertRejected(NestedBad.class, "NestedBad", "'bad'", "ObjectField", "'anything'");
        assertRejected(ListOfBad.class, "ListOfBad", "'bad'", "InterfaceField", "'text'");
        assertRejected(NonStringKey.class, "NonStringKey", "'byLeaf'");
        assertRejected(ListOfLists.class, "ListOfLists", "'nested'");
        assertRejected(UnsupportedJdk.class, "UnsupportedJdk", "'date'");
        assertRejected(MismatchedSet.class, "MismatchedSet", "'colors'");
    }

    private static void assertRejected(Class<?> type, String... fragments) {
        assertThatThrownBy(() -> ClassMapping.defaults().describe(type)).as("describe " + type.getSimpleName())
                .isInstanceOf(IllegalArgumentException.class).message().contains(fragments);
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.allocate(8)).deserialise(type))
                .as("first use by deserialise").isInstanceOf(IllegalArgumentException.class).message()
                .contains(fragments);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(8));
        Object instance = instantiate(type);
        if (instance != null) {
            assertThatThrownBy(() -> s.serialise(instance)).as("first use by serialise")
                    .isInstanceOf(IllegalArgumentException.class).message().contains(fragments);
            assertThat(s.buffer().position()).isZero();
        }
    }

    private static Object instantiate(Class<?> type) {
        try {
            var c = type.getDeclaredConstructor();
            c.setAccessible(true);
            return c.newInstance();
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    static class NoDefaultConstructor {
        final int value;

        NoDefaultConstructor(int value) {
            this.value = value;
        }
    }

    static class HoldsNoDefault {
        NoDefaultConstructor inside;
    }

    @Test
    void aClassWithoutNoArgConstructorWritesButCannotBeCreatedOnRead() {
        byte[] bytes = write(new NoDefaultConstructor(5));
        assertThat(tree(bytes).field("value").value()).isEqualTo(5);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(bytes));
        assertThatThrownBy(() -> s.deserialise(NoDefaultConstructor.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(NoDefaultConstructor.class.getName())
                .hasMessageContaining("no-arg constructor");
        assertThat(s.buffer().position()).isZero();
        NoDefaultConstructor existing = new NoDefaultConstructor(1);
        assertThat(s.deserialise(existing).value).as("in place works, final field set").isEqualTo(5);

        HoldsNoDefault h = new HoldsNoDefault();
        h.inside = new NoDefaultConstructor(9);
        byte[] holder = write(h);
        assertThatThrownBy(() -> read(holder, HoldsNoDefault.class)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no-arg constructor");
        HoldsNoDefault target = new HoldsNoDefault();
        target.inside = new NoDefaultConstructor(0);
        assertThat(readInto(holder, target).inside.value).isEqualTo(9);
    }

    // ============================================================================================ fields

    static class HoldsLeaf {
        Leaf leaf;
    }

    static class HoldsLeaves {
        List<Leaf> leaves;
        Map<String, Leaf> byName;
        HoldsLeaf holder;
    }

    /** A class described once serves every class described later that holds it: no second codec, no second class. */
    @Test
    void aClassDescribedBeforeServesTheClassesDescribedAfterIt() {
        ClassMapping mapping = FreshGeneratedCodecTest.fresh();
        ClassCodec leaf = mapping.codec(Leaf.class);
        ClassCodec holder = mapping.codec(HoldsLeaf.class);
        assertThat(holder.fields()[0].nested).isSameAs(leaf);
        ClassCodec holders = mapping.codec(HoldsLeaves.class);
        assertThat(holders.fields()[0].element.nested()).isSameAs(leaf);
        assertThat(holders.fields()[1].element.nested()).isSameAs(leaf);
        assertThat(holders.fields()[2].nested).isSameAs(holder);
        assertThat(mapping.codec(Leaf.class)).isSameAs(leaf);
    }

    /** Threads that describe the same class at once all get the one codec (those that waited, the one built). */
    @Test
    void threadsDescribingOneClassAtOnceGetOneCodec() throws Exception {
        ClassMapping mapping = FreshGeneratedCodecTest.fresh();
        int threads = 4;
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<ClassCodec>> codecs = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                codecs.add(pool.submit(() -> {
                    start.await();
                    return mapping.codec(HoldsLeaves.class);
                }));
            }
            ClassCodec first = codecs.get(0).get(10, TimeUnit.SECONDS);
            assertThat(first).isNotNull();
            for (Future<ClassCodec> c : codecs) {
                assertThat(c.get(10, TimeUnit.SECONDS)).isSameAs(first);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    static class WithSkipped {
        static int shared = 1;
        transient int notSent = 2;
        private int secret = 3;
        final int fixed;
        private final List<String> finalList = new ArrayList<>();

        WithSkipped() {
            this(4);
        }

        WithSkipped(int fixed) {
            this.fixed = fixed;
        }
    }

    @Test
    void staticAndTransientAreSkippedPrivateAndFinalFieldsWork() {
        WithSkipped w = new WithSkipped(40);
        w.notSent = 20;
        w.secret = 30;
        w.finalList.add("x");
        byte[] bytes = write(w);
        assertThat(names(tree(bytes))).containsExactly("secret", "fixed", "finalList");
        WithSkipped back = read(bytes, WithSkipped.class);
        assertThat(back.notSent).isEqualTo(2);
        assertThat(back.secret).isEqualTo(30);
        assertThat(back.fixed).isEqualTo(40);
        assertThat(back.finalList).containsExactly("x");
    }

    @Test
    void superclassFieldsComeFirstAndPrivateFieldsOfSeparateClassesWork() {
        MappedDerived d = new MappedDerived();
        d.setAll(1, "base", 2.5, 3);
        byte[] bytes = write(d);
        assertThat(names(tree(bytes))).containsExactly("baseId", "baseName", "value", "count");
        MappedDerived back = read(bytes, MappedDerived.class);
        recursively(back).isEqualTo(d);
    }

    // ============================================================================================ serialisers

    /** A growable list of doubles, the DoubleArrayList of the reference. */
    static final class DoubleList {
        private double[] elements;
        private int size;

        static DoubleList wrap(double[] elements) {
            DoubleList l = new DoubleList();
            l.elements = elements;
            l.size = elements.length;
            return l;
        }

        DoubleList add(double v) {
            if (elements == null || size == elements.length) {
                elements = Arrays.copyOf(elements == null ? new double[0] : elements, 2 * size + 4);
            }
            elements[size++] = v;
            return this;
        }

        double[] elements() {
            return elements;
        }

        int size() {
            return size;
        }

        double[] toArray() {
            return Arrays.copyOf(elements, size);
        }
    }

    static class Waveform {
        @Unit("V")
        DoubleList samples = new DoubleList();
        int after = 1;
    }

    /** The DoubleArrayList example: a typed DOUBLE_ARRAY field of the list's used elements, in three lines. */
    static final FieldSerialiser<DoubleList> DOUBLES = FieldSerialiser.of(DoubleList.class,
            (w, field, list) -> w.put(field, list.elements(), list.size()),
            (r, old) -> DoubleList.wrap(r.getDoubleArray(old == null ? null : old.elements())));

    @Test
    void aDoubleListSerialiserInAFewLines() {
        ClassMapping mapping = ClassMapping.defaults().with(DOUBLES);
        Waveform w = new Waveform();
        w.samples.add(1).add(2).add(3);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping);
        byte[] bytes = write(s, w);
        WireField samples = tree(bytes).field("samples");
        assertThat(samples.type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat((double[]) samples.value()).containsExactly(1, 2, 3);
        assertThat(samples.metadata().unit()).as("the field's metadata reaches the serialiser").isEqualTo("V");

        s.setBuffer(IoBuffer.wrap(bytes));
        Waveform back = s.deserialise(Waveform.class);
        assertThat(back.samples.toArray()).containsExactly(1, 2, 3);
        assertThat(back.after).isEqualTo(1);

        Waveform target = new Waveform();
        double[] reuse = new double[3];
        target.samples = DoubleList.wrap(reuse);
        s.buffer().position(0);
        s.deserialise(target);
        assertThat(target.samples.elements()).isSameAs(reuse).containsExactly(1, 2, 3);

        assertThat(tree(write(w)).field("samples").type()).as("without the serialiser: field by field")
                .isEqualTo(DataType.START_MARKER);
    }

    static class Shapes {
        List<Point> points = new ArrayList<>(List.of(new Point(1, 2), new Point(3, 4)));
        List<String> names = new ArrayList<>(List.of("a", "b"));
        ArrayList<Point> morePoints = new ArrayList<>(List.of(new Point(5, 6)));
    }

    /** A serialiser for List&lt;Point&gt; only: the points as one flat DOUBLE_ARRAY. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final FieldSerialiser<List> POINT_LIST = FieldSerialiser.of(List.class, (w, field, list) -> {
        double[] flat = new double[2 * list.size()];
        for (int i = 0; i < list.size(); i++) {
            Point p = (Point) list.get(i);
            flat[2 * i] = p.x();
            flat[2 * i + 1] = p.y();
        }
        w.put(field, flat);
    }, (r, old) -> {
        double[] flat = r.getDoubleArray(null);
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < flat.length; i += 2) {
            out.add(new Point(flat[i], flat[i + 1]));
        }
        return out;
    }).withTypeArguments(Point.class);

    @Test
    void serialiserLookupHonoursGenerics() {
        ClassMapping mapping = ClassMapping.defaults().with(POINT_LIST);
        Shapes shapes = new Shapes();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping);
        byte[] bytes = write(s, shapes);
        WireField root = tree(bytes);
        assertThat(root.field("points").type()).as("List<Point>: the serialiser").isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(root.field("names").type()).as("List<String>: not the serialiser").isEqualTo(DataType.LIST);
        assertThat(root.field("morePoints").type()).as("ArrayList<Point>: assignable, same arguments")
                .isEqualTo(DataType.DOUBLE_ARRAY);
        s.setBuffer(IoBuffer.wrap(bytes));
        recursively(s.deserialise(Shapes.class)).isEqualTo(shapes);

        assertThat(tree(write(shapes)).field("points").type()).as("the default mapping is not affected")
                .isEqualTo(DataType.LIST);
        assertThat(POINT_LIST.typeArguments()).containsExactly(Point.class);
    }

    abstract static class Shape {
        double size;
    }

    static class Circle extends Shape {
    }

    static class Square extends Shape {
    }

    static class ShapeHolder {
        Circle circle = new Circle();
        Square square = new Square();
    }

    static <T extends Shape> FieldSerialiser<T> tagging(Class<T> type, String tag) {
        return FieldSerialiser.of(type, (w, f, v) -> w.put(f, tag + ":" + v.size), (r, old) -> null);
    }

    @Test
    void anExactClassMatchBeatsAnAssignableOneWhateverTheOrder() {
        ShapeHolder h = new ShapeHolder();
        h.circle.size = 1;
        h.square.size = 2;
        ClassMapping m1 = ClassMapping.defaults().with(tagging(Shape.class, "shape")).with(tagging(Circle.class, "c"));
        ClassMapping m2 = ClassMapping.defaults().with(tagging(Circle.class, "c")).with(tagging(Shape.class, "shape"));
        for (ClassMapping m : List.of(m1, m2)) {
            WireField root = tree(write(new IoClassSerialiser(IoBuffer.allocate(8), m), h));
            assertThat(root.field("circle").value()).isEqualTo("c:1.0");
            assertThat(root.field("square").value()).isEqualTo("shape:2.0");
        }
        ClassMapping later = ClassMapping.defaults().with(tagging(Circle.class, "first"))
                .with(tagging(Circle.class, "second"));
        assertThat(tree(write(new IoClassSerialiser(IoBuffer.allocate(8), later), h)).field("circle").value())
                .as("on equal matches the later registration wins").isEqualTo("second:1.0");
    }

    @Test
    void aSerialiserMakesAnOtherwiseUnmappableTypeMappable() {
        FieldSerialiser<CharSequence> text = FieldSerialiser.of(CharSequence.class,
                (w, f, v) -> w.put(f, v.toString()), (r, old) -> r.getString());
        ClassMapping m = ClassMapping.defaults().with(text);
        m.describe(InterfaceField.class);
        InterfaceField f = new InterfaceField();
        f.text = new StringBuilder("built");
        byte[] bytes = write(new IoClassSerialiser(IoBuffer.allocate(8), m), f);
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes), m).deserialise(InterfaceField.class).text)
                .hasToString("built");
    }
}
