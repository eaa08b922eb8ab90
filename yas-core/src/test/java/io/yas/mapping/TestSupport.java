package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.wire.YasWriter;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.function.Consumer;

import org.assertj.core.api.Assertions;
import org.assertj.core.api.RecursiveComparisonAssert;

/** Test plumbing shared by the mapping tests. */
final class TestSupport {
    /**
     * What {@link ClassMapping#describe} says of a class mapped by a codec generated at run time in this run: as a
     * nestmate, or through method handles where {@code -Dyas.mapping.codegen=handles} asks for them.
     */
    static final String GENERATED = "generated writer, generated reader" + (FieldAccess.HANDLES_ONLY
            ? " (fields through method handles: -Dyas.mapping.codegen=handles)" : "");

    private TestSupport() {
    }

    /**
     * The tests run patched into module {@code io.yas}, whose packages are not open to AssertJ (on the class path):
     * its {@code usingRecursiveComparison()} reads fields reflectively. A module may open its own packages.
     */
    static void openTestPackages() {
        Module own = TestSupport.class.getModule();
        if (own.isNamed()) {
            Module assertj = Assertions.class.getModule();
            own.addOpens("io.yas.mapping", assertj);
            own.addOpens("yas.golden", assertj);
        }
    }

    /** {@return {@code o} written by a new {@link IoClassSerialiser} (YaS), as bytes} */
    static byte[] write(Object o) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(128));
        s.serialise(o);
        return s.buffer().flip().toByteArray();
    }

    /** {@return {@code bytes} read by a new {@link IoClassSerialiser} into a new {@code type}} */
    static <T> T read(byte[] bytes, Class<T> type) {
        return new IoClassSerialiser(IoBuffer.wrap(bytes)).deserialise(type);
    }

    /** {@return {@code bytes} read by a new {@link IoClassSerialiser} into {@code target}, in place} */
    static <T> T readInto(byte[] bytes, T target) {
        return new IoClassSerialiser(IoBuffer.wrap(bytes)).deserialise(target);
    }

    /** {@return a YaS message written field by field: header, {@code fields}, the default root end} */
    static byte[] message(Consumer<? super YasWriter> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(128));
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    /**
     * {@code assertThat(actual).usingRecursiveComparison()}, but exact: AssertJ compares {@code float}/{@code double}
     * with a tolerance by default (and then NaN never equals NaN). Here they compare as {@link Float#equals} and
     * {@link Double#equals} do: bit patterns, NaN equal to NaN, -0.0 different from 0.0.
     */
    static RecursiveComparisonAssert<?> recursively(Object actual) {
        return Assertions.assertThat(actual).usingRecursiveComparison()
                .withComparatorForType(Float::compare, Float.class)
                .withComparatorForType(Double::compare, Double.class);
    }

    /** Asserts equal bytes; on a difference shows its offset and the bytes around it in hex. */
    static void assertSameBytes(String what, byte[] expected, byte[] actual) {
        if (!Arrays.equals(expected, actual)) {
            int i = Arrays.mismatch(expected, actual);
            int from = Math.max(0, i - 8);
            HexFormat hex = HexFormat.ofDelimiter(" ");
            throw new AssertionError(what + ": first difference at byte " + i + " (lengths " + expected.length + " / "
                    + actual.length + ")\nexpected @" + from + ": "
                    + hex.formatHex(expected, from, Math.min(expected.length, i + 16)) + "\nactual   @" + from + ": "
                    + hex.formatHex(actual, from, Math.min(actual.length, i + 16)));
        }
    }
}
