package io.yas.bench;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;

import java.nio.ByteBuffer;
import java.util.List;

/**
 * {@link TestDataClass} ↔ the generic Avro record of {@code testdata.avsc}: byte arrays as {@code bytes}, the other
 * primitive arrays as Avro arrays (boxed on write, as the generic API takes them), every array required.
 */
final class TestDataAvro extends AvroCodec<TestDataClass> {
    private final Schema booleans = schema.getField("boolArray").schema();
    private final Schema ints = schema.getField("intArray").schema();
    private final Schema longs = schema.getField("longArray").schema();
    private final Schema floats = schema.getField("floatArray").schema();
    private final Schema doubles = schema.getField("doubleArray").schema();
    private final Schema strings = schema.getField("stringArray").schema();

    TestDataAvro() {
        super("testdata");
    }

    @Override
    GenericData.Record toRecord(TestDataClass d) {
        GenericData.Record r = new GenericData.Record(schema);
        r.put("bool1", d.bool1);
        r.put("bool2", d.bool2);
        r.put("byte1", (int) d.byte1);
        r.put("byte2", (int) d.byte2);
        r.put("char1", (int) d.char1);
        r.put("char2", (int) d.char2);
        r.put("short1", (int) d.short1);
        r.put("short2", (int) d.short2);
        r.put("int1", d.int1);
        r.put("int2", d.int2);
        r.put("long1", d.long1);
        r.put("long2", d.long2);
        r.put("float1", d.float1);
        r.put("float2", d.float2);
        r.put("double1", d.double1);
        r.put("double2", d.double2);
        r.put("string1", d.string1);
        r.put("string2", d.string2);
        r.put("boolArray", booleans(d.boolArray));
        r.put("byteArray", ByteBuffer.wrap(d.byteArray));
        r.put("shortArray", ints(d.shortArray));
        r.put("intArray", ints(d.intArray));
        r.put("longArray", longs(d.longArray));
        r.put("floatArray", floats(d.floatArray));
        r.put("doubleArray", doubles(d.doubleArray));
        GenericData.Array<String> stringArray = new GenericData.Array<>(d.stringArray.length, strings);
        for (String s : d.stringArray) {
            stringArray.add(s);
        }
        r.put("stringArray", stringArray);
        r.put("nDimensions", ints(d.nDimensions));
        r.put("boolNdimArray", booleans(d.boolNdimArray));
        r.put("byteNdimArray", ByteBuffer.wrap(d.byteNdimArray));
        r.put("shortNdimArray", ints(d.shortNdimArray));
        r.put("intNdimArray", ints(d.intNdimArray));
        r.put("longNdimArray", longs(d.longNdimArray));
        r.put("floatNdimArray", floats(d.floatNdimArray));
        r.put("doubleNdimArray", doubles(d.doubleNdimArray));
        r.put("nestedData", d.nestedData == null ? null : toRecord(d.nestedData));
        return r;
    }

    @Override
    TestDataClass fromRecord(GenericData.Record r) {
        TestDataClass d = new TestDataClass();
        d.bool1 = (boolean) r.get("bool1");
        d.bool2 = (boolean) r.get("bool2");
        d.byte1 = (byte) (int) r.get("byte1");
        d.byte2 = (byte) (int) r.get("byte2");
        d.char1 = (char) (int) r.get("char1");
        d.char2 = (char) (int) r.get("char2");
        d.short1 = (short) (int) r.get("short1");
        d.short2 = (short) (int) r.get("short2");
        d.int1 = (int) r.get("int1");
        d.int2 = (int) r.get("int2");
        d.long1 = (long) r.get("long1");
        d.long2 = (long) r.get("long2");
        d.float1 = (float) r.get("float1");
        d.float2 = (float) r.get("float2");
        d.double1 = (double) r.get("double1");
        d.double2 = (double) r.get("double2");
        d.string1 = string(r.get("string1"));
        d.string2 = string(r.get("string2"));
        d.boolArray = toBooleans(r.get("boolArray"));
        d.byteArray = toBytes(r.get("byteArray"));
        d.shortArray = toShorts(r.get("shortArray"));
        d.intArray = toInts(r.get("intArray"));
        d.longArray = toLongs(r.get("longArray"));
        d.floatArray = toFloats(r.get("floatArray"));
        d.doubleArray = toDoubles(r.get("doubleArray"));
        List<?> stringArray = (List<?>) r.get("stringArray");
        d.stringArray = new String[stringArray.size()];
        for (int i = 0; i < d.stringArray.length; i++) {
            d.stringArray[i] = string(stringArray.get(i));
        }
        d.nDimensions = toInts(r.get("nDimensions"));
        d.boolNdimArray = toBooleans(r.get("boolNdimArray"));
        d.byteNdimArray = toBytes(r.get("byteNdimArray"));
        d.shortNdimArray = toShorts(r.get("shortNdimArray"));
        d.intNdimArray = toInts(r.get("intNdimArray"));
        d.longNdimArray = toLongs(r.get("longNdimArray"));
        d.floatNdimArray = toFloats(r.get("floatNdimArray"));
        d.doubleNdimArray = toDoubles(r.get("doubleNdimArray"));
        Object nested = r.get("nestedData");
        d.nestedData = nested == null ? null : fromRecord((GenericData.Record) nested);
        return d;
    }

    private GenericData.Array<Boolean> booleans(boolean[] values) {
        GenericData.Array<Boolean> a = new GenericData.Array<>(values.length, booleans);
        for (boolean v : values) {
            a.add(v);
        }
        return a;
    }

    private GenericData.Array<Integer> ints(short[] values) {
        GenericData.Array<Integer> a = new GenericData.Array<>(values.length, ints);
        for (short v : values) {
            a.add((int) v);
        }
        return a;
    }

    private GenericData.Array<Integer> ints(int[] values) {
        GenericData.Array<Integer> a = new GenericData.Array<>(values.length, ints);
        for (int v : values) {
            a.add(v);
        }
        return a;
    }

    private GenericData.Array<Long> longs(long[] values) {
        GenericData.Array<Long> a = new GenericData.Array<>(values.length, longs);
        for (long v : values) {
            a.add(v);
        }
        return a;
    }

    private GenericData.Array<Float> floats(float[] values) {
        GenericData.Array<Float> a = new GenericData.Array<>(values.length, floats);
        for (float v : values) {
            a.add(v);
        }
        return a;
    }

    private GenericData.Array<Double> doubles(double[] values) {
        GenericData.Array<Double> a = new GenericData.Array<>(values.length, doubles);
        for (double v : values) {
            a.add(v);
        }
        return a;
    }

    private static byte[] toBytes(Object value) {
        ByteBuffer b = ((ByteBuffer) value).duplicate();
        byte[] bytes = new byte[b.remaining()];
        b.get(bytes);
        return bytes;
    }

    private static boolean[] toBooleans(Object value) {
        List<?> list = (List<?>) value;
        boolean[] values = new boolean[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (Boolean) list.get(i);
        }
        return values;
    }

    private static short[] toShorts(Object value) {
        List<?> list = (List<?>) value;
        short[] values = new short[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (short) (int) (Integer) list.get(i);
        }
        return values;
    }

    private static int[] toInts(Object value) {
        List<?> list = (List<?>) value;
        int[] values = new int[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (Integer) list.get(i);
        }
        return values;
    }

    private static long[] toLongs(Object value) {
        List<?> list = (List<?>) value;
        long[] values = new long[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (Long) list.get(i);
        }
        return values;
    }

    private static float[] toFloats(Object value) {
        List<?> list = (List<?>) value;
        float[] values = new float[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (Float) list.get(i);
        }
        return values;
    }

    private static double[] toDoubles(Object value) {
        List<?> list = (List<?>) value;
        double[] values = new double[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (Double) list.get(i);
        }
        return values;
    }
}
