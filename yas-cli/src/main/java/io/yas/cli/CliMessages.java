package io.yas.cli;

import io.yas.buffer.YasFormatException;

import java.io.Console;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** The wording of the command line's errors: what happened, in words, never a Java exception class name. */
final class CliMessages {
    /** How many leading bytes an undecodable file shows. */
    private static final int SHOWN_BYTES = 16;

    private CliMessages() {
    }

    /**
     * {@return {@code true} if standard output is a terminal} Before JDK 22 a console exists only then; from JDK 22 on
     * one may exist for redirected output too, and {@code Console.isTerminal()} tells.
     */
    static boolean stdoutIsTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // JDK 17 to 21: a console is a terminal
        }
    }

    /** {@return the cause of an I/O failure in words, e.g. "no such file"} */
    static String describe(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? "I/O error" : e.getMessage();
    }

    /**
     * {@return the report of bytes that cannot be decoded} Detection takes anything that starts with a positive int32
     * for CmwLight, so text and random bytes fail as CmwLight: those are reported as no known message, with their first
     * bytes, and the CmwLight error as the detail. An empty file is said to be one (the library's own message asks
     * whether a buffer was flipped, which a file cannot be).
     *
     * @param bytes   the file's bytes
     * @param failure the decoder's exception
     */
    static String undecodable(byte[] bytes, YasFormatException failure) {
        if (bytes.length == 0) {
            return "the file is empty: no message";
        }
        if (!"CmwLight".equals(failure.protocol())) {
            return failure.getMessage();
        }
        if (firstNonBlank(bytes) == '[') {
            return "a JSON array at the root: a message is one JSON object, '{' first (docs/spec-json.md §1.1)";
        }
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf) {
            return "a byte order mark (ef bb bf) first: a JSON message has nothing but whitespace before its '{' "
                    + "(docs/spec-json.md §1.2)";
        }
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < Math.min(SHOWN_BYTES, bytes.length); i++) {
            hex.append(i == 0 ? "" : " ").append(String.format("%02x", bytes[i] & 0xff));
        }
        return "not a YaS, JSON or CmwLight message (first bytes: " + hex + (bytes.length > SHOWN_BYTES ? " …" : "")
                + "); read as CmwLight: " + failure.getMessage();
    }

    /** {@return the first byte that is not JSON whitespace, or -1} */
    private static int firstNonBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                return b;
            }
        }
        return -1;
    }
}
