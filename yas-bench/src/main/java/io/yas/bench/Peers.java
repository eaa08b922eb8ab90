package io.yas.bench;

import io.yas.wire.Protocol;

import java.util.function.Supplier;

/**
 * The peers that carry any payload class without per-class code, by peer id; the schema-based peers (protobuf,
 * FlexBuffers, Avro) are chosen per workload by each benchmark class.
 *
 * <p>YaS class mapping runs over the three protocols: {@code yas}/{@code yasNew} (YaS binary), {@code yasCmwLight}
 * (only where CmwLight can carry the payload: no collections or maps) and {@code yasJson}/{@code yasJsonNew}; the
 * {@code New} peers decode into a new instance per call, the others in place into one.
 */
final class Peers {
    private Peers() {
    }

    /**
     * @param peer       the peer id ({@code @Param peer})
     * @param type       the payload class
     * @param factory    makes the instance that {@code yas} decodes into in place
     * @param registered the payload's own classes, for peers that want them registered
     * @return a new codec
     * @throws IllegalArgumentException for a peer id that needs per-class code or does not exist
     */
    static <T> Codec<T> generic(String peer, Class<T> type, Supplier<T> factory, Class<?>... registered) {
        return switch (peer) {
            case "yas" -> YasCodec.of(type, factory);
            case "yasNew" -> YasCodec.of(type, null);
            case "yasCmwLight" -> YasCodec.of(type, factory, Protocol.CMWLIGHT);
            case "yasJson" -> YasCodec.of(type, factory, Protocol.JSON);
            case "yasJsonNew" -> YasCodec.of(type, null, Protocol.JSON);
            case "fory" -> new ForyCodec<>(false, registered);
            case "foryCompatible" -> new ForyCodec<>(true, registered);
            case "kryo" -> new KryoCodec<>(false, type, registered);
            case "kryoUnsafe" -> new KryoCodec<>(true, type, registered);
            case "jackson" -> new JacksonCodec<>(type);
            case "dslJson" -> new DslJsonCodec<>(type);
            case "fastjson2" -> new Fastjson2Codec<>(type);
            case "javaSerialisation" -> new JavaSerialisationCodec<>();
            default -> throw new IllegalArgumentException("unknown peer for " + type.getSimpleName() + ": " + peer);
        };
    }
}
