package io.yas.chartfx;

import de.gsi.dataset.AxisDescription;
import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError;
import de.gsi.dataset.DataSetMetaData;
import de.gsi.dataset.GridDataSet;
import de.gsi.dataset.spi.AbstractDataSet;
import de.gsi.dataset.spi.FloatDataSet;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes one DataSet block in the reference's field order (docs/spec-yas.md, "DataSet"). */
final class DataSetWriter {
    /** Per thread: the array a string list is copied into for writing, grown as needed, emptied after. */
    private static final ThreadLocal<String[][]> LIST_ARRAY = ThreadLocal.withInitial(() -> new String[1][0]);

    private DataSetWriter() {
    }

    /** Writes {@code ds} as a nested object: start marker, fields, end marker. Holds the data set's read lock. */
    static void write(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        ds.lock().readLock(); // not readLockGuard: its Runnable would capture (and allocate) per write
        try {
            FieldNames.Markers markers = FieldNames.markers(name(ds));
            w.putStartMarker(markers.start());
            writeFields(w, ds, options);
            w.putEndMarker(markers.end());
        } finally {
            ds.lock().readUnLock();
        }
    }

    /** Writes the fields of {@code ds} into an object opened by the caller. Holds the data set's read lock. */
    static void writeFieldsLocked(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        ds.lock().readLock();
        try {
            writeFields(w, ds, options);
        } finally {
            ds.lock().readUnLock();
        }
    }

    static String name(DataSet ds) {
        return ds.getName() == null ? "" : ds.getName();
    }

    private static void writeFields(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        if (w.protocol() == Protocol.JSON) {
            DataSetJsonWriter.writeFields(w, ds, options);
            return;
        }
        w.put(FieldNames.NAME_FIELD, name(ds));
        int nDims = ds.getDimension();
        w.put(FieldNames.DIMS_FIELD, nDims);
        for (int d = 0; d < nDims; d++) {
            AxisDescription axis = ds.getAxisDescription(d);
            w.put(FieldNames.indexed(FieldNames.AXIS_NAME, d), axis.getName());
            w.put(FieldNames.indexed(FieldNames.AXIS_UNIT, d), axis.getUnit());
            w.put(FieldNames.indexed(FieldNames.AXIS_MIN, d), axis.getMin());
            w.put(FieldNames.indexed(FieldNames.AXIS_MAX, d), axis.getMax());
        }
        writeMetaDataAndLabels(w, ds, options);
        if (ds instanceof GridDataSet grid) {
            writeGrid(w, grid, options.asFloat());
        } else {
            writeValues(w, ds, options.asFloat());
        }
    }

    /**
     * {@code infoList}, {@code warningList}, {@code errorList}, {@code metaInfo}, {@code dataLabels},
     * {@code dataStyles}, as the options and the protocol allow.
     */
    static void writeMetaDataAndLabels(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        // CmwLight has no maps: metaInfo and labels stay behind there
        boolean maps = w.protocol() != Protocol.CMWLIGHT;
        if (options.writesMetaData() && ds instanceof DataSetMetaData m) {
            putList(w, FieldNames.INFO_FIELD, m.getInfoList());
            putList(w, FieldNames.WARNING_FIELD, m.getWarningList());
            putList(w, FieldNames.ERROR_FIELD, m.getErrorList());
            if (maps) {
                Map<String, String> metaInfo = m.getMetaInfo();
                // the same bytes; an empty map of the JDK's iterates without making an iterator
                w.put(FieldNames.META_INFO_FIELD, metaInfo.isEmpty() ? Collections.emptyMap() : metaInfo, String.class,
                        String.class);
            }
        }
        if (options.writesLabels() && maps) {
            writeIndexMap(w, FieldNames.LABELS_FIELD, labels(ds, true));
            writeIndexMap(w, FieldNames.STYLES_FIELD, labels(ds, false));
        }
    }

    /** A string list as a STRING_ARRAY, copied into this thread's reused array rather than a new one. */
    private static void putList(IoSerialiser w, FieldDescription fd, List<String> list) {
        String[][] holder = LIST_ARRAY.get();
        int n = list.size();
        if (holder[0].length < n) {
            holder[0] = new String[n];
        }
        String[] array = list.toArray(holder[0]); // into holder[0], long enough unless the list grew meanwhile
        try {
            w.put(fd, array, array == holder[0] ? n : array.length);
        } finally {
            Arrays.fill(array, 0, Math.min(n, array.length), null); // no strings kept by this thread
        }
    }

    private static void writeIndexMap(IoSerialiser w, FieldDescription field, Map<Integer, String> map) {
        if (!map.isEmpty()) {
            w.put(field, map, Integer.class, String.class);
        }
    }

    /** The data labels (or styles) by point index: an AbstractDataSet's own map, else a scan of every point. */
    private static Map<Integer, String> labels(DataSet ds, boolean labels) {
        if (ds instanceof AbstractDataSet<?> a) {
            return labels ? a.getDataLabelMap() : a.getDataStyleMap();
        }
        Map<Integer, String> out = new LinkedHashMap<>();
        for (int i = 0; i < ds.getDataCount(); i++) {
            String s = labels ? ds.getDataLabel(i) : ds.getStyle(i);
            if (s != null) {
                out.put(i, s);
            }
        }
        return out;
    }

    private static void writeGrid(IoSerialiser w, GridDataSet grid, boolean asFloat) {
        int nGrid = grid.getNGrid();
        int[] shape = grid.getShape();
        for (int d = 0; d < grid.getDimension(); d++) {
            double[] values = d < nGrid ? grid.getGridValues(d) : grid.getValues(d);
            int count = d < nGrid ? shape[d] : grid.getDataCount();
            putArray(w, FieldNames.indexed(FieldNames.VALUES, d), values, count, asFloat);
        }
    }

    private static void writeValues(IoSerialiser w, DataSet ds, boolean asFloat) {
        int n = ds.getDataCount();
        int nDims = ds.getDimension();
        for (int d = 0; d < nDims; d++) {
            FieldDescription fd = FieldNames.indexed(FieldNames.VALUES, d);
            if (asFloat && ds instanceof FloatDataSet f) {
                w.put(fd, f.getFloatValues(d), n);
            } else {
                putArray(w, fd, ds.getValues(d), n, asFloat);
            }
        }
        if (!(ds instanceof DataSetError e)) {
            return;
        }
        for (int d = 0; d < nDims; d++) {
            switch (e.getErrorType(d)) {
                case SYMMETRIC -> putArray(w, FieldNames.indexed(FieldNames.ERROR_POSITIVE, d),
                        e.getErrorsPositive(d), n, asFloat);
                case ASYMMETRIC -> {
                    putArray(w, FieldNames.indexed(FieldNames.ERROR_NEGATIVE, d), e.getErrorsNegative(d), n, asFloat);
                    putArray(w, FieldNames.indexed(FieldNames.ERROR_POSITIVE, d), e.getErrorsPositive(d), n, asFloat);
                }
                default -> {
                    // NO_ERROR: nothing on the wire
                }
            }
        }
    }

    private static void putArray(IoSerialiser w, FieldDescription fd, double[] values, int count, boolean asFloat) {
        if (!asFloat) {
            w.put(fd, values, count);
            return;
        }
        int n = Math.min(count, values.length);
        float[] floats = new float[n];
        for (int i = 0; i < n; i++) {
            floats[i] = (float) values[i];
        }
        w.put(fd, floats, n);
    }
}
