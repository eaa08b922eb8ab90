package io.yas.bench.report;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class JmhRunTest {
    @Test
    void convertsAverageTimeUnitsToNanoseconds() {
        assertThat(JmhRun.nanosPer("ns/op")).isEqualTo(1);
        assertThat(JmhRun.nanosPer("us/op")).isEqualTo(1e3);
        assertThat(JmhRun.nanosPer("ms/op")).isEqualTo(1e6);
        assertThat(JmhRun.nanosPer("s/op")).isEqualTo(1e9);
        assertThatIllegalArgumentException().isThrownBy(() -> JmhRun.nanosPer("ops/s"));
    }
}
