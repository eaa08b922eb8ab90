package io.yas.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * One run of the command line in this JVM, with standard output and error captured.
 *
 * @param exitCode the exit code
 * @param bytes    what was written to standard output
 * @param err      what was written to standard error
 */
record CliRun(int exitCode, byte[] bytes, String err) {
    /** The golden vectors committed in yas-core (Maven runs tests from the module folder). */
    static final Path GOLDEN = Path.of("..", "yas-core", "src", "test", "resources", "golden");

    /** @return standard output as UTF-8 text */
    String out() {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    static CliRun of(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = YasCommand.run(args);
            return new CliRun(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
