package io.yas.processor;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic;
import javax.tools.StandardLocation;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The annotation processor of {@code yas-processor}: for each class or record annotated with
 * {@code @io.yas.annotation.GenerateCodec} it generates the Java source of its codec ({@code <Name>_YasCodec} in the
 * same package, a subclass of {@code io.yas.mapping.CompiledCodec}) and lists the codecs in
 * {@code META-INF/services/io.yas.mapping.CompiledCodec}, where yas-core's class mapping finds them. Every field the
 * class mapping could not take, and everything the generated code could not reach, is reported as an error on its
 * element, all of them in one compilation; a class with errors gets no codec.
 *
 * <p>Put it on the annotation processor path (Maven: {@code annotationProcessorPaths}); it needs no yas-core there,
 * only the compiled class path does.
 */
public final class CodecProcessor extends AbstractProcessor {
    static final String ANNOTATION = "io.yas.annotation.GenerateCodec";
    /** The annotations it claims: all of io.yas.annotation (metadata too), which no other processor reads. */
    static final String CLAIMED = "io.yas.annotation.*";
    static final String SERVICES = "META-INF/services/io.yas.mapping.CompiledCodec";

    /** Binary names of the codecs generated in this compilation, sorted: the service file is the same every build. */
    private final Set<String> generated = new TreeSet<>();
    private final List<Element> origins = new ArrayList<>();

    /** The processor, made by javac through {@link java.util.ServiceLoader} or {@code -processor}. */
    public CodecProcessor() {
        // nothing to set up before init
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(CLAIMED);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(ANNOTATION);
        if (annotation != null) {
            for (Element e : round.getElementsAnnotatedWith(annotation)) {
                generate(e, annotation);
            }
        }
        if (round.processingOver() && !generated.isEmpty()) {
            writeServices();
        }
        return true; // claimed: javac's processing lint does not name them as unprocessed
    }

    /** An error to report: the element it is about and the reason. */
    private record Problem(Element element, String message) {
    }

    private void generate(Element e, TypeElement annotation) {
        List<Problem> problems = new ArrayList<>();
        if (e.getKind() != ElementKind.CLASS && e.getKind() != ElementKind.RECORD) {
            problems.add(new Problem(e, "@GenerateCodec applies to classes and records, not to an "
                    + e.getKind().toString().toLowerCase(Locale.ROOT).replace('_', ' ')));
        } else {
            TypeElement type = (TypeElement) e;
            MappingRules rules = new MappingRules(processingEnv, serialised(type, annotation));
            checkClass(type, rules, problems);
            List<CodecSource.Slot> slots = slots(type, rules, problems);
            if (problems.isEmpty()) {
                write(type, slots);
            }
        }
        for (Problem p : problems) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, p.message(), p.element());
        }
    }

    /** The types listed in {@code @GenerateCodec(serialised = …)}. */
    private static List<TypeMirror> serialised(TypeElement type, TypeElement annotation) {
        List<TypeMirror> out = new ArrayList<>();
        for (AnnotationMirror a : type.getAnnotationMirrors()) {
            if (!a.getAnnotationType().asElement().equals(annotation)) {
                continue;
            }
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> v
                    : a.getElementValues().entrySet()) {
                if (v.getKey().getSimpleName().contentEquals("serialised")
                        && v.getValue().getValue() instanceof List<?> l) {
                    for (Object item : l) {
                        if (((AnnotationValue) item).getValue() instanceof TypeMirror t) {
                            out.add(t);
                        }
                    }
                }
            }
        }
        return out;
    }

    /** What makes the class itself unmappable, or unreachable from its codec in the same package. */
    private static void checkClass(TypeElement type, MappingRules rules, List<Problem> problems) {
        String name = rules.binaryName(type);
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            problems.add(new Problem(type, "abstract class " + name + " cannot be mapped field by field; annotate its "
                    + "concrete subclasses"));
        }
        if (MappingRules.isInner(type)) {
            problems.add(new Problem(type, "class " + name + " is a non-static inner class; declare it static to map "
                    + "it"));
        }
        for (Element e = type; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                problems.add(new Problem(type, "private class " + rules.binaryName(t) + " cannot be reached by the "
                        + "generated codec in its package; make it package-private or wider"));
            }
        }
        if (type.getKind() == ElementKind.CLASS && ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
                .noneMatch(c -> c.getParameters().isEmpty())) {
            problems.add(new Problem(type, "class " + name + " has no no-arg constructor to create an instance from "
                    + "the wire; add one (it may be private)"));
        }
    }

    /** Each mapped field as the codec handles it; a field that cannot be handled is a problem instead. */
    private List<CodecSource.Slot> slots(TypeElement type, MappingRules rules, List<Problem> problems) {
        List<CodecSource.Slot> slots = new ArrayList<>();
        List<VariableElement> fields = rules.fields(type);
        boolean record = type.getKind() == ElementKind.RECORD;
        for (int i = 0; i < fields.size(); i++) {
            VariableElement f = fields.get(i);
            TypeMirror t = f.asType();
            String name = f.getSimpleName().toString();
            String refusal = rules.refusal(t);
            Element owner = f.getEnclosingElement();
            CodecSource.Kind kind = t.getKind().isPrimitive() ? CodecSource.Kind.PRIMITIVE
                    : rules.written(t) ? CodecSource.Kind.PUT : CodecSource.Kind.CODEC;
            if (!owner.equals(type)) { // a superclass's: the codec's own where it may name it, else the mapper's
                if (refusal != null && owner.getAnnotationMirrors().stream().noneMatch(a -> a.getAnnotationType()
                        .toString().equals(ANNOTATION))) { // else reported where it is declared
                    problems.add(new Problem(type, "inherited field '" + name + "' of " + rules.binaryName(owner)
                            + ": " + refusal));
                }
                boolean shadowed = fields.subList(i + 1, fields.size()).stream()
                        .anyMatch(later -> later.getSimpleName().contentEquals(name)); // t.f would be the later one
                boolean reached = refusal == null && !shadowed && inherited(type, f, kind, rules);
                slots.add(new CodecSource.Slot(i, f, reached ? kind : CodecSource.Kind.INHERITED, null, null));
                continue;
            }
            if (refusal != null) {
                problems.add(new Problem(f, refusal));
            }
            if (record) {
                slots.add(new CodecSource.Slot(i, f, kind, name, null));
            } else if (f.getModifiers().contains(Modifier.FINAL)) {
                problems.add(new Problem(f, "final field '" + name + "' cannot be set by a generated codec; make it "
                        + "non-final, or drop @GenerateCodec (the run-time mapper sets final fields by reflection)"));
            } else if (f.getModifiers().contains(Modifier.PRIVATE)) {
                accessors(type, f, i, kind, rules, problems).ifPresent(slots::add);
            } else {
                slots.add(new CodecSource.Slot(i, f, kind, null, null));
            }
        }
        return slots;
    }

    /**
     * {@return whether the codec, in {@code type}'s package, reads and sets inherited field {@code f} itself, as
     * {@code t.f}}: a field that is not {@code final} and that code there may reach, of the superclass's package or
     * public; from another package only one whose type the codec can name wherever it is (a primitive, a box, a
     * {@code String}, a primitive array). Any other, and one a subclass's field of the same name hides, is left to the
     * mapper ({@code writeField}, {@code readInto}).
     */
    private static boolean inherited(TypeElement type, VariableElement f, CodecSource.Kind kind, MappingRules rules) {
        String from = rules.packageOf(type);
        return !f.getModifiers().contains(Modifier.FINAL) && rules.accessibleFrom(f, from)
                && (rules.packageOf(f).equals(from) || kind != CodecSource.Kind.CODEC);
    }

    /** A private field through its getter ({@code getX}, or {@code isX} for a boolean) and setter {@code setX}. */
    private static Optional<CodecSource.Slot> accessors(TypeElement type, VariableElement f, int index,
            CodecSource.Kind kind, MappingRules rules, List<Problem> problems) {
        String name = f.getSimpleName().toString();
        String property = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        TypeMirror t = f.asType();
        boolean bool = t.getKind() == TypeKind.BOOLEAN || rules.isNamed(t, "java.lang.Boolean");
        ExecutableElement getter = rules.method(type, "get" + property, t, false);
        if (getter == null && bool) {
            getter = rules.method(type, "is" + property, t, false);
        }
        ExecutableElement setter = rules.method(type, "set" + property, t, true);
        if (getter == null || setter == null) {
            problems.add(new Problem(f, "private field '" + name + "' has no "
                    + (bool ? "is" + property + "() or " : "") + "get" + property + "() and set" + property + "("
                    + t + ") that the generated codec can call; add them or make the field package-private"));
            return Optional.empty();
        }
        return Optional.of(new CodecSource.Slot(index, f, kind, getter.getSimpleName().toString(),
                setter.getSimpleName().toString()));
    }

    private void write(TypeElement type, List<CodecSource.Slot> slots) {
        try {
            CodecSource source = new CodecSource(type, slots, processingEnv.getTypeUtils());
            source.file(processingEnv.getElementUtils()).writeTo(processingEnv.getFiler());
            String pkg = processingEnv.getElementUtils().getPackageOf(type).getQualifiedName().toString();
            generated.add((pkg.isEmpty() ? "" : pkg + ".") + CodecSource.simpleName(type));
            origins.add(type);
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write the codec of "
                    + type.getQualifiedName() + ": " + e.getMessage(), type);
        }
    }

    /** The service file of this compilation's codecs (written whole, not merged: a removed class leaves no entry). */
    private void writeServices() {
        try (Writer out = new OutputStreamWriter(processingEnv.getFiler().createResource(
                StandardLocation.CLASS_OUTPUT, "", SERVICES, origins.toArray(new Element[0])).openOutputStream(),
                StandardCharsets.UTF_8)) {
            for (String codec : generated) {
                out.write(codec + "\n");
            }
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write " + SERVICES + ": "
                    + e.getMessage());
        }
    }
}
