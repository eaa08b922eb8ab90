package io.yas.bench.report;

import io.yas.bench.EncodedSizes.EncodedSize;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One measured benchmark × parameter combination, in the units the report uses.
 *
 * @param workload        the benchmark class's simple name without {@code Benchmark}, e.g. {@code "Customer"}
 * @param payload         the {@code payload} parameter, or the other parameters joined with {@code ","}, or
 *                        {@code "-"} when the benchmark has none
 * @param peer            the {@code peer} parameter, or the method name for benchmarks without one
 * @param op              the method name ({@code roundTrip}, {@code encode}, {@code decode}), or {@code "-"} for
 *                        benchmarks without a {@code peer} parameter (there the method is the peer)
 * @param nsPerOp         average time per operation in nanoseconds
 * @param nsError         the 99.9 % confidence half-width in nanoseconds; NaN when JMH had too few samples
 * @param allocBytesPerOp bytes allocated per operation ({@code -prof gc}); NaN when not measured
 * @param encodedBytes    encoded size of the payload in this peer's format in bytes; -1 when unknown
 */
record Row(String workload, String payload, String peer, String op, double nsPerOp, double nsError,
           double allocBytesPerOp, int encodedBytes) {
    /** The peer id of YaS in its default (POJO) configuration, decoding in place. */
    static final String YAS = "yas";
    /** YaS decoding into a new instance per call. */
    static final String YAS_NEW = "yasNew";
    /** The peer id of YaS's JSON protocol, decoding in place. */
    static final String YAS_JSON = "yasJson";
    /** YaS's JSON protocol decoding into a new instance per call. */
    static final String YAS_JSON_NEW = "yasJsonNew";
    /** The memory-copy ceiling; never a competitor. */
    static final String COPY = "copy";
    static final Set<String> JSON_PEERS = Set.of("jackson", "dslJson", "fastjson2");
    /** The only workload whose published figure is MB/s. */
    static final String MB_WORKLOAD = "TestDataClass";

    /**
     * Builds a row from one JMH result.
     *
     * @param benchmark the JMH benchmark name, {@code package.ClassBenchmark.method}
     * @param params    the benchmark's {@code @Param} values, in declaration order
     * @param sizes     encoded sizes to look the row's size up in
     */
    static Row of(String benchmark, Map<String, String> params, double nsPerOp, double nsError,
                  double allocBytesPerOp, List<EncodedSize> sizes) {
        int dot = benchmark.lastIndexOf('.');
        String method = benchmark.substring(dot + 1);
        String className = benchmark.substring(benchmark.lastIndexOf('.', dot - 1) + 1, dot);
        String workload = className.endsWith("Benchmark")
                ? className.substring(0, className.length() - "Benchmark".length()) : className;
        String peer = params.getOrDefault("peer", method);
        String op = params.containsKey("peer") ? method : "-";
        String payload = params.get("payload");
        if (payload == null) {
            String others = String.join(",", params.entrySet().stream()
                    .filter(e -> !e.getKey().equals("peer")).map(Map.Entry::getValue).toList());
            payload = others.isEmpty() ? "-" : others;
        }
        int bytes = -1;
        for (EncodedSize s : sizes) {
            if (s.workload().equals(workload) && s.payload().equals(payload) && s.peer().equals(peer)) {
                bytes = s.bytes();
            }
        }
        return new Row(workload, payload, peer, op, nsPerOp, nsError, allocBytesPerOp, bytes);
    }

    /** @return operations per second */
    double opsPerSecond() {
        return 1e9 / nsPerOp;
    }

    /** @return encoded megabytes (10⁶ bytes) per second, counted once per operation; NaN outside TestDataClass */
    double megabytesPerSecond() {
        return workload.equals(MB_WORKLOAD) && encodedBytes > 0 ? encodedBytes * 1e3 / nsPerOp : Double.NaN;
    }

    /** @return whether this row competes with YaS: neither a YaS variant nor the copy ceiling */
    boolean isPeer() {
        return !peer.startsWith(YAS) && !peer.equals(COPY);
    }

    /** @return whether this row is one of YaS's own variants */
    boolean isYasVariant() {
        return peer.startsWith(YAS);
    }

    /** @return whether {@code other} measures the same workload, payload and operation */
    boolean sameGroup(Row other) {
        return workload.equals(other.workload) && payload.equals(other.payload) && op.equals(other.op);
    }
}
