package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import org.junit.jupiter.api.Test;

import java.lang.ref.WeakReference;
import java.lang.reflect.Method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A class in a module other than {@code io.yas}, here the unnamed module of a class loader of its own (as in an
 * application server's or a plug-in's loader; a named module that opens its package to {@code io.yas} is the same
 * case, which yas-json's module-path run covers): this library cannot define a nestmate of it, so the codec
 * generated at run time reaches its private fields and constructors through method handles ({@link FieldAccess}),
 * and writes the bytes the same class mapped as a nestmate writes. Each test loads the classes anew and maps them with
 * a mapping of its own, so that each generates its codecs and links their call sites itself. Three tests check that
 * neither the loader nor a mapping is kept alive by the shared mapping, by a mapper kept alive or by the classes a
 * mapping described (each collected within a second of {@code System.gc()} calls).
 */
class ForeignLoaderTest {
    private final IsolatedLoader loader = new IsolatedLoader(ForeignBeam.class, ForeignRange.class);
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

    /**
     * A plug-in's or a redeployed application's classes must go with their class loader: neither the shared mapping
     * that described them, nor its compiled-codec lookup, nor the codec generated for them keeps the loader alive.
     */
    @Test
    void theSharedMappingDoesNotKeepAMappedClassLoaderAlive() throws ReflectiveOperationException, InterruptedException {
        assertThat(collected(mapAndDrop())).as("the isolated loader, collected").isTrue();
    }

    /**
     * Nor does a mapper the application keeps (a {@code static} one, say) through the serialiser it keeps for each
     * thread that wrote with it: the last class a thread wrote is not held.
     */
    @Test
    void aMapperKeptAliveDoesNotKeepTheLastClassItWroteAlive() throws ReflectiveOperationException,
            InterruptedException {
        YasMapper kept = YasMapper.create();
        WeakReference<ClassLoader> gone = writeAndDrop(kept);
        assertThat(collected(gone)).as("the isolated loader, collected").isTrue();
        assertThat(kept.fromBytes(kept.toBytes(ForeignBeam.changed()), ForeignBeam.class)).isNotNull(); // still works
    }

    private static WeakReference<ClassLoader> writeAndDrop(YasMapper mapper) throws ReflectiveOperationException {
        IsolatedLoader isolated = new IsolatedLoader(ForeignBeam.class, ForeignRange.class);
        for (String name : new String[] {ForeignBeam.class.getName(), ForeignRange.class.getName()}) {
            Class<?> type = isolated.loadClass(name);
            Object value = call(type, name.equals(ForeignBeam.class.getName()) ? "changed" : "sample");
            assertThat(mapper.fromBytes(mapper.toBytes(value), type)).isInstanceOf(type);
        }
        return new WeakReference<>(isolated);
    }

    /** Nor does a mapping no longer referenced stay alive through the classes it described (of this module). */
    @Test
    void aDroppedMappingIsNotKeptByTheClassesItDescribed() throws InterruptedException {
        assertThat(collected(describeAndDrop())).as("the mapping, collected").isTrue();
    }

    /** {@return whether {@code ref}'s referent is collected within a second of asking for collections} */
    static boolean collected(WeakReference<?> ref) throws InterruptedException {
        for (int i = 0; i < 50 && ref.get() != null; i++) {
            System.gc();
            Thread.sleep(20);
        }
        return ref.get() == null;
    }

    private static WeakReference<ClassMapping> describeAndDrop() {
        ClassMapping dropped = FreshGeneratedCodecTest.fresh();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(1024), dropped);
        s.serialise(ForeignBeam.changed());
        s.buffer().flip();
        assertThat(s.deserialise(ForeignBeam.class)).isInstanceOf(ForeignBeam.class);
        assertThat(dropped.describe(ForeignRange.class)).startsWith(ForeignRange.class.getName() + ": ");
        return new WeakReference<>(dropped);
    }

    /** Maps a class and a record of a loader of their own with {@link ClassMapping#defaults()}, then drops them. */
    private static WeakReference<ClassLoader> mapAndDrop() throws ReflectiveOperationException {
        IsolatedLoader isolated = new IsolatedLoader(ForeignBeam.class, ForeignRange.class);
        for (String name : new String[] {ForeignBeam.class.getName(), ForeignRange.class.getName()}) {
            Class<?> type = isolated.loadClass(name);
            Object value = call(type, name.equals(ForeignBeam.class.getName()) ? "changed" : "sample");
            IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(1024));
            s.serialise(value);
            s.buffer().flip();
            assertThat(s.deserialise(type)).isInstanceOf(type);
            assertThat(ClassMapping.defaults().describe(type)).startsWith(name + ": ");
        }
        return new WeakReference<>(isolated);
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
