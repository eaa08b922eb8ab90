package io.yas.mapping;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link MultiArray}: the shape it accepts, that it keeps its dimensions to itself, equality by shape, element type
 * and elements, and its text.
 */
class MultiArrayTest {
    @Test
    void onlyPrimitiveAndStringArraysAreElements() {
        assertThatThrownBy(() -> MultiArray.of(new Integer[] {1}, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("elements must be a primitive array or String[], not [Ljava.lang.Integer;");
        assertThatThrownBy(() -> MultiArray.of("text", 1))
                .hasMessage("elements must be a primitive array or String[], not java.lang.String");
        assertThatThrownBy(() -> MultiArray.of(null, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("elements");
        assertThat(MultiArray.of(new String[] {"a", "b"}, 2).rank()).isEqualTo(1);
        assertThat(MultiArray.of(new boolean[4], 2, 2).dim(1)).isEqualTo(2);
    }

    @Test
    void theDimensionsMustBeNonNegativeAndHoldEveryElement() {
        assertThatThrownBy(() -> MultiArray.of(new int[0], 0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("negative dimension in [0, -1]");
        assertThatThrownBy(() -> MultiArray.of(new int[5], 2, 3))
                .hasMessage("dims [2, 3] hold 6 elements, the array has 5");
        assertThat(MultiArray.of(new int[0], 0, 3).dims()).containsExactly(0, 3);
        assertThat(MultiArray.of(new int[0], 3, 0).rank()).isEqualTo(2);
        assertThat(MultiArray.of(new double[1]).rank()).isZero(); // no dimension: one element
    }

    @Test
    void theDimensionsAreCopiedInAndOut() {
        int[] dims = {2, 3};
        MultiArray m = MultiArray.of(new int[6], dims);
        dims[0] = 6;
        dims[1] = 1;
        assertThat(m.dims()).containsExactly(2, 3);
        m.dims()[0] = 1;
        assertThat(m.dims()).containsExactly(2, 3);
        assertThat(m.dim(0)).isEqualTo(2);
        assertThat(m.dim(1)).isEqualTo(3);
    }

    @Test
    void equalArraysHaveTheSameShapeElementTypeAndElements() {
        MultiArray m = MultiArray.of(new double[] {1, 2, 3, 4, 5, Double.NaN}, 2, 3);
        MultiArray same = MultiArray.of(new double[] {1, 2, 3, 4, 5, Double.NaN}, 2, 3);
        assertThat(m).isEqualTo(same).isEqualTo(m);
        assertThat(m.hashCode()).isEqualTo(same.hashCode());
        assertThat(m).isNotEqualTo(MultiArray.of(new double[] {1, 2, 3, 4, 5, Double.NaN}, 3, 2));
        assertThat(m).isNotEqualTo(MultiArray.of(new double[] {1, 2, 3, 4, 5, 6}, 2, 3));
        assertThat(m).isNotEqualTo(MultiArray.of(new float[] {1, 2, 3, 4, 5, Float.NaN}, 2, 3));
        assertThat(m).isNotEqualTo(new double[] {1, 2, 3, 4, 5, Double.NaN});
        assertThat(m.hashCode()).isNotEqualTo(MultiArray.of(new double[] {1, 2, 3, 4, 5, Double.NaN}, 3, 2)
                .hashCode());
        assertThat(MultiArray.of(new String[] {"a", "b"}, 1, 2)).isEqualTo(MultiArray.of(new String[] {"a", "b"}, 1,
                2));
    }

    @Test
    void itsTextShowsTheDimensionsThenTheElements() {
        assertThat(MultiArray.of(new int[] {1, 2, 3, 4, 5, 6}, 2, 3)).hasToString("MultiArray[2, 3][1, 2, 3, 4, 5, 6]");
        assertThat(MultiArray.of(new String[] {"a", "b"}, 2)).hasToString("MultiArray[2][a, b]");
    }
}
