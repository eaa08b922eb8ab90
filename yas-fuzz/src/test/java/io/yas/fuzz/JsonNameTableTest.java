package io.yas.fuzz;

import io.yas.buffer.IoBuffer;
import io.yas.json.JsonReader;
import io.yas.mapping.IoClassSerialiser;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Regression test of docs/fuzzing-findings/json-member-names-grow-shared-symbol-table.md (issue 11 item 2): after
 * 10,000 messages with fresh member names, a small message (with a name of its own) costs what it cost before
 * them, in the tree reader and in class mapping. (Once, every parse copied a shared name table that the earlier messages had grown: 330 KB for a
 * 13-byte message.)
 */
class JsonNameTableTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static int names;

    public static class AB {
        int a;
        int b;
    }

    @Test
    void freshMemberNamesDoNotMakeLaterMessagesCostMore() {
        long treeBefore = leastAllocation(() -> new JsonReader(IoBuffer.wrap(small())).readTree());
        long mappingBefore = leastAllocation(() -> new IoClassSerialiser(IoBuffer.wrap(small())).deserialise(AB.class));
        for (int i = 0; i < 10_000; i++) {
            byte[] fresh = ("{\"a\":1,\"n1_" + i + "\":1}").getBytes(StandardCharsets.UTF_8);
            new JsonReader(IoBuffer.wrap(fresh)).readTree();
            new IoClassSerialiser(IoBuffer.wrap(fresh)).deserialise(AB.class);
        }
        assertThat(leastAllocation(() -> new JsonReader(IoBuffer.wrap(small())).readTree()))
                .isLessThan(treeBefore + 16 * 1024);
        assertThat(leastAllocation(() -> new IoClassSerialiser(IoBuffer.wrap(small())).deserialise(AB.class)))
                .isLessThan(mappingBefore + 16 * 1024);
    }

    /** A small message with a name no message had before: a parser that copies a grown table pays for it. */
    private static byte[] small() {
        return ("{\"a\":1,\"m" + names++ + "\":2}").getBytes(StandardCharsets.UTF_8);
    }

    /** The least of a few measurements, so that a JIT compilation or TLAB refill in one does not count. */
    private static long leastAllocation(Runnable decode) {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 50; i++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            decode.run();
            least = Math.min(least, THREADS.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }
}
