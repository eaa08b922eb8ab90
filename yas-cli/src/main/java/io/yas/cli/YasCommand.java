package io.yas.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code yas} command line: {@code yas dump FILE [--json]}, {@code yas convert IN --to PROTOCOL [-o OUT]}. */
@Command(name = "yas", mixinStandardHelpOptions = true, version = "yas 0.1.0",
        description = "YaS - Yet another Serialiser: inspect and convert YaS, CmwLight and JSON messages.",
        subcommands = {DumpCommand.class, ConvertCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Also, through the ./yas launcher:",
            "  bench     Run the JMH benchmarks beside the peer libraries and write the report (./yas bench --help)."})
public final class YasCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The top command; picocli creates it and fills {@link #spec}. */
    public YasCommand() {
        // options and subcommands are declared by annotations
    }

    /**
     * Runs the command line and exits with its code.
     *
     * @param args the command line arguments
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs the command line; returns the exit code (0 ok, 1 undecodable input or a target that cannot carry it, 2
     * usage or I/O error).
     */
    static int run(String... args) {
        return new CommandLine(new YasCommand()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "missing command: try 'yas dump FILE', 'yas convert IN --to json' or 'yas bench'");
    }
}
