package io.yas.mapping;

import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Collection and map conversions of the class mapper: an element read as the declared element type (widened as
 * {@link ScalarValues#widens} allows, an enum by name), a collection that travels as an array and a map key that
 * travels as text (JSON's member names), the enums of a collection or map written as their names, and the standard
 * implementation made for a field declared as an interface or abstract class.
 */
final class ContainerValues {
    private ContainerValues() {
    }

    static List<String> names(Collection<?> enums) {
        List<String> out = new ArrayList<>(enums.size());
        for (Object e : enums) {
            out.add(e == null ? null : ((Enum<?>) e).name());
        }
        return out;
    }

    static Map<?, ?> enumNames(Map<?, ?> m, boolean keys, boolean values) {
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            out.put(keys ? ((Enum<?>) e.getKey()).name() : e.getKey(),
                    values ? ((Enum<?>) e.getValue()).name() : e.getValue());
        }
        return out;
    }

    /** Converts a boxed wire element to the element type of a collection or map, widening where lossless. */
    static Object convertElement(Object e, FieldCodec.Element target, FieldCursor r, FieldCodec f) {
        switch (target.kind()) {
            case STRING -> {
                if (e instanceof String) {
                    return e;
                }
            }
            case ENUM -> {
                if (e instanceof String s) {
                    return ScalarValues.constant(target.type(), s, r, f);
                }
            }
            default -> {
                DataType wire = DataType.ofElementClass(e.getClass());
                if (wire != null && ScalarValues.widens(wire, target.wireType())) {
                    return widen(e, target.wireType());
                }
            }
        }
        throw f.mismatch(r, "elements of " + target.type().getSimpleName() + " (got " + e.getClass().getSimpleName()
                + ")");
    }

    private static Object widen(Object e, DataType target) {
        if (!(e instanceof Number n) || DataType.ofElementClass(e.getClass()) == target) {
            return e;
        }
        return switch (target) {
            case SHORT -> n.shortValue();
            case INT -> n.intValue();
            case LONG -> n.longValue();
            default -> n.doubleValue();
        };
    }

    /**
     * The elements of a collection that travels as an array (JSON): read with the cursor's getter for the element
     * type's array, which converts each element or names the one that does not fit.
     */
    static List<Object> readElements(FieldCursor r, FieldCodec.Element element, FieldCodec f) {
        if (element.kind() == FieldCodec.Kind.STRING || element.kind() == FieldCodec.Kind.ENUM) {
            String[] texts = r.getStringArray(null);
            List<Object> out = new ArrayList<>(texts.length);
            for (int i = 0; i < texts.length; i++) {
                out.add(element.kind() == FieldCodec.Kind.STRING ? texts[i]
                        : enumElement(element.type(), texts[i], i, r, f));
            }
            return out;
        }
        Object a = ArrayValues.readArray(r, element.wireType().arrayType(), null, f);
        int n = Array.getLength(a);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(ArrayValues.element(a, i));
        }
        return out;
    }

    private static Object enumElement(Class<?> type, String name, int i, FieldCursor r, FieldCodec f) {
        Object c = name == null ? null : ScalarValues.constantOrNull(type, name);
        if (c == null) {
            throw Failures.malformed(r.buffer(), r.fieldStart(), "a constant of " + type.getName() + " for field '"
                    + f.name + "'", name == null ? "null" : "'" + name + "'")
                    .within(r.protocol().displayName(), r.path() + "[" + i + "]");
        }
        return c;
    }

    /** A map key that travels as text (JSON member names): parsed by the declared key type. */
    static Object keyFromText(String text, FieldCodec.Element key, FieldCursor r, FieldCodec f) {
        try {
            return switch (key.kind()) {
                case STRING -> text;
                case ENUM -> {
                    Object c = ScalarValues.constantOrNull(key.type(), text);
                    if (c == null) {
                        throw new NumberFormatException(text);
                    }
                    yield c;
                }
                default -> switch (key.wireType()) {
                    case BOOL -> parseBoolean(text);
                    case BYTE -> Byte.parseByte(text);
                    case SHORT -> Short.parseShort(text);
                    case INT -> Integer.parseInt(text);
                    case LONG -> Long.parseLong(text);
                    case FLOAT -> Float.parseFloat(text);
                    case DOUBLE -> Double.parseDouble(text);
                    default -> text.length() == 1 ? text.charAt(0) : Character.valueOf((char) Integer.parseInt(text));
                };
            };
        } catch (NumberFormatException e) {
            throw Failures.malformed(r.buffer(), r.fieldStart(), "a " + key.type().getSimpleName() + " key for field '"
                    + f.name + "'", "\"" + text + "\"").within(r.protocol().displayName(), r.path());
        }
    }

    private static Boolean parseBoolean(String text) {
        if (!text.equals("true") && !text.equals("false")) {
            throw new NumberFormatException(text);
        }
        return Boolean.valueOf(text);
    }

    /**
     * {@return the class a new value of a container field of type {@code declared} is}: {@code declared} itself, or
     * for an interface or abstract class the standard implementation that fits
     *
     * @throws IllegalArgumentException if no standard implementation fits (EnumSet, BlockingQueue, ...)
     */
    static Class<?> containerClass(Class<?> declared) {
        if (!declared.isInterface() && !java.lang.reflect.Modifier.isAbstract(declared.getModifiers())) {
            return declared;
        }
        Class<?> impl;
        if (SortedMap.class.isAssignableFrom(declared) || NavigableMap.class.isAssignableFrom(declared)) {
            impl = TreeMap.class;
        } else if (Map.class.isAssignableFrom(declared)) {
            impl = LinkedHashMap.class;
        } else if (SortedSet.class.isAssignableFrom(declared) || NavigableSet.class.isAssignableFrom(declared)) {
            impl = TreeSet.class;
        } else if (Set.class.isAssignableFrom(declared)) {
            impl = LinkedHashSet.class;
        } else if (Queue.class.isAssignableFrom(declared) && !List.class.isAssignableFrom(declared)) {
            impl = ArrayDeque.class;
        } else {
            impl = ArrayList.class;
        }
        if (!declared.isAssignableFrom(impl)) {
            throw new IllegalArgumentException("container type " + declared.getName() + " has no standard "
                    + "implementation to create on read; declare the field as List, Set, Queue, Map, ... or "
                    + "register a FieldSerialiser");
        }
        return impl;
    }

    /**
     * A {@code ()Object} factory of {@code impl}, the {@link #containerClass} of a field declared {@code declared}: its
     * public no-arg constructor.
     *
     * @throws IllegalArgumentException if {@code impl} has none
     */
    static MethodHandle containerFactory(Class<?> impl, Class<?> declared) {
        try {
            return MethodHandles.publicLookup().findConstructor(impl, MethodType.methodType(void.class))
                    .asType(MethodType.methodType(Object.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException("container type " + declared.getName()
                    + " has no public no-arg constructor; declare the field as its interface (List, Set, Map, ...)");
        }
    }

    static Object newContainer(MethodHandle factory) {
        try {
            return factory.invokeExact();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
