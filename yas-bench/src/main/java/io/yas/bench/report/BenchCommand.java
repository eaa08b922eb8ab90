package io.yas.bench.report;

import io.yas.bench.EncodedSizes;
import io.yas.bench.EncodedSizes.EncodedSize;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code ./yas bench}: runs the JMH benchmarks of this jar in forked JVMs, prints per workload a table of time,
 * size, allocation and YaS's ratio to the best peer, and writes {@code bench-results/} (raw JMH JSON, results.md,
 * PNG and SVG charts).
 */
@Command(name = "yas bench", sortOptions = false,
        description = {"Runs the JMH benchmarks of YaS and its peers, prints a table per workload and writes "
                + "bench-results/: jmh-result.json, results.md, a PNG and SVG chart per workload and operation, "
                + "jmh.log.", "",
            "Quick (default): 1 fork, warm-up 1 × 3000 ms, measurement 1 × 500 ms (the settings of the README's "
                + "results tables); roundTrip of TestDataClass and ComplexTestClass, encode and decode of Customer "
                + "and Numbers. About 4.2 s per benchmark × parameter combination, about 21 minutes in all; "
                + "compare ratios, not absolute times.",
            "--full: 2 forks, warm-up 5 × 1 s, measurement 5 × 1 s, every method; about 21 s per benchmark × "
                + "parameter combination (the total is printed before it starts)."},
        footer = {"", "Examples:", "  ./yas bench", "  ./yas bench --include CustomerBenchmark --jdk /usr/lib/jvm/jdk-25",
            "  ./yas bench --full --update-docs"})
public final class BenchCommand implements Callable<Integer> {
    @Option(names = "--full", description = "Publishable configuration (forks, warm-up and measurement as above).")
    boolean full;

    @Option(names = "--jdk", paramLabel = "PATH",
            description = "Run the forked benchmark JVMs on the JDK installed at PATH (PATH/bin/java).")
    Path jdk;

    @Option(names = "--include", paramLabel = "REGEX",
            description = "Only benchmarks whose package.Class.method matches REGEX (JMH include), "
                    + "e.g. 'TestDataClassBenchmark' or 'Customer.*encode'. Quick mode still leaves out the "
                + "operations it does not run.")
    String include;

    @Option(names = "--warmup-ms", paramLabel = "MS",
            description = "Length of each warm-up iteration in milliseconds, instead of the mode's (quick: 3000).")
    Integer warmupMillis;

    @Option(names = "--measure-ms", paramLabel = "MS",
            description = "Length of each measured iteration in milliseconds, instead of the mode's (quick: 500).")
    Integer measureMillis;

    @Option(names = "--first-call",
            description = "Instead: each peer's first round trip of ComplexTestClass in a fresh JVM (set-up, YaS's "
                    + "describe and generated codec, one encode and decode), single-shot in 10 JVMs per peer; "
                    + "writes first-call.md.")
    boolean firstCall;

    @Option(names = "--update-docs",
            description = "Also copy results.md and the PNG charts into docs/bench/jdkN/ (N: the benchmark JDK's "
                    + "feature version) and rewrite README.md's results section for that JDK between its markers.")
    boolean updateDocs;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory (default: bench-results).")
    Path out;

    @Option(names = "--dry-run", description = "Print what would run and how long it should take, run nothing.")
    boolean dryRun;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Spec
    CommandSpec spec;

    private final Path root = Path.of(System.getProperty("yas.root", "."));

    /** Runs the command; exits with 0 on success, 1 when nothing was measured, 2 on bad options. */
    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(new CommandLine(new BenchCommand()).execute(args));
    }

    RunPlan plan() {
        RunPlan plan = full ? RunPlan.full(include) : RunPlan.quick(include);
        if (warmupMillis != null || measureMillis != null) {
            plan = plan.withMillis(warmupMillis != null ? warmupMillis : plan.warmupMillis(),
                    measureMillis != null ? measureMillis : plan.measurementMillis());
        }
        return plan;
    }

    /** @return the java executable of the forked JVMs: {@code --jdk}/bin/java, or this JVM's own */
    Path jvm() {
        return (jdk != null ? jdk : Path.of(System.getProperty("java.home"))).resolve("bin").resolve("java");
    }

    Path outputDirectory() {
        return out != null ? out : root.resolve("bench-results");
    }

    @Override
    public Integer call() throws IOException {
        Path java = jvm();
        if (!Files.isExecutable(java)) {
            spec.commandLine().getErr().println("yas bench: no executable java at " + java
                    + " (--jdk names the JDK's home folder)");
            return 2;
        }
        Path dir = outputDirectory();
        Files.createDirectories(dir);
        if (firstCall) {
            return firstCall(java, dir);
        }
        RunPlan plan = plan();
        try (PrintStream log = new PrintStream(Files.newOutputStream(dir.resolve("jmh.log")), true,
                StandardCharsets.UTF_8)) {
            int combinations = JmhRun.combinations(plan, OutputFormatFactory.createFormatInstance(log,
                    VerboseMode.NORMAL));
            if (combinations == 0) {
                System.err.println("yas bench: no benchmark matches " + plan.includes() + (plan.excludes().isEmpty()
                        ? "" : " (quick mode leaves out " + plan.excludes() + "; --full runs those)"));
                return 1;
            }
            System.out.printf("yas bench: %s run, %d benchmark × parameter combinations, expected about %s%n"
                    + "  settings: %s%n  compare: %s%n  forked JVM: %s%n  output: %s%n", plan.name(), combinations,
                    ProgressFormat.clock(plan.estimatedSeconds(combinations)), plan.describe(),
                    plan.comparability(), java, dir);
            if (dryRun) {
                return 0;
            }
            return runAndReport(plan, combinations, java, dir, log);
        }
    }

    private int firstCall(Path java, Path dir) throws IOException {
        int forks = 10;
        System.out.printf("yas bench: first call, %d fresh JVMs per peer, about 1.5 s each%n  forked JVM: %s%n"
                + "  output: %s%n", forks, java, dir.resolve("first-call.md"));
        if (dryRun) {
            return 0;
        }
        List<FirstCallRun.Result> results;
        try (PrintStream log = new PrintStream(Files.newOutputStream(dir.resolve("jmh-first-call.log")), true,
                StandardCharsets.UTF_8)) {
            results = FirstCallRun.run(forks, java, OutputFormatFactory.createFormatInstance(log,
                    VerboseMode.NORMAL));
        } catch (RunnerException e) {
            System.err.println("yas bench: JMH could not run: " + e.getMessage());
            return 1;
        }
        if (results.isEmpty()) {
            System.err.println("yas bench: nothing was measured; see " + dir.resolve("jmh-first-call.log"));
            return 1;
        }
        Machine machine = Machine.probe(java);
        String table = FirstCallRun.table(results, forks);
        Files.writeString(dir.resolve("first-call.md"), "# First round trip in a fresh JVM\n\n"
                + "- CPU: " + machine.cpu() + ", " + machine.cores() + " cores\n- JDK: " + machine.jdk()
                + "\n- Command: `./yas bench --first-call" + (jdk != null ? " --jdk " + jdk : "") + "`\n\n" + table);
        System.out.println();
        System.out.println(table);
        System.out.println("yas bench: wrote " + dir.resolve("first-call.md"));
        return 0;
    }

    private int runAndReport(RunPlan plan, int combinations, Path java, Path dir, PrintStream log)
            throws IOException {
        Machine machine = Machine.probe(java);
        PrintStream terminal = System.out;
        PrintStream terminalErr = System.err;
        ProgressFormat progress = new ProgressFormat(terminal, log, System.console() != null, combinations,
                plan.secondsPerCombination(), System::nanoTime);
        List<EncodedSize> sizes;
        Collection<RunResult> results;
        long start;
        System.setOut(log); // peers log while sizes are measured, and JMH echoes what the forked JVMs print
        System.setErr(log);
        try {
            sizes = encodedSizes(terminalErr);
            start = System.nanoTime();
            results = JmhRun.run(plan, java, dir.resolve("jmh-result.json"), progress);
        } catch (RunnerException e) {
            terminalErr.println("yas bench: JMH could not run: " + e.getMessage());
            return 1;
        } finally {
            System.setOut(terminal);
            System.setErr(terminalErr);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        progress.failed().forEach(f -> System.err.println("yas bench: no result for " + f + " (see "
                + dir.resolve("jmh.log") + ")"));
        List<Row> rows = JmhRun.rows(results, sizes);
        if (rows.isEmpty()) {
            System.err.println("yas bench: nothing was measured; see " + dir.resolve("jmh.log"));
            return 1;
        }
        Map<String, List<String>> charts = Charts.write(rows, dir, machine.jdk().replaceFirst(" \\(.*", "") + ", "
                + machine.cpu() + " × " + machine.cores());
        String jmhVersion = results.iterator().next().getParams().getJmhVersion();
        Files.writeString(dir.resolve("results.md"), MarkdownReport.document(
                header(plan, machine, jmhVersion, rows.size() + " of " + combinations + " combinations measured in "
                        + ProgressFormat.clock(seconds)), rows, charts));
        System.out.println();
        System.out.println(MarkdownReport.tables(rows));
        int chartCount = charts.values().stream().mapToInt(List::size).sum();
        System.out.println("yas bench: wrote " + dir.resolve("results.md") + ", jmh-result.json and " + chartCount
                + (chartCount == 1 ? " chart" : " charts") + " (PNG + SVG)");
        System.out.println("yas bench: " + plan.comparability());
        if (updateDocs) {
            String docsDir = "docs/bench/jdk" + machine.jdkFeature();
            Path docs = root.resolve(docsDir);
            copyToDocs(dir, docs, charts);
            System.out.println("yas bench: copied results.md and the PNG charts to " + docs);
            Path readme = root.resolve("README.md");
            if (Files.isRegularFile(readme)) {
                String before = Files.readString(readme);
                String after = ReadmeSection.update(before, machine.jdkFeature(), header(plan, machine, jmhVersion,
                        rows.size() + " of " + combinations + " combinations"), rows, docsDir, charts);
                if (!after.equals(before)) {
                    Files.writeString(readme, after);
                    System.out.println("yas bench: updated the JDK " + machine.jdkFeature() + " results in " + readme);
                }
            }
        }
        return 0;
    }

    /** @return the machine and settings lines at the head of {@code results.md} */
    private Map<String, String> header(RunPlan plan, Machine machine, String jmhVersion, String measured) {
        Map<String, String> header = new LinkedHashMap<>();
        header.put("Date", ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")));
        header.put("CPU", machine.cpu() + ", " + machine.cores() + " cores");
        header.put("JDK", machine.jdk());
        header.put("JMH", jmhVersion + ", " + plan.describe());
        header.put("Ran", plan.scope() + "; " + measured);
        if (!full) {
            header.put("Note", "quick mode: one short fork per combination, so the JIT may not have finished and "
                    + "numbers move by tens of percent between runs; publish `--full` results only");
        }
        header.put("Command", "`./yas bench" + (full ? " --full" : "") + (include != null ? " --include '"
                + include + "'" : "") + (warmupMillis != null ? " --warmup-ms " + warmupMillis : "")
                + (measureMillis != null ? " --measure-ms " + measureMillis : "") + (jdk != null ? " --jdk " + jdk
                : "") + "`");
        return header;
    }

    private static List<EncodedSize> encodedSizes(PrintStream err) {
        try {
            return EncodedSizes.measure();
        } catch (RuntimeException e) {
            err.println("yas bench: encoded sizes unavailable, the size and MB/s columns stay empty: " + e);
            return List.of();
        }
    }

    /**
     * Copies {@code results.md} and every PNG chart from {@code dir} to {@code docs}, replacing files. The SVGs stay
     * in {@code dir}: XChart draws text as glyph outlines, about 1 MB per chart, too much to commit per run.
     */
    static void copyToDocs(Path dir, Path docs, Map<String, List<String>> charts) throws IOException {
        Files.createDirectories(docs);
        Files.copy(dir.resolve("results.md"), docs.resolve("results.md"), StandardCopyOption.REPLACE_EXISTING);
        for (String png : charts.values().stream().flatMap(List::stream).toList()) {
            Files.copy(dir.resolve(png), docs.resolve(png), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
