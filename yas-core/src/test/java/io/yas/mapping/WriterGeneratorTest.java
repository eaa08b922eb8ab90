package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.wire.IoSerialiser;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The generated writers: used where they can be (this module's own classes), and writing the same bytes as the
 * reflective path for every kind of field, own and inherited, private and not, in every protocol. (The whole mapping
 * suite also runs once with {@code -Dyas.mapping.codegen=false}: surefire execution {@code mapping-reflective}.)
 */
class WriterGeneratorTest {
    public static class Base {
        private int inherited = 3;
        protected String name = "base";
    }

    public static class Mixed extends Base {
        private boolean flag = true;
        byte b = -2;
        short sh = 300;
        char c = 'c';
        int i = 1 << 20;
        long l = -1L << 40;
        float f = 1.5f;
        double d = Math.PI;
        String s = "text";
        String none;
        double[] samples = {1, 2, 3};
        int[][] grid = {{1, 2}, {3, 4}};
        String[] names = {"a", "b"};
        Integer boxed = 7;
        List<String> list = List.of("x", "y");
        Map<String, Integer> map = Map.of("k", 1);
        Protocol kind = Protocol.CMWLIGHT;
        Base nested = new Base();
        List<Base> bases = List.of(new Base());
    }

    record Point(double x, double y, String label) {
    }

    @Test
    void classesOfThisModuleGetAGeneratedWriter() {
        assumeTrue(WriterGenerator.ENABLED, "code generation is off in this run");
        assertThat(ClassMapping.defaults().describe(Mixed.class)).endsWith(": generated writer, reflective reader");
        assertThat(ClassMapping.defaults().describe(Point.class)).contains("generated writer");
    }

    @Test
    void generatedAndReflectiveWritersWriteTheSameBytesInEveryProtocol() {
        assumeTrue(WriterGenerator.ENABLED, "code generation is off in this run");
        for (Protocol p : Protocol.values()) {
            if (!p.isAvailable()) {
                continue; // JSON lives in io.yas.json
            }
            for (Object value : new Object[] {new Mixed(), new Point(1, -2, "p"), new Base()}) {
                Object written = p == Protocol.CMWLIGHT && value instanceof Mixed ? new Base() : value;
                byte[] generated = write(p, written, true);
                byte[] reflective = write(p, written, false);
                assertThat(generated).as(p + " " + written.getClass().getSimpleName()).isEqualTo(reflective);
            }
        }
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(new Mixed());
        s.buffer().flip();
        TestSupport.recursively(s.deserialise(Mixed.class)).isEqualTo(new Mixed());
    }

    /** The root and its fields, written by the generated writer or the reflective loop. */
    private static byte[] write(Protocol protocol, Object value, boolean generated) {
        ClassCodec c = ClassMapping.defaults().codec(value.getClass());
        IoSerialiser w = protocol.newWriter(IoBuffer.allocate(64));
        w.putHeaderInfo(c.description);
        if (generated) {
            c.writeFields(w, value, null, 64);
        } else {
            c.writeEach(w, value, null, 64);
        }
        w.putEndMarker(c.description);
        IoBuffer b = w.buffer().flip();
        byte[] out = new byte[b.remaining()];
        for (int k = 0; k < out.length; k++) {
            out[k] = b.getByte(k);
        }
        return out;
    }
}
