package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.yas.mapping.TestSupport.write;
import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.readInto;
import static io.yas.mapping.TestSupport.message;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * Collections and maps on read: the container a field declared as an interface gets, the refill of the field's own
 * container (cleared, and only once every element was read), element objects updated in place by index and by key,
 * and the refusals that name what the field holds and what the wire holds. Enums by ordinal (CmwLight).
 */
class ContainerReadTest {
    static {
        TestSupport.openTestPackages();
    }

    /** The values, all as lists and maps. */
    static class Containers {
        List<Integer> collection = List.of(1);
        List<Integer> list = List.of(2);
        List<Integer> set = List.of(3);
        List<Integer> sortedSet = List.of(4);
        List<Integer> navigableSet = List.of(5);
        List<Integer> queue = List.of(6);
        List<Integer> deque = List.of(7);
        List<Integer> linkedList = List.of(8);
        List<Integer> hashSet = List.of(9);
        Map<String, Integer> map = Map.of("a", 1);
        Map<String, Integer> sortedMap = Map.of("b", 2);
        Map<String, Integer> navigableMap = Map.of("c", 3);
        Map<String, Integer> treeMap = Map.of("d", 4);
    }

    /** The same fields declared otherwise, none of them set: the mapper creates each container. */
    static class Declared {
        Collection<Integer> collection;
        List<Integer> list;
        Set<Integer> set;
        SortedSet<Integer> sortedSet;
        NavigableSet<Integer> navigableSet;
        Queue<Integer> queue;
        Deque<Integer> deque;
        LinkedList<Integer> linkedList;
        HashSet<Integer> hashSet;
        Map<String, Integer> map;
        SortedMap<String, Integer> sortedMap;
        NavigableMap<String, Integer> navigableMap;
        TreeMap<String, Integer> treeMap;
    }

    @Test
    void aFieldDeclaredAsAnInterfaceGetsItsStandardImplementationOnRead() {
        Declared read = read(write(new Containers()), Declared.class);
        assertThat(read.collection).isExactlyInstanceOf(ArrayList.class).containsExactly(1);
        assertThat(read.list).isExactlyInstanceOf(ArrayList.class).containsExactly(2);
        assertThat(read.set).isExactlyInstanceOf(LinkedHashSet.class).containsExactly(3);
        assertThat(read.sortedSet).isExactlyInstanceOf(TreeSet.class).containsExactly(4);
        assertThat(read.navigableSet).isExactlyInstanceOf(TreeSet.class).containsExactly(5);
        assertThat(read.queue).isExactlyInstanceOf(ArrayDeque.class).containsExactly(6);
        assertThat(read.deque).isExactlyInstanceOf(ArrayDeque.class).containsExactly(7);
        assertThat(read.linkedList).isExactlyInstanceOf(LinkedList.class).containsExactly(8);
        assertThat(read.hashSet).isExactlyInstanceOf(HashSet.class).containsExactly(9);
        assertThat(read.map).isExactlyInstanceOf(LinkedHashMap.class).containsExactly(Map.entry("a", 1));
        assertThat(read.sortedMap).isExactlyInstanceOf(TreeMap.class).containsExactly(Map.entry("b", 2));
        assertThat(read.navigableMap).isExactlyInstanceOf(TreeMap.class).containsExactly(Map.entry("c", 3));
        assertThat(read.treeMap).isExactlyInstanceOf(TreeMap.class).containsExactly(Map.entry("d", 4));
    }

    public static class OwnList<E> extends ArrayList<E> {
        private static final long serialVersionUID = 1L;

        private OwnList() {
        }
    }

    static class PrivateConstructor {
        OwnList<Integer> values;
    }

    static class NoStandInFits {
        java.util.concurrent.BlockingQueue<Integer> values;
    }

    @Test
    void aContainerThatCannotBeCreatedIsRefusedWhenTheClassIsDescribed() {
        assertThatThrownBy(() -> ClassMapping.defaults().describe(PrivateConstructor.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'values' of " + PrivateConstructor.class.getName() + ": container type "
                        + OwnList.class.getName() + " has no public no-arg constructor; declare the field as its "
                        + "interface (List, Set, Map, ...)");
        assertThatThrownBy(() -> ClassMapping.defaults().describe(NoStandInFits.class))
                .hasMessageContaining("container type java.util.concurrent.BlockingQueue has no standard "
                        + "implementation to create on read");
    }

    public static class Leaf {
        int id;

        Leaf() {
        }

        Leaf(int id) {
            this.id = id;
        }
    }

    static class Leaves {
        List<Leaf> leaves = new ArrayList<>();
        Map<String, Leaf> byName = new LinkedHashMap<>();
        List<Integer> ints = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
    }

    /** A list of longs, and the same field name as a list of ints. */
    static class Longs {
        List<Long> values = new ArrayList<>();
    }

    static class Ints {
        List<Integer> values = new ArrayList<>();
    }

    @Test
    void aListHoldingExactlyTheElementsOnTheWireIsKeptAsItIs() {
        Longs wire = new Longs();
        wire.values.addAll(List.of(1L << 40, 2L << 40));
        Longs target = new Longs();
        Long first = 1L << 40;
        Long second = 2L << 40;
        target.values.addAll(List.of(first, second));
        List<Long> list = target.values;
        readInto(write(wire), target);
        assertThat(target.values).isSameAs(list).containsExactly(first, second);
        assertThat(target.values.get(0)).isSameAs(first);
        assertThat(target.values.get(1)).isSameAs(second);

        target.values = List.of(first, second); // unmodifiable, and equal: nothing to change
        readInto(write(wire), target);
        assertThat(target.values).containsExactly(first, second);
        assertThat(target.values.get(0)).isSameAs(first);
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aHeldListOfEqualElementsOfAnotherClassIsRefilledWithTheFieldsType() {
        Ints wire = new Ints();
        wire.values.addAll(List.of(100_000, 200_000));
        Longs target = new Longs();
        List raw = target.values;
        raw.addAll(wire.values); // the very Integer objects on the wire, in a List<Long> (heap pollution)
        readInto(write(wire), target);
        assertThat(target.values).isSameAs(raw).containsExactly(100_000L, 200_000L);
        assertThat((List<Object>) raw).allMatch(e -> e instanceof Long);
    }

    @Test
    void elementObjectsAreUpdatedInPlaceByIndexAndNewOnesAreAdded() {
        Leaves wire = new Leaves();
        wire.leaves.addAll(List.of(new Leaf(1), new Leaf(2), new Leaf(3)));
        Leaves target = new Leaves();
        Leaf first = new Leaf(-1);
        Leaf second = new Leaf(-2);
        target.leaves.addAll(List.of(first, second));
        List<Leaf> list = target.leaves;
        readInto(write(wire), target);
        assertThat(target.leaves).isSameAs(list).hasSize(3);
        assertThat(target.leaves.get(0)).isSameAs(first);
        assertThat(target.leaves.get(1)).isSameAs(second);
        assertThat(target.leaves).extracting(l -> l.id).containsExactly(1, 2, 3);

        Leaves one = new Leaves();
        one.leaves.add(new Leaf(7));
        readInto(write(one), target);
        assertThat(target.leaves).isSameAs(list).containsExactly(first);
        assertThat(first.id).isEqualTo(7);
    }

    @Test
    void valueObjectsOfAMapAreUpdatedInPlaceByKey() {
        Leaves wire = new Leaves();
        wire.byName.put("b", new Leaf(20));
        wire.byName.put("c", new Leaf(30));
        wire.ints.add(5); // the field after the map: read once the map's objects are left
        Leaves target = new Leaves();
        Leaf a = new Leaf(-1);
        Leaf b = new Leaf(-2);
        target.byName.put("a", a);
        target.byName.put("b", b);
        Map<String, Leaf> map = target.byName;
        readInto(write(wire), target);
        assertThat(target.byName).isSameAs(map).containsOnlyKeys("b", "c");
        assertThat(target.byName.get("b")).isSameAs(b);
        assertThat(b.id).isEqualTo(20);
        assertThat(target.byName.get("c").id).isEqualTo(30);
        assertThat(a.id).isEqualTo(-1);
        assertThat(target.ints).containsExactly(5);
    }

    @Test
    void theFieldsContainerIsClearedBeforeItIsRefilled() {
        Leaves wire = new Leaves();
        wire.ints.add(4);
        wire.counts.put("x", 1);
        Leaves target = new Leaves();
        target.ints.addAll(List.of(1, 2, 3));
        target.counts.put("y", 2);
        List<Integer> ints = target.ints;
        Map<String, Integer> counts = target.counts;
        readInto(write(wire), target);
        assertThat(target.ints).isSameAs(ints).containsExactly(4);
        assertThat(target.counts).isSameAs(counts).containsExactly(Map.entry("x", 1));
    }

    static class Plain {
        List<String> names = new ArrayList<>();
        List<Double> values = new ArrayList<>();
    }

    @Test
    void plainElementsEqualToTheHeldOnesAreKeptAndAListHoldingThemAllIsLeftAlone() {
        Plain wire = new Plain();
        wire.names.addAll(List.of("a", "b"));
        wire.values.addAll(List.of(1.5, 2.5));
        Plain target = new Plain();
        String a = new String("a".toCharArray());
        Double first = 1.5;
        List<String> fixed = List.of(a, new String("b".toCharArray()));
        target.names = fixed; // cannot change: left alone when it holds what the wire says
        target.values.addAll(List.of(first, 9.0));
        List<Double> values = target.values;
        readInto(write(wire), target);
        assertThat(target.names).isSameAs(fixed);
        assertThat(target.values).isSameAs(values).containsExactly(1.5, 2.5);
        assertThat(target.values.get(0)).isSameAs(first);

        wire.names.set(1, "c");
        readInto(write(wire), target);
        assertThat(target.names).isNotSameAs(fixed).containsExactly("a", "c");
        assertThat(target.names.get(0)).isSameAs(a);
    }

    static class LongElements {
        List<Long> ints = List.of(1L, 1L << 40);
        Map<String, Long> counts = Map.of("k", 1L << 40);
    }

    @Test
    void aRefusedElementLeavesTheFieldsContainerAsItWas() {
        byte[] longs = write(new LongElements());
        Leaves target = new Leaves();
        target.ints.addAll(List.of(1, 2));
        target.counts.put("kept", 3);
        YasFormatException e = refusal(() -> readInto(longs, target));
        assertThat(e.expected()).isEqualTo("elements of Integer (got Long) for field 'ints' (java.util.List)");
        assertThat(e.actual()).isEqualTo("LIST on the wire");
        assertThat(e.path()).isEqualTo("$.ints");
        assertThat(target.ints).containsExactly(1, 2);
        LongElements mapOnly = new LongElements();
        mapOnly.ints = null;
        YasFormatException m = refusal(() -> readInto(write(mapOnly), target));
        assertThat(m.expected()).isEqualTo("elements of Integer (got Long) for field 'counts' (java.util.Map)");
        assertThat(target.counts).containsExactly(Map.entry("kept", 3));
    }

    static class NumbersWhereObjectsAre {
        List<Integer> leaves = List.of(5);
        Map<String, Integer> byName = Map.of("n", 6);
    }

    static class ObjectsWhereNumbersAre {
        List<Leaf> ints = List.of(new Leaf(1));
        Map<String, Leaf> counts = Map.of("n", new Leaf(2));
    }

    @Test
    void aContainerOfTheOtherKindOfElementsIsRefusedNamingBoth() {
        byte[] numbers = write(new NumbersWhereObjectsAre());
        YasFormatException list = refusal(() -> read(numbers, Leaves.class));
        assertThat(list.expected()).isEqualTo("a LIST of Leaf objects for field 'leaves' (java.util.List)");
        assertThat(list.actual()).isEqualTo("LIST of Integer on the wire");
        NumbersWhereObjectsAre mapOnly = new NumbersWhereObjectsAre();
        mapOnly.leaves = null;
        YasFormatException map = refusal(() -> read(write(mapOnly), Leaves.class));
        assertThat(map.expected()).isEqualTo("a MAP of String to Leaf objects for field 'byName' (java.util.Map)");
        assertThat(map.actual()).isEqualTo("MAP of Integer on the wire");

        byte[] objects = write(new ObjectsWhereNumbersAre());
        YasFormatException ints = refusal(() -> read(objects, Leaves.class));
        assertThat(ints.expected()).isEqualTo("a LIST of Integer for field 'ints' (java.util.List)");
        assertThat(ints.actual()).isEqualTo("LIST of nested objects or custom data on the wire");
        ObjectsWhereNumbersAre countsOnly = new ObjectsWhereNumbersAre();
        countsOnly.ints = null;
        YasFormatException counts = refusal(() -> read(write(countsOnly), Leaves.class));
        assertThat(counts.expected()).isEqualTo("a MAP of String to Integer for field 'counts' (java.util.Map)");
        assertThat(counts.actual()).isEqualTo("MAP of nested objects or custom data on the wire");
    }

    @Test
    void aScalarWhereAContainerIsExpectedIsRefusedNamingTheContainerType() {
        YasFormatException list = refusal(() -> read(message(w -> w.put("ints", 1)), Leaves.class));
        assertThat(list.expected()).isEqualTo("a collection (LIST) for field 'ints' (java.util.List)");
        assertThat(list.actual()).isEqualTo("INT on the wire");
        YasFormatException map = refusal(() -> read(message(w -> w.put("counts", 1)), Leaves.class));
        assertThat(map.expected()).isEqualTo("MAP for field 'counts' (java.util.Map)");
        YasFormatException array = refusal(() -> read(message(w -> w.put("ints", new int[] {1})), Leaves.class));
        assertThat(array.expected()).isEqualTo("a collection (LIST) for field 'ints' (java.util.List)");
        assertThat(array.actual()).isEqualTo("INT_ARRAY on the wire");
        YasFormatException objectMap = refusal(() -> read(message(w -> w.put("byName", 1)), Leaves.class));
        assertThat(objectMap.expected()).isEqualTo("MAP for field 'byName' (java.util.Map)");
        assertThat(objectMap.actual()).isEqualTo("INT on the wire");
        YasFormatException objects = refusal(() -> read(message(w -> w.put("leaves", "x")), Leaves.class));
        assertThat(objects.expected()).isEqualTo("a collection (LIST) for field 'leaves' (java.util.List)");
        assertThat(objects.actual()).isEqualTo("STRING on the wire");
    }

    @Test
    void aNullElementObjectIsRefusedOnWriteNamingFieldAndIndex() {
        Leaves value = new Leaves();
        value.leaves.add(new Leaf(1));
        value.leaves.add(null);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise(value)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'leaves': null element 1 (nested-object elements cannot be null)");
        Leaves inSet = new Leaves();
        inSet.leaves = new LinkedList<>(java.util.Arrays.asList(new Leaf(1), new Leaf(2), null));
        assertThatThrownBy(() -> s.serialise(inSet))
                .hasMessage("field 'leaves': null element 2 (nested-object elements cannot be null)");
        Leaves inMap = new Leaves();
        inMap.byName.put("a", new Leaf(1));
        inMap.byName.put("b", null);
        assertThatThrownBy(() -> s.serialise(inMap))
                .hasMessage("field 'byName': null element 1 (nested-object elements cannot be null)");
    }

    // ------------------------------------------------------------------------------------------ enums

    enum Mode {
        OFF, ON, STANDBY
    }

    static class Ordinal {
        int mode;
    }

    static class Named {
        String mode;
    }

    static class Enumerated {
        Mode mode = Mode.OFF;
    }

    @Test
    void overCmwLightAnEnumIsItsOrdinalWithinTheConstants() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setProtocol(Protocol.CMWLIGHT);
        Enumerated standby = new Enumerated();
        standby.mode = Mode.STANDBY;
        s.serialise(standby);
        s.buffer().flip();
        assertThat(s.deserialise(Ordinal.class).mode).isEqualTo(2);
        for (int ordinal = 0; ordinal < 3; ordinal++) {
            assertThat(read(cmwLight(ordinal), Enumerated.class).mode).isEqualTo(Mode.values()[ordinal]);
        }
        for (int bad : new int[] {3, -1}) {
            YasFormatException e = refusal(() -> read(cmwLight(bad), Enumerated.class));
            assertThat(e.expected()).isEqualTo("an ordinal of " + Mode.class.getName() + " (0..2) for field 'mode'");
            assertThat(e.actual()).isEqualTo(Integer.toString(bad));
            assertThat(e.path()).isEqualTo("$.mode");
        }
        YasFormatException yas = refusal(() -> read(write(ordinal(1)), Enumerated.class));
        assertThat(yas.expected()).isEqualTo("ENUM for field 'mode' (" + Mode.class.getName() + ")");
        assertThat(yas.actual()).isEqualTo("INT on the wire");
    }

    @Test
    void anEnumIsReadFromItsNameAndAnUnknownNameIsRefused() {
        Named on = new Named();
        on.mode = "ON";
        assertThat(read(write(on), Enumerated.class).mode).isEqualTo(Mode.ON);
        Named unknown = new Named();
        unknown.mode = "TURBO";
        YasFormatException e = refusal(() -> read(write(unknown), Enumerated.class));
        assertThat(e.expected()).isEqualTo("a constant of " + Mode.class.getName() + " for field 'mode'");
        assertThat(e.actual()).isEqualTo("'TURBO'");
    }

    private static Ordinal ordinal(int mode) {
        Ordinal o = new Ordinal();
        o.mode = mode;
        return o;
    }

    private static byte[] cmwLight(int mode) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setProtocol(Protocol.CMWLIGHT);
        s.serialise(ordinal(mode));
        return s.buffer().flip().toByteArray();
    }

    // ---------------------------------------------------------------------------------------------- plumbing

    private static YasFormatException refusal(Runnable read) {
        try {
            read.run();
        } catch (YasFormatException e) {
            return e;
        }
        return fail("no YasFormatException");
    }
}
