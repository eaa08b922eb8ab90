package io.yas.json;

import io.yas.wire.DataType;
import io.yas.wire.WireField;

import java.util.ArrayList;
import java.util.List;

/**
 * Types a JSON array read as nested lists: a typed array with dimensions when it is non-empty, rectangular and
 * homogeneous, a LIST otherwise (rules in {@link JsonReader}).
 */
final class JsonArrays {
    private JsonArrays() {
    }

    /**
     * @param elements the array's elements: boxed scalars, {@code null}, nested lists, START_MARKER WireFields
     * @return the field holding them
     */
    static WireField field(String name, int offset, List<Object> elements) {
        int[] dims = dims(elements);
        if (dims != null) {
            List<Object> leaves = dims.length == 1 ? elements : flatten(elements, new ArrayList<>());
            DataType type = leafType(leaves);
            if (type != null) {
                return WireField.value(name, type, offset, dims, toArray(type, leaves));
            }
        }
        return WireField.value(name, DataType.LIST, offset, null, elements);
    }

    /** @return the dimensions of a rectangular nesting of non-empty lists with no list among the leaves, or null */
    private static int[] dims(List<Object> elements) {
        int rank = 0;
        Object first = elements;
        while (first instanceof List<?> list && !list.isEmpty()) {
            rank++;
            first = list.get(0);
        }
        if (first instanceof List) {
            return null; // an empty array somewhere: no element to type
        }
        int[] dims = new int[rank];
        Object level = elements;
        for (int i = 0; i < rank; i++) {
            List<?> list = (List<?>) level;
            dims[i] = list.size();
            level = list.get(0);
        }
        return conforms(elements, dims, 0) ? dims : null;
    }

    private static boolean conforms(Object value, int[] dims, int level) {
        if (level == dims.length) {
            return !(value instanceof List);
        }
        if (!(value instanceof List<?> list) || list.size() != dims[level]) {
            return false;
        }
        for (Object e : list) {
            if (!conforms(e, dims, level + 1)) {
                return false;
            }
        }
        return true;
    }

    private static List<Object> flatten(List<?> nested, List<Object> out) {
        for (Object e : nested) {
            if (e instanceof List<?> list) {
                flatten(list, out);
            } else {
                out.add(e);
            }
        }
        return out;
    }

    /** @return the array type of homogeneous leaves, {@code null} for a mix that only a LIST holds */
    private static DataType leafType(List<Object> leaves) {
        int bools = 0;
        int ints = 0;
        int longs = 0;
        int doubles = 0;
        int nonFinite = 0;
        int strings = 0;
        int nulls = 0;
        for (Object v : leaves) {
            if (v instanceof Boolean) {
                bools++;
            } else if (v instanceof Integer) {
                ints++;
            } else if (v instanceof Long) {
                longs++;
            } else if (v instanceof Double) {
                doubles++;
            } else if (v instanceof String s) {
                strings++;
                nonFinite += isNonFinite(s) ? 1 : 0;
            } else if (v == null) {
                nulls++;
            } else {
                return null; // an object
            }
        }
        int n = leaves.size();
        int numbers = ints + longs + doubles;
        if (bools == n) {
            return DataType.BOOL_ARRAY;
        } else if (numbers > 0 && numbers + nonFinite == n) {
            return doubles + nonFinite > 0 ? DataType.DOUBLE_ARRAY
                    : longs > 0 ? DataType.LONG_ARRAY : DataType.INT_ARRAY;
        } else if (strings > 0 && strings + nulls == n) {
            return DataType.STRING_ARRAY;
        }
        return null;
    }

    private static boolean isNonFinite(String s) {
        return s.equals("NaN") || s.equals("Infinity") || s.equals("-Infinity");
    }

    private static Object toArray(DataType type, List<Object> leaves) {
        int n = leaves.size();
        switch (type) {
            case BOOL_ARRAY -> {
                boolean[] a = new boolean[n];
                for (int i = 0; i < n; i++) {
                    a[i] = (Boolean) leaves.get(i);
                }
                return a;
            }
            case INT_ARRAY -> {
                int[] a = new int[n];
                for (int i = 0; i < n; i++) {
                    a[i] = (Integer) leaves.get(i);
                }
                return a;
            }
            case LONG_ARRAY -> {
                long[] a = new long[n];
                for (int i = 0; i < n; i++) {
                    a[i] = ((Number) leaves.get(i)).longValue();
                }
                return a;
            }
            case DOUBLE_ARRAY -> {
                double[] a = new double[n];
                for (int i = 0; i < n; i++) {
                    Object v = leaves.get(i);
                    a[i] = v instanceof Number number ? number.doubleValue() : Double.parseDouble((String) v);
                }
                return a;
            }
            default -> {
                return leaves.toArray(new String[0]);
            }
        }
    }
}
