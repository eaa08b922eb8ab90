package io.yas.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.yas.wire.CustomValue;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldMetadata;
import io.yas.wire.ProtocolInfo;
import io.yas.wire.WireField;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.Array;
import java.util.List;
import java.util.Map;

/**
 * Renders a field tree as JSON for scripts:
 * {@code {"protocol":"YaS","version":"1.0.0","root":{"name":…,"type":"START_MARKER","offset":15,"fields":[…]}}};
 * each field {@code {"name","type","offset","unit"?,"quantity"?,"description"?,"modifier"?,"dims"?,"value"|"fields"}}.
 * Integers are JSON integers (exact for long); floating point numbers are JSON numbers or the strings
 * {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}; a char is a one-character string; arrays are flat with
 * {@code dims} beside them; collections are arrays; maps are arrays of {@code [key, value]} pairs; a nested object
 * among them (an element or a map value) is a field as above, {@code {"name":"","type":"START_MARKER",…,"fields"}};
 * enums {@code {"name","ordinal"}}; custom or unknown payloads {@code {"bytes": size}}.
 */
final class TreeJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private TreeJson() {
    }

    static void write(Writer out, ProtocolInfo info, WireField root) throws IOException {
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.writeStartObject();
            g.writeStringField("protocol", info.producer());
            g.writeStringField("version", info.version());
            g.writeFieldName("root");
            field(g, root);
            g.writeEndObject();
        }
        out.write(System.lineSeparator());
        out.flush();
    }

    private static void field(JsonGenerator g, WireField f) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", f.name());
        g.writeStringField("type", f.type().name());
        g.writeNumberField("offset", f.offset());
        FieldMetadata m = f.metadata();
        if (m != null) {
            g.writeStringField("unit", m.unit());
            g.writeStringField("quantity", m.quantity());
            g.writeStringField("description", m.description());
            g.writeNumberField("modifier", m.modifier());
        }
        int[] dims = f.dims();
        if (dims != null) {
            g.writeArrayFieldStart("dims");
            for (int d : dims) {
                g.writeNumber(d);
            }
            g.writeEndArray();
        }
        if (f.isObject()) {
            g.writeArrayFieldStart("fields");
            for (WireField child : f.fields()) {
                field(g, child);
            }
            g.writeEndArray();
        } else {
            g.writeFieldName("value");
            value(g, f.value());
        }
        g.writeEndObject();
    }

    static void value(JsonGenerator g, Object v) throws IOException {
        if (v == null) {
            g.writeNull();
        } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof Byte || v instanceof Short || v instanceof Integer) {
            g.writeNumber(((Number) v).intValue());
        } else if (v instanceof Long l) {
            g.writeNumber(l);
        } else if (v instanceof Float f) {
            if (Float.isFinite(f)) {
                g.writeNumber(f);
            } else {
                g.writeString(Float.toString(f));
            }
        } else if (v instanceof Double d) {
            if (Double.isFinite(d)) {
                g.writeNumber(d);
            } else {
                g.writeString(Double.toString(d));
            }
        } else if (v instanceof Character c) {
            g.writeString(String.valueOf(c));
        } else if (v instanceof String s) {
            g.writeString(s);
        } else if (v.getClass().isArray()) {
            g.writeStartArray();
            for (int i = 0, n = Array.getLength(v); i < n; i++) {
                value(g, Array.get(v, i));
            }
            g.writeEndArray();
        } else if (v instanceof List<?> list) {
            g.writeStartArray();
            for (Object e : list) {
                value(g, e);
            }
            g.writeEndArray();
        } else if (v instanceof Map<?, ?> map) {
            g.writeStartArray();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                g.writeStartArray();
                value(g, e.getKey());
                value(g, e.getValue());
                g.writeEndArray();
            }
            g.writeEndArray();
        } else if (v instanceof EnumValue e) {
            g.writeStartObject();
            g.writeStringField("name", e.name());
            g.writeNumberField("ordinal", e.ordinal());
            g.writeEndObject();
        } else if (v instanceof WireField object) { // an element object of a collection, a map's value object
            field(g, object);
        } else if (v instanceof CustomValue c) {
            g.writeStartObject();
            g.writeNumberField("bytes", c.byteCount());
            g.writeEndObject();
        } else {
            g.writeString(String.valueOf(v));
        }
    }
}
