package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.wire.FieldDescription;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The JSON writer's settings, a float whose exact value is a short decimal, and a message after an abandoned one. */
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
}
