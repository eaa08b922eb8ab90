package io.yas.json;

import io.yas.mapping.MultiArray;
import io.yas.wire.Protocol;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.assertj.core.api.Assertions;
import org.assertj.core.api.RecursiveComparisonAssert;

/**
 * The classes the protocol contract tests map, and their exact comparison. They live in package {@code io.yas.json},
 * which the surefire argLine opens to the class mapper (module {@code io.yas}) and {@link #openToAssertJ} to AssertJ.
 */
final class ContractTypes {
    static {
        openToAssertJ();
    }

    private ContractTypes() {
    }

    enum Kind { ALPHA, BETA, GAMMA }

    record Point(double x, float y, String label) {
    }

    static class Leaf {
        int id;
        String name;
        Kind kind;
        Point at;

        static Leaf of(int id, String name, Kind kind, Point at) {
            Leaf l = new Leaf();
            l.id = id;
            l.name = name;
            l.kind = kind;
            l.at = at;
            return l;
        }
    }

    /** Every type all three protocols carry, and (last) the containers that CmwLight cannot carry. */
    static class Everything {
        boolean bo;
        byte by;
        short sh;
        int in;
        long lo;
        float fl;
        double db;
        char ch;
        Boolean bBo;
        Byte bBy;
        Short bSh;
        Integer bIn;
        Long bLo;
        Float bFl;
        Double bDb;
        Character bCh;
        String str;
        boolean[] aBo;
        byte[] aBy;
        short[] aSh;
        int[] aIn;
        long[] aLo;
        float[] aFl;
        double[] aDb;
        char[] aCh;
        String[] aStr;
        Integer[] xIn;
        Double[] xDb;
        double[][] matrix;
        int[][][] cube;
        MultiArray multi;
        Kind kind;
        Leaf leaf;
        Point point;
        // -------- containers (and arrays of enums or objects, which travel as lists): YaS and JSON only
        List<Integer> ints;
        Set<String> strings;
        List<Kind> kinds;
        Map<String, Double> doubles;
        Map<Integer, String> names;
        Map<Kind, Leaf> leafByKind;
        List<Leaf> leaves;
        List<Point> points;
        Kind[] kindArray;
        Point[] pointArray;

        /** Drops the containers, which CmwLight cannot carry: a {@code null} field is not written. */
        Everything withoutContainers() {
            ints = null;
            strings = null;
            kinds = null;
            doubles = null;
            names = null;
            leafByKind = null;
            leaves = null;
            points = null;
            kindArray = null;
            pointArray = null;
            return this;
        }

        boolean hasContainers() {
            return ints != null || strings != null || kinds != null || doubles != null || names != null
                    || leafByKind != null || leaves != null || points != null || kindArray != null
                    || pointArray != null;
        }
    }

    /** Tests run on the module path; a module may open its own package, here to AssertJ's reflective comparison. */
    static void openToAssertJ() {
        Module own = ContractTypes.class.getModule();
        if (own.isNamed()) {
            own.addOpens(ContractTypes.class.getPackageName(), Assertions.class.getModule());
        }
    }

    /**
     * A recursive comparison that is exact: floats and doubles by bits (NaN equal to NaN, -0.0 unlike 0.0). Over JSON a
     * {@link MultiArray} read into a new instance takes the element type the JSON array has (bytes come back as ints),
     * so there it compares dimensions and element values only.
     */
    static RecursiveComparisonAssert<?> exactly(Object actual, Protocol protocol) {
        RecursiveComparisonAssert<?> a = Assertions.assertThat(actual).usingRecursiveComparison()
                .withComparatorForType(Float::compare, Float.class)
                .withComparatorForType(Double::compare, Double.class);
        // MultiArray's package is not open to AssertJ: compared as a whole
        return a.withEqualsForType(protocol == Protocol.JSON ? ContractTypes::sameValues : MultiArray::equals,
                MultiArray.class);
    }

    /** @return {@code true} if both have the same dimensions and element values (integers compared as longs) */
    static boolean sameValues(MultiArray a, MultiArray b) {
        if (!Arrays.equals(a.dims(), b.dims())) {
            return false;
        }
        Object x = a.elements();
        Object y = b.elements();
        int n = Array.getLength(x);
        if (n != Array.getLength(y)) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!sameValue(Array.get(x, i), Array.get(y, i))) {
                return false;
            }
        }
        return true;
    }

    /** Integers as longs; a float against a double as floats (JSON reads a float back as the double it wrote). */
    private static boolean sameValue(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            if (isIntegral(x) && isIntegral(y)) {
                return x.longValue() == y.longValue();
            } else if (x instanceof Float || y instanceof Float) {
                return Float.compare(x.floatValue(), y.floatValue()) == 0;
            }
            return Double.compare(x.doubleValue(), y.doubleValue()) == 0;
        }
        if (a instanceof String s && b instanceof Number n && s.matches("NaN|-?Infinity")) {
            return sameValue(Double.valueOf(s), n); // JSON: an array of only "NaN"/"Infinity" reads as strings
        } else if (a instanceof Number && b instanceof String) {
            return sameValue(b, a);
        }
        return a.equals(b);
    }

    private static boolean isIntegral(Number n) {
        return n instanceof Byte || n instanceof Short || n instanceof Integer || n instanceof Long;
    }
}
