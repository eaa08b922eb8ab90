package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Nested arrays ({@code double[][]}, …) are built from an N-D array's dims; with a zero inner dimension the message
 * holds no element, yet nesting needs one array per outer index. Dims {2^31-1, 0} in a 27-byte message once made the
 * mapper allocate until {@code OutOfMemoryError}; now such dims are refused, naming them, before anything is built.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class NestedArrayBoundTest {
    public static class Matrix {
        public double[][] m = new double[3][0];
    }

    public static class Names {
        public String[][] m = new String[3][0];
    }

    public static class Flags {
        public boolean[][] m = new boolean[3][0];
    }

    public static class Cube {
        public int[][][] m = new int[3][0][0];
    }

    /** The smallest input: CmwLight, one entry "m", 2-D double, dims {2147483647, 0}, no element. */
    private static final String CMWLIGHT_27_BYTES = "01000000 02000000 6d00 17 02000000 ffffff7f 00000000 00000000";

    @Test
    void smallestCmwLightMessageIsRefusedNamingTheDims() {
        byte[] bytes = HexFormat.of().parseHex(CMWLIGHT_27_BYTES.replace(" ", ""));
        assertThat(bytes).hasSize(27);
        IoBuffer buffer = IoBuffer.wrap(bytes);
        IoClassSerialiser s = new IoClassSerialiser(buffer);

        assertThatThrownBy(() -> s.deserialise(Matrix.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("dims [2147483647, 0]").hasMessageContaining("$.m");
        assertThat(buffer.position()).isZero();
    }

    static Stream<Arguments> hostileDims() {
        Stream.Builder<Arguments> cases = Stream.builder();
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            for (boolean inPlace : new boolean[] {false, true}) {
                cases.add(Arguments.of(p, inPlace, (Supplier<Object>) Matrix::new, 2));
                cases.add(Arguments.of(p, inPlace, (Supplier<Object>) Names::new, 2));
                cases.add(Arguments.of(p, inPlace, (Supplier<Object>) Flags::new, 2));
                cases.add(Arguments.of(p, inPlace, (Supplier<Object>) Cube::new, 3));
            }
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0}, in place {1}, rank {3}")
    @MethodSource("hostileDims")
    void zeroInnerDimensionWithHugeOuterIsRefused(Protocol protocol, boolean inPlace, Supplier<Object> type,
            int rank) {
        byte[] bytes = withOuterDim(encode(protocol, type.get()), rank, Integer.MAX_VALUE);
        IoBuffer buffer = IoBuffer.wrap(bytes);
        IoClassSerialiser s = new IoClassSerialiser(buffer);
        Object target = type.get();

        assertThatThrownBy(() -> {
            if (inPlace) {
                s.deserialise(target);
            } else {
                s.deserialise(target.getClass());
            }
        }).isInstanceOf(YasFormatException.class).hasMessageContaining("[2147483647, 0")
                .hasMessageContaining(protocol.displayName());
        assertThat(buffer.position()).isZero();
    }

    @ParameterizedTest(name = "{0}, in place {1}, rank {3}")
    @MethodSource("hostileDims")
    void fewEmptyRowsStillRoundTrip(Protocol protocol, boolean inPlace, Supplier<Object> type, int rank) {
        Object written = type.get();
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(encode(protocol, written)));

        Object read = inPlace ? s.deserialise(type.get()) : s.deserialise(written.getClass());

        TestSupport.recursively(read).isEqualTo(written);
    }

    @Test
    void moreEmptyRowsThanDataBytesAreRefused() {
        // dims {3, 0} cost 16 bytes of data in either protocol: 16 empty rows are accepted, 17 are not
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            byte[] bytes = encode(p, new Matrix());
            assertThat(new IoClassSerialiser(IoBuffer.wrap(withOuterDim(bytes, 2, 16))).deserialise(Matrix.class).m)
                    .hasNumberOfRows(16);
            assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(withOuterDim(bytes, 2, 17)))
                    .deserialise(Matrix.class)).isInstanceOf(YasFormatException.class)
                    .hasMessageContaining("at most 16 nested arrays").hasMessageContaining("dims [17, 0]");
        }
    }

    public static class Flat {
        public double[] m = new double[0];
    }

    @Test
    void anEmptyArrayOfLowerRankReadsAsAnEmptyArrayOfTheFieldsRank() {
        // no element: [] into double[][] is the empty 2-D array (as JSON writes [] for double[0][0])
        for (Protocol p : new Protocol[] {Protocol.YAS, Protocol.CMWLIGHT}) {
            Matrix read = new IoClassSerialiser(IoBuffer.wrap(encode(p, new Flat()))).deserialise(Matrix.class);
            assertThat(read.m).isEmpty();
            Flat one = new Flat();
            one.m = new double[] {1};
            assertThatThrownBy(() -> new IoClassSerialiser(IoBuffer.wrap(encode(p, one))).deserialise(Matrix.class))
                    .isInstanceOf(YasFormatException.class).hasMessageContaining("2-D DOUBLE_ARRAY for field 'm'")
                    .hasMessageContaining("1-D DOUBLE_ARRAY on the wire");
        }
    }

    private static byte[] encode(Protocol protocol, Object value) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(512)).setProtocol(protocol);
        s.serialise(value);
        IoBuffer b = s.buffer();
        byte[] bytes = new byte[b.position()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = b.getByte(i);
        }
        return bytes;
    }

    /** Replaces the outer dimension 3 of the one array descriptor {rank, 3, 0, …} in the message. */
    private static byte[] withOuterDim(byte[] message, int rank, int outer) {
        ByteBuffer descriptor = ByteBuffer.allocate(4 * (rank + 1)).order(ByteOrder.LITTLE_ENDIAN).putInt(rank).putInt(3);
        byte[] pattern = descriptor.array();
        for (int at = 0; at + pattern.length <= message.length; at++) {
            if (ByteBuffer.wrap(message, at, pattern.length).equals(ByteBuffer.wrap(pattern))) {
                byte[] patched = message.clone();
                ByteBuffer.wrap(patched).order(ByteOrder.LITTLE_ENDIAN).putInt(at + 4, outer);
                return patched;
            }
        }
        throw new AssertionError("no dims descriptor {" + rank + ", 3, 0…} in the message");
    }
}
