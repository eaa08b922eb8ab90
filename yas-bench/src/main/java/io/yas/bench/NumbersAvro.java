package io.yas.bench;

import org.apache.avro.generic.GenericData;

/** The {@link Numbers} objects ↔ generic Avro records of {@code numbers-*.avsc}. */
final class NumbersAvro {
    private NumbersAvro() {
    }

    /** @return the Avro codec of one of the {@link Numbers} classes */
    static Codec<?> of(Class<?> type) {
        return Numbers.pick(type, Int1::new, Int10::new, Double1::new, Double10::new);
    }

    private static final class Int1 extends AvroCodec<Numbers.Int1> {
        Int1() {
            super("numbers-int1");
        }

        @Override
        GenericData.Record toRecord(Numbers.Int1 v) {
            GenericData.Record r = new GenericData.Record(schema);
            r.put(0, v.value);
            return r;
        }

        @Override
        Numbers.Int1 fromRecord(GenericData.Record r) {
            return new Numbers.Int1((int) r.get(0));
        }
    }

    private static final class Int10 extends AvroCodec<Numbers.Int10> {
        Int10() {
            super("numbers-int10");
        }

        @Override
        GenericData.Record toRecord(Numbers.Int10 v) {
            GenericData.Record r = new GenericData.Record(schema);
            int[] values = {v.v0, v.v1, v.v2, v.v3, v.v4, v.v5, v.v6, v.v7, v.v8, v.v9};
            for (int i = 0; i < values.length; i++) {
                r.put(i, values[i]);
            }
            return r;
        }

        @Override
        Numbers.Int10 fromRecord(GenericData.Record r) {
            int[] v = new int[10];
            for (int i = 0; i < v.length; i++) {
                v[i] = (int) r.get(i);
            }
            return new Numbers.Int10(v);
        }
    }

    private static final class Double1 extends AvroCodec<Numbers.Double1> {
        Double1() {
            super("numbers-double1");
        }

        @Override
        GenericData.Record toRecord(Numbers.Double1 v) {
            GenericData.Record r = new GenericData.Record(schema);
            r.put(0, v.value);
            return r;
        }

        @Override
        Numbers.Double1 fromRecord(GenericData.Record r) {
            return new Numbers.Double1((double) r.get(0));
        }
    }

    private static final class Double10 extends AvroCodec<Numbers.Double10> {
        Double10() {
            super("numbers-double10");
        }

        @Override
        GenericData.Record toRecord(Numbers.Double10 v) {
            GenericData.Record r = new GenericData.Record(schema);
            double[] values = {v.v0, v.v1, v.v2, v.v3, v.v4, v.v5, v.v6, v.v7, v.v8, v.v9};
            for (int i = 0; i < values.length; i++) {
                r.put(i, values[i]);
            }
            return r;
        }

        @Override
        Numbers.Double10 fromRecord(GenericData.Record r) {
            double[] v = new double[10];
            for (int i = 0; i < v.length; i++) {
                v[i] = (double) r.get(i);
            }
            return new Numbers.Double10(v);
        }
    }
}
