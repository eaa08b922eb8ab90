package io.yas.processor;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the processor refuses, compiled in memory: each error's kind, line and message, all of them in one compilation,
 * and no codec for a class with errors.
 */
class DiagnosticsTest {
    private static final String HINT = "register a FieldSerialiser and list the type in @GenerateCodec(serialised)";

    @Test
    void everyFieldThatCannotBeMappedOrReachedIsReportedAtOnceOnItsLine() {
        Compilation c = Compilation.of("p.Bad", """
                package p;

                import io.yas.annotation.GenerateCodec;
                import java.util.ArrayList;
                import java.util.EnumSet;
                import java.util.List;
                import java.util.Map;

                @GenerateCodec
                public class Bad<T> {
                    public static class Names extends ArrayList<String> {
                        private static final long serialVersionUID = 1L;
                    }

                    public class Inner {
                        int x;
                    }

                    private int hidden;
                    final long fixed = 1;
                    T value;
                    Object[] objects;
                    Names names;
                    Map<List<String>, Integer> byList;
                    Map<Inner, Integer> byInner;
                    Runnable task;
                    java.util.Date date;
                    EnumSet<Thread.State> states;
                    Inner inner;
                    private String label;
                    int ok;

                    Bad(int ok) {
                        this.ok = ok;
                    }

                    String getLabel() {
                        return label;
                    }
                }
                """);
        assertThat(c.success).isFalse();
        assertThat(c.generated).isEmpty();
        assertThat(c.resources).isEmpty();
        assertThat(c.messages()).containsExactly(
                "ERROR 10: class p.Bad has no no-arg constructor to create an instance from the wire; add one (it may "
                        + "be private)",
                "ERROR 19: private field 'hidden' has no getHidden() and setHidden(int) that the generated codec can "
                        + "call; add them or make the field package-private",
                "ERROR 20: final field 'fixed' cannot be set by a generated codec; make it non-final, or drop "
                        + "@GenerateCodec (the run-time mapper sets final fields by reflection)",
                "ERROR 21: type variable T is mapped as its erasure: class java.lang.Object is a JDK class that cannot "
                        + "be mapped field by field; " + HINT,
                "ERROR 22: arrays of java.lang.Object are not supported; use a List or " + HINT,
                "ERROR 23: a raw or indirectly parameterised Collection cannot be mapped; declare its type arguments, "
                        + "e.g. List<Double>",
                "ERROR 24: element type java.util.List<java.lang.String> cannot be mapped; use a concrete class (a "
                        + "primitive box, String, an enum or a class)",
                "ERROR 25: map key type p.Bad$Inner cannot be mapped; keys must be primitive boxes, String or enums",
                "ERROR 26: class java.lang.Runnable cannot be mapped field by field: it is an interface or abstract "
                        + "class; " + HINT,
                "ERROR 27: class java.util.Date is a JDK class that cannot be mapped field by field; " + HINT,
                "ERROR 28: container type java.util.EnumSet has no standard implementation to create on read; declare "
                        + "the field as List, Set, Queue, Map, ... or " + HINT,
                "ERROR 29: class p.Bad$Inner is a non-static inner class; declare it static to map it",
                "ERROR 30: private field 'label' has no getLabel() and setLabel(java.lang.String) that the generated "
                        + "codec can call; add them or make the field package-private");
    }

    @Test
    void classesThatCannotBeReachedOrMappedAreReportedAndTheOthersStillGetTheirCodec() {
        Compilation c = Compilation.of("p.Classes", """
                package p;

                import io.yas.annotation.GenerateCodec;

                public class Classes {
                    @GenerateCodec
                    abstract static class Shape {
                        double area;
                    }

                    @GenerateCodec
                    private static class Hidden {
                        int x;
                    }

                    @GenerateCodec
                    class Inner {
                        int x;
                    }

                    @GenerateCodec
                    interface Named {
                    }

                    static class Base {
                        Object anything;
                    }

                    @GenerateCodec
                    static class Derived extends Base {
                        Nested nested;
                    }

                    static class Nested {
                        Deeper deeper;
                    }

                    static class Deeper {
                        Thread thread;
                    }

                    @GenerateCodec
                    static class Fine {
                        int x;
                    }
                }
                """);
        assertThat(c.messages()).containsExactly(
                "ERROR 7: abstract class p.Classes$Shape cannot be mapped field by field; annotate its concrete "
                        + "subclasses",
                "ERROR 12: private class p.Classes$Hidden cannot be reached by the generated codec in its package; "
                        + "make it package-private or wider",
                "ERROR 17: class p.Classes$Inner is a non-static inner class; declare it static to map it",
                "ERROR 22: @GenerateCodec applies to classes and records, not to an interface",
                "ERROR 30: inherited field 'anything' of p.Classes$Base: class java.lang.Object is a JDK class that "
                        + "cannot be mapped field by field; " + HINT,
                "ERROR 31: field 'deeper' of p.Classes$Nested: field 'thread' of p.Classes$Deeper: class "
                        + "java.lang.Thread is a JDK class that cannot be mapped field by field; " + HINT);
        assertThat(c.generated).containsOnlyKeys("p.Classes_Fine_YasCodec");
        assertThat(c.resources).containsOnlyKeys("META-INF/services/io.yas.mapping.CompiledCodec");
    }

    @Test
    void aTypeListedAsSerialisedIsLeftToItsFieldSerialiser() {
        Compilation c = Compilation.of("p.Stamped", """
                package p;

                import io.yas.annotation.GenerateCodec;
                import java.util.Date;

                @GenerateCodec(serialised = Date.class)
                public class Stamped {
                    Date date;
                    Inner inner;

                    static class Inner {
                        java.sql.Timestamp stamp;
                    }
                }
                """);
        assertThat(c.messages()).isEmpty();
        assertThat(c.generated.get("p.Stamped_YasCodec")).contains("writeValue(0, w, value.date, maxDepth);",
                "case 0 -> target.date = readValue(0, r, target.date);");
    }
}
