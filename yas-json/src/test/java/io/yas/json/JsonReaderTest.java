package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class JsonReaderTest {

    /** Where the message lies: a plain array, a slice of a larger one, a direct buffer, a read-only heap buffer. */
    enum Backing {
        HEAP, SLICE, DIRECT, READ_ONLY;

        /** @return a buffer whose position is at {@code json}, with {@code prefix} bytes before it */
        IoBuffer hold(byte[] json, int prefix) {
            byte[] framed = new byte[prefix + json.length];
            Arrays.fill(framed, 0, prefix, (byte) '#');
            System.arraycopy(json, 0, framed, prefix, json.length);
            IoBuffer b = switch (this) {
                case HEAP -> IoBuffer.wrap(framed);
                case SLICE -> {
                    byte[] larger = new byte[framed.length + 10];
                    Arrays.fill(larger, (byte) '#');
                    System.arraycopy(framed, 0, larger, 5, framed.length);
                    yield IoBuffer.wrap(larger, 5, framed.length);
                }
                case DIRECT -> IoBuffer.wrap(ByteBuffer.allocateDirect(framed.length).put(framed).flip());
                case READ_ONLY -> IoBuffer.wrap(ByteBuffer.wrap(framed).asReadOnlyBuffer());
            };
            return b.position(prefix);
        }
    }

    private static WireField read(String json) {
        return JsonTestSupport.read(json.getBytes(StandardCharsets.UTF_8));
    }

    private static YasFormatException failure(String json) {
        return failure(json.getBytes(StandardCharsets.UTF_8), ReadLimits.DEFAULT);
    }

    private static YasFormatException failure(byte[] json, ReadLimits limits) {
        IoBuffer buffer = IoBuffer.wrap(json);
        try {
            new JsonReader(buffer, limits).readTree();
        } catch (YasFormatException e) {
            assertThat(e.protocol()).isEqualTo("JSON");
            assertThat(buffer.position()).as("position after a failure").isZero();
            return e;
        }
        throw new AssertionError("no YasFormatException for " + new String(json, StandardCharsets.UTF_8));
    }

    // --------------------------------------------------------------------------------------------- scalars

    @Test
    void typesScalarsByTheirJsonValue() {
        WireField root = read("{\"i\": -7, \"l\": 3000000000, \"big\": 99999999999999999999, \"d\": 1.5,"
                + " \"e\": 1e3, \"z\": -0.0, \"s\": \"x\", \"nan\": \"NaN\", \"t\": true, \"f\": false, \"n\": null}");
        assertThat(root.type()).isEqualTo(DataType.START_MARKER);
        assertThat(root.fields()).extracting(WireField::type).containsExactly(DataType.INT, DataType.LONG,
                DataType.DOUBLE, DataType.DOUBLE, DataType.DOUBLE, DataType.DOUBLE, DataType.STRING, DataType.STRING,
                DataType.BOOL, DataType.BOOL, DataType.UNKNOWN);
        assertThat(root.fields()).extracting(WireField::value).containsExactly(-7, 3000000000L, 1.0E20, 1.5, 1000.0,
                -0.0, "x", "NaN", true, false, null);
        assertThat(Double.doubleToRawLongBits((Double) root.field("z").value())).isEqualTo(Long.MIN_VALUE);
        assertThat(root.field("n").typeId()).isEqualTo(-1);
        assertThat(root.field("i").dims()).isNull();
    }

    @Test
    void readsNestedObjectsAndKeepsDuplicateNamesInOrder() {
        WireField root = read("{\"a\": {\"b\": {\"c\": 1}, \"b\": 2}, \"e\": {}}");
        WireField a = root.field("a");
        assertThat(a.isObject()).isTrue();
        assertThat(a.fields()).extracting(WireField::name).containsExactly("b", "b");
        assertThat(a.field("b").field("c").value()).isEqualTo(1);
        assertThat(a.fields().get(1).value()).isEqualTo(2);
        assertThat(root.field("e").fields()).isEmpty();
    }

    // ---------------------------------------------------------------------------------------------- arrays

    @Test
    void typesHomogeneousArrays() {
        WireField root = read("{\"b\": [true, false], \"i\": [1, -2], \"l\": [1, 3000000000],"
                + " \"d\": [1, 2.5], \"nf\": [\"NaN\", 1, \"-Infinity\"], \"s\": [\"a\", null],"
                + " \"onlyNaN\": [\"NaN\"]}");
        assertThat(root.fields()).extracting(WireField::type).containsExactly(DataType.BOOL_ARRAY,
                DataType.INT_ARRAY, DataType.LONG_ARRAY, DataType.DOUBLE_ARRAY, DataType.DOUBLE_ARRAY,
                DataType.STRING_ARRAY, DataType.STRING_ARRAY);
        assertThat(root.field("b").value()).isEqualTo(new boolean[] {true, false});
        assertThat(root.field("i").value()).isEqualTo(new int[] {1, -2});
        assertThat(root.field("l").value()).isEqualTo(new long[] {1, 3000000000L});
        assertThat(root.field("d").value()).isEqualTo(new double[] {1.0, 2.5});
        assertThat(root.field("nf").value()).isEqualTo(new double[] {Double.NaN, 1, Double.NEGATIVE_INFINITY});
        assertThat(root.field("s").value()).isEqualTo(new String[] {"a", null});
        assertThat(root.field("s").dims()).containsExactly(2);
    }

    @Test
    void readsRectangularNestedArraysAsMultiDimensional() {
        WireField root = read("{\"m\": [[1, 2, 3], [4, 5, 6]], \"cube\": [[[0.5], [1]], [[2], [3]]],"
                + " \"s\": [[\"a\"], [\"b\"]]}");
        WireField m = root.field("m");
        assertThat(m.type()).isEqualTo(DataType.INT_ARRAY);
        assertThat(m.dims()).containsExactly(2, 3);
        assertThat(m.value()).isEqualTo(new int[] {1, 2, 3, 4, 5, 6});
        assertThat(root.field("cube").dims()).containsExactly(2, 2, 1);
        assertThat(root.field("cube").value()).isEqualTo(new double[] {0.5, 1, 2, 3});
        assertThat(root.field("s").dims()).containsExactly(2, 1);
    }

    @Test
    void readsEveryOtherArrayAsAList() {
        WireField root = read("{\"empty\": [], \"emptyRows\": [[], []], \"ragged\": [[1, 2], [3]],"
                + " \"mixed\": [1, \"a\", true], \"nulls\": [null], \"numbersAndNull\": [1, null],"
                + " \"depthMix\": [[1], 2], \"objects\": [{\"x\": 1}, {}]}");
        for (WireField f : root.fields()) {
            assertThat(f.type()).as(f.name()).isEqualTo(DataType.LIST);
            assertThat(f.dims()).as(f.name()).isNull();
        }
        assertThat(root.field("empty").value()).isEqualTo(List.of());
        assertThat(root.field("emptyRows").value()).isEqualTo(List.of(List.of(), List.of()));
        assertThat(root.field("ragged").value()).isEqualTo(List.of(List.of(1, 2), List.of(3)));
        assertThat(root.field("mixed").value()).isEqualTo(List.of(1, "a", true));
        assertThat(root.field("numbersAndNull").value()).isEqualTo(Arrays.asList(1, null));
        List<?> objects = (List<?>) root.field("objects").value();
        WireField first = (WireField) objects.get(0);
        assertThat(first.isObject()).isTrue();
        assertThat(first.name()).isEmpty();
        assertThat(first.field("x").value()).isEqualTo(1);
    }

    // --------------------------------------------------------------------------------------------- offsets

    @ParameterizedTest
    @EnumSource(Backing.class)
    void offsetsCountFromTheStartOfTheBuffer(Backing backing) {
        String json = "  {\"a\": 1, \"o\": {\"b\": [{\"c\": 2}]}}\n\u0000\u0000";
        IoBuffer buffer = backing.hold(json.getBytes(StandardCharsets.UTF_8), 3);
        WireField root = new JsonReader(buffer).readTree();
        int at = 3;
        assertThat(root.offset()).isEqualTo(at + json.indexOf('{'));
        assertThat(root.field("a").offset()).isEqualTo(at + json.indexOf("\"a\""));
        WireField o = root.field("o");
        assertThat(o.offset()).isEqualTo(at + json.indexOf("\"o\""));
        assertThat(o.field("b").offset()).isEqualTo(at + json.indexOf("\"b\""));
        WireField element = (WireField) ((List<?>) o.field("b").value()).get(0);
        assertThat(element.offset()).isEqualTo(at + json.indexOf("{\"c\""));
        assertThat(element.field("c").offset()).isEqualTo(at + json.indexOf("\"c\""));
        assertThat(buffer.position()).isEqualTo(buffer.limit());
    }

    @ParameterizedTest
    @EnumSource(Backing.class)
    void errorOffsetsCountFromTheStartOfTheBuffer(Backing backing) {
        String json = "{\"a\": [1, 2, x]}";
        IoBuffer buffer = backing.hold(json.getBytes(StandardCharsets.UTF_8), 4);
        assertThatThrownBy(() -> new JsonReader(buffer).readTree()).isInstanceOfSatisfying(YasFormatException.class,
                e -> {
                    assertThat(e.offset()).isBetween(4L + json.indexOf('x'), 4L + json.indexOf('x') + 2);
                    assertThat(e.path()).isEqualTo("$.a[2]");
                    assertThat(e.hexWindow()).startsWith("hex @");
                });
        assertThat(buffer.position()).isEqualTo(4);
    }

    @Test
    void readsTheReferencesPaddingButNothingElseAfterTheRoot() {
        assertThat(read("\u0000\t\r\n {}\n\u0000").fields()).isEmpty();
        YasFormatException e = failure("{\"a\": 1}\n{\"b\": 2}");
        assertThat(e.offset()).isEqualTo(9);
        assertThat(e.expected()).isEqualTo("the end of the message after the root object");
        assertThat(failure("{} x").offset()).isEqualTo(3);
    }

    // ---------------------------------------------------------------------------------------------- errors

    @Test
    void namesOffsetPathExpectedAndActualOfInvalidJson() {
        String json = "{\"a\": {\"b\": [1, 2, tru]}}";
        YasFormatException e = failure(json);
        assertThat(e.path()).isEqualTo("$.a.b[2]");
        assertThat(e.offset()).isBetween((long) json.indexOf("tru"), json.indexOf("tru") + 4L);
        assertThat(e.actual()).contains("Unrecognized token 'tru'");
        assertThat(e.expected()).contains("JSON String, Number, Array, Object");
        assertThat(e.getMessage()).startsWith("JSON: at byte ").contains("($.a.b[2])").contains("[hex @");

        YasFormatException comma = failure("{\"a\": 1 \"b\": 2}");
        assertThat(comma.offset()).isEqualTo(8);
        assertThat(comma.expected()).isEqualTo("comma to separate Object entries");
        assertThat(comma.path()).isEqualTo("$.a");

        YasFormatException unquoted = failure("{\"s\": \"a\u0001\"}");
        assertThat(unquoted.offset()).isEqualTo(8);
        assertThat(unquoted.actual()).contains("CTRL-CHAR");
    }

    @Test
    void namesTheEndOfATruncatedMessage() {
        String json = "{\"a\": [1, 2";
        YasFormatException e = failure(json);
        assertThat(e.offset()).isEqualTo(json.length());
        assertThat(e.path()).isEqualTo("$.a[1]");
        assertThat(e.actual()).isEqualTo("Unexpected end-of-input");
        assertThat(e.expected()).isEqualTo("close marker for Array");
        assertThat(e.hexWindow()).endsWith("|<end>");

        assertThat(failure("{\"a\"").path()).isEqualTo("$.a");
        assertThat(failure("{\"a\": \"unterminated").offset()).isEqualTo(19);
    }

    @Test
    void refusesARootThatIsNotAnObject() {
        YasFormatException array = failure(" [1]");
        assertThat(array.offset()).isEqualTo(1);
        assertThat(array.path()).isEqualTo("$");
        assertThat(array.expected()).isEqualTo("a JSON object '{' at the root");
        assertThat(array.actual()).isEqualTo("an array");
        assertThat(failure("\"s\"").actual()).isEqualTo("a string");
        YasFormatException empty = failure(" \n");
        assertThat(empty.offset()).isEqualTo(2);
        assertThat(empty.actual()).isEqualTo("the end of the message");
        assertThat(failure(new byte[0], ReadLimits.DEFAULT).hexWindow()).isEqualTo("empty buffer");
    }

    @Test
    void refusesTheReferencesBareNonFiniteNumbers() {
        YasFormatException e = failure("{\"x\": NaN}");
        assertThat(e.path()).isEqualTo("$.x");
        assertThat(e.actual()).contains("Non-standard token 'NaN'");
    }

    @Test
    void refusesInvalidUtf8() {
        byte[] json = {'{', '"', 's', '"', ':', '"', 'a', (byte) 0xC3, '(', '"', '}'};
        YasFormatException e = failure(json, ReadLimits.DEFAULT);
        assertThat(e.offset()).isBetween(7L, 9L);
        assertThat(e.actual()).contains("UTF-8");
        assertThat(e.path()).isEqualTo("$.s");
        byte[] name = {'{', '"', (byte) 0xFF, '"', ':', '1', '}'};
        assertThat(failure(name, ReadLimits.DEFAULT).actual()).contains("UTF-8");
    }

    // ---------------------------------------------------------------------------------------------- limits

    @Test
    void boundsNestingByReadLimitsCountingArraysToo() {
        ReadLimits three = new ReadLimits(3);
        assertThat(new JsonReader(IoBuffer.wrap(bytes("{\"a\": {\"b\": {\"c\": 1}}}")), three).readTree()).isNotNull();
        assertThat(new JsonReader(IoBuffer.wrap(bytes("{\"a\": [[1]]}")), three).readTree()).isNotNull();

        String json = "{\"a\": {\"b\": {\"c\": {}}}}";
        YasFormatException e = failure(bytes(json), three);
        assertThat(e.expected()).isEqualTo("at most 3 (ReadLimits.maxDepth)");
        assertThat(e.actual()).isEqualTo("4");
        assertThat(e.offset()).isEqualTo(json.indexOf("{}"));
        assertThat(e.path()).isEqualTo("$.a.b.c");
        assertThat(failure(bytes("{\"a\": [[[1]]]}"), three).path()).isEqualTo("$.a[0][0]");
    }

    @Test
    void refusesDeepNestingWithoutOverflowingTheStack() {
        String deep = "{\"a\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        assertThat(failure(deep).expected()).isEqualTo("at most 64 (ReadLimits.maxDepth)");
        String deepest = "{\"a\": " + "[".repeat(ReadLimits.MAX_MAX_DEPTH) + "]".repeat(ReadLimits.MAX_MAX_DEPTH) + "}";
        assertThat(failure(bytes(deepest), new ReadLimits(ReadLimits.MAX_MAX_DEPTH)).expected())
                .isEqualTo("at most 1000 (ReadLimits.maxDepth)");
    }

    @Test
    void reportsJacksonsStreamReadConstraints() {
        YasFormatException e = failure("{\"n\": " + "1".repeat(1001) + "}");
        assertThat(e.getMessage()).contains("StreamReadConstraints");
        assertThat(e.path()).isEqualTo("$.n");
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
