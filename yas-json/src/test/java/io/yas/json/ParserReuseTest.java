package io.yas.json;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.DataType;
import io.yas.wire.Protocol;
import io.yas.wire.WireField;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * What the reader's and writer's state kept between messages must not change: a message after a refused one, the
 * bounded table of member names, the encoded field names, and arrays read as typed runs that turn out to be mixed.
 */
class ParserReuseTest {
    public static class Pair {
        int a;
        String[] s;
        boolean[] b;
        double[] d;
        float[] f;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aMessageAfterARefusedOneReadsAsBefore() {
        byte[] good = utf8("{\"a\": 1, \"s\": [\"x\", null], \"b\": [true, false], \"d\": [0.5, 2], \"f\": [1.5]}");
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.wrap(good));
        for (String bad : new String[] {"{\"a\": 1, \"s\": [\"x\",", "{\"a\": 1 \"b\": 2}", "{\"a\": 1} x",
                "{\"a\": \"one\"}", "{\"b\": [true, 1]}"}) {
            Pair p = s.deserialise(Pair.class);
            assertThat(p.a).isEqualTo(1);
            assertThat(p.s).containsExactly("x", null);
            assertThat(p.b).containsExactly(true, false);
            assertThat(p.d).containsExactly(0.5, 2.0);
            assertThat(p.f).containsExactly(1.5f);
            IoClassSerialiser refusing = new IoClassSerialiser(IoBuffer.wrap(utf8(bad)));
            assertThrows(YasFormatException.class, () -> refusing.deserialise(Pair.class), bad);
            s.buffer().position(0);
        }
    }

    @Test
    void theTableOfMemberNamesStaysBounded() {
        for (int i = 0; i < 10 * ParserFactory.MAX_NAMES; i++) {
            byte[] fresh = utf8("{\"a\": 1, \"fresh" + i + "\": 2}");
            new JsonReader(IoBuffer.wrap(fresh)).readTree();
            new IoClassSerialiser(IoBuffer.wrap(fresh)).deserialise(Pair.class);
            assertThrows(YasFormatException.class,
                    () -> new JsonReader(IoBuffer.wrap(utf8("{\"refused" + fresh.length + "\": ]}"))).readTree());
        }
        WireField root = new JsonReader(IoBuffer.wrap(utf8("{\"a\": 1, \"fresh3\": 2}"))).readTree();
        assertThat(root.field("fresh3").value()).isEqualTo(2);
        assertThat(root.field("a").value()).isEqualTo(1);
    }

    @Test
    void theSameWriterWritesTheSameBytesMessageAfterMessage() {
        Pair p = new Pair();
        p.a = 7;
        p.s = new String[] {"é", ""};
        p.b = new boolean[] {true};
        p.d = new double[] {0.1, 1e-5, 123456789.0, -0.0, Double.NaN};
        p.f = new float[] {0.1f, 3.4e38f};
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(16)).setProtocol(Protocol.JSON);
        s.serialise(p);
        byte[] first = s.buffer().flip().toByteArray();
        assertThat(new String(first, StandardCharsets.UTF_8)).isEqualTo("{\"a\":7,\"s\":[\"é\",\"\"],\"b\":[true],"
                + "\"d\":[0.1,1.0E-5,1.23456789E8,-0.0,\"NaN\"],\"f\":[0.1,3.4E38]}");
        for (int i = 0; i < 3; i++) {
            s.buffer().clear();
            s.serialise(p);
            assertThat(s.buffer().flip().toByteArray()).isEqualTo(first);
        }
    }

    @Test
    void namesThatNeedEscapesAreWrittenEscapedEveryTime() {
        for (int i = 0; i < 2; i++) {
            byte[] json = JsonTestSupport.write(true, w -> {
                w.put("q\"\\\u0001", 1);
                w.put("\uD83D\uDE00", 2);
                w.put("plain", 3);
            });
            assertThat(JsonTestSupport.text(json))
                    .isEqualTo("{\"q\\\"\\\\\\u0001\":1,\"\\uD83D\\uDE00\":2,\"plain\":3}");
        }
    }

    @Test
    void typedRunsThatTurnOutMixedAreReadElementByElement() {
        assertThat(field("[true, false]").type()).isEqualTo(DataType.BOOL_ARRAY);
        assertThat(field("[true, 1]").type()).isEqualTo(DataType.LIST);
        assertThat(field("[\"a\", null]").type()).isEqualTo(DataType.STRING_ARRAY);
        assertThat((String[]) field("[\"a\", null, \"b\"]").value()).containsExactly("a", null, "b");
        assertThat(field("[null, \"a\"]").type()).isEqualTo(DataType.STRING_ARRAY);
        assertThat(field("[\"NaN\", 1.5]").type()).isEqualTo(DataType.DOUBLE_ARRAY);
        assertThat(field("[\"NaN\", \"Infinity\"]").type()).isEqualTo(DataType.STRING_ARRAY);
        assertThat(field("[\"a\", [\"b\"]]").type()).isEqualTo(DataType.LIST);
        assertThat(field("[[true, false], [false, true]]").type()).isEqualTo(DataType.BOOL_ARRAY);
        assertThat(field("[[true, false], [false, true]]").dims()).containsExactly(2, 2);
        assertThat(field("[[\"a\"], [\"b\"]]").type()).isEqualTo(DataType.STRING_ARRAY);
    }

    @Test
    void numericArraysConvertWithoutBoxingAndRefuseByIndex() {
        Narrow n = JsonMappingTest.read("{\"by\": [1, -128], \"sh\": [300], \"ch\": [65], \"fl\": [1, 2.5],"
                + " \"lf\": [9007199254740993]}", Narrow.class);
        assertThat(n.by).containsExactly((byte) 1, (byte) -128);
        assertThat(n.sh).containsExactly((short) 300);
        assertThat(n.ch).containsExactly('A');
        assertThat(n.fl).containsExactly(1f, 2.5f);
        assertThat(n.lf).containsExactly(9007199254740992f);
        YasFormatException e = JsonMappingTest.failure("{\"by\": [1, 2, 300]}", Narrow.class);
        assertThat(e.path()).isEqualTo("$.by[2]");
        assertThat(e.actual()).isEqualTo("300, out of its range");
        e = JsonMappingTest.failure("{\"fl\": [1, 1e300]}", Narrow.class);
        assertThat(e.path()).isEqualTo("$.fl[1]");
    }

    public static class Narrow {
        byte[] by;
        short[] sh;
        char[] ch;
        float[] fl;
        float[] lf;
    }

    private static WireField field(String array) {
        return new JsonReader(IoBuffer.wrap(utf8("{\"x\": " + array + "}"))).readTree().field("x");
    }
}
