package io.yas.bench;

import org.openjdk.jmh.annotations.Param;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;

/**
 * One workload × payload × peer combination of the peer benchmarks, read from their {@code @Param} lists so that
 * sizes and tests cover exactly what JMH runs.
 *
 * @param benchmark the benchmark class, e.g. {@code CustomerBenchmark}
 * @param payload   one value of its {@code @Param payload}
 * @param peer      one value of its {@code @Param peer}
 */
record BenchmarkCase(Class<? extends PeerBenchmark<?>> benchmark, String payload, String peer) {
    /** The peer benchmark classes, in report order. */
    static final List<Class<? extends PeerBenchmark<?>>> BENCHMARKS = List.of(TestDataClassBenchmark.class,
            ComplexTestClassBenchmark.class, CustomerBenchmark.class, NumbersBenchmark.class);

    /** @return every combination, benchmark by benchmark, payload by payload */
    static List<BenchmarkCase> all() {
        List<BenchmarkCase> cases = new ArrayList<>();
        for (Class<? extends PeerBenchmark<?>> benchmark : BENCHMARKS) {
            for (String payload : params(benchmark, "payload")) {
                for (String peer : params(benchmark, "peer")) {
                    cases.add(new BenchmarkCase(benchmark, payload, peer));
                }
            }
        }
        return cases;
    }

    /** @return the workload name: the benchmark class name without "Benchmark", e.g. {@code "Customer"} */
    String workload() {
        return benchmark.getSimpleName().replace("Benchmark", "");
    }

    /**
     * Builds the benchmark state as JMH would: sets the params and runs the trial set-up, which verifies the round
     * trip.
     *
     * @throws IllegalStateException when the peer does not round-trip the payload equal
     */
    PeerBenchmark<?> setUp() {
        try {
            PeerBenchmark<?> state = benchmark.getDeclaredConstructor().newInstance();
            field("payload").set(state, payload);
            field("peer").set(state, peer);
            benchmark.getMethod("setUp").invoke(state);
            return state;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private Field field(String name) throws NoSuchFieldException {
        Field f = benchmark.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    private static String[] params(Class<?> benchmark, String name) {
        try {
            return benchmark.getDeclaredField(name).getAnnotation(Param.class).value();
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(benchmark.getSimpleName() + " has no @Param " + name, e);
        }
    }
}
