package io.yas.bench;

import io.yas.bench.proto.NumbersProto;

/** The {@link Numbers} objects ↔ their protobuf messages in {@code numbers.proto}. */
final class NumbersProtobuf {
    private NumbersProtobuf() {
    }

    /** @return the protobuf codec of one of the {@link Numbers} classes */
    static Codec<?> of(Class<?> type) {
        return Numbers.pick(type, Int1::new, Int10::new, Double1::new, Double10::new);
    }

    private static final class Int1 extends ProtobufCodec<Numbers.Int1, NumbersProto.Int1> {
        Int1() {
            super(NumbersProto.Int1.parser());
        }

        @Override
        NumbersProto.Int1 toMessage(Numbers.Int1 v) {
            return NumbersProto.Int1.newBuilder().setValue(v.value).build();
        }

        @Override
        Numbers.Int1 fromMessage(NumbersProto.Int1 m) {
            return new Numbers.Int1(m.getValue());
        }
    }

    private static final class Int10 extends ProtobufCodec<Numbers.Int10, NumbersProto.Int10> {
        Int10() {
            super(NumbersProto.Int10.parser());
        }

        @Override
        NumbersProto.Int10 toMessage(Numbers.Int10 v) {
            return NumbersProto.Int10.newBuilder().setV0(v.v0).setV1(v.v1).setV2(v.v2).setV3(v.v3).setV4(v.v4)
                    .setV5(v.v5).setV6(v.v6).setV7(v.v7).setV8(v.v8).setV9(v.v9).build();
        }

        @Override
        Numbers.Int10 fromMessage(NumbersProto.Int10 m) {
            return new Numbers.Int10(m.getV0(), m.getV1(), m.getV2(), m.getV3(), m.getV4(), m.getV5(), m.getV6(),
                    m.getV7(), m.getV8(), m.getV9());
        }
    }

    private static final class Double1 extends ProtobufCodec<Numbers.Double1, NumbersProto.Double1> {
        Double1() {
            super(NumbersProto.Double1.parser());
        }

        @Override
        NumbersProto.Double1 toMessage(Numbers.Double1 v) {
            return NumbersProto.Double1.newBuilder().setValue(v.value).build();
        }

        @Override
        Numbers.Double1 fromMessage(NumbersProto.Double1 m) {
            return new Numbers.Double1(m.getValue());
        }
    }

    private static final class Double10 extends ProtobufCodec<Numbers.Double10, NumbersProto.Double10> {
        Double10() {
            super(NumbersProto.Double10.parser());
        }

        @Override
        NumbersProto.Double10 toMessage(Numbers.Double10 v) {
            return NumbersProto.Double10.newBuilder().setV0(v.v0).setV1(v.v1).setV2(v.v2).setV3(v.v3).setV4(v.v4)
                    .setV5(v.v5).setV6(v.v6).setV7(v.v7).setV8(v.v8).setV9(v.v9).build();
        }

        @Override
        Numbers.Double10 fromMessage(NumbersProto.Double10 m) {
            return new Numbers.Double10(m.getV0(), m.getV1(), m.getV2(), m.getV3(), m.getV4(), m.getV5(),
                    m.getV6(), m.getV7(), m.getV8(), m.getV9());
        }
    }
}
