package io.yas.processor;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The Java source of one compiled codec: a subclass of {@code io.yas.mapping.CompiledCodec} whose {@code write} puts
 * each field with the typed call the run-time generator makes and whose {@code read} is the mapper's read loop, each
 * field read by the mapper's conversion; what it does not do itself it hands to the mapper by field index. Runs of
 * primitive fields are written and read at once, as the run-time generator does ({@link #runs}).
 */
final class CodecSource {
    /** How the generated code handles a field. */
    enum Kind {
        /** A primitive: {@code w.put(fd, v)}, {@code readInt(i, r)} and the like. */
        PRIMITIVE,
        /** A box, String or primitive array: {@code w.put(fd, v)} unless null, {@code readValue}. */
        PUT,
        /** Anything else the codec reaches: {@code writeValue}, {@code readValue}. */
        CODEC,
        /** A superclass's field the codec may not reach as {@code t.f}: {@code writeField}, {@code readInto}. */
        INHERITED
    }

    /**
     * One field: its index in the mapper's order, how it is handled and reached ({@code getter} and {@code setter}
     * are method names, {@code null} for the field itself; a record's getter is its accessor).
     */
    record Slot(int index, VariableElement field, Kind kind, String getter, String setter) {
        String name() {
            return field.getSimpleName().toString();
        }

        /** {@return the field's value on {@code on}} */
        String get(String on) {
            return on + "." + (getter == null ? name() : getter + "()");
        }

        /** {@return the statement that sets the field of {@code on} to {@code value}} */
        String set(String on, String value) {
            return setter == null ? on + "." + name() + " = " + value : on + "." + setter + "(" + value + ")";
        }

        TypeKind type() {
            return field.asType().getKind();
        }
    }

    /**
     * One step of the walk at the top of {@code read} and in {@code walkInto}: a run, or one slot read {@code way}
     * ({@code WALK_SCALAR}, {@code WALK_STRING}, {@code WALK_ARRAY}, {@code WALK_OBJECT}, {@code WALK_CONTAINER},
     * {@code WALK_CURSOR} of {@code CompiledCodec}).
     */
    record Step(Run run, Slot slot, String way) {
        /** {@return the codec's field holding a slot's header} */
        String header() {
            return "walk" + slot.index();
        }

        /** {@return the codec's field holding a nested object's END_MARKER header} */
        String end() {
            return "walkEnd" + slot.index();
        }
    }

    /** Slots {@code start} (inclusive) to {@code end} (exclusive), written and read as one run; the codec's n-th. */
    record Run(int number, int start, int end) {
        /** {@return the codec's field holding the run} */
        String field() {
            return "run" + number;
        }
    }

    private static final ClassName COMPILED = ClassName.get("io.yas.mapping", "CompiledCodec");
    private static final ClassName SERIALISER = ClassName.get("io.yas.wire", "IoSerialiser");
    private static final ClassName CURSOR = ClassName.get("io.yas.wire", "FieldCursor");
    private static final ClassName FORMAT_ERROR = ClassName.get("io.yas.buffer", "YasFormatException");
    private static final ClassName BUFFER = ClassName.get("io.yas.buffer", "IoBuffer");
    private static final ClassName FIELD_RUN = ClassName.get("io.yas.wire", "FieldRun");
    private static final ClassName DESCRIPTION = ClassName.get("io.yas.wire", "FieldDescription");
    /** Named in full in the read expressions, which are built as text. */
    private static final String DATA_TYPE = "io.yas.wire.DataType";
    private static final ClassName READER = ClassName.get("io.yas.wire", "YasReader");
    private static final ClassName PATTERN = ClassName.get("io.yas.buffer", "BytePattern");

    private final TypeElement type;
    private final List<Slot> slots;
    private final Types types;
    private final ClassName mapped;
    private final boolean record;
    /** A generic class is handled as its raw type (the mapper maps every field as its erasure). */
    private final boolean generic;
    private final List<Run> runs;
    /** Every field a primitive of the class's own other than {@code char}: the whole message is one template. */
    private final boolean whole;
    /** The walk's steps over the leading slots ({@link #walk}). */
    private final List<Step> steps;

    CodecSource(TypeElement type, List<Slot> slots, Types types) {
        this.type = type;
        this.slots = slots;
        this.types = types;
        this.mapped = ClassName.get(type);
        this.record = type.getKind() == ElementKind.RECORD;
        this.generic = !type.getTypeParameters().isEmpty();
        this.runs = runs(slots, record);
        this.whole = !slots.isEmpty() && slots.stream().allMatch(s -> inRun(s, record));
        this.steps = steps();
    }

    /**
     * The leading slots a walk reads with code of its own, as yas-core's LayoutWalk does the same fields (its rule,
     * {@code LayoutWalk.ownWay}, decides at run time through {@code walkHeader} whether each is on the wire so): runs,
     * primitives but {@code char}, strings, 1-D arrays of primitives but {@code char}, nested objects and records,
     * collections and maps of them, and with the cursor made to stand on it and the loop's own code a {@code char}, a
     * box, another array, an enum or a collection or map of strings or boxes; the first other slot (a superclass's
     * field the codec does not reach itself, another type) ends the walk (the read loop reads it and the rest by name).
     */
    private List<Step> steps() {
        List<Step> out = new ArrayList<>();
        int k = 0;
        while (k < slots.size()) {
            Slot s = slots.get(k);
            Run run = runs.stream().filter(r -> r.start() == s.index()).findFirst().orElse(null);
            if (run != null) {
                out.add(new Step(run, null, null));
                k += run.end() - run.start();
                continue;
            }
            String way = way(s);
            if (way == null) {
                break;
            }
            out.add(new Step(null, s, way));
            k++;
        }
        return out;
    }

    /** {@return whether {@code t} or a supertype of it is the type named {@code name}} */
    private boolean isA(TypeMirror t, String name) {
        return named(t, name) || types.directSupertypes(t).stream().anyMatch(u -> isA(u, name));
    }

    /**
     * {@return how the walk reads slot {@code s}, or {@code null} if it does not}: what the mapper will make of the
     * field, foreseen from its declared type; where the run-time rule disagrees, {@code walkHeader} gives
     * {@code null} and the walk stops there
     */
    private String way(Slot s) {
        TypeMirror t = s.field().asType();
        if (s.kind() == Kind.PRIMITIVE) {
            return inRun(s, record) ? "WALK_SCALAR" : s.type() == TypeKind.CHAR ? "WALK_CURSOR" : null;
        }
        if (s.kind() == Kind.PUT) {
            if (t instanceof ArrayType a && a.getComponentType().getKind().isPrimitive()
                    && a.getComponentType().getKind() != TypeKind.CHAR) {
                return "WALK_ARRAY";
            }
            return named(t, "java.lang.String") ? "WALK_STRING" : t instanceof ArrayType || boxed(t) ? "WALK_CURSOR"
                    : null;
        }
        if (s.kind() == Kind.CODEC && t instanceof ArrayType) { // String[], N-D and boxed arrays: the cursor's
            return "WALK_CURSOR";
        }
        if (s.kind() != Kind.CODEC || !(t instanceof DeclaredType d)) {
            return null;
        }
        if (isA(t, "java.util.Collection") || isA(t, "java.util.Map")) { // its elements, a map's values: the last
            List<? extends TypeMirror> args = d.getTypeArguments();
            TypeMirror element = args.isEmpty() ? null : args.get(args.size() - 1);
            return element != null && (named(element, "java.lang.String") || boxed(element)) ? "WALK_CURSOR"
                    : "WALK_CONTAINER";
        }
        ElementKind k = d.asElement().getKind();
        if (k == ElementKind.ENUM) {
            return "WALK_CURSOR";
        }
        return (k == ElementKind.CLASS || k == ElementKind.RECORD)
                && !((TypeElement) d.asElement()).getQualifiedName().toString().startsWith("java.") ? "WALK_OBJECT"
                : null;
    }

    /** {@return whether {@code t} is a primitive's box} */
    private static boolean boxed(TypeMirror t) {
        return t instanceof DeclaredType d && ((TypeElement) d.asElement()).getQualifiedName().toString().matches(
                "java\\.lang\\.(Boolean|Byte|Short|Integer|Long|Float|Double|Character)");
    }

    /** {@return whether {@code t} is the class named {@code name}} */
    private static boolean named(TypeMirror t, String name) {
        return t instanceof DeclaredType d && ((TypeElement) d.asElement()).getQualifiedName().contentEquals(name);
    }

    /**
     * The runs of at least two consecutive slots that are primitives other than {@code char} (its value is checked
     * on write), declared by the class itself and, in a class, not {@code final}: the rule of yas-core's
     * CodecGenerator.runs, so that both codecs write and read the same runs.
     */
    private static List<Run> runs(List<Slot> slots, boolean record) {
        List<Run> runs = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= slots.size(); i++) {
            if (i < slots.size() && inRun(slots.get(i), record)) {
                continue;
            }
            if (i - start >= 2) {
                runs.add(new Run(runs.size(), slots.get(start).index(), slots.get(i - 1).index() + 1));
            }
            start = i + 1;
        }
        return runs;
    }

    private static boolean inRun(Slot s, boolean record) {
        return s.kind() == Kind.PRIMITIVE && s.type() != TypeKind.CHAR
                && (record || !s.field().getModifiers().contains(Modifier.FINAL));
    }

    /** {@return the codec's simple name: {@code Point_YasCodec}, {@code Outer_Inner_YasCodec} for a nested class} */
    static String simpleName(TypeElement type) {
        StringBuilder name = new StringBuilder("_YasCodec");
        for (Element e = type; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            name.insert(0, t.getSimpleName()).insert(0, '_');
        }
        return name.substring(1);
    }

    JavaFile file(Elements elements) {
        CodeBlock names = slots.stream().map(s -> CodeBlock.of("$S", s.name())).collect(CodeBlock.joining(",$W"));
        TypeSpec.Builder codec = TypeSpec.classBuilder(simpleName(type))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(COMPILED, mapped))
                .addOriginatingElement(type)
                .addJavadoc("Writes and reads {@code $L} for the YaS class mapping.\n"
                        + "Generated by yas-processor from {@code @GenerateCodec}: do not edit.\n",
                        mapped.canonicalName())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("Made by the {@link java.util.ServiceLoader} that finds this codec.\n")
                        .addStatement("super($T.class$L$L)", mapped, CodeBlock.of(slots.isEmpty() ? "" : ",$W"), names)
                        .build())
                .addMethod(write())
                .addMethod(read());
        if (walksWhole()) {
            codec.addMethod(walkInto());
        }
        String handed = slots.stream().filter(s -> s.kind() == Kind.INHERITED).map(s -> "field != " + s.index())
                .collect(Collectors.joining(" && "));
        if (!handed.isEmpty()) { // the superclass's fields writeField and readInto hand to the mapper
            codec.addMethod(MethodSpec.methodBuilder("writesItself")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PROTECTED)
                    .returns(boolean.class)
                    .addParameter(int.class, "field")
                    .addStatement("return $L", handed)
                    .build());
        }
        if (!runs.isEmpty() || whole || !steps.isEmpty()) { // once the mapper has bound the codec: its descriptions
            MethodSpec.Builder bound = MethodSpec.methodBuilder("bound")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PROTECTED);
            for (Run run : runs) {
                codec.addField(FIELD_RUN, run.field(), Modifier.PRIVATE);
                bound.addStatement("$L = run($L, $L)", run.field(), run.start(), run.end());
            }
            for (Step step : steps) {
                if (step.slot() != null) {
                    codec.addField(PATTERN, step.header(), Modifier.PRIVATE);
                    bound.addStatement("$L = walkHeader($L, $L)", step.header(), step.slot().index(), step.way());
                }
                if (step.slot() != null && step.way().equals("WALK_OBJECT")) {
                    codec.addField(PATTERN, step.end(), Modifier.PRIVATE);
                    bound.addStatement("$L = walkEnd($L)", step.end(), step.slot().index());
                }
            }
            if (whole) {
                codec.addField(FIELD_RUN, "message", Modifier.PRIVATE);
                codec.addField(DESCRIPTION, "root", Modifier.PRIVATE);
                bound.addStatement("message = run(0, $L)", slots.size()).addStatement("root = rootDescription()");
                codec.addMethod(writeMessage()).addMethod(readMessage());
            }
            codec.addMethod(bound.build());
        }
        // "exports": a public class (ServiceLoader wants one) in an exported package, whose API names a package-private
        // mapped class and io.yas types the module may not require transitively; it is not API
        codec.addAnnotation(generic ? AnnotationSpec.builder(SuppressWarnings.class)
                .addMember("value", "{$S, $S, $S}", "exports", "rawtypes", "unchecked").build()
                : AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "exports").build());
        return JavaFile.builder(elements.getPackageOf(type).getQualifiedName().toString(), codec.build())
                .skipJavaLangImports(true).indent("    ").build();
    }

    private MethodSpec write() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("write")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .addParameter(SERIALISER, "w")
                .addParameter(mapped, "value")
                .addParameter(int.class, "maxDepth");
        for (int i = 0; i < slots.size(); i++) {
            Run run = startingAt(i);
            if (run != null) {
                putRun(m, run);
                i = run.end() - 1;
                continue;
            }
            Slot s = slots.get(i);
            TypeMirror t = s.field().asType();
            switch (s.kind()) {
                case PRIMITIVE -> putPrimitive(m, s);
                case PUT -> { // unless null; a box unboxed, so that the primitive's put writes it
                    String local = "v" + s.index();
                    TypeName declared = TypeName.get(t);
                    m.addStatement("$T $L = $L", declared, local, s.get("value"))
                            .beginControlFlow("if ($L != null)", local)
                            .addStatement("w.put(description($L), $L)", s.index(), declared.isBoxedPrimitive()
                                    ? CodeBlock.of("($T) $L", declared.unbox(), local) : CodeBlock.of("$L", local))
                            .endControlFlow();
                }
                case CODEC -> m.addStatement("writeValue($L, w, $L, maxDepth)", s.index(), s.get("value"));
                default -> m.addStatement("writeField($L, w, value, maxDepth)", s.index());
            }
        }
        return m.build();
    }

    private Run startingAt(int index) {
        return runs.stream().filter(r -> r.start() == index).findFirst().orElse(null);
    }

    private static void putPrimitive(MethodSpec.Builder m, Slot s) {
        m.addStatement("w.put(description($L), $L)", s.index(), s.get("value"));
    }

    /**
     * The run's headers in one copy where the writer can (YaS), then each value at its offset ({@code boolean} as
     * the byte 1 or 0); else each field's own {@code put}.
     */
    private void putRun(MethodSpec.Builder m, Run run) {
        String at = "at" + run.number();
        String buffer = "b" + run.number();
        m.addStatement("int $L = w.putRun($L)", at, run.field())
                .beginControlFlow("if ($L >= 0)", at)
                .addStatement("$T $L = w.buffer()", BUFFER, buffer);
        for (Slot s : slots.subList(run.start(), run.end())) {
            String value = s.type() == TypeKind.BOOLEAN ? "(byte) (" + s.get("value") + " ? 1 : 0)" : s.get("value");
            m.addStatement("$L.put$L($L + $L.valueOffset($L), $L)", buffer, accessor(s), at, run.field(),
                    s.index() - run.start(), value);
        }
        m.nextControlFlow("else");
        for (Slot s : slots.subList(run.start(), run.end())) {
            putPrimitive(m, s);
        }
        m.endControlFlow();
    }

    /**
     * A class of primitives only: its whole message in one go where the writer can (YaS, no metadata to write: one
     * copy; compact JSON: the text at {@code endMessage}), each value at its offset of the writer's
     * {@code messageValues()} as in a run.
     */
    private MethodSpec writeMessage() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("writeMessage")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(boolean.class)
                .addParameter(SERIALISER, "w")
                .addParameter(mapped, "value")
                .addStatement("int at = w.putMessage(root, message)")
                .beginControlFlow("if (at < 0)").addStatement("return false").endControlFlow()
                .addStatement("$T b = w.messageValues()", BUFFER);
        for (Slot s : slots) {
            String value = s.type() == TypeKind.BOOLEAN ? "(byte) (" + s.get("value") + " ? 1 : 0)" : s.get("value");
            m.addStatement("b.put$L(at + message.valueOffset($L), $L)", accessor(s), s.index(), value);
        }
        return m.addStatement("w.endMessage()").addStatement("return true").build();
    }

    /**
     * A class of primitives only: the whole message at once if its bytes are exactly the ones
     * {@link #writeMessage} writes, values aside; else {@code null} and nothing read.
     */
    private MethodSpec readMessage() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("readMessage")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(mapped)
                .addParameter(CURSOR, "r")
                .addParameter(mapped, "target");
        boolean construct = !record && noArgConstructor();
        if (!record && !construct) { // the mapper makes the instance on the field-by-field path
            m.beginControlFlow("if (target == null)").addStatement("return null").endControlFlow();
        }
        m.addStatement("int at = r.nextMessageIs(root, message)")
                .beginControlFlow("if (at < 0)").addStatement("return null").endControlFlow()
                .addStatement("$T b = r.runValues()", BUFFER);
        List<String> values = new ArrayList<>();
        for (Slot s : slots) {
            values.add("b.get" + accessor(s) + "(at + message.valueOffset(" + s.index() + "))"
                    + (s.type() == TypeKind.BOOLEAN ? " != 0" : "")); // as the cursor: any byte but 0 is true
        }
        if (record) {
            return m.beginControlFlow("try")
                    .addStatement("return new $T($L)", mapped,
                            CodeBlock.join(values.stream().map(v -> CodeBlock.of("$L", v)).toList(), ",$W"))
                    .nextControlFlow("catch ($T e)", RuntimeException.class)
                    .addComment("the record's own checks refused what was read: bad input, as on the reflective path")
                    .addStatement("throw refused(e, r)")
                    .endControlFlow()
                    .build();
        }
        if (construct) {
            m.beginControlFlow("if (target == null)").addStatement("target = new $T()", mapped).endControlFlow();
        }
        for (int i = 0; i < slots.size(); i++) {
            m.addStatement(slots.get(i).set("target", values.get(i)));
        }
        return m.addStatement("return target").build();
    }

    /** {@return whether the class has a no-arg constructor the codec in its package can call} */
    private boolean noArgConstructor() {
        return type.getEnclosedElements().stream()
                .filter(e -> e.getKind() == ElementKind.CONSTRUCTOR && !e.getModifiers().contains(Modifier.PRIVATE))
                .anyMatch(e -> ((javax.lang.model.element.ExecutableElement) e).getParameters().isEmpty());
    }

    /** {@return the IoBuffer accessor suffix of a run slot's value: a boolean as a byte} */
    private static String accessor(Slot s) {
        return typeName(s.type() == TypeKind.BOOLEAN ? TypeKind.BYTE : s.type());
    }

    /** {@return a primitive's name as in method names: {@code Int}, {@code Boolean}, …} */
    private static String typeName(TypeKind primitive) {
        String name = primitive.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private MethodSpec read() {
        String target = record ? "existing" : "target";
        MethodSpec.Builder m = MethodSpec.methodBuilder("read")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(mapped)
                .addParameter(CURSOR, "r")
                .addParameter(mapped, target)
                .addParameter(int.class, "checks");
        if (record) {
            componentLocals(m);
        }
        m.addStatement("int hint = 0")
                .addStatement("int wireFields = 0")
                .addStatement("int known = 0");
        walk(m);
        m.beginControlFlow("while (true)");
        for (Run run : runs) {
            readRun(m, run);
        }
        m.addStatement("int i = next(r, hint, checks)")
                .beginControlFlow("if (i == END)").addStatement("break").endControlFlow()
                .addStatement("wireFields++")
                .beginControlFlow("if (i == NOT_A_FIELD)").addStatement("continue").endControlFlow()
                .addStatement("known++")
                .beginControlFlow("if (i < 0)")
                .addComment("null on the wire (JSON): the field keeps its value")
                .addStatement("continue")
                .endControlFlow()
                .addStatement("hint = i + 1");
        if (!slots.isEmpty()) {
            m.beginControlFlow("try").beginControlFlow("switch (i)");
            for (Slot s : slots) {
                m.addStatement("case $L -> $L", s.index(), record ? s.name() + "_ = " + value(s, s.name() + "_")
                        : store(s));
            }
            m.endControlFlow()
                    .nextControlFlow("catch ($T e)", FORMAT_ERROR)
                    .addStatement("throw located(e, r)")
                    .endControlFlow();
        }
        m.endControlFlow().addStatement("endChecks(r, wireFields, known, checks)");
        return result(m, "r");
    }

    /**
     * {@return {@code m} ended by returning the object read: the class's {@code target}, or the record made from its
     * components' locals, what its constructor refuses a format error located by the cursor {@code cursor}}
     */
    private MethodSpec result(MethodSpec.Builder m, String cursor) {
        if (!record) {
            return m.addStatement("return target").build();
        }
        String args = String.join(", ", slots.stream().map(s -> s.name() + "_").toList());
        return m.beginControlFlow("try")
                .addStatement("return new $T($L)", mapped, args)
                .nextControlFlow("catch ($T x)", RuntimeException.class)
                .addComment("the record's own checks refused what was read: bad input, as on the reflective path")
                .addStatement("throw refused(x, $L)", cursor)
                .endControlFlow()
                .build();
    }

    /** A local per record component: the value of the record {@code existing}, or the type's default. */
    private void componentLocals(MethodSpec.Builder m) {
        for (Slot s : slots) {
            TypeMirror t = generic ? types.erasure(s.field().asType()) : s.field().asType();
            m.addStatement("$T $L_ = existing == null ? $L : $L", TypeName.get(t), s.name(), zero(t),
                    s.get("existing"));
        }
    }

    /**
     * {@code walkInto} where the walk reads every slot ({@link #steps}) and the codec can make the object (a record,
     * or a class with a no-arg constructor it can call), as yas-core's LayoutWalk emits it for the run-time codec: the
     * object read from {@code from} to {@code to} if its fields end exactly there, else {@code null}; a record made
     * from its components only then.
     */
    private MethodSpec walkInto() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("walkInto")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(Object.class)
                .addParameter(READER, "y")
                .addParameter(int.class, "from")
                .addParameter(int.class, "to")
                .addParameter(Object.class, "current")
                .addParameter(int.class, "depth");
        if (record) {
            m.addStatement("$T existing = ($T) current", mapped, mapped);
            componentLocals(m);
        } else {
            m.addStatement("$T target = current != null ? ($T) current : new $T()", mapped, mapped, mapped);
        }
        m.addStatement("int p = from").addStatement("$T b = y.buffer()", BUFFER).addStatement("int e");
        if (steps.stream().anyMatch(t -> "WALK_CURSOR".equals(t.way()))) {
            m.addStatement("$T r = y", CURSOR); // what the loop's own code reads with
        }
        steps(m, "return null", false);
        m.beginControlFlow("if (p != to)").addStatement("return null").endControlFlow();
        return result(m, "y");
    }

    /** {@return whether the walk reads every slot and the codec can make the object ({@link #walkInto})} */
    private boolean walksWhole() {
        int covered = steps.stream().mapToInt(t -> t.run() != null ? t.run().end() - t.run().start() : 1).sum();
        return !slots.isEmpty() && covered == slots.size() && (record || noArgConstructor());
    }

    /**
     * Over YaS, the walk of the leading slots ({@link #steps}) before the read loop, as yas-core's LayoutWalk emits
     * it for the run-time codec: each header compared where the fields before it ended, its value read from the offset
     * after it; a slot whose header is not there is left out (a {@code null} its writer did not write) and keeps its
     * value; a run that differs, a slot the mapper does not read that way ({@code walkHeader} gave {@code null}) or a
     * bad value ends the walk, and the loop reads on from there by name.
     */
    private void walk(MethodSpec.Builder m) {
        if (steps.isEmpty()) {
            return;
        }
        m.beginControlFlow("if (r instanceof $T y)", READER)
                .addStatement("int p = y.nextOffset()")
                .addStatement("int depth = y.depth()")
                .addStatement("$T b = y.buffer()", BUFFER)
                .addStatement("int e")
                .beginControlFlow("walk: try");
        steps(m, "break walk", true);
        m.nextControlFlow("catch ($T x)", FORMAT_ERROR)
                .addComment("a bad value: the loop reads the field again and locates the failure")
                .endControlFlow()
                .addStatement("y.seek(p)")
                .addStatement("known = wireFields")
                .endControlFlow();
    }

    /**
     * The steps' code over {@code y}, {@code p}, {@code depth}, {@code b} and {@code e}: {@code stop} where the walk
     * cannot go on, each slot left out where its header is not at {@code p}; {@code counted}: {@code hint} and
     * {@code wireFields} kept as the read loop counts.
     */
    private void steps(MethodSpec.Builder m, String stop, boolean counted) {
        for (Step step : steps) {
            if (step.run() != null) {
                Run run = step.run();
                m.addStatement("e = y.runAt(p, $L)", run.field())
                        .beginControlFlow("if (e < 0)").addStatement(stop).endControlFlow();
                for (Slot s : slots.subList(run.start(), run.end())) {
                    m.addStatement(into(s, "b.get" + accessor(s) + "(p + " + run.field() + ".valueOffset("
                            + (s.index() - run.start()) + "))" + (s.type() == TypeKind.BOOLEAN ? " != 0" : "")));
                }
                m.addStatement("p = e");
                if (counted) {
                    m.addStatement("hint = $L", run.end()).addStatement("wireFields += $L", run.end() - run.start());
                }
                continue;
            }
            Slot s = step.slot();
            String h = step.header();
            String current = record ? s.name() + "_" : s.get("target");
            m.beginControlFlow("if ($L == null)", h).addStatement(stop).endControlFlow();
            switch (step.way()) {
                case "WALK_SCALAR" -> m.addStatement("e = y.dataAt(p, $L)", h).beginControlFlow("if (e >= 0)")
                        .addStatement(into(s, "b.get" + accessor(s) + "(e)"
                                + (s.type() == TypeKind.BOOLEAN ? " != 0" : "")))
                        .addStatement("p = e + $L", size(s.type()));
                case "WALK_STRING" -> m.addStatement("e = y.dataEnd(p, $L)", h).beginControlFlow("if (e >= 0)")
                        .addStatement(into(s, "y.stringIn(p + " + h + ".length(), e, " + current + ")"))
                        .addStatement("p = e");
                case "WALK_ARRAY" -> m.addStatement("e = y.dataEnd(p, $L)", h).beginControlFlow("if (e >= 0)")
                        .addStatement(into(s, "(" + s.field().asType() + ") y.arrayIn(p + " + h + ".length(), e, "
                                + DATA_TYPE + "." + arrayType(((ArrayType) s.field().asType()).getComponentType()
                                .getKind()) + ", " + current + ")"))
                        .addStatement("p = e");
                case "WALK_OBJECT" -> m.addStatement("e = y.dataEnd(p, $L)", h).beginControlFlow("if (e >= 0)")
                        .beginControlFlow("if (!y.mayNest(depth))").addStatement(stop).endControlFlow()
                        .addStatement("Object n = walkNested($L, y, p + $L.length(), e, $L, depth + 1)", s.index(), h,
                                current)
                        .beginControlFlow("if (n == null)").addStatement(stop).endControlFlow()
                        .addStatement("e = y.dataAt(e, $L)", step.end())
                        .beginControlFlow("if (e < 0)").addStatement(stop).endControlFlow()
                        .addStatement(into(s, "walked(n)"))
                        .addStatement("p = e");
                case "WALK_CURSOR" -> m.addStatement("e = y.dataEnd(p, $L)", h).beginControlFlow("if (e >= 0)")
                        .addStatement("y.fieldAt(p, $L, e)", h) // the loop's own code reads it, the cursor on it
                        .addStatement(record ? s.name() + "_ = " + value(s, current) : store(s))
                        .addStatement("p = e");
                default -> m.addStatement("e = y.dataEnd(p, $L)", h).beginControlFlow("if (e >= 0)")
                        .addStatement("Object n = walkContainer($L, y, p + $L.length(), e, $L, depth)", s.index(), h,
                                current)
                        .beginControlFlow("if (n == null)").addStatement(stop).endControlFlow()
                        .addStatement(into(s, "walked(n)"))
                        .addStatement("p = e");
            }
            if (counted) {
                m.addStatement("hint = $L", s.index() + 1).addStatement("wireFields++");
            }
            m.endControlFlow();
        }
    }

    /** {@return the statement storing {@code value} as slot {@code s}: a record's local, a class's field} */
    private String into(Slot s, String value) {
        return record ? s.name() + "_ = " + value : s.set("target", value);
    }

    /** {@return the bytes of a primitive on the wire} */
    private static int size(TypeKind primitive) {
        return switch (primitive) {
            case BOOLEAN, BYTE -> 1;
            case SHORT -> 2;
            case INT, FLOAT -> 4;
            default -> 8;
        };
    }

    /** {@return the DataType name of a 1-D array of {@code element}: {@code DOUBLE_ARRAY}, {@code BOOL_ARRAY}} */
    private static String arrayType(TypeKind element) {
        return (element == TypeKind.BOOLEAN ? "BOOL" : element.name()) + "_ARRAY";
    }

    /**
     * Where the run is the field expected next: all its fields at once if the bytes ahead are exactly the run
     * (the cursor says; each field then has its own wire type, so nothing converts), each value from its offset.
     */
    private void readRun(MethodSpec.Builder m, Run run) {
        int n = run.end() - run.start();
        m.beginControlFlow("if (hint == $L)", run.start())
                .addStatement("int at = r.nextRunIs($L)", run.field())
                .beginControlFlow("if (at >= 0)")
                .addStatement("$T b = r.runValues()", BUFFER);
        for (Slot s : slots.subList(run.start(), run.end())) {
            String value = "b.get" + accessor(s) + "(at + " + run.field() + ".valueOffset(" + (s.index() - run.start())
                    + "))" + (s.type() == TypeKind.BOOLEAN ? " != 0" : ""); // as the cursor: any byte but 0 is true
            m.addStatement(record ? s.name() + "_ = " + value : s.set("target", value));
        }
        m.addStatement("wireFields += $L", n)
                .addStatement("known += $L", n)
                .addStatement("hint = $L", run.end())
                .addStatement("continue")
                .endControlFlow()
                .endControlFlow();
    }

    /** {@return the statement that reads the current wire field into a class's field} */
    private String store(Slot s) {
        if (s.kind() == Kind.INHERITED) {
            return "readInto(" + s.index() + ", r, target)";
        }
        return s.set("target", value(s, s.get("target")));
    }

    /**
     * {@return the expression reading the current wire field as the field's value; {@code current} its value now}:
     * {@code readInt(i, r)} and its kin for a primitive, {@code readValue(i, r, current)} otherwise, with the cursor's
     * getter first for a string or 1-D primitive array whose wire type is the field's own.
     */
    private static String value(Slot s, String current) {
        if (s.kind() == Kind.PRIMITIVE) {
            return "read" + typeName(s.type()) + "(" + s.index() + ", r)";
        }
        String general = "readValue(" + s.index() + ", r, " + current + ")";
        TypeMirror t = s.field().asType();
        String wireType;
        String getter;
        if (s.kind() == Kind.PUT && t instanceof ArrayType a && a.getComponentType().getKind().isPrimitive()) {
            TypeKind element = a.getComponentType().getKind();
            wireType = arrayType(element);
            getter = "get" + typeName(element) + "Array";
        } else if (s.kind() == Kind.PUT && t instanceof DeclaredType d
                && ((TypeElement) d.asElement()).getQualifiedName().contentEquals("java.lang.String")) {
            wireType = "STRING";
            getter = "getString";
        } else {
            return general;
        }
        // a string or 1-D primitive array of the field's own wire type: the cursor's getter, which is what readValue
        // comes to for it (the run-time generator's rule, yas-core's CodecGenerator.exactGetter); else readValue
        return "(r.type() == " + DATA_TYPE + "." + wireType + " ? r." + getter + "(" + current + ") : " + general + ")";
    }

    private static String zero(TypeMirror t) {
        return switch (t.getKind()) {
            case BOOLEAN -> "false";
            case BYTE, SHORT, CHAR -> "(" + t + ") 0";
            case INT -> "0";
            case LONG -> "0L";
            case FLOAT -> "0f";
            case DOUBLE -> "0d";
            default -> "null";
        };
    }
}
