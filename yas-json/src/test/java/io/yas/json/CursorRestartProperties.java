package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One JSON cursor reused message after message (as {@link io.yas.mapping.IoClassSerialiser} reuses it, its jackson
 * parser restarted after every message read to its end: {@link MessageParser}) reads each message exactly as a new
 * cursor does: the same fields, offsets, sizes, values and refusals, whatever came before it (messages read to their
 * end, walked or as a tree, refused, or abandoned part-way; padded or not).
 *
 * <p>Each property runs once per seed of {@link Seeds}; a failure's message carries its seed ({@code -Dyas.seed=N}
 * replays it, {@code -Dyas.seeds=random} checks fresh ones).
 */
class CursorRestartProperties {
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

    static LongStream seeds() {
        return Seeds.of(100);
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void aReusedCursorReadsEachMessageAsANewCursorDoes(long seed) {
        Gen g = new Gen(seed);
        IoBuffer shared = IoBuffer.allocate(64);
        FieldCursor reused = null;
        for (int i = 0; i < 12; i++) {
            byte[] message = message(g);
            boolean tree = g.oneIn(4);
            int stopAfter = g.oneIn(5) ? g.between(0, 6) : Integer.MAX_VALUE; // abandoned part-way
            shared.clear();
            shared.putBytes(message, 0, message.length);
            shared.flip();
            reused = Protocol.JSON.codec().reuseCursor(reused, shared, ReadLimits.DEFAULT);
            String again = read(reused, tree, stopAfter);
            String fresh = read(Protocol.JSON.newCursor(IoBuffer.wrap(message.clone()), ReadLimits.DEFAULT), tree,
                    stopAfter);
            assertThat(again).as("message %d: %s", i, new String(message, StandardCharsets.UTF_8)).isEqualTo(fresh);
        }
    }

    /** A document of {@link JsonProperties#document}, at times padded, damaged (one byte changed) or cut short. */
    private static byte[] message(Gen g) {
        byte[] json = JsonProperties.document(g);
        if (g.oneIn(4)) {
            int at = g.between(0, json.length - 1);
            if (g.bool()) {
                json = Arrays.copyOf(json, at);
            } else {
                byte flip = g.int8();
                json[at] ^= flip == 0 ? 1 : flip;
            }
        }
        if (g.oneIn(4)) {
            String pad = g.pick(" ", "\n\t", "\0\0");
            json = (pad + new String(json, StandardCharsets.ISO_8859_1) + pad).getBytes(StandardCharsets.ISO_8859_1);
        }
        return json;
    }

    /** {@return what {@code cursor} reads of its message, as a tree or field by field (up to stopAfter fields)} */
    private static String read(FieldCursor cursor, boolean tree, int stopAfter) {
        StringBuilder out = new StringBuilder();
        try {
            if (tree) {
                return out.append(cursor.readTree()).append(" at ").append(cursor.buffer().position()).toString();
            }
            cursor.readHeader();
            for (int n = 0; n < stopAfter && cursor.hasNextField(); n++) {
                DataType type = cursor.nextField();
                out.append(type).append(' ').append(cursor.name()).append(" @").append(cursor.fieldStart())
                        .append('/').append(cursor.dataStart()).append(" d").append(cursor.depth());
                if (type != DataType.START_MARKER && type != DataType.END_MARKER && !cursor.isNull()) {
                    out.append(" = ").append(Arrays.deepToString(new Object[] {cursor.readValue()}))
                            .append(" (").append(cursor.dataSize()).append(" bytes)");
                }
                out.append('\n');
            }
            return out.toString();
        } catch (YasFormatException e) {
            return out.append("refused: ").append(e.getMessage()).toString();
        }
    }
}
