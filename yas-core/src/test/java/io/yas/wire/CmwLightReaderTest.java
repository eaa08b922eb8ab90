package io.yas.wire;

import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.ReaderTestSupport.withInt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

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
        byte[][] bad = {new byte[0], {3, 0, 0}, withInt(cmw(NESTED), 0, -1), withInt(cmw(NESTED), 0, 15),
            withInt(cmw(NESTED), 0, Integer.MAX_VALUE)};
        String[] why = {"4 bytes", "4 bytes", ">= 0", "7 bytes", "7 bytes"};
        for (int i = 0; i < bad.length; i++) {
            IoBuffer buffer = IoBuffer.wrap(bad[i]);
            YasFormatException e = catchThrowableOfType(YasFormatException.class,
                    () -> new CmwLightReader(buffer).readHeader());
            assertThat(e.protocol()).isEqualTo("CmwLight");
            assertThat(e.offset()).isZero();
            assertThat(e.path()).isEqualTo("$");
            assertThat(e.getMessage()).as(e.getMessage()).contains(why[i]);
            assertThat(buffer.position()).isZero();
            assertThatThrownBy(() -> new CmwLightReader(buffer).readTree()).isInstanceOf(YasFormatException.class);
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
        YasFormatException e = catchThrowableOfType(YasFormatException.class, r::getInt);
        assertThat(e.protocol()).isEqualTo("CmwLight");
        assertThat(e.expected()).contains("INT");
        assertThat(e.actual()).contains("BOOL").contains("type id 0");
        assertThat(e.offset()).isEqualTo(4);
        assertThat(e.path()).isEqualTo("$.bTrue");
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
        YasFormatException e = catchThrowableOfType(YasFormatException.class, r::nextField);
        assertThat(e.protocol()).isEqualTo("CmwLight");
        assertThat(e.offset()).isEqualTo(10);
        assertThat(e.path()).isEqualTo("$.a");
        assertThat(e.getMessage()).contains("type id " + typeId).contains("cannot be skipped");
        assertThatThrownBy(() -> reader(b).readTree()).isInstanceOf(YasFormatException.class);
    }

    @Test
    void failuresNameOffsetAndPath() {
        byte[] b = cmw(NESTED);
        byte[] floats = cmw("04_edge_floats");
        Object[][] cases = { // bytes, offset, path, message part
            {Arrays.copyOf(b, 72), 69, "$.level1.level2.c", "string"},
            {withInt(b, 69, 0), 69, "$.level1.level2.c", "string length >= 1"},
            {withInt(b, 58, 9), 58, "$.level1.level2", "entry count"},
            {withInt(b, 46, 60), 46, "$.level1", "field name length"},
            {Arrays.copyOf(b, 86), 86, "$", "an entry"},
            {Arrays.copyOf(floats, 322), 318, "$.dTenth", "8 bytes for DOUBLE"},
            {Arrays.copyOf(b, 40), 27, "$.level1", "entry count"}, // 3 entries cannot fit in 9 bytes
        };
        for (Object[] c : cases) {
            byte[] bytes = (byte[]) c[0];
            IoBuffer buffer = IoBuffer.wrap(bytes);
            YasFormatException e = catchThrowableOfType(YasFormatException.class,
                    () -> new CmwLightReader(buffer).readTree());
            String what = e.getMessage();
            assertThat(e.protocol()).as(what).isEqualTo("CmwLight");
            assertThat(e.offset()).as(what).isEqualTo((long) (Integer) c[1]);
            assertThat(e.path()).as(what).isEqualTo(c[2]);
            assertThat(what).contains((String) c[3]).contains("hex @");
            assertThat(buffer.position()).isZero();
            assertThat(buffer.limit()).isEqualTo(bytes.length);
        }
    }

    @Test
    void hugeArrayCountsFailBeforeAllocating() {
        byte[] b = cmw("14_array_double");
        // "several": entry @4, type byte @16, nDims @17, dim @21, count @25
        for (int offset : new int[] {17, 25}) {
            YasFormatException e = catchThrowableOfType(YasFormatException.class,
                    () -> reader(withInt(b, offset, Integer.MAX_VALUE)).readTree());
            assertThat(e.offset()).isEqualTo(offset);
            assertThat(e.path()).isEqualTo("$.several");
        }
        CmwLightReader r = atField(withInt(b, 21, -3), 1); // a dimension is no size: refused when the value is read
        assertThatThrownBy(() -> r.getDoubleArray(null)).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("dimension 0");
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
        IoBuffer buffer = IoBuffer.wrap(nested(65));
        YasFormatException e = catchThrowableOfType(YasFormatException.class,
                () -> new CmwLightReader(buffer).readTree());
        assertThat(e.getMessage()).contains("ReadLimits.maxDepth").contains("64");
        assertThat(buffer.position()).isZero();

        CmwLightReader r = new CmwLightReader(IoBuffer.wrap(nested(6)), new ReadLimits(5));
        for (int i = 0; i < 5; i++) {
            assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        }
        assertThatThrownBy(r::nextField).isInstanceOf(YasFormatException.class)
                .hasMessageContaining("ReadLimits.maxDepth");

        int deepest = ReadLimits.MAX_MAX_DEPTH;
        WireField f = new CmwLightReader(IoBuffer.wrap(nested(deepest)), new ReadLimits(deepest)).readTree();
        for (int i = 1; i < deepest; i++) {
            f = f.fields().get(0);
        }
        assertThat(f.field("leaf").value()).isEqualTo(1);
    }
}
