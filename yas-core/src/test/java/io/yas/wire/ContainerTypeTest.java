package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The container type a collection is written with follows its class, the first of QUEUE, SET and LIST it is, else
 * COLLECTION, also for {@code null} (docs/spec-yas.md §5.3); a {@code null} collection or map is written by YaS as
 * an empty one, as a {@code null} array is.
 */
class ContainerTypeTest {
    @Test
    void aCollectionIsTheFirstOfQueueSetAndListItIsElseACollectionAndSoIsNull() {
        assertThat(IoSerialiser.containerType(new ArrayList<>(List.of(1)))).isEqualTo(DataType.LIST);
        assertThat(IoSerialiser.containerType(List.of(1))).isEqualTo(DataType.LIST);
        assertThat(IoSerialiser.containerType(new LinkedList<>())).as("a List and a Queue").isEqualTo(DataType.QUEUE);
        assertThat(IoSerialiser.containerType(new ArrayDeque<>())).isEqualTo(DataType.QUEUE);
        assertThat(IoSerialiser.containerType(new HashSet<>())).isEqualTo(DataType.SET);
        assertThat(IoSerialiser.containerType(Map.of(1, 2).values())).isEqualTo(DataType.COLLECTION);
        assertThat(IoSerialiser.containerType(null)).isEqualTo(DataType.COLLECTION);
    }

    /** Was a bug: the writer's Javadoc promised an empty collection for {@code null}; YaS threw a NullPointerException. */
    @Test
    void aNullCollectionOrMapIsWrittenAsAnEmptyOne() {
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(FieldDescription.of("root"));
        w.put("c", (Collection<?>) null, Integer.class);
        w.put("m", (Map<?, ?>) null, String.class, Integer.class);
        w.updateDataEndMarker(w.putObjectCollectionHeader(FieldDescription.of("o"), DataType.LIST, null, "my.T"));
        w.putEndMarker(FieldDescription.of("root"));
        YasReader r = new YasReader(w.buffer().flip());
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(r.nextField()).isEqualTo(DataType.COLLECTION);
        assertThat(r.getCollection()).isEmpty();
        assertThat(r.nextField()).isEqualTo(DataType.MAP);
        assertThat(r.getMap()).isEmpty();
        assertThat(r.nextField()).isEqualTo(DataType.LIST);
        assertThat(r.enterObjectElements()).isZero();
        assertThat(r.nextElementObject()).isFalse();
        r.leaveObjectElements();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
    }
}
