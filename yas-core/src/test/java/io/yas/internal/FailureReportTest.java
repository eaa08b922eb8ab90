package io.yas.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parts {@link Failures} gives a refusal (docs/errors.md): a stack that ran out is worded as the depth limit one
 * below the depth reached, and the hex window is made near the end of any buffer, one of 400 MB included.
 */
class FailureReportTest {
    @Test
    void aStackThatRanOutIsReportedAsTheLimitOneBelowTheDepthReached() {
        YasFormatException e = Failures.stackExhausted(IoBuffer.wrap(new byte[] {1, 2, 3, 4, 5, 6}), 4, 10);
        assertThat(e.offset()).isEqualTo(4);
        assertThat(e.expected()).isEqualTo("at most 9 (ReadLimits.maxDepth, or this thread's stack)");
        assertThat(e.actual()).isEqualTo("10");
        assertThat(e.hexWindow()).isEqualTo("hex @0: 01 02 03 04 |05 06");
    }

    @Test
    void theHexWindowNearTheEndOfA400MegabyteBufferIsMade(@TempDir Path dir) throws IOException {
        int size = 400_000_000; // offsets this far: 3 * (offset + window start) no longer fits an int
        try (RandomAccessFile file = new RandomAccessFile(dir.resolve("sparse.bin").toFile(), "rw")) {
            file.setLength(size); // sparse: nothing is written, the mapping reads zeros
            MappedByteBuffer mapped = file.getChannel().map(FileChannel.MapMode.READ_ONLY, 0, size);
            IoBuffer buffer = IoBuffer.wrap(mapped);
            assertThat(Failures.hexWindow(buffer, size - 1))
                    .isEqualTo("hex @" + (size - 9) + ": 00 00 00 00 00 00 00 00 |00");
            assertThat(Failures.hexWindow(buffer, size))
                    .isEqualTo("hex @" + (size - 8) + ": 00 00 00 00 00 00 00 00 |<end>");
        }
    }
}
