package io.yas.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Jackson databind with the Blackbird module (generated accessors instead of reflection), through an
 * {@link ObjectWriter}/{@link ObjectReader} bound to the payload class once, {@code writeValueAsBytes} (Jackson's
 * recycled buffers) and {@code readValue(byte[])}.
 */
final class JacksonCodec<T> extends Codec<T> {
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private byte[] bytes;

    JacksonCodec(Class<T> type) {
        ObjectMapper mapper = new ObjectMapper().registerModule(new BlackbirdModule());
        writer = mapper.writerFor(type);
        reader = mapper.readerFor(type);
    }

    @Override
    int encode(T value) {
        try {
            bytes = writer.writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.length;
    }

    @Override
    Object decode() {
        try {
            return reader.readValue(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
