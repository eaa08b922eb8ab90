package io.yas.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * YaS (or YaS JSON) against the fastest competing row of the same workload, payload and operation.
 *
 * @param subject the YaS row
 * @param best    the fastest row among the competitors
 */
record Comparison(Row subject, Row best) {
    /**
     * @return how many times faster the subject is than the best competitor (best time ÷ subject time): 1.25 means
     *         25 % faster, 0.5 means it takes twice as long
     */
    double speedRatio() {
        return best.nsPerOp() / subject.nsPerOp();
    }

    /** @return one row per workload × payload × operation group, in the order the groups first appear */
    static List<List<Row>> groups(List<Row> rows) {
        List<List<Row>> groups = new ArrayList<>();
        for (Row row : rows) {
            groups.stream().filter(g -> g.get(0).sameGroup(row)).findFirst()
                    .orElseGet(() -> {
                        List<Row> g = new ArrayList<>();
                        groups.add(g);
                        return g;
                    }).add(row);
        }
        return groups;
    }

    /** @return the fastest competing peer of the group (not a YaS variant, not the copy ceiling) */
    static Optional<Row> bestPeer(List<Row> group) {
        return fastest(group, Row::isPeer);
    }

    /** @return peer {@code yas} against the fastest competing peer, when both rows exist in the group */
    static Optional<Comparison> yasVsBestPeer(List<Row> group) {
        return compare(group, Row.YAS, Row::isPeer);
    }

    /** @return peer {@code yasJson} against the fastest JSON library, when both rows exist in the group */
    static Optional<Comparison> yasJsonVsBestJson(List<Row> group) {
        return compare(group, Row.YAS_JSON, r -> Row.JSON_PEERS.contains(r.peer()));
    }

    private static Optional<Comparison> compare(List<Row> group, String subject, Predicate<Row> competitor) {
        Optional<Row> yas = group.stream().filter(r -> r.peer().equals(subject)).findFirst();
        Optional<Row> best = fastest(group, competitor);
        return yas.isPresent() && best.isPresent() ? Optional.of(new Comparison(yas.get(), best.get()))
                : Optional.empty();
    }

    private static Optional<Row> fastest(List<Row> group, Predicate<Row> filter) {
        return group.stream().filter(filter).min(Comparator.comparingDouble(Row::nsPerOp));
    }
}
