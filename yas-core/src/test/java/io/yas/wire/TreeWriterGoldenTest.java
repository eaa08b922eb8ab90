package io.yas.wire;

import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.YasGoldenWriteTest.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.yas.buffer.IoBuffer;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reference vectors converted through the field tree ({@link TreeWriter}), the way {@code yas convert} does:
 * a vector read in one protocol and written in another gives the reference's bytes for the same writes in that
 * other protocol, where the tree holds everything those writes held. Each vector that cannot is listed with the
 * reason ({@link #YAS_TO_CMWLIGHT_EXCEPTIONS}, …) and a test of what happens instead.
 */
class TreeWriterGoldenTest {
    /**
     * YaS vectors with a CmwLight counterpart (same name, same writes) that do not convert to exactly its bytes.
     * Quirk vectors are left out on both sides, as in the golden write tests.
     */
    static final Map<String, String> YAS_TO_CMWLIGHT_EXCEPTIONS = Map.of(
            "06_strings_iso8859_mode", "the reference wrote 'latin1' and 'arr' in ISO-8859-1 mode, which leaves no "
                    + "mark on the wire: their strings are read back as text and written as UTF-8",
            "26_field_metadata", "CmwLight has no field metadata: refused unless switched off, then exact",
            "28_pojo_ioclassserialiser", "different classes: the YaS one has a List, a Map and an annotated field, "
                    + "which CmwLight cannot carry; the CmwLight one (SamplePojoCmw) leaves them out");

    /** CmwLight vectors that do not convert to the YaS vector of the same writes, and why. */
    static final Map<String, String> CMWLIGHT_TO_YAS_EXCEPTIONS = Map.of(
            "06_strings_iso8859_mode", "ISO-8859-1 mode leaves no mark on the wire (as above)",
            "20_multidim_string_2d", "the YaS vector is a reference quirk (its descriptor written twice)",
            "24_enum_fielddescription", "CmwLight carries an enum as its ordinal (an INT), YaS as an ENUM",
            "26_field_metadata", "CmwLight has no field metadata",
            "28_pojo_ioclassserialiser", "different classes (as above)");

    /** Non-quirk vectors in both folders, e.g. {@code "02_primitives"}. */
    static List<String> sharedVectors() {
        List<String> cmwLight = ReaderTestSupport.cmwLightVectors();
        return ReaderTestSupport.yasVectors().stream().filter(cmwLight::contains).filter(v -> !v.contains("quirk"))
                .toList();
    }

    static Stream<String> yasToCmwLightExact() {
        return sharedVectors().stream().filter(v -> !YAS_TO_CMWLIGHT_EXCEPTIONS.containsKey(v));
    }

    static Stream<String> cmwLightToYasExact() {
        return sharedVectors().stream().filter(v -> !CMWLIGHT_TO_YAS_EXCEPTIONS.containsKey(v));
    }

    @Test
    void theExceptionsAreFewAndNamed() {
        assertThat(sharedVectors()).hasSize(24).containsAll(YAS_TO_CMWLIGHT_EXCEPTIONS.keySet())
                .containsAll(CMWLIGHT_TO_YAS_EXCEPTIONS.keySet());
        assertThat(yasToCmwLightExact()).hasSize(21).contains("20_multidim_string_2d", "24_enum_fielddescription");
        assertThat(cmwLightToYasExact()).hasSize(19);
    }

    // ======================================================================================= YaS -> CmwLight

    @ParameterizedTest
    @MethodSource("yasToCmwLightExact")
    void yasVectorAsCmwLightGivesTheReferenceCmwLightBytes(String vector) {
        assertSameBytes(vector, cmwLight(vector), convert(yas(vector), new CmwLightWriter(IoBuffer.allocate(16))));
    }

    @Test
    void isoModeStringsConvertAsUtf8() {
        String vector = "06_strings_iso8859_mode";
        byte[] ours = convert(yas(vector), new CmwLightWriter(IoBuffer.allocate(16)));
        assertThat(ours).isNotEqualTo(cmwLight(vector));
        WireField reference = tree(cmwLight(vector));
        WireField converted = tree(ours);
        assertThat(converted.field("latin1").value()).isEqualTo(reference.field("latin1").value()).isEqualTo("café");
        assertThat((String[]) converted.field("arr").value()).containsExactly("á", "b");
        assertThat(ours).hasSize(cmwLight(vector).length + 2); // é of 'latin1' and á of 'arr': two bytes in UTF-8
    }

    @Test
    void metadataIsRefusedNamingEveryFieldAndExactWhenSwitchedOff() {
        String vector = "26_field_metadata";
        assertThatThrownBy(() -> convert(yas(vector), new CmwLightWriter(IoBuffer.allocate(16))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("4 fields cannot be written as CmwLight:")
                .hasMessageContaining("\n  $.energy (DOUBLE): CmwLight cannot carry field metadata")
                .hasMessageContaining("\n  $.temp (FLOAT): ").hasMessageContaining("\n  $.wave (DOUBLE_ARRAY): ")
                .hasMessageContaining("\n  $.group (START_MARKER): ").hasMessageNotContaining("plain");
        assertSameBytes(vector, cmwLight(vector),
                convert(yas(vector), new CmwLightWriter(IoBuffer.allocate(16)).setWriteMetadata(false)));
    }

    @Test
    void theYasPojoCannotBeCarriedByCmwLight() {
        assertThatThrownBy(() -> convert(yas("28_pojo_ioclassserialiser"),
                new CmwLightWriter(IoBuffer.allocate(16)).setWriteMetadata(false)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("2 fields cannot be written as CmwLight:\n"
                        + "  $.numbers (LIST): CmwLight cannot carry a collection"
                        + " (write a primitive or String array instead)\n"
                        + "  $.lookup (MAP): CmwLight cannot carry a map (write a nested object instead)");
    }

    // ======================================================================================= CmwLight -> YaS

    @ParameterizedTest
    @MethodSource("cmwLightToYasExact")
    void cmwLightVectorAsYasGivesTheReferenceYasBytes(String vector) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        TreeWriter.write(w, Protocol.CMWLIGHT.readTree(IoBuffer.wrap(cmwLight(vector)), ReadLimits.DEFAULT));
        assertSameBytes(vector, yas(vector), w.buffer().flip().toByteArray()); // 01 has no entries: not detectable
    }

    @Test
    void enumOrdinalStaysAnInt() {
        WireField root = tree(convert(cmwLight("24_enum_fielddescription"), new YasWriter(IoBuffer.allocate(16))));
        assertThat(root.field("dayFd").type()).isEqualTo(DataType.INT);
        assertThat(root.field("dayFd").value()).isEqualTo(6);
    }

    // ============================================================================================ YaS -> YaS

    /** YaS vectors written again as YaS: the tree holds everything but these. */
    static final Map<String, String> YAS_TO_YAS_EXCEPTIONS = Map.of(
            "06_strings_iso8859_mode", "ISO-8859-1 mode leaves no mark on the wire (as above)",
            "20_multidim_string_2d", "a reference quirk (its descriptor written twice), which we do not reproduce",
            "27_custom_other", "custom data: refused",
            "30_pojo_custom_field_serialiser", "custom data: refused");

    static Stream<String> yasToYas() {
        return ReaderTestSupport.yasVectors().stream().filter(v -> !v.contains("quirk"))
                .filter(v -> !YAS_TO_YAS_EXCEPTIONS.containsKey(v));
    }

    /**
     * Every other non-quirk vector gives its bytes again, except for one byte of {@code 21_collections}: the tree
     * does not keep the element type of an empty collection ({@code emptyList}, written with {@code Integer}), so
     * it is written with {@code String}.
     */
    @ParameterizedTest
    @MethodSource("yasToYas")
    void yasVectorAsYasGivesItsBytes(String vector) {
        byte[] expected = yas(vector);
        if (vector.equals("21_collections")) {
            int elementType = tree(expected).field("emptyList").dataStart() + 13; // [1][n][n][container]
            assertThat(expected[elementType]).isEqualTo((byte) DataType.INT.id());
            expected[elementType] = (byte) DataType.STRING.id();
        }
        assertSameBytes(vector, expected, convert(yas(vector), new YasWriter(IoBuffer.allocate(16))));
    }

    @Test
    void yasToYasCoversTheExpectedVectors() {
        assertThat(yasToYas()).contains("21_collections", "22_maps", "23_enum", "26_field_metadata",
                "28_pojo_ioclassserialiser", "31_dataset").hasSize(26);
    }

    @Test
    void customDataIsRefusedAndTheRestWritten() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        assertThatThrownBy(() -> TreeWriter.write(w, tree(yas("27_custom_other"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("$.point (OTHER): custom data of type yas.golden.CustomPoint (23 bytes)");
        // the manifest's writes without the two custom fields: root OBJ_ROOT_START holding only put("after", 1)
        WireField rest = tree(w.buffer().flip().toByteArray());
        assertThat(rest.name()).isEqualTo("OBJ_ROOT_START");
        assertThat(rest.fields()).extracting(WireField::name, WireField::type, WireField::value)
                .containsExactly(tuple("after", DataType.INT, 1));
    }

    // ============================================================================================== helpers

    private static byte[] convert(byte[] message, IoSerialiser w) {
        TreeWriter.write(w, tree(message));
        return w.buffer().flip().toByteArray();
    }

    private static WireField tree(byte[] message) {
        return Protocol.readAnyTree(IoBuffer.wrap(message), ReadLimits.DEFAULT);
    }

    private static byte[] yas(String vector) {
        return resource("/golden/yas/" + vector + ".bin");
    }

    private static byte[] cmwLight(String vector) {
        return resource("/golden/cmwlight/" + vector + ".bin");
    }
}
