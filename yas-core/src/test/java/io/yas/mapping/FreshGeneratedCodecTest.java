package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The code generated at run time, made anew in each test: every test builds its own {@link ClassMapping}, whose
 * class cache is empty, so the codecs (and their hidden classes) are generated inside the test rather than once per
 * JVM by the shared {@link ClassMapping#defaults()}. Each shape of class the generator treats apart (runs of
 * primitives, whole messages, records and their component slots, superclass and final fields, a primitive with a
 * serialiser, no fields at all) must get a generated writer and reader, write the bytes of the reflective loop and
 * read the same objects. With {@code -Dyas.mapping.codegen=false} the same tests check the reflective path alone.
 */
class FreshGeneratedCodecTest {
    static {
        TestSupport.openTestPackages();
    }

    static final class Unused {
    }

    /** A mapping of its own: an empty class cache, so every codec is built (and generated) by the test. */
    static ClassMapping fresh() {
        return ClassMapping.defaults().with(FieldSerialiser.of(Unused.class, (w, fd, v) -> { }, (r, old) -> old));
    }

    public static class Parent {
        int inherited = 11;
        String parentName = "parent";
    }

    /** Runs of two and three primitives between other fields, a char, a final field, a superclass. */
    public static class Shapes extends Parent {
        int a = 1;
        long b = -2L << 33;
        String s = "s";
        boolean flag = true;
        byte by = -7;
        short sh = -300;
        char c = 'c';
        final int fixed;
        float f = 0.25f;
        double d = -1.5;
        int[] ints = {1, 2, 3};
        String none;
        List<String> tags = new ArrayList<>(List.of("t"));
        Parent nested = new Parent();

        Shapes() {
            this(5);
        }

        Shapes(int fixed) {
            this.fixed = fixed;
        }
    }

    /** Every slot kind of a record component: one and two slots, references, arrays. */
    record Slots(boolean z, byte b, short s, char c, int i, long l, float f, double d, String text, int[] counts,
                 Parent parent) {
    }

    public static class AllRun {
        boolean z = true;
        int i = -9;
        long l = 1L << 40;
        float f = 2.5f;
        double d = 0.125;
    }

    /** Only primitives, but no no-arg constructor: a new instance cannot be made, an existing one is filled. */
    public static class NoDefault {
        int x;
        double y;

        NoDefault(int x, double y) {
            this.x = x;
            this.y = y;
        }
    }

    record RunRecord(int x, double y) {
    }

    public static class Empty {
    }

    public static class Holder {
        int before = 3;
        Empty empty = new Empty();
        int after = 4;
    }

    public static class Counted {
        int count = 42;
        String label = "l";
    }

    private static void assertGenerated(ClassMapping mapping, Class<?> type) {
        if (CodecGenerator.ENABLED) {
            assertThat(mapping.describe(type)).isEqualTo(type.getName() + ": " + TestSupport.GENERATED);
        }
    }

    @Test
    void aClassOfEveryFieldShapeGetsGeneratedCodeWritingAndReadingAsTheReflectiveLoop() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, Shapes.class);
        Shapes value = new Shapes(9);
        value.a = 100;
        value.flag = false;
        value.c = 'z';
        value.inherited = -4;
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            Object written = p == Protocol.CMWLIGHT ? cmwLightSafe(value) : value;
            byte[] generated = write(mapping, p, written, true);
            assertThat(generated).as(p.toString()).isEqualTo(write(mapping, p, written, false));
            Object read = read(mapping, p, generated, written.getClass(), true);
            TestSupport.recursively(read).as(p.toString()).ignoringFields("tags").isEqualTo(written);
            TestSupport.recursively(read).isEqualTo(read(mapping, p, generated, written.getClass(), false));
        }
        Shapes read = (Shapes) read(mapping, Protocol.YAS, write(mapping, Protocol.YAS, value, true), Shapes.class,
                true);
        assertThat(read.fixed).isEqualTo(9);
        assertThat(read.b).isEqualTo(-2L << 33);
        assertThat(read.sh).isEqualTo((short) -300);
        assertThat(read.by).isEqualTo((byte) -7);
        assertThat(read.inherited).isEqualTo(-4);
        assertThat(read.c).isEqualTo('z');
    }

    /** CmwLight carries no collections: the same class without them. */
    private static Object cmwLightSafe(Shapes value) {
        value.tags = null;
        return value;
    }

    @Test
    void theGeneratedReaderFillsAnExistingInstanceReusingItsArrayAndKeepingWhatTheWireLacks() {
        ClassMapping mapping = fresh();
        Shapes written = new Shapes();
        written.ints = new int[] {7, 8, 9};
        written.s = null;
        written.parentName = null;
        byte[] bytes = write(mapping, Protocol.YAS, written, true);
        Shapes existing = new Shapes();
        int[] ints = existing.ints;
        existing.s = "kept";
        existing.parentName = "kept too";
        ClassCodec codec = mapping.codec(Shapes.class);
        assertThat(codec.read(cursorAtRoot(Protocol.YAS, bytes), existing)).isSameAs(existing);
        assertThat(existing.ints).isSameAs(ints).containsExactly(7, 8, 9);
        assertThat(existing.s).isEqualTo("kept");
        assertThat(existing.parentName).isEqualTo("kept too");
    }

    @Test
    void aRecordOfEverySlotKindIsReadIntoItsComponentsOrKeepsThoseOfTheExistingRecord() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, Slots.class);
        Slots value = new Slots(true, (byte) -1, (short) 2, 'q', -3, 1L << 50, 0.5f, -0.25, "t", new int[] {4},
                new Parent());
        byte[] bytes = write(mapping, Protocol.YAS, value, true);
        assertThat(bytes).isEqualTo(write(mapping, Protocol.YAS, value, false));
        TestSupport.recursively(read(mapping, Protocol.YAS, bytes, Slots.class, true)).isEqualTo(value);
        TestSupport.recursively(read(mapping, Protocol.YAS, bytes, Slots.class, false)).isEqualTo(value);

        // nothing on the wire: the components' defaults, or the existing record's components
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        ClassCodec codec = mapping.codec(Slots.class);
        w.putHeaderInfo(codec.description);
        w.put("unknown", 1).put("l", 7L);
        w.putEndMarker(codec.description);
        byte[] onlyL = w.buffer().flip().toByteArray();
        Object fromDefaults = codec.read(cursorAtRoot(Protocol.YAS, onlyL), null);
        TestSupport.recursively(fromDefaults).isEqualTo(new Slots(false, (byte) 0, (short) 0, '\0', 0, 7L, 0f, 0.0,
                null, null, null));
        Object fromExisting = codec.read(cursorAtRoot(Protocol.YAS, onlyL), value);
        Slots kept = new Slots(true, (byte) -1, (short) 2, 'q', -3, 7L, 0.5f, -0.25, "t", new int[] {4},
                new Parent());
        TestSupport.recursively(fromExisting).isEqualTo(kept);
        // the reflective loop: the defaults of the record's components, or the existing record's
        TestSupport.recursively(codec.readReflectively(cursorAtRoot(Protocol.YAS, onlyL), null, 0))
                .isEqualTo(fromDefaults);
        TestSupport.recursively(codec.readReflectively(cursorAtRoot(Protocol.YAS, onlyL), value, 0)).isEqualTo(kept);
    }

    @Test
    void aClassOfPrimitivesOnlyIsWrittenAndReadAsOneWholeMessage() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, AllRun.class);
        AllRun value = new AllRun();
        value.z = false;
        value.i = 1234;
        ClassCodec codec = mapping.codec(AllRun.class);
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(16));
        assertThat(codec.writeMessage(w, value)).isEqualTo(CodecGenerator.ENABLED);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        s.serialise(value);
        byte[] bytes = s.buffer().flip().toByteArray();
        assertThat(bytes).isEqualTo(messageFieldByField(mapping, value));
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        Object whole = codec.readMessage(r, null);
        if (CodecGenerator.ENABLED) {
            TestSupport.recursively(whole).isEqualTo(value);
            assertThat(r.nextOffset()).isEqualTo(bytes.length);
            AllRun existing = new AllRun();
            FieldCursor again = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
            assertThat(codec.readMessage(again, existing)).isSameAs(existing);
            TestSupport.recursively(existing).isEqualTo(value);
        } else {
            assertThat(whole).isNull();
        }
        TestSupport.recursively(new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(AllRun.class))
                .isEqualTo(value);
    }

    @Test
    void aBooleanOfAWholeMessageIsTrueForAnyByteButZero() {
        ClassMapping mapping = fresh();
        AllRun value = new AllRun();
        value.z = true;
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        s.serialise(value);
        byte[] bytes = s.buffer().flip().toByteArray();
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField(); // the root
        assertThat(r.nextField()).isEqualTo(DataType.BOOL);
        assertThat(bytes[r.dataStart()]).isEqualTo((byte) 1);
        bytes[r.dataStart()] = 2;
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(AllRun.class).z).isTrue();
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(new AllRun()).z).isTrue();
    }

    @Test
    void aClassOfPrimitivesWithoutANoArgConstructorIsFilledWholeButNotCreated() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, NoDefault.class);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        s.serialise(new NoDefault(3, 0.5));
        byte[] bytes = s.buffer().flip().toByteArray();
        ClassCodec codec = mapping.codec(NoDefault.class);
        assertThat(codec.readMessage(Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT), null))
                .isNull();
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(NoDefault.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no no-arg constructor");
        NoDefault existing = new NoDefault(0, 0);
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(existing)).isSameAs(existing);
        assertThat(existing.x).isEqualTo(3);
        assertThat(existing.y).isEqualTo(0.5);
    }

    @Test
    void aRecordOfPrimitivesIsReadWholeAndItsRefusalIsAFormatError() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, RunRecord.class);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        s.serialise(new RunRecord(-5, 2.5));
        byte[] bytes = s.buffer().flip().toByteArray();
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(RunRecord.class))
                .isEqualTo(new RunRecord(-5, 2.5));
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes), mapping).deserialise(new RunRecord(1, 1)))
                .isEqualTo(new RunRecord(-5, 2.5));
    }

    @Test
    void aClassWithoutFieldsReadsAnEmptyObjectAndRefusesARootOfUnknownFields() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, Empty.class);
        Holder holder = new Holder();
        holder.before = -1;
        holder.after = -2;
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        s.serialise(holder);
        s.buffer().flip();
        Holder read = s.deserialise(Holder.class);
        assertThat(read.before).isEqualTo(-1);
        assertThat(read.after).isEqualTo(-2);
        assertThat(read.empty).isNotNull();

        IoClassSerialiser counted = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        counted.serialise(new Counted());
        counted.buffer().flip();
        assertThatThrownBy(() -> counted.deserialise(Empty.class)).isInstanceOfSatisfying(YasFormatException.class,
                e -> assertThat(e.actual()).startsWith("2 fields on the wire, none of them a field of the class"));
        IoClassSerialiser empty = new IoClassSerialiser(IoBuffer.allocate(16), mapping);
        empty.serialise(new Empty());
        empty.buffer().flip();
        assertThat(empty.deserialise(Empty.class)).isNotNull();
    }

    private static ClassMapping intsAsText() {
        FieldSerialiser<Integer> asText = FieldSerialiser.of(int.class, (w, fd, v) -> w.put(fd, "n" + v),
                (r, old) -> Integer.parseInt(r.getString().substring(1)));
        return fresh().with(asText);
    }

    /** {@return a message of {@code codec}'s class: count -17 as the text {@code intsAsText} reads, the label if any} */
    private static byte[] countAsText(ClassCodec codec, String label) {
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(codec.description);
        w.put("count", "n-17");
        if (label != null) {
            w.put("label", label);
        }
        w.putEndMarker(codec.description);
        return w.buffer().flip().toByteArray();
    }

    @Test
    void aPrimitiveFieldWithASerialiserIsReadThroughItOnBothPaths() {
        ClassMapping mapping = intsAsText();
        assertGenerated(mapping, Counted.class);
        byte[] bytes = countAsText(mapping.codec(Counted.class), null);
        for (boolean generated : new boolean[] {true, false}) {
            Counted read = (Counted) read(mapping, Protocol.YAS, bytes, Counted.class, generated);
            assertThat(read.count).isEqualTo(-17);
            assertThat(read.label).isEqualTo("l");
        }
    }

    record CountedRecord(int count, String label) {
    }

    /** A record component of a primitive type with a serialiser: its current value boxed for it, the result unboxed. */
    @Test
    void aPrimitiveRecordComponentWithASerialiserIsReadThroughItOnBothPaths() {
        ClassMapping mapping = intsAsText();
        assertGenerated(mapping, CountedRecord.class);
        byte[] bytes = countAsText(mapping.codec(CountedRecord.class), "m");
        for (boolean generated : new boolean[] {true, false}) {
            Object read = read(mapping, Protocol.YAS, bytes, CountedRecord.class, generated);
            assertThat(read).as("generated " + generated).isEqualTo(new CountedRecord(-17, "m"));
        }
        assertThat(write(mapping, Protocol.YAS, new CountedRecord(-17, "m"), true)).isEqualTo(bytes);
    }

    /** Was a bug: the reflective write took the (Object)int getter as (Object)Object; the box was cast to int.class. */
    @Test
    void aPrimitiveFieldWithASerialiserIsWrittenThroughItOnBothPaths() {
        ClassMapping mapping = intsAsText();
        Counted value = new Counted();
        value.count = -17;
        for (boolean generated : new boolean[] {true, false}) {
            FieldCursor r = cursorAtRoot(Protocol.YAS, write(mapping, Protocol.YAS, value, generated));
            assertThat(r.nextField()).isEqualTo(DataType.STRING);
            assertThat(r.getString()).isEqualTo("n-17");
        }
    }

    @Test
    void aMappingDescribesEachClassOnceAndKeepsIt() {
        ClassMapping mapping = fresh();
        ClassCodec shapes = mapping.codec(Shapes.class);
        assertThat(mapping.codec(Shapes.class)).isSameAs(shapes);
        assertThat(mapping.codec(Parent.class)).as("described with Shapes").isSameAs(shapes.fields()[15].nested);
        assertThat(fresh().codec(Shapes.class)).isNotSameAs(shapes);
    }

    static final class Celsius {
        final double degrees;

        Celsius(double degrees) {
            this.degrees = degrees;
        }
    }

    @Test
    void aRootWithASerialiserIsOneFieldWrittenAndReadByIt() {
        FieldSerialiser<Celsius> celsius = FieldSerialiser.of(Celsius.class, (w, fd, v) -> w.put(fd, v.degrees),
                (r, old) -> new Celsius(r.getDouble()));
        ClassMapping mapping = fresh().with(celsius);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping);
        assertThat(s.serialise(new Celsius(21.5))).isSameAs(s);
        s.buffer().flip();
        assertThat(s.deserialise(Celsius.class).degrees).isEqualTo(21.5);
        s.buffer().position(0);
        assertThat(s.deserialise(new Celsius(0)).degrees).isEqualTo(21.5);
    }

    record Range(int from, int to) {
        Range {
            if (from > to) {
                throw new IllegalArgumentException("from > to");
            }
        }
    }

    @Test
    void aRecordsRefusalIsAFormatErrorOnTheWholeMessageAndOnTheFieldLoop() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, Range.class);
        ClassCodec codec = mapping.codec(Range.class);
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(codec.description);
        w.put("from", 9).put("to", 1);
        w.putEndMarker(codec.description);
        byte[] whole = w.buffer().flip().toByteArray();
        String expected = "values the canonical constructor of " + Range.class.getName() + " accepts";
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(whole), mapping).deserialise(Range.class))
                .isInstanceOfSatisfying(YasFormatException.class, e -> assertThat(e.expected()).isEqualTo(expected));
        assertThatThrownBy(() -> codec.read(cursorAtRoot(Protocol.YAS, whole), null))
                .isInstanceOfSatisfying(YasFormatException.class, e -> assertThat(e.expected()).isEqualTo(expected));
    }

    @Test
    void privateFieldsOfASuperclassInAnotherNestAreWrittenAndRead() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, MappedDerived.class);
        MappedDerived value = new MappedDerived();
        value.setAll(4, "base", 2.5, 6);
        byte[] bytes = write(mapping, Protocol.YAS, value, true);
        assertThat(bytes).isEqualTo(write(mapping, Protocol.YAS, value, false));
        MappedDerived read = (MappedDerived) read(mapping, Protocol.YAS, bytes, MappedDerived.class, true);
        assertThat(read.baseId()).isEqualTo(4);
        assertThat(read.baseName()).isEqualTo("base");
        TestSupport.recursively(read).isEqualTo(value);
    }

    /** A subclass of a superclass of another package whose field's type the generated codec may not name. */
    public static class HiddenChild extends yas.golden.InheritedHidden {
        int own = 2;
    }

    @Test
    void aSuperclassesFieldOfATypeTheCodecMayNotNameIsReachedThroughItsHandle() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, HiddenChild.class);
        HiddenChild value = new HiddenChild();
        value.own = 5;
        value.plain = -2;
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            byte[] bytes = write(mapping, p, value, true);
            assertThat(bytes).as(p.displayName()).isEqualTo(write(mapping, p, value, false));
            TestSupport.recursively(read(mapping, p, bytes, HiddenChild.class, true)).as(p.displayName())
                    .isEqualTo(value).isEqualTo(read(mapping, p, bytes, HiddenChild.class, false));
        }
    }

    static class Texts {
        String[] names = {"a", null};
    }

    @Test
    void aNullInAStringArrayIsRefusedByTheGeneratedWriterToo() {
        ClassMapping mapping = fresh();
        assertGenerated(mapping, Texts.class);
        assertThatThrownBy(() -> write(mapping, Protocol.YAS, new Texts(), true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'names': null element 1 (a null element cannot be written)");
    }

    /** AllRun's fields and one more: its run of headers, then a field AllRun does not have. */
    public static class AllRunPlus {
        boolean z = true;
        int i = 5;
        long l = 6;
        float f = 7;
        double d = 8;
        int extra = 9;
    }

    @Test
    void aRunReadAtOnceCountsAsFieldsOfTheClassAndAnotherMessageIsNotTakenWhole() {
        ClassMapping mapping = fresh();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping);
        s.serialise(new AllRunPlus());
        byte[] plus = s.buffer().flip().toByteArray();
        ClassCodec codec = mapping.codec(AllRun.class);
        assertThat(codec.readMessage(Protocol.YAS.newCursor(IoBuffer.wrap(plus), ReadLimits.DEFAULT), null)).isNull();
        assertThat(codec.readMessage(Protocol.YAS.newCursor(IoBuffer.wrap(plus), ReadLimits.DEFAULT), new AllRun()))
                .isNull();
        AllRun read = new IoClassSerialiser(IoBuffer.wrap(plus), mapping).deserialise(AllRun.class);
        assertThat(read.i).isEqualTo(5);
        assertThat(read.d).isEqualTo(8.0);
    }

    public static class GroupedRun {
        @io.yas.annotation.Groups("g")
        int a = 1;
        int b = 2;
    }

    @Test
    void aGroupIsWrittenFieldByFieldEvenForAClassOfPrimitivesOnly() {
        ClassMapping mapping = fresh();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping);
        s.serialise(new GroupedRun(), "g");
        FieldCursor r = cursorAtRoot(Protocol.YAS, s.buffer().flip().toByteArray());
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("a");
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
    }

    @Test
    void runsAreTwoOrMorePrimitivesOtherThanCharInARow() {
        ClassMapping mapping = fresh();
        List<CodecGenerator.Run> runs = CodecGenerator.runs(mapping.codec(Shapes.class));
        // Shapes: inherited, parentName | a, b | s | flag, by, sh | c | fixed (final), f, d | ...
        assertThat(runs).extracting(CodecGenerator.Run::start).containsExactly(2, 5, 9);
        assertThat(runs).extracting(CodecGenerator.Run::end).containsExactly(4, 8, 12);
        assertThat(CodecGenerator.runs(mapping.codec(Slots.class))).extracting(CodecGenerator.Run::start)
                .containsExactly(0, 4);
        assertThat(CodecGenerator.runs(mapping.codec(Counted.class))).isEmpty();
        assertThat(CodecGenerator.runs(mapping.codec(AllRun.class))).extracting(CodecGenerator.Run::end)
                .containsExactly(5);
        assertThat(CodecGenerator.wholeRun(mapping.codec(Empty.class))).isNull();
        assertThat(CodecGenerator.wholeRun(mapping.codec(NoDefault.class))).hasToString("FieldRun[INT x, DOUBLE y]");
    }

    // ---------------------------------------------------------------------------------------------- plumbing

    /** The root and its fields, by the generated writer or the reflective loop. */
    static byte[] write(ClassMapping mapping, Protocol protocol, Object value, boolean generated) {
        ClassCodec c = mapping.codec(value.getClass());
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(c.description);
        if (generated) {
            c.writeFields(w, value, null, 64);
        } else {
            c.writeEach(w, value, null, 64);
        }
        w.putEndMarker(c.description);
        return w.buffer().flip().toByteArray();
    }

    private static byte[] messageFieldByField(ClassMapping mapping, Object value) {
        return write(mapping, Protocol.YAS, value, false);
    }

    /** Reads the root of {@code bytes} into a new {@code type} by the generated or the reflective loop. */
    static Object read(ClassMapping mapping, Protocol protocol, byte[] bytes, Class<?> type, boolean generated) {
        ClassCodec c = mapping.codec(type);
        FieldCursor r = cursorAtRoot(protocol, bytes);
        if (generated) {
            return c.read(r, null);
        }
        return c.readReflectively(r, null, 0);
    }

    static FieldCursor cursorAtRoot(Protocol protocol, byte[] bytes) {
        FieldCursor r = protocol.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        return r;
    }
}
