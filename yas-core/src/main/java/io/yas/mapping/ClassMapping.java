package io.yas.mapping;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.WeakHashMap;
import java.util.function.Function;

/**
 * How classes map to the wire: the registered {@link FieldSerialiser}s and the cached description of every class
 * met so far (its fields in order, their types, accessors and metadata). Describing a class happens once, on first
 * use or on {@link #describe(Class)}, and rejects a class that cannot be mapped with an
 * {@link IllegalArgumentException} naming the class and field.
 *
 * <p>Thread-safe and meant to be shared: build one per set of serialisers and hand it to every
 * {@link IoClassSerialiser}. Serialisers registered here never leak into another mapping. The cache keeps neither
 * a described class nor its class loader alive: the classes of a plug-in or of a redeployed application go with their
 * loader, and a mapping no longer referenced goes with its descriptions.
 */
public final class ClassMapping {
    private static final ClassMapping DEFAULTS = new ClassMapping(List.of());

    private final List<FieldSerialiser<?>> serialisers;
    /**
     * Each class's codec, in a slot the class itself holds ({@link ClassValue}), so that a class of a class loader that
     * is discarded (a plug-in's, a redeployed application's) goes with its loader: this mapping does not keep it.
     */
    private final ClassValue<Slot> codecs = new ClassValue<>() {
        @Override
        protected Slot computeValue(Class<?> type) {
            return new Slot();
        }
    };
    /**
     * The compiled codecs (yas-processor) visible to each class loader met, as the names of the mapped class and of
     * its codec: looked up once per loader, under this mapping's lock. Names, not classes, so that the loader, held
     * weakly, can go.
     */
    private final Map<ClassLoader, Map<String, String>> compiled = new WeakHashMap<>();

    /** Where a class's codec is kept once built; empty while it is not. */
    private static final class Slot {
        volatile ClassCodec codec;
    }

    private ClassMapping(List<FieldSerialiser<?>> serialisers) {
        this.serialisers = serialisers;
    }

    /** {@return the shared mapping with no custom serialisers} */
    public static ClassMapping defaults() {
        return DEFAULTS;
    }

    /**
     * {@return a new mapping with the serialisers of this one plus {@code serialiser} (later ones win on equal
     * matches), and an empty class cache}
     *
     * @param serialiser a serialiser for a domain type
     */
    public ClassMapping with(FieldSerialiser<?> serialiser) {
        List<FieldSerialiser<?>> all = new ArrayList<>(serialisers);
        all.add(0, Objects.requireNonNull(serialiser, "serialiser"));
        return new ClassMapping(List.copyOf(all));
    }

    /**
     * Describes {@code type} now (it is otherwise described on first use), so that a class that cannot be mapped
     * fails at start-up, and says how it is mapped: by a codec generated at compile time ({@link CompiledCodec},
     * found in the class's class loader; off with {@code -Dyas.mapping.compiled=false}), else by code generated at
     * run time (a hidden class made on first use: a nestmate of the class where the class and this library share a
     * module, e.g. both on the class path, else one that reaches the class's fields through method handles, which
     * {@code describe} adds in parentheses), else by the reflective mapper; and why a path before the one taken is not.
     *
     * @param type the class to describe
     * @return e.g. {@code "org.example.Beam: compiled codec (org.example.Beam_YasCodec)"},
     *         {@code "org.example.Beam: generated writer, generated reader"} or {@code "…: reflective writer
     *         (code generation is off (-Dyas.mapping.codegen=false)), reflective reader (code generation is off
     *         (-Dyas.mapping.codegen=false))"}
     * @throws IllegalArgumentException naming the class and field that cannot be mapped
     */
    public String describe(Class<?> type) {
        return codec(type).path();
    }

    /** The description of {@code type}, built once; cyclic type graphs resolve to the codec being built. */
    ClassCodec codec(Class<?> type) {
        ClassCodec c = described(type);
        if (c != null) {
            return c;
        }
        synchronized (this) {
            c = described(type);
            if (c != null) {
                return c;
            }
            Map<Class<?>, ClassCodec> building = new HashMap<>();
            ClassCodec built = ClassCodec.build(type, this, building);
            building.forEach((t, codec) -> codecs.get(t).codec = codec);
            return built;
        }
    }

    /** {@return the codec of {@code type} built so far, or {@code null}} */
    ClassCodec described(Class<?> type) {
        return codecs.get(type).codec;
    }

    /**
     * A new instance of the compiled codec of {@code type} found in its class loader, or {@code null}; called while
     * a class is described, under this mapping's lock. A provider that cannot be loaded is skipped.
     */
    CompiledCodec<?> compiledCodec(Class<?> type) {
        ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader() : ClassLoader.getSystemClassLoader();
        String codecName = compiled.computeIfAbsent(loader, ClassMapping::compiledNames).get(type.getName());
        CompiledCodec<?> codec = codecName == null ? null
                : firstCompiled(loader, p -> p.type().getName().equals(codecName) ? p.get() : null);
        return codec != null && codec.type == type ? codec : null;
    }

    /** The compiled codecs visible to {@code loader}: the codec's class name by mapped class name (the first wins). */
    private static Map<String, String> compiledNames(ClassLoader loader) {
        Map<String, String> found = new HashMap<>();
        firstCompiled(loader, p -> {
            found.putIfAbsent(p.get().type.getName(), p.type().getName());
            return null; // on to the next
        });
        return found;
    }

    /**
     * Goes through the compiled codecs listed for {@code loader}, in the order listed, until {@code take} makes one.
     * A provider that cannot be loaded or made (a stale entry, a failing constructor) is skipped: its class is mapped
     * at run time.
     *
     * @return the codec made, or {@code null}
     */
    @SuppressWarnings("unchecked") // the class literal CompiledCodec.class is of the raw type
    private static CompiledCodec<?> firstCompiled(ClassLoader loader,
            Function<ServiceLoader.Provider<CompiledCodec<?>>, CompiledCodec<?>> take) {
        Iterator<ServiceLoader.Provider<CompiledCodec<?>>> all = ((ServiceLoader<CompiledCodec<?>>) (ServiceLoader<?>)
                ServiceLoader.load(CompiledCodec.class, loader)).stream().iterator();
        while (true) {
            try {
                if (!all.hasNext()) {
                    return null;
                }
                CompiledCodec<?> c = take.apply(all.next());
                if (c != null) {
                    return c;
                }
            } catch (ServiceConfigurationError e) {
                // skipped, as said above
            }
        }
    }

    /**
     * The serialiser for a field declared as {@code declared} with raw class {@code raw}: an exact class match first
     * (with matching type arguments before one without), then a superclass or interface match.
     */
    FieldSerialiser<?> serialiserFor(Class<?> raw, Type declared) {
        FieldSerialiser<?> exact = null;
        FieldSerialiser<?> assignable = null;
        for (int i = 0; i < serialisers.size(); i++) { // by index: called per message, and an iterator allocates
            FieldSerialiser<?> s = serialisers.get(i);
            if (!s.serves(raw, declared)) {
                continue;
            }
            if (s.type() == raw) {
                if (exact == null || s.hasTypeArguments() && !exact.hasTypeArguments()) {
                    exact = s;
                }
            } else if (assignable == null || s.hasTypeArguments() && !assignable.hasTypeArguments()) {
                assignable = s;
            }
        }
        return exact != null ? exact : assignable;
    }
}
