package io.yas.bench.report;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * JMH output as one progress line — what runs now, i of N, time elapsed and estimated time left — instead of JMH's
 * own report; everything JMH prints goes to a log. On a terminal the line is redrawn in place, otherwise one line is
 * printed per benchmark. Used by the one thread that runs JMH.
 */
final class ProgressFormat implements OutputFormat {
    private final PrintStream terminal;
    private final PrintStream log;
    private final boolean redraw;
    private final int total;
    private final double estimatedSecondsEach;
    private final LongSupplier nanoClock;
    private final long startNanos;
    private final List<String> failed = new ArrayList<>();
    private int started;
    private int finished;
    private String current = "";
    private boolean currentDone = true;
    private long currentStartNanos;

    /**
     * @param terminal             where the progress line goes
     * @param log                  where JMH's own output goes
     * @param redraw               whether to redraw one line in place ({@code \r}), for a terminal
     * @param total                the number of benchmark × parameter combinations that will run
     * @param estimatedSecondsEach the expected seconds per combination, until measured ones replace it
     * @param nanoClock            the clock, {@code System::nanoTime} outside tests
     */
    ProgressFormat(PrintStream terminal, PrintStream log, boolean redraw, int total, double estimatedSecondsEach,
                   LongSupplier nanoClock) {
        this.terminal = terminal;
        this.log = log;
        this.redraw = redraw;
        this.total = total;
        this.estimatedSecondsEach = estimatedSecondsEach;
        this.nanoClock = nanoClock;
        this.startNanos = nanoClock.getAsLong();
    }

    /** @return the benchmarks that started but produced no result, as {@code Class.method {params}} */
    List<String> failed() {
        return List.copyOf(failed);
    }

    @Override
    public void startBenchmark(BenchmarkParams params) {
        start(label(params.getBenchmark(), params.getParamsKeys().stream()
                .map(k -> k + "=" + params.getParam(k)).toList()));
    }

    /**
     * Counts a new combination unless it is the one running (each fork may report its start again); a combination
     * that ended without a result counts as failed. JMH does not report the end of a failed one, so a failure shows
     * when the next one starts or the run ends.
     *
     * @param label the combination, as {@link #label} makes it
     */
    void start(String label) {
        if (!label.equals(current)) { // the same combination never runs twice in a row
            closeCurrent();
            started++;
            currentDone = false;
            currentStartNanos = nanoClock.getAsLong();
            current = label;
        }
        show("starting");
    }

    private void closeCurrent() {
        if (!currentDone) {
            failed.add(current);
            finished++;
            currentDone = true;
        }
    }

    @Override
    public void iteration(BenchmarkParams params, IterationParams iteration, int index) {
        if (redraw) {
            show((iteration.getType() == IterationType.WARMUP ? "warm-up " : "measurement ") + index + "/"
                    + iteration.getCount());
        }
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        if (result != null) {
            end();
        }
    }

    /** Marks the running combination measured. */
    void end() {
        if (!currentDone) {
            finished++;
            currentDone = true;
        }
    }

    /** @return the progress line for the current state, e.g. {@code [ 3/12] Customer.encode peer=yas · …} */
    String line(String phase) {
        double elapsed = (nanoClock.getAsLong() - startNanos) / 1e9;
        double inCurrent = (nanoClock.getAsLong() - currentStartNanos) / 1e9;
        double running = currentDone ? 0 : inCurrent;
        double each = finished > 0 ? (elapsed - running) / finished : estimatedSecondsEach;
        double left = Math.max(0, (total - finished) * each - running);
        int digits = String.valueOf(total).length();
        return String.format(Locale.ROOT, "[%" + digits + "d/%d] %s · %s · %s elapsed, about %s left", started, total,
                current, phase, clock(elapsed), clock(left));
    }

    /** @return {@code Class.method key=value …} without the package */
    static String label(String benchmark, List<String> params) {
        int dot = benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1);
        return benchmark.substring(dot + 1) + (params.isEmpty() ? "" : " " + String.join(" ", params));
    }

    /** @return seconds as {@code m:ss}, or {@code h:mm:ss} from one hour */
    static String clock(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    private void show(String phase) {
        String text = line(phase);
        if (redraw) {
            terminal.print("\r\033[K" + text);
        } else {
            terminal.println(text);
        }
        terminal.flush();
    }

    @Override
    public void endRun(Collection<RunResult> results) {
        closeCurrent();
        if (redraw) {
            terminal.println();
        }
        terminal.printf(Locale.ROOT, "%d of %d benchmarks measured in %s%n", finished - failed.size(), total,
                clock((nanoClock.getAsLong() - startNanos) / 1e9));
    }

    @Override
    public void iterationResult(BenchmarkParams params, IterationParams iteration, int index, IterationResult r) {
        log.println(label(params.getBenchmark(), List.of()) + " " + iteration.getType() + " " + index + ": "
                + r.getPrimaryResult());
    }

    @Override
    public void startRun() {
        // the command prints the plan before JMH starts
    }

    @Override
    public void print(String s) {
        log.print(s);
    }

    @Override
    public void println(String s) {
        log.println(s);
    }

    @Override
    public void verbosePrintln(String s) {
        log.println(s);
    }

    @Override
    public void flush() {
        log.flush();
        terminal.flush();
    }

    @Override
    public void close() {
        log.flush();
    }

    @Override
    public void write(int b) {
        log.write(b);
    }

    @Override
    public void write(byte[] b) {
        log.write(b, 0, b.length);
    }
}
