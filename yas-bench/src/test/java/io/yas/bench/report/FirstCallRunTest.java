package io.yas.bench.report;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class FirstCallRunTest {
    @Test
    void optionsMeasureOneColdCallPerJvmInMilliseconds() {
        Options options = FirstCallRun.options(7, Path.of("/jdk/bin/java"));

        assertThat(options.getIncludes()).containsExactly(FirstCallRun.BENCHMARK);
        assertThat(options.getForkCount().get()).isEqualTo(7);
        assertThat(options.getWarmupIterations().get()).isZero();
        assertThat(options.getMeasurementIterations().get()).isEqualTo(1);
        assertThat(options.getBenchModes()).containsExactly(Mode.SingleShotTime);
        assertThat(options.getTimeUnit().get()).isEqualTo(TimeUnit.MILLISECONDS);
        assertThat(options.getJvm().get()).isEqualTo("/jdk/bin/java");
    }

    @Test
    void tableGivesEachPeerAsAMultipleOfYas() {
        String table = FirstCallRun.table(List.of(new FirstCallRun.Result("kryo", 40, 2),
                new FirstCallRun.Result("yas", 80, 4.25), new FirstCallRun.Result("fory", 200, 10)), 10);

        assertThat(table).startsWith("| peer | first round trip (ms, mean of 10 JVMs) | ± (99.9 %) | × YaS |")
                .contains("| kryo | 40.0 | 2.0 | 0.50 |", "| yas | 80.0 | 4.3 | 1.00 |", "| fory | 200.0 | 10.0 | 2.50 |");
    }
}
