package io.yas.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

import java.util.concurrent.TimeUnit;

/**
 * The original YaS comparison (the serialiser benchmarks of opencmw-java) on {@link TestDataClass}, beside the peers; times in µs
 * per operation. YaS runs in the original's modes: {@code yasMap} (hand-written writer, generic field tree read),
 * {@code yasCustom} (hand-written writer and positional reader, in place), {@code yas} (class mapping, decoded in
 * place into one instance) and {@code yasNew} (class mapping into a new instance). {@code copy} is the memory-copy
 * ceiling of the numeric arrays. MB/s = encoded bytes ({@link EncodedSizes}) / round-trip time, bytes counted once
 * as the original defines it.
 */
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TestDataClassBenchmark extends PeerBenchmark<TestDataClass> {
    @Param({"string-heavy", "numeric-1k", "numeric-10k"})
    String payload;

    @Param({"yas", "yasNew", "yasCmwLight", "yasJson", "yasJsonNew", "yasMap", "yasCustom", "fory", "foryCompatible",
            "kryo", "kryoUnsafe", "protobuf", "flexBuffers", "avro", "jackson", "dslJson", "fastjson2",
            "javaSerialisation", "copy"})
    String peer;

    @Setup(Level.Trial)
    public void setUp() {
        prepare(TestDataClass.payload(payload), codec(peer), payload, peer);
    }

    static Codec<TestDataClass> codec(String peer) {
        return switch (peer) {
            case "yasMap" -> new TestDataFieldCodec(true);
            case "yasCustom" -> new TestDataFieldCodec(false);
            case "copy" -> new TestDataCopy();
            case "protobuf" -> new TestDataProtobuf();
            case "flexBuffers" -> new TestDataFlexBuffers();
            case "avro" -> new TestDataAvro();
            default -> Peers.generic(peer, TestDataClass.class, TestDataClass::new, TestDataClass.class);
        };
    }
}
