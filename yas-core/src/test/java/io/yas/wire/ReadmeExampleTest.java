package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The Java example of README.md, verbatim, so the README stays true. */
class ReadmeExampleTest {
    @Test
    void readmeExampleRuns() {
        IoBuffer buffer = IoBuffer.allocate(1024);                 // byte[] backing; IoBuffer.allocateDirect for NIO
        YasWriter w = new YasWriter(buffer);
        w.putHeaderInfo(FieldDescription.of("BeamStatus"));         // header + root object
        w.put(new FieldDescription("energy", "GeV/u", "energy", "beam energy", 1), 450.0);
        w.put(FieldDescription.of("profile"), new double[] {1, 2, 3, 4, 5, 6}, new int[] {2, 3});  // 2x3, row-major
        w.putEndMarker("BeamStatus");

        YasReader r = new YasReader(buffer.flip());
        r.readHeader();                                             // checks magic, "YaS", version <= 1.0.x
        WireField root = r.readTree();                              // the whole message, no class needed
        double energy = (Double) root.field("energy").value();
        int[] dims = root.field("profile").dims();                  // {2, 3}

        assertThat(energy).isEqualTo(450.0);
        assertThat(dims).containsExactly(2, 3);
        assertThat(root.field("energy").metadata()).isEqualTo(new FieldMetadata("GeV/u", "energy", "beam energy", 1));
        assertThat((double[]) root.field("profile").value()).containsExactly(1, 2, 3, 4, 5, 6);
    }
}
