package io.yas.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@link ComplexTestClass} (nine scalars, two lists of three, two null references) through every peer; times in
 * ns per operation.
 */
public class ComplexTestClassBenchmark extends PeerBenchmark<ComplexTestClass> {
    @Param({"default"})
    String payload;

    @Param({"yas", "yasNew", "yasJson", "yasJsonNew", "fory", "foryCompatible", "kryo", "kryoUnsafe", "protobuf",
            "flexBuffers", "avro", "jackson", "dslJson", "fastjson2", "javaSerialisation"})
    String peer;

    @Setup(Level.Trial)
    public void setUp() {
        prepare(ComplexTestClass.sample(), codec(peer), payload, peer);
    }

    static Codec<ComplexTestClass> codec(String peer) {
        return switch (peer) {
            case "protobuf" -> new ComplexProtobuf();
            case "flexBuffers" -> new ComplexFlexBuffers();
            case "avro" -> new ComplexAvro();
            default -> Peers.generic(peer, ComplexTestClass.class, ComplexTestClass::new, ComplexTestClass.class);
        };
    }
}
