package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import yas.golden.SamplePojo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Bad bytes into the class mapper: every truncation and random corruption of a reference POJO message and of a
 * message exercising every mapped kind either decodes or throws {@link YasFormatException}, never another exception,
 * and a failed read leaves the buffer's position where it was.
 *
 * <p>The random properties run once per seed of {@link Seeds} with values from a {@link Gen} of that seed; a
 * failure's display name carries its seed. To replay one case: {@code ./mvnw -B -o -pl yas-core test
 * -Dtest='ClassMappingBadInputProperties#randomByteChangesDecodeOrAreRefused' -Dyas.seed=N};
 * {@code -Dyas.seeds=random} checks fresh, printed seeds.
 */
class ClassMappingBadInputProperties {
    /** Puts a failing case\'s seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    /** Every kind the mapper handles, nested, with containers of objects. */
    public static class Rich {
        public int i = 7;
        public Character boxedChar = 'q';
        public Long boxedLong = 9L;
        public String text = "héllo";
        public URI uri = URI.create("rda3://device/property");
        public Instant instant = Instant.parse("2026-11-22T05:30:00Z");
        public Duration duration = Duration.ofMillis(1500);
        public float[] floats = {1.5f, Float.NaN};
        public Integer[] boxed = {1, 2, 3};
        public String[] strings = {"a", "b"};
        public double[][] matrix = {{1, 2, 3}, {4, 5, 6}};
        public MultiArray cube = MultiArray.of(new int[] {1, 2, 3, 4, 5, 6, 7, 8}, 2, 2, 2);
        public DayOfWeek day = DayOfWeek.TUESDAY;
        public List<DayOfWeek> days = new ArrayList<>(List.of(DayOfWeek.MONDAY, DayOfWeek.SUNDAY));
        public List<Double> doubles = new ArrayList<>(List.of(0.5, -0.25));
        public Map<String, Integer> counts = new LinkedHashMap<>(Map.of("x", 1));
        public List<Leaf> leaves = new ArrayList<>(List.of(new Leaf(), new Leaf()));
        public Map<String, Leaf> byName = new LinkedHashMap<>(Map.of("k", new Leaf()));
        public Point point = new Point(1, 2);
        public Leaf leaf = new Leaf();
    }

    public static class Leaf {
        public short s = 3;
        public long[] stamps = {10, 20};
    }

    public record Point(int x, int y) {
    }

    private static final byte[] SAMPLE = resource("/golden/yas/28_pojo_ioclassserialiser.bin");
    private static final byte[] RICH = encode(new Rich());

    private static byte[] resource(String path) {
        try (InputStream in = ClassMappingBadInputProperties.class.getResourceAsStream(path)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] encode(Object o) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256));
        s.serialise(o);
        return s.buffer().flip().toByteArray();
    }

    /** Decodes into a new instance and in place; anything but success or YasFormatException fails the property. */
    private static void decodeOrRefuse(byte[] bytes, Class<?> type, Object existing) {
        for (Object target : new Object[] {null, existing}) {
            IoBuffer buffer = IoBuffer.wrap(bytes);
            IoClassSerialiser s = new IoClassSerialiser(buffer);
            try {
                if (target == null) {
                    s.deserialise(type);
                } else {
                    s.deserialise(target);
                }
            } catch (YasFormatException e) {
                assertThat(buffer.position()).as("position after a failed read").isZero();
            } catch (Throwable e) {
                fail("expected success or YasFormatException, got " + e + " for " + bytes.length + " bytes", e);
            }
        }
    }

    @Test
    void bothMessagesDecode() {
        assertThat(new IoClassSerialiser(IoBuffer.wrap(RICH)).deserialise(Rich.class).leaves).hasSize(2);
        assertThat(new IoClassSerialiser(IoBuffer.wrap(SAMPLE)).deserialise(SamplePojo.class).id).isEqualTo(42);
    }

    @Test
    void everyTruncationDecodesOrIsRefused() {
        for (int n = 0; n < SAMPLE.length; n++) {
            decodeOrRefuse(Arrays.copyOf(SAMPLE, n), SamplePojo.class, new SamplePojo());
        }
        for (int n = 0; n < RICH.length; n++) {
            decodeOrRefuse(Arrays.copyOf(RICH, n), Rich.class, new Rich());
        }
    }

    static LongStream seeds() {
        return Seeds.of(100);
    }

    /** Each seed: fifteen messages with two bytes set to random values. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void randomByteChangesDecodeOrAreRefused(long seed) {
        Gen g = new Gen(seed);
        for (int k = 0; k < 15; k++) {
            boolean rich = g.bool();
            byte[] bytes = (rich ? RICH : SAMPLE).clone();
            bytes[g.between(0, bytes.length - 1)] = g.int8();
            bytes[g.between(0, bytes.length - 1)] = g.int8();
            decodeOrRefuse(bytes, rich);
        }
    }

    /** Each seed: eight messages with one random byte inserted or one byte deleted. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void insertionsAndDeletionsDecodeOrAreRefused(long seed) {
        Gen g = new Gen(seed);
        for (int k = 0; k < 8; k++) {
            boolean rich = g.bool();
            byte[] source = rich ? RICH : SAMPLE;
            int p = g.between(0, source.length - 1);
            byte[] bytes;
            if (g.bool()) {
                bytes = new byte[source.length + 1];
                System.arraycopy(source, 0, bytes, 0, p);
                bytes[p] = g.int8();
                System.arraycopy(source, p, bytes, p + 1, source.length - p);
            } else {
                bytes = new byte[source.length - 1];
                System.arraycopy(source, 0, bytes, 0, p);
                System.arraycopy(source, p + 1, bytes, p, source.length - p - 1);
            }
            decodeOrRefuse(bytes, rich);
        }
    }

    private static void decodeOrRefuse(byte[] bytes, boolean rich) {
        if (rich) {
            decodeOrRefuse(bytes, Rich.class, new Rich());
        } else {
            decodeOrRefuse(bytes, SamplePojo.class, new SamplePojo());
        }
    }
}
