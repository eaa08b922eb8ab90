package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

import org.junit.jupiter.api.Test;

/**
 * {@link Protocol#detect} at its smallest inputs (docs/spec-yas.md §8: four bytes decide YaS and CmwLight), the
 * byte count its error names when the message does not start at 0, the protocols' properties, the built-in codecs
 * and the type table's bounds.
 */
class DetectionEdgeTest {

    @Test
    void fourBytesAreEnoughToDetectYasAndCmwLight() {
        assertThat(Protocol.detect(IoBuffer.wrap(new byte[] {-1, -1, -1, -1}))).isEqualTo(Protocol.YAS);
        assertThat(Protocol.detect(IoBuffer.wrap(new byte[] {1, 0, 0, 0}))).isEqualTo(Protocol.CMWLIGHT);
        assertThat(Protocol.detect(IoBuffer.wrap(new byte[] {7, 7, -1, -1, -1, -1}).position(2)))
                .isEqualTo(Protocol.YAS);
    }

    @Test
    void theBytesThatMatchNoneAreCountedFromThePosition() {
        IoBuffer b = IoBuffer.wrap(new byte[] {9, 9, 0, 0, 0, 0, 'h', 'i'}).position(2);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> Protocol.detect(b));
        assertThat(e.actual()).isEqualTo("6 bytes that match none");
        assertThat(e.offset()).isEqualTo(2);
        IoBuffer zeros = IoBuffer.wrap(new byte[] {9, 0, 0, 0, 0}).position(1);
        assertThat(catchThrowableOfType(YasFormatException.class, () -> Protocol.detect(zeros)).actual())
                .startsWith("4 zero bytes: did you flip() the buffer after writing?");
    }

    @Test
    void eachProtocolSaysHowItCarriesNumbersMetadataEnumsAndMaps() {
        assertThat(Protocol.YAS.isAvailable()).isTrue();
        assertThat(Protocol.CMWLIGHT.isAvailable()).isTrue();
        assertThat(Protocol.YAS.hasTypedNumbers()).isTrue();
        assertThat(Protocol.CMWLIGHT.hasTypedNumbers()).isTrue();
        assertThat(Protocol.JSON.hasTypedNumbers()).isFalse();
        assertThat(Protocol.YAS.hasMetadataByDefault()).isTrue();
        assertThat(Protocol.CMWLIGHT.hasMetadataByDefault()).isFalse();
        assertThat(Protocol.JSON.hasMetadataByDefault()).isFalse();
        assertThat(Protocol.CMWLIGHT.hasEnumsAsOrdinals()).isTrue();
        assertThat(Protocol.YAS.hasEnumsAsOrdinals()).isFalse();
        assertThat(Protocol.JSON.hasMapsAsObjects()).isTrue();
        assertThat(Protocol.YAS.hasMapsAsObjects()).isFalse();
    }

    @Test
    void theBuiltInCodecsNameTheirProtocolAndMakeAFreshCursorOnReuse() {
        assertThat(Protocol.YAS.codec().protocol()).isEqualTo(Protocol.YAS);
        assertThat(Protocol.CMWLIGHT.codec().protocol()).isEqualTo(Protocol.CMWLIGHT);
        IoBuffer b = new YasWriter(IoBuffer.allocate(64)).putHeaderInfo().put("x", 3).putEndMarker("").buffer()
                .flip();
        FieldCursor first = Protocol.YAS.codec().reuseCursor(null, b, ReadLimits.DEFAULT);
        assertThat(first.protocol()).isEqualTo(Protocol.YAS);
        first.readHeader();
        first.nextField();
        assertThat(first.findField("x")).isTrue();
        assertThat(first.getInt()).isEqualTo(3);
        b.position(0);
        FieldCursor again = Protocol.YAS.codec().reuseCursor(first, b, ReadLimits.DEFAULT);
        assertThat(again.readHeader().producer()).isEqualTo("YaS");
        assertThat(again.nextField()).isEqualTo(DataType.START_MARKER);
    }

    @Test
    void typeIdsOutsideTheByteReadAsUnknown() {
        assertThat(DataType.ofId(254)).isEqualTo(DataType.END_MARKER);
        assertThat(DataType.ofId(255)).isEqualTo(DataType.UNKNOWN);
        assertThat(DataType.ofId(256)).isEqualTo(DataType.UNKNOWN);
        assertThat(DataType.ofId(-1)).isEqualTo(DataType.UNKNOWN);
    }
}
