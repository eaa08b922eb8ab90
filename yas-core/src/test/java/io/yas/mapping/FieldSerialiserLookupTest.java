package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which {@link FieldSerialiser} serves a field (each mapping built in the test: a mapping describes a class once):
 * an exact class before a superclass or interface, and among either those whose type arguments match before those
 * without; and what a serialiser's reader gets: the field's current value if it is of the serialiser's type, and the
 * buffer limited to the field's data, restored afterwards.
 */
class FieldSerialiserLookupTest {
    static {
        TestSupport.openTestPackages();
    }

    static class Holder {
        List<String> texts = new ArrayList<>(List.of("a"));
        List<Integer> numbers = new ArrayList<>(List.of(1));
        ArrayList<String> concrete = new ArrayList<>(List.of("c"));
    }

    private static Type declared(String field) throws NoSuchFieldException {
        return Holder.class.getDeclaredField(field).getGenericType();
    }

    @SuppressWarnings("rawtypes")
    private static FieldSerialiser<List> list(String tag) {
        return FieldSerialiser.of(List.class, (w, fd, v) -> w.put(fd, tag), (r, old) -> List.of(r.getString()));
    }

    @Test
    void matchingTypeArgumentsWinOverNoneWhateverTheOrder() throws Exception {
        FieldSerialiser<?> any = list("any");
        FieldSerialiser<?> strings = list("strings").withTypeArguments(String.class);
        assertThat(strings.typeArguments()).containsExactly(String.class);
        assertThat(any.typeArguments()).isEmpty();
        for (ClassMapping m : new ClassMapping[] {ClassMapping.defaults().with(any).with(strings),
            ClassMapping.defaults().with(strings).with(any)}) {
            assertThat(m.serialiserFor(List.class, declared("texts"))).isSameAs(strings);
            assertThat(m.serialiserFor(List.class, declared("numbers"))).isSameAs(any);
        }
        assertThat(ClassMapping.defaults().with(strings).serialiserFor(List.class, declared("numbers"))).isNull();
    }

    @Test
    void anExactClassWinsOverAnInterfaceAndArgumentsDecideAmongInterfaces() throws Exception {
        FieldSerialiser<?> any = list("any");
        FieldSerialiser<?> strings = list("strings").withTypeArguments(String.class);
        @SuppressWarnings("rawtypes")
        FieldSerialiser<ArrayList> exact = FieldSerialiser.of(ArrayList.class, (w, fd, v) -> { }, (r, old) -> old);
        ClassMapping m = ClassMapping.defaults().with(exact).with(any).with(strings);
        assertThat(m.serialiserFor(ArrayList.class, declared("concrete"))).isSameAs(exact);
        ClassMapping interfaces = ClassMapping.defaults().with(strings).with(any);
        assertThat(interfaces.serialiserFor(ArrayList.class, declared("concrete"))).isSameAs(strings);
        ClassMapping reversed = ClassMapping.defaults().with(any).with(strings);
        assertThat(reversed.serialiserFor(ArrayList.class, declared("concrete"))).isSameAs(strings);
        @SuppressWarnings("rawtypes")
        FieldSerialiser<Collection> collections = FieldSerialiser.of(Collection.class, (w, fd, v) -> { },
                (r, old) -> old);
        assertThat(ClassMapping.defaults().with(collections).with(any).serialiserFor(ArrayList.class,
                declared("concrete"))).isSameAs(any);
    }

    static class Tagged {
        String tag = "x";
        int after = 3;
    }

    @Test
    void theReaderGetsTheCurrentValueAndOnlyTheFieldsData() {
        List<Object> seen = new ArrayList<>();
        FieldSerialiser<String> upper = FieldSerialiser.of(String.class, (w, fd, v) -> w.put(fd, v.toUpperCase()),
                (r, old) -> {
                    seen.add(old);
                    seen.add(r.buffer().limit() == r.dataStart() + r.dataSize());
                    seen.add(r.buffer().position() == r.dataStart());
                    return r.getString().toLowerCase();
                });
        ClassMapping mapping = FreshGeneratedCodecTest.fresh().with(upper);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), mapping);
        Tagged value = new Tagged();
        value.tag = "Abc";
        value.after = 9;
        s.serialise(value);
        int end = s.buffer().flip().limit();
        Tagged target = new Tagged();
        target.tag = "old";
        assertThat(s.deserialise(target).tag).isEqualTo("abc");
        assertThat(target.after).isEqualTo(9);
        assertThat(seen).containsExactly("old", true, true);
        assertThat(s.buffer().limit()).isEqualTo(end);
    }
}
