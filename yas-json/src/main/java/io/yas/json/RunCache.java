package io.yas.json;

import io.yas.wire.FieldRun;

import java.util.function.Function;

/**
 * What a reader or writer makes once per {@link FieldRun} (the class mapper's run of a class of primitives) and keeps
 * by the run's identity: 16 slots chosen by identity hash, a run made anew when another took its slot. Not
 * thread-safe: one per cursor or writer.
 *
 * @param <T> what is kept per run
 */
final class RunCache<T> {
    private static final int SLOTS = 16;
    private final FieldRun[] runs = new FieldRun[SLOTS];
    private final Object[] kept = new Object[SLOTS];
    private final Function<FieldRun, T> make;

    /** @param make makes what is kept for a run not held */
    RunCache(Function<FieldRun, T> make) {
        this.make = make;
    }

    /** {@return what is kept for {@code run}, made on first use} */
    @SuppressWarnings("unchecked")
    T get(FieldRun run) {
        int slot = System.identityHashCode(run) & (SLOTS - 1);
        if (runs[slot] != run) {
            kept[slot] = make.apply(run);
            runs[slot] = run;
        }
        return (T) kept[slot];
    }
}
