package io.yas.json;

import io.yas.wire.DataType;
import io.yas.wire.WireField;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Types a JSON array read as nested lists: a typed array with dimensions when it is non-empty, rectangular and
 * homogeneous, a LIST otherwise (rules in {@link JsonReader}).
 */
final class JsonArrays {
    private JsonArrays() {
    }

    /**
     * @param elements the array's elements: boxed scalars, {@code null}, nested lists, START_MARKER WireFields; or
     *                 a {@link NumberRun}, {@link BooleanRun} or {@link StringRun} of a flat array of such values
     * @return the field holding them
     */
    static WireField field(String name, int offset, Object elements) {
        return field(name, offset, elements, null, Map.of());
    }

    /**
     * As {@link #field(String, int, Object)}, and for an array of numbers that is not one run adds to
     * {@code nearFloats} (if not {@code null}) its elements whose double lies halfway between two floats, by their
     * index in the flat row-major array, with the float nearest to their text: from the rows' runs
     * ({@link NumberRun#nearFloats}) or, for elements read one by one, from {@code nearFloatBoxes} (by identity of
     * the element's box, {@link JsonTree#nearFloatBoxes}).
     */
    static WireField field(String name, int offset, Object elements, NearFloats nearFloats,
            Map<Double, Float> nearFloatBoxes) {
        if (elements instanceof NumberRun run) { // a 1-D array of numbers, read without boxing
            return WireField.value(name, run.type(), offset, new int[] {run.count()}, run.toArray());
        } else if (elements instanceof BooleanRun run) { // 1-D, only booleans
            return WireField.value(name, DataType.BOOL_ARRAY, offset, new int[] {run.count()}, run.toArray(null));
        } else if (elements instanceof StringRun run) { // 1-D, only strings and nulls, the first a string
            return WireField.value(name, DataType.STRING_ARRAY, offset, new int[] {run.count()}, run.toArray(null));
        }
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) elements;
        int[] dims = dims(list);
        if (dims != null && dims.length > 1) {
            List<Object> rows = flatten(list, new ArrayList<>());
            if (rows.get(0) instanceof NumberRun) { // an N-D array of numbers: its rows, concatenated
                return WireField.value(name, rowsType(rows), offset, dims,
                        concat(rows, dims[dims.length - 1], nearFloats));
            }
        }
        List<Object> plain = boxed(list, nearFloatBoxes); // rows mixing numbers with other values ("NaN", …)
        dims = dims(plain);
        if (dims != null) {
            List<Object> leaves = dims.length == 1 ? plain : flatten(plain, new ArrayList<>());
            DataType type = leafType(leaves);
            if (type != null) {
                if (type == DataType.DOUBLE_ARRAY && nearFloats != null && !nearFloatBoxes.isEmpty()) {
                    for (int i = 0; i < leaves.size(); i++) {
                        Float nearest = nearFloatBoxes.get(leaves.get(i));
                        if (nearest != null) {
                            nearFloats.add(i, nearest);
                        }
                    }
                }
                return WireField.value(name, type, offset, dims, toArray(type, leaves));
            }
        }
        return WireField.value(name, DataType.LIST, offset, null, plain);
    }

    /** @return the widest type of rows of numbers (all leaves are runs: {@link #dims} checked it) */
    private static DataType rowsType(List<Object> rows) {
        DataType widest = DataType.INT_ARRAY;
        for (Object row : rows) {
            DataType t = ((NumberRun) row).type();
            if (t == DataType.DOUBLE_ARRAY || (t == DataType.LONG_ARRAY && widest == DataType.INT_ARRAY)) {
                widest = t;
            }
        }
        return widest;
    }

    /** The rows' elements in one array; their float midpoints added to {@code nearFloats} if it is not null. */
    private static Object concat(List<Object> rows, int rowLength, NearFloats nearFloats) {
        DataType type = rowsType(rows);
        Object out = ((NumberRun) rows.get(0)).copyInto(type, rows.size() * rowLength, null, 0);
        for (int i = 1; i < rows.size(); i++) {
            ((NumberRun) rows.get(i)).copyInto(type, 0, out, i * rowLength);
        }
        for (int i = 0; nearFloats != null && i < rows.size(); i++) {
            nearFloats.addAll(((NumberRun) rows.get(i)).nearFloats(), i * rowLength);
        }
        return out;
    }

    /**
     * @return {@code elements} with every number run inside turned back into a list of boxed numbers, the boxes of
     *         its float midpoints noted in {@code nearFloatBoxes}
     */
    private static List<Object> boxed(List<Object> elements, Map<Double, Float> nearFloatBoxes) {
        List<Object> out = new ArrayList<>(elements.size());
        for (Object e : elements) {
            out.add(e instanceof NumberRun run ? run.boxed(nearFloatBoxes)
                    : e instanceof List<?> list ? boxed(cast(list), nearFloatBoxes) : e);
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> cast(List<?> list) {
        return (List<Object>) list;
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
        boolean runs = first instanceof NumberRun; // rows of numbers: one more dimension, the run's length
        int[] dims = new int[rank + (runs ? 1 : 0)];
        Object level = elements;
        for (int i = 0; i < rank; i++) {
            List<?> list = (List<?>) level;
            dims[i] = list.size();
            level = list.get(0);
        }
        if (runs) {
            dims[rank] = ((NumberRun) first).count();
        }
        return conforms(elements, dims, 0, runs) ? dims : null;
    }

    private static boolean conforms(Object value, int[] dims, int level, boolean runs) {
        if (runs && level == dims.length - 1) {
            return value instanceof NumberRun run && run.count() == dims[level];
        }
        if (level == dims.length) {
            return !(value instanceof List) && !(value instanceof NumberRun);
        }
        if (!(value instanceof List<?> list) || list.size() != dims[level]) {
            return false;
        }
        for (Object e : list) {
            if (!conforms(e, dims, level + 1, runs)) {
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
