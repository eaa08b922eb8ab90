package io.yas.json;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.json.ContractTypes.Kind;
import io.yas.json.ContractTypes.Leaf;
import io.yas.json.ContractTypes.Point;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MultiArray;
import io.yas.wire.Protocol;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reading JSON text into classes (issue 4: "everything the YaS mapping supports"): member order and unknown members
 * free, missing and {@code null} members keep the field's value, numbers converted to the field's type only when
 * exact, non-finite numbers as strings, enums by name, map keys from their text, records, nested collections,
 * N-D arrays from nested arrays; every type error a {@link YasFormatException} with the field, the JSON path and the
 * byte offset, and the buffer's position unchanged. Texts are written by hand, not by our writer.
 */
class JsonMappingTest {
    static {
        ContractTypes.openToAssertJ();
    }

    static class Numbers {
        byte by = 1;
        short sh = 2;
        int in = 3;
        long lo = 4;
        float fl = 5;
        double db = 6;
        char ch = 'c';
        Integer boxed = 7;
        Double boxedDb = 8.0;
        String text = "default";
        boolean flag = true;
    }

    static class Inner {
        int b = -1;
        Numbers numbers = new Numbers();
    }

    static class Outer {
        Inner a = new Inner();
        String name = "outer";
        Kind kind = Kind.ALPHA;
    }

    static class Containers {
        Map<Integer, String> names = new LinkedHashMap<>();
        Map<Kind, Leaf> leaves = new LinkedHashMap<>();
        Map<Long, Double> byLong;
        Map<Boolean, Integer> byFlag;
        List<Leaf> list = new ArrayList<>();
        List<Kind> kinds;
        Point point;
        List<Point> points;
    }

    static class Counts {
        Map<String, Integer> counts;
    }

    static class Grids {
        double[][] matrix;
        int[][][] cube;
        MultiArray multi;
        float[] floats;
        float[][] floatMatrix;
        long[] longs;
        String[] strings;
        Integer[] boxes;
    }

    static <T> T read(String json, Class<T> type) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)));
        T t = s.deserialise(type);
        assertThat(s.buffer().remaining()).isZero();
        return t;
    }

    static <T> T readInto(String json, T target) {
        return new IoClassSerialiser(IoBuffer.wrap(json.getBytes(StandardCharsets.UTF_8))).deserialise(target);
    }

    /** Reads {@code json} (after a 3-byte prefix) into {@code type}, expecting failure; checks the position stayed. */
    static YasFormatException failure(String json, Class<?> type) {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        byte[] framed = new byte[3 + text.length];
        System.arraycopy(text, 0, framed, 3, text.length);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(framed).position(3));
        YasFormatException e = org.junit.jupiter.api.Assertions.assertThrows(YasFormatException.class,
                () -> s.deserialise(type));
        assertThat(s.buffer().position()).as("position after the failed read").isEqualTo(3);
        assertThat(s.buffer().limit()).isEqualTo(framed.length);
        assertThat(e.protocol()).isEqualTo("JSON");
        return e;
    }

    /**
     * Reads {@code json} (after a 3-byte prefix) into {@code type}: refused at the name of the first {@code "member"}
     * with all these message parts (FormatErrors), the position kept.
     */
    static void assertMapperRefuses(String json, Class<?> type, String member, String path, String expected,
            String actual) {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        byte[] framed = new byte[3 + text.length];
        System.arraycopy(text, 0, framed, 3, text.length);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(framed).position(3));
        assertRefused(() -> s.deserialise(type), framed, "JSON", offsetOf(json, member), path, expected, actual);
        assertThat(s.buffer().position()).as("position after the failed read").isEqualTo(3);
    }

    /** @return the byte offset of the first {@code "member"} in {@code json}, counted from a 3-byte prefix */
    static long offsetOf(String json, String member) {
        return 3 + json.substring(0, json.indexOf("\"" + member + "\"")).getBytes(StandardCharsets.UTF_8).length;
    }

    // ------------------------------------------------------------------------------------------- members

    @Test
    void unknownMembersOfEveryKindAreSkipped() {
        Outer o = read("""
                {"zz": 1, "a": {"unknown": {"deep": [1, {"x": null}]}, "b": 5, "more": [[1, 2], [3, 4]]},
                 "list": [], "name": "n", "obj": {}, "nothing": null, "kind": "GAMMA", "flag": true}
                """, Outer.class);
        assertThat(o.a.b).isEqualTo(5);
        assertThat(o.name).isEqualTo("n");
        assertThat(o.kind).isEqualTo(Kind.GAMMA);
    }

    @Test
    void missingAndNullMembersKeepTheFieldsValue() {
        Outer target = new Outer();
        target.a.numbers.text = "kept";
        Inner inner = target.a;
        Outer back = readInto("{\"a\": {\"numbers\": {\"in\": 42, \"text\": null, \"boxed\": null}, \"b\": null},"
                + " \"name\": null, \"kind\": null}", target);
        assertThat(back).isSameAs(target);
        assertThat(target.a).isSameAs(inner);
        assertThat(target.a.numbers.in).isEqualTo(42);
        assertThat(target.a.numbers.text).isEqualTo("kept");
        assertThat(target.a.numbers.boxed).isEqualTo(7);
        assertThat(target.a.b).isEqualTo(-1);
        assertThat(target.name).isEqualTo("outer");
        assertThat(target.kind).isEqualTo(Kind.ALPHA);
        assertThat(read("{}", Numbers.class)).usingRecursiveComparison().isEqualTo(new Numbers());
    }

    @Test
    void memberOrderIsFree() {
        Numbers a = read("{\"in\": 1, \"text\": \"t\", \"db\": 2.5, \"flag\": false}", Numbers.class);
        Numbers b = read("{\"flag\": false, \"db\": 2.5, \"text\": \"t\", \"in\": 1}", Numbers.class);
        assertThat(a).usingRecursiveComparison().isEqualTo(b);
        assertThat(a.db).isEqualTo(2.5);
        assertThat(a.flag).isFalse();
    }

    // ------------------------------------------------------------------------------------------- numbers

    @Test
    void integersReadIntoEveryNumericField() {
        Numbers n = read("{\"by\": -128, \"sh\": 32767, \"in\": -2147483648, \"lo\": 9223372036854775807,"
                + " \"fl\": 16777216, \"db\": -3, \"ch\": 233, \"boxed\": 0, \"boxedDb\": 12}", Numbers.class);
        assertThat(n.by).isEqualTo(Byte.MIN_VALUE);
        assertThat(n.sh).isEqualTo(Short.MAX_VALUE);
        assertThat(n.in).isEqualTo(Integer.MIN_VALUE);
        assertThat(n.lo).isEqualTo(Long.MAX_VALUE);
        assertThat(n.fl).isEqualTo(16777216f);
        assertThat(n.db).isEqualTo(-3.0);
        assertThat(n.ch).isEqualTo('\u00e9');
        assertThat(n.boxed).isZero();
        assertThat(n.boxedDb).isEqualTo(12.0);
    }

    @Test
    void wholeNumbersWrittenWithAFractionOrExponentReadIntoIntegralFields() {
        Numbers n = read("{\"by\": -1.0, \"sh\": 3e2, \"in\": -2.147483648E9, \"lo\": 9007199254740991.0,"
                + " \"ch\": 6.5e1, \"boxed\": -0.0}", Numbers.class);
        assertThat(n.by).isEqualTo((byte) -1);
        assertThat(n.sh).isEqualTo((short) 300);
        assertThat(n.in).isEqualTo(Integer.MIN_VALUE);
        assertThat(n.lo).isEqualTo(9007199254740991L);
        assertThat(n.ch).isEqualTo('A');
        assertThat(n.boxed).isZero();
        assertThat(read("{\"longs\": [1.0, -2e3]}", Grids.class).longs).containsExactly(1, -2000);
    }

    @Test
    void aFractionIntoAnIntFieldNamesTheFieldThePathAndTheOffset() {
        assertMapperRefuses("{\"name\": \"x\", \"a\": {\"b\": 1.5}}", Outer.class, "b", "$.a.b", "INT for field 'b'",
                "Double 1.5");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "by | 128", "by | -129", "sh | 32768", "in | 2147483648", "in | -2147483649", "lo | 9223372036854775808",
        "ch | -1", "ch | 65536", "fl | 1e39", "boxed | 2147483648", "by | true", "in | \"1\"",
        "text | 5", "flag | 1", "db | \"NaNa\"", "in | \"NaN\"", "in | [1]", "in | {}", "in | 2.5e0",
        "in | 1e10", "lo | 1e19", "lo | 9007199254740993.0", "sh | -0.5",
        // a whole number with a fraction or exponent reads into an integral field only below 2^53
        "lo | 9007199254740992.0", "lo | -9007199254740992.0", "lo | 9.007199254740992E15"})
    void valuesThatDoNotFitTheFieldAreRefusedWithTheirPath(String field, String value) {
        String json = "{\"a\": {\"numbers\": {\"" + field + "\": " + value + "}}}";
        YasFormatException e = failure(json, Outer.class);
        assertThat(e.path()).isEqualTo("$.a.numbers." + field);
        assertThat(e.offset()).isEqualTo(offsetOf(json, field));
        assertThat(e.getMessage()).contains("'" + field + "'");
    }

    @Test
    void wholeNumbersWithAFractionJustBelow2To53ReadIntoLongFieldsAndArrays() {
        assertThat(read("{\"lo\": -9007199254740991.0}", Numbers.class).lo).isEqualTo(-9007199254740991L);
        assertThat(read("{\"longs\": [9007199254740991.0, -9.007199254740991E15]}", Grids.class).longs)
                .containsExactly(9007199254740991L, -9007199254740991L);
        YasFormatException e = failure("{\"longs\": [1, 9007199254740992.0]}", Grids.class);
        assertThat(e.path()).isEqualTo("$.longs[1]");
    }

    /**
     * JSON has one number type, and any number reads into a float or double field as its nearest value
     * (docs/spec-json.md §5.2): an integer a double cannot hold, 2^53 + 1, reads as the nearest double, 2^53, in a
     * field, an array and a list alike. The YaS and CmwLight mappers refuse a LONG there instead
     * (SchemaEvolutionTest): a binary LONG says "integer", while JSON text says only "number".
     */
    @Test
    void aJsonIntegerBeyond2To53ReadsIntoDoubleFieldsAsTheNearestDouble() {
        assertThat(read("{\"db\": 9007199254740993, \"boxedDb\": -9007199254740993}", Numbers.class))
                .satisfies(n -> assertThat(n.db).isEqualTo(0x1p53))
                .satisfies(n -> assertThat(n.boxedDb).isEqualTo(-0x1p53));
        assertThat(read("{\"matrix\": [[9007199254740993, 1]]}", Grids.class).matrix[0]).containsExactly(0x1p53, 1);
        assertThat(read("{\"value\": [1, 9007199254740993]}", DoubleListHolder.class).value)
                .containsExactly(1.0, 0x1p53);
        assertThat(read("{\"fl\": 9007199254740993}", Numbers.class).fl).isEqualTo(0x1p53f);
    }

    static class DoubleListHolder {
        List<Double> value;
    }

    /**
     * A decimal reads into a float as the float nearest to it, not as the float nearest to its nearest double
     * (docs/spec-json.md §5.2): {@code 7.038531E-26}, the text of the float with bits {@code 0x15ae43fd}, is as a
     * double exactly halfway between two floats, and that tie rounds to the other one. In a field, an array, a list,
     * an N-D array, and after a round trip through YaS JSON.
     */
    @Test
    void aDecimalReadsIntoAFloatAsTheNearestFloatNotThroughTheNearestDouble() {
        float f = Float.intBitsToFloat(0x15ae43fd);
        assertThat((float) Double.parseDouble("7.038531E-26")).as("the double rounding").isNotEqualTo(f);
        assertThat(read("{\"fl\": 7.038531E-26}", Numbers.class).fl).isEqualTo(f);
        assertThat(read("{\"fl\": -7.038531E-26}", Numbers.class).fl).isEqualTo(-f);
        assertThat(read("{\"floats\": [1.5, 7.038531E-26, -7.038531e-26]}", Grids.class).floats)
                .containsExactly(1.5f, f, -f);
        assertThat(read("{\"value\": [7.038531E-26, 2]}", FloatListHolder.class).value).containsExactly(f, 2f);
        assertThat(read("{\"floatMatrix\": [[1, 2.5], [7.038531E-26, -7.038531E-26]]}", Grids.class).floatMatrix)
                .isDeepEqualTo(new float[][] {{1, 2.5f}, {f, -f}});
        Grids multi = new Grids();
        multi.multi = MultiArray.of(new float[1], 1);
        assertThat(readInto("{\"multi\": [[2.5, 7.038531E-26]]}", multi).multi)
                .isEqualTo(MultiArray.of(new float[] {2.5f, f}, 1, 2));
        Numbers n = new Numbers();
        n.fl = f;
        Grids g = new Grids();
        g.floats = new float[] {f, -f};
        g.floatMatrix = new float[][] {{f}, {-f}};
        IoBuffer buffer = IoBuffer.allocate(256);
        IoClassSerialiser s = new IoClassSerialiser(buffer).setProtocol(Protocol.JSON);
        s.serialise(n);
        buffer.flip();
        assertThat(s.deserialise(Numbers.class).fl).isEqualTo(f);
        for (String json : new String[] {"{\"fl\": 7.038531E-26}", "{\"fl\": 2}"}) { // the same cursor, a number each
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            buffer.clear().putBytes(bytes, 0, bytes.length).flip();
            assertThat(s.deserialise(Numbers.class).fl).isEqualTo(json.endsWith("2}") ? 2f : f);
        }
        buffer.clear();
        s.serialise(g);
        buffer.flip();
        Grids back = s.deserialise(Grids.class);
        assertThat(back.floats).containsExactly(f, -f);
        assertThat(back.floatMatrix).isDeepEqualTo(new float[][] {{f}, {-f}});
        g.floats = new float[] {1.5f, 2.5f}; // the same serialiser's next message: nothing kept of the last one's
        g.floatMatrix = new float[][] {{3.5f}, {4.5f}};
        buffer.clear();
        s.serialise(g);
        buffer.flip();
        back = s.deserialise(Grids.class);
        assertThat(back.floats).containsExactly(1.5f, 2.5f);
        assertThat(back.floatMatrix).isDeepEqualTo(new float[][] {{3.5f}, {4.5f}});
    }

    static class FloatListHolder {
        List<Float> value;
    }

    /**
     * The same rule in an array that mixes numbers with the texts of non-finite values ("NaN", "Infinity"), read
     * element by element: the midpoint decimal before the text, after it, in a list and in an N-D array.
     */
    @Test
    void aDecimalAmongNonFiniteTextsReadsIntoAFloatAsTheNearestFloat() {
        float f = Float.intBitsToFloat(0x15ae43fd);
        assertThat(read("{\"floats\": [7.038531E-26, \"NaN\", -7.038531E-26]}", Grids.class).floats)
                .containsExactly(f, Float.NaN, -f);
        assertThat(read("{\"value\": [\"Infinity\", 7.038531E-26]}", FloatListHolder.class).value)
                .containsExactly(Float.POSITIVE_INFINITY, f);
        float[][] m = read("{\"floatMatrix\": [[7.038531E-26, \"NaN\"], [1.5, 7.038531E-26]]}", Grids.class)
                .floatMatrix; // rows compared one by one: a 2-D comparison takes NaN for unequal to itself
        assertThat(m).hasDimensions(2, 2);
        assertThat(m[0]).containsExactly(f, Float.NaN);
        assertThat(m[1]).containsExactly(1.5f, f);
        m = read("{\"floatMatrix\": [[\"NaN\", 1.5], [7.038531E-26, -7.038531E-26]]}", Grids.class).floatMatrix;
        assertThat(m).hasDimensions(2, 2);
        assertThat(m[0]).containsExactly(Float.NaN, 1.5f);
        assertThat(m[1]).containsExactly(f, -f);
        IoBuffer buffer = IoBuffer.allocate(256);
        IoClassSerialiser s = new IoClassSerialiser(buffer);
        for (String json : new String[] {"{\"floats\": [\"NaN\", 7.038531E-26]}", "{\"floats\": [\"NaN\", 2]}"}) {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8); // the same cursor: nothing kept of the last array
            buffer.clear().putBytes(bytes, 0, bytes.length).flip();
            assertThat(s.deserialise(Grids.class).floats).containsExactly(Float.NaN, json.endsWith("2]}") ? 2f : f);
        }
    }

    /**
     * Among the subnormal floats too: a decimal a little above 2.5 times the smallest float has that midpoint as its
     * nearest double, which the tie rule rounds to 2 times it; the nearest float is 3 times it.
     */
    @Test
    void aDecimalReadsIntoASubnormalFloatAsTheNearestFloat() {
        double midpoint = 2.5 * Float.MIN_VALUE;
        String above = new java.math.BigDecimal(midpoint).add(new java.math.BigDecimal("1e-62")).toString();
        assertThat(Double.parseDouble(above)).isEqualTo(midpoint);
        assertThat(read("{\"fl\": " + above + "}", Numbers.class).fl).isEqualTo(3 * Float.MIN_VALUE);
        assertThat(read("{\"floats\": [" + above + "]}", Grids.class).floats).containsExactly(3 * Float.MIN_VALUE);
    }

    /**
     * The integer one below the midpoint between the largest float and 2^128 reads as the largest float, though its
     * nearest double is that midpoint, which rounds to infinity; the midpoint itself is beyond a float's range.
     */
    @Test
    void aNumberJustBelowTheTopFloatMidpointReadsAsTheLargestFloat() {
        String below = "340282356779733661637539395458142568447";
        assertThat(read("{\"fl\": " + below + "}", Numbers.class).fl).isEqualTo(Float.MAX_VALUE);
        assertThat(read("{\"floats\": [" + below + ".0]}", Grids.class).floats).containsExactly(Float.MAX_VALUE);
        YasFormatException e = failure("{\"fl\": 340282356779733661637539395458142568448}", Numbers.class);
        assertThat(e.getMessage()).contains("out of its range");
    }

    @Test
    void nonFiniteStringsReadIntoFloatingPointFields() {
        Numbers n = read("{\"fl\": \"NaN\", \"db\": \"-Infinity\", \"boxedDb\": \"Infinity\"}", Numbers.class);
        assertThat(n.fl).isNaN();
        assertThat(n.db).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(n.boxedDb).isEqualTo(Double.POSITIVE_INFINITY);
        Grids a = read("{\"floats\": [\"NaN\", 1.5, \"-Infinity\"]}", Grids.class);
        assertThat(a.floats).containsExactly(Float.NaN, 1.5f, Float.NEGATIVE_INFINITY);
        assertThat(read("{\"floats\": [\"Infinity\"]}", Grids.class).floats).containsExactly(Float.POSITIVE_INFINITY);
        assertThat(read("{\"db\": -0.0, \"fl\": -0.0}", Numbers.class).db).isEqualTo(-0.0);
    }

    // ------------------------------------------------------------------------------------- enums, maps, records

    @Test
    void enumsReadByNameAndAnUnknownConstantIsRefused() {
        assertThat(read("{\"kind\": \"BETA\"}", Outer.class).kind).isEqualTo(Kind.BETA);
        String constant = "a constant of " + Kind.class.getName() + " for field 'kind'";
        // a name the enum does not have is refused at the name ("DELTA"), a value of another type at the member
        assertMapperRefuses("{\"kind\": \"DELTA\"}", Outer.class, "DELTA", "$.kind", constant, "'DELTA'");
        assertMapperRefuses("{\"kind\": \"beta\"}", Outer.class, "beta", "$.kind", constant, "'beta'");
        assertMapperRefuses("{\"kind\": 1}", Outer.class, "kind", "$.kind",
                "ENUM for field 'kind' (" + Kind.class.getName() + ")", "INT on the wire");
    }

    static class ElementArrays {
        Kind[] kinds;
        Leaf[] leaves;
    }

    @Test
    void arraysOfEnumsAndOfObjectsAreJsonArraysOfNamesAndOfObjects() {
        ElementArrays value = new ElementArrays();
        value.kinds = new Kind[] {Kind.BETA, Kind.ALPHA};
        value.leaves = new Leaf[] {Leaf.of(1, "a", Kind.GAMMA, null)};
        IoBuffer buffer = IoBuffer.allocate(256);
        new IoClassSerialiser(buffer).setProtocol(Protocol.JSON).serialise(value);
        String json = new String(buffer.flip().toByteArray(), StandardCharsets.UTF_8);
        assertThat(json.replaceAll("\\s", "")).isEqualTo("{\"kinds\":[\"BETA\",\"ALPHA\"],\"leaves\":[{\"id\":1,\"name\":\"a\","
                + "\"kind\":\"GAMMA\"}]}");
        ElementArrays back = read(json, ElementArrays.class);
        assertThat(back.kinds).containsExactly(Kind.BETA, Kind.ALPHA);
        assertThat(back.leaves).singleElement().satisfies(l -> assertThat(l.id).isEqualTo(1));

        Kind[] kinds = {Kind.GAMMA, Kind.GAMMA};
        Leaf held = Leaf.of(-1, "old", Kind.ALPHA, null);
        ElementArrays target = new ElementArrays();
        target.kinds = kinds;
        target.leaves = new Leaf[] {held};
        Leaf[] leaves = target.leaves;
        readInto(json, target);
        assertThat(target.kinds).isSameAs(kinds).containsExactly(Kind.BETA, Kind.ALPHA);
        assertThat(target.leaves).isSameAs(leaves).containsExactly(held);
        assertThat(held.name).isEqualTo("a");
        assertThat(readInto("{\"kinds\": [\"ALPHA\"], \"leaves\": []}", target).kinds).isNotSameAs(kinds)
                .containsExactly(Kind.ALPHA);
        assertThat(target.leaves).isEmpty();
    }

    @Test
    void mapKeysAreReadFromTheirTextThroughTheDeclaredKeyType() {
        Containers c = read("""
                {"names": {"-5": "minus five", "2147483647": "max"},
                 "leaves": {"GAMMA": {"id": 3, "at": {"x": 1, "y": 2.5, "label": "g"}}, "ALPHA": {"name": "a"}},
                 "byLong": {"-9223372036854775808": "NaN"}, "byFlag": {"true": 1, "false": 0}}
                """, Containers.class);
        assertThat(c.names).containsExactly(Map.entry(-5, "minus five"), Map.entry(Integer.MAX_VALUE, "max"));
        assertThat(c.leaves.keySet()).containsExactly(Kind.GAMMA, Kind.ALPHA);
        assertThat(c.leaves.get(Kind.GAMMA).id).isEqualTo(3);
        assertThat(c.leaves.get(Kind.GAMMA).at).isEqualTo(new Point(1, 2.5f, "g"));
        assertThat(c.leaves.get(Kind.ALPHA).name).isEqualTo("a");
        assertThat(c.byLong).containsExactly(Map.entry(Long.MIN_VALUE, Double.NaN));
        assertThat(c.byFlag).containsExactly(Map.entry(true, 1), Map.entry(false, 0));

        assertMapperRefuses("{\"names\": {\"1\": \"one\", \"x\": \"ex\"}}", Containers.class, "x", "$.names.x",
                "a Integer key for field 'names'", "\"x\"");
        assertThat(failure("{\"leaves\": {\"OMEGA\": {}}}", Containers.class).path()).isEqualTo("$.leaves.OMEGA");
        assertThat(failure("{\"byFlag\": {\"yes\": 1}}", Containers.class).path()).isEqualTo("$.byFlag.yes");
    }

    /**
     * A map read in place is left as it is while the members are its entries in its order, each value equal to the
     * held one (kept) or an element object updated in place: the held map here cannot change, so a read that touched
     * it would have to replace it. From the first member that differs it is refilled, holding what the text says.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"a\": 70000, \"b\": 7, \"c\": null}             | true",
        "{\"b\": 7, \"a\": 70000, \"c\": null}             | false",
        "{\"a\": 70000, \"b\": 7}                          | false",
        "{\"a\": 70000, \"b\": 7, \"c\": null, \"d\": 1}   | false",
        "{\"a\": 70001, \"b\": 7, \"c\": null}             | false",
        "{\"a\": 70000, \"b\": 7, \"c\": 0}                | false",
        "{\"a\": 70000, \"x\": 7, \"c\": null}             | false",
        "{}                                               | false"})
    void aMapReadInPlaceIsKeptWhileTheMembersAreItsEntries(String members, boolean kept) {
        Map<String, Integer> entries = new LinkedHashMap<>();
        entries.put("a", 70000); // a box of its own: equal to the one read, not the same
        entries.put("b", 7);
        entries.put("c", null);
        Map<String, Integer> held = java.util.Collections.unmodifiableMap(entries);
        Counts target = new Counts();
        target.counts = held;

        readInto("{\"counts\": " + members + "}", target);

        Map<String, Integer> expected = read("{\"counts\": " + members + "}", Counts.class).counts;
        assertThat(target.counts).containsExactlyEntriesOf(expected);
        assertThat(target.counts == held).as("the held map kept").isEqualTo(kept);
    }

    @Test
    void anEqualStringInAMapReadInPlaceIsKept() {
        String one = new String("one".toCharArray());
        Containers target = new Containers();
        target.names.put(1, one);
        Map<Integer, String> held = target.names;
        readInto("{\"names\": {\"1\": \"one\"}}", target);
        assertThat(target.names).isSameAs(held);
        assertThat(target.names.get(1)).isSameAs(one);
    }

    /** A map of objects whose members are its keys in its order keeps the map and updates each object in place. */
    @Test
    void aMapOfObjectsReadInPlaceUpdatesItsObjectsAndKeepsTheMap() {
        Leaf alpha = Leaf.of(1, "a", Kind.ALPHA, null);
        Leaf beta = Leaf.of(2, "b", Kind.BETA, null);
        Map<Kind, Leaf> entries = new LinkedHashMap<>();
        entries.put(Kind.ALPHA, alpha);
        entries.put(Kind.BETA, beta);
        Containers target = new Containers();
        target.leaves = java.util.Collections.unmodifiableMap(entries);
        Map<Kind, Leaf> held = target.leaves;

        readInto("{\"leaves\": {\"ALPHA\": {\"id\": 10}, \"BETA\": {\"name\": \"bb\"}}}", target);
        assertThat(target.leaves).isSameAs(held);
        assertThat(alpha.id).isEqualTo(10);
        assertThat(beta.name).isEqualTo("bb");

        readInto("{\"leaves\": {\"BETA\": {\"id\": 20}, \"ALPHA\": {\"id\": 11}}}", target);
        assertThat(target.leaves).isNotSameAs(held).containsExactly(Map.entry(Kind.BETA, beta),
                Map.entry(Kind.ALPHA, alpha));
        assertThat(beta.id).isEqualTo(20);
        assertThat(alpha.id).isEqualTo(11);
    }

    /**
     * A list of objects read in place keeps the list while each element object is read into the one at its index:
     * the held list cannot change, so a read that touched it would have to replace it. With more or fewer elements it
     * is replaced by one holding the objects at the first indexes, updated, then the new ones.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[{\"id\": 10}, {\"name\": \"bb\"}]                | 10,20 | true",
        "[{\"id\": 10}]                                    | 10    | false",
        "[{\"id\": 10}, {\"name\": \"bb\"}, {\"id\": 30}] | 10,20,30 | false",
        "[]                                                | ''    | false"})
    void aListOfObjectsReadInPlaceKeepsTheListWhileItsObjectsComeBack(String elements, String ids, boolean kept) {
        Leaf first = Leaf.of(1, "a", Kind.ALPHA, null);
        Leaf second = Leaf.of(20, "b", Kind.BETA, null);
        Containers target = new Containers();
        target.list = java.util.Collections.unmodifiableList(new ArrayList<>(List.of(first, second)));
        List<Leaf> held = target.list;

        readInto("{\"list\": " + elements + "}", target);

        assertThat(target.list.stream().map(l -> String.valueOf(l.id))).containsExactly(
                ids.isEmpty() ? new String[0] : ids.split(","));
        assertThat(target.list == held).as("the held list kept").isEqualTo(kept);
        for (int i = 0; i < Math.min(2, target.list.size()); i++) {
            assertThat(target.list.get(i)).as("the object at %d updated in place", i).isSameAs(List.of(first,
                    second).get(i));
        }
        assertThat(second.name).isEqualTo(target.list.size() > 1 ? "bb" : "b");
    }

    static class Lists {
        List<String> strings;
        List<Double> doubles;
        List<Integer> ints;
        List<Long> longs;
        List<Boolean> flags;
    }

    static List<Object> heldList(String member) {
        List<Object> elements = switch (member) {
            case "strings" -> Arrays.asList(new String("a".toCharArray()), null, "ß");
            case "doubles" -> List.of(1.5, -0.0, Double.NaN);
            case "ints" -> List.of(1, -70000, Integer.MAX_VALUE);
            case "longs" -> List.of(1L << 40, -1L);
            default -> List.of(true, false);
        };
        return java.util.Collections.unmodifiableList(new ArrayList<>(elements));
    }

    /**
     * A list of strings, numbers or booleans read in place is kept, its elements too, when the array holds exactly
     * its elements as the field's type; otherwise it is replaced by what the array says (the held list cannot change).
     * An integer array read into a list of doubles or longs is converted, never kept as it is.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "strings | [\"a\", null, \"ß\"]            | true",
        "strings | [\"a\", null]                  | false",
        "strings | [\"a\", \"\", \"ß\"]            | false",
        "strings | [\"a\", null, \"ss\"]           | false",
        "doubles | [1.5, -0.0, \"NaN\"]             | false",
        "doubles | [1.5, 0.0, 2.5]                | false",
        "ints    | [1, -70000, 2147483647]        | true",
        "ints    | [1, -70000, 2147483646]        | false",
        "longs   | [1099511627776, -1]            | true",
        "longs   | [1099511627776, -2]            | false",
        "flags   | [true, false]                  | true",
        "flags   | [true, true]                   | false",
        "flags   | []                             | false"})
    void aListOfValuesReadInPlaceIsKeptWhenTheArrayHoldsExactlyItsElements(String member, String array,
            boolean kept) throws Exception {
        java.lang.reflect.Field field = Lists.class.getDeclaredField(member);
        Lists target = new Lists();
        List<Object> held = heldList(member);
        field.set(target, held);

        readInto("{\"" + member + "\": " + array + "}", target);

        Object expected = field.get(read("{\"" + member + "\": " + array + "}", Lists.class));
        assertThat(field.get(target)).isEqualTo(expected);
        assertThat(field.get(target) == held).as("the held list kept").isEqualTo(kept);
        if (kept) {
            assertThat(((List<?>) field.get(target)).get(0)).isSameAs(held.get(0));
        }
    }

    @Test
    void aListOfDoublesReadInPlaceFromTheSameNumbersIsKept() {
        Lists target = new Lists();
        List<Double> held = java.util.Collections.unmodifiableList(new ArrayList<>(List.of(1.5, -0.0, 1e300)));
        target.doubles = held;
        readInto("{\"doubles\": [1.5, -0.0, 1e300]}", target);
        assertThat(target.doubles).isSameAs(held);
        readInto("{\"doubles\": [1.5, 0.0, 1e300]}", target);
        assertThat(target.doubles).isNotSameAs(held).containsExactly(1.5, 0.0, 1e300);
        target.doubles = java.util.Collections.unmodifiableList(new ArrayList<>(List.of(1.0, 2.0)));
        readInto("{\"doubles\": [1, 2]}", target); // integers: converted, not compared
        assertThat(target.doubles).containsExactly(1.0, 2.0);
    }

    /** Small integers, which JSON types as ints, are a list of longs' own elements when their values are. */
    @Test
    void aListOfLongsReadInPlaceFromSmallIntegersIsKept() {
        Lists target = new Lists();
        List<Long> held = java.util.Collections.unmodifiableList(new ArrayList<>(List.of(1000L, -2000L)));
        target.longs = held; // beyond the boxes Long.valueOf shares
        readInto("{\"longs\": [1000, -2000]}", target);
        assertThat(target.longs).isSameAs(held);
        readInto("{\"longs\": [1000, -3000]}", target);
        assertThat(target.longs).isNotSameAs(held).containsExactly(1000L, -3000L);
        held = java.util.Collections.unmodifiableList(new ArrayList<>(List.of(1000L, 1L << 40)));
        target.longs = held;
        readInto("{\"longs\": [1000, 1099511627776]}", target);
        assertThat(target.longs).isSameAs(held);

        SmallLists small = new SmallLists();
        List<Short> shorts = java.util.Collections.unmodifiableList(new ArrayList<>(List.of((short) 1000)));
        List<Byte> bytes = java.util.Collections.unmodifiableList(new ArrayList<>(List.of((byte) -100)));
        small.shorts = shorts;
        small.bytes = bytes;
        readInto("{\"shorts\": [1000], \"bytes\": [-100]}", small);
        assertThat(small.shorts).isSameAs(shorts);
        assertThat(small.bytes).isSameAs(bytes);
        readInto("{\"shorts\": [1001], \"bytes\": [-101]}", small);
        assertThat(small.shorts).containsExactly((short) 1001);
        assertThat(small.bytes).containsExactly((byte) -101);

        target.doubles = java.util.Collections.unmodifiableList(new ArrayList<>(List.of(1.5, 2.5)));
        readInto("{\"doubles\": [1, 2]}", target); // integers into doubles: converted, never taken as held
        assertThat(target.doubles).containsExactly(1.0, 2.0);
    }

    static class SmallLists {
        List<Short> shorts;
        List<Byte> bytes;
    }

    @Test
    void aNullConstantIsRefusedEvenWhereTheHeldListHoldsNull() {
        Containers target = new Containers();
        target.kinds = new ArrayList<>(Arrays.asList((Kind) null));
        byte[] text = "{\"kinds\": [null]}".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(text)).deserialise(target))
                .isInstanceOf(YasFormatException.class).hasMessageContaining("$.kinds[0]");
    }

    @Test
    void recordsAreBuiltFromTheirMembersAndMissingComponentsTakeDefaults() {
        assertThat(read("{\"label\": \"p\", \"y\": -0.5, \"x\": 1e-3}", Point.class))
                .isEqualTo(new Point(1e-3, -0.5f, "p"));
        assertThat(read("{\"x\": 2}", Point.class)).isEqualTo(new Point(2, 0, null));
        assertThat(readInto("{\"x\": 2}", new Point(0, 7, "kept"))).isEqualTo(new Point(2, 7, "kept"));
        YasFormatException e = failure("{\"point\": {\"x\": 1, \"y\": \"one\"}}", Containers.class);
        assertThat(e.path()).isEqualTo("$.point.y");
    }

    @Test
    void nestedCollectionsOfObjectsAreRead() {
        Containers c = read("""
                {"list": [{"id": 1, "at": {"x": 0.5, "y": 0, "label": "first"}, "kind": "GAMMA"},
                          {"id": 2, "name": "second"}, {}],
                 "kinds": ["BETA", "BETA"],
                 "points": [{"x": 1, "y": 1, "label": null}, {"x": -1}]}
                """, Containers.class);
        assertThat(c.list).hasSize(3);
        assertThat(c.list.get(0).at).isEqualTo(new Point(0.5, 0, "first"));
        assertThat(c.list.get(0).kind).isEqualTo(Kind.GAMMA);
        assertThat(c.list.get(1).name).isEqualTo("second");
        assertThat(c.list.get(2).id).isZero();
        assertThat(c.kinds).containsExactly(Kind.BETA, Kind.BETA);
        assertThat(c.points).containsExactly(new Point(1, 1, null), new Point(-1, 0, null));

        assertMapperRefuses("{\"list\": [{}, {\"at\": {\"x\": \"far\"}}]}", Containers.class, "x", "$.list[1].at.x",
                "DOUBLE for field 'x'", "the string \"far\"");
        assertThat(failure("{\"list\": [{}, 3]}", Containers.class).path()).isEqualTo("$.list[1]");
        assertThat(failure("{\"kinds\": [\"BETA\", \"NONE\"]}", Containers.class).path()).isEqualTo("$.kinds[1]");
    }

    // ------------------------------------------------------------------------------------------- N-D arrays

    @Test
    void multiDimensionalArraysAreReadFromNestedArrays() {
        Grids a = read("""
                {"matrix": [[1, 2.5, 3], [4, 5, "NaN"]], "cube": [[[1], [2]], [[3], [4]], [[5], [6]]],
                 "multi": [[1.5, 2], [3, 4], [5, 6]], "longs": [1, 9007199254740993], "strings": ["a", null],
                 "boxes": [1, 2]}
                """, Grids.class);
        assertThat(Arrays.deepEquals(a.matrix, new double[][] {{1, 2.5, 3}, {4, 5, Double.NaN}})).isTrue();
        assertThat(a.cube).isDeepEqualTo(new int[][][] {{{1}, {2}}, {{3}, {4}}, {{5}, {6}}});
        assertThat(a.multi).isEqualTo(MultiArray.of(new double[] {1.5, 2, 3, 4, 5, 6}, 3, 2));
        assertThat(a.longs).containsExactly(1, 9007199254740993L);
        assertThat(a.strings).containsExactly("a", null);
        assertThat(a.boxes).containsExactly(1, 2);

        // a ragged array is no N-D array but a list of arrays: its first element is not the number expected
        assertMapperRefuses("{\"matrix\": [[1, 2], [3]]}", Grids.class, "matrix", "$.matrix[0]",
                "DOUBLE for field 'matrix'", "an array");
        assertMapperRefuses("{\"matrix\": [1, 2]}", Grids.class, "matrix", "$.matrix",
                "2-D DOUBLE_ARRAY for field 'matrix' (double[][])", "1-D INT_ARRAY on the wire");
        assertMapperRefuses("{\"cube\": [[1, 2]]}", Grids.class, "cube", "$.cube",
                "3-D INT_ARRAY for field 'cube' (int[][][])", "2-D INT_ARRAY on the wire");
        assertThat(failure("{\"longs\": [1, 1.5]}", Grids.class).path()).startsWith("$.longs");
    }

    @Test
    void aMultiArrayReadInPlaceKeepsItsElementType() {
        Grids target = new Grids();
        target.multi = MultiArray.of(new float[1], 1);
        readInto("{\"multi\": [[1, 2], [3, 4]]}", target);
        assertThat(target.multi).isEqualTo(MultiArray.of(new float[] {1, 2, 3, 4}, 2, 2));
    }

    // ------------------------------------------------------------------------------------ hand-written texts

    @Test
    void aHandWrittenTextIsReadIntoAClass() {
        String json = "\n\t{ \"name\" :\"caf\\u00e9 \\\"au lait\\\" \\ud834\\udd1e\\n\",\r\n"
                + "  \"kind\":\"GAMMA\" ,\n"
                + "  \"a\" : { \"b\" : 1E3 , \"numbers\" : { \"lo\" : -0 , \"db\" : 1.25e-2,"
                + " \"fl\": 3.4028234663852886E38,"
                + " \"text\": \"\\/slash\", \"flag\": false, \"ch\": 65 } } }\n  ";
        Outer o = read(json, Outer.class);
        assertThat(o.name).isEqualTo("café \"au lait\" \ud834\udd1e\n");
        assertThat(o.kind).isEqualTo(Kind.GAMMA);
        assertThat(o.a.b).isEqualTo(1000);
        assertThat(o.a.numbers.lo).isZero();
        assertThat(o.a.numbers.db).isEqualTo(0.0125);
        assertThat(o.a.numbers.fl).isEqualTo(Float.MAX_VALUE);
        assertThat(o.a.numbers.text).isEqualTo("/slash");
        assertThat(o.a.numbers.flag).isFalse();
        assertThat(o.a.numbers.ch).isEqualTo('A');
    }

    @Test
    void aFailedReadLeavesThePositionWhereItWas() {
        failure("{\"a\": {\"b\": 2, \"numbers\": {\"in\": \"x\"}}}", Outer.class);
        failure("{\"a\": {\"b\": 2, ", Outer.class); // truncated
        failure("{\"list\": [{\"id\": 1}, {\"id\": 2.5}]}", Containers.class);
        failure("{\"point\": {\"x\": []}}", Containers.class);
    }
}
