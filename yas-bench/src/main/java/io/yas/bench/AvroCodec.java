package io.yas.bench;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Apache Avro with generic records on the schema in {@code /avro/NAME.avsc}: the POJO is converted to a
 * {@link GenericData.Record} and back (counted), written by one {@link GenericDatumWriter} through a reused direct
 * {@link BinaryEncoder} into a reused byte stream, and read by one {@link GenericDatumReader} through a reused
 * {@link BinaryDecoder}, reusing the previous record.
 *
 * @param <T> the payload class
 */
abstract class AvroCodec<T> extends Codec<T> {
    /** A byte stream whose array is read without a copy. */
    private static final class Bytes extends ByteArrayOutputStream {
        Bytes() {
            super(1024);
        }

        byte[] array() {
            return buf;
        }
    }

    final Schema schema;
    private final GenericDatumWriter<GenericData.Record> writer;
    private final GenericDatumReader<GenericData.Record> reader;
    private final Bytes bytes = new Bytes();
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;
    private GenericData.Record reused;

    /** @param name the schema resource {@code /avro/NAME.avsc} */
    AvroCodec(String name) {
        try (InputStream in = AvroCodec.class.getResourceAsStream("/avro/" + name + ".avsc")) {
            schema = new Schema.Parser().parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        writer = new GenericDatumWriter<>(schema);
        reader = new GenericDatumReader<>(schema);
    }

    /** @return a record of {@link #schema} holding {@code value} */
    abstract GenericData.Record toRecord(T value);

    /** @return a new payload object holding {@code record} */
    abstract T fromRecord(GenericData.Record record);

    @Override
    final int encode(T value) {
        bytes.reset();
        encoder = EncoderFactory.get().directBinaryEncoder(bytes, encoder);
        try {
            writer.write(toRecord(value), encoder);
            encoder.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.size();
    }

    @Override
    final Object decode() {
        decoder = DecoderFactory.get().binaryDecoder(bytes.array(), 0, bytes.size(), decoder);
        try {
            reused = reader.read(reused, decoder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return fromRecord(reused);
    }

    /** @return the Avro string (a {@code Utf8} or {@code String}) as a String, null stays null */
    static String string(Object avroString) {
        return avroString == null ? null : avroString.toString();
    }
}
