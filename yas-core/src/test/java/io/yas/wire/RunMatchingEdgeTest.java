package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * The edges of the fast paths ({@link FieldCursor#nextFieldIs}, {@link FieldCursor#nextRunIs},
 * {@link FieldCursor#nextMessageIs}) and of the templates behind them. Every {@link FieldRun} and
 * {@link FieldDescription} is made inside its test: a run keeps the whole-message template it made first, so one
 * shared between tests would be checked only once.
 */
class RunMatchingEdgeTest {

    // ----------------------------------------------------------------------------------------------- runs

    @Test
    void aRunWithOneFieldOfMetadataIsCopiedOnlyByAWriterWithMetadataOn() {
        FieldRun run = new FieldRun(new FieldDescription[] {FieldDescription.of("a"),
            new FieldDescription("b", "m", null, null, 0), FieldDescription.of("c")},
                new DataType[] {DataType.INT, DataType.DOUBLE, DataType.BYTE});
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false); // the template has b's unit, which this writer leaves out
        w.putHeaderInfo();
        int position = w.buffer().position();
        assertThat(w.putRun(run)).isEqualTo(-1);
        assertThat(w.buffer().position()).isEqualTo(position);
        w.setWriteMetadata(true);
        assertThat(w.putRun(run)).isEqualTo(position);

        FieldRun plain = new FieldRun(new FieldDescription[] {FieldDescription.of("a")},
                new DataType[] {DataType.INT});
        YasWriter off = new YasWriter(IoBuffer.allocate(16)); // metadata off, but no field has any
        off.setWriteMetadata(false);
        off.putHeaderInfo();
        assertThat(off.putRun(plain)).isEqualTo(position);
    }

    // ------------------------------------------------------------------------------------- whole messages

    @Test
    void theWholeMessageTemplateIsMadeForTheRootAskedFor() {
        FieldRun run = run();
        FieldDescription first = FieldDescription.of("first.Root");
        FieldDescription second = FieldDescription.of("second.Root");
        for (FieldDescription root : new FieldDescription[] {first, second, first}) {
            byte[] bytes = putMessage(root, run, 3, -4L);
            assertThat(bytes).as(root.name()).isEqualTo(callByCall(root, 3, -4L));
            FieldDescription other = root == first ? second : first;
            assertThat(new YasReader(IoBuffer.wrap(bytes)).nextMessageIs(other, run)).isEqualTo(-1);
            assertThat(new YasReader(IoBuffer.wrap(bytes)).nextMessageIs(root, run)).isPositive();
        }
    }

    @Test
    void theWholeMessageTemplateHasEveryByteButTheValues() {
        FieldRun run = run();
        FieldDescription root = FieldDescription.of("org.example.Point");
        byte[] message = callByCall(root, -1, Long.MIN_VALUE + 1); // no value byte is 0
        YasReader r = new YasReader(IoBuffer.wrap(message));
        int start = r.nextMessageIs(root, run);
        assertThat(start).isPositive();
        assertThat(r.buffer().getInt(start + run.valueOffset(0))).isEqualTo(-1);
        assertThat(r.buffer().getLong(start + run.valueOffset(1))).isEqualTo(Long.MIN_VALUE + 1);
        for (int i = 0; i < message.length; i++) {
            boolean value = i >= start + run.valueOffset(0) && i < start + run.valueOffset(0) + 4
                    || i >= start + run.valueOffset(1) && i < start + run.valueOffset(1) + 8;
            byte[] changed = message.clone();
            changed[i] ^= 0x21;
            YasReader c = new YasReader(IoBuffer.wrap(changed));
            assertThat(c.nextMessageIs(root, run) == start).as("byte " + i).isEqualTo(value);
        }
    }

    @Test
    void theTemplateOfALongRootOrOfAManyFieldRunIsWhole() {
        FieldDescription longRoot = FieldDescription.of("org.example.a.rather.long.root.class.Name");
        FieldRun one = new FieldRun(new FieldDescription[] {FieldDescription.of("a")},
                new DataType[] {DataType.BOOL});
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        int start = w.putMessage(longRoot, one);
        w.buffer().putByte(start + one.valueOffset(0), (byte) 1);
        YasWriter calls = new YasWriter(IoBuffer.allocate(16));
        calls.setWriteMetadata(false);
        calls.putHeaderInfo(longRoot).put(FieldDescription.of("a"), true).putEndMarker(longRoot);
        assertThat(w.buffer().flip().toByteArray()).isEqualTo(calls.buffer().flip().toByteArray());

        FieldDescription shortRoot = FieldDescription.of("r");
        FieldDescription[] fields = new FieldDescription[4];
        DataType[] types = new DataType[4];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = FieldDescription.of("long" + i);
            types[i] = DataType.LONG;
        }
        FieldRun many = new FieldRun(fields, types);
        YasWriter m = new YasWriter(IoBuffer.allocate(16));
        m.setWriteMetadata(false);
        assertThat(m.putMessage(shortRoot, many)).isPositive();
        YasWriter byCalls = new YasWriter(IoBuffer.allocate(16));
        byCalls.setWriteMetadata(false);
        byCalls.putHeaderInfo(shortRoot);
        for (FieldDescription f : fields) {
            byCalls.put(f, 0L);
        }
        byCalls.putEndMarker(shortRoot);
        assertThat(m.buffer().flip().toByteArray()).isEqualTo(byCalls.buffer().flip().toByteArray());
    }

    @Test
    void aMessageTakenWholeLeavesTheStateOfAFieldByFieldRead() {
        FieldRun run = run();
        FieldDescription root = FieldDescription.of("org.example.Point");
        byte[] message = callByCall(root, 5, 6L);
        YasReader fast = new YasReader(IoBuffer.wrap(message));
        assertThat(fast.nextMessageIs(root, run)).isPositive();
        YasReader plain = new YasReader(IoBuffer.wrap(message));
        plain.readHeader();
        for (int i = 0; i < run.length() + 2; i++) {
            plain.nextField();
        }
        assertThat(fast.type()).isEqualTo(plain.type()).isEqualTo(DataType.END_MARKER);
        assertThat(fast.name()).isEqualTo(plain.name()).isEqualTo(root.name());
        assertThat(fast.path()).isEqualTo(plain.path());
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth(),
            fast.typeId(), fast.buffer().position()}).containsExactly(plain.fieldStart(), plain.dataStart(),
                plain.dataSize(), plain.nextOffset(), plain.depth(), plain.typeId(), plain.buffer().position());
        assertThat(fast.nameEquals(root.name().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1))).isTrue();
    }

    // --------------------------------------------------------------------------------- one field's header

    @Test
    void aScalarHeaderDeclaringFewerBytesThanItsTypeIsLeftToNextField() {
        FieldDescription i = FieldDescription.of("i");
        byte[] b = message(w -> w.put(i, 7));
        YasReader r = atFirstField(b);
        int header = r.nextOffset();
        b[header + 5] = 2; // dataSize 4 -> 2
        assertThat(r.nextFieldIs(i, DataType.INT)).isFalse();
        assertThat(r.nextOffset()).isEqualTo(header);
        assertRefused(r::nextField, b, "YaS", header + 5, "$", "dataSize >= 4 for INT", "2");
    }

    @Test
    void aFieldWhoseDataEndsAtTheLimitIsTakenAndOneByteMoreIsNot() {
        FieldDescription s = FieldDescription.of("s");
        byte[] b = message(w -> w.put(s, new byte[] {1, 2, 3}));
        YasReader plain = atFirstField(b);
        int header = plain.nextOffset();
        plain.nextField();
        int end = plain.nextOffset();
        YasReader r = atFirstField(b);
        r.buffer().limit(end);
        assertThat(r.nextFieldIs(s, DataType.BYTE_ARRAY)).isTrue();
        assertThat(r.getByteArray(null)).containsExactly(1, 2, 3);
        assertThat(r.nextOffset()).isEqualTo(end);

        YasReader cut = atFirstField(b);
        cut.buffer().limit(end - 1);
        assertThat(cut.nextFieldIs(s, DataType.BYTE_ARRAY)).isFalse();
        assertThat(cut.nextOffset()).isEqualTo(header);
    }

    // --------------------------------------------------------------------------------------------- helpers

    private static FieldRun run() {
        return new FieldRun(new FieldDescription[] {FieldDescription.of("x"), FieldDescription.of("y")},
                new DataType[] {DataType.INT, DataType.LONG});
    }

    private static byte[] putMessage(FieldDescription root, FieldRun run, int x, long y) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        int start = w.putMessage(root, run);
        w.buffer().putInt(start + run.valueOffset(0), x).putLong(start + run.valueOffset(1), y);
        return w.buffer().flip().toByteArray();
    }

    private static byte[] callByCall(FieldDescription root, int x, long y) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        w.putHeaderInfo(root).put(FieldDescription.of("x"), x).put(FieldDescription.of("y"), y).putEndMarker(root);
        return w.buffer().flip().toByteArray();
    }

    private static byte[] message(java.util.function.Consumer<IoSerialiser> body) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        body.accept(w);
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }

    /** A reader past the header and the root START_MARKER. */
    private static YasReader atFirstField(byte[] b) {
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        return r;
    }
}
