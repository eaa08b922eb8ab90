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
import de.gsi.dataset.event.EventListener;
import de.gsi.dataset.event.UpdatedDataEvent;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one DataSet block carried, collected field by field, then put into a data set: the existing one in place
 * where its implementation fits, else a new one of the implementation that fits the data.
 *
 * <p>One instance per thread is reused from block to block ({@link #acquire}, {@link #release}), its arrays kept
 * while the number of dimensions stays, so that an in-place read allocates nothing; released, it holds no reference
 * to a data set or its arrays.
 */
final class DataSetContent {
    /** More dimensions than any chart-fx data set has; bounds what a corrupt {@code nDims} makes us allocate. */
    static final int MAX_DIMS = 64;
    /** The string lists, the index into {@link #lists}. */
    static final int INFO = 0;
    static final int WARNING = 1;
    static final int ERROR = 2;

    private static final ThreadLocal<DataSetContent> CACHED = ThreadLocal.withInitial(DataSetContent::new);

    private DataSet existing;
    private boolean inUse;
    String name;
    /** 0 until {@code nDims} was read. */
    int nDims;
    String[] axisName;
    String[] axisUnit;
    double[] axisMin;
    double[] axisMax;
    /** The info, warning and error lists as read, arrays reused while their lengths stay; null: not in the block. */
    private final String[][] lists = new String[3][];
    private final boolean[] listRead = new boolean[3];
    Map<String, String> metaInfo;
    Map<Integer, String> labels;
    Map<Integer, String> styles;
    private double[][] values;
    private double[][] errorsNegative;
    private double[][] errorsPositive;
    /** Arrays of the existing data set by kind (values, negative, positive errors) and dimension, or null. */
    private double[][][] reusable;
    /** The y errors of a two-dimensional error data set, once made ({@link #negativeErrors}), or null. */
    private double[] yNegative;
    private double[] yPositive;
    /**
     * The field ids ({@link DataSetReader}) and wire types of the last block read on this thread, in their order: the
     * field expected at each place of the next block, its header compared first. Bounded by {@link #REMEMBERED_FIELDS}.
     */
    private int[] order = new int[16];
    private DataType[] orderTypes = new DataType[16];
    private int orderLength;
    /** How many fields of a block the order remembers; later ones are matched by name alone. */
    static final int REMEMBERED_FIELDS = 1024;

    private DataSetContent() {
    }

    /** {@return the id of the field at place {@code i} of the last block, or -1} */
    int expected(int i) {
        return i < orderLength ? order[i] : -1;
    }

    /** {@return the wire type of the field at place {@code i} of the last block (one with an id)} */
    DataType expectedType(int i) {
        return orderTypes[i];
    }

    /** Records that the field at place {@code i} of this block has id {@code id} (-1: unknown) and {@code type}. */
    void matched(int i, int id, DataType type) {
        if (i >= REMEMBERED_FIELDS) {
            return;
        }
        if (i == order.length) {
            order = Arrays.copyOf(order, 2 * i);
            orderTypes = Arrays.copyOf(orderTypes, 2 * i);
        }
        order[i] = id;
        orderTypes[i] = type;
        orderLength = Math.max(orderLength, i + 1); // the last block's later places stay guesses
    }

    /**
     * {@return this thread's content, empty, for a block read into {@code existing}} A block read while another one
     * is applied on this thread (by a listener of the data set) gets a new one.
     */
    static DataSetContent acquire(DataSet existing) {
        DataSetContent c = CACHED.get();
        if (c.inUse) {
            c = new DataSetContent();
        }
        c.inUse = true;
        c.existing = existing;
        return c;
    }

    /** Forgets the block, keeping the arrays for the next one: no data set or array of one stays referenced. */
    void release() {
        existing = null;
        name = null;
        metaInfo = null;
        labels = null;
        styles = null;
        yNegative = null;
        yPositive = null;
        Arrays.fill(listRead, false);
        if (nDims != 0) {
            Arrays.fill(axisName, null);
            Arrays.fill(axisUnit, null);
            Arrays.fill(values, null);
            Arrays.fill(errorsNegative, null);
            Arrays.fill(errorsPositive, null);
            for (double[][] kind : reusable) {
                Arrays.fill(kind, null);
            }
            nDims = 0;
        }
        inUse = false;
    }

    /** {@return the existing data set's name, to keep when the block carries it unchanged} */
    String currentName() {
        return existing == null ? null : existing.getName();
    }

    /** {@return the existing data set's axis name (or unit) of dimension {@code d}, to keep when unchanged} */
    String currentAxis(int d, boolean unit) {
        if (existing == null || d >= existing.getDimension()) {
            return null;
        }
        AxisDescription axis = existing.getAxisDescription(d);
        return unit ? axis.getUnit() : axis.getName();
    }

    /** Reads string list {@code kind} ({@link #INFO}, {@link #WARNING}, {@link #ERROR}) into its reused array. */
    void list(FieldCursor r, int kind) {
        lists[kind] = r.getStringArray(lists[kind]);
        listRead[kind] = true;
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
        if (values == null || values.length != n) {
            axisName = new String[n];
            axisUnit = new String[n];
            axisMin = new double[n];
            axisMax = new double[n];
            values = new double[n][];
            errorsNegative = new double[n][];
            errorsPositive = new double[n][];
            reusable = new double[3][n][];
        }
        Arrays.fill(axisMin, Double.NaN);
        Arrays.fill(axisMax, Double.NaN);
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
        if (!oneLength(n)) {
            DataSet ds = updateGrid(r, start, gridDims(r, start));
            decorate(ds);
            return ds;
        }
        checkErrors(r, start, n);
        if (refilled(n)) {
            // the data set's own arrays hold the points already: no set(…), whose new array wrappers, range
            // resets and event would allocate; one event after the rest, as set(…) fires one
            setErrorTypes();
            clearRangesNotInBlock();
            decorate(existing);
            notifyUpdated(existing);
            return existing;
        }
        DataSet ds = update(n);
        decorate(ds);
        return ds;
    }

    private boolean oneLength(int n) {
        for (int d = 1; d < nDims; d++) {
            if (values[d].length != n) {
                return false;
            }
        }
        return true;
    }

    private void checkErrors(FieldCursor r, int start, int n) {
        for (int d = 0; d < nDims; d++) {
            if (errorsNegative[d] != null && errorsPositive[d] == null) {
                throw DataSetReader.failure(r, start, "ep" + d + " with en" + d, "en" + d + " alone");
            }
            checkErrorLength(r, start, d, errorsNegative[d], n);
            checkErrorLength(r, start, d, errorsPositive[d], n);
        }
    }

    private static void checkErrorLength(FieldCursor r, int start, int d, double[] errors, int n) {
        if (errors != null && errors.length != n) {
            throw DataSetReader.failure(r, start, "errors of dimension " + d + " with " + n + " points",
                    errors.length + " points");
        }
    }

    /**
     * {@return whether the existing data set of {@code n} points now holds the block's points in its own arrays} (a
     * {@code DoubleDataSet}, {@code DoubleErrorDataSet} (its y errors too) or {@code MultiDimDoubleDataSet}).
     */
    private boolean refilled(int n) {
        boolean kind = existing instanceof DoubleDataSet || existing instanceof DoubleErrorDataSet
                || existing instanceof MultiDimDoubleDataSet;
        if (!kind || existing.getDimension() != nDims || existing.getDataCount() != n) {
            return false;
        }
        for (int d = 0; d < nDims; d++) {
            if (values[d] != existing.getValues(d)) {
                return false;
            }
        }
        return !(existing instanceof DoubleErrorDataSet e)
                || negativeErrors(n) == e.getErrorsNegative(1) && positiveErrors(n) == e.getErrorsPositive(1);
    }

    /** As {@code set(…)} would: an axis whose range the block lacks is recomputed from the data when asked. */
    private void clearRangesNotInBlock() {
        for (int d = 0; d < nDims; d++) {
            if (Double.isNaN(axisMin[d]) && Double.isNaN(axisMax[d])) {
                existing.getAxisDescription(d).clear();
            }
        }
    }

    /**
     * Tells the data set's listeners that its data changed, as its {@code set(…)} does; without a listener (or with
     * notification off) no event is made, since chart-fx's {@code invokeListener} would drop it unseen.
     */
    private static void notifyUpdated(DataSet ds) {
        if (!ds.isAutoNotification()) {
            return;
        }
        List<EventListener> listeners = ds.updateEventListener();
        if (listeners != null && !listeners.isEmpty()) {
            ds.invokeListener(new UpdatedDataEvent(ds));
        }
    }

    private DataSet update(int n) {
        if (existing instanceof DoubleErrorDataSet e && nDims == 2) {
            e.set(values[0], values[1], negativeErrors(n), positiveErrors(n), n, false);
            setErrorTypes();
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
        return new MultiDimDoubleDataSet(name, false, values.clone()); // the outer array stays this content's
    }

    /** An existing data set of another implementation takes the new one's data by {@code set(DataSet, true)}. */
    private DataSet replace(DataSet fresh) {
        if (existing == null) {
            return fresh;
        }
        existing.set(fresh, true);
        return existing;
    }

    /** Positive y errors (chart-fx keeps none for x): as written, else zeros; made once per block. */
    private double[] positiveErrors(int n) {
        if (yPositive == null) {
            yPositive = errorsPositive[1] != null ? errorsPositive[1] : filled(FieldNames.ERROR_POSITIVE, n, null);
        }
        return yPositive;
    }

    /** Negative y errors: as written, a copy of the positive ones for symmetric errors, else zeros; made once. */
    private double[] negativeErrors(int n) {
        if (yNegative == null) {
            yNegative = errorsNegative[1] != null ? errorsNegative[1]
                    : filled(FieldNames.ERROR_NEGATIVE, n, errorsPositive[1]);
        }
        return yNegative;
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

    /** The error types of the existing data set, if it is a {@code DoubleErrorDataSet}. */
    private void setErrorTypes() {
        if (existing instanceof DoubleErrorDataSet e) {
            setErrorTypes(e);
        }
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

    /**
     * Name, axes, metadata and labels, after the data (setting data clears labels and styles); each changed only
     * where it differs, since every change notifies listeners (and allocates the event).
     */
    private void decorate(DataSet ds) {
        if (name != null && ds instanceof AbstractDataSet<?> a && !name.equals(a.getName())) {
            a.setName(name);
        }
        for (int d = 0; d < Math.min(nDims, ds.getDimension()); d++) {
            AxisDescription axis = ds.getAxisDescription(d);
            String newName = axisName[d] != null ? axisName[d] : axis.getName();
            String newUnit = axisUnit[d] != null ? axisUnit[d] : axis.getUnit();
            if (!Objects.equals(newName, axis.getName()) || !Objects.equals(newUnit, axis.getUnit())) {
                axis.set(newName, newUnit);
            }
            if (!Double.isNaN(axisMin[d]) || !Double.isNaN(axisMax[d])) {
                axis.set(axisMin[d], axisMax[d]); // notifies only if the range changes
            }
        }
        if (ds instanceof DataSetMetaData m) {
            refill(m.getInfoList(), INFO);
            refill(m.getWarningList(), WARNING);
            refill(m.getErrorList(), ERROR);
            if (metaInfo != null) {
                refill(m.getMetaInfo(), metaInfo);
            }
        }
        if (ds instanceof AbstractDataSet<?> a) {
            refill(a.getDataLabelMap(), labels);
            refill(a.getDataStyleMap(), styles);
        }
    }

    /** List {@code kind} of the block into {@code target}, if the block has it and it differs. */
    private void refill(List<String> target, int kind) {
        if (!listRead[kind]) {
            return;
        }
        String[] wire = lists[kind];
        if (target.size() == wire.length) {
            int same = 0;
            while (same < wire.length && wire[same].equals(target.get(same))) {
                same++;
            }
            if (same == wire.length) {
                return;
            }
        }
        target.clear();
        for (String s : wire) {
            target.add(s);
        }
    }

    /** {@code wire} into {@code target} if it differs; no {@code wire} (labels not in the block) clears it. */
    private static <K> void refill(Map<K, String> target, Map<K, String> wire) {
        if (wire == null ? target.isEmpty() : sameEntries(target, wire)) {
            return;
        }
        target.clear();
        if (wire != null) {
            for (Map.Entry<K, String> e : wire.entrySet()) {
                target.put(e.getKey(), e.getValue());
            }
        }
    }

    private static boolean sameEntries(Map<?, String> target, Map<?, String> wire) {
        return target.size() == wire.size() && (wire.isEmpty() || target.equals(wire));
    }
}
