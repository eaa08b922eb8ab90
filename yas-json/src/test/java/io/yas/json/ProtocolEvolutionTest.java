package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.YasFormatException;
import io.yas.json.ContractTypes.Kind;
import io.yas.json.ContractTypes.Point;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Sender and receiver evolving independently, over every protocol and backing (README, "Classes and records"):
 * added, removed and reordered fields, lossless widenings, type changes refused naming the field with the position
 * unchanged, and the depth limit on read.
 */
class ProtocolEvolutionTest {
    static {
        ContractTypes.openToAssertJ();
    }

    static class Old {
        int id = 1;
        String removed = "gone";
        float ratio = 0.1f;
        int[] counts = {1, 2};
        byte small = -3;
        Point point = new Point(1, 2, "p");
        Kind kind = Kind.BETA;
    }

    /** {@link Old} reordered, one field removed, one added, numbers widened. */
    static class New {
        Kind kind;
        Point point;
        String added = "default";
        double ratio;
        long[] counts;
        long id;
        short small;
    }

    static class Changed {
        String id = "unchanged";
        int ratio;
    }

    static class Node {
        int value;
        Node next;
    }

    static Node chain(int length) {
        Node head = null;
        for (int i = 0; i < length; i++) {
            Node n = new Node();
            n.value = i;
            n.next = head;
            head = n;
        }
        return head;
    }

    @ParameterizedTest
    @MethodSource("io.yas.json.ProtocolContractTest#everyProtocolAndBacking")
    void addedRemovedReorderedAndWidenedFieldsAreRead(Protocol p, ContractBacking b) {
        New n = ContractRoundTrip.read(b, ContractRoundTrip.write(p, b, new Old()), New.class);
        assertThat(n.id).isEqualTo(1L);
        // JSON writes the float's shortest text, "0.1", which a double field reads as the double 0.1
        assertThat(n.ratio).isEqualTo(p == Protocol.JSON ? 0.1 : (double) 0.1f);
        assertThat(n.counts).containsExactly(1L, 2L);
        assertThat(n.small).isEqualTo((short) -3);
        assertThat(n.point).isEqualTo(new Point(1, 2, "p"));
        assertThat(n.kind).isEqualTo(Kind.BETA);
        assertThat(n.added).isEqualTo("default");
    }

    @ParameterizedTest
    @MethodSource("io.yas.json.ProtocolContractTest#everyProtocolAndBacking")
    void aChangedTypeIsRefusedNamingTheFieldAndThePositionStays(Protocol p, ContractBacking b) {
        byte[] bytes = ContractRoundTrip.write(p, b, new Old());
        IoClassSerialiser s = new IoClassSerialiser(b.over(bytes));
        assertThatThrownBy(() -> s.deserialise(Changed.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("'id'");
        assertThat(s.buffer().position()).isZero();
        Changed target = new Changed();
        assertThatThrownBy(() -> s.deserialise(target)).isInstanceOf(YasFormatException.class);
        assertThat(s.buffer().position()).isZero();
        assertThat(s.deserialise(New.class).id).as("the message reads again").isEqualTo(1L);
    }

    @ParameterizedTest
    @MethodSource("io.yas.json.ProtocolContractTest#everyProtocolAndBacking")
    void nestingDeeperThanTheReadLimitIsRefusedNamingTheSetting(Protocol p, ContractBacking b) {
        byte[] bytes = ContractRoundTrip.write(p, b, chain(6));
        IoClassSerialiser s = new IoClassSerialiser(b.over(bytes)).setReadLimits(new ReadLimits(4));
        assertThatThrownBy(() -> s.deserialise(Node.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("maxDepth");
        assertThat(s.buffer().position()).isZero();
        s.setReadLimits(new ReadLimits(7));
        assertThat(s.deserialise(Node.class).next.next.next.next.next.value).isZero();
    }
}
