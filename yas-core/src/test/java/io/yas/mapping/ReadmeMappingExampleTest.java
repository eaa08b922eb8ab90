package io.yas.mapping;

import io.yas.annotation.Groups;
import io.yas.annotation.MetaInfo;
import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.wire.WireField;
import io.yas.wire.YasReader;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The class-mapping example of README.md, verbatim, so the README stays true. */
class ReadmeMappingExampleTest {
    public record Bpm(String name, double[] positions) { }             // a record: built by its canonical constructor

    public static class BeamStatus {                                   // the class is the schema
        @MetaInfo(unit = "GeV/u", quantity = "energy", description = "beam energy", modifier = 1)
        public double energy = 450.0;
        @Groups("settings") @Unit("A") public float current = 1.5f;
        public List<Bpm> monitors = new ArrayList<>();
        public Map<String, Integer> counters = new LinkedHashMap<>();
    }

    @Test
    void readmeExampleRuns() {
        BeamStatus status = new BeamStatus();
        status.monitors.add(new Bpm("BPM1", new double[] {0.1, -0.2}));
        status.counters.put("spills", 42);

        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(4096));
        s.serialise(status);                                           // root named "...$BeamStatus", metadata on
        s.buffer().flip();
        BeamStatus copy = s.deserialise(BeamStatus.class);             // fields matched by name, types checked
        s.buffer().position(0);
        s.deserialise(status);                                         // in place: arrays and lists reused

        assertThat(copy.energy).isEqualTo(450.0);
        assertThat(copy.current).isEqualTo(1.5f);
        assertThat(copy.monitors.get(0).name()).isEqualTo("BPM1");
        assertThat(copy.monitors.get(0).positions()).containsExactly(0.1, -0.2);
        assertThat(copy.counters).containsEntry("spills", 42);

        s.buffer().clear();
        s.serialise(status, "settings");                               // only the "settings" group
        WireField root = new YasReader(s.buffer().flip()).readTree();
        assertThat(root.fields()).extracting(WireField::name).containsExactly("current");
        assertThat(root.field("current").metadata().unit()).isEqualTo("A");
    }
}
