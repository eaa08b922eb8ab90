package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ProtocolCodec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * The JSON codec plugs into {@code io.yas} through {@link java.util.ServiceLoader} both ways users run it: surefire's
 * default execution puts the modules on the module path (module-info's {@code provides}), the {@code class-path}
 * execution of yas-json's pom on the class path ({@code META-INF/services}).
 */
class ProtocolDiscoveryTest {
    public static class Reading {
        public String name = "r";
        public double[] values = {1.5};
    }

    @Test
    void theJsonCodecIsFoundOnTheModuleOrClassPath() throws IOException {
        Module json = JsonCodec.class.getModule();
        assertThat(json.isNamed()).as("on the module path").isEqualTo(!"class".equals(System.getProperty(
                "yas.test.path")));
        assertThat(Protocol.JSON.isAvailable()).isTrue();
        assertThat(Protocol.JSON.codec()).isInstanceOf(JsonCodec.class);
        if (json.isNamed()) {
            assertThat(json.getDescriptor().provides()).anySatisfy(p -> {
                assertThat(p.service()).isEqualTo(ProtocolCodec.class.getName());
                assertThat(p.providers()).containsExactly(JsonCodec.class.getName());
            });
        } else {
            try (InputStream in = JsonCodec.class.getClassLoader()
                    .getResourceAsStream("META-INF/services/" + ProtocolCodec.class.getName())) {
                assertThat(in).isNotNull();
                assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8).strip())
                        .isEqualTo(JsonCodec.class.getName());
            }
        }
    }

    @Test
    void aClassRoundTripsThroughJsonFoundThatWay() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(Protocol.JSON);
        s.serialise(new Reading());
        s.buffer().flip();
        assertThat(Protocol.detect(s.buffer())).isEqualTo(Protocol.JSON);
        Reading back = s.deserialise(Reading.class);
        assertThat(back.name).isEqualTo("r");
        assertThat(back.values).containsExactly(1.5);
    }
}
