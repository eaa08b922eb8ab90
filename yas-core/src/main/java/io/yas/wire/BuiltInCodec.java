package io.yas.wire;

import io.yas.buffer.IoBuffer;

/** The codecs of the protocols in this module: YaS and CmwLight. */
final class BuiltInCodec implements ProtocolCodec {
    private final Protocol protocol;

    BuiltInCodec(Protocol protocol) {
        this.protocol = protocol;
    }

    @Override
    public Protocol protocol() {
        return protocol;
    }

    @Override
    public IoSerialiser newWriter(IoBuffer buffer) {
        return protocol == Protocol.YAS ? new YasWriter(buffer) : new CmwLightWriter(buffer);
    }

    /** A YaS message written big-endian (the reference's java.nio quirk) is read through a big-endian view. */
    @Override
    public FieldCursor newCursor(IoBuffer buffer, ReadLimits limits) {
        if (protocol == Protocol.CMWLIGHT) {
            return new CmwLightReader(buffer, limits);
        }
        return new YasReader(YasReader.isBigEndian(buffer) ? buffer.bigEndianReadView() : buffer, limits);
    }

    @Override
    public WireField readTree(IoBuffer buffer, ReadLimits limits) {
        BinaryCursor reader = (BinaryCursor) newCursor(buffer, limits);
        int start = buffer.position();
        try {
            reader.readHeader();
            WireField root = reader.readTree();
            buffer.position(reader.nextOffset());
            return root;
        } catch (RuntimeException e) {
            buffer.position(start);
            throw e;
        }
    }
}
