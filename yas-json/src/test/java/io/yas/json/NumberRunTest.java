package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.WireField;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Arrays of numbers, read without boxing, are typed exactly as the element-by-element rules of JsonReader say. */
class NumberRunTest {
    private static WireField field(String array) {
        byte[] text = ("{\"a\": " + array + "}").getBytes(StandardCharsets.UTF_8);
        return new JsonReader(IoBuffer.wrap(text)).readTree().field("a");
    }

    @Test
    void oneDimensionalArraysOfNumbersAreTypedByTheirWidestElement() {
        assertThat(field("[1, -2, 3]").type()).isEqualTo(DataType.INT_ARRAY);
        assertThat((int[]) field("[1, -2, 3]").value()).containsExactly(1, -2, 3);
        assertThat((long[]) field("[1, 9007199254740993]").value()).containsExactly(1L, 9007199254740993L);
        assertThat((double[]) field("[1, 2.5, 3]").value()).containsExactly(1.0, 2.5, 3.0);
        assertThat((double[]) field("[1, 123456789012345678901234567890]").value())
                .containsExactly(1.0, 1.2345678901234568E29);
        assertThat(field("[1, 2.5]").dims()).containsExactly(2);
    }

    @Test
    void longArraysGrowPastTheirFirstBuffer() {
        StringBuilder text = new StringBuilder("[0");
        for (int i = 1; i < 100; i++) {
            text.append(", ").append(i);
        }
        assertThat((int[]) field(text.append("]").toString()).value()).hasSize(100).endsWith(98, 99);
    }

    @Test
    void rowsOfNumbersMakeAnNDArrayOfTheWidestRowType() {
        WireField f = field("[[1, 2], [3, 4.5], [5, 6]]");
        assertThat(f.type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(f.dims()).containsExactly(3, 2);
        assertThat((double[]) f.value()).containsExactly(1, 2, 3, 4.5, 5, 6);
        WireField longs = field("[[[1], [2]], [[3], [4000000000]]]");
        assertThat(longs.dims()).containsExactly(2, 2, 1);
        assertThat((long[]) longs.value()).containsExactly(1, 2, 3, 4000000000L);
    }

    @Test
    @SuppressWarnings("unchecked")
    void numbersFollowedByOtherValuesKeepTheirExactBoxes() {
        WireField mixed = field("[1, 2.5, 9007199254740993, 4, \"x\"]");
        assertThat(mixed.type()).isEqualTo(DataType.LIST);
        assertThat((List<Object>) mixed.value()).containsExactly(1, 2.5, 9007199254740993L, 4, "x");
        WireField nonFinite = field("[[1, \"NaN\"], [2, 3]]");
        assertThat(nonFinite.type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat((double[]) nonFinite.value()).containsExactly(1, Double.NaN, 2, 3);
        WireField ragged = field("[[1, 2], [3]]");
        assertThat(ragged.type()).isEqualTo(DataType.LIST);
        assertThat((List<Object>) ragged.value()).containsExactly(List.of(1, 2), List.of(3));
    }
}
