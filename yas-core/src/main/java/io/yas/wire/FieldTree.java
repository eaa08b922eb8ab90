package io.yas.wire;

import io.yas.buffer.YasFormatException;
import io.yas.internal.Failures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the generic field tree of a message on a field walker: {@link YasReader#readTree()},
 * {@link CmwLightReader#readTree()}.
 */
final class FieldTree {
    private FieldTree() {
    }

    static WireField read(BinaryCursor r) {
        int start = r.nextOffset();
        try {
            if (r instanceof YasReader y && r.fieldStart() < 0 && r.depth() == 0 && r.buffer().limit() - start >= 4
                    && r.buffer().getInt(start) == YasWriter.MAGIC) {
                y.readHeader();
            }
            if (r.nextField() != DataType.START_MARKER) {
                throw fail(r, Failures.typeMismatch(r.buffer(), r.fieldStart(), "the root START_MARKER",
                        r.type().toString()));
            }
            WireField root = readObject(r);
            r.buffer().position(r.nextOffset());
            return root;
        } catch (YasFormatException e) {
            r.buffer().position(start);
            throw e;
        } catch (StackOverflowError e) {
            YasFormatException failure = r.fail(Failures.stackExhausted(r.buffer(), Math.max(r.fieldStart(), start),
                    r.depth()));
            r.buffer().position(start);
            throw failure;
        }
    }

    /** Reads the fields of the object whose START_MARKER is current, up to its END_MARKER. */
    private static WireField readObject(BinaryCursor r) {
        Header object = Header.of(r);
        List<WireField> fields = new ArrayList<>();
        while (true) {
            if (!r.hasNextField()) {
                throw fail(r, Failures.truncated(r.buffer(), r.nextOffset(), 9,
                        "a field header or the END_MARKER of '" + object.name() + "'"));
            }
            DataType t = r.nextField();
            if (t == DataType.END_MARKER) {
                break;
            }
            if (t == DataType.START_MARKER) {
                fields.add(readObject(r));
            } else {
                Header field = Header.of(r);
                Object value = r instanceof YasReader y && (t.isCollection() || t == DataType.MAP) ? readContainer(y)
                        : r.readValue();
                int[] dims = t.isArray() ? r.dims() : null;
                fields.add(field.toField(t, dims, value, null));
            }
        }
        return object.toField(DataType.START_MARKER, null, null, fields);
    }

    /** The current field's header, taken before reading its value or children moves the cursor on. */
    private record Header(String name, int typeId, int start, int data, int size, FieldMetadata meta) {
        static Header of(BinaryCursor r) {
            return new Header(r.name(), r.typeId(), r.fieldStart(), r.dataStart(), r.dataSize(), r.metadata());
        }

        WireField toField(DataType type, int[] dims, Object value, List<WireField> fields) {
            return new WireField(name, type, typeId, start, data, size, meta, dims, value, fields);
        }
    }

    /**
     * A container's value: as {@link YasReader#readValue()}, except that nested-object elements (the class mapper's
     * framing) are read as {@link WireField} objects instead of an opaque {@link CustomValue}.
     */
    private static Object readContainer(YasReader r) {
        int end = r.dataStart() + r.dataSize();
        boolean map = r.type() == DataType.MAP;
        Object v = r.readValue();
        if (!(v instanceof CustomValue) || !Containers.hasObjectElements(r.buffer(), r.dataStart(), end, map)) {
            return v;
        }
        if (map) {
            List<Object> keys = r.enterObjectMapValues();
            Map<Object, Object> out = new LinkedHashMap<>();
            for (Object key : keys) {
                r.nextElementObject();
                out.put(key, readObject(r));
            }
            r.leaveObjectElements();
            return out;
        }
        int n = r.enterObjectElements();
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            r.nextElementObject();
            out.add(readObject(r));
        }
        r.leaveObjectElements();
        return out;
    }

    private static YasFormatException fail(BinaryCursor r, YasFormatException e) {
        return r.fail(e);
    }
}
