package io.yas.mapping;

import static io.yas.mapping.TestSupport.assertSameBytes;
import static io.yas.mapping.TestSupport.recursively;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.LinkedHashMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import yas.golden.CustomFieldPojo;
import yas.golden.CustomPoint;
import yas.golden.SamplePojo;

/**
 * The POJO reference vectors (golden/yas/MANIFEST.md): {@code 28_pojo_ioclassserialiser} ({@link SamplePojo}) and
 * {@code 30_pojo_custom_field_serialiser} ({@link CustomFieldPojo} with a {@link CustomPoint} serialiser) are written
 * byte for byte as the reference wrote them, over every kind of buffer, and read back into the classes.
 */
class PojoGoldenTest {
    static {
        TestSupport.openTestPackages();
    }

    /** Buffers to serialise into: roomy heap, small direct (must grow), wrapped slice at a non-zero offset. */
    enum Buffers {
        HEAP_4K, DIRECT_16, WRAPPED_7_50;

        IoBuffer create() {
            return switch (this) {
                case HEAP_4K -> IoBuffer.allocate(4096);
                case DIRECT_16 -> IoBuffer.allocateDirect(16);
                case WRAPPED_7_50 -> IoBuffer.wrap(new byte[100], 7, 50);
            };
        }

        /** A read buffer of this kind holding {@code bytes} from position 0 to its limit. */
        IoBuffer holding(byte[] bytes) {
            IoBuffer b = switch (this) {
                case HEAP_4K -> IoBuffer.wrap(bytes.clone());
                case DIRECT_16 -> IoBuffer.allocateDirect(bytes.length);
                case WRAPPED_7_50 -> {
                    byte[] backing = new byte[bytes.length + 20];
                    System.arraycopy(bytes, 0, backing, 7, bytes.length);
                    yield IoBuffer.wrap(backing, 7, bytes.length);
                }
            };
            if (this == DIRECT_16) {
                b.putBytes(bytes, 0, bytes.length).flip();
            }
            return b;
        }
    }

    /** The serialiser of vector 30: putFieldHeader(OTHER), x, y, label, size patch; no class names, no END. */
    static final FieldSerialiser<CustomPoint> POINTS = FieldSerialiser.of(CustomPoint.class, (w, field, p) -> {
        int h = w.putFieldHeader(field, DataType.OTHER);
        w.buffer().putDouble(p.x()).putDouble(p.y()).putString(p.label());
        w.updateDataEndMarker(h);
    }, (r, old) -> new CustomPoint(r.buffer().getDouble(), r.buffer().getDouble(), r.buffer().getString()));

    static final ClassMapping WITH_POINTS = ClassMapping.defaults().with(POINTS);

    // ------------------------------------------------------------------------------------------------- 28

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v28SamplePojoIsByteIdentical(Buffers kind) {
        IoClassSerialiser s = new IoClassSerialiser(kind.create());
        s.serialise(new SamplePojo());
        assertSameBytes("28 on " + kind, golden("28_pojo_ioclassserialiser"), s.buffer().flip().toByteArray());
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v28ReadsIntoANewInstance(Buffers kind) {
        IoClassSerialiser s = new IoClassSerialiser(kind.holding(golden("28_pojo_ioclassserialiser")));
        SamplePojo read = s.deserialise(SamplePojo.class);
        recursively(read).isEqualTo(new SamplePojo());
        assertThat(s.buffer().position()).as("position after the message").isEqualTo(861);
    }

    /** A new instance starts with the same defaults, so also read into one where every field differs. */
    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v28ReadsIntoAnInstanceWhoseEveryFieldDiffers(Buffers kind) {
        SamplePojo target = scrambled();
        int[] counts = target.counts;
        double[] samples = target.samples;
        Object numbers = target.numbers;
        Object lookup = target.lookup;
        SamplePojo.Inner inner = target.inner;
        long[] stamps = target.inner.stamps;
        SamplePojo.Deeper deeper = target.inner.deeper;

        IoClassSerialiser s = new IoClassSerialiser(kind.holding(golden("28_pojo_ioclassserialiser")));
        assertThat(s.deserialise(target)).isSameAs(target);

        recursively(target).ignoringFields("ignoredTransient")
                .isEqualTo(new SamplePojo());
        assertThat(target.ignoredTransient).as("transient field untouched").isEqualTo(-7);
        assertThat(target.missing).as("not on the wire: keeps its value").isNull();
        assertThat(target.counts).as("same-size array reused").isSameAs(counts);
        assertThat(target.samples).isSameAs(samples);
        assertThat(target.numbers).isSameAs(numbers);
        assertThat(target.lookup).isSameAs(lookup);
        assertThat(target.inner).isSameAs(inner);
        assertThat(target.inner.stamps).isSameAs(stamps);
        assertThat(target.inner.deeper).isSameAs(deeper);
    }

    @Test
    void v28RootIsNamedByTheClassAndMetadataIsOnTheAnnotatedField() {
        WireField root = new YasReader(IoBuffer.wrap(golden("28_pojo_ioclassserialiser"))).readTree();
        assertThat(root.name()).isEqualTo("yas.golden.SamplePojo");
        assertThat(root.field("voltage").metadata().unit()).isEqualTo("V");
        assertThat(root.field("missing")).isNull();
    }

    // ------------------------------------------------------------------------------------------------- 30

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v30CustomFieldSerialiserIsByteIdentical(Buffers kind) {
        IoClassSerialiser s = new IoClassSerialiser(kind.create(), WITH_POINTS);
        s.serialise(new CustomFieldPojo());
        assertSameBytes("30 on " + kind, golden("30_pojo_custom_field_serialiser"), s.buffer().flip().toByteArray());
    }

    @ParameterizedTest
    @EnumSource(Buffers.class)
    void v30ReadsBack(Buffers kind) {
        IoClassSerialiser s = new IoClassSerialiser(kind.holding(golden("30_pojo_custom_field_serialiser")),
                WITH_POINTS);
        CustomFieldPojo target = new CustomFieldPojo();
        target.before = -1;
        target.point = null;
        target.after = -2;
        s.deserialise(target);
        recursively(target).isEqualTo(new CustomFieldPojo());
        assertThat(target.point).isEqualTo(new CustomPoint(1.5, -2.0, "P1"));

        s.buffer().position(0);
        recursively(s.deserialise(CustomFieldPojo.class))
                .isEqualTo(new CustomFieldPojo());
    }

    @Test
    void writeReadWriteReproducesBothVectors() {
        for (String v : new String[] {"28_pojo_ioclassserialiser", "30_pojo_custom_field_serialiser"}) {
            byte[] golden = golden(v);
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(golden.clone()), WITH_POINTS);
            Object read = v.startsWith("28") ? s.deserialise(scrambled()) : s.deserialise(CustomFieldPojo.class);
            s.setBuffer(IoBuffer.allocate(64));
            s.serialise(read);
            assertSameBytes(v + " after a read", golden, s.buffer().flip().toByteArray());
        }
    }

    @Test
    void serialiseNullWritesTheEmptyRootOfVector01() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(8));
        s.serialise(null);
        assertSameBytes("01", golden("01_empty_root"), s.buffer().flip().toByteArray());
    }

    // -------------------------------------------------------------------------------------------- helpers

    /** A SamplePojo with every field different from the defaults, arrays of the same sizes. */
    static SamplePojo scrambled() {
        SamplePojo p = new SamplePojo();
        p.ignoredTransient = -7;
        p.id = -1;
        p.voltage = -1;
        p.name = "other";
        p.enabled = false;
        p.counts = new int[3];
        p.samples = new double[2];
        p.tags = new String[] {"x"};
        p.numbers = new ArrayList<>(java.util.List.of(1));
        p.lookup = new LinkedHashMap<>(java.util.Map.of("zzz", 0));
        p.day = DayOfWeek.MONDAY;
        p.inner = new SamplePojo.Inner();
        p.inner.level = 0;
        p.inner.ratio = 0;
        p.inner.stamps = new long[2];
        p.inner.deeper.note = null;
        p.inner.deeper.code = 'a';
        return p;
    }

    static byte[] golden(String vector) {
        String path = "/golden/yas/" + vector + ".bin";
        try (InputStream in = PojoGoldenTest.class.getResourceAsStream(path)) {
            assertThat(in).as("classpath resource " + path).isNotNull();
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
