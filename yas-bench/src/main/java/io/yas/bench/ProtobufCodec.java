package io.yas.bench;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * protobuf-java with messages generated from {@code src/main/proto} at build time, as users would run it: the
 * POJO is converted to its message and back (counted in the time), the message is written into one reused byte
 * array through a {@link CodedOutputStream} sized by {@code getSerializedSize()}, and parsed with the generated
 * {@link Parser} from that array.
 *
 * @param <T> the payload class
 * @param <M> its generated message
 */
abstract class ProtobufCodec<T, M extends MessageLite> extends Codec<T> {
    private final Parser<M> parser;
    private byte[] bytes = new byte[1024];
    private int length;

    ProtobufCodec(Parser<M> parser) {
        this.parser = parser;
    }

    /** @return the message holding {@code value} */
    abstract M toMessage(T value);

    /** @return a new payload object holding {@code message} */
    abstract T fromMessage(M message);

    @Override
    final int encode(T value) {
        M message = toMessage(value);
        length = message.getSerializedSize();
        if (bytes.length < length) {
            bytes = new byte[Math.max(length, 2 * bytes.length)];
        }
        try {
            CodedOutputStream out = CodedOutputStream.newInstance(bytes, 0, length);
            message.writeTo(out);
            out.checkNoSpaceLeft();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return length;
    }

    @Override
    final Object decode() {
        try {
            return fromMessage(parser.parseFrom(bytes, 0, length));
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException(e);
        }
    }
}
