package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;

/**
 * Reads the fields of one DataSet block into a {@link DataSetContent}: names matched as bytes (no allocation), values
 * with the cursor's typed getters, numeric arrays into the target's arrays where they fit.
 */
final class DataSetReader {
    private DataSetReader() {
    }

    /**
     * Reads the block whose START_MARKER is the cursor's current field, up to and including its END_MARKER.
     *
     * @throws IllegalArgumentException over JSON, whose DataSet layout ({@link DataSetJsonWriter}) is written for web
     *                                  clients and not read back
     */
    static DataSet readBlock(FieldCursor r, DataSet existing) {
        if (r.protocol() == io.yas.wire.Protocol.JSON) {
            throw new IllegalArgumentException("a DataSet is read from YaS or CmwLight only; its JSON layout is "
                    + "written for web clients and not read back");
        }
        int start = r.fieldStart();
        DataSetContent c = DataSetContent.acquire(existing);
        try {
            while (r.nextField() != DataType.END_MARKER) {
                if (r.type() == DataType.START_MARKER) {
                    r.skipObject();
                } else {
                    field(r, c);
                }
            }
            return c.apply(r, start);
        } finally {
            c.release();
        }
    }

    private static void field(FieldCursor r, DataSetContent c) {
        if (r.nameEquals(FieldNames.NAME_ISO)) {
            c.name = r.getString(c.currentName());
        } else if (r.nameEquals(FieldNames.DIMS_ISO)) {
            c.dims(r, r.getInt());
        } else if (r.nameEquals(FieldNames.INFO_ISO)) {
            c.list(r, DataSetContent.INFO);
        } else if (r.nameEquals(FieldNames.WARNING_ISO)) {
            c.list(r, DataSetContent.WARNING);
        } else if (r.nameEquals(FieldNames.ERROR_ISO)) {
            c.list(r, DataSetContent.ERROR);
        } else if (r.nameEquals(FieldNames.META_INFO_ISO)) {
            c.metaInfo = stringMap(r);
        } else if (r.nameEquals(FieldNames.LABELS_ISO)) {
            c.labels = indexMap(r);
        } else if (r.nameEquals(FieldNames.STYLES_ISO)) {
            c.styles = indexMap(r);
        } else {
            indexed(r, c); // an unknown field is skipped
        }
    }

    private static void indexed(FieldCursor r, DataSetContent c) {
        for (int d = 0; d < c.nDims; d++) {
            for (int kind = 0; kind < FieldNames.KINDS; kind++) {
                if (r.nameEquals(FieldNames.indexedIso(kind, d))) {
                    indexed(r, c, kind, d);
                    return;
                }
            }
        }
    }

    private static void indexed(FieldCursor r, DataSetContent c, int kind, int d) {
        switch (kind) {
            case FieldNames.AXIS_NAME -> c.axisName[d] = r.getString(c.currentAxis(d, false));
            case FieldNames.AXIS_UNIT -> c.axisUnit[d] = r.getString(c.currentAxis(d, true));
            case FieldNames.AXIS_MIN -> c.axisMin[d] = r.getDouble();
            case FieldNames.AXIS_MAX -> c.axisMax[d] = r.getDouble();
            default -> {
                c.arrays(kind)[d] = doubles(r, c.reusable(kind, d));
            }
        }
    }

    /** A numeric array of any type as doubles, into {@code reuse} if its length equals the element count. */
    static double[] doubles(FieldCursor r, double[] reuse) {
        if (r.type() == DataType.DOUBLE_ARRAY) {
            return r.getDoubleArray(reuse);
        }
        Object values = switch (r.type()) {
            case FLOAT_ARRAY, BYTE_ARRAY, SHORT_ARRAY, INT_ARRAY, LONG_ARRAY -> r.readValue();
            default -> throw failure(r, "a numeric array", r.type().toString());
        };
        int n = Array.getLength(values);
        double[] out = reuse != null && reuse.length == n ? reuse : new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = ((Number) Array.get(values, i)).doubleValue();
        }
        return out;
    }

    /** The MAP read (a new map of the cursor's), its entries checked to be String to String. */
    @SuppressWarnings("unchecked")
    private static Map<String, String> stringMap(FieldCursor r) {
        Map<?, ?> m = map(r);
        if (m.isEmpty()) {
            return Collections.emptyMap(); // no entry set or iterator to make
        }
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!(e.getKey() instanceof String) || !(e.getValue() instanceof String)) {
                throw failure(r, "a MAP of String to String", "an entry " + e.getKey().getClass().getSimpleName()
                        + " to " + e.getValue().getClass().getSimpleName());
            }
        }
        return (Map<String, String>) m;
    }

    /** The MAP read (a new map of the cursor's), its entries checked to be point index (int >= 0) to String. */
    @SuppressWarnings("unchecked")
    private static Map<Integer, String> indexMap(FieldCursor r) {
        Map<?, ?> m = map(r);
        if (m.isEmpty()) {
            return Collections.emptyMap();
        }
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!(e.getKey() instanceof Integer k) || k < 0 || !(e.getValue() instanceof String)) {
                throw failure(r, "a MAP of point index (int >= 0) to String", "an entry " + e.getKey() + " to "
                        + e.getValue().getClass().getSimpleName());
            }
        }
        return (Map<Integer, String>) m;
    }

    private static Map<?, ?> map(FieldCursor r) {
        if (r.type() != DataType.MAP) {
            throw failure(r, "MAP", r.type().toString());
        }
        if (!(r.readValue() instanceof Map<?, ?> m)) {
            throw failure(r, "a MAP of primitives or strings", "a MAP of custom data");
        }
        return m;
    }

    /** Bad input at the current field: the library's one exception, with offset, path and protocol. */
    static YasFormatException failure(FieldCursor r, String expected, String actual) {
        return failure(r, r.fieldStart(), expected, actual);
    }

    static YasFormatException failure(FieldCursor r, int offset, String expected, String actual) {
        return Failures.malformed(r.buffer(), Math.max(offset, 0), expected, actual)
                .within(r.protocol().displayName(), r.path());
    }

    static String lengths(double[][] arrays) {
        return Arrays.toString(Arrays.stream(arrays).mapToInt(a -> a == null ? -1 : a.length).toArray());
    }
}
