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
