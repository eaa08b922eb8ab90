package io.yas.bench;

import com.google.protobuf.ByteString;
import io.yas.bench.proto.TestDataProto.TestData;

/**
 * {@link TestDataClass} ↔ the protobuf message {@code TestData}. protobuf-java has no bulk API for repeated
 * primitives (protobuf#3316), so arrays move element by element through the generated primitive lists, without
 * boxing; byte arrays travel as {@code bytes}.
 */
final class TestDataProtobuf extends ProtobufCodec<TestDataClass, TestData> {
    TestDataProtobuf() {
        super(TestData.parser());
    }

    @Override
    TestData toMessage(TestDataClass d) {
        return build(d).build();
    }

    private static TestData.Builder build(TestDataClass d) {
        TestData.Builder b = TestData.newBuilder()
                .setBool1(d.bool1).setBool2(d.bool2).setByte1(d.byte1).setByte2(d.byte2)
                .setChar1(d.char1).setChar2(d.char2).setShort1(d.short1).setShort2(d.short2)
                .setInt1(d.int1).setInt2(d.int2).setLong1(d.long1).setLong2(d.long2)
                .setFloat1(d.float1).setFloat2(d.float2).setDouble1(d.double1).setDouble2(d.double2);
        if (d.string1 != null) {
            b.setString1(d.string1);
        }
        if (d.string2 != null) {
            b.setString2(d.string2);
        }
        if (d.boolArray != null) {
            for (boolean v : d.boolArray) {
                b.addBoolArray(v);
            }
            b.setByteArray(ByteString.copyFrom(d.byteArray));
            for (short v : d.shortArray) {
                b.addShortArray(v);
            }
            for (int v : d.intArray) {
                b.addIntArray(v);
            }
            for (long v : d.longArray) {
                b.addLongArray(v);
            }
            for (float v : d.floatArray) {
                b.addFloatArray(v);
            }
            for (double v : d.doubleArray) {
                b.addDoubleArray(v);
            }
            for (int v : d.nDimensions) {
                b.addNDimensions(v);
            }
            for (boolean v : d.boolNdimArray) {
                b.addBoolNdimArray(v);
            }
            b.setByteNdimArray(ByteString.copyFrom(d.byteNdimArray));
            for (short v : d.shortNdimArray) {
                b.addShortNdimArray(v);
            }
            for (int v : d.intNdimArray) {
                b.addIntNdimArray(v);
            }
            for (long v : d.longNdimArray) {
                b.addLongNdimArray(v);
            }
            for (float v : d.floatNdimArray) {
                b.addFloatNdimArray(v);
            }
            for (double v : d.doubleNdimArray) {
                b.addDoubleNdimArray(v);
            }
        }
        if (d.stringArray != null) {
            for (String s : d.stringArray) {
                b.addStringArray(s);
            }
        }
        if (d.nestedData != null) {
            b.setNestedData(build(d.nestedData));
        }
        return b;
    }

    @Override
    TestDataClass fromMessage(TestData m) {
        TestDataClass d = new TestDataClass();
        d.bool1 = m.getBool1();
        d.bool2 = m.getBool2();
        d.byte1 = (byte) m.getByte1();
        d.byte2 = (byte) m.getByte2();
        d.char1 = (char) m.getChar1();
        d.char2 = (char) m.getChar2();
        d.short1 = (short) m.getShort1();
        d.short2 = (short) m.getShort2();
        d.int1 = m.getInt1();
        d.int2 = m.getInt2();
        d.long1 = m.getLong1();
        d.long2 = m.getLong2();
        d.float1 = m.getFloat1();
        d.float2 = m.getFloat2();
        d.double1 = m.getDouble1();
        d.double2 = m.getDouble2();
        d.string1 = m.hasString1() ? m.getString1() : null;
        d.string2 = m.hasString2() ? m.getString2() : null;
        if (m.hasByteArray()) {
            d.boolArray = new boolean[m.getBoolArrayCount()];
            for (int i = 0; i < d.boolArray.length; i++) {
                d.boolArray[i] = m.getBoolArray(i);
            }
            d.byteArray = m.getByteArray().toByteArray();
            d.shortArray = new short[m.getShortArrayCount()];
            for (int i = 0; i < d.shortArray.length; i++) {
                d.shortArray[i] = (short) m.getShortArray(i);
            }
            d.intArray = new int[m.getIntArrayCount()];
            for (int i = 0; i < d.intArray.length; i++) {
                d.intArray[i] = m.getIntArray(i);
            }
            d.longArray = new long[m.getLongArrayCount()];
            for (int i = 0; i < d.longArray.length; i++) {
                d.longArray[i] = m.getLongArray(i);
            }
            d.floatArray = new float[m.getFloatArrayCount()];
            for (int i = 0; i < d.floatArray.length; i++) {
                d.floatArray[i] = m.getFloatArray(i);
            }
            d.doubleArray = new double[m.getDoubleArrayCount()];
            for (int i = 0; i < d.doubleArray.length; i++) {
                d.doubleArray[i] = m.getDoubleArray(i);
            }
            d.nDimensions = new int[m.getNDimensionsCount()];
            for (int i = 0; i < d.nDimensions.length; i++) {
                d.nDimensions[i] = m.getNDimensions(i);
            }
            d.boolNdimArray = new boolean[m.getBoolNdimArrayCount()];
            for (int i = 0; i < d.boolNdimArray.length; i++) {
                d.boolNdimArray[i] = m.getBoolNdimArray(i);
            }
            d.byteNdimArray = m.getByteNdimArray().toByteArray();
            d.shortNdimArray = new short[m.getShortNdimArrayCount()];
            for (int i = 0; i < d.shortNdimArray.length; i++) {
                d.shortNdimArray[i] = (short) m.getShortNdimArray(i);
            }
            d.intNdimArray = new int[m.getIntNdimArrayCount()];
            for (int i = 0; i < d.intNdimArray.length; i++) {
                d.intNdimArray[i] = m.getIntNdimArray(i);
            }
            d.longNdimArray = new long[m.getLongNdimArrayCount()];
            for (int i = 0; i < d.longNdimArray.length; i++) {
                d.longNdimArray[i] = m.getLongNdimArray(i);
            }
            d.floatNdimArray = new float[m.getFloatNdimArrayCount()];
            for (int i = 0; i < d.floatNdimArray.length; i++) {
                d.floatNdimArray[i] = m.getFloatNdimArray(i);
            }
            d.doubleNdimArray = new double[m.getDoubleNdimArrayCount()];
            for (int i = 0; i < d.doubleNdimArray.length; i++) {
                d.doubleNdimArray[i] = m.getDoubleNdimArray(i);
            }
        }
        d.stringArray = m.getStringArrayList().toArray(new String[0]);
        d.nestedData = m.hasNestedData() ? fromMessage(m.getNestedData()) : null;
        return d;
    }
}
