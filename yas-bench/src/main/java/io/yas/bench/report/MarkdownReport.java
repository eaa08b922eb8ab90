package io.yas.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Renders measured rows as markdown: the machine and settings, a YaS-against-the-best-peer summary, and one table
 * per workload. Columns are padded so the same text reads well on a terminal. Stateless.
 */
final class MarkdownReport {
    private static final List<String> WORKLOAD_ORDER = List.of("TestDataClass", "ComplexTestClass", "Customer",
            "Numbers");
    private static final List<String> OP_ORDER = List.of("roundTrip", "encode", "decode");
    /** The workload published as ratios to Jackson databind (the "is protobuf 5× faster than JSON" study). */
    private static final String VS_JACKSON_WORKLOAD = "Numbers";

    private MarkdownReport() {
    }

    /**
     * @param header the machine and settings, label → value, one bullet each
     * @param charts chart file names (relative to the document) per workload
     * @return the whole {@code results.md}
     */
    static String document(Map<String, String> header, List<Row> rows, Map<String, List<String>> charts) {
        StringBuilder md = new StringBuilder("# YaS benchmark results\n\n")
                .append("Written by `./yas bench`; numbers are never edited by hand.\n\n");
        header.forEach((label, value) -> md.append("- **").append(label).append("**: ").append(value).append('\n'));
        md.append('\n').append(LEGEND).append('\n');
        md.append(summary(rows));
        md.append("\n## Targets\n\n").append(Targets.table(rows));
        for (String workload : workloads(rows)) {
            md.append("\n## ").append(workload).append("\n\n");
            for (String chart : charts.getOrDefault(workload, List.of())) {
                md.append("![").append(chart).append("](").append(chart).append(")\n\n");
            }
            md.append(workloadTable(rows(rows, workload)));
        }
        return md.toString();
    }

    static final String LEGEND = """
            *time/op*: JMH average time per operation (± the 99.9 % confidence half-width where JMH has enough \
            samples). *roundTrip* encodes and decodes once. *size*: encoded bytes of the payload in that peer's \
            format. *alloc*: bytes allocated per operation (JMH `-prof gc`). *MB/s* (TestDataClass only): encoded \
            bytes ÷ time per operation, bytes counted once, MB = 10⁶ B. *vs best peer*: the fastest competing \
            peer's time ÷ this row's time — above 1.00× is faster than every peer (YaS variants and the `copy` \
            ceiling are not peers). *vs jackson* (Numbers only): Jackson databind's time ÷ this row's time.
            """;

    /** @return the console/markdown text of the summary and every workload table, without charts */
    static String tables(List<Row> rows) {
        StringBuilder out = new StringBuilder(summary(rows));
        for (String workload : workloads(rows)) {
            out.append("\n## ").append(workload).append("\n\n").append(workloadTable(rows(rows, workload)));
        }
        return out.toString();
    }

    /** Says what the summary's YaS rows decode into, which the peers' do not. */
    static final String IN_PLACE = "`yas` and `yasJson` decode in place, into one instance read again and again; the "
            + "peers decode into a new instance each time, as `yasNew` and `yasJsonNew` do (the rows the Targets "
            + "table reads, but where a target says in place).\n\n";

    /** @return YaS and YaS JSON against the best (JSON) peer per workload × payload × operation */
    static String summary(List<Row> rows) {
        List<List<String>> body = new ArrayList<>();
        for (List<Row> group : Comparison.groups(ordered(rows))) {
            var yas = Comparison.yasVsBestPeer(group);
            var json = Comparison.yasJsonVsBestJson(group);
            if (yas.isEmpty() && json.isEmpty()) {
                continue;
            }
            Row first = group.get(0);
            List<String> line = new ArrayList<>(List.of(first.workload(), first.payload(), first.op()));
            yas.ifPresentOrElse(c -> line.addAll(comparisonCells(c)), () -> line.addAll(List.of("", "", "")));
            json.ifPresentOrElse(c -> line.addAll(comparisonCells(c)), () -> line.addAll(List.of("", "", "")));
            body.add(line);
        }
        if (body.isEmpty()) {
            return "## YaS against the best peer\n\nNo group has both a `yas` row and a peer row.\n";
        }
        List<String> header = List.of("workload", "payload", "op", "yas", "best peer", "yas vs best", "yasJson",
                "best JSON peer", "yasJson vs best JSON");
        return "## YaS against the best peer\n\n" + IN_PLACE + table(header, Set.of(3, 4, 5, 6, 7, 8), body);
    }

    private static List<String> comparisonCells(Comparison c) {
        return List.of(time(c.subject().nsPerOp()), c.best().peer() + " " + time(c.best().nsPerOp()),
                ratio(c.speedRatio()));
    }

    /** @return the table of one workload's rows: grouped by payload and operation, fastest first */
    static String workloadTable(List<Row> rows) {
        boolean mb = rows.stream().anyMatch(r -> !Double.isNaN(r.megabytesPerSecond()));
        List<String> header = new ArrayList<>(List.of("payload", "op", "peer", "time/op", "±", "ops/s"));
        if (mb) {
            header.add("MB/s");
        }
        header.addAll(List.of("size (B)", "alloc (B/op)", "vs best peer"));
        boolean vsJackson = rows.stream().anyMatch(r -> r.workload().equals(VS_JACKSON_WORKLOAD));
        if (vsJackson) {
            header.add("vs jackson");
        }
        List<List<String>> body = new ArrayList<>();
        for (List<Row> group : Comparison.groups(ordered(rows))) {
            double best = Comparison.bestPeer(group).map(Row::nsPerOp).orElse(Double.NaN);
            double jackson = group.stream().filter(r -> r.peer().equals("jackson")).mapToDouble(Row::nsPerOp)
                    .findFirst().orElse(Double.NaN);
            for (Row r : group) {
                String peer = r.isYasVariant() ? "**" + r.peer() + "**" : r.peer();
                List<String> line = new ArrayList<>(List.of(r.payload(), r.op(), peer, time(r.nsPerOp()),
                        percent(r.nsError() / r.nsPerOp()), count(r.opsPerSecond())));
                if (mb) {
                    line.add(Double.isNaN(r.megabytesPerSecond()) ? "" : number(r.megabytesPerSecond()));
                }
                line.addAll(List.of(r.encodedBytes() < 0 ? "" : String.format(Locale.ROOT, "%,d", r.encodedBytes()),
                        Double.isNaN(r.allocBytesPerOp()) ? "" : String.format(Locale.ROOT, "%,.0f", r.allocBytesPerOp()),
                        Double.isNaN(best) ? "" : ratio(best / r.nsPerOp())));
                if (vsJackson) {
                    line.add(Double.isNaN(jackson) ? "" : ratio(jackson / r.nsPerOp()));
                }
                body.add(line);
            }
        }
        Set<Integer> right = new LinkedHashSet<>();
        for (int i = 3; i < header.size(); i++) {
            right.add(i);
        }
        return table(header, right, body);
    }

    /** @return the workloads present, the four published ones first, then the rest in order of appearance */
    static List<String> workloads(List<Row> rows) {
        Set<String> names = new LinkedHashSet<>();
        WORKLOAD_ORDER.stream().filter(w -> rows.stream().anyMatch(r -> r.workload().equals(w))).forEach(names::add);
        rows.forEach(r -> names.add(r.workload()));
        return List.copyOf(names);
    }

    static List<Row> rows(List<Row> rows, String workload) {
        return rows.stream().filter(r -> r.workload().equals(workload)).toList();
    }

    /**
     * @return the rows by workload, then payload (order of appearance), then operation (roundTrip, encode,
     *         decode, others), then time
     */
    static List<Row> ordered(List<Row> rows) {
        List<String> workloads = workloads(rows);
        List<String> payloads = rows.stream().map(Row::payload).distinct().toList();
        Comparator<Row> order = Comparator.<Row>comparingInt(r -> workloads.indexOf(r.workload()))
                .thenComparingInt(r -> payloads.indexOf(r.payload()))
                .thenComparingInt(r -> OP_ORDER.contains(r.op()) ? OP_ORDER.indexOf(r.op()) : OP_ORDER.size())
                .thenComparing(Row::op)
                .thenComparingDouble(Row::nsPerOp);
        return rows.stream().sorted(order).toList();
    }

    /**
     * @param rightAligned indices of the columns to align right (numbers)
     * @return a markdown table whose columns are padded to equal width
     */
    static String table(List<String> header, Set<Integer> rightAligned, List<List<String>> body) {
        int[] width = new int[header.size()];
        for (List<String> line : concat(header, body)) {
            for (int i = 0; i < width.length; i++) {
                width[i] = Math.max(Math.max(width[i], 3), line.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        appendLine(out, header, width, rightAligned);
        List<String> rule = new ArrayList<>();
        for (int i = 0; i < width.length; i++) {
            rule.add(rightAligned.contains(i) ? "-".repeat(width[i] - 1) + ":" : "-".repeat(width[i]));
        }
        appendLine(out, rule, width, Set.of());
        body.forEach(line -> appendLine(out, line, width, rightAligned));
        return out.toString();
    }

    private static List<List<String>> concat(List<String> header, List<List<String>> body) {
        List<List<String>> all = new ArrayList<>(body);
        all.add(header);
        return all;
    }

    private static void appendLine(StringBuilder out, List<String> cells, int[] width, Set<Integer> right) {
        out.append('|');
        for (int i = 0; i < width.length; i++) {
            String pad = " ".repeat(width[i] - cells.get(i).length());
            out.append(' ').append(right.contains(i) ? pad + cells.get(i) : cells.get(i) + pad).append(" |");
        }
        out.append('\n');
    }

    /** @return a duration given in nanoseconds, with three significant digits and the fitting unit */
    static String time(double ns) {
        if (ns < 1e3) {
            return number(ns) + " ns";
        } else if (ns < 1e6) {
            return number(ns / 1e3) + " µs";
        } else if (ns < 1e9) {
            return number(ns / 1e6) + " ms";
        }
        return number(ns / 1e9) + " s";
    }

    /** @return a count per second with k/M/G suffixes and three significant digits */
    static String count(double perSecond) {
        if (perSecond >= 1e9) {
            return number(perSecond / 1e9) + " G";
        } else if (perSecond >= 1e6) {
            return number(perSecond / 1e6) + " M";
        } else if (perSecond >= 1e3) {
            return number(perSecond / 1e3) + " k";
        }
        return number(perSecond);
    }

    /** @return {@code value} with three significant digits (no exponent), e.g. 1.23, 12.3, 123, 1234 */
    static String number(double value) {
        double magnitude = Math.abs(value);
        String pattern = magnitude >= 100 || magnitude == 0 ? "%.0f" : magnitude >= 10 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, pattern, value);
    }

    /** @return a ratio such as {@code 1.25×} */
    static String ratio(double ratio) {
        return String.format(Locale.ROOT, "%.2f×", ratio);
    }

    private static String percent(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "%.0f %%", 100 * fraction) : "";
    }
}
