package io.yas.bench;

import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;

import java.io.IOException;

/**
 * DSL-JSON has no built-in {@code char}: this converter, named by {@code @JsonAttribute(converter = …)} on the
 * payloads' char fields, writes a char as its UTF-16 code (a JSON number), as protobuf and Avro carry it too.
 */
public abstract class DslJsonChar {
    public static char read(JsonReader<?> reader) throws IOException {
        return (char) NumberConverter.deserializeInt(reader);
    }

    public static void write(JsonWriter writer, char value) {
        NumberConverter.serialize(value, writer);
    }
}
