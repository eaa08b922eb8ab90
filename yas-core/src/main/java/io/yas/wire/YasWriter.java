package io.yas.wire;

import io.yas.buffer.BytePattern;
import io.yas.buffer.IoBuffer;
import io.yas.internal.ContainerChecks;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Writes YaS messages field by field into an {@link IoBuffer}, byte-identical to the Java reference; the methods and
 * their contract are those of {@link IoSerialiser}, the byte layout is docs/spec-yas.md.
 * <pre>{@code
 * YasWriter w = new YasWriter(IoBuffer.allocate(1024));
 * w.putHeaderInfo();                      // 15-byte header + root START_MARKER "OBJ_ROOT_START"
 * w.put("energy", 450.0);
 * w.put("samples", new double[] {1, 2, 3});
 * w.putEndMarker("OBJ_ROOT_END");         // closes the root
 * byte[] message = w.buffer().flip().toByteArray();
 * }</pre>
 *
 * <p><b>Field header</b>: {@code [u8 type][int32 dataStartOffset][int32 dataSize][ISO-8859-1 name]
 * [optional metadata]}, little-endian. {@code dataStartOffset} counts from the type byte; {@code dataSize} is the
 * primitive size for scalars, 0 for markers and the payload size otherwise (patched once the payload is written).
 * A START_MARKER's size counts the bytes of its children, up to but excluding its END_MARKER header.
 *
 * <p><b>Payloads</b>: scalars as in {@link IoBuffer} (a char is one byte); arrays {@code [int32 nDims][int32 dims…]
 * [int32 n][n elements]}, row-major; collections {@code [1][n][n][u8 container type][u8 element type][1][n][n]
 * [elements]}; maps {@code [1][n][n][u8 key type][1][n][n][keys][u8 value type][1][n][n][values]} in iteration
 * order; enums as four ISO-8859-1 strings (simple class name, class name, {@code "[A, B, …]"}, constant name) and
 * an int32 ordinal. A {@code null} string or array is written as {@code ""} or an empty array; a {@code null} enum
 * or collection is refused with a {@link NullPointerException}.
 *
 * <p>Not thread-safe; reusable for further messages after {@link IoBuffer#clear()} once the root is closed.
 */
public final class YasWriter extends IoSerialiser {
    /** The magic that starts every YaS message: int32 -1. */
    public static final int MAGIC = -1;
    /** The protocol name in the header. */
    public static final String PROTOCOL_NAME = "YaS";
    /** Root START_MARKER name used by {@link #putHeaderInfo()}. */
    public static final String DEFAULT_ROOT_START = "OBJ_ROOT_START";
    /** Conventional root END_MARKER name. */
    public static final String DEFAULT_ROOT_END = "OBJ_ROOT_END";
    static final int VERSION_MAJOR = 1;
    static final int VERSION_MINOR = 0;
    static final int VERSION_MICRO = 0;
    /** The 15 bytes of the protocol header (docs/spec-yas.md §3.1): magic, the string "YaS", the version. */
    static final byte[] HEADER = IoBuffer.allocate(15).putInt(MAGIC).putStringIso8859(PROTOCOL_NAME)
            .putByte((byte) VERSION_MAJOR).putByte((byte) VERSION_MINOR).putByte((byte) VERSION_MICRO).flip()
            .toByteArray();

    /** {@link #HEADER} as a pattern, every byte known: written as a few stores of constants. */
    private static final BytePattern HEADER_BYTES = BytePattern.of(HEADER, allKnown(HEADER.length));

    private static final int TYPE_NAME_SLOTS = 8;

    /** Offsets of the open START_MARKER headers, innermost last. */
    private int[] open = new int[8];
    /** Header offset of the field being written, patched by {@link #finish()}. */
    private int fieldStart;
    private int dataStart;
    /** Whether the header written last is {@link #putHeader}'s, its value not yet written. */
    private boolean valuePending;
    /** Element type names of object collections with their encoded form, by identity: a small two-way cache. */
    private final String[] typeNames = new String[TYPE_NAME_SLOTS];
    private final byte[][] typeNameBytes = new byte[TYPE_NAME_SLOTS][];

    /**
     * A YaS writer into {@code buffer}, metadata on.
     *
     * @param buffer the buffer to write into at its position; it grows as needed
     */
    public YasWriter(IoBuffer buffer) {
        super(buffer, Protocol.YAS);
    }

    /** The 15-byte header (int32 -1, the string "YaS", version bytes 1, 0, 0) and the root START_MARKER. */
    @Override
    protected void writeHeader(FieldDescription root) {
        buffer.putBytes(HEADER_BYTES);
        writeStartMarker(root.name(), root);
    }

    /** {@return {@code length} flags, all set: a pattern's bytes, every one known} */
    static boolean[] allKnown(int length) {
        boolean[] known = new boolean[length];
        Arrays.fill(known, true);
        return known;
    }

    /**
     * For generated codecs: starts a message as {@link #putHeaderInfo(FieldDescription)} does, the root's
     * START_MARKER header written from {@code header}, the root's own
     * {@link YasReader#expectedHeader expectedHeader(root, START_MARKER)}: where that is a constant of the calling
     * code (see {@link BytePattern}), the protocol header and the marker are written as stores of constants. Nothing
     * is written, and {@code false} returned, for any other pattern ({@code null} too) or when metadata is off
     * and the root has metadata: the caller then starts the message with {@code putHeaderInfo(root)}.
     *
     * @param root   the root object's name and metadata
     * @param header {@code YasReader.expectedHeader(root, DataType.START_MARKER)}
     * @return whether the message was started
     * @throws IllegalStateException if a message is open
     */
    public boolean putHeaderInfo(FieldDescription root, BytePattern header) {
        noOpenMessage("putHeaderInfo()");
        if (!ownPattern(root, DataType.START_MARKER, header)) {
            return false;
        }
        buffer.putBytes(HEADER_BYTES);
        openFrom(header);
        return true;
    }

    @Override
    public YasWriter putHeaderInfo() {
        return (YasWriter) super.putHeaderInfo();
    }

    /** A START_MARKER header whose size is patched at its end marker. */
    @Override
    protected void writeStartMarker(String name, FieldDescription fd) {
        opened(isElement(name, fd) ? putPattern(ElementMarkers.START) : header(name, fd, DataType.START_MARKER));
    }

    /**
     * {@return whether {@code header} is the pattern of field {@code fd} and wire type {@code type} (the one
     * {@link YasReader#expectedHeader} gives, by identity) and this writer writes the field's header as that pattern
     * has it ({@link #writesTemplate})}: the condition on which the generated codecs' calls write a header from its
     * pattern
     */
    private boolean ownPattern(FieldDescription fd, DataType type, BytePattern header) {
        return header != null && header == fd.yasPattern(type) && writesTemplate(fd.hasMetadata());
    }

    /**
     * {@return whether this writer writes the headers of fields that have metadata, or not, as their templates have
     * them ({@link FieldDescription}'s, a run's, a message's)}: the templates are the headers a writer with metadata on
     * writes, each with its field's metadata block if it has one (docs/spec-yas.md §3.4); a writer with metadata off
     * writes such a field's header without it, field by field
     *
     * @param hasMetadata whether a field (of a run or message: any of them, or the root) has metadata
     */
    private boolean writesTemplate(boolean hasMetadata) {
        return isWriteMetadata() || !hasMetadata;
    }

    /** Opens an object with its START_MARKER written from {@code header}, counted as {@link #putStartMarker} counts. */
    private void openFrom(BytePattern header) {
        opened(putPattern(header));
        enterObject();
    }

    /** Keeps the offset of the START_MARKER just written, whose size its END_MARKER patches. */
    private void opened(int start) {
        if (depth() == open.length) {
            open = Arrays.copyOf(open, 2 * open.length);
        }
        open[depth()] = start;
    }

    /**
     * Patches the START_MARKER's size to the bytes of its children, then writes an END_MARKER header carrying the
     * name and, if {@code fd} has any, its metadata (as the reference does when the same description is passed to
     * start and end).
     */
    @Override
    protected void writeEndMarker(String name, FieldDescription fd) {
        closeSize();
        if (isElement(name, fd)) {
            putPattern(ElementMarkers.END);
        } else {
            header(name, fd, DataType.END_MARKER);
        }
    }

    /** Patches the size of the innermost open START_MARKER to the bytes written since its header. */
    private void closeSize() {
        int start = open[depth() - 1];
        int startData = start + buffer.getInt(start + 1);
        buffer.putInt(start + 5, buffer.position() - startData);
    }

    /**
     * For generated codecs: opens a nested object as {@link #putStartMarker(FieldDescription)} does, its
     * START_MARKER header written from {@code header}, the field's own
     * {@link YasReader#expectedHeader expectedHeader(fd, START_MARKER)}: where that is a constant of the calling
     * code (see {@link BytePattern}), the JIT writes it as stores of constants. Nothing is written, and
     * {@code false} returned, for any other pattern ({@code null} too) or when metadata is off and the field has
     * metadata (the pattern has it): the caller then opens the object with {@code putStartMarker(fd)}.
     *
     * @param fd     the object's name and metadata
     * @param header {@code YasReader.expectedHeader(fd, DataType.START_MARKER)}
     * @return whether the object was opened
     */
    public boolean putStartMarker(FieldDescription fd, BytePattern header) {
        if (!ownPattern(fd, DataType.START_MARKER, header)) {
            return false;
        }
        openFrom(header);
        return true;
    }

    /**
     * For generated codecs: closes the innermost open object as {@link #putEndMarker(FieldDescription)} does, its
     * END_MARKER header written from {@code header}, the field's own
     * {@link YasReader#expectedHeader expectedHeader(fd, END_MARKER)}, as stores of constants where that is a
     * constant of the calling code. For any other pattern ({@code null} too), or metadata left out, it is
     * {@code putEndMarker(fd)}; the bytes are the same.
     *
     * @param fd     the name and metadata of the object being closed
     * @param header {@code YasReader.expectedHeader(fd, DataType.END_MARKER)}
     * @throws IllegalStateException if no object is open
     */
    public void putEndMarker(FieldDescription fd, BytePattern header) {
        if (depth() == 0 || !ownPattern(fd, DataType.END_MARKER, header)) {
            putEndMarker(fd);
            return;
        }
        closeSize();
        putPattern(header);
        leaveObject();
    }

    /** {@return whether a marker is an element object's, whose headers are the constants of {@link ElementMarkers}} */
    private static boolean isElement(String name, FieldDescription fd) {
        return fd == FieldDescription.ELEMENT && name == fd.name();
    }

    /**
     * The headers of an element object's markers ({@link FieldDescription#ELEMENT}: no name, no metadata), constants
     * of a class of their own so that the JIT writes them as stores of constants ({@link #putPattern}), made when the
     * first element object is written.
     */
    private static final class ElementMarkers {
        static final BytePattern START = YasReader.expectedHeader(FieldDescription.ELEMENT, DataType.START_MARKER);
        static final BytePattern END = YasReader.expectedHeader(FieldDescription.ELEMENT, DataType.END_MARKER);
    }

    /** A header with the primitive size, then the value (a char as one byte). */
    @Override
    protected void writeScalar(String name, FieldDescription fd, DataType type, long bits) {
        if (type == DataType.CHAR) {
            BinaryRules.checkChar(name, (char) bits, Protocol.YAS);
        }
        header(name, fd, type);
        BinaryRules.putScalar(buffer, type, bits);
    }

    /** The run's template in one copy, the last field current (as after its own {@code put}). */
    @Override
    public int putRun(FieldRun run) {
        byte[] template = run.yasTemplate();
        if (template == null || !writesTemplate(run.hasMetadata())) {
            return -1;
        }
        int start = buffer.position();
        buffer.putBytes(template, 0, template.length);
        return runWritten(run, start);
    }

    /**
     * For generated codecs: {@link #putRun(FieldRun)}, the run's headers written from {@code pattern}, the run's
     * own {@link FieldRun#yasPattern()}. Where the pattern is a constant of the calling code (see
     * {@link BytePattern}), the JIT inlines this method and writes the headers as stores of constants instead of
     * copying the template; the bytes are the same. Any other pattern ({@code null} too) is ignored: the run is
     * written as {@code putRun(run)} writes it.
     *
     * @param run     the fields
     * @param pattern {@code run.yasPattern()}
     * @return as {@link #putRun(FieldRun)}: the run's offset, or -1 if nothing was written (metadata off, a field
     *         with metadata)
     */
    public int putRun(FieldRun run, BytePattern pattern) {
        if (pattern == null || pattern != run.yasPattern() || !writesTemplate(run.hasMetadata())) {
            return putRun(run);
        }
        int start = buffer.position();
        buffer.putBytes(pattern);
        return runWritten(run, start);
    }

    /** Records the run written at {@code start}, its last field current (as after its own {@code put}). */
    private int runWritten(FieldRun run, int start) {
        valuePending = false;
        int last = run.length() - 1;
        written(start + run.headerOffset(last), start + run.valueOffset(last));
        return start;
    }

    /** The whole message in one copy of {@link #message}'s template, the root's END_MARKER current. */
    @Override
    protected int writeMessage(FieldDescription root, FieldRun run) {
        if (!writesTemplate(run.hasMetadata() || root.hasMetadata())) {
            return -1;
        }
        FieldRun.Message message = run.yasMessage(root);
        byte[] template = message.template();
        if (template == null) {
            return -1;
        }
        int start = buffer.position();
        buffer.putBytes(template, 0, template.length);
        return messageWritten(message, start);
    }

    /**
     * For generated codecs: {@link #putMessage(FieldDescription, FieldRun)}, the message's bytes written from
     * {@code pattern}, its own {@link #messagePattern messagePattern(root, run)}. Where the pattern is a constant of
     * the calling code (see {@link BytePattern}), it is written as stores of constants instead of a copy of the
     * template; the bytes are the same. Any other pattern ({@code null} too) is ignored: the message is then written
     * as {@code putMessage(root, run)} writes it.
     *
     * @param root    the root object's description (its name and metadata)
     * @param run     the root's fields, all of them
     * @param pattern {@code messagePattern(root, run)}
     * @return as {@link #putMessage(FieldDescription, FieldRun)}: the offset of the run's first byte, or -1 if
     *         nothing was written (metadata off, a field or the root with metadata)
     * @throws IllegalStateException if a message is open
     */
    public int putMessage(FieldDescription root, FieldRun run, BytePattern pattern) {
        FieldRun.Message message = pattern == null || depth() > 0
                || !writesTemplate(run.hasMetadata() || root.hasMetadata()) ? null : run.yasMessage(root);
        if (message == null || pattern != message.pattern()) {
            return putMessage(root, run);
        }
        int start = buffer.position();
        buffer.putBytes(pattern);
        return messageWritten(message, start);
    }

    /**
     * {@return the bytes of a whole message of {@code root} holding exactly {@code run}, as
     * {@link #putMessage(FieldDescription, FieldRun)} writes it, as a pattern: every byte known but the values;
     * {@code null} if a name does not fit ISO-8859-1} (docs/spec-yas.md §3)
     *
     * @param root the root object's description
     * @param run  the root's fields, all of them
     */
    public static BytePattern messagePattern(FieldDescription root, FieldRun run) {
        return run.yasMessage(root).pattern();
    }

    /** Records the message written at {@code start}, its root's END_MARKER current; {@return its run's offset} */
    private int messageWritten(FieldRun.Message message, int start) {
        valuePending = false;
        written(start + message.endStart(), buffer.position());
        return start + message.runStart();
    }

    /**
     * The template of {@link #putMessage}: written by a writer of this class, metadata on, through
     * {@code putHeaderInfo(root)}, {@code putRun(run)}, {@code putEndMarker(root)}, so that every byte is the one
     * those calls write; the values are the holes of its pattern.
     */
    static FieldRun.Message message(FieldDescription root, FieldRun run) {
        byte[] rootHeader = root.yasHeader();
        byte[] runBytes = run.yasTemplate();
        if (rootHeader == null || runBytes == null) {
            return new FieldRun.Message(root, null, null, -1, -1);
        }
        IoBuffer b = IoBuffer.allocate(HEADER.length + 2 * rootHeader.length + runBytes.length);
        YasWriter w = new YasWriter(b);
        w.setWriteMetadata(true);
        w.putHeaderInfo(root);
        int runStart = w.putRun(run);
        w.putEndMarker(root);
        byte[] template = b.flip().toByteArray();
        boolean[] known = allKnown(template.length);
        for (int i = 0; i < run.length(); i++) {
            int value = runStart + run.valueOffset(i);
            Arrays.fill(known, value, value + run.type(i).primitiveSize(), false);
        }
        return new FieldRun.Message(root, template, BytePattern.of(template, known), runStart,
                template.length - rootHeader.length);
    }

    /**
     * For generated codecs: writes the header of field {@code fd} of wire type {@code type} from {@code header}, the
     * field's own {@link YasReader#expectedHeader expectedHeader(fd, type)}, the dataSize 0 until the value's method
     * patches it; then the caller writes the value with that method ({@link #putStringValue}). Where the pattern is a
     * constant of the calling code (see {@link BytePattern}), the JIT inlines this method and writes the header as a
     * few stores of constants, instead of looking it up and copying it. Nothing is written, and {@code false}
     * returned, for any other pattern ({@code null} too, as for a name with a char above U+00FF, which has no
     * pattern) or when metadata is off and the field has metadata: the caller then writes the field with the typed
     * {@code put}, which refuses such a name. The two calls write the same bytes as that {@code put}.
     *
     * @param fd     the field's name and metadata
     * @param type   the field's wire type
     * @param header {@code YasReader.expectedHeader(fd, type)}
     * @return whether the header was written
     */
    public boolean putHeader(FieldDescription fd, DataType type, BytePattern header) {
        if (!ownPattern(fd, type, header)) {
            return false;
        }
        putPattern(header);
        valuePending = true;
        return true;
    }

    /** Writes a field header from its pattern, the dataSize as the pattern has it, and returns its offset. */
    private int putPattern(BytePattern header) {
        valuePending = false;
        int start = buffer.position();
        buffer.putBytes(header);
        return written(start, start + header.length());
    }

    /** Records the header just written at {@code start}, its data from {@code data}, for {@link #finish}. */
    private int written(int start, int data) {
        fieldStart = start;
        dataStart = data;
        return start;
    }

    /**
     * For generated codecs: the value of the string field whose header {@link #putHeader} wrote last, and its size.
     *
     * @param fd    the field, as given to {@code putHeader}
     * @param value the string; {@code null} is written like {@code ""}
     * @throws IllegalArgumentException for an unpaired surrogate; nothing of the field stays written
     * @throws IllegalStateException    if anything but {@code putHeader}'s header was written last (nothing written)
     */
    public void putStringValue(FieldDescription fd, String value) {
        if (!valuePending || buffer.position() != dataStart) {
            throw new IllegalStateException("putStringValue('" + fd.name() + "') right after a putHeader that wrote "
                    + "its header, and only then");
        }
        valuePending = false;
        BinaryRules.putString(buffer, fieldStart, fd.name(), value);
        finish();
    }

    @Override
    protected void writeString(String name, FieldDescription fd, String value) {
        BinaryRules.putString(buffer, header(name, fd, DataType.STRING), name, value);
        finish();
    }

    @Override
    protected void writeArray(String name, FieldDescription fd, DataType type, Object values, int elementCount,
            int[] dims) {
        BinaryRules.putArray(buffer, header(name, fd, type), name, type, values, elementCount, dims);
        finish();
    }

    /**
     * The container type byte follows {@code values} (QUEUE, SET, LIST or COLLECTION, the first it is an instance
     * of), the header type the caller's choice: a {@code LinkedList} field is LIST on the header, QUEUE in the
     * payload, as in the reference.
     */
    @Override
    protected void writeCollection(String name, FieldDescription fd, DataType headerType, DataType elementType,
            Collection<?> values) {
        int n = values == null ? 0 : values.size(); // null: an empty COLLECTION, as a null array is an empty one
        int start = header(name, fd, headerType);
        try {
            buffer.putInt(1).putInt(n).putInt(n);
            buffer.putByte((byte) containerType(values).id()).putByte((byte) elementType.id());
            putElements(name, elementType, values == null ? List.of() : values, n);
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, start, name, e);
        }
        finish();
    }

    @Override
    protected void writeMap(String name, FieldDescription fd, DataType keyType, DataType valueType,
            Map<?, ?> values) {
        Map<?, ?> map = values == null ? Map.of() : values; // null: an empty map
        int n = map.size();
        int start = header(name, fd, DataType.MAP);
        try {
            buffer.putInt(1).putInt(n).putInt(n);
            buffer.putByte((byte) keyType.id());
            putElements(name, keyType, map.keySet(), n);
            buffer.putByte((byte) valueType.id());
            putElements(name, valueType, map.values(), n);
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, start, name, e);
        }
        finish();
    }

    @Override
    protected void writeEnum(String name, FieldDescription fd, Enum<?> value) {
        Class<?> type = BinaryRules.required(name, value).getDeclaringClass();
        enumField(name, fd, type.getSimpleName(), type.getName(), Arrays.toString(type.getEnumConstants()),
                value.name(), value.ordinal());
    }

    /** The same bytes as {@link #put(FieldDescription, Enum)} for the constant described. */
    @Override
    protected void writeEnum(FieldDescription fd, EnumValue value) {
        BinaryRules.required(fd.name(), value);
        enumField(fd.name(), fd, value.simpleTypeName(), value.typeName(), value.constants(), value.name(),
                value.ordinal());
    }

    private void enumField(String name, FieldDescription fd, String simpleTypeName, String typeName,
            String constants, String constant, int ordinal) {
        int start = header(name, fd, DataType.ENUM);
        try {
            buffer.putStringIso8859(simpleTypeName).putStringIso8859(typeName);
            buffer.putStringIso8859(constants).putStringIso8859(constant);
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, start, name, e);
        }
        buffer.putInt(ordinal);
        finish();
    }

    /**
     * Custom data framed as the reference's {@code putCustomData}: an OTHER header, the ISO-8859-1 type names
     * ({@code null} secondary as {@code ""}), the bytes {@code body} writes at the buffer's position, then an
     * END_MARKER header with the same name. Readers that do not know the type skip it by its size.
     */
    @Override
    protected void writeCustomData(FieldDescription fd, String typeName, String secondaryTypeName,
            Consumer<IoBuffer> body) {
        int start = header(fd.name(), fd, DataType.OTHER);
        try {
            buffer.putStringIso8859(typeName).putStringIso8859(secondaryTypeName);
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, start, fd.name(), e);
        }
        body.accept(buffer);
        finish();
        header(fd.name(), null, DataType.END_MARKER);
    }

    /**
     * The header, {@code [1][n][n][u8 container][u8 OTHER][ISO-8859-1 element type name][""]}; the handle is the
     * header's offset.
     */
    @Override
    protected int openObjectCollection(FieldDescription fd, DataType headerType, Collection<?> values,
            String elementTypeName) {
        int n = values == null ? 0 : values.size();
        int handle = header(fd.name(), fd, headerType);
        buffer.putInt(1).putInt(n).putInt(n);
        buffer.putByte((byte) containerType(values).id());
        putObjectElementType(handle, elementTypeName);
        return handle;
    }

    /**
     * The header, {@code [1][n][n][u8 key type][1][n][n][keys][u8 OTHER][ISO-8859-1 value type name][""]}; the
     * handle is the header's offset.
     */
    @Override
    protected int openObjectMap(FieldDescription fd, Collection<?> keys, DataType keyType, String valueTypeName) {
        int n = keys.size();
        int handle = header(fd.name(), fd, DataType.MAP);
        try {
            buffer.putInt(1).putInt(n).putInt(n);
            buffer.putByte((byte) keyType.id());
            putElements(fd.name(), keyType, keys, n);
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, handle, fd.name(), e);
        }
        putObjectElementType(handle, valueTypeName);
        return handle;
    }

    private void putObjectElementType(int handle, String typeName) {
        // the class mapper passes the same Class.getName() string every time: a small identity cache of the encoded
        // bytes, two slots per name so that two names of one message that hash alike do not evict each other on
        // every write
        int slot = System.identityHashCode(typeName) & (TYPE_NAME_SLOTS - 1);
        if (typeNames[slot] != typeName) {
            int other = (slot + 1) & (TYPE_NAME_SLOTS - 1);
            if (typeNames[other] == typeName || typeNames[slot] != null && typeNames[other] == null) {
                slot = other;
            }
            if (typeNames[slot] != typeName) {
                typeNameBytes[slot] = objectElementType(handle, typeName);
                typeNames[slot] = typeName;
            }
        }
        byte[] bytes = typeNameBytes[slot];
        buffer.putBytes(bytes, 0, bytes.length);
    }

    /**
     * {@return {@code [u8 OTHER][ISO-8859-1 type name][""]}, the element type of a container of objects}
     *
     * @throws IllegalArgumentException if the name has a char above U+00FF; the container's header at
     *                                  {@code handle} is taken back
     */
    private byte[] objectElementType(int handle, String typeName) {
        IoBuffer b = IoBuffer.allocate(16 + typeName.length()).putByte((byte) DataType.OTHER.id());
        try {
            BinaryRules.putName(b, typeName, null, Protocol.YAS);
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, handle, typeName, e);
        }
        return b.putStringIso8859("").flip().toByteArray();
    }

    /** A field header of any value type; the handle is its offset. */
    @Override
    protected int openField(FieldDescription fd, DataType type) {
        return header(fd.name(), fd, type);
    }

    /** Patches the {@code dataSize} of the header at {@code handle} to the bytes written since its data start. */
    @Override
    protected void closeField(int handle) {
        int start = handle + buffer.getInt(handle + 1);
        buffer.putInt(handle + 5, buffer.position() - start);
    }

    // --------------------------------------------------------------------------------------------- internals

    /**
     * Writes a field header, its dataSize the {@link #initialSize} of {@code type}, and returns its offset. On a
     * refused name nothing stays written.
     */
    private int header(String name, FieldDescription fd, DataType type) {
        valuePending = false;
        int start = buffer.position();
        byte[] template = fd == null || name != fd.name() || !writesTemplate(fd.hasMetadata()) ? null
                : fd.yasHeader(type);
        if (template != null) { // the whole header, type, initial size and metadata included, in one copy
            buffer.putBytes(template, 0, template.length);
            return written(start, start + template.length);
        }
        try {
            headerBytes(buffer, type.id(), initialSize(type), name, fd, fd != null && isWriteMetadata()
                    && fd.hasMetadata());
        } catch (RuntimeException e) {
            throw BinaryRules.refused(buffer, start, name, e);
        }
        return written(start, buffer.position());
    }

    /**
     * Writes a field header at the buffer's position, its dataStartOffset patched:
     * {@code [u8 type][i32 dataStartOffset][i32 dataSize][i32 nameLen+1][name][00]}, with {@code metadata} then
     * {@code [string unit][string quantity][string description][u8 modifier]} ({@code null} as {@code ""};
     * docs/spec-yas.md §3.2, §3.4).
     *
     * @throws IllegalArgumentException if the name has a char above U+00FF or a metadata string an unpaired surrogate
     */
    private static void headerBytes(IoBuffer buffer, int typeId, int size, String name, FieldDescription fd,
            boolean metadata) {
        int start = buffer.position();
        buffer.putByte((byte) typeId).putInt(0).putInt(size);
        BinaryRules.putName(buffer, name, fd, Protocol.YAS);
        if (metadata) {
            buffer.putString(fd.unit()).putString(fd.quantity()).putString(fd.description());
            buffer.putByte((byte) fd.modifier());
        }
        buffer.putInt(start + 1, buffer.position() - start);
    }

    /**
     * The header of field {@code fd} as {@link #header} writes it with metadata on (its metadata block included if it
     * has metadata), with type id and dataSize 0; {@code null} if the name has a char above U+00FF or a metadata
     * string an unpaired surrogate (no such header: the writer refuses the field when it is written).
     */
    static byte[] headerTemplate(FieldDescription fd) {
        if (fd.isoName() == null) {
            return null;
        }
        IoBuffer b = IoBuffer.allocate(32);
        try {
            headerBytes(b, 0, 0, fd.name(), fd, fd.hasMetadata());
        } catch (IllegalArgumentException e) {
            return null;
        }
        return b.flip().toByteArray();
    }

    /**
     * {@return the dataSize a header of {@code type} has before its value is written}: a scalar's primitive size, 0 for
     * the markers, -1 for everything else (patched once the value is written).
     */
    static int initialSize(DataType type) {
        return type.isScalar() ? type.primitiveSize() : type == DataType.START_MARKER || type == DataType.END_MARKER
                ? 0 : -1;
    }

    /** {@return the {@link #headerTemplate} of a field of {@code type}: its type byte and initial size set} */
    static byte[] typedHeader(byte[] template, DataType type) {
        byte[] h = template.clone();
        h[0] = (byte) type.id();
        java.nio.ByteBuffer.wrap(h).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(5, initialSize(type));
        return h;
    }

    /** The {@link #headerTemplate} as a reader compares it: everything but the type byte and the dataSize. */
    static BytePattern headerPattern(byte[] template) {
        return headerPattern(template, null);
    }

    /**
     * The {@link #headerTemplate} as a reader compares it for a field of wire type {@code type}, or of any type for
     * {@code null}: the type byte known with the type, the dataSize known where the type fixes it (a fixed-size
     * scalar's primitive size, an END_MARKER's 0) and a hole otherwise.
     */
    static BytePattern headerPattern(byte[] template, DataType type) {
        byte[] bytes = type == null ? template : typedHeader(template, type);
        boolean[] known = allKnown(bytes.length);
        known[0] = type != null;
        Arrays.fill(known, 5, 9, type != null && (type == DataType.END_MARKER || type.isScalar()));
        return BytePattern.of(bytes, known);
    }

    /** Patches the size of the field written last. */
    private void finish() {
        buffer.putInt(fieldStart + 5, buffer.position() - dataStart);
    }

    /** Writes {@code [1][n][n][n elements]} of one element type, checked by the base. */
    private void putElements(String name, DataType type, Collection<?> values, int n) {
        buffer.putInt(1).putInt(n).putInt(n);
        List<?> list = ContainerChecks.indexed(values);
        if (list != null && list.size() == n) {
            for (int k = 0; k < n; k++) { // no iterator to allocate
                putElement(name, type, list.get(k));
            }
            return;
        }
        int i = 0;
        for (Object v : values) {
            if (i++ == n) {
                break;
            }
            putElement(name, type, v);
        }
        if (i != n) {
            throw new IllegalArgumentException("field '" + name + "': collection changed size while writing");
        }
    }

    private void putElement(String name, DataType type, Object v) {
        switch (type) {
            case INT -> buffer.putInt((Integer) v);
            case DOUBLE -> buffer.putDouble((Double) v);
            case LONG -> buffer.putLong((Long) v);
            case FLOAT -> buffer.putFloat((Float) v);
            case BOOL -> buffer.putBoolean((Boolean) v);
            case SHORT -> buffer.putShort((Short) v);
            case BYTE -> buffer.putByte((Byte) v);
            case CHAR -> {
                char c = (Character) v;
                BinaryRules.checkChar(name, c, Protocol.YAS);
                buffer.putChar(c);
            }
            default -> buffer.putString(v.toString());
        }
    }
}
