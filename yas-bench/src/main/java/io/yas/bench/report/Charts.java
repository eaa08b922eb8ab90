package io.yas.bench.report;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.style.Styler;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

/**
 * Bar charts of the measured times, one per workload × operation, written as PNG and SVG with XChart: payloads on
 * the x axis, one bar per peer, fastest peer first in the legend; each peer keeps its colour in every chart: YaS
 * in red, its other variants in warm colours, the {@code copy} ceiling in light grey, peers in blues, greens,
 * purples and browns. The time axis is logarithmic when the bars span more
 * than a factor of 30. Stateless.
 */
final class Charts {
    /** One colour per peer id in every chart: YaS red, its variants warm, the copy ceiling light grey. */
    private static final Map<String, Color> COLOURS = Map.ofEntries(
            Map.entry(Row.YAS, new Color(0xD62728)), Map.entry("yasNew", new Color(0xFF7F0E)),
            Map.entry("yasMap", new Color(0xFFBB78)), Map.entry("yasCustom", new Color(0xE377C2)),
            Map.entry("yasCmwLight", new Color(0xBCBD22)), Map.entry(Row.YAS_JSON, new Color(0xFF9896)),
            Map.entry("fory", new Color(0x1F77B4)), Map.entry("foryCompatible", new Color(0xAEC7E8)),
            Map.entry("kryo", new Color(0x2CA02C)), Map.entry("kryoUnsafe", new Color(0x98DF8A)),
            Map.entry("protobuf", new Color(0x9467BD)), Map.entry("flexBuffers", new Color(0xC5B0D5)),
            Map.entry("avro", new Color(0x8C564B)), Map.entry("jackson", new Color(0x17BECF)),
            Map.entry("dslJson", new Color(0x9EDAE5)), Map.entry("fastjson2", new Color(0x393B79)),
            Map.entry("javaSerialisation", new Color(0x7F7F7F)), Map.entry(Row.COPY, new Color(0xC7C7C7)));
    private static final Color[] OTHER_YAS = {new Color(0xE7969C), new Color(0xFDAE6B), new Color(0xDBDB8D)};
    private static final Color[] OTHERS = {new Color(0x637939), new Color(0x6B6ECF), new Color(0x843C39),
        new Color(0x5254A3), new Color(0x8CA252), new Color(0xBD9E39)};
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 700;

    private Charts() {
    }

    /**
     * Writes {@code <workload>-<op>.png} and {@code .svg} (or {@code <workload>.png} for benchmarks without an
     * operation) into {@code dir}.
     *
     * @param caption appended to each title, e.g. the JDK and CPU
     * @return the PNG file names per workload, in the order written
     * @throws IOException when a file cannot be written
     */
    static Map<String, List<String>> write(List<Row> rows, Path dir, String caption) throws IOException {
        Files.createDirectories(dir);
        Map<String, List<String>> written = new LinkedHashMap<>();
        List<Row> ordered = MarkdownReport.ordered(rows);
        for (String workload : MarkdownReport.workloads(ordered)) {
            List<Row> ofWorkload = MarkdownReport.rows(ordered, workload);
            for (String op : ofWorkload.stream().map(Row::op).distinct().toList()) {
                String name = op.equals("-") ? workload : workload + "-" + op;
                CategoryChart chart = chart(ofWorkload.stream().filter(r -> r.op().equals(op)).toList(),
                        workload + (op.equals("-") ? "" : " " + op) + " — time per operation, lower is better"
                                + (caption.isEmpty() ? "" : " (" + caption + ")"));
                ImageIO.write(BitmapEncoder.getBufferedImage(chart), "png", dir.resolve(name + ".png").toFile());
                saveSvg(chart, dir.resolve(name).toString());
                written.computeIfAbsent(workload, w -> new ArrayList<>()).add(name + ".png");
            }
        }
        return written;
    }

    /** @return a bar chart of rows of one workload and operation: payloads as categories, peers as series */
    static CategoryChart chart(List<Row> rows, String title) {
        List<String> payloads = rows.stream().map(Row::payload).distinct().toList();
        double min = rows.stream().mapToDouble(Row::nsPerOp).min().orElse(1);
        double max = rows.stream().mapToDouble(Row::nsPerOp).max().orElse(1);
        boolean log = max / min > 30;
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle("payload").yAxisTitle("time per operation" + (log ? " (log scale)" : "")).build();
        style(chart.getStyler(), log);
        if (log) { // bars start at zero unless told otherwise, which a log axis cannot show
            chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(min))));
            chart.getStyler().setYAxisMax(Math.pow(10, Math.ceil(Math.log10(max))));
        }
        List<Color> colours = new ArrayList<>();
        for (String peer : peersFastestFirst(rows, payloads)) {
            List<Double> values = new ArrayList<>(); // null where the peer has no row for the payload: no bar
            for (String payload : payloads) {
                values.add(rows.stream().filter(r -> r.peer().equals(peer) && r.payload().equals(payload))
                        .map(Row::nsPerOp).findFirst().orElse(null));
            }
            chart.addSeries(peer, payloads, values);
            colours.add(colour(peer));
        }
        chart.getStyler().setSeriesColors(colours.toArray(Color[]::new));
        return chart;
    }

    /** @return the peer's fixed colour; peers outside the contract get one from a warm or cool list by name */
    static Color colour(String peer) {
        Color[] fallback = peer.startsWith(Row.YAS) ? OTHER_YAS : OTHERS;
        return COLOURS.getOrDefault(peer, fallback[Math.floorMod(peer.hashCode(), fallback.length)]);
    }

    private static void style(org.knowm.xchart.style.CategoryStyler styler, boolean log) {
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setPlotGridLinesColor(new Color(0xDDDDDD));
        styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
        styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        styler.setYAxisLogarithmic(log);
        styler.setAvailableSpaceFill(0.9);
        styler.setYAxisTickLabelsFormattingFunction(MarkdownReport::time);
    }

    /** @return the peers ordered by their geometric mean time over the payloads, relative to each payload's fastest */
    private static List<String> peersFastestFirst(List<Row> rows, List<String> payloads) {
        Map<String, Double> score = new LinkedHashMap<>();
        for (String payload : payloads) {
            double fastest = rows.stream().filter(r -> r.payload().equals(payload)).mapToDouble(Row::nsPerOp).min()
                    .orElse(1);
            rows.stream().filter(r -> r.payload().equals(payload))
                    .forEach(r -> score.merge(r.peer(), Math.log(r.nsPerOp() / fastest), Double::sum));
        }
        Map<String, Long> count = new LinkedHashMap<>();
        rows.forEach(r -> count.merge(r.peer(), 1L, Long::sum));
        return score.keySet().stream()
                .sorted(Comparator.comparingDouble(p -> score.get(p) / count.get(p)))
                .toList();
    }

    /** Writes {@code chart} to {@code pathWithoutExtension}.svg. */
    @SuppressWarnings("deprecation") // XChart 4.0.3 deprecates every entry point of its SVG encoder, with no successor
    private static void saveSvg(CategoryChart chart, String pathWithoutExtension) throws IOException {
        VectorGraphicsEncoder.saveVectorGraphic(chart, pathWithoutExtension,
                VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }
}
