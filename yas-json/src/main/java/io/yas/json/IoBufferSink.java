package io.yas.json;

import io.yas.buffer.IoBuffer;

import java.io.OutputStream;

/** The generator's output: appends to an {@link IoBuffer} at its position (relative puts, growing the buffer). */
final class IoBufferSink extends OutputStream {
    private final IoBuffer buffer;

    IoBufferSink(IoBuffer buffer) {
        this.buffer = buffer;
    }

    @Override
    public void write(int b) {
        buffer.putByte((byte) b);
    }

    @Override
    public void write(byte[] bytes, int offset, int byteCount) {
        buffer.putBytes(bytes, offset, byteCount);
    }
}
