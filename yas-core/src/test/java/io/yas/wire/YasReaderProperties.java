package io.yas.wire;

import static io.yas.wire.ReaderTestSupport.allocatedBytes;
import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.ReaderTestSupport.sameValue;
import static io.yas.wire.ReaderTestSupport.show;
import static io.yas.wire.ReaderTestSupport.withInt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of {@link YasReader} on hostile input and on writer output.
 *
 * <p>Robustness: every truncation, random byte changes and random insertions/deletions of every golden vector either
 * decode or throw {@link YasFormatException} (nothing else: no {@code IndexOutOfBoundsException}, no
 * {@code OutOfMemoryError}, no {@code StackOverflowError}), and no decode allocates more than
 * {@code 64 x input length + 256 KiB}, measured with the per-thread allocation counter. Hand-made inputs with counts
 * of {@code 0x7fffffff} fail before allocating.
 *
 * <p>Round trip: random field sequences written with {@link YasWriter} read back identically.
 *
 * <p>The random properties run once per seed of {@link Seeds} with values from a {@link Gen} of that seed; a
 * failure's message carries its seed. To replay one case: {@code ./mvnw -B -o -pl yas-core test
 * -Dtest='YasReaderProperties#writtenFieldsReadBackIdentically' -Dyas.seed=N}; {@code -Dyas.seeds=random} checks
 * fresh, printed seeds.
 */
class YasReaderProperties {
    /** Puts a failing case\'s seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();


    /** Every golden YaS and C++ vector (the CmwLight one too), and a written message with object containers. */
    private static final Map<String, byte[]> CORPUS = corpus();

    private static Map<String, byte[]> corpus() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        ReaderTestSupport.allBinaryPaths().forEach(path -> out.put(path, resource(path)));
        out.put("written: object containers", ReaderTestSupport.objectContainersMessage());
        return out;
    }

    // ========================================================================================= robustness

    /** Decodes {@code input} as a tree and with the walker; fails on anything but success or YasFormatException. */
    static void decodesOrFailsCleanly(byte[] input, String what) {
        decodesOrFailsCleanly(input, what, YasReader::new);
    }

    /**
     * As {@link #decodesOrFailsCleanly(byte[], String)} with the readers {@code open} makes (YaS or CmwLight); an
     * exception must also carry the reader's protocol.
     */
    static void decodesOrFailsCleanly(byte[] input, String what, Function<IoBuffer, FieldCursor> open) {
        check(input, what + " (readTree)", () -> {
            IoBuffer buffer = IoBuffer.wrap(input);
            FieldCursor r = open.apply(buffer);
            try {
                r.readTree();
            } catch (YasFormatException e) { // the position is back at the start, the limit unchanged
                if (buffer.position() != 0 || buffer.limit() != input.length) {
                    throw new AssertionError("buffer not restored after " + e.getMessage() + ": " + buffer);
                }
                if (!e.protocol().equals(r.protocol().displayName())) {
                    throw new AssertionError("not a " + r.protocol().displayName() + " error: " + e.getMessage());
                }
                throw e;
            }
            if (buffer.limit() != input.length) {
                throw new AssertionError("limit changed: " + buffer);
            }
        });
        check(input, what + " (walker)", () -> walk(open.apply(IoBuffer.wrap(input))));
    }

    /**
     * Runs {@code decode} twice, failing on anything but success or {@link YasFormatException}, and on the second run
     * on an allocation of {@code 64 x input length + 256 KiB} or more.
     */
    static void check(byte[] input, String what, Runnable decode) {
        runOnce(input, what, decode); // first run: class loading and call-site linking are not the decoder's
        long before = allocatedBytes();
        runOnce(input, what, decode);
        long allocated = allocatedBytes() - before;
        long bound = 64L * input.length + 256 * 1024;
        if (allocated >= bound) {
            fail(what + ": allocated " + allocated + " bytes for " + input.length + " input bytes (bound " + bound
                    + ")\ninput: " + HexFormat.of().formatHex(input));
        }
    }

    private static void runOnce(byte[] input, String what, Runnable decode) {
        Throwable unexpected = null;
        try {
            decode.run();
        } catch (YasFormatException expected) {
            // bad input, reported as such
        } catch (Throwable t) { // including OutOfMemoryError and StackOverflowError
            unexpected = t;
        }
        if (unexpected != null) {
            throw new AssertionError(what + ": " + unexpected + "\ninput: " + HexFormat.of().formatHex(input),
                    unexpected);
        }
    }

    /** The field walker over the whole message, every value read generically. */
    private static void walk(FieldCursor r) {
        r.readHeader();
        do {
            DataType t = r.nextField();
            if (t != DataType.START_MARKER && t != DataType.END_MARKER) {
                r.readValue();
            }
        } while (r.depth() > 0);
    }

    @Test
    void everyTruncationOfEveryVectorDecodesOrFailsCleanly() {
        everyTruncationDecodesOrFailsCleanly(CORPUS, YasReader::new);
    }

    /** Every vector of {@code corpus} cut to every length, through the readers {@code open} makes. */
    static void everyTruncationDecodesOrFailsCleanly(Map<String, byte[]> corpus,
            Function<IoBuffer, FieldCursor> open) {
        for (Map.Entry<String, byte[]> vector : corpus.entrySet()) {
            String path = vector.getKey();
            byte[] bytes = vector.getValue();
            for (int n = 0; n <= bytes.length; n++) {
                decodesOrFailsCleanly(Arrays.copyOf(bytes, n), path + " cut to " + n, open);
            }
        }
    }

    @Test
    void everyFullVectorButTheForeignOnesDecodes() {
        for (Map.Entry<String, byte[]> vector : CORPUS.entrySet()) {
            String path = vector.getKey();
            boolean foreign = path.contains("big_endian") || path.contains("cmwlight");
            byte[] bytes = vector.getValue();
            if (!foreign) {
                assertThat(new YasReader(IoBuffer.wrap(bytes)).readTree()).as(path).isNotNull();
            }
        }
    }

    /** A corrupted copy of a golden vector, described for the failure report. */
    record Mutation(String vector, String change, byte[] bytes) {
        @Override
        public String toString() {
            return vector + ": " + change;
        }
    }

    /** Byte values that are more likely to matter than a uniform pick: 0, -1, sign bits, small counts. */
    private static byte interestingByte(Gen g) {
        return g.weighted(3, 2) == 0 ? g.int8()
                : g.pick((byte) 0, (byte) -1, (byte) 0x7F, (byte) 0x80, (byte) 1, (byte) 2, (byte) 0xFE, (byte) 0xFD,
                        (byte) 0x40);
    }

    /** Mutations of one seed: how many a seed checks, for the seeds of {@link #mutationSeeds()}. */
    static final int MUTATIONS_PER_SEED = 15;

    static LongStream mutationSeeds() {
        return Seeds.of(200);
    }

    /** One to four bytes of a vector of {@code corpus} set to other values. */
    static Mutation byteChange(Gen g, Map<String, byte[]> corpus) {
        String path = g.pick(List.copyOf(corpus.keySet()));
        byte[] out = corpus.get(path).clone();
        List<String> changes = new ArrayList<>();
        for (int i = g.between(1, 4); i > 0; i--) {
            int at = g.between(0, out.length - 1);
            out[at] = interestingByte(g);
            changes.add(at + "=" + out[at]);
        }
        return new Mutation(path, "set " + changes, out);
    }

    /** One to eight bytes inserted into or deleted from a vector of {@code corpus}. */
    static Mutation insertionOrDeletion(Gen g, Map<String, byte[]> corpus) {
        String path = g.pick(List.copyOf(corpus.keySet()));
        byte[] bytes = corpus.get(path);
        int p = g.between(0, bytes.length);
        if (g.bool()) {
            byte[] inserted = g.array(byte[].class, g.between(1, 8), () -> interestingByte(g));
            byte[] out = new byte[bytes.length + inserted.length];
            System.arraycopy(bytes, 0, out, 0, p);
            System.arraycopy(inserted, 0, out, p, inserted.length);
            System.arraycopy(bytes, p, out, p + inserted.length, bytes.length - p);
            return new Mutation(path, "insert " + Arrays.toString(inserted) + " at " + p, out);
        }
        int count = Math.min(g.between(1, 8), bytes.length - p);
        byte[] out = new byte[bytes.length - count];
        System.arraycopy(bytes, 0, out, 0, p);
        System.arraycopy(bytes, p + count, out, p, bytes.length - p - count);
        return new Mutation(path, "delete " + count + " at " + p, out);
    }

    /** Each seed: {@link #MUTATIONS_PER_SEED} vectors with bytes changed. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("mutationSeeds")
    void randomByteChangesDecodeOrFailCleanly(long seed) {
        mutationsDecodeOrFailCleanly(seed, CORPUS, YasReaderProperties::byteChange, YasReader::new);
    }

    /** Each seed: {@link #MUTATIONS_PER_SEED} vectors with bytes inserted or deleted. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("mutationSeeds")
    void randomInsertionsAndDeletionsDecodeOrFailCleanly(long seed) {
        mutationsDecodeOrFailCleanly(seed, CORPUS, YasReaderProperties::insertionOrDeletion, YasReader::new);
    }

    /** {@link #MUTATIONS_PER_SEED} mutations of {@code corpus} from {@code seed}, each through the readers of open. */
    static void mutationsDecodeOrFailCleanly(long seed, Map<String, byte[]> corpus,
            BiFunction<Gen, Map<String, byte[]>, Mutation> mutation, Function<IoBuffer, FieldCursor> open) {
        Gen g = new Gen(seed);
        for (int i = 0; i < MUTATIONS_PER_SEED; i++) {
            Mutation m = mutation.apply(g, corpus);
            decodesOrFailsCleanly(m.bytes(), m.toString(), open);
        }
    }

    /**
     * Counts and lengths of {@code 0x7fffffff} (and other huge values) at every place a decoder sizes something from:
     * array counts and dims, collection and map counts (Java and C++ layouts), string lengths (values, names,
     * metadata, enums, string arrays), header offsets and sizes. Each must be refused before anything is allocated.
     */
    @Test
    void hugeCountsFailBeforeAllocating() {
        Object[][] places = {
            // vector, offset of an int32, what it is, whether 0x7fffffff there must be refused (dims and descriptor
            // entries are not sizes: the reference writes fewer elements than dims when the array is short); other
            // values may also be read otherwise (e.g. a map payload that then fits neither layout reads as custom data)
            {"/golden/yas/14_array_double.bin", 64, "DOUBLE_ARRAY nDims", true},
            {"/golden/yas/14_array_double.bin", 68, "DOUBLE_ARRAY dim 0", false},
            {"/golden/yas/14_array_double.bin", 72, "DOUBLE_ARRAY element count", true},
            {"/golden/yas/17_multidim_double_2d.bin", 63, "2-D DOUBLE_ARRAY nDims", true},
            {"/golden/yas/17_multidim_double_2d.bin", 67, "2-D DOUBLE_ARRAY dim 0", false},
            {"/golden/yas/17_multidim_double_2d.bin", 71, "2-D DOUBLE_ARRAY dim 1", false},
            {"/golden/yas/17_multidim_double_2d.bin", 75, "2-D DOUBLE_ARRAY element count", true},
            {"/golden/yas/07_array_bool.bin", 72, "BOOL_ARRAY element count", true},
            {"/golden/yas/08_array_byte.bin", 72, "BYTE_ARRAY element count", true},
            {"/golden/yas/15_array_string.bin", 72, "STRING_ARRAY element count", true},
            {"/golden/yas/15_array_string.bin", 76, "STRING_ARRAY first string length", true},
            {"/golden/yas/20_multidim_string_2d.bin", 74, "N-D STRING_ARRAY second descriptor nDims", false},
            {"/golden/yas/20_multidim_string_2d.bin", 78, "N-D STRING_ARRAY second descriptor dim", false},
            {"/golden/yas/20_multidim_string_2d.bin", 82, "N-D STRING_ARRAY element count (read as 1-D then)", false},
            {"/golden/yas/21_collections.bin", 64, "collection nDims", true},
            {"/golden/yas/21_collections.bin", 68, "collection descriptor dim", false},
            {"/golden/yas/21_collections.bin", 72, "collection count", true},
            {"/golden/yas/21_collections.bin", 78, "collection element block nDims", true},
            {"/golden/yas/21_collections.bin", 82, "collection element block dim", false},
            {"/golden/yas/21_collections.bin", 86, "collection element count", true},
            {"/golden/yas/21_collections.bin", 141, "string collection element block dim", false},
            {"/golden/yas/21_collections.bin", 145, "string collection element count", true},
            {"/golden/yas/22_maps.bin", 69, "map descriptor dim", false},
            {"/golden/yas/22_maps.bin", 73, "map count", true},
            {"/golden/yas/22_maps.bin", 82, "map key block dim", false},
            {"/golden/yas/22_maps.bin", 86, "map key count", true},
            {"/golden/yas/22_maps.bin", 107, "map value block dim", false},
            {"/golden/yas/22_maps.bin", 111, "map value count", true},
            {"/golden/cpp/12_map.bin", 53, "C++ map count", true},
            {"/golden/cpp/12_map.bin", 58, "C++ map key count", true},
            {"/golden/cpp/12_map.bin", 75, "C++ map value count", true},
            {"/golden/cpp/15_map_of_vectors.bin", 98, "C++ map-of-vectors value count", true},
            {"/golden/cpp/15_map_of_vectors.bin", 110, "C++ map-of-vectors vector length", true},
            {"/golden/yas/05_strings_utf8.bin", 86, "string length", true},
            {"/golden/yas/02_primitives.bin", 52, "field name length", true},
            {"/golden/yas/02_primitives.bin", 44, "dataStartOffset", true},
            {"/golden/yas/05_strings_utf8.bin", 72, "STRING dataSize", true},
            {"/golden/yas/02_primitives.bin", 20, "root START dataSize", false},
            {"/golden/yas/26_field_metadata.bin", 63, "metadata unit length", true},
            {"/golden/yas/23_enum.bin", 60, "enum simple class name length", true},
            {"/golden/yas/27_custom_other.bin", 62, "custom data type name length", false},
        };
        for (Object[] place : places) {
            hugeValuesAt(resource((String) place[0]), (Integer) place[1], place[2] + " in " + place[0],
                    (Boolean) place[3], YasReader::new);
        }
    }

    /**
     * {@code 0x7fffffff} and other huge or negative values in place of the int32 at {@code offset}: each decodes or
     * fails cleanly, and if {@code mustRefuse}, {@code 0x7fffffff} is refused.
     *
     * @return the refusal of {@code 0x7fffffff}, or {@code null} if it was decoded
     */
    static YasFormatException hugeValuesAt(byte[] bytes, int offset, String what, boolean mustRefuse,
            Function<IoBuffer, FieldCursor> open) {
        YasFormatException refusal = null;
        for (int huge : new int[] {0x7fffffff, 0x7ffffff0, 0x20000000, -1, Integer.MIN_VALUE}) {
            byte[] hostile = withInt(bytes, offset, huge);
            decodesOrFailsCleanly(hostile, what + " = " + huge, open);
            if (huge == 0x7fffffff) {
                try {
                    open.apply(IoBuffer.wrap(hostile)).readTree();
                } catch (YasFormatException e) {
                    refusal = e;
                }
                if (mustRefuse && refusal == null) {
                    fail(what + " = " + huge + ": decoded");
                }
            }
        }
        return refusal;
    }

    private static void assertThatFormatError(byte[] hostile, String what) {
        try {
            new YasReader(IoBuffer.wrap(hostile)).readTree();
            fail(what + ": decoded");
        } catch (YasFormatException expected) {
            // refused
        }
    }

    @Test
    void hugeCountsInFreshlyWrittenMessagesFailBeforeAllocating() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("samples", new double[] {1, 2, 3});
        w.put("list", List.of("x", "y"), String.class);
        w.put("map", Map.of(1, true), Integer.class, Boolean.class);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] bytes = w.buffer().flip().toByteArray();
        WireField root = new YasReader(IoBuffer.wrap(bytes)).readTree();
        int samples = root.field("samples").dataStart();
        int list = root.field("list").dataStart();
        int map = root.field("map").dataStart();
        // element counts only: descriptor dims are not sizes (see above)
        for (int offset : new int[] {samples + 8, list + 8, list + 22, map + 8, map + 21, map + 38}) {
            byte[] hostile = withInt(bytes, offset, 0x7fffffff);
            decodesOrFailsCleanly(hostile, "0x7fffffff at " + offset);
            assertThatFormatError(hostile, "0x7fffffff at " + offset);
        }
    }

    /**
     * Found by the property tests with large containers (seed 159): the count of a collection was checked against two
     * bytes per element, so more than 14 BOOL, BYTE or CHAR elements were refused (issue 11 item 4, fixed).
     */
    @Test
    void collectionsOfManyOneByteElementsReadBack() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        List<Byte> bytes = new ArrayList<>();
        List<Boolean> bools = new ArrayList<>();
        List<Character> chars = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            bytes.add((byte) i);
            bools.add(i % 3 == 0);
            chars.add((char) ('a' + i));
        }
        w.put("bytes", bytes, Byte.class).put("bools", bools, Boolean.class).put("chars", chars, Character.class);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        WireField root = new YasReader(w.buffer().flip()).readTree();
        assertThat(root.field("bytes").value()).isEqualTo(bytes);
        assertThat(root.field("bools").value()).isEqualTo(bools);
        assertThat(root.field("chars").value()).isEqualTo(chars);
    }

    // ====================================================================================== round trip

    /** A field to write, and what reading it must give. */
    sealed interface Spec permits Scalar, Text, ArraySpec, CollectionSpec, MapSpec, ObjectSpec, ObjectsSpec,
            ObjectMapSpec {
        String name();
    }

    record Scalar(String name, DataType type, Object value) implements Spec {
    }

    record Text(String name, String value) implements Spec {
    }

    record ArraySpec(String name, DataType type, Object values, int[] dims) implements Spec {
        @Override
        public String toString() {
            return "ArraySpec[" + name + ", " + type + ", " + show(values) + ", dims " + Arrays.toString(dims) + "]";
        }
    }

    record CollectionSpec(String name, DataType container, DataType element, List<Object> values) implements Spec {
    }

    record MapSpec(String name, DataType key, DataType value, Map<Object, Object> entries) implements Spec {
    }

    record ObjectSpec(String name, List<Spec> fields) implements Spec {
    }

    /** A collection of nested objects (the class mapper's framing); each element is a list of fields. */
    record ObjectsSpec(String name, DataType container, List<List<Spec>> elements) implements Spec {
    }

    /** A map from distinct primitive or string keys to nested objects. */
    record ObjectMapSpec(String name, DataType key, List<Object> keys, List<List<Spec>> values) implements Spec {
    }

    private static final DataType[] ELEMENTS = {DataType.BOOL, DataType.BYTE, DataType.SHORT, DataType.INT,
        DataType.LONG, DataType.FLOAT, DataType.DOUBLE, DataType.CHAR, DataType.STRING};

    static LongStream seeds() {
        return Seeds.of(200);
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void writtenFieldsReadBackIdentically(long seed) {
        List<Spec> fields = message(new Gen(seed));
        byte[] bytes = message(fields);

        IoBuffer buffer = IoBuffer.wrap(bytes);
        WireField root = new YasReader(buffer).readTree();
        assertThat(buffer.position()).isEqualTo(bytes.length);
        assertThat(root.name()).isEqualTo(YasWriter.DEFAULT_ROOT_START);
        assertFields("$", fields, root);
    }

    /** The same messages read as a tree and written again through {@link TreeWriter}: the same fields come back. */
    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void treeWrittenAgainReadsBackIdentically(long seed) {
        List<Spec> fields = message(new Gen(seed));
        YasWriter again = new YasWriter(IoBuffer.allocate(16));
        TreeWriter.write(again, ReaderTestSupport.decode(message(fields)));
        WireField root = ReaderTestSupport.decode(again.buffer().flip().toByteArray());
        assertThat(root.name()).isEqualTo(YasWriter.DEFAULT_ROOT_START);
        assertFields("$", fields, root);
    }

    /** @return the message of {@code fields} under a default root */
    private static byte[] message(List<Spec> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        fields.forEach(f -> write(w, f));
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void singleScalarFieldHasTheExpectedEncodedLength(long seed) {
        Scalar s = scalar(new Gen(seed));
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        write(w, s);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] bytes = w.buffer().flip().toByteArray();

        int header = 13 + s.name().length() + 1; // type, dataStartOffset, dataSize, string length; name; NUL
        int rootStart = 13 + YasWriter.DEFAULT_ROOT_START.length() + 1;
        int rootEnd = 13 + YasWriter.DEFAULT_ROOT_END.length() + 1;
        assertThat(bytes).hasSize(15 + rootStart + header + s.type().primitiveSize() + rootEnd);
        WireField f = ReaderTestSupport.decode(bytes).fields().get(0);
        assertThat(f.offset()).isEqualTo(15 + rootStart);
        assertThat(f.dataStart() - f.offset()).isEqualTo(header);
        assertThat(f.dataSize()).isEqualTo(s.type().primitiveSize());
        assertThat(sameValue(s.value(), f.value())).as("%s read as %s", s, f.value()).isTrue();
    }

    static void assertFields(String path, List<Spec> expected, WireField object) {
        assertThat(object.fields()).as(path).hasSize(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            Spec spec = expected.get(i);
            WireField f = object.fields().get(i);
            String where = path + "[" + i + "] " + spec;
            assertThat(f.name()).as(where).isEqualTo(spec.name());
            if (spec instanceof Scalar s) {
                assertThat(f.type()).as(where).isEqualTo(s.type());
                assertSame(where, s.value(), f.value());
                assertThat(f.dims()).as(where).isNull();
            } else if (spec instanceof Text t) {
                assertThat(f.type()).as(where).isEqualTo(DataType.STRING);
                assertThat(f.value()).as(where).isEqualTo(t.value());
            } else if (spec instanceof ArraySpec a) {
                assertThat(f.type()).as(where).isEqualTo(a.type());
                assertSame(where, a.values(), f.value());
                assertThat(f.dims()).as(where).isEqualTo(a.dims());
            } else if (spec instanceof CollectionSpec c) {
                assertThat(f.type()).as(where).isEqualTo(c.container());
                List<Object> values = c.container() == DataType.SET
                        ? new ArrayList<>(new LinkedHashSet<>(c.values())) : c.values();
                assertSame(where, values, f.value());
            } else if (spec instanceof MapSpec m) {
                assertThat(f.type()).as(where).isEqualTo(DataType.MAP);
                assertSame(where, m.entries(), f.value());
            } else if (spec instanceof ObjectsSpec o) {
                assertThat(f.type()).as(where).isEqualTo(o.container());
                assertThat(f.value()).as(where).isInstanceOf(List.class);
                List<?> elements = (List<?>) f.value();
                assertThat(elements).as(where).hasSize(o.elements().size());
                for (int e = 0; e < elements.size(); e++) {
                    assertElement(where + "[" + e + "]", o.elements().get(e), elements.get(e));
                }
            } else if (spec instanceof ObjectMapSpec m) {
                assertThat(f.type()).as(where).isEqualTo(DataType.MAP);
                assertThat(f.value()).as(where).isInstanceOf(Map.class);
                Map<?, ?> map = (Map<?, ?>) f.value();
                assertSame(where + " keys", m.keys(), new ArrayList<>(map.keySet()));
                List<?> values = new ArrayList<>(map.values());
                for (int e = 0; e < values.size(); e++) {
                    assertElement(where + "[" + m.keys().get(e) + "]", m.values().get(e), values.get(e));
                }
            } else {
                assertThat(f.type()).as(where).isEqualTo(DataType.START_MARKER);
                assertFields(where, ((ObjectSpec) spec).fields(), f);
            }
        }
    }

    private static void assertElement(String where, List<Spec> fields, Object actual) {
        assertThat(actual).as(where).isInstanceOf(WireField.class);
        WireField element = (WireField) actual;
        assertThat(element.isObject()).as(where).isTrue();
        assertThat(element.name()).as(where).isEmpty();
        assertFields(where, fields, element);
    }

    private static void assertSame(String where, Object expected, Object actual) {
        if (!sameValue(expected, actual)) {
            fail(where + ": expected " + show(expected) + " but read " + show(actual));
        }
    }

    private static void write(YasWriter w, Spec spec) {
        if (spec instanceof Scalar s) {
            Object v = s.value();
            switch (s.type()) {
                case BOOL -> w.put(s.name(), (boolean) (Boolean) v);
                case BYTE -> w.put(s.name(), (byte) (Byte) v);
                case SHORT -> w.put(s.name(), (short) (Short) v);
                case INT -> w.put(s.name(), (int) (Integer) v);
                case LONG -> w.put(s.name(), (long) (Long) v);
                case FLOAT -> w.put(s.name(), (float) (Float) v);
                case DOUBLE -> w.put(s.name(), (double) (Double) v);
                default -> w.put(s.name(), (char) (Character) v);
            }
        } else if (spec instanceof Text t) {
            w.put(t.name(), t.value());
        } else if (spec instanceof ArraySpec a) {
            writeArray(w, a);
        } else if (spec instanceof CollectionSpec c) {
            Collection<Object> values = switch (c.container()) {
                case LIST -> new ArrayList<>(c.values());
                case SET -> new LinkedHashSet<>(c.values());
                case QUEUE -> new ArrayDeque<>(c.values());
                default -> Collections.unmodifiableCollection(c.values());
            };
            w.put(c.name(), values, ReaderTestSupport.boxOf(c.element()));
        } else if (spec instanceof MapSpec m) {
            w.put(m.name(), m.entries(), ReaderTestSupport.boxOf(m.key()), ReaderTestSupport.boxOf(m.value()));
        } else if (spec instanceof ObjectsSpec o) {
            int h = w.putObjectCollectionHeader(FieldDescription.of(o.name()), o.container(), o.elements(),
                    "test.Element");
            o.elements().forEach(element -> writeElement(w, element));
            w.updateDataEndMarker(h);
        } else if (spec instanceof ObjectMapSpec m) {
            int h = w.putObjectMapHeader(FieldDescription.of(m.name()), m.keys(), ReaderTestSupport.boxOf(m.key()),
                    "test.Value");
            m.values().forEach(value -> writeElement(w, value));
            w.updateDataEndMarker(h);
        } else {
            ObjectSpec o = (ObjectSpec) spec;
            w.putStartMarker(o.name());
            o.fields().forEach(f -> write(w, f));
            w.putEndMarker(o.name());
        }
    }

    /** An element object of a container: a START_MARKER and END_MARKER named "" around its fields. */
    private static void writeElement(YasWriter w, List<Spec> fields) {
        w.putStartMarker("");
        fields.forEach(f -> write(w, f));
        w.putEndMarker("");
    }

    /** 1-D arrays through the by-name overloads, N-D ones with their dims. */
    private static void writeArray(YasWriter w, ArraySpec a) {
        boolean oneD = a.dims().length == 1;
        FieldDescription fd = FieldDescription.of(a.name());
        Object v = a.values();
        switch (a.type()) {
            case BOOL_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (boolean[]) v);
                } else {
                    w.put(fd, (boolean[]) v, a.dims());
                }
            }
            case BYTE_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (byte[]) v);
                } else {
                    w.put(fd, (byte[]) v, a.dims());
                }
            }
            case SHORT_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (short[]) v);
                } else {
                    w.put(fd, (short[]) v, a.dims());
                }
            }
            case INT_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (int[]) v);
                } else {
                    w.put(fd, (int[]) v, a.dims());
                }
            }
            case LONG_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (long[]) v);
                } else {
                    w.put(fd, (long[]) v, a.dims());
                }
            }
            case FLOAT_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (float[]) v);
                } else {
                    w.put(fd, (float[]) v, a.dims());
                }
            }
            case DOUBLE_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (double[]) v);
                } else {
                    w.put(fd, (double[]) v, a.dims());
                }
            }
            case CHAR_ARRAY -> {
                if (oneD) {
                    w.put(a.name(), (char[]) v);
                } else {
                    w.put(fd, (char[]) v, a.dims());
                }
            }
            default -> {
                if (oneD) {
                    w.put(a.name(), (String[]) v);
                } else {
                    w.put(fd, (String[]) v, a.dims());
                }
            }
        }
    }

    // --------------------------------------------------------------------------------------- generators

    /** Up to ten fields of any kind, objects nested up to three deep. */
    static List<Spec> message(Gen g) {
        return g.list(g.between(0, 10), () -> spec(g, 3));
    }

    /** A scalar field of a primitive type (STRING excluded). */
    static Scalar scalar(Gen g) {
        DataType t = g.pick(Arrays.copyOf(ELEMENTS, 8));
        return new Scalar(names(g), t, element(g, t));
    }

    private static Spec spec(Gen g, int depth) {
        int kind = g.weighted(4, 2, 3, 2, 2, depth > 0 ? 2 : 0, depth > 0 ? 1 : 0, depth > 0 ? 1 : 0);
        return switch (kind) {
            case 0 -> scalar(g);
            case 1 -> text(g);
            case 2 -> array(g);
            case 3 -> collection(g);
            case 4 -> map(g);
            case 5 -> new ObjectSpec(names(g), g.list(g.between(0, 5), () -> spec(g, depth - 1)));
            case 6 -> new ObjectsSpec(names(g), g.pick(DataType.LIST, DataType.SET, DataType.QUEUE,
                    DataType.COLLECTION), g.list(g.between(0, 3), () -> element(g, depth)));
            default -> {
                DataType k = g.pick(ELEMENTS);
                List<Object> keys = new ArrayList<>(g.set(g.between(0, 3), () -> element(g, k)));
                yield new ObjectMapSpec(names(g), k, keys, g.list(keys.size(), () -> element(g, depth)));
            }
        };
    }

    /** The fields of an element object of a container, one level less deep. */
    private static List<Spec> element(Gen g, int depth) {
        return g.list(g.between(0, 3), () -> spec(g, depth - 1));
    }

    /** Field names: ISO-8859-1, NUL and empty included. */
    static String names(Gen g) {
        return g.latin1Text(10);
    }

    /** A string field: any Unicode text without unpaired surrogates, code points beyond the BMP included. */
    static Spec text(Gen g) {
        return new Text(names(g), g.text(12));
    }

    /** Values of an element type; floats and doubles from all bit patterns (NaN payloads, -0.0, denormals). */
    static Object element(Gen g, DataType t) {
        return switch (t) {
            case CHAR -> g.latin1();
            case STRING -> g.text(12);
            default -> g.primitive(Arrays.asList(ELEMENTS).indexOf(t)); // BOOL to DOUBLE, as Gen#primitive orders them
        };
    }

    /** A 1-D array (up to 40 elements, more on big seeds) or an N-D one of 2 to 4 dimensions up to 4 each. */
    static Spec array(Gen g) {
        DataType t = g.pick(ELEMENTS);
        int[] dims = g.weighted(3, 2) == 0 ? new int[] {g.size(40)}
                : g.array(int[].class, g.between(2, 4), () -> g.between(0, 4));
        int n = Arrays.stream(dims).reduce(1, (x, y) -> x * y);
        Object values = ReaderTestSupport.primitiveArray(t, g.list(n, () -> element(g, t)));
        return new ArraySpec(names(g), t.arrayType(), values, dims);
    }

    /** A collection of up to 8 elements, more on big seeds. */
    private static Spec collection(Gen g) {
        DataType t = g.pick(ELEMENTS);
        DataType container = g.pick(DataType.LIST, DataType.SET, DataType.QUEUE, DataType.COLLECTION);
        return new CollectionSpec(names(g), container, t, g.list(g.size(8), () -> element(g, t)));
    }

    private static Spec map(Gen g) {
        DataType k = g.pick(ELEMENTS);
        DataType v = g.pick(ELEMENTS);
        return new MapSpec(names(g), k, v, g.map(g.size(6), () -> element(g, k), () -> element(g, v)));
    }
}
