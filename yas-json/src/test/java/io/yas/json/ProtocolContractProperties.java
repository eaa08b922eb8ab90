package io.yas.json;

import static io.yas.json.ContractGenerators.chars;
import static io.yas.json.ContractGenerators.doubles;
import static io.yas.json.ContractGenerators.floats;
import static io.yas.json.ContractGenerators.strings;
import static io.yas.json.ContractTypes.exactly;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.json.ContractTypes.Everything;
import io.yas.json.ContractTypes.Kind;
import io.yas.json.FieldOps.Nd;
import io.yas.json.FieldOps.Nested;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

/**
 * The protocol contract over random values (issue 4, "One API"): random instances round-trip through
 * {@code IoClassSerialiser} over YaS, CmwLight and JSON and every buffer backing, into new instances and in place;
 * random sequences of field writes through {@code Protocol.newWriter} read back with {@code Protocol.readAnyTree}
 * as equivalent values ({@link FieldOps}); CmwLight refuses containers at the field level leaving nothing written.
 * Seeds are fixed so that every run checks the same cases.
 */
class ProtocolContractProperties {
    static {
        ContractTypes.openToAssertJ();
    }

    /** A protocol, an instance it can carry and another one to read it over. */
    record Case(Protocol protocol, Everything value, Everything other) {
        @Override
        public String toString() {
            return protocol.toString();
        }
    }

    /** A protocol and a message's fields, as values for {@link FieldOps#write}. */
    record Message(Protocol protocol, List<Object> fields) {
        @Override
        public String toString() {
            return protocol + " " + fields.stream().map(FieldOps::describe).toList();
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(Protocol.class).flatMap(p -> Combinators.combine(ContractGenerators.everything(p),
                ContractGenerators.everything(p)).as((value, other) -> new Case(p, value, other)));
    }

    @Property(tries = 240, seed = "4001", shrinking = ShrinkingMode.BOUNDED)
    void randomInstancesRoundTripOverEveryProtocolAndBacking(@ForAll("cases") Case c, @ForAll ContractBacking b) {
        byte[] bytes = ContractRoundTrip.write(c.protocol(), b, c.value());
        exactly(ContractRoundTrip.read(b, bytes, Everything.class), c.protocol()).isEqualTo(c.value());
    }

    @Property(tries = 120, seed = "4002", shrinking = ShrinkingMode.BOUNDED)
    void readingInPlaceOverAnotherInstanceSetsEveryWrittenField(@ForAll("cases") Case c, @ForAll ContractBacking b) {
        Everything target = c.other();
        if (c.protocol() == Protocol.JSON) {
            target.multi = null; // JSON has no element type: an existing MultiArray decides it, which may not fit
        }
        byte[] bytes = ContractRoundTrip.write(c.protocol(), b, c.value());
        assertThat(ContractRoundTrip.readInto(b, bytes, target)).isSameAs(target);
        // null fields are not written: there the target keeps its own value
        exactly(target, c.protocol()).ignoringExpectedNullFields().isEqualTo(c.value());
    }

    // ------------------------------------------------------------------------------------------- field level

    /** One field value of any type {@code p} carries; {@code depth} more levels of nested objects. */
    static Arbitrary<Object> value(Protocol p, int depth) {
        List<Arbitrary<?>> all = new ArrayList<>(List.of(Arbitraries.of(true, false), Arbitraries.bytes(),
                Arbitraries.shorts(), Arbitraries.integers(), Arbitraries.longs(), floats(), doubles(), chars(p),
                strings(p), Arbitraries.of(Kind.class),
                Arbitraries.of(true, false).array(boolean[].class).ofMaxSize(4),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(4),
                Arbitraries.shorts().array(short[].class).ofMaxSize(4),
                Arbitraries.integers().array(int[].class).ofMaxSize(4),
                Arbitraries.longs().array(long[].class).ofMaxSize(4),
                floats().array(float[].class).ofMaxSize(4), doubles().array(double[].class).ofMaxSize(4),
                chars(p).array(char[].class).ofMaxSize(4), strings(p).array(String[].class).ofMaxSize(3),
                ContractGenerators.dims(p, 1, 3).flatMap(d -> Arbitraries.oneOf(
                        doubles().array(double[].class).ofSize(ContractGenerators.count(d)).map(f -> new Nd(f, d)),
                        Arbitraries.integers().array(int[].class).ofSize(ContractGenerators.count(d))
                                .map(f -> new Nd(f, d))))));
        if (depth > 0) {
            all.add(value(p, depth - 1).list().ofMaxSize(4).map(Nested::new));
        }
        if (p != Protocol.CMWLIGHT) {
            all.add(Arbitraries.integers().list().ofMaxSize(4).map(ArrayList::new));
            all.add(strings(p).set().ofMaxSize(3).map(LinkedHashSet::new));
            all.add(Arbitraries.maps(strings(p), Arbitraries.integers()).ofMaxSize(3).map(LinkedHashMap::new));
        }
        return Arbitraries.oneOf(all.stream().map(a -> a.map(v -> (Object) v)).toList());
    }

    @Provide
    Arbitrary<Message> messages() {
        return Arbitraries.of(Protocol.class).flatMap(p -> value(p, 2).list().ofMinSize(1).ofMaxSize(8)
                .map(fields -> new Message(p, fields)));
    }

    @Property(tries = 300, seed = "4003", shrinking = ShrinkingMode.BOUNDED)
    void fieldWritesReadBackAsEquivalentValues(@ForAll("messages") Message m, @ForAll ContractBacking b) {
        ContractBacking.Held held = b.create(16);
        IoSerialiser w = m.protocol().newWriter(held.buffer());
        assertThat(w.protocol()).isEqualTo(m.protocol());
        FieldOps.write(w, m.fields());
        assertThat(held.outsideUntouched()).as("memory around the %s buffer", b).isTrue();
        IoBuffer buffer = w.buffer().flip();
        WireField root = Protocol.readAnyTree(buffer, ReadLimits.DEFAULT);
        assertThat(buffer.remaining()).as("bytes left after the message").isZero();
        FieldOps.check(m.protocol(), root, m.fields(), "$");
    }

    @Property(tries = 100, seed = "4005", shrinking = ShrinkingMode.BOUNDED)
    void prettyJsonReadsBackLikeCompactJson(@ForAll("jsonMessages") Message m, @ForAll ContractBacking b) {
        ContractBacking.Held held = b.create(16);
        JsonWriter w = new JsonWriter(held.buffer(), false);
        FieldOps.write(w, m.fields());
        assertThat(held.outsideUntouched()).isTrue();
        FieldOps.check(Protocol.JSON, Protocol.readAnyTree(w.buffer().flip(), ReadLimits.DEFAULT), m.fields(), "$");
    }

    @Provide
    Arbitrary<Message> jsonMessages() {
        return value(Protocol.JSON, 2).list().ofMinSize(1).ofMaxSize(8).map(f -> new Message(Protocol.JSON, f));
    }

    @Provide
    Arbitrary<Message> cmwLightMessages() {
        return value(Protocol.CMWLIGHT, 1).list().ofMinSize(1).ofMaxSize(5)
                .map(fields -> new Message(Protocol.CMWLIGHT, fields));
    }

    @Property(tries = 60, seed = "4004")
    void cmwLightRefusesContainersNamingTheFieldAndLeavesNothingWritten(@ForAll("cmwLightMessages") Message m,
            @ForAll ContractBacking b, @ForAll("containers") Object container) {
        IoSerialiser w = Protocol.CMWLIGHT.newWriter(b.create(16).buffer());
        w.putHeaderInfo();
        FieldOps.writeFields(w, m.fields());
        int before = w.buffer().position();
        assertThatThrownBy(() -> FieldOps.put(w, "refused", container)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'refused'");
        assertThat(w.buffer().position()).as("position after the refused field").isEqualTo(before);
        w.putEndMarker("root");
        FieldOps.check(Protocol.CMWLIGHT, Protocol.readAnyTree(w.buffer().flip(), ReadLimits.DEFAULT), m.fields(),
                "$");
    }

    @Provide
    Arbitrary<Object> containers() {
        return Arbitraries.oneOf(Arbitraries.integers().list().ofMaxSize(3).map(l -> (Object) l),
                strings(Protocol.CMWLIGHT).set().ofMaxSize(2).map(s -> (Object) s),
                Arbitraries.maps(strings(Protocol.CMWLIGHT), Arbitraries.integers()).ofMaxSize(2)
                        .map(x -> (Object) x));
    }
}
