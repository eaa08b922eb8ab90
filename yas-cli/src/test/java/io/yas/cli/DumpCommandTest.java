package io.yas.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.yas.buffer.IoBuffer;
import io.yas.wire.FieldDescription;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DumpCommandTest {
    private static final Path GOLDEN = CliRun.GOLDEN;

    @TempDir
    Path tmp;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private Path sample() throws IOException {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(FieldDescription.of("Sample"));
        w.put("count", 7);
        w.put("big", Long.MAX_VALUE);
        w.put("nan", Double.NaN);
        w.put("ninf", Float.NEGATIVE_INFINITY);
        w.put("c", 'x');
        w.put(new FieldDescription("energy", "GeV", "energy", "beam energy", 1), 450.0);
        w.put(FieldDescription.of("matrix"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3});
        w.put("longArray", new int[100]);
        w.putStartMarker("inner");
        w.put("label", "quote\" and \\");
        w.put("list", List.of(1, 2), Integer.class);
        w.put("map", Map.of("k", 1.5), String.class, Double.class);
        w.putEndMarker("inner");
        w.put("day", java.time.DayOfWeek.MONDAY);
        int h = w.putFieldHeader(FieldDescription.of("custom"), io.yas.wire.DataType.OTHER);
        w.buffer().putLong(3);
        w.updateDataEndMarker(h);
        w.putEndMarker("Sample");
        Path file = tmp.resolve("sample.yas");
        Files.write(file, w.buffer().flip().toByteArray());
        return file;
    }

    @Test
    void dumpsEveryFieldWithOffsetTypeAndValue() throws IOException {
        CliRun r = run("dump", sample().toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).startsWith("YaS 1.0.0, ")
                .contains("START_MARKER Sample")
                .contains("INT count = 7")
                .contains("DOUBLE nan = NaN")
                .contains("DOUBLE_ARRAY matrix[2, 3] = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]")
                .contains("... (100 elements)")
                .contains("{unit=\"GeV\", quantity=\"energy\", description=\"beam energy\", modifier=1}")
                .contains("    START_MARKER inner")
                .contains("STRING label = \"quote\\\" and \\\\\"")
                .contains("ENUM day = java.time.DayOfWeek.MONDAY (ordinal 0)")
                .contains("OTHER custom = <8 bytes>");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void dumpsTheReferencePojoVector() {
        CliRun r = run("dump", GOLDEN.resolve("yas/28_pojo_ioclassserialiser.bin").toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("     15  START_MARKER yas.golden.SamplePojo")
                .contains("     70    DOUBLE voltage = 3.3  {unit=\"V\", quantity=\"voltage\"")
                .contains("    768        CHAR code = 'Z' (U+005A)");
    }

    @Test
    void summarisesTheReferenceDataSetVector() {
        CliRun r = run("dump", GOLDEN.resolve("yas/31_dataset.bin").toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("     43    START_MARKER START_MARKER_DATASET:ds\n")
                .contains("DataSet \"ds\": 2 dimensions, 3 points\n")
                .contains("axis0 \"x-Axis\" [a.u.] 1.0 .. 3.0 values [1.0, 2.0, 3.0]\n")
                .contains("axis1 \"y-Axis\" [a.u.] 4.0 .. 6.0 values [4.0, 5.0, 6.0]\n")
                .contains("MAP dataLabels = {1: \"peak\"}")
                .doesNotContain("dataSetName", "DOUBLE_ARRAY array0");
    }

    @Test
    void decodesDataSetBlocksInsideAnOtherField() throws IOException {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(FieldDescription.of("Acquisition"));
        int h = w.putFieldHeader(FieldDescription.of("signal"), io.yas.wire.DataType.OTHER);
        w.putStartMarker("START_MARKER_DATASET:s");
        w.put("dataSetName", "s").put("nDims", 1).put("axis0.name", "t").put("array0", new double[] {7, 8});
        w.put("ep0", new double[] {0.5, 0.25});
        w.putEndMarker("END_MARKER_DATASET:s");
        w.updateDataEndMarker(h);
        w.putEndMarker("Acquisition");
        Path file = tmp.resolve("dataset.yas");
        Files.write(file, w.buffer().flip().toByteArray());

        CliRun r = run("dump", file.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("OTHER signal = <")
                .contains("      START_MARKER START_MARKER_DATASET:s\n")
                .contains("DataSet \"s\": 1 dimensions, 2 points")
                .contains("axis0 \"t\" [?] ? .. ? values [7.0, 8.0] errors+ [0.5, 0.25]");
    }

    @Test
    void jsonHasTheDocumentedShape() throws IOException {
        CliRun r = run("dump", "--json", sample().toString());
        assertThat(r.exitCode()).isZero();
        String json = r.out().trim();
        assertThat(json).startsWith("{\"protocol\":\"YaS\",\"version\":\"1.0.0\",\"root\":{\"name\":\"Sample\","
                + "\"type\":\"START_MARKER\",\"offset\":15,\"fields\":[");
        assertThat(json)
                .contains("{\"name\":\"count\",\"type\":\"INT\",\"offset\":")
                .contains("\"value\":9223372036854775807}")
                .contains("\"value\":\"NaN\"}")
                .contains("\"value\":\"-Infinity\"}")
                .contains("\"type\":\"CHAR\",\"offset\":")
                .contains("\"value\":\"x\"}")
                .contains("\"unit\":\"GeV\",\"quantity\":\"energy\",\"description\":\"beam energy\",\"modifier\":1,"
                        + "\"value\":450.0}")
                .contains("\"dims\":[2,3],\"value\":[1.0,2.0,3.0,4.0,5.0,6.0]}")
                .contains("\"value\":[1,2]}")
                .contains("\"value\":[[\"k\",1.5]]}")
                .contains("\"value\":{\"name\":\"MONDAY\",\"ordinal\":0}}")
                .contains("\"value\":{\"bytes\":8}}")
                .contains("\"value\":\"quote\\\" and \\\\\"}");
        assertThat(fieldNames(json)).containsOnly("protocol", "version", "root", "name", "type", "offset", "fields",
                "value", "unit", "quantity", "description", "modifier", "dims", "ordinal", "bytes");
    }

    /** In text a nested object among a collection's elements is its fields on one line, not its {@code toString}. */
    @Test
    void textWritesElementObjectsByTheirFields() throws IOException {
        Path file = tmp.resolve("objects.json");
        Files.writeString(file, "{\"points\": [{\"x\": 1, \"at\": {\"t\": \"now\"}}, {\"x\": 2}]}");
        CliRun r = run("dump", "--max-elements", "1", file.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains(" LIST points = [{x = 1, ... (2 fields)}, ... (2 elements)]\n");
        assertThat(run("dump", file.toString()).out())
                .contains(" LIST points = [{x = 1, at {t = \"now\"}}, {x = 2}]\n");
    }

    /** A nested object among a collection's elements is a field of the tree too, not its {@code toString}. */
    @Test
    void jsonWritesElementObjectsAsFields() throws IOException {
        assertThat(dumpJson("objects.json", "{\"points\": [{\"x\": 1}, {\"x\": 2}]}").trim())
                .isEqualTo("{\"protocol\":\"JSON\",\"version\":\"1.0.0\",\"root\":{\"name\":\"\","
                + "\"type\":\"START_MARKER\",\"offset\":0,\"fields\":[{\"name\":\"points\",\"type\":\"LIST\","
                + "\"offset\":1,\"value\":[{\"name\":\"\",\"type\":\"START_MARKER\",\"offset\":12,"
                + "\"fields\":[{\"name\":\"x\",\"type\":\"INT\",\"offset\":13,\"value\":1}]},{\"name\":\"\","
                + "\"type\":\"START_MARKER\",\"offset\":22,\"fields\":[{\"name\":\"x\",\"type\":\"INT\","
                + "\"offset\":23,\"value\":2}]}]}]}}");
    }

    private static List<String> fieldNames(String json) throws IOException {
        List<String> names = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) {
                    names.add(p.currentName());
                }
            }
        }
        return names;
    }

    @Test
    void corruptFilePrintsOffsetPathAndHexWithoutStackTrace() throws IOException {
        byte[] bytes = Files.readAllBytes(sample());
        Path cut = tmp.resolve("cut.yas");
        Files.write(cut, java.util.Arrays.copyOf(bytes, 60));
        CliRun r = run("dump", cut.toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("YaS: at byte").contains("expected").contains("hex @").doesNotContain("\tat ");
        CliRun verbose = run("dump", "--verbose", cut.toString());
        assertThat(verbose.err()).contains("\tat io.yas.");
    }

    @Test
    void bigEndianReferenceQuirkIsNamed() {
        CliRun r = run("dump", GOLDEN.resolve("yas/34_quirk_bytebuffer_big_endian.bin").toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).contains("big-endian").contains("at byte 4");
    }

    @Test
    void cmwLightIsDecodedAsTextAndJson() {
        String file = GOLDEN.resolve("cpp/cmwlight_nested.bin").toString();
        CliRun text = run("dump", file);
        assertThat(text.exitCode()).isZero();
        assertThat(text.err()).isEmpty();
        assertThat(text.out().lines()).containsExactly(
                "CmwLight 1.0.1, 56 bytes",
                " offset  field",
                "      0  START_MARKER ",
                "      4    INT a = 1",
                "     15    START_MARKER inner",
                "     30      DOUBLE x = 0.5",
                "     45    INT b = 2");
        CliRun json = run("dump", "--json", file);
        assertThat(json.exitCode()).isZero();
        assertThat(json.out().trim()).isEqualTo("{\"protocol\":\"CmwLight\",\"version\":\"1.0.1\",\"root\":{\"name\":\"\","
                + "\"type\":\"START_MARKER\",\"offset\":0,\"fields\":[{\"name\":\"a\",\"type\":\"INT\",\"offset\":4,"
                + "\"value\":1},{\"name\":\"inner\",\"type\":\"START_MARKER\",\"offset\":15,\"fields\":[{\"name\":\"x\","
                + "\"type\":\"DOUBLE\",\"offset\":30,\"value\":0.5}]},{\"name\":\"b\",\"type\":\"INT\",\"offset\":45,"
                + "\"value\":2}]}}");
        CliRun arrays = run("dump", GOLDEN.resolve("cmwlight/19_multidim_other_types.bin").toString());
        assertThat(arrays.out()).contains("INT_ARRAY int3d[2, 2, 2] = [1, 2, 3, 4, 5, 6, 7, 8]")
                .contains("CHAR_ARRAY char2d[1, 2] = ['a' (U+0061), 'b' (U+0062)]");
    }

    @Test
    void corruptCmwLightNamesOffsetAndPath() throws IOException {
        byte[] bytes = Files.readAllBytes(GOLDEN.resolve("cpp/cmwlight_nested.bin"));
        Path cut = tmp.resolve("cut.cmw");
        Files.write(cut, java.util.Arrays.copyOf(bytes, 40));
        CliRun r = run("dump", cut.toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("CmwLight: at byte 37 ($.inner.x)").contains("DOUBLE").contains("hex @");
    }

    /** {@return what {@code yas dump --json} prints for a file {@code name} of {@code text}, which it reads} */
    private String dumpJson(String name, String text) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, text);
        CliRun r = run("dump", "--json", file.toString());
        assertThat(r.exitCode()).isZero();
        return r.out();
    }

    @Test
    void jsonIsDetectedAndDecoded() throws IOException {
        assertThat(dumpJson("x.json", "  {\"a\": 1, \"b\": {\"c\": [1.5, 2.5]}}"))
                .startsWith("{\"protocol\":\"JSON\",\"version\":\"1.0.0\"")
                .contains("{\"name\":\"a\",\"type\":\"INT\",\"offset\":")
                .contains("\"type\":\"DOUBLE_ARRAY\"").contains("\"value\":[1.5,2.5]");
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"a\": [1, 2");
        CliRun broken = run("dump", bad.toString());
        assertThat(broken.exitCode()).isEqualTo(1);
        assertThat(broken.err()).contains("JSON: at byte");
    }

    @Test
    void bytesOfNoProtocolAreRefusedShowingThem() throws IOException {
        Path junk = tmp.resolve("junk.bin");
        Files.write(junk, new byte[] {0, 0, 0, 0, 1});
        CliRun r = run("dump", junk.toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).contains("hex @0: |00 00 00 00 01");
    }

    @Test
    void missingFileAndUsageErrorsExitWithTwo() {
        assertThat(run("dump", tmp.resolve("missing").toString()).exitCode()).isEqualTo(2);
        assertThat(run("dump").exitCode()).isEqualTo(2);
        assertThat(run().exitCode()).isEqualTo(2);
    }
}
