package io.yas.bench;

import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;

/**
 * The "custom" mode of the original comparison: a hand-written writer and reader of {@link TestDataClass} on the
 * field-level API, no reflection. N-D arrays go on the wire with their dimensions. The reader is positional and
 * decodes in place (arrays reused when their length fits).
 */
final class TestDataCodec {
    private static final FieldDescription BOOL_ND = FieldDescription.of("boolNdimArray");
    private static final FieldDescription BYTE_ND = FieldDescription.of("byteNdimArray");
    private static final FieldDescription SHORT_ND = FieldDescription.of("shortNdimArray");
    private static final FieldDescription INT_ND = FieldDescription.of("intNdimArray");
    private static final FieldDescription LONG_ND = FieldDescription.of("longNdimArray");
    private static final FieldDescription FLOAT_ND = FieldDescription.of("floatNdimArray");
    private static final FieldDescription DOUBLE_ND = FieldDescription.of("doubleNdimArray");
    private static final String ROOT = TestDataClass.class.getName();

    private TestDataCodec() {
    }

    static void write(YasWriter w, TestDataClass d) {
        w.putHeaderInfo(FieldDescription.of(ROOT));
        writeFields(w, d);
        w.putEndMarker(ROOT);
    }

    private static void writeFields(YasWriter w, TestDataClass d) {
        w.put("bool1", d.bool1).put("bool2", d.bool2).put("byte1", d.byte1).put("byte2", d.byte2);
        w.put("char1", d.char1).put("char2", d.char2).put("short1", d.short1).put("short2", d.short2);
        w.put("int1", d.int1).put("int2", d.int2).put("long1", d.long1).put("long2", d.long2);
        w.put("float1", d.float1).put("float2", d.float2).put("double1", d.double1).put("double2", d.double2);
        w.put("string1", d.string1).put("string2", d.string2);
        w.put("boolArray", d.boolArray).put("byteArray", d.byteArray).put("shortArray", d.shortArray);
        w.put("intArray", d.intArray).put("longArray", d.longArray).put("floatArray", d.floatArray);
        w.put("doubleArray", d.doubleArray).put("stringArray", d.stringArray);
        w.put("nDimensions", d.nDimensions);
        int[] dims = d.nDimensions;
        w.put(BOOL_ND, d.boolNdimArray, dims).put(BYTE_ND, d.byteNdimArray, dims);
        w.put(SHORT_ND, d.shortNdimArray, dims).put(INT_ND, d.intNdimArray, dims);
        w.put(LONG_ND, d.longNdimArray, dims).put(FLOAT_ND, d.floatNdimArray, dims);
        w.put(DOUBLE_ND, d.doubleNdimArray, dims);
        if (d.nestedData != null) {
            w.putStartMarker("nestedData");
            writeFields(w, d.nestedData);
            w.putEndMarker("nestedData");
        }
    }

    static void read(YasReader r, TestDataClass d) {
        r.readHeader();
        r.nextField();
        readFields(r, d);
    }

    private static void readFields(YasReader r, TestDataClass d) {
        r.nextField();
        d.bool1 = r.getBoolean();
        r.nextField();
        d.bool2 = r.getBoolean();
        r.nextField();
        d.byte1 = r.getByte();
        r.nextField();
        d.byte2 = r.getByte();
        r.nextField();
        d.char1 = r.getChar();
        r.nextField();
        d.char2 = r.getChar();
        r.nextField();
        d.short1 = r.getShort();
        r.nextField();
        d.short2 = r.getShort();
        r.nextField();
        d.int1 = r.getInt();
        r.nextField();
        d.int2 = r.getInt();
        r.nextField();
        d.long1 = r.getLong();
        r.nextField();
        d.long2 = r.getLong();
        r.nextField();
        d.float1 = r.getFloat();
        r.nextField();
        d.float2 = r.getFloat();
        r.nextField();
        d.double1 = r.getDouble();
        r.nextField();
        d.double2 = r.getDouble();
        r.nextField();
        d.string1 = r.getString();
        r.nextField();
        d.string2 = r.getString();
        r.nextField();
        d.boolArray = r.getBooleanArray(d.boolArray);
        r.nextField();
        d.byteArray = r.getByteArray(d.byteArray);
        r.nextField();
        d.shortArray = r.getShortArray(d.shortArray);
        r.nextField();
        d.intArray = r.getIntArray(d.intArray);
        r.nextField();
        d.longArray = r.getLongArray(d.longArray);
        r.nextField();
        d.floatArray = r.getFloatArray(d.floatArray);
        r.nextField();
        d.doubleArray = r.getDoubleArray(d.doubleArray);
        r.nextField();
        d.stringArray = r.getStringArray(d.stringArray);
        r.nextField();
        d.nDimensions = r.getIntArray(d.nDimensions);
        r.nextField();
        d.boolNdimArray = r.getBooleanArray(d.boolNdimArray);
        r.nextField();
        d.byteNdimArray = r.getByteArray(d.byteNdimArray);
        r.nextField();
        d.shortNdimArray = r.getShortArray(d.shortNdimArray);
        r.nextField();
        d.intNdimArray = r.getIntArray(d.intNdimArray);
        r.nextField();
        d.longNdimArray = r.getLongArray(d.longNdimArray);
        r.nextField();
        d.floatNdimArray = r.getFloatArray(d.floatNdimArray);
        r.nextField();
        d.doubleNdimArray = r.getDoubleArray(d.doubleNdimArray);
        if (r.nextField() == DataType.START_MARKER) {
            if (d.nestedData == null) {
                d.nestedData = new TestDataClass();
            }
            readFields(r, d.nestedData);
            r.nextField(); // the enclosing object's END_MARKER
        }
    }
}
