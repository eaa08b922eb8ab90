package io.yas.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CliMessagesTest {
    @TempDir
    Path tmp;

    @Test
    void helpListsEveryCommandIncludingBench() {
        CliRun r = CliRun.of("--help");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("dump").contains("convert").contains("bench");
    }

    @Test
    void aMissingFileIsSaidInWordsWithoutAnExceptionClass() {
        String missing = tmp.resolve("nope.yas").toString();
        for (String command : new String[] {"dump", "convert"}) {
            CliRun r = command.equals("dump") ? CliRun.of("dump", missing)
                    : CliRun.of("convert", missing, "--to", "json");
            assertThat(r.exitCode()).isEqualTo(2);
            assertThat(r.err()).isEqualTo("yas " + command + ": cannot read " + missing + ": no such file\n")
                    .doesNotContain("Exception");
        }
    }

    /** {@return the error of {@code yas dump} of a file of {@code bytes}, named {@code name}, which it cannot read} */
    private String dumpError(String name, byte[] bytes) throws IOException {
        Path file = tmp.resolve(name);
        Files.write(file, bytes);
        CliRun r = CliRun.of("dump", file.toString());
        assertThat(r.exitCode()).isEqualTo(1);
        return r.err();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void textIsNoKnownMessageAndItsFirstBytesAreShown() throws IOException {
        assertThat(dumpError("notes.txt", ascii("hello, this is text"))).contains("not a YaS, JSON or CmwLight "
                + "message (first bytes: 68 65 6c 6c 6f 2c 20 74 68 69 73 20 69 73 20 74 …); read as CmwLight: ");
    }

    /** The library's hint for an empty buffer (a missing {@code flip()}) means nothing to a user of a file. */
    @Test
    void anEmptyFileIsSaidToBeEmpty() throws IOException {
        Path empty = Files.createFile(tmp.resolve("empty.yas"));
        for (String command : new String[] {"dump", "convert"}) {
            CliRun r = command.equals("dump") ? CliRun.of("dump", empty.toString())
                    : CliRun.of("convert", empty.toString(), "--to", "json");
            assertThat(r.exitCode()).isEqualTo(1);
            assertThat(r.err()).isEqualTo("yas " + command + ": " + empty + ": the file is empty: no message\n");
        }
    }

    @Test
    void aJsonArrayAtTheRootIsSaidToBeOne() throws IOException {
        assertThat(dumpError("array.json", ascii(" \n[1, 2]"))).isEqualTo("yas dump: " + tmp.resolve("array.json")
                + ": a JSON array at the root: a message is one JSON object, '{' first (docs/spec-json.md §1.1)\n");
    }

    @Test
    void aByteOrderMarkBeforeJsonIsNamed() throws IOException {
        assertThat(dumpError("bom.json", "\uFEFF{\"a\": 1}".getBytes(StandardCharsets.UTF_8)))
                .endsWith(": a byte order mark (ef bb bf) first: a JSON message has nothing but whitespace before its "
                        + "'{' (docs/spec-json.md §1.2)\n");
    }

    @Test
    void aCorruptYasMessageKeepsItsOwnError() throws IOException {
        Path cut = tmp.resolve("cut.yas");
        byte[] golden = Files.readAllBytes(CliRun.GOLDEN.resolve("yas/02_primitives.bin"));
        Files.write(cut, java.util.Arrays.copyOf(golden, 40));
        CliRun r = CliRun.of("dump", cut.toString());
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).startsWith("yas dump: " + cut + ": YaS: at byte").doesNotContain("not a YaS");
    }
}
