package io.yas.buffer;

import static io.yas.testing.FormatErrors.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Strict UTF-8 ({@link IoBuffer#setStrictUtf8}, RFC 3629) at every boundary of the rule: the first and last lead
 * byte of each sequence length, the smallest code point of each length (no overlong form), the code points around
 * the surrogates and U+10FFFF. Each string also holds U+FFFD, which sends even valid text through the strict check
 * (text without it is valid whenever the JDK decoded it without replacement).
 */
class StrictUtf8Test {
    /** U+FFFD as UTF-8: present in every case. */
    private static final String REPLACEMENT = "efbfbd";

    static Stream<Arguments> valid() {
        return Stream.of(
                Arguments.of("c280", "\u0080"), // smallest 2-byte, lead C2
                Arguments.of("dfbf", "\u07FF"), // largest 2-byte, lead DF
                Arguments.of("e0a080", "\u0800"), // smallest 3-byte, lead E0
                Arguments.of("ed9fbf", "\uD7FF"), // below the surrogates
                Arguments.of("ee8080", "\uE000"), // above the surrogates
                Arguments.of("efbfbf", "\uFFFF"), // largest 3-byte, lead EF
                Arguments.of("f0908080", "\uD800\uDC00"), // U+10000, smallest 4-byte, lead F0
                Arguments.of("f48fbfbf", "\uDBFF\uDFFF"), // U+10FFFF, largest, lead F4
                Arguments.of("41c3a9e282acf09d849e", "A\u00E9\u20AC\uD834\uDD1E")); // one of each length
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("c080", "overlong NUL, lead C0"),
                Arguments.of("c1bf", "overlong, lead C1"),
                Arguments.of("e09fbf", "overlong 3-byte form of U+07FF"),
                Arguments.of("eda080", "surrogate U+D800"),
                Arguments.of("edbfbf", "surrogate U+DFFF"),
                Arguments.of("f08fbfbf", "overlong 4-byte form of U+FFFF"),
                Arguments.of("f4908080", "U+110000, above the range"),
                Arguments.of("f5808080", "lead F5"),
                Arguments.of("80", "a lone continuation byte"),
                Arguments.of("e228a1", "a lead byte followed by ASCII"),
                Arguments.of("c3", "a sequence cut by the string's end"),
                Arguments.of("f09d84", "a 4-byte sequence cut by the string's end"));
    }

    /** A string field: int32 byte count including the NUL, the bytes, the NUL. */
    private static byte[] string(String utf8Hex) {
        byte[] text = HexFormat.of().parseHex(REPLACEMENT + utf8Hex);
        IoBuffer b = IoBuffer.allocate(8 + text.length);
        b.putInt(text.length + 1).putBytes(text, 0, text.length).putByte((byte) 0);
        return b.flip().toByteArray();
    }

    static Stream<Arguments> backingsAnd(Stream<Arguments> cases) {
        return cases.flatMap(c -> IoBufferBacking.all().stream().map(b -> Arguments.of(b, c.get()[0], c.get()[1])));
    }

    static Stream<Arguments> validOnEveryBacking() {
        return backingsAnd(valid());
    }

    static Stream<Arguments> malformedOnEveryBacking() {
        return backingsAnd(malformed());
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("validOnEveryBacking")
    void validTextReadsTheSameStrictOrNot(IoBufferBacking backing, String utf8Hex, String text) {
        byte[] bytes = string(utf8Hex);
        for (boolean strict : new boolean[] {true, false}) {
            IoBuffer b = backing.over(bytes).buf.setStrictUtf8(strict);
            assertThat(b.getString()).isEqualTo("\uFFFD" + text);
            assertThat(b.position()).isEqualTo(bytes.length);
        }
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("malformedOnEveryBacking")
    void malformedTextIsRefusedStrictAndReadAsIsoOtherwise(IoBufferBacking backing, String utf8Hex, String why) {
        byte[] bytes = string(utf8Hex);
        int count = bytes.length - 5;
        IoBuffer strict = backing.over(bytes).buf.setStrictUtf8(true);
        assertRefused(strict::getString, bytes, "IoBuffer", 4, "",
                "a valid UTF-8 string of " + count + " bytes (strict UTF-8 is on)", "malformed UTF-8");
        assertThat(strict.position()).as(why).isZero();

        IoBuffer lenient = backing.over(bytes).buf;
        assertThat(lenient.getString()).as(why).isEqualTo(new String(bytes, 4, count,
                java.nio.charset.StandardCharsets.ISO_8859_1));
    }
}
