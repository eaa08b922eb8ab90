package io.yas.mapping;

import io.yas.wire.FieldDescription;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Objects;

/**
 * A writer/reader pair for a domain type that the class mapper should not take apart field by field, registered
 * with {@link ClassMapping#with(FieldSerialiser)}. The writer writes the whole field — its header included — with
 * the field-level API, so it may use a typed field (a {@code DOUBLE_ARRAY} for a list of doubles) or raw bytes
 * framed as OTHER:
 * <pre>{@code
 * FieldSerialiser<DoubleArrayList> doubles = FieldSerialiser.of(DoubleArrayList.class,
 *         (w, field, list) -> w.put(field, list.elements(), list.size()),
 *         (r, old) -> DoubleArrayList.wrap(r.getDoubleArray(old == null ? null : old.elements())));
 *
 * FieldSerialiser<CustomPoint> points = FieldSerialiser.of(CustomPoint.class, (w, field, p) -> {
 *     int h = w.putFieldHeader(field, DataType.OTHER);                  // raw payload, as the reference frames it
 *     w.buffer().putDouble(p.x()).putDouble(p.y()).putString(p.label());
 *     w.updateDataEndMarker(h);
 * }, (r, old) -> new CustomPoint(r.buffer().getDouble(), r.buffer().getDouble(), r.buffer().getString()));
 * }</pre>
 * The reader is called with the reader positioned on the field (its header read, {@code r.buffer()} at the data)
 * and the field's current value or {@code null}; it returns the value to set. It must read within the field's
 * data only; bad bytes throw {@link io.yas.buffer.YasFormatException} as usual.
 *
 * <p><b>Protocols</b>: the writer gets the {@link io.yas.wire.IoSerialiser} of the protocol being written and the
 * reader the {@link io.yas.wire.FieldCursor} of the protocol read. CmwLight and JSON refuse raw payloads
 * ({@code putFieldHeader}, {@code putCustomData}), so a serialiser meant for every protocol writes typed fields and
 * reads them with the cursor's getters; over JSON those convert any value that fits the type asked for exactly
 * ({@code r.getDoubleArray(null)} reads {@code [1, 2.5]}; docs/spec-json.md §5.2).
 *
 * <p>Lookup (in {@link ClassMapping}) honours generics: a serialiser registered for {@code List<Point>} serves a
 * field declared {@code List<Point>} and not {@code List<String>}; one registered with no type arguments serves
 * every parameterisation. An exact class match wins over a superclass or interface match.
 *
 * <p>Immutable and thread-safe if the writer and reader are.
 *
 * @param <T> the domain type
 */
public final class FieldSerialiser<T> {
    /**
     * Writes a whole field, header included.
     *
     * @param <T> the domain type
     */
    @FunctionalInterface
    public interface Writer<T> {
        /**
         * Writes the field named by {@code field} with its value.
         *
         * @param writer the message being written
         * @param field  the field's name and metadata
         * @param value  the value, never {@code null} ({@code null} fields are not written)
         */
        void write(IoSerialiser writer, FieldDescription field, T value);
    }

    /**
     * Reads a field whose header was just read.
     *
     * @param <T> the domain type
     */
    @FunctionalInterface
    public interface Reader<T> {
        /**
         * {@return the value to set}
         *
         * @param reader   positioned on the field
         * @param existing the field's current value (to update in place), or {@code null}
         */
        T read(FieldCursor reader, T existing);
    }

    private final Class<T> type;
    private final Type[] typeArguments;
    private final Writer<? super T> writer;
    private final Reader<T> reader;

    private FieldSerialiser(Class<T> type, Type[] typeArguments, Writer<? super T> writer, Reader<T> reader) {
        this.type = type;
        this.typeArguments = typeArguments;
        this.writer = writer;
        this.reader = reader;
    }

    /**
     * {@return a serialiser for every parameterisation of {@code type}}
     *
     * @param type   the domain class (for a generic type: its raw class; see {@link #withTypeArguments})
     * @param writer writes the whole field
     * @param reader reads it back
     * @param <T> the domain class
     */
    public static <T> FieldSerialiser<T> of(Class<T> type, Writer<? super T> writer, Reader<T> reader) {
        return new FieldSerialiser<>(Objects.requireNonNull(type, "type"), new Type[0],
                Objects.requireNonNull(writer, "writer"), Objects.requireNonNull(reader, "reader"));
    }

    /**
     * {@return a copy that serves only fields with exactly these type arguments}
     *
     * @param arguments the type arguments this serialiser is for, e.g. {@code Point.class} for {@code List<Point>}
     */
    public FieldSerialiser<T> withTypeArguments(Type... arguments) {
        return new FieldSerialiser<>(type, arguments.clone(), writer, reader);
    }

    /** {@return the domain class} */
    public Class<T> type() {
        return type;
    }

    /** {@return the required type arguments, empty for any} */
    public Type[] typeArguments() {
        return typeArguments.clone();
    }

    /** {@return {@code true} if this serialiser serves a field declared with {@code declared}} */
    boolean serves(Class<?> raw, Type declared) {
        if (!type.isAssignableFrom(raw)) {
            return false;
        }
        if (typeArguments.length == 0) {
            return true;
        }
        return declared instanceof ParameterizedType p && Arrays.equals(p.getActualTypeArguments(), typeArguments);
    }

    boolean hasTypeArguments() {
        return typeArguments.length > 0;
    }

    @SuppressWarnings("unchecked") // a primitive type's serialiser receives the box (int.class.cast(7) would fail)
    void write(IoSerialiser w, FieldDescription field, Object value) {
        writer.write(w, field, type.isPrimitive() ? (T) value : type.cast(value));
    }

    /**
     * Calls the reader on the current field: for a value field with the buffer at the field's data and its limit at
     * the data's end while the reader reads (a nested object's START_MARKER is handed over as it is).
     */
    Object read(FieldCursor r, Object existing) {
        T current = type.isInstance(existing) ? type.cast(existing) : null;
        if (r.type() == io.yas.wire.DataType.START_MARKER) {
            return reader.read(r, current);
        }
        io.yas.buffer.IoBuffer buffer = r.buffer();
        int saved = buffer.limit();
        buffer.limit(r.dataStart() + r.dataSize());
        buffer.position(r.dataStart());
        try {
            return reader.read(r, current);
        } finally {
            buffer.limit(saved);
        }
    }
}
