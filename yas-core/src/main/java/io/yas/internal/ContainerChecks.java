package io.yas.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * Type tests of collections and maps on the paths every message takes, that tell the common classes
 * ({@code ArrayList}, {@code LinkedHashMap}, {@code HashMap}) by their class first. On JDK 17 (before the hashed
 * interface tables of JDK 23) an {@code instanceof} or cast to an interface that fails, or that alternates with
 * another interface on the same class (as {@code List}, then {@code RandomAccess}, then {@code Collection} do),
 * scans the class's interfaces every time; a class compare is one instruction. Exported to the JSON module only; not
 * API.
 */
public final class ContainerChecks {
    /** The classes of {@code keySet()} of a {@code LinkedHashMap} and a {@code HashMap} (the keys a map field writes). */
    private static final Class<?> LINKED_KEYS = new LinkedHashMap<>().keySet().getClass();
    private static final Class<?> HASH_KEYS = new HashMap<>().keySet().getClass();

    private ContainerChecks() {
    }

    /**
     * {@return {@code values} if it is a list read by index (no iterator to allocate), else {@code null}}
     *
     * @param values a collection, not {@code null}
     */
    public static List<?> indexed(Collection<?> values) {
        Class<?> c = values.getClass();
        if (c == ArrayList.class) {
            return (List<?>) values;
        }
        if (c == LINKED_KEYS || c == HASH_KEYS) {
            return null;
        }
        return values instanceof List<?> list && values instanceof RandomAccess ? list : null;
    }

    /**
     * {@return {@code value} as a list read by index ({@link #indexed}), or {@code null} if it is none}: what an
     * in-place read compares with by index, so that no linked list is walked
     *
     * @param value anything, or {@code null}
     */
    public static List<?> indexedList(Object value) {
        Collection<Object> c = collection(value);
        return c == null ? null : indexed(c);
    }

    /**
     * {@return {@code value} as a list, or {@code null} if it is none}
     *
     * @param value anything, or {@code null}
     */
    public static List<?> list(Object value) {
        if (value != null && value.getClass() == ArrayList.class) {
            return (List<?>) value;
        }
        return value instanceof List<?> list ? list : null;
    }

    /**
     * {@return {@code value} as a collection, or {@code null} if it is none}
     *
     * @param value anything, or {@code null}
     */
    @SuppressWarnings("unchecked") // the caller's element type
    public static Collection<Object> collection(Object value) {
        if (value != null && value.getClass() == ArrayList.class) {
            return (Collection<Object>) value;
        }
        return value instanceof Collection<?> c ? (Collection<Object>) c : null;
    }

    /**
     * {@return {@code value} as a map, or {@code null} if it is none}
     *
     * @param value anything, or {@code null}
     */
    @SuppressWarnings("unchecked") // the caller's key and value types
    public static Map<Object, Object> map(Object value) {
        if (value != null && (value.getClass() == LinkedHashMap.class || value.getClass() == HashMap.class)) {
            return (Map<Object, Object>) value;
        }
        return value instanceof Map<?, ?> m ? (Map<Object, Object>) m : null;
    }
}
