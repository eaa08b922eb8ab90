package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The in-place reads {@link FieldCursor} gives a cursor that does not override them (yas-json's, or another
 * protocol's): {@code getString(current)} answers {@code current} itself when equal, {@code readValue(current)} reads
 * as {@code readValue()}.
 */
class FieldCursorDefaultsTest {
    @Test
    void getStringGivesTheHeldStringItselfWhenEqualAndTheReadOneOtherwise() {
        String held = new String("abc".toCharArray());
        OneValueCursor c = new OneValueCursor("abc", null);
        assertThat(c.getString(held)).isSameAs(held);
        assertThat(c.getString("abd")).isEqualTo("abc");
        assertThat(c.getString(null)).isEqualTo("abc");
        assertThat(new OneValueCursor("", null).getString("x")).isEmpty();
    }

    @Test
    void readValueOverAHeldValueReadsAsReadValue() {
        List<Integer> value = List.of(1, 2);
        OneValueCursor c = new OneValueCursor(null, value);
        assertThat(c.readValue(List.of(1, 2))).isSameAs(value);
        assertThat(c.readValue(null)).isSameAs(value);
    }

    /** A cursor whose current field has one string and one value, each read anew; it reads nothing else. */
    private static final class OneValueCursor extends FieldCursor {
        private final String string;
        private final Object value;

        OneValueCursor(String string, Object value) {
            this.string = string;
            this.value = value;
        }

        @Override
        public String getString() {
            return new String(string.toCharArray()); // a new instance, as a decoder makes
        }

        @Override
        public Object readValue() {
            return value;
        }

        private static UnsupportedOperationException no() {
            return new UnsupportedOperationException("not read by this test");
        }

        @Override public Protocol protocol() { throw no(); }
        @Override public IoBuffer buffer() { throw no(); }
        @Override public ProtocolInfo readHeader() { throw no(); }
        @Override public boolean hasNextField() { throw no(); }
        @Override public DataType nextField() { throw no(); }
        @Override public void skipObject() { throw no(); }
        @Override public int nextOffset() { throw no(); }
        @Override public DataType type() { throw no(); }
        @Override public int typeId() { throw no(); }
        @Override public String name() { throw no(); }
        @Override public boolean nameEquals(byte[] isoName) { throw no(); }
        @Override public FieldMetadata metadata() { throw no(); }
        @Override public int fieldStart() { throw no(); }
        @Override public int dataStart() { throw no(); }
        @Override public int dataSize() { throw no(); }
        @Override public int depth() { throw no(); }
        @Override public String path() { throw no(); }
        @Override public boolean getBoolean() { throw no(); }
        @Override public byte getByte() { throw no(); }
        @Override public short getShort() { throw no(); }
        @Override public int getInt() { throw no(); }
        @Override public long getLong() { throw no(); }
        @Override public float getFloat() { throw no(); }
        @Override public double getDouble() { throw no(); }
        @Override public char getChar() { throw no(); }
        @Override public EnumValue getEnum() { throw no(); }
        @Override public int[] dims() { throw no(); }
        @Override public int dimCount() { throw no(); }
        @Override public int dim(int i) { throw no(); }
        @Override public boolean[] getBooleanArray(boolean[] dst) { throw no(); }
        @Override public byte[] getByteArray(byte[] dst) { throw no(); }
        @Override public short[] getShortArray(short[] dst) { throw no(); }
        @Override public int[] getIntArray(int[] dst) { throw no(); }
        @Override public long[] getLongArray(long[] dst) { throw no(); }
        @Override public float[] getFloatArray(float[] dst) { throw no(); }
        @Override public double[] getDoubleArray(double[] dst) { throw no(); }
        @Override public char[] getCharArray(char[] dst) { throw no(); }
        @Override public String[] getStringArray(String[] dst) { throw no(); }
        @Override public int enterObjectElements() { throw no(); }
        @Override public List<Object> enterObjectMapValues() { throw no(); }
        @Override public boolean nextElementObject() { throw no(); }
        @Override public void leaveObjectElements() { throw no(); }
        @Override public WireField readTree() { throw no(); }
    }
}
