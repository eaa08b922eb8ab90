package io.yas.bench.report;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.yas.bench.report.Rows.roundTrip;
import static org.assertj.core.api.Assertions.assertThat;

class MarkdownReportTest {
    @Test
    void padsColumnsAndAlignsNumbersRight() {
        String table = MarkdownReport.table(List.of("peer", "time"), Set.of(1),
                List.of(List.of("yas", "1.00 µs"), List.of("fastjson2", "12 ns")));

        assertThat(table).isEqualTo("""
                | peer      |    time |
                | --------- | ------: |
                | yas       | 1.00 µs |
                | fastjson2 |   12 ns |
                """);
    }

    @Test
    void formatsThreeSignificantDigitsWithUnits() {
        assertThat(MarkdownReport.time(85.34)).isEqualTo("85.3 ns");
        assertThat(MarkdownReport.time(1234)).isEqualTo("1.23 µs");
        assertThat(MarkdownReport.time(456_700_000)).isEqualTo("457 ms");
        assertThat(MarkdownReport.time(2.5e9)).isEqualTo("2.50 s");
        assertThat(MarkdownReport.count(12_345_678)).isEqualTo("12.3 M");
        assertThat(MarkdownReport.count(999)).isEqualTo("999");
        assertThat(MarkdownReport.ratio(1.0 / 3)).isEqualTo("0.33×");
    }

    @Test
    void workloadTableSortsEachGroupFastestFirstAndRatesRowsAgainstTheBestPeer() {
        List<Row> rows = List.of(roundTrip("L1", "kryo", 200), roundTrip("L1", "yas", 100),
                new Row("Customer", "L1", "copy", "roundTrip", 50, Double.NaN, Double.NaN, -1));

        assertThat(MarkdownReport.workloadTable(rows)).isEqualTo("""
                | payload | op        | peer    | time/op |   ± |  ops/s | size (B) | alloc (B/op) | vs best peer |
                | ------- | --------- | ------- | ------: | --: | -----: | -------: | -----------: | -----------: |
                | L1      | roundTrip | copy    | 50.0 ns |     | 20.0 M |          |              |        4.00× |
                | L1      | roundTrip | **yas** |  100 ns | 1 % | 10.0 M |      100 |           64 |        2.00× |
                | L1      | roundTrip | kryo    |  200 ns | 1 % | 5.00 M |      100 |           64 |        1.00× |
                """);
    }

    @Test
    void testDataClassTablesHaveMegabytesPerSecond() {
        Row row = new Row("TestDataClass", "numeric-heavy-1k", "yas", "roundTrip", 1000, 1, 0, 8000);

        String table = MarkdownReport.workloadTable(List.of(row));

        assertThat(table.lines().findFirst().orElseThrow()).contains("| MB/s |");
        assertThat(table).contains("| 8000 |").contains("|    8,000 |");
    }

    @Test
    void numbersTablesRateEveryRowAgainstJackson() {
        List<Row> rows = List.of(Rows.row("Numbers", "int1", "protobuf", "encode", 20),
                Rows.row("Numbers", "int1", "jackson", "encode", 100));

        String table = MarkdownReport.workloadTable(rows);

        assertThat(table.lines().findFirst().orElseThrow()).endsWith("| vs jackson |");
        assertThat(table).contains("|      5.00× |").contains("|      1.00× |");
    }

    @Test
    void summaryNamesTheBestPeerAndTheBestJsonPeerWithRatios() {
        List<Row> rows = List.of(roundTrip("L1", "yas", 100), roundTrip("L1", "fory", 80),
                roundTrip("L1", "yasJson", 400), roundTrip("L1", "jackson", 600), roundTrip("L2", "kryo", 1));

        String summary = MarkdownReport.summary(rows);

        assertThat(summary).contains("| Customer | L1      | roundTrip | 100 ns | fory 80.0 ns |       0.80× |  400 ns "
                + "| jackson 600 ns |                1.50× |");
        assertThat(summary).doesNotContain("L2");
        assertThat(summary).as("says that its YaS rows decode in place, the peers' not")
                .contains("`yas` and `yasJson` decode in place", "`yasNew` and `yasJsonNew`");
    }

    @Test
    void documentHasTheMachineTableChartsAndPublishedWorkloadsFirst() {
        Map<String, String> header = new LinkedHashMap<>();
        header.put("CPU", "AMD EPYC, 2 cores");
        header.put("JDK", "Eclipse Adoptium 25");
        List<Row> rows = List.of(Rows.row("Zeta", "-", "a", "-", 1), roundTrip("L1", "yas", 2),
                Rows.row("TestDataClass", "string-heavy", "yas", "roundTrip", 3));

        String md = MarkdownReport.document(header, rows, Map.of("Customer", List.of("Customer-roundTrip.png")));

        assertThat(md).startsWith("# YaS benchmark results").contains("- **CPU**: AMD EPYC, 2 cores\n")
                .contains("![Customer-roundTrip.png](Customer-roundTrip.png)");
        assertThat(md.indexOf("## TestDataClass")).isLessThan(md.indexOf("## Customer"));
        assertThat(md.indexOf("## Customer")).isLessThan(md.indexOf("## Zeta"));
    }
}
