package io.yas.wire;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

import java.util.List;

/**
 * The one field-by-field read contract of the three protocols ({@link YasReader}, {@link CmwLightReader} and, in
 * module {@code io.yas.json}, the JSON cursor; {@link Protocol#newCursor} makes the right one): the current field
 * (type, name, offset), the open objects (depth, path), navigation ({@link #nextField()}, {@link #findField},
 * {@link #skipObject()}), typed getters that read the current field's value (arrays into an existing array where
 * its length fits), and the elements of a collection of nested objects. The class mapper and custom
 * {@code FieldSerialiser} readers work on this type only, so one mapper reads every protocol.
 *
 * <p><b>Types.</b> {@link #type()} is the wire type of the current field. The binary protocols carry exact types,
 * and a getter of another type is refused. JSON carries no binary types: its cursor types a value from its form
 * (docs/spec-json.md §3) and its getters convert any number, or the strings {@code "NaN"}, {@code "Infinity"},
 * {@code "-Infinity"}, into the type asked for when it fits exactly ({@link Protocol#hasTypedNumbers()}).
 *
 * <p><b>Errors.</b> Every getter checks the field's type first; truncated or corrupt bytes and values of the wrong
 * type throw {@link YasFormatException} with the protocol's name, the byte offset and the field's path
 * ({@code $.a.b}, elements as {@code [i]}; docs/errors.md). Calling a getter before the first {@link #nextField()}
 * throws {@link IllegalStateException}.
 *
 * <p>Not thread-safe; one cursor per buffer and thread. Implemented by the protocols only.
 */
public abstract class FieldCursor {
    /** For the protocols' cursors. */
    protected FieldCursor() {
        // state lives in the protocols' cursors
    }

    /** {@return the protocol this cursor reads} */
    public abstract Protocol protocol();

    /** {@return the buffer read from} */
    public abstract IoBuffer buffer();

    /**
     * {@return the buffer that holds the values of the run or message that {@link #nextRunIs} or
     * {@link #nextMessageIs} just took}, each at {@code start + run.valueOffset(i)} in YaS's little-endian layout
     * (read with its absolute getters; a {@code boolean} is a byte, true unless 0): {@link #buffer()} itself for the
     * binary protocols, whose values lie there already; for JSON, whose values are text, a buffer the cursor wrote
     * them into. Valid until the cursor reads on.
     */
    public IoBuffer runValues() {
        return buffer();
    }

    /**
     * Reads and checks the protocol header at the current offset (JSON has none: padding before the root is
     * skipped and JSON with version 0.0.0 is returned).
     *
     * @return producer and version
     * @throws YasFormatException if the bytes do not start a message of this protocol
     */
    public abstract ProtocolInfo readHeader();

    /** {@return {@code true} if {@link #nextField()} has a field (or an end of object) to read} */
    public abstract boolean hasNextField();

    /**
     * Reads the next field: its header (binary protocols) or member (JSON), which becomes the current field; an
     * object's end is a field of type {@link DataType#END_MARKER}.
     *
     * @return the field's type ({@link #type()})
     * @throws YasFormatException if the bytes are truncated or corrupt, or nesting exceeds
     *                            {@link ReadLimits#maxDepth()}
     */
    public abstract DataType nextField();

    /**
     * Reads the next field as {@link #nextField()} would, but only if a quick look shows it is, for certain, the
     * field {@code expected}: the class mapper's fast path for the field it expects next (senders usually write
     * fields in declared order). YaS compares the header with the one {@link YasWriter} writes for {@code expected}
     * with metadata on, so the field is of type {@code type} with {@code expected}'s metadata, if any
     * (docs/spec-yas.md §3.2, §3.4); JSON lets jackson compare the member name with the input bytes, and the field is
     * of whichever type its value has, never a {@code null} member (docs/spec-json.md §5.1); CmwLight compares the
     * entry's header (name, NUL, type id; 1-D for an array) with the one {@link CmwLightWriter} writes
     * (docs/spec-cmwlight.md §3), not for a name of one char (a header too short to compare at once).
     *
     * @param expected the field expected next
     * @param type     its wire type
     * @return {@code true} if the field was read (it is current); {@code false} if it was not, which says nothing
     *         about the next field: read it with {@link #nextField()}, the only call that may follow (JSON may have
     *         read ahead, and that call takes it up)
     */
    public boolean nextFieldIs(FieldDescription expected, DataType type) {
        return false;
    }

    /**
     * Reads the fields of {@code run} at once if the bytes ahead are, for certain, exactly what
     * {@link IoSerialiser#putRun} writes for it: YaS compares each field header with the run's (docs/spec-yas.md
     * §3.2); CmwLight and JSON never take it. The caller then gets each value at {@code start + run.valueOffset(i)}
     * of {@link #runValues()}; the run's last field is current, as if read with {@link #nextField()}.
     *
     * @param run the fields expected next
     * @return the offset of the run's first byte; -1 if nothing moved, which says nothing about the next field
     */
    public int nextRunIs(FieldRun run) {
        return -1;
    }

    /**
     * Reads a whole message at once if it is, for certain, the message of a root holding exactly the fields of
     * {@code run}, in order, and reading it field by field would give the same values: YaS compares every byte of the
     * message but the values with what {@link IoSerialiser#putMessage} writes (docs/spec-yas.md §3); JSON takes an
     * object whose members are the run's fields in order, each a plain integer, decimal or boolean that converts to
     * its field's type exactly (docs/spec-json.md §5.6); CmwLight never takes it. Call it where a message starts,
     * before {@link #readHeader()}. The caller then gets each value at {@code start + run.valueOffset(i)} of
     * {@link #runValues()}; the message is read to its end ({@link #nextOffset()}), the root's END_MARKER current.
     *
     * @param root the root object's description
     * @param run  the root's fields, all of them
     * @return the offset of the run's first byte; -1 if nothing moved, which says nothing about the message: read it
     *         field by field
     */
    public int nextMessageIs(FieldDescription root, FieldRun run) {
        return -1;
    }

    /**
     * Skips the rest of the object whose START_MARKER was just read, up to and including its END_MARKER.
     *
     * @throws IllegalStateException if the current field is not a START_MARKER
     * @throws YasFormatException    if the object is truncated or corrupt
     */
    public abstract void skipObject();

    /**
     * Looks a field up by name among the remaining fields of the current object: reads fields forward, skipping
     * other fields and whole nested objects, until a field named {@code fieldName} is current or the object's
     * END_MARKER has been read.
     *
     * @param fieldName the name to find
     * @return {@code true} if found (the field is current; read its value with a getter), {@code false} at the end
     *         of the object (its END_MARKER is current)
     * @throws YasFormatException if the bytes are truncated or corrupt on the way
     */
    public boolean findField(String fieldName) {
        int objectDepth = depth();
        while (true) {
            DataType t = nextField();
            if (t == DataType.END_MARKER && depth() < objectDepth) {
                return false;
            }
            if (t != DataType.END_MARKER && name().equals(fieldName)) {
                return true;
            }
            if (t == DataType.START_MARKER) {
                skipObject();
            }
        }
    }

    /** {@return offset in bytes from the buffer start where the next {@link #nextField()} reads} */
    public abstract int nextOffset();

    /** {@return the type of the current field} */
    public abstract DataType type();

    /** {@return the type byte of the current field as on the wire, 0..255; -1 where the wire has none} */
    public abstract int typeId();

    /** {@return the current field's name (YaS and CmwLight decode it as ISO-8859-1)} */
    public abstract String name();

    /**
     * Compares the current field's name with {@code isoName}; allocation-free in the binary protocols.
     *
     * @param isoName a name as ISO-8859-1 bytes
     * @return {@code true} if equal
     */
    public abstract boolean nameEquals(byte[] isoName);

    /** {@return the current field's metadata block, or {@code null} if it has none (always in JSON)} */
    public abstract FieldMetadata metadata();

    /** {@return offset in bytes from the buffer start of the current field's header (JSON: its member name)} */
    public abstract int fieldStart();

    /** {@return offset in bytes from the buffer start of the current field's data (JSON: its value)} */
    public abstract int dataStart();

    /**
     * {@return the current field's data size in bytes: YaS as its header declares it (negative marker sizes read as
     * 0), CmwLight as computed from the data, JSON the value's text (0 for objects)}
     */
    public abstract int dataSize();

    /** {@return number of open objects after the current field: 1 inside the root, 0 after its END_MARKER} */
    public abstract int depth();

    /** {@return the current field's path, e.g. {@code $.inner.samples}} */
    public abstract String path();

    /**
     * {@return {@code true} if the current field holds no value: a JSON {@code null}; never in the binary
     * protocols, which do not write null references}
     */
    public boolean isNull() {
        return false;
    }

    // -------------------------------------------------------------------------------------- scalar getters

    /** {@return the BOOL value of the current field; in the binary protocols any non-zero byte is {@code true}} */
    public abstract boolean getBoolean();

    /** {@return the BYTE value of the current field} */
    public abstract byte getByte();

    /** {@return the SHORT value of the current field} */
    public abstract short getShort();

    /** {@return the INT value of the current field} */
    public abstract int getInt();

    /** {@return the LONG value of the current field} */
    public abstract long getLong();

    /** {@return the FLOAT value of the current field, all bits kept} */
    public abstract float getFloat();

    /** {@return the DOUBLE value of the current field, all bits kept} */
    public abstract double getDouble();

    /** {@return the CHAR value of the current field: U+0000..U+00FF in the binary protocols} */
    public abstract char getChar();

    /** {@return the STRING value of the current field (UTF-8, or ISO-8859-1 as the buffer's settings say)} */
    public abstract String getString();

    /**
     * {@return the STRING value of the current field as {@link #getString()} reads it, or {@code current} itself when
     * equal} The binary protocols compare the string's encoding with the bytes and then decode nothing, so an in-place
     * read of an unchanged string allocates nothing; JSON decodes and compares.
     *
     * @param current the value held now, or {@code null}
     */
    public String getString(String current) {
        String s = getString();
        return s.equals(current) ? current : s;
    }

    /** {@return the ENUM value of the current field (YaS only); the class it names is never loaded} */
    public abstract EnumValue getEnum();

    // --------------------------------------------------------------------------------------- array getters

    /** {@return the dimensions of the array read last (outermost first), a new array} */
    public abstract int[] dims();

    /** {@return the number of dimensions of the array read last; with {@link #dim(int)} allocation-free} */
    public abstract int dimCount();

    /**
     * {@return dimension {@code i} (0 = outermost) of the array read last}
     *
     * @param i the dimension's index, 0 = outermost
     */
    public abstract int dim(int i);

    /**
     * Reads a BOOL_ARRAY; its dimensions are then in {@link #dims()}. Every array getter reads the elements
     * row-major (last index fastest) and fills {@code dst} when its length equals the element count.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract boolean[] getBooleanArray(boolean[] dst);

    /**
     * Reads a BYTE_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract byte[] getByteArray(byte[] dst);

    /**
     * Reads a SHORT_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract short[] getShortArray(short[] dst);

    /**
     * Reads an INT_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract int[] getIntArray(int[] dst);

    /**
     * Reads a LONG_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract long[] getLongArray(long[] dst);

    /**
     * Reads a FLOAT_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract float[] getFloatArray(float[] dst);

    /**
     * Reads a DOUBLE_ARRAY (one bulk copy in the binary protocols); see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract double[] getDoubleArray(double[] dst);

    /**
     * Reads a CHAR_ARRAY; see {@link #getBooleanArray}.
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract char[] getCharArray(char[] dst);

    /**
     * Reads a STRING_ARRAY; see {@link #getBooleanArray}. YaS also reads the reference's N-D layout with a
     * duplicated descriptor (docs/spec-yas.md §5.2).
     *
     * @param dst an array to read into, reused when its length equals the element count; {@code null} for a new one
     * @return {@code dst} filled, or a new array when {@code dst} is {@code null} or of another length
     */
    public abstract String[] getStringArray(String[] dst);

    /**
     * Reads the current field's value whatever its type, as {@link WireField#value()} describes; the dimensions of
     * an array are then in {@link #dims()}.
     *
     * @return the value, or {@code null} for markers (and a JSON {@code null})
     */
    public abstract Object readValue();

    /**
     * As {@link #readValue()}, reading in place where the protocol can: an element of a collection of primitives or
     * strings that equals the element at its index in {@code current} (a {@code List} read by index, such as an
     * {@code ArrayList}; not a {@code LinkedList}) is that element object, not a new one (YaS); when every element
     * is, and the collection has as many, the value is {@code current} itself. Nothing in {@code current} is
     * changed.
     *
     * @param current the value the caller holds now, or {@code null}
     * @return the value ({@code current} itself where the wire holds exactly its elements), or {@code null} for
     *         markers (and a JSON {@code null})
     */
    public Object readValue(Object current) {
        return readValue();
    }

    /**
     * Whether the current field's value is exactly the elements of {@code current}, one for one and in order, each
     * equal to the element the protocol reads there, found without reading the value (which stays current for the
     * getters, so a caller that gets {@code false} reads it as it would have): JSON answers for a flat array of
     * numbers, strings or booleans, each element compared with what it reads as in a collection of that element's
     * class (a whole number: an {@code Integer}, {@code Long}, {@code Short} or {@code Byte} of its value; in an
     * array with a decimal, a {@code Double}; a {@code String} or {@code null}; a {@code Boolean}); this base, and a
     * protocol that reads in place through {@link #readValue(Object)}, says {@code false}. A caller checks that the
     * elements are of the class it reads.
     *
     * @param current a list read by index, such as an {@code ArrayList}
     * @return {@code true} only where the value holds exactly {@code current}'s elements
     */
    public boolean holdsElementsOf(List<?> current) {
        return false;
    }

    // ------------------------------------------------------------------------- collections of nested objects

    /**
     * For a collection field whose elements are nested objects: enters it, so that {@link #nextElementObject()}
     * moves from element to element. Leave it with {@link #leaveObjectElements()}.
     *
     * @return the number of elements, or -1 if the protocol tells only at the end (JSON)
     * @throws YasFormatException if the field is not such a collection or its prefix is corrupt
     */
    public abstract int enterObjectElements();

    /**
     * For a MAP field whose values are nested objects (YaS): reads its keys and enters it as
     * {@link #enterObjectElements()} does; each value is then an element object. (JSON maps are objects: their
     * members are read with {@link #nextField()}.)
     *
     * @return the keys, boxed, in wire order
     * @throws YasFormatException if the field is not such a map or its keys are corrupt
     */
    public abstract List<Object> enterObjectMapValues();

    /**
     * Moves to the next element object of the entered collection or map: its START_MARKER becomes the current field
     * (read its fields with {@link #nextField()} up to its END_MARKER).
     *
     * @return {@code true} if an element follows, {@code false} at the end of the elements (JSON's {@code ]})
     * @throws YasFormatException if what follows is not an object
     */
    public abstract boolean nextElementObject();

    /**
     * Leaves the collection or map entered last: the cursor continues after its field.
     *
     * @throws YasFormatException if its element objects ran past the field's end
     */
    public abstract void leaveObjectElements();

    /**
     * Reads the whole message from the current offset as a tree of {@link WireField}s.
     *
     * @return the root object
     * @throws YasFormatException for any bad input
     */
    public abstract WireField readTree();
}
