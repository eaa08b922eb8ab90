package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The reads of {@link YasReader} that walk the layout a writer writes without moving the cursor: each recognises the
 * writer's bytes and answers -1 for anything else (other framing, counts that cannot fit, truncation), never throws
 * and allocates nothing for a hostile count (docs/spec-yas.md §5.3, §5.4, §6.1); and {@link YasReader#fieldAt}, which
 * makes a field so recognised the current one.
 */
class ExpectedLayoutTest {
    private static final int START = DataType.START_MARKER.id();
    private static final int END = DataType.END_MARKER.id();

    /** {@code [1][n][n][LIST][OTHER]["T"][""]} then {@code n} empty element objects; the data starts at 0. */
    private static IoBuffer elements(int n) {
        IoBuffer b = IoBuffer.allocate(64).putInt(1).putInt(n).putInt(n);
        b.putByte((byte) DataType.LIST.id()).putByte((byte) DataType.OTHER.id()).putString("T").putString("");
        for (int i = 0; i < n; i++) {
            element(b);
        }
        return b.flip();
    }

    /** An element object with no fields: START_MARKER and END_MARKER without a name, sizes 0. */
    private static void element(IoBuffer b) {
        b.putByte((byte) START).putInt(14).putInt(0).putInt(1).putByte((byte) 0);
        b.putByte((byte) END).putInt(14).putInt(0).putInt(1).putByte((byte) 0);
    }

    @Test
    void aCollectionOfObjectsIsRecognisedElementByElement() {
        IoBuffer b = elements(2);
        YasReader y = new YasReader(b);
        int end = b.limit();
        int first = y.objectElementsAt(0, end);
        assertThat(first).isEqualTo(12 + 2 + 6 + 5);
        assertThat(y.objectCountAt(0)).isEqualTo(2);
        int fields = y.elementAt(first);
        assertThat(fields).as("no fields: the END follows the START").isEqualTo(first + 14);
        int second = y.afterElement(fields);
        assertThat(second).isEqualTo(first + 28);
        assertThat(y.afterElement(y.elementAt(second))).isEqualTo(end);
        assertThat(y.elementAt(fields)).as("an END is no START").isEqualTo(-1);
        assertThat(y.afterElement(first)).as("a START is no END").isEqualTo(-1);
        assertThat(y.objectElementsAt(0, 0)).isEqualTo(-1);
        assertThat(b.position()).as("nothing moved").isZero();
    }

    @Test
    void otherFramingOrCountsThatCannotFitAreNotTaken() {
        YasReader twoDims = new YasReader(elements(1).putInt(0, 2));
        assertThat(twoDims.objectElementsAt(0, twoDims.buffer().limit())).isEqualTo(-1);
        YasReader counts = new YasReader(elements(1).putInt(8, 2));
        assertThat(counts.objectElementsAt(0, counts.buffer().limit())).as("n and n differ").isEqualTo(-1);
        YasReader hostile = new YasReader(elements(1).putInt(4, 1_000_000).putInt(8, 1_000_000));
        assertThat(hostile.objectElementsAt(0, hostile.buffer().limit())).as("a million objects in 28 bytes")
                .isEqualTo(-1);
        YasReader negative = new YasReader(elements(0).putInt(4, -1).putInt(8, -1));
        assertThat(negative.objectElementsAt(0, negative.buffer().limit())).isEqualTo(-1);
        YasReader notObjects = new YasReader(elements(1).putByte(13, (byte) DataType.INT.id()));
        assertThat(notObjects.objectElementsAt(0, notObjects.buffer().limit())).as("elements not OTHER")
                .isEqualTo(-1);
        IoBuffer longName = elements(1);
        YasReader name = new YasReader(longName.putInt(14, 500));
        assertThat(name.objectElementsAt(0, longName.limit())).as("a type name past the end").isEqualTo(-1);
        YasReader truncated = new YasReader(elements(1));
        assertThat(truncated.objectElementsAt(0, 20)).as("the names cut off").isEqualTo(-1);
        YasReader three = new YasReader(elements(2).putInt(4, 3).putInt(8, 3));
        assertThat(three.objectElementsAt(0, three.buffer().limit())).as("three objects in the bytes of two")
                .isEqualTo(-1);
        IoBuffer empty = elements(0);
        YasReader none = new YasReader(empty);
        assertThat(none.objectElementsAt(0, empty.limit())).as("an empty collection").isEqualTo(empty.limit());
        assertThat(none.objectCountAt(0)).isZero();
    }

    @Test
    void theFramingIsFoundWhereverTheDataStarts() {
        IoBuffer list = shifted(elements(2), 3);
        YasReader y = new YasReader(list);
        assertThat(y.objectElementsAt(3, list.limit())).isEqualTo(3 + 25);
        assertThat(y.objectCountAt(3)).isEqualTo(2);
        assertThat(y.objectElementsAt(3, list.limit() - 1)).as("the last object cut off").isEqualTo(-1);
        IoBuffer map = shifted(stringMap(), 7);
        YasReader m = new YasReader(map);
        assertThat(m.stringKeysAt(7, map.limit())).isEqualTo(7 + 25);
        IoBuffer many = shifted(stringMap().putInt(4, 18).putInt(8, 18).putInt(17, 18).putInt(21, 18), 7);
        assertThat(new YasReader(many).stringKeysAt(7, many.limit())).as("18 keys: 90 bytes, 81 remain")
                .isEqualTo(-1);
    }

    /** {@code b}'s bytes after {@code by} zero bytes. */
    private static IoBuffer shifted(IoBuffer b, int by) {
        byte[] bytes = b.toByteArray();
        IoBuffer out = IoBuffer.allocate(by + bytes.length);
        for (int i = 0; i < by; i++) {
            out.putByte((byte) 0);
        }
        return out.putBytes(bytes, 0, bytes.length).flip();
    }

    @Test
    void aFieldsDataEndsWithinWhatRemains() {
        FieldDescription s = new FieldDescription("s", null, null, null, 0);
        IoBuffer b = IoBuffer.allocate(64);
        b.putBytes(s.yasHeader(DataType.STRING), 0, s.yasHeader(DataType.STRING).length).putString("abc").flip();
        int data = s.yasHeader(DataType.STRING).length;
        b.putInt(5, b.limit() - data); // dataSize: every byte that remains
        YasReader y = new YasReader(b);
        assertThat(y.dataEnd(0, YasReader.expectedHeader(s, DataType.STRING))).isEqualTo(b.limit());
        b.putInt(5, b.limit() - data + 1);
        assertThat(y.dataEnd(0, YasReader.expectedHeader(s, DataType.STRING))).as("one byte past the limit")
                .isEqualTo(-1);
        b.putInt(5, -1);
        assertThat(y.dataEnd(0, YasReader.expectedHeader(s, DataType.STRING))).isEqualTo(-1);
        b.putInt(5, 0);
        assertThat(y.dataEnd(0, YasReader.expectedHeader(s, DataType.STRING))).as("no data").isEqualTo(data);
    }

    /** {@code [1][2][2][STRING][1][2][2]["a"]["bc"][OTHER]["T"][""]} then two empty element objects. */
    private static IoBuffer stringMap() {
        IoBuffer b = IoBuffer.allocate(128).putInt(1).putInt(2).putInt(2).putByte((byte) DataType.STRING.id());
        b.putInt(1).putInt(2).putInt(2).putString("a").putString("bc");
        b.putByte((byte) DataType.OTHER.id()).putString("T").putString("");
        element(b);
        element(b);
        return b.flip();
    }

    @Test
    void aMapFromStringsToObjectsIsRecognisedKeyByKey() {
        IoBuffer b = stringMap();
        YasReader y = new YasReader(b);
        int end = b.limit();
        int key = y.stringKeysAt(0, end);
        assertThat(key).isEqualTo(25);
        assertThat(y.objectCountAt(0)).isEqualTo(2);
        int second = y.stringEnd(key, end);
        assertThat(y.stringIn(key, second, null)).isEqualTo("a");
        int keysEnd = y.stringEnd(second, end);
        assertThat(y.stringIn(second, keysEnd, null)).isEqualTo("bc");
        int values = y.objectValuesAt(keysEnd, end, 2);
        assertThat(y.afterElement(y.elementAt(values))).isEqualTo(values + 28);
        assertThat(y.objectValuesAt(keysEnd, end, 3)).as("a third value cannot fit").isEqualTo(-1);
        assertThat(y.objectValuesAt(key, end, 2)).as("not the type names").isEqualTo(-1);

        assertThat(new YasReader(stringMap().putByte(12, (byte) DataType.INT.id())).stringKeysAt(0, end))
                .as("int keys").isEqualTo(-1);
        assertThat(new YasReader(stringMap().putInt(17, 3)).stringKeysAt(0, end)).as("key count differs")
                .isEqualTo(-1);
        assertThat(new YasReader(stringMap().putInt(4, 20).putInt(8, 20).putInt(17, 20).putInt(21, 20))
                .stringKeysAt(0, end)).as("20 keys of 5 bytes or more cannot fit in 81").isEqualTo(-1);
        assertThat(new YasReader(stringMap().putInt(8, 3)).stringKeysAt(0, end)).as("n and n differ")
                .isEqualTo(-1);
    }

    @Test
    void aStringsEndIsFoundFromItsLengthWithinTheGivenEnd() {
        IoBuffer b = IoBuffer.allocate(32).putString("abc").putString("").flip();
        assertThat(b.stringEnd(0, b.limit())).isEqualTo(8);
        assertThat(b.stringEnd(8, b.limit())).isEqualTo(13);
        assertThat(b.stringEnd(0, 7)).as("past the end given").isEqualTo(-1);
        assertThat(b.stringEnd(0, 1000)).as("the limit bounds a larger end").isEqualTo(8);
        assertThat(b.stringEnd(-1, 8)).isEqualTo(-1);
        assertThat(b.stringEnd(9, 13)).as("fewer than five bytes").isEqualTo(-1);
        assertThat(IoBuffer.allocate(8).putInt(0).putByte((byte) 0).flip().stringEnd(0, 5)).as("length 0")
                .isEqualTo(-1);
        assertThat(b.position()).isZero();
    }

    @Test
    void aMatchedFieldIsMadeCurrentForTheTypedGetters() {
        FieldDescription a = new FieldDescription("a", null, null, null, 0);
        IoBuffer b = IoBuffer.allocate(128);
        new YasWriter(b).put(a, new int[] {4, 5}).put("n", 7);
        b.flip();
        YasReader y = new YasReader(b);
        BytePattern header = YasReader.expectedHeader(a, DataType.INT_ARRAY);
        int end = y.dataEnd(0, header);
        y.fieldAt(0, header, end);
        assertThat(y.type()).isEqualTo(DataType.INT_ARRAY);
        assertThat(y.name()).isEqualTo("a");
        assertThat(y.dataStart()).isEqualTo(header.length());
        assertThat(y.getIntArray(null)).containsExactly(4, 5);
        assertThat(y.nextField()).as("the next header is read at the end given").isEqualTo(DataType.INT);
        assertThat(y.getInt()).isEqualTo(7);

        assertThatThrownBy(() -> y.fieldAt(0, header, header.length() - 1)).as("end before the data")
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> y.fieldAt(0, header, b.limit() + 1)).as("end beyond the limit")
                .isInstanceOf(IllegalArgumentException.class);
        IoBuffer marker = IoBuffer.allocate(64);
        new YasWriter(marker).putStartMarker("a");
        YasReader m = new YasReader(marker.flip());
        BytePattern start = YasReader.expectedHeader(a, DataType.START_MARKER);
        assertThatThrownBy(() -> m.fieldAt(0, start, start.length())).as("a marker opens an object")
                .isInstanceOf(IllegalArgumentException.class);
    }
}
