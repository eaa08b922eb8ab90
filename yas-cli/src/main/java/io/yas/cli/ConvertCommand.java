package io.yas.cli;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.json.JsonWriter;
import io.yas.wire.FieldMetadata;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.TreeWriter;
import io.yas.wire.WireField;
import io.yas.wire.YasWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code yas convert IN --to yas|cmwlight|json}: detects the input's protocol, reads it into the generic field tree
 * and writes the tree in the target protocol ({@link TreeWriter}). What the target cannot carry is refused, every
 * such field named, and nothing is written: CmwLight has no collections, maps, custom data or metadata; JSON has no
 * custom data or metadata; no protocol writes custom data it cannot interpret. {@code --drop-metadata} converts
 * anyway without the metadata and lists the fields that lost it.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert a message to another protocol through the generic field tree (no class needed).",
            "The input protocol is detected (YaS, JSON, CmwLight). What the target cannot carry is refused, naming "
                + "every such field, and nothing is written: CmwLight has no collections, maps, custom data or "
                + "field metadata; JSON has no custom data or metadata. The root's name (a class name in YaS) has "
                + "no place in CmwLight or JSON."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:converted", "1:the input cannot be decoded, or the target cannot carry it (every such "
            + "field is named)", "2:usage or I/O error"})
final class ConvertCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "IN", description = "the message file")
    Path in;

    @Option(names = "--to", required = true, paramLabel = "PROTOCOL",
            description = "the target protocol: yas, cmwlight or json")
    Protocol to;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "the file to write (default: standard output, binary for yas and cmwlight)")
    Path out;

    @Option(names = "--compact", description = "JSON without any whitespace (default: the reference's pretty layout)")
    boolean compact;

    @Option(names = "--drop-metadata",
            description = "convert to cmwlight or json without the field metadata (listed on standard error)")
    boolean dropMetadata;

    @Option(names = "--verbose", description = "print the stack trace of an error")
    boolean verbose;

    @Override
    public Integer call() {
        if (compact && to != Protocol.JSON) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--compact applies to --to json only");
        }
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        if (out == null && to != Protocol.JSON && CliMessages.stdoutIsTerminal()) {
            err.println("yas convert: " + to.displayName() + " is binary and standard output is a terminal: write it "
                    + "to a file with -o FILE, or redirect or pipe it");
            return 2;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(in);
        } catch (IOException e) {
            err.println("yas convert: cannot read " + in + ": " + CliMessages.describe(e));
            return 2;
        }
        IoBuffer input = IoBuffer.wrap(bytes);
        WireField root;
        try {
            root = Protocol.readAnyTree(input, ReadLimits.DEFAULT);
        } catch (YasFormatException e) {
            err.println("yas convert: " + in + ": " + CliMessages.undecodable(bytes, e));
            if (verbose) {
                e.printStackTrace(err);
            }
            return 1;
        }
        IoBuffer output = IoBuffer.allocate(Math.max(64, 2 * bytes.length));
        IoSerialiser writer = to == Protocol.JSON ? new JsonWriter(output, compact) : to.newWriter(output);
        List<String> refused = new ArrayList<>();
        List<Metadata> metadata = new ArrayList<>();
        if (to != Protocol.YAS) {
            metadataFields("$", root, metadata);
            writer.setWriteMetadata(false);
            if (!dropMetadata) {
                metadata.forEach(m -> refused.add(m.field() + " " + m.text() + ": " + to.displayName()
                        + " has no place for field metadata (--drop-metadata drops it)"));
            }
        }
        try {
            TreeWriter.write(writer, root);
        } catch (IllegalArgumentException e) {
            // TreeWriter's message: a summary line, then one line per refused field
            e.getMessage().lines().skip(1).map(String::strip).forEach(refused::add);
        }
        if (!refused.isEmpty()) {
            err.println("yas convert: " + in + ": " + to.displayName() + " cannot carry " + refused.size()
                    + (refused.size() == 1 ? " field" : " fields") + " of this message; nothing written:");
            refused.forEach(f -> err.println("  " + f));
            return 1;
        }
        notes(err, root, metadata, bytes.length - input.position());
        if (compact) {
            output.putByte((byte) '\n'); // a text file ends with a newline, as the pretty layout's does
        }
        try {
            if (out == null) {
                System.out.write(output.flip().toByteArray());
                System.out.flush();
            } else {
                Files.write(out, output.flip().toByteArray());
            }
        } catch (IOException e) {
            err.println("yas convert: cannot write " + (out == null ? "standard output" : out) + ": "
                    + CliMessages.describe(e));
            return 2;
        }
        return 0;
    }

    /** Reports on standard error what was left behind on purpose or has no place in the target. */
    private void notes(PrintWriter err, WireField root, List<Metadata> droppedMetadata, int trailingBytes) {
        if (!droppedMetadata.isEmpty()) {
            err.println("yas convert: dropped the metadata of " + droppedMetadata.size()
                    + (droppedMetadata.size() == 1 ? " field: " : " fields: ")
                    + String.join(", ", droppedMetadata.stream().map(Metadata::field).toList()));
        }
        String name = root.name();
        if (to != Protocol.YAS && !name.isEmpty() && !name.equals(YasWriter.DEFAULT_ROOT_START)) {
            err.println("yas convert: " + to.displayName() + " has no place for the root's name '" + name + "'");
        }
        if (trailingBytes > 0) {
            err.println("yas convert: the " + trailingBytes + " bytes after the message were not converted");
        }
    }

    /**
     * A field's metadata.
     *
     * @param field the field's path and type, {@code "$.energy (DOUBLE)"}
     * @param text  the metadata, {@code {unit="GeV", …}}
     */
    private record Metadata(String field, String text) {
    }

    /** Adds every field of {@code f} (itself included) that has metadata. */
    private static void metadataFields(String path, WireField f, List<Metadata> out) {
        FieldMetadata m = f.metadata();
        if (m != null) {
            out.add(new Metadata(path + " (" + f.type() + ")", "{unit=\"" + m.unit() + "\", quantity=\""
                    + m.quantity() + "\", description=\"" + m.description() + "\", modifier=" + m.modifier() + "}"));
        }
        for (WireField child : f.fields()) {
            metadataFields(path + "." + child.name(), child, out);
        }
        if (f.value() instanceof List<?> elements) {
            for (int i = 0; i < elements.size(); i++) {
                if (elements.get(i) instanceof WireField element) {
                    metadataFields(path + "[" + i + "]", element, out);
                }
            }
        } else if (f.value() instanceof Map<?, ?> values) {
            for (Map.Entry<?, ?> e : values.entrySet()) {
                if (e.getValue() instanceof WireField element) {
                    metadataFields(path + "." + e.getKey(), element, out);
                }
            }
        }
    }
}
