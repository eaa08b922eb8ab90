package io.yas.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/**
 * Java built-in serialisation: a new {@link ObjectOutputStream}/{@link ObjectInputStream} per message (the stream
 * header belongs to each message) over one reused byte array stream.
 */
final class JavaSerialisationCodec<T> extends Codec<T> {
    /** A byte array stream whose array is read without a copy. */
    private static final class Bytes extends ByteArrayOutputStream {
        Bytes() {
            super(1024);
        }

        ByteArrayInputStream input() {
            return new ByteArrayInputStream(buf, 0, count);
        }
    }

    private final Bytes bytes = new Bytes();

    @Override
    int encode(T value) {
        bytes.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.size();
    }

    @Override
    Object decode() {
        try (ObjectInputStream in = new ObjectInputStream(bytes.input())) {
            return in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
