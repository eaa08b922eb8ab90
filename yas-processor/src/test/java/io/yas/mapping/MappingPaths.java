package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.assertj.core.api.RecursiveComparisonAssert;

/**
 * The processor tests' window on yas-core's package-private class mapping (this folder shares its package, on the
 * class path): a class's fields written and read by the path the mapping chose for it (the compiled codec) or by the
 * reflective loop, as yas-core's CodecGeneratorTest compares the run-time generated codec with the reflective loop.
 */
public final class MappingPaths {
    private MappingPaths() {
    }

    /**
     * {@return the root and the fields of {@code value}, written by the codec the mapping chose or reflectively}
     *
     * @param chosen {@code false} for the reflective loop
     */
    public static byte[] write(Protocol protocol, Object value, boolean chosen) {
        return write(protocol, value, chosen, true);
    }

    /**
     * As {@link #write(Protocol, Object, boolean)}, with the writer's metadata off if {@code metadata} is
     * {@code false}.
     */
    public static byte[] write(Protocol protocol, Object value, boolean chosen, boolean metadata) {
        ClassCodec c = ClassMapping.defaults().codec(value.getClass());
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(256)).setWriteMetadata(metadata);
        w.putHeaderInfo(c.description);
        if (chosen) {
            c.writeFields(w, value, null, ReadLimits.DEFAULT.maxDepth());
        } else {
            c.writeEach(w, value, null, ReadLimits.DEFAULT.maxDepth());
        }
        w.putEndMarker(c.description);
        return w.buffer().flip().toByteArray();
    }

    /** {@return {@code bytes} read into a new {@code type} by the codec the mapping chose, or the reflective loop} */
    public static Object read(Protocol protocol, byte[] bytes, Class<?> type, boolean chosen) {
        return read(protocol, bytes, type, chosen, null);
    }

    /** As {@link #read(Protocol, byte[], Class, boolean)}, in place into {@code existing} (or a new one if null). */
    public static Object read(Protocol protocol, byte[] bytes, Class<?> type, boolean chosen, Object existing) {
        ClassCodec c = ClassMapping.defaults().codec(type);
        FieldCursor r = protocol.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        if (r.nextField() != DataType.START_MARKER) {
            throw new AssertionError("no root object");
        }
        return chosen ? c.read(r, existing) : c.readReflectively(r, existing, 0);
    }

    /**
     * {@return {@code value} as the whole message the chosen codec writes in one go, or {@code null} if it does not}
     */
    public static byte[] writeMessage(Object value) {
        return writeMessage(Protocol.YAS, value);
    }

    /** As {@link #writeMessage(Object)}, with a writer of {@code protocol} (JSON's is compact). */
    public static byte[] writeMessage(Protocol protocol, Object value) {
        ClassCodec c = ClassMapping.defaults().codec(value.getClass());
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(256));
        return c.writeMessage(w, value) ? w.buffer().flip().toByteArray() : null;
    }

    /** {@return the whole message {@code bytes} read in one go by the chosen codec, or {@code null} if it does not} */
    public static Object readMessage(byte[] bytes, Class<?> type, Object existing) {
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        return ClassMapping.defaults().codec(type).readMessage(r, existing);
    }

    /**
     * {@return the runs of primitive fields the run-time generator forms for {@code type}, as a compiled codec's
     * source builds them ({@code "run(0, 5)"}), then {@code "message"} if the whole message is one run}
     */
    public static java.util.List<String> runtimeRuns(Class<?> type) {
        ClassCodec c = ClassMapping.defaults().codec(type);
        java.util.List<String> out = new java.util.ArrayList<>();
        for (CodecGenerator.Run run : CodecGenerator.runs(c)) {
            out.add("run(" + run.start() + ", " + run.end() + ")");
        }
        if (CodecGenerator.wholeRun(c) != null) {
            out.add("message");
        }
        return out;
    }

    /** {@return yas-core's exact recursive comparison: floats and doubles by their bits} */
    public static RecursiveComparisonAssert<?> recursively(Object actual) {
        return TestSupport.recursively(actual);
    }

    /** Asserts equal bytes, showing the first difference in hex. */
    public static void assertSameBytes(String what, byte[] expected, byte[] actual) {
        TestSupport.assertSameBytes(what, expected, actual);
    }
}
