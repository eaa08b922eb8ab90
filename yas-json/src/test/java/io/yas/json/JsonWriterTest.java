package io.yas.json;

import static io.yas.json.JsonTestSupport.linkedMap;
import static io.yas.json.JsonTestSupport.read;
import static io.yas.json.JsonTestSupport.text;
import static io.yas.json.JsonTestSupport.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

class JsonWriterTest {

    private static String compact(Consumer<JsonWriter> writes) {
        return text(write(true, writes));
    }

    private static String pretty(Consumer<JsonWriter> writes) {
        return text(write(false, writes));
    }

    // ---------------------------------------------------------------------------------------------- strings

    @Test
    void escapesQuotesBackslashesAndControlCharactersInValuesAndNames() {
        assertThat(compact(w -> w.put("q\"n\\", "say \"hi\" C:\\dir\na\tb\u0001\u007F")))
                .isEqualTo("{\"q\\\"n\\\\\":\"say \\\"hi\\\" C:\\\\dir\\na\\tb\\u0001\u007F\"}");
    }

    @Test
    void writesNonAsciiAsUtf8AndAstralCharactersAsEscapedSurrogatePairs() {
        String s = "\u00E9\u0393\uD83D\uDF01";
        byte[] json = write(true, w -> w.put(s, s));
        assertThat(json).containsSubsequence("\u00E9\u0393".getBytes(StandardCharsets.UTF_8));
        assertThat(text(json)).isEqualTo("{\"\u00E9\u0393\\uD83D\\uDF01\":\"\u00E9\u0393\\uD83D\\uDF01\"}");
        assertThat(read(json).field(s).value()).isEqualTo(s);
    }

    @Test
    void writesAnUnpairedSurrogateAsAnEscapeThatReadsBack() {
        String lone = "a\uD800b";
        byte[] json = write(true, w -> w.put("s", lone));
        assertThat(text(json)).isEqualTo("{\"s\":\"a\\uD800b\"}");
        assertThat(read(json).field("s").value()).isEqualTo(lone);
    }

    /** docs/spec-json.md §1.3: jackson-core refuses such a name on read, so the writer refuses to write one. */
    @Test
    void refusesNamesAndMapKeysWithAnUnpairedSurrogateAndWritesNothingOfTheMember() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(64), true);
        w.putHeaderInfo().put("before", 1);
        assertThatThrownBy(() -> w.put("a\uD800b", 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("field 'a\uD800b': ").hasMessageContaining("U+D800 at index 1");
        assertThatThrownBy(() -> w.put("x\uDC00", "v")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("U+DC00 at index 1");
        assertThatThrownBy(() -> w.put("hi\uD83D", 1.0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("U+D83D at index 2"); // a high surrogate last
        assertThatThrownBy(() -> w.put("m", linkedMap("ok", 1, "k\uDE00", 2), String.class, Integer.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("field 'm': ")
                .hasMessageContaining("U+DE00 at index 1");
        assertThatThrownBy(() -> w.put("c", linkedMap('k', 1, '\uD800', 2), Character.class, Integer.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("field 'c': ")
                .hasMessageContaining("U+D800 at index 0");
        assertThatThrownBy(() -> w.putObjectMapHeader(FieldDescription.of("o"), List.of("ok", "\uDBFF"),
                String.class, "T")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("field 'o': ");
        w.put("\uD83D\uDF01", 2).put("after", linkedMap("\uD83D\uDF01", 3), String.class, Integer.class)
                .putEndMarker("root");
        byte[] json = w.buffer().flip().toByteArray();
        assertThat(text(json)).isEqualTo("{\"before\":1,\"\\uD83D\\uDF01\":2,\"after\":{\"\\uD83D\\uDF01\":3}}");
        assertThat(read(json).field("\uD83D\uDF01").value()).isEqualTo(2);
    }

    @Test
    void writesEveryNullReferenceAsNull() {
        assertThat(compact(w -> w
                .put("s", (String) null)
                .put("a", (double[]) null)
                .put(FieldDescription.of("n"), (int[]) null, new int[] {2, 0})
                .put("strings", new String[] {"x", null})
                .put("c", (List<Integer>) null, Integer.class)
                .put("m", (Map<String, String>) null, String.class, String.class)
                .put("e", (Enum<?>) null)))
                .isEqualTo("{\"s\":null,\"a\":null,\"n\":null,\"strings\":[\"x\",null],\"c\":null,"
                        + "\"m\":null,\"e\":null}");
    }

    // ---------------------------------------------------------------------------------------------- numbers

    @Test
    void writesNonFiniteFloatingPointAsStrings() {
        assertThat(compact(w -> w
                .put("f", Float.NaN)
                .put("d", Double.NEGATIVE_INFINITY)
                .put("fa", new float[] {Float.POSITIVE_INFINITY, 1.5f})
                .put("da", new double[] {Double.NaN, -0.0})
                .put("list", List.of(Double.POSITIVE_INFINITY), Double.class)
                .put("map", linkedMap("x", Float.NaN), String.class, Float.class)))
                .isEqualTo("{\"f\":\"NaN\",\"d\":\"-Infinity\",\"fa\":[\"Infinity\",1.5],\"da\":[\"NaN\",-0.0],"
                        + "\"list\":[\"Infinity\"],\"map\":{\"x\":\"NaN\"}}");
    }

    @Test
    void writesTheShortestTextThatReadsBackToTheSameBits() {
        // JDK 17's Double.toString gives 9.999999999999999E22 and 1.17549435E-38 here
        assertThat(compact(w -> w
                .put("d", 1.0E23)
                .put("f", Float.MIN_NORMAL)
                .put("tenth", 0.1)
                .put("tenthF", 0.1f)
                .put("big", 1.0E7)
                .put("small", 0.001)
                .put("negZero", -0.0f)))
                .isEqualTo("{\"d\":1.0E23,\"f\":1.1754944E-38,\"tenth\":0.1,\"tenthF\":0.1,\"big\":1.0E7,"
                        + "\"small\":0.001,\"negZero\":-0.0}");
    }

    @Test
    void writesIntegersAndCharsAsTheirDecimalValue() {
        assertThat(compact(w -> w
                .put("b", (byte) -128)
                .put("s", Short.MAX_VALUE)
                .put("l", Long.MIN_VALUE)
                .put("c", 'A')
                .put("euro", '\u20AC')
                .put("chars", new char[] {'\u0000', '\uFFFF'})
                .put("boxed", List.of('x'), Character.class)
                .put("t", true)))
                .isEqualTo("{\"b\":-128,\"s\":32767,\"l\":-9223372036854775808,\"c\":65,\"euro\":8364,"
                        + "\"chars\":[0,65535],\"boxed\":[120],\"t\":true}");
    }

    // ---------------------------------------------------------------------------------------------- arrays

    @Test
    void nestsMultiDimensionalArraysOutermostFirst() {
        assertThat(compact(w -> w
                .put(FieldDescription.of("m"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3})
                .put(FieldDescription.of("col"), new int[] {1, 2}, new int[] {2, 1})
                .put(FieldDescription.of("flat"), new String[] {"a", "b"}, new int[] {2})
                .put(FieldDescription.of("rows0"), new long[0], new int[] {2, 0})
                .put(FieldDescription.of("none"), new boolean[0], new int[] {0, 3})))
                .isEqualTo("{\"m\":[[1.0,2.0,3.0],[4.0,5.0,6.0]],\"col\":[[1],[2]],\"flat\":[\"a\",\"b\"],"
                        + "\"rows0\":[[],[]],\"none\":[]}");
    }

    @Test
    void writesTheFirstElementCountElements() {
        assertThat(compact(w -> w
                .put(FieldDescription.of("all"), new short[] {1, 2}, -1)
                .put(FieldDescription.of("two"), new float[] {1, 2, 3}, 2)
                .put(FieldDescription.of("clamped"), new String[] {"p"}, 5)
                .put(FieldDescription.of("zero"), new byte[] {1, 2}, 0)))
                .isEqualTo("{\"all\":[1,2],\"two\":[1.0,2.0],\"clamped\":[\"p\"],\"zero\":[]}");
    }

    @Test
    void refusesBadDimensionsAndWritesNothingOfTheField() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(64), true);
        w.putHeaderInfo().put("before", 1);
        FieldDescription fd = FieldDescription.of("bad");
        assertThatThrownBy(() -> w.put(fd, new double[4], new int[] {2, -2}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'bad'")
                .hasMessageContaining("negative");
        assertThatThrownBy(() -> w.put(fd, new double[4], new int[0]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no dimensions");
        assertThatThrownBy(() -> w.put(fd, new double[5], new int[] {2, 3}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("need 6 elements, the array has 5");
        assertThatThrownBy(() -> w.put(fd, new int[5], new int[] {65536, 65536}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("the array has 5");
        w.put("after", 2).putEndMarker("root");
        assertThat(text(w.buffer().flip().toByteArray())).isEqualTo("{\"before\":1,\"after\":2}");
    }

    // --------------------------------------------------------------------------- collections, maps, enums

    @Test
    void writesMapsAsObjectsWithTheKeysText() {
        assertThat(compact(w -> w
                .put("ints", linkedMap(1, "one", -2, "minus two"), Integer.class, String.class)
                .put("chars", linkedMap('x', 'y'), Character.class, Character.class)
                .put("doubles", linkedMap(1.5, true), Double.class, Boolean.class)
                .put("bools", linkedMap(false, 7L), Boolean.class, Long.class)))
                .isEqualTo("{\"ints\":{\"1\":\"one\",\"-2\":\"minus two\"},\"chars\":{\"x\":121},"
                        + "\"doubles\":{\"1.5\":true},\"bools\":{\"false\":7}}");
    }

    @Test
    void writesStringCollectionElementsAsTheirText() {
        assertThat(compact(w -> w.put("s", List.of("a", new StringBuilder("b")), String.class)))
                .isEqualTo("{\"s\":[\"a\",\"b\"]}");
    }

    @Test
    void refusesElementsOfTheWrongClassAndWritesNothingOfTheField() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(64), true);
        w.putHeaderInfo();
        assertThatThrownBy(() -> w.put("c", new ArrayList<>(List.of(1, 2L)), Integer.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'c': element 1 is a java.lang.Long, expected java.lang.Integer");
        assertThatThrownBy(() -> w.put("m", linkedMap("a", 1.0, "b", 2), String.class, Double.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("element 1");
        assertThatThrownBy(() -> w.put("k", linkedMap(1, 1), Long.class, Integer.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("expected java.lang.Long");
        assertThatThrownBy(() -> w.put("o", List.of(new Object()), Object.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not a primitive");
        assertThatThrownBy(() -> w.put(FieldDescription.of("h"), DataType.MAP, List.of(1), Integer.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a collection type");
        w.put(FieldDescription.of("ok"), DataType.SET, List.of(1), Integer.class).putEndMarker("root");
        assertThat(text(w.buffer().flip().toByteArray())).isEqualTo("{\"ok\":[1]}");
    }

    /** An enum whose toString differs from its name. */
    enum Shouting {
        QUIET;

        @Override
        public String toString() {
            return "quiet!";
        }
    }

    @Test
    void writesEnumsByName() {
        assertThat(compact(w -> w.put("e", Shouting.QUIET).put(FieldDescription.of("f"), Shouting.QUIET)))
                .isEqualTo("{\"e\":\"QUIET\",\"f\":\"QUIET\"}");
    }

    // ---------------------------------------------------------------------------------------------- layout

    private static void nested(JsonWriter w) {
        w.put(new FieldDescription("energy", "GeV/u", "energy", "beam energy", 1), 450.0)
                .put("values", new int[] {1, 2})
                .put("map", linkedMap("a", 1, "b", 2), String.class, Integer.class)
                .putStartMarker("inner")
                .put("x", "y")
                .putStartMarker(FieldDescription.of("empty"))
                .putEndMarker("empty")
                .putEndMarker("inner")
                .put("last", false);
    }

    @Test
    void prettyLayoutIsTheReferencesWithoutItsStrayCommas() {
        assertThat(pretty(JsonWriterTest::nested)).isEqualTo("""
                {
                  "energy": 450.0,
                  "values": [1, 2],
                  "map": {"a": 1, "b": 2},
                  "inner": {
                    "x": "y",
                    "empty": {}
                  },
                  "last": false
                }
                """);
        assertThat(pretty(w -> { })).isEqualTo("{}\n");
    }

    @Test
    void compactLayoutHasNoWhitespaceAndIgnoresMetadataAndRootNames() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(8)).setCompact(true);
        assertThat(w.isCompact()).isTrue();
        w.putHeaderInfo(FieldDescription.of("my.RootClass"));
        nested(w);
        w.putEndMarker(FieldDescription.of("my.RootClass"));
        assertThat(text(w.buffer().flip().toByteArray())).isEqualTo("{\"energy\":450.0,\"values\":[1,2],"
                + "\"map\":{\"a\":1,\"b\":2},\"inner\":{\"x\":\"y\",\"empty\":{}},\"last\":false}");
    }

    // ------------------------------------------------------------------------------------- buffer & state

    @Test
    void textReachesTheBufferAtEachEndMarkerAfterWhatItHeld() {
        IoBuffer buffer = IoBuffer.allocateDirect(4);
        buffer.putByte((byte) 'X');
        JsonWriter w = new JsonWriter(buffer, true);
        w.putHeaderInfo().putStartMarker("a").put("b", 1);
        assertThat(w.depth()).isEqualTo(2);
        assertThat(buffer.position()).isEqualTo(1);
        w.putEndMarker("a");
        assertThat(text(buffer.flip().toByteArray())).isEqualTo("X{\"a\":{\"b\":1}");
        buffer.position(buffer.limit()); // back to the end, where the root's end marker appends
        w.putEndMarker("root");
        assertThat(w.depth()).isZero();
        assertThat(text(buffer.flip().toByteArray())).isEqualTo("X{\"a\":{\"b\":1}}");
    }

    @Test
    void isReusableForTheNextMessageInEitherLayout() {
        JsonWriter w = new JsonWriter(IoBuffer.wrap(new byte[40], 3, 10), true);
        w.putHeaderInfo().put("n", 1).putEndMarker("root");
        w.setCompact(false).putHeaderInfo().put("n", 2).putEndMarker("root");
        assertThat(text(w.buffer().flip().toByteArray())).isEqualTo("{\"n\":1}{\n  \"n\": 2\n}\n");
        w.buffer().clear();
        w.putHeaderInfo().putEndMarker("root");
        assertThat(w.buffer().position()).isEqualTo(3);
    }

    @Test
    void refusesFieldsAndMarkersOutsideAMessage() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(16));
        assertThatThrownBy(() -> w.put("x", 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("call putHeaderInfo() first");
        assertThatThrownBy(() -> w.putStartMarker("o")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> w.putEndMarker("root")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("without an open start marker");
        w.putHeaderInfo();
        assertThatThrownBy(w::putHeaderInfo).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("inside an open message");
        w.putEndMarker("root");
        assertThatThrownBy(() -> w.put("late", 1)).isInstanceOf(IllegalStateException.class);
        assertThat(text(w.buffer().flip().toByteArray())).isEqualTo("{}\n");
    }
}
