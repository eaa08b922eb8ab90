package io.yas.bench;

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

    /**
     * Sets up every workload × payload × peer of the benchmarks (which verifies its round trip) and encodes the
     * payload once.
     *
     * @return the sizes, in benchmark order
     * @throws IllegalStateException when a peer does not round-trip its payload equal
     */
    public static List<EncodedSize> measure() {
        List<EncodedSize> sizes = new ArrayList<>();
        for (BenchmarkCase c : BenchmarkCase.all()) {
            sizes.add(new EncodedSize(c.workload(), c.payload(), c.peer(), c.setUp().encodedBytes()));
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
