package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Collections whose elements take one byte each (Boolean, Byte, Character) round-trip at any size: the count of a
 * collection was once checked against two bytes per element, so 15 or more such elements were refused (issue 11
 * item 4).
 */
class OneByteElementCollectionTest {
    public static class OneByteLists {
        public List<Boolean> flags = new ArrayList<>();
        public List<Byte> bytes = new ArrayList<>();
        public List<Character> chars = new ArrayList<>();
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 14, 15, 16, 1000})
    void roundTripsAtEverySize(int n) {
        OneByteLists written = new OneByteLists();
        for (int i = 0; i < n; i++) {
            written.flags.add(i % 3 == 0);
            written.bytes.add((byte) i);
            written.chars.add((char) ('a' + i % 26));
        }
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(written);
        s.buffer().flip();
        OneByteLists read = s.deserialise(OneByteLists.class);
        assertThat(read.flags).isEqualTo(written.flags);
        assertThat(read.bytes).isEqualTo(written.bytes);
        assertThat(read.chars).isEqualTo(written.chars);
    }
}
