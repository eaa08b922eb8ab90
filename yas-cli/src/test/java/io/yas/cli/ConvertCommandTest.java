package io.yas.cli;

import static io.yas.cli.CliRun.GOLDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    @TempDir
    Path tmp;

    private static String vector(String path) {
        return GOLDEN.resolve(path + ".bin").toString();
    }

    private static byte[] golden(String path) throws IOException {
        return Files.readAllBytes(GOLDEN.resolve(path + ".bin"));
    }

    @Test
    void yasReferenceVectorToCmwLightGivesTheReferenceCmwLightBytes() throws IOException {
        Path out = tmp.resolve("out.cmw");
        CliRun r = CliRun.of("convert", vector("yas/19_multidim_other_types"), "--to", "cmwlight", "-o",
                out.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.bytes()).isEmpty();
        assertThat(Files.readAllBytes(out)).isEqualTo(golden("cmwlight/19_multidim_other_types"));
    }

    @Test
    void withoutOutputTheBytesGoToStandardOutput() throws IOException {
        CliRun r = CliRun.of("convert", vector("cmwlight/25_nested_two_levels"), "--to", "YaS");
        assertThat(r.exitCode()).isZero();
        assertThat(r.bytes()).isEqualTo(golden("yas/25_nested_two_levels"));
    }

    @Test
    void jsonIsPrettyByDefaultAndCompactOnRequest() {
        String nested = GOLDEN.resolve("cpp/cmwlight_nested.bin").toString();
        CliRun pretty = CliRun.of("convert", nested, "--to", "json");
        assertThat(pretty.exitCode()).isZero();
        assertThat(pretty.out()).isEqualTo("{\n  \"a\": 1,\n  \"inner\": {\n    \"x\": 0.5\n  },\n  \"b\": 2\n}\n");
        CliRun compact = CliRun.of("convert", nested, "--to", "json", "--compact");
        assertThat(compact.out()).as("a text file: ends with a newline")
                .isEqualTo("{\"a\":1,\"inner\":{\"x\":0.5},\"b\":2}\n");
    }

    @Test
    void jsonConvertsToYas() throws IOException {
        Path json = tmp.resolve("in.json");
        Files.writeString(json, "{\"energy\": 450.5, \"samples\": [[1, 2], [3, 4]], \"name\": \"beam\"}");
        Path out = tmp.resolve("out.yas");
        assertThat(CliRun.of("convert", json.toString(), "--to", "yas", "-o", out.toString()).exitCode()).isZero();
        WireField root = new YasReader(IoBuffer.wrap(Files.readAllBytes(out))).readTree();
        assertThat(root.name()).isEqualTo("OBJ_ROOT_START");
        assertThat(root.field("energy").value()).isEqualTo(450.5);
        assertThat(root.field("samples").dims()).containsExactly(2, 2);
        assertThat((int[]) root.field("samples").value()).containsExactly(1, 2, 3, 4);
        assertThat(root.field("name").value()).isEqualTo("beam");
    }

    @Test
    void jsonNamesOutsideIso8859ConvertToJsonAndAreRefusedByYas() throws IOException {
        Path json = tmp.resolve("omega.json");
        Files.writeString(json, "{\"\u03A9\":1}", StandardCharsets.UTF_8);
        CliRun r = CliRun.of("convert", json.toString(), "--to", "json", "--compact");
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("{\"\u03A9\":1}\n");

        CliRun yas = CliRun.of("convert", json.toString(), "--to", "yas", "-o", tmp.resolve("never.yas").toString());
        assertThat(yas.exitCode()).isEqualTo(1);
        assertThat(yas.err()).contains("$.\u03A9 (INT): char U+03A9 at index 0 does not fit ISO-8859-1 (YaS field "
                + "names are one byte per char on the wire)");
    }

    @Test
    void whatTheTargetCannotCarryIsRefusedNamingEveryFieldAndNothingIsWritten() {
        Path out = tmp.resolve("never.cmw");
        CliRun r = CliRun.of("convert", vector("yas/28_pojo_ioclassserialiser"), "--to", "cmwlight", "-o",
                out.toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("yas convert: " + vector("yas/28_pojo_ioclassserialiser") + ": CmwLight "
                + "cannot carry 3 fields of this message; nothing written:\n"
                + "  $.voltage (DOUBLE) {unit=\"V\", quantity=\"voltage\", description=\"supply voltage\", "
                + "modifier=1}: CmwLight has no place for field metadata (--drop-metadata drops it)\n"
                + "  $.numbers (LIST): CmwLight cannot carry a collection (write a primitive or String array instead)\n"
                + "  $.lookup (MAP): CmwLight cannot carry a map (write a nested object instead)\n");
        assertThat(out).doesNotExist();
        assertThat(r.bytes()).isEmpty();
    }

    /** JSON objects have no class name: the refusal of an array of them says no empty one. */
    @Test
    void anArrayOfJsonObjectsIsRefusedByCmwLightWithoutAClassName() throws IOException {
        Path json = tmp.resolve("objects.json");
        Files.writeString(json, "{\"points\": [{\"x\": 1}, {\"x\": 2}]}");
        CliRun r = CliRun.of("convert", json.toString(), "--to", "cmwlight", "-o", tmp.resolve("never.cmw").toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("yas convert: " + json + ": CmwLight cannot carry 1 field of this message; "
                + "nothing written:\n  $.points (LIST): CmwLight cannot carry a collection of nested objects\n");
    }

    @Test
    void dropMetadataConvertsAndListsWhatWasDropped() throws IOException {
        Path out = tmp.resolve("out.cmw");
        CliRun refused = CliRun.of("convert", vector("yas/26_field_metadata"), "--to", "cmwlight");
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("cannot carry 4 fields").contains("  $.energy (DOUBLE) {unit=\"GeV/u\"")
                .contains("  $.temp (FLOAT)").contains("  $.wave (DOUBLE_ARRAY)").contains("  $.group (START_MARKER)");
        CliRun r = CliRun.of("convert", vector("yas/26_field_metadata"), "--to", "cmwlight", "--drop-metadata", "-o",
                out.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEqualTo("yas convert: dropped the metadata of 4 fields: $.energy (DOUBLE), "
                + "$.temp (FLOAT), $.wave (DOUBLE_ARRAY), $.group (START_MARKER)\n");
        assertThat(Files.readAllBytes(out)).isEqualTo(golden("cmwlight/26_field_metadata"));
    }

    @Test
    void jsonRefusesCustomDataAndNotesTheRootName() {
        CliRun custom = CliRun.of("convert", vector("yas/27_custom_other"), "--to", "json");
        assertThat(custom.exitCode()).isEqualTo(1);
        assertThat(custom.err()).contains("JSON cannot carry 2 fields")
                .contains("\n  $.point (OTHER): custom data of type yas.golden.CustomPoint (23 bytes)");
        CliRun pojo = CliRun.of("convert", vector("yas/28_pojo_ioclassserialiser"), "--to", "json",
                "--drop-metadata", "--compact");
        assertThat(pojo.exitCode()).isZero();
        assertThat(pojo.out()).startsWith("{\"id\":42,\"voltage\":3.3,").contains("\"lookup\":{\"one\":1,\"two\":2}");
        assertThat(pojo.err()).contains("dropped the metadata of 1 field: $.voltage (DOUBLE)\n")
                .contains("JSON has no place for the root's name 'yas.golden.SamplePojo'");
    }

    @Test
    void undecodableInputExitsWithOne() throws IOException {
        Path junk = tmp.resolve("junk.bin");
        Files.write(junk, new byte[] {0, 0, 0, 0, 1});
        CliRun r = CliRun.of("convert", junk.toString(), "--to", "json");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).contains("hex @0: |00 00 00 00 01").doesNotContain("\tat ");
        assertThat(CliRun.of("convert", "--verbose", junk.toString(), "--to", "json").err()).contains("\tat io.yas.");
    }

    @Test
    void trailingBytesAreNoted() throws IOException {
        Path in = tmp.resolve("two.cmw");
        byte[] one = golden("cmwlight/02_primitives");
        byte[] two = new byte[one.length + 3];
        System.arraycopy(one, 0, two, 0, one.length);
        Files.write(in, two);
        CliRun r = CliRun.of("convert", in.toString(), "--to", "cmwlight");
        assertThat(r.exitCode()).isZero();
        assertThat(r.bytes()).isEqualTo(one);
        assertThat(r.err()).isEqualTo("yas convert: the 3 bytes after the message were not converted\n");
    }

    @Test
    void usageAndIoErrorsExitWithTwo() {
        String in = vector("yas/02_primitives");
        assertThat(CliRun.of("convert", in).exitCode()).as("no --to").isEqualTo(2);
        assertThat(CliRun.of("convert", in, "--to", "xml").exitCode()).isEqualTo(2);
        CliRun compact = CliRun.of("convert", in, "--to", "yas", "--compact");
        assertThat(compact.exitCode()).isEqualTo(2);
        assertThat(compact.err()).contains("--compact applies to --to json only");
        assertThat(CliRun.of("convert", tmp.resolve("missing").toString(), "--to", "yas").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("convert", in, "--to", "yas", "-o", tmp.resolve("no/such/dir/x").toString())
                .exitCode()).isEqualTo(2);
        assertThat(new String(CliRun.of("convert", "--help").bytes(), StandardCharsets.UTF_8))
                .contains("--drop-metadata").contains("Exit codes:");
    }
}
