package io.yas.json;

import com.fasterxml.jackson.core.io.NumberOutput;
import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldRun;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * JSON's whole-message write ({@link io.yas.wire.IoSerialiser#putMessage}, docs/spec-json.md §4.3): the compact
 * text of a root object whose members are exactly the fields of a {@link FieldRun}, in order, made in one pass from
 * their values, which the caller put into {@link #values()} in YaS's layout (each at its
 * {@link FieldRun#valueOffset}, little-endian, a {@code boolean} as one byte, 0 or not). The text is, byte for byte,
 * the one {@link JsonWriter} writes member by member: each name in quotes as UTF-8 (only names it writes without an
 * escape are taken), integers as jackson's {@code NumberOutput} writes them, {@code true} or {@code false}, floats
 * and doubles as {@link JsonWriter#realText}.
 *
 * <p>Not thread-safe: one per writer and run.
 */
final class PrimitiveText {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int TRUE = word("true");
    /** {@code fals}: the {@code e} follows. */
    private static final int FALSE_4 = word("false");
    /** The most bytes an integer's text takes: {@code -9223372036854775808}. */
    private static final int INTEGER_TEXT = 20;
    private static final int WORD = Long.BYTES;

    private final DataType[] types;
    private final int[] valueOffsets;
    /**
     * What stands before each value: {@code {"a":} for the first member, {@code ,"b":} for the others; {@code null}
     * if a name needs an escape (never taken).
     */
    private final byte[][] prefixes;
    /**
     * {@link #prefixes} as little-endian words, the bytes past a prefix's end zero in its last word: stored whole,
     * they reach at most 7 bytes past the prefix, where at least 7 bytes of the text follow (a value, the next
     * prefix of 4 bytes or more, its value, the closing brace) but for the last, which is copied byte by byte.
     */
    private final long[][] prefixWords;
    /** The first of {@link #prefixWords}, a prefix of at most 8 bytes all of it. */
    private final long[] firstWords;
    private final IoBuffer values;
    /** The most bytes the text and the words stored past a prefix take, from its start. */
    private final int room;
    /** Where the text is made for a buffer without an accessible array, then copied into it. */
    private byte[] scratch;

    PrimitiveText(FieldRun run) {
        int n = run.length();
        types = new DataType[n];
        valueOffsets = new int[n];
        byte[][] texts = new byte[n][];
        prefixWords = new long[n][];
        firstWords = new long[n];
        int most = 1; // the closing brace
        for (int i = 0; i < n; i++) {
            DataType type = run.type(i);
            types[i] = type;
            valueOffsets[i] = run.valueOffset(i);
            String name = run.field(i).name();
            if (!JsonWriter.isPlain(name)) {
                texts = null;
                break;
            }
            texts[i] = ((i == 0 ? "{\"" : ",\"") + name + "\":").getBytes(StandardCharsets.UTF_8);
            prefixWords[i] = words(texts[i]);
            firstWords[i] = prefixWords[i][0];
            most += prefixWords[i].length * WORD + maxValueText(type);
        }
        prefixes = texts;
        values = texts == null ? null : valuesOf(run);
        room = most;
    }

    /** {@return whether messages of the run are written this way: every name one written without an escape} */
    boolean taken() {
        return prefixes != null;
    }

    /** {@return where the caller puts the values, each at its offset of the run} */
    IoBuffer values() {
        return values;
    }

    /**
     * Writes the text of the message whose values are in {@link #values()} into {@code out} at its position.
     *
     * @param out    the message's buffer; it grows as needed
     * @param digits scratch of at least {@link JsonWriter#REAL_TEXT} chars for a float's or double's text
     */
    void write(IoBuffer out, char[] digits) {
        out.ensureWritable(room);
        if (out.hasArray()) { // straight into the buffer's array: nothing past the text is touched
            int from = out.arrayOffset() + out.position();
            out.position(out.position() + write(out.array(), from, digits) - from);
            return;
        }
        if (scratch == null) {
            scratch = new byte[room];
        }
        out.putBytes(scratch, 0, write(scratch, 0, digits));
    }

    /** Writes the text into {@code b} from {@code at}, {@link #room} bytes there; returns where it ends. */
    private int write(byte[] b, int at, char[] digits) {
        IoBuffer v = values;
        int last = types.length - 1;
        for (int i = 0; i <= last; i++) {
            long[] words = prefixWords[i];
            if (words.length == 1 && i < last) {
                LONGS.set(b, at, firstWords[i]);
                at += prefixes[i].length;
            } else {
                at = prefix(i, b, at);
            }
            int offset = valueOffsets[i];
            switch (types[i]) {
                case BOOL -> {
                    boolean yes = v.getByte(offset) != 0; // as the cursor: any byte but 0 is true
                    INTS.set(b, at, yes ? TRUE : FALSE_4);
                    if (!yes) {
                        b[at + 4] = 'e';
                    }
                    at += yes ? 4 : 5;
                }
                case BYTE -> at = NumberOutput.outputInt(v.getByte(offset), b, at);
                case SHORT -> at = NumberOutput.outputInt(v.getShort(offset), b, at);
                case INT -> at = NumberOutput.outputInt(v.getInt(offset), b, at);
                case LONG -> at = NumberOutput.outputLong(v.getLong(offset), b, at);
                case FLOAT -> at = real(v.getFloat(offset), true, digits, b, at);
                default -> at = real(v.getDouble(offset), false, digits, b, at);
            }
        }
        b[at] = '}';
        return at + 1;
    }

    /** A prefix of more than 8 bytes as its words, the last prefix byte by byte; returns where it ends. */
    private int prefix(int i, byte[] b, int at) {
        byte[] text = prefixes[i];
        if (i == types.length - 1) {
            for (int k = 0; k < text.length; k++) {
                b[at + k] = text[k];
            }
        } else {
            long[] words = prefixWords[i];
            for (int k = 0; k < words.length; k++) {
                LONGS.set(b, at + k * WORD, words[k]);
            }
        }
        return at + text.length;
    }

    private static int real(double value, boolean single, char[] digits, byte[] b, int at) {
        int n = JsonWriter.realText(value, single, digits);
        for (int j = 0; j < n; j++) {
            b[at + j] = (byte) digits[j]; // ASCII
        }
        return at + n;
    }

    private static int maxValueText(DataType type) {
        return switch (type) {
            case BOOL -> 5;
            case FLOAT, DOUBLE -> JsonWriter.REAL_TEXT;
            default -> INTEGER_TEXT;
        };
    }

    /**
     * {@return {@code bytes} as little-endian words, the last one's bytes past the end zero}: the form in which both
     * whole-message classes store names, this one to write them, {@link PrimitiveMessage} to compare them
     */
    static long[] words(byte[] bytes) {
        byte[] padded = Arrays.copyOf(bytes, (bytes.length + WORD - 1) / WORD * WORD);
        long[] words = new long[padded.length / WORD];
        for (int k = 0; k < words.length; k++) {
            words[k] = (long) LONGS.get(padded, k * WORD);
        }
        return words;
    }

    private static int word(String ascii) {
        return (int) words(ascii.getBytes(StandardCharsets.US_ASCII))[0];
    }

    /**
     * {@return a buffer for the values of {@code run} in YaS's layout, each at its {@link FieldRun#valueOffset}}: where
     * the generated codec puts them for this class and where {@link PrimitiveMessage} reads them to
     */
    static IoBuffer valuesOf(FieldRun run) {
        int last = run.length() - 1;
        return IoBuffer.allocate(run.valueOffset(last) + run.type(last).primitiveSize());
    }
}
