package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import static io.yas.json.JsonCursorTest.bytes;
import static io.yas.json.JsonCursorTest.open;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Strings the cursor refuses even where it would not decode them: one cut off by the message's end, wherever the
 * message lies, and one longer than jackson's 20,000,000 characters (docs/errors.md 4.3), compared with
 * {@code getString(current)} or left unread.
 */
class StringRefusalTest {
    private static final int MAX_STRING = 20_000_000;

    @Test
    void aStringCutOffByTheMessagesEndIsRefusedWhenComparedWithAnEqualOneWhereverTheMessageLies() {
        byte[] json = bytes("{\"s\": \"abc");
        for (JsonReaderTest.Backing backing : JsonReaderTest.Backing.values()) {
            IoBuffer buffer = backing.hold(json, 7);
            FieldCursor r = Protocol.JSON.newCursor(buffer, ReadLimits.DEFAULT);
            r.readHeader();
            assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
            assertThat(r.nextField()).as("%s", backing).isEqualTo(DataType.STRING);
            YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> r.getString("abc"));
            assertThat(e).as("%s", backing).isNotNull();
            assertThat(e.offset()).isEqualTo(7 + json.length);
            assertThat(e.path()).isEqualTo("$.s");
            assertThat(e.actual()).isEqualTo("Unexpected end-of-input in VALUE_STRING");
        }
    }

    @Test
    void aStringLongerThanTheLimitIsRefusedWhenComparedWithAnEqualOne() {
        String tooLong = "x".repeat(MAX_STRING + 1);
        FieldCursor r = open("{\"s\": \"" + tooLong + "\"}");
        assertThat(r.nextField()).isEqualTo(DataType.STRING);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> r.getString(tooLong));
        assertThat(e).isNotNull();
        assertThat(e.path()).isEqualTo("$.s");
        assertThat(e.actual()).contains("String value length (20000001) exceeds the maximum allowed (20000000");
    }

    @Test
    void aStringLongerThanTheLimitIsRefusedWhenNobodyReadsIt() {
        FieldCursor r = open("{\"s\": \"" + "x".repeat(MAX_STRING + 1) + "\", \"after\": 1}");
        assertThat(r.nextField()).isEqualTo(DataType.STRING);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, r::nextField);
        assertThat(e).isNotNull();
        assertThat(e.path()).isEqualTo("$.s");
        assertThat(e.actual()).contains("String value length (20000001) exceeds the maximum allowed (20000000");
    }

    @Test
    void aStringOfExactlyTheLimitIsTheCallersOwnWhenUnchanged() {
        String longest = "x".repeat(MAX_STRING);
        FieldCursor r = open("{\"s\": \"" + longest + "\"}");
        assertThat(r.nextField()).isEqualTo(DataType.STRING);
        assertThat(r.getString(longest)).isSameAs(longest);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
    }
}
