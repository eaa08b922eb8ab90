package io.yas.chartfx;

import de.gsi.dataset.DataSet;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.FieldSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.FieldCursor;
import io.yas.wire.FieldDescription;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import io.yas.wire.YasReader;

import java.util.ArrayList;
import java.util.List;

/**
 * The chart-fx {@link DataSet} in class mapping: {@link FieldSerialiser}s for fields of type {@code DataSet} (or any
 * implementation) and {@code List<DataSet>}, which also serve a data set as the root object of
 * {@link io.yas.mapping.IoClassSerialiser#serialise}.
 * <pre>{@code
 * ClassMapping mapping = DataSets.register(ClassMapping.defaults());
 * IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(1 << 20), mapping);
 * s.serialise(new Acquisition(new DoubleErrorDataSet("signal", 1000)));
 * s.buffer().flip();
 * Acquisition copy = s.deserialise(Acquisition.class);
 * }</pre>
 *
 * <p><b>Wire</b> (docs/spec-yas.md, "DataSet"): in YaS a {@code DataSet} field is an OTHER field named like the
 * field whose payload is the DataSet block ({@link DataSetSerialiser}), as the reference frames it; a
 * {@code List<DataSet>} field is an OTHER field holding the blocks one after the other. CmwLight and JSON cannot carry
 * raw payloads: in CmwLight a {@code DataSet} is a nested object named like the field holding the block's fields
 * (without the maps {@code metaInfo}, {@code dataLabels}, {@code dataStyles}) and a {@code List<DataSet>} a nested
 * object holding one block per element; in JSON a {@code DataSet} is a readable object ({@code name}, {@code axes},
 * {@code values}, {@code errors}, metadata, labels; see {@link DataSetSerialiser#write}) and a {@code List<DataSet>}
 * an array of them. Class mapping reads a CmwLight data set back as the root object only (its field readers take no
 * nested objects), and JSON not at all.
 *
 * <p>A data set root as the reference writes it ({@code putCustomData}: the type names, then the block, in an OTHER
 * field named by the class) is read as well. Reading updates the field's data set in place where its implementation
 * fits ({@link DataSetSerialiser#read}); a list is refilled with the elements updated by index. The block inside an
 * OTHER payload is read with {@link io.yas.wire.ReadLimits#DEFAULT}. Bad bytes throw
 * {@link io.yas.buffer.YasFormatException}.
 *
 * <p>The serialisers are immutable and thread-safe; writing holds the data set's read lock, reading takes no lock
 * (the data set's own {@code set(…)} takes its write lock).
 */
public final class DataSets {
    private DataSets() {
    }

    /**
     * {@return {@code mapping} with {@link #serialiser()} and {@link #listSerialiser()} added}
     *
     * @param mapping the mapping to extend (not changed)
     */
    public static ClassMapping register(ClassMapping mapping) {
        return mapping.with(serialiser()).with(listSerialiser());
    }

    /** {@return the serialiser for {@code DataSet} fields with {@link DataSetSerialiser#DEFAULT} options} */
    public static FieldSerialiser<DataSet> serialiser() {
        return serialiser(DataSetSerialiser.DEFAULT);
    }

    /**
     * {@return the serialiser for {@code DataSet} fields (and any implementation) writing with {@code options}}
     *
     * @param options how data sets are written (float arrays, metadata, labels)
     */
    public static FieldSerialiser<DataSet> serialiser(DataSetSerialiser options) {
        return FieldSerialiser.of(DataSet.class, (w, field, ds) -> writeField(w, field, ds, options),
                (r, old) -> readField(r, old, options));
    }

    /** {@return the serialiser for {@code List<DataSet>} fields with {@link DataSetSerialiser#DEFAULT} options} */
    public static FieldSerialiser<List<DataSet>> listSerialiser() {
        return listSerialiser(DataSetSerialiser.DEFAULT);
    }

    /**
     * {@return the serialiser for {@code List<DataSet>} fields writing with {@code options}}
     *
     * @param options how data sets are written (float arrays, metadata, labels)
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static FieldSerialiser<List<DataSet>> listSerialiser(DataSetSerialiser options) {
        Class<List<DataSet>> type = (Class) List.class;
        return FieldSerialiser.of(type, (w, field, list) -> writeList(w, field, list, options),
                (r, old) -> readList(r, old, options)).withTypeArguments(DataSet.class);
    }

    private static void writeField(IoSerialiser w, FieldDescription field, DataSet ds, DataSetSerialiser options) {
        if (w.protocol() == Protocol.YAS) {
            int h = w.putFieldHeader(field, DataType.OTHER);
            options.write(w, ds);
            w.updateDataEndMarker(h);
        } else {
            w.putStartMarker(field);
            DataSetWriter.writeFieldsLocked(w, ds, options);
            w.putEndMarker(field);
        }
    }

    private static void writeList(IoSerialiser w, FieldDescription field, List<DataSet> list,
            DataSetSerialiser options) {
        if (w.protocol() == Protocol.YAS) {
            int h = w.putFieldHeader(field, DataType.OTHER);
            for (DataSet ds : list) {
                options.write(w, ds);
            }
            w.updateDataEndMarker(h);
        } else if (w.protocol() == Protocol.JSON) {
            int h = w.putObjectCollectionHeader(field, DataType.LIST, list, DataSet.class.getName());
            for (DataSet ds : list) {
                w.putStartMarker("");
                DataSetWriter.writeFieldsLocked(w, ds, options);
                w.putEndMarker("");
            }
            w.updateDataEndMarker(h);
        } else {
            w.putStartMarker(field);
            for (DataSet ds : list) {
                options.write(w, ds);
            }
            w.putEndMarker(field);
        }
    }

    /** The current field: an OTHER field holding a block (YaS), or a nested object of a block's fields. */
    private static DataSet readField(FieldCursor r, DataSet existing, DataSetSerialiser options) {
        if (r.type() == DataType.START_MARKER) {
            return DataSetReader.readBlock(r, existing);
        }
        return options.read(payload(r), existing);
    }

    private static List<DataSet> readList(FieldCursor r, List<DataSet> existing, DataSetSerialiser options) {
        List<DataSet> out = new ArrayList<>();
        if (r.type() == DataType.START_MARKER) {
            while (r.nextField() != DataType.END_MARKER) {
                out.add(DataSetReader.readBlock(checkBlock(r), element(existing, out.size())));
            }
        } else {
            FieldCursor inner = payload(r);
            while (inner.hasNextField()) {
                out.add(options.read(inner, element(existing, out.size())));
            }
        }
        if (existing != null) {
            try {
                existing.clear();
                existing.addAll(out);
                return existing;
            } catch (UnsupportedOperationException e) {
                return out; // List.of(): replaced
            }
        }
        return out;
    }

    private static FieldCursor checkBlock(FieldCursor r) {
        if (r.type() != DataType.START_MARKER) {
            throw DataSetReader.failure(r, "a DataSet START_MARKER", r.type().toString());
        }
        return r;
    }

    private static DataSet element(List<DataSet> existing, int i) {
        return existing != null && i < existing.size() ? existing.get(i) : null;
    }

    /**
     * A cursor over the payload of the current OTHER field (the buffer is at its data, limited to its end); a
     * payload framed by {@code putCustomData} (the reference's framing of a DataSet root) starts after its type names.
     */
    private static FieldCursor payload(FieldCursor r) {
        if (r.type() != DataType.OTHER) {
            throw DataSetReader.failure(r, "OTHER holding a DataSet block", r.type().toString());
        }
        if (r instanceof YasReader y && y.isCustomDataFramed()) {
            r.buffer().position(y.getCustom().offset());
        }
        return new YasReader(r.buffer());
    }
}
