package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

/**
 * The writer's side of the wire rules: every described write chains, what a value must be (a collection type, keys
 * and values of the declared class, a one-byte char, an ISO-8859-1 name) is checked before anything is written and
 * named in the refusal, and the value types that describe fields and trees keep their contracts.
 */
class WriterRulesTest {
    private static final FieldDescription FD = FieldDescription.of("f");

    @Test
    void everyDescribedWriteReturnsItsWriter() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        List<Function<IoSerialiser, IoSerialiser>> writes = List.of(
                s -> s.put(FD, 'c'), s -> s.put(FD, "text"),
                s -> s.put(FD, new boolean[] {true}), s -> s.put(FD, new boolean[] {true, false}, 1),
                s -> s.put(FD, new byte[] {1}), s -> s.put(FD, new byte[] {1, 2}, 1),
                s -> s.put(FD, new short[] {1}), s -> s.put(FD, new short[] {1, 2}, 1),
                s -> s.put(FD, new int[] {1}),
                s -> s.put(FD, new long[] {1}), s -> s.put(FD, new long[] {1, 2}, 1),
                s -> s.put(FD, new float[] {1}), s -> s.put(FD, new float[] {1, 2}, 1),
                s -> s.put(FD, new char[] {'a'}), s -> s.put(FD, new char[] {'a', 'b'}, 1),
                s -> s.put(FD, new String[] {"a"}),
                s -> s.put(FD, List.of(1), Integer.class), s -> s.put(FD, DataType.SET, List.of(1), Integer.class),
                s -> s.put(FD, Map.of("k", 1), String.class, Integer.class),
                s -> s.putCustomData(FD, "my.T", null, b -> b.putInt(1)),
                s -> s.updateDataEndMarker(s.putFieldHeader(FD, DataType.INT_ARRAY)));
        for (Function<IoSerialiser, IoSerialiser> write : writes) {
            assertThat(write.apply(w)).isSameAs(w);
        }
    }

    @Test
    void aHeaderTypeThatIsNoCollectionIsRefusedBeforeAnythingIsWritten() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        int position = w.buffer().position();
        assertThatThrownBy(() -> w.put(FD, DataType.INT, List.of(1), Integer.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("field 'f': INT is not a collection type");
        assertThatThrownBy(() -> w.putObjectCollectionHeader(FD, DataType.MAP, List.of(1), "my.T"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("field 'f': MAP is not a collection type");
        assertThat(w.buffer().position()).isEqualTo(position);
    }

    @Test
    void mapKeysAndValuesOfAnotherClassAreRefusedNamingTheElement() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        int position = w.buffer().position();
        assertThatThrownBy(() -> w.put("m", Map.of("k", 1), Integer.class, Integer.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'm': element 0 is a java.lang.String, expected java.lang.Integer");
        assertThatThrownBy(() -> w.putObjectMapHeader(FD, List.of(1, "two"), Integer.class, "my.T"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'f': element 1 is a java.lang.String, expected java.lang.Integer");
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("a", 1);
        values.put("b", 2);
        values.put("c", "three");
        assertThatThrownBy(() -> w.put("m", values, String.class, Integer.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'm': value of key 'c' (element 2) is a java.lang.String, expected "
                        + "java.lang.Integer");
        assertThat(w.buffer().position()).isEqualTo(position);
    }

    @Test
    void aCharElementAboveOneByteIsRefusedAndNothingOfTheFieldStays() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        int position = w.buffer().position();
        List<Character> chars = new ArrayList<>(List.of('a', '\u03A9'));
        assertThatThrownBy(() -> w.put("c", chars, Character.class)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'c': char U+03A9 does not fit the one-byte YaS char (U+0000..U+00FF); it is never "
                        + "truncated");
        assertThat(w.buffer().position()).isEqualTo(position);
    }

    @Test
    void aFieldNameIsRefusedFromItsFirstCharAboveLatin1AndTakenUpToU00FF() {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        assertThatThrownBy(() -> w.put("\u03A9x", 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field '\u03A9x': char U+03A9 at index 0 does not fit ISO-8859-1 (YaS field names are "
                        + "one byte per char on the wire)");
        w.put("\u00FF", 1).put(FieldDescription.of("\u00FF\u00FF"), 2).putEndMarker("");
        WireField root = new YasReader(w.buffer().flip()).readTree();
        assertThat(root.fields()).extracting(WireField::name).containsExactly("\u00FF", "\u00FF\u00FF");
    }

    @Test
    void everyElementTypeNameIsWrittenAsItselfWhateverCacheSlotItTakes() {
        // the writer keeps encoded type names in 8 slots chosen by identity hash: 256 names, each written twice,
        // pass through every slot (all but certainly), evict one another and are found again
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            names.add("my.Type" + i);
        }
        for (int round = 0; round < 2; round++) {
            for (String name : names) {
                w.updateDataEndMarker(w.putObjectCollectionHeader(FD, DataType.LIST, List.of(), name));
            }
        }
        w.putEndMarker("");
        YasReader r = new YasReader(w.buffer().flip());
        r.readHeader();
        r.nextField();
        for (int k = 0; k < 2 * names.size(); k++) {
            assertThat(r.nextField()).isEqualTo(DataType.LIST);
            IoBuffer b = r.buffer();
            b.position(r.dataStart() + 14); // after [1][0][0][container type][OTHER]
            assertThat(b.getStringIso8859()).isEqualTo(names.get(k % names.size()));
        }
    }

    // ------------------------------------------------------------------------------------------- value types

    @Test
    void aModifierIsOneUnsignedByte() {
        assertThat(new FieldDescription("f", null, null, null, 0).modifier()).isZero();
        assertThat(new FieldDescription("f", null, null, null, 255).modifier()).isEqualTo(255);
        assertThatThrownBy(() -> new FieldDescription("f", null, null, null, 256))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("modifier out of 0..255 for field 'f': 256");
        assertThatThrownBy(() -> new FieldDescription("f", null, null, null, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("modifier out of 0..255 for field 'f': -1");
    }

    @Test
    void descriptionsAreEqualByEveryPart() {
        FieldDescription d = new FieldDescription("e", "GeV", "energy", "beam", 1);
        assertThat(d).isEqualTo(new FieldDescription("e", "GeV", "energy", "beam", 1))
                .hasSameHashCodeAs(new FieldDescription("e", "GeV", "energy", "beam", 1))
                .isNotEqualTo(new FieldDescription("x", "GeV", "energy", "beam", 1))
                .isNotEqualTo(new FieldDescription("e", "MeV", "energy", "beam", 1))
                .isNotEqualTo(new FieldDescription("e", "GeV", "power", "beam", 1))
                .isNotEqualTo(new FieldDescription("e", "GeV", "energy", "other", 1))
                .isNotEqualTo(new FieldDescription("e", "GeV", "energy", "beam", 2))
                .isNotEqualTo("e");
        assertThat(d.hashCode()).isNotEqualTo(FieldDescription.of("e").hashCode());
        assertThat(d).hasToString("FieldDescription[name=e, unit=GeV, quantity=energy, description=beam, modifier=1]");
        FieldDescription other = d.withMetadata("m", null, null, 3);
        assertThat(other).isEqualTo(new FieldDescription("e", "m", null, null, 3));
        assertThat(other.hasMetadata()).isTrue();
        assertThat(d.withMetadata(null, null, null, 3).hasMetadata()).isFalse();
    }

    @Test
    void aFieldOfTheTreeShowsItsNameTypeOffsetAndChildren() {
        WireField root = WireField.object("root", 0, List.of(WireField.value("a", DataType.INT, 4, null, 1)));
        assertThat(root).hasToString("root:START_MARKER@0[a:INT@4]");
        assertThat(root.fields().get(0)).hasToString("a:INT@4");
    }

    @Test
    void aOneDimensionalArrayOfTheTreeIsWrittenWholeWhateverItsDims() {
        WireField root = WireField.object("", 0, List.of(WireField.value("a", DataType.INT_ARRAY, 0, new int[] {5},
                new int[] {1, 2, 3})));
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        TreeWriter.write(w, root);
        WireField a = new YasReader(w.buffer().flip()).readTree().field("a");
        assertThat((int[]) a.value()).containsExactly(1, 2, 3);
        assertThat(a.dims()).containsExactly(3);
    }
}
