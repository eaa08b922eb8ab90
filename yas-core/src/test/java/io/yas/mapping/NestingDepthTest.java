package io.yas.mapping;

import static io.yas.mapping.IoClassSerialiserTest.write;
import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.recursively;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.FieldDescription;
import io.yas.wire.ReadLimits;
import io.yas.wire.YasWriter;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Cyclic types and the nesting bound of {@link IoClassSerialiser}: a type that refers to itself maps, a graph that
 * does is refused by {@link ReadLimits#maxDepth()} on write and read, and nesting deeper than the thread's stack
 * fails with the documented exceptions, never a {@code StackOverflowError}.
 */
class NestingDepthTest {
    static {
        TestSupport.openTestPackages();
    }

    /** Cyclic type: a field of its own type and a list of its own type. */
    static class Node {
        String name;
        Node next;
        List<Node> children = new ArrayList<>();

        Node() {
        }

        Node(String name) {
            this.name = name;
        }
    }

    @Test
    void cyclicTypesWorkWithNullsAndShortChains() {
        Node root = new Node("root");
        root.next = new Node("second");
        root.next.next = new Node("third");
        root.children.add(new Node("child"));
        root.children.get(0).children.add(new Node("grandchild"));
        Node back = read(write(root), Node.class);
        recursively(back).isEqualTo(root);
        assertThat(back.next.next.next).isNull();
    }

    @Test
    void aSelfReferencingGraphFailsWithTheDepthBoundNotAStackOverflow() {
        Node self = new Node("self");
        self.next = self;
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.buffer().position(5);
        assertThatThrownBy(() -> s.serialise(self)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("64").hasMessageContaining(Node.class.getName());
        assertThat(s.buffer().position()).as("nothing stays written").isEqualTo(5);

        Node loop = new Node("loop");
        loop.children.add(loop);
        assertThatThrownBy(() -> s.serialise(loop)).isInstanceOf(IllegalStateException.class);

        s.buffer().clear();
        s.serialise(new Node("fine"));
        assertThat(s.buffer().flip().toByteArray()).isEqualTo(write(new Node("fine")));
    }

    @Test
    void theDepthBoundIsReadLimitsMaxDepthOnWriteAndRead() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setReadLimits(new ReadLimits(8));
        byte[] eight = write(s, chain(8));
        s.setBuffer(IoBuffer.wrap(eight));
        recursively(s.deserialise(Node.class)).isEqualTo(chain(8));
        s.setBuffer(IoBuffer.allocate(64));
        assertThatThrownBy(() -> write(s, chain(9))).isInstanceOf(IllegalStateException.class);

        byte[] deep = write(chain(9));
        s.setBuffer(IoBuffer.wrap(deep));
        assertThatThrownBy(() -> s.deserialise(Node.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("maxDepth");
        assertThat(s.buffer().position()).isZero();
    }

    @Test
    void aCycleUnderTheLargestDepthLimitIsStillAnIllegalStateException() {
        Node self = new Node("self");
        self.children.add(self);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64))
                .setReadLimits(new ReadLimits(ReadLimits.MAX_MAX_DEPTH));
        assertThatThrownBy(() -> s.serialise(self)).isInstanceOf(IllegalStateException.class);
        assertThat(s.buffer().position()).isZero();
    }

    /**
     * On a thread whose stack cannot hold the nesting that {@link ReadLimits} allows, writing fails with the
     * documented IllegalStateException and reading with a YasFormatException, never a StackOverflowError.
     */
    @Test
    void nestingDeeperThanTheThreadStackFailsWithTheDocumentedExceptions() throws InterruptedException {
        int max = ReadLimits.MAX_MAX_DEPTH;
        byte[] deep = deepNodes(max);
        Throwable[] thrown = new Throwable[2];
        int[] positionAfter = {-1};
        Thread small = new Thread(null, () -> {
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setReadLimits(new ReadLimits(max));
            try {
                s.serialise(chain(max));
            } catch (Throwable e) {
                thrown[0] = e;
            }
            s.setBuffer(IoBuffer.wrap(deep));
            try {
                s.deserialise(Node.class);
            } catch (Throwable e) {
                thrown[1] = e;
            }
            positionAfter[0] = s.buffer().position();
        }, "small stack", 128 * 1024);
        small.start();
        small.join();
        assertThat(thrown[0]).isInstanceOf(IllegalStateException.class).hasMessageContaining("stack");
        assertThat(thrown[1]).isInstanceOf(YasFormatException.class).hasMessageContaining("stack");
        assertThat(positionAfter[0]).as("position back at the message start").isZero();
    }

    /** A message of {@code n} Node objects nested through {@code next}, written field by field (no recursion). */
    static byte[] deepNodes(int n) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(FieldDescription.of(Node.class.getName()));
        for (int i = 1; i < n; i++) {
            w.putStartMarker("next");
        }
        for (int i = 1; i < n; i++) {
            w.putEndMarker("next");
        }
        w.putEndMarker(Node.class.getName());
        return w.buffer().flip().toByteArray();
    }

    /** {@code n} nodes linked by {@code next}: the root object and n-1 nested levels, depth n. */
    static Node chain(int n) {
        Node head = new Node("0");
        Node at = head;
        for (int i = 1; i < n; i++) {
            at.next = new Node(String.valueOf(i));
            at = at.next;
        }
        return head;
    }
}
