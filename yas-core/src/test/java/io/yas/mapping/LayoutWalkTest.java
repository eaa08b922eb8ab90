package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.YasReader;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The walk of a generated codec over the fields in the YaS writer's order ({@link LayoutWalk}): it reads what the
 * writer writes, and wherever the bytes differ the read loop takes over and reads, converts or refuses exactly as the
 * reflective loop does.
 */
class LayoutWalkTest {
    public static class Inner {
        String street = "83 Francesstrasse";
        float f = 1.5f;
        short s = -3;
        byte b = 7;
        boolean on = true;
    }

    public static class Outer {
        int a = 42;
        double d = -0.25;
        String name = "Genève ☃ 𝄞";
        long l = 1L << 40;
        Inner inner = new Inner();
        boolean flag = true;
    }

    public static class Holder {
        Outer outer = new Outer();
        int after = 9;
    }

    /** Outer's fields in another order, one of another type, one left out, one the class does not have. */
    public static class Reordered {
        double d = 2.5;
        short a = 12;
        String unknown = "skipped";
        String name = "n";
        Inner inner = new Inner();
    }

    /** Containers of objects, walked element by element. */
    public static class Containers {
        String name = "c";
        List<Inner> list = new ArrayList<>(List.of(new Inner(), new Inner()));
        Map<String, Inner> map = new LinkedHashMap<>(Map.of("a", new Inner()));
        Set<Inner> set = new HashSet<>(Set.of(new Inner()));
        List<Inner> none = new ArrayList<>();
        int after = 3;
    }

    /** Containers's fields, the list of another element class (its fields in another order). */
    public static class OtherElements {
        String name = "o";
        List<Swapped> list = new ArrayList<>(List.of(new Swapped()));
        Map<String, Inner> map = new LinkedHashMap<>(Map.of("k", new Inner(), "l", new Inner()));
    }

    /** Inner's fields in another order: no element walks. */
    public static class Swapped {
        boolean on = false;
        String street = "swapped";
    }

    public enum Mode { OFF, ON }

    /** Values the walk reads with the cursor standing on them: a char, arrays, an enum, containers of plain values. */
    public static class Plain {
        char c = 'ÿ';
        int[] ints = {1, -2, 3};
        double[] doubles = {0.5, -1e300};
        boolean[] bools = {true, false, true};
        String[] strings = {"a", "Genève", ""};
        Integer[] boxed = {7, 8};
        Mode mode = Mode.ON;
        List<Double> list = new ArrayList<>(List.of(1.5, 2.5));
        List<String> names = new ArrayList<>(List.of("x", "y"));
        Map<String, Integer> counts = new LinkedHashMap<>(Map.of("k", 3));
    }

    public static class PlainHolder {
        Plain plain = new Plain();
        long after = 5;
    }

    /** Plain's arrays, one of a wider type: the walk stops there and the loop widens it. */
    public static class Wider {
        char c;
        long[] ints;
        double[] doubles;
    }

    public static class WithChar {
        int a = 1;
        String s = "x";
        char c = 'c';
        double after = 2;
    }

    @Test
    void aNestedObjectIsWalkedAsTheWriterWritesIt() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        Holder holder = new Holder();
        holder.outer.inner.street = "Lund";
        YasReader y = atFirstObject(holder);
        int from = y.nextOffset();
        int to = y.dataStart() + y.dataSize();
        CompiledCodec<?> outer = ClassMapping.defaults().codec(Outer.class).codec();

        Object walked = outer.walkInto(y, from, to, null, y.depth());
        TestSupport.recursively(walked).isEqualTo(holder.outer);
        assertThat(y.nextOffset()).as("the cursor did not move").isEqualTo(from);

        Outer existing = new Outer();
        String name = existing.name;
        Inner inner = existing.inner;
        assertThat(outer.walkInto(y, from, to, existing, y.depth())).isSameAs(existing);
        TestSupport.recursively(existing).isEqualTo(holder.outer);
        assertThat(existing.name).as("an equal string is kept").isSameAs(name);
        assertThat(existing.inner).as("a nested object is updated in place").isSameAs(inner);

        assertThat(outer.walkInto(y, from, to - 1, null, y.depth())).as("another end").isNull();
        assertThat(outer.walkInto(y, from + 1, to, null, y.depth())).as("not a header").isNull();
        assertThat(outer.walkInto(y, from, to, null, 64)).as("Inner beyond maxDepth").isNull();
    }

    @Test
    void collectionsAndMapsOfObjectsAreWalkedInPlace() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        Containers written = new Containers();
        written.list.get(1).street = "second";
        written.map.get("a").street = "mapped";
        byte[] bytes = write(written);
        YasReader y = (YasReader) cursorAtRoot(bytes, ReadLimits.DEFAULT);
        int from = y.nextOffset();
        ClassCodec codec = ClassMapping.defaults().codec(Containers.class);
        assertThat(y.nextField()).isEqualTo(DataType.STRING);
        assertThat(y.nextField()).isEqualTo(DataType.LIST);
        Object list = codec.codec().walkContainer(1, y, y.dataStart(), y.dataStart() + y.dataSize(), null, 1);
        TestSupport.recursively(list).isEqualTo(written.list);
        assertThat(y.nextField()).isEqualTo(DataType.MAP);
        Object map = codec.codec().walkContainer(2, y, y.dataStart(), y.dataStart() + y.dataSize(), null, 1);
        TestSupport.recursively(map).isEqualTo(written.map);

        Containers existing = new Containers();
        List<Inner> inPlace = existing.list;
        Inner first = existing.list.get(0);
        Inner valueA = existing.map.get("a");
        String keyA = existing.map.keySet().iterator().next();
        Containers read = (Containers) read(bytes, Containers.class, true, ReadLimits.DEFAULT, existing);
        assertThat(read).isSameAs(existing);
        TestSupport.recursively(read).isEqualTo(written);
        assertThat(read.list).as("the list refilled in place").isSameAs(inPlace);
        assertThat(read.list.get(0)).as("an element updated in place").isSameAs(first);
        assertThat(read.map.get("a")).as("a value updated in place by key").isSameAs(valueA);
        assertThat(read.map.keySet().iterator().next()).as("an equal key kept").isSameAs(keyA);
        y.seek(from);
        assertThat(y.nextOffset()).isEqualTo(from);

        Containers unmodifiable = new Containers();
        unmodifiable.list = List.of();
        unmodifiable.map = Map.of("a", new Inner());
        Containers replaced = (Containers) read(bytes, Containers.class, true, ReadLimits.DEFAULT, unmodifiable);
        assertThat(replaced.list).isInstanceOf(ArrayList.class);
        assertThat(replaced.map).isInstanceOf(LinkedHashMap.class);
        TestSupport.recursively(replaced).isEqualTo(written);
    }

    @Test
    void charsArraysEnumsAndPlainContainersAreReadWithTheCursorOnThem() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        PlainHolder holder = new PlainHolder();
        holder.plain.ints = new int[] {9, 8, 7, 6};
        holder.plain.mode = Mode.OFF;
        holder.plain.names.add("z");
        YasReader y = atFirstObject(holder);
        int from = y.nextOffset();
        int to = y.dataStart() + y.dataSize();
        CompiledCodec<?> codec = ClassMapping.defaults().codec(Plain.class).codec();
        Object walked = codec.walkInto(y, from, to, null, y.depth());
        assertThat(walked).as("every field walks").isNotNull();
        TestSupport.recursively(walked).isEqualTo(holder.plain);

        Plain existing = new Plain();
        int[] ints = new int[4];
        existing.ints = ints;
        double[] doubles = existing.doubles;
        List<Double> list = existing.list;
        assertThat(codec.walkInto(y, from, to, existing, y.depth())).isSameAs(existing);
        TestSupport.recursively(existing).isEqualTo(holder.plain);
        assertThat(existing.ints).as("an array of the same length is filled in place").isSameAs(ints);
        assertThat(existing.doubles).isSameAs(doubles);
        assertThat(existing.list).as("a list is refilled in place").isSameAs(list);

        byte[] bytes = write(holder);
        PlainHolder read = (PlainHolder) read(bytes, PlainHolder.class, true, ReadLimits.DEFAULT);
        TestSupport.recursively(read).isEqualTo(holder);
        TestSupport.recursively(read).isEqualTo(read(bytes, PlainHolder.class, false, ReadLimits.DEFAULT));
    }

    @Test
    void aBadArrayOrAWiderFieldIsLeftToTheLoop() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        PlainHolder holder = new PlainHolder();
        byte[] bytes = write(holder);
        Wider wider = (Wider) read(write(holder.plain), Wider.class, true, ReadLimits.DEFAULT);
        TestSupport.recursively(wider).isEqualTo(read(write(holder.plain), Wider.class, false, ReadLimits.DEFAULT));
        assertThat(wider.ints).as("widened by the loop").containsExactly(1, -2, 3);
        assertThat(wider.c).isEqualTo('ÿ');

        // the int[]'s element count (after nDims 1 and dimension 3) says 1,000,000: more than the field holds
        int at = indexOf(bytes, new byte[] {1, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, -2});
        bytes[at + 8] = 0x40;
        bytes[at + 9] = 0x42;
        bytes[at + 10] = 0x0F;
        String generated = failure(bytes, PlainHolder.class, true);
        assertThat(generated).contains("$.plain.ints").isEqualTo(failure(bytes, PlainHolder.class, false));
    }

    @Test
    void whereTheBytesDifferTheLoopReadsAsTheReflectiveLoopDoes() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        for (Object written : new Object[] {new Reordered(), new WithChar(), new Holder(), new Outer(),
                new Containers(), new OtherElements(), new PlainHolder(), new Plain()}) {
            byte[] bytes = write(written);
            Class<?> into = written instanceof Reordered ? Outer.class
                    : written instanceof OtherElements ? Containers.class : written.getClass();
            Object generated = read(bytes, into, true, ReadLimits.DEFAULT);
            TestSupport.recursively(generated).as(written.getClass().getSimpleName())
                    .isEqualTo(read(bytes, into, false, ReadLimits.DEFAULT));
        }
        Containers other = (Containers) read(write(new OtherElements()), Containers.class, true, ReadLimits.DEFAULT);
        assertThat(other.list).singleElement().satisfies(i -> assertThat(i.street).isEqualTo("swapped"));
        assertThat(other.map).containsOnlyKeys("k", "l");
        Outer read = (Outer) read(write(new Reordered()), Outer.class, true, ReadLimits.DEFAULT);
        assertThat(read.a).as("widened from short").isEqualTo(12);
        assertThat(read.d).isEqualTo(2.5);
        assertThat(read.l).as("not on the wire: the default").isEqualTo(1L << 40);
    }

    @Test
    void aBadValueOrTooDeepAnObjectIsRefusedAsWithoutTheWalk() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        byte[] bytes = write(new Holder());
        int at = indexOf(bytes, "Genève".getBytes(StandardCharsets.UTF_8));
        bytes[at + 4] = (byte) 0xFF; // the 'v': no UTF-8, refused by a strict buffer
        String generated = failure(bytes, true, ReadLimits.DEFAULT);
        assertThat(generated).contains("$.outer.name").isEqualTo(failure(bytes, false, ReadLimits.DEFAULT));

        byte[] deep = write(new Holder());
        assertThat(failure(deep, true, new ReadLimits(2))).contains("maxDepth")
                .isEqualTo(failure(deep, false, new ReadLimits(2)));
    }

    @Test
    void theExpectedHeaderIsTheWrittenOne() {
        byte[] bytes = write(new Outer());
        YasReader y = (YasReader) cursorAtRoot(bytes, ReadLimits.DEFAULT);
        assertThat(y.nextField()).isEqualTo(DataType.INT);
        int header = y.fieldStart();
        FieldDescription a = new FieldDescription("a", null, null, null, 0);
        assertThat(y.dataAt(header, YasReader.expectedHeader(a, DataType.INT))).isEqualTo(y.dataStart());
        assertThat(y.dataEnd(header, YasReader.expectedHeader(a, DataType.INT))).isEqualTo(y.dataStart() + 4);
        assertThat(y.dataAt(header, YasReader.expectedHeader(a, DataType.LONG))).as("another type").isEqualTo(-1);
        FieldDescription b = new FieldDescription("b", null, null, null, 0);
        assertThat(y.dataAt(header, YasReader.expectedHeader(b, DataType.INT))).as("another name").isEqualTo(-1);
        assertThat(y.dataAt(bytes.length - 3, YasReader.expectedHeader(a, DataType.INT))).as("past the end")
                .isEqualTo(-1);
        assertThat(YasReader.expectedHeader(new FieldDescription("Ω", null, null, null, 0), DataType.INT))
                .as("no YaS header for that name").isNull();
    }

    private static byte[] write(Object value) {
        return FreshGeneratedCodecTest.write(ClassMapping.defaults(), Protocol.YAS, value, true);
    }

    /** {@return a reader on the START_MARKER of the first field of {@code root}, a nested object} */
    private static YasReader atFirstObject(Object root) {
        YasReader y = (YasReader) cursorAtRoot(write(root), ReadLimits.DEFAULT);
        assertThat(y.nextField()).isEqualTo(DataType.START_MARKER);
        return y;
    }

    private static FieldCursor cursorAtRoot(byte[] bytes, ReadLimits limits) {
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes).setStrictUtf8(true), limits);
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        return r;
    }

    /** Reads the root of {@code bytes} into a new {@code type} by the generated codec or the reflective loop. */
    private static Object read(byte[] bytes, Class<?> type, boolean generated, ReadLimits limits) {
        return read(bytes, type, generated, limits, null);
    }

    private static Object read(byte[] bytes, Class<?> type, boolean generated, ReadLimits limits, Object existing) {
        ClassCodec c = ClassMapping.defaults().codec(type);
        FieldCursor r = cursorAtRoot(bytes, limits);
        return generated ? c.read(r, existing) : c.readReflectively(r, existing, 0);
    }

    private static String failure(byte[] bytes, boolean generated, ReadLimits limits) {
        return failure(bytes, Holder.class, generated, limits);
    }

    private static String failure(byte[] bytes, Class<?> type, boolean generated) {
        return failure(bytes, type, generated, ReadLimits.DEFAULT);
    }

    private static String failure(byte[] bytes, Class<?> type, boolean generated, ReadLimits limits) {
        try {
            read(bytes, type, generated, limits);
        } catch (YasFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("no YasFormatException");
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        outer:
        for (int i = 0; i <= bytes.length - part.length; i++) {
            for (int k = 0; k < part.length; k++) {
                if (bytes[i + k] != part[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }
}
