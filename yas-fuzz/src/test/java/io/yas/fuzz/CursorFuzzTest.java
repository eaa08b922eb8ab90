package io.yas.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.yas.buffer.IoBuffer;
import io.yas.wire.CmwLightReader;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.YasReader;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.function.Function;

import static io.yas.fuzz.DecodeCheck.OnFailure.MOVES_POSITION;
import static io.yas.fuzz.DecodeCheck.OnFailure.RESTORES_POSITION;

/**
 * Fuzzes the streaming readers {@link YasReader} and {@link CmwLightReader} as a caller drives them: the protocol
 * header, then field by field with {@code hasNextField()}/{@code nextField()}, every value read with the typed getter
 * its type calls for (arrays twice: into a new array, then into the one returned), once reading nested objects and
 * once skipping them with {@code skipObject()}. A failed {@code readHeader()} leaves the position where it was; after
 * that the cursor moves the position field by field (its class doc), so only bytes and limit are checked.
 */
class CursorFuzzTest {
    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void yasCursor(byte[] input) {
        walkAll(input, YasReader::new);
    }

    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void cmwLightCursor(byte[] input) {
        walkAll(input, CmwLightReader::new);
    }

    private static void walkAll(byte[] input, Function<IoBuffer, FieldCursor> reader) {
        DecodeCheck.check(input, RESTORES_POSITION, b -> reader.apply(b).readHeader());
        DecodeCheck.check(input, MOVES_POSITION, b -> walk(reader.apply(b), false));
        DecodeCheck.check(input, MOVES_POSITION, b -> walk(reader.apply(b), true));
    }

    private static void walk(FieldCursor r, boolean skipNested) {
        r.readHeader();
        // every header takes at least one byte, and each object ends once: more steps mean the cursor is stuck
        long steps = 2L * (r.buffer().limit() + 2);
        while (r.hasNextField()) {
            if (--steps < 0) {
                throw new AssertionError("the cursor does not advance: at offset " + r.nextOffset());
            }
            DataType t = r.nextField();
            r.name();
            r.path();
            r.metadata();
            if (t == DataType.START_MARKER && skipNested && r.depth() > 1) {
                r.skipObject();
            } else {
                readValue(r, t);
            }
        }
    }

    private static void readValue(FieldCursor r, DataType t) {
        switch (t) {
            case BOOL -> r.getBoolean();
            case BYTE -> r.getByte();
            case SHORT -> r.getShort();
            case INT -> r.getInt();
            case LONG -> r.getLong();
            case FLOAT -> r.getFloat();
            case DOUBLE -> r.getDouble();
            case CHAR -> r.getChar();
            case STRING -> r.getString();
            case BOOL_ARRAY -> r.getBooleanArray(r.getBooleanArray(null));
            case BYTE_ARRAY -> r.getByteArray(r.getByteArray(null));
            case SHORT_ARRAY -> r.getShortArray(r.getShortArray(null));
            case INT_ARRAY -> r.getIntArray(r.getIntArray(null));
            case LONG_ARRAY -> r.getLongArray(r.getLongArray(null));
            case FLOAT_ARRAY -> r.getFloatArray(r.getFloatArray(null));
            case DOUBLE_ARRAY -> r.getDoubleArray(r.getDoubleArray(null));
            case CHAR_ARRAY -> r.getCharArray(r.getCharArray(null));
            case STRING_ARRAY -> r.getStringArray(r.getStringArray(null));
            case START_MARKER, END_MARKER -> {
                // nothing to read: the cursor is inside the object now, or after it
            }
            default -> readOther(r, t);
        }
        if (t.isArray()) {
            r.dims();
        }
    }

    /** Enums, containers and custom data: YasReader's own getters, else the generic {@code readValue()}. */
    private static void readOther(FieldCursor r, DataType t) {
        if (!(r instanceof YasReader y)) {
            r.readValue();
            return;
        }
        switch (t) {
            case ENUM -> y.getEnum();
            case COLLECTION, LIST, SET, QUEUE -> y.getCollection();
            case MAP -> y.getMap();
            case OTHER -> y.getCustom();
            default -> y.readValue();
        }
    }
}
