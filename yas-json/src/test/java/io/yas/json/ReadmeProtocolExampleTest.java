package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The protocols example of README.md, verbatim, so the README stays true. */
class ReadmeProtocolExampleTest {
    public static class Bpm {
        public String name = "BPM1";
        public double[] positions = {0.1, -0.2};
    }

    @Test
    void readmeExampleRuns() {
        Bpm bpm = new Bpm();
        for (Protocol protocol : Protocol.values()) {
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(4096));
            s.setProtocol(protocol).serialise(bpm);                        // YaS (the default), CMWLIGHT or JSON
            s.buffer().flip();
            Bpm copy = s.deserialise(Bpm.class);                           // protocol detected from the bytes

            assertThat(copy.name).isEqualTo("BPM1");
            assertThat(copy.positions).containsExactly(0.1, -0.2);
        }

        IoSerialiser w = Protocol.CMWLIGHT.newWriter(IoBuffer.allocate(256)); // the field level, any protocol
        w.putHeaderInfo();
        w.put(FieldDescription.of("profile"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3});
        w.putEndMarker("root");
        WireField root = Protocol.readAnyTree(w.buffer().flip(), ReadLimits.DEFAULT);  // detects, then decodes

        assertThat(root.field("profile").dims()).containsExactly(2, 3);
        assertThat(Protocol.detect(IoBuffer.wrap("{}".getBytes(StandardCharsets.UTF_8)))).isEqualTo(Protocol.JSON);
        assertThat(Protocol.JSON.isAvailable()).isTrue();                  // yas-json is on the class path
    }
}
