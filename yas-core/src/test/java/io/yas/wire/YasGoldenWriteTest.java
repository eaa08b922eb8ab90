package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.yas.buffer.IoBuffer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Replays the writes listed in {@code golden/yas/MANIFEST.md} through {@link YasWriter} and compares the bytes with
 * the reference's output. Quirk vectors (and 20_multidim_string_2d) are not reproduced on purpose.
 */
class YasGoldenWriteTest {

    /** Buffers to replay into: one roomy heap buffer, and two small ones that must grow while writing. */
    enum Buffers {
        HEAP_64K, DIRECT_16, WRAPPED_7_50;

        IoBuffer create() {
            return switch (this) {
                case HEAP_64K -> IoBuffer.allocate(65536);
                case DIRECT_16 -> IoBuffer.allocateDirect(16);
                case WRAPPED_7_50 -> IoBuffer.wrap(new byte[100], 7, 50);
            };
        }
    }

    private static final String ROOT_END = "OBJ_ROOT_END";

    // ---------------------------------------------------------------------------------------- scalars & strings

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v01EmptyRoot(Buffers kind) {
        assertReplay("01_empty_root", kind, w -> { });
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v02Primitives(Buffers kind) {
        assertReplay("02_primitives", kind, w -> w
                .put("bTrue", true)
                .put("bFalse", false)
                .put("aByte", (byte) 42)
                .put("aShort", (short) -1234)
                .put("anInt", 123456789)
                .put("aLong", 1234567890123L)
                .put("aFloat", 3.14159f)
                .put("aDouble", 2.718281828459045)
                .put("aChar", 'A'));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v03EdgeIntegers(Buffers kind) {
        assertReplay("03_edge_integers", kind, w -> w
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
                .put("charFF", '\u00FF'));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v04EdgeFloats(Buffers kind) {
        assertReplay("04_edge_floats", kind, w -> w
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
                .put("dTenth", 0.1));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v05StringsUtf8(Buffers kind) {
        assertReplay("05_strings_utf8", kind, w -> w
                .put("empty", "")
                .put("ascii", "Hello World!")
                .put("greek", "\u0393\u03B5\u03B9\u03AC \u03C3\u03BF\u03C5 \u039A\u03CC\u03C3\u03BC\u03B5!")
                .put("mixed", "\u8A9E \u00EA \u00F1 \u00FC")
                .put("astral", "\uD83D\uDF01 alchemy")
                .put("nullStr", (String) null));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v06StringsIso8859Mode(Buffers kind) {
        assertReplay("06_strings_iso8859_mode", kind, w -> {
            w.buffer().setEnforceSimpleStringEncoding(true);
            w.put("plain", "plain")
                    .put("latin1", "caf\u00E9")
                    .put("arr", new String[] {"\u00E1", "b"});
            w.buffer().setEnforceSimpleStringEncoding(false);
            w.put("utf8Again", "caf\u00E9");
        });
    }

    // ------------------------------------------------------------------------------------------------- arrays

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v07ArrayBool(Buffers kind) {
        assertReplay("07_array_bool", kind, w -> w
                .put("several", new boolean[] {true, false, true, true})
                .put("one", new boolean[] {true})
                .put("empty", new boolean[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v08ArrayByte(Buffers kind) {
        assertReplay("08_array_byte", kind, w -> w
                .put("several", new byte[] {0, 1, 127, -1, -128})
                .put("one", new byte[] {-128})
                .put("empty", new byte[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v09ArrayChar(Buffers kind) {
        assertReplay("09_array_char", kind, w -> w
                .put("several", new char[] {'a', 'b', 'Z', '\u00E9'})
                .put("one", new char[] {'x'})
                .put("empty", new char[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v10ArrayShort(Buffers kind) {
        assertReplay("10_array_short", kind, w -> w
                .put("several", new short[] {1, -2, 3, 32767})
                .put("one", new short[] {-32768})
                .put("empty", new short[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v11ArrayInt(Buffers kind) {
        assertReplay("11_array_int", kind, w -> w
                .put("several", new int[] {0, 1, -1, Integer.MAX_VALUE, 42})
                .put("one", new int[] {Integer.MIN_VALUE})
                .put("empty", new int[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v12ArrayLong(Buffers kind) {
        assertReplay("12_array_long", kind, w -> w
                .put("several", new long[] {1L, -1L, 1099511627776L})
                .put("one", new long[] {Long.MAX_VALUE})
                .put("empty", new long[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v13ArrayFloat(Buffers kind) {
        assertReplay("13_array_float", kind, w -> w
                .put("several", new float[] {0.0f, -0.0f, Float.intBitsToFloat(0x7fc00000), Float.POSITIVE_INFINITY,
                        -0.001f})
                .put("one", new float[] {1.5f})
                .put("empty", new float[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v14ArrayDouble(Buffers kind) {
        assertReplay("14_array_double", kind, w -> w
                .put("several", new double[] {0.0, -0.0, Double.longBitsToDouble(0x7ff8000000000000L),
                        Double.NEGATIVE_INFINITY, 1.0E308, Double.MIN_VALUE})
                .put("one", new double[] {-2.5})
                .put("empty", new double[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v15ArrayString(Buffers kind) {
        assertReplay("15_array_string", kind, w -> w
                .put("several", new String[] {"a", "", "\u0393\u03B5\u03B9\u03AC", null, "z"})
                .put("one", new String[] {"one"})
                .put("empty", new String[0]));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v16ArrayExplicitN(Buffers kind) {
        assertReplay("16_array_explicit_n", kind, w -> w
                .put(FieldDescription.of("first2"), new double[] {1.0, 2.0, 3.0, 4.0}, 2)
                .put(FieldDescription.of("all"), new int[] {5, 6, 7}, -1)
                .put(FieldDescription.of("clamped"), new String[] {"p", "q"}, 5)
                .put(FieldDescription.of("none"), new byte[] {1, 2, 3}, 0));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v17MultidimDouble2d(Buffers kind) {
        assertReplay("17_multidim_double_2d", kind, w -> w
                .put(FieldDescription.of("matrix"), new double[] {1.0, 2.0, 3.0, 4.0, 5.0, 6.0}, new int[] {2, 3}));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v18MultidimDouble3d(Buffers kind) {
        double[] cube = {0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0};
        assertReplay("18_multidim_double_3d", kind, w -> w
                .put(FieldDescription.of("cube"), cube, new int[] {2, 3, 2}));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v19MultidimOtherTypes(Buffers kind) {
        assertReplay("19_multidim_other_types", kind, w -> w
                .put(FieldDescription.of("int2d"), new int[] {1, 2, 3, 4}, new int[] {2, 2})
                .put(FieldDescription.of("float2d"), new float[] {1.5f, 2.5f, 3.5f}, new int[] {1, 3})
                .put(FieldDescription.of("long2d"), new long[] {10L, 20L}, new int[] {2, 1})
                .put(FieldDescription.of("short2d"), new short[] {1, 2, 3, 4}, new int[] {2, 2})
                .put(FieldDescription.of("byte2d"), new byte[] {1, 2, 3, 4}, new int[] {2, 2})
                .put(FieldDescription.of("bool2d"), new boolean[] {true, false, false, true}, new int[] {2, 2})
                .put(FieldDescription.of("char2d"), new char[] {'a', 'b'}, new int[] {1, 2})
                .put(FieldDescription.of("int3d"), new int[] {1, 2, 3, 4, 5, 6, 7, 8}, new int[] {2, 2, 2}));
    }

    /**
     * 20_multidim_string_2d is a QUIRK vector: the reference writes the dimension descriptor twice ({@code [2][2][2]}
     * then {@code [1][4]}) before the count. We write it once; everything else must match the golden layout.
     */
    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v20MultidimString2dWritesOneDescriptor(Buffers kind) {
        byte[] golden = golden("20_multidim_string_2d");
        int rootSizeAt = 15 + 5;
        int namesStart = 43;
        int namesData = namesStart + 19;
        int secondDescriptor = namesData + 12;
        IoBuffer g = IoBuffer.wrap(golden);
        assertThat(new int[] {g.getInt(secondDescriptor), g.getInt(secondDescriptor + 4)})
                .as("the golden's duplicate [1][n] descriptor").containsExactly(1, 4);

        byte[] expected = new byte[golden.length - 8];
        System.arraycopy(golden, 0, expected, 0, secondDescriptor);
        System.arraycopy(golden, secondDescriptor + 8, expected, secondDescriptor, golden.length - secondDescriptor - 8);
        IoBuffer e = IoBuffer.wrap(expected);
        e.putInt(namesStart + 5, g.getInt(namesStart + 5) - 8);
        e.putInt(rootSizeAt, g.getInt(rootSizeAt) - 8);

        byte[] actual = replay(kind, w -> w
                .put(FieldDescription.of("names"), new String[] {"a", "b", "c", "d"}, new int[] {2, 2})
                .put("after", 1));

        IoBuffer a = IoBuffer.wrap(actual);
        assertThat(a.getByte(namesStart)).isEqualTo((byte) DataType.STRING_ARRAY.id());
        assertThat(a.getInt(namesStart + 1)).isEqualTo(19);
        assertThat(a.getInt(namesStart + 5)).isEqualTo(16 + 4 * 6);
        assertThat(new int[] {a.getInt(namesData), a.getInt(namesData + 4), a.getInt(namesData + 8),
                a.getInt(namesData + 12), a.getInt(namesData + 16)})
                .as("[nDims][dim0][dim1][n][length of \"a\"]").containsExactly(2, 2, 2, 4, 2);
        assertSameBytes("20_multidim_string_2d minus the duplicate descriptor", expected, actual);
    }

    // --------------------------------------------------------------------------- collections, maps, enums, nesting

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v21Collections(Buffers kind) {
        assertReplay("21_collections", kind, w -> w
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
                .put("emptyList", new ArrayList<Integer>(), Integer.class));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v22Maps(Buffers kind) {
        assertReplay("22_maps", kind, w -> w
                .put("idToName", linkedMap(1, "one", 2, "two", 3, "three"), Integer.class, String.class)
                .put("nameToValue", linkedMap("a", 1.5, "b", -2.0), String.class, Double.class)
                .put("flags", linkedMap("x", true), String.class, Boolean.class)
                .put("empty", linkedMap(), String.class, String.class));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v23Enum(Buffers kind) {
        assertReplay("23_enum", kind, w -> w
                .put("day", DayOfWeek.WEDNESDAY)
                .put("rounding", RoundingMode.HALF_EVEN));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v24EnumFieldDescription(Buffers kind) {
        assertReplay("24_enum_fielddescription", kind, w -> w.put(FieldDescription.of("dayFd"), DayOfWeek.SUNDAY));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v25NestedTwoLevels(Buffers kind) {
        assertReplay("25_nested_two_levels", kind, w -> w
                .put("a", 1)
                .putStartMarker("level1")
                .put("b", 2.5)
                .putStartMarker("level2")
                .put("c", "deep")
                .putEndMarker("level2")
                .put("d", true)
                .putEndMarker("level1")
                .put("e", 7L));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v26FieldMetadata(Buffers kind) {
        FieldDescription group = new FieldDescription("group", null, null, "a group", 0);
        assertReplay("26_field_metadata", kind, w -> w
                .put(new FieldDescription("energy", "GeV/u", "energy", "beam energy", 1), 450.0)
                .put(new FieldDescription("temp", "\u00B0C", null, null, 0), 21.5f)
                .put(new FieldDescription("plain", null, null, null, 0), 5)
                .put(new FieldDescription("wave", null, null, "waveform", 0), new double[] {1.0, 2.0})
                .putStartMarker(group)
                .put("inner", 1)
                .putEndMarker(group)
                .setWriteMetadata(false)
                .put(new FieldDescription("suppressed", "m", null, null, 0), 1.0)
                .setWriteMetadata(true));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v27CustomOther(Buffers kind) {
        assertReplay("27_custom_other", kind, w -> {
            w.putCustomData(FieldDescription.of("point"), "yas.golden.CustomPoint", null, b -> {
                b.putDouble(1.5);
                b.putDouble(-2.0);
                b.putString("P1");
            });
            int h = w.putFieldHeader(FieldDescription.of("pointRaw"), DataType.OTHER);
            w.buffer().putDouble(0.25).putDouble(4.0).putString("raw");
            w.updateDataEndMarker(h);
            w.put("after", 1);
        });
    }

    // ------------------------------------------------------------------- class serialiser and DataSet field layouts

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v28PojoIoClassSerialiser(Buffers kind) {
        String root = "yas.golden.SamplePojo";
        assertReplay("28_pojo_ioclassserialiser", kind, root, w -> w
                .put("id", 42)
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
                .put("stamps", new long[] {100L, 200L})
                .putStartMarker("deeper")
                .put("note", "deep")
                .put("code", 'Z')
                .putEndMarker("deeper")
                .putEndMarker("inner"));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v30PojoCustomFieldSerialiser(Buffers kind) {
        assertReplay("30_pojo_custom_field_serialiser", kind, "yas.golden.CustomFieldPojo", w -> {
            w.put("before", 1);
            int h = w.putFieldHeader(FieldDescription.of("point"), DataType.OTHER);
            w.buffer().putDouble(1.5).putDouble(-2.0).putString("P1");
            w.updateDataEndMarker(h);
            w.put("after", 2);
        });
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v31DataSet(Buffers kind) {
        assertReplay("31_dataset", kind, w -> w
                .putStartMarker("START_MARKER_DATASET:ds")
                .put("dataSetName", "ds")
                .put("nDims", 2)
                .put("axis0.name", "x-Axis")
                .put("axis0.unit", "a.u.")
                .put("axis0.Min", 1.0)
                .put("axis0.Max", 3.0)
                .put("axis1.name", "y-Axis")
                .put("axis1.unit", "a.u.")
                .put("axis1.Min", 4.0)
                .put("axis1.Max", 6.0)
                .put("infoList", new String[0])
                .put("warningList", new String[0])
                .put("errorList", new String[0])
                .put("metaInfo", linkedMap(), String.class, String.class)
                .put("dataLabels", linkedMap(1, "peak"), Integer.class, String.class)
                .put("array0", new double[] {1.0, 2.0, 3.0})
                .put("array1", new double[] {4.0, 5.0, 6.0})
                .putEndMarker("END_MARKER_DATASET:ds"));
    }

    // ------------------------------------------------------------------------------------------------- refusals

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void refusesScalarCharAboveLatin1(Buffers kind) {
        assertRefusedCleanly(kind, IllegalArgumentException.class, w -> w.put("c", '\u0141'));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put(FieldDescription.of("c"), '\u20AC'));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void refusesCharArrayElementAboveLatin1(Buffers kind) {
        assertRefusedCleanly(kind, IllegalArgumentException.class, w -> w.put("euroArr", new char[] {'a', '\u20AC'}));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put(FieldDescription.of("m"), new char[] {'a', 'b', '\u0141', 'c'}, new int[] {2, 2}));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void refusesCharacterCollectionElementAboveLatin1(Buffers kind) {
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("chars", new ArrayList<>(List.of('x', '\u0141')), Character.class));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("charMap", linkedMap("k", '\u20AC'), String.class, Character.class));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void refusesFieldNameAboveLatin1(Buffers kind) {
        assertRefusedCleanly(kind, IllegalArgumentException.class, w -> w.put("fieldNameIs\u0141", 1));
        assertRefusedCleanly(kind, IllegalArgumentException.class, w -> w.put("\u03A9", new double[] {1.0}));
        assertRefusedCleanly(kind, IllegalArgumentException.class, w -> w.putStartMarker("nested\u20AC"));
        assertRefusedCleanly(kind, IllegalArgumentException.class, w -> w.put(FieldDescription.of("\u03A9"), 1));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void refusesStringAboveLatin1InIso8859Mode(Buffers kind) {
        Consumer<YasWriter> isoOn = w -> w.buffer().setEnforceSimpleStringEncoding(true);
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                isoOn.andThen(w -> w.put("omegaEuro", "\u03A9\u20AC")));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                isoOn.andThen(w -> w.put("arr", new String[] {"ok", "\u03A9"})));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                isoOn.andThen(w -> w.put("list", new ArrayList<>(List.of("ok", "\u20AC")), String.class)));
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void refusesCollectionElementOfTheWrongClass(Buffers kind) {
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("ints", new ArrayList<>(List.of(1, "two", 3)), Integer.class));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("longs", new ArrayList<>(List.of(1L, 2)), Long.class));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("ints", new ArrayList<>(Arrays.asList(1, null)), Integer.class));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("map", linkedMap("a", 1.0, "b", 2), String.class, Double.class));
        assertRefusedCleanly(kind, IllegalArgumentException.class,
                w -> w.put("objects", new ArrayList<>(List.of(new Object())), Object.class));
    }

    @Test
    void refusesEndMarkerWithoutOpenStartMarker() {
        IoBuffer buffer = IoBuffer.allocate(64);
        YasWriter w = new YasWriter(buffer);
        assertThatThrownBy(() -> w.putEndMarker(ROOT_END)).isInstanceOf(IllegalStateException.class);
        assertThat(buffer.position()).isZero();

        w.putHeaderInfo().putEndMarker(ROOT_END);
        int end = buffer.position();
        assertThatThrownBy(() -> w.putEndMarker(ROOT_END)).isInstanceOf(IllegalStateException.class);
        assertThat(buffer.position()).isEqualTo(end);
        assertSameBytes("01_empty_root after a refused extra end marker", golden("01_empty_root"),
                buffer.flip().toByteArray());
    }

    /**
     * Runs {@code failing} inside an open root: it must throw {@code expected} with the position back where the
     * field started, and closing the root afterwards must give exactly the empty-root vector.
     */
    private static void assertRefusedCleanly(Buffers kind, Class<? extends Throwable> expected,
            Consumer<YasWriter> failing) {
        IoBuffer buffer = kind.create();
        YasWriter w = new YasWriter(buffer).putHeaderInfo();
        int fieldStart = buffer.position();
        assertThatThrownBy(() -> failing.accept(w)).isInstanceOf(expected);
        assertThat(buffer.position()).as("position after the refused field").isEqualTo(fieldStart);
        buffer.setEnforceSimpleStringEncoding(false);
        w.putEndMarker(ROOT_END);
        assertSameBytes("01_empty_root after a refused field", golden("01_empty_root"), buffer.flip().toByteArray());
    }

    // ------------------------------------------------------------------------------------------------- helpers

    private static void assertReplay(String vector, Buffers kind, Consumer<YasWriter> fields) {
        assertSameBytes(vector + " on " + kind, golden(vector), replay(kind, fields));
    }

    private static void assertReplay(String vector, Buffers kind, String root, Consumer<YasWriter> fields) {
        assertSameBytes(vector + " on " + kind, golden(vector), replay(kind, root, fields));
    }

    /** Header, {@code fields}, root end marker "OBJ_ROOT_END"; returns the bytes written. */
    private static byte[] replay(Buffers kind, Consumer<YasWriter> fields) {
        return replay(kind, YasWriter.DEFAULT_ROOT_START, fields, ROOT_END);
    }

    /** Header with the root named {@code root}, {@code fields}, root end marker with the same name. */
    private static byte[] replay(Buffers kind, String root, Consumer<YasWriter> fields) {
        return replay(kind, root, fields, root);
    }

    private static byte[] replay(Buffers kind, String rootStart, Consumer<YasWriter> fields, String rootEnd) {
        IoBuffer buffer = kind.create();
        YasWriter w = new YasWriter(buffer);
        w.putHeaderInfo(FieldDescription.of(rootStart));
        fields.accept(w);
        w.putEndMarker(rootEnd);
        assertThat(w.depth()).as("open start markers after the root end").isZero();
        return buffer.flip().toByteArray();
    }

    private static byte[] golden(String vector) {
        String path = "/golden/yas/" + vector + ".bin";
        try (InputStream in = YasGoldenWriteTest.class.getResourceAsStream(path)) {
            assertThat(in).as("classpath resource " + path).isNotNull();
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <K, V> Map<K, V> linkedMap(Object... keysAndValues) {
        Map<K, V> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((K) keysAndValues[i], (V) keysAndValues[i + 1]);
        }
        return map;
    }

    static void assertSameBytes(String what, byte[] expected, byte[] actual) {
        int at = Arrays.mismatch(expected, actual);
        if (at >= 0) {
            fail("%s: first difference at offset %d (0x%x); expected %d bytes, got %d%n  expected %s%n  actual   %s",
                    what, at, at, expected.length, actual.length, hexAround(expected, at), hexAround(actual, at));
        }
    }

    /** Hex of up to 16 bytes either side of {@code at}, the byte at {@code at} in brackets. */
    static String hexAround(byte[] bytes, int at) {
        int from = Math.max(0, at - 16);
        int to = Math.min(bytes.length, at + 17);
        StringBuilder sb = new StringBuilder(String.format("@%04x:", from));
        for (int i = from; i < to; i++) {
            sb.append(i == at ? " [" : " ").append(String.format("%02x", bytes[i] & 0xFF)).append(i == at ? "]" : "");
        }
        if (at >= bytes.length) {
            sb.append(" [end]");
        }
        return sb.toString();
    }
}
