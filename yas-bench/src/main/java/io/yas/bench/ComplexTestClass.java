package io.yas.bench;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The payload of a published Java comparison of JAXB, Jackson, protobuf, Thrift, Avro and Java serialisation: nine
 * scalars, a {@code List<Double>}, a {@code List<String>} and two references left unset ({@code null}).
 * Payload "default" is {@link #sample()}.
 */
@CompiledJson
public class ComplexTestClass implements Serializable {
    public byte byteValue;
    public short shortValue;
    public int intValue;
    public long longValue;
    public float floatValue;
    public double doubleValue;
    public boolean booleanValue;
    @JsonAttribute(converter = DslJsonChar.class)
    public char charValue;
    public String stringValue;
    public List<Double> doubleList;
    public List<String> stringList;
    public ComplexTestClass nested;
    public List<ComplexTestClass> nestedList;

    /** The published payload: byte 1 … char '8', a non-ASCII string, two lists of three, both references null. */
    static ComplexTestClass sample() {
        ComplexTestClass c = new ComplexTestClass();
        c.byteValue = 1;
        c.shortValue = 2;
        c.intValue = 3;
        c.longValue = 4;
        c.floatValue = 5.0f;
        c.doubleValue = 6.0;
        c.booleanValue = true;
        c.charValue = '8';
        c.stringValue = "&é'(-è_çà)=€$";
        c.doubleList = new ArrayList<>(List.of(10.1, 10.2, 10.3));
        c.stringList = new ArrayList<>(List.of("11.1", "11.2", "11.3"));
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ComplexTestClass c && byteValue == c.byteValue && shortValue == c.shortValue
                && intValue == c.intValue && longValue == c.longValue && Float.compare(floatValue, c.floatValue) == 0
                && Double.compare(doubleValue, c.doubleValue) == 0 && booleanValue == c.booleanValue
                && charValue == c.charValue && Objects.equals(stringValue, c.stringValue)
                && Objects.equals(doubleList, c.doubleList) && Objects.equals(stringList, c.stringList)
                && Objects.equals(nested, c.nested) && Objects.equals(nestedList, c.nestedList);
    }

    @Override
    public int hashCode() {
        return Objects.hash(intValue, longValue, stringValue, doubleList, stringList, nested, nestedList);
    }
}
