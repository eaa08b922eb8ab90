package io.yas.json;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.WireField;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

/**
 * A byte 0xFF, which UTF-8 never has, is refused wherever it stands in a JSON message, before jackson reads a token:
 * jackson's table of known member names pads the last group of a name's bytes with 0xFF, so the bytes
 * {@code "flag ff ff ff s"} were read as the name {@code flags} whenever that name was known, from an earlier member or
 * an earlier message (docs/fuzzing-findings/json-0xff-bytes-read-as-a-known-name.md), and refused otherwise.
 */
class ByteFFTest {
    /** A mapped class with the name the bad bytes stand for. */
    public static class Flags {
        public int flags;
    }

    /** {@code {"flags":1,"flag ff ff ff s":2}}: the first member makes {@code flags} a known name. */
    private static byte[] knownThenBad() {
        byte[] b = "{\"flags\":1,\"flag___s\":2}".getBytes(StandardCharsets.US_ASCII);
        Arrays.fill(b, 16, 19, (byte) 0xFF);
        return b;
    }

    /** {@code {"flag ff ff ff s":1}}. */
    private static byte[] bad() {
        byte[] b = "{\"flag___s\":1}".getBytes(StandardCharsets.US_ASCII);
        Arrays.fill(b, 6, 9, (byte) 0xFF);
        return b;
    }

    @Test
    void aNameWithFfBytesIsRefusedEvenAfterTheNameItsBytesPadToWasRead() {
        byte[] json = knownThenBad();
        assertRefused(() -> new JsonReader(IoBuffer.wrap(json)).readTree(), json, "JSON", 16, "$",
                "UTF-8 JSON text (RFC 8259 §8.1)", "the byte 0xFF, which UTF-8 never has");
    }

    @Test
    void aNameWithFfBytesIsRefusedInTheNextMessageToo() {
        WireField known = new JsonReader(IoBuffer.wrap("{\"flags\":1}".getBytes(StandardCharsets.US_ASCII)))
                .readTree();
        assertThat(known.field("flags").value()).isEqualTo(1);
        byte[] json = bad();
        assertRefused(() -> new JsonReader(IoBuffer.wrap(json)).readTree(), json, "JSON", 6, "$",
                "UTF-8 JSON text (RFC 8259 §8.1)", "the byte 0xFF, which UTF-8 never has");
    }

    @Test
    void theOffsetIsTheBuffersWhereverTheMessageLiesAndAFirstByteFfIsRefusedToo() {
        byte[] json = bad();
        ByteBuffer direct = ByteBuffer.allocateDirect(json.length + 3);
        direct.put(new byte[] {'x', 'y', 'z'}).put(json).flip();
        IoBuffer onDirect = IoBuffer.wrap(direct);
        onDirect.position(3);
        byte[] whole = new byte[json.length + 3];
        direct.get(0, whole);
        assertRefused(() -> new JsonReader(onDirect).readTree(), whole, "JSON", 3 + 6, "$",
                "UTF-8 JSON text (RFC 8259 §8.1)", "the byte 0xFF, which UTF-8 never has");
        byte[] first = {(byte) 0xFF, '{', '}'};
        assertRefused(() -> new JsonReader(IoBuffer.wrap(first)).readTree(), first, "JSON", 0, "$",
                "UTF-8 JSON text (RFC 8259 §8.1)", "the byte 0xFF, which UTF-8 never has");
    }

    @Test
    void theClassMapperRefusesItAndKeepsTheTargetAndThePosition() {
        Flags target = new Flags();
        target.flags = 7;
        IoBuffer buffer = IoBuffer.wrap(knownThenBad());
        IoClassSerialiser serialiser = new IoClassSerialiser(buffer);
        assertRefused(() -> serialiser.deserialise(target), knownThenBad(), "JSON", 16, "$",
                "UTF-8 JSON text (RFC 8259 §8.1)", "the byte 0xFF, which UTF-8 never has");
        assertThat(target.flags).isEqualTo(7);
        assertThat(buffer.position()).isZero();
    }

    @Test
    void firstFfFindsTheFirstOneAtEveryPlaceOfAWordAndOfTheTail() {
        for (int n = 0; n <= 24; n++) {
            byte[] b = new byte[n + 3];
            Arrays.fill(b, (byte) 0xFE); // the bytes nearest 0xFF are not it
            b[0] = (byte) 0xFF; // before the range
            b[n + 1] = (byte) 0xFF; // just after it
            b[n + 2] = (byte) 0xFF;
            assertThat(Utf8Text.firstFF(b, 1, n + 1)).as("none in %d bytes", n).isEqualTo(-1);
            for (int at = 1; at <= n; at++) {
                byte[] one = b.clone();
                one[at] = (byte) 0xFF;
                if (at < n) {
                    one[at + 1] = (byte) 0xFF; // a second one after it
                }
                assertThat(Utf8Text.firstFF(one, 1, n + 1)).as("at %d of %d", at, n).isEqualTo(at);
            }
        }
    }
}
