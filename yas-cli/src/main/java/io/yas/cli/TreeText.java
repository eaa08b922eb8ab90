package io.yas.cli;

import io.yas.wire.CustomValue;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldMetadata;
import io.yas.wire.ProtocolInfo;
import io.yas.wire.WireField;

import java.io.PrintWriter;
import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Renders a field tree as indented text, one field a line: offset, type, name, dims, value, metadata; chart-fx DataSet
 * blocks summarised ({@link DataSetText}).
 */
final class TreeText {
    private TreeText() {
    }

    /**
     * @param bytes the file's bytes; OTHER payloads holding chart-fx DataSet blocks are shown decoded
     */
    static void write(PrintWriter out, ProtocolInfo info, WireField root, byte[] bytes, int messageEnd,
            int maxElements) {
        int fileBytes = bytes.length;
        out.printf("%s %s, %d bytes%s%n", info.producer(), info.version(), fileBytes,
                messageEnd < fileBytes ? " (" + (fileBytes - messageEnd) + " trailing bytes after the root)" : "");
        out.printf("%7s  %s%n", "offset", "field");
        field(out, root, 0, maxElements, bytes);
    }

    private static void field(PrintWriter out, WireField f, int depth, int maxElements, byte[] bytes) {
        StringBuilder line = new StringBuilder();
        line.append(String.format("%7d  ", f.offset())).append("  ".repeat(depth));
        line.append(f.type());
        if (f.type().name().equals("UNKNOWN")) {
            line.append("(0x").append(Integer.toHexString(f.typeId())).append(')');
        }
        line.append(' ').append(f.name());
        int[] dims = f.dims();
        if (dims != null) {
            line.append(Arrays.toString(dims));
        }
        if (!f.isObject()) {
            line.append(" = ").append(value(f.value(), maxElements));
        }
        FieldMetadata m = f.metadata();
        if (m != null) {
            line.append("  {unit=\"").append(m.unit()).append("\", quantity=\"").append(m.quantity())
                    .append("\", description=\"").append(m.description()).append("\", modifier=")
                    .append(m.modifier()).append('}');
        }
        out.println(line);
        boolean dataSet = DataSetText.isBlock(f);
        if (dataSet) {
            for (String summary : DataSetText.summary(f, maxElements)) {
                out.printf("%7s  %s%s%n", "", "  ".repeat(depth + 1), summary);
            }
        }
        for (WireField child : f.fields()) {
            if (!dataSet || !DataSetText.folded(child)) {
                field(out, child, depth + 1, maxElements, bytes);
            }
        }
        if (f.value() instanceof CustomValue c) {
            for (WireField block : DataSetText.payloadBlocks(bytes, c)) {
                field(out, block, depth + 1, maxElements, bytes);
            }
        }
    }

    static String value(Object v, int maxElements) {
        if (v == null) {
            return "null";
        } else if (v instanceof String s) {
            return quote(s);
        } else if (v instanceof Character c) {
            return "'" + c + "' (U+" + String.format("%04X", (int) c) + ")";
        } else if (v.getClass().isArray()) {
            return array(v, maxElements);
        } else if (v instanceof List<?> list) {
            return abbreviate(list, maxElements);
        } else if (v instanceof Map<?, ?> map) {
            StringBuilder b = new StringBuilder("{");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (i > 0) {
                    b.append(", ");
                }
                if (i++ == maxElements) {
                    b.append("... (").append(map.size()).append(" entries)");
                    break;
                }
                b.append(value(e.getKey(), maxElements)).append(": ").append(value(e.getValue(), maxElements));
            }
            return b.append('}').toString();
        } else if (v instanceof EnumValue e) {
            return e.typeName() + "." + e.name() + " (ordinal " + e.ordinal() + ")";
        } else if (v instanceof CustomValue c) {
            return "<" + c.byteCount() + " bytes" + (c.typeName() == null ? "" : " of " + c.typeName()) + ">";
        } else if (v instanceof WireField object) { // an element object of a collection, a map's value object
            return object(object, maxElements);
        }
        return String.valueOf(v);
    }

    /** {@return a nested object on one line: {@code {name = value, inner {…}}}, as many fields as elements shown} */
    private static String object(WireField object, int maxElements) {
        StringBuilder b = new StringBuilder("{");
        List<WireField> fields = object.fields();
        for (int i = 0; i < Math.min(fields.size(), maxElements); i++) {
            WireField f = fields.get(i);
            b.append(i > 0 ? ", " : "").append(f.name());
            b.append(f.isObject() ? " " + object(f, maxElements) : " = " + value(f.value(), maxElements));
        }
        if (fields.size() > maxElements) {
            b.append(", ... (").append(fields.size()).append(" fields)");
        }
        return b.append('}').toString();
    }

    private static String array(Object array, int maxElements) {
        int n = Array.getLength(array);
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < Math.min(n, maxElements); i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(value(Array.get(array, i), maxElements));
        }
        if (n > maxElements) {
            b.append(", ... (").append(n).append(" elements)");
        }
        return b.append(']').toString();
    }

    private static String abbreviate(List<?> list, int maxElements) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < Math.min(list.size(), maxElements); i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(value(list.get(i), maxElements));
        }
        if (list.size() > maxElements) {
            b.append(", ... (").append(list.size()).append(" elements)");
        }
        return b.append(']').toString();
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20 || c == 0x7F) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
