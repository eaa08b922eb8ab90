package io.yas.processor;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MappingPaths;
import io.yas.processor.samples.Everything;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Run by surefire execution {@code compiled-off} alone, with {@code -Dyas.mapping.compiled=false}: the compiled
 * codecs are not looked for, the run-time generated ones map the annotated classes.
 */
class CompiledOffTest {
    @Test
    void withCompiledCodecsOffTheRunTimeGeneratorMapsAnnotatedClasses() {
        assertThat(System.getProperty("yas.mapping.compiled")).isEqualTo("false");
        assertThat(ClassMapping.defaults().describe(Everything.class)).isEqualTo(Everything.class.getName()
                + ": generated writer, generated reader");
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(512));
        s.serialise(new Everything());
        s.buffer().flip();
        MappingPaths.recursively(s.deserialise(Everything.class)).isEqualTo(new Everything());
    }
}
