package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.atFirstField;
import static io.yas.wire.WireBytes.ints;
import static io.yas.wire.WireBytes.strings;
import static io.yas.wire.WireBytes.toFieldEnd;
import static io.yas.wire.WireBytes.yasWithRawField;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.testing.FormatErrors.Read;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The rules every getter of the binary cursors keeps (docs/errors.md): the field's type is checked first, whatever
 * the bytes would read as; an array's dimension descriptor is checked before it is used; and the element objects of
 * a collection are counted, bounded by the field's end, and refused where they are not objects.
 */
class GetterRulesTest {

    @Test
    void everyTypedGetterRefusesAFieldOfAnotherTypeNamingBothTypes() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo().put("x", 7).put("pad", new byte[64]).putEndMarker(""); // bytes enough for any getter
        byte[] b = w.buffer().flip().toByteArray();
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        r.nextField();
        Map<String, Read> getters = new LinkedHashMap<>();
        getters.put("BOOL", r::getBoolean);
        getters.put("BYTE", r::getByte);
        getters.put("SHORT", r::getShort);
        getters.put("LONG", r::getLong);
        getters.put("FLOAT", r::getFloat);
        getters.put("DOUBLE", r::getDouble);
        getters.put("CHAR", r::getChar);
        getters.put("BOOL_ARRAY", () -> r.getBooleanArray(null));
        getters.put("BYTE_ARRAY", () -> r.getByteArray(null));
        getters.put("SHORT_ARRAY", () -> r.getShortArray(null));
        getters.put("INT_ARRAY", () -> r.getIntArray(null));
        getters.put("LONG_ARRAY", () -> r.getLongArray(null));
        getters.put("FLOAT_ARRAY", () -> r.getFloatArray(null));
        getters.put("CHAR_ARRAY", () -> r.getCharArray(null));
        getters.put("STRING_ARRAY", () -> r.getStringArray(null));
        for (Map.Entry<String, Read> g : getters.entrySet()) {
            assertRefused(g.getValue(), b, "YaS", r.fieldStart(), "$.x", g.getKey(), "INT (type id 4)");
        }
        assertThat(r.getInt()).isEqualTo(7);
    }

    @Test
    void aGetterOnTheCmwLightRootAtByteZeroIsATypeMismatch() {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16));
        w.putHeaderInfo().put("x", 7).putEndMarker("");
        byte[] b = w.buffer().flip().toByteArray();
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        assertThat(r.fieldStart()).isZero();
        assertRefused(r::getInt, b, "CmwLight", 0, "$", "INT", "START_MARKER (type id 8)");
    }

    // ------------------------------------------------------------------------------------ array descriptors

    @Test
    void anArrayOfNoDimensionsIsReadAsItsElements() {
        YasReader r = atFirstField(yasWithRawField("a", DataType.INT_ARRAY, ints(0, 2, 5, 6)));
        assertThat(r.getIntArray(null)).containsExactly(5, 6);
        assertThat(r.dimCount()).isZero();
        assertThat(r.dims()).isEmpty();
    }

    @Test
    void aNegativeDimensionCountIsRefusedAtIt() {
        byte[] b = yasWithRawField("a", DataType.INT_ARRAY, ints(-1, 0));
        YasReader r = atFirstField(b);
        assertRefused(() -> r.getIntArray(null), toFieldEnd(b, r), "YaS", r.dataStart(), "$.a", "nDims >= 0", "-1");
    }

    @Test
    void dimensionsAreCheckedAgainstTheBytesOfTheFieldBeforeTheyAreRead() {
        byte[] b3 = yasWithRawField("a", DataType.INT_ARRAY, ints(3, 1, 1)); // 8 bytes after nDims: room for 2
        YasReader three = atFirstField(b3);
        assertRefused(() -> three.getIntArray(null), toFieldEnd(b3, three), "YaS", three.dataStart(), "$.a",
                "array dimensions of 3 x 4 bytes within the remaining 8 bytes", "a length that runs past the end");
        byte[] b2 = yasWithRawField("a", DataType.INT_ARRAY, ints(2, 1, 1)); // dimensions fit, the count is missing
        YasReader two = atFirstField(b2);
        assertRefused(() -> two.getIntArray(null), toFieldEnd(b2, two), "YaS", two.dataStart() + 12, "$.a",
                "4 bytes for an int32 array element count", "0 bytes remain");
    }

    @Test
    void aMultiDimensionalStringArrayFollowedByUnusedBytesIsRead() {
        byte[] payload = WireBytes.concat(ints(2, 1, 2, 2), strings("a", "b"), ints(0));
        YasReader r = atFirstField(yasWithRawField("a", DataType.STRING_ARRAY, payload));
        assertThat(r.getStringArray(null)).containsExactly("a", "b");
        assertThat(r.dims()).containsExactly(1, 2);
    }

    // ------------------------------------------------------------------------------------- element objects

    @Test
    void theElementObjectsEndWhenTheirCountIsUsedUp() {
        YasReader r = atPoints(ReaderTestSupport.objectContainersMessage());
        assertThat(r.enterObjectElements()).isEqualTo(2);
        int seen = 0;
        while (r.nextElementObject()) {
            assertThat(r.type()).isEqualTo(DataType.START_MARKER);
            r.skipObject();
            seen++;
        }
        assertThat(seen).isEqualTo(2);
        assertThat(r.nextElementObject()).isFalse();
        r.leaveObjectElements();
        assertThat(r.nextField()).isEqualTo(DataType.MAP);
        assertThat(r.name()).isEqualTo("byName");
    }

    @Test
    void aCountBeyondTheElementsIsRefusedAtTheEndOfTheField() {
        byte[] b = ReaderTestSupport.objectContainersMessage();
        YasReader probe = atPoints(b);
        IoBuffer.wrap(b).putInt(probe.dataStart() + 8, 3); // [1][2][2]: the element count 2 -> 3
        YasReader r = atPoints(b);
        assertThat(r.enterObjectElements()).isEqualTo(3);
        for (int i = 0; i < 2; i++) {
            assertThat(r.nextElementObject()).isTrue();
            r.skipObject();
        }
        int lastEnd = r.fieldStart();
        assertRefused(r::nextElementObject, b, "YaS", lastEnd, "$", "an element object", "the end of the field");
    }

    @Test
    void anElementThatIsNoObjectIsRefusedWhereItStands() {
        byte[] b = ReaderTestSupport.objectContainersMessage();
        YasReader probe = atPoints(b);
        probe.enterObjectElements();
        int first = probe.nextOffset();
        b[first] = (byte) DataType.INT.id(); // the first element's START_MARKER retyped
        YasReader r = atPoints(b);
        r.enterObjectElements();
        assertRefused(r::nextElementObject, b, "YaS", first, "$", "an element object", "no START_MARKER");
    }

    @Test
    void elementObjectsRunningPastTheirFieldAreRefused() {
        byte[] b = ReaderTestSupport.objectContainersMessage();
        YasReader probe = atPoints(b);
        int size = probe.dataSize();
        int end = probe.dataStart() + size;
        IoBuffer.wrap(b).putInt(probe.fieldStart() + 5, size - 1);
        assertRefused(() -> new YasReader(IoBuffer.wrap(b)).readTree(), b, "YaS", end - 1, "$",
                "element objects ending in their field", "they run to byte " + end);
    }

    @Test
    void valueObjectsOfAMapRunningPastTheirFieldAreRefused() {
        byte[] b = ReaderTestSupport.objectContainersMessage();
        YasReader probe = atPoints(b);
        assertThat(probe.nextField()).isEqualTo(DataType.MAP);
        int size = probe.dataSize();
        int end = probe.dataStart() + size;
        IoBuffer.wrap(b).putInt(probe.fieldStart() + 5, size - 1);
        assertRefused(() -> new YasReader(IoBuffer.wrap(b)).readTree(), b, "YaS", end - 1, "$",
                "element objects ending in their field", "they run to byte " + end);
    }

    // --------------------------------------------------------------------------------------------- helpers

    /** A reader on the field "points" of {@link ReaderTestSupport#objectContainersMessage()}. */
    private static YasReader atPoints(byte[] b) {
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.readHeader();
        r.nextField();
        r.nextField(); // before
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        return r;
    }
}
