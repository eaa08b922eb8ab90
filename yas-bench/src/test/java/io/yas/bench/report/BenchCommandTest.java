package io.yas.bench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class BenchCommandTest {
    @Test
    void defaultsToTheQuickPlanOnThisJvm() {
        BenchCommand command = parse();

        assertThat(command.plan().name()).isEqualTo("quick");
        assertThat(command.plan().includes()).containsExactly(RunPlan.ALL);
        assertThat(command.jvm()).isEqualTo(Path.of(System.getProperty("java.home"), "bin", "java"));
        assertThat(command.outputDirectory().getFileName().toString()).isEqualTo("bench-results");
        assertThat(command.updateDocs).isFalse();
    }

    @Test
    void parsesFullJdkIncludeOutAndUpdateDocs() {
        BenchCommand command = parse("--full", "--jdk", "/usr/lib/jvm/jdk-25", "--include", "Customer.*encode",
                "--out", "/tmp/r", "--update-docs");

        assertThat(command.plan().name()).isEqualTo("full");
        assertThat(command.plan().includes()).containsExactly("Customer.*encode");
        assertThat(command.jvm()).isEqualTo(Path.of("/usr/lib/jvm/jdk-25/bin/java"));
        assertThat(command.outputDirectory()).isEqualTo(Path.of("/tmp/r"));
        assertThat(command.updateDocs).isTrue();
    }

    @Test
    void iterationLengthsCanBeSetForEitherMode() {
        RunPlan quick = parse("--warmup-ms", "1500", "--measure-ms", "500").plan();
        assertThat(quick.name()).isEqualTo("quick");
        assertThat(quick.warmupMillis()).isEqualTo(1500);
        assertThat(quick.measurementMillis()).isEqualTo(500);
        assertThat(quick.describe()).contains("warm-up 1 × 1500 ms, measurement 1 × 500 ms");

        RunPlan full = parse("--full", "--measure-ms", "2000").plan();
        assertThat(full.warmupMillis()).isEqualTo(1000);
        assertThat(full.measurementMillis()).isEqualTo(2000);
        assertThat(full.forks()).isEqualTo(2);
    }

    @Test
    void helpListsEveryOption() {
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new BenchCommand()).setOut(new PrintWriter(out)).execute("--help");

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("--full", "--jdk=PATH", "--include=REGEX", "--update-docs", "--dry-run", "--warmup-ms=MS", "--measure-ms=MS",
                "--first-call", "Quick (default)");
    }

    @Test
    void unknownOptionsAndMissingJdksAreErrors() {
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new BenchCommand()).setErr(new PrintWriter(err));

        assertThat(cli.execute("--fast")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option: '--fast'");
        assertThat(cli.execute("--jdk", "/no/such/jdk")).isEqualTo(2);
        assertThat(err.toString()).contains("no executable java at /no/such/jdk/bin/java");
    }

    @Test
    void updateDocsCopiesResultsAndPngChartsOnly(@TempDir Path dir) throws IOException {
        Path out = Files.createDirectories(dir.resolve("bench-results"));
        for (String file : List.of("results.md", "Customer-encode.png", "Customer-encode.svg", "jmh-result.json")) {
            Files.writeString(out.resolve(file), file);
        }

        BenchCommand.copyToDocs(out, dir.resolve("docs/bench"), Map.of("Customer", List.of("Customer-encode.png")));

        try (var files = Files.list(dir.resolve("docs/bench"))) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("results.md", "Customer-encode.png");
        }
    }

    private static BenchCommand parse(String... args) {
        BenchCommand command = new BenchCommand();
        new CommandLine(command).parseArgs(args);
        return command;
    }
}
