package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The generated writers and readers: used where they can be (this module's own classes), writing the same bytes as
 * the reflective path for every kind of field, own and inherited, private and not, final and not, in every protocol,
 * and reading the same objects and refusing the same input. (The whole mapping suite also runs once with
 * {@code -Dyas.mapping.codegen=false}: surefire execution {@code mapping-reflective}.)
 */
class CodecGeneratorTest {
    public static class Base {
        private int inherited = 3;
        protected String name = "base";
    }

    public static class Mixed extends Base {
        private boolean flag = true;
        byte b = -2;
        short sh = 300;
        char c = 'c';
        int i = 1 << 20;
        long l = -1L << 40;
        float f = 1.5f;
        double d = Math.PI;
        String s = "text";
        String none;
        double[] samples = {1, 2, 3};
        int[][] grid = {{1, 2}, {3, 4}};
        String[] names = {"a", "b"};
        Integer boxed = 7;
        List<String> list = List.of("x", "y");
        Map<String, Integer> map = Map.of("k", 1);
        Protocol kind = Protocol.CMWLIGHT;
        Base nested = new Base();
        List<Base> bases = List.of(new Base());
    }

    record Point(double x, double y, String label) {
    }

    /** Every kind of component: primitives of one and two slots, strings, arrays, containers, nested objects. */
    record Sample(byte b, long l, double d, boolean flag, char c, float f, String s, int[] counts, List<String> tags,
                  Point at, Integer boxed) {
    }

    /** A record whose constructor checks its components. */
    record Range(int from, int to) {
        Range {
            if (from > to) {
                throw new IllegalArgumentException("from > to");
            }
        }
    }

    /** Final fields are set through their setters' handles, the others by generated {@code putfield}s. */
    public static class Finals {
        private final int count;
        private final double[] samples;
        String label = "l";

        Finals() {
            this(0, null);
        }

        Finals(int count, double[] samples) {
            this.count = count;
            this.samples = samples;
        }
    }

    /** Fields of Mixed's names with narrower types, plus one Mixed does not have. */
    public static class Narrow {
        byte i = 5;
        short l = -7;
        float d = 0.25f;
        short[] samples = {4, 5};
        String unknown = "skipped";
        Base nested = new Base();
    }

    /** A field of every type whose exact wire type the generated reader takes with the cursor's own getter. */
    public static class Exact {
        boolean[] z = {true, false};
        byte[] b = {1, 2};
        short[] s = {3, 4};
        int[] i = {5, 6};
        long[] l = {7, 8};
        float[] f = {9, 10};
        double[] d = {11, 12};
        char[] c = {'a', 'b'};
        String[] t = {"x", "y"};
        String text = "text";
    }

    record ExactRecord(boolean[] z, byte[] b, short[] s, int[] i, long[] l, float[] f, double[] d, char[] c,
                       String[] t, String text) {
    }

    /** Some of Exact's names with narrower element types, which the generated reader converts through the mapper. */
    public static class Narrower {
        byte[] s = {-1, 2};
        short[] i = {3, -4};
        int[] l = {5, 6};
        float[] d = {0.5f, 7};
    }

    @Test
    void classesOfThisModuleGetAGeneratedWriterAndReader() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        assertThat(ClassMapping.defaults().describe(Mixed.class)).endsWith(": " + TestSupport.GENERATED);
        assertThat(ClassMapping.defaults().describe(Point.class)).endsWith(": " + TestSupport.GENERATED);
    }

    /**
     * The generated code reaches the mapper with plain calls: a method handle that C2 does not inline runs through
     * its generic invoker, which once made some JVMs' round trips two to three times slower than others'.
     */
    @Test
    void generatedCodeCallsNoMethodHandle() {
        for (Class<?> type : List.of(Mixed.class, Sample.class, Finals.class, Range.class, Narrow.class)) {
            assertThat(calls(type, false)).as(type.getSimpleName())
                    .noneMatch(call -> call.startsWith("java/lang/invoke/MethodHandle."));
        }
    }

    /**
     * A codec that reaches its class through handles ({@link FieldAccess}) names no class of the mapped class's
     * loader, so that it links in this library's loader (and module): every access to the class, its fields and its
     * constructors is an {@code invokedynamic}; nor does it call a method handle itself.
     */
    @Test
    void aCodecThroughHandlesNamesNoClassOfTheMappedOnesLoader() {
        for (Class<?> type : List.of(Mixed.class, Sample.class, Finals.class, Range.class, Narrow.class, Point.class)) {
            List<String> named = new ArrayList<>();
            int[] dynamic = {0};
            new ClassReader(CodecGenerator.classBytes(ClassMapping.defaults().codec(type), true)).accept(
                    new ClassVisitor(Opcodes.ASM9) {
                        @Override
                        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                String[] exceptions) {
                            check(name, descriptor);
                            return new MethodVisitor(Opcodes.ASM9) {
                                @Override
                                public void visitMethodInsn(int opcode, String owner, String method, String desc,
                                        boolean isInterface) {
                                    check(name, owner + "." + method + desc);
                                }

                                @Override
                                public void visitFieldInsn(int opcode, String owner, String field, String desc) {
                                    check(name, owner + "." + field + ":" + desc);
                                }

                                @Override
                                public void visitTypeInsn(int opcode, String owner) {
                                    check(name, owner);
                                }

                                @Override
                                public void visitInvokeDynamicInsn(String method, String desc,
                                        Handle bootstrap, Object... arguments) {
                                    dynamic[0]++;
                                    check(name, desc);
                                }
                            };
                        }

                        private void check(String method, String text) {
                            if (text.contains("io/yas/mapping/CodecGeneratorTest")
                                    || text.startsWith("java/lang/invoke/MethodHandle.")) {
                                named.add(method + ": " + text);
                            }
                        }
                    }, 0);
            assertThat(named).as(type.getSimpleName()).isEmpty();
            assertThat(dynamic[0]).as(type.getSimpleName()).isPositive();
        }
    }

    /**
     * A superclass's fields (Base's private and protected one) and {@code final} fields are written and read by the
     * generated code itself, in both ways of reaching the class, as the others are: none by the mapper's per-field
     * {@code writeField} or {@code readInto}.
     */
    @Test
    void aSuperclassesAndFinalFieldsAreReachedByTheGeneratedCodeItself() {
        for (boolean handles : new boolean[] {false, true}) {
            for (Class<?> type : List.of(Mixed.class, Finals.class)) {
                assertThat(calls(type, handles)).as("%s, handles %s", type.getSimpleName(), handles)
                        .anyMatch(call -> call.endsWith(".readValue"))
                        .noneMatch(call -> call.endsWith(".writeField") || call.endsWith(".readInto"));
            }
        }
    }

    /** {@return the methods the generated codec of {@code type} calls, each as "owner.name"} */
    private static List<String> calls(Class<?> type, boolean handles) {
        List<String> calls = new ArrayList<>();
        new ClassReader(CodecGenerator.classBytes(ClassMapping.defaults().codec(type), handles)).accept(
                new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                            String[] exceptions) {
                        return new MethodVisitor(Opcodes.ASM9) {
                            @Override
                            public void visitMethodInsn(int opcode, String owner, String method, String desc,
                                    boolean isInterface) {
                                calls.add(owner + "." + method);
                            }
                        };
                    }
                }, 0);
        return calls;
    }

    @Test
    void generatedAndReflectiveReadersReadTheSameObjectsInEveryProtocol() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        Finals finals = new Finals(3, new double[] {1, 2});
        finals.label = "f";
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            for (Object value : new Object[] {new Mixed(), new Base(), finals, new Narrow()}) {
                Object written = p == Protocol.CMWLIGHT && value instanceof Mixed ? new Base() : value;
                Class<?> into = written instanceof Narrow ? Mixed.class : written.getClass();
                byte[] bytes = write(p, written, true);
                Object generated = read(p, bytes, into, true);
                Object reflective = read(p, bytes, into, false);
                TestSupport.recursively(generated).as(p + " " + written.getClass().getSimpleName())
                        .isEqualTo(reflective);
            }
        }
        Mixed widened = (Mixed) read(Protocol.YAS, write(Protocol.YAS, new Narrow(), true), Mixed.class, true);
        assertThat(widened.i).isEqualTo(5);
        assertThat(widened.l).isEqualTo(-7L);
        assertThat(widened.d).isEqualTo(0.25);
        assertThat(widened.samples).containsExactly(4, 5);
        Finals read = (Finals) read(Protocol.YAS, write(Protocol.YAS, finals, true), Finals.class, true);
        assertThat(read.count).isEqualTo(3);
        assertThat(read.samples).containsExactly(1, 2);
        assertThat(read.label).isEqualTo("f");
    }

    @Test
    void recordsAreReadTheSameByBothLoops() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        Sample sample = new Sample((byte) -3, 1L << 40, -0.5, true, 'q', 2.5f, "s", new int[] {1, 2},
                List.of("a", "b"), new Point(1, 2, "p"), 9);
        byte[] bytes = write(Protocol.YAS, sample, true);
        Sample generated = (Sample) read(Protocol.YAS, bytes, Sample.class, true);
        TestSupport.recursively(generated).isEqualTo(sample);
        TestSupport.recursively(generated).isEqualTo(read(Protocol.YAS, bytes, Sample.class, false));
        byte[] point = write(Protocol.CMWLIGHT, new Point(3, 4, null), true);
        assertThat(read(Protocol.CMWLIGHT, point, Point.class, true)).isEqualTo(new Point(3, 4, null));
        // components the wire lacks keep the existing record's values
        Sample existing = new Sample((byte) 1, 2, 3, false, 'x', 4f, "kept", null, List.of(), null, null);
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        ClassCodec codec = ClassMapping.defaults().codec(Sample.class);
        w.putHeaderInfo(codec.description);
        w.put("l", 7L).put("unknown", 1);
        w.putEndMarker(codec.description);
        Sample updated = (Sample) codec.read(cursorAtRoot(Protocol.YAS, bytesOf(w)), existing);
        assertThat(updated).isNotSameAs(existing);
        TestSupport.recursively(updated).isEqualTo(new Sample((byte) 1, 7, 3, false, 'x', 4f, "kept", null, List.of(),
                null, null));
    }

    /**
     * A string or 1-D array of its field's own wire type is read by the cursor's getter into the held value (the
     * generated reader's shortcut past the mapper's dispatch), any other wire type by the mapper, which widens it:
     * both as the reflective loop reads them, in place and into new objects and records.
     */
    @Test
    void exactWireTypesAreReadInPlaceAndOthersConverted() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        assertThat(ClassMapping.defaults().describe(Exact.class)).endsWith(": " + TestSupport.GENERATED);
        assertThat(ClassMapping.defaults().describe(ExactRecord.class))
                .endsWith(": " + TestSupport.GENERATED);
        Exact source = new Exact();
        source.z = new boolean[] {false, true};
        source.b = new byte[] {-1, -2};
        source.s = new short[] {-3, -4};
        source.i = new int[] {-5, -6};
        source.l = new long[] {-7, -8};
        source.f = new float[] {-9, -10};
        source.d = new double[] {-11, -12};
        source.c = new char[] {'y', 'z'};
        source.t = new String[] {"p", "q"};
        source.text = "other";
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            byte[] bytes = write(p, source, true);
            Exact existing = new Exact();
            List<Object> held = List.of(existing.z, existing.b, existing.s, existing.i, existing.l, existing.f,
                    existing.d, existing.c, existing.t);
            assertThat(new IoClassSerialiser(IoBuffer.wrap(bytes)).deserialise(existing)).isSameAs(existing);
            TestSupport.recursively(existing).as(p.toString()).isEqualTo(source);
            List<Object> after = List.of(existing.z, existing.b, existing.s, existing.i, existing.l, existing.f,
                    existing.d, existing.c, existing.t);
            for (int k = 0; k < held.size(); k++) {
                assertThat(after.get(k)).as(p + " array " + k + " reused").isSameAs(held.get(k));
            }
            TestSupport.recursively(read(p, bytes, Exact.class, true)).isEqualTo(source)
                    .isEqualTo(read(p, bytes, Exact.class, false));
            ExactRecord record = new ExactRecord(source.z, source.b, source.s, source.i, source.l, source.f,
                    source.d, source.c, source.t, source.text);
            byte[] recordBytes = write(p, record, true);
            TestSupport.recursively(read(p, recordBytes, ExactRecord.class, true)).isEqualTo(record)
                    .isEqualTo(read(p, recordBytes, ExactRecord.class, false));
        }
        byte[] narrow = write(Protocol.YAS, new Narrower(), true);
        Exact widened = (Exact) read(Protocol.YAS, narrow, Exact.class, true);
        assertThat(widened.s).containsExactly((short) -1, (short) 2);
        assertThat(widened.i).containsExactly(3, -4);
        assertThat(widened.l).containsExactly(5L, 6L);
        assertThat(widened.d).containsExactly(0.5, 7.0);
        assertThat(widened.text).isEqualTo("text");
        TestSupport.recursively(widened).isEqualTo(read(Protocol.YAS, narrow, Exact.class, false));
        ExactRecord widenedRecord = (ExactRecord) read(Protocol.YAS, narrow, ExactRecord.class, true);
        assertThat(widenedRecord.i()).containsExactly(3, -4);
        assertThat(widenedRecord.d()).containsExactly(0.5, 7.0);
        TestSupport.recursively(widenedRecord).isEqualTo(read(Protocol.YAS, narrow, ExactRecord.class, false));
        String refused = failure(() -> read(Protocol.YAS, write(Protocol.YAS, source, true), Narrower.class, true));
        assertThat(refused).isEqualTo(failure(() -> read(Protocol.YAS, write(Protocol.YAS, source, true),
                Narrower.class, false))).contains("$.s");
    }

    @Test
    void aRecordConstructorsRefusalIsTheSameFormatErrorOnBothLoops() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        IoSerialiser w = Protocol.YAS.newWriter(IoBuffer.allocate(64));
        ClassCodec range = ClassMapping.defaults().codec(Range.class);
        w.putHeaderInfo(range.description);
        w.put("from", 9).put("to", 1);
        w.putEndMarker(range.description);
        byte[] refused = bytesOf(w);
        String generated = failure(() -> read(Protocol.YAS, refused, Range.class, true));
        assertThat(generated).isEqualTo(failure(() -> read(Protocol.YAS, refused, Range.class, false)))
                .contains("canonical constructor of " + Range.class.getName()).contains("from > to");
    }

    @Test
    void generatedReaderReusesArraysThatFitAndKeepsFieldsTheWireLacks() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        Mixed existing = new Mixed();
        double[] samples = existing.samples;
        existing.s = "kept";
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        Mixed source = new Mixed();
        source.samples = new double[] {7, 8, 9};
        source.s = null; // not written: the existing value stays
        s.serialise(source);
        s.buffer().flip();
        assertThat(s.deserialise(existing)).isSameAs(existing);
        assertThat(existing.samples).isSameAs(samples).containsExactly(7, 8, 9);
        assertThat(existing.s).isEqualTo("kept");
    }

    @Test
    void generatedAndReflectiveReadersRefuseTheSameInputWithTheSameMessage() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        Mixed wrong = new Mixed();
        byte[] bytes = write(Protocol.YAS, wrong, true);
        String generated = failure(() -> read(Protocol.YAS, bytes, Narrow.class, true)); // int i into a byte
        assertThat(generated).isEqualTo(failure(() -> read(Protocol.YAS, bytes, Narrow.class, false)))
                .contains("$.i").contains("BYTE");
        // a root that shares no field with the class: another class's message
        byte[] other = write(Protocol.YAS, new Base(), true);
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(other));
        assertThatThrownBy(() -> s.deserialise(Finals.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("another class's message");
    }

    private static String failure(Runnable read) {
        try {
            read.run();
        } catch (YasFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("no YasFormatException");
    }

    /** Reads {@code bytes} (a root and its fields) into a new {@code type} with the generated or reflective loop. */
    private static Object read(Protocol protocol, byte[] bytes, Class<?> type, boolean generated) {
        ClassCodec c = ClassMapping.defaults().codec(type);
        FieldCursor r = cursorAtRoot(protocol, bytes);
        if (generated) {
            return c.read(r, null);
        }
        if (c.isRecord()) {
            Object[] args = c.recordArgs(null);
            c.readFields(r, null, args, 0);
            try {
                return c.construct(args);
            } catch (ClassCodec.Refused e) {
                throw c.refused((RuntimeException) e.getCause(), r);
            }
        }
        Object target = c.newInstance();
        c.readFields(r, target, null, 0);
        return target;
    }

    private static FieldCursor cursorAtRoot(Protocol protocol, byte[] bytes) {
        FieldCursor r = protocol.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        return r;
    }

    @Test
    void generatedAndReflectiveWritersWriteTheSameBytesInEveryProtocol() {
        assumeTrue(CodecGenerator.ENABLED, "code generation is off in this run");
        for (Protocol p : Protocol.values()) {
            if (!p.isAvailable()) {
                continue; // JSON lives in io.yas.json
            }
            for (Object value : new Object[] {new Mixed(), new Point(1, -2, "p"), new Base()}) {
                Object written = p == Protocol.CMWLIGHT && value instanceof Mixed ? new Base() : value;
                byte[] generated = write(p, written, true);
                byte[] reflective = write(p, written, false);
                assertThat(generated).as(p + " " + written.getClass().getSimpleName()).isEqualTo(reflective);
            }
        }
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(new Mixed());
        s.buffer().flip();
        TestSupport.recursively(s.deserialise(Mixed.class)).isEqualTo(new Mixed());
    }

    /** The root and its fields, written by the generated writer or the reflective loop. */
    private static byte[] write(Protocol protocol, Object value, boolean generated) {
        return FreshGeneratedCodecTest.write(ClassMapping.defaults(), protocol, value, generated);
    }

    private static byte[] bytesOf(IoSerialiser w) {
        IoBuffer b = w.buffer().flip();
        byte[] out = new byte[b.remaining()];
        for (int k = 0; k < out.length; k++) {
            out[k] = b.getByte(k);
        }
        return out;
    }
}
