package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.DataType;
import io.yas.wire.FieldDescription;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;

import java.util.Objects;

/**
 * Maps plain Java classes and records to the wire and back: the class is the schema (reference-opencmw-java §5).
 * <pre>{@code
 * IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(4096));
 * s.serialise(status);                               // header, root named by the class, its fields
 * s.buffer().flip();
 * BeamStatus copy = s.deserialise(BeamStatus.class); // a new instance ...
 * s.buffer().position(0);
 * s.deserialise(existing);                           // ... or in place, reusing its arrays and collections
 * }</pre>
 *
 * <p><b>Fields</b>: the instance fields of the class and its superclasses (superclass first, declaration order),
 * except {@code static} and {@code transient} ones; private fields work for classes in unnamed modules and in
 * modules that open their package to {@code io.yas}. Supported types: primitives and their boxes (including
 * {@code Character}), {@code String}, {@code java.net.URI}, {@code java.time.Instant} and {@code Duration} (as
 * their ISO text), primitive and boxed arrays, {@code String[]}, {@link MultiArray} and rectangular nested arrays
 * ({@code double[][]}) as N-D arrays, enums, {@code List/Set/Queue/Collection/Map} of boxes, strings, enums (by
 * name) or nested classes, nested classes and records to any depth up to {@link ReadLimits#maxDepth()} (cyclic
 * types too), and any type with a registered {@link FieldSerialiser}. Field metadata comes from the annotations of
 * {@code io.yas.annotation}.
 *
 * <p><b>Wire</b>: the root is named with the class's binary name ({@code pkg.Outer$Inner}) as the reference writes
 * it; a field whose value is {@code null} is not written at all, so on read the target keeps its value — {@code null}
 * cannot be transmitted. Collections of nested objects are framed as the reference frames custom elements (element
 * type OTHER, the element class name, then each element as a nested object).
 *
 * <p><b>Reading</b> matches fields by name, so both sides may evolve: unknown wire fields are skipped, fields missing
 * on the wire keep their value, order does not matter, nested objects and collections included. A wire type that
 * does not fit the field, except a lossless widening (byte→short→int→long, int→double, float→double, and the same for
 * arrays), throws {@link YasFormatException} naming the field, the expected and the actual type. The root's name is
 * not checked. Nothing on the wire ever names a class to load: the target class decides every type.
 *
 * <p><b>Threads</b>: an {@code IoClassSerialiser} is bound to its buffer and used by one thread at a time; the
 * {@link ClassMapping} it uses (class descriptions, serialisers) is thread-safe and meant to be shared.
 */
public final class IoClassSerialiser {
    private static final FieldDescription EMPTY_ROOT = FieldDescription.of(YasWriter.DEFAULT_ROOT_START);

    private final ClassMapping mapping;
    private IoBuffer buffer;
    private YasWriter writer;
    private YasReader reader;
    private ReadLimits limits = ReadLimits.DEFAULT;
    private boolean writeMetadata = true;

    /** A serialiser over {@code buffer} with {@link ClassMapping#defaults()}. */
    public IoClassSerialiser(IoBuffer buffer) {
        this(buffer, ClassMapping.defaults());
    }

    /**
     * @param buffer  the buffer written to and read from, at its position
     * @param mapping the class descriptions and custom serialisers to use (shareable)
     */
    public IoClassSerialiser(IoBuffer buffer, ClassMapping mapping) {
        this.mapping = Objects.requireNonNull(mapping, "mapping");
        setBuffer(buffer);
    }

    /** @return the buffer */
    public IoBuffer buffer() {
        return buffer;
    }

    /** Switches to another buffer, e.g. one wrapping received bytes. */
    public IoClassSerialiser setBuffer(IoBuffer newBuffer) {
        this.buffer = Objects.requireNonNull(newBuffer, "buffer");
        this.writer = new YasWriter(newBuffer).setWriteMetadata(writeMetadata);
        this.reader = new YasReader(newBuffer, limits);
        return this;
    }

    /** @return the mapping in use */
    public ClassMapping mapping() {
        return mapping;
    }

    /**
     * Switches field metadata (unit, quantity, description, modifier) on the wire on or off; off saves bytes and time
     * on the hot path. On by default.
     */
    public IoClassSerialiser setWriteMetadata(boolean enabled) {
        this.writeMetadata = enabled;
        writer.setWriteMetadata(enabled);
        return this;
    }

    /** Sets the limits for reading untrusted input; {@link ReadLimits#maxDepth()} also bounds object graphs on write. */
    public IoClassSerialiser setReadLimits(ReadLimits newLimits) {
        this.limits = Objects.requireNonNull(newLimits, "limits");
        this.reader = new YasReader(buffer, newLimits);
        return this;
    }

    /**
     * Writes {@code object} as one YaS message at the buffer's position: header, root object named with the class's
     * binary name (and its class annotations' metadata), every field, root end. {@code null} writes an empty root.
     *
     * @throws IllegalArgumentException if the class cannot be mapped (naming class and field) or a value cannot be
     *                                  written (a char above U+00FF, a null element, …)
     * @throws IllegalStateException    if the object graph is deeper than {@link ReadLimits#maxDepth()} (a reference
     *                                  cycle), or deeper than the calling thread's stack can hold
     */
    public IoClassSerialiser serialise(Object object) {
        return serialise(object, null);
    }

    /**
     * As {@link #serialise(Object)}, but writes only the root fields annotated with
     * {@link io.yas.annotation.Groups} naming {@code group}; nested objects selected that way are written whole.
     *
     * @param group a field group name, or {@code null} for all fields
     */
    public IoClassSerialiser serialise(Object object, String group) {
        if (object == null) {
            writer.putHeaderInfo(EMPTY_ROOT);
            writer.putEndMarker(YasWriter.DEFAULT_ROOT_END);
            return this;
        }
        ClassCodec c = mapping.codec(object.getClass());
        int start = buffer.position();
        try {
            writer.putHeaderInfo(c.description);
            c.writeFields(writer, object, group, limits.maxDepth());
            writer.putEndMarker(c.description);
        } catch (RuntimeException e) {
            resetWriter(start);
            throw e;
        } catch (StackOverflowError e) {
            // a maxDepth near ReadLimits.MAX_MAX_DEPTH can exceed a small thread stack: still the documented failure
            resetWriter(start);
            throw new IllegalStateException("object graph of " + c.type.getName() + " too deep for this thread's "
                    + "stack (ReadLimits.maxDepth " + limits.maxDepth() + "): a reference cycle? Lower the limit or "
                    + "use a thread with a larger stack", e);
        }
        return this;
    }

    private void resetWriter(int start) {
        buffer.position(start);
        writer = new YasWriter(buffer).setWriteMetadata(writeMetadata);
    }

    /**
     * Reads the message at the buffer's position into a new instance of {@code type}. On success the position is
     * after the message; on failure it is back where it was.
     *
     * @throws YasFormatException       for bytes that cannot be decoded or a wire type that does not fit a field,
     *                                  or nesting deeper than the calling thread's stack can hold
     * @throws IllegalArgumentException if {@code type} cannot be mapped or has no no-arg (or canonical) constructor
     */
    public <T> T deserialise(Class<T> type) {
        return type.cast(read(mapping.codec(type), null));
    }

    /**
     * Reads the message at the buffer's position into {@code existing}, in place: fields on the wire are set, arrays
     * and collections reused where their size fits (an unmodifiable collection or map, such as {@code List.of()}, is
     * replaced by a new one), nested objects and the element objects of lists (by index) and maps (by key) updated;
     * fields missing on the wire keep their value. A record cannot change, so for a record a new one is returned,
     * missing components taken from {@code existing}.
     *
     * @return {@code existing}, or the new record
     */
    @SuppressWarnings("unchecked")
    public <T> T deserialise(T existing) {
        Objects.requireNonNull(existing, "existing");
        return (T) read(mapping.codec(existing.getClass()), existing);
    }

    private Object read(ClassCodec c, Object existing) {
        int start = buffer.position();
        try {
            Protocol protocol = Protocol.detect(buffer);
            if (protocol != Protocol.YAS) {
                throw Failures.badHeader(buffer, start, "a YaS message (class mapping reads YaS)",
                        "a " + protocol.displayName() + " message").within("YaS", "$");
            }
            reader.reset();
            reader.readHeader();
            if (reader.nextField() != DataType.START_MARKER) {
                throw Failures.typeMismatch(buffer, reader.fieldStart(), "the root START_MARKER",
                        reader.type().toString()).within("YaS", "$");
            }
            Object result = c.read(reader, existing);
            buffer.position(reader.nextOffset());
            return result;
        } catch (RuntimeException e) {
            buffer.position(start); // also for a class that cannot be created: the message can be read again
            throw e;
        } catch (StackOverflowError e) {
            // nesting within ReadLimits.maxDepth but too deep for this thread's stack: refused like any deep input
            YasFormatException failure = Failures.limitExceeded(buffer, reader.fieldStart(),
                    "ReadLimits.maxDepth, or this thread's stack", reader.depth() - 1L, reader.depth())
                    .within("YaS", "$");
            buffer.position(start);
            throw failure;
        }
    }
}
