package io.yas.wire;

import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.ReaderTestSupport.sameValue;
import static io.yas.wire.ReaderTestSupport.show;
import static io.yas.wire.YasGoldenWriteTest.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.CmwLightManifest.Row;
import io.yas.wire.CmwLightManifest.Vector;
import io.yas.wire.ReaderTestSupport.Flat;
import io.yas.wire.YasGoldenWriteTest.Buffers;

import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CmwLight golden vectors ({@code golden/cmwlight}, {@code golden/cpp/cmwlight_nested.bin}) against
 * {@link CmwLightWriter} and {@link CmwLightReader}.
 *
 * <p>Writing: the writes listed in {@code MANIFEST.md} for each non-quirk vector, replayed as worded there
 * ({@link CmwLightManifest#replay}), give exactly its bytes over a heap, a direct and an offset-slice buffer (the
 * two small ones grow while writing). {@code 28_pojo_ioclassserialiser} is replayed as the field writes its class
 * maps to. The quirk vectors are not reproduced on purpose; each has a test saying what we do instead.
 *
 * <p>Reading: every vector, quirk ones included, decodes to the values and offsets of its manifest table, as a tree
 * and with the walker, over every kind of backing.
 */
class CmwLightGoldenTest {

    static List<String> vectors() {
        return ReaderTestSupport.cmwLightVectors();
    }

    /** Vectors whose writes are replayed as the manifest words them: the non-quirk ones but the class-mapped 28. */
    static Stream<Arguments> replayedVectors() {
        return vectors().stream().filter(v -> !v.contains("quirk") && !v.equals(POJO))
                .flatMap(v -> Stream.of(Buffers.values()).map(b -> Arguments.of(v, b)));
    }

    private static final String POJO = "28_pojo_ioclassserialiser";
    private static final String METADATA = "26_field_metadata";

    @Test
    void everyFileIsListedInTheManifestWithItsLength() {
        assertThat(vectors()).containsExactlyInAnyOrderElementsOf(CmwLightManifest.vectors().keySet());
        for (String v : vectors()) {
            assertThat(resource("/golden/cmwlight/" + v + ".bin")).as(v)
                    .hasSize(CmwLightManifest.vectors().get(v).length());
        }
        assertThat(replayedVectors().map(a -> a.get()[0]).distinct()).hasSize(vectors().size() - 4);
    }

    // ============================================================================================== writing

    /**
     * Every non-quirk vector from its manifest writes. {@code 26_field_metadata} puts descriptions with a unit and a
     * description, which the reference drops silently; ours refuses them unless metadata is switched off
     * ({@link #metadataIsRefusedUnlessSwitchedOff}), so the replay switches it off first.
     */
    @ParameterizedTest
    @MethodSource("replayedVectors")
    void manifestWritesGiveTheGoldenBytes(String vector, Buffers kind) {
        Vector v = CmwLightManifest.vectors().get(vector);
        IoBuffer buffer = kind.create();
        CmwLightWriter w = new CmwLightWriter(buffer);
        if (vector.equals(METADATA)) {
            w.setWriteMetadata(false);
        }
        v.writes().forEach(write -> CmwLightManifest.replay(w, write));
        assertThat(w.depth()).as("open objects after the root end").isZero();
        assertSameBytes(vector + " on " + kind, golden(vector), buffer.flip().toByteArray());
    }

    @Test
    void metadataIsRefusedUnlessSwitchedOff() {
        List<String> writes = CmwLightManifest.vectors().get(METADATA).writes();
        IoBuffer buffer = IoBuffer.allocate(64);
        CmwLightWriter w = new CmwLightWriter(buffer);
        CmwLightManifest.replay(w, writes.get(0));
        assertThatThrownBy(() -> CmwLightManifest.replay(w, writes.get(1))).isInstanceOf(
                IllegalArgumentException.class).hasMessageContaining("'energy'").hasMessageContaining(
                        "CmwLight cannot carry field metadata");
        assertThat(buffer.position()).isEqualTo(4);
        assertThat(buffer.getInt(0)).as("root count").isZero();
    }

    /** 28 was written by the reference's class serialiser: the same bytes from the field writes it makes. */
    @ParameterizedTest
    @EnumSource(Buffers.class)
    void pojoVectorFromItsFieldWrites(Buffers kind) {
        IoBuffer buffer = kind.create();
        new CmwLightWriter(buffer).putHeaderInfo()
                .put("id", 42)
                .put("voltage", 3.3)
                .put("name", "sample")
                .put("enabled", true)
                .put("counts", new int[] {1, 2, 3})
                .put("samples", new double[] {0.5, -1.25})
                .put("tags", new String[] {"alpha", "beta"})
                .put(FieldDescription.of("day"), DayOfWeek.FRIDAY)
                .putStartMarker("inner")
                .put("level", (short) 3)
                .put("ratio", 0.75f)
                .put("stamps", new long[] {100L, 200L})
                .putStartMarker("deeper")
                .put("note", "deep")
                .put("code", 'Z')
                .putEndMarker("deeper")
                .putEndMarker("inner")
                .putEndMarker("");
        assertSameBytes(POJO + " on " + kind, golden(POJO), buffer.flip().toByteArray());
    }

    /** QUIRK 32: the reference keeps the low byte of a char above U+00FF; we refuse it, naming the field. */
    @Test
    void quirk32CharAboveLatin1IsRefused() {
        assertRefusedAt("32_quirk_char_truncation", 1, "'lStroke'", "U+0141");
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16)).putHeaderInfo();
        assertThatThrownBy(() -> w.put("euroArr", new char[] {'\u20AC', 'a'}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'euroArr'");
    }

    /** QUIRK 33: in ISO-8859-1 mode the reference keeps the low byte of each char; we refuse such a string. */
    @Test
    void quirk33StringOutsideLatin1InIsoModeIsRefused() {
        assertRefusedAt("33_quirk_iso8859_lossy", 2, "'omegaEuro'", "");
    }

    /**
     * QUIRK 37: the reference's FieldDescription overload keeps the 1-D id (15) before a 2-D descriptor; ours
     * writes the 2-D id (23), as its by-name overload does. Every other byte is the reference's.
     */
    @ParameterizedTest
    @EnumSource(Buffers.class)
    void quirk37FieldDescriptionMultiDimGetsThe2dId(Buffers kind) {
        String vector = "37_quirk_cmwlight_fd_multidim";
        byte[] expected = golden(vector);
        int typeByte = 4 + 4 + 2; // root count, name length, "m\0"
        assertThat(expected[typeByte]).isEqualTo((byte) 15);
        expected[typeByte] = 23;
        IoBuffer buffer = kind.create();
        CmwLightWriter w = new CmwLightWriter(buffer);
        CmwLightManifest.vectors().get(vector).writes().forEach(write -> CmwLightManifest.replay(w, write));
        assertSameBytes(vector + " with the 2-D id on " + kind, expected, buffer.flip().toByteArray());
    }

    /** Replays the vector's writes up to the refused one, which must leave nothing written. */
    private static void assertRefusedAt(String vector, int refused, String field, String detail) {
        List<String> writes = CmwLightManifest.vectors().get(vector).writes();
        IoBuffer buffer = IoBuffer.allocate(64);
        CmwLightWriter w = new CmwLightWriter(buffer);
        for (int i = 0; i < refused; i++) {
            CmwLightManifest.replay(w, writes.get(i));
        }
        assertThatThrownBy(() -> CmwLightManifest.replay(w, writes.get(refused)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(field)
                .hasMessageContaining(detail);
        assertThat(buffer.position()).as("nothing of the refused field").isEqualTo(4);
        assertThat(buffer.getInt(0)).as("root count").isZero();
    }

    /**
     * The C++ reference's output: its NestedStruct ({@code cpp/cmwlight_nested.bin}) and the 45-byte variant map
     * {@code {"a": int 0x23, "b": double 1.37, "c": "foo"}} of its tests (the CmwLight tests of opencmw-cpp).
     */
    @Test
    void cppReferenceBytesFromTheFieldWrites() {
        IoSerialiser nested = new CmwLightWriter(IoBuffer.allocate(8)).putHeaderInfo().put("a", 1)
                .putStartMarker("inner").put("x", 0.5).putEndMarker("inner").put("b", 2).putEndMarker("");
        assertSameBytes("cpp/cmwlight_nested", resource("/golden/cpp/cmwlight_nested.bin"),
                nested.buffer().flip().toByteArray());

        IoSerialiser map = new CmwLightWriter(IoBuffer.allocate(8)).putHeaderInfo().put("a", 0x23).put("b", 1.37)
                .put("c", "foo").putEndMarker("");
        assertSameBytes("C++ variant map", HexFormat.of().parseHex("03000000" + "020000006100" + "03" + "23000000"
                + "020000006200" + "06" + "EC51B81E85EBF53F" + "020000006300" + "07" + "04000000666F6F00"),
                map.buffer().flip().toByteArray());
    }

    // ============================================================================================== reading

    /** Every vector, quirk ones included, as a tree over every backing: the manifest's table and root count. */
    @ParameterizedTest
    @MethodSource("vectors")
    void treeMatchesTheManifest(String vector) {
        Vector v = CmwLightManifest.vectors().get(vector);
        byte[] bytes = golden(vector);
        for (IoBuffer buffer : YasGoldenReadTest.backings(bytes)) {
            WireField root = new CmwLightReader(buffer).readTree();
            String where = vector + " over " + buffer;
            assertRoot(where, root, v.rootCount());
            List<Flat> fields = ReaderTestSupport.flatten(root).subList(1, v.rows().size() + 1);
            assertThat(ReaderTestSupport.flatten(root)).as(where).hasSize(v.rows().size() + 1);
            for (int i = 0; i < v.rows().size(); i++) {
                assertRow(where, v, v.rows().get(i), fields.get(i));
            }
            assertThat(buffer.position()).as(where + ": position after the root").isEqualTo(bytes.length);
        }
    }

    /** The walker over every vector gives the tree's fields in order, and an END_MARKER closing every object. */
    @ParameterizedTest
    @MethodSource("vectors")
    void walkerMatchesTheTree(String vector) {
        assertWalkMatchesTree(vector, golden(vector));
    }

    @Test
    void cppNestedStructDecodes() {
        byte[] bytes = resource("/golden/cpp/cmwlight_nested.bin");
        for (IoBuffer buffer : YasGoldenReadTest.backings(bytes)) {
            WireField root = new CmwLightReader(buffer).readTree();
            assertRoot(buffer.toString(), root, 3);
            assertThat(root.fields()).extracting(WireField::name).containsExactly("a", "inner", "b");
            assertField(root.field("a"), DataType.INT, 3, 4, 11, 4, 1);
            WireField inner = root.field("inner");
            assertField(inner, DataType.START_MARKER, 8, 15, 26, 4, null);
            assertThat(inner.fields()).hasSize(1);
            assertField(inner.field("x"), DataType.DOUBLE, 6, 30, 37, 8, 0.5);
            assertField(root.field("b"), DataType.INT, 3, 45, 52, 4, 2);
            assertThat(buffer.position()).isEqualTo(bytes.length);
        }
        assertWalkMatchesTree("cpp/cmwlight_nested", bytes);
    }

    /** Detection needs a positive root count: every vector but the empty root is CmwLight. */
    @ParameterizedTest
    @MethodSource("vectors")
    void detectedAsCmwLight(String vector) {
        IoBuffer buffer = IoBuffer.wrap(golden(vector));
        if (CmwLightManifest.vectors().get(vector).rootCount() == 0) {
            assertThatThrownBy(() -> Protocol.detect(buffer)).isInstanceOf(YasFormatException.class);
        } else {
            assertThat(Protocol.detect(buffer)).isEqualTo(Protocol.CMWLIGHT);
        }
    }

    private static void assertRoot(String where, WireField root, int rootCount) {
        assertThat(root.name()).as(where).isEmpty();
        assertThat(root.type()).as(where).isEqualTo(DataType.START_MARKER);
        assertThat(root.typeId()).as(where).isEqualTo(CmwLightTypes.DATA);
        assertThat(root.offset()).as(where).isZero();
        assertThat(root.dataStart()).as(where).isZero();
        assertThat(root.dataSize()).as(where).isEqualTo(4);
        assertThat(root.fields()).as(where + ": root entry count").hasSize(rootCount);
    }

    private static void assertRow(String vector, Vector v, Row row, Flat flat) {
        WireField f = flat.field();
        String where = vector + " row " + row.index() + " '" + row.name() + "'";
        assertThat(f.name()).as(where).isEqualTo(row.name());
        assertThat(flat.depth()).as(where + " nesting level").isEqualTo(row.lvl() + 1);
        assertThat(f.typeId()).as(where + " type id").isEqualTo(row.typeId());
        assertThat(f.type()).as(where + " type").isEqualTo(CmwLightTypes.ofId(row.typeId()));
        assertThat(f.offset()).as(where + " fieldStart").isEqualTo(row.fieldStart());
        assertThat(f.dataStart()).as(where + " data start").isEqualTo(row.fieldStart() + row.dataStartOffset());
        assertThat(f.dataSize()).as(where + " data size").isEqualTo(row.dataSize());
        assertThat(f.metadata()).as(where).isNull();
        if (f.isObject()) {
            assertThat(f.fields()).as(where + ": " + row.value()).hasSize(CmwLightManifest.leadingInt(
                    row.value().substring("entry count ".length())));
            assertThat(f.value()).as(where).isNull();
        } else {
            YasGoldenReadTest.Manifest.expectation(row.asYasRow(), v.dims().get(row.name())).check(where, f);
        }
    }

    private static void assertField(WireField f, DataType type, int typeId, int offset, int dataStart, int dataSize,
            Object value) {
        assertThat(f.type()).as(f.name()).isEqualTo(type);
        assertThat(f.typeId()).as(f.name()).isEqualTo(typeId);
        assertThat(new int[] {f.offset(), f.dataStart(), f.dataSize()}).as(f.name() + " offsets")
                .containsExactly(offset, dataStart, dataSize);
        assertThat(f.value()).as(f.name()).isEqualTo(value);
    }

    private static void assertWalkMatchesTree(String what, byte[] bytes) {
        WireField root = new CmwLightReader(IoBuffer.wrap(bytes)).readTree();
        List<Flat> tree = ReaderTestSupport.flatten(root);
        for (IoBuffer buffer : YasGoldenReadTest.backings(bytes)) {
            String where = what + " over " + buffer;
            CmwLightReader r = new CmwLightReader(buffer);
            assertThat(r.readHeader()).isEqualTo(new ProtocolInfo("CmwLight", 1, 0, 1));
            List<Flat> walked = new ArrayList<>();
            int ends = 0;
            do {
                int depthBefore = r.depth();
                DataType t = r.nextField();
                if (t == DataType.END_MARKER) {
                    ends++;
                    assertThat(r.typeId()).as(where).isEqualTo(-1);
                    assertThat(r.depth()).as(where).isEqualTo(depthBefore - 1);
                    assertThat(r.dataSize()).as(where).isZero();
                    assertThat(r.fieldStart()).as(where).isEqualTo(r.nextOffset());
                    continue;
                }
                Object value = r.readValue();
                int depth = t == DataType.START_MARKER ? r.depth() - 1 : r.depth();
                walked.add(new Flat(depth, new WireField(r.name(), t, r.typeId(), r.fieldStart(), r.dataStart(),
                        r.dataSize(), r.metadata(), t.isArray() ? r.dims() : null, value, null)));
            } while (r.depth() > 0);
            assertThat(r.hasNextField()).as(where).isFalse();
            assertThat(r.nextOffset()).as(where).isEqualTo(bytes.length);
            assertThat(ends).as(where + ": END markers").isEqualTo((int) tree.stream().filter(f -> f.field()
                    .isObject()).count());
            assertThat(walked).as(where).hasSameSizeAs(tree);
            for (int i = 0; i < tree.size(); i++) {
                WireField expected = tree.get(i).field();
                WireField actual = walked.get(i).field();
                String at = where + " #" + i + " " + expected.name();
                assertThat(walked.get(i).depth()).as(at).isEqualTo(tree.get(i).depth());
                assertThat(List.of(actual.name(), actual.type(), actual.typeId(), actual.offset(),
                        actual.dataStart(), actual.dataSize())).as(at).isEqualTo(List.of(expected.name(),
                                expected.type(), expected.typeId(), expected.offset(), expected.dataStart(),
                                expected.dataSize()));
                assertThat(actual.dims()).as(at).isEqualTo(expected.dims());
                if (!sameValue(expected.value(), actual.value())) {
                    fail(at + ": walker read " + show(actual.value()) + ", tree " + show(expected.value()));
                }
            }
        }
    }

    private static byte[] golden(String vector) {
        return resource("/golden/cmwlight/" + vector + ".bin");
    }
}
