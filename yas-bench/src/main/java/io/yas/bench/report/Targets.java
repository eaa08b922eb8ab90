package io.yas.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The performance targets of the generated-codecs issue, checked against the measured rows, so the README's list of
 * met and missed targets comes from the tool: per workload × payload × operation, a YaS row against the peers a
 * target names, as a speed ratio (their best time ÷ YaS's time; ≥ 1 means YaS is ahead). The YaS row is the one that
 * decodes into a new instance ({@code yasNew}, {@code yasJsonNew}), as the issue reads its targets and as every peer
 * decodes, unless a target says in place ({@code yas}: the numeric payloads' "in place" and copy-ceiling targets, the
 * allocation targets, the DataSet's).
 * <ul>
 * <li>Numbers int10, double10: ≥ 1.0× Fory (its schema-consistent mode, {@code fory}); int1, double1: ≥ 0.5×
 *     protobuf-java;</li>
 * <li>ComplexTestClass, Customer: ≥ 1.0× Fory COMPATIBLE, ≥ 0.6× Fory, ≥ 1.5× Kryo (its faster variant);</li>
 * <li>TestDataClass string-heavy: ≥ 1.0× Fory COMPATIBLE, ≥ 0.8× Fory;</li>
 * <li>TestDataClass numeric: in place ({@code yas}) ≥ 2× Fory and ≥ 50 % of the memory-copy ceiling; numeric-10k
 *     into a new instance ({@code yasNew}) ≥ 1.0× Fory;</li>
 * <li>DataSet (a chart-fx DoubleErrorDataSet, its own issue): ≥ 50 % of the copy ceiling;</li>
 * <li>every workload: YaS JSON ({@code yasJsonNew}) ≥ 1.0× Jackson databind and ≥ 0.7× fastjson2;</li>
 * <li>allocation in the steady state: YaS encode 0 B/op, the in-place round trip of numeric payloads 0 B/op.</li>
 * </ul>
 */
final class Targets {
    private static final Set<String> KRYO = Set.of("kryo", "kryoUnsafe");

    private Targets() {
    }

    /** @return the markdown table of every target × group that has the rows to check it */
    static String table(List<Row> rows) {
        List<List<String>> body = new ArrayList<>();
        for (List<Row> group : Comparison.groups(MarkdownReport.ordered(rows))) {
            Row first = group.get(0);
            String workload = first.workload();
            String payload = first.payload();
            if (workload.equals("Numbers")) {
                if (payload.endsWith("10")) {
                    check(group, Row.YAS_NEW, "≥ 1.0× Fory", peer("fory"), 1, body);
                } else {
                    check(group, Row.YAS_NEW, "≥ 0.5× protobuf", peer("protobuf"), 0.5, body);
                }
            } else if (workload.equals("ComplexTestClass") || workload.equals("Customer")) {
                check(group, Row.YAS_NEW, "≥ 1.0× Fory COMPATIBLE", peer("foryCompatible"), 1, body);
                check(group, Row.YAS_NEW, "≥ 0.6× Fory", peer("fory"), 0.6, body);
                check(group, Row.YAS_NEW, "≥ 1.5× Kryo", r -> KRYO.contains(r.peer()), 1.5, body);
            } else if (workload.equals(Row.MB_WORKLOAD) && payload.equals("string-heavy")) {
                check(group, Row.YAS_NEW, "≥ 1.0× Fory COMPATIBLE", peer("foryCompatible"), 1, body);
                check(group, Row.YAS_NEW, "≥ 0.8× Fory", peer("fory"), 0.8, body);
            } else if (workload.equals(Row.MB_WORKLOAD) && payload.startsWith("numeric")) {
                check(group, Row.YAS, "in place ≥ 2× Fory", peer("fory"), 2, body);
                check(group, Row.YAS, "≥ 50 % of the copy ceiling", peer(Row.COPY), 0.5, body);
                if (payload.equals("numeric-10k")) {
                    check(group, Row.YAS_NEW, "new instance ≥ 1.0× Fory", peer("fory"), 1, body);
                }
                noAllocation(group, "in-place round trip 0 B/op", body);
            } else if (workload.equals("DataSet")) {
                check(group, Row.YAS, "≥ 50 % of the copy ceiling", peer(Row.COPY), 0.5, body);
            }
            if (first.op().equals("encode") && !workload.equals("DataSet")) {
                noAllocation(group, "encode 0 B/op", body);
            }
            check(group, Row.YAS_JSON_NEW, "YaS JSON ≥ 1.0× Jackson", peer("jackson"), 1, body);
            check(group, Row.YAS_JSON_NEW, "YaS JSON ≥ 0.7× fastjson2", peer("fastjson2"), 0.7, body);
        }
        if (body.isEmpty()) {
            return "No measured group has the rows a target needs.\n";
        }
        return MarkdownReport.table(List.of("workload", "payload", "op", "target", "YaS", "against", "speed ratio",
                "met"), Set.of(4, 6), body);
    }

    private static Predicate<Row> peer(String name) {
        return r -> r.peer().equals(name);
    }

    /** Adds one line: {@code subject} against the fastest row {@code against} selects, if both exist. */
    private static void check(List<Row> group, String subject, String target, Predicate<Row> against, double needed,
            List<List<String>> body) {
        Optional<Row> yas = group.stream().filter(peer(subject)).findFirst();
        Optional<Row> best = group.stream().filter(against).min(Comparator.comparingDouble(Row::nsPerOp));
        if (yas.isEmpty() || best.isEmpty()) {
            return;
        }
        Comparison c = new Comparison(yas.get(), best.get());
        Row first = group.get(0);
        body.add(List.of(first.workload(), first.payload(), first.op(), target,
                subject + " " + MarkdownReport.time(yas.get().nsPerOp()),
                best.get().peer() + " " + MarkdownReport.time(best.get().nsPerOp()),
                String.format(Locale.ROOT, "%.2f×", c.speedRatio()), c.speedRatio() >= needed ? "yes" : "**no**"));
    }

    /**
     * What JMH's {@code -prof gc} counts per second besides the benchmark: it sums the allocation of every thread, and
     * its own threads allocate a few kB a second (0.003 MB/s measured here in a benchmark that allocates nothing, the
     * same for an operation of 20 µs and one of 5 ms).
     */
    static final double BACKGROUND_BYTES_PER_SECOND = 16_000;

    /**
     * Adds one line: YaS's allocation per operation, met when below one byte (JMH's figure is an average over the
     * iteration, so an allocation-free path reads as a fraction of a byte), or, for an operation of milliseconds,
     * below what the {@link #BACKGROUND_BYTES_PER_SECOND background} adds to an operation that long.
     */
    private static void noAllocation(List<Row> group, String target, List<List<String>> body) {
        Optional<Row> yas = group.stream().filter(peer(Row.YAS)).findFirst();
        if (yas.isEmpty() || Double.isNaN(yas.get().allocBytesPerOp())) {
            return;
        }
        Row first = group.get(0);
        double bytes = yas.get().allocBytesPerOp();
        body.add(List.of(first.workload(), first.payload(), first.op(), target,
                String.format(Locale.ROOT, "%.0f B/op", bytes), "–", "–", bytes < allocationFloor(yas.get().nsPerOp())
                        ? "yes" : "**no**"));
    }

    /** {@return the bytes per operation below which an operation of {@code nsPerOp} allocates nothing of its own} */
    static double allocationFloor(double nsPerOp) {
        return Math.max(1, BACKGROUND_BYTES_PER_SECOND * nsPerOp / 1e9);
    }
}
