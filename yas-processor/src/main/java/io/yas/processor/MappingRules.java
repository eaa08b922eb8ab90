package io.yas.processor;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The class mapper's rules (yas-core's ClassCodec and FieldTypes) at compile time: which fields a class maps, in
 * which order, and why the mapper would refuse a field's type. One instance per annotated class: the types that
 * class declares {@code serialised} count as mapped wherever its check leads.
 */
final class MappingRules {
    private static final Set<String> SCALARS = Set.of("java.lang.Boolean", "java.lang.Byte", "java.lang.Short",
            "java.lang.Integer", "java.lang.Long", "java.lang.Float", "java.lang.Double", "java.lang.Character",
            "java.lang.String");
    /** Written as their text: URI, Instant, Duration; and MultiArray, the N-D array. */
    private static final Set<String> TEXT_AND_MULTI = Set.of("java.net.URI", "java.time.Instant",
            "java.time.Duration", "io.yas.mapping.MultiArray");
    private static final String SERIALISER_HINT = "register a FieldSerialiser and list the type in "
            + "@GenerateCodec(serialised)";

    private final Types types;
    private final Elements elements;
    private final List<TypeMirror> serialised;
    /** Nested classes checked so far: their refusal, or "" (a class being checked counts as fine: cycles). */
    private final Map<TypeElement, String> nested = new HashMap<>();

    MappingRules(ProcessingEnvironment env, List<TypeMirror> serialised) {
        this.types = env.getTypeUtils();
        this.elements = env.getElementUtils();
        this.serialised = serialised;
    }

    /** The mapped fields: superclass fields first, each class's in declaration order; static and transient skipped. */
    List<VariableElement> fields(TypeElement type) {
        List<VariableElement> out = new ArrayList<>();
        if (type.getSuperclass() instanceof DeclaredType parent) {
            String name = ((TypeElement) parent.asElement()).getQualifiedName().toString();
            if (!name.equals("java.lang.Object") && !name.equals("java.lang.Record")) {
                out.addAll(fields((TypeElement) parent.asElement()));
            }
        }
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (!f.getModifiers().contains(Modifier.STATIC) && !f.getModifiers().contains(Modifier.TRANSIENT)) {
                out.add(f);
            }
        }
        return out;
    }

    /** {@return true for what a compiled codec puts itself: primitives, boxes, String, primitive arrays} */
    boolean written(TypeMirror t) {
        return t.getKind().isPrimitive() || isScalar(t)
                || t instanceof ArrayType a && a.getComponentType().getKind().isPrimitive();
    }

    boolean isScalar(TypeMirror t) {
        return t.getKind() == TypeKind.DECLARED && SCALARS.contains(name(t));
    }

    /** {@return true if {@code t} is the class named {@code qualified} (no type arguments to compare)} */
    boolean isNamed(TypeMirror t, String qualified) {
        return t.getKind() == TypeKind.DECLARED && name(t).equals(qualified);
    }

    /** {@return true if {@code t} is a subtype of a type declared {@code serialised}} */
    boolean isSerialised(TypeMirror t) {
        TypeMirror raw = types.erasure(t);
        return !written(t) && serialised.stream().anyMatch(s -> types.isAssignable(raw, types.erasure(s)));
    }

    /** {@return why the mapper refuses a field of type {@code t}, or null} (FieldTypes.of's order). */
    String refusal(TypeMirror t) {
        if (t.getKind() == TypeKind.TYPEVAR) {
            String erased = refusal(types.erasure(t));
            return erased == null ? null : "type variable " + t + " is mapped as its erasure: " + erased;
        }
        if (t.getKind().isPrimitive() || t.getKind() == TypeKind.ERROR || isSerialised(t)) { // javac reports ERROR
            return null;
        }
        if (t instanceof ArrayType a) {
            return arrayRefusal(a);
        }
        if (!(t instanceof DeclaredType d)) {
            return "type " + t + " cannot be mapped";
        }
        TypeElement e = (TypeElement) d.asElement();
        if (isScalar(t) || TEXT_AND_MULTI.contains(name(t)) || e.getKind() == ElementKind.ENUM) {
            return null;
        }
        if (isSubtype(t, "java.util.Map")) {
            return containerRefusal(d, "Map", 2);
        }
        if (isSubtype(t, "java.util.Collection")) {
            return containerRefusal(d, "Collection", 1);
        }
        return classRefusal(e);
    }

    private String arrayRefusal(ArrayType a) {
        TypeMirror leaf = a.getComponentType();
        if (leaf.getKind().isPrimitive() || isScalar(leaf)) {
            return null; // primitive, boxed and String arrays
        }
        if (!(leaf instanceof ArrayType)) {
            return elementRefusal(types.erasure(leaf), true); // enums and nested classes, as their erasure at run time
        }
        int rank = 1;
        while (leaf instanceof ArrayType inner) {
            rank++;
            leaf = inner.getComponentType();
        }
        if (leaf.getKind().isPrimitive() || isNamed(leaf, "java.lang.String")) {
            return null; // rectangular N-D arrays
        }
        return "arrays of " + types.erasure(leaf) + " with " + rank + " dimensions are not supported (only primitives "
                + "and strings have N-D arrays); " + SERIALISER_HINT;
    }

    /** A Map (2 type arguments) or Collection (1): declared arguments, elements the mapper takes, a creatable type. */
    private String containerRefusal(DeclaredType d, String container, int count) {
        if (d.getTypeArguments().size() != count) {
            return "a raw or indirectly parameterised " + container + " cannot be mapped; declare its type arguments, "
                    + "e.g. List<Double>";
        }
        for (int i = 0; i < count; i++) {
            String element = elementRefusal(d.getTypeArguments().get(i), count == 1 || i == 1);
            if (element != null) {
                return element;
            }
        }
        return factoryRefusal((TypeElement) d.asElement());
    }

    private String elementRefusal(TypeMirror t, boolean objectsAllowed) {
        TypeMirror resolved = t;
        if (t instanceof WildcardType w) {
            resolved = w.getExtendsBound() != null ? w.getExtendsBound() : elements.getTypeElement("java.lang.Object")
                    .asType();
        }
        if (!(resolved instanceof DeclaredType d) || !d.getTypeArguments().isEmpty()) {
            return "element type " + t + " cannot be mapped; use a concrete class (a primitive box, String, an enum or "
                    + "a class)";
        }
        if (isScalar(resolved) || d.asElement().getKind() == ElementKind.ENUM) {
            return null;
        }
        if (!objectsAllowed) {
            return "map key type " + binaryName(d.asElement()) + " cannot be mapped; keys must be primitive boxes, "
                    + "String or enums";
        }
        String refusal = classRefusal((TypeElement) d.asElement());
        return refusal == null ? null : "element type: " + refusal;
    }

    /**
     * As {@code ContainerValues.containerClass}: an interface or abstract type needs a standard stand-in, a class a
     * public one.
     */
    private String factoryRefusal(TypeElement declared) {
        if (declared.getKind() == ElementKind.INTERFACE || declared.getModifiers().contains(Modifier.ABSTRACT)) {
            TypeMirror t = declared.asType();
            String impl = isSubtype(t, "java.util.SortedMap") || isSubtype(t, "java.util.NavigableMap")
                    ? "java.util.TreeMap"
                    : isSubtype(t, "java.util.Map") ? "java.util.LinkedHashMap"
                    : isSubtype(t, "java.util.SortedSet") || isSubtype(t, "java.util.NavigableSet")
                    ? "java.util.TreeSet"
                    : isSubtype(t, "java.util.Set") ? "java.util.LinkedHashSet"
                    : isSubtype(t, "java.util.Queue") && !isSubtype(t, "java.util.List") ? "java.util.ArrayDeque"
                    : "java.util.ArrayList";
            if (!isSubtype(elements.getTypeElement(impl).asType(), declared.getQualifiedName().toString())) {
                return "container type " + declared.getQualifiedName() + " has no standard implementation to create on "
                        + "read; declare the field as List, Set, Queue, Map, ... or " + SERIALISER_HINT;
            }
            return null;
        }
        boolean publicConstructor = ElementFilter.constructorsIn(declared.getEnclosedElements()).stream()
                .anyMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC));
        if (!declared.getModifiers().contains(Modifier.PUBLIC) || !publicConstructor) {
            return "container type " + declared.getQualifiedName() + " has no public no-arg constructor; declare the "
                    + "field as its interface (List, Set, Map, ...)";
        }
        return null;
    }

    /** {@return why the mapper cannot map class {@code e} field by field (ClassCodec.check, its fields), or null} */
    String classRefusal(TypeElement e) {
        String known = nested.get(e);
        if (known != null) {
            return known.isEmpty() ? null : known;
        }
        nested.put(e, "");
        String refusal = kindRefusal(e);
        for (VariableElement f : refusal == null ? fields(e) : List.<VariableElement>of()) {
            String field = refusal(f.asType());
            if (field != null) {
                refusal = "field '" + f.getSimpleName() + "' of " + binaryName(f.getEnclosingElement()) + ": " + field;
                break;
            }
        }
        nested.put(e, refusal == null ? "" : refusal);
        return refusal;
    }

    /** ClassCodec.check: what the mapper cannot take apart whatever its fields. */
    private String kindRefusal(TypeElement e) {
        String name = binaryName(e);
        if (e.getKind() != ElementKind.CLASS && e.getKind() != ElementKind.RECORD
                || e.getModifiers().contains(Modifier.ABSTRACT)) {
            return "class " + name + " cannot be mapped field by field: it is an interface or abstract class; "
                    + SERIALISER_HINT;
        }
        if (isInner(e)) {
            return "class " + name + " is a non-static inner class; declare it static to map it";
        }
        if (name.startsWith("java.") || name.startsWith("javax.")) {
            return "class " + name + " is a JDK class that cannot be mapped field by field; " + SERIALISER_HINT;
        }
        return null;
    }

    /** {@return true for a class (not a record) declared inside another class or a method without {@code static}} */
    static boolean isInner(TypeElement e) {
        return e.getNestingKind() != NestingKind.TOP_LEVEL && e.getKind() == ElementKind.CLASS
                && !e.getModifiers().contains(Modifier.STATIC);
    }

    /** {@return true if {@code member} is reachable from code in package {@code from}} */
    boolean accessibleFrom(Element member, String from) {
        Set<Modifier> m = member.getModifiers();
        return m.contains(Modifier.PUBLIC) || !m.contains(Modifier.PRIVATE) && packageOf(member).equals(from);
    }

    /** {@return the qualified name of the package of {@code e}} */
    String packageOf(Element e) {
        return elements.getPackageOf(e).getQualifiedName().toString();
    }

    /** {@return the accessible instance method {@code name()} returning {@code type} or {@code name(type)}, or null} */
    ExecutableElement method(TypeElement owner, String name, TypeMirror type, boolean setter) {
        String from = packageOf(owner);
        for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(owner))) {
            boolean shape = setter ? m.getParameters().size() == 1
                    && types.isSameType(m.getParameters().get(0).asType(), type)
                    : m.getParameters().isEmpty() && types.isSameType(m.getReturnType(), type);
            if (m.getSimpleName().contentEquals(name) && shape && !m.getModifiers().contains(Modifier.STATIC)
                    && accessibleFrom(m, from)) {
                return m;
            }
        }
        return null;
    }

    private boolean isSubtype(TypeMirror t, String of) {
        TypeElement e = elements.getTypeElement(of);
        return e != null && types.isSubtype(types.erasure(t), types.erasure(e.asType()));
    }

    private String name(TypeMirror t) {
        return ((TypeElement) types.asElement(t)).getQualifiedName().toString();
    }

    /** {@return the name the mapper gives a class: its binary name, {@code pkg.Outer$Inner}} */
    String binaryName(Element type) {
        return elements.getBinaryName((TypeElement) type).toString();
    }
}
