package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.ReaderTestSupport.withInt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.yas.buffer.IoBuffer;

import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Unit tests of {@link CmwLightWriter} (refusals, type ids, counts) and {@link CmwLightReader} (header, made-up END
 * markers, skipping, getters, limits, failures with offsets and paths).
 */
class CmwLightReaderTest {

    /** 25_nested_two_levels: a=1 @4, level1 @15 {b=2.5 @31, level2 @46 {c="deep" @62}, d=true @78}, e=7L @86. */
    private static final String NESTED = "25_nested_two_levels";

    private static byte[] cmw(String vector) {
        return resource("/golden/cmwlight/" + vector + ".bin");
    }

    private static CmwLightReader reader(byte[] bytes) {
        return new CmwLightReader(IoBuffer.wrap(bytes));
    }

    /** A reader positioned on the {@code n}-th field after the root START (1 = first field). */
    private static CmwLightReader atField(byte[] bytes, int n) {
        return ReaderTestSupport.atField(reader(bytes), n);
    }

    private static byte[] message(Consumer<CmwLightWriter> fields) {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16)).putHeaderInfo();
        fields.accept(w);
        w.putEndMarker("");
        assertThat(w.depth()).isZero();
        return w.buffer().flip().toByteArray();
    }

    // ============================================================================================== writer

    @Test
    void refusesWhatCmwLightCannotCarryNamingTheField() {
        List<Consumer<CmwLightWriter>> refused = List.of(
                w -> w.put("list", List.of(1, 2), Integer.class),
                w -> w.put(FieldDescription.of("list"), List.of(1, 2), Integer.class),
                w -> w.put(FieldDescription.of("list"), DataType.LIST, List.of(1, 2), Integer.class),
                w -> w.put("map", Map.of("k", 1), String.class, Integer.class),
                w -> w.put(FieldDescription.of("map"), Map.of("k", 1), String.class, Integer.class),
                w -> w.putCustomData(FieldDescription.of("custom"), "my.Point", null, b -> b.putDouble(1)));
        for (Consumer<CmwLightWriter> write : refused) {
            assertRefusedCleanly(IllegalArgumentException.class, "CmwLight cannot carry", write);
        }
        assertThatThrownBy(() -> new CmwLightWriter(IoBuffer.allocate(8)).putHeaderInfo()
                .put("samples", List.of(1.0), Double.class)).hasMessageContaining("field 'samples'")
                .hasMessageContaining("collection");
    }

    @Test
    void metadataIsRefusedUntilSwitchedOffThenDropped() {
        FieldDescription energy = new FieldDescription("energy", "GeV/u", "energy", "beam energy", 1);
        FieldDescription group = new FieldDescription("group", null, null, "a group", 0);
        assertRefusedCleanly(IllegalArgumentException.class, "field 'energy': CmwLight cannot carry field metadata",
                w -> w.put(energy, 450.0));
        assertRefusedCleanly(IllegalArgumentException.class, "'group'", w -> w.putStartMarker(group));
        assertRefusedCleanly(IllegalArgumentException.class, "'energy'", w -> w.put(energy, new double[] {1}));

        byte[] plain = message(w -> w.put("energy", 450.0).putStartMarker("group").put("x", 1).putEndMarker("group")
                .put("modifierOnly", 2));
        byte[] dropped = message(w -> w.setWriteMetadata(false).put(energy, 450.0).putStartMarker(group)
                .put("x", 1).putEndMarker(group).setWriteMetadata(true)
                .put(new FieldDescription("modifierOnly", null, null, null, 3), 2)); // a lone modifier is no metadata
        assertThat(dropped).isEqualTo(plain);
    }

    @Test
    void refusesCharsNamesAndStringsOutsideLatin1() {
        assertRefusedCleanly(IllegalArgumentException.class, "U+0141", w -> w.put("c", '\u0141'));
        assertRefusedCleanly(IllegalArgumentException.class, "'c'", w -> w.put(FieldDescription.of("c"), '\u20AC'));
        assertRefusedCleanly(IllegalArgumentException.class, "'euroArr'",
                w -> w.put("euroArr", new char[] {'a', '\u20AC'}));
        assertRefusedCleanly(IllegalArgumentException.class, "'m'",
                w -> w.put(FieldDescription.of("m"), new char[] {'a', 'b', '\u0141', 'c'}, new int[] {2, 2}));
        assertRefusedCleanly(IllegalArgumentException.class, "\u0141", w -> w.put("fieldNameIs\u0141", 1));
        assertRefusedCleanly(IllegalArgumentException.class, "\u20AC", w -> w.putStartMarker("nested\u20AC"));
        assertRefusedCleanly(IllegalArgumentException.class, "'omegaEuro'", w -> {
            w.buffer().setEnforceSimpleStringEncoding(true);
            w.put("omegaEuro", "\u03A9\u20AC");
        });
        assertRefusedCleanly(IllegalArgumentException.class, "'arr'", w -> {
            w.buffer().setEnforceSimpleStringEncoding(true);
            w.put("arr", new String[] {"ok", "\u03A9"});
        });
        assertRefusedCleanly(IllegalArgumentException.class, "negative dimension",
                w -> w.put(FieldDescription.of("d"), new double[4], new int[] {2, -2}));
        assertRefusedCleanly(NullPointerException.class, "'day'", w -> w.put("day", (DayOfWeek) null));
    }

    @Test
    void markersOutsideTheirObjectsAreProgrammerErrors() {
        CmwLightWriter w = new CmwLightWriter(IoBuffer.allocate(16));
        assertThatThrownBy(() -> w.put("x", 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("putHeaderInfo");
        assertThatThrownBy(() -> w.putEndMarker("")).isInstanceOf(IllegalStateException.class);
        assertThat(w.buffer().position()).isZero();
        w.putHeaderInfo();
        assertThatThrownBy(w::putHeaderInfo).isInstanceOf(IllegalStateException.class);
        w.putEndMarker("");
        assertThatThrownBy(() -> w.putEndMarker("")).isInstanceOf(IllegalStateException.class);
        assertThat(w.buffer().flip().toByteArray()).isEqualTo(cmw("01_empty_root"));
    }

    /** The reference patches the root count at twice its offset; ours goes to the count's own offset. */
    @Test
    void rootCountIsPatchedAtItsOwnOffset() {
        IoBuffer buffer = IoBuffer.allocate(16);
        buffer.position(10);
        new CmwLightWriter(buffer).putHeaderInfo().put("a", 1).putStartMarker("o").put("b", 2).putEndMarker("o")
                .put("c", 3).putEndMarker("");
        byte[] bytes = buffer.flip().toByteArray();
        assertThat(Arrays.copyOf(bytes, 10)).containsOnly(0);
        assertThat(buffer.getInt(10)).isEqualTo(3);
        assertThat(buffer.getByte(20)).as("offset 2 x 10: the type id of 'a', untouched").isEqualTo((byte) 3);
        assertThat(buffer.getInt(21)).isEqualTo(1);
        buffer.position(10);
        WireField root = new CmwLightReader(buffer).readTree();
        assertThat(root.offset()).isEqualTo(10);
        assertThat(root.fields()).extracting(WireField::name).containsExactly("a", "o", "c");
        assertThat(root.field("o").field("b").value()).isEqualTo(2);
    }

    @Test
    void arrayTypeIdsFollowTheDimensionsInEveryOverload() {
        Object[][] cases = { // array, 1-D id
            {new boolean[4], 9}, {new byte[4], 10}, {new short[4], 11}, {new int[4], 12}, {new long[4], 13},
            {new float[4], 14}, {new double[4], 15}, {new String[] {"a", "b", "c", "d"}, 16}, {new char[4], 202}};
        for (Object[] c : cases) {
            Object array = c[0];
            int oneD = (Integer) c[1];
            boolean chars = array instanceof char[];
            int twoD = chars ? 203 : oneD + 8;
            int nD = chars ? 204 : oneD + 16;
            String what = array.getClass().getSimpleName();
            assertThat(typeIdOf(w -> put(w, "x", array, null, null))).as(what + " by name").isEqualTo(oneD);
            assertThat(typeIdOf(w -> put(w, null, array, null, null))).as(what + " by fd").isEqualTo(oneD);
            assertThat(typeIdOf(w -> put(w, null, array, 2, null))).as(what + " n=2").isEqualTo(oneD);
            assertThat(typeIdOf(w -> put(w, null, array, null, new int[] {4}))).as(what + " 1-D").isEqualTo(oneD);
            assertThat(typeIdOf(w -> put(w, null, array, null, new int[] {2, 2}))).as(what + " 2-D").isEqualTo(twoD);
            assertThat(typeIdOf(w -> put(w, null, array, null, new int[] {1, 2, 2}))).as(what + " 3-D")
                    .isEqualTo(nD);
            WireField f = CmwLightReaderTest.readBack(w -> put(w, null, array, null, new int[] {1, 2, 2}));
            assertThat(f.dims()).as(what).containsExactly(1, 2, 2);
        }
    }

    /** Writes {@code array} through the overload the arguments select: by name, by description, count or dims. */
    private static void put(CmwLightWriter w, String name, Object array, Integer count, int[] dims) {
        FieldDescription fd = FieldDescription.of("x");
        try {
            Class<?> type = array.getClass();
            if (name != null) {
                CmwLightWriter.class.getMethod("put", String.class, type).invoke(w, name, array);
            } else if (count != null) {
                CmwLightWriter.class.getMethod("put", FieldDescription.class, type, int.class).invoke(w, fd, array,
                        count);
            } else if (dims != null) {
                CmwLightWriter.class.getMethod("put", FieldDescription.class, type, int[].class).invoke(w, fd, array,
                        dims);
            } else {
                CmwLightWriter.class.getMethod("put", FieldDescription.class, type).invoke(w, fd, array);
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static int typeIdOf(Consumer<CmwLightWriter> field) {
        return readBack(field).typeId();
    }

    private static WireField readBack(Consumer<CmwLightWriter> field) {
        WireField root = reader(message(field)).readTree();
        assertThat(root.fields()).hasSize(1);
        return root.fields().get(0);
    }

    @Test
    void enumsAreIntEntriesHoldingTheOrdinal() {
        byte[] bytes = message(w -> w.put("day", DayOfWeek.WEDNESDAY).put(FieldDescription.of("dayFd"),
                DayOfWeek.SUNDAY));
        WireField root = reader(bytes).readTree();
        assertThat(root.field("day").typeId()).isEqualTo(3);
        assertThat(root.field("day").value()).isEqualTo(2);
        assertThat(root.field("dayFd").value()).isEqualTo(6);
        assertThat(message(w -> w.put("day", 2))).isEqualTo(message(w -> w.put("day", DayOfWeek.WEDNESDAY)));
    }

    @Test
    void nullStringsAndArraysAreWrittenEmpty() {
        WireField root = reader(message(w -> w.put("s", (String) null).put("d", (double[]) null)
                .put(FieldDescription.of("m"), (int[]) null, new int[] {2, 0}).put("a", new String[] {null, "x"})))
                .readTree();
        assertThat(root.field("s").value()).isEqualTo("");
        assertThat((double[]) root.field("d").value()).isEmpty();
        assertThat((int[]) root.field("m").value()).isEmpty();
        assertThat(root.field("m").dims()).containsExactly(2, 0);
        assertThat((String[]) root.field("a").value()).containsExactly("", "x");
    }

    /**
     * Runs {@code failing} inside an open root: it must throw {@code expected} (message containing {@code detail})
     * with the position back where the field started and the root count unchanged; closing the root afterwards
     * gives exactly the empty-root vector.
     */
    private static void assertRefusedCleanly(Class<? extends Throwable> expected, String detail,
            Consumer<CmwLightWriter> failing) {
        IoBuffer buffer = IoBuffer.allocate(4);
        CmwLightWriter w = new CmwLightWriter(buffer).putHeaderInfo();
        assertThatThrownBy(() -> failing.accept(w)).isInstanceOf(expected).hasMessageContaining(detail);
        assertThat(buffer.position()).as("position after the refused field").isEqualTo(4);
        buffer.setEnforceSimpleStringEncoding(false);
        w.putEndMarker("");
        assertThat(buffer.flip().toByteArray()).isEqualTo(cmw("01_empty_root"));
    }

    // ======================================================================================== reader: header

    @Test
    void readHeaderChecksTheRootCountAndLeavesThePosition() {
        IoBuffer buffer = IoBuffer.wrap(cmw(NESTED));
        CmwLightReader r = new CmwLightReader(buffer);
        assertThat(r.readHeader()).isEqualTo(new ProtocolInfo("CmwLight", 1, 0, 1));
        assertThat(r.readHeader().version()).isEqualTo("1.0.1");
        assertThat(buffer.position()).isZero();
        assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        assertThatThrownBy(r::readHeader).isInstanceOf(IllegalStateException.class);
        assertThat(reader(cmw("01_empty_root")).readHeader().producer()).isEqualTo("CmwLight");
    }

    @Test
    void refusesABadRootCountAtOffsetZero() {
        String fits = " (7 bytes the smallest entry) of ";
        Object[][] cases = { // bytes, expected, actual: truncated, negative, more entries than the bytes hold
            {new byte[0], "4 bytes for an int32 root entry count", "0 bytes remain"},
            {new byte[] {3, 0, 0}, "4 bytes for an int32 root entry count", "3 bytes remain"},
            {withInt(cmw(NESTED), 0, -1), "root entry count >= 0", "-1"},
            {withInt(cmw(NESTED), 0, 15), "root entry count" + fits + "15 x 7 bytes within the remaining 97 bytes",
                "a length that runs past the end"},
            {withInt(cmw(NESTED), 0, Integer.MAX_VALUE), "root entry count" + fits + "2147483647 x 7 bytes within the "
                + "remaining 97 bytes", "a length that runs past the end"}};
        for (Object[] c : cases) {
            byte[] bytes = (byte[]) c[0];
            IoBuffer buffer = IoBuffer.wrap(bytes);
            assertRefused(() -> new CmwLightReader(buffer).readHeader(), bytes, "CmwLight", 0, "$", (String) c[1],
                    (String) c[2]);
            assertThat(buffer.position()).isZero();
            assertRefused(() -> new CmwLightReader(buffer).readTree(), bytes, "CmwLight", 0, "$", (String) c[1],
                    (String) c[2]);
            assertThat(buffer.position()).isZero();
        }
    }

    // ================================================================================= reader: walking fields

    @Test
    void endMarkersAreMadeUpWhenAnObjectsEntriesAreRead() {
        CmwLightReader r = reader(cmw(NESTED));
        List<String> walk = new ArrayList<>();
        do {
            DataType t = r.nextField();
            walk.add(t + " " + r.name() + " @" + r.fieldStart() + "/" + r.dataStart() + "+" + r.dataSize() + " id "
                    + r.typeId() + " depth " + r.depth() + " " + r.path());
        } while (r.depth() > 0);
        assertThat(walk).containsExactly(
                "START_MARKER  @0/0+4 id 8 depth 1 $",
                "INT a @4/11+4 id 3 depth 1 $.a",
                "START_MARKER level1 @15/27+4 id 8 depth 2 $.level1",
                "DOUBLE b @31/38+8 id 6 depth 2 $.level1.b",
                "START_MARKER level2 @46/58+4 id 8 depth 3 $.level1.level2",
                "STRING c @62/69+9 id 7 depth 3 $.level1.level2.c",
                "END_MARKER level2 @78/78+0 id -1 depth 2 $.level1.level2",
                "BOOL d @78/85+1 id 0 depth 2 $.level1.d",
                "END_MARKER level1 @86/86+0 id -1 depth 1 $.level1",
                "LONG e @86/93+8 id 4 depth 1 $.e",
                "END_MARKER  @101/101+0 id -1 depth 0 $");
        assertThat(r.hasNextField()).isFalse();
        assertThat(r.buffer().position()).isEqualTo(101);
    }

    @Test
    void emptyObjectsEndAtOnce() {
        byte[] bytes = message(w -> w.putStartMarker("empty").putEndMarker("empty").put("after", 1));
        CmwLightReader r = atField(bytes, 1);
        assertThat(r.type()).isEqualTo(DataType.START_MARKER);
        assertThat(r.hasNextField()).isTrue();
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.name()).isEqualTo("empty");
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        CmwLightReader empty = atField(cmw("01_empty_root"), 0);
        assertThat(empty.hasNextField()).isTrue();
        assertThat(empty.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(empty.depth()).isZero();
        assertThat(empty.hasNextField()).isFalse();
    }

    @Test
    void skipObjectAndFindFieldWalkPastWholeObjects() {
        CmwLightReader r = atField(cmw(NESTED), 2);
        assertThat(r.name()).isEqualTo("level1");
        r.skipObject();
        assertThat(r.type()).isEqualTo(DataType.END_MARKER);
        assertThat(r.nextField()).isEqualTo(DataType.LONG);
        assertThat(r.getLong()).isEqualTo(7L);
        assertThatThrownBy(r::skipObject).isInstanceOf(IllegalStateException.class);

        CmwLightReader f = atField(cmw(NESTED), 0);
        assertThat(f.findField("e")).isTrue();
        assertThat(f.getLong()).isEqualTo(7L);
        assertThat(f.findField("a")).isFalse();
        assertThat(f.depth()).isZero();
    }

    @Test
    void messagesFollowOneAnotherAndReset() {
        byte[] one = cmw(NESTED);
        byte[] two = message(w -> w.put("second", 2));
        byte[] both = Arrays.copyOf(one, one.length + two.length);
        System.arraycopy(two, 0, both, one.length, two.length);
        IoBuffer buffer = IoBuffer.wrap(both);
        CmwLightReader r = new CmwLightReader(buffer);
        assertThat(r.readTree().fields()).hasSize(3);
        assertThat(buffer.position()).isEqualTo(one.length);
        assertThat(r.readHeader()).isNotNull();
        assertThat(r.readTree().field("second").value()).isEqualTo(2);
        buffer.position(0);
        assertThat(r.reset().readTree().fields()).hasSize(3);
    }

    // ======================================================================================= reader: getters

    @Test
    void everyGetterReadsItsTypeAndNamesBothTypesOtherwise() {
        CmwLightReader r = atField(cmw("02_primitives"), 0);
        assertThat(r.nextField()).isEqualTo(DataType.BOOL);
        assertThat(r.getBoolean()).isTrue();
        byte[] b = cmw("02_primitives");
        assertRefused(r::getInt, b, "CmwLight", 4, "$.bTrue", "INT", "BOOL (type id 0)");
        assertRefused(() -> r.getDoubleArray(null), b, "CmwLight", 4, "$.bTrue", "DOUBLE_ARRAY", "BOOL (type id 0)");
        assertRefused(r::getEnum, b, "CmwLight", 4, "$.bTrue", "ENUM", "BOOL (type id 0)"); // CmwLight has no ENUM
        assertRefused(r::enterObjectElements, b, "CmwLight", 4, "$.bTrue", "a collection of objects", "BOOL");
        assertRefused(r::enterObjectMapValues, b, "CmwLight", 4, "$.bTrue", "MAP", "BOOL (type id 0)");
        assertThat(r.getBoolean()).isTrue(); // the field is still readable
        r.nextField();
        assertThat(r.getBoolean()).isFalse();
        r.nextField();
        assertThat(r.getByte()).isEqualTo((byte) 42);
        r.nextField();
        assertThat(r.getShort()).isEqualTo((short) -1234);
        r.nextField();
        assertThat(r.getInt()).isEqualTo(123456789);
        r.nextField();
        assertThat(r.getLong()).isEqualTo(1234567890123L);
        r.nextField();
        assertThat(r.getFloat()).isEqualTo(3.14159f);
        r.nextField();
        assertThat(r.getDouble()).isEqualTo(2.718281828459045);
        r.nextField();
        assertThat(r.typeId()).isEqualTo(201);
        assertThat(r.getChar()).isEqualTo('A');
        assertThat(r.readValue()).isEqualTo('A');
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.readValue()).isNull();
        assertThatThrownBy(() -> reader(cmw("02_primitives")).getInt()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void arrayGettersReuseTheDestinationAndReportDims() {
        CmwLightReader r = atField(cmw("14_array_double"), 1);
        double[] dst = new double[6];
        assertThat(r.getDoubleArray(dst)).isSameAs(dst);
        assertThat(r.dims()).containsExactly(6);
        r.nextField();
        assertThat(r.getDoubleArray(dst)).isNotSameAs(dst).containsExactly(-2.5);

        CmwLightReader cube = atField(cmw("18_multidim_double_3d"), 1);
        assertThat(cube.typeId()).isEqualTo(31);
        assertThat(cube.getDoubleArray(null)).hasSize(12);
        assertThat(cube.dims()).containsExactly(2, 3, 2);
        assertThat(cube.dimCount()).isEqualTo(3);
        assertThat(cube.dim(1)).isEqualTo(3);

        CmwLightReader strings = atField(cmw("20_multidim_string_2d"), 1);
        String[] names = new String[4];
        assertThat(strings.getStringArray(names)).isSameAs(names).containsExactly("a", "b", "c", "d");
        assertThat(strings.dims()).containsExactly(2, 2);
        CmwLightReader chars = atField(cmw("19_multidim_other_types"), 7);
        assertThat(chars.typeId()).isEqualTo(203);
        assertThat(chars.getCharArray(null)).containsExactly('a', 'b');
        assertThat(chars.dims()).containsExactly(1, 2);
    }

    @Test
    void nameEqualsComparesIsoBytes() {
        CmwLightReader r = atField(cmw("33_quirk_iso8859_lossy"), 2);
        assertThat(r.name()).isEqualTo("fieldNameIsIso\u00E9");
        assertThat(r.nameEquals("fieldNameIsIso\u00E9".getBytes(StandardCharsets.ISO_8859_1))).isTrue();
        assertThat(r.nameEquals("fieldNameIsIso".getBytes(StandardCharsets.ISO_8859_1))).isFalse();
    }

    // ====================================================================================== reader: failures

    @ParameterizedTest
    @ValueSource(ints = {9 + 24, 99, 200, 205, 254, 255})
    void unknownTypeIdsCannotBeSkipped(int typeId) {
        byte[] b = cmw(NESTED);
        b[10] = (byte) typeId; // "a"
        CmwLightReader r = atField(b, 0);
        String expected = "a CmwLight type id (0..32, 201..204; another cannot be skipped, CmwLight has no data size)";
        String actual = "type id " + typeId + " (0x" + Integer.toHexString(typeId) + ")";
        assertRefused(r::nextField, b, "CmwLight", 10, "$.a", expected, actual);
        assertRefused(() -> reader(b).readTree(), b, "CmwLight", 10, "$.a", expected, actual);
    }

    @Test
    void failuresNameOffsetPathExpectedAndActual() {
        byte[] b = cmw(NESTED);
        byte[] floats = cmw("04_edge_floats");
        String runsPast = "a length that runs past the end";
        String entry = " (7 bytes the smallest entry) of ";
        String nameLength = "a field name length in 1..50 (it counts the NUL; the type id follows)";
        Object[][] cases = { // bytes, offset, path, expected, actual
            // c's string (length @69, "deep" @73): truncated, a length of 0 or below, past the end
            {Arrays.copyOf(b, 72), 69, "$.level1.level2.c", "4 bytes for int32 string length", "3 bytes remain"},
            {withInt(b, 69, 0), 69, "$.level1.level2.c", "string length >= 1 (it counts the NUL terminator)", "0"},
            {withInt(b, 69, -3), 69, "$.level1.level2.c", "string length >= 1 (it counts the NUL terminator)", "-3"},
            {withInt(b, 69, 1000), 69, "$.level1.level2.c", "string of 1000 bytes within the remaining 28 bytes",
                runsPast},
            // level2's entry count @58: more entries than the bytes hold, negative, truncated
            {withInt(b, 58, 9), 58, "$.level1.level2", "entry count" + entry + "9 x 7 bytes within the remaining 39 "
                + "bytes", runsPast},
            {withInt(b, 58, -2), 58, "$.level1.level2", "entry count >= 0", "-2"},
            {Arrays.copyOf(b, 60), 58, "$.level1.level2", "4 bytes for an int32 entry count", "2 bytes remain"},
            {Arrays.copyOf(b, 40), 27, "$.level1", "entry count" + entry + "3 x 7 bytes within the remaining 9 bytes",
                runsPast},
            // level2's name length @46, refused before the name is read: the path is that of its object
            {withInt(b, 46, 60), 46, "$.level1", nameLength, "60"},
            {withInt(b, 46, 0), 46, "$.level1", nameLength, "0"},
            // a missing or truncated entry, a truncated scalar
            {Arrays.copyOf(b, 86), 86, "$", "6 bytes for an entry (int32 name length, name, NUL, type id)",
                "0 bytes remain"},
            {Arrays.copyOf(b, 90), 86, "$", "6 bytes for an entry", "4 bytes remain"},
            {Arrays.copyOf(floats, 322), 318, "$.dTenth", "8 bytes for DOUBLE", "4 bytes remain"},
        };
        for (Object[] c : cases) {
            byte[] bytes = (byte[]) c[0];
            IoBuffer buffer = IoBuffer.wrap(bytes);
            assertRefused(() -> new CmwLightReader(buffer).readTree(), bytes, "CmwLight", (Integer) c[1],
                    (String) c[2], (String) c[3], (String) c[4]);
            assertThat(buffer.position()).isZero();
            assertThat(buffer.limit()).isEqualTo(bytes.length);
        }
    }

    @Test
    void hugeOrNegativeArrayCountsFailBeforeAllocating() {
        byte[] b = cmw("14_array_double"); // 129 bytes
        // "several": entry @4, type byte @16, nDims @17, dim @21, count @25, 6 doubles @29
        String runsPast = "a length that runs past the end";
        Object[][] cases = { // bytes, offset, expected, actual
            {withInt(b, 17, Integer.MAX_VALUE), 17, "array dimensions of 2147483647 x 4 bytes within the remaining "
                + "108 bytes", runsPast},
            {withInt(b, 17, -1), 17, "nDims >= 0", "-1"},
            {withInt(b, 25, Integer.MAX_VALUE), 25, "DOUBLE_ARRAY of 2147483647 x 8 bytes within the remaining 100 "
                + "bytes", runsPast},
            {withInt(b, 25, -1), 25, "DOUBLE_ARRAY element count >= 0", "-1"},
            {Arrays.copyOf(b, 40), 25, "DOUBLE_ARRAY of 6 x 8 bytes within the remaining 11 bytes", runsPast},
            {Arrays.copyOf(b, 27), 25, "4 bytes for an int32 array element count", "2 bytes remain"},
        };
        for (Object[] c : cases) {
            byte[] bytes = (byte[]) c[0];
            assertRefused(() -> reader(bytes).readTree(), bytes, "CmwLight", (Integer) c[1], "$.several",
                    (String) c[2], (String) c[3]);
        }
        // nDims cut short: the root's count already says 3 entries cannot fit in the 15 bytes left
        byte[] cut = Arrays.copyOf(b, 19);
        assertRefused(() -> reader(cut).readTree(), cut, "CmwLight", 0, "$",
                "root entry count (7 bytes the smallest entry) of 3 x 7 bytes within the remaining 15 bytes", runsPast);

        byte[] negativeDim = withInt(b, 21, -3);
        CmwLightReader r = atField(negativeDim, 1); // a dimension is no size: refused when the value is read
        assertRefused(() -> r.getDoubleArray(null), negativeDim, "CmwLight", 21, "$.several", "dimension 0 >= 0",
                "-3");

        byte[] strings = cmw("15_array_string"); // "several": count @25, first string's length @29
        byte[] empty = withInt(strings, 29, 0);
        assertRefused(() -> reader(empty).readTree(), empty, "CmwLight", 29, "$.several",
                "string length >= 1 (it counts the NUL terminator)", "0");
        byte[] long1 = withInt(strings, 29, 999);
        assertRefused(() -> reader(long1).readTree(), long1, "CmwLight", 29, "$.several",
                "string of 999 bytes within the remaining 83 bytes", runsPast);
    }

    @Test
    void strictUtf8RefusesMalformedStringsAtTheirBytes() {
        byte[] b = cmw("05_strings_utf8"); // "greek": entry @48, type @58, length @59 (28), bytes @63
        b[63] = (byte) 0xFF;
        IoBuffer buffer = IoBuffer.wrap(b);
        buffer.setStrictUtf8(true);
        String expected = "a valid UTF-8 string of 27 bytes (strict UTF-8 is on)";
        assertRefused(() -> new CmwLightReader(buffer).readTree(), b, "CmwLight", 63, "$.greek", expected,
                "malformed UTF-8");
        assertThat(buffer.position()).isZero();
        CmwLightReader r = atField(b, 0);
        r.buffer().setStrictUtf8(true);
        while (!r.name().equals("greek")) {
            r.nextField();
        }
        assertRefused(r::getString, b, "CmwLight", 63, "$.greek", expected, "malformed UTF-8");
        r.buffer().setStrictUtf8(false);
        assertThat(r.getString()).startsWith("\u00FF\u0093"); // not UTF-8: read as ISO-8859-1, as by default
    }

    /** Objects nested {@code depth} deep, the root counting as 1, with a field at the bottom. */
    private static byte[] nested(int depth) {
        return message(w -> {
            for (int i = 1; i < depth; i++) {
                w.putStartMarker("level" + i);
            }
            w.put("leaf", 1);
            for (int i = depth - 1; i >= 1; i--) {
                w.putEndMarker("level" + i);
            }
        });
    }

    @Test
    void nestingIsBoundedByMaxDepth() {
        assertThat(reader(nested(64)).readTree()).isNotNull();
        byte[] tooDeep = nested(65);
        CmwLightReader walk = reader(tooDeep);
        StringBuilder path = new StringBuilder("$");
        for (int i = 0; i < 64; i++) { // the root and level1..level63
            assertThat(walk.nextField()).isEqualTo(DataType.START_MARKER);
            path.append(i == 0 ? "" : ".level" + i);
        }
        int level64 = walk.nextOffset();
        // refused before its name is read: the path is that of the object that holds it
        assertRefused(walk::nextField, tooDeep, "CmwLight", level64, path.toString(),
                "at most 64 (ReadLimits.maxDepth)", "65");
        IoBuffer buffer = IoBuffer.wrap(tooDeep);
        assertRefused(() -> new CmwLightReader(buffer).readTree(), tooDeep, "CmwLight", level64, path.toString(),
                "at most 64 (ReadLimits.maxDepth)", "65");
        assertThat(buffer.position()).isZero();

        byte[] six = nested(6);
        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(six), new ReadLimits(5));
        for (int i = 0; i < 5; i++) {
            assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        }
        assertRefused(r::nextField, six, "CmwLight", r.nextOffset(), "$.level1.level2.level3.level4",
                "at most 5 (ReadLimits.maxDepth)", "6");

        int deepest = ReadLimits.MAX_MAX_DEPTH;
        WireField f = new CmwLightReader(IoBuffer.wrap(nested(deepest)), new ReadLimits(deepest)).readTree();
        for (int i = 1; i < deepest; i++) {
            f = f.fields().get(0);
        }
        assertThat(f.field("leaf").value()).isEqualTo(1);
    }
}
