package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError;
import de.gsi.dataset.DataSetMetaData;
import de.gsi.dataset.GridDataSet;
import de.gsi.dataset.spi.AbstractDataSet;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** Compares what the DataSet block carries: name, axes, values, errors, metadata, labels and styles. */
final class DataSetAssert {
    private DataSetAssert() {
    }

    /** Doubles as {@link Double#equals} compares them: NaN equals NaN. */
    private static void assertSame(String what, double actual, double expected) {
        assertThat(Double.compare(actual, expected)).as("%s: %s, expected %s", what, actual, expected).isZero();
    }

    static void assertSameContent(DataSet actual, DataSet expected) {
        assertThat(actual.getName()).isEqualTo(expected.getName());
        assertThat(actual.getDimension()).isEqualTo(expected.getDimension());
        assertThat(actual.getDataCount()).isEqualTo(expected.getDataCount());
        int n = expected.getDataCount();
        for (int d = 0; d < expected.getDimension(); d++) {
            assertThat(actual.getAxisDescription(d).getName()).isEqualTo(expected.getAxisDescription(d).getName());
            assertThat(actual.getAxisDescription(d).getUnit()).isEqualTo(expected.getAxisDescription(d).getUnit());
            assertSame("min of axis " + d, actual.getAxisDescription(d).getMin(),
                    expected.getAxisDescription(d).getMin());
            assertSame("max of axis " + d, actual.getAxisDescription(d).getMax(),
                    expected.getAxisDescription(d).getMax());
            if (!(expected instanceof GridDataSet)) {
                assertThat(Arrays.copyOf(actual.getValues(d), n)).as("values of dimension %d", d)
                        .containsExactly(Arrays.copyOf(expected.getValues(d), n));
            }
        }
        if (expected instanceof GridDataSet g) {
            GridDataSet a = (GridDataSet) actual;
            assertThat(a.getShape()).containsExactly(g.getShape());
            for (int d = 0; d < g.getDimension(); d++) {
                double[] e = d < g.getNGrid() ? g.getGridValues(d) : g.getValues(d);
                assertThat(d < a.getNGrid() ? a.getGridValues(d) : a.getValues(d)).containsExactly(e);
            }
        }
        if (expected instanceof DataSetError e && actual instanceof DataSetError a) {
            for (int d = 0; d < expected.getDimension(); d++) {
                assertThat(a.getErrorType(d)).as("error type of dimension %d", d).isEqualTo(e.getErrorType(d));
                if (e.getErrorType(d) != DataSetError.ErrorType.NO_ERROR) {
                    assertThat(Arrays.copyOf(a.getErrorsPositive(d), n)).containsExactly(
                            Arrays.copyOf(e.getErrorsPositive(d), n));
                    assertThat(Arrays.copyOf(a.getErrorsNegative(d), n)).containsExactly(
                            Arrays.copyOf(e.getErrorsNegative(d), n));
                }
            }
        }
        if (expected instanceof DataSetMetaData e && actual instanceof DataSetMetaData a) {
            assertThat(a.getInfoList()).isEqualTo(e.getInfoList());
            assertThat(a.getWarningList()).isEqualTo(e.getWarningList());
            assertThat(a.getErrorList()).isEqualTo(e.getErrorList());
            assertThat(a.getMetaInfo()).isEqualTo(e.getMetaInfo());
        }
        if (expected instanceof AbstractDataSet<?> e && actual instanceof AbstractDataSet<?> a) {
            assertThat(a.getDataLabelMap()).isEqualTo(e.getDataLabelMap());
            assertThat(a.getDataStyleMap()).isEqualTo(e.getDataStyleMap());
        }
    }
}
