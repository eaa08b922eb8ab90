package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.util.function.BiConsumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A field written with a {@link FieldDescription} (its header copied from the pre-encoded template) has the bytes of
 * the same field written by name (its header encoded field by field), for every kind of field, with metadata written
 * or not.
 */
class HeaderTemplateTest {
    private static final FieldDescription PLAIN = FieldDescription.of("sample_µ");
    private static final FieldDescription ANNOTATED = new FieldDescription("energy", "GeV/u", "energy", "beam energy", 2);

    @Test
    void aDescribedFieldHasTheBytesOfTheSameFieldWrittenByName() {
        for (FieldDescription fd : new FieldDescription[] {PLAIN, ANNOTATED}) {
            for (boolean metadata : new boolean[] {true, false}) {
                same(fd, metadata, (w, d) -> w.put(d, 42), (w, n) -> w.put(n, 42));
                same(fd, metadata, (w, d) -> w.put(d, 2.5), (w, n) -> w.put(n, 2.5));
                same(fd, metadata, (w, d) -> w.put(d, true), (w, n) -> w.put(n, true));
                same(fd, metadata, (w, d) -> w.put(d, 'c'), (w, n) -> w.put(n, 'c'));
                same(fd, metadata, (w, d) -> w.put(d, "text"), (w, n) -> w.put(n, "text"));
                same(fd, metadata, (w, d) -> w.put(d, new double[] {1, 2}), (w, n) -> w.put(n, new double[] {1, 2}));
                same(fd, metadata, (w, d) -> w.putStartMarker(d).putEndMarker(d),
                        (w, n) -> w.putStartMarker(n).putEndMarker(n));
            }
        }
    }

    private static void same(FieldDescription fd, boolean metadata, BiConsumer<IoSerialiser, FieldDescription> described,
            BiConsumer<IoSerialiser, String> named) {
        byte[] a = write(fd, metadata, w -> described.accept(w, fd));
        byte[] b = write(fd, metadata, w -> {
            if (metadata && fd.hasMetadata()) {
                described.accept(w, new FieldDescription(fd.name(), fd.unit(), fd.quantity(), fd.description(),
                        fd.modifier())); // metadata needs a description; a fresh one is encoded field by field too
            } else {
                named.accept(w, fd.name());
            }
        });
        assertThat(a).as(fd.name() + " metadata " + metadata).isEqualTo(b);
    }

    private static byte[] write(FieldDescription fd, boolean metadata, java.util.function.Consumer<IoSerialiser> body) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(metadata);
        w.putHeaderInfo();
        body.accept(w);
        w.putEndMarker("");
        IoBuffer buffer = w.buffer().flip();
        byte[] out = new byte[buffer.remaining()];
        for (int i = 0; i < out.length; i++) {
            out[i] = buffer.getByte(i);
        }
        return out;
    }
}
