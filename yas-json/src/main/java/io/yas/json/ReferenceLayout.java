package io.yas.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;

import java.io.IOException;

/**
 * The pretty layout of {@link JsonWriter}, as the reference writes it (docs/spec-json.md §4.1, without its
 * lone commas and blank lines): objects opened by start markers put each member on its own line, indented by two
 * spaces per level, as {@code "name": value}; arrays and maps stay on one line, {@code [1, 2]} and
 * {@code {"a": 1, "b": 2}}. Line feeds are always {@code \n}.
 *
 * <p>The writer switches to {@link #inline(boolean) inline} around a map, the one kind of object that does not get
 * a line per member. One instance per writer; not thread-safe.
 */
final class ReferenceLayout implements PrettyPrinter {
    private int level;
    private boolean inline;

    /** @param enabled {@code true} while a map is written */
    void inline(boolean enabled) {
        inline = enabled;
    }

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        g.writeRaw('{');
        if (!inline) {
            level++;
        }
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        if (!inline) {
            newLine(g);
        }
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(": ");
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        if (inline) {
            g.writeRaw(", ");
        } else {
            g.writeRaw(',');
            newLine(g);
        }
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entryCount) throws IOException {
        if (!inline) {
            level--;
            if (entryCount > 0) {
                newLine(g);
            }
        }
        g.writeRaw('}');
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        g.writeRaw('[');
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) {
        // nothing: arrays stay on one line
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(", ");
    }

    @Override
    public void writeEndArray(JsonGenerator g, int valueCount) throws IOException {
        g.writeRaw(']');
    }

    private void newLine(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
        for (int i = 0; i < level; i++) {
            g.writeRaw("  ");
        }
    }
}
