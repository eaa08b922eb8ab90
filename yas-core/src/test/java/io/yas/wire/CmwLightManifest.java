package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.wire.YasGoldenReadTest.Manifest;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code golden/cmwlight/MANIFEST.md}: per vector its length, root entry count, the writes that made it and the
 * field table; and a replay of those writes, as the manifest words them, through {@link CmwLightWriter}.
 */
final class CmwLightManifest {
    private CmwLightManifest() {
    }

    /** One row of a vector's field table; {@code typeId} is the CmwLight id. */
    record Row(int index, int lvl, int fieldStart, int typeId, String name, int dataStartOffset, int dataSize,
            String value) {
        /** The row as the YaS manifest reader knows it (YaS type id, no metadata), for its value expectations. */
        YasGoldenReadTest.ManifestRow asYasRow() {
            return new YasGoldenReadTest.ManifestRow(index, lvl, fieldStart, CmwLightTypes.ofId(typeId).id(), name,
                    dataStartOffset, dataSize, null, value);
        }
    }

    record Vector(String name, int length, int rootCount, List<String> writes, Map<String, int[]> dims,
            List<Row> rows) {
    }

    private static Map<String, Vector> cache;

    private static final Pattern FILE = Pattern.compile("^- file: `(.+)\\.bin`, length \\*\\*(\\d+)\\*\\* bytes.*");
    private static final Pattern WRITE = Pattern.compile("^\\d+\\. `(.*)`$");
    private static final Pattern ROOT = Pattern.compile("^Wire layout .*: root entry count = (\\d+) .*");
    private static final Pattern DIMS_WRITE = Pattern.compile(
            "^put\\((?:\"([^\"]*)\"|FieldDescription\\{name=\"([^\"]*)\").*, dims=\\{([\\d, ]+)\\}\\).*");
    private static final Pattern LEADING_INT = Pattern.compile("^(-?\\d+)\\b.*");

    static synchronized Map<String, Vector> vectors() {
        if (cache == null) {
            cache = parse(ReaderTestSupport.text("/golden/cmwlight/MANIFEST.md"));
        }
        return cache;
    }

    private static Map<String, Vector> parse(String text) {
        Map<String, Vector> out = new LinkedHashMap<>();
        String name = null;
        int length = -1;
        int rootCount = -1;
        List<String> writes = new ArrayList<>();
        Map<String, int[]> dims = new HashMap<>();
        List<Row> rows = new ArrayList<>();
        for (String line : (text + "\n### end").split("\n")) {
            Matcher m;
            if (line.startsWith("### ")) {
                if (name != null) {
                    out.put(name, new Vector(name, length, rootCount, writes, dims, rows));
                }
                name = line.substring(4).trim();
                length = -1;
                rootCount = -1;
                writes = new ArrayList<>();
                dims = new HashMap<>();
                rows = new ArrayList<>();
            } else if (name == null) {
                continue;
            } else if ((m = FILE.matcher(line)).matches()) {
                assertThat(m.group(1)).isEqualTo(name);
                length = Integer.parseInt(m.group(2));
            } else if ((m = WRITE.matcher(line)).matches()) {
                writes.add(m.group(1));
                Matcher d = DIMS_WRITE.matcher(m.group(1));
                if (d.matches()) {
                    dims.put(d.group(1) != null ? d.group(1) : d.group(2), ints(d.group(3)));
                }
            } else if ((m = ROOT.matcher(line)).matches()) {
                rootCount = Integer.parseInt(m.group(1));
            } else if (line.matches("^\\| \\d+ \\|.*")) {
                rows.add(row(line));
            }
        }
        return out;
    }

    /** {@code | # | lvl | fieldStart | typeId | name | dataStart offset | data size (computed) | decoded value |}. */
    private static Row row(String line) {
        String[] c = line.split("\\|", -1);
        assertThat(c).as(line).hasSize(10);
        for (int i = 0; i < c.length; i++) {
            c[i] = c[i].trim();
        }
        return new Row(leadingInt(c[1]), leadingInt(c[2]), leadingInt(c[3]), leadingInt(c[4]), Manifest.quoted(c[5]),
                leadingInt(c[6]), leadingInt(c[7]), c[8]);
    }

    /** The number a cell starts with: {@code 8} of {@code "8 START_MARKER (nested Data)"}, {@code 4} of {@code "4 (+children)"}. */
    static int leadingInt(String cell) {
        Matcher m = LEADING_INT.matcher(cell);
        assertThat(m.matches()).as(cell).isTrue();
        return Integer.parseInt(m.group(1));
    }

    private static int[] ints(String commaSeparated) {
        return Arrays.stream(commaSeparated.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
    }

    // ============================================================================================== replay

    /**
     * Performs one write as the manifest states it, e.g. {@code put("aByte", byte 42 [0x2a])},
     * {@code put(FieldDescription{name="m", …}, double[4] {…}, dims={2, 2})}, {@code putStartMarker(…)},
     * {@code getBuffer().setEnforceSimpleStringEncoding(true)}. The reference's {@code setPutFieldMetaData} is
     * {@link CmwLightWriter#setWriteMetadata}; a by-name array write with {@code n=} or {@code dims=} uses the
     * {@link FieldDescription} overload (ours has no by-name one).
     *
     * @throws IllegalArgumentException as the writer throws it, for a write it refuses
     */
    static void replay(CmwLightWriter w, String write) {
        String call = withoutComment(write);
        if (call.startsWith("getBuffer().setEnforceSimpleStringEncoding(")) {
            w.buffer().setEnforceSimpleStringEncoding(call.contains("(true)"));
            return;
        }
        int open = call.indexOf('(');
        String method = call.substring(0, open);
        List<String> args = Manifest.split(call.substring(open + 1, call.lastIndexOf(')')));
        switch (method) {
            case "putHeaderInfo" -> w.putHeaderInfo();
            case "putEndMarker" -> w.putEndMarker(""); // writes nothing whatever the name
            case "putStartMarker" -> w.putStartMarker(description(args.get(0)));
            case "setPutFieldMetaData" -> w.setWriteMetadata(Boolean.parseBoolean(args.get(0)));
            case "put" -> put(w, args);
            default -> throw new AssertionError("no replay for " + write);
        }
    }

    /** A value with the parameter type of the overload that writes it. */
    private record Typed(Class<?> type, Object value) {
    }

    private static void put(CmwLightWriter w, List<String> args) {
        Object key = args.get(0).startsWith("\"") ? Manifest.quoted(args.get(0)) : description(args.get(0));
        List<Typed> params = new ArrayList<>();
        params.add(null);
        params.add(value(args.get(1)));
        if (args.size() > 2) {
            String extra = args.get(2);
            params.add(extra.startsWith("n=") ? new Typed(int.class, Integer.parseInt(extra.substring(2)))
                    : new Typed(int[].class, ints(extra.substring("dims={".length(), extra.length() - 1))));
            if (key instanceof String name) {
                key = FieldDescription.of(name);
            }
        }
        params.set(0, new Typed(key.getClass(), key));
        try {
            Method m = CmwLightWriter.class.getMethod("put", params.stream().map(Typed::type).toArray(Class[]::new));
            m.invoke(w, params.stream().map(Typed::value).toArray());
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new AssertionError(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("no CmwLightWriter.put for " + args, e);
        }
    }

    /** {@code FieldDescription{name="energy", dataType=…, unit="GeV/u", quantity=null, …, modifier=1, …}}. */
    static FieldDescription description(String text) {
        assertThat(text).startsWith("FieldDescription{");
        return new FieldDescription(member(text, "name"), member(text, "unit"), member(text, "quantity"),
                member(text, "description"), text.contains("modifier=") ? Integer.parseInt(member(text, "modifier"))
                        : 0);
    }

    /** A member of a FieldDescription text: a quoted string (unescaped), a bare word, or {@code null} if absent. */
    private static String member(String text, String member) {
        Matcher m = Pattern.compile("[{ ]" + member + "=(\"[^\"]*\"|[^,}]*)").matcher(text);
        if (!m.find() || m.group(1).equals("null")) {
            return null;
        }
        return m.group(1).startsWith("\"") ? Manifest.quoted(m.group(1)) : m.group(1);
    }

    /**
     * A typed value of the manifest: {@code int 5}, {@code Integer 5}, {@code float 3.14159f [0x40490fd0]} (bits,
     * where given, win), {@code char 'A' U+0041}, {@code String "x" […]}, {@code String null}, {@code double[2] {1.0,
     * 2.0}}, {@code enum java.time.DayOfWeek.SUNDAY (ordinal 6)}.
     */
    private static Typed value(String text) {
        int space = text.indexOf(' ');
        String kind = text.substring(0, space);
        String rest = text.substring(space + 1);
        if (kind.endsWith("]")) {
            String element = kind.substring(0, kind.indexOf('['));
            List<Object> items = new ArrayList<>();
            for (String item : Manifest.split(rest.substring(rest.indexOf('{') + 1, rest.lastIndexOf('}')))) {
                items.add(scalar(element, item));
            }
            Object array = ReaderTestSupport.primitiveArray(dataType(element), items);
            assertThat(items).as(text).hasSize(Integer.parseInt(kind.substring(kind.indexOf('[') + 1,
                    kind.length() - 1)));
            return new Typed(array.getClass(), array);
        }
        if (kind.equals("enum")) {
            String constant = rest.substring(0, rest.indexOf(' '));
            int dot = constant.lastIndexOf('.');
            try {
                Class<?> type = Class.forName(constant.substring(0, dot));
                return new Typed(Enum.class, enumConstant(type, constant.substring(dot + 1)));
            } catch (ClassNotFoundException e) {
                throw new AssertionError(e);
            }
        }
        Object v = scalar(kind.equals("Integer") ? "int" : kind, rest);
        Class<?> type = switch (kind) {
            case "boolean" -> boolean.class;
            case "byte" -> byte.class;
            case "short" -> short.class;
            case "int", "Integer" -> int.class;
            case "long" -> long.class;
            case "float" -> float.class;
            case "double" -> double.class;
            case "char" -> char.class;
            default -> String.class;
        };
        return new Typed(type, v);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumConstant(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }

    /** One scalar or array element of Java type {@code kind} ({@code int}, {@code String}, …), boxed. */
    private static Object scalar(String kind, String text) {
        String t = text.trim();
        String token = t.split(" ")[0];
        Matcher bits = Pattern.compile("\\[0x([0-9a-f]+)\\]").matcher(t);
        return switch (kind) {
            case "boolean" -> Boolean.parseBoolean(token);
            case "byte" -> Byte.parseByte(token);
            case "short" -> Short.parseShort(token);
            case "int" -> Integer.parseInt(token);
            case "long" -> Long.parseLong(token.substring(0, token.length() - 1));
            case "float" -> bits.find() ? Float.intBitsToFloat(Integer.parseUnsignedInt(bits.group(1), 16))
                    : Float.parseFloat(token.substring(0, token.length() - 1));
            case "double" -> bits.find() ? Double.longBitsToDouble(Long.parseUnsignedLong(bits.group(1), 16))
                    : Double.parseDouble(token);
            case "char" -> (char) Integer.parseInt(t.substring(t.indexOf("U+") + 2, t.indexOf("U+") + 6), 16);
            case "String" -> t.startsWith("null") ? null : Manifest.quoted(t);
            default -> throw new AssertionError("no value of kind " + kind + ": " + text);
        };
    }

    private static DataType dataType(String javaType) {
        return switch (javaType) {
            case "boolean" -> DataType.BOOL;
            case "byte" -> DataType.BYTE;
            case "short" -> DataType.SHORT;
            case "int" -> DataType.INT;
            case "long" -> DataType.LONG;
            case "float" -> DataType.FLOAT;
            case "double" -> DataType.DOUBLE;
            case "char" -> DataType.CHAR;
            default -> DataType.STRING;
        };
    }

    /** The call without a trailing {@code  // comment} (outside quotes). */
    private static String withoutComment(String write) {
        boolean quoted = false;
        for (int i = 0; i < write.length(); i++) {
            char c = write.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && write.startsWith("  //", i)) {
                return write.substring(0, i);
            }
        }
        return write;
    }
}
