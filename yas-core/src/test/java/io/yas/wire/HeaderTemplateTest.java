package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import org.junit.jupiter.api.Test;

import java.util.function.BiConsumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    @Test
    void theReadersFastPathTakesExactlyTheHeadersTheWriterCopiedFromTheTemplate() {
        FieldDescription a = FieldDescription.of("a");
        FieldDescription other = FieldDescription.of("b");
        byte[] message = write(ANNOTATED, true, w -> {
            w.put(a, 42);              // taken as a; not as b, not as a LONG
            w.put(PLAIN, "text");      // a string: its size from the wire
            w.put(a, new double[] {1, 2});
            w.put(ANNOTATED, 2.5);     // metadata on the wire, as its template has it: taken with it
            w.putStartMarker(a).putEndMarker(a); // a START_MARKER is taken, an END_MARKER left to nextField
            w.put(a, 7L);
        });
        YasReader fast = atRoot(message);
        YasReader plain = atRoot(message);

        assertThat(unmoved(fast, other, DataType.INT)).isTrue();
        assertThat(unmoved(fast, a, DataType.LONG)).isTrue();
        assertThat(taken(fast, plain, a, DataType.INT)).isEqualTo(42);
        assertThat(taken(fast, plain, PLAIN, DataType.STRING)).isEqualTo("text");
        assertThat(unmoved(fast, a, DataType.DOUBLE)).isTrue();
        assertThat((double[]) taken(fast, plain, a, DataType.DOUBLE_ARRAY)).containsExactly(1, 2);
        assertThat(taken(fast, plain, ANNOTATED, DataType.DOUBLE)).isEqualTo(2.5);
        assertThat(fast.metadata()).isEqualTo(new FieldMetadata("GeV/u", "energy", "beam energy", 2));
        assertThat(unmoved(fast, other, DataType.START_MARKER)).isTrue();
        assertThat(fast.nextFieldIs(a, DataType.START_MARKER)).isTrue(); // opens the object as nextField does
        assertThat(plain.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(fast.path()).isEqualTo(plain.path()).isEqualTo("$.a");
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth(),
            fast.typeId(), fast.buffer().position()}).containsExactly(plain.fieldStart(), plain.dataStart(),
                plain.dataSize(), plain.nextOffset(), plain.depth(), plain.typeId(), plain.buffer().position());
        assertThat(unmoved(fast, a, DataType.END_MARKER)).isTrue(); // closing an object: nextField's work
        // nextField takes the END of an object opened by nextFieldIs by its template: the same state as parsing it
        assertThat(fast.nextField()).isEqualTo(plain.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(fast.name()).isEqualTo(plain.name()).isEqualTo("a");
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth(),
            fast.typeId(), fast.buffer().position()}).containsExactly(plain.fieldStart(), plain.dataStart(),
                plain.dataSize(), plain.nextOffset(), plain.depth(), plain.typeId(), plain.buffer().position());
        assertThat(fast.metadata()).isNull();
        assertThat(taken(fast, plain, a, DataType.LONG)).isEqualTo(7L);

        // written with metadata off, the annotated field's header has no metadata block: not its template
        YasReader off = new YasReader(IoBuffer.wrap(write(ANNOTATED, false, w -> w.put(ANNOTATED, 2.5))));
        off.readHeader();
        off.nextField(); // the root
        assertThat(unmoved(off, ANNOTATED, DataType.DOUBLE)).isTrue();
        assertThat(off.nextField()).isEqualTo(DataType.DOUBLE);
        assertThat(off.metadata()).isNull();
    }

    @Test
    void aMatchedHeadersMetadataIsWhatTheReaderParsesThere() {
        // made here, not static: a description keeps what it makes, and PIT does not reload test classes
        FieldDescription unitOnly = new FieldDescription("current", "A", null, null, 3);
        byte[] message = write(unitOnly, true, w -> w.put(unitOnly, 1.5));
        YasReader fast = atRoot(message);
        YasReader plain = atRoot(message);
        assertThat(taken(fast, plain, unitOnly, DataType.DOUBLE)).isEqualTo(1.5);
        assertThat(fast.metadata()).isEqualTo(new FieldMetadata("A", "", "", 3)); // a member left out reads as ""
    }

    /** The template of a field with metadata: the header of docs/spec-yas.md §3.2 with the §3.4 block, byte for byte. */
    @Test
    void aHeaderWithMetadataHasItsBlockAfterTheName() {
        IoBuffer expected = IoBuffer.allocate(64);
        expected.putByte((byte) DataType.DOUBLE.id()).putInt(0).putInt(8).putInt(7).putBytes(new byte[] {'e', 'n', 'e',
            'r', 'g', 'y', 0}, 0, 7).putString("GeV/u").putString("energy").putString("beam energy").putByte((byte) 2);
        int headerLength = expected.position();
        expected.putInt(1, headerLength).putDouble(2.5);
        byte[] message = write(ANNOTATED, true, w -> w.put(ANNOTATED, 2.5));
        YasReader r = new YasReader(IoBuffer.wrap(message));
        r.readHeader();
        r.nextField(); // the root
        int at = r.nextOffset();
        byte[] field = java.util.Arrays.copyOfRange(message, at, at + headerLength + 8);
        assertThat(field).isEqualTo(expected.flip().toByteArray());
    }

    @Test
    void anEndThatIsNotTheTemplateOfItsObjectIsParsed() {
        FieldDescription a = FieldDescription.of("a");
        // the END of "a" written with metadata, then a non-zero dataSize, then another name: each parsed by nextField
        for (int variant = 0; variant < 3; variant++) {
            int v = variant;
            byte[] message = write(ANNOTATED, true, w -> {
                w.putStartMarker(a);
                w.putEndMarker(v == 0 ? ANNOTATED : v == 1 ? a : FieldDescription.of("b"));
            });
            YasReader r = new YasReader(IoBuffer.wrap(message));
            r.readHeader();
            r.nextField(); // the root
            assertThat(r.nextFieldIs(a, DataType.START_MARKER)).isTrue();
            if (v == 1) {
                message[r.nextOffset() + 5] = 2; // the END's dataSize: 2 bytes (the root's END header follows)
            }
            assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
            assertThat(r.name()).isEqualTo(v == 0 ? "energy" : v == 1 ? "a" : "b");
            assertThat(r.metadata() != null).isEqualTo(v == 0);
            assertThat(r.depth()).isEqualTo(1);
        }
    }

    @Test
    void aTemplateHeaderWhoseSizeExceedsTheBytesIsLeftToNextFieldWhichRefusesIt() {
        FieldDescription a = FieldDescription.of("a");
        byte[] message = write(a, false, w -> w.put(a, new int[] {1, 2, 3}));
        YasReader r = new YasReader(IoBuffer.wrap(message));
        r.readHeader();
        r.nextField(); // the root
        message[r.nextOffset() + 8] = 0x7f; // the field's dataSize, little-endian: now beyond the message

        assertThat(unmoved(r, a, DataType.INT_ARRAY)).isTrue();
        assertThatThrownBy(r::nextField).isInstanceOf(YasFormatException.class).hasMessageContaining("field data");
    }

    @Test
    void aStartMarkerBeyondTheDepthLimitIsLeftToNextFieldWhichRefusesIt() {
        FieldDescription a = FieldDescription.of("a");
        byte[] message = write(a, false, w -> w.putStartMarker(a).putEndMarker(a));
        YasReader r = new YasReader(IoBuffer.wrap(message), new ReadLimits(1));
        r.readHeader();
        r.nextField(); // the root: depth 1, the limit
        assertThat(unmoved(r, a, DataType.START_MARKER)).isTrue();
        assertThatThrownBy(r::nextField).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("ReadLimits.maxDepth");
    }

    /** {@return a reader past the message's header and on its root's first field} */
    private static YasReader atRoot(byte[] message) {
        YasReader r = new YasReader(IoBuffer.wrap(message));
        r.readHeader();
        r.nextField(); // the root
        return r;
    }

    /** {@return whether nextFieldIs refused and left the cursor where it was} */
    private static boolean unmoved(YasReader r, FieldDescription fd, DataType type) {
        int before = r.nextOffset();
        return !r.nextFieldIs(fd, type) && r.nextOffset() == before;
    }

    /** The fast cursor takes the field, and its state is what nextField gives the plain cursor; returns the value. */
    private static Object taken(YasReader fast, YasReader plain, FieldDescription fd, DataType type) {
        assertThat(fast.nextFieldIs(fd, type)).as(fd.name() + " " + type).isTrue();
        assertThat(plain.nextField()).isEqualTo(type);
        assertThat(fast.type()).isEqualTo(type);
        assertThat(fast.name()).isEqualTo(plain.name()).isEqualTo(fd.name());
        assertThat(fast.path()).isEqualTo(plain.path());
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth(),
            fast.typeId(), fast.buffer().position()}).containsExactly(plain.fieldStart(), plain.dataStart(),
                plain.dataSize(), plain.nextOffset(), plain.depth(), plain.typeId(), plain.buffer().position());
        assertThat(fast.metadata()).isEqualTo(plain.metadata());
        Object value = fast.readValue();
        assertThat(value).usingRecursiveComparison().isEqualTo(plain.readValue());
        return value;
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
