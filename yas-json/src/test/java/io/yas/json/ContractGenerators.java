package io.yas.json;

import io.yas.json.ContractTypes.Everything;
import io.yas.json.ContractTypes.Kind;
import io.yas.json.ContractTypes.Leaf;
import io.yas.json.ContractTypes.Point;
import io.yas.mapping.MultiArray;
import io.yas.wire.Protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Random values for the protocol contract properties, each within what its protocol carries: chars within
 * ISO-8859-1 for YaS and CmwLight (one byte on their wire), any UTF-16 unit for JSON; containers only for YaS and
 * JSON; JSON's N-D arrays without dimensions after an empty one (its nested arrays cannot carry them).
 */
final class ContractGenerators {
    private ContractGenerators() {
    }

    static Arbitrary<Float> floats() {
        return Arbitraries.oneOf(Arbitraries.floats(), Arbitraries.integers().map(Float::intBitsToFloat),
                Arbitraries.of(Float.NaN, -0.0f, 0.0f, Float.MIN_VALUE, Float.MAX_VALUE, Float.NEGATIVE_INFINITY,
                        Float.POSITIVE_INFINITY));
    }

    static Arbitrary<Double> doubles() {
        return Arbitraries.oneOf(Arbitraries.doubles(), Arbitraries.longs().map(Double::longBitsToDouble),
                Arbitraries.of(Double.NaN, -0.0, 0.0, Double.MIN_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY,
                        Double.NEGATIVE_INFINITY, 1e22, 0.1));
    }

    static Arbitrary<Character> chars(Protocol p) {
        return p == Protocol.JSON ? Arbitraries.chars() : Arbitraries.chars().range('\u0000', '\u00ff');
    }

    /** Valid Unicode (BMP, astral pairs); for JSON also unpaired surrogates, which it escapes. */
    static Arbitrary<String> strings(Protocol p) {
        Arbitrary<String> bmp = Arbitraries.strings().withCharRange('\u0000', '\ud7ff')
                .withCharRange('\ue000', '\uffff').ofMaxLength(8);
        Arbitrary<String> astral = Arbitraries.integers().between(0x10000, 0x10ffff).map(Character::toString);
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(6);
        return Arbitraries.frequencyOf(Tuple.of(6, bmp), Tuple.of(2, Combinators.combine(bmp, astral, bmp)
                .as((a, b, c) -> a + b + c)), Tuple.of(p == Protocol.JSON ? 1 : 0, any));
    }

    static Arbitrary<Point> points(Protocol p) {
        return Combinators.combine(doubles(), floats(), strings(p).injectNull(0.3)).as(Point::new);
    }

    static Arbitrary<Leaf> leaves(Protocol p) {
        return Combinators.combine(Arbitraries.integers(), strings(p).injectNull(0.3),
                Arbitraries.of(Kind.class).injectNull(0.3), points(p).injectNull(0.3)).as(Leaf::of);
    }

    /** Dimensions of up to three levels; for JSON cut after the first 0. */
    static Arbitrary<int[]> dims(Protocol p, int minRank, int maxRank) {
        return Arbitraries.integers().between(0, 3).array(int[].class).ofMinSize(minRank).ofMaxSize(maxRank)
                .map(d -> {
                    if (p != Protocol.JSON) {
                        return d;
                    }
                    for (int i = 0; i < d.length; i++) {
                        if (d[i] == 0) {
                            return Arrays.copyOf(d, i + 1);
                        }
                    }
                    return d;
                });
    }

    static int count(int[] dims) {
        return Arrays.stream(dims).reduce(1, (a, b) -> a * b);
    }

    static Arbitrary<MultiArray> multiArrays(Protocol p) {
        return dims(p, 1, 3).flatMap(d -> {
            int n = count(d);
            return Arbitraries.oneOf(
                    doubles().array(double[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    floats().array(float[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    Arbitraries.integers().array(int[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    Arbitraries.longs().array(long[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    Arbitraries.bytes().array(byte[].class).ofSize(n).map(e -> MultiArray.of(e, d)),
                    strings(p).array(String[].class).ofSize(n).map(e -> MultiArray.of(e, d)));
        });
    }

    static Arbitrary<double[][]> matrices(Protocol p) {
        return dims(p, 2, 2).flatMap(d -> doubles().array(double[].class).ofSize(count(d)).map(flat -> {
            double[][] m = new double[d[0]][d.length > 1 ? d[1] : 0];
            for (int i = 0; i < m.length; i++) {
                System.arraycopy(flat, i * m[i].length, m[i], 0, m[i].length);
            }
            return m;
        }));
    }

    static Arbitrary<Everything> everything(Protocol p) {
        var b = Builders.withBuilder(Everything::new)
                .use(Arbitraries.of(true, false)).inSetter((e, v) -> e.bo = v)
                .use(Arbitraries.bytes()).inSetter((e, v) -> e.by = v)
                .use(Arbitraries.shorts()).inSetter((e, v) -> e.sh = v)
                .use(Arbitraries.integers()).inSetter((e, v) -> e.in = v)
                .use(Arbitraries.longs()).inSetter((e, v) -> e.lo = v)
                .use(floats()).inSetter((e, v) -> e.fl = v)
                .use(doubles()).inSetter((e, v) -> e.db = v)
                .use(chars(p)).inSetter((e, v) -> e.ch = v)
                .use(Arbitraries.of(true, false)).withProbability(0.7).inSetter((e, v) -> e.bBo = v)
                .use(Arbitraries.bytes()).withProbability(0.7).inSetter((e, v) -> e.bBy = v)
                .use(Arbitraries.shorts()).withProbability(0.7).inSetter((e, v) -> e.bSh = v)
                .use(Arbitraries.integers()).withProbability(0.7).inSetter((e, v) -> e.bIn = v)
                .use(Arbitraries.longs()).withProbability(0.7).inSetter((e, v) -> e.bLo = v)
                .use(floats()).withProbability(0.7).inSetter((e, v) -> e.bFl = v)
                .use(doubles()).withProbability(0.7).inSetter((e, v) -> e.bDb = v)
                .use(chars(p)).withProbability(0.7).inSetter((e, v) -> e.bCh = v)
                .use(strings(p)).withProbability(0.8).inSetter((e, v) -> e.str = v)
                .use(Arbitraries.of(true, false).array(boolean[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aBo = v)
                .use(Arbitraries.bytes().array(byte[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aBy = v)
                .use(Arbitraries.shorts().array(short[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aSh = v)
                .use(Arbitraries.integers().array(int[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aIn = v)
                .use(Arbitraries.longs().array(long[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aLo = v)
                .use(floats().array(float[].class).ofMaxSize(4)).withProbability(0.7).inSetter((e, v) -> e.aFl = v)
                .use(doubles().array(double[].class).ofMaxSize(4)).withProbability(0.7)
                .inSetter((e, v) -> e.aDb = v)
                .use(chars(p).array(char[].class).ofMaxSize(4)).withProbability(0.7).inSetter((e, v) -> e.aCh = v)
                .use(strings(p).array(String[].class).ofMaxSize(3)).withProbability(0.7)
                .inSetter((e, v) -> e.aStr = v)
                .use(Arbitraries.integers().array(Integer[].class).ofMaxSize(3)).withProbability(0.5)
                .inSetter((e, v) -> e.xIn = v)
                .use(doubles().array(Double[].class).ofMaxSize(3)).withProbability(0.5).inSetter((e, v) -> e.xDb = v)
                .use(matrices(p)).withProbability(0.6).inSetter((e, v) -> e.matrix = v)
                .use(dims(p, 3, 3).flatMap(d -> Arbitraries.integers().array(int[].class).ofSize(count(d))
                        .map(flat -> cube(flat, d)))).withProbability(0.4).inSetter((e, v) -> e.cube = v)
                .use(multiArrays(p)).withProbability(0.6).inSetter((e, v) -> e.multi = v)
                .use(Arbitraries.of(Kind.class)).withProbability(0.7).inSetter((e, v) -> e.kind = v)
                .use(leaves(p)).withProbability(0.7).inSetter((e, v) -> e.leaf = v)
                .use(points(p)).withProbability(0.7).inSetter((e, v) -> e.point = v);
        if (p != Protocol.CMWLIGHT) {
            b = b.use(Arbitraries.integers().list().ofMaxSize(4).map(ArrayList::new)).withProbability(0.6)
                    .inSetter((e, v) -> e.ints = v)
                    .use(strings(p).set().ofMaxSize(3).map(LinkedHashSet::new)).withProbability(0.6)
                    .inSetter((e, v) -> e.strings = v)
                    .use(Arbitraries.of(Kind.class).list().ofMaxSize(3).map(ArrayList::new)).withProbability(0.6)
                    .inSetter((e, v) -> e.kinds = v)
                    .use(Arbitraries.maps(strings(p), doubles()).ofMaxSize(3).map(LinkedHashMap::new))
                    .withProbability(0.6).inSetter((e, v) -> e.doubles = v)
                    .use(Arbitraries.maps(Arbitraries.integers(), strings(p)).ofMaxSize(3).map(LinkedHashMap::new))
                    .withProbability(0.6).inSetter((e, v) -> e.names = v)
                    .use(Arbitraries.maps(Arbitraries.of(Kind.class), leaves(p)).ofMaxSize(2)
                            .map(LinkedHashMap::new)).withProbability(0.5).inSetter((e, v) -> e.leafByKind = v)
                    .use(leaves(p).list().ofMaxSize(3).map(ArrayList::new)).withProbability(0.5)
                    .inSetter((e, v) -> e.leaves = v)
                    .use(points(p).list().ofMaxSize(2).map(ArrayList::new)).withProbability(0.5)
                    .inSetter((e, v) -> e.points = v);
        }
        return b.build();
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
