package io.yas.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.EnumValue;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.FieldMetadata;
import io.yas.wire.FieldRun;
import io.yas.wire.Protocol;
import io.yas.wire.ProtocolInfo;
import io.yas.wire.ReadLimits;
import io.yas.wire.WireField;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The JSON field cursor: streams a JSON message member by member on jackson-core's parser with the contract of
 * {@link FieldCursor}, so that the class mapper reads JSON as it reads YaS and CmwLight.
 *
 * <p>The root object is a START_MARKER named {@code ""}; each member is a field at the offset of its name's opening
 * quote, typed from its value as {@link JsonReader} types tree fields (integers INT or LONG, other numbers DOUBLE,
 * booleans BOOL, strings STRING, objects START_MARKER, arrays of values a typed array or LIST); a {@code null}
 * member is UNKNOWN with {@link #isNull()} {@code true}. An array whose first element is an object is a LIST whose
 * element objects are streamed ({@link #enterObjectElements()}); every other array is read whole when its member is
 * read. Getters convert by {@link JsonValues}: any value that fits the type asked for exactly.
 *
 * <p>Bad input throws {@link YasFormatException} as {@link JsonReader} describes. Not thread-safe. One cursor reads
 * message after message ({@link #reset()}); what it keeps between them (its tree's scratch runs, the copy of a direct
 * buffer, and the parser of a message read to its end, restarted on the next: {@link MessageParser}) holds no state
 * of a message.
 *
 * <p>JSON text is read as UTF-8 only (RFC 8259 §8.1): text that jackson's encoding detection finds to be UTF-16 or
 * UTF-32 is refused by {@link #readHeader()}. Per member it allocates nothing but what it returns: offsets come
 * from the parser's token offset (byte offsets), the member name's offset is found when asked (by looking back
 * from the value over the colon), a string is decoded only when read, and an unchanged string read in place
 * ({@link #getString(String)}, {@link #getStringArray}) is recognised without making a new one.
 *
 * <p><b>Why this class is long:</b> it is the whole {@link FieldCursor} contract for JSON (navigation, the expected
 * member, element objects, some thirty typed getters, the tree), and all of it reads and moves one state: the parser,
 * the current member and the open levels. What has no share in that state lives elsewhere: array runs in
 * {@code JsonTree}, {@code NumberRun}, {@code StringRun}, {@code BooleanRun} and {@code NearFloats}, conversions in
 * {@code JsonValues}
 * and {@code JsonArrays}, the string comparison in {@code Utf8Text}, encoded names in {@code EncodedNames}, error
 * wording in {@code JsonFailures}, the whole-message read of a class of primitives in {@code PrimitiveMessage}.
 */
final class JsonCursor extends FieldCursor {
    private static final ProtocolInfo JSON_INFO = new ProtocolInfo(JsonReader.PROTOCOL, 0, 0, 0);
    private static final byte[] NO_BYTES = {};
    private static final int[] NO_DIMS = {};
    /** {@link #fieldStart}: the opening quote of the member name before the value at {@link #dataStart}. */
    private static final int NAME_OF_VALUE = -2;
    /** Slots of {@link #nameEquals}'s memory. */
    private static final int EQUAL_NAMES = 64;
    /** {@link #ahead}: nothing read ahead. */
    private static final int NOTHING_AHEAD = 0;
    /** {@link #ahead}: jackson's current token (a FIELD_NAME, END_OBJECT or the end of input) is not typed yet. */
    private static final int TOKEN_AHEAD = 1;
    /** {@link #ahead}: the member {@link #nextFieldIs} read (its value {@code null}) is typed and current. */
    private static final int FIELD_AHEAD = 2;

    private final IoBuffer buffer;
    private final ReadLimits limits;
    /** The message's bytes when the buffer has no accessible array (direct or read-only). */
    private byte[] copy = NO_BYTES;
    private byte[] bytes;
    /** Index in {@link #bytes} of buffer offset 0. */
    private int shift;
    private int end;
    /**
     * The parser of the message; {@link ParserFactory#keep kept} for the next message once this one is read to its
     * end, {@link ParserFactory#release released} when it is refused or abandoned.
     */
    private JsonParser parser;
    /** The parser kept after the last message read to its end, restarted on the next one; else {@code null}. */
    private MessageParser kept;
    /** {@link #parser} as jackson's UTF-8 byte parser, the only one taken: its token offsets are byte offsets. */
    private ParserBase byteParser;
    private boolean released;
    private JsonTree tree;
    /** Buffer offset after the root object and its padding; -1 while reading. */
    private int finished = -1;

    /** Open levels: objects, and arrays of objects (entered) with the index of their current element. */
    private boolean[] arrayLevel = new boolean[8];
    private int[] elementIndex = new int[8];
    private int depth;
    /** The current member's value is an array whose first element, an object, has been read but not entered. */
    private boolean objectsPending;

    private DataType type = DataType.UNKNOWN;
    private String name;
    private int fieldStart = -1;
    private int dataStart;
    private int dataSize;
    private boolean isNull;
    private long integer;
    private double real;
    /** The text of the current number when {@link #real} lies halfway between two floats; else {@code null}. */
    private String floatText;
    /** For an N-D array of numbers: its elements whose double lies halfway between two floats, and their floats. */
    private final NearFloats nearFloats = new NearFloats();
    private boolean bool;
    private String text;
    /** The current value is a string that jackson has not decoded and nobody has read. */
    private boolean textPending;
    /**
     * An array value: int[], long[], double[], boolean[], String[] or a List; or the tree's scratch {@link NumberRun},
     * {@link StringRun} or {@link BooleanRun} of a flat array, valid while the member is current
     * ({@link #arrayValue()} copies it).
     */
    private Object array;
    private int[] dims = NO_DIMS;
    private final String[] equalNames = new String[EQUAL_NAMES];
    private final byte[][] equalIsoNames = new byte[EQUAL_NAMES][];
    /** The dimensions of a 1-D array run, reused ({@link #dims()} returns copies). */
    private final int[] runDims = new int[1];
    /** What {@link #nextFieldIs} read that {@link #nextField()} takes up: one of the {@code *_AHEAD} constants. */
    private int ahead = NOTHING_AHEAD;
    /** The names {@link #nextFieldIs} expects, as jackson compares them with the input. */
    private final EncodedNames expectedNames = new EncodedNames();
    /** The readers of whole messages {@link #nextMessageIs} was asked for, by run. */
    private final RunCache<PrimitiveMessage> primitiveMessages = new RunCache<>(PrimitiveMessage::new);
    /** The values of the message {@link #nextMessageIs} took last. */
    private IoBuffer runValues;

    JsonCursor(IoBuffer buffer, ReadLimits limits) {
        this.buffer = Objects.requireNonNull(buffer, "buffer");
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    ReadLimits limits() {
        return limits;
    }

    /**
     * Makes this cursor read the message at the buffer's position as a new one would, whatever the last message did
     * (read to its end, refused, or abandoned part-way: its parser is then released here).
     *
     * @return this cursor
     */
    JsonCursor reset() {
        if (parser != null) {
            release();
        }
        parser = null;
        byteParser = null;
        textPending = false;
        released = false;
        finished = -1;
        depth = 0;
        objectsPending = false;
        ahead = NOTHING_AHEAD;
        clear();
        name = null;
        fieldStart = -1;
        dataStart = 0;
        dims = NO_DIMS;
        bytes = null;
        return this;
    }

    @Override
    public Protocol protocol() {
        return Protocol.JSON;
    }

    @Override
    public IoBuffer buffer() {
        return buffer;
    }

    /** Opens the message from the buffer's position to its limit: padding (whitespace, 0x00) before it skipped. */
    @Override
    public ProtocolInfo readHeader() {
        if (parser != null) {
            throw new IllegalStateException("readHeader() called twice");
        }
        int from = skipPadding(openBytes());
        try {
            MessageParser reusable = kept;
            kept = null;
            parser = ParserFactory.parser(reusable, bytes, from + shift, end - from);
        } catch (IOException e) { // jackson's encoding detection refuses the first bytes (UCS-4 orders, say)
            throw JsonFailures.at(buffer, from, "$", "readable JSON", e.toString());
        }
        if (!(parser instanceof UTF8StreamJsonParser p)) { // jackson detected UTF-16 or UTF-32 by the first bytes
            throw refusal(JsonFailures.at(buffer, from, "$", "UTF-8 JSON text (RFC 8259 §8.1)",
                    "text in another encoding (UTF-16 or UTF-32, by its first bytes)"));
        }
        int ff = Utf8Text.firstFF(bytes, from + shift, end + shift);
        if (ff >= 0) { // refused before a token is read: jackson's name table could take it for a known name
            throw refusal(JsonFailures.at(buffer, ff - shift, "$", "UTF-8 JSON text (RFC 8259 §8.1)",
                    "the byte 0xFF, which UTF-8 never has"));
        }
        byteParser = p;
        tree = tree == null ? new JsonTree(parser, buffer, from, limits.maxDepth()) : tree.reset(parser, from);
        return JSON_INFO;
    }

    /**
     * Points {@link #bytes}, {@link #shift} and {@link #end} at the message from the buffer's position to its limit.
     *
     * @return the buffer's position
     */
    private int openBytes() {
        int start = buffer.position();
        end = buffer.limit();
        if (buffer.hasArray()) {
            bytes = buffer.array();
            shift = buffer.arrayOffset();
        } else {
            if (copy.length < end - start) {
                copy = new byte[end - start];
            }
            buffer.getBytes(copy, 0, end - start).position(start);
            bytes = copy;
            shift = -start;
        }
        return start;
    }

    /**
     * Takes a root object whose members are exactly the fields of {@code run}, in order, each a plain number or
     * boolean that converts to its field's type exactly, in one pass without jackson ({@link PrimitiveMessage},
     * docs/spec-json.md §5.6); the values are then in {@link #runValues()} from offset 0.
     */
    @Override
    public int nextMessageIs(FieldDescription root, FieldRun run) {
        if (parser != null || finished >= 0) {
            return -1;
        }
        PrimitiveMessage message = primitiveMessages.get(run);
        if (!message.due()) {
            return -1;
        }
        int from = skipPadding(openBytes());
        int after = message.read(bytes, from + shift, end + shift);
        int close = after - shift;
        if (after < 0 || skipPadding(close) < end) {
            message.missed();
            return -1;
        }
        // as after the root's END_MARKER, read to its end
        fieldStart = close - 1;
        dataStart = fieldStart;
        name = "";
        type = DataType.END_MARKER;
        finished = end;
        runValues = message.values();
        return 0;
    }

    /** {@return the values of the message {@link #nextMessageIs} took last; {@code null} before it took one} */
    @Override
    public IoBuffer runValues() {
        return runValues;
    }

    /** @return the buffer offset of the first byte in {@code [from, end)} that is neither JSON whitespace nor 0x00 */
    private int skipPadding(int from) {
        int i = from;
        while (i < end) {
            byte b = bytes[i + shift];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t' && b != 0) {
                break;
            }
            i++;
        }
        return i;
    }

    @Override
    public boolean hasNextField() {
        return parser != null && finished < 0;
    }

    // ------------------------------------------------------------------------------------------ navigation

    @Override
    public DataType nextField() {
        if (parser == null) {
            throw new IllegalStateException("call readHeader() first");
        }
        try {
            if (ahead != NOTHING_AHEAD) {
                boolean typed = ahead == FIELD_AHEAD;
                ahead = NOTHING_AHEAD;
                return typed ? type : member(present(parser.currentToken()));
            }
            if (objectsPending) {
                skipRestOfArray(true);
            }
            if (depth > 0 && arrayLevel[depth - 1]) {
                skipRestOfArray(false);
                depth--;
            }
            clear();
            JsonToken t = next();
            if (depth == 0) {
                if (t != JsonToken.START_OBJECT) {
                    throw JsonFailures.at(buffer, tokenOffset(), "$", "a JSON object '{' at the root",
                            JsonFailures.describe(t));
                }
                fieldStart = tokenOffset();
                name = "";
                return open(false);
            }
            return member(t);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    /** Types the token {@code t} read inside an object: the END_OBJECT, or a member's FIELD_NAME and its value. */
    private DataType member(JsonToken t) throws IOException {
        if (t == JsonToken.END_OBJECT) {
            return close();
        }
        name = parser.currentName(); // FIELD_NAME: objects hold nothing else
        fieldStart = NAME_OF_VALUE;
        return value(next());
    }

    /**
     * Reads the next member if its name is {@code expected}'s, compared by jackson with the input bytes (the name's
     * quoted UTF-8, encoded once) without making a string, and its value is not {@code null}: then it is current, of
     * whichever type its value has, as {@link #nextField()} would have made it. Otherwise what was read (another
     * member's name, the object's end, a {@code null} member) is taken up by the next {@link #nextField()}, the only
     * call that may follow. Only inside an object, on UTF-8 input; elsewhere it reads nothing.
     */
    @Override
    public boolean nextFieldIs(FieldDescription expected, DataType expectedType) {
        if (ahead != NOTHING_AHEAD || objectsPending || depth == 0 || arrayLevel[depth - 1]) {
            return false;
        }
        try {
            clear();
            if (textPending) { // refused if it is malformed, as next() refuses it
                textPending = false;
                parser.getText();
            }
            if (!parser.nextFieldName(expectedName(expected.name()))) {
                ahead = TOKEN_AHEAD;
                return false;
            }
            name = expected.name();
            fieldStart = NAME_OF_VALUE;
            value(next());
            if (isNull) { // the mapper keeps the field's value: nextField() reports the member as it is
                ahead = FIELD_AHEAD;
                return false;
            }
            return true;
        } catch (IOException e) {
            throw failure(e);
        }
    }

    private SerializedString expectedName(String fieldName) {
        SerializedString encoded = expectedNames.find(fieldName);
        return encoded != null ? encoded : expectedNames.add(fieldName);
    }

    /** Types the value token {@code t} of the current member and reads it, unless it is an object. */
    private DataType value(JsonToken t) throws IOException {
        dataStart = tokenOffset();
        switch (t) {
            case START_OBJECT -> {
                return open(false);
            }
            case START_ARRAY -> {
                JsonToken first = next();
                if (first == JsonToken.START_OBJECT) {
                    objectsPending = true;
                    type = DataType.LIST;
                    return type;
                }
                Object elements = tree.array(depth, first);
                if (elements == JsonTree.NO_ELEMENTS) { // []: a LIST without elements, as JsonArrays would type it
                    type = DataType.LIST;
                    return run(List.of(), 0);
                } else if (elements instanceof NumberRun run) { // read on demand, into the caller's array if it fits
                    type = run.type();
                    return run(run, run.count());
                } else if (elements instanceof StringRun run) {
                    type = DataType.STRING_ARRAY;
                    return run(run, run.count());
                } else if (elements instanceof BooleanRun run) {
                    type = DataType.BOOL_ARRAY;
                    return run(run, run.count());
                }
                WireField typed = JsonArrays.field(name, fieldStart(), elements, nearFloats, tree.nearFloatBoxes());
                type = typed.type();
                array = typed.value();
                dims = typed.dims();
                if (dims == null) { // a LIST
                    dims = emptyDims(array);
                    if (dims == null) {
                        dims = new int[] {((List<?>) array).size()};
                    } else {
                        array = List.of(); // [] or [[], []]: an array without elements
                    }
                }
            }
            case VALUE_NUMBER_INT -> {
                JsonParser.NumberType n = parser.getNumberType();
                if (n == JsonParser.NumberType.BIG_INTEGER) {
                    decimal();
                } else {
                    boolean small = n == JsonParser.NumberType.INT;
                    type = small ? DataType.INT : DataType.LONG;
                    integer = small ? parser.getIntValue() : parser.getLongValue(); // as jackson parsed it
                }
            }
            case VALUE_NUMBER_FLOAT -> decimal();
            case VALUE_TRUE, VALUE_FALSE -> {
                type = DataType.BOOL;
                bool = t == JsonToken.VALUE_TRUE;
            }
            case VALUE_STRING -> { // decoded when read: getString(current) may find it unchanged without decoding
                type = DataType.STRING;
                textPending = true;
            }
            case VALUE_NULL -> {
                type = DataType.UNKNOWN;
                isNull = true;
            }
            default -> throw JsonFailures.at(buffer, dataStart, path(), "a JSON value", JsonFailures.describe(t));
        }
        dataSize = -1; // measured when asked
        return type;
    }

    /** Reads the current number as a DOUBLE, and its text too where a float would not be the nearest to it. */
    private void decimal() throws IOException {
        type = DataType.DOUBLE;
        real = parser.getDoubleValue();
        floatText = JsonValues.isFloatMidpoint(real) ? parser.getText() : null;
    }

    /** The current member is the flat array {@code run} of {@code count} elements, typed {@link #type}. */
    private DataType run(Object run, int count) {
        array = run;
        runDims[0] = count;
        dims = runDims;
        dataSize = -1;
        return type;
    }

    /** Opens an object (or the element object of an entered array) whose START_OBJECT was just read. */
    private DataType open(boolean element) {
        if (depth >= limits.maxDepth()) {
            throw JsonFailures.at(buffer, tokenOffset(), path(), "at most " + limits.maxDepth()
                    + " (ReadLimits.maxDepth)", String.valueOf(depth + 1));
        }
        grow();
        arrayLevel[depth] = false;
        depth++;
        type = DataType.START_MARKER;
        dataStart = element ? fieldStart : tokenOffset();
        return type;
    }

    /** The END_OBJECT of the innermost object was read. */
    private DataType close() throws IOException {
        fieldStart = tokenOffset();
        dataStart = fieldStart;
        name = "";
        depth--;
        type = DataType.END_MARKER;
        if (depth == 0) {
            int after = skipPadding(fieldStart + 1); // after the root's closing brace: no location to make
            if (after < end) {
                throw refusal(JsonFailures.at(buffer, after, "$", "the end of the message after the root object",
                        "more content"));
            }
            finished = end;
            finish();
        }
        return type;
    }

    private void grow() {
        if (depth == arrayLevel.length) {
            arrayLevel = Arrays.copyOf(arrayLevel, 2 * depth);
            elementIndex = Arrays.copyOf(elementIndex, 2 * depth);
        }
    }

    /**
     * Skips the remaining elements of an array of objects: {@code pendingFirst} if its first element's START_OBJECT
     * is the current token (not entered), else after an element or before the first one of an entered array.
     */
    private void skipRestOfArray(boolean pendingFirst) throws IOException {
        objectsPending = false;
        if (pendingFirst) {
            parser.skipChildren();
        } else if (elementIndex[depth - 1] == Integer.MIN_VALUE) {
            return; // its END_ARRAY was read
        }
        for (JsonToken t = next(); t != JsonToken.END_ARRAY; t = next()) {
            parser.skipChildren();
        }
    }

    /**
     * @return the dimensions of a LIST that holds no element at any depth ({@code []}: {0}, {@code [[], []]}: {2, 0}),
     *         or {@code null} if it holds one or is ragged
     */
    private static int[] emptyDims(Object value) {
        if (!(value instanceof List<?> list)) {
            return null;
        }
        int[] inner = NO_DIMS;
        for (int i = 0; i < list.size(); i++) {
            int[] d = emptyDims(list.get(i));
            if (d == null || (i > 0 && !Arrays.equals(d, inner))) {
                return null;
            }
            inner = d;
        }
        int[] out = new int[inner.length + 1];
        out[0] = list.size();
        System.arraycopy(inner, 0, out, 1, inner.length);
        return out;
    }

    @Override
    public void skipObject() {
        if (type != DataType.START_MARKER) {
            throw new IllegalStateException("skipObject() after a " + type + " field, not a START_MARKER");
        }
        try {
            parser.skipChildren();
            close();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    private void clear() {
        type = DataType.UNKNOWN;
        isNull = false;
        array = null;
        text = null;
        floatText = null;
        nearFloats.clear();
        dataSize = 0;
    }

    /**
     * @return the next token; inside the root jackson reports the end of input itself. A string value that nobody
     *         read is decoded first, and refused as if it had been read (jackson skipping it would check less)
     */
    private JsonToken next() throws IOException {
        if (textPending) {
            textPending = false;
            parser.getText();
        }
        return present(parser.nextToken());
    }

    /** @return {@code t}, jackson's token; {@code null} (the end of input) is refused */
    private JsonToken present(JsonToken t) {
        if (t == null) {
            throw JsonFailures.at(buffer, tokenEnd(), JsonFailures.path(parser.getParsingContext()),
                    depth == 0 ? "a JSON object '{' at the root" : "more JSON", "the end of the message");
        }
        return t;
    }

    /** The buffer offset of the current token, which is not a member name. */
    private int tokenOffset() {
        // the byte offset jackson's location would say, without making the location
        return tree.offset(byteParser.getTokenCharacterOffset() - 1);
    }

    private int tokenEnd() {
        return tree.offset(parser.currentLocation());
    }

    // ------------------------------------------------------------------------- collections of nested objects

    @Override
    public int enterObjectElements() {
        boolean empty = array instanceof List<?> list && list.isEmpty(); // [] is an empty collection of objects
        if (!objectsPending && !empty) {
            throw JsonFailures.at(buffer, fieldStart(), path(), "an array of objects", describeCurrent());
        }
        objectsPending = false;
        grow();
        arrayLevel[depth] = true;
        elementIndex[depth] = empty ? Integer.MIN_VALUE : -1; // MIN_VALUE: its END_ARRAY was read
        depth++;
        return empty ? 0 : -1;
    }

    /** JSON maps are objects whose members are the entries; there is no MAP field to enter. */
    @Override
    public List<Object> enterObjectMapValues() {
        throw JsonFailures.at(buffer, fieldStart(), path(), "MAP", describeCurrent());
    }

    @Override
    public boolean nextElementObject() {
        if (depth == 0 || !arrayLevel[depth - 1]) {
            throw new IllegalStateException("nextElementObject() outside an entered array of objects");
        }
        try {
            int i = ++elementIndex[depth - 1];
            JsonToken t = i == 0 ? JsonToken.START_OBJECT : next(); // the first one was read when typing the member
            clear();
            name = "";
            if (t == JsonToken.END_ARRAY) {
                elementIndex[depth - 1] = Integer.MIN_VALUE;
                return false;
            }
            fieldStart = tokenOffset();
            if (t != JsonToken.START_OBJECT) {
                throw JsonFailures.at(buffer, fieldStart, path(), "an element object", JsonFailures.describe(t));
            }
            open(true);
            return true;
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    public void leaveObjectElements() {
        if (depth == 0 || !arrayLevel[depth - 1]) {
            throw new IllegalStateException("leaveObjectElements() outside an entered array of objects");
        }
        try {
            skipRestOfArray(false);
        } catch (IOException e) {
            throw failure(e);
        }
        depth--;
    }

    // ---------------------------------------------------------------------------------------- current field

    @Override
    public int nextOffset() {
        return finished >= 0 ? finished : parser == null ? buffer.position() : tokenEnd();
    }

    @Override
    public DataType type() {
        return type;
    }

    /** JSON has no type bytes. */
    @Override
    public int typeId() {
        return -1;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * Compares character by character with the bytes as ISO-8859-1; allocation-free. jackson gives a known member
     * name as the same {@code String} message after message, so a pair found equal is remembered (a few, by the
     * name's hash; untrusted names only overwrite each other) and is then one identity check.
     */
    @Override
    public boolean nameEquals(byte[] isoName) {
        String n = name;
        if (n == null || n.length() != isoName.length) {
            return false;
        }
        int slot = n.hashCode() & (EQUAL_NAMES - 1);
        if (equalNames[slot] == n && equalIsoNames[slot] == isoName) {
            return true;
        }
        for (int i = 0; i < isoName.length; i++) {
            if (n.charAt(i) != (isoName[i] & 0xFF)) {
                return false;
            }
        }
        equalNames[slot] = n;
        equalIsoNames[slot] = isoName;
        return true;
    }

    @Override
    public FieldMetadata metadata() {
        return null;
    }

    @Override
    public int fieldStart() {
        return fieldStart == NAME_OF_VALUE ? nameStart(dataStart) : fieldStart;
    }

    /**
     * {@return the buffer offset of the opening quote of the member name before the value at {@code value}} jackson
     * read {@code "name" : value} there, so back from the value come whitespace, the colon, whitespace, the closing
     * quote, and the name, in which a quote is escaped: preceded by an odd number of backslashes.
     */
    private int nameStart(int value) {
        int i = value + shift - 1;
        while (bytes[i] != ':') {
            i--;
        }
        while (bytes[--i] != '"') {
            // whitespace
        }
        while (true) {
            i--;
            if (bytes[i] == '"') {
                int backslashes = 0;
                while (bytes[i - 1 - backslashes] == '\\') {
                    backslashes++;
                }
                if ((backslashes & 1) == 0) {
                    return i - shift;
                }
            }
        }
    }

    @Override
    public int dataStart() {
        return dataStart;
    }

    @Override
    public int dataSize() {
        if (dataSize < 0) { // a value, measured now: the parser is still on it
            if (type == DataType.STRING) {
                try {
                    parser.getTextLength(); // jackson finds its end (a string getString(current) took is unread)
                } catch (IOException e) {
                    throw failure(e);
                }
                text();
            }
            dataSize = tokenEnd() - dataStart;
        }
        return dataSize;
    }

    @Override
    public int depth() {
        return depth;
    }

    /** The parser's path ({@code $.a.list[2].b}) of the current member (of an object: of the object's member). */
    @Override
    public String path() {
        if (parser == null) {
            return "$";
        }
        JsonStreamContext context = parser.getParsingContext();
        if (objectsPending) { // the member is an array whose first element object was read: two levels up
            context = context.getParent().getParent();
        }
        return JsonFailures.path(context);
    }

    @Override
    public boolean isNull() {
        return isNull;
    }

    // -------------------------------------------------------------------------------------- scalar getters

    @Override
    public boolean getBoolean() {
        if (type != DataType.BOOL) {
            throw mismatch(DataType.BOOL);
        }
        return bool;
    }

    @Override
    public byte getByte() {
        return (byte) integral(DataType.BYTE);
    }

    @Override
    public short getShort() {
        return (short) integral(DataType.SHORT);
    }

    @Override
    public int getInt() {
        return (int) integral(DataType.INT);
    }

    @Override
    public long getLong() {
        return integral(DataType.LONG);
    }

    /** A JSON integer code 0..65535 ({@link JsonWriter} writes a char so). */
    @Override
    public char getChar() {
        return (char) integral(DataType.CHAR);
    }

    @Override
    public float getFloat() {
        try {
            // the float nearest to the text where its double is a float midpoint (JsonValues.isFloatMidpoint)
            return floatText != null ? JsonValues.nearestFloat(floatText) : JsonValues.toFloat(scalar());
        } catch (JsonValues.Refused e) {
            throw refused(DataType.FLOAT, e, -1);
        }
    }

    @Override
    public double getDouble() {
        try {
            return JsonValues.toDouble(scalar());
        } catch (JsonValues.Refused e) {
            throw refused(DataType.DOUBLE, e, -1);
        }
    }

    private long integral(DataType target) {
        if (type == DataType.INT || type == DataType.LONG) {
            if (JsonValues.fits(integer, target)) {
                return integer;
            }
            throw refused(target, new JsonValues.Refused(integer + ", out of its range"), -1);
        }
        try {
            return JsonValues.toIntegral(scalar(), target);
        } catch (JsonValues.Refused e) {
            throw refused(target, e, -1);
        }
    }

    /** The current scalar boxed (an INT as an {@code Integer}), for {@link #readValue()} and the conversions. */
    private Object scalar() {
        return switch (type) {
            case INT -> (int) integer;
            case LONG -> integer;
            case DOUBLE -> real;
            case BOOL -> bool;
            case STRING -> text();
            default -> array != null || objectsPending ? JsonValues.ARRAY : type == DataType.START_MARKER
                    ? JsonValues.OBJECT : null;
        };
    }

    @Override
    public String getString() {
        if (type != DataType.STRING) {
            throw mismatch(DataType.STRING);
        }
        return text();
    }

    /** {@return {@code current} itself, without decoding, when the string's bytes are its UTF-8 form} */
    @Override
    public String getString(String current) {
        if (type != DataType.STRING) {
            throw mismatch(DataType.STRING);
        }
        if (textPending && current != null
                && current.length() <= parser.streamReadConstraints().getMaxStringLength()
                && Utf8Text.isQuoted(bytes, dataStart + shift + 1, end + shift, current)) {
            textPending = false; // jackson checks its bytes again as it skips them
            text = current;
            return current;
        }
        String s = text();
        return s.equals(current) ? current : s;
    }

    /** The current string value, decoded on first use. */
    private String text() {
        if (textPending) {
            textPending = false;
            try {
                text = parser.getText();
            } catch (IOException e) {
                throw failure(e);
            }
        }
        return text;
    }

    /** JSON carries enums as their names (STRING). */
    @Override
    public EnumValue getEnum() {
        throw mismatch(DataType.ENUM);
    }

    // --------------------------------------------------------------------------------------- array getters

    @Override
    public int[] dims() {
        return dims.clone();
    }

    @Override
    public int dimCount() {
        return dims.length;
    }

    @Override
    public int dim(int i) {
        Objects.checkIndex(i, dims.length);
        return dims[i];
    }

    @Override
    public boolean[] getBooleanArray(boolean[] dst) {
        return (boolean[]) arrayAs(DataType.BOOL_ARRAY, dst);
    }

    @Override
    public byte[] getByteArray(byte[] dst) {
        return (byte[]) arrayAs(DataType.BYTE_ARRAY, dst);
    }

    @Override
    public short[] getShortArray(short[] dst) {
        return (short[]) arrayAs(DataType.SHORT_ARRAY, dst);
    }

    @Override
    public int[] getIntArray(int[] dst) {
        return (int[]) arrayAs(DataType.INT_ARRAY, dst);
    }

    @Override
    public long[] getLongArray(long[] dst) {
        return (long[]) arrayAs(DataType.LONG_ARRAY, dst);
    }

    @Override
    public float[] getFloatArray(float[] dst) {
        return (float[]) arrayAs(DataType.FLOAT_ARRAY, dst);
    }

    @Override
    public double[] getDoubleArray(double[] dst) {
        return (double[]) arrayAs(DataType.DOUBLE_ARRAY, dst);
    }

    @Override
    public char[] getCharArray(char[] dst) {
        return (char[]) arrayAs(DataType.CHAR_ARRAY, dst);
    }

    @Override
    public String[] getStringArray(String[] dst) {
        return (String[]) arrayAs(DataType.STRING_ARRAY, dst);
    }

    /** The current array converted to {@code target}, copied into {@code dst} when its class and length fit. */
    private Object arrayAs(DataType target, Object dst) {
        if (array == null) {
            throw mismatch(target);
        }
        if (array instanceof NumberRun run) {
            Object converted = run.convert(target, dst);
            if (converted != null) {
                return converted;
            }
        } else if (array instanceof double[] a && target == DataType.FLOAT_ARRAY && nearFloats.count() > 0) {
            float[] converted = JsonValues.floats(a, a.length, dst instanceof float[] d && d.length == a.length ? d
                    : null, nearFloats);
            if (converted != null) {
                return converted;
            }
        } else if (array instanceof StringRun run && target == DataType.STRING_ARRAY) {
            return run.toArray((String[]) dst);
        } else if (array instanceof BooleanRun run && target == DataType.BOOL_ARRAY) {
            return run.toArray((boolean[]) dst);
        }
        Object out;
        try {
            out = JsonValues.toArray(arrayValue(), target);
        } catch (JsonValues.Refused e) {
            throw refused(target.elementType(), e, e.index);
        }
        int n = java.lang.reflect.Array.getLength(out);
        if (dst != null && dst.getClass() == out.getClass() && java.lang.reflect.Array.getLength(dst) == n) {
            System.arraycopy(out, 0, dst, 0, n);
            return dst;
        }
        if (out == array) { // the value itself, unconverted (an N-D array): the caller gets a new array
            Object copy = java.lang.reflect.Array.newInstance(out.getClass().getComponentType(), n);
            System.arraycopy(out, 0, copy, 0, n);
            return copy;
        }
        return out;
    }

    @Override
    public Object readValue() {
        if (objectsPending) {
            try {
                objectsPending = false;
                array = tree.array(depth, JsonToken.START_OBJECT);
                dims = new int[] {((List<?>) array).size()};
                dataSize = tokenEnd() - dataStart;
            } catch (IOException e) {
                throw failure(e);
            }
        }
        return switch (type) {
            case INT, LONG, DOUBLE, BOOL, STRING -> scalar();
            default -> arrayValue();
        };
    }

    /** A flat array (a run, or {@code []}) is compared with {@code held} element by element, nothing made. */
    @Override
    public boolean holdsElementsOf(List<?> held) {
        Object a = array; // null where the array holds objects (objectsPending): no run
        int n = held.size();
        int count = a instanceof NumberRun r ? r.count() : a instanceof StringRun r ? r.count()
                : a instanceof BooleanRun r ? r.count() : a instanceof List<?> l && l.isEmpty() ? 0 : -1;
        if (count != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            Object e = held.get(i);
            if (!(a instanceof NumberRun r ? r.holds(i, e) : a instanceof StringRun r ? r.holds(i, e)
                    : ((BooleanRun) a).holds(i, e))) {
                return false;
            }
        }
        return true;
    }

    /** The current array value as a typed array or list (a run of the tree made into one). */
    private Object arrayValue() {
        if (array instanceof NumberRun run) {
            array = run.toArray();
        } else if (array instanceof StringRun run) {
            array = run.toArray(null);
        } else if (array instanceof BooleanRun run) {
            array = run.toArray(null);
        }
        return array;
    }

    /**
     * Reads the whole message as a tree ({@link JsonReader#readTree()} documents it); only before the first
     * {@link #nextField()}. The position then moves to the limit.
     */
    @Override
    public WireField readTree() {
        int start = buffer.position();
        if (parser == null) {
            readHeader();
        } else if (depth > 0 || finished >= 0 || fieldStart != -1) {
            throw new IllegalStateException("readTree() after nextField(): the tree starts at the root");
        }
        try {
            WireField root = tree.root();
            int after = skipPadding(tokenEnd());
            if (after < end) {
                throw JsonFailures.at(buffer, after, "$", "the end of the message after the root object",
                        "more content");
            }
            finished = end;
            buffer.position(end);
            finish();
            return root;
        } catch (IOException e) {
            buffer.position(start);
            throw failure(e);
        } catch (RuntimeException e) {
            buffer.position(start);
            release();
            throw e;
        } catch (StackOverflowError e) {
            buffer.position(start);
            // "$": the parser's path is as deep as the stack that just ran out
            throw Failures.stackExhausted(buffer, tokenOffset(), limits.maxDepth()).within(JsonReader.PROTOCOL, "$");
        }
    }

    // ------------------------------------------------------------------------------------------------ errors

    /** A parse error in words; any other failure to read (jackson's encoding detection, say) too. */
    private YasFormatException failure(IOException e) {
        if (e instanceof JsonProcessingException p) {
            return refusal(JsonFailures.of(buffer, tree, parser, p));
        }
        return refusal(JsonFailures.at(buffer, tokenEnd(), JsonFailures.path(parser.getParsingContext()),
                "readable JSON", e.toString()));
    }

    /** {@return {@code e}}, the message refused: the parser is released (a cursor reads no further after that). */
    private YasFormatException refusal(YasFormatException e) {
        release();
        return e;
    }

    /** The message was read to its end: its parser is kept for the next one (or released, if it cannot be). */
    private void finish() {
        released = true;
        kept = ParserFactory.keep(parser);
    }

    /** Releases the parser, once: when the message is refused, or abandoned before its end. */
    private void release() {
        if (!released) {
            released = true;
            ParserFactory.release(parser);
        }
    }

    private YasFormatException mismatch(DataType expected) {
        return JsonFailures.at(buffer, fieldStart(), path(), expected + " for field '" + name + "'", describeCurrent());
    }

    private YasFormatException refused(DataType expected, JsonValues.Refused e, int index) {
        return JsonFailures.at(buffer, fieldStart(), index < 0 ? path() : path() + "[" + index + "]", expected
                + " for field '" + name + "'", e.getMessage());
    }

    private String describeCurrent() {
        return JsonValues.describe(objectsPending ? JsonValues.ARRAY : type == DataType.START_MARKER
                ? JsonValues.OBJECT : array != null ? JsonValues.ARRAY : scalar());
    }

}
