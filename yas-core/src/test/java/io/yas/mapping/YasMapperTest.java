package io.yas.mapping;

import io.yas.buffer.YasFormatException;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class YasMapperTest {
    /** A small device reading: scalars, a string, an array and a nested record. */
    public static final class Reading {
        public int id;
        public double voltage;
        public String device = "";
        public double[] samples = new double[0];
        public Position where;

        static Reading of(int id) {
            Reading r = new Reading();
            r.id = id;
            r.voltage = id * 0.5;
            r.device = "bpm-" + id;
            r.samples = new double[] {id, id + 1, id + 2};
            r.where = new Position(id, -id);
            return r;
        }
    }

    public record Position(double x, double y) {
    }

    private static void assertSame(Reading actual, Reading expected) {
        assertThat(actual).usingRecursiveComparison().isEqualTo(expected);
    }

    @ParameterizedTest
    @EnumSource(value = Protocol.class, names = {"YAS", "CMWLIGHT"})
    void roundTripsInOneCallEachWay(Protocol protocol) {
        YasMapper yas = YasMapper.create().withProtocol(protocol);
        Reading sent = Reading.of(7);
        byte[] bytes = yas.toBytes(sent);
        assertThat(Protocol.detect(io.yas.buffer.IoBuffer.wrap(bytes))).isEqualTo(protocol);
        assertSame(yas.fromBytes(bytes, Reading.class), sent);
        assertSame(YasMapper.create().fromBytes(bytes, Reading.class), sent); // reading detects the protocol
    }

    @Test
    void readsInPlaceReusingTheArray() {
        YasMapper yas = YasMapper.create();
        Reading target = Reading.of(1);
        double[] samples = target.samples;
        Reading result = yas.fromBytes(yas.toBytes(Reading.of(2)), target);
        assertThat(result).isSameAs(target);
        assertThat(target.samples).isSameAs(samples).containsExactly(2, 3, 4);
        assertThat(target.device).isEqualTo("bpm-2");
    }

    @Test
    void writesTheSameBytesAsIoClassSerialiser() {
        Reading sent = Reading.of(3);
        IoClassSerialiser s = new IoClassSerialiser(io.yas.buffer.IoBuffer.allocate(64));
        s.serialise(sent);
        assertThat(YasMapper.create().toBytes(sent)).isEqualTo(s.buffer().flip().toByteArray());
        assertThat(YasMapper.create().withWriteMetadata(false).toBytes(sent)).isEqualTo(
                new IoClassSerialiser(io.yas.buffer.IoBuffer.allocate(64)).setWriteMetadata(false).serialise(sent)
                        .buffer().flip().toByteArray());
    }

    @Test
    void byteBufferFormsMoveThePositionPastTheMessage() {
        YasMapper yas = YasMapper.create();
        ByteBuffer out = ByteBuffer.allocate(4096).order(ByteOrder.BIG_ENDIAN);
        yas.toBytes(Reading.of(1), out);
        int first = out.position();
        yas.toBytes(Reading.of(2), out);
        assertThat(first).isEqualTo(yas.toBytes(Reading.of(1)).length);
        out.flip();
        assertSame(yas.fromBytes(out, Reading.class), Reading.of(1));
        assertThat(out.position()).isEqualTo(first);
        assertSame(yas.fromBytes(out, Reading.class), Reading.of(2));
        assertThat(out.hasRemaining()).isFalse();
        assertThat(out.order()).isEqualTo(ByteOrder.BIG_ENDIAN);
    }

    @Test
    void aByteBufferTooSmallGetsNothing() {
        ByteBuffer out = ByteBuffer.allocate(8);
        assertThatThrownBy(() -> YasMapper.create().toBytes(Reading.of(1), out))
                .isInstanceOf(java.nio.BufferOverflowException.class);
        assertThat(out.position()).isZero();
    }

    @Test
    void aFailedByteBufferReadLeavesThePosition() {
        ByteBuffer in = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        in.position(1);
        assertThatThrownBy(() -> YasMapper.create().fromBytes(in, Reading.class))
                .isInstanceOf(YasFormatException.class);
        assertThat(in.position()).isEqualTo(1);
    }

    @Test
    void streamsCarryLengthPrefixedFrames() throws IOException {
        YasMapper yas = YasMapper.create();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        yas.write(Reading.of(1), out);
        yas.write(Reading.of(2), out);
        byte[] stream = out.toByteArray();
        int first = yas.toBytes(Reading.of(1)).length;
        assertThat(stream[0] & 0xff | (stream[1] & 0xff) << 8 | (stream[2] & 0xff) << 16 | (stream[3] & 0xff) << 24)
                .as("little-endian int32 byte count").isEqualTo(first);

        ByteArrayInputStream in = new ByteArrayInputStream(stream);
        assertSame(yas.read(in, Reading.class), Reading.of(1));
        assertSame(yas.read(in, Reading.class), Reading.of(2));
        assertThatThrownBy(() -> yas.read(in, Reading.class)).isInstanceOf(EOFException.class)
                .hasMessageContaining("length prefix (0 bytes read)");
    }

    @Test
    void aTruncatedStreamIsAnEndOfFile() throws IOException {
        YasMapper yas = YasMapper.create();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        yas.write(Reading.of(1), out);
        byte[] frame = out.toByteArray();
        byte[] cut = java.util.Arrays.copyOf(frame, frame.length - 1);
        assertThatThrownBy(() -> yas.read(new ByteArrayInputStream(cut), Reading.class))
                .isInstanceOf(EOFException.class).hasMessageContaining("within a message of " + (frame.length - 4));
    }

    @Test
    void aHostileFrameLengthIsRefusedBeforeAllocating() {
        YasMapper yas = YasMapper.create().withMaxStreamMessageBytes(1000);
        byte[] huge = {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f};
        assertThatThrownBy(() -> yas.read(new ByteArrayInputStream(huge), Reading.class))
                .isInstanceOf(YasFormatException.class)
                .hasMessageContaining("at most 1000 (YasMapper.maxStreamMessageBytes, at least 1)")
                .hasMessageContaining("2147483647");
        byte[] negative = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff};
        assertThatThrownBy(() -> yas.read(new ByteArrayInputStream(negative), Reading.class))
                .isInstanceOf(YasFormatException.class).hasMessageContaining("4294967295");
        assertThatThrownBy(() -> YasMapper.create().withMaxStreamMessageBytes(0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void readLimitsApply() {
        YasMapper strict = YasMapper.create().withReadLimits(new ReadLimits(1));
        byte[] bytes = YasMapper.create().toBytes(Reading.of(1));
        assertThatThrownBy(() -> strict.fromBytes(bytes, Reading.class)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("ReadLimits.maxDepth");
    }

    @Test
    void nullArgumentsAreNamed() {
        YasMapper yas = YasMapper.create();
        assertThatThrownBy(() -> yas.toBytes(null)).isInstanceOf(NullPointerException.class).hasMessage("value");
        assertThatThrownBy(() -> yas.fromBytes((byte[]) null, Reading.class)).hasMessage("bytes");
        assertThatThrownBy(() -> yas.fromBytes(new byte[0], (Class<?>) null)).hasMessage("type");
        assertThatThrownBy(() -> yas.fromBytes(new byte[0], (Object) null)).hasMessage("existing");
        assertThatThrownBy(() -> yas.withProtocol(null)).hasMessage("protocol");
        IoClassSerialiser s = new IoClassSerialiser(io.yas.buffer.IoBuffer.allocate(16));
        assertThatThrownBy(() -> s.deserialise((Class<?>) null)).isInstanceOf(NullPointerException.class)
                .hasMessage("type");
        assertThatThrownBy(() -> s.deserialise((Object) null)).isInstanceOf(NullPointerException.class)
                .hasMessage("existing");
    }

    @Test
    void oneMapperServesManyThreads() throws Exception {
        YasMapper yas = YasMapper.create();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int base = t * 1000;
                Callable<Integer> work = () -> {
                    for (int i = 0; i < 500; i++) {
                        Reading sent = Reading.of(base + i);
                        assertSame(yas.fromBytes(yas.toBytes(sent), Reading.class), sent);
                    }
                    return base;
                };
                results.add(pool.submit(work));
            }
            for (Future<Integer> f : results) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
