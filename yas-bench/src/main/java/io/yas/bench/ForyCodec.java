package io.yas.bench;

import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory in its documented fastest configuration: classes registered, no reference tracking, JIT codegen,
 * uncompressed numbers, one reused heap {@link MemoryBuffer}. {@code compatible} switches to the schema-evolving
 * COMPATIBLE mode (peer {@code foryCompatible}), everything else equal.
 */
final class ForyCodec<T> extends Codec<T> {
    private final Fory fory;
    private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(1024);

    /** @param registered the payload's own classes (JDK collections and arrays are built in) */
    ForyCodec(boolean compatible, Class<?>... registered) {
        fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(false)
                .withCodegen(true)
                .withNumberCompressed(false)
                .withCompatibleMode(compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
                .build();
        for (Class<?> c : registered) {
            fory.register(c);
        }
    }

    @Override
    int encode(T value) {
        buffer.writerIndex(0);
        fory.serialize(buffer, value);
        return buffer.writerIndex();
    }

    @Override
    Object decode() {
        buffer.readerIndex(0);
        return fory.deserialize(buffer);
    }
}
