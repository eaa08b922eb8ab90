package io.yas.processor;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.FieldSerialiser;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MappingPaths;
import io.yas.processor.samples.Bean;
import io.yas.processor.samples.Box;
import io.yas.processor.samples.Derived;
import io.yas.processor.samples.Everything;
import io.yas.processor.samples.Narrow;
import io.yas.processor.samples.Node;
import io.yas.processor.samples.Range;
import io.yas.processor.samples.Sample;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.YasWriter;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The codecs the processor generated for this module's sample classes during test-compile: chosen by the mapping,
 * writing the bytes the reflective loop writes and reading the objects it reads, refusing what it refuses.
 */
class CompiledCodecTest {
    private static Everything.Leaf leaf(int level) {
        Everything.Leaf l = new Everything.Leaf();
        l.level = level;
        return l;
    }

    private static Sample sample() {
        return new Sample((byte) -3, (short) 9, 1L << 40, -0.5, true, 'q', 2.5f, 17, "s", new int[] {1, 2},
                List.of("a", "b"), leaf(4), 9, Everything.Day.FRIDAY);
    }

    /** One object of each sample class, with values other than the defaults where it matters. */
    private static List<Object> samples() {
        Everything changed = new Everything();
        changed.none = "set";
        changed.boxedInt = -70;
        changed.samples = new double[] {Double.NaN, -0.0};
        Bean bean = new Bean();
        bean.setCount(5);
        bean.setChecked(Boolean.FALSE);
        Box<Everything.Leaf> box = new Box<>();
        box.content = leaf(8);
        box.labels.add("l");
        Node tree = new Node();
        tree.next = new Node();
        tree.next.value = 2;
        tree.children.add(new Node());
        return List.of(new Everything(), changed, new Narrow(), sample(), new Range(1, 2), bean, new Derived(), box,
                tree);
    }

    @Test
    void theMappingChoosesTheCompiledCodecOfEachAnnotatedClass() {
        for (Object o : samples()) {
            String name = o.getClass().getName();
            assertThat(ClassMapping.defaults().describe(o.getClass())).isEqualTo(name + ": compiled codec ("
                    + name.replace('$', '_') + "_YasCodec)");
        }
        assertThat(ClassMapping.defaults().describe(Everything.Leaf.class))
                .endsWith("generated writer, generated reader");
    }

    @Test
    void compiledAndReflectivePathsWriteTheSameBytesAndReadTheSameObjects() {
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            for (Object o : samples()) {
                if (p == Protocol.CMWLIGHT && !(o instanceof Range || o instanceof Narrow)) {
                    continue; // CmwLight carries no collections: refused on both paths
                }
                String what = p + " " + o.getClass().getSimpleName();
                byte[] compiled = MappingPaths.write(p, o, true);
                MappingPaths.assertSameBytes(what, MappingPaths.write(p, o, false), compiled);
                Object read = MappingPaths.read(p, compiled, o.getClass(), true);
                MappingPaths.recursively(read).as(what).isEqualTo(o);
                MappingPaths.recursively(read).as(what).isEqualTo(MappingPaths.read(p, compiled, o.getClass(), false));
            }
        }
    }

    @Test
    void aFieldTheWireLacksKeepsItsValueAndArraysThatFitAreReused() {
        Everything source = new Everything();
        source.samples = new double[] {7, 8, 9};
        source.s = null; // not written
        source.flags = new boolean[] {false, true};
        source.bytes = new byte[] {9, 8};
        source.shorts = new short[] {-2, -3};
        source.chars = new char[] {'y', 'z'};
        source.ints = new int[] {-4, -5, -6};
        source.longs = new long[] {-7L};
        source.floats = new float[] {-0.25f};
        Everything existing = new Everything();
        existing.s = "kept";
        List<Object> held = List.of(existing.flags, existing.bytes, existing.shorts, existing.chars, existing.ints,
                existing.longs, existing.floats, existing.samples);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(source);
        s.buffer().flip();
        assertThat(s.deserialise(existing)).isSameAs(existing);
        List<Object> after = List.of(existing.flags, existing.bytes, existing.shorts, existing.chars, existing.ints,
                existing.longs, existing.floats, existing.samples);
        for (int k = 0; k < held.size(); k++) { // each read into the array the field held
            assertThat(after.get(k)).as("array %d", k).isSameAs(held.get(k));
        }
        assertThat(existing.samples).containsExactly(7, 8, 9);
        assertThat(existing.ints).containsExactly(-4, -5, -6);
        assertThat(existing.chars).containsExactly('y', 'z');
        assertThat(existing.flags).containsExactly(false, true);
        assertThat(existing.s).isEqualTo("kept");
        // a record read in place: the components the wire lacks come from the existing one
        Sample updated = new IoClassSerialiser(IoBuffer.wrap(wire("l", 7L))).deserialise(sample());
        MappingPaths.recursively(updated).isEqualTo(new Sample((byte) -3, (short) 9, 7L, -0.5, true, 'q', 2.5f, 17,
                "s", new int[] {1, 2}, List.of("a", "b"), leaf(4), 9, Everything.Day.FRIDAY));
    }

    /** A root with one long field {@code name}. */
    private static byte[] wire(String name, long value) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put(name, value).put("unknown", 1);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    @Test
    void evolutionReordersAddsAndRemovesFieldsAndWidensOnBothPathsAlike() {
        byte[] narrow = MappingPaths.write(Protocol.YAS, new Narrow(), true);
        Everything widened = (Everything) MappingPaths.read(Protocol.YAS, narrow, Everything.class, true);
        MappingPaths.recursively(widened).isEqualTo(MappingPaths.read(Protocol.YAS, narrow, Everything.class, false));
        assertThat(widened.i).isEqualTo(5);
        assertThat(widened.l).isEqualTo(-7L);
        assertThat(widened.d).isEqualTo(0.25);
        assertThat(widened.ints).containsExactly(4, 5);
        assertThat(widened.s).isEqualTo("text"); // not on the wire: kept
    }

    @Test
    void aTypeMismatchOrARecordsRefusalIsTheSameFormatErrorOnBothPaths() {
        byte[] everything = MappingPaths.write(Protocol.YAS, new Everything(), true);
        String compiled = failure(() -> MappingPaths.read(Protocol.YAS, everything, Narrow.class, true));
        assertThat(compiled).isEqualTo(failure(() -> MappingPaths.read(Protocol.YAS, everything, Narrow.class, false)))
                .contains("$.d").contains("FLOAT");
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("from", 9).put("to", 1);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] refused = w.buffer().flip().toByteArray();
        assertThat(failure(() -> MappingPaths.read(Protocol.YAS, refused, Range.class, true)))
                .isEqualTo(failure(() -> MappingPaths.read(Protocol.YAS, refused, Range.class, false)))
                .contains("canonical constructor of " + Range.class.getName()).contains("from > to");
        // a root that shares no field with the class: another class's message
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(MappingPaths.write(Protocol.YAS, new Range(1, 2),
                true)));
        assertThatThrownBy(() -> s.deserialise(Sample.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("another class's message");
    }

    /** {@return the message of the format error {@code read} throws} */
    private static String failure(ThrowingCallable read) {
        return catchThrowableOfType(YasFormatException.class, read).getMessage();
    }

    @Test
    void aFieldSerialiserForAFieldTheCodecWritesItselfMakesTheMappingUseTheRunTimeCodec() {
        ClassMapping quoted = ClassMapping.defaults().with(FieldSerialiser.of(String.class,
                (IoSerialiser w, io.yas.wire.FieldDescription fd, String v) -> w.put(fd, "'" + v + "'"),
                (r, old) -> r.getString()));
        assertThat(quoted.describe(Everything.class)).isEqualTo(Everything.class.getName() + ": generated writer, "
                + "generated reader; compiled codec " + Everything.class.getName() + "_YasCodec not used: field 's' "
                + "has a FieldSerialiser in this mapping, which the compiled codec does not call");
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(512), quoted);
        s.serialise(new Everything());
        s.buffer().flip();
        assertThat(s.deserialise(Everything.class).s).isEqualTo("'text'");
        // a serialiser of a type the codec hands to the mapper anyway changes nothing
        ClassMapping leaves = ClassMapping.defaults().with(FieldSerialiser.of(Everything.Leaf.class,
                (IoSerialiser w, io.yas.wire.FieldDescription fd, Everything.Leaf v) -> w.put(fd, v.level),
                (r, old) -> leaf(r.getInt())));
        assertThat(leaves.describe(Everything.class)).endsWith(": compiled codec (" + Everything.class.getName()
                + "_YasCodec)");
    }

    @Test
    void aGroupIsWrittenByTheMapperAsForEveryClass() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256));
        Everything e = new Everything();
        e.f = 9.5f;
        s.serialise(e, "settings");
        s.buffer().flip();
        Everything read = s.deserialise(Everything.class);
        assertThat(read.f).isEqualTo(9.5f);
        MappingPaths.recursively(read).ignoringFields("f").isEqualTo(new Everything());
    }
}
