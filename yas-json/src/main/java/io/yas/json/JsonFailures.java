package io.yas.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;

import java.util.Objects;

/**
 * Builds the {@link YasFormatException}s of {@link JsonReader}, jackson's parse errors included, in the wording of
 * the core's errors: protocol {@code "JSON"}, byte offset, path such as {@code $.a.b[2]}, expected, actual, and a
 * hex window of at most 32 bytes.
 */
final class JsonFailures {

    private JsonFailures() {
    }

    static YasFormatException at(IoBuffer buffer, int offset, String path, String expected, String actual) {
        return new YasFormatException(JsonReader.PROTOCOL, offset, path, expected, actual, Failures.hexWindow(buffer, offset));
    }

    /**
     * Translates a jackson parse error. Its message becomes expected/actual: {@code "Unexpected character ('h'
     * (code 104)): was expecting comma to separate Object entries"} gives actual {@code Unexpected character ('h'
     * (code 104))} and expected {@code comma to separate Object entries}; a message without an expectation is the
     * actual, with "valid JSON (RFC 8259)" expected.
     */
    static YasFormatException of(IoBuffer buffer, JsonTree tree, JsonParser parser, JsonProcessingException e) {
        JsonLocation location = e.getLocation() != null && e.getLocation().getByteOffset() >= 0 ? e.getLocation()
                : parser.currentLocation();
        String message = Objects.toString(e.getOriginalMessage(), e.getClass().getSimpleName())
                .replaceAll("\\s+", " ");
        int startMarker = message.indexOf(" (start marker at");
        if (startMarker >= 0) {
            message = message.substring(0, startMarker);
        }
        String expected = "valid JSON (RFC 8259)";
        String actual = message;
        for (String cue : new String[] {": was expecting ", ": expected "}) {
            int i = message.indexOf(cue);
            if (i >= 0) {
                actual = message.substring(0, i);
                expected = message.substring(i + cue.length());
                break;
            }
        }
        return at(buffer, tree.offset(location), path(parser.getParsingContext()), expected, actual);
    }

    /** @return the path of a parser context: {@code $}, {@code .name} per object member, {@code [i]} per element */
    static String path(JsonStreamContext context) {
        if (context == null || context.inRoot()) {
            return "$";
        }
        String parent = path(context.getParent());
        if (context.inArray()) {
            return context.hasCurrentIndex() ? parent + "[" + context.getCurrentIndex() + "]" : parent;
        }
        return context.getCurrentName() == null ? parent : parent + "." + context.getCurrentName();
    }

    /** @return a token in words, for "actual" */
    static String describe(JsonToken t) {
        return switch (t) {
            case START_ARRAY -> "an array";
            case START_OBJECT -> "an object";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> t.toString();
        };
    }
}
