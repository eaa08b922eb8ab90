package io.yas.bench;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * DSL-JSON with the converters its annotation processor generates at compile time for the {@code @CompiledJson}
 * payload classes (found through {@code META-INF/services}), exact double parsing, and one reused
 * {@link JsonWriter} and {@link JsonReader}; the payload's converter is looked up once.
 */
final class DslJsonCodec<T> extends Codec<T> {
    private final JsonWriter.WriteObject<T> encoder;
    private final JsonReader.ReadObject<T> decoder;
    private final DslJson<Object> json = new DslJson<>(new DslJson.Settings<>()
            .includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));
    private final JsonWriter writer = json.newWriter();
    private final JsonReader<Object> reader = json.newReader();

    /** @throws IllegalStateException when no converter was generated for {@code type} */
    DslJsonCodec(Class<T> type) {
        encoder = json.tryFindWriter(type);
        decoder = json.tryFindReader(type);
        if (encoder == null || decoder == null) {
            throw new IllegalStateException("DSL-JSON has no compiled converter for " + type.getName());
        }
    }

    @Override
    int encode(T value) {
        writer.reset();
        encoder.write(writer, value);
        return writer.size();
    }

    @Override
    Object decode() {
        try {
            reader.process(writer.getByteBuffer(), writer.size());
            reader.getNextToken();
            return decoder.read(reader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
