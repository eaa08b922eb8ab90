package io.yas.mapping;

import io.yas.annotation.GenerateCodec;
import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The opt-in read checks at their edges (a root without a name, an empty root, two missing fields), what
 * {@link ClassMapping#describe} says of each path, and the settings of {@link IoClassSerialiser} and
 * {@link YasMapper}: chained, kept across one another, and the stream limit at its bounds.
 */
class ReadChecksAndSettingsTest {
    static {
        TestSupport.openTestPackages();
    }

    public static class Pair {
        int a = 1;
        String b = "b";
        double c = 3;
    }

    public static class Inner {
        int x = 1;
    }

    public static class Outer {
        int a = 2;
        Inner inner = new Inner();
    }

    public static class Foreign {
        int unknown = 5;
    }

    public static class Metered {
        @Unit("A")
        double current = 1.5;
    }

    @GenerateCodec
    public static class Annotated {
        int value = 1;
    }

    @Test
    void theRootNameCheckLetsARootWithoutANamePass() {
        IoClassSerialiser cmw = new IoClassSerialiser(IoBuffer.allocate(64)).setProtocol(Protocol.CMWLIGHT);
        Pair written = new Pair();
        written.a = 9;
        cmw.serialise(written);
        cmw.buffer().flip();
        cmw.setReadChecks(ReadCheck.ROOT_NAME, ReadCheck.UNKNOWN_FIELDS, ReadCheck.MISSING_FIELDS);
        assertThat(cmw.deserialise(Pair.class).a).isEqualTo(9);
        IoClassSerialiser yas = new IoClassSerialiser(IoBuffer.wrap(write(written)))
                .setReadChecks(ReadCheck.ROOT_NAME);
        assertThat(yas.deserialise(Pair.class).a).isEqualTo(9);
    }

    @Test
    void missingFieldsAreAllNamedInTheirOrder() {
        byte[] onlyB = message(w -> w.put("b", "x"));
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(onlyB)).setReadChecks(ReadCheck.MISSING_FIELDS);
        assertThatThrownBy(() -> s.deserialise(Pair.class)).isInstanceOfSatisfying(YasFormatException.class, e -> {
            assertThat(e.actual()).isEqualTo("missing 'a', 'c'");
            assertThat(e.path()).isEqualTo("$");
        });
        byte[] all = message(w -> w.put("c", 4.0).put("b", "y").put("a", 5));
        Pair read = new IoClassSerialiser(IoBuffer.wrap(all)).setReadChecks(ReadCheck.MISSING_FIELDS)
                .deserialise(Pair.class);
        assertThat(read.a).isEqualTo(5);
        assertThat(read.c).isEqualTo(4.0);
    }

    @Test
    void theChecksApplyToTheRootNotToNestedObjects() {
        byte[] bytes = message(w -> w.put("a", 3).putStartMarker("inner").put("unknown", 1).putEndMarker("inner"));
        Outer read = new IoClassSerialiser(IoBuffer.wrap(bytes))
                .setReadChecks(ReadCheck.UNKNOWN_FIELDS, ReadCheck.MISSING_FIELDS).deserialise(Outer.class);
        assertThat(read.a).isEqualTo(3);
        assertThat(read.inner.x).isEqualTo(1); // a nested object sharing no field with its class is no error
        assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes)).setReadChecks().deserialise(Outer.class).a)
                .isEqualTo(3);
    }

    private static final String ONE_FOREIGN_FIELD = "1 fields on the wire, none of them a field of the class: "
            + "another class's message?";

    @Test
    void anEmptyRootIsReadAndOneKnownFieldAmongUnknownOnesIsEnough() {
        Pair empty = new IoClassSerialiser(IoBuffer.wrap(write(null))).deserialise(Pair.class);
        assertThat(empty.a).isEqualTo(1);
        byte[] mixed = message(w -> w.put("x", 1).put("y", 2).put("c", 7.0));
        assertThat(new IoClassSerialiser(IoBuffer.wrap(mixed)).deserialise(Pair.class).c).isEqualTo(7.0);
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(write(new Foreign()))).deserialise(Pair.class))
                .isInstanceOfSatisfying(YasFormatException.class, e -> assertThat(e.actual())
                        .isEqualTo(ONE_FOREIGN_FIELD));
        // MISSING_FIELDS reads with the reflective loop: the same refusal comes first
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(write(new Foreign())))
                .setReadChecks(ReadCheck.MISSING_FIELDS).deserialise(Pair.class))
                .isInstanceOfSatisfying(YasFormatException.class, e -> assertThat(e.actual())
                        .isEqualTo(ONE_FOREIGN_FIELD));
    }

    @Test
    void describeNamesThePathOfTheClassAndWhyNotTheOthers() {
        String reflective = "code generation is off (-Dyas.mapping.codegen=false)";
        String path = CodecGenerator.ENABLED ? TestSupport.GENERATED
                : "reflective writer (" + reflective + "), reflective reader (" + reflective + ")";
        ClassMapping mapping = FreshGeneratedCodecTest.fresh(); // described here, not cached from another test
        assertThat(mapping.describe(Pair.class)).isEqualTo(Pair.class.getName() + ": " + path);
        assertThat(mapping.describe(Annotated.class)).isEqualTo(Annotated.class.getName() + ": "
                + path + "; no compiled codec found for @GenerateCodec: was yas-processor on the annotation "
                + "processor path?");
    }

    @Test
    void aTypeThatIsNoMessageIsRefusedSayingHowToWrapIt() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise("text")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a message is a class or record whose fields it carries, not String (java.lang.String): "
                        + "wrap it in a record, e.g. record Message(String value) {}");
        assertThatThrownBy(() -> s.deserialise(int.class))
                .hasMessage("a message is a class or record whose fields it carries, not int (int): wrap it in a "
                        + "record, e.g. record Message(int value) {}");
        assertThatThrownBy(() -> s.serialise(new java.util.HashMap<String, Integer>()))
                .hasMessageContaining("not a map (java.util.HashMap)").hasMessageContaining("Map<String, Point>");
        assertThatThrownBy(() -> s.deserialise(Runnable.class)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("a message is a class or record whose fields it carries, not Runnable "
                        + "(java.lang.Runnable)");
        assertThatThrownBy(() -> s.deserialise(AbstractMessage.class))
                .hasMessageStartingWith("class " + AbstractMessage.class.getName() + " cannot be mapped");
    }

    public abstract static class AbstractMessage {
        int a;
    }

    @Test
    void theSettersOfASerialiserChainAndAreKept() {
        IoBuffer first = IoBuffer.allocate(64);
        ClassMapping mapping = ClassMapping.defaults();
        IoClassSerialiser s = new IoClassSerialiser(first, mapping);
        assertThat(s.mapping()).isSameAs(mapping);
        assertThat(s.protocol()).isEqualTo(Protocol.YAS);
        assertThat(s.setWriteMetadata(false)).isSameAs(s);
        assertThat(s.setProtocol(Protocol.CMWLIGHT)).isSameAs(s);
        assertThat(s.protocol()).isEqualTo(Protocol.CMWLIGHT);
        assertThat(s.setProtocol(Protocol.YAS)).isSameAs(s);
        assertThat(s.setReadLimits(ReadLimits.DEFAULT)).isSameAs(s);
        assertThat(s.setReadChecks(ReadCheck.ROOT_NAME)).isSameAs(s);
        IoBuffer second = IoBuffer.allocate(64);
        assertThat(s.setBuffer(second)).isSameAs(s);
        assertThat(s.buffer()).isSameAs(second);
        assertThat(s.serialise(new Metered())).isSameAs(s); // metadata stays off across protocol and buffer
        assertThat(new IoClassSerialiser(IoBuffer.allocate(64)).serialise(null)).isNotNull();
        IoClassSerialiser plain = new IoClassSerialiser(IoBuffer.allocate(64)).setWriteMetadata(false);
        plain.serialise(new Metered());
        assertThat(second.flip().toByteArray()).isEqualTo(plain.buffer().flip().toByteArray())
                .isNotEqualTo(write(new Metered()));
        assertThat(first.position()).isZero();
    }

    @Test
    void aMapperKeepsEverySettingAcrossItsCopies() {
        FieldSerialiser<Double> negated = FieldSerialiser.of(Double.class, (w, fd, v) -> w.put(fd, -v),
                (r, old) -> -r.getDouble());
        ClassMapping mapping = ClassMapping.defaults().with(negated);
        YasMapper mapper = YasMapper.create().withWriteMetadata(false).withMapping(mapping)
                .withReadLimits(ReadLimits.DEFAULT).withMaxStreamMessageBytes(1000).withProtocol(Protocol.YAS);
        assertThat(mapper.protocol()).isEqualTo(Protocol.YAS);
        assertThat(mapper.maxStreamMessageBytes()).isEqualTo(1000);
        Boxed value = new Boxed();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping).setWriteMetadata(false);
        s.serialise(value);
        assertThat(mapper.toBytes(value)).isEqualTo(s.buffer().flip().toByteArray());
        assertThat(YasMapper.create().withProtocol(Protocol.CMWLIGHT).withMaxStreamMessageBytes(10).protocol())
                .isEqualTo(Protocol.CMWLIGHT);
        assertThat(YasMapper.create().maxStreamMessageBytes()).isEqualTo(YasMapper.DEFAULT_MAX_STREAM_MESSAGE_BYTES);
    }

    public static class Boxed {
        @Unit("V")
        Double volts = 2.0;
    }

    @Test
    void theStreamLimitIsOneToMaxCapacityAndAFrameOfExactlyTheLimitIsRead() throws IOException {
        assertThat(YasMapper.create().withMaxStreamMessageBytes(1).maxStreamMessageBytes()).isEqualTo(1);
        assertThat(YasMapper.create().withMaxStreamMessageBytes(IoBuffer.MAX_CAPACITY).maxStreamMessageBytes())
                .isEqualTo(IoBuffer.MAX_CAPACITY);
        assertThatThrownBy(() -> YasMapper.create().withMaxStreamMessageBytes(IoBuffer.MAX_CAPACITY + 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("byteCount < 1 or > MAX_CAPACITY: " + (IoBuffer.MAX_CAPACITY + 1));
        int length = write(new Pair()).length;
        ByteArrayOutputStream frames = new ByteArrayOutputStream();
        YasMapper.create().write(new Pair(), frames);
        byte[] frame = frames.toByteArray();
        assertThat(frame).hasSize(4 + length);
        assertThat(YasMapper.create().withMaxStreamMessageBytes(length).read(new ByteArrayInputStream(frame),
                Pair.class).b).isEqualTo("b");
        assertThatThrownBy(() -> YasMapper.create().withMaxStreamMessageBytes(length - 1)
                .read(new ByteArrayInputStream(frame), Pair.class)).isInstanceOf(YasFormatException.class);
        byte[] one = {1, 0, 0, 0, 0};
        assertThatThrownBy(() -> YasMapper.create().read(new ByteArrayInputStream(one), Pair.class))
                .isInstanceOfSatisfying(YasFormatException.class, e -> assertThat(e.expected())
                        .doesNotContain("maxStreamMessageBytes")); // one byte: too short a message, within the limit
    }

    @Test
    void aByteBufferWithExactlyTheMessagesRoomTakesIt() {
        byte[] bytes = YasMapper.create().toBytes(new Pair());
        ByteBuffer exact = ByteBuffer.allocate(bytes.length);
        YasMapper.create().toBytes(new Pair(), exact);
        assertThat(exact.hasRemaining()).isFalse();
        assertThat(exact.array()).isEqualTo(bytes);
        assertThat(Arrays.equals(bytes, write(new Pair()))).isTrue();
    }

    // ---------------------------------------------------------------------------------------------- plumbing

    static byte[] write(Object o) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(o);
        return s.buffer().flip().toByteArray();
    }

    static byte[] message(java.util.function.Consumer<YasWriter> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(128));
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }
}
