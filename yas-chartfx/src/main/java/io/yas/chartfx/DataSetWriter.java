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

import java.util.LinkedHashMap;
import java.util.Map;

/** Writes one DataSet block in the reference's field order (docs/spec-yas.md, "DataSet"). */
final class DataSetWriter {
    private static final String[] NO_STRINGS = new String[0];

    private DataSetWriter() {
    }

    /** Writes {@code ds} as a nested object: start marker, fields, end marker. Holds the data set's read lock. */
    static void write(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        ds.lock().readLockGuard(() -> {
            String name = name(ds);
            w.putStartMarker(FieldDescription.of(FieldNames.START_PREFIX + name));
            writeFields(w, ds, options);
            w.putEndMarker(FieldDescription.of(FieldNames.END_PREFIX + name));
        });
    }

    /** Writes the fields of {@code ds} into an object opened by the caller. Holds the data set's read lock. */
    static void writeFieldsLocked(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        ds.lock().readLockGuard(() -> writeFields(w, ds, options));
    }

    static String name(DataSet ds) {
        return ds.getName() == null ? "" : ds.getName();
    }

    private static void writeFields(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        if (w.protocol() == Protocol.JSON) {
            DataSetJsonWriter.writeFields(w, ds, options);
            return;
        }
        w.put(FieldNames.NAME, name(ds));
        int nDims = ds.getDimension();
        w.put(FieldNames.DIMS, nDims);
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
            w.put(FieldNames.INFO, m.getInfoList().toArray(NO_STRINGS));
            w.put(FieldNames.WARNING, m.getWarningList().toArray(NO_STRINGS));
            w.put(FieldNames.ERROR, m.getErrorList().toArray(NO_STRINGS));
            if (maps) {
                w.put(FieldNames.META_INFO, m.getMetaInfo(), String.class, String.class);
            }
        }
        if (options.writesLabels() && maps) {
            writeIndexMap(w, FieldNames.LABELS, labels(ds, true));
            writeIndexMap(w, FieldNames.STYLES, labels(ds, false));
        }
    }

    private static void writeIndexMap(IoSerialiser w, String field, Map<Integer, String> map) {
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
