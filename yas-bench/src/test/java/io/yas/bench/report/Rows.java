package io.yas.bench.report;

/** Hand-made rows for the report tests. */
final class Rows {
    private Rows() {
    }

    static Row row(String workload, String payload, String peer, String op, double ns) {
        return new Row(workload, payload, peer, op, ns, ns / 100, 64, 100);
    }

    static Row roundTrip(String payload, String peer, double ns) {
        return row("Customer", payload, peer, "roundTrip", ns);
    }
}
