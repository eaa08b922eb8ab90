package io.yas.bench;

import io.yas.wire.WireField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every workload × payload × peer of the benchmarks, Customer L3 included, encodes and decodes its payload once and
 * gets the source's values back, so a broken peer fails the build, not the benchmark run. Most peers decode into
 * the payload class, compared with {@code equals}; {@code yasMap} decodes a generic field tree, compared field by
 * field with the source; {@code copy} (the memory-copy ceiling) carries only the numeric arrays, compared array by
 * array.
 */
class PeerRoundTripTest {
    static List<BenchmarkCase> cases() {
        return BenchmarkCase.all();
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("cases")
    void roundTripsEqual(BenchmarkCase c) {
        PeerBenchmark<?> state = c.setUp();

        assertThat(state.encodedBytes()).isPositive();
        Object decoded = state.decodeOnce();
        switch (c.peer()) {
            case "yasMap" -> assertTreeHoldsFields((WireField) decoded, state.source(), "$");
            case "copy" -> assertSameNumericArrays((TestDataClass) decoded, (TestDataClass) state.source());
            default -> assertThat(decoded).isEqualTo(state.source());
        }
    }

    @Test
    void theLargestCustomerPayloadIsACase() {
        assertThat(cases()).anyMatch(k -> k.workload().equals("Customer") && k.payload().equals("L3"));
    }

    /** Every instance field of {@code source} is the tree's field of that name, nested objects followed. */
    private static void assertTreeHoldsFields(WireField tree, Object source, String path) {
        List<Field> fields = instanceFields(source.getClass());
        assertThat(tree.fields()).as(path).hasSizeLessThanOrEqualTo(fields.size()).isNotEmpty();
        for (Field f : fields) {
            Object expected = value(f, source);
            String at = path + "." + f.getName();
            if (expected == null) {
                assertThat(tree.field(f.getName())).as(at + " is not written").isNull();
            } else if (expected instanceof TestDataClass nested) {
                assertTreeHoldsFields(tree.field(f.getName()), nested, at);
            } else {
                assertThat(tree.field(f.getName())).as(at).isNotNull();
                assertThat(Objects.deepEquals(tree.field(f.getName()).value(), expected)).as(at).isTrue();
            }
        }
    }

    /** The numeric arrays of the copy ceiling, 1-D and N-D, nested instances too. */
    private static void assertSameNumericArrays(TestDataClass copy, TestDataClass source) {
        for (TestDataClass s = source, t = copy; s != null; s = s.nestedData, t = t.nestedData) {
            assertThat(t).isNotNull();
            for (String kind : List.of("byte", "short", "int", "long", "float", "double")) {
                for (String name : List.of(kind + "Array", kind + "NdimArray")) {
                    Field f = field(name);
                    assertThat(Objects.deepEquals(value(f, t), value(f, s))).as(name).isTrue();
                }
            }
        }
    }

    private static Field field(String name) {
        try {
            return TestDataClass.class.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(e);
        }
    }

    private static List<Field> instanceFields(Class<?> type) {
        return List.of(type.getDeclaredFields()).stream()
                .filter(f -> !Modifier.isStatic(f.getModifiers()) && !Modifier.isTransient(f.getModifiers()))
                .toList();
    }

    private static Object value(Field f, Object o) {
        try {
            f.setAccessible(true);
            return f.get(o);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
