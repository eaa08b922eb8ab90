package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.atFirstField;
import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.ints;
import static io.yas.wire.WireBytes.strings;
import static io.yas.wire.WireBytes.toFieldEnd;
import static io.yas.wire.WireBytes.yasWithRawField;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Collection and map payloads (docs/spec-yas.md §5.3, §5.4) as other writers may lay them out: descriptors of any
 * rank are skipped, counts are checked against the field's bytes, a map is read in the Java or the C++ layout when
 * one ends exactly at the field's end, custom elements stay a {@link CustomValue}, and only the class mapper's
 * framing is read as nested objects.
 */
class ContainerLayoutTest {
    private static final byte LIST = (byte) DataType.LIST.id();
    private static final byte INT = (byte) DataType.INT.id();
    private static final byte OTHER = (byte) DataType.OTHER.id();

    // ---------------------------------------------------------------------------------------------- collections

    @Test
    void descriptorsOfNoDimensionsOrOfTwoAreSkipped() {
        byte[] payload = concat(ints(0, 2), new byte[] {LIST, INT}, ints(2, 1, 2, 2), ints(10, 20));
        YasReader r = atFirstField(yasWithRawField("a", DataType.LIST, payload));
        assertThat(r.getCollection()).containsExactly(10, 20);
    }

    @Test
    void anElementCountBeyondTheFieldIsRefusedAtTheCount() {
        byte[] b = yasWithRawField("a", DataType.LIST, concat(ints(1, 3, 3), new byte[] {LIST, INT}, ints(1, 3, 3),
                ints(10, 20)));
        YasReader r = atFirstField(b);
        assertRefused(r::getCollection, toFieldEnd(b, r), "YaS", r.dataStart() + 22, "$.a",
                "INT elements of 3 x 4 bytes within the remaining 8 bytes", "a length that runs past the end");
    }

    @Test
    void aDescriptorIsCheckedAgainstTheFieldBeforeItIsSkipped() {
        byte[] five = yasWithRawField("a", DataType.LIST, ints(5, 1, 1)); // 8 bytes after nDims: room for 2
        YasReader r5 = atFirstField(five);
        assertRefused(r5::getCollection, toFieldEnd(five, r5), "YaS", r5.dataStart(), "$.a", "nDims in 0..2", "5");
        byte[] two = yasWithRawField("a", DataType.LIST, ints(2, 1, 1)); // the dimensions fit, the count is missing
        YasReader r2 = atFirstField(two);
        assertRefused(r2::getCollection, toFieldEnd(two, r2), "YaS", r2.dataStart() + 12, "$.a", "4 bytes for int32",
                "0 bytes remain");
    }

    @Test
    void customElementsThatAreNotTheObjectFramingStayCustomData() {
        // no element, then 4 bytes: too few for a START_MARKER header
        byte[] none = concat(ints(1, 0, 0), new byte[] {LIST, OTHER}, strings("my.T", ""), ints(7));
        // one element announced, too few bytes for any object
        byte[] one = concat(ints(1, 1, 1), new byte[] {LIST, OTHER}, strings("my.T", ""), ints(7));
        for (byte[] payload : List.of(none, one)) {
            byte[] b = yasWithRawField("a", DataType.LIST, payload);
            WireField a = new YasReader(IoBuffer.wrap(b)).readTree().field("a");
            assertThat(a.value()).isEqualTo(new CustomValue(null, null, a.dataStart(), payload.length));
        }
    }

    // ---------------------------------------------------------------------------------------------------- maps

    @Test
    void aMapOfTheCppLayoutWithValuesOfAnUnknownVectorIsCustomData() {
        // [n][key type][n][keys][OTHER][type name][""]: neither layout can read it
        byte[] payload = concat(ints(1), new byte[] {INT}, ints(1, 5), new byte[] {OTHER},
                strings("vector<foo>", ""));
        YasReader r = atFirstField(yasWithRawField("m", DataType.MAP, payload));
        assertThat(r.readValue()).isEqualTo(new CustomValue(null, null, r.dataStart(), payload.length));
    }

    @Test
    void aMapOfTheJavaLayoutWithCustomValuesIsCustomData() {
        byte[] payload = concat(ints(1, 1, 1), new byte[] {INT}, ints(1, 1, 1, 5), new byte[] {OTHER},
                strings("my.Value", ""), ints(1, 1, 1), new byte[] {9, 9, 9, 9});
        YasReader r = atFirstField(yasWithRawField("m", DataType.MAP, payload));
        assertThat(r.readValue()).isEqualTo(new CustomValue(null, null, r.dataStart(), payload.length));
    }

    @Test
    void aMapWhoseKeysAreNoElementsInEitherLayoutIsCustomData() {
        byte[] list = {(byte) DataType.LIST.id()};
        // the Java layout with LIST keys; read as C++, its count of BOOL keys runs past the end
        byte[] java = concat(ints(1, 1, 1), list, ints(0, 0));
        // the C++ layout with LIST keys; read as Java, its count runs past the end
        byte[] cpp = concat(ints(1), list, new byte[] {0, 0, 0, -1, -1, -1, 127});
        for (byte[] payload : List.of(java, cpp)) {
            YasReader r = atFirstField(yasWithRawField("m", DataType.MAP, payload));
            assertThat(r.readValue()).isEqualTo(new CustomValue(null, null, r.dataStart(), payload.length));
        }
    }

    @Test
    void aMapThatNoLayoutEndsAtTheFieldsEndIsRefused() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        int handle = w.putFieldHeader(FieldDescription.of("m"), DataType.MAP);
        w.buffer().putInt(1).putInt(1).putInt(1).putByte(INT).putInt(1).putInt(1).putInt(1).putInt(5);
        w.buffer().putByte(INT).putInt(1).putInt(1).putInt(1).putInt(6).putInt(0); // 4 bytes left over
        w.updateDataEndMarker(handle).putEndMarker("");
        byte[] b = w.buffer().flip().toByteArray();
        YasReader r = atFirstField(b);
        assertRefused(r::getMap, toFieldEnd(b, r), "YaS", r.dataStart(), "$.m",
                "a Java or C++ map layout ending at the field end " + (r.dataStart() + r.dataSize()),
                "neither fits the field");
        YasReader whole = atFirstField(b);
        whole.buffer().putInt(whole.fieldStart() + 5, whole.dataSize() - 4); // without the 4 bytes it is a map
        assertThat(atFirstField(b).getMap()).isEqualTo(Map.of(5, 6));
    }

    @Test
    void aMapOfObjectsWhoseKeysAreNotElementsIsRefusedAtTheKeyType() {
        byte[] b = yasWithRawField("m", DataType.MAP, concat(ints(1, 1, 1), new byte[] {OTHER}, ints(0, 0)));
        YasReader r = atFirstField(b);
        assertRefused(r::enterObjectMapValues, toFieldEnd(b, r), "YaS", r.dataStart() + 12, "$.m",
                "a primitive or string key type", "type id 253 (0xfd)");
    }
}
