package io.yas.processor;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Compiles Java sources in memory with {@code javax.tools}, this test's class path and, unless switched off, the
 * processor; keeps the diagnostics, the generated sources, the class files and the resources, and loads the classes
 * child-first (so a class also on the test class path is this compilation's).
 */
final class Compilation {
    final List<Diagnostic<? extends JavaFileObject>> diagnostics;
    /** Generated sources by binary name, class files by binary name, resources by path. */
    final Map<String, String> generated = new TreeMap<>();
    final Map<String, byte[]> classes = new TreeMap<>();
    final Map<String, byte[]> resources = new TreeMap<>();
    final boolean success;

    private Compilation(List<JavaFileObject> sources, boolean processor) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
        List<String> options = new ArrayList<>(List.of("--release", "17", "-Xlint:all", "-Werror",
                "-classpath", classPath()));
        if (!processor) {
            options.add("-proc:none");
        }
        JavaCompiler.CompilationTask task = javac.getTask(null, new Memory(javac.getStandardFileManager(collector,
                null, StandardCharsets.UTF_8)), collector, options, null, sources);
        if (processor) {
            task.setProcessors(List.of(new CodecProcessor()));
        }
        this.success = task.call();
        this.diagnostics = collector.getDiagnostics();
    }

    /** {@return the test class path without this module's test classes: the samples compile here anew} */
    private static String classPath() {
        try {
            Path tests = Path.of(Compilation.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                    .filter(entry -> !Path.of(entry).toAbsolutePath().equals(tests.toAbsolutePath()))
                    .collect(Collectors.joining(File.pathSeparator));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@return the sources compiled with the processor} {@code sources} alternates binary names and texts. */
    static Compilation of(String... sources) {
        return new Compilation(sources(sources), true);
    }

    /** {@return the sources compiled without any processor} */
    static Compilation withoutProcessor(String... sources) {
        return new Compilation(sources(sources), false);
    }

    /**
     * {@return class {@code name} compiled from {@code later} without the processor, beside the codec the processor
     * generated from {@code earlier}: a codec compiled against another version of the class}
     */
    static Class<?> withStaleCodec(String name, String earlier, String later) throws ClassNotFoundException {
        Compilation v1 = of(name, earlier);
        Compilation v2 = withoutProcessor(name, later);
        v2.classes.put(name + "_YasCodec", v1.classes.get(name + "_YasCodec"));
        v2.resources.putAll(v1.resources);
        return v2.loader().loadClass(name);
    }

    private static List<JavaFileObject> sources(String... namesAndTexts) {
        List<JavaFileObject> out = new ArrayList<>();
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            String text = namesAndTexts[i + 1];
            out.add(new SimpleJavaFileObject(URI.create("mem:///" + namesAndTexts[i].replace('.', '/') + ".java"),
                    JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return text;
                }
            });
        }
        return out;
    }

    /** {@return the errors and warnings, each as "KIND line: message"} */
    List<String> messages() {
        return diagnostics.stream().filter(d -> d.getKind() != Diagnostic.Kind.NOTE)
                .map(d -> d.getKind() + " " + d.getLineNumber() + ": " + d.getMessage(null)).toList();
    }

    /** {@return a class loader of this compilation's classes and resources, asking the test class path second} */
    ClassLoader loader() {
        return new ClassLoader("compilation", Compilation.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null && classes.containsKey(name)) {
                        byte[] b = classes.get(name);
                        c = defineClass(name, b, 0, b.length);
                    }
                    return c != null ? c : super.loadClass(name, resolve);
                }
            }

            @Override
            protected URL findResource(String name) {
                byte[] b = resources.get(name);
                return b == null ? null : url(name, b);
            }

            @Override
            protected Enumeration<URL> findResources(String name) {
                URL u = findResource(name);
                return Collections.enumeration(u == null ? List.of() : List.of(u));
            }
        };
    }

    private static URL url(String name, byte[] bytes) {
        try {
            return new URL("mem", "", -1, "/" + name, new URLStreamHandler() {
                @Override
                protected URLConnection openConnection(URL u) {
                    return new URLConnection(u) {
                        @Override
                        public void connect() {
                            // in memory
                        }

                        @Override
                        public InputStream getInputStream() {
                            return new java.io.ByteArrayInputStream(bytes);
                        }
                    };
                }
            });
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Keeps what javac and the processor write in the maps above. */
    private final class Memory extends ForwardingJavaFileManager<JavaFileManager> {
        Memory(JavaFileManager standard) {
            super(standard);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                FileObject sibling) {
            return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension),
                    kind) {
                @Override
                public OutputStream openOutputStream() {
                    return sink(bytes -> {
                        if (kind == Kind.CLASS) {
                            classes.put(className, bytes);
                        } else {
                            generated.put(className, new String(bytes, StandardCharsets.UTF_8));
                        }
                    });
                }

                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return generated.get(className);
                }
            };
        }

        @Override
        public FileObject getFileForOutput(Location location, String packageName, String relativeName,
                FileObject sibling) {
            if (location != StandardLocation.CLASS_OUTPUT) {
                throw new UncheckedIOException(new IOException("unexpected output location " + location));
            }
            String path = (packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/") + relativeName;
            return new SimpleJavaFileObject(URI.create("mem:///" + path), JavaFileObject.Kind.OTHER) {
                @Override
                public OutputStream openOutputStream() {
                    return sink(bytes -> resources.put(path, bytes));
                }
            };
        }
    }

    private static OutputStream sink(java.util.function.Consumer<byte[]> done) {
        return new ByteArrayOutputStream() {
            @Override
            public void close() {
                done.accept(toByteArray());
            }
        };
    }
}
