package io.yas.bench;

import io.yas.bench.proto.ComplexProto.Complex;

import java.util.ArrayList;
import java.util.List;

/** {@link ComplexTestClass} ↔ the protobuf message {@code Complex}; an empty repeated field reads back as null. */
final class ComplexProtobuf extends ProtobufCodec<ComplexTestClass, Complex> {
    ComplexProtobuf() {
        super(Complex.parser());
    }

    @Override
    Complex toMessage(ComplexTestClass c) {
        return build(c).build();
    }

    private static Complex.Builder build(ComplexTestClass c) {
        Complex.Builder b = Complex.newBuilder()
                .setByteValue(c.byteValue).setShortValue(c.shortValue).setIntValue(c.intValue)
                .setLongValue(c.longValue).setFloatValue(c.floatValue).setDoubleValue(c.doubleValue)
                .setBooleanValue(c.booleanValue).setCharValue(c.charValue);
        if (c.stringValue != null) {
            b.setStringValue(c.stringValue);
        }
        if (c.doubleList != null) {
            b.addAllDoubleList(c.doubleList);
        }
        if (c.stringList != null) {
            b.addAllStringList(c.stringList);
        }
        if (c.nested != null) {
            b.setNested(build(c.nested));
        }
        if (c.nestedList != null) {
            for (ComplexTestClass n : c.nestedList) {
                b.addNestedList(build(n));
            }
        }
        return b;
    }

    @Override
    ComplexTestClass fromMessage(Complex m) {
        ComplexTestClass c = new ComplexTestClass();
        c.byteValue = (byte) m.getByteValue();
        c.shortValue = (short) m.getShortValue();
        c.intValue = m.getIntValue();
        c.longValue = m.getLongValue();
        c.floatValue = m.getFloatValue();
        c.doubleValue = m.getDoubleValue();
        c.booleanValue = m.getBooleanValue();
        c.charValue = (char) m.getCharValue();
        c.stringValue = m.hasStringValue() ? m.getStringValue() : null;
        c.doubleList = m.getDoubleListCount() == 0 ? null : new ArrayList<>(m.getDoubleListList());
        c.stringList = m.getStringListCount() == 0 ? null : new ArrayList<>(m.getStringListList());
        c.nested = m.hasNested() ? fromMessage(m.getNested()) : null;
        if (m.getNestedListCount() > 0) {
            List<ComplexTestClass> list = new ArrayList<>(m.getNestedListCount());
            for (Complex n : m.getNestedListList()) {
                list.add(fromMessage(n));
            }
            c.nestedList = list;
        }
        return c;
    }
}
