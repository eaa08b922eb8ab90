package io.yas.bench;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;

/**
 * The workload class of the original YaS comparison (the serialiser benchmarks of opencmw-java): ten kinds of primitives, two
 * strings (one non-ASCII), 1-D arrays of every primitive type, a String[], N-D arrays held flat with their
 * dimensions beside them, and an optional nested instance.
 *
 * <ul>
 * <li>string-heavy: {@code new TestDataClass(10, 100, 1)} — 100 strings, one nesting level;</li>
 * <li>numeric-1k, numeric-10k: {@code new TestDataClass(1000 or 10000, 0, 0)} — large primitive arrays.</li>
 * </ul>
 */
@CompiledJson
public class TestDataClass implements Serializable {
    public boolean bool1;
    public boolean bool2;
    public byte byte1;
    public byte byte2;
    @JsonAttribute(converter = DslJsonChar.class)
    public char char1;
    @JsonAttribute(converter = DslJsonChar.class)
    public char char2;
    public short short1;
    public short short2;
    public int int1;
    public int int2;
    public long long1;
    public long long2;
    public float float1;
    public float float2;
    public double double1;
    public double double2;
    public String string1;
    public String string2;

    public boolean[] boolArray;
    public byte[] byteArray;
    public short[] shortArray;
    public int[] intArray;
    public long[] longArray;
    public float[] floatArray;
    public double[] doubleArray;
    public String[] stringArray;

    public int[] nDimensions;
    public boolean[] boolNdimArray;
    public byte[] byteNdimArray;
    public short[] shortNdimArray;
    public int[] intNdimArray;
    public long[] longNdimArray;
    public float[] floatNdimArray;
    public double[] doubleNdimArray;

    public TestDataClass nestedData;

    /**
     * @param payload "string-heavy", "numeric-1k" or "numeric-10k"
     * @return a new instance of that payload
     */
    static TestDataClass payload(String payload) {
        return switch (payload) {
            case "string-heavy" -> new TestDataClass(10, 100, 1);
            case "numeric-1k" -> new TestDataClass(1000, 0, 0);
            case "numeric-10k" -> new TestDataClass(10000, 0, 0);
            default -> throw new IllegalArgumentException("unknown TestDataClass payload: " + payload);
        };
    }

    /** An empty instance: every field at its default. */
    public TestDataClass() {
    }

    /**
     * @param primitives array length of the primitive arrays; negative leaves them and the scalars unset
     * @param strings    length of the String[]; negative leaves it unset
     * @param nesting    levels of nested instances, each with array lengths one larger
     */
    public TestDataClass(int primitives, int strings, int nesting) {
        if (nesting > 0) {
            nestedData = new TestDataClass(primitives, strings, nesting - 1);
            nestedData.fill(primitives + 1, strings + 1);
        }
        fill(primitives, strings);
    }

    private void fill(int primitives, int strings) {
        if (primitives >= 0) {
            bool1 = true;
            byte1 = 10;
            byte2 = -100;
            char1 = 'a';
            char2 = 'Z';
            short1 = 20;
            short2 = -200;
            int1 = 30;
            int2 = -300;
            long1 = 40;
            long2 = -400;
            float1 = 50.5f;
            float2 = -500.5f;
            double1 = 60.6;
            double2 = -600.6;
            string1 = "Hello World!";
            string2 = "Γειά σου Κόσμε!";
            boolArray = new boolean[primitives];
            byteArray = new byte[primitives];
            shortArray = new short[primitives];
            intArray = new int[primitives];
            longArray = new long[primitives];
            floatArray = new float[primitives];
            doubleArray = new double[primitives];
            for (int i = 0; i < primitives; i++) {
                boolArray[i] = i % 2 == 0;
                byteArray[i] = (byte) (i + 1);
                shortArray[i] = (short) (i + 3);
                intArray[i] = i + 4;
                longArray[i] = i + 5;
                floatArray[i] = (i + 6) / 10f;
                doubleArray[i] = (i + 7) / 10.0;
            }
            nDimensions = new int[] {2, 3, 2};
            int n = 12;
            boolNdimArray = Arrays.copyOf(boolArray, n);
            byteNdimArray = new byte[n];
            shortNdimArray = new short[n];
            intNdimArray = new int[n];
            longNdimArray = new long[n];
            floatNdimArray = new float[n];
            doubleNdimArray = new double[n];
            for (int i = 0; i < n; i++) {
                byteNdimArray[i] = (byte) (i + 1);
                shortNdimArray[i] = (short) (i + 3);
                intNdimArray[i] = i + 4;
                longNdimArray[i] = i + 5;
                floatNdimArray[i] = (i + 6) / 10f;
                doubleNdimArray[i] = (i + 7) / 10.0;
            }
        }
        if (strings >= 0) {
            stringArray = new String[strings];
            Arrays.fill(stringArray, "Hello World!");
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof TestDataClass t)) {
            return false;
        }
        return bool1 == t.bool1 && bool2 == t.bool2 && byte1 == t.byte1 && byte2 == t.byte2 && char1 == t.char1
                && char2 == t.char2 && short1 == t.short1 && short2 == t.short2 && int1 == t.int1 && int2 == t.int2
                && long1 == t.long1 && long2 == t.long2 && Float.compare(float1, t.float1) == 0
                && Float.compare(float2, t.float2) == 0 && Double.compare(double1, t.double1) == 0
                && Double.compare(double2, t.double2) == 0 && Objects.equals(string1, t.string1)
                && Objects.equals(string2, t.string2) && Arrays.equals(boolArray, t.boolArray)
                && Arrays.equals(byteArray, t.byteArray) && Arrays.equals(shortArray, t.shortArray)
                && Arrays.equals(intArray, t.intArray) && Arrays.equals(longArray, t.longArray)
                && Arrays.equals(floatArray, t.floatArray) && Arrays.equals(doubleArray, t.doubleArray)
                && Arrays.equals(stringArray, t.stringArray) && Arrays.equals(nDimensions, t.nDimensions)
                && Arrays.equals(boolNdimArray, t.boolNdimArray) && Arrays.equals(byteNdimArray, t.byteNdimArray)
                && Arrays.equals(shortNdimArray, t.shortNdimArray) && Arrays.equals(intNdimArray, t.intNdimArray)
                && Arrays.equals(longNdimArray, t.longNdimArray) && Arrays.equals(floatNdimArray, t.floatNdimArray)
                && Arrays.equals(doubleNdimArray, t.doubleNdimArray) && Objects.equals(nestedData, t.nestedData);
    }

    @Override
    public int hashCode() {
        return Objects.hash(int1, long1, string1, nestedData) * 31 + Arrays.hashCode(doubleArray);
    }
}
