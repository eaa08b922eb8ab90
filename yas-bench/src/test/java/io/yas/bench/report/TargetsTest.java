package io.yas.bench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static io.yas.bench.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;

class TargetsTest {
    @Test
    void numericPayloadsNeedTheLeadAndHalfTheCeiling() {
        String table = Targets.table(List.of(row("TestDataClass", "numeric-1k", "yas", "roundTrip", 2000),
                row("TestDataClass", "numeric-1k", "fory", "roundTrip", 5000),
                row("TestDataClass", "numeric-1k", "copy", "roundTrip", 1500)));

        assertThat(table).contains("| ahead of every peer", "fory 5.00 µs", "2.50×", "yes")
                .contains("≥ 50 % of the copy ceiling", "copy 1.50 µs", "0.75×");
        assertThat(table).doesNotContain("**no**");
    }

    @Test
    void objectWorkloadsNeedTheLeadOverKryoProtobufAndJsonAndStateTheForyGap() {
        String table = Targets.table(List.of(row("Customer", "L1", "yas", "decode", 1000),
                row("Customer", "L1", "kryo", "decode", 800), row("Customer", "L1", "fory", "decode", 250),
                row("Customer", "L1", "yasJson", "decode", 3000), row("Customer", "L1", "jackson", "decode", 4000)));

        assertThat(table).contains("ahead of Kryo, protobuf, JSON", "kryo 800 ns", "0.80×", "**no**")
                .contains("gap to Fory (stated)", "fory 250 ns", "0.25×", "| –")
                .contains("YaS JSON ahead of Jackson", "jackson 4.00 µs", "1.33×");
    }

    @Test
    void theDataSetNeedsHalfTheCeilingAndNoPeerLead() {
        String table = Targets.table(List.of(row("DataSet", "100000", "yas", "decode", 300),
                row("DataSet", "100000", "copy", "decode", 100)));

        assertThat(table).contains("≥ 50 % of the copy ceiling", "copy 100 ns", "0.33×", "**no**")
                .doesNotContain("ahead of Kryo");
    }

    @Test
    void groupsWithoutTheRowsATargetNeedsAreLeftOut() {
        assertThat(Targets.table(List.of(row("Numbers", "int1", "fory", "encode", 30))))
                .isEqualTo("No measured group has the rows a target needs.\n");
    }

    /**
     * Each target's threshold at its boundary: the speed ratio (the other row's time ÷ the subject's) exactly at the
     * threshold meets it, a hair below misses it, even where both print the same rounded ratio.
     */
    @ParameterizedTest(name = "{0} {1} {3}: {2} {5} ns against {4} {6} ns -> {7}")
    @CsvSource(delimiter = '|', value = {
        "TestDataClass | numeric-1k | yas     | ahead of every peer            | fory    | 1000 | 1000 | yes",
        "TestDataClass | numeric-1k | yas     | ahead of every peer            | fory    | 1000 |  999 | **no**",
        "TestDataClass | numeric-1k | yas     | ≥ 50 % of the copy ceiling     | copy    | 2000 | 1000 | yes",
        "TestDataClass | numeric-1k | yas     | ≥ 50 % of the copy ceiling     | copy    | 2001 | 1000 | **no**",
        "DataSet       | 100000     | yas     | ≥ 50 % of the copy ceiling     | copy    | 2000 | 1000 | yes",
        "DataSet       | 100000     | yas     | ≥ 50 % of the copy ceiling     | copy    | 2001 | 1000 | **no**",
        "Customer      | L3         | yas     | ahead of Kryo, protobuf, JSON  | kryo    | 1000 | 1000 | yes",
        "Customer      | L3         | yas     | ahead of Kryo, protobuf, JSON  | kryo    | 1000 |  999 | **no**",
        "Customer      | L3         | yas     | gap to Fory (stated)           | fory    | 1000 |    1 | –",
        "Customer      | L3         | yasJson | YaS JSON ahead of Jackson      | jackson | 1000 | 1000 | yes",
        "Customer      | L3         | yasJson | YaS JSON ahead of Jackson      | jackson | 1000 |  999 | **no**"})
    void everyThresholdIsMetExactlyAtItsRatio(String workload, String payload, String subject, String target,
            String against, double subjectNs, double againstNs, String met) {
        String table = Targets.table(List.of(row(workload, payload, subject, "decode", subjectNs),
                row(workload, payload, against, "decode", againstNs)));
        List<String> line = table.lines().filter(l -> l.contains("| " + target + " |")).toList();
        assertThat(line).as(table).hasSize(1);
        String[] cells = line.get(0).split("\\|");
        assertThat(cells[cells.length - 1].strip()).as(line.get(0)).isEqualTo(met);
    }
}
