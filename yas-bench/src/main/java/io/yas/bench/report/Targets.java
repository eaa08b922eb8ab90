package io.yas.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The performance targets of the benchmark issue, checked against the measured rows, so the README's list of met and
 * missed targets comes from the tool: per workload × payload × operation, YaS ({@code yas}) against the peers a
 * target names, as a speed ratio (their best time ÷ YaS's time; ≥ 1 means YaS is ahead).
 * <ul>
 * <li>numeric TestDataClass: YaS ahead of every peer, and at least half the speed of the copy ceiling;</li>
 * <li>DataSet (a chart-fx DoubleErrorDataSet): encode and decode at least half the speed of the copy ceiling;</li>
 * <li>string-heavy TestDataClass, ComplexTestClass, Customer: YaS ahead of Kryo, protobuf and every JSON library,
 *     with the gap to Fory stated;</li>
 * <li>every workload: YaS JSON ({@code yasJson}) ahead of Jackson databind.</li>
 * </ul>
 */
final class Targets {
    private static final Set<String> KRYO_PROTOBUF_JSON = Set.of("kryo", "kryoUnsafe", "protobuf", "jackson", "dslJson",
            "fastjson2");
    private static final Set<String> FORY = Set.of("fory", "foryCompatible");

    private Targets() {
    }

    /** @return the markdown table of every target × group that has the rows to check it */
    static String table(List<Row> rows) {
        List<List<String>> body = new ArrayList<>();
        for (List<Row> group : Comparison.groups(MarkdownReport.ordered(rows))) {
            Row first = group.get(0);
            boolean numeric = first.workload().equals(Row.MB_WORKLOAD) && first.payload().startsWith("numeric");
            if (numeric) {
                check(group, Row.YAS, "ahead of every peer", Row::isPeer, 1, body);
                check(group, Row.YAS, "≥ 50 % of the copy ceiling", r -> r.peer().equals(Row.COPY), 0.5, body);
            } else if (first.workload().equals("DataSet")) {
                check(group, Row.YAS, "≥ 50 % of the copy ceiling", r -> r.peer().equals(Row.COPY), 0.5, body);
            } else if (!first.workload().equals("Numbers") && !first.workload().equals("DoubleArray")) {
                check(group, Row.YAS, "ahead of Kryo, protobuf, JSON", r -> KRYO_PROTOBUF_JSON.contains(r.peer()), 1,
                        body);
                check(group, Row.YAS, "gap to Fory (stated)", r -> FORY.contains(r.peer()), Double.NaN, body);
            }
            check(group, Row.YAS_JSON, "YaS JSON ahead of Jackson", r -> r.peer().equals("jackson"), 1, body);
        }
        if (body.isEmpty()) {
            return "No measured group has the rows a target needs.\n";
        }
        return MarkdownReport.table(List.of("workload", "payload", "op", "target", "YaS", "against", "speed ratio",
                "met"), Set.of(4, 6), body);
    }

    /** Adds one line: {@code subject} against the fastest row {@code against} selects, if both exist. */
    private static void check(List<Row> group, String subject, String target, Predicate<Row> against, double needed,
            List<List<String>> body) {
        Optional<Row> yas = group.stream().filter(r -> r.peer().equals(subject)).findFirst();
        Optional<Row> best = group.stream().filter(against).min(java.util.Comparator.comparingDouble(Row::nsPerOp));
        if (yas.isEmpty() || best.isEmpty()) {
            return;
        }
        Comparison c = new Comparison(yas.get(), best.get());
        Row first = group.get(0);
        String met = Double.isNaN(needed) ? "–" : c.speedRatio() >= needed ? "yes" : "**no**";
        body.add(List.of(first.workload(), first.payload(), first.op(), target, MarkdownReport.time(yas.get().nsPerOp()),
                best.get().peer() + " " + MarkdownReport.time(best.get().nsPerOp()),
                String.format(Locale.ROOT, "%.2f×", c.speedRatio()), met));
    }
}
