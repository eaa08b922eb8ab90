package io.yas.processor;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.IoClassSerialiser;
import io.yas.mapping.MappingPaths;
import io.yas.processor.samples.Everything;
import io.yas.processor.samples.RunBase;
import io.yas.processor.samples.RunDerived;
import io.yas.processor.samples.RunRecord;
import io.yas.processor.samples.Runs;
import io.yas.processor.samples.Sample;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.YasWriter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs of primitive fields in compiled codecs: the runs the run-time generator forms (not across a char, a
 * superclass's field or anything not primitive), written with one template copy and read at once where the bytes are
 * the run's, field by field otherwise, with the bytes and objects of the reflective path either way.
 */
class CompiledRunsTest {
    private static final String SAMPLES = "src/test/java/io/yas/processor/samples/";

    private static Runs runs() {
        Runs r = new Runs();
        r.i = -5;
        r.l = Long.MAX_VALUE;
        r.flag = false;
        r.d = -0.0;
        r.setF(Float.NaN);
        r.c = 'Z';
        r.b = Byte.MIN_VALUE;
        r.s = -1;
        r.setHidden(false);
        r.text = "changed";
        r.last = false;
        r.count = Integer.MIN_VALUE;
        return r;
    }

    private static RunRecord runRecord() {
        return new RunRecord(true, (byte) 7, (short) -300, 1 << 30, -1L, -1.25f, Double.MIN_VALUE, 'k', 42, true,
                "tail");
    }

    private static RunDerived derived() {
        RunDerived d = new RunDerived();
        d.x = -1;
        d.y = 1L << 50;
        d.z = 0.5;
        d.w = false;
        return d;
    }

    @Test
    void theProcessorFormsTheRunsOfTheRunTimeGenerator() throws IOException {
        List<String> sources = new ArrayList<>();
        for (String name : List.of("Runs", "RunRecord", "RunBase", "RunDerived")) {
            sources.add("io.yas.processor.samples." + name);
            sources.add(Files.readString(Path.of(SAMPLES + name + ".java")));
        }
        Compilation c = Compilation.of(sources.toArray(new String[0]));
        assertThat(c.messages()).isEmpty();
        // the char and the String end runs; the static and the transient field are not mapped fields
        assertThat(runs(c, "Runs")).containsExactly("run0 = run(0, 5)", "run1 = run(6, 9)", "run2 = run(10, 12)");
        assertThat(runs(c, "RunRecord")).containsExactly("run0 = run(0, 7)", "run1 = run(8, 10)");
        assertThat(runs(c, "RunBase")).containsExactly("run0 = run(0, 2)");
        assertThat(runs(c, "RunDerived")).containsExactly("run0 = run(0, 4)"); // x and y, RunBase's, reached too
    }

    @Test
    void theProcessorAndTheRunTimeGeneratorStateOneRuleForRunsAndWholeMessages() throws Exception {
        // each states the rule over its own model of the class (javax.lang.model, reflection): compared here
        List<String> names = List.of("Runs", "RunRecord", "RunBase", "RunDerived", "Prims", "Pinned", "Range", "Everything",
                "Sample", "Bean", "Base", "Derived", "Narrow", "Box", "Node");
        List<String> annotated = names.stream().filter(n -> !n.equals("Base")).toList(); // Base has no codec
        List<String> sources = new ArrayList<>();
        for (String name : names) {
            sources.add("io.yas.processor.samples." + name);
            sources.add(Files.readString(Path.of(SAMPLES + name + ".java")));
        }
        Compilation c = Compilation.of(sources.toArray(new String[0]));
        assertThat(c.messages()).isEmpty();
        for (String name : annotated) {
            String source = c.generated.get("io.yas.processor.samples." + name + "_YasCodec");
            List<String> compiled = new ArrayList<>();
            Matcher m = Pattern.compile("run\\d+ = (run\\(\\d+, \\d+\\))").matcher(source);
            while (m.find()) {
                compiled.add(m.group(1));
            }
            if (source.contains("message = run(0, ")) {
                compiled.add("message");
            }
            assertThat(compiled).as(name).isEqualTo(MappingPaths.runtimeRuns(
                    Class.forName("io.yas.processor.samples." + name, false, getClass().getClassLoader())));
        }
    }

    /** {@return the runs the codec of sample {@code name} builds, as its source says} */
    private static List<String> runs(Compilation c, String name) {
        Matcher m = Pattern.compile("run\\d+ = run\\(\\d+, \\d+\\)").matcher(c.generated
                .get("io.yas.processor.samples." + name + "_YasCodec"));
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void runsWriteTheBytesAndReadTheObjectsOfTheReflectivePath() {
        List<Object> samples = List.of(new Runs(), runs(), runRecord(), new RunBase(), new RunDerived(), derived(),
                new Everything(), new Sample((byte) 1, (short) 2, 3L, 4.0, true, 'c', 5f, 6, "s", new int[0],
                        List.of(), null, null, null));
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            for (boolean metadata : new boolean[] {true, false}) { // Everything's first run has metadata
                for (Object o : samples) {
                    if (p == Protocol.CMWLIGHT && (o instanceof Everything || o instanceof Sample)) {
                        continue; // collections
                    }
                    String what = p + " " + o.getClass().getSimpleName() + (metadata ? "" : ", no metadata");
                    byte[] compiled = MappingPaths.write(p, o, true, metadata);
                    MappingPaths.assertSameBytes(what, MappingPaths.write(p, o, false, metadata), compiled);
                    Object read = MappingPaths.read(p, compiled, o.getClass(), true);
                    MappingPaths.recursively(read).as(what).isEqualTo(o);
                    MappingPaths.recursively(read).as(what)
                            .isEqualTo(MappingPaths.read(p, compiled, o.getClass(), false));
                }
            }
        }
    }

    @Test
    void aCodecWhoseRunNoLongerFitsTheClassIsNotUsed() throws Exception {
        String pair = "package p;\n\n@io.yas.annotation.GenerateCodec\npublic class Pair {\n    public %s x;\n"
                + "    public double y = 2;\n}\n";
        Class<?> type = Compilation.withStaleCodec("p.Pair", pair.formatted("int"), pair.formatted("String"));
        assertThat(ClassMapping.defaults().describe(type)).startsWith("p.Pair: generated writer, generated reader "
                + "(fields through method handles: ").endsWith("; "
                + "compiled codec p.Pair_YasCodec not used: its runs of primitive fields do not fit the class: field "
                + "'x' of a run: STRING is not a fixed-size scalar type other than CHAR (compiled against another "
                + "version of the class?)");
    }

    @Test
    void aRunIsReadInPlace() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256));
        s.serialise(runs());
        s.buffer().flip();
        Runs existing = new Runs();
        assertThat(s.deserialise(existing)).isSameAs(existing);
        MappingPaths.recursively(existing).isEqualTo(runs());
    }

    @Test
    void aRunWhoseBytesDifferIsReadFieldByFieldWithTheReflectivePathsResult() {
        // l widened from an int on the wire: the run's bytes differ in l's type
        Runs widened = (Runs) read(Runs.class, w -> w.put("i", -5).put("l", 9).put("flag", false).put("d", 0.5)
                .put("f", 2f).put("c", 'q').put("b", (byte) 1).put("s", (short) 2).put("hidden", false));
        assertThat(widened.l).isEqualTo(9L);
        assertThat(widened.i).isEqualTo(-5);
        assertThat(widened.getF()).isEqualTo(2f);
        assertThat(widened.isHidden()).isFalse();
        // flag renamed on the wire: skipped, the field keeps its value; the next run still matches
        Runs renamed = (Runs) read(Runs.class, w -> w.put("i", 1).put("l", 2L).put("flagged", false).put("d", 0.5)
                .put("f", 2f).put("c", 'q').put("b", (byte) 3).put("s", (short) 4).put("hidden", false));
        assertThat(renamed.flag).isTrue();
        assertThat(renamed.l).isEqualTo(2L);
        assertThat(renamed.s).isEqualTo((short) 4);
        // a record's run: s widened from a byte; tail not on the wire: null
        RunRecord record = (RunRecord) read(RunRecord.class, w -> w.put("on", true).put("b", (byte) 1)
                .put("s", (byte) -2).put("i", 3).put("l", 4L).put("f", 5f).put("d", 6d).put("c", 'c')
                .put("after", 7).put("last", false));
        assertThat(record).isEqualTo(new RunRecord(true, (byte) 1, (short) -2, 3, 4L, 5f, 6d, 'c', 7, false, null));
    }

    /**
     * {@return the root written by {@code fields} read by the compiled codec, which the reflective loop reads alike}
     */
    private static Object read(Class<?> type, Consumer<IoSerialiser> fields) {
        YasWriter w = new YasWriter(IoBuffer.allocate(512));
        w.putHeaderInfo();
        fields.accept(w);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] bytes = w.buffer().flip().toByteArray();
        Object compiled = MappingPaths.read(Protocol.YAS, bytes, type, true);
        MappingPaths.recursively(compiled).isEqualTo(MappingPaths.read(Protocol.YAS, bytes, type, false));
        return compiled;
    }

    @Test
    void aBooleanByteOtherThanZeroInARunIsTrueAsOnTheReflectivePath() {
        RunDerived d = derived();
        d.w = true;
        byte[] wire = MappingPaths.write(Protocol.YAS, d, true);
        int name = lastIndexOf(wire, new byte[] {'w', 0}); // the value follows its name and NUL
        assertThat(wire[name + 2]).isEqualTo((byte) 1);
        wire[name + 2] = 2;
        RunDerived read = (RunDerived) MappingPaths.read(Protocol.YAS, wire, RunDerived.class, true);
        assertThat(read.w).isTrue();
        MappingPaths.recursively(read).isEqualTo(MappingPaths.read(Protocol.YAS, wire, RunDerived.class, false));
    }

    private static int lastIndexOf(byte[] bytes, byte[] part) {
        for (int i = bytes.length - part.length; i >= 0; i--) {
            if (java.util.Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
