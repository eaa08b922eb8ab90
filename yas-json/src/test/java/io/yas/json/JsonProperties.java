package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.WireField;

import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random field sequences written by {@link JsonWriter} read back through {@link JsonReader} as the reader's typing
 * says; floating-point text is the shortest that keeps the bits; damaged documents decode or throw
 * {@link YasFormatException}, nothing else.
 *
 * <p>Each property runs once per seed of {@link Seeds} (yas-core's test jar) with values from a {@link Gen} of that
 * seed; a failure's message carries its seed. To replay one case: {@code ./mvnw -B -o -pl yas-core,yas-json -am test
 * -Dsurefire.failIfNoSpecifiedTests=false -Dtest='JsonProperties#writtenFieldsReadBackAsTheReaderTypesThem'
 * -Dyas.seed=N}; {@code -Dyas.seeds=random} checks fresh, printed seeds.
 */
class JsonProperties {
    /** Puts a failing case's seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    /** One field: its name, its value (a boxed scalar, String, array, List of Integer, Map, enum or Nested), dims. */
    record Field(String name, Object value, int[] dims) {
        @Override
        public String toString() {
            Object v = value != null && value.getClass().isArray() ? arrayText(value) : value;
            return name + "=" + v + (dims == null ? "" : Arrays.toString(dims));
        }
    }

    /** A nested object. */
    record Nested(List<Field> fields) {
    }

    // ------------------------------------------------------------------------------------------- round trip

    static LongStream seeds() {
        return Seeds.of(200);
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void writtenFieldsReadBackAsTheReaderTypesThem(long seed) {
        Gen g = new Gen(seed);
        List<Field> fields = message(g);
        JsonWriter w = new JsonWriter(IoBuffer.allocate(8), g.bool());
        w.putHeaderInfo();
        fields.forEach(f -> write(w, f));
        w.putEndMarker("root");
        byte[] json = w.buffer().flip().toByteArray();

        WireField root = JsonTestSupport.read(json);
        assertFields(fields, root, new String(json, StandardCharsets.UTF_8));
    }

    private static void assertFields(List<Field> fields, WireField object, String json) {
        assertThat(object.fields()).as(json).hasSameSizeAs(fields);
        for (int i = 0; i < fields.size(); i++) {
            assertField(fields.get(i), object.fields().get(i), json);
        }
    }

    private static void assertField(Field f, WireField actual, String json) {
        assertThat(actual.name()).as(json).isEqualTo(f.name());
        Object v = f.value();
        if (v instanceof Nested nested) {
            assertThat(actual.type()).isEqualTo(DataType.START_MARKER);
            assertFields(nested.fields(), actual, json);
        } else if (v instanceof Map<?, ?> map) {
            assertThat(actual.type()).as(json).isEqualTo(DataType.START_MARKER);
            assertThat(actual.fields().stream().map(WireField::name).toList()).isEqualTo(List.copyOf(map.keySet()));
            assertThat(actual.fields().stream().map(WireField::value).toList()).isEqualTo(List.copyOf(map.values()));
        } else if (v instanceof float[] floats && hasFinite(floats)) {
            assertThat(actual.type()).as(json).isEqualTo(DataType.DOUBLE_ARRAY);
            assertThat(toFloats((double[]) actual.value())).as(json).isEqualTo(floats);
        } else if (v instanceof Float x && Float.isFinite(x)) {
            assertThat(actual.type()).as(json).isEqualTo(DataType.DOUBLE);
            assertThat(((Double) actual.value()).floatValue()).as(json).isEqualTo(x);
        } else {
            Object[] expected = expected(v, f.dims());
            assertThat(actual.type()).as(json).isEqualTo(expected[0]);
            assertThat(actual.value()).as(json).isEqualTo(expected[1]);
            assertThat(actual.dims()).as(json).isEqualTo(expected[2]);
        }
    }

    /** @return {type, value, dims} the reader gives for what the writer wrote of {@code v} (floats aside) */
    private static Object[] expected(Object v, int[] dims) {
        if (v == null) {
            return new Object[] {DataType.UNKNOWN, null, null};
        } else if (v instanceof Boolean || v instanceof String) {
            return new Object[] {v instanceof Boolean ? DataType.BOOL : DataType.STRING, v, null};
        } else if (v instanceof Byte || v instanceof Short || v instanceof Integer) {
            return new Object[] {DataType.INT, ((Number) v).intValue(), null};
        } else if (v instanceof Character c) {
            return new Object[] {DataType.INT, (int) c, null};
        } else if (v instanceof Long l) {
            return l == l.intValue() ? new Object[] {DataType.INT, l.intValue(), null}
                    : new Object[] {DataType.LONG, l, null};
        } else if (v instanceof Float || v instanceof Double) {
            double d = ((Number) v).doubleValue();
            return Double.isFinite(d) ? new Object[] {DataType.DOUBLE, d, null}
                    : new Object[] {DataType.STRING, Double.toString(d), null};
        } else if (v instanceof Enum<?> e) {
            return new Object[] {DataType.STRING, e.name(), null};
        } else if (v instanceof List<?> list) {
            return array(list.stream().mapToInt(e -> (Integer) e).toArray(), null);
        }
        return array(v, dims);
    }

    private static Object[] array(Object v, int[] dims) {
        int n = java.lang.reflect.Array.getLength(v);
        int[] shape = dims != null ? dims : new int[] {n};
        if (n == 0) {
            return new Object[] {DataType.LIST, List.of(), null};
        } else if (v instanceof boolean[]) {
            return new Object[] {DataType.BOOL_ARRAY, v, shape};
        } else if (v instanceof long[] longs) {
            boolean ints = Arrays.stream(longs).allMatch(l -> l == (int) l);
            return ints ? new Object[] {DataType.INT_ARRAY, Arrays.stream(longs).mapToInt(l -> (int) l).toArray(),
                    shape} : new Object[] {DataType.LONG_ARRAY, v, shape};
        } else if (v instanceof double[] doubles) {
            return Arrays.stream(doubles).anyMatch(Double::isFinite) ? new Object[] {DataType.DOUBLE_ARRAY, v, shape}
                    : new Object[] {DataType.STRING_ARRAY, Arrays.stream(doubles).mapToObj(Double::toString)
                            .toArray(String[]::new), shape};
        } else if (v instanceof float[] floats) {
            return new Object[] {DataType.STRING_ARRAY, Arrays.stream(toDoubles(floats)).mapToObj(Double::toString)
                    .toArray(String[]::new), shape};
        } else if (v instanceof String[] strings) {
            return Arrays.stream(strings).anyMatch(s -> s != null) ? new Object[] {DataType.STRING_ARRAY, v, shape}
                    : new Object[] {DataType.LIST, Arrays.asList(strings), null};
        }
        int[] ints = new int[n]; // byte[], short[], char[], int[]
        for (int i = 0; i < n; i++) {
            Object e = java.lang.reflect.Array.get(v, i);
            ints[i] = e instanceof Character c ? c : ((Number) e).intValue();
        }
        return new Object[] {DataType.INT_ARRAY, ints, shape};
    }

    private static void write(JsonWriter w, Field f) {
        String name = f.name();
        Object v = f.value();
        if (f.dims() != null) { // the N-D forms take a FieldDescription; multiDimFields makes double[] or int[]
            if (v instanceof double[] x) {
                w.put(FieldDescription.of(name), x, f.dims());
            } else {
                w.put(FieldDescription.of(name), (int[]) v, f.dims());
            }
        } else if (v instanceof Nested nested) {
            w.putStartMarker(name);
            nested.fields().forEach(e -> write(w, e));
            w.putEndMarker(name);
        } else if (v == null) {
            w.put(name, (String) null);
        } else if (v instanceof Boolean x) {
            w.put(name, x);
        } else if (v instanceof Byte x) {
            w.put(name, x);
        } else if (v instanceof Short x) {
            w.put(name, x);
        } else if (v instanceof Integer x) {
            w.put(name, x);
        } else if (v instanceof Long x) {
            w.put(name, x);
        } else if (v instanceof Float x) {
            w.put(name, x);
        } else if (v instanceof Double x) {
            w.put(name, x);
        } else if (v instanceof Character x) {
            w.put(name, x);
        } else if (v instanceof String x) {
            w.put(name, x);
        } else if (v instanceof Enum<?> x) {
            w.put(name, x);
        } else if (v instanceof List<?> x) {
            w.put(name, x, Integer.class);
        } else if (v instanceof Map<?, ?> x) {
            w.put(name, x, String.class, Integer.class);
        } else if (v instanceof double[] x) {
            w.put(name, x);
        } else if (v instanceof int[] x) {
            w.put(name, x);
        } else if (v instanceof boolean[] x) {
            w.put(name, x);
        } else if (v instanceof byte[] x) {
            w.put(name, x);
        } else if (v instanceof short[] x) {
            w.put(name, x);
        } else if (v instanceof char[] x) {
            w.put(name, x);
        } else if (v instanceof long[] x) {
            w.put(name, x);
        } else if (v instanceof float[] x) {
            w.put(name, x);
        } else {
            w.put(name, (String[]) v);
        }
    }

    /** Up to eight fields: scalars, arrays, N-D arrays, one level of nested objects. */
    static List<Field> message(Gen g) {
        return g.list(g.between(0, 8), () -> g.weighted(6, 1) == 0 ? leaf(g)
                : new Field(name(g), new Nested(g.list(g.between(0, 4), () -> leaf(g))), null));
    }

    private static Field leaf(Gen g) {
        return switch (g.between(0, 2)) {
            case 0 -> new Field(name(g), scalar(g), null);
            case 1 -> new Field(name(g), array(g), null);
            default -> multiDimField(g);
        };
    }

    /** Names with characters JSON must escape, Latin-1, Greek and a character beyond the BMP. */
    private static String name(Gen g) {
        return String.join("", g.list(g.between(0, 6),
                () -> g.pick("a", "b", "\"", "\\", "\n", "\u0001", "\u00E9", "\u0393", "\uD83D\uDF01")));
    }

    private static Object scalar(Gen g) {
        int k = g.between(0, 14);
        return switch (k) {
            case 0, 1, 2, 3, 4, 5, 6 -> g.primitive(k);
            case 7 -> g.float32Edge();
            case 8 -> g.float64Edge();
            case 9 -> g.utf16Unit();
            case 10 -> string(g);
            case 11 -> null;
            case 12 -> g.pick(DayOfWeek.values());
            case 13 -> g.list(g.size(4), g::int32);
            default -> g.map(g.between(0, 3), () -> key(g), g::int32);
        };
    }

    private static Object array(Gen g) {
        return switch (g.between(0, 10)) {
            case 0 -> g.array(double[].class, g.size(5), g::float64);
            case 1 -> g.array(double[].class, g.between(0, 3), g::float64Edge);
            case 2 -> g.array(float[].class, g.size(5), g::float32);
            case 3 -> g.array(float[].class, g.between(0, 3), g::float32Edge);
            case 4 -> g.array(int[].class, g.size(5), g::int32);
            case 5 -> g.array(long[].class, g.size(5), g::int64);
            case 6 -> g.array(byte[].class, g.size(5), g::int8);
            case 7 -> g.array(short[].class, g.size(5), g::int16);
            case 8 -> g.array(char[].class, g.size(5), g::utf16Unit);
            case 9 -> g.array(boolean[].class, g.size(5), g::bool);
            default -> g.array(String[].class, g.size(4), () -> g.orNull(0.3, () -> string(g)));
        };
    }

    /** N-D double and int arrays with every dimension at least 1 (a 0 leaves no element to type). */
    private static Field multiDimField(Gen g) {
        String name = String.join("", g.list(g.between(0, 4),
                () -> g.oneIn(27) ? "\u00E9" : String.valueOf((char) g.between('a', 'z'))));
        int[] d = g.array(int[].class, g.between(1, 3), () -> g.between(1, 3));
        int count = Arrays.stream(d).reduce(1, (x, y) -> x * y);
        Object values = g.bool() ? java.util.stream.IntStream.range(0, count).mapToDouble(i -> i * 0.5).toArray()
                : java.util.stream.IntStream.range(0, count).map(i -> i - 2).toArray();
        return new Field(name, values, d);
    }

    /** Any UTF-16 units, text with what JSON escapes or reads specially, or the names of non-finite numbers. */
    private static String string(Gen g) {
        return switch (g.between(0, 2)) {
            case 0 -> g.utf16Units(8);
            case 1 -> String.join("", g.list(g.between(0, 8),
                    () -> g.pick("N", "a", "\"", "\\", "\u0000", "\u00FF", "\u0393", "\uD83D", "\uDF01")));
            default -> g.pick("NaN", "Infinity", "-Infinity", "");
        };
    }

    /** Map keys, which JSON writes as member names: text as {@link #string} but Unicode (docs/spec-json.md §1.3). */
    private static String key(Gen g) {
        return g.bool() ? g.text(8) : String.join("", g.list(g.between(0, 8),
                () -> g.pick("N", "a", "\"", "\\", "\u0000", "\u00FF", "\u0393", "\uD83D\uDF01")));
    }

    // ---------------------------------------------------------------------------------------- number text

    /** Values a seed checks in the number text properties. */
    private static final int NUMBERS_PER_SEED = 15;

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void doublesAreWrittenInTheShortestTextThatKeepsTheirBits(long seed) {
        Gen g = new Gen(seed);
        for (int i = 0; i < NUMBERS_PER_SEED; i++) {
            checkShortestText(g.float64());
        }
    }

    private static void checkShortestText(double d) {
        String text = numberText(new JsonWriter(IoBuffer.allocate(32), true).putHeaderInfo().put("d", d));
        if (!Double.isFinite(d)) {
            assertThat(text).isEqualTo("\"" + d + "\"");
            return;
        }
        assertThat(Double.doubleToRawLongBits(Double.parseDouble(text))).as(text)
                .isEqualTo(Double.doubleToRawLongBits(d));
        assertThat(text.length()).as(text).isLessThanOrEqualTo(Double.toString(d).length());
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void floatsAreWrittenInTheShortestTextThatKeepsTheirBits(long seed) {
        Gen g = new Gen(seed);
        for (int i = 0; i < NUMBERS_PER_SEED; i++) {
            checkShortestText(g.float32());
        }
    }

    private static void checkShortestText(float f) {
        String text = numberText(new JsonWriter(IoBuffer.allocate(32), true).putHeaderInfo().put("f", f));
        if (!Float.isFinite(f)) {
            assertThat(text).isEqualTo("\"" + f + "\"");
            return;
        }
        assertThat(Float.floatToRawIntBits(Float.parseFloat(text))).as(text).isEqualTo(Float.floatToRawIntBits(f));
        assertThat(Float.floatToRawIntBits((float) Double.parseDouble(text))).as("via double: " + text)
                .isEqualTo(Float.floatToRawIntBits(f));
        assertThat(text.length()).as(text).isLessThanOrEqualTo(Float.toString(f).length());
    }

    /** @return the value text of the single member {@code {"x":value}} once the root is closed */
    private static String numberText(IoSerialiser w) {
        w.putEndMarker("root");
        String json = new String(w.buffer().flip().toByteArray(), StandardCharsets.UTF_8);
        return json.substring(json.indexOf(':') + 1, json.length() - 1);
    }

    // -------------------------------------------------------------------------------------------- bad input

    /** Each seed: ten documents, each cut short or with one byte changed. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("truncationSeeds")
    void truncatedOrFlippedDocumentsDecodeOrThrowYasFormatException(long seed) {
        Gen g = new Gen(seed);
        for (int i = 0; i < 10; i++) {
            byte[] json = document(g);
            int at = g.between(0, json.length - 1);
            byte[] damaged = g.bool() ? Arrays.copyOf(json, at) : json.clone();
            if (damaged.length == json.length) {
                byte flip = g.int8();
                damaged[at] ^= flip == 0 ? 1 : flip;
            }
            decodesOrThrowsYasFormatException(damaged);
        }
    }

    static LongStream truncationSeeds() {
        return Seeds.of(150);
    }

    private static void decodesOrThrowsYasFormatException(byte[] damaged) {
        IoBuffer buffer = IoBuffer.wrap(damaged);
        try {
            new JsonReader(buffer).readTree();
            assertThat(buffer.position()).isEqualTo(damaged.length);
        } catch (YasFormatException e) {
            assertThat(e.offset()).isBetween(0L, (long) damaged.length);
            assertThat(buffer.position()).isZero();
        }
    }

    /** A golden JSON vector or a written message, compact or pretty. */
    static byte[] document(Gen g) {
        if (g.bool()) {
            return JsonTestSupport.golden(g.pick(JsonTestSupport.vectors()));
        }
        JsonWriter w = new JsonWriter(IoBuffer.allocate(64), g.bool());
        w.putHeaderInfo();
        message(g).forEach(f -> write(w, f));
        return w.putEndMarker("root").buffer().flip().toByteArray();
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private static boolean hasFinite(float[] floats) {
        for (float f : floats) {
            if (Float.isFinite(f)) {
                return true;
            }
        }
        return false;
    }

    private static float[] toFloats(double[] doubles) {
        float[] out = new float[doubles.length];
        for (int i = 0; i < doubles.length; i++) {
            out[i] = (float) doubles[i];
        }
        return out;
    }

    private static double[] toDoubles(float[] floats) {
        double[] out = new double[floats.length];
        for (int i = 0; i < floats.length; i++) {
            out[i] = floats[i];
        }
        return out;
    }

    private static String arrayText(Object array) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < java.lang.reflect.Array.getLength(array); i++) {
            b.append(i == 0 ? "" : ", ").append(java.lang.reflect.Array.get(array, i));
        }
        return b.append(']').toString();
    }
}
