package io.yas.json;

import static io.yas.json.ContractGenerators.ch;
import static io.yas.json.ContractGenerators.key;
import static io.yas.json.ContractGenerators.string;
import static io.yas.json.ContractTypes.exactly;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;
import io.yas.json.ContractTypes.Everything;
import io.yas.json.FieldOps.Nd;
import io.yas.json.FieldOps.Nested;
import io.yas.testing.Gen;
import io.yas.testing.Seeds;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

import java.util.List;
import java.util.stream.LongStream;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The protocol contract over random values (issue 4, "One API"): random instances round-trip through
 * {@code IoClassSerialiser} over YaS, CmwLight and JSON and every buffer backing, into new instances and in place;
 * random sequences of field writes through {@code Protocol.newWriter} read back with {@code Protocol.readAnyTree}
 * as equivalent values ({@link FieldOps}); CmwLight refuses containers at the field level leaving nothing written.
 *
 * <p>Each property runs once per seed of {@link Seeds} (yas-core's test jar) with values from a {@link Gen} of that
 * seed; a failure's message carries its seed. To replay one case: {@code ./mvnw -B -o -pl yas-core,yas-json -am test
 * -Dsurefire.failIfNoSpecifiedTests=false -Dtest='ProtocolContractProperties#fieldWritesReadBackAsEquivalentValues'
 * -Dyas.seed=N}; {@code -Dyas.seeds=random} checks fresh, printed seeds.
 */
class ProtocolContractProperties {
    /** Puts a failing case's seed and how to replay it first in its message. */
    @RegisterExtension
    static final Seeds SEEDS = new Seeds();

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

    static LongStream seeds() {
        return Seeds.of(200);
    }

    static LongStream fewerSeeds() {
        return Seeds.of(100);
    }

    static LongStream fewestSeeds() {
        return Seeds.of(60);
    }

    /** A protocol, an instance it can carry and another one to read it over. */
    static Case aCase(Gen g) {
        Protocol p = g.pick(Protocol.values());
        return new Case(p, ContractGenerators.everything(g, p), ContractGenerators.everything(g, p));
    }

    static ContractBacking backing(Gen g) {
        return g.pick(ContractBacking.values());
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void randomInstancesRoundTripOverEveryProtocolAndBacking(long seed) {
        Gen g = new Gen(seed);
        Case c = aCase(g);
        ContractBacking b = backing(g);
        byte[] bytes = ContractRoundTrip.write(c.protocol(), b, c.value());
        exactly(ContractRoundTrip.read(b, bytes, Everything.class), c.protocol()).isEqualTo(c.value());
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("fewerSeeds")
    void readingInPlaceOverAnotherInstanceSetsEveryWrittenField(long seed) {
        Gen g = new Gen(seed);
        Case c = aCase(g);
        ContractBacking b = backing(g);
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
    static Object value(Gen g, Protocol p, int depth) {
        int kinds = 20 + (depth > 0 ? 1 : 0) + (p != Protocol.CMWLIGHT ? 3 : 0);
        int k = g.between(0, kinds - 1);
        if (depth == 0 && k >= 20) {
            k++; // no nesting at the last level: 20 and above are the containers
        }
        return switch (k) {
            case 0, 1, 2, 3, 4, 5, 6 -> g.primitive(k);
            case 7 -> ch(g, p);
            case 8 -> string(g, p);
            case 9 -> ContractGenerators.kind(g);
            case 10 -> g.array(boolean[].class, g.size(4), g::bool);
            case 11 -> g.array(byte[].class, g.size(4), g::int8);
            case 12 -> g.array(short[].class, g.size(4), g::int16);
            case 13 -> g.array(int[].class, g.size(4), g::int32);
            case 14 -> g.array(long[].class, g.size(4), g::int64);
            case 15 -> g.array(float[].class, g.size(4), g::float32);
            case 16 -> g.array(double[].class, g.size(4), g::float64);
            case 17 -> g.array(char[].class, g.size(4), () -> ch(g, p));
            case 18 -> g.array(String[].class, g.size(3), () -> string(g, p));
            case 19 -> {
                int[] d = ContractGenerators.dims(g, p, 1, 3);
                int n = ContractGenerators.count(d);
                yield new Nd(g.bool() ? g.array(double[].class, n, g::float64) : g.array(int[].class, n, g::int32), d);
            }
            case 20 -> new Nested(g.list(g.between(0, 4), () -> value(g, p, depth - 1)));
            case 21 -> g.list(g.size(4), g::int32);
            case 22 -> g.set(g.between(0, 3), () -> string(g, p));
            default -> g.map(g.between(0, 3), () -> key(g), g::int32);
        };
    }

    /** A message of {@code p}: one to {@code max} fields, nested objects {@code depth} deep. */
    static Message message(Gen g, Protocol p, int depth, int max) {
        return new Message(p, g.list(g.between(1, max), () -> value(g, p, depth)));
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("seeds")
    void fieldWritesReadBackAsEquivalentValues(long seed) {
        Gen g = new Gen(seed);
        Message m = message(g, g.pick(Protocol.values()), 2, 8);
        ContractBacking b = backing(g);
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

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("fewerSeeds")
    void prettyJsonReadsBackLikeCompactJson(long seed) {
        Gen g = new Gen(seed);
        Message m = message(g, Protocol.JSON, 2, 8);
        ContractBacking.Held held = backing(g).create(16);
        JsonWriter w = new JsonWriter(held.buffer(), false);
        FieldOps.write(w, m.fields());
        assertThat(held.outsideUntouched()).isTrue();
        FieldOps.check(Protocol.JSON, Protocol.readAnyTree(w.buffer().flip(), ReadLimits.DEFAULT), m.fields(), "$");
    }

    @ParameterizedTest(name = Seeds.NAME)
    @MethodSource("fewestSeeds")
    void cmwLightRefusesContainersNamingTheFieldAndLeavesNothingWritten(long seed) {
        Gen g = new Gen(seed);
        Message m = message(g, Protocol.CMWLIGHT, 1, 5);
        IoSerialiser w = Protocol.CMWLIGHT.newWriter(backing(g).create(16).buffer());
        Object container = switch (g.between(0, 2)) {
            case 0 -> g.list(g.size(3), g::int32);
            case 1 -> g.set(g.between(0, 2), () -> string(g, Protocol.CMWLIGHT));
            default -> g.map(g.between(0, 2), () -> string(g, Protocol.CMWLIGHT), g::int32);
        };
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
}
