package io.yas.bench;

import com.google.flatbuffers.FlexBuffers;
import com.google.flatbuffers.FlexBuffersBuilder;

/**
 * {@link TestDataClass} as a FlexBuffers map, as the original YaS comparison wrote it: scalars and strings by key,
 * byte arrays as blobs, the other primitive arrays as typed vectors written and read element by element (the Java
 * API has no bulk vector write, flatbuffers#4881), String[] as an untyped vector, the nested instance as a map.
 */
final class TestDataFlexBuffers extends FlexBuffersCodec<TestDataClass> {
    @Override
    void write(FlexBuffersBuilder b, TestDataClass d) {
        b.putBoolean("bool1", d.bool1);
        b.putBoolean("bool2", d.bool2);
        b.putInt("byte1", d.byte1);
        b.putInt("byte2", d.byte2);
        b.putInt("char1", d.char1);
        b.putInt("char2", d.char2);
        b.putInt("short1", d.short1);
        b.putInt("short2", d.short2);
        b.putInt("int1", d.int1);
        b.putInt("int2", d.int2);
        b.putInt("long1", d.long1);
        b.putInt("long2", d.long2);
        b.putFloat("float1", d.float1);
        b.putFloat("float2", d.float2);
        b.putFloat("double1", d.double1);
        b.putFloat("double2", d.double2);
        b.putString("string1", d.string1);
        b.putString("string2", d.string2);
        putBooleans(b, "boolArray", d.boolArray);
        b.putBlob("byteArray", d.byteArray);
        putInts(b, "shortArray", toInts(d.shortArray));
        putInts(b, "intArray", d.intArray);
        putLongs(b, "longArray", d.longArray);
        putFloats(b, "floatArray", d.floatArray);
        putDoubles(b, "doubleArray", d.doubleArray);
        int strings = b.startVector();
        for (String s : d.stringArray) {
            b.putString(s);
        }
        b.endVector("stringArray", strings, false, false);
        putInts(b, "nDimensions", d.nDimensions);
        putBooleans(b, "boolNdimArray", d.boolNdimArray);
        b.putBlob("byteNdimArray", d.byteNdimArray);
        putInts(b, "shortNdimArray", toInts(d.shortNdimArray));
        putInts(b, "intNdimArray", d.intNdimArray);
        putLongs(b, "longNdimArray", d.longNdimArray);
        putFloats(b, "floatNdimArray", d.floatNdimArray);
        putDoubles(b, "doubleNdimArray", d.doubleNdimArray);
        if (d.nestedData != null) {
            int nested = b.startMap();
            write(b, d.nestedData);
            b.endMap("nestedData", nested);
        }
    }

    @Override
    TestDataClass read(FlexBuffers.Map m) {
        TestDataClass d = new TestDataClass();
        d.bool1 = m.get("bool1").asBoolean();
        d.bool2 = m.get("bool2").asBoolean();
        d.byte1 = (byte) m.get("byte1").asInt();
        d.byte2 = (byte) m.get("byte2").asInt();
        d.char1 = (char) m.get("char1").asInt();
        d.char2 = (char) m.get("char2").asInt();
        d.short1 = (short) m.get("short1").asInt();
        d.short2 = (short) m.get("short2").asInt();
        d.int1 = m.get("int1").asInt();
        d.int2 = m.get("int2").asInt();
        d.long1 = m.get("long1").asLong();
        d.long2 = m.get("long2").asLong();
        d.float1 = (float) m.get("float1").asFloat();
        d.float2 = (float) m.get("float2").asFloat();
        d.double1 = m.get("double1").asFloat();
        d.double2 = m.get("double2").asFloat();
        d.string1 = m.get("string1").asString();
        d.string2 = m.get("string2").asString();
        d.boolArray = booleans(m.get("boolArray"));
        d.byteArray = m.get("byteArray").asBlob().getBytes();
        d.shortArray = shorts(m.get("shortArray"));
        d.intArray = ints(m.get("intArray"));
        d.longArray = longs(m.get("longArray"));
        d.floatArray = floats(m.get("floatArray"));
        d.doubleArray = doubles(m.get("doubleArray"));
        FlexBuffers.Vector strings = m.get("stringArray").asVector();
        d.stringArray = new String[strings.size()];
        for (int i = 0; i < d.stringArray.length; i++) {
            d.stringArray[i] = strings.get(i).asString();
        }
        d.nDimensions = ints(m.get("nDimensions"));
        d.boolNdimArray = booleans(m.get("boolNdimArray"));
        d.byteNdimArray = m.get("byteNdimArray").asBlob().getBytes();
        d.shortNdimArray = shorts(m.get("shortNdimArray"));
        d.intNdimArray = ints(m.get("intNdimArray"));
        d.longNdimArray = longs(m.get("longNdimArray"));
        d.floatNdimArray = floats(m.get("floatNdimArray"));
        d.doubleNdimArray = doubles(m.get("doubleNdimArray"));
        FlexBuffers.Reference nested = m.get("nestedData");
        d.nestedData = nested.isNull() ? null : read(nested.asMap());
        return d;
    }

    private static int[] toInts(short[] values) {
        int[] ints = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            ints[i] = values[i];
        }
        return ints;
    }

    private static void putBooleans(FlexBuffersBuilder b, String key, boolean[] values) {
        int start = b.startVector();
        for (boolean v : values) {
            b.putBoolean(v);
        }
        b.endVector(key, start, true, false);
    }

    private static void putInts(FlexBuffersBuilder b, String key, int[] values) {
        int start = b.startVector();
        for (int v : values) {
            b.putInt(v);
        }
        b.endVector(key, start, true, false);
    }

    private static void putLongs(FlexBuffersBuilder b, String key, long[] values) {
        int start = b.startVector();
        for (long v : values) {
            b.putInt(v);
        }
        b.endVector(key, start, true, false);
    }

    private static void putFloats(FlexBuffersBuilder b, String key, float[] values) {
        int start = b.startVector();
        for (float v : values) {
            b.putFloat(v);
        }
        b.endVector(key, start, true, false);
    }

    private static void putDoubles(FlexBuffersBuilder b, String key, double[] values) {
        int start = b.startVector();
        for (double v : values) {
            b.putFloat(v);
        }
        b.endVector(key, start, true, false);
    }

    private static boolean[] booleans(FlexBuffers.Reference ref) {
        FlexBuffers.Vector v = ref.asVector();
        boolean[] values = new boolean[v.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = v.get(i).asBoolean();
        }
        return values;
    }

    private static short[] shorts(FlexBuffers.Reference ref) {
        FlexBuffers.Vector v = ref.asVector();
        short[] values = new short[v.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (short) v.get(i).asInt();
        }
        return values;
    }

    private static int[] ints(FlexBuffers.Reference ref) {
        FlexBuffers.Vector v = ref.asVector();
        int[] values = new int[v.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = v.get(i).asInt();
        }
        return values;
    }

    private static long[] longs(FlexBuffers.Reference ref) {
        FlexBuffers.Vector v = ref.asVector();
        long[] values = new long[v.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = v.get(i).asLong();
        }
        return values;
    }

    private static float[] floats(FlexBuffers.Reference ref) {
        FlexBuffers.Vector v = ref.asVector();
        float[] values = new float[v.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = (float) v.get(i).asFloat();
        }
        return values;
    }

    private static double[] doubles(FlexBuffers.Reference ref) {
        FlexBuffers.Vector v = ref.asVector();
        double[] values = new double[v.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = v.get(i).asFloat();
        }
        return values;
    }
}
