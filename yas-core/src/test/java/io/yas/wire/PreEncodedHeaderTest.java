package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link YasWriter#putHeader} with {@link YasWriter#putStringValue}, the write of generated codecs: the same bytes
 * as the typed {@code put}, or nothing written and {@code false} for a pattern other than the field's own or a
 * field's metadata not to be written (a template has it); the element objects' markers, written from constant patterns, the same bytes as any
 * description without a name writes; and the element type of a container of objects, encoded once per name and then
 * copied; runs, whole messages and nested objects' markers written from their patterns, the same bytes as the
 * general calls, and the general calls for any other pattern (docs/spec-yas.md §3.2, §5.3).
 */
class PreEncodedHeaderTest {
    private static byte[] message(boolean metadata, Consumer<YasWriter> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(metadata);
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"", "a", "ASCII only", "é and ü", "€ and 𝄞",
        "a name of more than thirty-two characters"})
    void theSameBytesAsPut(String value) {
        FieldDescription fd = FieldDescription.of("name");
        FieldDescription other = FieldDescription.of("longer name ÿ");
        byte[] expected = message(true, w -> w.put(fd, value).put(other, value).put(fd, (String) null));
        byte[] actual = message(true, w -> {
            assertThat(w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING))).isTrue();
            w.putStringValue(fd, value);
            assertThat(w.putHeader(other, DataType.STRING, YasReader.expectedHeader(other, DataType.STRING)))
                    .isTrue();
            w.putStringValue(other, value);
            assertThat(w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING))).isTrue();
            w.putStringValue(fd, null);
        });
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void anotherFieldsOrTypesPatternIsNotTaken() {
        FieldDescription fd = FieldDescription.of("a");
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        assertThat(w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(FieldDescription.of("b"),
                DataType.STRING))).isFalse();
        assertThat(w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.INT))).isFalse();
        assertThat(w.putHeader(fd, DataType.INT, YasReader.expectedHeader(fd, DataType.STRING))).isFalse();
        assertThat(w.putHeader(fd, DataType.STRING, null)).isFalse();
        FieldDescription omega = FieldDescription.of("\u03A9");
        assertThat(YasReader.expectedHeader(omega, DataType.STRING)).as("no ISO-8859-1 name, no pattern").isNull();
        assertThat(w.putHeader(omega, DataType.STRING, null)).isFalse();
        assertThat(w.buffer().position()).as("nothing written").isZero();
    }

    @Test
    void aValueIsWrittenOnlyRightAfterItsHeader() {
        FieldDescription fd = FieldDescription.of("s");
        IoBuffer b = IoBuffer.allocate(64);
        YasWriter w = new YasWriter(b);
        assertThatThrownBy(() -> w.putStringValue(fd, "x")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'s'");
        w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING));
        w.put(FieldDescription.of("i"), 1);
        int at = b.position();
        assertThatThrownBy(() -> w.putStringValue(fd, "x")).as("another field in between")
                .isInstanceOf(IllegalStateException.class);
        w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING));
        w.putStringValue(fd, "x");
        assertThatThrownBy(() -> w.putStringValue(fd, "y")).as("a second value").isInstanceOf(
                IllegalStateException.class);
        assertThat(b.position()).isEqualTo(at + YasReader.expectedHeader(fd, DataType.STRING).length() + 6);
    }

    @Test
    void aFieldWithMetadataIsTakenOnlyWhereItsMetadataIsWritten() {
        FieldDescription fd = new FieldDescription("energy", "GeV", null, null, 0);
        IoBuffer b = IoBuffer.allocate(64);
        YasWriter w = new YasWriter(b);
        w.setWriteMetadata(false); // the template has the unit; this writer writes the header without it
        assertThat(w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING))).isFalse();
        assertThat(b.position()).isZero();
        byte[] withMetadata = message(true, x -> x.put(fd, "high"));
        assertThat(message(true, x -> {
            assertThat(x.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING))).isTrue();
            x.putStringValue(fd, "high");
        })).isEqualTo(withMetadata);
    }

    @Test
    void aRefusedValueLeavesNothingOfTheField() {
        FieldDescription fd = FieldDescription.of("s");
        IoBuffer b = IoBuffer.allocate(64).putInt(7);
        YasWriter w = new YasWriter(b);
        assertThat(w.putHeader(fd, DataType.STRING, YasReader.expectedHeader(fd, DataType.STRING))).isTrue();
        assertThatThrownBy(() -> w.putStringValue(fd, "bad \uD800 surrogate"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'s'");
        assertThat(b.position()).isEqualTo(4);
    }

    @Test
    void elementMarkersAreTheBytesOfAnyNamelessDescription() {
        FieldDescription nameless = new FieldDescription("", null, null, null, 0);
        Consumer<YasWriter> element = w -> w.putStartMarker(FieldDescription.ELEMENT).put("x", 1)
                .putEndMarker(FieldDescription.ELEMENT);
        Consumer<YasWriter> general = w -> w.putStartMarker(nameless).put("x", 1).putEndMarker(nameless);
        assertThat(message(true, element)).isEqualTo(message(true, general));
        assertThat(message(true, w -> {
            element.accept(w);
            element.accept(w);
        })).isEqualTo(message(true, w -> {
            general.accept(w);
            general.accept(w);
        }));
    }

    @Test
    void aContainersElementTypeIsEncodedOncePerNameAndCopied() {
        String type = "org.example.a.rather.long.ElementTypeName";
        IoBuffer b = IoBuffer.allocate(16);
        YasWriter w = new YasWriter(b);
        for (int i = 0; i < 3; i++) {
            w.updateDataEndMarker(w.putObjectCollectionHeader(FieldDescription.of("l"), DataType.LIST, List.of(),
                    i == 1 ? "T" : type));
        }
        byte[] name = type.getBytes(StandardCharsets.ISO_8859_1);
        IoBuffer expected = IoBuffer.allocate(64).putByte((byte) DataType.OTHER.id()).putInt(name.length + 1);
        expected.putBytes(name, 0, name.length).putByte((byte) 0).putInt(1).putByte((byte) 0);
        byte[] typeBytes = expected.flip().toByteArray();
        byte[] bytes = b.flip().toByteArray();
        int found = 0;
        for (int i = 0; i + typeBytes.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + typeBytes.length, typeBytes, 0, typeBytes.length)) {
                found++;
            }
        }
        assertThat(found).as("[OTHER][type name][\"\"] of the first and the third container").isEqualTo(2);
    }

    @Test
    void anElementTypeBeyondIso8859IsRefusedAndTheContainerTakenBack() {
        IoBuffer b = IoBuffer.allocate(64).putInt(7);
        YasWriter w = new YasWriter(b);
        assertThatThrownBy(() -> w.putObjectCollectionHeader(FieldDescription.of("l"), DataType.LIST, List.of(),
                "a.\u03A9")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a.\u03A9");
        assertThat(b.position()).isEqualTo(4);
    }

    private static final FieldDescription A = FieldDescription.of("a");
    private static final FieldDescription B = FieldDescription.of("b");
    private static final FieldRun RUN = new FieldRun(new FieldDescription[] {A, B},
            new DataType[] {DataType.INT, DataType.DOUBLE});

    /** 7 and 2.5 as the values of {@code run}, an INT and a DOUBLE, written at {@code start}. */
    private static void values(YasWriter w, FieldRun run, int start) {
        assertThat(start).as("the run written").isNotNegative();
        w.buffer().putInt(start + run.valueOffset(0), 7).putDouble(start + run.valueOffset(1), 2.5);
    }

    /** The run's values put where {@code putRun} says, or each field put, as the generated codecs do. */
    private static void values(YasWriter w, int start) {
        if (start < 0) {
            w.put(A, 7).put(B, 2.5);
            return;
        }
        w.buffer().putInt(start + RUN.valueOffset(0), 7).putDouble(start + RUN.valueOffset(1), 2.5);
    }

    @Test
    void aRunFromItsPatternIsTheBytesOfPut() {
        byte[] expected = message(true, w -> w.put(A, 7).put(B, 2.5).put(FieldDescription.of("c"), 1));
        assertThat(message(true, w -> {
            values(w, w.putRun(RUN, RUN.yasPattern()));
            w.put(FieldDescription.of("c"), 1); // a field after the run follows its last value
        })).isEqualTo(expected);
        FieldRun other = new FieldRun(new FieldDescription[] {B, A}, new DataType[] {DataType.INT, DataType.DOUBLE});
        assertThat(message(true, w -> {
            values(w, w.putRun(RUN, other.yasPattern())); // another run's pattern: the template copied
            w.put(FieldDescription.of("c"), 1);
        })).isEqualTo(expected);
        assertThat(message(true, w -> {
            values(w, w.putRun(RUN, null));
            w.put(FieldDescription.of("c"), 1);
        })).isEqualTo(expected);
        FieldDescription unit = new FieldDescription("a", "V", null, null, 0);
        FieldRun withMetadata = new FieldRun(new FieldDescription[] {unit, B},
                new DataType[] {DataType.INT, DataType.DOUBLE});
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        assertThat(w.putRun(withMetadata, withMetadata.yasPattern())).as("metadata off").isEqualTo(-1);
        assertThat(w.buffer().position()).isZero();
        byte[] putOneByOne = message(true, x -> x.put(unit, 7).put(B, 2.5));
        assertThat(message(true, x -> values(x, withMetadata, x.putRun(withMetadata, withMetadata.yasPattern()))))
                .as("the unit in the template").isEqualTo(putOneByOne);
    }

    @Test
    void aMessageFromItsPatternIsTheBytesOfPutMessage() {
        FieldDescription root = FieldDescription.of("org.example.Pair");
        BytePattern own = YasWriter.messagePattern(root, RUN);
        YasWriter general = new YasWriter(IoBuffer.allocate(16));
        int runStart = general.putMessage(root, RUN);
        values(general, runStart);
        byte[] expected = general.buffer().flip().toByteArray();
        BytePattern aRunsPattern = new FieldRun(new FieldDescription[] {A, B},
                new DataType[] {DataType.INT, DataType.DOUBLE}).yasPattern();
        for (BytePattern pattern : Arrays.asList(own, null, aRunsPattern)) {
            YasWriter w = new YasWriter(IoBuffer.allocate(16));
            int start = w.putMessage(root, RUN, pattern);
            assertThat(start).isEqualTo(runStart);
            values(w, start);
            assertThat(w.depth()).isZero();
            assertThat(w.buffer().flip().toByteArray()).as(String.valueOf(pattern)).isEqualTo(expected);
        }
        assertThat(own).as("the message's pattern").isNotNull();
        assertThat(own.length()).isEqualTo(expected.length);
        assertThat(IoBuffer.wrap(expected).matches(0, own)).isTrue();
        YasWriter open = new YasWriter(IoBuffer.allocate(16));
        open.putHeaderInfo();
        assertThatThrownBy(() -> open.putMessage(root, RUN, own)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aMessageWithMetadataIsTakenWholeOnlyWhereItsMetadataIsWritten() {
        FieldDescription described = new FieldDescription("org.example.Pair", null, null, "a pair", 0);
        FieldRun withUnit = new FieldRun(new FieldDescription[] {new FieldDescription("a", "V", null, null, 0), B},
                new DataType[] {DataType.INT, DataType.DOUBLE});
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        assertThat(w.putMessage(described, RUN, YasWriter.messagePattern(described, RUN))).isEqualTo(-1);
        assertThat(w.putMessage(FieldDescription.of("r"), withUnit, YasWriter.messagePattern(FieldDescription.of("r"),
                withUnit))).isEqualTo(-1);
        assertThat(w.buffer().position()).as("nothing written").isZero();
        assertThat(w.putMessage(FieldDescription.of("r"), RUN, YasWriter.messagePattern(FieldDescription.of("r"), RUN)))
                .as("no metadata anywhere").isPositive();
        for (FieldDescription root : new FieldDescription[] {described, FieldDescription.of("r")}) {
            FieldRun run = root == described ? RUN : withUnit;
            YasWriter general = new YasWriter(IoBuffer.allocate(16)); // metadata on
            general.putHeaderInfo(root);
            int at = general.putRun(run);
            values(general, run, at);
            general.putEndMarker(root);
            YasWriter whole = new YasWriter(IoBuffer.allocate(16));
            int start = whole.putMessage(root, run, YasWriter.messagePattern(root, run));
            assertThat(start).isEqualTo(at);
            values(whole, run, start);
            assertThat(whole.buffer().flip().toByteArray()).isEqualTo(general.buffer().flip().toByteArray());
        }
    }

    @Test
    void nestedMarkersFromTheirPatternsAreTheBytesOfPutStartAndEndMarker() {
        FieldDescription inner = FieldDescription.of("inner");
        FieldDescription deeper = FieldDescription.of("a deeper object with a long name");
        byte[] expected = message(true, w -> w.putStartMarker(inner).put(A, 1).putStartMarker(deeper)
                .put(B, 2.0).putEndMarker(deeper).putEndMarker(inner).put(A, 3));
        assertThat(message(true, w -> {
            assertThat(w.putStartMarker(inner, YasReader.expectedHeader(inner, DataType.START_MARKER))).isTrue();
            w.put(A, 1);
            assertThat(w.putStartMarker(deeper, YasReader.expectedHeader(deeper, DataType.START_MARKER))).isTrue();
            assertThat(w.depth()).isEqualTo(3);
            w.put(B, 2.0);
            w.putEndMarker(deeper, YasReader.expectedHeader(deeper, DataType.END_MARKER));
            w.putEndMarker(inner, YasReader.expectedHeader(deeper, DataType.END_MARKER)); // not its own: put
            assertThat(w.depth()).isEqualTo(1);
            w.put(A, 3);
        })).isEqualTo(expected);
    }

    @Test
    void aMarkersPatternIsNotTakenForAnotherFieldOrTypeOrMetadata() {
        FieldDescription inner = FieldDescription.of("inner");
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.setWriteMetadata(false);
        assertThat(w.putStartMarker(inner, YasReader.expectedHeader(inner, DataType.END_MARKER))).isFalse();
        assertThat(w.putStartMarker(inner, YasReader.expectedHeader(A, DataType.START_MARKER))).isFalse();
        assertThat(w.putStartMarker(inner, null)).isFalse();
        FieldDescription unit = new FieldDescription("inner", "V", null, null, 0);
        assertThat(w.putStartMarker(unit, YasReader.expectedHeader(unit, DataType.START_MARKER))).isFalse();
        assertThat(w.buffer().position()).as("nothing written").isZero();
        assertThat(w.depth()).isZero();
        assertThatThrownBy(() -> w.putEndMarker(inner, YasReader.expectedHeader(inner, DataType.END_MARKER)))
                .as("nothing open").isInstanceOf(IllegalStateException.class);
        for (boolean metadata : new boolean[] {true, false}) { // from the pattern with its unit, or put without it
            byte[] put = message(metadata, x -> x.putStartMarker(unit).put(A, 1).putEndMarker(unit));
            assertThat(message(metadata, x -> {
                if (!x.putStartMarker(unit, YasReader.expectedHeader(unit, DataType.START_MARKER))) {
                    assertThat(metadata).as("refused only where the unit is left out").isFalse();
                    x.putStartMarker(unit);
                }
                x.put(A, 1);
                x.putEndMarker(unit, YasReader.expectedHeader(unit, DataType.END_MARKER));
            })).as("metadata %s", metadata).isEqualTo(put);
        }
    }

    @Test
    void aRootFromItsPatternIsTheBytesOfPutHeaderInfo() {
        FieldDescription root = FieldDescription.of("org.example.Root");
        YasWriter general = new YasWriter(IoBuffer.allocate(16));
        general.putHeaderInfo(root).put(A, 1).putEndMarker(root);
        byte[] expected = general.buffer().flip().toByteArray();
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        assertThat(w.putHeaderInfo(root, YasReader.expectedHeader(root, DataType.START_MARKER))).isTrue();
        assertThat(w.depth()).isEqualTo(1);
        w.put(A, 1);
        w.putEndMarker(root, YasReader.expectedHeader(root, DataType.END_MARKER));
        assertThat(w.depth()).isZero();
        assertThat(w.buffer().flip().toByteArray()).isEqualTo(expected);
        assertThatThrownBy(() -> general.putHeaderInfo().putHeaderInfo(root,
                YasReader.expectedHeader(root, DataType.START_MARKER))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("inside an open message");
    }

    @Test
    void aRootsPatternIsNotTakenForAnotherRootOrMetadata() {
        FieldDescription root = FieldDescription.of("org.example.Root");
        FieldDescription described = new FieldDescription("org.example.Root", null, null, "a root", 0);
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        assertThat(w.putHeaderInfo(root, YasReader.expectedHeader(A, DataType.START_MARKER))).isFalse();
        assertThat(w.putHeaderInfo(root, YasReader.expectedHeader(root, DataType.END_MARKER))).isFalse();
        assertThat(w.putHeaderInfo(root, null)).isFalse();
        assertThat(w.putHeaderInfo(described, YasReader.expectedHeader(described, DataType.START_MARKER)))
                .as("metadata off: the template has it").isFalse();
        assertThat(w.buffer().position()).as("nothing written").isZero();
        assertThat(w.depth()).isZero();
        w.setWriteMetadata(true);
        assertThat(w.putHeaderInfo(described, YasReader.expectedHeader(described, DataType.START_MARKER))).isTrue();
    }
}
