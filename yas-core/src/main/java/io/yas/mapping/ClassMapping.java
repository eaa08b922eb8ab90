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
import java.util.concurrent.ConcurrentHashMap;

/**
 * How classes map to the wire: the registered {@link FieldSerialiser}s and the cached description of every class
 * met so far (its fields in order, their types, accessors and metadata). Describing a class happens once, on first
 * use or on {@link #describe(Class)}, and rejects a class that cannot be mapped with an
 * {@link IllegalArgumentException} naming the class and field.
 *
 * <p>Thread-safe and meant to be shared: build one per set of serialisers and hand it to every
 * {@link IoClassSerialiser}. Serialisers registered here never leak into another mapping.
 */
public final class ClassMapping {
    private static final ClassMapping DEFAULTS = new ClassMapping(List.of());

    private final List<FieldSerialiser<?>> serialisers;
    private final Map<Class<?>, ClassCodec> codecs = new ConcurrentHashMap<>();
    /**
     * The compiled codecs (yas-processor) visible to each class loader met, by mapped class: looked up once per
     * loader, under this mapping's lock. The mapping holds its classes anyway, so their loaders are not kept longer.
     */
    private final Map<ClassLoader, Map<Class<?>, ServiceLoader.Provider<CompiledCodec<?>>>> compiled = new HashMap<>();

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
        ClassCodec c = codecs.get(type);
        if (c != null) {
            return c;
        }
        synchronized (this) {
            c = codecs.get(type);
            if (c != null) {
                return c;
            }
            Map<Class<?>, ClassCodec> building = new HashMap<>();
            ClassCodec built = ClassCodec.build(type, this, building);
            codecs.putAll(building);
            return built;
        }
    }

    /**
     * A new instance of the compiled codec of {@code type} found in its class loader, or {@code null}; called while
     * a class is described, under this mapping's lock. A provider that cannot be loaded is skipped.
     */
    CompiledCodec<?> compiledCodec(Class<?> type) {
        ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader() : ClassLoader.getSystemClassLoader();
        ServiceLoader.Provider<CompiledCodec<?>> provider = compiled.computeIfAbsent(loader, ClassMapping::providers)
                .get(type);
        return provider == null ? null : provider.get();
    }

    /** Every compiled codec visible to {@code loader}, by mapped class (the first one listed wins). */
    @SuppressWarnings("unchecked") // the class literal CompiledCodec.class is of the raw type
    private static Map<Class<?>, ServiceLoader.Provider<CompiledCodec<?>>> providers(ClassLoader loader) {
        Map<Class<?>, ServiceLoader.Provider<CompiledCodec<?>>> found = new HashMap<>();
        ServiceLoader<CompiledCodec<?>> services = (ServiceLoader<CompiledCodec<?>>) (ServiceLoader<?>) ServiceLoader
                .load(CompiledCodec.class, loader);
        Iterator<ServiceLoader.Provider<CompiledCodec<?>>> all = services.stream().iterator();
        while (true) {
            try {
                if (!all.hasNext()) {
                    return found;
                }
                ServiceLoader.Provider<CompiledCodec<?>> p = all.next();
                found.putIfAbsent(p.get().type, p);
            } catch (ServiceConfigurationError e) {
                // a stale or broken entry (a class removed since, a failing constructor): mapped at run time
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
