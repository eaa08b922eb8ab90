package io.yas.cli;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.json.JsonReader;
import io.yas.wire.CmwLightReader;
import io.yas.wire.ProtocolInfo;
import io.yas.wire.Protocol;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code yas dump FILE}: detects the protocol (YaS, JSON, CmwLight) and prints the field tree as text or JSON.
 * CmwLight's and JSON's root is an object named {@code ""}; JSON has no version on the wire and shows as 1.0.0.
 */
@Command(name = "dump", mixinStandardHelpOptions = true,
        description = "Decode a message and print its field tree: name, type, dims, metadata, value, byte offset.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:decoded", "1:the bytes cannot be decoded (the error names offset, path and bytes)",
            "2:usage or I/O error"})
final class DumpCommand implements Callable<Integer> {
    private static final ProtocolInfo JSON_INFO = new ProtocolInfo("JSON", 1, 0, 0);

    @Parameters(paramLabel = "FILE", description = "the message file")
    Path file;

    @Option(names = "--json", description = "print the tree as JSON, for scripts")
    boolean json;

    @Option(names = "--max-elements", paramLabel = "N", defaultValue = "16",
            description = "array elements shown in text mode before abbreviating (default: ${DEFAULT-VALUE})")
    int maxElements;

    @Option(names = "--verbose", description = "print the stack trace of an error")
    boolean verbose;

    @Override
    public Integer call() {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            err.println("yas dump: cannot read " + file + ": " + CliMessages.describe(e));
            return 2;
        }
        try {
            IoBuffer buffer = IoBuffer.wrap(bytes);
            Protocol protocol = Protocol.detect(buffer);
            ProtocolInfo info;
            WireField root;
            if (protocol == Protocol.JSON) {
                info = JSON_INFO;
                root = new JsonReader(buffer).readTree();
            } else if (protocol == Protocol.CMWLIGHT) {
                CmwLightReader reader = new CmwLightReader(buffer);
                info = reader.readHeader();
                root = reader.readTree();
            } else {
                YasReader reader = new YasReader(buffer);
                info = reader.readHeader();
                root = reader.readTree();
            }
            if (json) {
                TreeJson.write(out, info, root);
            } else {
                TreeText.write(out, info, root, bytes, buffer.position(), maxElements);
            }
            return 0;
        } catch (YasFormatException e) {
            err.println("yas dump: " + file + ": " + CliMessages.undecodable(bytes, e));
            if (verbose) {
                e.printStackTrace(err);
            }
            return 1;
        } catch (IOException e) {
            err.println("yas dump: cannot write the output: " + CliMessages.describe(e));
            return 2;
        }
    }
}
