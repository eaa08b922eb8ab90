package io.yas.chartfx;

import de.gsi.dataset.AxisDescription;
import de.gsi.dataset.DataSet;
import de.gsi.dataset.DataSetError;
import de.gsi.dataset.DataSetError.ErrorType;
import de.gsi.dataset.GridDataSet;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The DataSet as a readable JSON object (JSON cannot carry the reference's flat field names usefully): {@code name};
 * {@code axes}, one object per dimension with {@code name}, {@code unit}, {@code min}, {@code max}; {@code values},
 * an array per dimension ({@code [[x…], [y…]]}; for a grid data set the value dimensions, the grid axes in
 * {@code grid}); {@code errors}, one object per dimension with errors ({@code axis}, and {@code symmetric} or
 * {@code negative} and {@code positive}); then the metadata and labels as in YaS. Written only: class mapping does
 * not read data sets back from JSON.
 */
final class DataSetJsonWriter {
    private static final FieldDescription NAME = FieldDescription.of("name");
    private static final FieldDescription AXES = FieldDescription.of("axes");
    private static final FieldDescription VALUES = FieldDescription.of("values");
    private static final FieldDescription GRID = FieldDescription.of("grid");
    private static final FieldDescription ERRORS = FieldDescription.of("errors");
    private static final FieldDescription SYMMETRIC = FieldDescription.of("symmetric");
    private static final FieldDescription NEGATIVE = FieldDescription.of("negative");
    private static final FieldDescription POSITIVE = FieldDescription.of("positive");

    private DataSetJsonWriter() {
    }

    static void writeFields(IoSerialiser w, DataSet ds, DataSetSerialiser options) {
        w.put(NAME, DataSetWriter.name(ds));
        int nDims = ds.getDimension();
        int h = w.putObjectCollectionHeader(AXES, DataType.LIST, Collections.nCopies(nDims, ds), "AxisDescription");
        for (int d = 0; d < nDims; d++) {
            AxisDescription axis = ds.getAxisDescription(d);
            w.putStartMarker("");
            w.put("name", axis.getName()).put("unit", axis.getUnit()).put("min", axis.getMin())
                    .put("max", axis.getMax());
            w.putEndMarker("");
        }
        w.updateDataEndMarker(h);
        if (ds instanceof GridDataSet grid) {
            int nGrid = grid.getNGrid();
            List<double[]> axes = new ArrayList<>();
            for (int d = 0; d < nGrid; d++) {
                axes.add(Arrays.copyOf(grid.getGridValues(d), grid.getShape(d)));
            }
            putRows(w, GRID, axes);
            putRows(w, VALUES, rows(ds, nGrid, nDims));
        } else {
            putRows(w, VALUES, rows(ds, 0, nDims));
            writeErrors(w, ds);
        }
        DataSetWriter.writeMetaDataAndLabels(w, ds, options);
    }

    private static List<double[]> rows(DataSet ds, int from, int to) {
        List<double[]> rows = new ArrayList<>();
        for (int d = from; d < to; d++) {
            rows.add(Arrays.copyOf(ds.getValues(d), ds.getDataCount()));
        }
        return rows;
    }

    /** Arrays of equal length as one 2-D array, else (grid axes) as an array of objects {@code {"values": […]}}. */
    private static void putRows(IoSerialiser w, FieldDescription fd, List<double[]> rows) {
        int n = rows.isEmpty() ? 0 : rows.get(0).length;
        if (rows.stream().allMatch(r -> r.length == n)) {
            double[] flat = new double[rows.size() * n];
            for (int i = 0; i < rows.size(); i++) {
                System.arraycopy(rows.get(i), 0, flat, i * n, n);
            }
            w.put(fd, flat, new int[] {rows.size(), n});
            return;
        }
        int h = w.putObjectCollectionHeader(fd, DataType.LIST, rows, "double[]");
        for (double[] row : rows) {
            w.putStartMarker("");
            w.put("values", row);
            w.putEndMarker("");
        }
        w.updateDataEndMarker(h);
    }

    private static void writeErrors(IoSerialiser w, DataSet ds) {
        if (!(ds instanceof DataSetError e)) {
            return;
        }
        List<Integer> dims = new ArrayList<>();
        for (int d = 0; d < ds.getDimension(); d++) {
            if (e.getErrorType(d) != ErrorType.NO_ERROR) {
                dims.add(d);
            }
        }
        int n = ds.getDataCount();
        int h = w.putObjectCollectionHeader(ERRORS, DataType.LIST, dims, "Errors");
        for (int d : dims) {
            w.putStartMarker("");
            w.put("axis", d);
            if (e.getErrorType(d) == ErrorType.SYMMETRIC) {
                w.put(SYMMETRIC, e.getErrorsPositive(d), n);
            } else {
                w.put(NEGATIVE, e.getErrorsNegative(d), n);
                w.put(POSITIVE, e.getErrorsPositive(d), n);
            }
            w.putEndMarker("");
        }
        w.updateDataEndMarker(h);
    }
}
