package io.yas.processor;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MappingPaths;
import io.yas.processor.samples.Derived;
import io.yas.processor.samples.Walked;
import io.yas.wire.Protocol;
import io.yas.wire.YasReader;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The walk of a compiled codec (over YaS, the fields in the writer's order read from their offsets before the read
 * loop, as the run-time codec's LayoutWalk): what it reads, and where a field is left out, is what the reflective loop
 * reads.
 */
class CompiledWalkTest {
    /** Walked with each of its reference fields {@code null} (left out by the writer) where bit i of {@code nulls}. */
    private static Walked walked(int nulls) {
        Walked w = new Walked();
        w.name = (nulls & 1) != 0 ? null : "n" + nulls;
        w.count = -nulls;
        w.part = (nulls & 2) != 0 ? null : new Walked.Part();
        w.parts = (nulls & 4) != 0 ? null : w.parts;
        w.byName = (nulls & 8) != 0 ? null : w.byName;
        w.point = (nulls & 16) != 0 ? null : new Walked.Point(nulls, 2, null);
        w.samples = (nulls & 32) != 0 ? null : new double[] {nulls};
        w.last = (nulls & 64) != 0 ? null : "l";
        w.mark = (char) ('a' + nulls % 26);
        w.state = (nulls & 1) != 0 ? null : Thread.State.values()[nulls % 6];
        w.tags = (nulls & 2) != 0 ? null : java.util.List.of("x" + nulls);
        w.names = (nulls & 4) != 0 ? null : new String[] {"n" + nulls};
        w.level = (nulls & 8) != 0 ? null : nulls;
        return w;
    }

    /** A Walked whose values all differ from what is written: what a field left out keeps in place. */
    private static Walked existing() {
        Walked w = new Walked();
        w.name = "kept";
        w.part.label = "kept";
        w.point = new Walked.Point(9, 9, "kept");
        w.last = "kept";
        return w;
    }

    @Test
    void whatTheWalkReadsAndLeavesOutIsWhatTheReflectiveLoopReads() {
        for (int nulls = 0; nulls < 128; nulls++) {
            byte[] bytes = MappingPaths.write(Protocol.YAS, walked(nulls), true);
            MappingPaths.assertSameBytes("write " + nulls, MappingPaths.write(Protocol.YAS, walked(nulls), false),
                    bytes);
            Object compiled = MappingPaths.read(Protocol.YAS, bytes, Walked.class, true);
            MappingPaths.recursively(compiled).as("new %d", nulls)
                    .isEqualTo(MappingPaths.read(Protocol.YAS, bytes, Walked.class, false));
            Walked inPlace = existing();
            Walked.Part part = inPlace.part;
            assertThat(MappingPaths.read(Protocol.YAS, bytes, Walked.class, true, inPlace)).isSameAs(inPlace);
            MappingPaths.recursively(inPlace).as("in place %d", nulls)
                    .isEqualTo(MappingPaths.read(Protocol.YAS, bytes, Walked.class, false, existing()));
            assertThat(inPlace.part).as("kept, or updated in place").isSameAs(part);
            assertThat(inPlace.name).isEqualTo((nulls & 1) != 0 ? "kept" : "n" + nulls);
            // through the API, with the root's checks: the fields walked count as the class's own
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256));
            s.serialise(walked(nulls));
            s.buffer().flip();
            MappingPaths.recursively(s.deserialise(Walked.class)).as("api %d", nulls).isEqualTo(compiled);
        }
    }

    @Test
    void aClassOrRecordWhoseEveryFieldIsWalkedHasAWalkIntoAndOneWithASuperclassFieldHasNone() throws Exception {
        Class<?>[] walkInto = {YasReader.class, int.class, int.class, Object.class, int.class};
        for (String codec : new String[] {"Walked_YasCodec", "Walked_Part_YasCodec", "Walked_Point_YasCodec"}) {
            assertThat(Class.forName("io.yas.processor.samples." + codec).getDeclaredMethod("walkInto", walkInto))
                    .as(codec).isNotNull();
        }
        Class<?> derived = Class.forName(Derived.class.getName().replace('$', '_') + "_YasCodec");
        assertThatThrownBy(() -> derived.getDeclaredMethod("walkInto", walkInto))
                .isInstanceOf(NoSuchMethodException.class);
    }
}
