package io.yas.bench;

import com.google.flatbuffers.FlexBuffers;
import com.google.flatbuffers.FlexBuffersBuilder;

/** The {@link Numbers} objects as FlexBuffers maps, one key per field. */
final class NumbersFlexBuffers {
    private static final String[] KEYS = {"v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"};

    private NumbersFlexBuffers() {
    }

    /** @return the FlexBuffers codec of one of the {@link Numbers} classes */
    static Codec<?> of(Class<?> type) {
        return Numbers.pick(type, Int1::new, Int10::new, Double1::new, Double10::new);
    }

    private static final class Int1 extends FlexBuffersCodec<Numbers.Int1> {
        @Override
        void write(FlexBuffersBuilder b, Numbers.Int1 v) {
            b.putInt("value", v.value);
        }

        @Override
        Numbers.Int1 read(FlexBuffers.Map m) {
            return new Numbers.Int1(m.get("value").asInt());
        }
    }

    private static final class Int10 extends FlexBuffersCodec<Numbers.Int10> {
        @Override
        void write(FlexBuffersBuilder b, Numbers.Int10 v) {
            int[] values = {v.v0, v.v1, v.v2, v.v3, v.v4, v.v5, v.v6, v.v7, v.v8, v.v9};
            for (int i = 0; i < KEYS.length; i++) {
                b.putInt(KEYS[i], values[i]);
            }
        }

        @Override
        Numbers.Int10 read(FlexBuffers.Map m) {
            int[] v = new int[KEYS.length];
            for (int i = 0; i < KEYS.length; i++) {
                v[i] = m.get(KEYS[i]).asInt();
            }
            return new Numbers.Int10(v);
        }
    }

    private static final class Double1 extends FlexBuffersCodec<Numbers.Double1> {
        @Override
        void write(FlexBuffersBuilder b, Numbers.Double1 v) {
            b.putFloat("value", v.value);
        }

        @Override
        Numbers.Double1 read(FlexBuffers.Map m) {
            return new Numbers.Double1(m.get("value").asFloat());
        }
    }

    private static final class Double10 extends FlexBuffersCodec<Numbers.Double10> {
        @Override
        void write(FlexBuffersBuilder b, Numbers.Double10 v) {
            double[] values = {v.v0, v.v1, v.v2, v.v3, v.v4, v.v5, v.v6, v.v7, v.v8, v.v9};
            for (int i = 0; i < KEYS.length; i++) {
                b.putFloat(KEYS[i], values[i]);
            }
        }

        @Override
        Numbers.Double10 read(FlexBuffers.Map m) {
            double[] v = new double[KEYS.length];
            for (int i = 0; i < KEYS.length; i++) {
                v[i] = m.get(KEYS[i]).asFloat();
            }
            return new Numbers.Double10(v);
        }
    }
}
