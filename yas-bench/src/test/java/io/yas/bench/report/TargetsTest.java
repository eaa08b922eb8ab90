package io.yas.bench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static io.yas.bench.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;

class TargetsTest {
    @Test
    void numericPayloadsNeedTwiceForyInPlaceHalfTheCeilingAndForyIntoANewInstance() {
        String table = Targets.table(List.of(row("TestDataClass", "numeric-10k", "yas", "roundTrip", 2000),
                row("TestDataClass", "numeric-10k", "yasNew", "roundTrip", 6000),
                row("TestDataClass", "numeric-10k", "fory", "roundTrip", 5000),
                row("TestDataClass", "numeric-10k", "copy", "roundTrip", 1500)));

        assertThat(table).contains("| in place ≥ 2× Fory", "fory 5.00 µs", "2.50×", "yes")
                .contains("≥ 50 % of the copy ceiling", "copy 1.50 µs", "0.75×")
                .contains("new instance ≥ 1.0× Fory", "0.83×", "**no**")
                .contains("in-place round trip 0 B/op", "64 B/op");
    }

    @Test
    void objectWorkloadsNeedForyCompatibleMostOfForyAndOneAndAHalfKryo() {
        String table = Targets.table(List.of(row("Customer", "L1", "yasNew", "decode", 1000),
                row("Customer", "L1", "kryo", "decode", 800), row("Customer", "L1", "kryoUnsafe", "decode", 900),
                row("Customer", "L1", "fory", "decode", 250), row("Customer", "L1", "foryCompatible", "decode", 300),
                row("Customer", "L1", "yasJsonNew", "decode", 3000), row("Customer", "L1", "jackson", "decode", 4000),
                row("Customer", "L1", "fastjson2", "decode", 2000)));

        assertThat(table).contains("≥ 1.0× Fory COMPATIBLE", "foryCompatible 300 ns", "0.30×")
                .contains("≥ 0.6× Fory", "fory 250 ns", "0.25×")
                .contains("≥ 1.5× Kryo", "kryo 800 ns", "0.80×")
                .contains("YaS JSON ≥ 1.0× Jackson", "jackson 4.00 µs", "1.33×")
                .contains("YaS JSON ≥ 0.7× fastjson2", "fastjson2 2.00 µs", "0.67×")
                .doesNotContain("0 B/op");
    }

    @Test
    void encodeAllocatesNothingAndSmallNumbersAreComparedWithProtobuf() {
        String table = Targets.table(List.of(new Row("Numbers", "int1", "yas", "encode", 40, 1, 0.002, 30),
                row("Numbers", "int1", "yasNew", "encode", 40), row("Numbers", "int1", "protobuf", "encode", 10)));

        assertThat(table).contains("≥ 0.5× protobuf", "protobuf 10.0 ns", "0.25×", "**no**")
                .contains("| encode 0 B/op", "0 B/op", "yes");
    }

    @Test
    void anOperationOfMillisecondsMayShowJmhsBackgroundAllocationButNoMore() {
        assertThat(Targets.allocationFloor(40)).isEqualTo(1);
        assertThat(Targets.allocationFloor(3_370_000)).isEqualTo(53.92, org.assertj.core.data.Offset.offset(1e-9));
        String met = Targets.table(List.of(new Row("Customer", "L3", "yas", "encode", 3_370_000, 1, 40, 30)));
        String missed = Targets.table(List.of(new Row("Customer", "L3", "yas", "encode", 3_370_000, 1, 60, 30)));
        String shortOp = Targets.table(List.of(new Row("Customer", "L1", "yas", "encode", 400, 1, 1.5, 30)));

        assertThat(met).contains("| encode 0 B/op", "40 B/op", "yes");
        assertThat(missed).contains("60 B/op", "**no**");
        assertThat(shortOp).contains("2 B/op", "**no**");
    }

    @Test
    void theDataSetNeedsHalfTheCeilingAndNoPeerLead() {
        String table = Targets.table(List.of(row("DataSet", "100000", "yas", "decode", 300),
                row("DataSet", "100000", "copy", "decode", 100)));

        assertThat(table).contains("≥ 50 % of the copy ceiling", "copy 100 ns", "0.33×", "**no**")
                .doesNotContain("Kryo");
    }

    @Test
    void targetsThatDoNotSayInPlaceAreCheckedOnTheRowsThatDecodeIntoANewInstance() {
        String table = Targets.table(List.of(row("Customer", "L2", "yas", "decode", 500),
                row("Customer", "L2", "yasNew", "decode", 2000), row("Customer", "L2", "fory", "decode", 1000),
                row("Customer", "L2", "yasJson", "decode", 1000), row("Customer", "L2", "yasJsonNew", "decode", 4000),
                row("Customer", "L2", "jackson", "decode", 2000)));

        assertThat(table).contains(" yasNew 2.00 µs", "fory 1.00 µs", "0.50×")
                .contains(" yasJsonNew 4.00 µs", "jackson 2.00 µs")
                .doesNotContain(" yas 500 ns", " yasJson 1.00 µs", "| yes");
        assertThat(Targets.table(List.of(row("Customer", "L2", "yas", "decode", 500),
                row("Customer", "L2", "fory", "decode", 1000))))
                .isEqualTo("No measured group has the rows a target needs.\n");
    }

    @Test
    void groupsWithoutTheRowsATargetNeedsAreLeftOut() {
        assertThat(Targets.table(List.of(row("Numbers", "int1", "fory", "decode", 30))))
                .isEqualTo("No measured group has the rows a target needs.\n");
    }

    /**
     * Each target's threshold at its boundary: the speed ratio (the other row's time ÷ the subject's) exactly at the
     * threshold meets it, a hair below misses it, even where both print the same rounded ratio.
     */
    @ParameterizedTest(name = "{0} {1} {3}: {2} {5} ns against {4} {6} ns -> {7}")
    @CsvSource(delimiter = '|', value = {
        "Numbers | int10 | yasNew | ≥ 1.0× Fory | fory | 1000 | 1000 | yes",
        "Numbers | int10 | yasNew | ≥ 1.0× Fory | fory | 1000 | 999 | **no**",
        "Numbers | double1 | yasNew | ≥ 0.5× protobuf | protobuf | 2000 | 1000 | yes",
        "Numbers | double1 | yasNew | ≥ 0.5× protobuf | protobuf | 2001 | 1000 | **no**",
        "ComplexTestClass | default | yasNew | ≥ 1.0× Fory COMPATIBLE | foryCompatible | 1000 | 1000 | yes",
        "ComplexTestClass | default | yasNew | ≥ 1.0× Fory COMPATIBLE | foryCompatible | 1000 | 999 | **no**",
        "Customer | L3 | yasNew | ≥ 0.6× Fory | fory | 1000 | 600 | yes",
        "Customer | L3 | yasNew | ≥ 0.6× Fory | fory | 1000 | 599 | **no**",
        "Customer | L3 | yasNew | ≥ 1.5× Kryo | kryoUnsafe | 1000 | 1500 | yes",
        "Customer | L3 | yasNew | ≥ 1.5× Kryo | kryo | 1000 | 1499 | **no**",
        "TestDataClass | string-heavy | yasNew | ≥ 0.8× Fory | fory | 1000 | 800 | yes",
        "TestDataClass | string-heavy | yasNew | ≥ 0.8× Fory | fory | 1000 | 799 | **no**",
        "TestDataClass | numeric-1k | yas | in place ≥ 2× Fory | fory | 1000 | 2000 | yes",
        "TestDataClass | numeric-1k | yas | in place ≥ 2× Fory | fory | 1000 | 1999 | **no**",
        "TestDataClass | numeric-1k | yas | ≥ 50 % of the copy ceiling | copy | 2000 | 1000 | yes",
        "TestDataClass | numeric-1k | yas | ≥ 50 % of the copy ceiling | copy | 2001 | 1000 | **no**",
        "TestDataClass | numeric-10k | yasNew | new instance ≥ 1.0× Fory | fory | 1000 | 1000 | yes",
        "TestDataClass | numeric-10k | yasNew | new instance ≥ 1.0× Fory | fory | 1000 | 999 | **no**",
        "DataSet | 100000 | yas | ≥ 50 % of the copy ceiling | copy | 2000 | 1000 | yes",
        "DataSet | 100000 | yas | ≥ 50 % of the copy ceiling | copy | 2001 | 1000 | **no**",
        "Customer | L3 | yasJsonNew | YaS JSON ≥ 1.0× Jackson | jackson | 1000 | 1000 | yes",
        "Customer | L3 | yasJsonNew | YaS JSON ≥ 1.0× Jackson | jackson | 1000 | 999 | **no**",
        "Numbers | int1 | yasJsonNew | YaS JSON ≥ 0.7× fastjson2 | fastjson2 | 1000 | 700 | yes",
        "Numbers | int1 | yasJsonNew | YaS JSON ≥ 0.7× fastjson2 | fastjson2 | 1000 | 699 | **no**"})
    void everyThresholdIsMetExactlyAtItsRatio(String workload, String payload, String subject, String target,
            String against, double subjectNs, double againstNs, String met) {
        String table = Targets.table(List.of(row(workload, payload, subject, "decode", subjectNs),
                row(workload, payload, against, "decode", againstNs)));
        List<String[]> line = table.lines().map(l -> l.split("\\|")).filter(c -> c.length > 4 && c[4].strip()
                .equals(target)).toList();
        assertThat(line).as(table).hasSize(1);
        String[] cells = line.get(0);
        assertThat(cells[cells.length - 1].strip()).as(table).isEqualTo(met);
    }
}
