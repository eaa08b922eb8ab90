package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The class mapper reads the reference's big-endian message (vector 34, the writes of vector 02 through the
 * reference's java.nio-backed buffer) as it reads the little-endian one (issue 11 item 7).
 */
class BigEndianMappingTest {
    record Primitives(boolean bTrue, boolean bFalse, byte aByte, short aShort, int anInt, long aLong, float aFloat,
            double aDouble, char aChar) {
    }

    @Test
    void theBigEndianVectorReadsIntoTheClassOfItsWrites() throws IOException {
        Primitives expected = new Primitives(true, false, (byte) 42, (short) -1234, 123456789, 1234567890123L,
                3.14159f, 2.718281828459045, 'A');
        for (String vector : new String[] {"34_quirk_bytebuffer_big_endian", "02_primitives"}) {
            byte[] bytes;
            try (InputStream in = BigEndianMappingTest.class.getResourceAsStream("/golden/yas/" + vector + ".bin")) {
                bytes = in.readAllBytes();
            }
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(bytes));
            assertThat(s.deserialise(Primitives.class)).as(vector).isEqualTo(expected);
            assertThat(s.buffer().position()).isEqualTo(bytes.length);
        }
    }
}
