package io.yas.wire;

import static io.yas.wire.WireBytes.concat;
import static io.yas.wire.WireBytes.field;
import static io.yas.wire.WireBytes.ints;
import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * The terminator byte of a field name is skipped without being checked (docs/spec-yas.md §2.2), also where the
 * {@code putCustomData} framing compares the END_MARKER's name with the OTHER field's.
 */
class NameTerminatorTest {
    private static final byte[] ROOT = field(DataType.START_MARKER, null, 9, 0, new byte[0]);
    private static final byte[] END = field(DataType.END_MARKER, null, 9, 0, new byte[0]);

    @Test
    void theFramingEndIsMatchedByItsNameWhateverItsTerminatorByte() {
        byte[] other = field(DataType.OTHER, "c", 2, new byte[] {1, 2});
        byte[] b = concat(ROOT, other, field(DataType.END_MARKER, "c", 0, new byte[0]),
                field(DataType.INT, "after", 4, ints(5)), END);
        b[ROOT.length + other.length + 13 + 1] = 'x'; // the terminator of the framing END's name "c"
        YasReader r = new YasReader(IoBuffer.wrap(b));
        r.nextField();
        assertThat(r.nextField()).isEqualTo(DataType.OTHER);
        assertThat(r.isCustomDataFramed()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("after");
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isZero();
    }

    @Test
    void aFieldNameIsReadWithoutItsTerminatorByte() {
        byte[] b = field(DataType.INT, "abc", 4, ints(5));
        b[13 + 3] = 'x';
        YasReader r = new YasReader(IoBuffer.wrap(b));
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("abc");
        assertThat(r.getInt()).isEqualTo(5);
    }
}
