package io.yas.processor;

import io.yas.buffer.YasFormatException;
import io.yas.mapping.ClassMapping;
import io.yas.mapping.MappingPaths;
import io.yas.processor.samples.Pinned;
import io.yas.processor.samples.Prims;
import io.yas.processor.samples.Range;
import io.yas.processor.samples.RunBase;
import io.yas.processor.samples.Runs;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A compiled codec of a class or record whose fields are all primitives other than {@code char} writes its whole
 * message in one copy and reads it back with one comparison, as the run-time generated codec does: the bytes of the
 * field-by-field write, the same objects, the same refusals.
 */
class CompiledMessageTest {
    @Test
    void aClassOfPrimitivesIsWrittenAsOneMessageWithTheFieldByFieldBytes() {
        Prims p = new Prims();
        p.setI(-7);
        p.on = false;
        assertThat(ClassMapping.defaults().describe(Prims.class)).endsWith("compiled codec (io.yas.processor.samples"
                + ".Prims_YasCodec)");
        for (Object value : new Object[] {p, new RunBase(), new Range(-1, 1)}) {
            byte[] whole = MappingPaths.writeMessage(value);
            assertThat(whole).as(value.getClass().getSimpleName()).isNotNull();
            MappingPaths.assertSameBytes(value.getClass().getSimpleName(), fieldByField(value), whole);
        }
        assertThat(MappingPaths.writeMessage(new Runs())).isNull(); // a char and a String: field by field
    }

    @Test
    void theWholeMessageIsReadIntoNewAndExistingInstances() {
        Prims p = new Prims();
        p.setI(-7);
        p.d = -0.0;
        byte[] whole = MappingPaths.writeMessage(p);
        MappingPaths.recursively(MappingPaths.readMessage(whole, Prims.class, null)).isEqualTo(p);
        Prims existing = new Prims();
        assertThat(MappingPaths.readMessage(whole, Prims.class, existing)).isSameAs(existing);
        MappingPaths.recursively(existing).isEqualTo(p);
        assertThat(MappingPaths.readMessage(MappingPaths.writeMessage(new Range(2, 3)), Range.class, null))
                .isEqualTo(new Range(2, 3));
        // a message of another class is not taken: read field by field
        assertThat(MappingPaths.readMessage(MappingPaths.writeMessage(new RunBase()), Prims.class, null)).isNull();
    }

    @Test
    void aClassWhoseNoArgConstructorIsPrivateIsReadWholeIntoAnExistingInstanceOnly() {
        byte[] whole = MappingPaths.writeMessage(new Pinned(3, 0.5));
        assertThat(whole).isNotNull();
        assertThat(MappingPaths.readMessage(whole, Pinned.class, null)).isNull(); // the mapper makes the instance
        Pinned existing = new Pinned(0, 0);
        assertThat(MappingPaths.readMessage(whole, Pinned.class, existing)).isSameAs(existing);
        assertThat(existing.x).isEqualTo(3);
        assertThat(existing.y).isEqualTo(0.5);
    }

    @Test
    void aRecordsRefusalIsTheFormatErrorOfTheFieldByFieldPath() {
        byte[] refused = fieldByField(new Range(0, 0));
        int to = refused.length - (14 + Range.class.getName().length()) - 4; // the int "to", before the END header
        java.util.Arrays.fill(refused, to, to + 4, (byte) -1); // from 0 > to -1
        YasFormatException whole = catchThrowableOfType(YasFormatException.class,
                () -> MappingPaths.readMessage(refused, Range.class, null));
        assertThat(whole).isNotNull();
        assertThat(whole.getMessage()).contains("from > to");
        YasFormatException byFields = catchThrowableOfType(YasFormatException.class,
                () -> MappingPaths.read(Protocol.YAS, refused, Range.class, true));
        assertThat(whole.expected()).isEqualTo(byFields.expected());
        assertThat(whole.actual()).isEqualTo(byFields.actual());
    }

    private static byte[] fieldByField(Object value) {
        return MappingPaths.write(Protocol.YAS, value, false);
    }
}
