package io.yas.buffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The nine array types of {@link IoBuffer}, with an independent little-endian encoder (plain {@link ByteBuffer}) to
 * compute expected bytes, and bit-exact comparison (floats and doubles by raw bits). Not a test itself.
 */
enum IoBufferArrayKind {
    BOOLEAN, BYTE, CHAR, SHORT, INT, LONG, FLOAT, DOUBLE, STRING;

    /** Float bit patterns that must survive unchanged: NaN payloads (quiet and signalling), -0.0, denormals. */
    static final int[] FLOAT_BITS = {0x7FC00000, 0x7FC00001, 0x7F800001, 0x7FBFFFFF, 0xFFC12345, 0xFF800001,
            0x80000000, 0x00000001, 0x807FFFFF, 0x7F800000, 0xFF800000, 0x3F800000, 0x7F7FFFFF};
    /** Double bit patterns that must survive unchanged. */
    static final long[] DOUBLE_BITS = {0x7FF8000000000000L, 0x7FF8000000000001L, 0x7FF0000000000001L,
            0x7FF7FFFFFFFFFFFFL, 0xFFF0DEADBEEF0001L, 0xFFF8000000000123L, 0x8000000000000000L, 0x0000000000000001L,
            0x800FFFFFFFFFFFFFL, 0x7FF0000000000000L, 0xFFF0000000000000L, 0x3FF0000000000000L};
    static final String[] STRINGS = {"", null, "a", "Hello", "\u00e9t\u00e9", "\u20ac", "\ud83d\ude00", "x\u0000y",
            "\u00ff\u0080", "mixed \u00e4\u20ac\ud834\udd1e!"};

    /** Smallest number of bytes one element takes on the wire. */
    int minElementBytes() {
        return switch (this) {
            case BOOLEAN, BYTE, CHAR -> 1;
            case SHORT -> 2;
            case INT, FLOAT -> 4;
            case LONG, DOUBLE -> 8;
            case STRING -> 5;
        };
    }

    Object newArray(int n) {
        return switch (this) {
            case BOOLEAN -> new boolean[n];
            case BYTE -> new byte[n];
            case CHAR -> new char[n];
            case SHORT -> new short[n];
            case INT -> new int[n];
            case LONG -> new long[n];
            case FLOAT -> new float[n];
            case DOUBLE -> new double[n];
            case STRING -> new String[n];
        };
    }

    static int length(Object array) {
        return java.lang.reflect.Array.getLength(array);
    }

    /** A deterministic array of {@code n} values that includes the edge values of the type. */
    Object sample(int n, int seed) {
        Object a = newArray(n);
        for (int i = 0; i < n; i++) {
            int k = i + seed;
            switch (this) {
                case BOOLEAN -> ((boolean[]) a)[i] = (k % 3) == 1;
                case BYTE -> ((byte[]) a)[i] = (byte) (k * 37 - 128);
                case CHAR -> ((char[]) a)[i] = (char) ((k * 53) & 0xFF);
                case SHORT -> ((short[]) a)[i] = switch (k % 4) {
                    case 0 -> Short.MIN_VALUE;
                    case 1 -> Short.MAX_VALUE;
                    case 2 -> (short) -2;
                    default -> (short) (k * 0x0101);
                };
                case INT -> ((int[]) a)[i] = switch (k % 4) {
                    case 0 -> Integer.MIN_VALUE;
                    case 1 -> Integer.MAX_VALUE;
                    case 2 -> -2;
                    default -> k * 0x01020304;
                };
                case LONG -> ((long[]) a)[i] = switch (k % 4) {
                    case 0 -> Long.MIN_VALUE;
                    case 1 -> Long.MAX_VALUE;
                    case 2 -> -2L;
                    default -> k * 0x0102030405060708L;
                };
                case FLOAT -> ((float[]) a)[i] = Float.intBitsToFloat(FLOAT_BITS[k % FLOAT_BITS.length]);
                case DOUBLE -> ((double[]) a)[i] = Double.longBitsToDouble(DOUBLE_BITS[k % DOUBLE_BITS.length]);
                case STRING -> ((String[]) a)[i] = STRINGS[k % STRINGS.length];
            }
        }
        return a;
    }

    /** Writes {@code [int32 n][elements of array[0, n)]} with the buffer's own put method. */
    void put(IoBuffer b, Object array, int n) {
        switch (this) {
            case BOOLEAN -> b.putBooleanArray((boolean[]) array, n);
            case BYTE -> b.putByteArray((byte[]) array, n);
            case CHAR -> b.putCharArray((char[]) array, n);
            case SHORT -> b.putShortArray((short[]) array, n);
            case INT -> b.putIntArray((int[]) array, n);
            case LONG -> b.putLongArray((long[]) array, n);
            case FLOAT -> b.putFloatArray((float[]) array, n);
            case DOUBLE -> b.putDoubleArray((double[]) array, n);
            case STRING -> b.putStringArray((String[]) array, n);
        }
    }

    /** Reads an array with the buffer's own get method, passing {@code dst} (may be {@code null}). */
    Object get(IoBuffer b, Object dst) {
        return switch (this) {
            case BOOLEAN -> b.getBooleanArray((boolean[]) dst);
            case BYTE -> b.getByteArray((byte[]) dst);
            case CHAR -> b.getCharArray((char[]) dst);
            case SHORT -> b.getShortArray((short[]) dst);
            case INT -> b.getIntArray((int[]) dst);
            case LONG -> b.getLongArray((long[]) dst);
            case FLOAT -> b.getFloatArray((float[]) dst);
            case DOUBLE -> b.getDoubleArray((double[]) dst);
            case STRING -> b.getStringArray((String[]) dst);
        };
    }

    /** The expected wire bytes of {@code array[0, n)}, from an independent encoder. */
    byte[] expectedBytes(Object array, int n) {
        if (this == STRING) {
            String[] s = (String[]) array;
            int total = 4;
            for (int i = 0; i < n; i++) {
                total += 5 + utf8(s[i]).length;
            }
            ByteBuffer bb = ByteBuffer.allocate(total).order(ByteOrder.LITTLE_ENDIAN).putInt(n);
            for (int i = 0; i < n; i++) {
                byte[] u = utf8(s[i]);
                bb.putInt(u.length + 1).put(u).put((byte) 0);
            }
            return bb.array();
        }
        ByteBuffer bb = ByteBuffer.allocate(4 + n * minElementBytes()).order(ByteOrder.LITTLE_ENDIAN).putInt(n);
        for (int i = 0; i < n; i++) {
            switch (this) {
                case BOOLEAN -> bb.put(((boolean[]) array)[i] ? (byte) 1 : (byte) 0);
                case BYTE -> bb.put(((byte[]) array)[i]);
                case CHAR -> bb.put((byte) ((char[]) array)[i]);
                case SHORT -> bb.putShort(((short[]) array)[i]);
                case INT -> bb.putInt(((int[]) array)[i]);
                case LONG -> bb.putLong(((long[]) array)[i]);
                case FLOAT -> bb.putInt(Float.floatToRawIntBits(((float[]) array)[i]));
                case DOUBLE -> bb.putLong(Double.doubleToRawLongBits(((double[]) array)[i]));
                default -> throw new AssertionError(this);
            }
        }
        return bb.array();
    }

    static byte[] utf8(String s) {
        return s == null ? new byte[0] : s.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * What reading back {@code array[0, n)} must give, in a form comparable with {@link #canonical}: floats and
     * doubles as raw bits, {@code null} strings as {@code ""}.
     */
    Object expectedRead(Object array, int n) {
        Object prefix = newArray(n);
        System.arraycopy(array, 0, prefix, 0, n);
        if (this == STRING) {
            String[] s = (String[]) prefix;
            for (int i = 0; i < n; i++) {
                s[i] = s[i] == null ? "" : s[i];
            }
        }
        return canonical(prefix);
    }

    /** The array in a form whose {@code Arrays.deepEquals} is bit-exact (floats and doubles as raw bits). */
    Object canonical(Object array) {
        if (this == FLOAT) {
            float[] f = (float[]) array;
            int[] bits = new int[f.length];
            for (int i = 0; i < f.length; i++) {
                bits[i] = Float.floatToRawIntBits(f[i]);
            }
            return bits;
        }
        if (this == DOUBLE) {
            double[] d = (double[]) array;
            long[] bits = new long[d.length];
            for (int i = 0; i < d.length; i++) {
                bits[i] = Double.doubleToRawLongBits(d[i]);
            }
            return bits;
        }
        return array;
    }

    /** {@code true} if the array {@code actual} holds what {@link #expectedRead} returned. */
    boolean readMatches(Object actual, Object expectedRead) {
        return Arrays.deepEquals(new Object[] {canonical(actual)}, new Object[] {expectedRead});
    }

    boolean bitEqual(Object a, Object b) {
        return Arrays.deepEquals(new Object[] {canonical(a)}, new Object[] {canonical(b)});
    }
}
