package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;
import io.yas.wire.CmwLightReader;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.YasReader;
import io.yas.wire.YasWriter;

import java.util.Objects;

/**
 * Maps plain Java classes and records to the wire and back: the class is the schema (docs/spec-yas.md §7).
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
 * modules that open their package to {@code io.yas} (both get codecs generated at run time,
 * {@link ClassMapping#describe}). Supported types: primitives and their boxes (including
 * {@code Character}), {@code String}, {@code java.net.URI}, {@code java.time.Instant} and {@code Duration} (as
 * their ISO text), primitive and boxed arrays, {@code String[]}, {@link MultiArray} and rectangular nested arrays
 * ({@code double[][]}) as N-D arrays, enums, {@code List/Set/Queue/Collection/Map} of boxes, strings, enums (by
 * name) or nested classes, 1-D arrays of enums or nested classes (written as the {@code List} of their elements,
 * docs/spec-yas.md §7.3), nested classes and records to any depth up to {@link ReadLimits#maxDepth()} (cyclic
 * types too), and any type with a registered {@link FieldSerialiser}. Field metadata comes from the annotations of
 * {@code io.yas.annotation}.
 *
 * <p><b>Wire</b>: the root is named with the class's binary name ({@code pkg.Outer$Inner}) as the reference writes
 * it; a field whose value is {@code null} is not written at all, so on read the target keeps its value — {@code null}
 * cannot be transmitted. Collections of nested objects are framed as the reference frames custom elements (element
 * type OTHER, the element class name, then each element as a nested object). A root object whose class has a
 * registered {@link FieldSerialiser} (found as for a field of that class) is the root holding one field named with the
 * class's binary name, written by the serialiser and read back by it.
 *
 * <p><b>Reading</b> matches fields by name, so both sides may evolve: unknown wire fields are skipped, fields missing
 * on the wire keep their value, order does not matter, nested objects and collections included. A wire type that
 * does not fit the field, except a lossless widening (byte→short→int→long, int→double, float→double, and the same for
 * arrays), throws {@link YasFormatException} naming the field, the expected and the actual type. A root that has
 * fields but none of the class's is refused ({@link YasFormatException}: the wrong class or the wrong message, never
 * an evolution); {@link #setReadChecks} adds opt-in checks (unknown fields, missing fields, the root's name, which
 * is otherwise not checked). Nothing on the wire ever names a class to load: the target class decides every type.
 *
 * <p><b>Protocols</b>: the same calls work over YaS (the default), CmwLight and JSON: {@link #setProtocol} chooses
 * what {@link #serialise} writes, and {@link #deserialise} detects the protocol from the bytes (docs/spec-yas.md
 * §8). What a protocol cannot carry is refused on write naming the field (CmwLight: collections,
 * maps, custom data; its metadata is off by default), never dropped. Over CmwLight an enum travels as its ordinal;
 * over JSON enums travel by name, numbers are converted to the field's type when the value fits it exactly
 * ({@code 3} into a {@code byte}, {@code 0.5} into a {@code float}; {@code 3.5} into an {@code int} is a type error),
 * {@code "NaN"}/{@code "Infinity"}/{@code "-Infinity"} read into floating-point fields, map keys are read back
 * from their text through the declared key type, and a member that is {@code null} leaves the field as it is. JSON
 * needs module {@code io.yas.json} on the class or module path.
 *
 * <p><b>Threads</b>: an {@code IoClassSerialiser} is bound to its buffer and used by one thread at a time; the
 * {@link ClassMapping} it uses (class descriptions, serialisers) is thread-safe and meant to be shared.
 */
public final class IoClassSerialiser {
    private static final FieldDescription EMPTY_ROOT = FieldDescription.of(YasWriter.DEFAULT_ROOT_START);

    private final ClassMapping mapping;
    private IoBuffer buffer;
    private Protocol protocol = Protocol.YAS;
    private IoSerialiser writer;
    private YasReader yasReader;
    private CmwLightReader cmwLightReader;
    /** The last cursor of a protocol in its own module (JSON), offered back to its codec for the next message. */
    private FieldCursor pluggedCursor;
    private ReadLimits limits = ReadLimits.DEFAULT;
    /** {@code null}: the protocol's default (on for YaS, off for CmwLight, never for JSON). */
    private Boolean writeMetadata;
    private ClassCodec lastCodec;
    /** The last root class and its custom serialiser ({@code null}: none), kept: the mapping is immutable. */
    private Class<?> lastRootType;
    private FieldSerialiser<?> lastRootSerialiser;
    /** The {@link ReadCheck}s on, as bits {@code 1 << ordinal}. */
    private int readChecks;

    /**
     * A serialiser over {@code buffer} with {@link ClassMapping#defaults()}, writing YaS.
     *
     * @param buffer the message, read from its position to its limit
     */
    public IoClassSerialiser(IoBuffer buffer) {
        this(buffer, ClassMapping.defaults());
    }

    /**
     * A serialiser over {@code buffer} with the given class descriptions and custom serialisers, writing YaS.
     *
     * @param buffer  the buffer written to and read from, at its position
     * @param mapping the class descriptions and custom serialisers to use (shareable)
     */
    public IoClassSerialiser(IoBuffer buffer, ClassMapping mapping) {
        this.mapping = Objects.requireNonNull(mapping, "mapping");
        setBuffer(buffer);
    }

    /** {@return the buffer} */
    public IoBuffer buffer() {
        return buffer;
    }

    /**
     * Switches to another buffer, e.g. one wrapping received bytes.
     *
     * @param newBuffer the buffer written to and read from from now on, at its position
     * @return this serialiser
     */
    public IoClassSerialiser setBuffer(IoBuffer newBuffer) {
        this.buffer = Objects.requireNonNull(newBuffer, "buffer");
        this.yasReader = new YasReader(newBuffer, limits);
        this.cmwLightReader = null;
        newWriter();
        return this;
    }

    /** {@return the protocol {@link #serialise} writes} */
    public Protocol protocol() {
        return protocol;
    }

    /**
     * Chooses the protocol {@link #serialise} writes (YaS by default); reading always detects it from the bytes.
     *
     * @param newProtocol the protocol to write
     * @return this serialiser
     * @throws IllegalStateException if the protocol's module is missing (JSON without {@code io.yas.json})
     */
    public IoClassSerialiser setProtocol(Protocol newProtocol) {
        Objects.requireNonNull(newProtocol, "protocol").codec();
        this.protocol = newProtocol;
        newWriter();
        return this;
    }

    /** {@return the mapping in use} */
    public ClassMapping mapping() {
        return mapping;
    }

    /**
     * Switches field metadata (unit, quantity, description, modifier) on the wire on or off; off saves bytes and time
     * on the hot path. Unless set, on for YaS and off for CmwLight (which cannot carry it: switched on, a class with
     * metadata is refused); JSON never writes it.
     *
     * @param enabled {@code true} to write metadata
     * @return this serialiser
     */
    public IoClassSerialiser setWriteMetadata(boolean enabled) {
        this.writeMetadata = enabled;
        writer.setWriteMetadata(enabled);
        return this;
    }

    /**
     * Sets the limits for reading untrusted input; {@link ReadLimits#maxDepth()} also bounds object graphs on write.
     *
     * @param newLimits the limits to apply from the next read on
     * @return this serialiser
     */
    public IoClassSerialiser setReadLimits(ReadLimits newLimits) {
        this.limits = Objects.requireNonNull(newLimits, "limits");
        this.yasReader = new YasReader(buffer, newLimits);
        this.cmwLightReader = null;
        return this;
    }

    /**
     * Switches on opt-in checks of the root object on read (none by default; see {@link ReadCheck}); each call
     * replaces the previous set. Whatever is set, a message that has fields but none of the class's is refused.
     *
     * @param checks the checks to apply from the next read on; none to switch them off
     * @return this serialiser
     */
    public IoClassSerialiser setReadChecks(ReadCheck... checks) {
        int bits = 0;
        for (ReadCheck c : checks) {
            bits |= 1 << Objects.requireNonNull(c, "check").ordinal();
        }
        this.readChecks = bits;
        return this;
    }

    private void newWriter() {
        writer = protocol.newWriter(buffer);
        writer.setWriteMetadata(writeMetadata != null ? writeMetadata : protocol.hasMetadataByDefault());
    }

    /**
     * Writes {@code object} as one message of the chosen protocol at the buffer's position: header, root object
     * (in YaS named with the class's binary name and its class annotations' metadata), every field, root end.
     * {@code null} writes an empty root.
     *
     * @param object the object to write, or {@code null}
     * @return this serialiser
     * @throws IllegalArgumentException if the class cannot be mapped (naming class and field; a top-level array,
     *                                  string, box, collection or map is to be wrapped in a record) or a value cannot be
     *                                  written (a char above U+00FF in YaS, a null element, a collection in
     *                                  CmwLight, …); nothing of the message stays written
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
     * @param object the object to write, or {@code null}
     * @param group  a field group name, or {@code null} for all fields
     * @return this serialiser
     */
    public IoClassSerialiser serialise(Object object, String group) {
        if (object == null) {
            writer.putHeaderInfo(EMPTY_ROOT);
            writer.putEndMarker(YasWriter.DEFAULT_ROOT_END);
            return this;
        }
        FieldSerialiser<?> custom = rootSerialiser(object.getClass());
        ClassCodec c = custom == null ? codec(object.getClass()) : null;
        int start = buffer.position();
        try {
            if (custom != null) {
                CustomRoot.write(writer, custom, object);
                return this;
            }
            // all primitives: the whole message at once; else the root's markers from constants where the codec can
            if (group != null || !c.writeMessage(writer, object) && !c.writeRoot(writer, object, limits.maxDepth())) {
                writer.putHeaderInfo(c.description);
                c.writeFields(writer, object, group, limits.maxDepth());
                writer.putEndMarker(c.description);
            }
        } catch (RuntimeException e) {
            resetWriter(start);
            throw e;
        } catch (StackOverflowError e) {
            // a maxDepth near ReadLimits.MAX_MAX_DEPTH can exceed a small thread stack: still the documented failure
            resetWriter(start);
            throw new IllegalStateException("object graph of " + object.getClass().getName() + " too deep for this "
                    + "thread's stack (ReadLimits.maxDepth " + limits.maxDepth() + "): a reference cycle? Lower the "
                    + "limit or use a thread with a larger stack", e);
        }
        return this;
    }

    private void resetWriter(int start) {
        buffer.position(start);
        newWriter();
    }

    /**
     * Reads the message at the buffer's position, in whichever protocol it is, into a new instance of
     * {@code type}. On success the position is after the message; on failure it is back where it was.
     *
     * @param <T>  the class to create
     * @param type the class to create; its fields are the schema
     * @return the new instance, or record
     * @throws YasFormatException       for bytes that cannot be decoded or a wire type that does not fit a field,
     *                                  nesting deeper than the calling thread's stack can hold, or a JSON message
     *                                  without module {@code io.yas.json} (docs/errors.md §3.5)
     * @throws IllegalArgumentException if {@code type} cannot be mapped (a top-level array, string, box, collection or
     *                                  map is to be wrapped in a record) or has no no-arg (or canonical) constructor
     */
    public <T> T deserialise(Class<T> type) {
        Objects.requireNonNull(type, "type");
        FieldSerialiser<?> custom = rootSerialiser(type);
        return type.cast(custom != null ? readCustomRoot(custom, null) : read(codec(type), null));
    }

    /**
     * Reads the message at the buffer's position into {@code existing}, in place: fields on the wire are set, arrays
     * and collections reused where their size fits (an unmodifiable collection or map, such as {@code List.of()}, is
     * replaced by a new one where its content changes), nested objects and the element objects of lists (by index)
     * and maps (by key) updated, strings and elements of primitives or strings equal to the held ones kept (YaS: a
     * list or map that then holds exactly what the wire says is not touched); fields missing on the wire keep their
     * value. A record cannot change, so for a record a new one is returned, missing components taken from
     * {@code existing}. On failure the fields read before the failing one have been set, the others keep their
     * values, and a collection or map is only refilled once all its elements were read (the same in every protocol);
     * the buffer's position is back where the read started.
     *
     * @param <T>      the class of {@code existing}
     * @param existing the object to update; its class is the schema
     * @return {@code existing}, or the new record
     */
    @SuppressWarnings("unchecked")
    public <T> T deserialise(T existing) {
        Objects.requireNonNull(existing, "existing");
        FieldSerialiser<?> custom = rootSerialiser(existing.getClass());
        return (T) (custom != null ? readCustomRoot(custom, existing) : read(codec(existing.getClass()), existing));
    }

    private Object read(ClassCodec c, Object existing) {
        return read(c, null, existing);
    }

    /** A root whose class has a {@link FieldSerialiser} ({@link CustomRoot}). */
    private Object readCustomRoot(FieldSerialiser<?> custom, Object existing) {
        return read(null, custom, existing);
    }

    /** Reads the message, in whichever protocol it is, with the class's codec or the root's serialiser. */
    private Object read(ClassCodec c, FieldSerialiser<?> custom, Object existing) {
        int start = buffer.position();
        Protocol wire = Protocol.detect(buffer);
        if (wire == Protocol.YAS && c != null && c.readsWhole()) {
            Object whole = readWhole(c, existing, start);
            if (whole != null) {
                return whole;
            }
        }
        if (!wire.isAvailable()) { // a JSON message without yas-json: bytes this reader cannot decode (errors.md 1.1)
            throw Failures.badHeader(buffer, start, "a message of a protocol this reader has (YaS, CmwLight; JSON "
                    + "needs module io.yas.json on the class or module path)", "a " + wire.displayName()
                    + " message, and module io.yas.json is missing").within("detection", "");
        }
        FieldCursor reader = cursor(wire);
        try {
            // all primitives: at once (a little-endian YaS message was tried already)
            Object whole = c != null && reader != yasReader ? c.readMessage(reader, existing) : null;
            if (whole != null) {
                buffer.position(reader.nextOffset());
                return whole;
            }
            reader.readHeader();
            // the root as the class writes it (YaS: one header comparison), else whatever it is
            if ((c == null || !reader.nextFieldIs(c.description, DataType.START_MARKER))
                    && reader.nextField() != DataType.START_MARKER) {
                throw Failures.typeMismatch(buffer, reader.fieldStart(), "the root START_MARKER",
                        reader.type().toString()).within(wire.displayName(), "$");
            }
            Object result = c != null ? c.readRoot(reader, existing, readChecks)
                    : CustomRoot.read(reader, custom, existing);
            buffer.position(reader.nextOffset());
            return result;
        } catch (RuntimeException e) {
            buffer.position(start); // also for a class that cannot be created: the message can be read again
            throw e;
        } catch (StackOverflowError e) {
            // nesting within ReadLimits.maxDepth but too deep for this thread's stack: refused like any deep input
            YasFormatException failure = Failures.stackExhausted(buffer, Math.max(reader.fieldStart(), start),
                    reader.depth()).within(wire.displayName(), "$");
            buffer.position(start);
            throw failure;
        }
    }

    /**
     * Reads a YaS message whole if it is the one YaS writes for the class (values aside;
     * {@link ClassCodec#readMessage}): its bytes alone tell, so its byte order is not looked at first (a big-endian
     * message does not match). Nor is the cursor reset, only moved to the start: the comparison reads nothing else of
     * its state (an object left open by a failed read makes it decline, and the general path resets), and a message
     * it takes sets all that is read of the cursor afterwards. The reset's stores were a tenth of a one-int decode
     * (29 → 26 ns, JMH, JDK 17).
     *
     * @return the object read, or {@code null} if the message is another
     */
    private Object readWhole(ClassCodec c, Object existing, int start) {
        try {
            yasReader.seek(start);
            Object whole = c.readMessage(yasReader, existing);
            if (whole != null) {
                buffer.position(yasReader.nextOffset());
            }
            return whole;
        } catch (RuntimeException e) { // a record's constructor refusing the values
            buffer.position(start);
            throw e;
        }
    }

    /**
     * The cursor for a message of {@code wire}: the binary ones reused, a plugged-in protocol's (JSON) reused as its
     * codec allows, big-endian YaS's made anew.
     */
    private FieldCursor cursor(Protocol wire) {
        return switch (wire) {
            case YAS -> YasReader.isBigEndian(buffer) ? wire.newCursor(buffer, limits) : yasReader.reset();
            case CMWLIGHT -> cmwLightReader().reset();
            default -> pluggedCursor = wire.codec().reuseCursor(pluggedCursor, buffer, limits);
        };
    }

    /**
     * Drops the last classes written or read, kept to save a lookup per message: a serialiser that {@link YasMapper}
     * keeps for a thread then holds no class of its caller's (nor its class loader).
     */
    void forgetClasses() {
        lastCodec = null;
        lastRootType = null;
        lastRootSerialiser = null;
    }

    /** {@return the custom serialiser of a root of class {@code type}, or {@code null}}: cached for the last class */
    private FieldSerialiser<?> rootSerialiser(Class<?> type) {
        if (type != lastRootType) {
            lastRootSerialiser = mapping.serialiserFor(type, type);
            lastRootType = type;
        }
        return lastRootSerialiser;
    }

    /** The codec of {@code type}: the last one used, or the mapping's (a shared map lookup saved per message). */
    private ClassCodec codec(Class<?> type) {
        ClassCodec c = lastCodec;
        if (c == null || c.type != type) {
            try {
                c = mapping.codec(type);
            } catch (IllegalArgumentException e) {
                throw notAMessage(type, e);
            }
            lastCodec = c;
        }
        return c;
    }

    /** A top-level array, string, box, collection or map: say how to send it instead of how the class is built. */
    private static IllegalArgumentException notAMessage(Class<?> type, IllegalArgumentException e) {
        if (!type.isArray() && !type.isPrimitive() && !type.getName().startsWith("java.")) {
            return e;
        }
        String kind = java.util.Collection.class.isAssignableFrom(type) ? "a collection"
                : java.util.Map.class.isAssignableFrom(type) ? "a map" : type.getSimpleName();
        String declared = type.isArray() ? type.getSimpleName() : java.util.Collection.class.isAssignableFrom(type)
                ? "List<Point>" : java.util.Map.class.isAssignableFrom(type) ? "Map<String, Point>"
                : type.getSimpleName();
        return new IllegalArgumentException("a message is a class or record whose fields it carries, not " + kind
                + " (" + type.getName() + "): wrap it in a record, e.g. record Message(" + declared + " value) {}", e);
    }

    private CmwLightReader cmwLightReader() {
        if (cmwLightReader == null) {
            cmwLightReader = new CmwLightReader(buffer, limits);
        }
        return cmwLightReader;
    }
}
