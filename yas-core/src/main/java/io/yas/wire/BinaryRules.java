package io.yas.wire;

import io.yas.buffer.IoBuffer;

import java.util.Objects;

/**
 * The writer-side rules that the two binary protocols, YaS and CmwLight, share and JSON does not
 * (docs/spec-yas.md, docs/spec-cmwlight.md): a field name is ISO-8859-1, one byte per char; a {@code char} value is
 * one byte. Nothing is ever truncated: what does not fit is refused with an {@link IllegalArgumentException} naming
 * the field and the protocol, before anything of the field is written.
 */
final class BinaryRules {
    private BinaryRules() {
    }

    /**
     * Writes a field name in the string layout {@code [int32 n+1][n ISO-8859-1 bytes][0x00]}, from the bytes a
     * {@link FieldDescription} keeps or, for a by-name write ({@code fd == null}), from {@code name}.
     *
     * @throws IllegalArgumentException if the name has a char above U+00FF; nothing is written then
     */
    static void putName(IoBuffer buffer, String name, FieldDescription fd, Protocol protocol) {
        byte[] iso = fd == null ? null : fd.isoName();
        if (iso != null) {
            buffer.putInt(iso.length + 1).putBytes(iso, 0, iso.length).putByte((byte) 0);
            return;
        }
        int at = firstNonIso(name);
        if (at >= 0) {
            throw new IllegalArgumentException("field '" + name + "': char U+" + hex(name.charAt(at)) + " at index "
                    + at + " does not fit ISO-8859-1 (" + protocol.displayName() + " field names are one byte per "
                    + "char on the wire)");
        }
        buffer.putStringIso8859(name);
    }

    /** @throws IllegalArgumentException if {@code c} does not fit the one-byte wire char, naming the field */
    static void checkChar(String name, char c, Protocol protocol) {
        if (c > 0xFF) {
            throw new IllegalArgumentException("field '" + name + "': char U+" + hex(c) + " does not fit the one-byte "
                    + protocol.displayName() + " char (U+0000..U+00FF); it is never truncated");
        }
    }

    /** Writes a scalar as {@link IoSerialiser#writeScalar} passes it: one byte for BOOL, BYTE and CHAR. */
    static void putScalar(IoBuffer buffer, DataType type, long bits) {
        switch (type) {
            case BOOL, BYTE, CHAR -> buffer.putByte((byte) bits);
            case SHORT -> buffer.putShort((short) bits);
            case INT, FLOAT -> buffer.putInt((int) bits);
            default -> buffer.putLong(bits);
        }
    }

    /**
     * @return {@code value}
     * @throws NullPointerException naming the field if {@code value} (an enum) is {@code null}: the binary protocols
     *                              have no null
     */
    static <T> T required(String name, T value) {
        return Objects.requireNonNull(value, () -> "enum value of field '" + name + "'");
    }

    /** @return the index of the first char above U+00FF, or -1 if {@code s} fits ISO-8859-1 */
    static int firstNonIso(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0xFF) {
                return i;
            }
        }
        return -1;
    }

    /** Writes a string value of the field that starts at {@code start}; on a refusal nothing of the field stays. */
    static void putString(IoBuffer buffer, int start, String name, String value) {
        try {
            buffer.putString(value);
        } catch (RuntimeException e) {
            throw refused(buffer, start, name, e);
        }
    }

    /**
     * Writes an array value, {@code [descriptor][int32 n][n elements]} ({@link ArrayShape}), of the field that starts
     * at {@code start}; on a refusal nothing of the field stays.
     */
    static void putArray(IoBuffer buffer, int start, String name, DataType type, Object values, int elementCount,
            int[] dims) {
        try {
            ArrayShape.putDescriptor(buffer, elementCount, dims);
            ArrayShape.putElements(buffer, type, values, elementCount);
        } catch (RuntimeException e) {
            throw refused(buffer, start, name, e);
        }
    }

    /**
     * Moves the buffer back to {@code start}, where a field that failed began, and returns what to throw: an
     * {@link IllegalArgumentException} of the buffer (a string or char that does not fit) with the field's name
     * prefixed, anything else (a buffer above {@link IoBuffer#MAX_CAPACITY}) as it is.
     */
    static RuntimeException refused(IoBuffer buffer, int start, String name, RuntimeException e) {
        buffer.position(start);
        String prefix = "field '" + name + "': ";
        if (e instanceof IllegalArgumentException && (e.getMessage() == null || !e.getMessage().startsWith(prefix))) {
            return new IllegalArgumentException(prefix + e.getMessage(), e);
        }
        return e;
    }

    private static String hex(char c) {
        return String.format("%04X", (int) c);
    }
}
