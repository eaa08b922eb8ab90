package io.yas.bench.report;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class RunPlanTest {
    @Test
    void quickModeRunsTheRoundTripOrTheSeparateOperationsAsEachWorkloadIsPublished() {
        RunPlan quick = RunPlan.quick(null);

        assertThat(excluded(quick, "io.yas.bench.TestDataClassBenchmark.roundTrip")).isFalse();
        assertThat(excluded(quick, "io.yas.bench.TestDataClassBenchmark.encode")).isTrue();
        assertThat(excluded(quick, "io.yas.bench.ComplexTestClassBenchmark.decode")).isTrue();
        assertThat(excluded(quick, "io.yas.bench.CustomerBenchmark.roundTrip")).isTrue();
        assertThat(excluded(quick, "io.yas.bench.NumbersBenchmark.decode")).isFalse();
        assertThat(excluded(quick, "io.yas.bench.DoubleArrayBenchmark.read")).isFalse();
        assertThat(excluded(quick, "io.yas.bench.FirstCallBenchmark.firstRoundTrip")).isTrue();
        assertThat(RunPlan.full(null).excludes()).containsExactly(FirstCallRun.BENCHMARK);
    }

    @Test
    void quickModeUsesTheSettingsOfTheReadmeTablesAndSaysWhatItsNumbersCompareWith() {
        RunPlan quick = RunPlan.quick(null);

        assertThat(quick.describe()).isEqualTo(
                "quick: 1 fork, warm-up 1 × 3000 ms, measurement 1 × 500 ms, average time per op, `-prof gc`");
        assertThat(quick.comparability()).startsWith("the settings of the README's results tables");
        assertThat(quick.withMillis(300, 200).comparability()).startsWith("other iteration lengths");
        assertThat(RunPlan.full(null).comparability()).startsWith("publishable settings");
    }

    @Test
    void estimatesForksTimesOverheadPlusIterations() {
        RunPlan plan = new RunPlan("t", 2, 5, 1000, 5, 1000, java.util.List.of(RunPlan.ALL), java.util.List.of(), "");

        assertThat(plan.secondsPerCombination()).isEqualTo(2 * (RunPlan.FORK_OVERHEAD_SECONDS + 10));
        assertThat(plan.estimatedSeconds(3)).isEqualTo(3 * plan.secondsPerCombination());
        assertThat(plan.describe()).isEqualTo(
                "t: 2 forks, warm-up 5 × 1000 ms, measurement 5 × 1000 ms, average time per op, `-prof gc`");
    }

    @Test
    void optionsForceAverageTimeInNanosecondsWithTheGcProfilerAndJsonResult() {
        Options options = RunPlan.full("Customer").options(Path.of("/jdk/bin/java"), Path.of("out/r.json")).build();

        assertThat(options.getIncludes()).containsExactly("Customer");
        assertThat(options.getForkCount().get()).isEqualTo(2);
        assertThat(options.getBenchModes()).containsExactly(Mode.AverageTime);
        assertThat(options.getTimeUnit().get()).isEqualTo(TimeUnit.NANOSECONDS);
        assertThat(options.getProfilers()).extracting(p -> p.getKlass()).containsExactly("org.openjdk.jmh.profile.GCProfiler");
        assertThat(options.getJvm().get()).isEqualTo("/jdk/bin/java");
        assertThat(options.getResult().get()).isEqualTo("out/r.json");
    }

    private static boolean excluded(RunPlan plan, String benchmark) {
        return plan.excludes().stream().anyMatch(regex -> Pattern.compile(regex).matcher(benchmark).find());
    }
}
