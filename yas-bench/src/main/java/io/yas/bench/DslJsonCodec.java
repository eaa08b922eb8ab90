package io.yas.bench;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * DSL-JSON with the converters its annotation processor generates at compile time for the {@code @CompiledJson}
 * payload classes (found through {@code META-INF/services}), exact double parsing, and one reused
 * {@link JsonWriter} and {@link JsonReader}.
 */
final class DslJsonCodec<T> extends Codec<T> {
    private final Class<T> type;
    private final DslJson<Object> json = new DslJson<>(new DslJson.Settings<>()
            .includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));
    private final JsonWriter writer = json.newWriter();
    private final JsonReader<Object> reader = json.newReader();

    DslJsonCodec(Class<T> type) {
        this.type = type;
    }

    @Override
    int encode(T value) {
        writer.reset();
        try {
            json.serialize(writer, value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return writer.size();
    }

    @Override
    Object decode() {
        try {
            return reader.process(writer.getByteBuffer(), writer.size()).next(type);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
