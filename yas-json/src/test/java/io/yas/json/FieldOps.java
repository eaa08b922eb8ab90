package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.json.ContractTypes.Kind;
import io.yas.wire.DataType;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.WireField;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Field-level contract: one sequence of {@link IoSerialiser} calls, described as values, written through any
 * protocol's writer, and the check that the field tree read back holds equivalent values. YaS and CmwLight keep every
 * type (CmwLight sends an enum as its ordinal); JSON types values as {@link JsonReader}'s Javadoc says, and a value is
 * equivalent when converting it to the written type gives exactly the written value (floats by bits).
 */
final class FieldOps {
    private FieldOps() {
    }

    /** An N-D array: flat row-major elements ({@code double[]} or {@code int[]}) and dimensions. */
    record Nd(Object flat, int[] dims) {
    }

    /** A nested object holding {@code fields}. */
    record Nested(List<Object> fields) {
    }

    /** Writes one message: the header, {@code fields} named {@code f0, f1, …}, the root's end. */
    static void write(IoSerialiser w, List<Object> fields) {
        w.putHeaderInfo();
        writeFields(w, fields);
        w.putEndMarker("root");
    }

    static void writeFields(IoSerialiser w, List<Object> fields) {
        for (int i = 0; i < fields.size(); i++) {
            put(w, "f" + i, fields.get(i));
        }
    }

    static void put(IoSerialiser w, String name, Object v) {
        if (v instanceof Boolean x) {
            w.put(name, (boolean) x);
        } else if (v instanceof Byte x) {
            w.put(name, (byte) x);
        } else if (v instanceof Short x) {
            w.put(name, (short) x);
        } else if (v instanceof Integer x) {
            w.put(name, (int) x);
        } else if (v instanceof Long x) {
            w.put(name, (long) x);
        } else if (v instanceof Float x) {
            w.put(name, (float) x);
        } else if (v instanceof Double x) {
            w.put(name, (double) x);
        } else if (v instanceof Character x) {
            w.put(name, (char) x);
        } else if (v instanceof String x) {
            w.put(name, x);
        } else if (v instanceof Kind x) {
            w.put(name, x);
        } else if (v instanceof Nd nd) {
            if (nd.flat() instanceof double[] flat) {
                w.put(FieldDescription.of(name), flat, nd.dims());
            } else {
                w.put(FieldDescription.of(name), (int[]) nd.flat(), nd.dims());
            }
        } else if (v instanceof Nested n) {
            w.putStartMarker(name);
            writeFields(w, n.fields());
            w.putEndMarker(name);
        } else if (v instanceof Map<?, ?> x) {
            w.put(name, x, String.class, Integer.class);
        } else if (v instanceof Collection<?> x) {
            w.put(name, x, x.isEmpty() || x.iterator().next() instanceof Integer ? Integer.class : String.class);
        } else {
            putArray(w, name, v);
        }
    }

    private static void putArray(IoSerialiser w, String name, Object v) {
        if (v instanceof boolean[] x) {
            w.put(name, x);
        } else if (v instanceof byte[] x) {
            w.put(name, x);
        } else if (v instanceof short[] x) {
            w.put(name, x);
        } else if (v instanceof int[] x) {
            w.put(name, x);
        } else if (v instanceof long[] x) {
            w.put(name, x);
        } else if (v instanceof float[] x) {
            w.put(name, x);
        } else if (v instanceof double[] x) {
            w.put(name, x);
        } else if (v instanceof char[] x) {
            w.put(name, x);
        } else {
            w.put(name, (String[]) v);
        }
    }

    /** Asserts that {@code object}'s fields are {@code f0, f1, …} holding values equivalent to {@code fields}. */
    static void check(Protocol p, WireField object, List<Object> fields, String path) {
        assertThat(object.isObject()).as(path).isTrue();
        assertThat(object.fields()).as("fields of %s", path).hasSize(fields.size());
        for (int i = 0; i < fields.size(); i++) {
            WireField f = object.fields().get(i);
            Object written = fields.get(i);
            Object expected = written instanceof Nd nd ? nd.flat() : written;
            String at = path + ".f" + i;
            assertThat(f.name()).as(at).isEqualTo("f" + i);
            if (written instanceof Nested n) {
                check(p, f, n.fields(), at);
                continue;
            }
            assertThat(f.type()).as("type of %s = %s", at, describe(written)).isEqualTo(type(p, written));
            Object value = written instanceof Map<?, ?> ? f : f.value();
            if (written instanceof Nd nd && p == Protocol.JSON && count(nd.dims()) == 0) {
                // JSON: [], [[], []] are LISTs of LISTs without elements (no element type, no inner dims)
                assertThat(leafCount(value)).as("elements of %s", at).isZero();
                continue;
            } else if (written instanceof Nd nd) {
                assertThat(f.dims()).as("dims of %s", at).isEqualTo(nd.dims());
            }
            assertThat(p == Protocol.JSON ? asWritten(value, expected) : binary(p, value, expected))
                    .as("%s: written %s, read %s", at, describe(expected), describe(value))
                    .matches(read -> Objects.deepEquals(read, unordered(expected)));
        }
    }

    private static Object unordered(Object written) {
        return written instanceof Collection<?> c && !(c instanceof List) ? new ArrayList<>(c) : written;
    }

    private static int leafCount(Object v) {
        return v instanceof List<?> l ? l.stream().mapToInt(FieldOps::leafCount).sum() : 1;
    }

    private static int count(int[] dims) {
        return ContractGenerators.count(dims);
    }

    // -------------------------------------------------------------------------------------------- YaS, CmwLight

    private static Object binary(Protocol p, Object read, Object written) {
        if (written instanceof Kind k) {
            return p == Protocol.CMWLIGHT ? Kind.values()[(Integer) read]
                    : Kind.valueOf(((EnumValue) read).name());
        } else if (written instanceof Map<?, ?>) {
            return ((WireField) read).value();
        } else if (written instanceof Collection<?> && read instanceof Collection<?> c) {
            return new ArrayList<>(c);
        }
        return read;
    }

    /** The tree type of a written value: the writer's own for YaS and CmwLight, JsonReader's typing for JSON. */
    static DataType type(Protocol p, Object written) {
        if (written instanceof Nd nd) {
            return p == Protocol.JSON ? jsonArrayType(elements(nd.flat())) : type(p, nd.flat());
        } else if (written instanceof Map<?, ?>) {
            return p == Protocol.JSON ? DataType.START_MARKER : DataType.MAP;
        } else if (written instanceof Collection<?> c) {
            return p == Protocol.JSON ? jsonArrayType(new ArrayList<>(c))
                    : c instanceof List ? DataType.LIST : DataType.SET;
        } else if (written.getClass().isArray()) {
            return p == Protocol.JSON ? jsonArrayType(elements(written))
                    : DataType.ofElementClass(written.getClass().getComponentType()).arrayType();
        } else if (p != Protocol.JSON) {
            return written instanceof Kind ? p == Protocol.CMWLIGHT ? DataType.INT : DataType.ENUM
                    : DataType.ofElementClass(written.getClass());
        } else if (written instanceof Boolean) {
            return DataType.BOOL;
        } else if (written instanceof String || written instanceof Kind) {
            return DataType.STRING;
        } else if (written instanceof Float || written instanceof Double) {
            return Double.isFinite(((Number) written).doubleValue()) ? DataType.DOUBLE : DataType.STRING;
        } else if (written instanceof Long x) {
            return x == x.intValue() ? DataType.INT : DataType.LONG;
        }
        return DataType.INT; // byte, short, int, char
    }

    /** JsonReader's array typing: empty LIST, else by the elements' kinds. */
    private static DataType jsonArrayType(List<Object> elements) {
        if (elements.isEmpty()) {
            return DataType.LIST;
        } else if (elements.get(0) instanceof Boolean) {
            return DataType.BOOL_ARRAY;
        } else if (elements.get(0) instanceof String) {
            return DataType.STRING_ARRAY;
        } else if (elements.get(0) instanceof Float || elements.get(0) instanceof Double) {
            boolean allNonFinite = elements.stream().noneMatch(e -> Double.isFinite(((Number) e).doubleValue()));
            return allNonFinite ? DataType.STRING_ARRAY : DataType.DOUBLE_ARRAY;
        }
        boolean ints = elements.stream().allMatch(e -> e instanceof Character
                || ((Number) e).longValue() == ((Number) e).intValue());
        return ints ? DataType.INT_ARRAY : DataType.LONG_ARRAY;
    }

    private static List<Object> elements(Object array) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < Array.getLength(array); i++) {
            out.add(Array.get(array, i));
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------ JSON

    /** Converts a JSON tree value to the written value's type (never rounding); unconvertible values stay as read. */
    static Object asWritten(Object read, Object written) {
        if (written instanceof Kind) {
            return read instanceof String s ? Kind.valueOf(s) : read;
        } else if (written instanceof Map<?, ?> m) {
            Map<Object, Object> out = new LinkedHashMap<>();
            Map<String, Object> byText = new LinkedHashMap<>();
            m.forEach((k, v) -> byText.put(String.valueOf(k), v));
            List<Object> keys = new ArrayList<>(m.keySet());
            List<WireField> members = ((WireField) read).fields();
            for (int i = 0; i < members.size(); i++) {
                WireField member = members.get(i);
                Object key = i < keys.size() && String.valueOf(keys.get(i)).equals(member.name()) ? keys.get(i)
                        : member.name();
                out.put(key, asWritten(member.value(), byText.get(member.name())));
            }
            return out;
        } else if (written instanceof Collection<?> c) {
            List<Object> in = read instanceof List<?> l ? new ArrayList<>(l) : elements(read);
            List<Object> w = new ArrayList<>(c);
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < in.size(); i++) {
                out.add(i < w.size() ? asWritten(in.get(i), w.get(i)) : in.get(i));
            }
            return out;
        } else if (written.getClass().isArray()) {
            List<Object> in = read instanceof List<?> l ? new ArrayList<>(l) : elements(read);
            Object out = Array.newInstance(written.getClass().getComponentType(), in.size());
            for (int i = 0; i < in.size(); i++) {
                Object e = i < Array.getLength(written) ? asWritten(in.get(i), Array.get(written, i)) : in.get(i);
                try {
                    Array.set(out, i, e);
                } catch (IllegalArgumentException wrongType) {
                    return read;
                }
            }
            return out;
        }
        return scalar(read, written);
    }

    private static Object scalar(Object read, Object written) {
        if (read instanceof Integer || read instanceof Long) {
            long x = ((Number) read).longValue();
            if (written instanceof Byte && x == (byte) x) {
                return (byte) x;
            } else if (written instanceof Short && x == (short) x) {
                return (short) x;
            } else if (written instanceof Integer && x == (int) x) {
                return (int) x;
            } else if (written instanceof Character && x == (char) x) {
                return (char) x;
            }
            return written instanceof Long ? (Object) x : read;
        } else if (read instanceof Double d) {
            return written instanceof Float ? (Object) d.floatValue() : written instanceof Double ? d : read;
        } else if (read instanceof String s && s.matches("NaN|-?Infinity")) {
            return written instanceof Float ? (Object) Float.valueOf(s) : written instanceof Double ? Double.valueOf(s)
                    : read;
        }
        return read;
    }

    static String describe(Object v) {
        if (v instanceof Nd nd) {
            return "Nd" + java.util.Arrays.toString(nd.dims()) + describe(nd.flat());
        } else if (v != null && v.getClass().isArray()) {
            return v.getClass().getComponentType().getSimpleName() + java.util.Arrays.deepToString(new Object[] {v});
        }
        return v == null ? "null" : v.getClass().getSimpleName() + " " + v;
    }
}
