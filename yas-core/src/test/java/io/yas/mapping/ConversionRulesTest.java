package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.readInto;
import static io.yas.mapping.TestSupport.message;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * The conversions of {@link ScalarValues}, {@link ArrayValues} and {@link ContainerValues} on read, one wire type
 * against every field type: a scalar or array field takes its own wire type and the lossless widenings
 * (byte→short→int→long, int→double, float→double, the same for array elements) and refuses everything else naming the
 * field, the type it expected and the one on the wire; a widened array reuses the field's array when its class and
 * length fit; boxed arrays, enums by ordinal, container elements.
 */
class ConversionRulesTest {
    static {
        TestSupport.openTestPackages();
    }

    static class Z {
        boolean v;
    }

    static class B {
        byte v;
    }

    static class S {
        short v;
    }

    static class I {
        int v;
    }

    static class L {
        long v;
    }

    static class F {
        float v;
    }

    static class D {
        double v;
    }

    static class C {
        char v;
    }

    static class BoxZ {
        Boolean v;
    }

    static class BoxB {
        Byte v;
    }

    static class BoxS {
        Short v;
    }

    static class BoxI {
        Integer v;
    }

    static class BoxL {
        Long v;
    }

    static class BoxF {
        Float v;
    }

    static class BoxD {
        Double v;
    }

    static class BoxC {
        Character v;
    }

    static class Za {
        boolean[] v;
    }

    static class Ba {
        byte[] v;
    }

    static class Sa {
        short[] v;
    }

    static class Ia {
        int[] v;
    }

    static class La {
        long[] v;
    }

    static class Fa {
        float[] v;
    }

    static class Da {
        double[] v;
    }

    static class Ca {
        char[] v;
    }

    static class Texts {
        String[] v;
    }

    static class BoxIa {
        Integer[] v;
    }

    static class BoxDa {
        Double[] v;
    }

    /** The lossless widenings, wire type first; every type also reads its own. */
    private static final Set<String> WIDENINGS = Set.of("BYTE>SHORT", "BYTE>INT", "BYTE>LONG", "BYTE>DOUBLE",
            "SHORT>INT", "SHORT>LONG", "SHORT>DOUBLE", "INT>LONG", "INT>DOUBLE", "FLOAT>DOUBLE");

    private static final List<DataType> SCALARS = List.of(DataType.BOOL, DataType.BYTE, DataType.SHORT,
            DataType.INT, DataType.LONG, DataType.FLOAT, DataType.DOUBLE, DataType.CHAR, DataType.STRING);

    private static boolean lossless(DataType wire, DataType target) {
        return wire == target || WIDENINGS.contains(wire + ">" + target);
    }

    @Test
    void wideningIsTheTableOfTheSpecAndNothingElse() {
        for (DataType wire : SCALARS) {
            for (DataType target : SCALARS) {
                assertThat(ScalarValues.widens(wire, target)).as(wire + " into " + target)
                        .isEqualTo(lossless(wire, target));
            }
        }
    }

    /** One value of each wire type, as far from zero as the type goes where a narrower one would lose it. */
    private static final Object[] SCALAR_VALUES = {true, (byte) -5, (short) -300, -70_000, -5_000_000_000L, 1.5f,
        0.1, 'q'};

    private static final Class<?>[] SCALAR_FIELDS = {Z.class, B.class, S.class, I.class, L.class, F.class, D.class,
        C.class, BoxZ.class, BoxB.class, BoxS.class, BoxI.class, BoxL.class, BoxF.class, BoxD.class, BoxC.class};

    @Test
    void aScalarFieldReadsItsTypeAndItsWideningsAndRefusesTheRestNamingBoth() throws Exception {
        for (Object value : SCALAR_VALUES) {
            DataType wire = DataType.ofElementClass(value.getClass());
            byte[] bytes = message(w -> put(w, value));
            for (Class<?> into : SCALAR_FIELDS) {
                Class<?> fieldType = into.getDeclaredField("v").getType();
                DataType target = DataType.ofElementClass(fieldType);
                String what = wire + " into " + fieldType.getSimpleName();
                if (lossless(wire, target)) {
                    Object read = into.getDeclaredField("v").get(read(bytes, into));
                    assertSameValue(what, value, read);
                    Object reflective = into.getDeclaredField("v").get(readReflectively(bytes, into));
                    assertSameValue(what + " (reflective)", value, reflective);
                } else {
                    String expected = target + (target == DataType.BOOL || target == DataType.CHAR
                            || target == DataType.FLOAT ? "" : " (or a lossless widening)");
                    assertRefused(what, bytes, into, expected + " for field 'v' (" + fieldType.getTypeName() + ")",
                            wire + " on the wire");
                }
            }
        }
    }

    private static final Object[] ARRAY_VALUES = {new boolean[] {true, false}, new byte[] {-5, 7},
        new short[] {-300, 2}, new int[] {-70_000, 3}, new long[] {-5_000_000_000L, 4}, new float[] {1.5f, -0.25f},
        new double[] {0.1, -2}, new char[] {'q', 'r'}, new String[] {"x", "y"}};

    private static final Class<?>[] ARRAY_FIELDS = {Za.class, Ba.class, Sa.class, Ia.class, La.class, Fa.class,
        Da.class, Ca.class, Texts.class};

    @Test
    void anArrayFieldReadsItsTypeAndTheWideningsOfItsElementsAndRefusesTheRest() throws Exception {
        for (Object value : ARRAY_VALUES) {
            DataType wire = DataType.ofElementClass(value.getClass().getComponentType());
            byte[] bytes = message(w -> putArray(w, value));
            for (Class<?> into : ARRAY_FIELDS) {
                Class<?> fieldType = into.getDeclaredField("v").getType();
                DataType target = DataType.ofElementClass(fieldType.getComponentType());
                String what = wire + "_ARRAY into " + fieldType.getSimpleName();
                if (lossless(wire, target)) {
                    Object read = into.getDeclaredField("v").get(read(bytes, into));
                    assertThat(read).as(what).isInstanceOf(fieldType);
                    Object reflective = into.getDeclaredField("v").get(readReflectively(bytes, into));
                    assertThat(reflective).as(what).isInstanceOf(fieldType);
                    assertThat(Array.getLength(reflective)).as(what).isEqualTo(2);
                    assertThat(Array.getLength(read)).as(what).isEqualTo(2);
                    for (int i = 0; i < 2; i++) {
                        assertSameValue(what + " [" + i + "]", Array.get(value, i), Array.get(read, i));
                    }
                } else {
                    String expected = target.arrayType() + (target == DataType.STRING ? ""
                            : " (or a lossless widening)");
                    assertRefused(what, bytes, into, expected + " for field 'v' (" + fieldType.getTypeName() + ")",
                            wire.arrayType() + " on the wire");
                }
            }
        }
    }

    @Test
    void anArrayFieldRefusesAScalarOfItsElementType() {
        byte[] bytes = message(w -> w.put("v", 3));
        assertRefused("INT into int[]", bytes, Ia.class, "INT_ARRAY (or a lossless widening) for field 'v' (int[])",
                "INT on the wire");
    }

    @Test
    void aWidenedArrayReusesTheFieldsArrayOnlyWhenItsLengthFits() {
        byte[] ints = message(w -> w.put("v", new int[] {1, -2, 3}));
        La fits = new La();
        long[] three = new long[3];
        fits.v = three;
        readInto(ints, fits);
        assertThat(fits.v).isSameAs(three).containsExactly(1, -2, 3);
        La shorter = new La();
        long[] two = {9, 9};
        shorter.v = two;
        readInto(ints, shorter);
        assertThat(shorter.v).isNotSameAs(two).containsExactly(1, -2, 3);
        assertThat(two).containsExactly(9, 9);

        byte[] floats = message(w -> w.put("v", new float[] {0.5f}));
        Da doubles = new Da();
        double[] one = {7};
        doubles.v = one;
        readInto(floats, doubles);
        assertThat(doubles.v).isSameAs(one).containsExactly(0.5);
        byte[] bytes = message(w -> w.put("v", new byte[] {-1, 2}));
        Sa shorts = new Sa();
        short[] pair = new short[2];
        shorts.v = pair;
        readInto(bytes, shorts);
        assertThat(shorts.v).isSameAs(pair).containsExactly((short) -1, (short) 2);
    }

    @Test
    void aBoxedArrayIsReadWidenedAndReusedWhenItsLengthFits() {
        byte[] shorts = message(w -> w.put("v", new short[] {-4, 5}));
        BoxIa fits = new BoxIa();
        Integer[] two = {0, 0};
        fits.v = two;
        readInto(shorts, fits);
        assertThat(fits.v).isSameAs(two).containsExactly(-4, 5);
        BoxIa longer = new BoxIa();
        Integer[] three = {1, 2, 3};
        longer.v = three;
        readInto(shorts, longer);
        assertThat(longer.v).isNotSameAs(three).containsExactly(-4, 5);
        assertThat(read(message(w -> w.put("v", new float[] {0.25f})), BoxDa.class).v).containsExactly(0.25);
        assertRefused("LONG_ARRAY into Integer[]", message(w -> w.put("v", new long[] {1})), BoxIa.class,
                "INT_ARRAY (or a lossless widening) for field 'v' (java.lang.Integer[])", "LONG_ARRAY on the wire");
    }

    @Test
    void aNullInABoxedArrayIsRefusedOnWriteNamingFieldAndIndex() {
        BoxIa value = new BoxIa();
        value.v = new Integer[] {1, 2, null};
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise(value)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'v': null element 2 of a boxed array (the wire has no null primitives)");
        assertThat(s.buffer().position()).isZero();
    }

    static class Text {
        String v = "initial";
    }

    @Test
    void aStringFieldRefusesANumberNamingItsType() {
        assertRefused("INT into String", message(w -> w.put("v", 1)), Text.class,
                "STRING for field 'v' (java.lang.String)", "INT on the wire");
    }

    @Test
    void anEqualStringKeepsItsInstanceOnBothLoops() {
        byte[] bytes = message(w -> w.put("v", "same"));
        for (boolean reflective : new boolean[] {false, true}) {
            Text target = new Text();
            String same = new String("same".toCharArray());
            target.v = same;
            Object read = reflective ? readReflectively(bytes, target) : readInto(bytes, target);
            assertThat(read).isSameAs(target);
            assertThat(target.v).as("reflective " + reflective).isSameAs(same);
        }
    }

    @Test
    void anArrayOfTheFieldsOwnTypeAndLengthIsReusedOnBothLoops() throws Exception {
        for (int k = 0; k < ARRAY_VALUES.length; k++) {
            Object value = ARRAY_VALUES[k];
            byte[] bytes = message(w -> putArray(w, value));
            for (boolean reflective : new boolean[] {false, true}) {
                Object target = ARRAY_FIELDS[k].getDeclaredConstructor().newInstance();
                java.lang.reflect.Field v = ARRAY_FIELDS[k].getDeclaredField("v");
                Object existing = Array.newInstance(value.getClass().getComponentType(), 2);
                v.set(target, existing);
                Object read = reflective ? readReflectively(bytes, target) : readInto(bytes, target);
                assertThat(read).isSameAs(target);
                assertThat(v.get(target)).as(value.getClass().getSimpleName() + " reflective " + reflective)
                        .isSameAs(existing);
                assertThat(Array.get(existing, 0)).isEqualTo(Array.get(value, 0));
                assertThat(Array.get(existing, 1)).isEqualTo(Array.get(value, 1));
            }
        }
    }

    static class Shaped {
        MultiArray multi;
        int[][] grid;
        String[][] names;
    }

    @Test
    void aMultiArrayIsKeptWhenItsElementsAndDimsAreReadInPlace() {
        int[] elements = new int[6];
        byte[] sameShape = message(w -> w.put(FieldDescription.of("multi"), new int[] {1, 2, 3, 4, 5, 6},
                new int[] {2, 3}));
        Shaped target = new Shaped();
        MultiArray multi = MultiArray.of(elements, 2, 3);
        target.multi = multi;
        readInto(sameShape, target);
        assertThat(target.multi).isSameAs(multi);
        assertThat(elements).containsExactly(1, 2, 3, 4, 5, 6);
        byte[] otherShape = message(w -> w.put(FieldDescription.of("multi"), new int[] {6, 5, 4, 3, 2, 1},
                new int[] {3, 2}));
        readInto(otherShape, target);
        assertThat(target.multi).isNotSameAs(multi).isEqualTo(MultiArray.of(new int[] {6, 5, 4, 3, 2, 1}, 3, 2));
        assertThat(target.multi.elements()).isSameAs(elements);
    }

    @Test
    void aNestedArrayIsReusedOnlyWhereEveryRowHasItsShape() {
        byte[] bytes = message(w -> w.put(FieldDescription.of("grid"), new int[] {1, 2, 3, 4, 5, 6},
                new int[] {2, 3}));
        Shaped fits = new Shaped();
        int[] row0 = new int[3];
        int[] row1 = new int[3];
        int[][] grid = {row0, row1};
        fits.grid = grid;
        readInto(bytes, fits);
        assertThat(fits.grid).isSameAs(grid);
        assertThat(fits.grid[0]).isSameAs(row0).containsExactly(1, 2, 3);
        assertThat(fits.grid[1]).isSameAs(row1).containsExactly(4, 5, 6);
        for (int[][] misfit : new int[][][] {{new int[3], new int[2]}, {new int[3], null}, {new int[3]},
            {new int[3], new int[3], new int[3]}}) {
            Shaped target = new Shaped();
            target.grid = misfit;
            readInto(bytes, target);
            assertThat(target.grid).isNotSameAs(misfit).isDeepEqualTo(new int[][] {{1, 2, 3}, {4, 5, 6}});
        }
    }

    @Test
    void aNullTextInANestedArrayIsRefusedAsANullElement() {
        Shaped value = new Shaped();
        value.names = new String[][] {{null, "a"}};
        assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.allocate(64)).serialise(value))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'names': null element 0 (a null element cannot be written)");
    }

    /** An N-D array of every element type, as a MultiArray and as nested arrays. */
    static class EveryShape {
        MultiArray z = MultiArray.of(new boolean[] {true, false}, 1, 2);
        MultiArray b = MultiArray.of(new byte[] {1, 2}, 2, 1);
        MultiArray s = MultiArray.of(new short[] {3, 4}, 1, 2);
        MultiArray i = MultiArray.of(new int[] {5, 6}, 2, 1);
        MultiArray l = MultiArray.of(new long[] {7, 8}, 1, 2);
        MultiArray f = MultiArray.of(new float[] {9, 10}, 2, 1);
        MultiArray d = MultiArray.of(new double[] {11, 12}, 1, 2);
        MultiArray c = MultiArray.of(new char[] {'a', 'b'}, 2, 1);
        MultiArray t = MultiArray.of(new String[] {"x", "y"}, 1, 2);
        boolean[][] zz = {{true}, {false}};
        byte[][] bb = {{1, 2}};
        short[][] ss = {{3}, {4}};
        long[][] ll = {{7, 8}};
        float[][] ff = {{9}, {10}};
        char[][] cc = {{'a', 'b'}};
    }

    @Test
    void nDimensionalArraysOfEveryElementTypeRoundTrip() throws Exception {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(new EveryShape());
        byte[] bytes = s.buffer().flip().toByteArray();
        EveryShape read = read(bytes, EveryShape.class);
        TestSupport.recursively(read).isEqualTo(new EveryShape());
        io.yas.wire.WireField root = new io.yas.wire.YasReader(IoBuffer.wrap(bytes)).readTree();
        for (io.yas.wire.WireField f : root.fields()) {
            Object value = EveryShape.class.getDeclaredField(f.name()).get(read);
            int rank = value instanceof MultiArray m ? m.rank() : 2;
            assertThat(rank).as(f.name()).isEqualTo(2);
            assertThat(f.type().isArray()).as(f.name()).isTrue();
        }
    }

    // ----------------------------------------------------------------------------------------------- plumbing

    private static void assertSameValue(String what, Object written, Object read) {
        if (written instanceof Number n) {
            assertThat(read).as(what).isInstanceOf(Number.class);
            assertThat(new BigDecimal(read.toString())).as(what).isEqualByComparingTo(new BigDecimal(n.toString()));
        } else {
            assertThat(read).as(what).isEqualTo(written);
        }
    }

    private static void assertRefused(String what, byte[] bytes, Class<?> into, String expected, String actual) {
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField();
        r.nextField();
        int fieldStart = r.fieldStart();
        for (boolean reflective : new boolean[] {false, true}) {
            try {
                if (reflective) {
                    readReflectively(bytes, into);
                } else {
                    read(bytes, into);
                }
                fail(what + ": read without a YasFormatException");
            } catch (YasFormatException e) {
                assertThat(e.expected()).as(what).isEqualTo(expected);
                assertThat(e.actual()).as(what).isEqualTo(actual);
                assertThat(e.path()).as(what).isEqualTo("$.v");
                assertThat(e.offset()).as(what).isEqualTo(fieldStart);
            }
        }
    }

    /** Reads {@code bytes} into a new {@code type} with the reflective loop, whichever path the class has. */
    static Object readReflectively(byte[] bytes, Class<?> type) {
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField();
        return ClassMapping.defaults().codec(type).readReflectively(r, null, 0);
    }

    static Object readReflectively(byte[] bytes, Object existing) {
        FieldCursor r = Protocol.YAS.newCursor(IoBuffer.wrap(bytes), ReadLimits.DEFAULT);
        r.readHeader();
        r.nextField();
        return ClassMapping.defaults().codec(existing.getClass()).readReflectively(r, existing, 0);
    }

    private static void put(IoSerialiser w, Object v) {
        if (v instanceof Boolean z) {
            w.put("v", (boolean) z);
        } else if (v instanceof Byte b) {
            w.put("v", (byte) b);
        } else if (v instanceof Short s) {
            w.put("v", (short) s);
        } else if (v instanceof Integer i) {
            w.put("v", (int) i);
        } else if (v instanceof Long l) {
            w.put("v", (long) l);
        } else if (v instanceof Float f) {
            w.put("v", (float) f);
        } else if (v instanceof Double d) {
            w.put("v", (double) d);
        } else {
            w.put("v", (char) (Character) v);
        }
    }

    private static void putArray(IoSerialiser w, Object a) {
        FieldDescription v = FieldDescription.of("v");
        ArrayValues.writeArray(w, v, a, null);
    }
}
