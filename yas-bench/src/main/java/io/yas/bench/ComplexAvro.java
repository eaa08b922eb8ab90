package io.yas.bench;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;

import java.util.ArrayList;
import java.util.List;

/** {@link ComplexTestClass} ↔ the generic Avro record of {@code complex.avsc}. */
final class ComplexAvro extends AvroCodec<ComplexTestClass> {
    private final Schema nestedList = schema.getField("nestedList").schema().getTypes().get(1);

    ComplexAvro() {
        super("complex");
    }

    @Override
    GenericData.Record toRecord(ComplexTestClass c) {
        GenericData.Record r = new GenericData.Record(schema);
        r.put(0, (int) c.byteValue);
        r.put(1, (int) c.shortValue);
        r.put(2, c.intValue);
        r.put(3, c.longValue);
        r.put(4, c.floatValue);
        r.put(5, c.doubleValue);
        r.put(6, c.booleanValue);
        r.put(7, (int) c.charValue);
        r.put(8, c.stringValue);
        r.put(9, c.doubleList);
        r.put(10, c.stringList);
        r.put(11, c.nested == null ? null : toRecord(c.nested));
        if (c.nestedList != null) {
            GenericData.Array<GenericData.Record> list = new GenericData.Array<>(c.nestedList.size(), nestedList);
            for (ComplexTestClass n : c.nestedList) {
                list.add(toRecord(n));
            }
            r.put(12, list);
        }
        return r;
    }

    @Override
    ComplexTestClass fromRecord(GenericData.Record r) {
        ComplexTestClass c = new ComplexTestClass();
        c.byteValue = (byte) (int) r.get(0);
        c.shortValue = (short) (int) r.get(1);
        c.intValue = (int) r.get(2);
        c.longValue = (long) r.get(3);
        c.floatValue = (float) r.get(4);
        c.doubleValue = (double) r.get(5);
        c.booleanValue = (boolean) r.get(6);
        c.charValue = (char) (int) r.get(7);
        c.stringValue = string(r.get(8));
        @SuppressWarnings("unchecked")
        List<Double> doubles = (List<Double>) r.get(9);
        c.doubleList = doubles == null ? null : new ArrayList<>(doubles);
        List<?> strings = (List<?>) r.get(10);
        if (strings != null) {
            c.stringList = new ArrayList<>(strings.size());
            for (Object s : strings) {
                c.stringList.add(string(s));
            }
        }
        c.nested = r.get(11) == null ? null : fromRecord((GenericData.Record) r.get(11));
        List<?> nested = (List<?>) r.get(12);
        if (nested != null) {
            c.nestedList = new ArrayList<>(nested.size());
            for (Object n : nested) {
                c.nestedList.add(fromRecord((GenericData.Record) n));
            }
        }
        return c;
    }
}
