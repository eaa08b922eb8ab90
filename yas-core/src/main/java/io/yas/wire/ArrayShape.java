package io.yas.wire;

import io.yas.buffer.IoBuffer;

/**
 * An array field as YaS and CmwLight both write it (docs/spec-yas.md §5.2, docs/spec-cmwlight.md §5.3): the dimension
 * descriptor {@code [int32 nDims][int32 dims…]}, then the element count and the elements row-major. A 1-D array
 * has the descriptor {@code [1][n]}. Counts and shapes are checked by {@link IoSerialiser} on write, by the buffer's
 * array getters on read.
 */
final class ArrayShape {
    private ArrayShape() {
    }

    /**
     * Writes the dimension descriptor: {@code [1][elementCount]} for {@code dims == null}, else
     * {@code [dims.length][dims…]}.
     */
    static void putDescriptor(IoBuffer buffer, int elementCount, int[] dims) {
        if (dims == null) {
            buffer.putInt(1).putInt(elementCount);
        } else {
            buffer.putInt(dims.length);
            for (int d : dims) {
                buffer.putInt(d);
            }
        }
    }

    /**
     * Writes {@code [int32 n][n elements]} of a primitive or {@code String} array of {@code type}; a {@code null}
     * array as {@code [0]}.
     */
    static void putElements(IoBuffer buffer, DataType type, Object values, int elementCount) {
        if (values == null) {
            buffer.putInt(0);
            return;
        }
        switch (type) {
            case BOOL_ARRAY -> buffer.putBooleanArray((boolean[]) values, elementCount);
            case BYTE_ARRAY -> buffer.putByteArray((byte[]) values, elementCount);
            case SHORT_ARRAY -> buffer.putShortArray((short[]) values, elementCount);
            case INT_ARRAY -> buffer.putIntArray((int[]) values, elementCount);
            case LONG_ARRAY -> buffer.putLongArray((long[]) values, elementCount);
            case FLOAT_ARRAY -> buffer.putFloatArray((float[]) values, elementCount);
            case DOUBLE_ARRAY -> buffer.putDoubleArray((double[]) values, elementCount);
            case CHAR_ARRAY -> buffer.putCharArray((char[]) values, elementCount);
            default -> buffer.putStringArray((String[]) values, elementCount);
        }
    }

    /**
     * Reads {@code [int32 n][n elements]} of a 1-D primitive array of {@code type}, BOOL_ARRAY … DOUBLE_ARRAY, into
     * {@code current} where it is an array of that type and length n, else into a new array.
     *
     * @throws IllegalArgumentException for any other type, before anything is read
     */
    static Object getPrimitiveElements(IoBuffer buffer, DataType type, Object current) {
        return switch (type) {
            case BOOL_ARRAY -> buffer.getBooleanArray(current instanceof boolean[] a ? a : null);
            case BYTE_ARRAY -> buffer.getByteArray(current instanceof byte[] a ? a : null);
            case SHORT_ARRAY -> buffer.getShortArray(current instanceof short[] a ? a : null);
            case INT_ARRAY -> buffer.getIntArray(current instanceof int[] a ? a : null);
            case LONG_ARRAY -> buffer.getLongArray(current instanceof long[] a ? a : null);
            case FLOAT_ARRAY -> buffer.getFloatArray(current instanceof float[] a ? a : null);
            case DOUBLE_ARRAY -> buffer.getDoubleArray(current instanceof double[] a ? a : null);
            default -> throw new IllegalArgumentException("not an array of a primitive other than char: " + type);
        };
    }
}
