package io.yas.wire;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A random-access list is walked by index (no iterator to allocate), any other collection by its iterator: the same
 * bytes and the same refusals either way.
 */
class CollectionWalkTest {
    private static final FieldDescription FD = FieldDescription.of("values");

    @Test
    void aListWalkedByIndexHasTheBytesOfOneWalkedByItsIterator() {
        List<Integer> values = List.of(3, -1, 1 << 20);
        byte[] byIndex = yas(new ArrayList<>(values));
        assertThat(byIndex).isEqualTo(yas(Collections.unmodifiableList(new LinkedList<>(values))));
        assertThat(byIndex).isEqualTo(yas(values));
    }

    @Test
    void anElementIsRefusedByItsIndexEitherWay() {
        for (List<Object> list : List.<List<Object>>of(new ArrayList<>(Arrays.asList(1, 2, null)),
                new LinkedList<>(Arrays.asList(1, 2, null)))) {
            assertThatThrownBy(() -> yas(list)).hasMessage("field 'values': null element 2 (a null element cannot be "
                    + "written)");
        }
        for (List<Object> list : List.<List<Object>>of(new ArrayList<>(List.of(1, "two")),
                new LinkedList<>(List.of(1, "two")))) {
            assertThatThrownBy(() -> yas(list))
                    .hasMessage("field 'values': element 1 is a java.lang.String, expected java.lang.Integer");
        }
    }

    private static byte[] yas(Collection<?> values) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        w.put(FD, DataType.LIST, values, Integer.class);
        w.putEndMarker("");
        return w.buffer().flip().toByteArray();
    }
}
