package io.yas.wire;

import static io.yas.wire.YasGoldenWriteTest.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;

import java.time.DayOfWeek;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

/**
 * {@link TreeWriter} over YaS and CmwLight (JSON: {@code io.yas.json.TreeWriterJsonTest}): a tree read from a
 * message written again gives the same bytes, and what cannot be written is named, never dropped.
 */
class TreeWriterTest {
    private static final FieldDescription ENERGY = new FieldDescription("energy", "GeV/u", "energy", "beam", 1);
    private static final FieldDescription GROUP = new FieldDescription("group", null, null, "a group", 2);

    /** Every kind of field the generic tree holds, as direct writes (YaS). */
    private static void everything(YasWriter w) {
        w.put("flag", true).put("b", (byte) -3).put("s", (short) 300).put("i", -7).put("l", Long.MIN_VALUE)
                .put("f", -0.0f).put("d", Double.NaN).put("c", 'é').put("text", "Γειά");
        w.put(ENERGY, 450.0);
        w.put("ints", new int[] {1, 2, 3}).put("none", new double[0]).put("names", new String[] {"a", ""});
        w.put(FieldDescription.of("matrix"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3});
        w.put(FieldDescription.of("cube"), new char[] {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}, new int[] {2, 2, 2});
        w.put(FieldDescription.of("words"), new String[] {"a", "b", "c", "d"}, new int[] {2, 2});
        w.put("list", new ArrayList<>(List.of(1, 2, 2)), Integer.class);
        w.put("set", new LinkedHashSet<>(List.of("x", "y")), String.class);
        w.put("queue", new ArrayDeque<>(List.of(1.5f, 2.5f)), Float.class);
        w.put("collection", Collections.unmodifiableCollection(List.of('a', 'b')), Character.class);
        Map<Object, Object> map = new LinkedHashMap<>();
        map.put(3, "three");
        map.put(1, "one");
        w.put("map", map, Integer.class, String.class);
        w.put("day", DayOfWeek.FRIDAY);
        w.putStartMarker(GROUP).put("inner", 1).putStartMarker("deeper").put(ENERGY, 1.0).putEndMarker("deeper");
        w.putEndMarker(GROUP);
        w.put("after", "end");
    }

    @Test
    void everyKindOfFieldAsYasGivesTheBytesOfTheDirectWrites() {
        byte[] direct = yas("Everything", TreeWriterTest::everything);
        assertSameBytes("everything", direct, write(new YasWriter(IoBuffer.allocate(16)), tree(direct)));
    }

    @Test
    void unnamedRootsAreWrittenAsTheDefaultRoot() {
        byte[] direct = yas(YasWriter.DEFAULT_ROOT_START, w -> w.put("a", 1));
        WireField unnamed = WireField.object("", 0, List.of(WireField.value("a", DataType.INT, 0, null, 1)));
        assertSameBytes("unnamed root", direct, write(new YasWriter(IoBuffer.allocate(16)), unnamed));
    }

    @Test
    void enumValuesGiveTheBytesOfTheirEnum() {
        EnumValue friday = (EnumValue) tree(yas("R", w -> w.put("day", DayOfWeek.FRIDAY))).field("day").value();
        FieldDescription fd = FieldDescription.of("day");
        assertThat(bytes(new YasWriter(IoBuffer.allocate(8)).putEnum(fd, friday)))
                .isEqualTo(bytes(new YasWriter(IoBuffer.allocate(8)).put(fd, DayOfWeek.FRIDAY)));
        assertThat(bytes(new CmwLightWriter(IoBuffer.allocate(8)).putHeaderInfo().putEnum(fd, friday)))
                .isEqualTo(bytes(new CmwLightWriter(IoBuffer.allocate(8)).putHeaderInfo().put(fd, DayOfWeek.FRIDAY)));
    }

    @Test
    void objectElementsOfCollectionsAndMapsAreWrittenAsObjects() {
        YasWriter direct = new YasWriter(IoBuffer.allocate(64));
        direct.putHeaderInfo();
        int list = direct.putObjectCollectionHeader(FieldDescription.of("points"), DataType.SET,
                new LinkedHashSet<>(List.of(1, 2)), "");
        for (int i = 1; i <= 2; i++) {
            direct.putStartMarker("").put("x", i).put(ENERGY, i * 0.5).putEndMarker("");
        }
        direct.updateDataEndMarker(list);
        int map = direct.putObjectMapHeader(FieldDescription.of("byName"), List.of("a"), String.class, "");
        direct.putStartMarker("").putStartMarker("deeper").put("v", new int[] {1}).putEndMarker("deeper");
        direct.putEndMarker("").updateDataEndMarker(map);
        direct.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] bytes = bytes(direct);
        assertSameBytes("object elements", bytes, write(new YasWriter(IoBuffer.allocate(16)), tree(bytes)));
    }

    // ============================================================================================= CmwLight

    @Test
    void whatCmwLightCarriesGivesTheBytesOfTheDirectWritesAndTheRestIsNamed() {
        CmwLightWriter direct = new CmwLightWriter(IoBuffer.allocate(64)).setWriteMetadata(false);
        direct.putHeaderInfo().put("flag", true).put("b", (byte) -3).put("s", (short) 300).put("i", -7)
                .put("l", Long.MIN_VALUE).put("f", -0.0f).put("d", Double.NaN).put("c", 'é').put("text", "Γειά")
                .put("energy", 450.0).put("ints", new int[] {1, 2, 3}).put("none", new double[0])
                .put("names", new String[] {"a", ""})
                .put(FieldDescription.of("matrix"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3})
                .put(FieldDescription.of("cube"), new char[] {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'},
                        new int[] {2, 2, 2})
                .put(FieldDescription.of("words"), new String[] {"a", "b", "c", "d"}, new int[] {2, 2})
                .put("day", DayOfWeek.FRIDAY)
                .putStartMarker("group").put("inner", 1).putStartMarker("deeper").put("energy", 1.0)
                .putEndMarker("deeper").putEndMarker("group").put("after", "end").putEndMarker("");

        WireField root = tree(yas("Everything", TreeWriterTest::everything));
        CmwLightWriter converted = new CmwLightWriter(IoBuffer.allocate(16)).setWriteMetadata(false);
        assertThatThrownBy(() -> TreeWriter.write(converted, root)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("5 fields cannot be written as CmwLight:\n"
                        + "  $.list (LIST): CmwLight cannot carry a collection"
                        + " (write a primitive or String array instead)\n"
                        + "  $.set (SET): CmwLight cannot carry a collection"
                        + " (write a primitive or String array instead)\n"
                        + "  $.queue (QUEUE): CmwLight cannot carry a collection"
                        + " (write a primitive or String array instead)\n"
                        + "  $.collection (COLLECTION): CmwLight cannot carry a collection"
                        + " (write a primitive or String array instead)\n"
                        + "  $.map (MAP): CmwLight cannot carry a map (write a nested object instead)");
        assertSameBytes("what CmwLight carries", bytes(direct), bytes(converted));
    }

    @Test
    void cmwLightRefusesMetadataUnlessSwitchedOff() {
        WireField root = tree(yas("R", w -> w.put(ENERGY, 1.0).putStartMarker(GROUP).put(ENERGY, 2.0)
                .putEndMarker(GROUP)));
        assertThatThrownBy(() -> TreeWriter.write(new CmwLightWriter(IoBuffer.allocate(16)), root))
                .hasMessageStartingWith("2 fields cannot be written as CmwLight:\n  $.energy (DOUBLE): CmwLight "
                        + "cannot carry field metadata").hasMessageContaining("\n  $.group (START_MARKER): ");
    }

    // ============================================================================================= refusals

    @Test
    void whatNoWriterCanTakeIsNamedWithItsPath() {
        Map<Object, Object> vectors = new LinkedHashMap<>();
        vectors.put("a", new double[] {1});
        List<Object> mixed = Arrays.asList(1, "two");
        WireField element = WireField.object("", 0, List.of(WireField.value("x", DataType.INT, 0, null, null)));
        WireField root = WireField.object("", 0, List.of(
                WireField.value("ok", DataType.INT, 0, null, 1),
                WireField.value("jsonNull", DataType.UNKNOWN, 0, null, null),
                WireField.value("custom", DataType.OTHER, 0, null, new CustomValue("my.Type", "", 10, 24)),
                WireField.value("unknown", DataType.UNKNOWN, 0, null, new CustomValue(null, null, 10, 3)),
                WireField.value("mixed", DataType.LIST, 0, null, mixed),
                WireField.value("ragged", DataType.LIST, 0, null, List.of(List.of(1), List.of(1, 2))),
                WireField.value("vectors", DataType.MAP, 0, null, vectors),
                WireField.value("wrong", DataType.INT, 0, null, 1L),
                WireField.value("points", DataType.LIST, 0, null, List.of(element, element)),
                WireField.object("caf\u20AC", 0, List.of()),
                WireField.value("last", DataType.STRING, 0, null, "kept")));
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        assertThatThrownBy(() -> TreeWriter.write(w, root)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("10 fields cannot be written as YaS:\n"
                        + "  $.jsonNull (UNKNOWN): no value (a JSON null has no type to write)\n"
                        + "  $.custom (OTHER): custom data of type my.Type (24 bytes), which only the code that "
                        + "wrote it can interpret\n"
                        + "  $.unknown (UNKNOWN): an unknown type id (3 bytes), which only the code that wrote it "
                        + "can interpret\n"
                        + "  $.mixed (LIST): elements of mixed classes java.lang.Integer and java.lang.String\n"
                        + "  $.ragged (LIST): elements of class java.util.ImmutableCollections$List12 (arrays or "
                        + "lists): only boxed primitives, strings and objects can be written\n"
                        + "  $.vectors (MAP): values of class [D (arrays or lists): only boxed primitives, strings "
                        + "and objects can be written\n"
                        + "  $.wrong (INT): a INT field holding a java.lang.Long, not a java.lang.Integer\n"
                        + "  $.points[0].x (INT): no value\n"
                        + "  $.points[1].x (INT): no value\n"
                        + "  $.caf\u20AC (START_MARKER): char U+20AC at index 3 does not fit ISO-8859-1 (YaS field "
                        + "names are one byte per char on the wire)");
        WireField rest = tree(bytes(w));
        assertThat(rest.fields()).extracting(WireField::name).containsExactly("ok", "points", "last");
        assertThat((List<?>) rest.field("points").value()).hasSize(2);
    }

    @Test
    void aRootMustBeAnObject() {
        assertThatThrownBy(() -> TreeWriter.write(new YasWriter(IoBuffer.allocate(8)),
                WireField.value("x", DataType.INT, 0, null, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("$ (INT): the root of a message must be an object");
    }

    @Test
    void writeFieldWritesOneFieldIntoTheOpenObject() {
        WireField group = tree(yas("R", w -> w.putStartMarker(GROUP).put("inner", 1).putEndMarker(GROUP)))
                .field("group");
        YasWriter w = new YasWriter(IoBuffer.allocate(16)).putHeaderInfo();
        TreeWriter.writeField(w, group);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        assertSameBytes("one field", yas(YasWriter.DEFAULT_ROOT_START,
                x -> x.putStartMarker(GROUP).put("inner", 1).putEndMarker(GROUP)), bytes(w));
        assertThatThrownBy(() -> TreeWriter.writeField(new CmwLightWriter(IoBuffer.allocate(8)).putHeaderInfo(),
                WireField.value("set", DataType.SET, 0, null, List.of(1))))
                .hasMessage("1 field cannot be written as CmwLight:\n"
                        + "  $.set (SET): CmwLight cannot carry a collection"
                        + " (write a primitive or String array instead)");
    }

    // ============================================================================================== helpers

    private static byte[] yas(String root, Consumer<YasWriter> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(FieldDescription.of(root));
        fields.accept(w);
        w.putEndMarker(root.equals(YasWriter.DEFAULT_ROOT_START) ? YasWriter.DEFAULT_ROOT_END : root);
        return bytes(w);
    }

    private static byte[] write(IoSerialiser w, WireField root) {
        TreeWriter.write(w, root);
        return bytes(w);
    }

    private static byte[] bytes(IoSerialiser w) {
        return w.buffer().flip().toByteArray();
    }

    private static WireField tree(byte[] message) {
        return Protocol.readAnyTree(IoBuffer.wrap(message), ReadLimits.DEFAULT);
    }
}
