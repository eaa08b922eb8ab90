package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@link FieldCursor#readValue(Object)} over YaS: the elements of a collection of primitives or strings that equal
 * the held list's element at their index are the held objects (same chars, same class and value, floating point bit
 * for bit), and a held list of exactly the elements on the wire is the value itself; every other element is read
 * anew, the held list is never changed, and any other held value (a linked list too: it is not walked by index) or
 * kind of field reads as {@link FieldCursor#readValue()}.
 */
class InPlaceElementsTest {
    /** A reader on field {@code name} (a collection of {@code values}), followed by the int field "after". */
    private static YasReader reader(String name, List<?> values, Class<?> elementType) {
        YasWriter w = new YasWriter(IoBuffer.allocate(256));
        w.putHeaderInfo();
        w.put(name, values, elementType);
        w.put("after", 7);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return WireBytes.atFirstField(w.buffer().flip().toByteArray());
    }

    /** The collection {@code values} written and read again over {@code held}. */
    private static List<?> read(List<?> values, Class<?> elementType, Object held) {
        return (List<?>) reader("c", values, elementType).readValue(held);
    }

    private static String copy(String s) {
        return new String(s.toCharArray());
    }

    @Test
    void equalElementsAreTheHeldObjectsAndChangedOnesAreNew() {
        String a = copy("alpha");
        String b = copy("beta");
        List<String> held = new ArrayList<>(List.of(a, b, "held only"));
        List<?> read = read(List.of("alpha", "BETA"), String.class, held);
        assertThat(read).isEqualTo(List.of("alpha", "BETA"));
        assertThat(read.get(0)).isSameAs(a);
        assertThat(held).containsExactly(a, b, "held only");

        Double one = 1.5;
        Long big = 1L << 40;
        Integer large = 100_000;
        Float f = 2.5f;
        assertThat(read(List.of(1.5, 2.5), Double.class, List.of(one)).get(0)).isSameAs(one);
        assertThat(read(List.of(1L << 40), Long.class, List.of(big)).get(0)).isSameAs(big);
        assertThat(read(List.of(100_000), Integer.class, List.of(large)).get(0)).isSameAs(large);
        assertThat(read(List.of(2.5f), Float.class, List.of(f)).get(0)).isSameAs(f);
        assertThat(read(List.of(2.5), Double.class, List.of(one)).get(0)).isNotSameAs(one).isEqualTo(2.5);
    }

    @Test
    void aHeldListWithExactlyTheWiresElementsIsTheValueItselfAndUnchanged() {
        String a = copy("alpha");
        String b = copy("beta");
        List<String> held = new ArrayList<>(List.of(a, b));
        assertThat(read(List.of("alpha", "beta"), String.class, held)).isSameAs(held);
        assertThat(held).containsExactly(a, b);
        List<Double> doubles = List.of(1.5, 2.5);
        assertThat(read(List.of(1.5, 2.5), Double.class, doubles)).isSameAs(doubles);

        List<String> longer = new ArrayList<>(List.of(a, b, "gamma"));
        List<?> prefix = read(List.of("alpha", "beta"), String.class, longer);
        assertThat(prefix).isNotSameAs(longer).isEqualTo(List.of(a, b));
        assertThat(prefix.get(0)).isSameAs(a);
        assertThat(longer).containsExactly(a, b, "gamma");

        List<?> changedLast = read(List.of("alpha", "BETA"), String.class, held);
        assertThat(changedLast).isNotSameAs(held).isEqualTo(List.of("alpha", "BETA"));
        assertThat(changedLast.get(0)).isSameAs(a);
        assertThat(held).containsExactly(a, b);
    }

    @Test
    void floatingPointElementsAreKeptOnlyBitForBit() {
        double otherNaN = Double.longBitsToDouble(0x7ff8_0000_0000_0001L);
        Double canonicalNaN = Double.NaN;
        Double positiveZero = 0.0;
        List<?> read = read(List.of(otherNaN, -0.0), Double.class, List.of(canonicalNaN, positiveZero));
        assertThat(Double.doubleToRawLongBits((Double) read.get(0))).isEqualTo(0x7ff8_0000_0000_0001L);
        assertThat(Double.doubleToRawLongBits((Double) read.get(1))).isEqualTo(Double.doubleToRawLongBits(-0.0));
        Float positive = 0.0f;
        List<?> floats = read(List.of(-0.0f), Float.class, List.of(positive));
        assertThat(Float.floatToRawIntBits((Float) floats.get(0))).isEqualTo(Float.floatToRawIntBits(-0.0f));
    }

    @Test
    void anElementOfAnotherClassIsNotKept() {
        Long asLong = 100_000L;
        assertThat(read(List.of(100_000), Integer.class, List.of(asLong)).get(0)).isInstanceOf(Integer.class)
                .isEqualTo(100_000);
    }

    @Test
    void anythingButAListReadByIndexHeldReadsAsReadValue() {
        String a = copy("alpha");
        for (Object held : new Object[] {null, new LinkedHashSet<>(List.of(a)), "alpha", new Object()}) {
            List<?> read = read(List.of("alpha"), String.class, held);
            assertThat(read).isEqualTo(List.of("alpha"));
            assertThat(read.get(0)).isNotSameAs(a);
        }
        assertThat(read(List.of("alpha"), String.class, new LinkedList<>(List.of(a))).get(0))
                .as("a linked list is not walked by index").isNotSameAs(a);
        assertThat(read(List.of("alpha"), String.class, Arrays.asList(a)).get(0)).isSameAs(a);
        YasReader scalar = reader("c", List.of("x"), String.class);
        scalar.nextField();
        assertThat(scalar.name()).isEqualTo("after");
        assertThat(scalar.readValue(List.of(7))).isEqualTo(7);
    }

    @Test
    void aHeldListLongerOrShorterThanTheWireKeepsWhatItHoldsAtEachIndex() {
        String a = copy("a");
        List<?> read = read(List.of("a", "b", "c"), String.class, List.of(a));
        assertThat(read).isEqualTo(List.of("a", "b", "c"));
        assertThat(read.get(0)).isSameAs(a);
        assertThat(read(List.of(), String.class, List.of(a))).isEmpty();
    }
}
