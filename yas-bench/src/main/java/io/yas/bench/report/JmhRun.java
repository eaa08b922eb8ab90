package io.yas.bench.report;

import io.yas.bench.EncodedSizes.EncodedSize;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Runs JMH programmatically and turns its results into report rows. */
final class JmhRun {
    private JmhRun() {
    }

    /**
     * Counts the benchmark × parameter combinations the plan selects from this jar's benchmark list, each method
     * once whatever its modes (the plan fixes the mode).
     *
     * @param log receives JMH's messages about the list
     */
    static int combinations(RunPlan plan, OutputFormat log) {
        Set<String> seen = new TreeSet<>();
        int combinations = 0;
        for (BenchmarkListEntry entry : BenchmarkList.defaultList().find(log, plan.includes(), plan.excludes())) {
            if (seen.add(entry.getUsername())) {
                int product = 1;
                if (entry.getParams().hasValue()) {
                    for (String[] values : entry.getParams().get().values()) {
                        product *= values.length;
                    }
                }
                combinations += product;
            }
        }
        return combinations;
    }

    /**
     * Runs the plan's benchmarks in forked JVMs, writing JMH's JSON result to {@code resultJson}.
     *
     * @param jvm the java executable of the forked JVMs
     * @throws RunnerException when JMH cannot run at all (a failing benchmark is skipped, not thrown)
     */
    static Collection<RunResult> run(RunPlan plan, Path jvm, Path resultJson, OutputFormat progress)
            throws RunnerException {
        return new Runner(plan.options(jvm, resultJson).build(), progress).run();
    }

    /** @return one row per result, sizes looked up in {@code sizes} */
    static List<Row> rows(Collection<RunResult> results, List<EncodedSize> sizes) {
        List<Row> rows = new ArrayList<>();
        for (RunResult result : results) {
            BenchmarkParams params = result.getParams();
            Map<String, String> values = new LinkedHashMap<>();
            params.getParamsKeys().forEach(k -> values.put(k, params.getParam(k)));
            Result<?> primary = result.getPrimaryResult();
            double toNanos = nanosPer(primary.getScoreUnit());
            double alloc = result.getSecondaryResults().entrySet().stream()
                    .filter(e -> e.getKey().endsWith("gc.alloc.rate.norm"))
                    .mapToDouble(e -> e.getValue().getScore()).findFirst().orElse(Double.NaN);
            rows.add(Row.of(params.getBenchmark(), values, primary.getScore() * toNanos,
                    primary.getScoreError() * toNanos, alloc, sizes));
        }
        return rows;
    }

    /**
     * @param unit a JMH average-time unit such as {@code ns/op} or {@code us/op}
     * @return nanoseconds per unit
     * @throws IllegalArgumentException for a throughput unit, which {@link RunPlan} never asks for
     */
    static double nanosPer(String unit) {
        return switch (unit) {
            case "ns/op" -> 1;
            case "us/op" -> 1e3;
            case "ms/op" -> 1e6;
            case "s/op" -> 1e9;
            default -> throw new IllegalArgumentException("not an average-time unit: " + unit);
        };
    }
}
