package io.yas.cli;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.CustomValue;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A chart-fx DataSet block (docs/spec-yas.md, "DataSet") in a text dump: one summary line for the data set and one
 * per dimension (axis name, unit, range, point count, first values, errors) in place of the fields they fold. Reads
 * the field tree only, so chart-fx is not needed; the block is recognised by its start marker's name, also inside
 * an OTHER field (how class mapping frames a DataSet field or root).
 */
final class DataSetText {
    static final String START = "START_MARKER_DATASET:";
    private static final Pattern FOLDED = Pattern.compile("dataSetName|nDims|axis\\d+\\.(name|unit|Min|Max)"
            + "|array\\d+|e[np]\\d+");

    private DataSetText() {
    }

    static boolean isBlock(WireField f) {
        return f.isObject() && f.name().startsWith(START);
    }

    /** @return whether the summary shows {@code child} of a block, so the dump leaves it out */
    static boolean folded(WireField child) {
        return !child.isObject() && FOLDED.matcher(child.name()).matches();
    }

    static List<String> summary(WireField block, int maxElements) {
        int nDims = block.field("nDims") != null && block.field("nDims").value() instanceof Integer n ? n : 0;
        WireField first = block.field("array0");
        List<String> lines = new ArrayList<>();
        lines.add("DataSet " + TreeText.value(valueOf(block, "dataSetName"), maxElements) + ": " + nDims
                + " dimensions, " + (first == null ? "no" : String.valueOf(Array.getLength(first.value())))
                + " points");
        for (int d = 0; d < nDims; d++) {
            StringBuilder b = new StringBuilder("axis").append(d).append(' ')
                    .append(TreeText.value(valueOf(block, "axis" + d + ".name"), maxElements))
                    .append(" [").append(valueOf(block, "axis" + d + ".unit")).append("] ")
                    .append(valueOf(block, "axis" + d + ".Min")).append(" .. ")
                    .append(valueOf(block, "axis" + d + ".Max"));
            appendArray(b, " values ", block.field("array" + d), maxElements);
            appendArray(b, " errors- ", block.field("en" + d), maxElements);
            appendArray(b, " errors+ ", block.field("ep" + d), maxElements);
            lines.add(b.toString());
        }
        return lines;
    }

    private static Object valueOf(WireField block, String name) {
        WireField f = block.field(name);
        return f == null ? "?" : f.value();
    }

    private static void appendArray(StringBuilder b, String label, WireField f, int maxElements) {
        if (f != null && f.value() != null && f.value().getClass().isArray()) {
            b.append(label).append(TreeText.value(f.value(), maxElements));
        }
    }

    /**
     * @return the DataSet blocks that make up an OTHER field's payload (one for a DataSet field, any number for a
     *         {@code List<DataSet>}), or an empty list if the payload is anything else
     */
    static List<WireField> payloadBlocks(byte[] bytes, CustomValue c) {
        List<WireField> blocks = new ArrayList<>();
        if (bytes == null || c.typeName() != null || c.byteCount() < 9 || bytes[c.offset()] != 0) {
            return blocks;
        }
        IoBuffer buffer = IoBuffer.wrap(bytes);
        buffer.limit(c.offset() + c.byteCount());
        buffer.position(c.offset());
        YasReader reader = new YasReader(buffer);
        try {
            while (reader.hasNextField()) {
                WireField block = reader.readTree();
                if (!isBlock(block)) {
                    return List.of();
                }
                blocks.add(block);
            }
        } catch (YasFormatException e) {
            return List.of(); // not DataSet blocks: shown as raw bytes
        }
        return blocks;
    }
}
