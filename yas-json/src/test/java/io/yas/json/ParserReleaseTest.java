package io.yas.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import static io.yas.json.JsonCursorTest.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every way a message ends hands its parser's new member names to the factory's shared table: a message read to its
 * end parks its parser (kept and restarted on the next message, {@link MessageParser}; released instead once its own
 * table holds more than {@link ParserFactory#MAX_NAMES} names), a refused or abandoned one releases it; a release
 * that leaves more than {@link ParserFactory#MAX_NAMES} names in the shared table replaces it by an empty one. Seen from outside: a name in the table is the same {@code String} message after message, one of a replaced
 * table is not. A kept parser reads the next message as a new parser would.
 */
class ParserReleaseTest {
    private static final AtomicLong UNIQUE = new AtomicLong();

    /** {@return a message of {@code count} members whose names no message had before} */
    private static byte[] freshNames(int count) {
        StringBuilder json = new StringBuilder("{");
        for (int i = 0; i < count; i++) {
            json.append(i == 0 ? "" : ", ").append("\"release_").append(System.nanoTime()).append('_')
                    .append(UNIQUE.incrementAndGet()).append("\": ").append(i);
        }
        return bytes(json.append('}').toString());
    }

    /** Reads the names of {@code json} with a new parser of the factory, then releases it; {@return its first name} */
    private static String readNames(byte[] json) throws IOException {
        JsonParser parser = ParserFactory.parser(null, json, 0, json.length);
        String first = null;
        for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
            if (t == JsonToken.FIELD_NAME && first == null) {
                first = parser.currentName();
            }
        }
        ParserFactory.release(parser);
        return first;
    }

    /**
     * Leaves the factory with an empty table, whatever the tests run before in this JVM left in it (their order is
     * the file system's): a release past the bound replaces the table.
     */
    private static void emptyTable() throws IOException {
        readNames(freshNames(2 * ParserFactory.MAX_NAMES));
    }

    /** Leaves the table with exactly MAX_NAMES names; {@return one of them, as the table holds it} */
    private static String fullTable() throws IOException {
        emptyTable();
        return readNames(freshNames(ParserFactory.MAX_NAMES));
    }

    /** {@return whether the table that held {@code held} was replaced since} (read with a parser of its own) */
    private static boolean replaced(String held) throws IOException {
        return readNames(bytes("{\"" + held + "\": 0}")) != held;
    }

    /** {@return whether a message of one new name, read by {@code read}, handed its name to the table} */
    private static boolean releases(Consumer<byte[]> read) throws IOException {
        String held = fullTable();
        read.accept(freshNames(1)); // its name is the table's 129th once its parser is released
        return replaced(held);
    }

    private static FieldCursor cursor(byte[] json) {
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(json), ReadLimits.DEFAULT);
        r.readHeader();
        return r;
    }

    @Test
    void theTableIsReplacedOnlyWhenAReleaseLeavesMoreThanMaxNamesInIt() throws IOException {
        String held = fullTable();
        assertThat(replaced(held)).as("MAX_NAMES names are kept").isFalse();
        assertThat(readNames(bytes("{\"" + held + "\": 1}"))).isSameAs(held);
        readNames(freshNames(1));
        assertThat(replaced(held)).as("one more replaces the table").isTrue();
    }

    @Test
    void aMessageWalkedToItsEndHandsItsNamesToTheTable() throws IOException {
        assertThat(releases(json -> {
            FieldCursor r = cursor(json);
            while (r.hasNextField()) {
                r.nextField();
            }
        })).isTrue();
    }

    @Test
    void aTreeReadWholeHandsItsNamesToTheTable() throws IOException {
        assertThat(releases(json -> assertThat(new JsonReader(IoBuffer.wrap(json)).readTree()).isNotNull()))
                .isTrue();
    }

    @Test
    void aTreeRefusedForContentAfterItsRootReleasesItsParser() throws IOException {
        assertThat(releases(json -> {
            byte[] more = bytes(new String(json, StandardCharsets.UTF_8) + " {}");
            assertThatThrownBy(() -> new JsonReader(IoBuffer.wrap(more)).readTree())
                    .isInstanceOf(YasFormatException.class).hasMessageContaining("more content");
        })).isTrue();
    }

    @Test
    void aMessageRefusedWhileWalkedReleasesItsParser() throws IOException {
        assertThat(releases(json -> {
            byte[] broken = bytes(new String(json, StandardCharsets.UTF_8).replace("}", "]"));
            FieldCursor r = cursor(broken);
            assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
            assertThat(r.nextField()).isEqualTo(DataType.INT);
            assertThatThrownBy(r::nextField).isInstanceOf(YasFormatException.class)
                    .hasMessageContaining("Unexpected close marker ']'");
        })).isTrue();
    }

    @Test
    void aCursorResetPartWayReleasesTheParserOfTheMessageItAbandons() throws IOException {
        assertThat(releases(json -> {
            FieldCursor r = cursor(json);
            assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
            assertThat(r.nextField()).isEqualTo(DataType.INT);
            assertThat(((JsonCursor) r).reset()).isSameAs(r); // as JsonCodec.reuseCursor does
        })).isTrue();
    }

    /** A parser kept at its message's end hands the names it added to the table then, as closing it would. */
    @Test
    void aParkedParsersNamesJoinTheTable() throws IOException {
        emptyTable();
        String held = readNames(freshNames(ParserFactory.MAX_NAMES - 1));
        byte[] json = freshNames(1);
        JsonParser parser = ParserFactory.parser(null, json, 0, json.length);
        tokens(parser);
        assertThat(ParserFactory.keep(parser)).as("128 names").isSameAs(parser);
        readNames(freshNames(1)); // the 129th, if the parked parser's name is in the table
        assertThat(replaced(held)).isTrue();
    }

    /**
     * A tripwire for a jackson upgrade: {@link MessageParser#restart} is written against the state jackson's UTF-8
     * byte parser holds (jackson-core 2.20 to 2.22 hold the same fields). A field added, removed or renamed there fails
     * this test, so that restart is checked against it before the upgrade lands.
     */
    @Test
    void restartKnowsEveryFieldOfJacksonsParser() {
        Set<String> fields = new TreeSet<>();
        for (Class<?> c = MessageParser.class.getSuperclass(); c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    fields.add(c.getSimpleName() + "." + f.getName());
                }
            }
        }
        // set by restart: input, position, counters, and what the last token leaves
        Set<String> restarted = Set.of("UTF8StreamJsonParser._inputBuffer", "ParserBase._inputPtr",
                "ParserBase._inputEnd", "ParserBase._currInputProcessed", "ParserBase._currInputRow",
                "ParserBase._currInputRowStart", "ParserBase._tokenInputTotal", "ParserBase._tokenInputRow",
                "ParserBase._tokenInputCol", "ParserBase._parsingContext", "ParserMinimalBase._currToken",
                "ParserMinimalBase._lastClearedToken", "ParserBase._nextToken", "ParserMinimalBase._tokenCount",
                "UTF8StreamJsonParser._tokenIncomplete", "ParserBase._numTypesValid", "ParserBase._nameCopied",
                "ParserBase._binaryValue");
        // kept: the parser's own settings, buffers and name table; or set by each token before it is read
        Set<String> kept = Set.of("JsonParser._features", "JsonParser._requestPayload",
                "ParserMinimalBase._streamReadConstraints", "ParserMinimalBase._trackMaxTokenCount",
                "ParserBase._ioContext", "ParserBase._closed", "ParserBase._textBuffer", "ParserBase._nameCopyBuffer",
                "ParserBase._byteArrayBuilder", "ParserBase._numberInt", "ParserBase._numberLong",
                "ParserBase._numberFloat", "ParserBase._numberDouble", "ParserBase._numberBigInt",
                "ParserBase._numberBigDecimal", "ParserBase._numberString", "ParserBase._numberIsNaN",
                "ParserBase._numberNegative", "ParserBase._intLength", "ParserBase._fractLength",
                "ParserBase._expLength", "JsonParserBase._objectCodec", "UTF8StreamJsonParser._symbols",
                "UTF8StreamJsonParser._quadBuffer", "UTF8StreamJsonParser._quad1",
                "UTF8StreamJsonParser._nameStartOffset", "UTF8StreamJsonParser._nameStartRow",
                "UTF8StreamJsonParser._nameStartCol", "UTF8StreamJsonParser._inputStream",
                "UTF8StreamJsonParser._bufferRecyclable");
        Set<String> known = new TreeSet<>(restarted);
        known.addAll(kept);
        assertThat(fields).isEqualTo(known);
    }

    /** {@return every token of {@code parser}'s message, with its offset, name and text, to the root's end} */
    private static List<String> tokens(JsonParser parser) throws IOException {
        List<String> out = new ArrayList<>();
        JsonToken t;
        do {
            t = parser.nextToken();
            out.add(t + " @" + parser.currentTokenLocation().getByteOffset() + " " + parser.currentName() + " "
                    + parser.getText() + " row " + parser.currentTokenLocation().getLineNr() + " column "
                    + parser.currentTokenLocation().getColumnNr() + " path "
                    + parser.getParsingContext().pathAsPointer(true));
        } while (t != null && !(t == JsonToken.END_OBJECT && parser.getParsingContext().inRoot()));
        return out;
    }

    @Test
    void aParserKeptAtItsMessagesEndReadsTheNextAsANewParserWould() throws IOException {
        emptyTable(); // a table left nearly full by another test would make the parser's own outgrow the bound
        byte[] first = bytes("{\"a\": \"x\",\n \"n\": 12345678901234567890}");
        JsonParser parser = ParserFactory.parser(null, first, 0, first.length);
        assertThat(parser).isInstanceOf(MessageParser.class);
        assertThat(tokens(parser)).hasSize(6);
        MessageParser kept = ParserFactory.keep(parser);
        assertThat(kept).isSameAs(parser);
        byte[] second = bytes("xyz {\"b\": [2.5, \"s\\u00e9\", true],\n \"c\": {\"d\": null}, \"a\": -1} ");
        JsonParser restarted = ParserFactory.parser(kept, second, 4, second.length - 4);
        assertThat(restarted).isSameAs(kept);
        List<String> expected = tokens(ParserFactory.parser(null, second, 4, second.length - 4));
        assertThat(tokens(restarted)).isEqualTo(expected).contains("FIELD_NAME @31 c c row 2 column 2 path /0/c");
    }

    /**
     * A parked parser keeps its text buffer for the next message (no round trip through jackson's recycler), one
     * segment of it after a long text. On a thread of its own: jackson's recycler is per thread.
     */
    @Test
    void aKeptParserKeepsItsTextBufferAndOneSegmentOfALongText() throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                keepsItsTextBuffer();
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        t.start();
        t.join();
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
    }

    private static void keepsItsTextBuffer() throws IOException {
        emptyTable(); // as above
        byte[] small = bytes("{\"a\": 12345, \"s\": \"short\"}");
        List<String> expected = tokens(ParserFactory.parser(null, small, 0, small.length));
        JsonParser parser = ParserFactory.parser(null, small, 0, small.length);
        tokens(parser);
        MessageParser kept = ParserFactory.keep(parser);
        char[] held = kept.heldText();
        assertThat(held).isNotNull();
        JsonParser again = ParserFactory.parser(kept, small, 0, small.length);
        assertThat(tokens(again)).isEqualTo(expected);
        assertThat(ParserFactory.keep(again).heldText()).as("the same buffer, not one from the recycler")
                .isSameAs(held);

        String text = "x".repeat(300_000);
        byte[] large = bytes("{\"s\": \"" + text + "\", \"n\": 7}");
        JsonParser big = ParserFactory.parser(kept, large, 0, large.length);
        assertThat(tokens(big)).contains("VALUE_STRING @6 s " + text + " row 1 column 7 path /0/s");
        assertThat(ParserFactory.keep(big)).isSameAs(kept);
        assertThat(kept.heldText()).as("one segment").isNotNull().hasSizeLessThanOrEqualTo(65_536);
        assertThat(tokens(ParserFactory.parser(kept, small, 0, small.length))).isEqualTo(expected);
    }

    @Test
    void aParserIsKeptOnlyAtItsMessagesEndAndRestartedOnlyOnPlainUtf8() throws IOException {
        emptyTable(); // as above
        byte[] json = bytes("{\"a\": {\"b\": 1}}");
        JsonParser halfway = ParserFactory.parser(null, json, 0, json.length);
        halfway.nextToken();
        halfway.nextToken();
        halfway.nextToken();
        assertThat(ParserFactory.keep(halfway)).as("inside the root").isNull();
        assertThat(halfway.isClosed()).isTrue();

        JsonParser whole = ParserFactory.parser(null, json, 0, json.length);
        tokens(whole);
        MessageParser kept = ParserFactory.keep(whole);
        assertThat(kept).isNotNull();
        byte[] utf16 = "{\"a\": 1}".getBytes(StandardCharsets.UTF_16BE);
        JsonParser other = ParserFactory.parser(kept, utf16, 0, utf16.length);
        assertThat(other).isNotSameAs(kept).isNotInstanceOf(MessageParser.class);
        assertThat(kept.isClosed()).isTrue();
        assertThat(ParserFactory.keep(other)).as("not a MessageParser").isNull();
    }

    @Test
    void aParserWhoseOwnTableOutgrowsTheBoundIsReleasedNotKept() throws IOException {
        byte[] many = freshNames(ParserFactory.MAX_NAMES + 1);
        JsonParser parser = ParserFactory.parser(null, many, 0, many.length);
        tokens(parser);
        assertThat(((MessageParser) parser).names()).isGreaterThan(ParserFactory.MAX_NAMES);
        assertThat(ParserFactory.keep(parser)).isNull();
        assertThat(parser.isClosed()).isTrue();
    }
}
