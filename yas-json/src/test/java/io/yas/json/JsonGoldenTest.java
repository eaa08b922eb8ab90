package io.yas.json;

import static io.yas.json.JsonTestSupport.asFloats;
import static io.yas.json.JsonTestSupport.comparable;
import static io.yas.json.JsonTestSupport.golden;
import static io.yas.json.JsonTestSupport.nonFiniteAsNumbers;
import static io.yas.json.JsonTestSupport.parse;
import static io.yas.json.JsonTestSupport.parseLenient;
import static io.yas.json.JsonTestSupport.read;
import static io.yas.json.JsonTestSupport.text;
import static io.yas.json.JsonTestSupport.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.json.JsonTestSupport.Arr;
import io.yas.json.JsonTestSupport.Member;
import io.yas.json.JsonTestSupport.Obj;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.WireField;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Our writer and reader against the reference's JSON ({@code golden/json}, verbatim copies of
 * {@code shared/vectors/json}). Replaying a vector's writes must give text that is semantically the reference's
 * (same members, order and values; whitespace free; N-D arrays compared flattened), apart from the reference bugs
 * we do not reproduce, each named where it is patched; and our reader must read every reference text that is JSON
 * and refuse, with {@link YasFormatException}, the ones that are not.
 */
class JsonGoldenTest {
    /** Reference quirk vectors whose text is not JSON: bare NaN/Infinity, unescaped quotes, a missing comma. */
    private static final Set<String> NOT_JSON = Set.of("04_edge_floats", "13_array_float", "14_array_double",
            "35_quirk_json_escaping", "36_quirk_json_empty_array_first");

    /** Vectors our pretty output reproduces byte for byte: the reference has no bug there, nor do we differ. */
    private static final Set<String> BYTE_IDENTICAL = Set.of("02_primitives", "03_edge_integers", "07_array_bool",
            "08_array_byte", "09_array_char", "10_array_short", "11_array_int", "12_array_long", "22_maps", "23_enum",
            "24_enum_fielddescription");

    static List<String> vectors() {
        return JsonTestSupport.vectors();
    }

    static List<String> jsonVectors() {
        return vectors().stream().filter(v -> !NOT_JSON.contains(v)).toList();
    }

    @Test
    void everyVectorInTheManifestHasItsFileAndItsWrites() {
        assertThat(vectors()).hasSize(29);
        for (String v : vectors()) {
            assertThat(golden(v)).as(v).isNotEmpty();
            assertThat(JsonGoldenWrites.of(v)).as(v).isNotNull();
        }
    }

    // ------------------------------------------------------------------------------------------------- writer

    @ParameterizedTest
    @MethodSource("jsonVectors")
    void prettyOutputIsSemanticallyTheReference(String vector) {
        byte[] ours = write(false, JsonGoldenWrites.of(vector));
        assertThat(parse(ours)).as(text(ours)).isEqualTo(withoutReferenceBugs(vector, parse(golden(vector))));
    }

    @ParameterizedTest
    @MethodSource("jsonVectors")
    void compactOutputIsSemanticallyTheReference(String vector) {
        byte[] ours = write(true, JsonGoldenWrites.of(vector));
        assertThat(text(ours)).doesNotContain("\n", ": ", ", ");
        assertThat(parse(ours)).as(text(ours)).isEqualTo(withoutReferenceBugs(vector, parse(golden(vector))));
    }

    /**
     * The reference's bugs in vectors that are otherwise JSON (docs/spec-json.md §6), patched into its
     * text's comparable form to give what we write instead.
     */
    private static Obj withoutReferenceBugs(String vector, Obj reference) {
        return switch (vector) {
            // a null String is "null" in the reference, null for us (spec: "a null reference as null")
            case "05_strings_utf8" -> with(reference, "nullStr", null);
            case "15_array_string" -> with(reference, "several",
                    new Arr(Arrays.asList("a", "", "\u0393\u03B5\u03B9\u03AC", null, "z")));
            // QUIRK: with elementCount 0 the reference still writes the first element
            case "16_array_explicit_n" -> with(reference, "none", new Arr(List.of()));
            default -> reference;
        };
    }

    private static Obj with(Obj o, String name, Object value) {
        List<Member> members = new ArrayList<>(o.members());
        members.replaceAll(m -> m.name().equals(name) ? new Member(name, value) : m);
        return new Obj(members);
    }

    static List<String> byteIdenticalVectors() {
        return vectors().stream().filter(BYTE_IDENTICAL::contains).toList();
    }

    @ParameterizedTest
    @MethodSource("byteIdenticalVectors")
    void prettyOutputIsByteIdenticalWhereTheReferenceHasNoBug(String vector) {
        assertThat(text(write(false, JsonGoldenWrites.of(vector)))).isEqualTo(text(golden(vector)));
    }

    /**
     * 04, 13, 14 (quirk: bare NaN/Infinity) hold JDK-dependent float text (04's fMinNormal differs on JDK 19+), so
     * they are compared by value: our "NaN"/"Infinity"/"-Infinity" strings against the reference's bare tokens,
     * float fields by their float bits, double fields by their double bits.
     */
    @ParameterizedTest
    @ValueSource(strings = {"04_edge_floats", "13_array_float", "14_array_double"})
    void nonFiniteNumbersAreStringsAndEveryValueKeepsItsBits(String vector) {
        byte[] ours = write(false, JsonGoldenWrites.of(vector));
        assertThat(text(ours)).contains("\"NaN\"").doesNotContain(" NaN", "[NaN");
        Obj actual = (Obj) nonFiniteAsNumbers(parse(ours));
        Obj reference = parseLenient(golden(vector));
        assertThat(actual.members()).extracting(Member::name)
                .containsExactlyElementsOf(reference.members().stream().map(Member::name).toList());
        for (int i = 0; i < reference.members().size(); i++) {
            String name = reference.members().get(i).name();
            boolean isFloat = vector.startsWith("13") || vector.startsWith("04") && name.startsWith("f");
            Object expected = reference.members().get(i).value();
            Object value = actual.members().get(i).value();
            assertThat(isFloat ? asFloats(value) : value).as(name).isEqualTo(isFloat ? asFloats(expected) : expected);
        }
    }

    /** 35 (quirk): the reference does not escape; we do, and the strings read back as written. */
    @Test
    void escapingQuirkVectorIsValidJsonWithTheStringsWritten() {
        Obj ours = parse(write(false, JsonGoldenWrites.of("35_quirk_json_escaping")));
        assertThat(ours.get("quote")).isEqualTo("say \"hi\"");
        assertThat(ours.get("backslash")).isEqualTo("C:\\dir");
        assertThat(ours.get("newline")).isEqualTo("a\nb\tc");
    }

    /** 36 (quirk): the reference leaves out the comma after an empty first array; we do not. */
    @Test
    void emptyFirstArrayIsFollowedByAComma() {
        byte[] ours = write(false, JsonGoldenWrites.of("36_quirk_json_empty_array_first"));
        assertThat(text(ours)).isEqualTo("{\n  \"emptyFirst\": [],\n  \"next\": 1\n}\n");
    }

    @Test
    void multiDimensionalArraysAreNestedWhereTheReferenceWritesThemFlat() {
        assertThat(text(write(true, JsonGoldenWrites.of("18_multidim_double_3d"))))
                .isEqualTo("{\"cube\":[[[0.0,1.0],[2.0,3.0],[4.0,5.0]],[[6.0,7.0],[8.0,9.0],[10.0,11.0]]]}");
        WireField ours = read(write(false, JsonGoldenWrites.of("19_multidim_other_types")));
        assertThat(ours.field("int3d").dims()).containsExactly(2, 2, 2);
        assertThat(ours.field("long2d").dims()).containsExactly(2, 1);
        assertThat(ours.field("char2d").dims()).containsExactly(1, 2);
        WireField reference = read(golden("19_multidim_other_types"));
        assertThat(reference.field("int3d").dims()).containsExactly(8);
        assertThat(reference.field("int3d").value()).isEqualTo(ours.field("int3d").value());
    }

    // ------------------------------------------------------------------------------------------------- reader

    @ParameterizedTest
    @MethodSource("jsonVectors")
    void readerReadsTheReferenceTextAsJacksonDoes(String vector) {
        byte[] reference = golden(vector);
        assertThat(comparable(read(reference))).isEqualTo(parse(reference));
    }

    @ParameterizedTest
    @MethodSource("jsonVectors")
    void readerReadsOurOutputAsJacksonDoes(String vector) {
        for (boolean compact : new boolean[] {false, true}) {
            byte[] ours = write(compact, JsonGoldenWrites.of(vector));
            assertThat(comparable(read(ours))).isEqualTo(parse(ours));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"04_edge_floats", "13_array_float", "14_array_double", "35_quirk_json_escaping",
            "36_quirk_json_empty_array_first"})
    void readerRefusesTheReferenceTextThatIsNotJson(String vector) {
        byte[] reference = golden(vector);
        String text = text(reference);
        int bad = switch (vector) {
            case "04_edge_floats" -> text.indexOf("Infinity");
            case "13_array_float", "14_array_double" -> text.indexOf("NaN");
            case "35_quirk_json_escaping" -> text.indexOf("hi\"");
            default -> text.indexOf("\"next\"");
        };
        assertThatThrownBy(() -> read(reference)).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.protocol()).isEqualTo("JSON");
            assertThat(e.offset()).as(e.getMessage()).isBetween((long) bad, bad + 8L);
            assertThat(e.path()).startsWith("$.");
        });
    }

    /** yas.golden.SamplePojo's fields (the class of vectors 28 and 29), its map as a nested object. */
    private static final String SAMPLE_POJO = """
            $.id INT 42
            $.voltage DOUBLE 3.3
            $.name STRING sample
            $.enabled BOOL true
            $.counts INT_ARRAY [1, 2, 3]
            $.samples DOUBLE_ARRAY [0.5, -1.25]
            $.tags STRING_ARRAY [alpha, beta]
            $.numbers INT_ARRAY [7, 8, 9]
            $.lookup START_MARKER
            $.lookup.one INT 1
            $.lookup.two INT 2
            $.day STRING FRIDAY
            $.inner START_MARKER
            $.inner.level INT 3
            $.inner.ratio DOUBLE 0.75
            $.inner.stamps INT_ARRAY [100, 200]
            $.inner.deeper START_MARKER
            $.inner.deeper.note STRING deep
            $.inner.deeper.code INT 90
            """;

    /**
     * What our reader makes of the reference text of every vector that is JSON and not byte-identical to ours,
     * field by field as {@code path TYPE value}, from the writes in {@code golden/json/MANIFEST.md}: the types are
     * JSON's (an integer in int range is INT, any fraction DOUBLE, an array of integers INT_ARRAY, an empty array a
     * LIST), and the reference's quirks are in the text (a null string written as "null"; 16's {@code n=0} array
     * still holding its first element; N-D arrays flat; metadata left out).
     */
    private static final Map<String, String> MANIFEST_VALUES = Map.ofEntries(
            Map.entry("01_empty_root", ""),
            Map.entry("05_strings_utf8", """
                    $.empty STRING\s
                    $.ascii STRING Hello World!
                    $.greek STRING \u0393\u03B5\u03B9\u03AC \u03C3\u03BF\u03C5 \u039A\u03CC\u03C3\u03BC\u03B5!
                    $.mixed STRING \u8A9E \u00EA \u00F1 \u00FC
                    $.astral STRING \uD83D\uDF01 alchemy
                    $.nullStr STRING null
                    """),
            Map.entry("15_array_string", """
                    $.several STRING_ARRAY [a, , \u0393\u03B5\u03B9\u03AC, null, z]
                    $.one STRING_ARRAY [one]
                    $.empty LIST []
                    """),
            Map.entry("16_array_explicit_n", """
                    $.first2 DOUBLE_ARRAY [1.0, 2.0]
                    $.all INT_ARRAY [5, 6, 7]
                    $.clamped STRING_ARRAY [p, q]
                    $.none INT_ARRAY [1]
                    """),
            Map.entry("17_multidim_double_2d", """
                    $.matrix DOUBLE_ARRAY [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
                    """),
            Map.entry("18_multidim_double_3d", """
                    $.cube DOUBLE_ARRAY [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0]
                    """),
            Map.entry("19_multidim_other_types", """
                    $.int2d INT_ARRAY [1, 2, 3, 4]
                    $.float2d DOUBLE_ARRAY [1.5, 2.5, 3.5]
                    $.long2d INT_ARRAY [10, 20]
                    $.short2d INT_ARRAY [1, 2, 3, 4]
                    $.byte2d INT_ARRAY [1, 2, 3, 4]
                    $.bool2d BOOL_ARRAY [true, false, false, true]
                    $.char2d INT_ARRAY [97, 98]
                    $.int3d INT_ARRAY [1, 2, 3, 4, 5, 6, 7, 8]
                    """),
            Map.entry("20_multidim_string_2d", """
                    $.names STRING_ARRAY [a, b, c, d]
                    $.after INT 1
                    """),
            Map.entry("21_collections", """
                    $.intList INT_ARRAY [1, 2, 3]
                    $.strList STRING_ARRAY [a, \u0393]
                    $.dblSet DOUBLE_ARRAY [1.5, -0.5]
                    $.longQueue INT_ARRAY [10, 20]
                    $.linkedList INT_ARRAY [4, 5]
                    $.plainCollection BOOL_ARRAY [true, false]
                    $.chars INT_ARRAY [120, 121]
                    $.bytes INT_ARRAY [1, -2]
                    $.shorts INT_ARRAY [300]
                    $.floats DOUBLE_ARRAY [0.25, -8.0]
                    $.emptyList LIST []
                    """),
            Map.entry("25_nested_two_levels", """
                    $.a INT 1
                    $.level1 START_MARKER
                    $.level1.b DOUBLE 2.5
                    $.level1.level2 START_MARKER
                    $.level1.level2.c STRING deep
                    $.level1.d BOOL true
                    $.e INT 7
                    """),
            Map.entry("26_field_metadata", """
                    $.energy DOUBLE 450.0
                    $.temp DOUBLE 21.5
                    $.plain INT 5
                    $.wave DOUBLE_ARRAY [1.0, 2.0]
                    $.group START_MARKER
                    $.group.inner INT 1
                    $.suppressed DOUBLE 1.0
                    """),
            Map.entry("28_pojo_ioclassserialiser", SAMPLE_POJO),
            Map.entry("29_pojo_jsoniter", SAMPLE_POJO + "$.missing UNKNOWN null\n"));

    static List<String> notByteIdenticalJsonVectors() {
        return jsonVectors().stream().filter(v -> !BYTE_IDENTICAL.contains(v)).toList();
    }

    @Test
    void everyJsonVectorOurTextDiffersFromHasItsManifestValues() {
        assertThat(MANIFEST_VALUES.keySet()).containsExactlyInAnyOrderElementsOf(notByteIdenticalJsonVectors());
    }

    @ParameterizedTest
    @MethodSource("notByteIdenticalJsonVectors")
    void readerGivesTheManifestValuesOfTheReferenceText(String vector) {
        WireField root = read(golden(vector));
        assertThat(root.isObject()).isTrue();
        assertThat(root.name()).isEmpty();
        StringBuilder fields = new StringBuilder();
        root.fields().forEach(f -> outline("$", f, fields));
        assertThat(fields.toString()).isEqualTo(MANIFEST_VALUES.get(vector));
    }

    /** One line per field: path, type, and the value (arrays as their elements, none for an object). */
    private static void outline(String parent, WireField f, StringBuilder out) {
        String path = parent + "." + f.name();
        out.append(path).append(' ').append(f.type());
        if (!f.isObject()) {
            Object v = f.value();
            out.append(' ').append(v != null && v.getClass().isArray() ? elements(v) : String.valueOf(v));
        }
        out.append('\n');
        f.fields().forEach(c -> outline(path, c, out));
    }

    private static String elements(Object array) {
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < java.lang.reflect.Array.getLength(array); i++) {
            list.add(java.lang.reflect.Array.get(array, i));
        }
        return list.toString();
    }

    /** NestedStruct of {@code cpp/05_nested.bin} (int32 a = 1, inner {double x = 0.5}, int32 b = 2). */
    static class CppNested {
        int a = -1;
        CppInner inner;
        int b = -1;
    }

    static class CppInner {
        double x = -1;
    }

    /** The C++ reference's JSON ({@code golden/cpp/json_nested.json}): unindented, the double as {@code 5e-01}. */
    @Test
    void readerReadsTheCppReferenceText() {
        byte[] cpp = JsonTestSupport.resource("/golden/cpp/json_nested.json");
        StringBuilder fields = new StringBuilder();
        read(cpp).fields().forEach(f -> outline("$", f, fields));
        assertThat(fields.toString()).isEqualTo("""
                $.a INT 1
                $.inner START_MARKER
                $.inner.x DOUBLE 0.5
                $.b INT 2
                """);
        CppNested mapped = new IoClassSerialiser(IoBuffer.wrap(cpp)).deserialise(CppNested.class);
        assertThat(mapped.a).isEqualTo(1);
        assertThat(mapped.inner.x).isEqualTo(0.5);
        assertThat(mapped.b).isEqualTo(2);
    }

    @Test
    void readerTypesTheReferenceValues() {
        WireField root = read(golden("02_primitives"));
        assertThat(root.name()).isEmpty();
        assertThat(root.offset()).isZero();
        assertThat(root.fields()).extracting(WireField::type).containsExactly(DataType.BOOL, DataType.BOOL,
                DataType.INT, DataType.INT, DataType.INT, DataType.LONG, DataType.DOUBLE, DataType.DOUBLE,
                DataType.INT);
        assertThat(root.field("aChar").value()).isEqualTo(65);
        assertThat(((Double) root.field("aFloat").value()).floatValue()).isEqualTo(3.14159f);
        assertThat(root.field("bTrue").offset()).isEqualTo(text(golden("02_primitives")).indexOf("\"bTrue\""));
    }
}
