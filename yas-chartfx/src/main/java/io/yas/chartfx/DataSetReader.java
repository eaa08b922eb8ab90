package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;

/**
 * Reads the fields of one DataSet block into a {@link DataSetContent}: names matched as bytes (no allocation), values
 * with the cursor's typed getters, numeric arrays into the target's arrays where they fit.
 */
final class DataSetReader {
    /** Ids of the fields that are not indexed ({@link #match}). */
    private static final int NAME = 0;
    private static final int DIMS = 1;
    private static final int INFO = 2;
    private static final int WARNING = 3;
    private static final int ERROR = 4;
    private static final int META_INFO = 5;
    private static final int LABELS = 6;
    private static final int STYLES = 7;
    private static final int NAMED = 8;
    /** The fields that are not indexed, by id, and their names. */
    private static final FieldDescription[] NAMED_FIELDS = new FieldDescription[NAMED];
    private static final byte[][] NAMED_ISO = new byte[NAMED][];

    static {
        NAMED_FIELDS[NAME] = FieldNames.NAME_FIELD;
        NAMED_FIELDS[DIMS] = FieldNames.DIMS_FIELD;
        NAMED_FIELDS[INFO] = FieldNames.INFO_FIELD;
        NAMED_FIELDS[WARNING] = FieldNames.WARNING_FIELD;
        NAMED_FIELDS[ERROR] = FieldNames.ERROR_FIELD;
        NAMED_FIELDS[META_INFO] = FieldNames.META_INFO_FIELD;
        NAMED_FIELDS[LABELS] = FieldNames.LABELS_FIELD;
        NAMED_FIELDS[STYLES] = FieldNames.STYLES_FIELD;
        for (int id = 0; id < NAMED; id++) {
            NAMED_ISO[id] = FieldNames.iso(NAMED_FIELDS[id].name());
        }
    }

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
            for (int i = 0; true; i++) {
                int id = c.expected(i); // what the last block on this thread had here: its header compared at once
                if (id < 0 || !fits(id, c) || !r.nextFieldIs(description(id), c.expectedType(i))) {
                    if (r.nextField() == DataType.END_MARKER) {
                        break;
                    }
                    id = r.type() == DataType.START_MARKER ? -1 : match(r, c);
                }
                c.matched(i, id, r.type());
                if (r.type() == DataType.START_MARKER) {
                    r.skipObject();
                } else {
                    field(r, c, id);
                }
            }
            return c.apply(r, start);
        } finally {
            c.release();
        }
    }

    /**
     * The id of the current field, found by name; -1 for a field this layout does not know. Ids: the {@link #NAMED}
     * fields by their index into {@link #NAMED_FIELDS}, then {@code NAMED + (d << 3) + kind} for indexed field
     * {@code kind} of dimension {@code d} ({@link #kind}, {@link #dim}).
     */
    private static int match(FieldCursor r, DataSetContent c) {
        for (int id = 0; id < NAMED; id++) {
            if (r.nameEquals(NAMED_ISO[id])) {
                return id;
            }
        }
        for (int d = 0; d < c.nDims; d++) {
            for (int kind = 0; kind < FieldNames.KINDS; kind++) {
                if (r.nameEquals(FieldNames.indexedIso(kind, d))) {
                    return NAMED + (d << 3) + kind;
                }
            }
        }
        return -1;
    }

    /** {@return whether field {@code id} is one of this block: an indexed field of a dimension below its nDims} */
    private static boolean fits(int id, DataSetContent c) {
        return id < NAMED || dim(id) < c.nDims;
    }

    private static int kind(int id) {
        return (id - NAMED) & 7;
    }

    private static int dim(int id) {
        return (id - NAMED) >>> 3;
    }

    private static FieldDescription description(int id) {
        return id < NAMED ? NAMED_FIELDS[id] : FieldNames.indexed(kind(id), dim(id));
    }

    /** Reads the current field, of id {@code id} ({@link #match}); an unknown field (-1) is skipped. */
    private static void field(FieldCursor r, DataSetContent c, int id) {
        switch (id) {
            case -1 -> {
                // not of this layout: skipped
            }
            case NAME -> c.name = r.getString(c.currentName());
            case DIMS -> c.dims(r, r.getInt());
            case INFO -> c.list(r, DataSetContent.INFO);
            case WARNING -> c.list(r, DataSetContent.WARNING);
            case ERROR -> c.list(r, DataSetContent.ERROR);
            case META_INFO -> c.metaInfo = stringMap(r);
            case LABELS -> c.labels = indexMap(r);
            case STYLES -> c.styles = indexMap(r);
            default -> indexed(r, c, kind(id), dim(id));
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
