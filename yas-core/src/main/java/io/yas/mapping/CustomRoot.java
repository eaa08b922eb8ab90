package io.yas.mapping;

import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;

/**
 * A root object whose class has a registered {@link FieldSerialiser} (a chart-fx DataSet, say): the message is the
 * root object named with the class's binary name holding one field of that name, written and read by the
 * serialiser.
 */
final class CustomRoot {
    /**
     * The root's description per class, made once: a description encodes its header templates when it is made (a
     * fresh one per message cost about 110 ns of a message of three fields, JDK 17).
     */
    private static final ClassValue<FieldDescription> ROOTS = new ClassValue<>() {
        @Override
        protected FieldDescription computeValue(Class<?> type) {
            return FieldDescription.of(type.getName());
        }
    };

    private CustomRoot() {
    }

    /** Header, root START_MARKER, the serialiser's field, root END_MARKER. */
    static void write(IoSerialiser w, FieldSerialiser<?> s, Object value) {
        FieldDescription root = ROOTS.get(value.getClass());
        w.putHeaderInfo(root);
        s.write(w, root, value);
        w.putEndMarker(root);
    }

    /**
     * Reads the root's first field with the serialiser (a root without fields gives {@code existing}), then skips
     * whatever else the root holds, up to and including its END_MARKER.
     *
     * @param r the cursor just after the root's START_MARKER
     */
    static Object read(FieldCursor r, FieldSerialiser<?> s, Object existing) {
        Object result = existing;
        if (r.nextField() != DataType.END_MARKER) {
            result = s.read(r, existing);
            while (r.depth() > 0) {
                r.nextField();
            }
        }
        return result;
    }
}
