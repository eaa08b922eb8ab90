package io.yas.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.WireField;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the field tree of one JSON object on jackson's parser, by recursive descent with the nesting bounded
 * ({@link JsonReader#readTree()}, which documents the typing); {@link JsonCursor} reads arrays of values with it,
 * message after message ({@link #reset}).
 */
final class JsonTree {
    /** What {@link #array} returns for {@code []}: the empty list, nothing built. */
    static final List<Object> NO_ELEMENTS = List.of();

    private JsonParser parser;
    private final IoBuffer buffer;
    /** Buffer offset of the parser's first byte. */
    private int base;
    private final int maxDepth;
    private int depth;
    /** Scratch for the arrays of one value type that {@link #elementsFrom} reads flat, reused array after array. */
    private NumberRun numbers;
    private BooleanRun flags;
    private StringRun texts;
    /**
     * The boxes of the numbers read element by element since the last {@link #array} or {@link #root} whose double
     * lies halfway between two floats ({@link JsonValues#isFloatMidpoint}), each with the float nearest to its text:
     * by identity, the box being the element ({@link JsonArrays#field}).
     */
    private final Map<Double, Float> nearFloatBoxes = new IdentityHashMap<>();

    JsonTree(JsonParser parser, IoBuffer buffer, int base, int maxDepth) {
        this.parser = parser;
        this.buffer = buffer;
        this.base = base;
        this.maxDepth = maxDepth;
    }

    /** Reads with {@code newParser}, whose first byte is at buffer offset {@code newBase}, from now on. */
    JsonTree reset(JsonParser newParser, int newBase) {
        parser = newParser;
        base = newBase;
        depth = 0;
        return this;
    }

    /** Reads the root object; the parser is then just after its closing brace. */
    WireField root() throws IOException {
        clearNearFloatBoxes();
        JsonToken t = parser.nextToken();
        if (t != JsonToken.START_OBJECT) {
            throw JsonFailures.at(buffer, tokenOffset(), "$", "a JSON object '{' at the root",
                    t == null ? "the end of the message" : JsonFailures.describe(t));
        }
        return object("", tokenOffset());
    }

    /** @return the buffer offset of a parser location */
    int offset(JsonLocation location) {
        return offset(location.getByteOffset());
    }

    /** @return the buffer offset of a byte offset of the parser (-1, unknown: its first byte) */
    int offset(long byteOffset) {
        return base + (int) Math.max(0, byteOffset);
    }

    private int tokenOffset() {
        return offset(parser.currentTokenLocation());
    }

    /** Reads the members of the object whose START_OBJECT is current, up to its END_OBJECT. */
    private WireField object(String name, int offset) throws IOException {
        enter();
        List<WireField> fields = new ArrayList<>();
        while (next() == JsonToken.FIELD_NAME) {
            String member = parser.currentName();
            int at = tokenOffset();
            fields.add(field(member, at, next()));
        }
        depth--;
        return WireField.object(name, offset, fields);
    }

    private WireField field(String name, int offset, JsonToken t) throws IOException {
        if (t == JsonToken.START_OBJECT) {
            return object(name, offset);
        } else if (t == JsonToken.START_ARRAY) {
            enter();
            return JsonArrays.field(name, offset, elementsFrom(next(), true));
        }
        Object value = scalar(t);
        return WireField.value(name, typeOf(value), offset, null, value);
    }

    /**
     * Reads the elements of the array whose START_ARRAY is current, up to its END_ARRAY: a {@link NumberRun} when
     * they are all numbers (no boxing: the common case of numeric data), else a list of boxed scalars, nulls, nested
     * elements and objects.
     */
    private Object elements() throws IOException {
        enter();
        return elementsFrom(next(), false);
    }

    /**
     * Reads the elements of an array for a field cursor: its START_ARRAY was read at {@code openDepth} levels of
     * nesting and its first token {@code first} too (as {@link #elements()} returns them, except that an array of
     * only booleans, of only strings and nulls, or of only numbers comes as this tree's {@link BooleanRun},
     * {@link StringRun} or {@link NumberRun}, and {@code []} as {@link #NO_ELEMENTS}). The result is valid until the
     * next call.
     */
    Object array(int openDepth, JsonToken first) throws IOException {
        depth = openDepth;
        clearNearFloatBoxes();
        enter();
        return elementsFrom(first, true);
    }

    /**
     * {@return the elements of the arrays read since the last {@link #array} or {@link #root} that were read element
     * by element (a list, not a run) and lie halfway between two floats as doubles, by box, with the floats nearest to
     * their text}
     */
    Map<Double, Float> nearFloatBoxes() {
        return nearFloatBoxes;
    }

    private void clearNearFloatBoxes() {
        if (!nearFloatBoxes.isEmpty()) {
            nearFloatBoxes.clear();
        }
    }

    /**
     * @param flat {@code true} for an array typed at once, by {@link JsonArrays#field} or the field cursor (not one
     *             nested in another): a run of booleans, of strings or of numbers then comes in this tree's scratch
     *             {@link BooleanRun}, {@link StringRun} or {@link NumberRun}
     */
    private Object elementsFrom(JsonToken first, boolean flat) throws IOException {
        JsonToken t = first;
        List<Object> out;
        if (flat && t == JsonToken.END_ARRAY) {
            depth--;
            return NO_ELEMENTS;
        } else if (flat && (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE)) {
            BooleanRun run = flags == null ? (flags = new BooleanRun()) : flags.clear();
            do {
                run.add(t == JsonToken.VALUE_TRUE);
                t = next();
            } while (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE);
            if (t == JsonToken.END_ARRAY) {
                depth--;
                return run;
            }
            out = new ArrayList<>(run.count() + 8); // something else follows: the rest element by element
            for (int i = 0; i < run.count(); i++) {
                out.add(run.get(i));
            }
        } else if (flat && t == JsonToken.VALUE_STRING) {
            StringRun run = texts == null ? (texts = new StringRun()) : texts.clear();
            do {
                if (t == JsonToken.VALUE_NULL) {
                    run.addNull();
                } else {
                    run.add(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
                }
                t = next();
            } while (t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NULL);
            if (t == JsonToken.END_ARRAY) {
                depth--;
                return run;
            }
            out = new ArrayList<>(Arrays.asList(run.toArray(null))); // something else follows: element by element
        } else if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            NumberRun run = !flat ? new NumberRun() : numbers == null ? (numbers = new NumberRun()) : numbers.clear();
            do {
                if (t == JsonToken.VALUE_NUMBER_FLOAT || parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                    double d = parser.getDoubleValue();
                    run.addDouble(d);
                    if (JsonValues.isFloatMidpoint(d)) {
                        run.nearestFloat(Float.parseFloat(parser.getText()));
                    }
                } else {
                    run.addLong(parser.getLongValue());
                }
                t = next();
            } while (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT);
            if (t == JsonToken.END_ARRAY) {
                depth--;
                return run;
            }
            out = run.boxed(nearFloatBoxes); // something else follows: the rest element by element
        } else {
            out = new ArrayList<>();
        }
        for (; t != JsonToken.END_ARRAY; t = next()) {
            if (t == JsonToken.START_OBJECT) {
                out.add(object("", tokenOffset()));
            } else if (t == JsonToken.START_ARRAY) {
                out.add(elements());
            } else {
                out.add(element(t));
            }
        }
        depth--;
        return out;
    }

    /** {@return the current scalar as an array element} ({@link #scalar}), a float midpoint's box noted */
    private Object element(JsonToken t) throws IOException {
        Object v = scalar(t);
        if (v instanceof Double d && JsonValues.isFloatMidpoint(d)) {
            nearFloatBoxes.put(d, Float.parseFloat(parser.getText()));
        }
        return v;
    }

    /** @return the current scalar as Integer, Long, Double, String, Boolean or {@code null} */
    private Object scalar(JsonToken t) throws IOException {
        return switch (t) {
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> switch (parser.getNumberType()) {
                case INT -> Integer.valueOf(parser.getIntValue());
                case LONG -> Long.valueOf(parser.getLongValue());
                default -> Double.valueOf(parser.getDoubleValue());
            };
            case VALUE_NUMBER_FLOAT -> Double.valueOf(parser.getDoubleValue());
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw JsonFailures.at(buffer, tokenOffset(), JsonFailures.path(parser.getParsingContext()),
                    "a JSON value", JsonFailures.describe(t));
        };
    }

    private static DataType typeOf(Object value) {
        if (value instanceof String) {
            return DataType.STRING;
        } else if (value instanceof Integer) {
            return DataType.INT;
        } else if (value instanceof Long) {
            return DataType.LONG;
        } else if (value instanceof Double) {
            return DataType.DOUBLE;
        } else if (value instanceof Boolean) {
            return DataType.BOOL;
        }
        return DataType.UNKNOWN;
    }

    /** @return the next token; inside an object or array jackson reports the end of input itself */
    private JsonToken next() throws IOException {
        JsonToken t = parser.nextToken();
        if (t == null) {
            throw JsonFailures.at(buffer, offset(parser.currentLocation()),
                    JsonFailures.path(parser.getParsingContext()), "more JSON", "the end of the message");
        }
        return t;
    }

    /** Counts one more level of nesting (the START token is current) and enforces ReadLimits.maxDepth. */
    private void enter() {
        if (++depth > maxDepth) {
            throw JsonFailures.at(buffer, tokenOffset(), JsonFailures.path(parser.getParsingContext()),
                    "at most " + maxDepth + " (ReadLimits.maxDepth)", String.valueOf(depth));
        }
    }
}
