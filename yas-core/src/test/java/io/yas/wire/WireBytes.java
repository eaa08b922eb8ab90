package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.util.Arrays;

/** Hand-made YaS and CmwLight bytes for the tests that need a header or entry no writer would write. */
final class WireBytes {
    private WireBytes() {
    }

    /**
     * A YaS field: {@code [u8 type][int32 dataStartOffset][int32 dataSize][name]} then {@code data}, every number
     * as given.
     *
     * @param name the name in the string layout, or {@code null} for a header without one
     */
    static byte[] field(DataType type, String name, int dataStartOffset, int dataSize, byte[] data) {
        IoBuffer b = IoBuffer.allocate(16);
        b.putByte((byte) type.id()).putInt(dataStartOffset).putInt(dataSize);
        if (name != null) {
            b.putStringIso8859(name);
        }
        return concat(b.flip().toByteArray(), data);
    }

    /** A YaS field without metadata whose dataStartOffset is the one its name gives. */
    static byte[] field(DataType type, String name, int dataSize, byte[] data) {
        return field(type, name, 14 + name.length(), dataSize, data);
    }

    /** A CmwLight entry: {@code [int32 nameLen+1][name][00][u8 type id]} then {@code data}. */
    static byte[] entry(String name, int typeId, byte[] data) {
        IoBuffer b = IoBuffer.allocate(16).putStringIso8859(name).putByte((byte) typeId);
        return concat(b.flip().toByteArray(), data);
    }

    /** Little-endian int32s. */
    static byte[] ints(int... values) {
        IoBuffer b = IoBuffer.allocate(4 * values.length);
        for (int v : values) {
            b.putInt(v);
        }
        return b.flip().toByteArray();
    }

    /** Strings in the string layout, ISO-8859-1. */
    static byte[] strings(String... values) {
        IoBuffer b = IoBuffer.allocate(16);
        for (String v : values) {
            b.putStringIso8859(v);
        }
        return b.flip().toByteArray();
    }

    static byte[] concat(byte[]... parts) {
        byte[] out = new byte[0];
        for (byte[] p : parts) {
            int at = out.length;
            out = Arrays.copyOf(out, at + p.length);
            System.arraycopy(p, 0, out, at, p.length);
        }
        return out;
    }

    /**
     * A YaS message whose one field {@code name} of {@code type} has {@code payload} as its data, as a custom writer
     * may put it ({@link IoSerialiser#putFieldHeader}).
     */
    static byte[] yasWithRawField(String name, DataType type, byte[] payload) {
        YasWriter w = new YasWriter(IoBuffer.allocate(16));
        w.putHeaderInfo();
        int handle = w.putFieldHeader(FieldDescription.of(name), type);
        w.buffer().putBytes(payload, 0, payload.length);
        w.updateDataEndMarker(handle).putEndMarker("");
        return w.buffer().flip().toByteArray();
    }

    /** A reader on the first field of a YaS message, after its header and root START_MARKER. */
    static YasReader atFirstField(byte[] message) {
        YasReader r = new YasReader(IoBuffer.wrap(message));
        r.readHeader();
        r.nextField();
        r.nextField();
        return r;
    }

    /** The bytes a getter's error shows: the buffer's limit is then the current field's end. */
    static byte[] toFieldEnd(byte[] message, FieldCursor r) {
        return Arrays.copyOf(message, r.dataStart() + r.dataSize());
    }
}
