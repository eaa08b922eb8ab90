package io.yas.wire;

import static io.yas.wire.ReaderTestSupport.decode;
import static io.yas.wire.ReaderTestSupport.flatten;
import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.ReaderTestSupport.sameValue;
import static io.yas.wire.ReaderTestSupport.show;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.ReaderTestSupport.Flat;

import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Decodes every golden vector with {@link YasReader#readTree()} and checks the tree field by field against what the
 * reference says is in it: for {@code golden/yas} the tables of {@code MANIFEST.md} (name, type id, header offset,
 * data offset and size, metadata, decoded value, nesting level; dims from the listed writes), for
 * {@code golden/cpp} the {@code *.annotated.txt} dumps. Values are compared exactly, floating point by bit pattern.
 * Where we read more than the reference could (quirk vectors) the expectation is stated explicitly. Also: the same
 * trees over every kind of buffer backing, and a round trip of the non-quirk vectors through {@link YasWriter}.
 */
class YasGoldenReadTest {

    // ============================================================================================ YaS (Java)

    static List<String> yasVectors() {
        return ReaderTestSupport.yasVectors();
    }

    static List<String> cppVectors() {
        return ReaderTestSupport.cppVectors();
    }

    private static final String BIG_ENDIAN = "34_quirk_bytebuffer_big_endian";

    @Test
    void everyYasFileIsListedInTheManifestWithItsLength() {
        Map<String, ManifestVector> manifest = Manifest.vectors();
        assertThat(yasVectors()).containsExactlyInAnyOrderElementsOf(manifest.keySet());
        for (String v : yasVectors()) {
            assertThat(resource("/golden/yas/" + v + ".bin")).as(v).hasSize(manifest.get(v).length());
        }
    }

    @ParameterizedTest
    @MethodSource("yasVectors")
    void yasVectorMatchesTheManifest(String vector) {
        ManifestVector expected = Manifest.vectors().get(vector);
        byte[] bytes = resource("/golden/yas/" + vector + ".bin");
        // the big-endian quirk vector reads through Protocol's detection, which reads it over a big-endian view
        WireField root = vector.equals(BIG_ENDIAN) ? Protocol.readAnyTree(IoBuffer.wrap(bytes), ReadLimits.DEFAULT)
                : decode(bytes);
        List<Flat> actual = flatten(root);
        List<ManifestRow> rows = expected.rows().stream().filter(r -> r.typeId() != DataType.END_MARKER.id()).toList();
        assertThat(actual).as("%s: fields in pre-order (END markers are not tree nodes)", vector).hasSize(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            ManifestRow row = rows.get(i);
            Flat flat = actual.get(i);
            WireField f = flat.field();
            String where = vector + " row " + row.index() + " '" + row.name() + "'";
            assertThat(f.name()).as(where).isEqualTo(row.name());
            assertThat(flat.depth()).as(where + " nesting level").isEqualTo(row.lvl());
            assertThat(f.typeId()).as(where + " type id").isEqualTo(row.typeId());
            assertThat(f.type()).as(where + " type").isEqualTo(DataType.ofId(row.typeId()));
            assertThat(f.offset()).as(where + " fieldStart").isEqualTo(row.fieldStart());
            assertThat(f.dataStart()).as(where + " data start").isEqualTo(row.fieldStart() + row.dataStartOffset());
            assertThat(f.dataSize()).as(where + " dataSize").isEqualTo(row.dataSize());
            assertThat(f.metadata()).as(where + " metadata").isEqualTo(row.metadata());
            if (f.isObject()) {
                assertThat(f.value()).as(where).isNull();
                assertThat(f.dims()).as(where).isNull();
                continue;
            }
            Expectation e = YAS_OVERRIDES.get(vector + "/" + row.name());
            if (e == null) {
                e = Manifest.expectation(row, expected.dims().get(row.name()));
            }
            e.check(where, f);
        }
    }

    /** Fields whose expected value is not the reference reader's (it cannot decode them). */
    private static final Map<String, Expectation> YAS_OVERRIDES = Map.of(
            // the reference writes the dimension descriptor twice and cannot read its own output; we can
            "20_multidim_string_2d/names", Expectation.of(new String[] {"a", "b", "c", "d"}, new int[] {2, 2}));

    // ----------------------------------------------------------------------------------------- quirk vectors

    @Test
    void quirk20StringArrayWithDuplicatedDescriptorIsRead() {
        WireField root = decode(resource("/golden/yas/20_multidim_string_2d.bin"));
        WireField names = root.field("names");
        assertThat((String[]) names.value()).containsExactly("a", "b", "c", "d");
        assertThat(names.dims()).containsExactly(2, 2);
        assertThat(root.field("after").value()).isEqualTo(1);
    }

    @Test
    void quirk32TruncatedCharsReadAsTheirLowByte() {
        WireField root = decode(resource("/golden/yas/32_quirk_char_truncation.bin"));
        assertThat(root.field("lStroke").value()).isEqualTo('A');
        assertThat((char[]) root.field("euroArr").value()).containsExactly('\u00AC', 'a');
    }

    @Test
    void quirk33IsoStringAndIsoFieldNameAreReadAsLatin1() {
        WireField root = decode(resource("/golden/yas/33_quirk_iso8859_lossy.bin"));
        assertThat(root.fields()).extracting(WireField::name).containsExactly("omegaEuro", "fieldNameIsIso\u00E9");
        assertThat(root.field("omegaEuro").value()).isEqualTo("\u00A9\u00AC");
        assertThat(root.field("fieldNameIsIso\u00E9").value()).isEqualTo("x");
    }

    @Test
    void bigEndianVectorIsReadThroughABigEndianViewAndNamedByAPlainReader() {
        byte[] bytes = resource("/golden/yas/" + BIG_ENDIAN + ".bin");
        WireField little = decode(resource("/golden/yas/02_primitives.bin")); // the same writes, little-endian
        for (IoBuffer buffer : backings(bytes)) {
            int position = buffer.position();
            assertThat(YasReader.isBigEndian(buffer)).isTrue();
            assertThatThrownBy(() -> new YasReader(buffer).readTree()).as(buffer.toString())
                    .isInstanceOf(YasFormatException.class).hasMessageContaining("big-endian")
                    .hasMessageContaining("bigEndianReadView");
            assertThat(buffer.position()).isEqualTo(position);
            WireField big = Protocol.readAnyTree(buffer, ReadLimits.DEFAULT);
            assertThat(buffer.position()).isEqualTo(position + bytes.length);
            assertThat(big.fields()).hasSameSizeAs(little.fields());
            for (int i = 0; i < little.fields().size(); i++) {
                assertThat(big.fields().get(i).name()).isEqualTo(little.fields().get(i).name());
                assertThat(big.fields().get(i).value()).isEqualTo(little.fields().get(i).value());
            }
            IoBuffer view = buffer.position(position).bigEndianReadView();
            assertThatThrownBy(() -> view.putInt(0, 1)).isInstanceOf(java.nio.ReadOnlyBufferException.class);
            assertThat(new YasReader(view).readTree().fields()).hasSameSizeAs(little.fields());
        }
        assertThat(YasReader.isBigEndian(IoBuffer.wrap(resource("/golden/yas/02_primitives.bin")))).isFalse();
    }

    @Test
    void custom27PutCustomDataThenRawOtherThenInt() {
        WireField root = decode(resource("/golden/yas/27_custom_other.bin"));
        assertThat(root.fields()).extracting(WireField::name).containsExactly("point", "pointRaw", "after");
        WireField point = root.field("point");
        assertThat(point.type()).isEqualTo(DataType.OTHER);
        CustomValue pv = (CustomValue) point.value();
        assertThat(pv.typeName()).isEqualTo("yas.golden.CustomPoint");
        assertThat(pv.secondaryTypeName()).isEmpty();
        assertThat(pv.byteCount()).isEqualTo(23);
        // 23 bytes = double 1.5, double -2.0, string "P1"
        IoBuffer b = IoBuffer.wrap(resource("/golden/yas/27_custom_other.bin"));
        assertThat(b.getDouble(pv.offset())).isEqualTo(1.5);
        assertThat(b.getDouble(pv.offset() + 8)).isEqualTo(-2.0);
        assertThat(b.position(pv.offset() + 16).getString()).isEqualTo("P1");

        CustomValue raw = (CustomValue) root.field("pointRaw").value();
        assertThat(raw.typeName()).isNull();
        assertThat(raw.byteCount()).isEqualTo(24);
        assertThat(b.getDouble(raw.offset())).isEqualTo(0.25);
        assertThat(root.field("after").value()).isEqualTo(1);
    }

    // ------------------------------------------------------------------------- details the tables leave out

    @Test
    void collections21KeepWireOrderElementClassesAndContainerTypes() {
        WireField root = decode(resource("/golden/yas/21_collections.bin"));
        assertThat(root.field("intList").value()).isEqualTo(List.of(1, 2, 3));
        assertThat(root.field("strList").value()).isEqualTo(List.of("a", "\u0393"));
        assertThat(root.field("dblSet").type()).isEqualTo(DataType.SET);
        assertThat(root.field("dblSet").value()).isEqualTo(List.of(1.5, -0.5)); // wire (writer) order
        assertThat(root.field("longQueue").value()).isEqualTo(List.of(10L, 20L));
        assertThat(root.field("linkedList").type()).isEqualTo(DataType.QUEUE);
        assertThat(root.field("plainCollection").type()).isEqualTo(DataType.COLLECTION);
        assertThat(root.field("plainCollection").value()).isEqualTo(List.of(true, false));
        assertThat(root.field("chars").value()).isEqualTo(List.of('x', 'y'));
        assertThat(root.field("bytes").value()).isEqualTo(List.of((byte) 1, (byte) -2));
        assertThat(root.field("shorts").value()).isEqualTo(List.of((short) 300));
        assertThat(root.field("floats").value()).isEqualTo(List.of(0.25f, -8.0f));
        assertThat(root.field("emptyList").value()).isEqualTo(List.of());
    }

    @Test
    void maps22AreLinkedHashMapsInWireOrder() {
        WireField root = decode(resource("/golden/yas/22_maps.bin"));
        Map<Object, Object> idToName = map(root.field("idToName"));
        assertThat(idToName).isInstanceOf(LinkedHashMap.class);
        assertThat(new ArrayList<>(idToName.keySet())).containsExactly(1, 2, 3);
        assertThat(new ArrayList<>(idToName.values())).containsExactly("one", "two", "three");
        assertThat(new ArrayList<>(map(root.field("nameToValue")).keySet())).containsExactly("a", "b");
        assertThat(root.field("flags").value()).isEqualTo(Map.of("x", true));
        assertThat(root.field("empty").value()).isEqualTo(Map.of());
    }

    @Test
    void enums23And24AreDescribedWithoutLoadingTheClass() {
        WireField root = decode(resource("/golden/yas/23_enum.bin"));
        assertThat(root.field("day").value()).isEqualTo(new EnumValue("DayOfWeek", "java.time.DayOfWeek",
                Arrays.toString(DayOfWeek.values()), "WEDNESDAY", 2));
        assertThat(root.field("rounding").value()).isEqualTo(new EnumValue("RoundingMode", "java.math.RoundingMode",
                Arrays.toString(RoundingMode.values()), "HALF_EVEN", 6));
        WireField fd = decode(resource("/golden/yas/24_enum_fielddescription.bin")).field("dayFd");
        assertThat(((EnumValue) fd.value()).ordinal()).isEqualTo(6);
        assertThat(((EnumValue) fd.value()).name()).isEqualTo("SUNDAY");
    }

    @Test
    void pojo28NestsTwoLevelsAfterTheRootNamedByItsClass() {
        WireField root = decode(resource("/golden/yas/28_pojo_ioclassserialiser.bin"));
        assertThat(root.name()).isEqualTo("yas.golden.SamplePojo");
        WireField deeper = root.field("inner").field("deeper");
        assertThat(deeper.field("note").value()).isEqualTo("deep");
        assertThat(deeper.field("code").value()).isEqualTo('Z');
        assertThat(root.field("missing")).isNull();
        assertThat(root.field("voltage").metadata()).isEqualTo(new FieldMetadata("V", "voltage", "supply voltage", 1));
    }

    // ============================================================================================ C++

    @ParameterizedTest
    @MethodSource("cppVectors")
    void cppVectorMatchesItsAnnotatedDump(String vector) {
        List<CppRow> rows = CppAnnotation.parse(ReaderTestSupport.text("/golden/cpp/" + vector + ".annotated.txt"));
        WireField root = decode(resource("/golden/cpp/" + vector + ".bin"));
        List<Flat> actual = flatten(root);
        assertThat(actual).as("%s: fields in pre-order", vector).hasSize(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            CppRow row = rows.get(i);
            WireField f = actual.get(i).field();
            String where = vector + " @" + row.offset + " '" + row.name + "'";
            assertThat(f.name()).as(where).isEqualTo(row.name);
            assertThat(actual.get(i).depth()).as(where + " nesting level").isEqualTo(row.depth);
            assertThat(f.typeId()).as(where + " type id").isEqualTo(row.typeId);
            assertThat(f.type()).as(where + " type").isEqualTo(DataType.ofId(row.typeId));
            assertThat(f.offset()).as(where + " fieldStart").isEqualTo(row.offset);
            assertThat(f.dataStart()).as(where + " data start").isEqualTo(row.offset + row.dataStartOffset);
            assertThat(f.dataSize()).as(where + " dataSize").isEqualTo(row.dataSize);
            assertThat(f.metadata()).as(where + " metadata").isEqualTo(row.metadata());
            if (f.isObject()) {
                continue;
            }
            Expectation e = CPP_OVERRIDES.get(vector + "/" + row.name);
            if (e == null) {
                assertThat(row.value).as(where + ": value not stated in the dump, needs an explicit expectation")
                        .isNotNull();
                e = Expectation.of(row.value, row.dims());
            }
            e.check(where, f);
        }
    }

    /** The dumps describe map payloads item by item; their values are stated here. */
    private static final Map<String, Expectation> CPP_OVERRIDES = Map.of(
            "12_map/m", Expectation.of(linkedMap("a", 1, "b", 2), null),
            "12_map/n", Expectation.of(linkedMap(7, 0.5), null),
            "15_map_of_vectors/mv", Expectation.of(linkedMap("p", new int[] {2, 3}), null));

    @Test
    void cpp05StartMarkerSizeIncludesTheEndHeader() {
        WireField root = decode(resource("/golden/cpp/05_nested.bin"));
        assertThat(root.fields()).extracting(WireField::name).containsExactly("a", "inner", "b");
        WireField inner = root.field("inner");
        assertThat(inner.dataSize()).isEqualTo(42); // 23-byte field + 19-byte END header
        assertThat(inner.field("x").value()).isEqualTo(0.5);
        assertThat(root.field("b").value()).isEqualTo(2);
    }

    @Test
    void cpp08MetadataAnd09WithoutMetadata() {
        WireField meta = decode(resource("/golden/cpp/08_annotated_meta.bin"));
        assertThat(meta.fields()).extracting(f -> f.metadata().unit()).containsExactly("m", "", "ms");
        assertThat(meta.fields()).extracting(f -> f.metadata().modifier()).containsExactly(1, 0, 2);
        assertThat(meta.field("pos").metadata().description()).isEqualTo("beam position");
        WireField none = decode(resource("/golden/cpp/09_annotated_nometa.bin"));
        assertThat(none.fields()).extracting(WireField::metadata).containsOnlyNulls();
        assertThat(none.fields()).extracting(WireField::value).containsExactly(1.5, 7, 2.0f);
    }

    @Test
    void cpp11ArraysIncludingStdArrayAsUnknownType() {
        WireField root = decode(resource("/golden/cpp/11_arrays.bin"));
        WireField ints = root.field("ints");
        assertThat(ints.type()).isEqualTo(DataType.UNKNOWN);
        assertThat(ints.typeId()).isEqualTo(255);
        assertThat(ints.value()).isEqualTo(new CustomValue(null, null, 156, 24));
        assertThat((int[]) root.field("intSet").value()).containsExactly(1, 2, 3);
        assertThat(root.field("matrix").dims()).containsExactly(2, 3);
        assertThat((double[]) root.field("matrix").value()).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat((double[]) root.field("empty").value()).isEmpty();
    }

    @Test
    void cpp12MapsInTheCppLayout() {
        WireField root = decode(resource("/golden/cpp/12_map.bin"));
        assertThat(root.field("m").value()).isEqualTo(linkedMap("a", 1, "b", 2));
        assertThat(root.field("n").value()).isEqualTo(linkedMap(7, 0.5));
    }

    @Test
    void cpp13Uint8IsAnUnknownOneByteField() {
        WireField u = decode(resource("/golden/cpp/13_uint8.bin")).field("u");
        assertThat(u.type()).isEqualTo(DataType.UNKNOWN);
        assertThat(u.typeId()).isEqualTo(0xFF);
        assertThat(((CustomValue) u.value()).byteCount()).isEqualTo(1);
        assertThat(resource("/golden/cpp/13_uint8.bin")[((CustomValue) u.value()).offset()]).isEqualTo((byte) 200);
    }

    @Test
    void cpp14NullPointerIsAbsent() {
        WireField root = decode(resource("/golden/cpp/14_pointers.bin"));
        assertThat(root.fields()).extracting(WireField::name).containsExactly("present", "nested");
        assertThat(root.field("absent")).isNull();
        assertThat(root.field("nested").field("x").value()).isEqualTo(0.5);
    }

    @Test
    void cpp15MapOfVectors() {
        Map<Object, Object> mv = map(decode(resource("/golden/cpp/15_map_of_vectors.bin")).field("mv"));
        assertThat(mv).containsOnlyKeys("p");
        assertThat((int[]) mv.get("p")).containsExactly(2, 3);
    }

    @Test
    void cpp16And17CompatibilityTestData() {
        for (String v : List.of("16_compat_testdata", "17_compat_testdata_annotated")) {
            WireField root = decode(resource("/golden/cpp/" + v + ".bin"));
            assertThat(root.field("int32Value").value()).as(v).isEqualTo(42);
            assertThat(root.field("booleanValue").value()).as(v).isEqualTo(true);
            assertThat(root.field("stringValue").value()).as(v).isEqualTo("test 42");
            assertThat((boolean[]) root.field("boolArray").value()).as(v).containsExactly(true, false, true);
            assertThat((String[]) root.field("stringArray").value()).as(v).containsExactly("test42", "test43",
                    "test44");
        }
        WireField annotated = decode(resource("/golden/cpp/17_compat_testdata_annotated.bin"));
        assertThat(annotated.field("doubleValue").metadata().description()).isEqualTo("Test Field of type double");
    }

    // ===================================================================================== other backings

    static Stream<String> decodableVectors() {
        return Stream.concat(yasVectors().stream().filter(v -> !v.equals(BIG_ENDIAN)).map(v -> "/golden/yas/" + v),
                cppVectors().stream().map(v -> "/golden/cpp/" + v));
    }

    @ParameterizedTest
    @MethodSource("decodableVectors")
    void everyBackingGivesTheSameTree(String vector) {
        byte[] bytes = resource(vector + ".bin");
        WireField expected = decode(bytes);
        for (IoBuffer buffer : backings(bytes)) {
            int limit = buffer.limit();
            WireField actual = new YasReader(buffer).readTree();
            assertThat(ReaderTestSupport.treeDifference(expected, actual)).as(buffer.toString()).isNull();
            assertThat(buffer.position()).as("position after the root END").isEqualTo(bytes.length);
            assertThat(buffer.limit()).isEqualTo(limit);
        }
    }

    /** The message over a heap array, a direct copy, a wrapped (direct, big-endian-ordered) ByteBuffer, a slice. */
    static List<IoBuffer> backings(byte[] bytes) {
        IoBuffer direct = IoBuffer.allocateDirect(bytes.length);
        direct.putBytes(bytes, 0, bytes.length).flip();

        ByteBuffer nio = ByteBuffer.allocateDirect(bytes.length + 3).order(ByteOrder.BIG_ENDIAN);
        nio.position(3);
        nio.put(bytes).position(3);

        byte[] bigger = new byte[bytes.length + 9];
        Arrays.fill(bigger, (byte) 0x5A);
        System.arraycopy(bytes, 0, bigger, 5, bytes.length);

        return List.of(IoBuffer.wrap(bytes), direct, IoBuffer.wrap(nio), IoBuffer.wrap(ByteBuffer.wrap(bytes)),
                IoBuffer.wrap(bigger, 5, bytes.length));
    }

    // Round trip (tree written again gives the bytes): TreeWriterGoldenTest.yasVectorAsYasGivesItsBytes.

    // ======================================================================================= expectations

    /** What a leaf field must hold. */
    interface Expectation {
        void check(String where, WireField actual);

        /** Exactly this value (by bits) and, for arrays, these dims. */
        static Expectation of(Object value, int[] dims) {
            return (where, f) -> {
                if (!sameValue(value, f.value())) {
                    fail(where + ": expected " + show(value) + " but read " + show(f.value()));
                }
                assertThat(f.dims()).as(where + " dims").isEqualTo(dims);
            };
        }
    }

    @SuppressWarnings("unchecked")
    static Map<Object, Object> map(WireField f) {
        return (Map<Object, Object>) f.value();
    }

    static Map<Object, Object> linkedMap(Object... kv) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    // ========================================================================== MANIFEST.md (golden/yas)

    record ManifestRow(int index, int lvl, int fieldStart, int typeId, String name, int dataStartOffset,
            int dataSize, FieldMetadata metadata, String value) {
    }

    record ManifestVector(String name, int length, Map<String, int[]> dims, List<ManifestRow> rows) {
    }

    /** A bare integer literal of the manifest ("1" in "ArrayList[2] [1, -2]"): Byte, Short or Integer. */
    record BareInt(long value) {
    }

    /** Reads {@code golden/yas/MANIFEST.md}: per vector its length, the dims of its writes, its field table. */
    static final class Manifest {
        private static Map<String, ManifestVector> cache;

        private static final Pattern FILE = Pattern.compile("^- file: `(.+)\\.bin`, length \\*\\*(\\d+)\\*\\* bytes.*");
        private static final Pattern DIMS_WRITE = Pattern.compile(
                "^\\d+\\. `put\\((?:\"([^\"]*)\"|FieldDescription\\{name=\"([^\"]*)\").*, dims=\\{([\\d, ]+)\\}\\).*");
        private static final Pattern TYPE = Pattern.compile("^\\w+\\((\\d+)\\)$");
        private static final Pattern META = Pattern.compile("^\"(.*)\" / \"(.*)\" / \"(.*)\" / (\\d+)$");
        private static final Pattern SCALAR = Pattern.compile(
                "^(.*) \\((Boolean|Byte|Short|Integer|Long|Float|Double|Character)\\)$");
        private static final Pattern ARRAY = Pattern.compile("^(boolean|byte|short|int|long|float|double|char|String)"
                + "\\[(\\d+)\\] \\{");
        private static final Pattern COLLECTION = Pattern.compile("^(\\w+)\\[(\\d+)\\] \\[(.*)\\]$");
        private static final Pattern MAP = Pattern.compile("^ConcurrentHashMap\\[(\\d+)\\] \\{(.*)\\}$");
        private static final Pattern ENUM = Pattern.compile("^([\\w.$]+)\\.(\\w+)$");
        private static final Pattern RAW_OTHER = Pattern.compile("^custom payload \\((\\d+) bytes, no class names\\)$");
        private static final Pattern FRAMED_OTHER = Pattern.compile(
                "^custom payload: primary class \"(.*)\", secondary \"(.*)\", then (\\d+) custom bytes.*");

        static synchronized Map<String, ManifestVector> vectors() {
            if (cache == null) {
                cache = parse(ReaderTestSupport.text("/golden/yas/MANIFEST.md"));
            }
            return cache;
        }

        private static Map<String, ManifestVector> parse(String text) {
            Map<String, ManifestVector> out = new LinkedHashMap<>();
            String name = null;
            int length = -1;
            Map<String, int[]> dims = new HashMap<>();
            List<ManifestRow> rows = new ArrayList<>();
            for (String line : (text + "\n### end").split("\n")) {
                if (line.startsWith("### ")) {
                    if (name != null) {
                        out.put(name, new ManifestVector(name, length, dims, rows));
                    }
                    name = line.substring(4).trim();
                    length = -1;
                    dims = new HashMap<>();
                    rows = new ArrayList<>();
                } else if (name != null) {
                    Matcher m;
                    if ((m = FILE.matcher(line)).matches()) {
                        assertThat(m.group(1)).isEqualTo(name);
                        length = Integer.parseInt(m.group(2));
                    } else if ((m = DIMS_WRITE.matcher(line)).matches()) {
                        String field = m.group(1) != null ? m.group(1) : m.group(2);
                        dims.put(field, Arrays.stream(m.group(3).split(", ")).mapToInt(Integer::parseInt).toArray());
                    } else if (line.matches("^\\| \\d+ \\|.*")) {
                        rows.add(row(line));
                    }
                }
            }
            return out;
        }

        private static ManifestRow row(String line) {
            String[] c = line.split("\\|", -1);
            assertThat(c).as(line).hasSize(11);
            for (int i = 0; i < c.length; i++) {
                c[i] = c[i].trim();
            }
            Matcher type = TYPE.matcher(c[4]);
            assertThat(type.matches()).as(line).isTrue();
            FieldMetadata meta = null;
            if (!c[8].equals("-")) {
                Matcher m = META.matcher(c[8]);
                assertThat(m.matches()).as(line).isTrue();
                meta = new FieldMetadata(unescape(m.group(1)), unescape(m.group(2)), unescape(m.group(3)),
                        Integer.parseInt(m.group(4)));
            }
            return new ManifestRow(Integer.parseInt(c[1]), Integer.parseInt(c[2]), Integer.parseInt(c[3]),
                    Integer.parseInt(type.group(1)), quoted(c[5]), Integer.parseInt(c[6]), Integer.parseInt(c[7]),
                    meta, c[9]);
        }

        /** The expectation the manifest's "decoded value" column states for a leaf field. */
        static Expectation expectation(ManifestRow row, int[] writtenDims) {
            DataType type = DataType.ofId(row.typeId());
            String text = row.value();
            Matcher m;
            if (type.isScalar()) {
                m = SCALAR.matcher(text);
                assertThat(m.matches()).as(text).isTrue();
                Object value = convert(literal(m.group(1)), m.group(2));
                assertThat(value.getClass()).isEqualTo(ReaderTestSupport.boxOf(type));
                return Expectation.of(value, null);
            }
            if (type == DataType.STRING) {
                return Expectation.of(quoted(text), null);
            }
            if (type.isArray()) {
                m = ARRAY.matcher(text);
                assertThat(m.find()).as(text).isTrue();
                int open = m.end() - 1;
                List<String> items = split(text.substring(open + 1, closing(text, open)));
                assertThat(items).as(text).hasSize(Integer.parseInt(m.group(2)));
                Object array = array(type.elementType(), items.stream().map(Manifest::literal).toList());
                return Expectation.of(array, writtenDims != null ? writtenDims : new int[] {items.size()});
            }
            if (type.isCollection()) {
                m = COLLECTION.matcher(text);
                assertThat(m.matches()).as(text).isTrue();
                List<Object> items = split(m.group(3)).stream().map(Manifest::literal).toList();
                assertThat(items).hasSize(Integer.parseInt(m.group(2)));
                boolean ordered = !m.group(1).equals("HashSet"); // the reference printed its HashSet's order
                return (where, f) -> {
                    assertThat(f.value()).as(where).isInstanceOf(List.class);
                    assertMatching(where, items, (List<?>) f.value(), ordered);
                    assertThat(f.dims()).as(where).isNull();
                };
            }
            if (type == DataType.MAP) {
                m = MAP.matcher(text);
                assertThat(m.matches()).as(text).isTrue();
                List<String> entries = split(m.group(2));
                assertThat(entries).hasSize(Integer.parseInt(m.group(1)));
                return (where, f) -> {
                    // WireField: wire order in a LinkedHashMap, an empty map is the shared Map.of()
                    assertThat(f.value()).as(where).isInstanceOf(entries.isEmpty() ? Map.of().getClass()
                            : LinkedHashMap.class);
                    Map<?, ?> actual = (Map<?, ?>) f.value();
                    assertThat(actual).as(where).hasSize(entries.size());
                    for (String entry : entries) { // the reference printed its ConcurrentHashMap's order
                        int arrow = entry.indexOf(" -> ");
                        Object key = literal(entry.substring(0, arrow));
                        Object value = literal(entry.substring(arrow + 4));
                        Object actualKey = actual.keySet().stream().filter(k -> matches(key, k)).findFirst()
                                .orElseThrow(() -> new AssertionError(where + ": no key " + key + " in " + actual));
                        assertThat(matches(value, actual.get(actualKey))).as(where + " [" + key + "] = "
                                + actual.get(actualKey)).isTrue();
                    }
                };
            }
            if (type == DataType.ENUM) {
                m = ENUM.matcher(text);
                assertThat(m.matches()).as(text).isTrue();
                String typeName = m.group(1);
                String constant = m.group(2);
                return (where, f) -> {
                    EnumValue e = (EnumValue) f.value();
                    assertThat(e.typeName()).as(where).isEqualTo(typeName);
                    assertThat(e.simpleTypeName()).as(where).isEqualTo(typeName.substring(typeName.lastIndexOf('.')
                            + 1));
                    assertThat(e.name()).as(where).isEqualTo(constant);
                    assertThat(e.constants()).as(where).contains(constant);
                };
            }
            if (type == DataType.OTHER) {
                if ((m = RAW_OTHER.matcher(text)).matches()) {
                    int bytes = Integer.parseInt(m.group(1));
                    return (where, f) -> assertThat(f.value()).as(where)
                            .isEqualTo(new CustomValue(null, null, f.dataStart(), bytes));
                }
                m = FRAMED_OTHER.matcher(text);
                assertThat(m.matches()).as(text).isTrue();
                String primary = m.group(1);
                String secondary = m.group(2);
                int bytes = Integer.parseInt(m.group(3));
                return (where, f) -> {
                    CustomValue c = (CustomValue) f.value();
                    assertThat(c.typeName()).as(where).isEqualTo(primary);
                    assertThat(c.secondaryTypeName()).as(where).isEqualTo(secondary);
                    assertThat(c.byteCount()).as(where).isEqualTo(bytes);
                    assertThat(c.offset() + c.byteCount()).as(where + " payload end").isEqualTo(f.dataStart()
                            + f.dataSize());
                };
            }
            throw new AssertionError("no rule for " + type + ": " + text);
        }

        private static void assertMatching(String where, List<Object> expected, List<?> actual, boolean ordered) {
            assertThat(actual).as(where).hasSize(expected.size());
            List<Object> left = new ArrayList<>(actual);
            for (int i = 0; i < expected.size(); i++) {
                Object e = expected.get(i);
                if (ordered) {
                    assertThat(matches(e, actual.get(i))).as(where + "[" + i + "]: " + e + " vs " + actual.get(i))
                            .isTrue();
                } else {
                    assertThat(left.removeIf(a -> matches(e, a))).as(where + ": " + e + " in " + actual).isTrue();
                }
            }
        }

        /** Exact match, except that a bare integer matches a Byte, Short or Integer of that value. */
        static boolean matches(Object expected, Object actual) {
            if (expected instanceof BareInt b) {
                return (actual instanceof Byte || actual instanceof Short || actual instanceof Integer)
                        && ((Number) actual).longValue() == b.value();
            }
            return sameValue(expected, actual);
        }

        private static Object convert(Object literal, String boxName) {
            return switch (boxName) {
                case "Byte" -> (byte) ((BareInt) literal).value();
                case "Short" -> (short) ((BareInt) literal).value();
                case "Integer" -> (int) ((BareInt) literal).value();
                default -> literal;
            };
        }

        private static Object array(DataType element, List<Object> items) {
            int n = items.size();
            Function<Integer, Long> integral = i -> ((BareInt) items.get(i)).value();
            switch (element) {
                case BOOL -> {
                    boolean[] a = new boolean[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (Boolean) items.get(i);
                    }
                    return a;
                }
                case BYTE -> {
                    byte[] a = new byte[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (byte) (long) integral.apply(i);
                    }
                    return a;
                }
                case SHORT -> {
                    short[] a = new short[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (short) (long) integral.apply(i);
                    }
                    return a;
                }
                case INT -> {
                    int[] a = new int[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (int) (long) integral.apply(i);
                    }
                    return a;
                }
                case LONG -> {
                    long[] a = new long[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (Long) items.get(i);
                    }
                    return a;
                }
                case FLOAT -> {
                    float[] a = new float[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (Float) items.get(i);
                    }
                    return a;
                }
                case DOUBLE -> {
                    double[] a = new double[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (Double) items.get(i);
                    }
                    return a;
                }
                case CHAR -> {
                    char[] a = new char[n];
                    for (int i = 0; i < n; i++) {
                        a[i] = (Character) items.get(i);
                    }
                    return a;
                }
                default -> {
                    return items.stream().map(String.class::cast).toArray(String[]::new);
                }
            }
        }

        /**
         * One literal of the manifest: {@code "text"}, {@code U+0041('A')}, {@code true}, {@code 7L},
         * {@code 1.5f}, {@code -0.0 [0x8000000000000000]} (bits given for the special values), {@code 2.5}, or a
         * bare integer.
         */
        static Object literal(String s) {
            s = s.trim();
            if (s.startsWith("\"")) {
                return quoted(s);
            }
            if (s.startsWith("U+")) {
                return (char) Integer.parseInt(s.substring(2, 6), 16);
            }
            if (s.equals("true") || s.equals("false")) {
                return Boolean.parseBoolean(s);
            }
            Matcher bits = Pattern.compile("^\\S+ \\[0x([0-9a-f]+)\\]$").matcher(s);
            if (bits.matches()) {
                String hex = bits.group(1);
                return hex.length() == 8 ? (Object) Float.intBitsToFloat((int) Long.parseLong(hex, 16))
                        : (Object) Double.longBitsToDouble(Long.parseUnsignedLong(hex, 16));
            }
            if (s.endsWith("L")) {
                return Long.parseLong(s.substring(0, s.length() - 1));
            }
            if (s.endsWith("f")) {
                return Float.parseFloat(s.substring(0, s.length() - 1));
            }
            if (s.contains(".") || s.contains("E") || s.contains("NaN") || s.contains("Infinity")) {
                return Double.parseDouble(s);
            }
            return new BareInt(Long.parseLong(s));
        }

        /** The first {@code "…"} of {@code s}, unescaped (the manifest escapes only as {@code \\uXXXX}). */
        static String quoted(String s) {
            assertThat(s).startsWith("\"");
            return unescape(s.substring(1, s.indexOf('"', 1)));
        }

        static String unescape(String s) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < s.length(); i++) {
                if (s.startsWith("\\u", i)) {
                    b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                    i += 5;
                } else {
                    b.append(s.charAt(i));
                }
            }
            return b.toString();
        }

        /** Index of the bracket closing the one at {@code open}, skipping quoted text. */
        private static int closing(String s, int open) {
            int depth = 0;
            boolean quoted = false;
            for (int i = open; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"') {
                    quoted = !quoted;
                } else if (!quoted && (c == '{' || c == '[' || c == '(')) {
                    depth++;
                } else if (!quoted && (c == '}' || c == ']' || c == ')') && --depth == 0) {
                    return i;
                }
            }
            throw new AssertionError("unbalanced: " + s);
        }

        /** Splits {@code a, b, c} at top-level commas outside quotes. */
        static List<String> split(String s) {
            List<String> out = new ArrayList<>();
            if (s.isBlank()) {
                return out;
            }
            int depth = 0;
            boolean quoted = false;
            int from = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"') {
                    quoted = !quoted;
                } else if (!quoted && (c == '{' || c == '[' || c == '(')) {
                    depth++;
                } else if (!quoted && (c == '}' || c == ']' || c == ')')) {
                    depth--;
                } else if (!quoted && depth == 0 && c == ',') {
                    out.add(s.substring(from, i).trim());
                    from = i + 1;
                }
            }
            out.add(s.substring(from).trim());
            return out;
        }
    }

    // ==================================================================== *.annotated.txt (golden/cpp)

    /** One field of a C++ dump: header, metadata, and the value if the dump states it item by item. */
    static final class CppRow {
        int depth;
        int offset;
        int typeId;
        String name;
        int dataStartOffset;
        int dataSize;
        String unit;
        String quantity;
        String description;
        Integer modifier;
        Object value;
        final List<Integer> dimList = new ArrayList<>();
        final List<String> elements = new ArrayList<>();

        FieldMetadata metadata() {
            return unit == null ? null : new FieldMetadata(unit, quantity, description, modifier);
        }

        int[] dims() {
            return DataType.ofId(typeId).isArray() ? dimList.stream().mapToInt(Integer::intValue).toArray() : null;
        }
    }

    /** Reads the dumps' {@code offset  hex bytes  meaning} lines. */
    static final class CppAnnotation {
        private static final Pattern LINE = Pattern.compile(
                "^\\s*(\\d+)\\s+((?:[0-9a-f]{2} )*[0-9a-f]{2})\\s{2,}(\\S.*)$");
        private static final Pattern TYPE = Pattern.compile("^type id \\[.*\\] = (\\d+) \\(0x[0-9a-f]+\\)$");
        private static final Pattern NUMBER = Pattern.compile("^(dataStart offset \\(from type byte\\)|dataSize"
                + "|nDims|dim\\[\\d+\\]|nElements \\(array length prefix\\)) = (-?\\d+)$");
        private static final Pattern STRING = Pattern.compile("^(field name|meta unit|meta quantity|meta description)"
                + " = string\\(len incl\\. NUL=\\d+\\) '(.*)'$");
        private static final Pattern MODIFIER = Pattern.compile("^meta modifier \\(.*\\) = (\\d+) \\(0x[0-9a-f]+\\)$");
        private static final Pattern VALUE = Pattern.compile("^(value|\\[\\d+\\]) = (.*)$");
        private static final Pattern RAW = Pattern.compile("^raw payload \\((\\d+) bytes\\)$");

        static List<CppRow> parse(String text) {
            List<CppRow> rows = new ArrayList<>();
            int depth = 0;
            CppRow row = null;
            for (String line : text.split("\n")) {
                Matcher l = LINE.matcher(line);
                if (!l.matches()) {
                    continue;
                }
                int offset = Integer.parseInt(l.group(1));
                String meaning = l.group(3).trim();
                Matcher m;
                if ((m = TYPE.matcher(meaning)).matches()) {
                    finish(row);
                    row = new CppRow();
                    row.offset = offset;
                    row.typeId = Integer.parseInt(m.group(1));
                    if (row.typeId == DataType.END_MARKER.id()) {
                        depth--;
                    } else {
                        row.depth = depth;
                        rows.add(row);
                        if (row.typeId == DataType.START_MARKER.id()) {
                            depth++;
                        }
                    }
                } else if (row == null) {
                    continue; // protocol header
                } else if ((m = NUMBER.matcher(meaning)).matches()) {
                    int v = Integer.parseInt(m.group(2));
                    String what = m.group(1);
                    if (what.startsWith("dataStart")) {
                        row.dataStartOffset = v;
                    } else if (what.equals("dataSize")) {
                        row.dataSize = v;
                    } else if (what.startsWith("dim[")) {
                        row.dimList.add(v);
                    }
                } else if ((m = STRING.matcher(meaning)).matches()) {
                    switch (m.group(1)) {
                        case "field name" -> row.name = m.group(2);
                        case "meta unit" -> row.unit = m.group(2);
                        case "meta quantity" -> row.quantity = m.group(2);
                        default -> row.description = m.group(2);
                    }
                } else if ((m = MODIFIER.matcher(meaning)).matches()) {
                    row.modifier = Integer.parseInt(m.group(1));
                } else if ((m = VALUE.matcher(meaning)).matches()) {
                    row.elements.add(m.group(2));
                } else if ((m = RAW.matcher(meaning)).matches()) {
                    row.value = new CustomValue(null, null, offset, Integer.parseInt(m.group(1)));
                }
            }
            finish(row);
            return rows;
        }

        private static void finish(CppRow row) {
            if (row == null || row.value != null) {
                return;
            }
            DataType t = DataType.ofId(row.typeId);
            if (t.isScalar() || t == DataType.STRING) {
                assertThat(row.elements).as(row.name).hasSize(1);
                row.value = scalar(t, row.elements.get(0));
            } else if (t.isArray()) {
                List<Object> items = row.elements.stream().map(e -> scalar(t.elementType(), e)).toList();
                row.value = ReaderTestSupport.primitiveArray(t.elementType(), items);
            }
        }

        /** A dumped value, Python style: {@code True}, {@code 42}, {@code 1.5}, {@code b'A'}, {@code string() 'x'}. */
        private static Object scalar(DataType t, String s) {
            return switch (t) {
                case BOOL -> switch (s) {
                    case "True" -> true;
                    case "False" -> false;
                    default -> throw new AssertionError(s);
                };
                case BYTE -> Byte.parseByte(s);
                case SHORT -> Short.parseShort(s);
                case INT -> Integer.parseInt(s);
                case LONG -> Long.parseLong(s);
                case FLOAT -> Float.parseFloat(s);
                case DOUBLE -> Double.parseDouble(s);
                case CHAR -> {
                    String c = s.substring(2, s.length() - 1); // b'x'
                    yield c.startsWith("\\x") ? (char) Integer.parseInt(c.substring(2), 16) : c.charAt(c.length() - 1);
                }
                case STRING -> s.substring(s.indexOf('\'') + 1, s.lastIndexOf('\''));
                default -> throw new AssertionError(t + ": " + s);
            };
        }
    }
}
