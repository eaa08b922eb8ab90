package io.yas.chartfx;

import io.yas.wire.FieldDescription;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The field names of the reference's DataSet layout (docs/spec-yas.md, "DataSet"), as descriptions for writing and
 * as ISO-8859-1 bytes for allocation-free matching while reading. Indexed names ({@code axis0.name},
 * {@code array1}, {@code ep1}) are prepared for the first {@link #PREPARED} dimensions and built on demand beyond.
 */
final class FieldNames {
    static final String START_PREFIX = "START_MARKER_DATASET:";
    static final String END_PREFIX = "END_MARKER_DATASET:";
    static final String NAME = "dataSetName";
    static final String DIMS = "nDims";
    static final String INFO = "infoList";
    static final String WARNING = "warningList";
    static final String ERROR = "errorList";
    static final String META_INFO = "metaInfo";
    static final String LABELS = "dataLabels";
    static final String STYLES = "dataStyles";

    /** Kinds of indexed field: the index into {@link #indexed}. */
    static final int AXIS_NAME = 0;
    static final int AXIS_UNIT = 1;
    static final int AXIS_MIN = 2;
    static final int AXIS_MAX = 3;
    static final int VALUES = 4;
    static final int ERROR_NEGATIVE = 5;
    static final int ERROR_POSITIVE = 6;
    static final int KINDS = 7;

    static final int PREPARED = 8;
    /** How many data set names keep their marker descriptions; beyond, markers are made per write. */
    static final int CACHED_MARKERS = 256;

    /** The start and end marker of a data set's block. */
    record Markers(FieldDescription start, FieldDescription end) {
    }

    private static final Map<String, Markers> MARKERS = new ConcurrentHashMap<>();

    /** The fields that are not indexed, as written (a header template each) and as expected on read. */
    static final FieldDescription NAME_FIELD = FieldDescription.of(NAME);
    static final FieldDescription DIMS_FIELD = FieldDescription.of(DIMS);
    static final FieldDescription INFO_FIELD = FieldDescription.of(INFO);
    static final FieldDescription WARNING_FIELD = FieldDescription.of(WARNING);
    static final FieldDescription ERROR_FIELD = FieldDescription.of(ERROR);
    static final FieldDescription META_INFO_FIELD = FieldDescription.of(META_INFO);
    static final FieldDescription LABELS_FIELD = FieldDescription.of(LABELS);
    static final FieldDescription STYLES_FIELD = FieldDescription.of(STYLES);

    private static final FieldDescription[][] DESCRIPTIONS = new FieldDescription[KINDS][PREPARED];
    private static final byte[][][] ISO = new byte[KINDS][PREPARED][];

    static {
        for (int kind = 0; kind < KINDS; kind++) {
            for (int d = 0; d < PREPARED; d++) {
                DESCRIPTIONS[kind][d] = FieldDescription.of(build(kind, d));
                ISO[kind][d] = iso(DESCRIPTIONS[kind][d].name());
            }
        }
    }

    private FieldNames() {
    }

    /**
     * {@return the markers {@code START_MARKER_DATASET:<name>} and {@code END_MARKER_DATASET:<name>}, made once per
     * name (up to {@value #CACHED_MARKERS} names)}
     *
     * @throws IllegalArgumentException if {@code name} is not ISO-8859-1 text
     */
    static Markers markers(String name) {
        Markers m = MARKERS.get(name);
        if (m == null) {
            m = new Markers(FieldDescription.of(START_PREFIX + name), FieldDescription.of(END_PREFIX + name));
            if (MARKERS.size() < CACHED_MARKERS) {
                MARKERS.putIfAbsent(name, m);
            }
        }
        return m;
    }

    /** @return the description of indexed field {@code kind} of dimension {@code dim} */
    static FieldDescription indexed(int kind, int dim) {
        return dim < PREPARED ? DESCRIPTIONS[kind][dim] : FieldDescription.of(build(kind, dim));
    }

    /** @return the ISO-8859-1 name of indexed field {@code kind} of dimension {@code dim} */
    static byte[] indexedIso(int kind, int dim) {
        return dim < PREPARED ? ISO[kind][dim] : iso(build(kind, dim));
    }

    private static String build(int kind, int dim) {
        return switch (kind) {
            case AXIS_NAME -> "axis" + dim + ".name";
            case AXIS_UNIT -> "axis" + dim + ".unit";
            case AXIS_MIN -> "axis" + dim + ".Min";
            case AXIS_MAX -> "axis" + dim + ".Max";
            case VALUES -> "array" + dim;
            case ERROR_NEGATIVE -> "en" + dim;
            default -> "ep" + dim;
        };
    }

    static byte[] iso(String name) {
        return name.getBytes(StandardCharsets.ISO_8859_1);
    }
}
