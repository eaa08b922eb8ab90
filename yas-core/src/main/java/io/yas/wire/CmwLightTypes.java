package io.yas.wire;

import java.util.Arrays;

/**
 * The CmwLight type ids and the {@link DataType}s they stand for (docs/spec-cmwlight.md §4): BOOL 0, BYTE 1,
 * SHORT 2, INT 3, LONG 4, FLOAT 5, DOUBLE 6, STRING 7, nested object (START_MARKER) 8; arrays of BOOL..STRING
 * 9..16 with one dimension, 17..24 with two, 25..32 with more, in the same order; the non-CMW extensions CHAR 201
 * and CHAR_ARRAY 202 (1-D), 203 (2-D), 204 (N-D). There is no END_MARKER id: an object ends after its entry count.
 */
final class CmwLightTypes {
    /** The id of a nested object (CMW "Data"). */
    static final int DATA = 8;
    /** The non-CMW id of a one-byte char. */
    static final int CHAR = 201;
    /** The non-CMW id of a 1-D char array; 2-D and N-D follow. */
    static final int CHAR_ARRAY = 202;
    /** The id of a 1-D BOOL_ARRAY; the other element types follow in {@link #ORDER}, then 2-D and N-D. */
    private static final int ARRAYS = 9;

    /** The types of ids 0..7, and the element order of the array ids. */
    private static final DataType[] ORDER = {DataType.BOOL, DataType.BYTE, DataType.SHORT, DataType.INT,
        DataType.LONG, DataType.FLOAT, DataType.DOUBLE, DataType.STRING};
    private static final DataType[] BY_ID = new DataType[256];

    static {
        Arrays.fill(BY_ID, DataType.UNKNOWN);
        for (int i = 0; i < ORDER.length; i++) {
            BY_ID[i] = ORDER[i];
            for (int rank = 0; rank < 3; rank++) {
                BY_ID[ARRAYS + ORDER.length * rank + i] = ORDER[i].arrayType();
            }
        }
        BY_ID[DATA] = DataType.START_MARKER;
        BY_ID[CHAR] = DataType.CHAR;
        for (int rank = 0; rank < 3; rank++) {
            BY_ID[CHAR_ARRAY + rank] = DataType.CHAR_ARRAY;
        }
    }

    private CmwLightTypes() {
    }

    /**
     * @param id the unsigned type byte, 0..255
     * @return its type (an array type for all three array ranks), or {@link DataType#UNKNOWN}
     */
    static DataType ofId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : DataType.UNKNOWN;
    }

    /**
     * @param type  a scalar, STRING, START_MARKER or array type
     * @param nDims the number of dimensions of an array (below 2 gives the 1-D id); ignored for other types
     * @return the CmwLight id
     * @throws IllegalArgumentException for a type CmwLight has no id for
     */
    static int id(DataType type, int nDims) {
        if (type == DataType.START_MARKER) {
            return DATA;
        }
        if (type == DataType.CHAR) {
            return CHAR;
        }
        int rank = nDims < 2 ? 0 : nDims == 2 ? 1 : 2;
        if (type == DataType.CHAR_ARRAY) {
            return CHAR_ARRAY + rank;
        }
        DataType scalar = type.isArray() ? type.elementType() : type;
        for (int i = 0; i < ORDER.length; i++) {
            if (ORDER[i] == scalar) {
                return type.isArray() ? ARRAYS + ORDER.length * rank + i : i;
            }
        }
        throw new IllegalArgumentException("CmwLight has no type id for " + type);
    }
}
