package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The JSON writer's settings, a float whose exact value is a short decimal, a message after an abandoned one, and maps
 * and collections of objects: nested, refused where they are misused, and the levels that hold them open.
 */
class WriterEdgeTest {

    @Test
    void theSettingsChainAndSayWhatTheyAre() {
        JsonWriter pretty = new JsonWriter(IoBuffer.allocate(16));
        assertThat(pretty.isCompact()).isFalse();
        assertThat(pretty.setWriteMetadata(true)).isSameAs(pretty);
        assertThat(pretty.setCompact(true)).isSameAs(pretty);
        assertThat(pretty.isCompact()).isTrue();
        assertThat(new JsonWriter(IoBuffer.allocate(16), true).isCompact()).isTrue();
    }

    @Test
    void aFloatIsWrittenAsTheShortestFloatTextNotItsExactDecimal() {
        // 1000000.0625 is exact in a float and short as a double; the float's own shortest text is shorter
        byte[] json = JsonTestSupport.write(true, w -> w.put("f", 1000000.0625f).put("d", 1000000.0625)
                .put("a", new float[] {1000000.0625f}));
        assertThat(JsonTestSupport.text(json)).isEqualTo("{\"f\":1000000.06,\"d\":1000000.0625,\"a\":[1000000.06]}");
    }

    @Test
    void aMessageAfterOneEndedInsideAMapOfObjectsNamesItsObjectsItself() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        w.putObjectMapHeader(FieldDescription.of("m"), List.of("k1"), String.class, "");
        w.putEndMarker("OBJ_ROOT_END"); // closes the map's object: the message ends with the map left open
        w.buffer().clear();
        w.putHeaderInfo();
        w.putStartMarker("inner").put("a", 1).putEndMarker("inner");
        w.putEndMarker("OBJ_ROOT_END");
        assertThat(JsonTestSupport.text(w.buffer().flip().toByteArray()))
                .isEqualTo("{\n  \"inner\": {\n    \"a\": 1\n  }\n}\n");
    }

    @Test
    void mapsAndCollectionsOfObjectsNestedDeeperThanTheFirstLevelsNameEachObjectByItsOwnMapsKeys() {
        Consumer<JsonWriter> writes = w -> {
            int outer = w.putObjectMapHeader(FieldDescription.of("m"), new LinkedHashSet<>(List.of("b", "a")),
                    String.class, "");
            for (String key : List.of("b", "a")) {
                w.putStartMarker("");
                int list = w.putObjectCollectionHeader(FieldDescription.of("l"), DataType.LIST, List.of(1), "");
                w.putStartMarker("");
                int inner = w.putObjectMapHeader(FieldDescription.of("n"), List.of(key + "1", key + "2"),
                        String.class, "");
                for (int i = 0; i < 2; i++) {
                    w.putStartMarker("").put("x", i).putEndMarker("");
                }
                w.updateDataEndMarker(inner);
                w.putEndMarker("");
                w.updateDataEndMarker(list);
                w.putEndMarker("");
            }
            w.updateDataEndMarker(outer);
        };
        String expected = "{\"m\":{"
                + "\"b\":{\"l\":[{\"n\":{\"b1\":{\"x\":0},\"b2\":{\"x\":1}}}]},"
                + "\"a\":{\"l\":[{\"n\":{\"a1\":{\"x\":0},\"a2\":{\"x\":1}}}]}}}";
        JsonWriter w = new JsonWriter(IoBuffer.allocate(16));
        w.setCompact(true);
        for (int message = 0; message < 2; message++) { // the second reuses the levels' key arrays
            w.buffer().clear();
            w.putHeaderInfo();
            writes.accept(w);
            w.putEndMarker("OBJ_ROOT_END");
            assertThat(JsonTestSupport.text(w.buffer().flip().toByteArray())).isEqualTo(expected);
        }
    }

    @Test
    void moreElementObjectsThanMapKeysOrAnotherHandleThanTheInnermostIsRefused() {
        JsonWriter w = new JsonWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        int outer = w.putObjectMapHeader(FieldDescription.of("m"), List.of("k"), String.class, "");
        w.putStartMarker("").putEndMarker("");
        assertThatThrownBy(() -> w.putStartMarker("")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("more element objects than map keys");
        int inner = w.putObjectCollectionHeader(FieldDescription.of("c"), DataType.LIST, List.of(), "");
        assertThatThrownBy(() -> w.updateDataEndMarker(outer)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("does not close the innermost");
        w.updateDataEndMarker(inner);
        w.updateDataEndMarker(outer);

        List<String> eight = List.of("a", "b", "c", "d", "e", "f", "g", "h"); // fills the level's first key array
        int full = w.putObjectMapHeader(FieldDescription.of("full"), eight, String.class, "");
        for (int i = 0; i < eight.size(); i++) {
            w.putStartMarker("").putEndMarker("");
        }
        assertThatThrownBy(() -> w.putStartMarker("")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("more element objects than map keys");
        w.updateDataEndMarker(full);
    }

    @Test
    void anEmptyMapOfObjectsIsAnEmptyObjectAndAnEmptyCollectionAnEmptyArray() {
        byte[] json = JsonTestSupport.write(true, w -> {
            w.updateDataEndMarker(w.putObjectMapHeader(FieldDescription.of("m"), List.of(), String.class, ""));
            w.updateDataEndMarker(w.putObjectCollectionHeader(FieldDescription.of("c"), DataType.LIST, List.of(), ""));
        });
        assertThat(JsonTestSupport.text(json)).isEqualTo("{\"m\":{},\"c\":[]}");
    }

    @Test
    void openLevelsGrowBeyondTheirFirstArraysAndDropTheirKeysWhenClosed() {
        OpenElements open = new OpenElements();
        for (int level = 0; level < 10; level++) {
            assertThat(open.open(level, level % 2 == 0 ? null : List.of("k" + level, "j" + level)))
                    .isEqualTo(level + 1);
        }
        assertThat(open.innermostAt(9)).isTrue();
        assertThat(open.innermostIsMap()).isTrue();
        assertThat(open.nextKey()).isEqualTo("k9");
        assertThat(open.nextKey()).isEqualTo("j9");
        assertThat(open.nextKey()).as("none left").isNull();
        open.close();
        assertThat(open.innermostAt(8)).isTrue();
        assertThat(open.innermostIsMap()).isFalse();
        open.close();
        assertThat(open.nextKey()).as("level 7's keys, from the first").isEqualTo("k7");
        open.clear();
        assertThat(open.size()).isZero();
        assertThat(open.innermostAt(0)).isFalse();
        assertThat(open.open(0, List.of("x"))).isEqualTo(1);
        assertThat(open.nextKey()).as("a reused level's keys are its own").isEqualTo("x");
        assertThat(open.nextKey()).isNull();
    }
}
