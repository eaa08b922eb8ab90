package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link FieldCursor#nextFieldIs} on JSON (jackson compares the expected member name with the input): a walk that
 * tries it before every member, with the right name or a wrong one, sees exactly what a walk with
 * {@link FieldCursor#nextField()} alone sees, field by field, refusals included.
 */
class ExpectedMemberTest {

    static Stream<String> messages() throws IOException {
        List<String> all = new ArrayList<>(List.of(
                "{\"a\": 1, \"b\": {\"c\": \"x\", \"d\": null}, \"e\": [1, 2], \"f\": null, \"g\": 2.5}",
                "{\"a\":1,\"b\":{\"c\":\"x\"},\"objects\":[{\"x\":1},{\"x\":2}],\"h\":true}",
                "{\"s\": \"unread \\u00e9\", \"t\": \"\\\"quoted\\\"\", \"\\u0061b\": 3, \"Ω\": 4}",
                "{\"a\": 1, \"b\": 2", // truncated inside the root
                "{\"a\": 1, \"b\": }", // a member without a value
                "{\"a\": \"bad \\q escape\", \"b\": 1}", // refused when the unread string is passed over
                "{\"a\": 1 \"b\": 2}", // no comma
                "{\"a\": 1, \"a\": 2, \"\": 3}",
                "{}", "{\"nested\": {}}"));
        for (String name : new String[] {"02_primitives", "05_strings_utf8", "21_collections", "22_maps",
            "25_nested_two_levels", "28_pojo_ioclassserialiser", "35_quirk_json_escaping"}) {
            all.add(resource("/golden/json/" + name + ".json"));
        }
        all.add(resource("/golden/cpp/json_nested.json"));
        return all.stream();
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = Objects.requireNonNull(ExpectedMemberTest.class.getResourceAsStream(path), path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest
    @MethodSource("messages")
    void aWalkThatExpectsMembersSeesWhatAPlainWalkSees(String json) {
        List<String> plain = walk(json, null, null);
        List<String> names = namesOf(plain);
        for (long seed = 1; seed <= 20; seed++) {
            Random random = new Random(seed);
            assertThat(walk(json, names, random)).as("seed %d", seed).isEqualTo(plain);
        }
    }

    @Test
    void theExpectedMemberIsTakenAndAnotherOrANullOneIsNot() {
        FieldCursor r = open("{\"a\": 1, \"b\": null, \"c\": 2}");
        assertThat(r.nextFieldIs(FieldDescription.of("a"), DataType.INT)).isTrue();
        assertThat(r.getInt()).isEqualTo(1);
        assertThat(r.nextFieldIs(FieldDescription.of("b"), DataType.INT)).isFalse(); // null: the mapper keeps it
        assertThat(r.nextField()).isEqualTo(DataType.UNKNOWN);
        assertThat(r.isNull()).isTrue();
        assertThat(r.name()).isEqualTo("b");
        assertThat(r.nextFieldIs(FieldDescription.of("x"), DataType.INT)).isFalse();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("c");
        assertThat(r.nextFieldIs(FieldDescription.of("d"), DataType.INT)).isFalse();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.hasNextField()).isFalse();
    }

    private static FieldCursor open(String json) {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)),
                ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField();
        return r;
    }

    /**
     * One line per field (type, name, offsets, depth, path, value), the refusal's message last. With
     * {@code names} (the plain walk's, by step), each step first tries {@code nextFieldIs} with that step's name or
     * a wrong one, by {@code random}.
     */
    private static List<String> walk(String json, List<String> names, Random random) {
        List<String> trace = new ArrayList<>();
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)),
                ReadLimits.DEFAULT);
        try {
            r.readHeader();
            for (int step = 0; r.hasNextField(); step++) {
                DataType type = null;
                if (names != null && step < names.size() && random.nextInt(4) != 0) {
                    String name = random.nextInt(3) == 0 ? names.get(step) + "_not" : names.get(step);
                    if (r.nextFieldIs(FieldDescription.of(name), DataType.INT)) {
                        type = r.type();
                    }
                }
                if (type == null) {
                    type = r.nextField();
                }
                trace.add(describe(r, type, step));
            }
            trace.add("end at " + r.nextOffset());
        } catch (YasFormatException e) {
            trace.add("refused: " + e.getMessage());
        }
        return trace;
    }

    private static String describe(FieldCursor r, DataType type, int step) {
        String line = type + " '" + r.name() + "' at " + r.fieldStart() + "/" + r.dataStart() + " depth "
                + r.depth() + " " + r.path() + (r.isNull() ? " null" : "");
        boolean read = switch (type) {
            case START_MARKER, END_MARKER, LIST, UNKNOWN -> false;
            case STRING -> step % 2 == 0; // an unread string is passed over by the next call
            default -> true;
        };
        if (read) {
            Object value = r.readValue();
            line += " = " + (value != null && value.getClass().isArray() ? Arrays.deepToString(new Object[] {value})
                    : value);
        }
        return line;
    }

    private static List<String> namesOf(List<String> trace) {
        List<String> names = new ArrayList<>();
        for (String line : trace) {
            int quote = line.indexOf('\'');
            names.add(quote < 0 ? "" : line.substring(quote + 1, line.indexOf('\'', quote + 1)));
        }
        return names;
    }
}
