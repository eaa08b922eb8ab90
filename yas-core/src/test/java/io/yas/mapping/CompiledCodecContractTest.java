package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldRun;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract of {@link CompiledCodec} with the code yas-processor generates, checked here with codecs written by
 * hand in the shape the processor writes them (its own tests live in yas-processor): binding checks the field list,
 * the serialisers and the runs; the {@code protected final} helpers write and read each field as the reflective
 * loop does, widen as it widens, and locate and word a refusal as it does.
 */
class CompiledCodecContractTest {
    static {
        TestSupport.openTestPackages();
    }

    public static class Base {
        int id = 1;
    }

    public static class Target extends Base {
        boolean z = true;
        byte b = -2;
        short s = -300;
        int i = 70_000;
        long l = -1L << 40;
        float f = 0.5f;
        double d = -0.25;
        char c = 'c';
        String text = "t";
        List<String> tags = new ArrayList<>(List.of("x"));
    }

    private static final String[] NAMES = {"id", "z", "b", "s", "i", "l", "f", "d", "c", "text", "tags"};

    /** A codec of {@link Target} as yas-processor would write it. */
    static class TargetCodec extends CompiledCodec<Target> {
        FieldRun run;
        private final int runFrom;
        private final int runTo;

        TargetCodec(String... names) {
            this(0, 0, names);
        }

        TargetCodec(int runFrom, int runTo, String... names) {
            super(Target.class, names);
            this.runFrom = runFrom;
            this.runTo = runTo;
        }

        @Override
        protected boolean writesItself(int field) {
            return field != 0; // Base's field: the mapper's (writeField, readInto)
        }

        @Override
        protected void bound() {
            if (runTo > runFrom) {
                run = run(runFrom, runTo);
            }
        }

        @Override
        protected void write(IoSerialiser w, Target value, int maxDepth) {
            writeField(0, w, value, maxDepth);
            w.put(description(1), value.z);
            w.put(description(2), value.b);
            w.put(description(3), value.s);
            w.put(description(4), value.i);
            w.put(description(5), value.l);
            w.put(description(6), value.f);
            w.put(description(7), value.d);
            w.put(description(8), value.c);
            if (value.text != null) {
                w.put(description(9), value.text);
            }
            writeValue(10, w, value.tags, maxDepth);
        }

        @Override
        protected Target read(FieldCursor r, Target target, int checks) {
            int hint = 0;
            int wireFields = 0;
            int known = 0;
            while (true) {
                int i = next(r, hint, checks);
                if (i == END) {
                    break;
                }
                wireFields++;
                if (i == NOT_A_FIELD) {
                    continue;
                }
                known++;
                if (i < 0) {
                    continue;
                }
                hint = i + 1;
                try {
                    switch (i) {
                        case 0 -> readInto(0, r, target);
                        case 1 -> target.z = readBoolean(1, r);
                        case 2 -> target.b = readByte(2, r);
                        case 3 -> target.s = readShort(3, r);
                        case 4 -> target.i = readInt(4, r);
                        case 5 -> target.l = readLong(5, r);
                        case 6 -> target.f = readFloat(6, r);
                        case 7 -> target.d = readDouble(7, r);
                        case 8 -> target.c = readChar(8, r);
                        case 9 -> target.text = readValue(9, r, target.text);
                        default -> target.tags = readValue(10, r, target.tags);
                    }
                } catch (YasFormatException e) {
                    throw located(e, r);
                }
            }
            endChecks(r, wireFields, known, checks);
            return target;
        }
    }

    record Range(int from, int to) {
        Range {
            if (from > to) {
                throw new IllegalArgumentException("from > to");
            }
        }
    }

    /** A record codec as yas-processor writes it: components in locals, the constructor's refusal a format error. */
    static class RangeCodec extends CompiledCodec<Range> {
        RangeCodec() {
            super(Range.class, "from", "to");
        }

        @Override
        protected void write(IoSerialiser w, Range value, int maxDepth) {
            w.put(description(0), value.from());
            w.put(description(1), value.to());
        }

        @Override
        protected Range read(FieldCursor r, Range existing, int checks) {
            int from = existing == null ? 0 : existing.from();
            int to = existing == null ? 0 : existing.to();
            int hint = 0;
            while (true) {
                int i = next(r, hint, checks);
                if (i == END) {
                    break;
                }
                if (i < 0) {
                    continue;
                }
                hint = i + 1;
                if (i == 0) {
                    from = readInt(0, r);
                } else {
                    to = readInt(1, r);
                }
            }
            try {
                return new Range(from, to);
            } catch (RuntimeException e) {
                throw refused(e, r);
            }
        }
    }

    static final class Unused {
    }

    private static ClassMapping fresh() {
        return ClassMapping.defaults().with(FieldSerialiser.of(Unused.class, (w, fd, v) -> { }, (r, old) -> old));
    }

    @Test
    void aCodecListingTheFieldsOfTheClassInOrderIsBound() {
        ClassCodec classCodec = fresh().codec(Target.class);
        TargetCodec codec = new TargetCodec(1, 8, NAMES);
        assertThat(codec.bind(classCodec)).isNull();
        assertThat(codec.run).hasToString("FieldRun[BOOL z, BYTE b, SHORT s, INT i, LONG l, FLOAT f, DOUBLE d]");
        assertThat(codec.rootDescription()).isSameAs(classCodec.description);
        assertThat(codec.description(9)).isSameAs(classCodec.fields()[9].description);
    }

    @Test
    void aCodecOfAnotherFieldListIsNotBoundAndSaysWhy() {
        String why = new TargetCodec("id", "z").bind(fresh().codec(Target.class));
        assertThat(why).isEqualTo("it lists the fields [id, z], the class has " + List.of(NAMES)
                + " (compiled against another version of the class or a superclass?)");
    }

    @Test
    void aCodecIsNotBoundWhereTheMappingHasASerialiserForAFieldItWritesItself() {
        FieldSerialiser<String> upper = FieldSerialiser.of(String.class, (w, fd, v) -> w.put(fd, v.toUpperCase()),
                (r, old) -> r.getString());
        assertThat(new TargetCodec(NAMES).bind(fresh().with(upper).codec(Target.class))).isEqualTo(
                "field 'text' has a FieldSerialiser in this mapping, which the compiled codec does not call");
        FieldSerialiser<Integer> ints = FieldSerialiser.of(int.class, (w, fd, v) -> w.put(fd, v), (r, old) -> 0);
        assertThat(new TargetCodec(NAMES).bind(fresh().with(ints).codec(Target.class))).isEqualTo(
                "field 'i' has a FieldSerialiser in this mapping, which the compiled codec does not call");
        TargetCodec writingBase = new TargetCodec(NAMES) {
            @Override
            protected boolean writesItself(int field) {
                return true; // as a compiled codec that reaches the superclass's field itself
            }
        };
        assertThat(writingBase.bind(fresh().with(ints).codec(Target.class))).isEqualTo(
                "field 'id' has a FieldSerialiser in this mapping, which the compiled codec does not call");
        // a container, and a superclass's field the codec hands to the mapper, go through the mapper: bound
        @SuppressWarnings("rawtypes")
        FieldSerialiser<List> lists = FieldSerialiser.of(List.class, (w, fd, v) -> { }, (r, old) -> old);
        assertThat(new TargetCodec(NAMES).bind(fresh().with(lists).codec(Target.class))).isNull();
    }

    @Test
    void aCodecWhoseRunIsNoLongerOfPrimitivesIsNotBound() {
        String why = new TargetCodec(8, 10, NAMES).bind(fresh().codec(Target.class));
        assertThat(why).startsWith("its runs of primitive fields do not fit the class: ")
                .endsWith(" (compiled against another version of the class?)");
    }

    @Test
    void theHelpersWriteTheBytesOfTheReflectiveLoopAndReadTheSameObject() {
        ClassCodec classCodec = fresh().codec(Target.class);
        TargetCodec codec = new TargetCodec(NAMES);
        assertThat(codec.bind(classCodec)).isNull();
        Target value = new Target();
        value.id = 9;
        value.text = null;
        IoSerialiser compiled = writer(classCodec);
        codec.writeFields(compiled, value, 64);
        IoSerialiser reflective = writer(classCodec);
        classCodec.writeEach(reflective, value, null, 64);
        byte[] bytes = end(compiled, classCodec);
        assertThat(bytes).isEqualTo(end(reflective, classCodec));
        assertThat(codec.writeWhole(writer(classCodec), value)).isFalse();

        Target read = new Target();
        read.text = "kept";
        read.z = false;
        assertThat(codec.readFields(cursorAtRoot(bytes), read, 0)).isSameAs(read);
        Target expected = new Target();
        expected.id = 9;
        expected.text = "kept";
        TestSupport.recursively(read).isEqualTo(expected);
        assertThat(codec.readWhole(Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT), new Target()))
                .isNull();
    }

    @Test
    void theHelpersWidenAsTheReflectiveLoopWidens() {
        TargetCodec codec = new TargetCodec(NAMES);
        codec.bind(fresh().codec(Target.class));
        byte[] narrow = message(w -> w.put("s", (byte) -3).put("i", (short) -4).put("l", -5).put("d", 1.5f)
                .put("unknown", 1).put("b", (byte) 6).put("z", false));
        Target read = (Target) codec.readFields(cursorAtRoot(narrow), new Target(), 0);
        assertThat(read.s).isEqualTo((short) -3);
        assertThat(read.i).isEqualTo(-4);
        assertThat(read.l).isEqualTo(-5L);
        assertThat(read.d).isEqualTo(1.5);
        assertThat(read.b).isEqualTo((byte) 6);
        assertThat(read.z).isFalse();
        assertThat(read.c).isEqualTo('c');
    }

    @Test
    void aRefusalOfTheHelpersIsTheReflectiveLoopsFormatError() {
        ClassCodec classCodec = fresh().codec(Target.class);
        TargetCodec codec = new TargetCodec(NAMES);
        codec.bind(classCodec);
        byte[] wrong = message(w -> w.put("z", true).put("i", 1L));
        YasFormatException compiled = refusal(() -> codec.readFields(cursorAtRoot(wrong), new Target(), 0));
        YasFormatException reflective = refusal(() -> classCodec.readReflectively(cursorAtRoot(wrong), new Target(),
                0));
        assertThat(compiled.getMessage()).isEqualTo(reflective.getMessage());
        assertThat(compiled.path()).isEqualTo("$.i");
        assertThat(compiled.expected()).isEqualTo("INT (or a lossless widening) for field 'i' (int)");
        for (String field : new String[] {"z", "b", "s", "l", "f", "d", "c"}) {
            byte[] text = message(w -> w.put(field, "no number"));
            YasFormatException e = refusal(() -> codec.readFields(cursorAtRoot(text), new Target(), 0));
            assertThat(e.path()).as(field).isEqualTo("$." + field);
            assertThat(e.actual()).as(field).isEqualTo("STRING on the wire");
            assertThat(e.getMessage()).as(field).isEqualTo(refusal(() -> classCodec.readReflectively(
                    cursorAtRoot(text), new Target(), 0)).getMessage());
        }
        byte[] foreign = message(w -> w.put("other", 1).put("another", 2));
        int root = 1 << 30; // ClassCodec.ROOT: the object read is a message's root
        assertThat(refusal(() -> codec.readFields(cursorAtRoot(foreign), new Target(), root)).actual())
                .startsWith("2 fields on the wire, none of them a field of the class");
        assertThat(codec.readFields(cursorAtRoot(foreign), new Target(), 0)).isInstanceOf(Target.class);
    }

    @Test
    void aRecordCodecsConstructorRefusalIsTheReflectiveFormatError() {
        ClassCodec classCodec = fresh().codec(Range.class);
        RangeCodec codec = new RangeCodec();
        assertThat(codec.bind(classCodec)).isNull();
        byte[] inverted = message(w -> w.put("from", 9).put("to", 1));
        YasFormatException compiled = refusal(() -> codec.readFields(cursorAtRoot(inverted), null, 0));
        YasFormatException reflective = refusal(() -> classCodec.readReflectively(cursorAtRoot(inverted), null, 0));
        assertThat(compiled.getMessage()).isEqualTo(reflective.getMessage());
        assertThat(compiled.expected()).isEqualTo("values the canonical constructor of " + Range.class.getName()
                + " accepts");
        assertThat(compiled.actual()).isEqualTo("java.lang.IllegalArgumentException: from > to");
        assertThat(codec.readFields(cursorAtRoot(message(w -> w.put("to", 4))), new Range(2, 3), 0))
                .isEqualTo(new Range(2, 4));
    }

    // ---------------------------------------------------------------------------------------------- plumbing

    private static YasFormatException refusal(Runnable read) {
        try {
            read.run();
        } catch (YasFormatException e) {
            return e;
        }
        throw new AssertionError("no YasFormatException");
    }

    private static IoSerialiser writer(ClassCodec c) {
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(c.description);
        return w;
    }

    private static byte[] end(IoSerialiser w, ClassCodec c) {
        w.putEndMarker(c.description);
        return w.buffer().flip().toByteArray();
    }

    private static byte[] message(java.util.function.Consumer<IoSerialiser> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(128));
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    private static FieldCursor cursorAtRoot(byte[] bytes) {
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        return r;
    }
}
