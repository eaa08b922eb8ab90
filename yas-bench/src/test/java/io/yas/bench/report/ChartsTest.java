package io.yas.bench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.yas.bench.report.Rows.roundTrip;
import static org.assertj.core.api.Assertions.assertThat;

class ChartsTest {
    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    @Test
    void writesOnePngAndSvgPerWorkloadAndOperation(@TempDir Path dir) throws IOException {
        List<Row> rows = List.of(roundTrip("L1", "yas", 100), roundTrip("L1", "kryo", 150),
                roundTrip("L2", "yas", 10_000), roundTrip("L2", "kryo", 25_000), // kryo L1 missing on purpose
                Rows.row("Customer", "L1", "yas", "encode", 40), Rows.row("Numbers", "one-int", "copy", "decode", 5));

        Map<String, List<String>> written = Charts.write(rows, dir, "JDK 17, test");

        assertThat(written).containsOnlyKeys("Customer", "Numbers");
        assertThat(written.get("Customer")).containsExactly("Customer-roundTrip.png", "Customer-encode.png");
        for (String png : List.of("Customer-roundTrip.png", "Customer-encode.png", "Numbers-decode.png")) {
            byte[] bytes = Files.readAllBytes(dir.resolve(png));
            assertThat(bytes).hasSizeGreaterThan(1000).startsWith(PNG_MAGIC);
            assertThat(Files.readString(dir.resolve(png.replace(".png", ".svg")))).contains("<svg");
        }
    }

    @Test
    void everyPeerKeepsOneColourAndYasIsRed() {
        assertThat(Charts.colour("yas")).isEqualTo(new java.awt.Color(0xD62728));
        assertThat(Charts.colour("kryo")).isNotEqualTo(Charts.colour("fory"));
        assertThat(Charts.colour("somethingNew")).isEqualTo(Charts.colour("somethingNew"));
        assertThat(Charts.colour("yasLater").getRed()).isGreaterThan(Charts.colour("yasLater").getBlue());
    }

    @Test
    void benchmarksWithoutOperationAreNamedByWorkload(@TempDir Path dir) throws IOException {
        Map<String, List<String>> written = Charts.write(List.of(Rows.row("DoubleArray", "1000", "write", "-", 5)),
                dir, "");

        assertThat(written.get("DoubleArray")).containsExactly("DoubleArray.png");
        assertThat(dir.resolve("DoubleArray.png")).isNotEmptyFile();
    }
}
