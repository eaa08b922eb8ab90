package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link CmwLightReader#nextFieldIs}: it takes exactly the entry {@link CmwLightWriter} writes for the expected field
 * and type, leaving the cursor as {@code nextField()} leaves it, and leaves everything else, unmoved, to
 * {@code nextField()} (docs/spec-cmwlight.md §3).
 */
class CmwLightExpectedEntryTest {
    // made per test, not static: a description keeps the entry headers it makes, and PIT does not reload test classes
    private final FieldDescription count = FieldDescription.of("count");
    private final FieldDescription name = FieldDescription.of("name_µ");
    private final FieldDescription samples = FieldDescription.of("samples");
    private final FieldDescription inner = FieldDescription.of("inner");
    private final FieldDescription other = FieldDescription.of("counts");

    @Test
    void theExpectedEntryIsTakenAsNextFieldTakesIt() {
        byte[] message = message(w -> {
            w.put(count, 42).put(name, "text").put(samples, new double[] {1, 2});
            w.putStartMarker(inner).put(count, 7L).putEndMarker(inner);
            w.put(count, 'c');
        });
        CmwLightReader fast = root(message);
        CmwLightReader plain = root(message);
        assertThat(unmoved(fast, other, DataType.INT)).as("another name").isTrue();
        assertThat(unmoved(fast, count, DataType.LONG)).as("another type").isTrue();
        assertThat(taken(fast, plain, count, DataType.INT)).isEqualTo(42);
        assertThat(taken(fast, plain, name, DataType.STRING)).isEqualTo("text");
        assertThat((double[]) taken(fast, plain, samples, DataType.DOUBLE_ARRAY)).containsExactly(1, 2);
        assertThat(fast.nextFieldIs(inner, DataType.START_MARKER)).as("opens the object").isTrue();
        assertThat(plain.nextField()).isEqualTo(DataType.START_MARKER);
        same(fast, plain);
        assertThat(fast.path()).isEqualTo(plain.path()).isEqualTo("$.inner");
        assertThat(taken(fast, plain, count, DataType.LONG)).isEqualTo(7L);
        assertThat(unmoved(fast, count, DataType.LONG)).as("the object's entries are used up").isTrue();
        assertThat(fast.nextField()).isEqualTo(plain.nextField()).isEqualTo(DataType.END_MARKER);
        same(fast, plain);
        assertThat(taken(fast, plain, count, DataType.CHAR)).isEqualTo('c');
        assertThat(unmoved(fast, count, DataType.INT)).as("the root's entries are used up").isTrue();
        assertThat(fast.nextField()).isEqualTo(DataType.END_MARKER);
    }

    @Test
    void whatHasNoEntryHeaderToCompareIsLeftToNextField() {
        FieldDescription shortName = FieldDescription.of("a"); // its header is 7 bytes: no pattern
        FieldDescription twoChars = FieldDescription.of("ab"); // 8 bytes: the shortest compared at once
        byte[] message = message(w -> w.put(shortName, 1).put(twoChars, 3).put(count, 2));
        CmwLightReader r = root(message);
        assertThat(unmoved(r, shortName, DataType.INT)).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.nextFieldIs(twoChars, DataType.INT)).isTrue();
        assertThat(r.getInt()).isEqualTo(3);
        assertThat(unmoved(r, count, DataType.ENUM)).as("an enum is an INT entry, no ENUM id").isTrue();
        assertThat(unmoved(r, FieldDescription.of("Ωmega"), DataType.INT)).as("no ISO-8859-1 name").isTrue();
        assertThat(r.nextFieldIs(count, DataType.INT)).isTrue();

        CmwLightReader before = new CmwLightReader(IoBuffer.wrap(message));
        assertThat(unmoved(before, count, DataType.INT)).as("outside the root").isTrue();
    }

    @Test
    void anEntryWhoseDataDoesNotFitOrNestsTooDeepIsLeftToNextFieldWhichRefusesIt() {
        byte[] message = message(w -> w.put(name, "text"));
        CmwLightReader cut = new CmwLightReader(IoBuffer.wrap(message).limit(message.length - 2));
        cut.readHeader();
        cut.nextField();
        assertThat(unmoved(cut, name, DataType.STRING)).as("the string runs past the limit").isTrue();

        byte[] nested = message(w -> w.putStartMarker(inner).putEndMarker(inner));
        CmwLightReader shallow = new CmwLightReader(IoBuffer.wrap(nested), new ReadLimits(1));
        shallow.readHeader();
        shallow.nextField(); // the root: depth 1, the limit
        assertThat(unmoved(shallow, inner, DataType.START_MARKER)).isTrue();
    }

    private static byte[] message(Consumer<CmwLightWriter> fields) {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }

    /** A reader on the root's first entry. */
    private static CmwLightReader root(byte[] message) {
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(message));
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        return r;
    }

    /** {@return whether nextFieldIs refused and left the cursor where it was} */
    private static boolean unmoved(CmwLightReader r, FieldDescription fd, DataType type) {
        int before = r.nextOffset();
        int depth = r.depth();
        return !r.nextFieldIs(fd, type) && r.nextOffset() == before && r.depth() == depth;
    }

    /** The fast cursor takes the field, and its state is what nextField gives the plain cursor; returns the value. */
    private static Object taken(CmwLightReader fast, CmwLightReader plain, FieldDescription fd, DataType type) {
        assertThat(fast.nextFieldIs(fd, type)).as(fd.name() + " " + type).isTrue();
        assertThat(plain.nextField()).isEqualTo(type);
        same(fast, plain);
        assertThat(fast.name()).isEqualTo(fd.name());
        Object value = fast.readValue();
        assertThat(value).usingRecursiveComparison().isEqualTo(plain.readValue());
        return value;
    }

    private static void same(CmwLightReader fast, CmwLightReader plain) {
        assertThat(fast.type()).isEqualTo(plain.type());
        assertThat(fast.name()).isEqualTo(plain.name());
        assertThat(fast.path()).isEqualTo(plain.path());
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth(),
            fast.typeId(), fast.buffer().position()}).containsExactly(plain.fieldStart(), plain.dataStart(),
                plain.dataSize(), plain.nextOffset(), plain.depth(), plain.typeId(), plain.buffer().position());
    }
}
