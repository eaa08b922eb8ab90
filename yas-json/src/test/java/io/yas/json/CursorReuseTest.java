package io.yas.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The JSON cursor reused message after message by one {@link IoClassSerialiser}: a message after a refused or
 * abandoned one reads as with a new cursor; offsets found without jackson's locations are the ones jackson says; an
 * unchanged string read in place is kept, not decoded.
 */
class CursorReuseTest {
    public static class Msg {
        int a;
        String s;
        String[] names;
        byte[] small;
        double[] d;
        Msg inner;
    }

    private static final String GOOD = "{\"a\": 1, \"s\": \"Γειά 😀\", \"names\": [\"x\", null, \"yé\"],"
            + " \"small\": [1, -2], \"d\": [0.5, 2], \"inner\": {\"a\": 2}}";

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Puts {@code message} into {@code buffer} from position 0, ready to read. */
    private static IoBuffer load(IoBuffer buffer, byte[] message) {
        buffer.clear();
        buffer.putBytes(message, 0, message.length);
        return buffer.flip();
    }

    private static void assertGood(Msg m) {
        assertThat(m.a).isEqualTo(1);
        assertThat(m.s).isEqualTo("Γειά 😀");
        assertThat(m.names).containsExactly("x", null, "yé");
        assertThat(m.small).containsExactly(1, -2);
        assertThat(m.d).containsExactly(0.5, 2.0);
        assertThat(m.inner.a).isEqualTo(2);
    }

    @Test
    void aMessageAfterARefusedOneReadsAsWithANewCursor() {
        IoBuffer buffer = IoBuffer.allocate(256);
        IoClassSerialiser s = new IoClassSerialiser(buffer);
        Msg inPlace = new Msg();
        String[] bad = {"{\"a\": 1, \"names\": [\"x\",", "{\"a\": 1 \"s\": 2}", "{\"a\": 1} x", "{\"a\": \"one\"}",
            "{\"small\": [1, 300]}", "{\"s\": \"\u0001\"}", "{\"inner\": {\"a\": [1]}}", "{\"names\": [\"x\", 1.5]}",
            "{\"zz\": \"\\uZZZZ\"}", "{\"s\": 5}"};
        load(buffer, utf8(GOOD));
        for (String text : bad) {
            assertGood(s.deserialise(Msg.class));
            load(buffer, utf8(GOOD));
            assertGood(s.deserialise(inPlace));
            load(buffer, utf8(text));
            YasFormatException reused = catchThrowableOfType(YasFormatException.class,
                    () -> s.deserialise(Msg.class));
            YasFormatException fresh = catchThrowableOfType(YasFormatException.class,
                    () -> new IoClassSerialiser(IoBuffer.wrap(utf8(text))).deserialise(Msg.class));
            assertThat(reused).as(text).isNotNull();
            assertThat(reused.getMessage()).as(text).isEqualTo(fresh.getMessage());
            load(buffer, utf8(GOOD));
        }
    }

    @Test
    void aMessageAfterOneAbandonedPartWayReadsAsNew() {
        IoBuffer buffer = load(IoBuffer.allocate(256), utf8(GOOD));
        FieldCursor first = Protocol.JSON.codec().reuseCursor(null, buffer, ReadLimits.DEFAULT);
        first.readHeader();
        first.nextField();
        assertThat(first.nextField()).isEqualTo(DataType.INT);
        assertThat(first.nextField()).isEqualTo(DataType.STRING); // left unread, with the parser inside the root
        FieldCursor again = Protocol.JSON.codec().reuseCursor(first, buffer, ReadLimits.DEFAULT);
        assertThat(again).isSameAs(first);
        assertThat(again.hasNextField()).isFalse();
        again.readHeader();
        assertThat(again.nextField()).isEqualTo(DataType.START_MARKER);
        assertThat(again.depth()).isEqualTo(1);
        assertThat(again.nextField()).isEqualTo(DataType.INT);
        assertThat(again.getInt()).isEqualTo(1);
        assertThat(Protocol.JSON.codec().reuseCursor(first, buffer, new ReadLimits(8))).isNotSameAs(first);
        assertThat(Protocol.JSON.codec().reuseCursor(first, IoBuffer.wrap(utf8(GOOD)), ReadLimits.DEFAULT))
                .isNotSameAs(first);
    }

    @Test
    void memberOffsetsAreTheOnesJacksonSays() throws IOException {
        byte[] bytes = utf8("{ \"a\\\"b\\\\\" :\t\"x\" , \"c\\\\\\\"\":[1,{\"q\":2}],\n\"é\\\\\" \r\n: {\"\" : true},"
                + " \"\\\"\": null, \"\\u0041\":\"\\\"\" }  ");
        List<Integer> jackson = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME || t == JsonToken.END_OBJECT) {
                    jackson.add((int) p.currentTokenLocation().getByteOffset());
                } else if (t == JsonToken.START_ARRAY) {
                    p.skipChildren();
                }
            }
        }
        List<Integer> cursor = new ArrayList<>();
        FieldCursor r = Protocol.JSON.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField();
        while (r.hasNextField()) {
            r.nextField();
            cursor.add(r.fieldStart());
        }
        assertThat(cursor).hasSize(8).isEqualTo(jackson);
    }

    @Test
    void unchangedStringsReadInPlaceAreKept() {
        Msg m = new Msg();
        m.s = new String("Γειά 😀");
        m.names = new String[] {new String("x"), "old", new String("yé")};
        String s = m.s;
        String[] names = m.names;
        String x = names[0];
        String ye = names[2];
        new IoClassSerialiser(IoBuffer.wrap(utf8(GOOD))).deserialise(m);
        assertThat(m.s).isSameAs(s);
        assertThat(m.names).isSameAs(names).containsExactly("x", null, "yé");
        assertThat(m.names[0]).isSameAs(x);
        assertThat(m.names[2]).isSameAs(ye);

        m.s = "A\"";
        new IoClassSerialiser(IoBuffer.wrap(utf8("{\"s\": \"\\u0041\\\"\"}"))).deserialise(m); // escaped: decoded
        assertThat(m.s).isEqualTo("A\"");
        m.s = "ab";
        new IoClassSerialiser(IoBuffer.wrap(utf8("{\"s\": \"abc\"}"))).deserialise(m);
        assertThat(m.s).isEqualTo("abc");
        new IoClassSerialiser(IoBuffer.wrap(utf8("{\"s\": \"a\"}"))).deserialise(m);
        assertThat(m.s).isEqualTo("a");
        m.s = "\uD83D"; // an unpaired surrogate is never equal to bytes
        new IoClassSerialiser(IoBuffer.wrap(utf8("{\"s\": \"x\"}"))).deserialise(m);
        assertThat(m.s).isEqualTo("x");
    }

    @Test
    void anUnchangedStringWithBadBytesIsStillRefused() {
        Msg m = new Msg();
        m.s = "a\u0001b";
        byte[] control = utf8("{\"s\": \"a\u0001b\"}");
        assertThat(catchThrowableOfType(YasFormatException.class,
                () -> new IoClassSerialiser(IoBuffer.wrap(control)).deserialise(m))).isNotNull();
        m.s = "ab";
        byte[] truncated = utf8("{\"s\": \"ab");
        assertThat(catchThrowableOfType(YasFormatException.class,
                () -> new IoClassSerialiser(IoBuffer.wrap(truncated)).deserialise(m))).isNotNull();
    }

    public static class Listed {
        int a;
        List<String> names;
    }

    @Test
    void aCompactWriterReusedAfterAFailedMessageWritesAsNew() {
        Listed good = new Listed();
        good.a = 2;
        good.names = List.of("y", "é");
        Listed bad = new Listed();
        bad.names = Arrays.asList("x", null);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(8)).setProtocol(Protocol.JSON);
        s.serialise(good);
        byte[] expected = s.buffer().flip().toByteArray();
        assertThat(new String(expected, StandardCharsets.UTF_8)).isEqualTo("{\"a\":2,\"names\":[\"y\",\"é\"]}");
        for (int i = 0; i < 3; i++) {
            s.buffer().clear();
            assertThat(catchThrowableOfType(RuntimeException.class, () -> s.serialise(bad))).isNotNull();
            s.buffer().clear();
            s.serialise(good);
            assertThat(s.buffer().flip().toByteArray()).isEqualTo(expected);
            s.buffer().clear();
            s.serialise(good);
            s.serialise(good); // appended: the messages follow each other with nothing between
            assertThat(s.buffer().flip().toByteArray()).hasSize(2 * expected.length)
                    .startsWith(expected).endsWith(expected);
        }
    }

    /** UTF-16 goes through jackson's encoding detection (the UTF-8 parser is made directly only for UTF-8). */
    @Test
    void utf16GoesThroughJacksonsDetectionAndIsRefusedAsBefore() {
        String json = "{\"a\": 1}";
        for (byte[] bytes : new byte[][] {json.getBytes(StandardCharsets.UTF_16LE),
            json.getBytes(StandardCharsets.UTF_16BE)}) {
            YasFormatException e = catchThrowableOfType(YasFormatException.class,
                    () -> new IoClassSerialiser(IoBuffer.wrap(bytes)).deserialise(Msg.class));
            assertThat(e).isNotNull(); // its byte offsets unknown (LE), or misread after 0x00 padding (BE)
        }
    }

    @Test
    void anUnreadStringIsHeldToTheLimitsOfARead() {
        byte[] json = utf8("{\"zz\": \"" + "x".repeat(20_000_001) + "\", \"a\": 1}");
        YasFormatException e = catchThrowableOfType(YasFormatException.class,
                () -> new IoClassSerialiser(IoBuffer.wrap(json)).deserialise(Msg.class));
        assertThat(e.path()).isEqualTo("$.zz");
        assertThat(e.actual()).startsWith("String value length (20000001) exceeds the maximum allowed (20000000");
    }

    @Test
    void aStringsSizeIsItsBytesWhetherDecodedOrNot() {
        for (boolean decode : new boolean[] {false, true}) {
            JsonCursor r = new JsonCursor(IoBuffer.wrap(utf8("{\"s\": \"aé\", \"t\": 1}")), ReadLimits.DEFAULT);
            r.readHeader();
            r.nextField();
            r.nextField();
            assertThat(decode ? r.getString() : r.getString("aé")).isEqualTo("aé");
            assertThat(r.dataSize()).isEqualTo(5);
            assertThat(r.nextField()).isEqualTo(DataType.INT);
            assertThat(r.fieldStart()).isEqualTo(13);
        }
    }
}
