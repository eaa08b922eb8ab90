package io.yas.json;

import static io.yas.json.ContractTypes.exactly;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.json.ContractTypes.Everything;
import io.yas.json.ContractTypes.Kind;
import io.yas.json.ContractTypes.Leaf;
import io.yas.json.ContractTypes.Point;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MultiArray;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The class-mapping contract over every protocol and every buffer backing (issue 4, "One API"): the same
 * {@code setProtocol(p).serialise(o)} and {@code deserialise} calls round-trip edge values of every type the protocol
 * can carry, into a new instance and in place; what CmwLight cannot carry is refused naming the field, leaving
 * nothing written. Random instances: {@link ProtocolContractProperties}.
 */
class ProtocolContractTest {
    static {
        ContractTypes.openToAssertJ();
    }

    static Stream<Arguments> everyProtocolAndBacking() {
        return Stream.of(Protocol.values()).flatMap(p -> Stream.of(ContractBacking.values())
                .map(b -> Arguments.of(p, b)));
    }

    static Stream<Arguments> containerProtocolsAndBackings() {
        return everyProtocolAndBacking().filter(a -> a.get()[0] != Protocol.CMWLIGHT);
    }

    static Stream<Arguments> binaryProtocolsAndBackings() {
        return everyProtocolAndBacking().filter(a -> a.get()[0] != Protocol.JSON);
    }

    /** Round-trips into a new instance and in place over a default instance; returns the new instance. */
    static <T> T roundTrip(Protocol p, ContractBacking b, T original, Class<T> type) {
        byte[] bytes = ContractRoundTrip.write(p, b, original);
        T back = ContractRoundTrip.read(b, bytes, type);
        exactly(back, p).isEqualTo(original);
        return back;
    }

    static Everything everything(Consumer<Everything> setup) {
        Everything e = new Everything();
        setup.accept(e);
        return e;
    }

    /** The largest char every protocol carries: YaS and CmwLight write chars as one ISO-8859-1 byte. */
    static char maxChar(Protocol p) {
        return p == Protocol.JSON ? '\uffff' : '\u00ff';
    }

    // --------------------------------------------------------------------------------------------- scalars

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void smallestValuesRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.by = Byte.MIN_VALUE;
            e.sh = Short.MIN_VALUE;
            e.in = Integer.MIN_VALUE;
            e.lo = Long.MIN_VALUE;
            e.fl = -Float.MAX_VALUE;
            e.db = -Double.MAX_VALUE;
            e.ch = '\0';
            e.bBo = false;
            e.bBy = Byte.MIN_VALUE;
            e.bSh = Short.MIN_VALUE;
            e.bIn = Integer.MIN_VALUE;
            e.bLo = Long.MIN_VALUE;
            e.bFl = Float.MIN_VALUE;
            e.bDb = Double.MIN_VALUE;
            e.bCh = '\0';
            e.str = "";
        }), Everything.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void largestValuesRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.bo = true;
            e.by = Byte.MAX_VALUE;
            e.sh = Short.MAX_VALUE;
            e.in = Integer.MAX_VALUE;
            e.lo = Long.MAX_VALUE;
            e.fl = Float.MAX_VALUE;
            e.db = Double.MAX_VALUE;
            e.ch = maxChar(p);
            e.bBo = true;
            e.bBy = Byte.MAX_VALUE;
            e.bSh = Short.MAX_VALUE;
            e.bIn = Integer.MAX_VALUE;
            e.bLo = Long.MAX_VALUE;
            e.bFl = Float.MAX_VALUE;
            e.bDb = Double.MAX_VALUE;
            e.bCh = maxChar(p);
            e.str = "x".repeat(1000);
        }), Everything.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void nonFiniteAndSignedZeroFloatsRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.fl = Float.NaN;
            e.db = -0.0;
            e.bFl = -0.0f;
            e.bDb = Double.NaN;
            e.aFl = new float[] {Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, -0.0f, 0.0f, Float.MIN_NORMAL,
                Float.MIN_VALUE, 0.1f, Float.NaN};
            e.aDb = new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -0.0, 0.0, Double.MIN_NORMAL,
                Double.MIN_VALUE, 0.1, Double.NaN};
            e.xDb = new Double[] {Double.NaN, -0.0, 1e300, Double.POSITIVE_INFINITY};
            e.matrix = new double[][] {{Double.NaN, -0.0}, {Double.NEGATIVE_INFINITY, 5e-324}};
        }), Everything.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void unicodeStringsAndCharsRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.str = "grüße € \u03b1\u03b2 \ud834\udd1e \"quoted\" back\\slash \t\n\u0001 end";
            e.aStr = new String[] {"", "ä", "\u4e2d\u6587", "\ud83d\ude00", "a,b"};
            e.ch = '\u00e9';
            e.bCh = '\u00ff';
            e.aCh = new char[] {'\0', 'A', '\u00a0', maxChar(p)};
        }), Everything.class);
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "CMWLIGHT"})
    void iso8859StringsRoundTripWhereTheProtocolCanBeSwitchedToThem(Protocol p) {
        Everything e = everything(x -> {
            x.str = "Grüße, ÿ";
            x.aStr = new String[] {"é", "\u00ff\u0000"};
        });
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16).setEnforceSimpleStringEncoding(true))
                .setProtocol(p);
        s.serialise(e);
        int iso = s.buffer().position();
        s.buffer().flip();
        exactly(s.deserialise(Everything.class), p).isEqualTo(e);

        IoBuffer utf8 = IoBuffer.allocate(16);
        new IoClassSerialiser(utf8).setProtocol(p).serialise(e);
        assertThat(iso).as("one byte per char: five chars take two in UTF-8").isEqualTo(utf8.position() - 5);

        Everything wide = everything(x -> x.str = "\u20ac");
        s.buffer().clear();
        assertThatThrownBy(() -> s.serialise(wide)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("str");
        assertThat(s.buffer().position()).isZero();
    }

    // ------------------------------------------------------------------------------------------------ arrays

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void arraysOfEveryPrimitiveTypeRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.aBo = new boolean[] {true, false, true};
            e.aBy = new byte[] {Byte.MIN_VALUE, -1, 0, Byte.MAX_VALUE};
            e.aSh = new short[] {Short.MIN_VALUE, 0, Short.MAX_VALUE};
            e.aIn = new int[] {Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE};
            e.aLo = new long[] {Long.MIN_VALUE, Integer.MIN_VALUE - 1L, 0, Long.MAX_VALUE};
            e.aFl = new float[] {-1.5f, 3.4028235e38f, 1e-40f};
            e.aDb = new double[] {Math.PI, -Math.E, 1e-310};
            e.aCh = new char[] {'a', '\u00ff'};
            e.aStr = new String[] {"one", "", "three"};
            e.xIn = new Integer[] {1, Integer.MIN_VALUE};
            e.xDb = new Double[] {0.25, -1e-5};
        }), Everything.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void emptyArraysRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.aBo = new boolean[0];
            e.aBy = new byte[0];
            e.aSh = new short[0];
            e.aIn = new int[0];
            e.aLo = new long[0];
            e.aFl = new float[0];
            e.aDb = new double[0];
            e.aCh = new char[0];
            e.aStr = new String[0];
            e.xIn = new Integer[0];
            e.xDb = new Double[0];
            e.matrix = new double[0][];
        }), Everything.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void multiDimensionalArraysRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.matrix = new double[][] {{1, 2, 3}, {4, 5, 6}};
            e.cube = new int[][][] {{{1, 2}, {3, 4}}, {{5, 6}, {7, Integer.MIN_VALUE}}};
            e.multi = MultiArray.of(new double[] {1, 2, 3, 4, 5, 6}, 3, 2);
        }), Everything.class);
        for (Object elements : List.of(new int[] {1, -2, 3, 4}, new long[] {1L << 40, 2, 3, 4},
                new String[] {"a", "b", "c", "d"}, new float[] {0.5f, 1, 2, 3})) {
            roundTrip(p, b, everything(e -> e.multi = MultiArray.of(elements, 2, 1, 2)), Everything.class);
        }
    }

    // --------------------------------------------------------------------------------- enums, nested, records

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void enumsNestedObjectsAndRecordsRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.kind = Kind.GAMMA;
            e.leaf = leaf(7, "seven", Kind.BETA, new Point(-0.0, Float.NaN, "inner"));
            e.point = new Point(1e-300, -3.5f, null);
        }), Everything.class);
        roundTrip(p, b, new Point(1, 2, "rec"), Point.class);
        roundTrip(p, b, leaf(0, null, null, null), Leaf.class);
    }

    static Leaf leaf(int id, String name, Kind kind, Point at) {
        return Leaf.of(id, name, kind, at);
    }

    // ------------------------------------------------------------------------------------------ containers

    static Everything withContainers() {
        return everything(e -> {
            e.ints = new ArrayList<>(List.of(1, Integer.MIN_VALUE, 0));
            e.strings = new LinkedHashSet<>(List.of("x", "ü", ""));
            e.kinds = new ArrayList<>(List.of(Kind.GAMMA, Kind.ALPHA));
            e.doubles = new LinkedHashMap<>(Map.of("nan", Double.NaN));
            e.doubles.put("neg zero", -0.0);
            e.names = new LinkedHashMap<>(Map.of(-5, "minus five"));
            e.names.put(Integer.MAX_VALUE, "max");
            e.leafByKind = new LinkedHashMap<>(Map.of(Kind.BETA, leaf(2, "b", Kind.ALPHA, null)));
            e.leaves = new ArrayList<>(List.of(leaf(1, "one", null, new Point(1, 1, "p")), leaf(2, "", Kind.GAMMA,
                    null)));
            e.points = new ArrayList<>(List.of(new Point(0.5, 0.25f, "q")));
        });
    }

    @ParameterizedTest
    @MethodSource("containerProtocolsAndBackings")
    void collectionsAndMapsRoundTripOverYasAndJson(Protocol p, ContractBacking b) {
        roundTrip(p, b, withContainers(), Everything.class);
        roundTrip(p, b, everything(e -> {
            e.ints = new ArrayList<>();
            e.strings = new LinkedHashSet<>();
            e.doubles = new LinkedHashMap<>();
            e.leaves = new ArrayList<>();
        }), Everything.class);
    }

    @ParameterizedTest
    @EnumSource(ContractBacking.class)
    void cmwLightRefusesEveryContainerNamingTheFieldAndLeavesNothingWritten(ContractBacking b) {
        Everything all = withContainers();
        List<Consumer<Everything>> keepOne = List.of(e -> e.ints = all.ints, e -> e.strings = all.strings,
                e -> e.kinds = all.kinds, e -> e.doubles = all.doubles, e -> e.names = all.names,
                e -> e.leafByKind = all.leafByKind, e -> e.leaves = all.leaves, e -> e.points = all.points);
        List<String> names = List.of("ints", "strings", "kinds", "doubles", "names", "leafByKind", "leaves", "points");
        ContractBacking.Held held = b.create(16);
        IoClassSerialiser s = new IoClassSerialiser(held.buffer()).setProtocol(Protocol.CMWLIGHT);
        Everything plain = everything(e -> e.str = "before");
        s.serialise(plain);
        int end = s.buffer().position();
        byte[] first = s.buffer().flip().toByteArray();
        s.buffer().position(end); // the next messages append
        for (int i = 0; i < keepOne.size(); i++) {
            Everything one = everything(e -> e.str = "after");
            keepOne.get(i).accept(one);
            assertThatThrownBy(() -> s.serialise(one)).as(names.get(i)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'" + names.get(i) + "'");
            assertThat(s.buffer().position()).as("position after refusing %s", names.get(i)).isEqualTo(end);
        }
        assertThat(held.outsideUntouched()).isTrue();
        s.serialise(plain); // the writer is usable again and writes the same message as the first
        byte[] both = s.buffer().flip().toByteArray();
        assertThat(both).hasSize(2 * end);
        assertThat(java.util.Arrays.copyOfRange(both, end, both.length)).isEqualTo(first);
        exactly(s.deserialise(Everything.class), Protocol.CMWLIGHT).isEqualTo(plain);
        exactly(s.deserialise(Everything.class), Protocol.CMWLIGHT).isEqualTo(plain);
    }

    // ------------------------------------------------------------------------------------------ in place, null

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void readingInPlaceSetsWhatIsOnTheWireAndKeepsTheRest(Protocol p, ContractBacking b) {
        Everything sent = everything(e -> {
            e.in = 5;
            e.aDb = new double[] {1, 2};
            e.leaf = leaf(3, "sent", Kind.ALPHA, null);
            e.point = new Point(1, 2, "sent");
        });
        Everything target = everything(e -> {
            e.in = -1;
            e.str = "kept";
            e.bIn = 42;
            e.aDb = new double[] {9, 9};
            e.leaf = leaf(-1, "old", Kind.GAMMA, new Point(0, 0, "kept"));
            e.kind = Kind.BETA;
        });
        Leaf leafBefore = target.leaf;
        assertThat(ContractRoundTrip.readInto(b, ContractRoundTrip.write(p, b, sent), target)).isSameAs(target);
        assertThat(target.in).isEqualTo(5);
        assertThat(target.aDb).containsExactly(1, 2);
        assertThat(target.leaf).isSameAs(leafBefore);
        exactly(target.leaf, p).isEqualTo(leaf(3, "sent", Kind.ALPHA, new Point(0, 0, "kept")));
        assertThat(target.point).isEqualTo(new Point(1, 2, "sent"));
        assertThat(target.str).isEqualTo("kept");
        assertThat(target.bIn).isEqualTo(42);
        assertThat(target.kind).isEqualTo(Kind.BETA);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void aRecordReadInPlaceIsANewRecordWithTheMissingComponentsKept(Protocol p, ContractBacking b) {
        Point kept = new Point(1, 2, "kept");
        Point back = ContractRoundTrip.readInto(b, ContractRoundTrip.write(p, b, new Point(3, 4, null)), kept);
        assertThat(back).isEqualTo(new Point(3, 4, "kept"));
    }

    @ParameterizedTest
    @MethodSource("containerProtocolsAndBackings")
    void aNullObjectIsAnEmptyRootThatReadsAsDefaults(Protocol p, ContractBacking b) {
        byte[] bytes = ContractRoundTrip.write(p, b, null);
        exactly(ContractRoundTrip.read(b, bytes, Everything.class), p).isEqualTo(new Everything());
        Leaf target = leaf(1, "kept", Kind.ALPHA, null);
        exactly(ContractRoundTrip.readInto(b, bytes, target), p).isEqualTo(leaf(1, "kept", Kind.ALPHA, null));
    }

    /**
     * An empty CmwLight message is its entry count 0, which detection cannot tell from padding
     * (docs/spec-yas.md §8: a positive count), so {@code deserialise} refuses it; the tree reader of the protocol,
     * told the protocol, reads it.
     */
    @Test
    void anEmptyCmwLightMessageIsReadByItsProtocolButNotDetected() {
        byte[] bytes = ContractRoundTrip.writeUnchecked(Protocol.CMWLIGHT, new Leaf[] {null}[0]);
        assertThat(bytes).containsExactly(0, 0, 0, 0);
        assertThat(Protocol.CMWLIGHT.readTree(IoBuffer.wrap(bytes), ReadLimits.DEFAULT).fields()).isEmpty();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(bytes));
        assertThatThrownBy(() -> s.deserialise(Leaf.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("00 00 00 00");
        assertThat(s.buffer().position()).isZero();
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void emptyMultiDimensionalArraysRoundTrip(Protocol p, ContractBacking b) {
        roundTrip(p, b, everything(e -> {
            e.matrix = new double[2][0];
            e.cube = new int[1][0][0];
            e.multi = MultiArray.of(new double[0], 2, 0);
        }), Everything.class);
        roundTrip(p, b, everything(e -> {
            e.matrix = new double[0][0];
            e.cube = new int[0][][];
            e.multi = MultiArray.of(new double[0], 0);
        }), Everything.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void readingInPlaceReusesArraysMultiArraysAndNestedObjectsThatFit(Protocol p, ContractBacking b) {
        Everything sent = everything(e -> {
            e.aDb = new double[] {1, 2};
            e.aStr = new String[] {"x"};
            e.matrix = new double[][] {{1, 2}, {3, 4}};
            e.leaf = leaf(1, "one", null, null);
            e.multi = MultiArray.of(new double[] {1, 2, 3, 4}, 2, 2);
        });
        Everything target = everything(e -> {
            e.aDb = new double[2];
            e.aStr = new String[1];
            e.matrix = new double[2][2];
            e.leaf = new Leaf();
            e.multi = MultiArray.of(new double[4], 2, 2);
        });
        Everything same = everything(e -> {
            e.aDb = target.aDb;
            e.aStr = target.aStr;
            e.matrix = target.matrix;
            e.leaf = target.leaf;
            e.multi = target.multi;
        });
        ContractRoundTrip.readInto(b, ContractRoundTrip.write(p, b, sent), target);
        exactly(target, p).isEqualTo(sent);
        assertThat(target.aDb).as("double[]").isSameAs(same.aDb);
        assertThat(target.aStr).as("String[]").isSameAs(same.aStr);
        assertThat(target.matrix).as("double[][]").isSameAs(same.matrix);
        assertThat(target.leaf).as("nested object").isSameAs(same.leaf);
        assertThat(target.multi).as("MultiArray").isSameAs(same.multi);
    }

    /** Binary messages carry their own end; a JSON message ends at the buffer's limit (see the next test). */
    @ParameterizedTest
    @MethodSource("binaryProtocolsAndBackings")
    void consecutiveBinaryMessagesInOneBufferAreReadOneAfterTheOther(Protocol p, ContractBacking b) {
        ContractBacking.Held held = b.create(16);
        IoClassSerialiser s = new IoClassSerialiser(held.buffer()).setProtocol(p);
        s.serialise(leaf(1, "first", Kind.ALPHA, null));
        int first = s.buffer().position();
        s.serialise(leaf(2, "second", Kind.BETA, null));
        s.buffer().flip();
        exactly(s.deserialise(Leaf.class), p).isEqualTo(leaf(1, "first", Kind.ALPHA, null));
        assertThat(s.buffer().position()).isEqualTo(first);
        exactly(s.deserialise(Leaf.class), p).isEqualTo(leaf(2, "second", Kind.BETA, null));
        assertThat(s.buffer().remaining()).isZero();
    }

    /** JsonReader reads one object from the position to the limit: content after it is bad input. */
    @Test
    void aJsonMessageMustEndAtTheLimitSoConsecutiveOnesAreRefused() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(Protocol.JSON);
        s.serialise(leaf(1, "first", Kind.ALPHA, null));
        s.serialise(leaf(2, "second", Kind.BETA, null));
        s.buffer().flip();
        assertThatThrownBy(() -> s.deserialise(Leaf.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("after the root object");
        assertThat(s.buffer().position()).isZero();
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "CMWLIGHT"})
    void aCharAboveLatin1IsRefusedNamingTheFieldAndNothingStaysWritten(Protocol p) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(p);
        s.serialise(leaf(1, "kept", null, null));
        int end = s.buffer().position();
        assertThatThrownBy(() -> s.serialise(everything(e -> e.ch = '\u0100'))).isInstanceOf(
                IllegalArgumentException.class).hasMessageContaining("'ch'");
        assertThatThrownBy(() -> s.serialise(everything(e -> e.aCh = new char[] {'a', '\u20ac'})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("aCh");
        assertThat(s.buffer().position()).isEqualTo(end);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void aGroupWritesOnlyItsFields(Protocol p, ContractBacking b) {
        Grouped g = new Grouped();
        g.setting = 5;
        g.reading = 7;
        IoClassSerialiser s = new IoClassSerialiser(b.create(16).buffer()).setProtocol(p);
        s.serialise(g, "settings");
        s.buffer().flip();
        Grouped back = s.deserialise(Grouped.class);
        assertThat(back.setting).isEqualTo(5);
        assertThat(back.reading).isZero();
    }

    static class Grouped {
        @io.yas.annotation.Groups("settings")
        int setting;
        int reading;
    }

    static class Keys {
        Map<Character, String> byChar;
        Map<Double, Integer> byDouble;
        Map<Float, Kind> byFloat;
        Map<Byte, Short> byByte;
        Map<Boolean, Double> byFlag;
        Map<Long, Long> byLong;
        java.util.Queue<Long> queue;
        java.util.SortedSet<Short> sorted;
        Set<Kind> kinds;
    }

    @ParameterizedTest
    @MethodSource("containerProtocolsAndBackings")
    void mapKeysOfEveryBoxTypeAndOtherCollectionsRoundTrip(Protocol p, ContractBacking b) {
        Keys k = new Keys();
        k.byChar = new LinkedHashMap<>();
        for (char c : new char[] {'A', '5', '\0', '\u00e9', ' ', '-'}) {
            k.byChar.put(c, String.valueOf((int) c));
        }
        k.byDouble = new LinkedHashMap<>();
        for (double d : new double[] {Double.NaN, -0.0, 0.0, 0.1, 1e300, Double.NEGATIVE_INFINITY, -5}) {
            k.byDouble.put(d, (int) d);
        }
        k.byFloat = new LinkedHashMap<>(Map.of(0.1f, Kind.ALPHA, Float.MIN_VALUE, Kind.BETA));
        k.byByte = new LinkedHashMap<>(Map.of((byte) -128, (short) 1, (byte) 5, Short.MIN_VALUE));
        k.byFlag = new LinkedHashMap<>(Map.of(true, 1.5, false, -0.0));
        k.byLong = new LinkedHashMap<>(Map.of(Long.MIN_VALUE, Long.MAX_VALUE));
        k.queue = new java.util.ArrayDeque<>(List.of(3L, Long.MIN_VALUE));
        k.sorted = new java.util.TreeSet<>(List.of((short) 9, (short) -2));
        k.kinds = java.util.EnumSet.of(Kind.ALPHA, Kind.GAMMA);
        roundTrip(p, b, k, Keys.class);
    }

    @ParameterizedTest
    @MethodSource("everyProtocolAndBacking")
    void aRefusedWriteLeavesNothingAndTheNextMessageIsWhole(Protocol p, ContractBacking b) {
        ContractBacking.Held held = b.create(16);
        IoClassSerialiser s = new IoClassSerialiser(held.buffer()).setProtocol(p);
        Everything good = everything(e -> {
            e.str = "good";
            e.leaf = leaf(1, "l", Kind.ALPHA, null);
        });
        s.serialise(good);
        int end = s.buffer().position();
        Everything bad = everything(e -> {
            e.leaf = leaf(2, "half written", Kind.BETA, new Point(1, 2, "p"));
            e.xIn = new Integer[] {1, null}; // no protocol carries a null primitive
        });
        assertThatThrownBy(() -> s.serialise(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'xIn'");
        assertThat(s.buffer().position()).isEqualTo(end);
        s.serialise(good);
        assertThat(held.outsideUntouched()).isTrue();
        byte[] both = s.buffer().flip().toByteArray();
        assertThat(java.util.Arrays.copyOfRange(both, end, both.length))
                .isEqualTo(java.util.Arrays.copyOfRange(both, 0, end));
    }

    @ParameterizedTest
    @MethodSource("containerProtocolsAndBackings")
    void readingInPlaceReusesCollectionsMapsAndTheirElementObjects(Protocol p, ContractBacking b) {
        Everything sent = withContainers();
        Everything target = withContainers();
        target.leaves.get(0).name = "old";
        target.leafByKind.get(Kind.BETA).id = -1;
        target.ints.add(99);
        List<Leaf> list = target.leaves;
        Leaf first = target.leaves.get(0);
        Map<Kind, Leaf> map = target.leafByKind;
        Leaf beta = target.leafByKind.get(Kind.BETA);
        List<Integer> ints = target.ints;
        ContractRoundTrip.readInto(b, ContractRoundTrip.write(p, b, sent), target);
        exactly(target, p).isEqualTo(sent);
        assertThat(target.leaves).isSameAs(list);
        assertThat(target.leaves.get(0)).isSameAs(first);
        assertThat(target.leafByKind).isSameAs(map);
        assertThat(target.leafByKind.get(Kind.BETA)).isSameAs(beta);
        assertThat(target.ints).isSameAs(ints).hasSize(3);
    }
}
