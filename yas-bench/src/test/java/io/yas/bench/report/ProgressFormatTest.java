package io.yas.bench.report;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class ProgressFormatTest {
    private final AtomicLong clock = new AtomicLong();
    private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final ProgressFormat progress = new ProgressFormat(stream(terminal), stream(log), false, 10, 2.0,
            clock::get);

    @Test
    void estimatesFromThePlanUntilTheFirstCombinationEnds() {
        progress.start("Customer.encode peer=yas payload=L1");
        clock.set(seconds(1));

        assertThat(progress.line("warm-up 1/1")).isEqualTo(
                "[ 1/10] Customer.encode peer=yas payload=L1 · warm-up 1/1 · 0:01 elapsed, about 0:19 left");
    }

    @Test
    void estimatesFromMeasuredCombinationsOnceSomeEnded() {
        progress.start("a");
        clock.set(seconds(3));
        progress.end();
        progress.start("b");
        clock.set(seconds(4));

        // 9 combinations left × 3 s measured each − 1 s of the running one
        assertThat(progress.line("measurement 1/2")).isEqualTo("[ 2/10] b · measurement 1/2 · 0:04 elapsed, about 0:26 left");
    }

    @Test
    void aRepeatedStartIsAnotherForkOfTheSameCombination() {
        progress.start("a");
        progress.start("a");

        assertThat(progress.line("x")).startsWith("[ 1/10] a");
    }

    @Test
    void aCombinationThatNeverEndsCountsAsFailed() {
        progress.start("a");
        progress.start("b");
        progress.end();
        progress.endRun(List.of());

        assertThat(progress.failed()).containsExactly("a");
        assertThat(terminal.toString(StandardCharsets.UTF_8)).contains("1 of 10 benchmarks measured in 0:00");
    }

    @Test
    void printsOneLinePerCombinationWithoutTerminalAndSendsJmhOutputToTheLog() {
        progress.start("a");
        progress.println("# JMH version: 1.37");

        assertThat(terminal.toString(StandardCharsets.UTF_8).lines()).hasSize(1);
        assertThat(log.toString(StandardCharsets.UTF_8)).isEqualTo("# JMH version: 1.37" + System.lineSeparator());
    }

    @Test
    void labelsDropThePackageAndClocksShowHoursFromOneHour() {
        assertThat(ProgressFormat.label("io.yas.bench.CustomerBenchmark.encode", List.of("payload=L1")))
                .isEqualTo("CustomerBenchmark.encode payload=L1");
        assertThat(ProgressFormat.clock(59.6)).isEqualTo("1:00");
        assertThat(ProgressFormat.clock(3725)).isEqualTo("1:02:05");
    }

    private static long seconds(double s) {
        return (long) (s * 1e9);
    }

    private static PrintStream stream(ByteArrayOutputStream out) {
        return new PrintStream(out, true, StandardCharsets.UTF_8);
    }
}
