package io.yas.bench;

import io.yas.buffer.IoBuffer;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;

/**
 * The two field-level modes of the original YaS comparison on {@link TestDataClass}, both written by the
 * hand-written {@link TestDataCodec}: {@code yasCustom} reads back with its positional reader in place into one
 * instance, {@code yasMap} reads the generic field tree without a class.
 */
final class TestDataFieldCodec extends Codec<TestDataClass> {
    private final IoBuffer buffer = IoBuffer.allocate(1024);
    private final YasWriter writer = new YasWriter(buffer);
    private final YasReader reader = new YasReader(buffer);
    private final TestDataClass target;

    /** @param map true for the field tree ({@code yasMap}), false for the positional reader ({@code yasCustom}) */
    TestDataFieldCodec(boolean map) {
        target = map ? null : new TestDataClass();
    }

    @Override
    int encode(TestDataClass value) {
        buffer.clear();
        TestDataCodec.write(writer, value);
        int bytes = buffer.position();
        buffer.flip();
        return bytes;
    }

    @Override
    Object decode() {
        buffer.position(0);
        if (target == null) {
            return reader.reset().readTree();
        }
        TestDataCodec.read(reader.reset(), target);
        return target;
    }

    /** The field tree is not a TestDataClass: {@code yasMap} checks that it holds the root's fields instead. */
    @Override
    void verify(TestDataClass source, String peer, String payload) {
        if (target != null) {
            super.verify(source, peer, payload);
            return;
        }
        encode(source);
        if (((WireField) decode()).fields().isEmpty()) {
            throw new IllegalStateException(peer + " decodes no fields from " + payload + " of TestDataClass");
        }
    }
}
