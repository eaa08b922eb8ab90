package io.yas.mapping;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * A class loader of its own, as an application server's or a plug-in's: it defines the test classes whose names start
 * with one of its prefixes anew (its unnamed module is not {@code io.yas}, so this library cannot define a nestmate of
 * them), before asking its parent, which would find them in module {@code io.yas}; everything else, this library and
 * the JDK included, comes from the parent. It can list compiled codecs as a jar's {@code META-INF/services} does.
 */
final class IsolatedLoader extends ClassLoader {
    private static final String SERVICES = "META-INF/services/" + CompiledCodec.class.getName();

    private final List<String> prefixes;
    private final URL services;

    /** @param classes the classes (with their nested classes) defined anew */
    IsolatedLoader(Class<?>... classes) {
        this(null, classes);
    }

    /**
     * @param services the file this loader serves as {@code META-INF/services/io.yas.mapping.CompiledCodec} (binary
     *                 class names, one a line), or {@code null} for none
     * @param classes  the classes (with their nested classes) defined anew
     */
    IsolatedLoader(URL services, Class<?>... classes) {
        super("isolated", IsolatedLoader.class.getClassLoader());
        this.prefixes = Arrays.stream(classes).map(Class::getName).toList();
        this.services = services;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (prefixes.stream().noneMatch(name::startsWith)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            return loaded != null ? loaded : define(name);
        }
    }

    private Class<?> define(String name) throws ClassNotFoundException {
        try (InputStream in = IsolatedLoader.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new ClassNotFoundException(name);
            }
            byte[] bytes = in.readAllBytes();
            return defineClass(name, bytes, 0, bytes.length);
        } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return services != null && name.equals(SERVICES) ? Collections.enumeration(List.of(services))
                : super.getResources(name);
    }
}
