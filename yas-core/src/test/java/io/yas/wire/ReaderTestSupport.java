package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Shared helpers of the reader tests: golden vectors from the classpath, tree flattening, value comparison by bit
 * pattern, and a per-thread allocation counter.
 */
final class ReaderTestSupport {
    private ReaderTestSupport() {
    }

    // ------------------------------------------------------------------------------------------------ vectors

    /** The boxed {@code items} as an array of {@code element}'s Java type: {@code double[]}, ..., {@code String[]}. */
    static Object primitiveArray(DataType element, List<Object> items) {
        Class<?> type = switch (element) {
            case BOOL -> boolean.class;
            case BYTE -> byte.class;
            case SHORT -> short.class;
            case INT -> int.class;
            case LONG -> long.class;
            case FLOAT -> float.class;
            case DOUBLE -> double.class;
            case CHAR -> char.class;
            default -> String.class;
        };
        Object a = java.lang.reflect.Array.newInstance(type, items.size());
        for (int i = 0; i < items.size(); i++) {
            java.lang.reflect.Array.set(a, i, items.get(i));
        }
        return a;
    }

    static byte[] resource(String path) {
        try (InputStream in = ReaderTestSupport.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + path);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String path) {
        return new String(resource(path), StandardCharsets.UTF_8);
    }

    /** @return every {@code .bin} file in {@code golden/yas}, sorted, e.g. {@code "02_primitives"} */
    static List<String> yasVectors() {
        return list("/golden/yas", name -> true);
    }

    /** @return every {@code .bin} in {@code golden/cpp} except the CmwLight one, sorted */
    static List<String> cppVectors() {
        return list("/golden/cpp", name -> !name.startsWith("cmwlight"));
    }

    /** @return every {@code .bin} file in {@code golden/cmwlight}, sorted, e.g. {@code "02_primitives"} */
    static List<String> cmwLightVectors() {
        return list("/golden/cmwlight", name -> true);
    }

    /** @return classpath paths of every golden YaS and C++ {@code .bin} (the CmwLight one too: hostile input) */
    static List<String> allBinaryPaths() {
        List<String> out = new ArrayList<>();
        yasVectors().forEach(v -> out.add("/golden/yas/" + v + ".bin"));
        list("/golden/cpp", name -> true).forEach(v -> out.add("/golden/cpp/" + v + ".bin"));
        return out;
    }

    private static List<String> list(String folder, java.util.function.Predicate<String> keep) {
        URL url = ReaderTestSupport.class.getResource(folder);
        if (url == null || !"file".equals(url.getProtocol())) {
            throw new IllegalStateException("test resources are expected in a folder: " + url);
        }
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".bin"))
                    .map(n -> n.substring(0, n.length() - 4)).filter(keep).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return {@code r} after its header and root START_MARKER, on its {@code n}-th field (1 = the first) */
    static <R extends FieldCursor> R atField(R r, int n) {
        r.readHeader();
        if (r.nextField() != DataType.START_MARKER) {
            throw new AssertionError("no root START_MARKER but " + r.type());
        }
        for (int i = 0; i < n; i++) {
            r.nextField();
        }
        return r;
    }

    static WireField decode(byte[] bytes) {
        return new YasReader(IoBuffer.wrap(bytes)).readTree();
    }

    // --------------------------------------------------------------------------------------------- trees

    /** A field of a flattened tree: depth 0 is the root object, 1 its fields, … */
    record Flat(int depth, WireField field) {
    }

    /** @return the tree in pre-order (objects before their fields) with depths */
    static List<Flat> flatten(WireField root) {
        List<Flat> out = new ArrayList<>();
        flatten(root, 0, out);
        return out;
    }

    private static void flatten(WireField f, int depth, List<Flat> out) {
        out.add(new Flat(depth, f));
        for (WireField child : f.fields()) {
            flatten(child, depth + 1, out);
        }
    }

    /** @return {@code true} if some field of the tree has one of the given types */
    static boolean containsType(WireField root, DataType... types) {
        List<DataType> wanted = Arrays.asList(types);
        return flatten(root).stream().anyMatch(f -> wanted.contains(f.field().type()));
    }

    /** @return a description of the difference between two trees, or {@code null} if they are identical */
    static String treeDifference(WireField a, WireField b) {
        return difference("$", a, b);
    }

    private static String difference(String path, WireField a, WireField b) {
        String at = path + "(" + a.name() + ")";
        if (!a.name().equals(b.name()) || a.type() != b.type() || a.typeId() != b.typeId()) {
            return at + ": " + a + " vs " + b;
        }
        if (a.offset() != b.offset() || a.dataStart() != b.dataStart() || a.dataSize() != b.dataSize()) {
            return at + ": offsets " + a.offset() + "/" + a.dataStart() + "/" + a.dataSize() + " vs " + b.offset()
                    + "/" + b.dataStart() + "/" + b.dataSize();
        }
        if (!Objects.equals(a.metadata(), b.metadata()) || !Arrays.equals(a.dims(), b.dims())) {
            return at + ": metadata or dims differ";
        }
        if (!sameValue(a.value(), b.value())) {
            return at + ": value " + show(a.value()) + " vs " + show(b.value());
        }
        if (a.fields().size() != b.fields().size()) {
            return at + ": " + a.fields().size() + " vs " + b.fields().size() + " fields";
        }
        for (int i = 0; i < a.fields().size(); i++) {
            String d = difference(at + "." + i, a.fields().get(i), b.fields().get(i));
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    /**
     * Value equality as the wire sees it: floats and doubles (boxed or in arrays, lists and maps) by raw bit
     * pattern, so -0.0 differs from 0.0 and NaN payloads count; arrays element-wise; lists and maps in order.
     */
    static boolean sameValue(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof Float x && b instanceof Float y) {
            return Float.floatToRawIntBits(x) == Float.floatToRawIntBits(y);
        }
        if (a instanceof Double x && b instanceof Double y) {
            return Double.doubleToRawLongBits(x) == Double.doubleToRawLongBits(y);
        }
        if (a instanceof float[] x && b instanceof float[] y) {
            if (x.length != y.length) {
                return false;
            }
            for (int i = 0; i < x.length; i++) {
                if (Float.floatToRawIntBits(x[i]) != Float.floatToRawIntBits(y[i])) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof double[] x && b instanceof double[] y) {
            if (x.length != y.length) {
                return false;
            }
            for (int i = 0; i < x.length; i++) {
                if (Double.doubleToRawLongBits(x[i]) != Double.doubleToRawLongBits(y[i])) {
                    return false;
                }
            }
            return true;
        }
        if (a.getClass().isArray() || b.getClass().isArray()) {
            return a.getClass() == b.getClass() && Objects.deepEquals(a, b);
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!sameValue(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof WireField x && b instanceof WireField y) { // nested objects inside containers
            return treeDifference(x, y) == null;
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            return x.size() == y.size() && sameValue(new ArrayList<>(x.keySet()), new ArrayList<>(y.keySet()))
                    && sameValue(new ArrayList<>(x.values()), new ArrayList<>(y.values()));
        }
        return a.getClass() == b.getClass() && a.equals(b);
    }

    /** @return a readable form of a decoded value, arrays included */
    static String show(Object v) {
        if (v == null || !v.getClass().isArray()) {
            return String.valueOf(v);
        }
        String s = Arrays.deepToString(new Object[] {v});
        return v.getClass().getComponentType().getSimpleName() + s.substring(1, s.length() - 1);
    }

    // ------------------------------------------------------------------------------------------ messages

    static Class<?> boxOf(DataType t) {
        Class<?> box = t.elementClass();
        if (box == null) {
            throw new IllegalArgumentException("no element class for " + t);
        }
        return box;
    }

    /** Nested objects inside collection and map payloads (the class mapper's framing), custom data, metadata. */
    static byte[] objectContainersMessage() {
        YasWriter w = new YasWriter(IoBuffer.allocate(256));
        w.putHeaderInfo();
        w.put("before", 1);
        List<Integer> two = List.of(1, 2);
        int list = w.putObjectCollectionHeader(FieldDescription.of("points"), DataType.LIST, two, "my.Point");
        for (int i : two) {
            w.putStartMarker("");
            w.put("x", i * 0.5);
            w.put(new FieldDescription("label", "m", null, "a label", 1), "p" + i);
            w.putEndMarker("");
        }
        w.updateDataEndMarker(list);
        int map = w.putObjectMapHeader(FieldDescription.of("byName"), List.of("a", "b"), String.class, "my.Inner");
        for (int i = 0; i < 2; i++) {
            w.putStartMarker("");
            w.putStartMarker("deeper");
            w.put("values", new int[] {i, i + 1, i + 2});
            w.putEndMarker("deeper");
            w.putEndMarker("");
        }
        w.updateDataEndMarker(map);
        w.putCustomData(FieldDescription.of("custom"), "my.Custom", null, b -> b.putDouble(1.5).putString("c"));
        w.put("after", 2);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    // ------------------------------------------------------------------------------------------ allocation

    private static final MethodHandle ALLOCATED_BYTES = allocatedBytesHandle();

    /*
     * java.management / jdk.management are not read by module io.yas (which the tests patch), so the MXBean is
     * reached reflectively; com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes is exact per thread.
     */
    private static MethodHandle allocatedBytesHandle() {
        try {
            Object bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean")
                    .invoke(null);
            Class<?> type = Class.forName("com.sun.management.ThreadMXBean");
            return MethodHandles.publicLookup()
                    .findVirtual(type, "getCurrentThreadAllocatedBytes", MethodType.methodType(long.class))
                    .bindTo(bean);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("per-thread allocation counter not available", e);
        }
    }

    /** @return bytes allocated by the current thread so far */
    static long allocatedBytes() {
        try {
            return (long) ALLOCATED_BYTES.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return a copy of {@code bytes} with {@code value} in place of the int32 at {@code offset} (little-endian) */
    static byte[] withInt(byte[] bytes, int offset, int value) {
        byte[] out = bytes.clone();
        IoBuffer.wrap(out).putInt(offset, value);
        return out;
    }
}
