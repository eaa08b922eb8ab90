package io.yas.wire;

import java.lang.reflect.Array;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Writes a generic field tree ({@link WireField}, as any protocol's reader builds it) through any
 * {@link IoSerialiser}, without a class: the protocol-independent half of {@code yas convert}.
 * <pre>{@code
 * WireField root = Protocol.readAnyTree(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
 * IoSerialiser w = Protocol.CMWLIGHT.newWriter(IoBuffer.allocate(bytes.length));
 * TreeWriter.write(w, root);               // the same message as CmwLight
 * }</pre>
 *
 * <p><b>Mapping</b> (value forms as in {@link WireField}): each field is written with a {@link FieldDescription} of
 * its name and its {@link FieldMetadata}, if any (the writer decides whether metadata is written); objects as
 * start marker, fields, end marker with the same description; scalars and strings by their type; arrays of more
 * than one dimension with their dimensions, others whole as one dimension; collections (COLLECTION, LIST, QUEUE,
 * SET) with their type as the header type and the class of their boxed elements as element class ({@code String}
 * when empty or all {@code null}), or, when every element is an object, through
 * {@link IoSerialiser#putObjectCollectionHeader} (element type name {@code ""}: the tree does not keep it); maps
 * alike, with {@link IoSerialiser#putObjectMapHeader} for object values; enums through
 * {@link IoSerialiser#putEnum}. The root is written with {@link IoSerialiser#putHeaderInfo(FieldDescription)};
 * an unnamed root (CmwLight, JSON) as {@value YasWriter#DEFAULT_ROOT_START}. An object's end marker is named
 * {@value YasWriter#DEFAULT_ROOT_END} for {@value YasWriter#DEFAULT_ROOT_START} and
 * {@code END_MARKER_DATASET:x} for {@code START_MARKER_DATASET:x} (the Java reference's names), otherwise like its
 * start marker, with its metadata. So a YaS tree written as YaS gives the reference's bytes where the tree holds
 * everything, which it does not for an empty container's element type (written as {@code String}), a class-mapped
 * field's payload container type (the header's is written) and an object element's type name.
 *
 * <p><b>Refused</b> — never dropped silently: custom data and undecodable payloads ({@link CustomValue}), unknown
 * type ids, a {@code null} scalar (JSON's {@code null}), collections or maps whose elements are of mixed classes,
 * arrays or lists (C++ maps of vectors, ragged JSON arrays), and whatever the writer itself refuses
 * ({@link IoSerialiser}: CmwLight collections, maps, metadata; names and chars outside ISO-8859-1; …). A refused
 * field is skipped with nothing of it written, the rest of the tree is written, and then one
 * {@link IllegalArgumentException} lists every refused field: a summary line, then one line per field,
 * {@code "  $.inner.samples (TYPE): why"} (JSON-path style: {@code .name} for fields and map keys, {@code [i]} for
 * collection elements). The buffer then holds an incomplete message: discard it.
 *
 * <p>Stateless; thread-safe as far as the writer and the tree are not shared.
 */
public final class TreeWriter {
    private final IoSerialiser w;
    private final List<String> refused = new ArrayList<>();

    private TreeWriter(IoSerialiser w) {
        this.w = Objects.requireNonNull(w, "writer");
    }

    /**
     * Writes a whole message: {@code putHeaderInfo} with the root's description, its fields, the root's end
     * marker.
     *
     * @param w    the writer of the protocol to write
     * @param root an object (START_MARKER), usually what a reader's {@code readTree()} returned
     * @throws IllegalArgumentException if {@code root} is not an object or some field cannot be written (see the
     *                                  class doc: every such field is named, the rest written)
     */
    public static void write(IoSerialiser w, WireField root) {
        TreeWriter t = new TreeWriter(w);
        if (!root.isObject()) {
            throw new IllegalArgumentException("$ (" + root.type() + "): the root of a message must be an object");
        }
        FieldDescription fd;
        try {
            fd = description(root.name().isEmpty() ? YasWriter.DEFAULT_ROOT_START : root.name(), root.metadata());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("$ (root object): " + e.getMessage(), e);
        }
        w.putHeaderInfo(fd);
        for (WireField f : root.fields()) {
            t.field("$." + f.name(), f);
        }
        w.putEndMarker(end(fd));
        t.throwIfRefused();
    }

    /**
     * Writes one field into the object the writer has open: a value, or an object with its fields.
     *
     * @param w     the writer, with an object open
     * @param field the field to write
     * @throws IllegalArgumentException if the field, or some field inside it, cannot be written (see the class
     *                                  doc)
     */
    public static void writeField(IoSerialiser w, WireField field) {
        TreeWriter t = new TreeWriter(w);
        t.field("$." + field.name(), field);
        t.throwIfRefused();
    }

    private void throwIfRefused() {
        if (!refused.isEmpty()) {
            throw new IllegalArgumentException(refused.size() + (refused.size() == 1 ? " field" : " fields")
                    + " cannot be written as " + w.protocol().displayName() + ":\n  " + String.join("\n  ", refused));
        }
    }

    /** Writes a field, or records why it cannot be written. */
    private void field(String path, WireField f) {
        try {
            write(path, f);
        } catch (IllegalArgumentException e) {
            refused.add(path + " (" + f.type() + "): " + withoutFieldPrefix(e.getMessage(), f.name()));
        }
    }

    private void write(String path, WireField f) {
        FieldDescription fd = description(f.name(), f.metadata());
        DataType type = f.type();
        Object v = f.value();
        if (type == DataType.START_MARKER) {
            w.putStartMarker(fd);
            for (WireField child : f.fields()) {
                field(path + "." + child.name(), child);
            }
            w.putEndMarker(end(fd));
        } else if (v instanceof CustomValue c) {
            throw new IllegalArgumentException(describe(type, c));
        } else if (type.isScalar()) {
            scalar(fd, type, v);
        } else if (type == DataType.STRING) {
            w.put(fd, as(String.class, v, type));
        } else if (type.isArray()) {
            array(fd, type, v, f.dims());
        } else if (type.isCollection()) {
            collection(path, fd, type, as(List.class, v, type));
        } else if (type == DataType.MAP) {
            map(path, fd, as(Map.class, v, type));
        } else if (type == DataType.ENUM) {
            w.putEnum(fd, as(EnumValue.class, required(v), type));
        } else {
            throw new IllegalArgumentException(v == null ? "no value (a JSON null has no type to write)"
                    : "type id " + f.typeId() + " has no writer");
        }
    }

    private void scalar(FieldDescription fd, DataType type, Object v) {
        required(v);
        switch (type) {
            case BOOL -> w.put(fd, (boolean) as(Boolean.class, v, type));
            case BYTE -> w.put(fd, (byte) as(Byte.class, v, type));
            case SHORT -> w.put(fd, (short) as(Short.class, v, type));
            case INT -> w.put(fd, (int) as(Integer.class, v, type));
            case LONG -> w.put(fd, (long) as(Long.class, v, type));
            case FLOAT -> w.put(fd, (float) as(Float.class, v, type));
            case DOUBLE -> w.put(fd, (double) as(Double.class, v, type));
            default -> w.put(fd, (char) as(Character.class, v, type));
        }
    }

    /**
     * Arrays of more than one dimension with their dimensions; all others whole, as one dimension of their length,
     * which every writer writes exactly as its plain overload ({@code put(fd, values)}).
     */
    private void array(FieldDescription fd, DataType type, Object v, int[] dims) {
        int[] shape = dims != null && dims.length > 1 ? dims : new int[] {Array.getLength(required(v))};
        switch (type) {
            case BOOL_ARRAY -> w.put(fd, as(boolean[].class, v, type), shape);
            case BYTE_ARRAY -> w.put(fd, as(byte[].class, v, type), shape);
            case SHORT_ARRAY -> w.put(fd, as(short[].class, v, type), shape);
            case INT_ARRAY -> w.put(fd, as(int[].class, v, type), shape);
            case LONG_ARRAY -> w.put(fd, as(long[].class, v, type), shape);
            case FLOAT_ARRAY -> w.put(fd, as(float[].class, v, type), shape);
            case DOUBLE_ARRAY -> w.put(fd, as(double[].class, v, type), shape);
            case CHAR_ARRAY -> w.put(fd, as(char[].class, v, type), shape);
            default -> w.put(fd, as(String[].class, v, type), shape);
        }
    }

    private void collection(String path, FieldDescription fd, DataType type, List<?> values) {
        Collection<?> framed = framed(type, values);
        if (!values.isEmpty() && allObjects("element", values)) {
            int handle = w.putObjectCollectionHeader(fd, type, framed, "");
            for (int i = 0; i < values.size(); i++) {
                elementObject(path + "[" + i + "]", (WireField) values.get(i));
            }
            w.updateDataEndMarker(handle);
        } else {
            w.put(fd, type, framed, elementClass("element", values));
        }
    }

    private void map(String path, FieldDescription fd, Map<?, ?> values) {
        Class<?> keyClass = elementClass("key", values.keySet());
        if (!values.isEmpty() && allObjects("value", values.values())) {
            int handle = w.putObjectMapHeader(fd, values.keySet(), keyClass, "");
            for (Map.Entry<?, ?> e : values.entrySet()) {
                elementObject(path + "." + e.getKey(), (WireField) e.getValue());
            }
            w.updateDataEndMarker(handle);
        } else {
            w.put(fd, values, keyClass, elementClass("value", values.values()));
        }
    }

    /** An object inside a collection or map: unnamed start marker, its fields, end marker. */
    private void elementObject(String path, WireField element) {
        w.putStartMarker("");
        for (WireField child : element.fields()) {
            field(path + "." + child.name(), child);
        }
        w.putEndMarker("");
    }

    /**
     * @return {@code true} if every element is an object, {@code false} if none is
     * @throws IllegalArgumentException for a mix of objects and other elements
     */
    private static boolean allObjects(String what, Collection<?> values) {
        long objects = values.stream().filter(v -> v instanceof WireField f && f.isObject()).count();
        if (objects != 0 && objects != values.size()) {
            throw new IllegalArgumentException("a mix of objects and other " + what + "s");
        }
        return objects != 0;
    }

    /**
     * @return the one class of the non-null elements, {@code String} if there are none
     * @throws IllegalArgumentException for mixed classes or a class that is not a box or String
     */
    private static Class<?> elementClass(String what, Collection<?> values) {
        Class<?> type = null;
        for (Object v : values) {
            if (v == null) {
                continue;
            }
            if (type == null) {
                type = v.getClass();
            } else if (type != v.getClass()) {
                throw new IllegalArgumentException(what + "s of mixed classes " + type.getName() + " and "
                        + v.getClass().getName());
            }
        }
        if (type == null) {
            return String.class;
        }
        if (DataType.ofElementClass(type) == null) {
            throw new IllegalArgumentException(what + "s of class " + type.getName()
                    + (type.isArray() || List.class.isAssignableFrom(type) ? " (arrays or lists)" : "")
                    + ": only boxed primitives, strings and objects can be written");
        }
        return type;
    }

    /**
     * The list as a collection whose kind the writers turn into {@code type} (they decide by {@code instanceof}),
     * in the list's order and with its duplicates.
     */
    private static Collection<?> framed(DataType type, List<?> list) {
        @SuppressWarnings("unchecked")
        List<Object> items = (List<Object>) list;
        return switch (type) {
            case LIST -> items;
            case SET -> new AbstractSet<Object>() {
                @Override
                public Iterator<Object> iterator() {
                    return items.iterator();
                }

                @Override
                public int size() {
                    return items.size();
                }
            };
            case QUEUE -> new LinkedList<>(items); // a Queue (and a List) that takes null
            default -> Collections.unmodifiableCollection(items);
        };
    }

    private static Object required(Object v) {
        if (v == null) {
            throw new IllegalArgumentException("no value");
        }
        return v;
    }

    private static <T> T as(Class<T> type, Object v, DataType fieldType) {
        if (v != null && !type.isInstance(v)) {
            throw new IllegalArgumentException("a " + fieldType + " field holding a " + v.getClass().getName()
                    + ", not a " + type.getName());
        }
        return type.cast(v);
    }

    static FieldDescription description(String name, FieldMetadata m) {
        return m == null ? FieldDescription.of(name)
                : new FieldDescription(name, m.unit(), m.quantity(), m.description(), m.modifier());
    }

    /** An object's end marker: the Java reference's names for its roots and data sets, otherwise the start's. */
    private static FieldDescription end(FieldDescription start) {
        String name = start.name();
        String dataset = "START_MARKER_DATASET:";
        if (name.equals(YasWriter.DEFAULT_ROOT_START)) {
            return FieldDescription.of(YasWriter.DEFAULT_ROOT_END);
        } else if (name.startsWith(dataset)) {
            return new FieldDescription("END_MARKER_DATASET:" + name.substring(dataset.length()), start.unit(),
                    start.quantity(), start.description(), start.modifier());
        }
        return start;
    }

    private static String describe(DataType type, CustomValue c) {
        String what = type == DataType.OTHER ? "custom data" : type == DataType.UNKNOWN ? "an unknown type id"
                : "a payload the reader could not decode";
        return what + (c.typeName() == null || c.typeName().isEmpty() ? "" : " of type " + c.typeName()) + " ("
                + c.byteCount() + " bytes), which only the code that wrote it can interpret";
    }

    private static String withoutFieldPrefix(String message, String name) {
        String prefix = "field '" + name + "': ";
        return message != null && message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }
}
