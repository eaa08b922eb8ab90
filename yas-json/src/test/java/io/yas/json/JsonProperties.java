package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.WireField;

import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Random field sequences written by {@link JsonWriter} read back through {@link JsonReader} as the reader's typing
 * says; floating-point text is the shortest that keeps the bits; damaged documents decode or throw
 * {@link YasFormatException}, nothing else.
 */
class JsonProperties {

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

    @Property(tries = 400)
    void writtenFieldsReadBackAsTheReaderTypesThem(@ForAll("messages") List<Field> fields, @ForAll boolean compact) {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(8), compact);
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

    @Provide
    Arbitrary<List<Field>> messages() {
        Arbitrary<Field> leaf = Arbitraries.oneOf(scalarFields(), arrayFields(), multiDimFields());
        Arbitrary<Field> nested = Combinators.combine(names(), leaf.list().ofMaxSize(4))
                .as((n, fields) -> new Field(n, new Nested(fields), null));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(6, leaf), net.jqwik.api.Tuple.of(1, nested))
                .list().ofMaxSize(8);
    }

    /** Names with characters JSON must escape, Latin-1, Greek and an astral character. */
    private static Arbitrary<String> names() {
        return Arbitraries.strings().withChars("ab\"\\\n\u0001\u00E9\u0393").withChars('\uD83D')
                .ofMaxLength(6).map(s -> s.replace("\uD83D", "\uD83D\uDF01"));
    }

    private static Arbitrary<Field> scalarFields() {
        Arbitrary<Object> values = Arbitraries.oneOf(
                Arbitraries.of(true, false),
                Arbitraries.bytes().map(b -> (Object) b),
                Arbitraries.shorts().map(s -> (Object) s),
                Arbitraries.integers().map(i -> (Object) i),
                Arbitraries.longs().map(l -> (Object) l),
                Arbitraries.floats().map(f -> (Object) f),
                floatEdges().map(f -> (Object) f),
                Arbitraries.doubles().map(d -> (Object) d),
                doubleEdges().map(d -> (Object) d),
                Arbitraries.chars().map(c -> (Object) c),
                strings().map(s -> (Object) s),
                Arbitraries.just(null),
                Arbitraries.of(DayOfWeek.class).map(e -> (Object) e),
                Arbitraries.integers().list().ofMaxSize(4).map(l -> (Object) new ArrayList<>(l)),
                Arbitraries.maps(strings(), Arbitraries.integers()).ofMaxSize(3)
                        .map(m -> (Object) new LinkedHashMap<>(m)));
        return Combinators.combine(names(), values).as((n, v) -> new Field(n, v, null));
    }

    private static Arbitrary<Field> arrayFields() {
        Arbitrary<Object> arrays = Arbitraries.oneOf(
                Arbitraries.doubles().array(double[].class).ofMaxSize(5).map(a -> (Object) a),
                doubleEdges().array(double[].class).ofMaxSize(3).map(a -> (Object) a),
                Arbitraries.floats().array(float[].class).ofMaxSize(5).map(a -> (Object) a),
                floatEdges().array(float[].class).ofMaxSize(3).map(a -> (Object) a),
                Arbitraries.integers().array(int[].class).ofMaxSize(5).map(a -> (Object) a),
                Arbitraries.longs().array(long[].class).ofMaxSize(5).map(a -> (Object) a),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(5).map(a -> (Object) a),
                Arbitraries.shorts().array(short[].class).ofMaxSize(5).map(a -> (Object) a),
                Arbitraries.chars().array(char[].class).ofMaxSize(5).map(a -> (Object) a),
                Arbitraries.of(true, false).array(boolean[].class).ofMaxSize(5).map(a -> (Object) a),
                strings().injectNull(0.3).array(String[].class).ofMaxSize(4).map(a -> (Object) a));
        return Combinators.combine(names(), arrays).as((n, v) -> new Field(n, v, null));
    }

    /** N-D double and int arrays with every dimension at least 1 (a 0 leaves no element to type). */
    private static Arbitrary<Field> multiDimFields() {
        Arbitrary<int[]> dims = Arbitraries.integers().between(1, 3).array(int[].class).ofMinSize(1).ofMaxSize(3);
        Arbitrary<String> latin1 = Arbitraries.strings().withCharRange('a', 'z').withChars('\u00E9').ofMaxLength(4);
        return Combinators.combine(latin1, dims, Arbitraries.of(true, false)).as((n, d, isDouble) -> {
            int count = Arrays.stream(d).reduce(1, (x, y) -> x * y);
            Object values = isDouble ? java.util.stream.IntStream.range(0, count).mapToDouble(i -> i * 0.5).toArray()
                    : java.util.stream.IntStream.range(0, count).map(i -> i - 2).toArray();
            return new Field(n, values, d);
        });
    }

    private static Arbitrary<String> strings() {
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(8),
                Arbitraries.strings().withChars("NaN\"\\\u0000\u00FF\u0393\uD83D\uDF01").ofMaxLength(8),
                Arbitraries.of("NaN", "Infinity", "-Infinity", ""));
    }

    private static Arbitrary<Float> floatEdges() {
        return Arbitraries.of(Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, -0.0f, Float.MIN_VALUE,
                Float.MIN_NORMAL, Float.MAX_VALUE, 0.1f, 1.0E7f);
    }

    private static Arbitrary<Double> doubleEdges() {
        return Arbitraries.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0,
                Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 1.0E23, 0.1);
    }

    // ---------------------------------------------------------------------------------------- number text

    @Property(tries = 3000)
    void doublesAreWrittenInTheShortestTextThatKeepsTheirBits(@ForAll double d) {
        String text = numberText(new JsonWriter(IoBuffer.allocate(32), true).putHeaderInfo().put("d", d));
        if (!Double.isFinite(d)) {
            assertThat(text).isEqualTo("\"" + d + "\"");
            return;
        }
        assertThat(Double.doubleToRawLongBits(Double.parseDouble(text))).as(text)
                .isEqualTo(Double.doubleToRawLongBits(d));
        assertThat(text.length()).as(text).isLessThanOrEqualTo(Double.toString(d).length());
    }

    @Property(tries = 3000)
    void floatsAreWrittenInTheShortestTextThatKeepsTheirBits(@ForAll float f) {
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

    @Property(tries = 1500)
    void truncatedOrFlippedDocumentsDecodeOrThrowYasFormatException(@ForAll("documents") byte[] json,
            @ForAll @IntRange(min = 0, max = 100_000) int where, @ForAll byte flip, @ForAll boolean truncate) {
        int at = where % json.length;
        byte[] damaged = truncate ? Arrays.copyOf(json, at) : json.clone();
        if (!truncate) {
            damaged[at] ^= flip == 0 ? 1 : flip;
        }
        IoBuffer buffer = IoBuffer.wrap(damaged);
        try {
            new JsonReader(buffer).readTree();
            assertThat(buffer.position()).isEqualTo(damaged.length);
        } catch (YasFormatException e) {
            assertThat(e.offset()).isBetween(0L, (long) damaged.length);
            assertThat(buffer.position()).isZero();
        }
    }

    @Provide
    Arbitrary<byte[]> documents() {
        List<byte[]> golden = JsonTestSupport.vectors().stream().map(JsonTestSupport::golden).toList();
        Arbitrary<byte[]> written = Combinators.combine(messages(), Arbitraries.of(true, false)).as((fields, c) -> {
            JsonWriter w = new JsonWriter(IoBuffer.allocate(64), c);
            w.putHeaderInfo();
            fields.forEach(f -> write(w, f));
            return w.putEndMarker("root").buffer().flip().toByteArray();
        });
        return Arbitraries.oneOf(Arbitraries.of(golden), written);
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
