package io.yas.json;

import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import org.junit.jupiter.api.Test;

import static io.yas.json.JsonCursorTest.open;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An array getter given no {@code dst} (or one of another length) returns a new array (FieldCursor's contract), of
 * any number of dimensions and whether or not it converts: the caller may change it without changing what the
 * cursor returns next.
 */
class ArrayGetterCopyTest {

    @Test
    void aFlatArrayReadTwiceIsTwoNewArrays() {
        FieldCursor r = open("{\"i\": [1, 2], \"d\": [0.5, 1.5]}");
        assertThat(r.nextField()).isEqualTo(DataType.INT_ARRAY);
        int[] first = r.getIntArray(null);
        first[0] = 99;
        assertThat(r.getIntArray(new int[1])).containsExactly(1, 2);
        assertThat(r.getLongArray(null)).containsExactly(1, 2);
        assertThat((int[]) r.readValue()).containsExactly(1, 2);
        assertThat(r.nextField()).isEqualTo(DataType.DOUBLE_ARRAY);
        float[] floats = r.getFloatArray(null);
        floats[0] = 99;
        assertThat(r.getFloatArray(null)).containsExactly(0.5f, 1.5f);
        assertThat((double[]) r.readValue()).containsExactly(0.5, 1.5);
    }

    @Test
    void anArrayOfTwoDimensionsReadTwiceIsTwoNewArrays() {
        FieldCursor r = open("{\"m\": [[1, 2], [3, 4]], \"s\": [[\"a\"], [\"b\"]]}");
        assertThat(r.nextField()).isEqualTo(DataType.INT_ARRAY);
        int[] first = r.getIntArray(null);
        first[0] = 99;
        int[] second = r.getIntArray(null);
        assertThat(second).isNotSameAs(first).containsExactly(1, 2, 3, 4);
        second[1] = 99;
        assertThat(r.getIntArray(new int[2])).containsExactly(1, 2, 3, 4);
        assertThat(r.dims()).containsExactly(2, 2);
        assertThat(r.nextField()).isEqualTo(DataType.STRING_ARRAY);
        String[] strings = r.getStringArray(null);
        strings[0] = "changed";
        assertThat(r.getStringArray(null)).containsExactly("a", "b");
    }

    @Test
    void aFlatArrayOfBooleansIsCopiedIntoTheArrayOfItsLengthOrANewOneEachTime() {
        FieldCursor r = open("{\"b\": [true, false, true], \"n\": 1, \"c\": [false]}");
        assertThat(r.nextField()).isEqualTo(DataType.BOOL_ARRAY);
        assertThat(r.dims()).containsExactly(3);
        boolean[] held = new boolean[3];
        assertThat(r.getBooleanArray(held)).as("read in place").isSameAs(held).containsExactly(true, false, true);
        boolean[] first = r.getBooleanArray(null);
        first[0] = false;
        assertThat(r.getBooleanArray(new boolean[2])).containsExactly(true, false, true);
        assertThat((boolean[]) r.readValue()).containsExactly(true, false, true);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.nextField()).as("the run reused by the next array").isEqualTo(DataType.BOOL_ARRAY);
        assertThat(r.getBooleanArray(held)).isNotSameAs(held).containsExactly(false);
        assertThat(held).as("the first array's values, untouched").containsExactly(true, false, true);
    }

    @Test
    void aLongArrayOfBooleansGrowsTheRun() {
        boolean[] values = new boolean[40];
        StringBuilder json = new StringBuilder("{\"b\": [");
        for (int i = 0; i < values.length; i++) {
            values[i] = i % 3 == 0;
            json.append(i == 0 ? "" : ",").append(values[i]);
        }
        FieldCursor r = open(json.append("]}").toString());
        assertThat(r.nextField()).isEqualTo(DataType.BOOL_ARRAY);
        assertThat(r.getBooleanArray(null)).containsExactly(values);
    }
}
