package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import org.junit.jupiter.api.Test;

/**
 * The dataSize a YaS header carries before its value or children are written ({@link YasWriter#initialSize}): a
 * START_MARKER's 0 until its END_MARKER patches it, a field opened with {@code putFieldHeader} -1 until
 * {@code updateDataEndMarker} patches it, a scalar's its primitive size.
 */
class HeaderInitialSizeTest {
    @Test
    void anOpenObjectHasSizeZeroUntilItsEnd() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        int start = w.buffer().position();
        w.putStartMarker(FieldDescription.of("o"));
        assertThat(w.buffer().getInt(start + 5)).isZero();
        w.put("x", 1);
        assertThat(w.buffer().getInt(start + 5)).as("its children written, its END not yet").isZero();
        w.putEndMarker(FieldDescription.of("o"));
        assertThat(w.buffer().getInt(start + 5)).as("the children: the INT field").isEqualTo(14 + 1 + 4);
    }

    @Test
    void aFieldOpenedForRawBytesHasSizeMinusOneUntilItIsClosed() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        int handle = w.putFieldHeader(FieldDescription.of("raw"), DataType.BYTE_ARRAY);
        assertThat(w.buffer().getInt(handle + 5)).isEqualTo(-1);
        w.buffer().putInt(1).putInt(2).putByte((byte) 7).putByte((byte) 8);
        w.updateDataEndMarker(handle);
        assertThat(w.buffer().getInt(handle + 5)).isEqualTo(10);
    }

    @Test
    void eachTypeStartsWithTheSizeItsHeaderIsWrittenWith() {
        assertThat(YasWriter.initialSize(DataType.DOUBLE)).isEqualTo(8);
        assertThat(YasWriter.initialSize(DataType.CHAR)).isEqualTo(1);
        assertThat(YasWriter.initialSize(DataType.START_MARKER)).isZero();
        assertThat(YasWriter.initialSize(DataType.END_MARKER)).isZero();
        for (DataType t : new DataType[] {DataType.STRING, DataType.INT_ARRAY, DataType.LIST, DataType.MAP,
            DataType.ENUM, DataType.OTHER}) {
            assertThat(YasWriter.initialSize(t)).as("%s", t).isEqualTo(-1);
        }
    }
}
