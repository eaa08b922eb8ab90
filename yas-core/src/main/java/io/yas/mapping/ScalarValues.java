package io.yas.mapping;

import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;

import java.lang.reflect.Array;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;

/**
 * Scalar conversions of the class mapper. Protocols with typed numbers (YaS, CmwLight) read a field when its wire
 * type is the field's or a lossless widening of it (byte→short→int→long, int→double, float→double, and the same for
 * arrays in {@link ArrayValues} and elements in {@link ContainerValues}; docs/spec-yas.md §7.4); for JSON, whose
 * numbers carry no type, the cursor's getter of the field's own type decides ({@link Protocol#hasTypedNumbers()}).
 * Also the scalars that travel as text (URI, Instant, Duration) and enums, by name or (CmwLight) by ordinal.
 */
final class ScalarValues {
    private ScalarValues() {
    }

    static Object defaultValue(Class<?> type) {
        if (!type.isPrimitive()) {
            return null;
        }
        return Array.get(Array.newInstance(type, 1), 0);
    }

    /** @return {@code true} if a wire scalar of type {@code wire} reads losslessly into {@code target} */
    static boolean widens(DataType wire, DataType target) {
        if (wire == target) {
            return true;
        }
        return switch (target) {
            case SHORT -> wire == DataType.BYTE;
            case INT -> wire == DataType.BYTE || wire == DataType.SHORT;
            case LONG -> wire == DataType.BYTE || wire == DataType.SHORT || wire == DataType.INT;
            case DOUBLE -> wire == DataType.BYTE || wire == DataType.SHORT || wire == DataType.INT
                    || wire == DataType.FLOAT;
            default -> false;
        };
    }

    /** Reads the current scalar as an integral {@code target}, widening. */
    static long integral(FieldCursor r, DataType target, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return switch (target) {
                case BYTE -> r.getByte();
                case SHORT -> r.getShort();
                case INT -> r.getInt();
                default -> r.getLong();
            };
        }
        DataType wire = r.type();
        if (!widens(wire, target)) {
            throw f.mismatch(r, target + " (or a lossless widening)");
        }
        return switch (wire) {
            case BYTE -> r.getByte();
            case SHORT -> r.getShort();
            case INT -> r.getInt();
            default -> r.getLong();
        };
    }

    /** Reads the current scalar as a floating-point {@code target}, widening. */
    static double floating(FieldCursor r, DataType target, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return r.getDouble();
        }
        DataType wire = r.type();
        if (!widens(wire, target)) {
            throw f.mismatch(r, target + (target == DataType.DOUBLE ? " (or a lossless widening)" : ""));
        }
        return switch (wire) {
            case BYTE -> r.getByte();
            case SHORT -> r.getShort();
            case INT -> r.getInt();
            case FLOAT -> r.getFloat();
            default -> r.getDouble();
        };
    }

    /**
     * Reads a FLOAT field's value. Nothing widens to float, and the value is not passed through {@code double}: a
     * float→double→float round trip quiets a signalling NaN on common hardware, and every bit must survive.
     */
    static float floatValue(FieldCursor r, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return r.getFloat();
        }
        f.expect(r, DataType.FLOAT);
        return r.getFloat();
    }

    static boolean bool(FieldCursor r, FieldCodec f) {
        f.expect(r, DataType.BOOL);
        return r.getBoolean();
    }

    static char character(FieldCursor r, FieldCodec f) {
        if (!r.protocol().hasTypedNumbers()) {
            return r.getChar();
        }
        f.expect(r, DataType.CHAR);
        return r.getChar();
    }

    /** Reads the current scalar boxed as {@code target}'s box. */
    static Object readScalar(FieldCursor r, DataType target, FieldCodec f) {
        return switch (target) {
            case BOOL -> bool(r, f);
            case BYTE -> (byte) integral(r, target, f);
            case SHORT -> (short) integral(r, target, f);
            case INT -> (int) integral(r, target, f);
            case LONG -> integral(r, target, f);
            case FLOAT -> floatValue(r, f);
            case DOUBLE -> floating(r, target, f);
            default -> character(r, f);
        };
    }

    static void writeScalar(IoSerialiser w, FieldDescription fd, DataType type, Object v) {
        switch (type) {
            case BOOL -> w.put(fd, (boolean) (Boolean) v);
            case BYTE -> w.put(fd, (byte) (Byte) v);
            case SHORT -> w.put(fd, (short) (Short) v);
            case INT -> w.put(fd, (int) (Integer) v);
            case LONG -> w.put(fd, (long) (Long) v);
            case FLOAT -> w.put(fd, (float) (Float) v);
            case DOUBLE -> w.put(fd, (double) (Double) v);
            default -> w.put(fd, (char) (Character) v);
        }
    }

    static Object parseText(Class<?> type, String text, FieldCursor r, FieldCodec f) {
        try {
            return parseText(type, text);
        } catch (RuntimeException e) {
            throw Failures.malformed(r.buffer(), r.dataStart(), "a " + type.getSimpleName() + " for field '" + f.name
                    + "'", "\"" + text + "\"").within(r.protocol().displayName(), r.path());
        }
    }

    /**
     * @return the URI, Instant or Duration that {@code text} (its standard text) stands for
     * @throws RuntimeException if the text does not parse
     */
    static Object parseText(Class<?> type, String text) {
        if (type == URI.class) {
            return URI.create(text);
        } else if (type == Instant.class) {
            return Instant.parse(text);
        }
        return Duration.parse(text);
    }

    static Object readEnum(FieldCursor r, Class<?> type, FieldCodec f) {
        String name;
        if (r.type() == DataType.ENUM) {
            name = r.getEnum().name();
        } else if (r.type() == DataType.STRING) {
            name = r.getString();
        } else if (r.type() == DataType.INT && r.protocol().hasEnumsAsOrdinals()) {
            return ordinal(type, r.getInt(), r, f);
        } else {
            throw f.mismatch(r, "ENUM");
        }
        return constant(type, name, r, f);
    }

    private static Object ordinal(Class<?> type, int ordinal, FieldCursor r, FieldCodec f) {
        Object[] constants = type.getEnumConstants();
        if (ordinal < 0 || ordinal >= constants.length) {
            throw Failures.malformed(r.buffer(), r.dataStart(), "an ordinal of " + type.getName() + " (0.."
                    + (constants.length - 1) + ") for field '" + f.name + "'", Integer.toString(ordinal))
                    .within(r.protocol().displayName(), r.path());
        }
        return constants[ordinal];
    }

    /**
     * {@return the constant of enum {@code type} named {@code name}}
     *
     * @throws io.yas.buffer.YasFormatException if it has none, naming the field
     */
    static Object constant(Class<?> type, String name, FieldCursor r, FieldCodec f) {
        Object c = constantOrNull(type, name);
        if (c != null) {
            return c;
        }
        throw Failures.malformed(r.buffer(), r.dataStart(), "a constant of " + type.getName() + " for field '"
                + f.name + "'", "'" + name + "'").within(r.protocol().displayName(), r.path());
    }

    /** @return the constant of enum {@code type} named {@code name}, or {@code null} */
    static Object constantOrNull(Class<?> type, String name) {
        for (Object c : type.getEnumConstants()) {
            if (((Enum<?>) c).name().equals(name)) {
                return c;
            }
        }
        return null;
    }
}
