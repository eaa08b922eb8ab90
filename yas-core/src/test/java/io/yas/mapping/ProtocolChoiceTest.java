package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The protocol choice of {@link IoClassSerialiser} where only the core is on the class path; round trips over all
 * three protocols are in yas-json's contract tests.
 */
class ProtocolChoiceTest {
    static class Leaf {
        int id = 1;
    }

    @Test
    void aJsonMessageWithoutTheJsonModuleIsRefusedAsBytesThisReaderCannotDecodeNamingTheModule() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(" {\"a\":1}".getBytes(StandardCharsets.UTF_8)));
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> s.deserialise(Leaf.class));
        assertThat(e.offset()).isZero();
        assertThat(e.expected()).contains("YaS, CmwLight").contains("JSON needs module io.yas.json");
        assertThat(e.actual()).isEqualTo("a JSON message, and module io.yas.json is missing");
        assertThat(s.buffer().position()).isZero();
        assertThatThrownBy(() -> s.deserialise(new Leaf())).isInstanceOf(YasFormatException.class);
        assertThat(s.buffer().position()).isZero();
    }

    @Test
    void choosingJsonToWriteWithoutTheJsonModuleIsTheCallersMistake() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.setProtocol(Protocol.JSON)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("io.yas.json");
        assertThat(s.protocol()).isEqualTo(Protocol.YAS);
    }

    @Test
    void bytesOfNoProtocolAreRefusedShowingThem() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(new byte[] {(byte) 0x80, 0, 0, 0}));
        assertThatThrownBy(() -> s.deserialise(Leaf.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("80 00 00 00");
        assertThat(s.buffer().position()).isZero();
    }
}
