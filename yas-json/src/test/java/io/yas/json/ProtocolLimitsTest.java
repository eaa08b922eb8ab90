package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.annotation.Unit;
import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;

import org.junit.jupiter.api.Test;

/**
 * What a protocol cannot carry through the class mapper, beside CmwLight's containers ({@link ProtocolContractTest})
 * and raw custom payloads ({@link CustomSerialiserProtocolTest}): CmwLight's metadata when switched on, refused naming
 * the field with nothing left written.
 */
class ProtocolLimitsTest {
    static {
        ContractTypes.openToAssertJ();
    }

    static class Measured {
        @Unit("V")
        double voltage = 3.3;
    }

    @Test
    void cmwLightRefusesMetadataOnlyWhenSwitchedOn() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(Protocol.CMWLIGHT);
        s.serialise(new Measured());
        int end = s.buffer().position();
        s.setWriteMetadata(true);
        assertThatThrownBy(() -> s.serialise(new Measured())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("voltage");
        assertThat(s.buffer().position()).isEqualTo(end);
        s.buffer().flip();
        assertThat(s.deserialise(Measured.class).voltage).isEqualTo(3.3);
    }
}
