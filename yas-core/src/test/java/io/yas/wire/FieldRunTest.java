package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A {@link FieldRun} written with {@link IoSerialiser#putRun} and its values put at their offsets has the bytes of its
 * fields written one by one; {@link FieldCursor#nextRunIs} takes exactly such bytes and leaves everything else,
 * unmoved, to {@code nextField}.
 */
class FieldRunTest {
    private static final FieldDescription FLAG = FieldDescription.of("flag");
    private static final FieldDescription B = FieldDescription.of("b");
    private static final FieldDescription SH = FieldDescription.of("sh");
    private static final FieldDescription I = FieldDescription.of("i_µ");
    private static final FieldDescription L = FieldDescription.of("l");
    private static final FieldDescription F = FieldDescription.of("f");
    private static final FieldDescription D = new FieldDescription("d", "GeV/u", null, null, 0);
    private static final FieldRun RUN = new FieldRun(new FieldDescription[] {FLAG, B, SH, I, L, F, D},
            new DataType[] {DataType.BOOL, DataType.BYTE, DataType.SHORT, DataType.INT, DataType.LONG, DataType.FLOAT,
                DataType.DOUBLE});
    /** A float NaN with a payload, whose bits must survive. */
    private static final float NAN_PAYLOAD = Float.intBitsToFloat(0x7fa0_0001);

    @Test
    void aRunHasTheBytesOfItsFieldsWrittenOneByOne() {
        byte[] byRun = yas(true, w -> { // d's unit in its header, as a writer with metadata on writes it
            int start = w.putRun(RUN);
            assertThat(start).isPositive();
            w.buffer().putByte(start + RUN.valueOffset(0), (byte) 1).putByte(start + RUN.valueOffset(1), (byte) -2)
                    .putShort(start + RUN.valueOffset(2), (short) 300).putInt(start + RUN.valueOffset(3), 1 << 20)
                    .putLong(start + RUN.valueOffset(4), -1L << 40).putFloat(start + RUN.valueOffset(5), NAN_PAYLOAD)
                    .putDouble(start + RUN.valueOffset(6), Math.PI);
            w.put("after", "text");
        });
        assertThat(byRun).isEqualTo(yas(true, w -> {
            oneByOne(w);
            w.put("after", "text");
        }));
    }

    @Test
    void aWriterThatCannotCopyTheRunWritesNothingAndSaysSo() {
        YasWriter plain = new YasWriter(IoBuffer.allocate(16)); // metadata off, and d has a unit: d's header differs
        plain.setWriteMetadata(false);
        plain.putHeaderInfo();
        int position = plain.buffer().position();
        assertThat(plain.putRun(RUN)).isEqualTo(-1);
        assertThat(plain.putRun(RUN, RUN.yasPattern())).isEqualTo(-1);
        assertThat(plain.buffer().position()).isEqualTo(position);

        FieldRun latin = new FieldRun(new FieldDescription[] {FieldDescription.of("Ω"), B},
                new DataType[] {DataType.INT, DataType.BYTE});
        assertThat(new YasWriter(IoBuffer.allocate(16)).putRun(latin)).isEqualTo(-1); // a name YaS cannot carry

        CmwLightWriter cmw = new CmwLightWriter(IoBuffer.allocate(16));
        assertThat(cmw.putRun(RUN)).isEqualTo(-1);
        assertThat(cmw.buffer().position()).isZero();
    }

    @Test
    void theReaderTakesTheRunAndLeavesItsLastFieldCurrent() {
        byte[] message = yas(true, w -> {
            oneByOne(w);
            w.put("after", "text");
        });
        YasReader fast = reader(message);
        YasReader plain = reader(message);
        int start = fast.nextRunIs(RUN);
        assertThat(start).isEqualTo(plain.nextOffset());
        IoBuffer b = fast.buffer();
        assertThat(b.getByte(start + RUN.valueOffset(0))).isEqualTo((byte) 1);
        assertThat(b.getByte(start + RUN.valueOffset(1))).isEqualTo((byte) -2);
        assertThat(b.getShort(start + RUN.valueOffset(2))).isEqualTo((short) 300);
        assertThat(b.getInt(start + RUN.valueOffset(3))).isEqualTo(1 << 20);
        assertThat(b.getLong(start + RUN.valueOffset(4))).isEqualTo(-1L << 40);
        assertThat(Float.floatToRawIntBits(b.getFloat(start + RUN.valueOffset(5)))).isEqualTo(0x7fa0_0001);
        assertThat(b.getDouble(start + RUN.valueOffset(6))).isEqualTo(Math.PI);
        for (int i = 0; i < RUN.length(); i++) {
            plain.nextField();
        }
        assertThat(fast.type()).isEqualTo(plain.type()).isEqualTo(DataType.DOUBLE);
        assertThat(fast.name()).isEqualTo(plain.name()).isEqualTo("d");
        assertThat(fast.metadata()).isEqualTo(plain.metadata()).isEqualTo(new FieldMetadata("GeV/u", "", "", 0));
        assertThat(fast.path()).isEqualTo(plain.path());
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth(),
            fast.typeId(), fast.buffer().position()}).containsExactly(plain.fieldStart(), plain.dataStart(),
                plain.dataSize(), plain.nextOffset(), plain.depth(), plain.typeId(), plain.buffer().position());
        assertThat(fast.getDouble()).isEqualTo(Math.PI);
        assertThat(fast.nextField()).isEqualTo(DataType.STRING);
        assertThat(fast.getString()).isEqualTo("text");
    }

    @Test
    void anythingButTheRunsExactBytesIsLeftToNextField() {
        // another name, another type, a wider size, d without its unit, a missing field, too few bytes: not taken
        unmoved(yas(true, w -> {
            w.put(FLAG, true).put(B, (byte) -2).put(SH, (short) 300).put(FieldDescription.of("j"), 1);
            w.put(L, 1L).put(F, 1f).put(D, 1.0);
        }));
        unmoved(yas(true, w -> w.put(FLAG, true).put(B, (byte) -2).put(SH, (short) 300).put(I, 1L).put(L, 1L)
                .put(F, 1f).put(D, 1.0)));
        unmoved(yas(false, FieldRunTest::oneByOne));
        unmoved(yas(true, w -> w.put(FLAG, true).put(B, (byte) -2).put(SH, (short) 300).put(I, 1).put(L, 1L)
                .put(F, 1f)));
        byte[] wider = yas(true, w -> {
            oneByOne(w);
            w.put("after", "text");
        });
        YasReader r = reader(wider);
        int shHeader = r.nextOffset() + 14 + 4 + 1 + 14 + 1 + 1; // after flag and b: the header of sh
        wider[shHeader + 5] = 3; // sh's dataSize 2 -> 3: the field is longer than a short, the run does not fit
        unmoved(wider);
        byte[] whole = yas(true, FieldRunTest::oneByOne);
        YasReader cut = reader(whole);
        cut.buffer().limit(whole.length - 15); // the END_MARKER and the last value byte beyond the limit
        unmoved(cut);
        assertThat(new CmwLightReader(IoBuffer.wrap(cmwLight())).nextRunIs(RUN)).isEqualTo(-1);
    }

    @Test
    void aRunHoldsFixedSizeScalarsOtherThanCharOnly() {
        assertThatThrownBy(() -> new FieldRun(new FieldDescription[] {B}, new DataType[] {DataType.CHAR}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'b'").hasMessageContaining("CHAR");
        assertThatThrownBy(() -> new FieldRun(new FieldDescription[] {B}, new DataType[] {DataType.STRING}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("STRING");
        assertThatThrownBy(() -> new FieldRun(new FieldDescription[] {B, SH}, new DataType[] {DataType.BYTE}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 fields, 1 types");
        assertThatThrownBy(() -> new FieldRun(new FieldDescription[0], new DataType[0]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(RUN.length()).isEqualTo(7);
        assertThat(RUN.valueOffset(0)).isEqualTo(14 + 4); // the header of "flag": 13 bytes, the name and its NUL
        assertThat(RUN).hasToString("FieldRun[BOOL flag, BYTE b, SHORT sh, INT i_µ, LONG l, FLOAT f, DOUBLE d]");
    }

    private static void oneByOne(IoSerialiser w) {
        w.put(FLAG, true).put(B, (byte) -2).put(SH, (short) 300).put(I, 1 << 20).put(L, -1L << 40)
                .put(F, NAN_PAYLOAD).put(D, Math.PI);
    }

    /** The run is refused and the next field, read as usual, is the first one. */
    private static void unmoved(byte[] message) {
        unmoved(reader(message));
    }

    private static void unmoved(YasReader r) {
        int before = r.nextOffset();
        assertThat(r.nextRunIs(RUN)).isEqualTo(-1);
        assertThat(r.nextOffset()).isEqualTo(before);
        assertThat(r.nextField()).isEqualTo(DataType.BOOL);
        assertThat(r.name()).isEqualTo("flag");
    }

    /** A reader past the header and the root START_MARKER. */
    private static YasReader reader(byte[] message) {
        YasReader r = new YasReader(IoBuffer.wrap(message));
        r.readHeader();
        r.nextField();
        return r;
    }

    private static byte[] yas(boolean metadata, Consumer<IoSerialiser> body) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(metadata);
        w.putHeaderInfo();
        body.accept(w);
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }

    private static byte[] cmwLight() {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        w.putHeaderInfo();
        oneByOne(w);
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }
}
