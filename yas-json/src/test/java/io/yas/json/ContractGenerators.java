package io.yas.json;

import io.yas.json.ContractTypes.Everything;
import io.yas.json.ContractTypes.Kind;
import io.yas.json.ContractTypes.Leaf;
import io.yas.json.ContractTypes.Point;
import io.yas.mapping.MultiArray;
import io.yas.testing.Gen;
import io.yas.wire.Protocol;

import java.util.Arrays;

/**
 * Random values for the protocol contract properties, from a {@link Gen} of one seed, each within what its protocol
 * carries: chars within ISO-8859-1 for YaS and CmwLight (one byte on their wire), any UTF-16 unit for JSON;
 * containers only for YaS and JSON; JSON's N-D arrays without dimensions after an empty one (its nested arrays
 * cannot carry them).
 */
final class ContractGenerators {
    private ContractGenerators() {
    }

    static char ch(Gen g, Protocol p) {
        return p == Protocol.JSON ? g.utf16Unit() : g.latin1();
    }

    /** Valid Unicode (BMP, pairs beyond it); for JSON also unpaired surrogates, which it escapes. */
    static String string(Gen g, Protocol p) {
        return p == Protocol.JSON && g.oneIn(9) ? g.utf16Units(6) : g.text(8);
    }

    /** Map keys, which JSON writes as member names: Unicode text, no unpaired surrogate (docs/spec-json.md §1.3). */
    static String key(Gen g) {
        return g.text(8);
    }

    static Kind kind(Gen g) {
        return g.pick(Kind.values());
    }

    static Point point(Gen g, Protocol p) {
        return new Point(g.float64(), g.float32(), g.orNull(0.3, () -> string(g, p)));
    }

    static Leaf leaf(Gen g, Protocol p) {
        return Leaf.of(g.int32(), g.orNull(0.3, () -> string(g, p)), g.orNull(0.3, () -> kind(g)),
                g.orNull(0.3, () -> point(g, p)));
    }

    /** Dimensions of {@code minRank} to {@code maxRank} levels of 0 to 3; for JSON cut after the first 0. */
    static int[] dims(Gen g, Protocol p, int minRank, int maxRank) {
        int[] d = g.array(int[].class, g.between(minRank, maxRank), () -> g.between(0, 3));
        if (p == Protocol.JSON) {
            for (int i = 0; i < d.length; i++) {
                if (d[i] == 0) {
                    return Arrays.copyOf(d, i + 1);
                }
            }
        }
        return d;
    }

    static int count(int[] dims) {
        return Arrays.stream(dims).reduce(1, (a, b) -> a * b);
    }

    static MultiArray multiArray(Gen g, Protocol p) {
        int[] d = dims(g, p, 1, 3);
        int n = count(d);
        return switch (g.between(0, 5)) {
            case 0 -> MultiArray.of(g.array(double[].class, n, g::float64), d);
            case 1 -> MultiArray.of(g.array(float[].class, n, g::float32), d);
            case 2 -> MultiArray.of(g.array(int[].class, n, g::int32), d);
            case 3 -> MultiArray.of(g.array(long[].class, n, g::int64), d);
            case 4 -> MultiArray.of(g.array(byte[].class, n, g::int8), d);
            default -> MultiArray.of(g.array(String[].class, n, () -> string(g, p)), d);
        };
    }

    static double[][] matrix(Gen g, Protocol p) {
        int[] d = dims(g, p, 2, 2);
        double[][] m = new double[d[0]][];
        for (int i = 0; i < m.length; i++) {
            m[i] = g.array(double[].class, d.length > 1 ? d[1] : 0, g::float64);
        }
        return m;
    }

    static int[][][] cube(Gen g, Protocol p) {
        int[] d = dims(g, p, 3, 3);
        return cube(g.array(int[].class, count(d), g::int32), d);
    }

    /**
     * Every field of {@link Everything} that {@code p} carries. Arrays and lists reach {@link Gen#BIG} elements on
     * big seeds; sets and maps stay small (AssertJ compares unordered containers slowly).
     */
    static Everything everything(Gen g, Protocol p) {
        Everything e = new Everything();
        e.bo = g.bool();
        e.by = g.int8();
        e.sh = g.int16();
        e.in = g.int32();
        e.lo = g.int64();
        e.fl = g.float32();
        e.db = g.float64();
        e.ch = ch(g, p);
        e.bBo = g.orNull(0.3, g::bool);
        e.bBy = g.orNull(0.3, g::int8);
        e.bSh = g.orNull(0.3, g::int16);
        e.bIn = g.orNull(0.3, g::int32);
        e.bLo = g.orNull(0.3, g::int64);
        e.bFl = g.orNull(0.3, g::float32);
        e.bDb = g.orNull(0.3, g::float64);
        e.bCh = g.orNull(0.3, () -> ch(g, p));
        e.str = g.orNull(0.2, () -> string(g, p));
        e.aBo = g.orNull(0.3, () -> g.array(boolean[].class, g.size(4), g::bool));
        e.aBy = g.orNull(0.3, () -> g.array(byte[].class, g.size(4), g::int8));
        e.aSh = g.orNull(0.3, () -> g.array(short[].class, g.size(4), g::int16));
        e.aIn = g.orNull(0.3, () -> g.array(int[].class, g.size(4), g::int32));
        e.aLo = g.orNull(0.3, () -> g.array(long[].class, g.size(4), g::int64));
        e.aFl = g.orNull(0.3, () -> g.array(float[].class, g.size(4), g::float32));
        e.aDb = g.orNull(0.3, () -> g.array(double[].class, g.size(4), g::float64));
        e.aCh = g.orNull(0.3, () -> g.array(char[].class, g.size(4), () -> ch(g, p)));
        e.aStr = g.orNull(0.3, () -> g.array(String[].class, g.size(3), () -> string(g, p)));
        e.xIn = g.orNull(0.5, () -> g.array(Integer[].class, g.size(3), g::int32));
        e.xDb = g.orNull(0.5, () -> g.array(Double[].class, g.size(3), g::float64));
        e.matrix = g.orNull(0.4, () -> matrix(g, p));
        e.cube = g.orNull(0.6, () -> cube(g, p));
        e.multi = g.orNull(0.4, () -> multiArray(g, p));
        e.kind = g.orNull(0.3, () -> kind(g));
        e.leaf = g.orNull(0.3, () -> leaf(g, p));
        e.point = g.orNull(0.3, () -> point(g, p));
        if (p != Protocol.CMWLIGHT) {
            e.ints = g.orNull(0.4, () -> g.list(g.size(4), g::int32));
            e.strings = g.orNull(0.4, () -> g.set(g.between(0, 3), () -> string(g, p)));
            e.kinds = g.orNull(0.4, () -> g.list(g.size(3), () -> kind(g)));
            e.doubles = g.orNull(0.4, () -> g.map(g.between(0, 3), () -> key(g), g::float64));
            e.names = g.orNull(0.4, () -> g.map(g.between(0, 3), g::int32, () -> string(g, p)));
            e.leafByKind = g.orNull(0.5, () -> g.map(g.between(0, 2), () -> kind(g), () -> leaf(g, p)));
            e.leaves = g.orNull(0.5, () -> g.list(g.between(0, 3), () -> leaf(g, p)));
            e.points = g.orNull(0.5, () -> g.list(g.between(0, 2), () -> point(g, p)));
            e.kindArray = g.orNull(0.4, () -> g.array(Kind[].class, g.size(3), () -> kind(g)));
            e.pointArray = g.orNull(0.5, () -> g.array(Point[].class, g.between(0, 2), () -> point(g, p)));
        }
        return e;
    }

    static int[][][] cube(int[] flat, int[] d) {
        int[][][] c = new int[d[0]][d.length > 1 ? d[1] : 0][d.length > 2 ? d[2] : 0];
        int k = 0;
        for (int[][] plane : c) {
            for (int[] row : plane) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = flat[k++];
                }
            }
        }
        return c;
    }
}
