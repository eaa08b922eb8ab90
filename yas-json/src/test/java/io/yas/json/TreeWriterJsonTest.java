package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.json.JsonTestSupport.Member;
import io.yas.json.JsonTestSupport.Obj;
import io.yas.wire.DataType;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.TreeWriter;
import io.yas.wire.WireField;
import io.yas.wire.YasWriter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link TreeWriter} into {@link JsonWriter}: a YaS tree written as JSON gives the text of the same writes made on
 * the JSON writer directly, and the YaS reference vectors go YaS → JSON → YaS with the same tree as far as JSON
 * carries it ({@link #view}: no metadata, no root name, numbers and enums as JSON has them).
 */
class TreeWriterJsonTest {
    /** The YaS golden vectors (Maven runs the tests from the module folder). */
    private static final Path YAS_GOLDEN = Path.of("..", "yas-core", "src", "test", "resources", "golden", "yas");

    /** Every kind of field the generic tree holds, through the protocol-independent API. */
    private static void everything(IoSerialiser w) {
        w.put("flag", true).put("b", (byte) -3).put("s", (short) 300).put("i", -7).put("l", Long.MIN_VALUE)
                .put("f", 0.1f).put("d", Double.NaN).put("c", 'é').put("text", "Γειά \"q\"");
        w.put(new FieldDescription("energy", "GeV/u", "energy", "beam", 1), 450.0);
        w.put("ints", new int[] {1, 2, 3}).put("none", new double[0]).put("names", new String[] {"a", ""});
        w.put(FieldDescription.of("matrix"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3});
        w.put(FieldDescription.of("cube"), new long[] {1, 2, 3, 4, 5, 6, 7, 8}, new int[] {2, 2, 2});
        w.put("list", new ArrayList<>(List.of(1, 2, 2)), Integer.class);
        w.put("set", new LinkedHashSet<>(List.of("x", "y")), String.class);
        w.put("queue", new ArrayDeque<>(List.of(1.5f, 2.5f)), Float.class);
        Map<Object, Object> map = new LinkedHashMap<>();
        map.put(3, "three");
        map.put(1, "one");
        w.put("map", map, Integer.class, String.class);
        w.put("day", DayOfWeek.FRIDAY);
        int h = w.putObjectCollectionHeader(FieldDescription.of("points"), DataType.LIST, List.of(1, 2), "");
        for (int i = 1; i <= 2; i++) {
            w.putStartMarker("").put("x", i).putEndMarker("");
        }
        w.updateDataEndMarker(h);
        w.putStartMarker("group").put("inner", 1).putStartMarker("deeper").put("d", 1.0).putEndMarker("deeper");
        w.putEndMarker("group");
    }

    @Test
    void aYasTreeAsJsonGivesTheTextOfTheSameWrites() {
        WireField tree = yasTree(TreeWriterJsonTest::everything);
        for (boolean compact : new boolean[] {false, true}) {
            JsonWriter direct = new JsonWriter(IoBuffer.allocate(16), compact);
            direct.putHeaderInfo();
            everything(direct);
            direct.putEndMarker("");
            JsonWriter converted = new JsonWriter(IoBuffer.allocate(16), compact);
            TreeWriter.write(converted, tree);
            assertThat(JsonTestSupport.text(converted.buffer().flip().toByteArray())).as("compact " + compact)
                    .isEqualTo(JsonTestSupport.text(direct.buffer().flip().toByteArray()));
        }
    }

    @Test
    void enumValuesAreWrittenByName() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(16), true);
        w.putHeaderInfo().putEnum(FieldDescription.of("day"), new EnumValue("DayOfWeek", "java.time.DayOfWeek",
                "[...]", "FRIDAY", 4)).putEnum(FieldDescription.of("none"), null).putEndMarker("");
        assertThat(JsonTestSupport.text(w.buffer().flip().toByteArray())).isEqualTo("{\"day\":\"FRIDAY\",\"none\":null}");
    }

    @Test
    void customDataIsRefusedNamingTheField() {
        assertThatThrownBy(() -> TreeWriter.write(new JsonWriter(IoBuffer.allocate(16)),
                tree(golden("27_custom_other")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("2 fields cannot be written as JSON:\n  $.point (OTHER): custom data");
    }

    // ================================================================================= YaS -> JSON -> YaS

    /** Vectors JSON cannot carry: custom data, which only the code that wrote it can interpret. */
    private static final List<String> NOT_CARRIED = List.of("27_custom_other", "30_pojo_custom_field_serialiser");

    static Stream<String> vectors() throws IOException {
        try (Stream<Path> files = Files.list(YAS_GOLDEN)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".bin") && !n.contains("quirk"))
                    .map(n -> n.substring(0, n.length() - 4)).filter(n -> !NOT_CARRIED.contains(n)).sorted()
                    .toList().stream();
        }
    }

    @Test
    void everyNonQuirkVectorButTheCustomDataOnesIsCarried() throws IOException {
        assertThat(vectors()).hasSize(28).contains("21_collections", "22_maps", "28_pojo_ioclassserialiser",
                "31_dataset");
    }

    @ParameterizedTest
    @MethodSource("vectors")
    void yasToJsonToYasKeepsTheTree(String vector) {
        WireField original = tree(golden(vector));
        JsonWriter json = new JsonWriter(IoBuffer.allocate(64));
        TreeWriter.write(json, original);
        YasWriter yas = new YasWriter(IoBuffer.allocate(64));
        TreeWriter.write(yas, new JsonReader(IoBuffer.wrap(json.buffer().flip().toByteArray())).readTree());
        WireField again = tree(yas.buffer().flip().toByteArray());
        assertThat(view(again)).as(vector).isEqualTo(view(original));
    }

    /**
     * The tree as JSON carries it: objects and maps as {@link Obj} (map keys as text), arrays nested by their
     * dimensions and collections as lists, integers and chars as {@code Long}, a float as the double of its
     * shortest text, non-finite numbers and enums as their text. Metadata and the root's name are left out.
     */
    static Object view(WireField f) {
        if (f.isObject()) {
            return new Obj(f.fields().stream().map(c -> new Member(c.name(), view(c))).toList());
        }
        Object v = f.value();
        if (f.type().isArray()) {
            int[] dims = f.dims() == null || f.dims().length == 0 ? new int[] {Array.getLength(v)} : f.dims();
            List<Object> leaves = new ArrayList<>();
            for (int i = 0; i < Array.getLength(v); i++) {
                leaves.add(value(Array.get(v, i)));
            }
            return nest(leaves, dims, 0, new int[1]);
        }
        return value(v);
    }

    private static Object nest(List<Object> leaves, int[] dims, int level, int[] next) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < dims[level]; i++) {
            out.add(level == dims.length - 1 ? leaves.get(next[0]++) : nest(leaves, dims, level + 1, next));
        }
        return out;
    }

    private static Object value(Object v) {
        if (v instanceof WireField w) {
            return view(w);
        } else if (v instanceof List<?> list) {
            return list.stream().map(TreeWriterJsonTest::value).toList();
        } else if (v instanceof Map<?, ?> map) {
            return new Obj(map.entrySet().stream().map(e -> new Member(String.valueOf(e.getKey()),
                    value(e.getValue()))).toList());
        } else if (v instanceof Byte || v instanceof Short || v instanceof Integer) {
            return ((Number) v).longValue();
        } else if (v instanceof Character c) {
            return (long) c;
        } else if (v instanceof Float x) {
            return Float.isFinite(x) ? shortest(x) : Float.toString(x);
        } else if (v instanceof Double x) {
            return Double.isFinite(x) ? x : Double.toString(x);
        } else if (v instanceof EnumValue e) {
            return e.name();
        }
        return v;
    }

    /**
     * The double of the shortest decimal that reads back as {@code x}, as JSON carries a float ({@code
     * Float.toString} is not always the shortest before JDK 19; at least two digits, as Java writes them).
     */
    private static double shortest(float x) {
        if (x == 0) {
            return x;
        }
        for (int digits = 2; digits < 9; digits++) { // Java writes at least two digits: 1.4E-45
            BigDecimal d = new BigDecimal(x).round(new MathContext(digits));
            if (d.floatValue() == x) {
                return d.doubleValue();
            }
        }
        return Double.parseDouble(Float.toString(x));
    }

    // ============================================================================================== helpers

    private static WireField yasTree(Consumer<IoSerialiser> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return tree(w.buffer().flip().toByteArray());
    }

    private static WireField tree(byte[] message) {
        return Protocol.readAnyTree(IoBuffer.wrap(message), ReadLimits.DEFAULT);
    }

    private static byte[] golden(String vector) {
        try {
            return Files.readAllBytes(YAS_GOLDEN.resolve(vector + ".bin"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
