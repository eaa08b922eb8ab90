package io.yas.processor;

import io.yas.mapping.ClassMapping;
import io.yas.mapping.MappingPaths;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The processor run through {@code javax.tools} on sources compiled in memory, their classes loaded apart from the
 * test class path: the mapping finds each codec in the class's own loader, binds it only to the class it was
 * generated for, and says why not otherwise.
 */
class InMemoryCompilationTest {
    private static final String POINT = """
            package p;

            @io.yas.annotation.GenerateCodec
            public class Point {
                public double x = 1;
                public double y = 2;
            %s}
            """;

    /** The sample classes' sources, as test-compile gave them to the processor: binary names and texts. */
    private static String[] samples() throws IOException {
        List<String> out = new ArrayList<>();
        Path dir = Path.of("src/test/java/io/yas/processor/samples");
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                out.add("io.yas.processor.samples." + f.getFileName().toString().replace(".java", ""));
                out.add(Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        return out.toArray(new String[0]);
    }

    @Test
    void theSamplesCompiledInMemoryGetCodecsThatWriteWhatTheBuildsCodecsWrite() throws Exception {
        Compilation c = Compilation.of(samples());
        assertThat(c.messages()).isEmpty(); // -Xlint:all -Werror: the generated code compiles without a warning
        assertThat(c.resources.get("META-INF/services/io.yas.mapping.CompiledCodec"))
                .asString(StandardCharsets.UTF_8).isEqualTo(String.join("\n", c.generated.keySet()) + "\n");
        ClassLoader loader = c.loader();
        for (String name : List.of("Everything", "Narrow", "Bean", "Derived", "Box")) {
            Class<?> type = loader.loadClass("io.yas.processor.samples." + name);
            assertThat(type.getClassLoader()).isSameAs(loader);
            assertThat(ClassMapping.defaults().describe(type)).isEqualTo(type.getName() + ": compiled codec ("
                    + type.getName() + "_YasCodec)");
            Object value = type.getConstructor().newInstance();
            byte[] compiled = MappingPaths.write(Protocol.YAS, value, true);
            MappingPaths.assertSameBytes(name, MappingPaths.write(Protocol.YAS, value, false), compiled);
            Object built = Class.forName(type.getName()).getConstructor().newInstance(); // the build's class
            MappingPaths.assertSameBytes(name, MappingPaths.write(Protocol.YAS, built, true), compiled);
            MappingPaths.recursively(MappingPaths.read(Protocol.YAS, compiled, type, true)).isEqualTo(value);
        }
    }

    /**
     * The samples whose codecs write runs of primitives or their whole message in one copy, compiled in memory (so the
     * processor under test writes them): the field-by-field bytes, read back in one go into a new instance where the
     * codec can make one (a record, a class with a no-arg constructor it can call) and into an existing one.
     */
    @Test
    void runsAndWholeMessagesCompiledInMemoryWriteAndReadWhatTheFieldByFieldPathDoes() throws Exception {
        ClassLoader loader = Compilation.of(samples()).loader();
        for (String name : List.of("Prims", "Runs", "RunBase", "RunDerived")) {
            Class<?> type = loader.loadClass("io.yas.processor.samples." + name);
            Object value = type.getConstructor().newInstance();
            byte[] compiled = MappingPaths.write(Protocol.YAS, value, true);
            MappingPaths.assertSameBytes(name, MappingPaths.write(Protocol.YAS, value, false), compiled);
            MappingPaths.recursively(MappingPaths.read(Protocol.YAS, compiled, type, true)).isEqualTo(value);
            // JSON: no walk (a YaS reader's only), so the read loop's own run reads them
            byte[] text = MappingPaths.write(Protocol.JSON, value, true);
            MappingPaths.recursively(MappingPaths.read(Protocol.JSON, text, type, true)).as(name).isEqualTo(value);
        }
        Class<?> prims = loader.loadClass("io.yas.processor.samples.Prims");
        Object p = prims.getConstructor().newInstance();
        byte[] whole = MappingPaths.writeMessage(p);
        MappingPaths.assertSameBytes("Prims", MappingPaths.write(Protocol.YAS, p, false), whole);
        MappingPaths.recursively(MappingPaths.readMessage(whole, prims, null)).isEqualTo(p);
        byte[] text = MappingPaths.writeMessage(Protocol.JSON, p); // its text at endMessage
        MappingPaths.assertSameBytes("Prims in JSON", MappingPaths.write(Protocol.JSON, p, false), text);

        Class<?> range = loader.loadClass("io.yas.processor.samples.Range");
        Object r = range.getConstructor(int.class, int.class).newInstance(-1, 1);
        MappingPaths.recursively(MappingPaths.readMessage(MappingPaths.writeMessage(r), range, null)).isEqualTo(r);

        Class<?> pinned = loader.loadClass("io.yas.processor.samples.Pinned"); // its no-arg constructor is private
        Object pin = pinned.getConstructor(int.class, double.class).newInstance(3, 0.5);
        byte[] pinBytes = MappingPaths.writeMessage(pin);
        assertThat(MappingPaths.readMessage(pinBytes, pinned, null)).as("the mapper makes the instance").isNull();
        Object existing = pinned.getConstructor(int.class, double.class).newInstance(0, 0);
        assertThat(MappingPaths.readMessage(pinBytes, pinned, existing)).isSameAs(existing);
        MappingPaths.recursively(existing).isEqualTo(pin);
        MappingPaths.recursively(MappingPaths.read(Protocol.YAS, pinBytes, pinned, true)).isEqualTo(pin);
    }

    /**
     * The walk the processor under test writes (compiled in memory): one step per leading field of each kind, in
     * order, a {@code walkInto} only where every field is walked; and its codec reads what the reflective loop reads,
     * with each reference field left out ({@code null}) in turn, into a new instance and in place.
     */
    @Test
    void theWalkHasAStepOfItsKindPerFieldAndReadsWhatTheReflectiveLoopReads() throws Exception {
        Compilation c = Compilation.of(samples());
        String walked = c.generated.get("io.yas.processor.samples.Walked_YasCodec");
        assertThat(walked.lines().map(String::strip)
                .filter(l -> l.contains("= walkHeader(") || l.contains("= walkEnd(")).toList())
                .containsExactly("walk0 = walkHeader(0, WALK_STRING);", "walk3 = walkHeader(3, WALK_OBJECT);",
                "walkEnd3 = walkEnd(3);", "walk4 = walkHeader(4, WALK_CONTAINER);",
                "walk5 = walkHeader(5, WALK_CONTAINER);", "walk6 = walkHeader(6, WALK_OBJECT);",
                "walkEnd6 = walkEnd(6);", "walk7 = walkHeader(7, WALK_ARRAY);", "walk8 = walkHeader(8, WALK_CURSOR);",
                "walk9 = walkHeader(9, WALK_CURSOR);", "walk10 = walkHeader(10, WALK_CURSOR);",
                "walk11 = walkHeader(11, WALK_CURSOR);", "walk12 = walkHeader(12, WALK_CURSOR);",
                "walk13 = walkHeader(13, WALK_CURSOR);", "walk14 = walkHeader(14, WALK_STRING);");
        assertThat(walked).containsOnlyOnce("if (r instanceof YasReader y)").contains("hint = 15;")
                .containsOnlyOnce("FieldCursor r = y;");
        assertThat(walked.split("wireFields \\+= 2;", -1)).as("the run counted by the walk and the loop").hasSize(3);
        assertThat(walked.split("e = y.runAt\\(p, run0\\);", -1)).as("the run, in read and in walkInto").hasSize(3);
        for (String whole : List.of("Walked", "Walked_Part", "Walked_Point")) {
            assertThat(c.generated.get("io.yas.processor.samples." + whole + "_YasCodec")).as(whole)
                    .contains("protected Object walkInto(YasReader y, int from, int to, Object current, int depth)");
        }
        assertThat(c.generated.get("io.yas.processor.samples.Walked_Part_YasCodec")).as("no field through the cursor")
                .doesNotContain("FieldCursor r = y");
        String derived = c.generated.get("io.yas.processor.samples.Derived_YasCodec"); // a superclass's field first
        assertThat(derived).doesNotContain("walkInto").doesNotContain("instanceof YasReader");

        Class<?> type = c.loader().loadClass("io.yas.processor.samples.Walked");
        List<String> references = List.of("", "name", "part", "parts", "byName", "point", "samples", "state", "tags",
                "level", "last");
        for (String left : references) {
            Object value = type.getConstructor().newInstance();
            if (!left.isEmpty()) {
                type.getField(left).set(value, null);
            }
            byte[] bytes = MappingPaths.write(Protocol.YAS, value, true);
            MappingPaths.assertSameBytes(left, MappingPaths.write(Protocol.YAS, value, false), bytes);
            Object read = MappingPaths.read(Protocol.YAS, bytes, type, true);
            MappingPaths.recursively(read).as(left).isEqualTo(MappingPaths.read(Protocol.YAS, bytes, type, false));
            Object inPlace = type.getConstructor().newInstance();
            type.getField("name").set(inPlace, "kept");
            Object expected = type.getConstructor().newInstance();
            type.getField("name").set(expected, "kept");
            MappingPaths.recursively(MappingPaths.read(Protocol.YAS, bytes, type, true, inPlace))
                    .as("in place " + left).isEqualTo(MappingPaths.read(Protocol.YAS, bytes, type, false, expected));
        }
    }

    /**
     * A superclass's fields that the codec may reach as {@code t.f} are its own: walked, written and read by it; those
     * it may not (a protected one of another package, one of another package whose type it may not name everywhere)
     * it hands to the mapper and says so ({@code writesItself}). Either way the same bytes and objects as the
     * reflective path, each reference field left out in turn.
     */
    @Test
    void aSuperclassesFieldsAreTheCodecsOwnWhereItMayReachThem() throws Exception {
        Compilation c = Compilation.of("io.yas.processor.other.Other", """
                package io.yas.processor.other;
                public class Other {
                    public int x = 1;
                    public String s = "s";
                    public java.util.List<String> tags = new java.util.ArrayList<>(java.util.List.of("t"));
                    protected long p = 2;
                }
                """, "io.yas.processor.samples.Near", """
                package io.yas.processor.samples;
                public class Near extends io.yas.processor.other.Other {
                    String near = "n";
                    java.util.List<String> names = new java.util.ArrayList<>(java.util.List.of("a", "b"));
                    String label = "near's";
                }
                """, "io.yas.processor.samples.Child", """
                package io.yas.processor.samples;
                @io.yas.annotation.GenerateCodec
                public class Child extends Near {
                    public double own = 0.5;
                    public String last = "l";
                    public String label = "child's"; // hides Near's: target.label is this one
                }
                """);
        assertThat(c.messages()).isEmpty();
        String source = c.generated.get("io.yas.processor.samples.Child_YasCodec");
        // x, s (public, of types named anywhere), near, names (this package), own, last: the codec's; tags, p and the
        // hidden label not
        assertThat(source).contains("return field != 2 && field != 3 && field != 6;")
                .contains("walk0 = walkHeader(0, WALK_SCALAR);", "walk1 = walkHeader(1, WALK_STRING);")
                .contains("writeField(2, w, value, maxDepth)", "writeField(3, w, value, maxDepth)")
                .contains("target.near = ", "target.names = ", "String v4 = value.near;", "writeValue(5, w, ")
                .doesNotContain("walkHeader(2,", "walkInto");

        Class<?> type = c.loader().loadClass("io.yas.processor.samples.Child");
        assertThat(ClassMapping.defaults().describe(type)).isEqualTo(type.getName() + ": compiled codec ("
                + type.getName() + "_YasCodec)");
        for (String left : List.of("", "s", "tags", "near", "names", "last", "label")) {
            Object value = type.getConstructor().newInstance();
            for (Class<?> k = type; !left.isEmpty() && k != Object.class; k = k.getSuperclass()) {
                for (java.lang.reflect.Field f : k.getDeclaredFields()) {
                    if (f.getName().equals(left)) {
                        f.setAccessible(true);
                        f.set(value, null);
                    }
                }
            }
            byte[] bytes = MappingPaths.write(Protocol.YAS, value, true);
            MappingPaths.assertSameBytes(left, MappingPaths.write(Protocol.YAS, value, false), bytes);
            Object read = MappingPaths.read(Protocol.YAS, bytes, type, true);
            MappingPaths.recursively(read).as(left).isEqualTo(MappingPaths.read(Protocol.YAS, bytes, type, false));
            Object existing = type.getConstructor().newInstance();
            MappingPaths.recursively(MappingPaths.read(Protocol.YAS, bytes, type, true, existing)).as(left)
                    .isEqualTo(MappingPaths.read(Protocol.YAS, bytes, type, false,
                            type.getConstructor().newInstance()));
        }
    }

    @Test
    void aCodecGeneratedForAnotherVersionOfTheClassIsNotUsed() throws Exception {
        Class<?> point = Compilation.withStaleCodec("p.Point", POINT.formatted(""),
                POINT.formatted("    public double z = 3;\n"));
        // another class loader's class: a run-time generated codec that reaches the fields through method handles
        assertThat(ClassMapping.defaults().describe(point)).startsWith("p.Point: generated writer, generated reader "
                + "(fields through method handles: no full-privilege lookup on p.Point (unnamed module @").endsWith("; "
                + "compiled codec p.Point_YasCodec not used: it lists the fields [x, y], the class has [x, y, z] "
                + "(compiled against another version of the class or a superclass?)");
        Object value = point.getConstructor().newInstance();
        MappingPaths.recursively(MappingPaths.read(Protocol.YAS, MappingPaths.write(Protocol.YAS, value, true), point,
                true)).isEqualTo(value);
    }

    @Test
    void anAnnotatedClassCompiledWithoutTheProcessorIsMappedAtRunTimeAndDescribeSaysWhy() throws Exception {
        Class<?> point = Compilation.withoutProcessor("p.Point", POINT.formatted("")).loader().loadClass("p.Point");
        assertThat(ClassMapping.defaults().describe(point)).startsWith("p.Point: generated writer, generated reader "
                + "(fields through method handles: ").endsWith("; no "
                + "compiled codec found for @GenerateCodec: was yas-processor on the annotation processor path?");
    }

    @Test
    void aServiceEntryWhoseClassIsGoneIsSkipped() throws Exception {
        Compilation c = Compilation.of("p.Point", POINT.formatted(""));
        c.resources.put("META-INF/services/io.yas.mapping.CompiledCodec",
                "p.Gone_YasCodec\np.Point_YasCodec\n".getBytes(StandardCharsets.UTF_8));
        Class<?> point = c.loader().loadClass("p.Point");
        assertThat(ClassMapping.defaults().describe(point)).isEqualTo("p.Point: compiled codec (p.Point_YasCodec)");
    }
}
