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
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import static io.yas.json.JsonCursorTest.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every way a message ends releases its parser, whose new member names then join the factory's shared table; a
 * release that leaves more than {@link ParserFactory#MAX_NAMES} names there replaces the table by an empty one. Seen
 * from outside: a name in the table is the same {@code String} message after message, one of a replaced table is not.
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

    /** Reads the names of {@code json} with a parser of the factory, then releases it; {@return its first name} */
    private static String readNames(byte[] json) throws IOException {
        JsonParser parser = ParserFactory.parser(json, 0, json.length);
        String first = null;
        for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
            if (t == JsonToken.FIELD_NAME && first == null) {
                first = parser.currentName();
            }
        }
        ParserFactory.release(parser);
        return first;
    }

    /** Leaves the table with exactly MAX_NAMES names; {@return one of them, as the table holds it} */
    private static String fullTable() throws IOException {
        readNames(freshNames(2 * ParserFactory.MAX_NAMES)); // past the bound: the next table starts empty
        return readNames(freshNames(ParserFactory.MAX_NAMES));
    }

    /** {@return whether the table that held {@code held} was replaced since} (read with a parser of its own) */
    private static boolean replaced(String held) throws IOException {
        return readNames(bytes("{\"" + held + "\": 0}")) != held;
    }

    /** {@return whether a message of one new name, read by {@code read}, had its parser released} */
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
    void aMessageWalkedToItsEndReleasesItsParser() throws IOException {
        assertThat(releases(json -> {
            FieldCursor r = cursor(json);
            while (r.hasNextField()) {
                r.nextField();
            }
        })).isTrue();
    }

    @Test
    void aTreeReadWholeReleasesItsParser() throws IOException {
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
}
