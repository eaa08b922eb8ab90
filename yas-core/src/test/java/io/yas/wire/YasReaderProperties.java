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
import java.util.function.Function;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

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
 */
class YasReaderProperties {

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

    @Example
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

    @Example
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
    private static Arbitrary<Byte> interestingBytes() {
        return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.bytes()),
                Tuple.of(2, Arbitraries.of((byte) 0, (byte) -1, (byte) 0x7F, (byte) 0x80, (byte) 1, (byte) 2,
                        (byte) 0xFE, (byte) 0xFD, (byte) 0x40)));
    }

    @Provide
    Arbitrary<Mutation> byteChanges() {
        return byteChanges(CORPUS);
    }

    @Provide
    Arbitrary<Mutation> insertionsAndDeletions() {
        return insertionsAndDeletions(CORPUS);
    }

    /** One to four bytes of a vector of {@code corpus} set to other values. */
    static Arbitrary<Mutation> byteChanges(Map<String, byte[]> corpus) {
        return Arbitraries.of(corpus.keySet()).flatMap(path -> {
            byte[] bytes = corpus.get(path);
            Arbitrary<Tuple.Tuple2<Integer, Byte>> change = Combinators
                    .combine(Arbitraries.integers().between(0, bytes.length - 1), interestingBytes()).as(Tuple::of);
            return change.list().ofMinSize(1).ofMaxSize(4).map(changes -> {
                byte[] out = bytes.clone();
                for (Tuple.Tuple2<Integer, Byte> c : changes) {
                    out[c.get1()] = c.get2();
                }
                return new Mutation(path, "set " + changes, out);
            });
        });
    }

    /** One to eight bytes inserted into or deleted from a vector of {@code corpus}. */
    static Arbitrary<Mutation> insertionsAndDeletions(Map<String, byte[]> corpus) {
        return Arbitraries.of(corpus.keySet()).flatMap(path -> {
            byte[] bytes = corpus.get(path);
            Arbitrary<Integer> at = Arbitraries.integers().between(0, bytes.length);
            Arbitrary<Mutation> insert = Combinators.combine(at, interestingBytes().list().ofMinSize(1).ofMaxSize(8))
                    .as((p, inserted) -> {
                        byte[] out = new byte[bytes.length + inserted.size()];
                        System.arraycopy(bytes, 0, out, 0, p);
                        for (int i = 0; i < inserted.size(); i++) {
                            out[p + i] = inserted.get(i);
                        }
                        System.arraycopy(bytes, p, out, p + inserted.size(), bytes.length - p);
                        return new Mutation(path, "insert " + inserted + " at " + p, out);
                    });
            Arbitrary<Mutation> delete = Combinators.combine(at, Arbitraries.integers().between(1, 8))
                    .as((p, n) -> {
                        int count = Math.min(n, bytes.length - p);
                        byte[] out = new byte[bytes.length - count];
                        System.arraycopy(bytes, 0, out, 0, p);
                        System.arraycopy(bytes, p + count, out, p, bytes.length - p - count);
                        return new Mutation(path, "delete " + count + " at " + p, out);
                    });
            return Arbitraries.oneOf(insert, delete);
        });
    }

    @Property(tries = 3000)
    void randomByteChangesDecodeOrFailCleanly(@ForAll("byteChanges") Mutation m) {
        decodesOrFailsCleanly(m.bytes(), m.toString());
    }

    @Property(tries = 3000)
    void randomInsertionsAndDeletionsDecodeOrFailCleanly(@ForAll("insertionsAndDeletions") Mutation m) {
        decodesOrFailsCleanly(m.bytes(), m.toString());
    }

    /**
     * Counts and lengths of {@code 0x7fffffff} (and other huge values) at every place a decoder sizes something from:
     * array counts and dims, collection and map counts (Java and C++ layouts), string lengths (values, names,
     * metadata, enums, string arrays), header offsets and sizes. Each must be refused before anything is allocated.
     */
    @Example
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

    @Example
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

    @Property(tries = 500)
    void writtenFieldsReadBackIdentically(@ForAll("messages") List<Spec> fields) {
        byte[] bytes = message(fields);

        IoBuffer buffer = IoBuffer.wrap(bytes);
        WireField root = new YasReader(buffer).readTree();
        assertThat(buffer.position()).isEqualTo(bytes.length);
        assertThat(root.name()).isEqualTo(YasWriter.DEFAULT_ROOT_START);
        assertFields("$", fields, root);
    }

    /** The same messages read as a tree and written again through {@link TreeWriter}: the same fields come back. */
    @Property(tries = 300)
    void treeWrittenAgainReadsBackIdentically(@ForAll("messages") List<Spec> fields) {
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

    @Property(tries = 300)
    void singleScalarFieldHasTheExpectedEncodedLength(@ForAll("scalars") Spec field) {
        Scalar s = (Scalar) field;
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

    @Provide
    Arbitrary<List<Spec>> messages() {
        return spec(3).list().ofMaxSize(10);
    }

    @Provide
    Arbitrary<Spec> scalars() {
        return scalarSpecs();
    }

    static Arbitrary<Spec> scalarSpecs() {
        return Arbitraries.of(Arrays.copyOf(ELEMENTS, 8))
                .flatMap(t -> Combinators.combine(names(), element(t)).as((n, v) -> (Spec) new Scalar(n, t, v)));
    }

    private Arbitrary<Spec> spec(int depth) {
        Arbitrary<Spec> leaf = Arbitraries.frequencyOf(Tuple.of(4, scalars()), Tuple.of(2, texts()),
                Tuple.of(3, arrays()), Tuple.of(2, collections()), Tuple.of(2, maps()));
        if (depth == 0) {
            return leaf;
        }
        Arbitrary<Spec> object = Combinators.combine(names(), spec(depth - 1).list().ofMaxSize(5))
                .as((n, fields) -> new ObjectSpec(n, fields));
        Arbitrary<List<Spec>> element = spec(depth - 1).list().ofMaxSize(3);
        Arbitrary<Spec> objects = Combinators.combine(names(), Arbitraries.of(DataType.LIST, DataType.SET,
                DataType.QUEUE, DataType.COLLECTION), element.list().ofMaxSize(3)).as(ObjectsSpec::new);
        Arbitrary<Spec> objectMap = Arbitraries.of(ELEMENTS).flatMap(k -> element(k).list().ofMaxSize(3)
                .map(keys -> new ArrayList<>(new LinkedHashSet<>(keys)))
                .flatMap(keys -> Combinators.combine(names(), element.list().ofSize(keys.size()))
                        .as((n, values) -> (Spec) new ObjectMapSpec(n, k, keys, values))));
        return Arbitraries.frequencyOf(Tuple.of(16, leaf), Tuple.of(2, object), Tuple.of(1, objects),
                Tuple.of(1, objectMap));
    }

    /** Field names: ISO-8859-1, NUL and empty included. */
    static Arbitrary<String> names() {
        return Arbitraries.strings().withCharRange('\u0000', '\u00FF').ofMaxLength(10);
    }

    /** Any Unicode text without unpaired surrogates: mostly ASCII, some Latin-1, BMP and astral code points. */
    private static Arbitrary<String> unicode() {
        Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
                Tuple.of(5, Arbitraries.integers().between(0x20, 0x7E)),
                Tuple.of(1, Arbitraries.integers().between(0, 0xFF)),
                Tuple.of(2, Arbitraries.integers().between(0x100, 0xFFFF).filter(c -> c < 0xD800 || c > 0xDFFF)),
                Tuple.of(1, Arbitraries.integers().between(0x10000, 0x10FFFF)));
        return codePoint.list().ofMaxSize(12).map(cps -> {
            StringBuilder b = new StringBuilder();
            cps.forEach(b::appendCodePoint);
            return b.toString();
        });
    }

    static Arbitrary<Spec> texts() {
        return Combinators.combine(names(), unicode()).as(Text::new);
    }

    /** Values of an element type; floats and doubles from all bit patterns (NaN payloads, -0.0, denormals). */
    static Arbitrary<Object> element(DataType t) {
        return switch (t) {
            case BOOL -> Arbitraries.of(true, false).map(v -> v);
            case BYTE -> Arbitraries.bytes().map(v -> v);
            case SHORT -> Arbitraries.shorts().map(v -> v);
            case INT -> Arbitraries.integers().map(v -> v);
            case LONG -> Arbitraries.longs().map(v -> v);
            case FLOAT -> Arbitraries.integers().map(bits -> (Object) Float.intBitsToFloat(bits));
            case DOUBLE -> Arbitraries.longs().map(bits -> (Object) Double.longBitsToDouble(bits));
            case CHAR -> Arbitraries.chars().range('\u0000', '\u00FF').map(v -> v);
            default -> unicode().map(v -> v);
        };
    }

    static Arbitrary<Spec> arrays() {
        Arbitrary<int[]> dims = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers().between(0, 40).map(n -> new int[] {n})),
                Tuple.of(2, Arbitraries.integers().between(0, 4).array(int[].class).ofMinSize(2).ofMaxSize(4)));
        return Arbitraries.of(ELEMENTS).flatMap(t -> dims.flatMap(d -> {
            int n = Arrays.stream(d).reduce(1, (x, y) -> x * y);
            return Combinators.combine(names(), element(t).list().ofSize(n))
                    .as((name, items) -> (Spec) new ArraySpec(name, t.arrayType(), ReaderTestSupport.primitiveArray(t, items), d));
        }));
    }

    private Arbitrary<Spec> collections() {
        Arbitrary<DataType> container = Arbitraries.of(DataType.LIST, DataType.SET, DataType.QUEUE,
                DataType.COLLECTION);
        return Arbitraries.of(ELEMENTS).flatMap(t -> Combinators.combine(names(), container,
                element(t).list().ofMaxSize(8)).as((n, c, values) -> (Spec) new CollectionSpec(n, c, t, values)));
    }

    private Arbitrary<Spec> maps() {
        return Arbitraries.of(ELEMENTS).flatMap(k -> Arbitraries.of(ELEMENTS).flatMap(v -> Combinators.combine(
                names(), element(k).list().ofMaxSize(6), element(v).list().ofSize(6)).as((n, keys, values) -> {
                    Map<Object, Object> m = new LinkedHashMap<>();
                    for (int i = 0; i < keys.size(); i++) {
                        m.put(keys.get(i), values.get(i));
                    }
                    return (Spec) new MapSpec(n, k, v, m);
                })));
    }
}
