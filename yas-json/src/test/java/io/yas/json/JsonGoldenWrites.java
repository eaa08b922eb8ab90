package io.yas.json;

import static io.yas.json.JsonTestSupport.linkedMap;

import io.yas.wire.FieldDescription;

import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The writes behind every vector of {@code golden/json/MANIFEST.md}, between {@code putHeaderInfo()} and the root's
 * end marker, through {@link JsonWriter}'s field-level API (the same calls the YaS golden test makes on
 * {@code YasWriter}). Calls JSON ignores ({@code setPutFieldMetaData}) are left out.
 */
final class JsonGoldenWrites {
    private JsonGoldenWrites() {
    }

    /** @return the writes of a vector, or {@code null} for one that has none to replay */
    static Consumer<JsonWriter> of(String vector) {
        return WRITES.get(vector);
    }

    private static final Map<String, Consumer<JsonWriter>> WRITES = Map.ofEntries(
            Map.entry("01_empty_root", w -> { }),
            Map.entry("02_primitives", w -> w
                    .put("bTrue", true)
                    .put("bFalse", false)
                    .put("aByte", (byte) 42)
                    .put("aShort", (short) -1234)
                    .put("anInt", 123456789)
                    .put("aLong", 1234567890123L)
                    .put("aFloat", 3.14159f)
                    .put("aDouble", 2.718281828459045)
                    .put("aChar", 'A')),
            Map.entry("03_edge_integers", w -> w
                    .put("byteMin", Byte.MIN_VALUE)
                    .put("byteMax", Byte.MAX_VALUE)
                    .put("byteZero", (byte) 0)
                    .put("byteM1", (byte) -1)
                    .put("shortMin", Short.MIN_VALUE)
                    .put("shortMax", Short.MAX_VALUE)
                    .put("intMin", Integer.MIN_VALUE)
                    .put("intMax", Integer.MAX_VALUE)
                    .put("intZero", 0)
                    .put("longMin", Long.MIN_VALUE)
                    .put("longMax", Long.MAX_VALUE)
                    .put("longM1", -1L)
                    .put("charNul", '\u0000')
                    .put("charDel", '\u007F')
                    .put("charE9", '\u00E9')
                    .put("charFF", '\u00FF')),
            Map.entry("04_edge_floats", w -> w
                    .put("fZero", 0.0f)
                    .put("fNegZero", -0.0f)
                    .put("fMinDenorm", Float.MIN_VALUE)
                    .put("fMinNormal", Float.MIN_NORMAL)
                    .put("fMax", Float.MAX_VALUE)
                    .put("fPosInf", Float.POSITIVE_INFINITY)
                    .put("fNegInf", Float.NEGATIVE_INFINITY)
                    .put("fNaN", Float.intBitsToFloat(0x7fc00000))
                    .put("dZero", 0.0)
                    .put("dNegZero", -0.0)
                    .put("dMinDenorm", Double.MIN_VALUE)
                    .put("dMinNormal", Double.MIN_NORMAL)
                    .put("dMax", Double.MAX_VALUE)
                    .put("dPosInf", Double.POSITIVE_INFINITY)
                    .put("dNegInf", Double.NEGATIVE_INFINITY)
                    .put("dNaN", Double.longBitsToDouble(0x7ff8000000000000L))
                    .put("dTenth", 0.1)),
            Map.entry("05_strings_utf8", w -> w
                    .put("empty", "")
                    .put("ascii", "Hello World!")
                    .put("greek", "\u0393\u03B5\u03B9\u03AC \u03C3\u03BF\u03C5 \u039A\u03CC\u03C3\u03BC\u03B5!")
                    .put("mixed", "\u8A9E \u00EA \u00F1 \u00FC")
                    .put("astral", "\uD83D\uDF01 alchemy")
                    .put("nullStr", (String) null)),
            Map.entry("07_array_bool", w -> w
                    .put("several", new boolean[] {true, false, true, true})
                    .put("one", new boolean[] {true})
                    .put("empty", new boolean[0])),
            Map.entry("08_array_byte", w -> w
                    .put("several", new byte[] {0, 1, 127, -1, -128})
                    .put("one", new byte[] {-128})
                    .put("empty", new byte[0])),
            Map.entry("09_array_char", w -> w
                    .put("several", new char[] {'a', 'b', 'Z', '\u00E9'})
                    .put("one", new char[] {'x'})
                    .put("empty", new char[0])),
            Map.entry("10_array_short", w -> w
                    .put("several", new short[] {1, -2, 3, 32767})
                    .put("one", new short[] {-32768})
                    .put("empty", new short[0])),
            Map.entry("11_array_int", w -> w
                    .put("several", new int[] {0, 1, -1, Integer.MAX_VALUE, 42})
                    .put("one", new int[] {Integer.MIN_VALUE})
                    .put("empty", new int[0])),
            Map.entry("12_array_long", w -> w
                    .put("several", new long[] {1L, -1L, 1099511627776L})
                    .put("one", new long[] {Long.MAX_VALUE})
                    .put("empty", new long[0])),
            Map.entry("13_array_float", w -> w
                    .put("several", new float[] {0.0f, -0.0f, Float.intBitsToFloat(0x7fc00000),
                            Float.POSITIVE_INFINITY, -0.001f})
                    .put("one", new float[] {1.5f})
                    .put("empty", new float[0])),
            Map.entry("14_array_double", w -> w
                    .put("several", new double[] {0.0, -0.0, Double.longBitsToDouble(0x7ff8000000000000L),
                            Double.NEGATIVE_INFINITY, 1.0E308, Double.MIN_VALUE})
                    .put("one", new double[] {-2.5})
                    .put("empty", new double[0])),
            Map.entry("15_array_string", w -> w
                    .put("several", new String[] {"a", "", "\u0393\u03B5\u03B9\u03AC", null, "z"})
                    .put("one", new String[] {"one"})
                    .put("empty", new String[0])),
            Map.entry("16_array_explicit_n", w -> w
                    .put(FieldDescription.of("first2"), new double[] {1.0, 2.0, 3.0, 4.0}, 2)
                    .put(FieldDescription.of("all"), new int[] {5, 6, 7}, -1)
                    .put(FieldDescription.of("clamped"), new String[] {"p", "q"}, 5)
                    .put(FieldDescription.of("none"), new byte[] {1, 2, 3}, 0)),
            Map.entry("17_multidim_double_2d", w -> w
                    .put(FieldDescription.of("matrix"), new double[] {1.0, 2.0, 3.0, 4.0, 5.0, 6.0}, new int[] {2, 3})),
            Map.entry("18_multidim_double_3d", w -> w
                    .put(FieldDescription.of("cube"), new double[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
                            new int[] {2, 3, 2})),
            Map.entry("19_multidim_other_types", w -> w
                    .put(FieldDescription.of("int2d"), new int[] {1, 2, 3, 4}, new int[] {2, 2})
                    .put(FieldDescription.of("float2d"), new float[] {1.5f, 2.5f, 3.5f}, new int[] {1, 3})
                    .put(FieldDescription.of("long2d"), new long[] {10L, 20L}, new int[] {2, 1})
                    .put(FieldDescription.of("short2d"), new short[] {1, 2, 3, 4}, new int[] {2, 2})
                    .put(FieldDescription.of("byte2d"), new byte[] {1, 2, 3, 4}, new int[] {2, 2})
                    .put(FieldDescription.of("bool2d"), new boolean[] {true, false, false, true}, new int[] {2, 2})
                    .put(FieldDescription.of("char2d"), new char[] {'a', 'b'}, new int[] {1, 2})
                    .put(FieldDescription.of("int3d"), new int[] {1, 2, 3, 4, 5, 6, 7, 8}, new int[] {2, 2, 2})),
            Map.entry("20_multidim_string_2d", w -> w
                    .put(FieldDescription.of("names"), new String[] {"a", "b", "c", "d"}, new int[] {2, 2})
                    .put("after", 1)),
            Map.entry("21_collections", w -> w
                    .put("intList", new ArrayList<>(List.of(1, 2, 3)), Integer.class)
                    .put("strList", new ArrayList<>(List.of("a", "\u0393")), String.class)
                    .put("dblSet", new LinkedHashSet<>(List.of(1.5, -0.5)), Double.class)
                    .put("longQueue", new ArrayDeque<>(List.of(10L, 20L)), Long.class)
                    .put("linkedList", new LinkedList<>(List.of(4, 5)), Integer.class)
                    .put("plainCollection", Collections.unmodifiableCollection(new ArrayList<>(List.of(true, false))),
                            Boolean.class)
                    .put("chars", new ArrayList<>(List.of('x', 'y')), Character.class)
                    .put("bytes", new ArrayList<>(List.of((byte) 1, (byte) -2)), Byte.class)
                    .put("shorts", new ArrayList<>(List.of((short) 300)), Short.class)
                    .put("floats", new ArrayList<>(List.of(0.25f, -8.0f)), Float.class)
                    .put("emptyList", new ArrayList<Integer>(), Integer.class)),
            Map.entry("22_maps", w -> w
                    .put("idToName", linkedMap(1, "one", 2, "two", 3, "three"), Integer.class, String.class)
                    .put("nameToValue", linkedMap("a", 1.5, "b", -2.0), String.class, Double.class)
                    .put("flags", linkedMap("x", true), String.class, Boolean.class)
                    .put("empty", linkedMap(), String.class, String.class)),
            Map.entry("23_enum", w -> w
                    .put("day", DayOfWeek.WEDNESDAY)
                    .put("rounding", RoundingMode.HALF_EVEN)),
            Map.entry("24_enum_fielddescription", w -> w
                    .put(FieldDescription.of("dayFd"), DayOfWeek.SUNDAY)),
            Map.entry("25_nested_two_levels", w -> w
                    .put("a", 1)
                    .putStartMarker("level1")
                    .put("b", 2.5)
                    .putStartMarker("level2")
                    .put("c", "deep")
                    .putEndMarker("level2")
                    .put("d", true)
                    .putEndMarker("level1")
                    .put("e", 7L)),
            Map.entry("26_field_metadata", JsonGoldenWrites::fieldMetadata),
            Map.entry("28_pojo_ioclassserialiser", JsonGoldenWrites::samplePojo),
            Map.entry("29_pojo_jsoniter", w -> {
                samplePojo(w);
                w.put("missing", (String) null); // jsoniter writes the null reference; ours would too
            }),
            Map.entry("35_quirk_json_escaping", w -> w
                    .put("quote", "say \"hi\"")
                    .put("backslash", "C:\\dir")
                    .put("newline", "a\nb\tc")),
            Map.entry("36_quirk_json_empty_array_first", w -> w
                    .put("emptyFirst", new int[0])
                    .put("next", 1)));

    private static void fieldMetadata(JsonWriter w) {
        FieldDescription group = new FieldDescription("group", null, null, "a group", 0);
        w.put(new FieldDescription("energy", "GeV/u", "energy", "beam energy", 1), 450.0)
                .put(new FieldDescription("temp", "\u00B0C", null, null, 0), 21.5f)
                .put(new FieldDescription("plain", null, null, null, 0), 5)
                .put(new FieldDescription("wave", null, null, "waveform", 0), new double[] {1.0, 2.0})
                .putStartMarker(group)
                .put("inner", 1)
                .putEndMarker(group)
                .put(new FieldDescription("suppressed", "m", null, null, 0), 1.0);
    }

    /**
     * What the class mapper writes for {@code yas.golden.SamplePojo} (manifest entry 28), field by field: JSON
     * class mapping is not part of this module yet.
     */
    private static void samplePojo(JsonWriter w) {
        w.put("id", 42)
                .put(new FieldDescription("voltage", "V", "voltage", "supply voltage", 1), 3.3)
                .put("name", "sample")
                .put("enabled", true)
                .put("counts", new int[] {1, 2, 3})
                .put("samples", new double[] {0.5, -1.25})
                .put("tags", new String[] {"alpha", "beta"})
                .put("numbers", new ArrayList<>(List.of(7, 8, 9)), Integer.class)
                .put("lookup", linkedMap("one", 1, "two", 2), String.class, Integer.class)
                .put("day", DayOfWeek.FRIDAY)
                .putStartMarker("inner")
                .put("level", (short) 3)
                .put("ratio", 0.75f)
                .put("stamps", new long[] {100, 200})
                .putStartMarker("deeper")
                .put("note", "deep")
                .put("code", 'Z')
                .putEndMarker("deeper")
                .putEndMarker("inner");
    }
}
