package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How {@link ClassMapping} finds a class's compiled codec: in the class's own class loader, as listed in its
 * {@code META-INF/services/io.yas.mapping.CompiledCodec} (yas-processor writes that list), the first listed codec of
 * a class taken, an entry that cannot be loaded skipped. Each test defines {@link ListedBeam} and its codecs anew in a
 * loader of their own that serves the list the test writes, and maps with a mapping of its own.
 */
class CompiledCodecLookupTest {
    @TempDir
    Path dir;

    private final ClassMapping mapping = FreshGeneratedCodecTest.fresh();

    /** {@return a loader defining ListedBeam anew that lists {@code codecs} (binary names) as compiled codecs} */
    private IsolatedLoader listing(String... codecs) throws IOException {
        Path services = Files.write(dir.resolve("services"), List.of(codecs));
        return new IsolatedLoader(services.toUri().toURL(), ListedBeam.class);
    }

    @Test
    void theCodecListedInTheClassLoaderIsTakenAndWritesWhatTheGeneratedOneWrites() throws Exception {
        Class<?> listed = listing(ListedBeam.Codec.class.getName()).loadClass(ListedBeam.class.getName());
        assertThat(listed).isNotSameAs(ListedBeam.class);
        String path = mapping.describe(listed);
        if (CompiledCodec.ENABLED) {
            assertThat(path).isEqualTo(listed.getName() + ": compiled codec (" + ListedBeam.Codec.class.getName()
                    + ")");
        } else {
            assertThat(path).doesNotContain("compiled codec");
        }

        byte[] expected = write(new ListedBeam(), mapping); // this module's class: no list, a generated codec
        assertThat(mapping.describe(ListedBeam.class)).doesNotContain("compiled codec");
        Object value = newInstance(listed);
        assertThat(write(value, mapping)).isEqualTo(expected);
        Object read = new IoClassSerialiser(IoBuffer.wrap(expected), mapping).deserialise(listed);
        TestSupport.recursively(read).isEqualTo(value);
    }

    @Test
    void theFirstCodecListedForAClassIsTaken() throws Exception {
        for (Class<?> first : new Class<?>[] {ListedBeam.Second.class, ListedBeam.Codec.class}) {
            Class<?> other = first == ListedBeam.Codec.class ? ListedBeam.Second.class : ListedBeam.Codec.class;
            Class<?> listed = listing(first.getName(), other.getName()).loadClass(ListedBeam.class.getName());
            if (CompiledCodec.ENABLED) {
                assertThat(mapping.describe(listed)).endsWith(": compiled codec (" + first.getName() + ")");
            }
        }
    }

    @Test
    void aCodecOfAnotherClassListedFirstIsNotTaken() throws Exception {
        IsolatedLoader loader = listing(ListedBeam.PartCodec.class.getName(), ListedBeam.Codec.class.getName());
        Class<?> listed = loader.loadClass(ListedBeam.class.getName());
        Class<?> part = loader.loadClass(ListedBeam.Part.class.getName());
        if (CompiledCodec.ENABLED) {
            assertThat(mapping.describe(listed)).endsWith(": compiled codec (" + ListedBeam.Codec.class.getName() + ")");
            assertThat(mapping.describe(part)).endsWith(": compiled codec (" + ListedBeam.PartCodec.class.getName()
                    + ")");
        }
    }

    @Test
    void anEntryThatCannotBeLoadedIsSkipped() throws Exception {
        Class<?> listed = listing(ListedBeam.class.getName() + "$Removed", ListedBeam.Codec.class.getName())
                .loadClass(ListedBeam.class.getName());
        if (CompiledCodec.ENABLED) {
            assertThat(mapping.describe(listed)).endsWith(": compiled codec (" + ListedBeam.Codec.class.getName()
                    + ")");
        }
    }

    @Test
    void aLoaderListingNoCodecOfTheClassGivesItTheRunTimePath() throws Exception {
        Class<?> listed = listing(ListedBeam.class.getName() + "$Removed").loadClass(ListedBeam.class.getName());
        assertThat(mapping.describe(listed)).doesNotContain("compiled codec").startsWith(listed.getName() + ": "
                + (CodecGenerator.ENABLED ? "generated writer" : "reflective writer"));
    }

    /** The loader of a class with a compiled codec goes too, when the shared mapping described it. */
    @Test
    void theSharedMappingDoesNotKeepTheLoaderOfACompiledCodecAlive() throws Exception {
        URL services = Files.write(dir.resolve("services"), List.of(ListedBeam.Codec.class.getName())).toUri().toURL();
        assertThat(ForeignLoaderTest.collected(mapAndDrop(services))).as("the isolated loader, collected").isTrue();
    }

    private static WeakReference<ClassLoader> mapAndDrop(URL services) throws Exception {
        IsolatedLoader isolated = new IsolatedLoader(services, ListedBeam.class);
        Class<?> listed = isolated.loadClass(ListedBeam.class.getName());
        assertThat(ClassMapping.defaults().describe(listed)).startsWith(listed.getName() + ": "
                + (CompiledCodec.ENABLED ? "compiled codec" : ""));
        assertThat(write(newInstance(listed), ClassMapping.defaults())).isNotEmpty();
        return new WeakReference<>(isolated);
    }

    private static Object newInstance(Class<?> type) throws ReflectiveOperationException {
        var c = type.getDeclaredConstructor();
        c.setAccessible(true);
        return c.newInstance();
    }

    private static byte[] write(Object value, ClassMapping mapping) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(256), mapping);
        s.serialise(value);
        return s.buffer().flip().toByteArray();
    }
}
