package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A class in a module other than {@code io.yas}, here the unnamed module of a class loader of its own (as in an
 * application server's or a plug-in's loader; a named module that opens its package to {@code io.yas} is the same
 * case, which yas-json's module-path run covers): this library cannot define a nestmate of it, so the codec
 * generated at run time reaches its private fields and constructors through method handles ({@link FieldAccess}),
 * and writes the bytes the same class mapped as a nestmate writes. Each test loads the classes anew and maps them with
 * a mapping of its own, so that each generates its codecs and links their call sites itself.
 */
class ForeignLoaderTest {
    /**
     * Defines {@link ForeignBeam}, {@link ForeignRange} and their nested classes anew, before asking its parent (which
     * would find them in module {@code io.yas}); the JDK's classes from its parent.
     */
    private static final class Isolated extends ClassLoader {
        Isolated() {
            super("isolated", ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith(ForeignBeam.class.getName()) && !name.startsWith(ForeignRange.class.getName())) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                return loaded != null ? loaded : define(name);
            }
        }

        private Class<?> define(String name) throws ClassNotFoundException {
            try (InputStream in = ForeignLoaderTest.class.getResourceAsStream(
                    "/" + name.replace('.', '/') + ".class")) {
                byte[] bytes = in.readAllBytes();
                return defineClass(name, bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    private final Isolated loader = new Isolated();
    private final ClassMapping mapping = FreshGeneratedCodecTest.fresh();

    private static Object call(Class<?> type, String factory) throws ReflectiveOperationException {
        Method m = type.getDeclaredMethod(factory);
        m.setAccessible(true);
        return m.invoke(null);
    }

    private byte[] write(Object value) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(1024), mapping);
        s.serialise(value);
        return s.buffer().flip().toByteArray();
    }

    private IoClassSerialiser reading(byte[] bytes) {
        return new IoClassSerialiser(IoBuffer.wrap(bytes), mapping);
    }

    @Test
    void theForeignClassIsInAnotherModule() throws ClassNotFoundException {
        Class<?> foreign = loader.loadClass(ForeignBeam.class.getName());
        assertThat(foreign).isNotSameAs(ForeignBeam.class);
        assertThat(foreign.getModule()).isNotSameAs(ClassMapping.class.getModule());
        Class<?> record = loader.loadClass(ForeignRange.class.getName());
        for (Class<?> type : new Class<?>[] {foreign, record}) {
            String path = mapping.describe(type);
            if (CodecGenerator.ENABLED) {
                assertThat(path).startsWith(type.getName() + ": generated writer, generated reader (fields through "
                        + "method handles: ");
            } else {
                assertThat(path).contains(": reflective writer (");
            }
        }
        if (CodecGenerator.ENABLED) {
            assertThat(mapping.describe(ForeignBeam.class)).endsWith(": " + TestSupport.GENERATED);
        }
    }

    @Test
    void aForeignClassIsWrittenAsTheSameClassOfThisModuleAndReadBack() throws ReflectiveOperationException {
        Class<?> foreign = loader.loadClass(ForeignBeam.class.getName());
        byte[] expected = write(ForeignBeam.changed());
        Object value = call(foreign, "changed");
        assertThat(write(value)).isEqualTo(expected);

        Object read = reading(expected).deserialise(foreign); // a new instance, by its private constructor
        assertThat(read).isInstanceOf(foreign);
        TestSupport.recursively(read).isEqualTo(value);
        assertThat(write(read)).isEqualTo(expected);

        Object target = call(foreign, "changed");
        Object defaults = defaultsOf(foreign);
        Object into = reading(write(defaults)).deserialise(target); // in place: every field set from the wire
        assertThat(into).isSameAs(target);
        TestSupport.recursively(into).isEqualTo(defaults);
    }

    private static Object defaultsOf(Class<?> type) throws ReflectiveOperationException {
        var c = type.getDeclaredConstructor();
        c.setAccessible(true);
        return c.newInstance();
    }

    @Test
    void aForeignRecordIsWrittenAndConstructedThroughItsCanonicalConstructor() throws ReflectiveOperationException {
        Class<?> foreign = loader.loadClass(ForeignRange.class.getName());
        assertThat(foreign.isRecord()).isTrue();
        byte[] expected = write(ForeignRange.sample());
        Object value = call(foreign, "sample");
        assertThat(write(value)).isEqualTo(expected);
        Object read = reading(expected).deserialise(foreign);
        assertThat(read).isInstanceOf(foreign);
        TestSupport.recursively(read).isEqualTo(value);

        byte[] refused = expected.clone(); // lo = -7,654,321 becomes 100 > hi
        int lo = indexOf(refused, -7_654_321);
        refused[lo] = 100;
        refused[lo + 1] = 0;
        refused[lo + 2] = 0;
        refused[lo + 3] = 0;
        assertThatThrownBy(() -> reading(refused).deserialise(foreign)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("values the canonical constructor of " + ForeignRange.class.getName()
                        + " accepts").hasMessageContaining("lo > hi");
    }

    /** {@return where the little-endian bytes of {@code value} stand in {@code bytes}, once} */
    private static int indexOf(byte[] bytes, int value) {
        int at = -1;
        for (int i = 0; i + 4 <= bytes.length; i++) {
            if ((bytes[i] & 0xff | (bytes[i + 1] & 0xff) << 8 | (bytes[i + 2] & 0xff) << 16 | bytes[i + 3] << 24)
                    == value) {
                assertThat(at).as("one %d", value).isNegative();
                at = i;
            }
        }
        assertThat(at).as("a %d", value).isNotNegative();
        return at;
    }
}
