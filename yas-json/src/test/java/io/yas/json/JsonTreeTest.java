package io.yas.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The tree's note of float midpoints read element by element, as the field cursor takes it (JsonArrays.field). */
class JsonTreeTest {
    private static final float F = Float.intBitsToFloat(0x15ae43fd); // its text 7.038531E-26 is a midpoint's double

    @Test
    void aMidpointReadElementByElementIsNotedByItsBoxUntilTheNextArrayOrRoot() throws IOException {
        byte[] text = "[7.038531E-26, \"NaN\", -7.038531E-26] [1.5, \"NaN\"] [2.5, 7.038531E-26, \"NaN\"]"
                .getBytes(StandardCharsets.UTF_8);
        JsonParser parser = ParserFactory.parser(null, text, 0, text.length);
        JsonTree tree = new JsonTree(parser, IoBuffer.wrap(text), 0, 64);

        List<?> first = (List<?>) array(tree, parser);
        assertThat(tree.nearFloatBoxes()).hasSize(2).containsEntry((Double) first.get(0), F)
                .containsEntry((Double) first.get(2), -F);
        array(tree, parser);
        assertThat(tree.nearFloatBoxes()).as("cleared by the next array").isEmpty();
        List<?> third = (List<?>) array(tree, parser); // a run of two, the midpoint its second: noted after it
        assertThat(tree.nearFloatBoxes()).hasSize(1).containsEntry((Double) third.get(1), F);

        byte[] object = "{\"a\": 1}".getBytes(StandardCharsets.UTF_8);
        tree.reset(ParserFactory.parser(null, object, 0, object.length), 0).root();
        assertThat(tree.nearFloatBoxes()).as("cleared by a root read").isEmpty();
    }

    private static Object array(JsonTree tree, JsonParser parser) throws IOException {
        assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
        return tree.array(0, parser.nextToken());
    }
}
