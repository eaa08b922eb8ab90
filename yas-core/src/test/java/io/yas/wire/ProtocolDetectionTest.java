package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.IoClassSerialiser;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@link Protocol#detect} (docs/spec-yas.md §8) and the hint of its error (docs/errors.md §3.5). */
class ProtocolDetectionTest {

    @Test
    void detectsEachProtocolFromTheFirstBytesWithoutMovingThePosition() {
        IoBuffer yas = new YasWriter(IoBuffer.allocate(64)).putHeaderInfo().putEndMarker("").buffer().flip();
        IoBuffer cmw = new CmwLightWriter(IoBuffer.allocate(16)).putHeaderInfo().put("a", 1).putEndMarker("")
                .buffer().flip();
        IoBuffer json = IoBuffer.wrap(" \n\t{}".getBytes(StandardCharsets.UTF_8));
        assertThat(Protocol.detect(yas)).isEqualTo(Protocol.YAS);
        assertThat(Protocol.detect(cmw)).isEqualTo(Protocol.CMWLIGHT);
        assertThat(Protocol.detect(json)).isEqualTo(Protocol.JSON);
        assertThat(yas.position()).isZero();
        assertThat(json.position()).isZero();
    }

    @Test
    void aBufferNotFlippedAfterWritingIsRefusedWithTheLikelyCause() {
        IoBuffer b = IoBuffer.allocate(0);
        new YasWriter(b).putHeaderInfo().put("x", 1).putEndMarker("");
        int end = b.position();
        YasFormatException e = detectFailure(b);
        assertThat(e.protocol()).isEqualTo("detection");
        assertThat(e.offset()).isEqualTo(end);
        assertThat(e.actual()).isEqualTo("no bytes between position " + end + " and limit " + end
                + ": did you flip() the buffer after writing?");
        assertThat(b.position()).isEqualTo(end);
    }

    @Test
    void onlyZerosWhereAMessageShouldStartAskTheSame() {
        IoBuffer b = IoBuffer.allocate(64); // written at offset 0..n, read from n: zeros up to the capacity
        new YasWriter(b).putHeaderInfo().putEndMarker("");
        YasFormatException e = detectFailure(b);
        assertThat(e.actual()).startsWith((64 - b.position()) + " zero bytes: did you flip() the buffer after writing?")
                .contains("CmwLightReader");
    }

    @Test
    void anEmptyArrayIsSaidToBeOneWithoutTheHint() {
        YasFormatException e = detectFailure(IoBuffer.wrap(new byte[0]));
        assertThat(e.offset()).isZero();
        assertThat(e.actual()).isEqualTo("an empty buffer (capacity 0)");
    }

    @Test
    void otherBytesAreShownWithoutTheHint() {
        YasFormatException e = detectFailure(IoBuffer.wrap(new byte[] {0, 0, 0, 0, 'h', 'i'}));
        assertThat(e.actual()).isEqualTo("6 bytes that match none").doesNotContain("flip");
        assertThat(e.getMessage()).contains("[hex @0: |00 00 00 00 68 69]");
        assertThat(detectFailure(IoBuffer.wrap(new byte[] {-2, -1, -1, -1})).actual()).doesNotContain("flip");
    }

    @Test
    void theClassMapperPassesTheHintOn() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(0));
        s.serialise(new Sample());
        assertThatThrownBy(() -> s.deserialise(Sample.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("did you flip() the buffer after writing?");
        s.buffer().flip();
        assertThat(s.deserialise(Sample.class).value).isEqualTo(7);
    }

    static final class Sample {
        int value = 7;
    }

    private static YasFormatException detectFailure(IoBuffer b) {
        Throwable t = null;
        try {
            Protocol.detect(b);
        } catch (YasFormatException e) {
            t = e;
        }
        assertThat(t).as("detection refused").isInstanceOf(YasFormatException.class);
        return (YasFormatException) t;
    }
}
