package io.yas.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** {@link Customer} at levels L1, L2 and L3 through every peer; times in ns per operation. */
public class CustomerBenchmark extends PeerBenchmark<Customer> {
    @Param({"L1", "L2", "L3"})
    String payload;

    @Param({"yas", "yasNew", "yasJson", "yasJsonNew", "fory", "foryCompatible", "kryo", "kryoUnsafe", "protobuf",
            "flexBuffers", "avro", "jackson", "dslJson", "fastjson2", "javaSerialisation"})
    String peer;

    @Setup(Level.Trial)
    public void setUp() {
        prepare(Customer.payload(payload), codec(peer), payload, peer);
    }

    static Codec<Customer> codec(String peer) {
        return switch (peer) {
            case "protobuf" -> new CustomerProtobuf();
            case "flexBuffers" -> new CustomerFlexBuffers();
            case "avro" -> new CustomerAvro();
            default -> Peers.generic(peer, Customer.class, Customer::new, Customer.class, Customer.Preferences.class,
                    Customer.Location.class);
        };
    }
}
