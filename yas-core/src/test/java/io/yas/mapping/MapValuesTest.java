package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The values of a map of element objects, lent to the writer by {@link MapValues}: each written with its own key
 * whatever the map's kind and size (on both sides of {@link MapValues#MAX_LENT}), in maps nested in the values of
 * maps (each writer depth its own array) and below {@link MapValues#DEPTHS} levels (not lent); and the thread keeps
 * no value once a message is written, or refused, nor lends one array twice (a message written by a serialiser
 * while a map is lent). The lending is the mapper's, the same for every protocol: YaS here.
 */
class MapValuesTest {
    static {
        TestSupport.openTestPackages();
    }

    /** A tree of nodes: a map of element objects whose values hold maps of their own. */
    static class Node {
        String label = "";
        Map<String, Node> children = new LinkedHashMap<>();
    }

    @ParameterizedTest(name = "{0} entries")
    @ValueSource(ints = {0, 1, 7, 9, MapValues.MAX_LENT, MapValues.MAX_LENT + 1})
    void everyValueIsWrittenWithItsOwnKeyWhateverTheMapsKindAndSize(int entries) throws InterruptedException {
        int[] longest = new int[1];
        Thread fresh = new Thread(() -> { // a thread that was never lent an array
            Node small = node("small", new LinkedHashMap<>());
            small.children.put("only", node("only", new LinkedHashMap<>()));
            roundTrip(small); // its arrays lent first, to be grown below
            for (Supplier<Map<String, Node>> kind : MAPS) {
                Node root = node("root", kind.get());
                for (int i = 0; i < entries; i++) { // keys in an order that is not their hash order
                    root.children.put("k" + (entries - i) * 7919 % 10007, node("v" + (entries - i) * 7919 % 10007,
                            kind.get()));
                }
                assertThat(labels(roundTrip(root))).as(root.children.getClass().getName()).isEqualTo(labels(root));
            }
            for (Object[] kept : keptArrays()) {
                assertThat(kept).containsOnlyNulls();
                longest[0] = Math.max(longest[0], kept.length);
            }
        });
        Throwable[] failure = new Throwable[1];
        fresh.setUncaughtExceptionHandler((t, e) -> failure[0] = e);
        fresh.start();
        fresh.join();
        assertThat(failure[0]).isNull();
        if (entries <= MapValues.MAX_LENT) { // the array is kept for the next map, as large as the largest so far
            assertThat(longest[0]).isGreaterThanOrEqualTo(entries);
        } else {
            assertThat(longest[0]).as("a map above MAX_LENT is not lent").isLessThanOrEqualTo(MapValues.MAX_LENT);
        }
    }

    @Test
    void mapsNestedInTheValuesOfMapsHaveTheirOwnArrayAndDeeperOnesAreNotLent() {
        Node root = node("root", new LinkedHashMap<>());
        Node parent = root;
        int levels = MapValues.DEPTHS + 4; // the deepest maps are written by their iterator
        for (int level = 0; level < levels; level++) {
            for (int sibling = 0; sibling < 3; sibling++) { // siblings after a nested map are paired after its return
                parent.children.put("s" + sibling, node(level + "." + sibling, new HashMap<>()));
            }
            Node child = node("level " + level, new LinkedHashMap<>());
            parent.children.put("child", child);
            parent.children.put("after", node("after " + level, new TreeMap<>()));
            parent = child;
        }
        assertThat(labels(roundTrip(root))).isEqualTo(labels(root));
        assertNothingKept();
    }

    /** A value written by a serialiser that writes a whole message of its own, on the same thread, meanwhile. */
    record Packet(Node tree) {
    }

    /** The map of packets, each written as the bytes of a message of its own. */
    static class Packets {
        Map<String, Wrapper> byName = new LinkedHashMap<>();
    }

    /** An element object holding a packet. */
    static class Wrapper {
        Packet packet;
    }

    private static final FieldSerialiser<Packet> EMBEDDED = FieldSerialiser.of(Packet.class, (w, field, p) -> {
        IoClassSerialiser inner = new IoClassSerialiser(IoBuffer.allocate(64)); // while the outer map is lent
        inner.serialise(p.tree());
        w.put(field, inner.buffer().flip().toByteArray());
    }, (r, old) -> new Packet(new IoClassSerialiser(IoBuffer.wrap(r.getByteArray(null))).deserialise(Node.class)));

    @Test
    void aMessageWrittenWhileAMapIsLentOnTheSameThreadHasArraysOfItsOwn() {
        Packets packets = new Packets();
        for (int i = 0; i < 5; i++) {
            Node tree = node("tree " + i, new LinkedHashMap<>());
            for (int k = 0; k < 4; k++) {
                tree.children.put("c" + k, node(i + "." + k, new LinkedHashMap<>()));
            }
            Wrapper wrapper = new Wrapper();
            wrapper.packet = new Packet(tree);
            packets.byName.put("p" + i, wrapper);
        }
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64), ClassMapping.defaults().with(EMBEDDED));
        s.serialise(packets);
        s.buffer().flip();
        Packets read = s.deserialise(Packets.class);
        assertThat(read.byName.keySet()).containsExactlyElementsOf(packets.byName.keySet());
        packets.byName.forEach((name, wrapper) -> assertThat(labels(read.byName.get(name).packet.tree())).as(name)
                .isEqualTo(labels(wrapper.packet.tree())));
        assertNothingKept();
    }

    @Test
    void aNullValueIsRefusedByIndexAndLeavesNothingKept() {
        Node root = node("root", new LinkedHashMap<>());
        root.children.put("a", node("a", new LinkedHashMap<>()));
        root.children.put("b", null);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise(root)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("field 'children': null element 1");
        assertThat(s.buffer().position()).isZero();
        assertNothingKept();
    }

    private static final List<Supplier<Map<String, Node>>> MAPS = List.of(LinkedHashMap::new, HashMap::new,
            TreeMap::new);

    private static Node node(String label, Map<String, Node> children) {
        Node n = new Node();
        n.label = label;
        n.children = children;
        return n;
    }

    private static Node roundTrip(Node root) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(root);
        s.buffer().flip();
        return s.deserialise(Node.class);
    }

    /** {@return every node's path of keys to its label, so a value written with another key's shows} */
    private static Map<String, String> labels(Node root) {
        Map<String, String> out = new TreeMap<>();
        collect("", root, out);
        return out;
    }

    private static void collect(String path, Node n, Map<String, String> out) {
        out.put(path, n.label);
        n.children.forEach((key, child) -> collect(path + "/" + key, child, out));
    }

    /** The arrays this thread was lent hold no value: each depth's array, asked for again for an empty map. */
    private static void assertNothingKept() {
        List<Object[]> kept = keptArrays();
        for (int depth = 0; depth < kept.size(); depth++) {
            assertThat(kept.get(depth)).as("depth " + depth).containsOnlyNulls();
        }
    }

    /** {@return the array this thread keeps for each writer depth}, each lent for an empty map and given back */
    private static List<Object[]> keptArrays() {
        List<Object[]> kept = new ArrayList<>();
        for (int depth = 0; depth < MapValues.DEPTHS; depth++) {
            Object[] values = MapValues.lend(Map.of(), depth);
            MapValues.giveBack(values, 0, depth);
            kept.add(values);
        }
        return kept;
    }
}
