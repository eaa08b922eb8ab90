package io.yas.bench.report;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * {@code ./yas bench --first-call}: {@code FirstCallBenchmark} in single-shot mode, one call per fresh JVM, and a
 * table of each peer's first round trip in milliseconds.
 */
final class FirstCallRun {
    /** The benchmark this run measures, and the one the average-time plans leave out. */
    static final String BENCHMARK = "io\\.yas\\.bench\\.FirstCallBenchmark\\.";

    private FirstCallRun() {
    }

    /** One peer's first round trip: mean and 99.9 % error over the forks, in milliseconds. */
    record Result(String peer, double millis, double error) {
    }

    /**
     * @param forks fresh JVMs per peer, one measured call each
     * @param jvm   the java executable of the forked JVMs
     * @return JMH options: single shot, no warm-up, milliseconds
     */
    static Options options(int forks, Path jvm) {
        return new OptionsBuilder()
                .include(BENCHMARK)
                .forks(forks)
                .warmupIterations(0)
                .measurementIterations(1)
                .mode(Mode.SingleShotTime)
                .timeUnit(TimeUnit.MILLISECONDS)
                .jvm(jvm.toString())
                .shouldFailOnError(false)
                .build();
    }

    /** {@return each peer's first round trip, fastest first, from {@code forks} fresh JVMs per peer} */
    static List<Result> run(int forks, Path jvm, OutputFormat log) throws RunnerException {
        return results(new Runner(options(forks, jvm), log).run());
    }

    static List<Result> results(Collection<RunResult> runs) {
        return runs.stream()
                .map(r -> new Result(r.getParams().getParam("peer"), r.getPrimaryResult().getScore(),
                        r.getPrimaryResult().getScoreError()))
                .sorted(Comparator.comparingDouble(Result::millis))
                .toList();
    }

    /** {@return the results as a Markdown table, each peer's time also as a multiple of YaS's} */
    static String table(List<Result> results, int forks) {
        double yas = results.stream().filter(r -> r.peer().equals("yas")).mapToDouble(Result::millis).findFirst()
                .orElse(Double.NaN);
        StringBuilder out = new StringBuilder("| peer | first round trip (ms, mean of " + forks
                + " JVMs) | ± (99.9 %) | × YaS |\n| --- | ---: | ---: | ---: |\n");
        for (Result r : results) {
            out.append(String.format(Locale.ROOT, "| %s | %.1f | %.1f | %.2f |%n", r.peer(), r.millis(),
                    r.error(), r.millis() / yas));
        }
        return out.toString();
    }
}
