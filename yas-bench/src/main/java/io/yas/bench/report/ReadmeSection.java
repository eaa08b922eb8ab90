package io.yas.bench.report;

import java.util.List;
import java.util.Map;

/**
 * The results section of README.md, rewritten by {@code ./yas bench --update-docs} between the markers
 * {@code <!-- bench:jdkN:begin -->} and {@code <!-- bench:jdkN:end -->} (N the benchmark JVM's feature version), so
 * the README's numbers come from the tool and are never edited by hand. A README without the markers is left as
 * it is.
 */
final class ReadmeSection {
    private ReadmeSection() {
    }

    /** @return the begin marker for a JDK feature version, e.g. {@code <!-- bench:jdk17:begin -->} */
    static String begin(int jdkFeature) {
        return "<!-- bench:jdk" + jdkFeature + ":begin -->";
    }

    /** @return the end marker for a JDK feature version */
    static String end(int jdkFeature) {
        return "<!-- bench:jdk" + jdkFeature + ":end -->";
    }

    /**
     * @param readme     the README text
     * @param jdkFeature the benchmark JVM's feature version
     * @param header     the machine and settings lines of {@code results.md}
     * @param rows       the measured rows
     * @param docsDir    the folder of the copied results, relative to the README (e.g. {@code docs/bench/jdk17})
     * @param charts     chart file names per workload
     * @return the README with the section between the markers replaced, or {@code readme} unchanged without them
     */
    static String update(String readme, int jdkFeature, Map<String, String> header, List<Row> rows, String docsDir,
            Map<String, List<String>> charts) {
        int from = readme.indexOf(begin(jdkFeature));
        int to = readme.indexOf(end(jdkFeature));
        if (from < 0 || to < from) {
            return readme;
        }
        StringBuilder section = new StringBuilder(begin(jdkFeature)).append("\n\n");
        for (String label : List.of("CPU", "JDK", "Date", "JMH", "Note", "Command")) {
            if (header.containsKey(label)) {
                section.append("- **").append(label).append("**: ").append(header.get(label)).append('\n');
            }
        }
        section.append("- **Everything**: [").append(docsDir).append("/results.md](").append(docsDir)
                .append("/results.md) (every workload's table, sizes, allocation)\n\n");
        section.append(MarkdownReport.summary(rows).replaceFirst("^## ", "#### ")).append('\n');
        section.append("#### Targets\n\n").append(Targets.table(rows)).append('\n');
        charts.values().stream().flatMap(List::stream).filter(c -> c.endsWith(".png"))
                .forEach(c -> section.append("![").append(c).append("](").append(docsDir).append('/').append(c)
                        .append(")\n"));
        section.append('\n');
        return readme.substring(0, from) + section + readme.substring(to);
    }
}
