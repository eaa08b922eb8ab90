package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What an in-place read that fails part-way leaves, the same in every protocol (one mapper reads them all; README
 * "Limits and errors", issue 11 item 6): the fields read before the failing one are set, that field and those after
 * it keep their values, a container is replaced or refilled only when all its elements were read, and the buffer's
 * position is back where the read started.
 */
class InPlaceFailureTest {
    public static class Target {
        int first = 1;
        double[] samples = {1, 2};
        List<String> names = new ArrayList<>(List.of("keep"));
        int broken = 3;
        int last = 4;
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void fieldsBeforeTheFailureAreSetTheRestKeepTheirValues(Protocol protocol) {
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("first", 10);
        w.put("samples", new double[] {7, 8});
        w.put("broken", "not a number");
        w.put("last", 40);
        w.putEndMarker("");
        IoBuffer buffer = w.buffer().flip();
        Target target = new Target();
        double[] samples = target.samples;
        IoClassSerialiser s = new IoClassSerialiser(buffer);
        assertThatThrownBy(() -> s.deserialise(target)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("broken");
        assertThat(target.first).isEqualTo(10);
        assertThat(target.samples).isSameAs(samples).containsExactly(7, 8);
        assertThat(target.names).containsExactly("keep");
        assertThat(target.broken).isEqualTo(3);
        assertThat(target.last).isEqualTo(4);
        assertThat(buffer.position()).isZero();
    }
}
