package io.yas.bench.report;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * How JMH runs: which benchmarks, how many forks, warm-up and measurement iterations of which length. Every run
 * measures average time per operation in nanoseconds with the GC profiler (allocation per operation), whatever the
 * benchmark classes' annotations say, so all rows share one unit.
 *
 * @param name                  {@code quick} or {@code full}
 * @param forks                 JVM forks per benchmark × parameter combination
 * @param warmupIterations      warm-up iterations per fork
 * @param warmupMillis          length of one warm-up iteration in milliseconds
 * @param measurementIterations measured iterations per fork
 * @param measurementMillis     length of one measured iteration in milliseconds
 * @param includes              JMH include regexes (matched against {@code package.Class.method})
 * @param excludes              JMH exclude regexes
 * @param scope                 what the plan runs, in words for {@code results.md}
 */
record RunPlan(String name, int forks, int warmupIterations, int warmupMillis, int measurementIterations,
               int measurementMillis, List<String> includes, List<String> excludes, String scope) {
    /** Only the benchmark classes of this module; JMH would otherwise match every class on the class path. */
    static final String ALL = "io\\.yas\\.bench\\..*";
    /**
     * What quick mode leaves out: encode and decode of the workloads whose published figure is the round trip, and
     * the round trip of those published as encode and decode separately.
     */
    static final List<String> QUICK_EXCLUDES = List.of("\\.(TestDataClass|ComplexTestClass)Benchmark\\.(encode|decode)$",
            "\\.(Customer|Numbers)Benchmark\\.roundTrip$", FirstCallRun.BENCHMARK);
    /** Quick mode's iteration lengths: the settings of the README's results tables. */
    static final int QUICK_WARMUP_MILLIS = 3000;
    static final int QUICK_MEASUREMENT_MILLIS = 500;
    /** Seconds a fork costs beyond its iterations: JVM start, class loading, set-up and round-trip checks. */
    static final double FORK_OVERHEAD_SECONDS = 0.7;

    /**
     * @param include a JMH include regex, or null for every benchmark of this module
     * @return the short run: one fork, 1 × 3 s warm-up, 1 × 500 ms measured (the JIT has compiled the hot paths
     *         by then: 300 ms runs measured some paths before C2 compiled them, at hundreds of times their compiled
     *         time; after 1.5 s the JSON decode of ten ints still took 900 ns in two forks of six, 550–690 ns in the
     *         others, and 520–620 ns in eight of eight after 3 s); roundTrip of TestDataClass and ComplexTestClass,
     *         encode and decode of Customer and Numbers, every method of other benchmarks
     */
    static RunPlan quick(String include) {
        return new RunPlan("quick", 1, 1, QUICK_WARMUP_MILLIS, 1, QUICK_MEASUREMENT_MILLIS,
                List.of(include == null ? ALL : include), QUICK_EXCLUDES,
                "roundTrip of TestDataClass and ComplexTestClass, encode and decode of Customer and Numbers, every "
                        + "method of the other benchmarks; every payload and peer");
    }

    /**
     * @param include a JMH include regex, or null for every benchmark of this module
     * @return the publishable run: two forks, 5 × 1 s warm-up, 5 × 1 s measured, every benchmark method but the
     *         single-shot first call ({@code --first-call} runs that)
     */
    static RunPlan full(String include) {
        return new RunPlan("full", 2, 5, 1000, 5, 1000, List.of(include == null ? ALL : include),
                List.of(FirstCallRun.BENCHMARK),
                "every benchmark method of every workload, every payload");
    }

    /**
     * @return this plan with other iteration lengths (e.g. a quick run with a JIT-friendly warm-up)
     * @throws IllegalArgumentException if a length is below 1 ms
     */
    RunPlan withMillis(int newWarmupMillis, int newMeasurementMillis) {
        if (newWarmupMillis < 1 || newMeasurementMillis < 1) {
            throw new IllegalArgumentException("iteration lengths must be at least 1 ms: warm-up " + newWarmupMillis
                    + ", measurement " + newMeasurementMillis);
        }
        return new RunPlan(name, forks, warmupIterations, newWarmupMillis, measurementIterations,
                newMeasurementMillis, includes, excludes, scope);
    }

    /** @return the expected wall time in seconds for {@code combinations} benchmark × parameter combinations */
    double estimatedSeconds(int combinations) {
        return combinations * secondsPerCombination();
    }

    /** @return the expected wall time of one benchmark × parameter combination in seconds, all forks */
    double secondsPerCombination() {
        return forks * (FORK_OVERHEAD_SECONDS
                + (warmupIterations * warmupMillis + measurementIterations * measurementMillis) / 1000.0);
    }

    /**
     * @return for the terminal, what this run's numbers can be compared with: the README's tables (made with quick
     *         mode's settings), or only one another
     */
    String comparability() {
        if (name.equals("full")) {
            return "publishable settings: compare with docs/bench and the README's --full results";
        }
        boolean asPublished = forks == 1 && warmupIterations == 1 && measurementIterations == 1
                && warmupMillis == QUICK_WARMUP_MILLIS && measurementMillis == QUICK_MEASUREMENT_MILLIS;
        return (asPublished ? "the settings of the README's results tables: compare ratios with them; "
                : "other iteration lengths than the README's results tables: compare rows of this run only; ")
                + "one short fork per combination moves by tens of percent between runs, so read ratios between "
                + "peers of one run, and publish --full runs";
    }

    /** @return the settings in one line, e.g. for {@code results.md} */
    String describe() {
        return String.format(Locale.ROOT, "%s: %d fork%s, warm-up %d × %d ms, measurement %d × %d ms, "
                        + "average time per op, `-prof gc`", name, forks, forks == 1 ? "" : "s", warmupIterations,
                warmupMillis, measurementIterations, measurementMillis);
    }

    /**
     * @param jvm        the java executable of the forked benchmark JVMs
     * @param resultJson where JMH writes its JSON result
     * @return JMH options for this plan
     */
    ChainedOptionsBuilder options(Path jvm, Path resultJson) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .forks(forks)
                .warmupIterations(warmupIterations)
                .warmupTime(TimeValue.milliseconds(warmupMillis))
                .measurementIterations(measurementIterations)
                .measurementTime(TimeValue.milliseconds(measurementMillis))
                .mode(Mode.AverageTime)
                .timeUnit(TimeUnit.NANOSECONDS)
                .addProfiler(GCProfiler.class)
                .jvm(jvm.toString())
                .shouldFailOnError(false)
                .result(resultJson.toString())
                .resultFormat(ResultFormatType.JSON);
        includes.forEach(options::include);
        excludes.forEach(options::exclude);
        return options;
    }
}
