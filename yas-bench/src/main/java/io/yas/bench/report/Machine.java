package io.yas.bench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The machine and JDK a run measures, for the head of {@code results.md}.
 *
 * @param cpu   the CPU model from {@code /proc/cpuinfo}, or {@code os.arch} where there is none
 * @param cores the processors available to the JVM
 * @param jdk   vendor, runtime version and VM name of the JVM that runs the benchmarks (the forked one)
 */
record Machine(String cpu, int cores, String jdk) {
    /**
     * Reads the CPU model and asks {@code java} for its properties ({@code -XshowSettings:properties -version}).
     *
     * @param java the java executable the benchmarks fork
     * @throws IOException when {@code java} cannot be started or does not report its version
     */
    static Machine probe(Path java) throws IOException {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        String cpu = Files.isReadable(cpuinfo) ? cpuModel(Files.readAllLines(cpuinfo)) : null;
        Process process = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version")
                .redirectErrorStream(true).start();
        List<String> settings = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                .lines().toList();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking " + java + " for its version", e);
        }
        String jdk = jdk(settings);
        if (jdk == null) {
            throw new IOException(java + " -XshowSettings:properties -version did not report java.version: "
                    + String.join("\n", settings));
        }
        return new Machine(cpu == null ? System.getProperty("os.arch") : cpu,
                Runtime.getRuntime().availableProcessors(), jdk);
    }

    /** @return the first {@code model name} of {@code /proc/cpuinfo}, or null */
    static String cpuModel(List<String> cpuinfo) {
        return cpuinfo.stream().filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst().orElse(null);
    }

    /**
     * @param settings the output of {@code java -XshowSettings:properties -version}
     * @return e.g. {@code "Eclipse Adoptium 25.0.1+8-LTS (OpenJDK 64-Bit Server VM)"}, or null without
     *         {@code java.version}
     */
    static String jdk(List<String> settings) {
        Map<String, String> properties = new TreeMap<>();
        for (String line : settings) {
            int eq = line.indexOf(" = ");
            if (line.startsWith("    ") && eq > 0) {
                properties.putIfAbsent(line.substring(0, eq).trim(), line.substring(eq + 3).trim());
            }
        }
        if (!properties.containsKey("java.version")) {
            return null;
        }
        return properties.getOrDefault("java.vendor", "unknown vendor") + " "
                + properties.getOrDefault("java.runtime.version", properties.get("java.version"))
                + " (" + properties.getOrDefault("java.vm.name", "unknown VM") + ")";
    }

    /** @return the feature version of {@link #jdk()}, e.g. 17 for "Debian 17.0.15+6-Debian-1deb12u1 (…)", or 0 */
    int jdkFeature() {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<![\\w.])(\\d+)(?=[.+\\s-]|$)").matcher(jdk);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }
}
