package io.yas.mapping;

import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A class or record whose fields are all primitives other than {@code char} is written as one whole message and read
 * back with one comparison ({@link IoSerialiser#putMessage}, {@link FieldCursor#nextMessageIs}): the bytes of the
 * field-by-field write, the same objects, and any other message read field by field as before.
 */
class WholeMessageMappingTest {
    public static class AllPrimitives {
        boolean flag = true;
        byte b = -2;
        short sh = 300;
        int i = 1 << 20;
        long l = -1L << 40;
        float f = Float.intBitsToFloat(0x7fa0_0001); // a NaN whose payload must survive
        double d = Math.PI;
    }

    public static class One {
        int value = 7;
    }

    record Pair(int a, double b) {
    }

    public static class WithUnit {
        @Unit("GeV/u")
        double energy = 1.5;
        int count = 2;
    }

    public static class WithChar {
        int a = 1;
        char c = 'x';
    }

    /** The fields of AllPrimitives the other way round: another message, read by name. */
    public static class Reversed {
        double d = -1;
        float f = -1;
        long l = -1;
        int i = -1;
        short sh = -1;
        byte b = -1;
        boolean flag = false;
    }

    @Test
    void onlyClassesOfPrimitivesOtherThanCharAreOneRun() {
        assertThat(CodecGenerator.wholeRun(codec(AllPrimitives.class))).hasToString(
                "FieldRun[BOOL flag, BYTE b, SHORT sh, INT i, LONG l, FLOAT f, DOUBLE d]");
        assertThat(CodecGenerator.wholeRun(codec(One.class))).isNotNull();
        assertThat(CodecGenerator.wholeRun(codec(Pair.class))).isNotNull();
        assertThat(CodecGenerator.wholeRun(codec(WithChar.class))).isNull();
        assertThat(CodecGenerator.wholeRun(codec(CodecGeneratorTest.Mixed.class))).isNull();
    }

    @Test
    void theWholeMessageHasTheBytesOfTheFieldByFieldWrite() {
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            for (boolean metadata : new boolean[] {true, false}) {
                for (Object value : new Object[] {new AllPrimitives(), new One(), new Pair(-3, 0.5), new WithUnit()}) {
                    if (p == Protocol.CMWLIGHT && metadata && value instanceof WithUnit) {
                        continue; // CmwLight refuses metadata
                    }
                    IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(p);
                    s.setWriteMetadata(metadata);
                    s.serialise(value);
                    assertThat(s.buffer().flip().toByteArray()).as(p + " metadata " + metadata + " " + value)
                            .isEqualTo(fieldByField(p, metadata, value));
                }
            }
        }
    }

    @Test
    void withoutGeneratedCodeNoMessageIsTakenWhole() {
        if (CodecGenerator.ENABLED) {
            return; // the run with -Dyas.mapping.codegen=false (surefire execution mapping-reflective) checks this
        }
        assertThat(codec(AllPrimitives.class).writeMessage(writer(Protocol.YAS, true), new AllPrimitives())).isFalse();
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(write(new AllPrimitives())), ReadLimits.DEFAULT);
        assertThat(codec(AllPrimitives.class).readMessage(r, null)).isNull();
        assertThat(r.nextOffset()).isZero();
    }

    @Test
    void theGeneratedCodeTakesTheMessageWhereItCan() {
        if (!CodecGenerator.ENABLED) {
            return; // the reflective path: withoutGeneratedCodeNoMessageIsTakenWhole
        }
        assertThat(codec(AllPrimitives.class).writeMessage(writer(Protocol.YAS, true), new AllPrimitives())).isTrue();
        assertThat(codec(Pair.class).writeMessage(writer(Protocol.YAS, true), new Pair(1, 2))).isTrue();
        assertThat(codec(WithUnit.class).writeMessage(writer(Protocol.YAS, true), new WithUnit())).isTrue();
        assertThat(codec(WithUnit.class).writeMessage(writer(Protocol.YAS, false), new WithUnit())).as("the unit left out")
                .isFalse();
        assertThat(codec(One.class).writeMessage(writer(Protocol.CMWLIGHT, true), new One())).isFalse();
        assertThat(codec(WithChar.class).writeMessage(writer(Protocol.YAS, true), new WithChar())).isFalse();

        byte[] message = write(new AllPrimitives());
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(message), ReadLimits.DEFAULT);
        assertThat(codec(AllPrimitives.class).readMessage(r, null)).isInstanceOf(AllPrimitives.class);
        assertThat(r.nextOffset()).isEqualTo(message.length);
        FieldCursor other = Protocol.YAS.newCursor(IoBuffer.wrap(write(new Reversed())), ReadLimits.DEFAULT);
        assertThat(codec(AllPrimitives.class).readMessage(other, null)).isNull();
        assertThat(other.nextOffset()).isZero();
    }

    @Test
    void wholeMessagesReadIntoNewAndExistingInstances() {
        AllPrimitives source = new AllPrimitives();
        source.flag = false;
        source.d = -0.0;
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(write(source)));
        AllPrimitives read = s.deserialise(AllPrimitives.class);
        TestSupport.recursively(read).isEqualTo(source);
        assertThat(Float.floatToRawIntBits(read.f)).isEqualTo(0x7fa0_0001);
        assertThat(Double.doubleToRawLongBits(read.d)).isEqualTo(Long.MIN_VALUE); // -0.0
        AllPrimitives existing = new AllPrimitives();
        existing.i = 0;
        s.buffer().position(0);
        assertThat(s.deserialise(existing)).isSameAs(existing);
        TestSupport.recursively(existing).isEqualTo(source);

        IoClassSerialiser pair = new IoClassSerialiser(IoBuffer.wrap(write(new Pair(-3, 0.5))));
        assertThat(pair.deserialise(new Pair(9, 9))).isEqualTo(new Pair(-3, 0.5));
    }

    @Test
    void consecutiveMessagesInOneBufferAreReadOneAfterTheOther() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16));
        One first = new One();
        One second = new One();
        second.value = -8;
        s.serialise(first).serialise(second);
        s.buffer().flip();
        assertThat(s.deserialise(One.class).value).isEqualTo(7);
        assertThat(s.deserialise(One.class).value).isEqualTo(-8);
        assertThat(s.buffer().hasRemaining()).isFalse();
    }

    @Test
    void otherMessagesAreReadFieldByField() {
        // another field order, metadata, a changed header byte: each read by name as before
        AllPrimitives fromReversed = read(AllPrimitives.class, write(new Reversed()));
        assertThat(fromReversed.d).isEqualTo(-1);
        assertThat(fromReversed.flag).isFalse();
        IoClassSerialiser withMetadata = new IoClassSerialiser(IoBuffer.allocate(16));
        withMetadata.serialise(new WithUnit());
        assertThat(read(WithUnit.class, withMetadata.buffer().flip().toByteArray()).energy).isEqualTo(1.5);
        byte[] message = write(new One());
        message[11] = 'X'; // the NUL after "YaS": readHeader does not check it, the whole-message comparison does
        assertThat(read(One.class, message).value).isEqualTo(7);
    }

    /** Written with a string where {@link Outer}'s nested object has an int: a read of it fails inside that object. */
    public static class OuterText {
        InnerText inner = new InnerText();
    }

    public static class InnerText {
        String value = "seven";
    }

    public static class Outer {
        One inner = new One();
    }

    @Test
    void aReadThatFailedInsideAnObjectLeavesNothingThatChangesTheNextMessage() {
        // the whole-message path moves the cursor to the message without resetting it: a failure inside a nested
        // object before must not make the next message read otherwise
        byte[] failing = write(new OuterText());
        AllPrimitives first = new AllPrimitives();
        first.i = -5;
        AllPrimitives second = new AllPrimitives();
        second.i = 11;
        byte[] whole = write(first);
        byte[] all = Arrays.copyOf(failing, failing.length + 2 * whole.length);
        System.arraycopy(whole, 0, all, failing.length, whole.length);
        System.arraycopy(write(second), 0, all, failing.length + whole.length, whole.length);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(all));
        assertThatThrownBy(() -> s.deserialise(Outer.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("inner.value");
        assertThat(s.buffer().position()).isZero();
        s.buffer().position(failing.length);
        TestSupport.recursively(s.deserialise(AllPrimitives.class)).isEqualTo(first);
        assertThat(s.buffer().position()).isEqualTo(failing.length + whole.length);
        // read again from where the caller puts the position, not from where the cursor last stopped (the second)
        s.buffer().position(failing.length);
        TestSupport.recursively(s.deserialise(new AllPrimitives())).isEqualTo(first);
        TestSupport.recursively(s.deserialise(AllPrimitives.class)).isEqualTo(second);
        assertThat(s.buffer().position()).isEqualTo(all.length);
    }

    @Test
    void aClassReadWholeStillReadsAMessageOfAnotherProtocol() {
        // a class read whole, its message in another protocol: read field by field
        IoBuffer b = IoBuffer.allocate(64);
        IoSerialiser w = Protocol.CMWLIGHT.newWriter(b);
        w.putHeaderInfo();
        w.put("value", -8);
        w.putEndMarker("");
        b.flip();
        assertThat(new IoClassSerialiser(b).deserialise(One.class).value).isEqualTo(-8);
        assertThat(b.hasRemaining()).isFalse();
    }

    @Test
    void aTruncatedWholeMessageIsTheUsualFormatErrorAndTheBufferIsLeftAsItWas() {
        byte[] message = write(new AllPrimitives());
        IoBuffer cut = IoBuffer.wrap(Arrays.copyOf(message, message.length - 1));
        IoClassSerialiser s = new IoClassSerialiser(cut);
        assertThatThrownBy(() -> s.deserialise(AllPrimitives.class)).isInstanceOf(YasFormatException.class);
        assertThat(cut.position()).isZero();
        assertThat(cut.limit()).isEqualTo(message.length - 1);
    }

    private static <T> T read(Class<T> type, byte[] message) {
        return new IoClassSerialiser(IoBuffer.wrap(message)).deserialise(type);
    }

    private static byte[] write(Object value) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16));
        s.serialise(value);
        return s.buffer().flip().toByteArray();
    }

    /** The message as the reflective loop writes it, field by field. */
    private static byte[] fieldByField(Protocol p, boolean metadata, Object value) {
        ClassCodec c = codec(value.getClass());
        IoSerialiser w = writer(p, metadata);
        w.putHeaderInfo(c.description);
        c.writeEach(w, value, null, 64);
        w.putEndMarker(c.description);
        return w.buffer().flip().toByteArray();
    }

    private static IoSerialiser writer(Protocol p, boolean metadata) {
        IoSerialiser w = p.newWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(metadata);
        return w;
    }

    private static ClassCodec codec(Class<?> type) {
        return ClassMapping.defaults().codec(type);
    }
}
