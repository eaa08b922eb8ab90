package io.yas.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The {@link Numbers} objects (one int, ten ints, one double, ten doubles) through every peer; times in ns per
 * operation, reported as ratios to Jackson.
 */
public class NumbersBenchmark extends PeerBenchmark<Object> {
    @Param({"int1", "int10", "double1", "double10"})
    String payload;

    @Param({"yas", "yasNew", "yasCmwLight", "yasJson", "yasJsonNew", "fory", "foryCompatible", "kryo", "kryoUnsafe",
            "protobuf", "flexBuffers", "avro", "jackson", "dslJson", "fastjson2", "javaSerialisation"})
    String peer;

    @Setup(Level.Trial)
    public void setUp() {
        Object source = Numbers.payload(payload);
        prepare(source, codec(peer, source.getClass()), payload, peer);
    }

    @SuppressWarnings("unchecked")
    static Codec<Object> codec(String peer, Class<?> type) {
        return switch (peer) {
            case "protobuf" -> (Codec<Object>) NumbersProtobuf.of(type);
            case "flexBuffers" -> (Codec<Object>) NumbersFlexBuffers.of(type);
            case "avro" -> (Codec<Object>) NumbersAvro.of(type);
            default -> (Codec<Object>) generic(peer, type);
        };
    }

    private static <T> Codec<T> generic(String peer, Class<T> type) {
        return Peers.generic(peer, type, () -> newInstance(type), type);
    }

    private static <T> T newInstance(Class<T> type) {
        try {
            return type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
