package io.yas.mapping;

import io.yas.buffer.YasFormatException;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;

/**
 * A class with codecs written by hand in the shape yas-processor generates (its own tests cover the generated ones),
 * which {@link CompiledCodecLookupTest} lists, as a jar's {@code META-INF/services} would, in a class loader of its own.
 */
public final class ListedBeam {
    int id = 7;
    String name = "listed";

    ListedBeam() {
    }

    /** The codec. */
    public static class Codec extends CompiledCodec<ListedBeam> {
        public Codec() {
            super(ListedBeam.class, "id", "name");
        }

        @Override
        protected void write(IoSerialiser w, ListedBeam value, int maxDepth) {
            w.put(description(0), value.id);
            if (value.name != null) {
                w.put(description(1), value.name);
            }
        }

        @Override
        protected ListedBeam read(FieldCursor r, ListedBeam target, int checks) {
            int hint = 0;
            int wireFields = 0;
            int known = 0;
            for (int i = next(r, hint, checks); i != END; i = next(r, hint, checks)) {
                wireFields++;
                if (i < 0) {
                    known += i == NOT_A_FIELD ? 0 : 1;
                    continue;
                }
                known++;
                hint = i + 1;
                try {
                    if (i == 0) {
                        target.id = readInt(0, r);
                    } else {
                        target.name = readValue(1, r, target.name);
                    }
                } catch (YasFormatException e) {
                    throw located(e, r);
                }
            }
            endChecks(r, wireFields, known, checks);
            return target;
        }
    }

    /** Another codec of the same class, the same but for its name: the one listed first is taken. */
    public static final class Second extends Codec {
        public Second() {
        }
    }

    /** Another class, whose codec a list may name before this class's. */
    public static final class Part {
        int n = 5;

        Part() {
        }
    }

    /** The codec of {@link Part}: its one field, read by name. */
    public static final class PartCodec extends CompiledCodec<Part> {
        public PartCodec() {
            super(Part.class, "n");
        }

        @Override
        protected void write(IoSerialiser w, Part value, int maxDepth) {
            w.put(description(0), value.n);
        }

        @Override
        protected Part read(FieldCursor r, Part target, int checks) {
            int wireFields = 0;
            int known = 0;
            for (int i = next(r, 0, checks); i != END; i = next(r, 0, checks)) {
                wireFields++;
                if (i == 0) {
                    known++;
                    target.n = readInt(0, r);
                }
            }
            endChecks(r, wireFields, known, checks);
            return target;
        }
    }
}
