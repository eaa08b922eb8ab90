package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static io.yas.wire.WireBytes.strings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * START/END marker handling of {@link YasReader}: the END of an object opened by {@code nextFieldIs}, recognised by
 * its template, gives the state a parsed END gives and nothing else passes for it; {@code putCustomData} framing
 * (an OTHER field followed by an END of the same name, docs/spec-yas.md) is taken only when that END is whole and
 * within the bytes; {@code seek} moves the cursor within {@code [0, limit]}.
 */
class MarkerFramingTest {
    /** A nameless START_MARKER (9 bytes, size 0), the root of the hand-made messages. */
    private static final byte[] ROOT = field(DataType.START_MARKER, null, 9, 0, new byte[0]);
    /** A nameless END_MARKER (9 bytes). */
    private static final byte[] END = field(DataType.END_MARKER, null, 9, 0, new byte[0]);

    // ------------------------------------------------------------------------- END of a template-opened object

    @Test
    void anObjectNamedLikeItsParentIsOpenedNotTakenForTheParentsEnd() {
        FieldDescription a = FieldDescription.of("a");
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        w.putHeaderInfo().putStartMarker(a).putStartMarker(a).putEndMarker(a).putEndMarker(a).putEndMarker("");
        byte[] b = w.buffer().flip().toByteArray();
        YasReader fast = new YasReader(IoBuffer.wrap(b));
        fast.readHeader();
        fast.nextField();
        assertThat(fast.nextFieldIs(a, DataType.START_MARKER)).isTrue();
        assertThat(fast.nextField()).isEqualTo(DataType.START_MARKER); // the inner "a", empty: size 0 as an END's
        assertThat(fast.depth()).isEqualTo(3);
        assertThat(fast.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(fast.depth()).isEqualTo(2);
        assertThat(fast.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(fast.depth()).isEqualTo(1);
        assertThat(fast.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(fast.depth()).isZero();
        assertThat(fast.nextOffset()).isEqualTo(b.length);
    }

    @Test
    void anEndOfTheTemplatesNameWithADataSizeIsParsedWithItsSize() {
        FieldDescription a = FieldDescription.of("a");
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.setWriteMetadata(false);
        // "z" = 0 last in the object: the four bytes before the END's dataSize field are zeros
        w.putHeaderInfo().putStartMarker(a).put("z", 0).putEndMarker(a).putEndMarker("");
        byte[] b = w.buffer().flip().toByteArray();
        YasReader fast = new YasReader(IoBuffer.wrap(b));
        fast.readHeader();
        fast.nextField();
        assertThat(fast.nextFieldIs(a, DataType.START_MARKER)).isTrue();
        assertThat(fast.nextField()).isEqualTo(DataType.INT);
        int end = fast.nextOffset();
        b[end + 5] = 2; // the END's dataSize: 2 bytes, of the root END header that follows
        YasReader plain = new YasReader(IoBuffer.wrap(b));
        plain.readHeader();
        plain.nextField();
        plain.nextField();
        plain.nextField();
        assertThat(fast.nextField()).isEqualTo(plain.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(new int[] {fast.fieldStart(), fast.dataStart(), fast.dataSize(), fast.nextOffset(), fast.depth()})
                .containsExactly(end, end + 15, 2, end + 17, 1)
                .containsExactly(plain.fieldStart(), plain.dataStart(), plain.dataSize(), plain.nextOffset(),
                        plain.depth());
    }

    // --------------------------------------------------------------------------------- putCustomData framing

    @Test
    void anOtherFieldEndingTheBytesIsNotFramed() {
        byte[] b = field(DataType.OTHER, "c", 4, new byte[] {1, 2, 3, 4});
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.OTHER);
        assertThat(r.isCustomDataFramed()).isFalse();
        assertThat(r.getCustom()).isEqualTo(new CustomValue(null, null, 15, 4));
        assertThat(r.nextOffset()).isEqualTo(b.length);
        assertThat(r.hasNextField()).isFalse();
    }

    @Test
    void aFramingEndThatEndsTheBytesIsTaken() {
        byte[] payload = concat(strings("my.Type", ""), new byte[] {7});
        byte[] b = concat(field(DataType.OTHER, "c", payload.length, payload), field(DataType.END_MARKER, "c", 0,
                new byte[0]));
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.OTHER);
        assertThat(r.isCustomDataFramed()).isTrue();
        assertThat(r.nextOffset()).isEqualTo(b.length);
        assertThat(r.getCustom()).isEqualTo(new CustomValue("my.Type", "", 15 + payload.length - 1, 1));
        assertThat(r.depth()).isZero();
    }

    @Test
    void aFramingEndWithADataSizeIsSkippedWhole() {
        byte[] b = concat(ROOT, field(DataType.OTHER, "c", 2, new byte[] {1, 2}),
                field(DataType.END_MARKER, "c", 2, new byte[] {9, 9}),
                field(DataType.INT, "after", 4, new byte[] {5, 0, 0, 0}), END);
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        r.nextField();
        assertThat(r.isCustomDataFramed()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("after");
        assertThat(r.getInt()).isEqualTo(5);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isZero();
    }

    @Test
    void anEndOfAnotherNameOfTheSameLengthIsNotTheFraming() {
        byte[] b = concat(ROOT, field(DataType.OTHER, "abc", 2, new byte[] {1, 2}),
                field(DataType.END_MARKER, "abd", 0, new byte[0]), END);
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        r.nextField();
        assertThat(r.isCustomDataFramed()).isFalse();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.name()).isEqualTo("abd");
        assertThat(r.depth()).isZero();
    }

    @Test
    void anEndWhoseNameRunsIntoItsDataIsNotTheFramingAndIsRefused() {
        byte[] other = field(DataType.OTHER, "abc", 2, new byte[] {1, 2});
        // "abc" with its length and NUL takes 8 bytes after the fixed 9: a dataStartOffset of 16 is one short
        byte[] b = concat(ROOT, other, field(DataType.END_MARKER, "abc", 16, 0, new byte[0]), END);
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        r.nextField();
        assertThat(r.isCustomDataFramed()).isFalse();
        assertRefused(r::nextField, b, "YaS", ROOT.length + other.length + 9, "$", "a field name length in 1..3",
                "4");
    }

    @Test
    void anEndWhoseDataRunsPastTheBytesIsNotTheFramingAndIsRefused() {
        byte[] other = field(DataType.OTHER, "c", 2, new byte[] {1, 2});
        byte[] b = concat(ROOT, other, field(DataType.END_MARKER, "c", 10, new byte[0]), END); // 9 bytes follow
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        r.nextField();
        assertThat(r.isCustomDataFramed()).isFalse();
        assertRefused(r::nextField, b, "YaS", ROOT.length + other.length + 5, "$",
                "field data of 10 bytes within the remaining 9 bytes", "a length that runs past the end");
    }

    // ------------------------------------------------------------------------------------------------ seek

    @Test
    void seekMovesWithinTheBytesAndTheFieldAtByteZeroHasItsPath() {
        byte[] x = field(DataType.INT, "x", 4, new byte[] {3, 0, 0, 0});
        byte[] b = concat(x, field(DataType.START_MARKER, "o", 0, new byte[0]), field(DataType.END_MARKER, "o", 0,
                new byte[0]));
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.seek(x.length);
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        r.seek(0);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.fieldStart()).isZero();
        assertThat(r.path()).isEqualTo("$.x"); // inside the object opened first, which is the root
        r.seek(b.length);
        assertThat(r.hasNextField()).isFalse();
        assertThatThrownBy(() -> r.seek(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("headerOffset out of [0, limit=" + b.length + "]: -1");
        assertThatThrownBy(() -> r.seek(b.length + 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("headerOffset out of [0, limit=" + b.length + "]: " + (b.length + 1));
    }
}
