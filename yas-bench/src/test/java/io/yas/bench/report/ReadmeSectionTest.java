package io.yas.bench.report;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReadmeSectionTest {
    private static final List<Row> ROWS = List.of(Rows.roundTrip("L1", "yas", 2000), Rows.roundTrip("L1", "fory", 300),
            Rows.roundTrip("L1", "yasJson", 5000), Rows.roundTrip("L1", "jackson", 4000));

    private static Map<String, String> header() {
        Map<String, String> header = new LinkedHashMap<>();
        header.put("Date", "2026-11-24 13:00 UTC");
        header.put("CPU", "AMD EPYC, 2 cores");
        header.put("JDK", "Debian 17.0.15+6 (OpenJDK 64-Bit Server VM)");
        header.put("Ran", "not shown in the README");
        return header;
    }

    @Test
    void replacesOnlyTheSectionOfItsJdk() {
        String readme = "intro\n" + ReadmeSection.begin(17) + "\nold 17\n" + ReadmeSection.end(17) + "\nmiddle\n"
                + ReadmeSection.begin(25) + "\nold 25\n" + ReadmeSection.end(25) + "\nend\n";

        String updated = ReadmeSection.update(readme, 17, header(), ROWS, "docs/bench/jdk17",
                Map.of("Customer", List.of("Customer-roundTrip.png")));

        assertThat(updated).startsWith("intro\n" + ReadmeSection.begin(17)).doesNotContain("old 17")
                .contains("old 25", "middle\n", "end\n", "- **JDK**: Debian 17.0.15", "- **CPU**: AMD EPYC")
                .contains("[docs/bench/jdk17/results.md](docs/bench/jdk17/results.md)")
                .contains("![Customer-roundTrip.png](docs/bench/jdk17/Customer-roundTrip.png)")
                .contains("#### YaS against the best peer", "fory").doesNotContain("not shown");
        assertThat(updated.indexOf(ReadmeSection.end(17))).isGreaterThan(updated.indexOf("fory"));
        assertThat(ReadmeSection.update(updated, 17, header(), ROWS, "docs/bench/jdk17", Map.of()))
                .as("a second run replaces its own output").doesNotContain("Customer-roundTrip.png");
    }

    @Test
    void aReadmeWithoutMarkersIsLeftAsItIs() {
        assertThat(ReadmeSection.update("no markers\n", 17, header(), ROWS, "d", Map.of())).isEqualTo("no markers\n");
        String reversed = ReadmeSection.end(17) + ReadmeSection.begin(17);
        assertThat(ReadmeSection.update(reversed, 17, header(), ROWS, "d", Map.of())).isEqualTo(reversed);
    }

    @Test
    void theJdkFeatureVersionComesFromTheRuntimeVersion() {
        assertThat(new Machine("cpu", 2, "Debian 17.0.15+6-Debian-1deb12u1 (OpenJDK 64-Bit Server VM)")
                .jdkFeature()).isEqualTo(17);
        assertThat(new Machine("cpu", 2, "Eclipse Adoptium 25.0.3+9-LTS (OpenJDK 64-Bit Server VM)").jdkFeature())
                .isEqualTo(25);
        assertThat(new Machine("cpu", 2, "Oracle Corporation 21+35 (Java HotSpot(TM) 64-Bit Server VM)")
                .jdkFeature()).isEqualTo(21);
    }
}
