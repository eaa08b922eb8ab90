package io.yas.bench;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every workload × payload × peer of the benchmarks encodes and decodes its payload once and gets it back equal
 * (the benchmark set-up's own check, which throws naming peer and payload), so a broken peer fails the build, not
 * the benchmark run. Customer L3 (2.8 MB as JSON) would double the test time: {@code EncodedSizes.measure()}
 * runs its set-up checks instead.
 */
class PeerRoundTripTest {
    static List<BenchmarkCase> cases() {
        return BenchmarkCase.all().stream().filter(c -> !c.payload().equals("L3")).toList();
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("cases")
    void roundTripsEqual(BenchmarkCase c) {
        PeerBenchmark<?> state = c.setUp();

        assertThat(state.encodedBytes()).isPositive();
        Object decoded = state.decodeOnce();
        if (!c.peer().equals("yasMap") && !c.peer().equals("copy")) {
            assertThat(decoded).isEqualTo(state.source());
        }
    }
}
