package io.yas.bench;

import com.google.flatbuffers.ArrayReadWriteBuf;
import com.google.flatbuffers.ByteBufferReadWriteBuf;
import com.google.flatbuffers.FlexBuffers;
import com.google.flatbuffers.FlexBuffersBuilder;

import java.nio.ByteBuffer;

/**
 * FlatBuffers' schemaless FlexBuffers, as the original YaS comparison used them: one reused
 * {@link FlexBuffersBuilder} (keys shared) writes the POJO as a map, and decoding reads the map back into a new
 * POJO (FlexBuffers reads lazily, so a benchmark that only touched the buffer would time nothing).
 *
 * @param <T> the payload class
 */
abstract class FlexBuffersCodec<T> extends Codec<T> {
    private final FlexBuffersBuilder builder =
            new FlexBuffersBuilder(new ArrayReadWriteBuf(1024), FlexBuffersBuilder.BUILDER_FLAG_SHARE_KEYS);
    private ByteBuffer encoded;

    /** Writes {@code value} as the fields of an open map ({@code key} null at the root). */
    abstract void write(FlexBuffersBuilder b, T value);

    /** @return a new payload object read from the map {@code map} */
    abstract T read(FlexBuffers.Map map);

    @Override
    final int encode(T value) {
        builder.clear();
        int start = builder.startMap();
        write(builder, value);
        builder.endMap(null, start);
        encoded = builder.finish();
        return encoded.remaining();
    }

    @Override
    final Object decode() {
        return read(FlexBuffers.getRoot(new ByteBufferReadWriteBuf(encoded)).asMap());
    }
}
