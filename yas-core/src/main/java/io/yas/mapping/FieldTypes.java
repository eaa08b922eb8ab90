package io.yas.mapping;

import io.yas.mapping.FieldCodec.Element;
import io.yas.mapping.FieldCodec.Kind;
import io.yas.wire.DataType;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;

import static io.yas.mapping.FieldCodec.where;

/**
 * The class mapper's rules for a field's declared type (docs/spec-yas.md §7.3): which {@link Kind} and wire type it
 * takes, how its elements or keys map, and why a type is refused (an {@link IllegalArgumentException} naming field
 * and class, when the class is described). yas-processor's {@code MappingRules} states the same rules at compile
 * time. Stateless.
 */
final class FieldTypes {
    private FieldTypes() {
    }

    /**
     * {@return the codec of field {@code f}, the {@code index}-th of its class}
     *
     * @param building the classes being described, for nested classes that refer back to them (cycles)
     * @throws IllegalArgumentException if the field's type cannot be mapped, naming field, class and reason
     */
    static FieldCodec of(Field f, int index, MethodHandles.Lookup lookup, ClassMapping mapping,
            Map<Class<?>, ClassCodec> building) {
        Class<?> raw = f.getType();
        Type declared = f.getGenericType();
        FieldSerialiser<?> s = mapping.serialiserFor(raw, declared);
        if (s != null) {
            return new FieldCodec(f, index, Kind.CUSTOM, DataType.OTHER, lookup, null, null, null, s, 0);
        }
        DataType scalar = DataType.ofElementClass(raw);
        if (scalar != null && scalar != DataType.STRING) {
            return new FieldCodec(f, index, Kind.SCALAR, scalar, lookup, null, null, null, null, 0);
        }
        if (raw == String.class) {
            return new FieldCodec(f, index, Kind.STRING, DataType.STRING, lookup, null, null, null, null, 0);
        }
        if (raw == URI.class || raw == Instant.class || raw == Duration.class) {
            return new FieldCodec(f, index, Kind.TEXT, DataType.STRING, lookup, null, null, null, null, 0);
        }
        if (raw == MultiArray.class) {
            return new FieldCodec(f, index, Kind.MULTI_ARRAY, DataType.UNKNOWN, lookup, null, null, null, null, 0);
        }
        if (raw.isArray()) {
            return array(f, index, lookup, raw, mapping, building);
        }
        if (raw.isEnum()) {
            return new FieldCodec(f, index, Kind.ENUM, DataType.ENUM, lookup, null, null, null, null, 0);
        }
        if (Map.class.isAssignableFrom(raw)) {
            Type[] args = typeArguments(f, declared, Map.class, 2);
            Element k = element(f, args[0], mapping, building, false);
            Element v = element(f, args[1], mapping, building, true);
            return new FieldCodec(f, index, Kind.MAP, DataType.MAP, lookup, v, k, null, null, 0);
        }
        if (Collection.class.isAssignableFrom(raw)) {
            Type[] args = typeArguments(f, declared, Collection.class, 1);
            Element e = element(f, args[0], mapping, building, true);
            return new FieldCodec(f, index, Kind.COLLECTION, collectionType(raw), lookup, e, null, null, null, 0);
        }
        try {
            ClassCodec c = ClassCodec.build(raw, mapping, building);
            return new FieldCodec(f, index, Kind.OBJECT, DataType.START_MARKER, lookup, null, null, c, null, 0);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(f) + ": " + e.getMessage(), e);
        }
    }

    private static FieldCodec array(Field f, int index, MethodHandles.Lookup lookup, Class<?> raw, ClassMapping mapping,
            Map<Class<?>, ClassCodec> building) {
        Class<?> component = raw.getComponentType();
        if (component == String.class) {
            return new FieldCodec(f, index, Kind.ARRAY, DataType.STRING_ARRAY, lookup, null, null, null, null, 1);
        }
        DataType scalar = DataType.ofElementClass(component);
        if (scalar != null) {
            Kind kind = component.isPrimitive() ? Kind.ARRAY : Kind.BOXED_ARRAY;
            return new FieldCodec(f, index, kind, scalar.arrayType(), lookup, null, null, null, null, 1);
        }
        if (!component.isArray()) { // enums and nested objects: the elements of a List
            Element e = element(f, component, mapping, building, true);
            return new FieldCodec(f, index, Kind.ELEMENT_ARRAY, DataType.LIST, lookup, e, null, null, null, 0);
        }
        int rank = 1;
        Class<?> leaf = component;
        while (leaf.isArray()) {
            leaf = leaf.getComponentType();
            rank++;
        }
        if (leaf.isPrimitive() || leaf == String.class) {
            DataType t = DataType.ofElementClass(leaf).arrayType();
            return new FieldCodec(f, index, Kind.NESTED_ARRAY, t, lookup, null, null, null, null, rank);
        }
        throw new IllegalArgumentException(where(f) + ": arrays of " + leaf.getName() + " with " + rank
                + " dimensions are not supported (only primitives and strings have N-D arrays); register a "
                + "FieldSerialiser");
    }

    /** The header type of a collection field from its declared type, in the reference's order (§2.4). */
    private static DataType collectionType(Class<?> raw) {
        if (List.class.isAssignableFrom(raw)) {
            return DataType.LIST;
        } else if (Queue.class.isAssignableFrom(raw)) {
            return DataType.QUEUE;
        } else if (Set.class.isAssignableFrom(raw)) {
            return DataType.SET;
        }
        return DataType.COLLECTION;
    }

    private static Type[] typeArguments(Field f, Type declared, Class<?> container, int count) {
        if (declared instanceof ParameterizedType p && p.getActualTypeArguments().length == count
                && (p.getRawType() == f.getType())) {
            return p.getActualTypeArguments();
        }
        throw new IllegalArgumentException(where(f) + ": a raw or indirectly parameterised " + container.getSimpleName()
                + " cannot be mapped; declare its type arguments, e.g. List<Double>");
    }

    private static Element element(Field f, Type t, ClassMapping mapping, Map<Class<?>, ClassCodec> building,
            boolean objectsAllowed) {
        Type resolved = t instanceof WildcardType w && w.getUpperBounds().length == 1 ? w.getUpperBounds()[0] : t;
        if (!(resolved instanceof Class<?> c) || resolved instanceof GenericArrayType) {
            throw new IllegalArgumentException(where(f) + ": element type " + t.getTypeName()
                    + " cannot be mapped; use a concrete class (a primitive box, String, an enum or a class)");
        }
        DataType scalar = DataType.ofElementClass(c);
        if (scalar != null) {
            return new Element(scalar == DataType.STRING ? Kind.STRING : Kind.SCALAR, scalar, c, null);
        }
        if (c.isEnum()) {
            return new Element(Kind.ENUM, DataType.STRING, c, null);
        }
        if (!objectsAllowed) {
            throw new IllegalArgumentException(where(f) + ": map key type " + c.getName()
                    + " cannot be mapped; keys must be primitive boxes, String or enums");
        }
        try {
            return new Element(Kind.OBJECT, DataType.OTHER, c, ClassCodec.build(c, mapping, building));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(f) + ": element type: " + e.getMessage(), e);
        }
    }
}
