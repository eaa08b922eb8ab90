package io.yas.mapping;

import io.yas.annotation.Groups;
import io.yas.buffer.YasFormatException;
import io.yas.internal.ContainerChecks;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;
import io.yas.wire.YasReader;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How one field maps to the wire: its kind, wire type, accessors (method handles built once) and, for containers and
 * nested objects, how their elements map. Immutable after construction and thread-safe.
 */
final class FieldCodec {
    /** How a field is written and read. */
    enum Kind {
        /** A primitive or its box: one scalar field. */
        SCALAR,
        STRING,
        /** URI, Instant, Duration: written as their standard text in a STRING field. */
        TEXT,
        /** A primitive array. */
        ARRAY,
        /** {@code Integer[]} and the other boxed arrays: the wire of the primitive array. */
        BOXED_ARRAY,
        /** {@link MultiArray}: an N-D array of any element type. */
        MULTI_ARRAY,
        /** {@code double[][]} and other rectangular nested primitive arrays: an N-D array. */
        NESTED_ARRAY,
        /**
         * An array of enums or of nested classes or records ({@code Mode[]}, {@code Point[]}): on the wire a LIST of
         * its elements, as a {@code List} of them (docs/spec-yas.md §7.3).
         */
        ELEMENT_ARRAY,
        ENUM,
        COLLECTION,
        MAP,
        /** A nested class or record: START_MARKER, its fields, END_MARKER. */
        OBJECT,
        /** A type with a registered {@link FieldSerialiser}. */
        CUSTOM
    }

    /** The elements of an empty or absent collection, as {@link #readCollection} reuses them. */
    private static final Object[] NO_ELEMENTS = {};

    /** How the elements (or keys, or values) of a container map. */
    record Element(Kind kind, DataType wireType, Class<?> type, ClassCodec nested) {
    }

    final String name;
    /** The class that declares the field (the mapped class or one of its superclasses). */
    final Class<?> declaringClass;
    /** Declared {@code final}: set through its setter, by generated code too (only a constructor may putfield it). */
    final boolean finalField;
    final byte[] isoName;
    final FieldDescription description;
    final int index;
    final Class<?> type;
    final Kind kind;
    /** Wire type written; for arrays the array type, for containers the header type. */
    final DataType wireType;
    private final String[] groups;
    /** {@code (Object)X}, X the field type if primitive, else Object. */
    private final MethodHandle getter;
    /** {@code (Object, X)void}; {@code null} for record components. */
    private final MethodHandle setter;
    final Element element;
    final Element key;
    final ClassCodec nested;
    private final FieldSerialiser<?> custom;
    final int rank;
    private final MethodHandle factory;
    /** The class of a new collection or map of this field: a list or map read anew of this class is taken as is. */
    private final Class<?> newClass;

    FieldCodec(Field f, int index, Kind kind, DataType wireType, MethodHandles.Lookup lookup, Element element,
            Element key, ClassCodec nested, FieldSerialiser<?> custom, int rank) {
        this.name = f.getName();
        this.declaringClass = f.getDeclaringClass();
        this.finalField = java.lang.reflect.Modifier.isFinal(f.getModifiers());
        this.isoName = name.getBytes(StandardCharsets.ISO_8859_1);
        this.description = ClassCodec.description(name, f);
        this.index = index;
        this.type = f.getType();
        this.kind = kind;
        this.wireType = wireType;
        Groups g = f.getAnnotation(Groups.class);
        this.groups = g == null ? new String[0] : g.value();
        this.element = element;
        this.key = key;
        this.nested = nested;
        this.custom = custom;
        this.rank = rank;
        Class<?> erased = type.isPrimitive() ? type : Object.class;
        try {
            this.getter = lookup.unreflectGetter(f).asType(MethodType.methodType(erased, Object.class));
            if (f.getDeclaringClass().isRecord()) {
                this.setter = null;
            } else {
                if (java.lang.reflect.Modifier.isFinal(f.getModifiers())) {
                    f.setAccessible(true);
                }
                this.setter = lookup.unreflectSetter(f).asType(MethodType.methodType(void.class, Object.class, erased));
            }
        } catch (IllegalAccessException | RuntimeException e) {
            throw new IllegalArgumentException(where(f) + ": cannot be accessed (" + e.getMessage() + ")", e);
        }
        try {
            Class<?> container = kind == Kind.COLLECTION || kind == Kind.MAP ? ContainerValues.containerClass(type)
                    : null;
            this.factory = container == null ? null : ContainerValues.containerFactory(container, type);
            this.newClass = container;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(f) + ": " + e.getMessage(), e);
        }
    }

    /** {@return the field's getter, {@code (Object)X}: X the field's type if primitive, else Object} */
    MethodHandle getter() {
        return getter;
    }

    /** {@return the field's setter, {@code (Object, X)void}; {@code null} for a record component} */
    MethodHandle setter() {
        return setter;
    }

    /** {@return "field 'x' of C": where a refusal of the field's type, or of its access, points} */
    static String where(Field f) {
        return "field '" + f.getName() + "' of " + f.getDeclaringClass().getName();
    }

    boolean inGroup(String group) {
        for (String g : groups) {
            if (g.equals(group)) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------------------------------ access

    Object get(Object target) {
        try {
            if (!type.isPrimitive()) {
                return (Object) getter.invokeExact(target);
            }
            return getter.invoke(target);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    void set(Object target, Object value) {
        try {
            if (type.isPrimitive()) {
                setter.invoke(target, value);
            } else {
                setter.invokeExact(target, value);
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    // ------------------------------------------------------------------------------------------------ writing

    /** Writes this field of {@code target}; a {@code null} reference is not written (docs/spec-yas.md §7.2). */
    void write(IoSerialiser w, Object target, int maxDepth) {
        try {
            if (kind == Kind.SCALAR && type.isPrimitive()) {
                writePrimitive(w, target);
                return;
            }
            Object v = get(target); // a primitive with a FieldSerialiser: boxed
            if (v != null) {
                writeValue(w, v, maxDepth);
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private void writePrimitive(IoSerialiser w, Object target) throws Throwable {
        switch (wireType) {
            case BOOL -> w.put(description, (boolean) getter.invokeExact(target));
            case BYTE -> w.put(description, (byte) getter.invokeExact(target));
            case SHORT -> w.put(description, (short) getter.invokeExact(target));
            case INT -> w.put(description, (int) getter.invokeExact(target));
            case LONG -> w.put(description, (long) getter.invokeExact(target));
            case FLOAT -> w.put(description, (float) getter.invokeExact(target));
            case DOUBLE -> w.put(description, (double) getter.invokeExact(target));
            default -> w.put(description, (char) getter.invokeExact(target));
        }
    }

    /** Writes {@code v}, this field's value, not {@code null} (also called by generated writers). */
    void writeValue(IoSerialiser w, Object v, int maxDepth) {
        switch (kind) {
            case SCALAR -> ScalarValues.writeScalar(w, description, wireType, v);
            case STRING -> w.put(description, (String) v);
            case TEXT -> w.put(description, v.toString());
            case ARRAY -> ArrayValues.writeArray(w, description, v, null);
            case BOXED_ARRAY -> ArrayValues.writeArray(w, description, ArrayValues.unbox(v, name), null);
            case MULTI_ARRAY -> ArrayValues.writeArray(w, description, ((MultiArray) v).elements(),
                    ((MultiArray) v).dims());
            case NESTED_ARRAY -> {
                MultiArray m = ArrayValues.flatten(v, rank, wireType, name);
                ArrayValues.writeArray(w, description, m.elements(), m.dims());
            }
            case ENUM -> w.put(description, (Enum<?>) v);
            case COLLECTION -> writeCollection(w, (Collection<?>) v, maxDepth);
            case ELEMENT_ARRAY -> writeCollection(w, Arrays.asList((Object[]) v), maxDepth);
            case MAP -> writeMap(w, (Map<?, ?>) v, maxDepth);
            case OBJECT -> nested.writeObject(w, description, v, maxDepth);
            default -> custom.write(w, description, v);
        }
    }

    private void writeCollection(IoSerialiser w, Collection<?> c, int maxDepth) {
        if (element.kind == Kind.OBJECT) {
            int h = w.putObjectCollectionHeader(description, wireType, c, element.type.getName());
            List<?> list = ContainerChecks.indexed(c);
            if (list != null) {
                for (int i = 0, n = list.size(); i < n; i++) {
                    writeElementObject(w, list.get(i), i, maxDepth);
                }
            } else {
                int i = 0;
                for (Object e : c) {
                    writeElementObject(w, e, i++, maxDepth);
                }
            }
            w.updateDataEndMarker(h);
        } else if (element.kind == Kind.ENUM) {
            w.put(description, wireType, ContainerValues.names(c), String.class);
        } else {
            w.put(description, wireType, c, element.type);
        }
    }

    private void writeMap(IoSerialiser w, Map<?, ?> m, int maxDepth) {
        Collection<?> keys = key.kind == Kind.ENUM ? ContainerValues.names(m.keySet()) : m.keySet();
        Class<?> keyClass = key.kind == Kind.ENUM ? String.class : key.type;
        if (element.kind == Kind.OBJECT) {
            int depth = w.depth();
            int h = w.putObjectMapHeader(description, keys, keyClass, element.type.getName());
            Object[] values = MapValues.lend(m, depth);
            if (values != null) {
                int n = m.size();
                try {
                    for (int i = 0; i < n; i++) {
                        writeElementObject(w, values[i], i, maxDepth);
                    }
                } finally {
                    MapValues.giveBack(values, n, depth);
                }
            } else {
                int i = 0;
                for (Object e : m.values()) {
                    writeElementObject(w, e, i++, maxDepth);
                }
            }
            w.updateDataEndMarker(h);
        } else {
            Map<?, ?> out = m;
            if (key.kind == Kind.ENUM || element.kind == Kind.ENUM) {
                out = ContainerValues.enumNames(m, key.kind == Kind.ENUM, element.kind == Kind.ENUM);
            }
            w.put(description, out, keyClass, element.kind == Kind.ENUM ? String.class : element.type);
        }
    }

    private void writeElementObject(IoSerialiser w, Object e, int i, int maxDepth) {
        if (e == null) {
            throw new IllegalArgumentException("field '" + name + "': null element " + i
                    + " (nested-object elements cannot be null)");
        }
        w.putStartMarker(FieldDescription.ELEMENT);
        element.nested.writeFields(w, e, null, maxDepth);
        w.putEndMarker(FieldDescription.ELEMENT);
    }

    // ------------------------------------------------------------------------------------------------ reading

    /**
     * Reads the current wire field into this field of {@code target}, in place where the value allows (also called
     * by generated readers).
     */
    void readInto(FieldCursor r, Object target) {
        try {
            if (kind == Kind.SCALAR && type.isPrimitive()) {
                readPrimitive(r, target);
            } else {
                set(target, readValue(r, get(target)));
            }
        } catch (YasFormatException e) {
            throw e.within(r.protocol().displayName(), r.path());
        }
    }

    private void readPrimitive(FieldCursor r, Object target) throws YasFormatException {
        try {
            switch (wireType) {
                case BOOL -> setter.invokeExact(target, ScalarValues.bool(r, this));
                case BYTE -> setter.invokeExact(target, (byte) ScalarValues.integral(r, DataType.BYTE, this));
                case SHORT -> setter.invokeExact(target, (short) ScalarValues.integral(r, DataType.SHORT, this));
                case INT -> setter.invokeExact(target, (int) ScalarValues.integral(r, DataType.INT, this));
                case LONG -> setter.invokeExact(target, ScalarValues.integral(r, DataType.LONG, this));
                case FLOAT -> setter.invokeExact(target, ScalarValues.floatValue(r, this));
                case DOUBLE -> setter.invokeExact(target, ScalarValues.floating(r, DataType.DOUBLE, this));
                default -> setter.invokeExact(target, ScalarValues.character(r, this));
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** Reads the current wire field as this field's value; {@code current} is reused where it fits. */
    Object readValue(FieldCursor r, Object current) {
        return switch (kind) {
            case SCALAR -> ScalarValues.readScalar(r, wireType, this);
            case STRING -> readString(r, current instanceof String s ? s : null);
            case TEXT -> ScalarValues.parseText(type, readString(r, null), r, this);
            case ARRAY -> ArrayValues.readArray(r, wireType, current, this);
            case BOXED_ARRAY -> ArrayValues.box(ArrayValues.readArray(r, wireType, null, this), type, current);
            case MULTI_ARRAY -> ArrayValues.readMultiArray(r, (MultiArray) current, this);
            case NESTED_ARRAY -> ArrayValues.readNested(r, wireType, rank, type, current, this);
            case ENUM -> ScalarValues.readEnum(r, type, this);
            case COLLECTION -> readCollection(r, current);
            case ELEMENT_ARRAY -> readElementArray(r, (Object[]) current);
            case MAP -> readMap(r, current);
            case OBJECT -> {
                expect(r, DataType.START_MARKER);
                yield nested.read(r, current);
            }
            default -> readCustom(r, current);
        };
    }

    /**
     * Reads the current wire field as a String field's value, {@code current} itself when equal (also called by
     * generated readers).
     */
    String readString(FieldCursor r, String current) {
        expect(r, DataType.STRING);
        return r.getString(current);
    }

    /**
     * Reads a collection field. All elements are read first, then the field's collection is refilled (so a failure
     * leaves it as it was); element objects are updated in place by index where the current value is a list.
     */
    private Object readCollection(FieldCursor r, Object current) {
        Collection<Object> out = ContainerChecks.collection(current);
        List<Object> values = readElements(r, out);
        return values == null ? out : refill(out, values);
    }

    /**
     * Reads an array of enums or nested objects from the collection it travels as: all elements first, then into
     * {@code current} where it has as many (its element objects updated in place), else into a new array, so that a
     * failure leaves {@code current} as it was.
     */
    private Object readElementArray(FieldCursor r, Object[] current) {
        List<Object> values = readElements(r, current == null ? null : Arrays.asList(current));
        if (values == null) {
            return current; // every element object updated in place, or equal to the one held
        }
        // a held array of a subclass's elements (Leaf[] field, SubLeaf[] value) could not take a Leaf read anew
        Object[] out = current != null && current.length == values.size() && current.getClass() == type ? current
                : (Object[]) Array.newInstance(type.getComponentType(), values.size());
        return values.toArray(out);
    }

    /**
     * The elements of the current wire field, a collection, converted to the field's element type: {@return
     * {@code null} if {@code out} holds them already (its element objects updated in place, or each element equal),
     * else the elements read}. Nothing of {@code out} but its element objects changes.
     */
    @SuppressWarnings("unchecked")
    private List<Object> readElements(FieldCursor r, Collection<Object> out) {
        List<Object> values;
        if (!r.type().isCollection() && (r.protocol().hasTypedNumbers() || !r.type().isArray())) {
            throw mismatch(r, "a collection (" + wireType + ")"); // JSON: any array is a collection
        }
        if (element.kind == Kind.OBJECT) {
            int n;
            try {
                n = r.enterObjectElements(); // -1: the protocol tells the end only there (JSON)
            } catch (YasFormatException e) {
                throw elementMismatch(r, e);
            }
            values = readElementObjects(r, out, n);
            r.leaveObjectElements();
            if (values == null) {
                return null; // every element object updated in place: nothing to change
            }
        } else if (!r.protocol().hasTypedNumbers()) { // JSON: any array, converted by the cursor
            List<?> held = out == null ? null : ContainerChecks.indexed(out);
            if (held != null && r.holdsElementsOf(held) && convertsToItself(held, r)) {
                return null; // the array holds exactly the field's elements: nothing to change, nothing read
            }
            values = ContainerValues.readElements(r, element, this);
        } else {
            if (!(r.readValue(out) instanceof List<?> wire)) { // elements equal to out's at their index kept
                throw mismatch(r, expectedContainer(), r.type() + " of nested objects or custom data");
            }
            if (wire == out && convertsToItself(wire, r)) {
                return null; // the cursor kept every element of the field's own list, each of the field's type
            }
            // a list of the cursor's own is converted in place; the field's own list is not changed here
            values = wire instanceof ArrayList<?> && wire != out ? (List<Object>) wire : new ArrayList<>(wire);
            for (int i = 0, n = values.size(); i < n; i++) {
                values.set(i, ContainerValues.convertElement(values.get(i), element, r, this));
            }
        }
        return values;
    }

    /**
     * Reads the element objects of an entered collection, {@code n} of them or, for -1, up to its end, each updated in
     * place from the object {@code out} holds at its index (a list). While each comes back as that object, nothing
     * is built: {@return {@code null} if {@code out} is a list read by index that holds exactly the objects read, in
     * order, else the objects read} (from the first that was not {@code out}'s, those before it being {@code out}'s
     * first ones).
     */
    private List<Object> readElementObjects(FieldCursor r, Collection<Object> out, int n) {
        List<?> list = out == null ? null : ContainerChecks.indexed(out);
        Object[] old = list == null ? held(out) : null; // a linked list: its objects by index, taken once
        int kept = 0; // objects read into those at the list's first indexes and come back as them
        List<Object> values = null; // from the first that did not
        for (int i = 0; (n < 0 || i < n) && r.nextElementObject(); i++) {
            Object existing = list != null ? (i < list.size() ? list.get(i) : null) : i < old.length ? old[i] : null;
            Object o = element.nested.read(r, existing);
            if (values == null) {
                if (list != null && i < list.size() && o == existing) {
                    kept++;
                    continue;
                }
                values = firstElements(list, kept, Math.max(n, kept + 1));
            }
            values.add(o);
        }
        if (values == null && (list == null || kept < list.size())) {
            values = firstElements(list, kept, kept);
        }
        return values;
    }

    /** {@return a new list of the first {@code n} elements of {@code list} (none if it is {@code null})} */
    private static List<Object> firstElements(List<?> list, int n, int capacity) {
        List<Object> first = new ArrayList<>(capacity);
        for (int i = 0; i < n; i++) {
            first.add(list.get(i));
        }
        return first;
    }

    /**
     * {@return whether every element converts to itself ({@link ContainerValues#convertElement}), none refused; a
     * {@code null} only among strings (JSON's)}
     */
    private boolean convertsToItself(List<?> elements, FieldCursor r) {
        for (int i = 0, n = elements.size(); i < n; i++) {
            Object e = elements.get(i);
            if (e == null ? element.kind != Kind.STRING : ContainerValues.convertElement(e, element, r, this) != e) {
                return false;
            }
        }
        return true;
    }

    /** {@return whether {@code out} is a list holding exactly the objects of {@code values}, in order} */
    private static boolean holdsAlready(Collection<Object> out, List<Object> values) {
        List<?> list = ContainerChecks.indexedList(out);
        if (list == null || list.size() != values.size()) {
            return false;
        }
        for (int i = 0, n = values.size(); i < n; i++) {
            if (list.get(i) != values.get(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Puts {@code values} into the field's current collection {@code out} (cleared first), or into a new one if
     * there is none or it cannot change (List.of(), Arrays.asList(), an unmodifiable view); a list that already holds
     * exactly these objects in this order (each element kept in place) is left as it is.
     */
    @SuppressWarnings("unchecked")
    Object refill(Collection<Object> out, List<Object> values) {
        if (out == null && values.getClass() == newClass) {
            return values; // the new list read for this field, nobody else's: what a new collection would be
        }
        if (holdsAlready(out, values)) {
            return out; // every element kept in place: nothing to change
        }
        if (out != null) {
            try {
                out.clear();
                out.addAll(values);
                return out;
            } catch (UnsupportedOperationException e) {
                // replaced by a new collection below
            }
        }
        Collection<Object> fresh = (Collection<Object>) ContainerValues.newContainer(factory);
        fresh.addAll(values);
        return fresh;
    }

    /** Reads a map field as {@link #readCollection} does; value objects are updated in place by key. */
    @SuppressWarnings("unchecked")
    private Object readMap(FieldCursor r, Object current) {
        Map<Object, Object> out = ContainerChecks.map(current);
        if (r.protocol().hasMapsAsObjects()) {
            if (r.type() != DataType.START_MARKER) {
                throw mismatch(r, "an object for a MAP");
            }
            return readMembers(r, out);
        }
        Map<Object, Object> old = out == null ? Map.of() : out; // not changed before the refill below
        Map<Object, Object> values = new LinkedHashMap<>();
        if (element.kind == Kind.OBJECT) {
            expect(r, DataType.MAP);
            List<Object> keys;
            try {
                keys = r.enterObjectMapValues();
            } catch (YasFormatException e) {
                throw elementMismatch(r, e);
            }
            for (Object k : keys) {
                Object converted = ContainerValues.convertElement(k, key, r, this);
                r.nextElementObject();
                values.put(converted, element.nested.read(r, old.get(converted)));
            }
            r.leaveObjectElements();
        } else {
            expect(r, DataType.MAP);
            if (!(r.readValue() instanceof Map<?, ?> wire)) {
                throw mismatch(r, expectedContainer(), "MAP of nested objects or custom data");
            }
            for (Map.Entry<?, ?> e : wire.entrySet()) {
                values.put(ContainerValues.convertElement(e.getKey(), key, r, this),
                        ContainerValues.convertElement(e.getValue(), element, r, this));
            }
        }
        return refill(out, values);
    }

    /**
     * Reads a map whose entries travel as the members of an object (JSON), the cursor on its START_MARKER. While the
     * members are the entries {@code out} holds, key for key in its order, each value kept or updated in place (an
     * element object read into itself, an equal string, number or constant), nothing is built and {@code out} is
     * left as it is; from the first member that is not, the entries are read into a new map (those before it are
     * {@code out}'s first ones) and {@code out} is refilled from it once all are read.
     */
    private Object readMembers(FieldCursor r, Map<Object, Object> out) {
        Map<Object, Object> old = out == null ? Map.of() : out; // not changed before the refill below
        Iterator<Map.Entry<Object, Object>> heldEntries = old.entrySet().iterator();
        int kept = 0; // members that were old's first entries, their values kept
        Map<Object, Object> values = null; // from the first member that was not
        while (r.nextField() != DataType.END_MARKER) {
            Object k = ContainerValues.keyFromText(r.name(), key, r, this);
            if (values == null) {
                Map.Entry<Object, Object> e = heldEntries.hasNext() ? heldEntries.next() : null;
                boolean atItsPlace = e != null && k.equals(e.getKey());
                Object existing = atItsPlace ? e.getValue() : old.get(k);
                Object v = r.isNull() ? null : readEntryValue(r, existing);
                if (atItsPlace && keeps(existing, v)) {
                    kept++;
                    continue;
                }
                values = firstEntries(old, kept);
                values.put(k, v);
                continue;
            }
            values.put(k, r.isNull() ? null : readEntryValue(r, old.get(k)));
        }
        if (values == null) {
            if (out != null && kept == out.size()) {
                return out; // every entry as held: nothing to change
            }
            values = firstEntries(old, kept);
        }
        return refill(out, values);
    }

    /**
     * {@return whether a map entry's value read as {@code read} leaves the held value {@code held} as it is: the same
     * object (an element object updated in place, a string kept), or an equal string, number, boolean, char or enum
     * constant}
     */
    private boolean keeps(Object held, Object read) {
        return read == held || element.kind != Kind.OBJECT && read != null && read.equals(held);
    }

    /** {@return a new map of the first {@code n} entries of {@code m}, in its order} */
    private static Map<Object, Object> firstEntries(Map<Object, Object> m, int n) {
        Map<Object, Object> first = new LinkedHashMap<>();
        Iterator<Map.Entry<Object, Object>> it = m.entrySet().iterator();
        for (int i = 0; i < n; i++) {
            Map.Entry<Object, Object> e = it.next();
            first.put(e.getKey(), e.getValue());
        }
        return first;
    }

    /** The value of a map entry that travels as an object member (JSON): the current field. */
    private Object readEntryValue(FieldCursor r, Object existing) {
        return switch (element.kind) {
            case OBJECT -> {
                if (r.type() != DataType.START_MARKER) {
                    throw mismatch(r, "an element object of " + element.type.getSimpleName());
                }
                yield element.nested.read(r, existing);
            }
            case ENUM -> ScalarValues.readEnum(r, element.type, this);
            case STRING -> readString(r, existing instanceof String s ? s : null);
            default -> ScalarValues.readScalar(r, element.wireType, this);
        };
    }

    /**
     * As {@link #refill(Collection, List)} for a map field: a map that already holds exactly these keys and values,
     * in this order, is left as it is.
     */
    Object refill(Map<Object, Object> out, Map<Object, Object> values) {
        if (out == null && values.getClass() == newClass) {
            return values; // the new map read for this field, nobody else's: what a new map would be
        }
        return refill(out, values.keySet().toArray(), values.values().toArray());
    }

    /** As {@link #refill(Map, Map)}, the entries {@code keys[i]} to {@code values[i]}, in that order. */
    @SuppressWarnings("unchecked")
    private Object refill(Map<Object, Object> out, Object[] keys, Object[] values) {
        if (holdsAlready(out, keys, values)) {
            return out; // every key and value kept in place: nothing to change
        }
        if (out != null) {
            try {
                out.clear();
                put(out, keys, values);
                return out;
            } catch (UnsupportedOperationException e) {
                // Map.of(), an unmodifiable view: replaced by a new map below
            }
        }
        Map<Object, Object> fresh = (Map<Object, Object>) ContainerValues.newContainer(factory);
        put(fresh, keys, values);
        return fresh;
    }

    /** {@return whether {@code out} holds exactly the entries {@code keys[i]} to {@code values[i]}, in that order} */
    private static boolean holdsAlready(Map<Object, Object> out, Object[] keys, Object[] values) {
        if (out == null || out.size() != keys.length) {
            return false;
        }
        int i = 0;
        for (Map.Entry<Object, Object> e : out.entrySet()) {
            if (e.getKey() != keys[i] || e.getValue() != values[i]) {
                return false;
            }
            i++;
        }
        return true;
    }

    private static void put(Map<Object, Object> m, Object[] keys, Object[] values) {
        for (int i = 0; i < keys.length; i++) {
            m.put(keys[i], values[i]);
        }
    }

    // ------------------------------------------------------- walked over YaS (LayoutWalk), without the cursor

    /**
     * Reads this field, a collection of objects or a map from strings to objects, from its data, {@code data} to
     * {@code end}, if it is exactly what the YaS writer writes ({@link YasReader#objectElementsAt},
     * {@link YasReader#stringKeysAt}), each object walked by its class's codec ({@link CompiledCodec#walkInto}); as
     * {@link #readCollection} and {@link #readMap} do, objects updated in place (by index, by key), the collection or
     * map refilled only once all were read.
     *
     * @param depth the depth of the object that holds the field
     * @return the field's new value, or {@code null} if the bytes are not that layout (nothing refilled)
     */
    Object walkContainer(YasReader y, int data, int end, Object current, int depth) {
        CompiledCodec<?> codec = element.nested.codec();
        int q = kind == Kind.MAP ? y.stringKeysAt(data, end) : y.objectElementsAt(data, end);
        int n = q < 0 ? 0 : y.objectCountAt(data);
        if (codec == null || q < 0 || n > 0 && !y.mayNest(depth)) {
            return null;
        }
        return kind == Kind.MAP ? walkMap(codec, y, q, n, end, current, depth + 1)
                : walkElements(codec, y, q, n, end, current, depth + 1);
    }

    /**
     * {@link #walkContainer} of a collection whose {@code n} elements start at {@code q}: a list read by index
     * ({@code RandomAccess}) of as many objects has them updated in place and is left as it is ({@link #walkOne});
     * any other is read into an array and refilled.
     */
    @SuppressWarnings("unchecked")
    private Object walkElements(CompiledCodec<?> codec, YasReader y, int q, int n, int end, Object current,
            int depth) {
        Collection<Object> out = ContainerChecks.collection(current);
        List<?> list = out == null ? null : ContainerChecks.indexed(out); // not a linked list: get(i) would walk it
        if (list != null && list.size() == n && !element.nested.record) {
            int p = q;
            for (int i = 0; i < n && p >= 0; i++) {
                p = walkOne(codec, y, p, list.get(i), depth);
            }
            if (p != NOT_IN_PLACE) {
                return p == end ? out : null;
            }
        }
        Object[] values = Arrays.copyOf(held(out), n);
        return walkValues(codec, y, q, values, depth) == end ? refill(out, Arrays.asList(values)) : null;
    }

    /** {@link #walkOne}: the bytes are not the layout the walk reads. */
    private static final int NOT_THE_LAYOUT = -1;
    /**
     * {@link #walkOne}: the object held is {@code null} or came back as another one (or a map's key differs), so the
     * container is walked again into arrays, which updates the objects already walked the same way.
     */
    private static final int NOT_IN_PLACE = -2;

    /**
     * Walks the element object at {@code q} into {@code current}, the container's own object, which must come back
     * updated in place: then the container holds exactly its objects after the walk, and nothing is put into it.
     *
     * @return the offset after the object, {@link #NOT_THE_LAYOUT} or {@link #NOT_IN_PLACE}
     */
    private static int walkOne(CompiledCodec<?> codec, YasReader y, int q, Object current, int depth) {
        if (current == null) {
            return NOT_IN_PLACE;
        }
        int e = y.elementAt(q);
        Object o = e < 0 ? null : codec.walkInto(y, q + YasReader.ELEMENT_START.length(), e, current, depth);
        if (o != current) {
            return o == null ? NOT_THE_LAYOUT : NOT_IN_PLACE;
        }
        return y.afterElement(e); // NOT_THE_LAYOUT if it is not an END_MARKER
    }

    /**
     * {@return the element objects a collection field holds now, to be updated in place by index: those of a list, in
     * its order (nulls included); none for any other collection}
     */
    private static Object[] held(Collection<Object> out) {
        List<?> list = ContainerChecks.list(out);
        return list != null && !list.isEmpty() ? list.toArray() : NO_ELEMENTS;
    }

    /**
     * {@link #walkContainer} of a map whose {@code n} keys start at {@code q}: a map of exactly these keys in this
     * order has its values updated in place and is left as it is ({@link #walkOne}); otherwise a key equal to the
     * current map's key at its place is kept rather than decoded, and the map refilled.
     */
    @SuppressWarnings("unchecked")
    private Object walkMap(CompiledCodec<?> codec, YasReader y, int q, int n, int end, Object current, int depth) {
        Map<Object, Object> out = ContainerChecks.map(current);
        if (out != null && out.size() == n && !element.nested.record) {
            int v = q; // after the keys, the values
            for (int i = 0; i < n && v >= 0; i++) {
                v = y.stringEnd(v, end);
            }
            v = v < 0 ? NOT_THE_LAYOUT : y.objectValuesAt(v, end, n);
            int k = q;
            for (Map.Entry<Object, Object> entry : out.entrySet()) { // the map's own keys, in its order
                if (v < 0) {
                    break;
                }
                int after = y.stringEnd(k, end); // it fits: found above
                v = entry.getKey() instanceof String s && y.stringIn(k, after, s) == s
                        ? walkOne(codec, y, v, entry.getValue(), depth) : NOT_IN_PLACE;
                k = after;
            }
            if (v != NOT_IN_PLACE) {
                return v == end ? out : null;
            }
        }
        // an empty map (a new instance's) has no keys to keep nor values to update: no iterator, no lookups
        Iterator<Object> held = out == null || out.isEmpty() ? null : out.keySet().iterator();
        String[] keys = new String[n];
        Object[] read = new Object[n];
        for (int i = 0; i < n; i++) {
            int k = y.stringEnd(q, end);
            if (k < 0) {
                return null;
            }
            String heldKey = held != null && held.hasNext() && held.next() instanceof String s ? s : null;
            keys[i] = y.stringIn(q, k, heldKey);
            if (held != null) {
                read[i] = out.get(keys[i]);
            }
            q = k;
        }
        q = y.objectValuesAt(q, end, n);
        if (q < 0 || walkValues(codec, y, q, read, depth) != end) {
            return null;
        }
        return refill(out, keys, read); // all read: put in, without a map in between
    }

    /**
     * Walks {@code values.length} element objects from {@code q}, each updated in place from {@code values[i]} (or
     * new for {@code null}) and put there; {@return the offset after the last one, or -1 where one is not the layout}
     */
    private static int walkValues(CompiledCodec<?> codec, YasReader y, int q, Object[] values, int depth) {
        for (int i = 0; i < values.length && q >= 0; i++) {
            int e = y.elementAt(q);
            Object o = e < 0 ? null : codec.walkInto(y, q + YasReader.ELEMENT_START.length(), e, values[i], depth);
            values[i] = o;
            q = o == null ? -1 : y.afterElement(e);
        }
        return q;
    }

    /** What this container field holds, for error messages: "a LIST of Leaf objects", "a MAP of String to Integer". */
    private String expectedContainer() {
        String elements = element.type.getSimpleName() + (element.kind == Kind.OBJECT ? " objects" : "");
        return "a " + wireType + " of " + (kind == Kind.MAP ? key.type.getSimpleName() + " to " : "") + elements;
    }

    /**
     * Nested-object elements expected but not found: a type mismatch if the container holds primitives or strings
     * (named by the first element's class), else the wire's own failure (corrupt bytes).
     */
    private YasFormatException elementMismatch(FieldCursor r, YasFormatException failure) {
        Object decoded;
        try {
            decoded = r.readValue();
        } catch (YasFormatException e) {
            return failure;
        }
        Collection<?> values = decoded instanceof Map<?, ?> m ? m.values() : decoded instanceof List<?> l ? l : null;
        if (values == null) {
            return failure;
        }
        return mismatch(r, expectedContainer(), r.type() + " of " + (values.isEmpty() ? "primitives or strings"
                : values.iterator().next().getClass().getSimpleName()));
    }

    Object readCustom(FieldCursor r, Object current) {
        if (r.type() == DataType.START_MARKER) { // a serialiser writes a value field; this is a nested object
            throw mismatch(r, "a field written by the FieldSerialiser for " + custom.type().getName());
        }
        try {
            return custom.read(r, current);
        } catch (YasFormatException e) { // where it failed, and that it was this field's serialiser that read it
            throw new YasFormatException(e.protocol(), e.offset(), e.path(), "a value the FieldSerialiser of field '"
                    + name + "' reads: " + e.expected(), e.actual(), e.hexWindow());
        }
    }

    void expect(FieldCursor r, DataType expected) {
        if (r.type() != expected) {
            throw mismatch(r, expected.toString());
        }
    }

    /** A wire type this field cannot take: names the field, the class's expectation and the wire's type. */
    YasFormatException mismatch(FieldCursor r, String expected) {
        return mismatch(r, expected, r.type().toString());
    }

    YasFormatException mismatch(FieldCursor r, String expected, String actual) {
        return Failures.typeMismatch(r.buffer(), r.fieldStart(), expected + " for field '" + name + "' ("
                + type.getTypeName() + ")", actual + " on the wire").within(r.protocol().displayName(), r.path());
    }
}
