package io.yas.chartfx;

import de.gsi.dataset.AxisDescription;
import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError.ErrorType;
import de.gsi.dataset.DataSetMetaData;
import de.gsi.dataset.spi.AbstractDataSet;
import de.gsi.dataset.spi.DoubleDataSet;
import de.gsi.dataset.spi.DoubleErrorDataSet;
import de.gsi.dataset.spi.DoubleGridDataSet;
import de.gsi.dataset.spi.FloatDataSet;
import de.gsi.dataset.spi.MultiDimDoubleDataSet;
import io.yas.wire.FieldCursor;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one DataSet block carried, collected field by field, then put into a data set: the existing one in place
 * where its implementation fits, else a new one of the implementation that fits the data.
 */
final class DataSetContent {
    /** More dimensions than any chart-fx data set has; bounds what a corrupt {@code nDims} makes us allocate. */
    static final int MAX_DIMS = 64;

    private final DataSet existing;
    String name;
    /** 0 until {@code nDims} was read. */
    int nDims;
    String[] axisName;
    String[] axisUnit;
    double[] axisMin;
    double[] axisMax;
    List<String> info;
    List<String> warning;
    List<String> error;
    Map<String, String> metaInfo;
    Map<Integer, String> labels;
    Map<Integer, String> styles;
    private double[][] values;
    private double[][] errorsNegative;
    private double[][] errorsPositive;
    /** Arrays of the existing data set by kind (values, negative, positive errors) and dimension, or null. */
    private double[][][] reusable;

    DataSetContent(DataSet existing) {
        this.existing = existing;
    }

    /** Takes {@code nDims}; the arrays of an existing data set of that dimension are offered for reuse. */
    void dims(FieldCursor r, int n) {
        if (nDims != 0) {
            throw DataSetReader.failure(r, "one nDims field", "a second one");
        }
        if (n < 1 || n > MAX_DIMS) {
            throw DataSetReader.failure(r, "nDims 1.." + MAX_DIMS, String.valueOf(n));
        }
        nDims = n;
        axisName = new String[n];
        axisUnit = new String[n];
        axisMin = new double[n];
        axisMax = new double[n];
        Arrays.fill(axisMin, Double.NaN);
        Arrays.fill(axisMax, Double.NaN);
        values = new double[n][];
        errorsNegative = new double[n][];
        errorsPositive = new double[n][];
        reusable = new double[3][n][];
        boolean ownArrays = existing instanceof DoubleDataSet || existing instanceof DoubleErrorDataSet
                || existing instanceof MultiDimDoubleDataSet;
        if (ownArrays && existing.getDimension() == n) {
            for (int d = 0; d < n; d++) {
                reusable[0][d] = existing.getValues(d); // the data set's own arrays: filled directly if the length fits
            }
        }
        if (existing instanceof DoubleErrorDataSet e && n == 2) {
            reusable[1][1] = e.getErrorsNegative(1);
            reusable[2][1] = e.getErrorsPositive(1);
        }
    }

    /** @return an array of the existing data set that may take indexed field {@code kind} of dimension {@code d} */
    double[] reusable(int kind, int d) {
        return reusable[kind - FieldNames.VALUES][d];
    }

    /** @return the arrays of an indexed kind: values, negative or positive errors */
    double[][] arrays(int kind) {
        return switch (kind) {
            case FieldNames.VALUES -> values;
            case FieldNames.ERROR_NEGATIVE -> errorsNegative;
            default -> errorsPositive;
        };
    }

    /** Puts the content into a data set; {@code start} is the block's START_MARKER offset, for errors. */
    DataSet apply(FieldCursor r, int start) {
        if (nDims == 0) {
            throw DataSetReader.failure(r, start, "a DataSet block with an nDims field", "none");
        }
        for (int d = 0; d < nDims; d++) {
            if (values[d] == null) {
                throw DataSetReader.failure(r, start, "a DataSet block with array" + d, "no array" + d);
            }
        }
        int n = values[0].length;
        DataSet ds;
        if (Arrays.stream(values).allMatch(a -> a.length == n)) {
            checkErrors(r, start, n);
            ds = update(n);
        } else {
            ds = updateGrid(r, start, gridDims(r, start));
        }
        decorate(ds);
        return ds;
    }

    private void checkErrors(FieldCursor r, int start, int n) {
        for (int d = 0; d < nDims; d++) {
            if (errorsNegative[d] != null && errorsPositive[d] == null) {
                throw DataSetReader.failure(r, start, "ep" + d + " with en" + d, "en" + d + " alone");
            }
            for (double[] e : new double[][] {errorsNegative[d], errorsPositive[d]}) {
                if (e != null && e.length != n) {
                    throw DataSetReader.failure(r, start, "errors of dimension " + d + " with " + n + " points",
                            e.length + " points");
                }
            }
        }
    }

    private DataSet update(int n) {
        if (existing instanceof DoubleErrorDataSet e && nDims == 2) {
            e.set(values[0], values[1], negativeErrors(n), positiveErrors(n), n, false);
            setErrorTypes(e);
            return e;
        } else if (existing instanceof DoubleDataSet d && nDims == 2) {
            return d.set(values[0], values[1], n, false);
        } else if (existing instanceof FloatDataSet f && nDims == 2) {
            return f.set(floats(values[0], f.getFloatValues(0)), floats(values[1], f.getFloatValues(1)), n, false);
        } else if (existing instanceof MultiDimDoubleDataSet m && m.getDimension() == nDims) {
            return m.set(values, n, false);
        }
        return replace(create(n));
    }

    private DataSet create(int n) {
        if (nDims == 2 && (errorsPositive[0] != null || errorsPositive[1] != null)) {
            DoubleErrorDataSet e = new DoubleErrorDataSet(name, values[0], values[1], negativeErrors(n),
                    positiveErrors(n), n, false);
            setErrorTypes(e);
            return e;
        } else if (nDims == 2) {
            return new DoubleDataSet(name, values[0], values[1], n, false);
        }
        return new MultiDimDoubleDataSet(name, false, values);
    }

    /** An existing data set of another implementation takes the new one's data by {@code set(DataSet, true)}. */
    private DataSet replace(DataSet fresh) {
        if (existing == null) {
            return fresh;
        }
        existing.set(fresh, true);
        return existing;
    }

    /** Positive y errors (chart-fx keeps none for x): as written, else zeros. */
    private double[] positiveErrors(int n) {
        return errorsPositive[1] != null ? errorsPositive[1] : filled(FieldNames.ERROR_POSITIVE, n, null);
    }

    /** Negative y errors: as written, a copy of the positive ones for symmetric errors, else zeros. */
    private double[] negativeErrors(int n) {
        return errorsNegative[1] != null ? errorsNegative[1] : filled(FieldNames.ERROR_NEGATIVE, n, errorsPositive[1]);
    }

    /**
     * A y error array of {@code n} points holding {@code source} (or zeros): the existing data set's array if it fits
     * and is not {@code source} itself (negative and positive errors must stay two arrays), else a new one.
     */
    private double[] filled(int kind, int n, double[] source) {
        double[] out = reusable(kind, 1);
        if (out == null || out.length != n || out == source) {
            out = new double[n];
        }
        if (source != null) {
            System.arraycopy(source, 0, out, 0, n);
        } else {
            Arrays.fill(out, 0.0);
        }
        return out;
    }

    private void setErrorTypes(DoubleErrorDataSet e) {
        for (int d = 0; d < 2; d++) {
            e.setErrorType(d, errorsNegative[d] != null ? ErrorType.ASYMMETRIC
                    : errorsPositive[d] != null ? ErrorType.SYMMETRIC : ErrorType.NO_ERROR);
        }
    }

    /** The number of grid dimensions: the leading arrays whose lengths multiply to the length of every other one. */
    private int gridDims(FieldCursor r, int start) {
        for (int k = 1; k < nDims; k++) {
            long product = 1;
            for (int d = 0; d < k; d++) {
                product *= values[d].length;
            }
            boolean fits = true;
            for (int d = k; d < nDims; d++) {
                fits &= values[d].length == product;
            }
            if (fits) {
                return k;
            }
        }
        throw DataSetReader.failure(r, start, "arrays of one length, or grid axes and values of their product's "
                + "length", "lengths " + DataSetReader.lengths(values));
    }

    private DataSet updateGrid(FieldCursor r, int start, int k) {
        double[][] grid = Arrays.copyOf(values, k);
        double[][] gridValues = Arrays.copyOfRange(values, k, nDims);
        if (existing instanceof DoubleGridDataSet g && g.getDimension() == nDims && g.getNGrid() == k) {
            g.set(false, grid, gridValues);
            return g;
        }
        try {
            return replace(new DoubleGridDataSet(name, false, grid, gridValues));
        } catch (RuntimeException e) {
            throw DataSetReader.failure(r, start, "grid data fitting " + existing.getClass().getSimpleName(),
                    e.getMessage());
        }
    }

    /** {@code values} as floats, into {@code reuse} (a FloatDataSet's own array) if its length fits. */
    private static float[] floats(double[] values, float[] reuse) {
        float[] out = reuse != null && reuse.length == values.length ? reuse : new float[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (float) values[i];
        }
        return out;
    }

    /** Name, axes, metadata and labels, after the data (setting data clears labels and styles). */
    private void decorate(DataSet ds) {
        if (name != null && ds instanceof AbstractDataSet<?> a) {
            a.setName(name);
        }
        for (int d = 0; d < Math.min(nDims, ds.getDimension()); d++) {
            AxisDescription axis = ds.getAxisDescription(d);
            String newName = axisName[d] != null ? axisName[d] : axis.getName();
            String newUnit = axisUnit[d] != null ? axisUnit[d] : axis.getUnit();
            if (!Objects.equals(newName, axis.getName()) || !Objects.equals(newUnit, axis.getUnit())) {
                axis.set(newName, newUnit); // only on a change: each set notifies the axis's listeners
            }
            if (!Double.isNaN(axisMin[d]) || !Double.isNaN(axisMax[d])) {
                axis.set(axisMin[d], axisMax[d]);
            }
        }
        if (ds instanceof DataSetMetaData m) {
            refill(m.getInfoList(), info);
            refill(m.getWarningList(), warning);
            refill(m.getErrorList(), error);
            if (metaInfo != null) {
                m.getMetaInfo().clear();
                m.getMetaInfo().putAll(metaInfo);
            }
        }
        if (ds instanceof AbstractDataSet<?> a) {
            if (labels != null) {
                a.getDataLabelMap().clear();
                labels.forEach(a::addDataLabel);
            }
            if (styles != null) {
                a.getDataStyleMap().clear();
                styles.forEach(a::addDataStyle);
            }
        }
    }

    private static void refill(List<String> target, List<String> wire) {
        if (wire != null) {
            target.clear();
            target.addAll(wire);
        }
    }
}
