package io.yas.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import io.yas.buffer.IoBuffer;
import io.yas.wire.WireField;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shared by the JSON tests: golden files, whole-message writes, and a plain comparable form of a JSON text or a
 * field tree, in which objects are {@link Obj} (members in order), arrays are {@link Arr} with nested arrays
 * flattened, integers {@code Long}, other numbers {@code Double} (compared by bits through {@code equals}), strings,
 * booleans and {@code null}.
 */
final class JsonTestSupport {
    private static final JsonFactory STRICT = new JsonFactory();
    private static final JsonFactory LENIENT = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

    private JsonTestSupport() {
    }

    /** An object: its members in order. */
    record Obj(List<Member> members) {
        Object get(String name) {
            return members.stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow().value();
        }
    }

    /** One member of an {@link Obj}. */
    record Member(String name, Object value) {
    }

    /** An array, nested arrays flattened into one list of leaves (the reference writes N-D arrays flat). */
    record Arr(List<Object> leaves) {
    }

    // ------------------------------------------------------------------------------------------------ vectors

    /** @return the bytes of {@code golden/json/NAME.json} */
    static byte[] golden(String name) {
        return resource("/golden/json/" + name + ".json");
    }

    /** @return the bytes of the test resource at {@code path}, e.g. {@code /golden/cpp/json_nested.json} */
    static byte[] resource(String path) {
        try (InputStream in = JsonTestSupport.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + path);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return every vector the manifest lists, in its order, e.g. {@code "02_primitives"} */
    static List<String> vectors() {
        String manifest;
        try (InputStream in = JsonTestSupport.class.getResourceAsStream("/golden/json/MANIFEST.md")) {
            manifest = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^### (\\S+)$").matcher(manifest);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** @return the bytes of one message: {@code putHeaderInfo()}, the writes, the root's end marker */
    static byte[] write(boolean compact, Consumer<JsonWriter> writes) {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(16), compact);
        w.putHeaderInfo();
        writes.accept(w);
        w.putEndMarker("OBJ_ROOT_END");
        return w.buffer().flip().toByteArray();
    }

    static String text(byte[] json) {
        return new String(json, StandardCharsets.UTF_8);
    }

    static WireField read(byte[] json) {
        return new JsonReader(IoBuffer.wrap(json)).readTree();
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> linkedMap(Object... keysAndValues) {
        Map<K, V> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((K) keysAndValues[i], (V) keysAndValues[i + 1]);
        }
        return map;
    }

    // ------------------------------------------------------------------------------------- comparable form

    /** @return the comparable form of strict JSON text */
    static Obj parse(byte[] json) {
        return parse(json, STRICT);
    }

    /** @return the comparable form of text that may hold bare {@code NaN}/{@code Infinity} (reference quirk) */
    static Obj parseLenient(byte[] json) {
        return parse(json, LENIENT);
    }

    private static Obj parse(byte[] json, JsonFactory factory) {
        try (JsonParser p = factory.createParser(json)) {
            Object root = value(p, p.nextToken());
            if (p.nextToken() != null) {
                throw new IllegalStateException("content after the root value");
            }
            return (Obj) root;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT -> {
                List<Member> members = new ArrayList<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    members.add(new Member(name, value(p, p.nextToken())));
                }
                return new Obj(members);
            }
            case START_ARRAY -> {
                List<Object> leaves = new ArrayList<>();
                JsonToken e;
                while ((e = p.nextToken()) != JsonToken.END_ARRAY) {
                    addLeaves(leaves, value(p, e));
                }
                return new Arr(leaves);
            }
            case VALUE_NUMBER_INT -> {
                return p.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? p.getBigIntegerValue()
                        : p.getLongValue();
            }
            case VALUE_NUMBER_FLOAT -> {
                return p.getDoubleValue();
            }
            case VALUE_STRING -> {
                return p.getText();
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return p.getBooleanValue();
            }
            case VALUE_NULL -> {
                return null;
            }
            default -> throw new IllegalStateException("unexpected token " + t);
        }
    }

    private static void addLeaves(List<Object> leaves, Object v) {
        if (v instanceof Arr a) {
            leaves.addAll(a.leaves());
        } else {
            leaves.add(v);
        }
    }

    /** @return the comparable form of a field tree: the same form as of the text it was read from */
    static Object comparable(WireField f) {
        if (f.isObject()) {
            List<Member> members = new ArrayList<>();
            for (WireField c : f.fields()) {
                members.add(new Member(c.name(), comparable(c)));
            }
            return new Obj(members);
        }
        return comparableValue(f.value());
    }

    private static Object comparableValue(Object v) {
        if (v instanceof WireField w) {
            return comparable(w);
        } else if (v instanceof Integer i) {
            return i.longValue();
        } else if (v instanceof List<?> list) {
            List<Object> leaves = new ArrayList<>();
            list.forEach(e -> addLeaves(leaves, comparableValue(e)));
            return new Arr(leaves);
        } else if (v != null && v.getClass().isArray()) {
            List<Object> leaves = new ArrayList<>();
            for (int i = 0; i < Array.getLength(v); i++) {
                leaves.add(comparableValue(Array.get(v, i)));
            }
            return new Arr(leaves);
        }
        return v;
    }

    /** @return the form with the strings "NaN", "Infinity", "-Infinity" replaced by the doubles they name */
    static Object nonFiniteAsNumbers(Object v) {
        if (v instanceof Obj o) {
            return new Obj(o.members().stream().map(m -> new Member(m.name(), nonFiniteAsNumbers(m.value())))
                    .toList());
        } else if (v instanceof Arr a) {
            return new Arr(a.leaves().stream().map(JsonTestSupport::nonFiniteAsNumbers).toList());
        } else if ("NaN".equals(v) || "Infinity".equals(v) || "-Infinity".equals(v)) {
            return Double.parseDouble((String) v);
        }
        return v;
    }

    /** @return the form with every double rounded to float, for comparing float fields by their float bits */
    static Object asFloats(Object v) {
        if (v instanceof Arr a) {
            return new Arr(a.leaves().stream().map(JsonTestSupport::asFloats).toList());
        }
        return v instanceof Double d ? (Object) d.floatValue() : v;
    }
}
