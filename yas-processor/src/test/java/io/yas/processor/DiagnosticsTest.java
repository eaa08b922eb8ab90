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
                    Thread.State[][] stateGrid;
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
                "ERROR 22: element type: class java.lang.Object is a JDK class that cannot be mapped field by field; "
                        + HINT,
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
                        + "codec can call; add them or make the field package-private",
                "ERROR 31: arrays of java.lang.Thread.State with 2 dimensions are not supported (only primitives and "
                        + "strings have N-D arrays); " + HINT);
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

    @Test
    void onlyTheTypesListedAsSerialisedAndTheirSubtypesAreLeftToASerialiserAndARecordIsMapped() {
        Compilation c = Compilation.of("p.Stamped", """
                package p;

                import io.yas.annotation.GenerateCodec;

                @GenerateCodec(serialised = java.util.Date.class)
                public class Stamped {
                    record Point(int x, int y) {
                    }

                    java.sql.Timestamp stamp;
                    Point point;
                    Runnable task;
                }
                """);
        assertThat(c.messages()).containsExactly("ERROR 12: class java.lang.Runnable cannot be mapped field by field: it "
                + "is an interface or abstract class; " + HINT);
    }

    /** An inherited field's refusal is reported where its class is annotated, else for each annotated subclass. */
    @Test
    void anInheritedFieldIsReportedOnceWhereItsAnnotatedClassDeclaresIt() {
        Compilation c = Compilation.of("p.Family", """
                package p;

                import io.yas.annotation.GenerateCodec;

                public class Family {
                    @GenerateCodec
                    public static class Top {
                        Runnable task;
                    }

                    @SuppressWarnings("all")
                    public static class Middle extends Top {
                        Thread thread;
                    }

                    @GenerateCodec
                    public static class Sub extends Middle {
                        int x;
                    }
                }
                """);
        assertThat(c.messages()).containsExactly(
                "ERROR 8: class java.lang.Runnable cannot be mapped field by field: it is an interface or abstract "
                        + "class; " + HINT,
                "ERROR 17: inherited field 'thread' of p.Family$Middle: class java.lang.Thread is a JDK class that "
                        + "cannot be mapped field by field; " + HINT);
    }

    @Test
    void containersTheMapperCannotCreateOrWhoseElementsItCannotMapAreReported() {
        Compilation c = Compilation.of("p.Holders", """
                package p;

                import io.yas.annotation.GenerateCodec;
                import java.util.*;

                @GenerateCodec
                public class Holders {
                    public interface Bag<E> extends Collection<E> {
                    }

                    public static class Sized<E> extends ArrayList<E> {
                        private static final long serialVersionUID = 1L;

                        public Sized(int capacity) {
                            super(capacity);
                        }
                    }

                    static class Hidden<E> extends ArrayList<E> {
                        private static final long serialVersionUID = 1L;
                    }

                    public static class Holder {
                        Runnable task;
                    }

                    Bag<Integer> bag;
                    Sized<Integer> sized;
                    Hidden<Integer> hidden;
                    List<? extends Number> numbers;
                    List<Holder> holders;
                    Set<Holder> again;
                    Map<String, List<Integer>> lists;
                    SortedSet<String> sorted;
                    NavigableMap<String, Integer> navigable;
                    Queue<Integer> queue;
                    Deque<Integer> deque;
                    LinkedList<Integer> linked;
                    List<?> anything;
                }
                """);
        String holder = "element type: field 'task' of p.Holders$Holder: class java.lang.Runnable cannot be mapped field "
                + "by field: it is an interface or abstract class; " + HINT;
        assertThat(c.messages()).containsExactly(
                "ERROR 27: container type p.Holders.Bag has no standard implementation to create on read; declare the "
                        + "field as List, Set, Queue, Map, ... or " + HINT,
                "ERROR 28: container type p.Holders.Sized has no public no-arg constructor; declare the field as its "
                        + "interface (List, Set, Map, ...)",
                "ERROR 29: container type p.Holders.Hidden has no public no-arg constructor; declare the field as its "
                        + "interface (List, Set, Map, ...)",
                "ERROR 30: element type: class java.lang.Number cannot be mapped field by field: it is an interface or "
                        + "abstract class; " + HINT,
                "ERROR 31: " + holder,
                "ERROR 32: " + holder,
                "ERROR 33: element type java.util.List<java.lang.Integer> cannot be mapped; use a concrete class (a "
                        + "primitive box, String, an enum or a class)",
                "ERROR 39: element type: class java.lang.Object is a JDK class that cannot be mapped field by field; "
                        + HINT);
        assertThat(c.generated).isEmpty();
    }

    /**
     * A private field's accessors must be reachable from the codec's package: public, or package-private in that
     * package; a protected or package-private getter inherited from another package is not.
     */
    @Test
    void accessorsInheritedFromAnotherPackageMustBePublic() {
        Compilation c = Compilation.of("q.Base", """
                package q;

                public class Base {
                    protected int getCount() {
                        return 0;
                    }

                    protected void setCount(int count) {
                    }

                    String getName() {
                        return "";
                    }

                    void setName(String name) {
                    }

                    public long getId() {
                        return 0;
                    }

                    public void setId(long id) {
                    }
                }
                """, "p.Child", """
                package p;

                import io.yas.annotation.GenerateCodec;

                @GenerateCodec
                public class Child extends q.Base {
                    private int count;
                    private String name;
                    private long id;
                }
                """);
        assertThat(c.messages()).containsExactly(
                "ERROR 7: private field 'count' has no getCount() and setCount(int) that the generated codec can "
                        + "call; add them or make the field package-private",
                "ERROR 8: private field 'name' has no getName() and setName(java.lang.String) that the generated "
                        + "codec can call; add them or make the field package-private");
    }
}
