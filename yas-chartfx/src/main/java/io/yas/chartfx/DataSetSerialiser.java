package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import io.yas.buffer.YasFormatException;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;

/**
 * Writes and reads a chart-fx {@link DataSet} as the reference's DataSet block (docs/spec-yas.md, "DataSet"): a
 * nested object {@code START_MARKER_DATASET:<name>} holding {@code dataSetName}, {@code nDims}, per axis
 * {@code axis<i>.name/.unit/.Min/.Max}, optionally {@code infoList}, {@code warningList}, {@code errorList},
 * {@code metaInfo}, {@code dataLabels}, {@code dataStyles}, then {@code array<d>} per dimension (grid values for the
 * grid dimensions of a {@link de.gsi.dataset.GridDataSet}) and the errors {@code en<d>}/{@code ep<d>} by error type,
 * closed by {@code END_MARKER_DATASET:<name>}. The data set's style and listeners are not transmitted.
 * <pre>{@code
 * YasWriter w = new YasWriter(buffer);
 * w.putHeaderInfo();
 * DataSetSerialiser.DEFAULT.write(w, dataSet);     // the block, byte-identical to the reference's
 * w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
 * ...
 * YasReader r = new YasReader(buffer);
 * r.readHeader();
 * r.nextField();                                   // the root
 * dataSet = DataSetSerialiser.DEFAULT.read(r, dataSet);
 * }</pre>
 * Class mapping uses this through {@link DataSets#register}. Immutable and thread-safe.
 */
public final class DataSetSerialiser {
    /** Double arrays, metadata and labels on: the reference's defaults. */
    public static final DataSetSerialiser DEFAULT = new DataSetSerialiser(false, true, true);

    private final boolean asFloat;
    private final boolean metaData;
    private final boolean labels;

    private DataSetSerialiser(boolean asFloat, boolean metaData, boolean labels) {
        this.asFloat = asFloat;
        this.metaData = metaData;
        this.labels = labels;
    }

    /**
     * {@return a copy writing values and errors as FLOAT_ARRAY ({@code true}) or DOUBLE_ARRAY (the default)}
     *
     * @param enabled {@code true} for FLOAT_ARRAY values and errors, {@code false} for DOUBLE_ARRAY (the default)
     */
    public DataSetSerialiser withFloatArrays(boolean enabled) {
        return new DataSetSerialiser(enabled, metaData, labels);
    }

    /**
     * {@return a copy that writes (the default) or leaves out {@code infoList}, {@code warningList}, {@code errorList}
     * and {@code metaInfo}}
     *
     * @param enabled {@code true} to write the lists and the map (the default), {@code false} to leave them out
     */
    public DataSetSerialiser withMetaData(boolean enabled) {
        return new DataSetSerialiser(asFloat, enabled, labels);
    }

    /**
     * {@return a copy that writes (the default) or leaves out {@code dataLabels} and {@code dataStyles}}
     *
     * @param enabled {@code true} to write labels and styles (the default), {@code false} to leave them out
     */
    public DataSetSerialiser withLabels(boolean enabled) {
        return new DataSetSerialiser(asFloat, metaData, enabled);
    }

    boolean asFloat() {
        return asFloat;
    }

    boolean writesMetaData() {
        return metaData;
    }

    boolean writesLabels() {
        return labels;
    }

    /**
     * Writes {@code dataSet} as one nested object at the writer's current level, holding the data set's read lock.
     * YaS carries everything; CmwLight has no maps, so there {@code metaInfo}, {@code dataLabels} and
     * {@code dataStyles} are left out; JSON gets a readable object instead of the flat reference fields:
     * <pre>{@code
     * {"name": "ds", "axes": [{"name": "x-Axis", "unit": "a.u.", "min": 1.0, "max": 3.0}, …],
     *  "values": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], "errors": [{"axis": 1, "negative": […], "positive": […]}],
     *  "infoList": [], …, "dataLabels": {"1": "peak"}}
     * }</pre>
     * (a grid data set: {@code "grid": [{"values": […]}, …]} for its grid axes and {@code values} for the rest;
     * symmetric errors as {@code "symmetric": […]}).
     *
     * @param writer  the writer of any protocol, inside an open message
     * @param dataSet the data set to write
     * @throws IllegalArgumentException if the data set's name is not ISO-8859-1 text (it names the markers)
     */
    public void write(IoSerialiser writer, DataSet dataSet) {
        DataSetWriter.write(writer, dataSet, this);
    }

    /**
     * Reads the DataSet block whose START_MARKER is the next field of {@code reader}, up to and including its END
     * marker; unknown fields and nested objects inside are skipped. Numeric arrays of any numeric type are taken as
     * doubles.
     *
     * <p>In place: an {@code existing} data set of a fitting implementation ({@code DoubleDataSet},
     * {@code DefaultDataSet}, {@code DoubleErrorDataSet}, {@code FloatDataSet}, {@code MultiDimDoubleDataSet},
     * {@code DoubleGridDataSet} with the same number of dimensions) is updated with its own {@code set(…)}, keeping
     * its listeners and style; the value and error arrays of a {@code DoubleDataSet}, {@code DefaultDataSet},
     * {@code DoubleErrorDataSet}, {@code MultiDimDoubleDataSet} and {@code FloatDataSet} are refilled, not
     * reallocated, when their length equals the point count (a grid data set gets new arrays). The refill happens
     * while reading: a block that turns out bad may leave some of them changed. Any other {@code existing} data set
     * is updated with {@code set(DataSet, true)}. Without one a new data set is built: a {@code DoubleGridDataSet}
     * when the array lengths form a grid, a
     * {@code DoubleErrorDataSet} for two dimensions with errors, a {@code DoubleDataSet} for two dimensions without,
     * a {@code MultiDimDoubleDataSet} otherwise (errors of more than two dimensions are then dropped). An existing
     * data set of another kind keeps its kind: errors on the wire are dropped for a data set without errors.
     *
     * @param reader   the cursor, before the block's START_MARKER
     * @param existing the data set to update, or {@code null}
     * @return {@code existing} updated, or the new data set
     * @throws YasFormatException if the next field is not a START_MARKER, the block lacks {@code nDims} or a value
     *                            array, {@code nDims} is not 1..{@value DataSetContent#MAX_DIMS}, arrays disagree in
     *                            length, a field has the wrong type, or the bytes are corrupt
     */
    public DataSet read(FieldCursor reader, DataSet existing) {
        if (reader.nextField() != io.yas.wire.DataType.START_MARKER) {
            throw DataSetReader.failure(reader, "a DataSet START_MARKER", reader.type().toString());
        }
        return DataSetReader.readBlock(reader, existing);
    }
}
