package io.yas.bench;

import com.google.flatbuffers.FlexBuffers;
import com.google.flatbuffers.FlexBuffersBuilder;

import java.util.ArrayList;
import java.util.List;

/** {@link ComplexTestClass} as a FlexBuffers map; a null reference is an absent key. */
final class ComplexFlexBuffers extends FlexBuffersCodec<ComplexTestClass> {
    @Override
    void write(FlexBuffersBuilder b, ComplexTestClass c) {
        b.putInt("byteValue", c.byteValue);
        b.putInt("shortValue", c.shortValue);
        b.putInt("intValue", c.intValue);
        b.putInt("longValue", c.longValue);
        b.putFloat("floatValue", c.floatValue);
        b.putFloat("doubleValue", c.doubleValue);
        b.putBoolean("booleanValue", c.booleanValue);
        b.putInt("charValue", c.charValue);
        if (c.stringValue != null) {
            b.putString("stringValue", c.stringValue);
        }
        if (c.doubleList != null) {
            int start = b.startVector();
            for (double d : c.doubleList) {
                b.putFloat(d);
            }
            b.endVector("doubleList", start, true, false);
        }
        if (c.stringList != null) {
            int start = b.startVector();
            for (String s : c.stringList) {
                b.putString(s);
            }
            b.endVector("stringList", start, false, false);
        }
        if (c.nested != null) {
            int start = b.startMap();
            write(b, c.nested);
            b.endMap("nested", start);
        }
        if (c.nestedList != null) {
            int start = b.startVector();
            for (ComplexTestClass n : c.nestedList) {
                int map = b.startMap();
                write(b, n);
                b.endMap(null, map);
            }
            b.endVector("nestedList", start, false, false);
        }
    }

    @Override
    ComplexTestClass read(FlexBuffers.Map m) {
        ComplexTestClass c = new ComplexTestClass();
        c.byteValue = (byte) m.get("byteValue").asInt();
        c.shortValue = (short) m.get("shortValue").asInt();
        c.intValue = m.get("intValue").asInt();
        c.longValue = m.get("longValue").asLong();
        c.floatValue = (float) m.get("floatValue").asFloat();
        c.doubleValue = m.get("doubleValue").asFloat();
        c.booleanValue = m.get("booleanValue").asBoolean();
        c.charValue = (char) m.get("charValue").asInt();
        FlexBuffers.Reference string = m.get("stringValue");
        c.stringValue = string.isNull() ? null : string.asString();
        FlexBuffers.Reference doubles = m.get("doubleList");
        if (!doubles.isNull()) {
            FlexBuffers.Vector v = doubles.asVector();
            c.doubleList = new ArrayList<>(v.size());
            for (int i = 0; i < v.size(); i++) {
                c.doubleList.add(v.get(i).asFloat());
            }
        }
        FlexBuffers.Reference strings = m.get("stringList");
        if (!strings.isNull()) {
            FlexBuffers.Vector v = strings.asVector();
            c.stringList = new ArrayList<>(v.size());
            for (int i = 0; i < v.size(); i++) {
                c.stringList.add(v.get(i).asString());
            }
        }
        FlexBuffers.Reference nested = m.get("nested");
        c.nested = nested.isNull() ? null : read(nested.asMap());
        FlexBuffers.Reference nestedList = m.get("nestedList");
        if (!nestedList.isNull()) {
            FlexBuffers.Vector v = nestedList.asVector();
            List<ComplexTestClass> list = new ArrayList<>(v.size());
            for (int i = 0; i < v.size(); i++) {
                list.add(read(v.get(i).asMap()));
            }
            c.nestedList = list;
        }
        return c;
    }
}
