package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MultiArray;

import java.time.DayOfWeek;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

/**
 * The class mapper's refusals of CmwLight messages (docs/errors.md §3.8, §3.9), every message part asserted: a wire
 * type that is no lossless widening of the field's (a LONG into a double or float, the lossy widening issue 15 found
 * untested), an ordinal the enum does not have, an array of other dimensions, dimensions whose product differs from
 * the element count. Each message holds one field at offset 4, after the root entry count.
 */
class CmwLightMappingErrorsTest {
    /** 2^53 + 1: the smallest positive long a double cannot hold. */
    private static final long NOT_A_DOUBLE = (1L << 53) + 1;

    static final class Target {
        double scalar = -1;
        double[] array;
        float floatScalar = -1;
        DayOfWeek day;
        double[][] matrix;
        MultiArray multi;
    }

    private static byte[] message(Consumer<CmwLightWriter> field) {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(64)).putHeaderInfo();
        field.accept(w);
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }

    private static void assertMapperRefuses(byte[] bytes, int offset, String path, String expected, String actual) {
        IoBuffer buffer = IoBuffer.wrap(bytes);
        assertRefused(() -> new IoClassSerialiser(buffer).deserialise(Target.class), bytes, "CmwLight", offset, path,
                expected, actual);
        assertThat(buffer.position()).as("position after the failed read").isZero();
    }

    @Test
    void aLongIsNoLosslessWideningToDoubleOrFloatInAFieldOrAnArray() {
        for (long value : new long[] {1, NOT_A_DOUBLE}) { // refused by type, whatever the value
            assertMapperRefuses(message(w -> w.put("scalar", value)), 4, "$.scalar",
                    "DOUBLE (or a lossless widening) for field 'scalar' (double)", "LONG on the wire");
            assertMapperRefuses(message(w -> w.put("floatScalar", value)), 4, "$.floatScalar",
                    "FLOAT for field 'floatScalar' (float)", "LONG on the wire");
            assertMapperRefuses(message(w -> w.put("array", new long[] {value, 2})), 4, "$.array",
                    "DOUBLE_ARRAY (or a lossless widening) for field 'array' (double[])", "LONG_ARRAY on the wire");
        }
    }

    @Test
    void anOrdinalTheEnumDoesNotHaveIsRefusedAtItsData() {
        // "day": entry @4, name @8, type id @12, the INT ordinal @13
        assertMapperRefuses(message(w -> w.put("day", 9)), 13, "$.day",
                "an ordinal of java.time.DayOfWeek (0..6) for field 'day'", "9");
    }

    @Test
    void arraysOfOtherDimensionsOrDimensionsThatDoNotMatchTheCountAreRefused() {
        assertMapperRefuses(message(w -> w.put("matrix", new double[] {1, 2})), 4, "$.matrix",
                "2-D DOUBLE_ARRAY for field 'matrix' (double[][])", "1-D DOUBLE_ARRAY on the wire");
        // [int32 nDims 2][dims 2, 3][count 6]: the second dimension turned into 2, which holds 4 elements, not 6
        double[] six = {1, 2, 3, 4, 5, 6};
        byte[] matrix = message(w -> w.put(FieldDescription.of("matrix"), six, new int[] {2, 3})); // nDims @16
        IoBuffer.wrap(matrix).putInt(24, 2);
        assertMapperRefuses(matrix, 16, "$.matrix", "4 elements for dims [2, 2]", "6 elements");
        byte[] multi = message(w -> w.put(FieldDescription.of("multi"), six, new int[] {2, 3})); // nDims @15
        IoBuffer.wrap(multi).putInt(23, 2);
        assertMapperRefuses(multi, 15, "$.multi", "dims matching the element count",
                "dims [2, 2] hold 4 elements, the array has 6");
    }
}
