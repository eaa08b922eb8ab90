package io.yas.wire;

import static io.yas.wire.ReaderTestSupport.resource;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import io.yas.wire.YasReaderProperties.ArraySpec;
import io.yas.wire.YasReaderProperties.ObjectSpec;
import io.yas.wire.YasReaderProperties.Scalar;
import io.yas.wire.YasReaderProperties.Spec;
import io.yas.wire.YasReaderProperties.Text;

import java.time.DayOfWeek;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of {@link CmwLightReader} on hostile input and on {@link CmwLightWriter} output.
 *
 * <p>Robustness, with the harness of {@link YasReaderProperties}: every truncation, random byte changes and random
 * insertions/deletions of every CmwLight vector (the C++ one and a freshly written message with every type
 * included) either decode or throw {@link YasFormatException} with protocol {@code "CmwLight"}, as a tree and with
 * the walker, and allocate less than {@code 64 x input length + 256 KiB}. Counts of {@code 0x7fffffff} fail at
 * their own offset, before allocating.
 *
 * <p>Round trip: random field sequences (scalars, enums, strings, 1-D and N-D arrays of every type, nested objects)
 * written with {@link CmwLightWriter} read back identically.
 *
 * <p>The random properties run once per seed of {@link Seeds} with values from a {@link Gen} of that seed; a
 * failure's message carries its seed. To replay one case: {@code ./mvnw -B -o -pl yas-core test
 * -Dtest='CmwLightProperties#writtenFieldsReadBackIdentically' -Dyas.seed=N}; {@code -Dyas.seeds=random} checks
 * fresh, printed seeds.
 */
class CmwLightProperties {
    /** Puts a failing case\'s seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();


    private static final Map<String, byte[]> CORPUS = corpus();

    private static Map<String, byte[]> corpus() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        ReaderTestSupport.cmwLightVectors().forEach(v -> out.put(v, resource("/golden/cmwlight/" + v + ".bin")));
        out.put("cpp/cmwlight_nested", resource("/golden/cpp/cmwlight_nested.bin"));
        out.put("written: every type", everyType());
        return out;
    }

    /** One field of every CmwLight type, 1-D, 2-D and 3-D arrays, nested two deep. */
    private static byte[] everyType() {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(64)).putHeaderInfo();
        w.put("z", true).put("b", (byte) -2).put("s", (short) 3).put("i", 4).put("l", 5L).put("f", 6.5f)
                .put("d", 7.25).put("c", '\u00E9').put("t", "t\u00E9xt").put("day", DayOfWeek.MONDAY);
        w.putStartMarker("arrays").put("z1", new boolean[] {true, false}).put("b1", new byte[] {1, 2})
                .put(FieldDescription.of("s2"), new short[] {1, 2, 3, 4}, new int[] {2, 2})
                .put(FieldDescription.of("i3"), new int[] {1, 2, 3, 4, 5, 6, 7, 8}, new int[] {2, 2, 2})
                .put("l1", new long[] {9L}).put("f1", new float[] {1.5f}).put("d1", new double[] {2.5, 3.5})
                .put(FieldDescription.of("c2"), new char[] {'a', 'b'}, new int[] {1, 2})
                .put(FieldDescription.of("t3"), new String[] {"x", "", "\u00FF"}, new int[] {1, 1, 3});
        w.putStartMarker("deeper").put("leaf", 1).putEndMarker("deeper").putEndMarker("arrays");
        return w.putEndMarker("").buffer().flip().toByteArray();
    }

    // ========================================================================================= robustness

    @Test
    void everyTruncationOfEveryVectorDecodesOrFailsCleanly() {
        YasReaderProperties.everyTruncationDecodesOrFailsCleanly(CORPUS, CmwLightReader::new);
    }

    @Test
    void everyFullVectorDecodes() {
        for (Map.Entry<String, byte[]> vector : CORPUS.entrySet()) {
            IoBuffer buffer = IoBuffer.wrap(vector.getValue());
            assertThat(new CmwLightReader(buffer).readTree()).as(vector.getKey()).isNotNull();
            assertThat(buffer.position()).as(vector.getKey()).isEqualTo(vector.getValue().length);
        }
    }

    static LongStream mutationSeeds() {
        return YasReaderProperties.mutationSeeds();
    }

    /** Each seed: {@link YasReaderProperties#MUTATIONS_PER_SEED} vectors with bytes changed. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("mutationSeeds")
    void randomByteChangesDecodeOrFailCleanly(long seed) {
        YasReaderProperties.mutationsDecodeOrFailCleanly(seed, CORPUS, YasReaderProperties::byteChange,
                CmwLightReader::new);
    }

    /** Each seed: {@link YasReaderProperties#MUTATIONS_PER_SEED} vectors with bytes inserted or deleted. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("mutationSeeds")
    void randomInsertionsAndDeletionsDecodeOrFailCleanly(long seed) {
        YasReaderProperties.mutationsDecodeOrFailCleanly(seed, CORPUS, YasReaderProperties::insertionOrDeletion,
                CmwLightReader::new);
    }

    /** Counts and lengths of {@code 0x7fffffff} (and other huge values) wherever the reader sizes something. */
    @Test
    void hugeCountsFailBeforeAllocating() {
        Object[][] places = { // vector, offset of an int32, what it is, whether 0x7fffffff must be refused
            {"02_primitives", 0, "root entry count", true},
            {"02_primitives", 4, "field name length", true},
            {"25_nested_two_levels", 27, "nested entry count", true},
            {"05_strings_utf8", 31, "string length", true},
            {"14_array_double", 17, "nDims", true},
            {"14_array_double", 21, "dim 0 (not a size)", false},
            {"14_array_double", 25, "element count", true},
            {"15_array_string", 25, "string array element count", true},
            {"15_array_string", 29, "first string of a string array", true},
            {"18_multidim_double_3d", 14, "3-D nDims", true},
            {"18_multidim_double_3d", 26, "3-D dim 2 (not a size)", false},
            {"18_multidim_double_3d", 30, "3-D element count", true},
        };
        for (Object[] place : places) {
            int offset = (Integer) place[1];
            String what = place[2] + " in " + place[0];
            YasFormatException refusal = YasReaderProperties.hugeValuesAt(CORPUS.get((String) place[0]), offset, what,
                    (Boolean) place[3], CmwLightReader::new);
            if ((Boolean) place[3]) {
                assertThat(refusal.offset()).as(what + ": refused at its own offset").isEqualTo(offset);
            }
        }
    }

    // ====================================================================================== round trip

    static LongStream seeds() {
        return Seeds.of(200);
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void writtenFieldsReadBackIdentically(long seed) {
        List<Spec> fields = fields(new Gen(seed));
        byte[] bytes = message(fields);

        IoBuffer buffer = IoBuffer.wrap(bytes);
        WireField root = new CmwLightReader(buffer).readTree();
        assertThat(buffer.position()).isEqualTo(bytes.length);
        assertThat(root.name()).isEmpty();
        YasReaderProperties.assertFields("$", fields, root);
    }

    /** The tree of any message written again through {@link TreeWriter} gives the message's bytes. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void treeWrittenAgainGivesTheSameBytes(long seed) {
        byte[] bytes = message(fields(new Gen(seed)));
        CmwLightWriter again = new CmwLightWriter(IoBuffer.allocate(16));
        TreeWriter.write(again, new CmwLightReader(IoBuffer.wrap(bytes)).readTree());
        assertThat(again.buffer().flip().toByteArray()).isEqualTo(bytes);
    }

    /** @return the message of {@code fields} */
    private static byte[] message(List<Spec> fields) {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16)).putHeaderInfo();
        fields.forEach(f -> write(w, f));
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }

    /**
     * Writes a field through the by-name overloads (N-D arrays through the FieldDescription one with dims); INT
     * values 0..6 through {@code put(String, Enum)} with a {@link DayOfWeek}, which CmwLight writes as its ordinal.
     */
    private static void write(CmwLightWriter w, Spec spec) {
        if (spec instanceof Scalar s && s.value() instanceof Integer i && i >= 0 && i < 7) {
            w.put(s.name(), DayOfWeek.values()[i]);
        } else if (spec instanceof Scalar s) {
            Class<?> primitive = ReaderTestSupport.primitiveArray(s.type(), List.of()).getClass().getComponentType();
            put(w, new Class<?>[] {String.class, primitive}, s.name(), s.value());
        } else if (spec instanceof Text t) {
            w.put(t.name(), t.value());
        } else if (spec instanceof ArraySpec a && a.dims().length == 1) {
            put(w, new Class<?>[] {String.class, a.values().getClass()}, a.name(), a.values());
        } else if (spec instanceof ArraySpec a) {
            put(w, new Class<?>[] {FieldDescription.class, a.values().getClass(), int[].class},
                    FieldDescription.of(a.name()), a.values(), a.dims());
        } else {
            ObjectSpec o = (ObjectSpec) spec;
            w.putStartMarker(o.name());
            o.fields().forEach(f -> write(w, f));
            w.putEndMarker(o.name());
        }
    }

    /** Calls the {@code put} overload with these parameter types. */
    private static void put(CmwLightWriter w, Class<?>[] types, Object... args) {
        try {
            CmwLightWriter.class.getMethod("put", types).invoke(w, args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Up to ten fields, objects nested up to three deep. */
    private static List<Spec> fields(Gen g) {
        return g.list(g.between(0, 10), () -> spec(g, 3));
    }

    /** What CmwLight carries: scalars (small INTs often, for the enum path), strings, arrays, nested objects. */
    private static Spec spec(Gen g, int depth) {
        return switch (g.weighted(16, 4, 8, 12, depth > 0 ? 10 : 0)) {
            case 0 -> YasReaderProperties.scalar(g);
            case 1 -> new Scalar(YasReaderProperties.names(g), DataType.INT, g.between(-1, 7));
            case 2 -> YasReaderProperties.text(g);
            case 3 -> YasReaderProperties.array(g);
            default -> new ObjectSpec(YasReaderProperties.names(g), g.list(g.between(0, 5), () -> spec(g, depth - 1)));
        };
    }
}
