package io.yas.bench;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;

import java.util.ArrayList;
import java.util.List;

/**
 * The encoded size of every workload payload in every format the benchmarks time, measured by encoding each payload
 * once; {@code ./yas bench} reports it beside the times and uses it for MB/s.
 */
public final class EncodedSizes {
    /**
     * One encoded message.
     *
     * @param workload the benchmark class's workload name, e.g. {@code "TestDataClass"}
     * @param payload  the payload variant ({@code @Param("payload")}), e.g. {@code "numeric-1k"}
     * @param peer     the format id ({@code @Param("peer")}), e.g. {@code "yas"}
     * @param bytes    encoded size in bytes
     */
    public record EncodedSize(String workload, String payload, String peer, int bytes) {
    }

    private EncodedSizes() {
    }

    /** @return the sizes of every workload × payload × peer, in benchmark order */
    public static List<EncodedSize> measure() {
        List<EncodedSize> sizes = new ArrayList<>();
        for (String payload : new String[] {"string-heavy", "numeric-heavy-1k", "numeric-heavy-10k"}) {
            TestDataClass source = switch (payload) {
                case "string-heavy" -> new TestDataClass(10, 100, 1);
                case "numeric-heavy-1k" -> new TestDataClass(1000, 0, 0);
                default -> new TestDataClass(10000, 0, 0);
            };
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(1024));
            s.serialise(source);
            sizes.add(new EncodedSize("TestDataClass", payload, "yas", s.buffer().position()));
        }
        return sizes;
    }

    /** Prints the sizes, one {@code workload payload peer bytes} line each. */
    public static void main(String[] args) {
        for (EncodedSize s : measure()) {
            System.out.println(s.workload() + " " + s.payload() + " " + s.peer() + " " + s.bytes());
        }
    }
}
