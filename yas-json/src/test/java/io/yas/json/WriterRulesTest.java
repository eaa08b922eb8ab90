package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The rules {@link IoSerialiser} applies once for every protocol: the same refusal, with the same wording, and
 * nothing of the refused field in the message (the message equals the one written without it).
 */
class WriterRulesTest {

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void dimsWhoseProductDiffersFromTheElementCountAreRefused(Protocol protocol) {
        FieldDescription m = FieldDescription.of("m");
        assertRefused(protocol, "field 'm': dimensions [2, 3] need 6 elements, the array has 4",
                w -> w.put(m, new double[] {1, 2, 3, 4}, new int[] {2, 3}));
        assertRefused(protocol, "field 'm': dimensions [2, 1] need 2 elements, the array has 4",
                w -> w.put(m, new int[] {1, 2, 3, 4}, new int[] {2, 1}));
        assertRefused(protocol, "field 'm': dimensions [2] need 2 elements, the array has 0",
                w -> w.put(m, (String[]) null, new int[] {2}));
        assertRefused(protocol, "field 'm': negative dimension in [-2, -2]",
                w -> w.put(m, new char[4], new int[] {-2, -2}));
        assertRefused(protocol, "field 'm': no dimensions (an array needs at least one)",
                w -> w.put(m, new boolean[1], new int[0]));
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void nullDimsWriteTheWholeArrayAs1D(Protocol protocol) {
        FieldDescription m = FieldDescription.of("m");
        assertSameBytes(protocol, w -> w.put(m, new double[] {1, 2}, null), w -> w.put(m, new double[] {1, 2}));
        assertSameBytes(protocol, w -> w.put(m, new int[] {3}, null), w -> w.put(m, new int[] {3}));
        assertSameBytes(protocol, w -> w.put(m, new char[] {'a'}, null), w -> w.put(m, new char[] {'a'}));
        assertSameBytes(protocol, w -> w.put(m, new String[] {"s", ""}, null),
                w -> w.put(m, new String[] {"s", ""}));
    }

    private static void assertSameBytes(Protocol protocol, Consumer<IoSerialiser> written,
            Consumer<IoSerialiser> expected) {
        byte[][] bytes = new byte[2][];
        int i = 0;
        for (Consumer<IoSerialiser> fields : List.of(written, expected)) {
            IoSerialiser w = protocol.newWriter(IoBuffer.allocate(8));
            w.putHeaderInfo();
            fields.accept(w);
            w.putEndMarker("");
            bytes[i++] = w.buffer().flip().toByteArray();
        }
        assertThat(bytes[0]).isEqualTo(bytes[1]);
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "JSON"})
    void nullCollectionElementsAreRefusedNamingFieldAndIndex(Protocol protocol) {
        assertRefused(protocol, "field 'names': null element 1 (a null element cannot be written)",
                w -> w.put("names", Arrays.asList("a", null), String.class));
        assertRefused(protocol, "field 'boxes': null element 0 (a null element cannot be written)",
                w -> w.put(FieldDescription.of("boxes"), Arrays.asList(null, 2.0), Double.class));
        assertRefused(protocol, "field 'keys': null element 1 (a null element cannot be written)",
                w -> w.putObjectMapHeader(FieldDescription.of("keys"), Arrays.asList("k", null), String.class, "T"));
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "JSON"})
    void nullMapValuesAreRefusedNamingTheKey(Protocol protocol) {
        Map<String, Integer> values = new LinkedHashMap<>();
        values.put("a", 1);
        values.put("b", null);
        assertRefused(protocol, "field 'map': null value of key 'b' (element 1) (a null element cannot be written)",
                w -> w.put("map", values, String.class, Integer.class));
        Map<Integer, String> nullKey = new LinkedHashMap<>();
        nullKey.put(null, "x");
        assertRefused(protocol, "field 'map': null element 0 (a null element cannot be written)",
                w -> w.put("map", nullKey, Integer.class, String.class));
    }

    @Test
    void cmwLightRefusesCollectionsBeforeLookingAtTheirElements() {
        assertRefused(Protocol.CMWLIGHT, "field 'names': CmwLight cannot carry a collection"
                + " (write a primitive or String array instead)",
                w -> w.put("names", List.of("a"), String.class));
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "CMWLIGHT"})
    void theBinaryProtocolsRefuseNamesOutsideIso8859(Protocol protocol) {
        String rule = "field '\u03A9': char U+03A9 at index 0 does not fit ISO-8859-1 (" + protocol.displayName()
                + " field names are one byte per char on the wire)";
        assertRefused(protocol, rule, w -> w.put(FieldDescription.of("\u03A9"), 1));
        assertRefused(protocol, rule, w -> w.put("\u03A9", new double[] {1}));
        assertRefused(protocol, rule, w -> w.putStartMarker("\u03A9"));
        assertRefused(protocol, "field 'c': char U+0141 does not fit the one-byte " + protocol.displayName()
                + " char (U+0000..U+00FF); it is never truncated", w -> w.put("c", '\u0141'));
    }

    @Test
    void jsonNamesAndCharsAreAnyUnicode() {
        IoSerialiser w = new JsonWriter(IoBuffer.allocate(16), true);
        w.putHeaderInfo().put(FieldDescription.of("\u03A9"), 1).put("\u20AC", '\u0141').putEndMarker("");
        assertThat(new String(w.buffer().flip().toByteArray(), StandardCharsets.UTF_8))
                .isEqualTo("{\"\u03A9\":1,\"\u20AC\":321}");
    }

    /**
     * {@code refused} inside an open root throws an {@link IllegalArgumentException} with exactly {@code message};
     * the message then closed is byte for byte the message with only the field {@code "before"}.
     */
    private static void assertRefused(Protocol protocol, String message, Consumer<IoSerialiser> refused) {
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(8));
        w.putHeaderInfo().put("before", 1);
        assertThatThrownBy(() -> refused.accept(w)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
        w.putEndMarker("");
        IoSerialiser expected = protocol.newWriter(IoBuffer.allocate(8));
        expected.putHeaderInfo().put("before", 1).putEndMarker("");
        assertThat(w.buffer().flip().toByteArray()).as("nothing of the refused field")
                .isEqualTo(expected.buffer().flip().toByteArray());
    }
}
