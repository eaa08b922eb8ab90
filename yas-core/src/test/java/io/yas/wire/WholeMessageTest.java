package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link IoSerialiser#putMessage} writes the bytes of {@code putHeaderInfo(root)}, {@code putRun(run)},
 * {@code putEndMarker(root)} in one copy; {@link FieldCursor#nextMessageIs} takes exactly such a message and leaves
 * any other, unmoved, to {@code readHeader} and {@code nextField}.
 */
class WholeMessageTest {
    private static final FieldDescription ROOT = FieldDescription.of("org.example.Beam");
    private static final FieldDescription ENERGY = new FieldDescription("energy", "GeV/u", null, null, 0);
    private static final FieldDescription COUNT = FieldDescription.of("count");
    private static final FieldDescription ON = FieldDescription.of("on");
    private static final FieldRun RUN = new FieldRun(new FieldDescription[] {ENERGY, COUNT, ON},
            new DataType[] {DataType.DOUBLE, DataType.LONG, DataType.BOOL});

    @Test
    void theMessageHasTheBytesOfItsCallsAndItsValuesAtTheRunsOffsets() {
        YasWriter w = writer(true); // energy's unit in the template
        int start = w.putMessage(ROOT, RUN);
        assertThat(start).isPositive();
        w.buffer().putDouble(start + RUN.valueOffset(0), 7.5).putLong(start + RUN.valueOffset(1), -1L << 50)
                .putByte(start + RUN.valueOffset(2), (byte) 1);
        assertThat(w.depth()).isZero();
        assertThat(bytes(w)).isEqualTo(callByCall(7.5, -1L << 50, true));
    }

    @Test
    void aWriterThatCannotWritesNothingAndSaysSo() {
        YasWriter plain = writer(false); // metadata off, and energy has a unit: its header differs from the template
        assertThat(plain.putMessage(ROOT, RUN)).isEqualTo(-1);
        assertThat(plain.buffer().position()).isZero();
        FieldRun latin = new FieldRun(new FieldDescription[] {FieldDescription.of("Ω")},
                new DataType[] {DataType.INT});
        assertThat(writer(false).putMessage(ROOT, latin)).isEqualTo(-1); // a name YaS cannot carry
        CmwLightWriter cmw = new CmwLightWriter(IoBuffer.allocate(16));
        assertThat(cmw.putMessage(ROOT, RUN)).isEqualTo(-1);
        assertThat(cmw.buffer().position()).isZero();
        YasWriter open = writer(false);
        open.putHeaderInfo(ROOT);
        assertThatThrownBy(() -> open.putMessage(ROOT, RUN)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("inside an open message");
    }

    @Test
    void theReaderTakesTheMessageToItsEndWithTheRootsEndMarkerCurrent() {
        byte[] message = callByCall(-0.25, 42, false);
        byte[] twice = new byte[2 * message.length];
        System.arraycopy(message, 0, twice, 0, message.length);
        System.arraycopy(message, 0, twice, message.length, message.length);
        YasReader r = new YasReader(IoBuffer.wrap(twice));
        int start = r.nextMessageIs(ROOT, RUN);
        assertThat(start).isPositive();
        IoBuffer b = r.buffer();
        assertThat(b.getDouble(start + RUN.valueOffset(0))).isEqualTo(-0.25);
        assertThat(b.getLong(start + RUN.valueOffset(1))).isEqualTo(42);
        assertThat(b.getByte(start + RUN.valueOffset(2))).isZero();
        assertThat(r.type()).isEqualTo(DataType.END_MARKER);
        assertThat(r.name()).isEqualTo(ROOT.name());
        assertThat(r.depth()).isZero();
        assertThat(r.nextOffset()).isEqualTo(message.length).isEqualTo(b.position());
        // the next message starts there: a reader reset at it takes it too
        assertThat(r.reset().nextMessageIs(ROOT, RUN)).isEqualTo(message.length + start);
    }

    @Test
    void anyOtherMessageIsLeftToTheFieldByFieldRead() {
        byte[] message = callByCall(1, 2, true);
        for (int i = 0; i < message.length; i++) {
            if (isValue(i, message.length)) {
                continue; // every other byte is compared, the NUL after "YaS" too
            }
            byte[] changed = message.clone();
            changed[i] ^= 0x10;
            unmoved(changed);
        }
        byte[] cut = java.util.Arrays.copyOf(message, message.length - 1);
        unmoved(cut);
        unmoved(withoutMetadata());
        YasReader inside = new YasReader(IoBuffer.wrap(message));
        inside.readHeader();
        inside.nextField(); // the root is open: no message starts here
        assertThat(inside.nextMessageIs(ROOT, RUN)).isEqualTo(-1);
        CmwLightWriter cmw = new CmwLightWriter(IoBuffer.allocate(16));
        cmw.setWriteMetadata(false);
        cmw.putHeaderInfo(ROOT);
        cmw.put(ENERGY, 1.0).put(COUNT, 2L).put(ON, true);
        cmw.putEndMarker(ROOT);
        byte[] cmwBytes = bytes(cmw);
        assertThat(new CmwLightReader(IoBuffer.wrap(cmwBytes)).nextMessageIs(ROOT, RUN)).isEqualTo(-1);
    }

    private static boolean isValue(int i, int length) {
        int start = length - runAndEnd();
        for (int k = 0; k < RUN.length(); k++) {
            int v = start + RUN.valueOffset(k);
            if (i >= v && i < v + RUN.type(k).primitiveSize()) {
                return true;
            }
        }
        return false;
    }

    /** The bytes of the run and the root END_MARKER header. */
    private static int runAndEnd() {
        return RUN.yasTemplate().length + ROOT.yasHeader().length;
    }

    private static void unmoved(byte[] message) {
        YasReader r = new YasReader(IoBuffer.wrap(message));
        assertThat(r.nextMessageIs(ROOT, RUN)).as(java.util.Arrays.toString(message)).isEqualTo(-1);
        assertThat(r.nextOffset()).isZero();
        assertThat(r.buffer().position()).isZero();
    }

    private static byte[] callByCall(double energy, long count, boolean on) {
        YasWriter w = writer(true);
        w.putHeaderInfo(ROOT);
        w.put(ENERGY, energy).put(COUNT, count).put(ON, on);
        w.putEndMarker(ROOT);
        return bytes(w);
    }

    private static byte[] withoutMetadata() {
        YasWriter w = writer(false);
        w.putHeaderInfo(ROOT);
        w.put(ENERGY, 1.0).put(COUNT, 2L).put(ON, true);
        w.putEndMarker(ROOT);
        return bytes(w);
    }

    private static YasWriter writer(boolean metadata) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(metadata);
        return w;
    }

    private static byte[] bytes(IoSerialiser w) {
        return w.buffer().flip().toByteArray();
    }
}
