package io.yas.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.yas.mapping.IoClassSerialiser;
import org.junit.jupiter.params.provider.MethodSource;

import static io.yas.fuzz.DecodeCheck.OnFailure.RESTORES_POSITION;

/**
 * Fuzzes class mapping, {@link IoClassSerialiser#deserialise}, into each of the {@link Mapped} classes: into a new
 * instance, and in place into a populated one; and into the {@link CompiledMapped} classes, whose codecs were generated
 * at compile time. The protocol is detected from the bytes, so YaS, CmwLight and JSON
 * inputs all reach the mapper. Each decode is checked by {@link DecodeCheck}.
 */
class MappingFuzzTest {
    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void newInstance(byte[] input) {
        for (Object sample : Mapped.samples()) {
            Class<?> type = sample.getClass();
            DecodeCheck.check(input, RESTORES_POSITION, b -> new IoClassSerialiser(b).deserialise(type));
        }
    }

    /** Into the classes whose codecs were generated at compile time: a new instance, then in place. */
    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void compiled(byte[] input) {
        for (Object sample : CompiledMapped.samples()) {
            Class<?> type = sample.getClass();
            DecodeCheck.check(input, RESTORES_POSITION, b -> new IoClassSerialiser(b).deserialise(type));
            DecodeCheck.check(input, RESTORES_POSITION, b -> new IoClassSerialiser(b).deserialise(sample));
        }
    }

    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void inPlace(byte[] input) {
        for (int i = 0; i < Mapped.samples().size(); i++) {
            int which = i;
            DecodeCheck.check(input, RESTORES_POSITION,
                    b -> new IoClassSerialiser(b).deserialise(Mapped.samples().get(which)));
        }
    }
}
