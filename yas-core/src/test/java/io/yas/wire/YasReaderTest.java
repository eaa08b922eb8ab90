package io.yas.wire;

import static io.yas.testing.FormatErrors.assertRefused;
import static io.yas.wire.ReaderTestSupport.resource;
import static io.yas.wire.ReaderTestSupport.withInt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Unit tests of the field walker {@link YasReader}: header, headers, getters, skipping, limits, failures. */
class YasReaderTest {

    private static byte[] yas(String vector) {
        return resource("/golden/yas/" + vector + ".bin");
    }

    private static YasReader reader(byte[] bytes) {
        return new YasReader(IoBuffer.wrap(bytes));
    }

    /** A reader positioned on the header of the {@code n}-th field after the root START (1 = first field). */
    private static YasReader atField(byte[] bytes, int n) {
        return ReaderTestSupport.atField(reader(bytes), n);
    }

    // ------------------------------------------------------------------------------------------------ header

    @ParameterizedTest
    @CsvSource({"0,0,0", "0,0,9", "1,0,0", "1,0,1", "1,0,255"})
    void acceptsVersionsUpTo1_0_x(int major, int minor, int micro) {
        byte[] b = yas("02_primitives");
        b[12] = (byte) major;
        b[13] = (byte) minor;
        b[14] = (byte) micro;
        YasReader r = reader(b);
        assertThat(r.readHeader()).isEqualTo(new ProtocolInfo("YaS", major, minor, micro));
        assertThat(r.buffer().position()).isEqualTo(15);
        assertThat(reader(b).readTree().fields()).hasSize(9);
    }

    @ParameterizedTest
    @CsvSource({"1,1,0", "2,0,0", "0,1,0", "255,255,255"})
    void refusesNewerVersionsNamingBoth(int major, int minor, int micro) {
        byte[] b = yas("02_primitives");
        b[12] = (byte) major;
        b[13] = (byte) minor;
        b[14] = (byte) micro;
        IoBuffer buffer = IoBuffer.wrap(b);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> new YasReader(buffer).readHeader());
        assertThat(e.getMessage()).contains(major + "." + minor + "." + micro).contains("1.0.0");
        assertThat(e.offset()).isEqualTo(12);
        assertThat(buffer.position()).isZero();
        assertRefused(() -> reader(b).readTree(), b, "YaS", 12, "$", "version <= 1.0.x",
                "version " + major + "." + minor + "." + micro);
    }

    @Test
    void refusesBadMagic() {
        byte[] b = withInt(yas("02_primitives"), 0, 0x2A);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> reader(b).readHeader());
        assertThat(e.offset()).isZero();
        assertRefused(() -> reader(b).readHeader(), b, "YaS", 0, "$", "YaS magic int32 -1 (ff ff ff ff)", "0x2a");
        // without the magic, readTree takes the bytes for a message without header: 2a is a field's type id
        assertRefused(() -> reader(b).readTree(), b, "YaS", 1, "$", "dataStartOffset in 9.." + b.length,
                String.valueOf(0x0400_0000));
    }

    @Test
    void refusesAnotherProtocolName() {
        byte[] b = yas("02_primitives");
        b[10] = 'X'; // "YaS" -> "YaX"
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> reader(b).readHeader());
        assertThat(e.getMessage()).contains("\"YaX\"");
        assertThat(e.offset()).isEqualTo(4);
        assertRefused(() -> reader(b).readTree(), b, "YaS", 4, "$", "protocol name \"YaS\"", "\"YaX\"");
    }

    @Test
    void refusesATruncatedHeaderAndAnEmptyBuffer() {
        byte[] b = Arrays.copyOf(yas("02_primitives"), 13);
        assertRefused(() -> reader(b).readHeader(), b, "YaS", 0, "$", "15 bytes for the YaS header",
                "13 bytes remain");
        assertRefused(() -> reader(new byte[0]).readTree(), new byte[0], "YaS", 0, "$", "9 bytes for a field header",
                "0 bytes remain");
        byte[] headerOnly = Arrays.copyOf(yas("02_primitives"), 15);
        assertRefused(() -> reader(headerOnly).readTree(), headerOnly, "YaS", 15, "$", "9 bytes for a field header",
                "0 bytes remain");
    }

    // -------------------------------------------------------------------------------------- skipping unknowns

    /** {@code before}=1, an OTHER field retyped to {@code typeId} with a 24-byte payload, {@code after}=2. */
    private static byte[] withUnknownType(int typeId) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put("before", 1);
        int h = w.putFieldHeader(FieldDescription.of("mystery"), DataType.OTHER);
        w.buffer().putDouble(1.5).putInt(7).putString("payload");
        w.updateDataEndMarker(h);
        w.put("after", 2);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] b = w.buffer().flip().toByteArray();
        b[h] = (byte) typeId;
        return b;
    }

    @ParameterizedTest
    @ValueSource(ints = {0x99, 0xFF, 10, 100, 206, 252})
    void unknownTypeIdIsSkippedByItsSize(int typeId) {
        byte[] b = withUnknownType(typeId);
        YasReader r = atField(b, 1);
        assertThat(r.name()).isEqualTo("before");
        assertThat(r.getInt()).isEqualTo(1);
        assertThat(r.nextField()).isEqualTo(DataType.UNKNOWN);
        assertThat(r.typeId()).isEqualTo(typeId);
        assertThat(r.name()).isEqualTo("mystery");
        assertThat(r.dataSize()).isEqualTo(8 + 4 + 12);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.name()).isEqualTo("after");
        assertThat(r.getInt()).isEqualTo(2);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isZero();

        WireField root = reader(b).readTree();
        assertThat(root.fields()).extracting(WireField::name).containsExactly("before", "mystery", "after");
        WireField mystery = root.field("mystery");
        assertThat(mystery.typeId()).isEqualTo(typeId);
        assertThat(mystery.value()).isEqualTo(new CustomValue(null, null, mystery.dataStart(), 24));
        assertThat(root.field("after").value()).isEqualTo(2);
    }

    @Test
    void unknownTypeIdAfterReadingPartOfItsValue() {
        YasReader r = atField(withUnknownType(0x99), 2);
        CustomValue c = r.getCustom();
        assertThat(r.buffer().getDouble(c.offset())).isEqualTo(1.5);
        r.buffer().getDouble(); // the caller reads a little of the payload
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.getInt()).isEqualTo(2);
    }

    // ------------------------------------------------------------------------------------------------ metadata

    /** A message with {@code energy} (metadata, 450.0) and {@code after}=3; {@code extra} bytes are spliced in
     *  after the metadata, before the data start. */
    private static byte[] metadataWithTrailing(byte[] extra, FieldDescription fd) {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.put(fd, 450.0);
        w.put("after", 3);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] b = w.buffer().flip().toByteArray();
        int field = 43;
        IoBuffer buf = IoBuffer.wrap(b);
        int dataStart = field + buf.getInt(field + 1);
        byte[] out = new byte[b.length + extra.length];
        System.arraycopy(b, 0, out, 0, dataStart);
        System.arraycopy(extra, 0, out, dataStart, extra.length);
        System.arraycopy(b, dataStart, out, dataStart + extra.length, b.length - dataStart);
        IoBuffer o = IoBuffer.wrap(out);
        o.putInt(field + 1, o.getInt(field + 1) + extra.length); // dataStartOffset of the field
        o.putInt(15 + 5, o.getInt(15 + 5) + extra.length); // root dataSize
        return out;
    }

    @Test
    void metadataBlockWithExtraTrailingBytesIsAccepted() {
        IoBuffer future = IoBuffer.allocate(16);
        future.putString("groups: a,b").putByte((byte) 7).putInt(0xCAFE);
        byte[] b = metadataWithTrailing(future.flip().toByteArray(),
                new FieldDescription("energy", "GeV/u", "energy", "beam energy", 3));
        WireField root = reader(b).readTree();
        WireField energy = root.field("energy");
        assertThat(energy.metadata()).isEqualTo(new FieldMetadata("GeV/u", "energy", "beam energy", 3));
        assertThat(energy.value()).isEqualTo(450.0);
        assertThat(root.field("after").value()).isEqualTo(3);

        YasReader r = atField(b, 1);
        assertThat(r.getDouble()).isEqualTo(450.0);
        assertThat(r.nextField()).isEqualTo(DataType.INT);
        assertThat(r.getInt()).isEqualTo(3);
    }

    @Test
    void shorterMetadataBlockFillsTheRestWithDefaults() {
        // unit only: header name, then one string, then the data
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        int h = w.putFieldHeader(FieldDescription.of("x"), DataType.INT);
        w.buffer().putInt(5);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] plain = w.buffer().flip().toByteArray();
        byte[] unit = IoBuffer.allocate(8).putString("m").flip().toByteArray();
        byte[] withUnit = new byte[plain.length + unit.length];
        int dataStart = h + IoBuffer.wrap(plain).getInt(h + 1);
        System.arraycopy(plain, 0, withUnit, 0, dataStart);
        System.arraycopy(unit, 0, withUnit, dataStart, unit.length);
        System.arraycopy(plain, dataStart, withUnit, dataStart + unit.length, plain.length - dataStart);
        IoBuffer.wrap(withUnit).putInt(h + 1, dataStart - h + unit.length);
        WireField x = reader(withUnit).readTree().field("x");
        assertThat(x.metadata()).isEqualTo(new FieldMetadata("m", "", "", 0));
        assertThat(x.value()).isEqualTo(5);
    }

    // --------------------------------------------------------------------------------------------- maxDepth

    /** A message whose innermost object is {@code depth} deep, the root counting as 1. */
    private static byte[] nested(int depth) {
        YasWriter w = new YasWriter(IoBuffer.allocate(256));
        w.putHeaderInfo();
        for (int i = 1; i < depth; i++) {
            w.putStartMarker("level" + i);
        }
        w.put("leaf", 1);
        for (int i = depth - 1; i >= 1; i--) {
            w.putEndMarker("level" + i);
        }
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    @Test
    void nestingBeyondMaxDepthFailsNamingTheLimit() {
        byte[] b = nested(65);
        IoBuffer buffer = IoBuffer.wrap(b);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> new YasReader(buffer).readTree());
        assertThat(e.getMessage()).contains("ReadLimits.maxDepth").contains("64");
        assertThat(buffer.position()).isZero();
        assertThat(buffer.limit()).isEqualTo(b.length);

        WireField deep = new YasReader(IoBuffer.wrap(b), new ReadLimits(100)).readTree();
        for (int i = 1; i < 65; i++) {
            deep = deep.field("level" + i);
        }
        assertThat(deep.field("leaf").value()).isEqualTo(1);
        assertThat(reader(nested(64)).readTree()).isNotNull(); // the default admits exactly 64
    }

    @Test
    void walkerAlsoEnforcesMaxDepth() {
        YasReader r = new YasReader(IoBuffer.wrap(nested(6)), new ReadLimits(5));
        r.readHeader();
        for (int i = 0; i < 5; i++) {
            assertThat(r.nextField()).isEqualTo(DataType.START_MARKER);
        }
        int sixth = r.nextOffset();
        // a header refused before its name is read carries the path of the object that holds it
        assertRefused(r::nextField, nested(6), "YaS", sixth, "$.level1.level2.level3.level4",
                "at most 5 (ReadLimits.maxDepth)", "6");
    }

    @Test
    void largestMaxDepthReadsWithoutStackOverflow() {
        int depth = ReadLimits.MAX_MAX_DEPTH;
        WireField f = new YasReader(IoBuffer.wrap(nested(depth)), new ReadLimits(depth)).readTree();
        for (int i = 1; i < depth; i++) {
            f = f.fields().get(0);
        }
        assertThat(f.field("leaf").value()).isEqualTo(1);
    }

    /** Objects nested {@code depth} deep, every other level inside a collection payload (class mapper framing). */
    private static byte[] nestedThroughContainers(int depth) {
        YasWriter w = new YasWriter(IoBuffer.allocate(256));
        w.putHeaderInfo();
        int[] handles = new int[depth];
        for (int i = 1; i < depth; i++) {
            if (i % 2 == 1) {
                handles[i] = w.putObjectCollectionHeader(FieldDescription.of("c" + i), DataType.LIST, List.of(1), "T");
                w.putStartMarker("");
            } else {
                w.putStartMarker("o" + i);
            }
        }
        w.put("leaf", 1);
        for (int i = depth - 1; i >= 1; i--) {
            if (i % 2 == 1) {
                w.putEndMarker("");
                w.updateDataEndMarker(handles[i]);
            } else {
                w.putEndMarker("o" + i);
            }
        }
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        return w.buffer().flip().toByteArray();
    }

    @Test
    void nestingThroughContainerPayloadsCountsTowardsMaxDepth() {
        assertThat(reader(nestedThroughContainers(64)).readTree()).isNotNull();
        assertThatThrownBy(() -> reader(nestedThroughContainers(65)).readTree())
                .isInstanceOf(YasFormatException.class).hasMessageContaining("ReadLimits.maxDepth");
        int depth = ReadLimits.MAX_MAX_DEPTH;
        WireField f = new YasReader(IoBuffer.wrap(nestedThroughContainers(depth)), new ReadLimits(depth)).readTree();
        for (int i = 1; i < depth; i++) {
            f = f.fields().get(0);
            if (f.type() == DataType.LIST) {
                f = (WireField) ((List<?>) f.value()).get(0);
            }
        }
        assertThat(f.field("leaf").value()).isEqualTo(1);
    }

    // -------------------------------------------------------------------------------------------- getters

    @Test
    void typedGetterOnTheWrongTypeNamesBothTypes() {
        YasReader r = atField(yas("02_primitives"), 1); // bTrue: BOOL
        YasFormatException e = catchThrowableOfType(YasFormatException.class, r::getInt);
        assertThat(e.expected()).contains("INT");
        assertThat(e.actual()).contains("BOOL");
        assertThat(e.offset()).isEqualTo(43);
        assertThat(e.path()).isEqualTo("$.bTrue");
        byte[] b = yas("02_primitives");
        assertRefused(() -> r.getDoubleArray(null), b, "YaS", 43, "$.bTrue", "DOUBLE_ARRAY", "BOOL (type id 1)");
        assertRefused(r::getString, b, "YaS", 43, "$.bTrue", "STRING", "BOOL (type id 1)");
        assertRefused(r::getEnum, b, "YaS", 43, "$.bTrue", "ENUM", "BOOL (type id 1)");
        assertRefused(r::getMap, b, "YaS", 43, "$.bTrue", "MAP", "BOOL (type id 1)");
        assertThat(r.getBoolean()).isTrue(); // the field is still readable
    }

    @Test
    void getCollectionOnAnotherTypeNamesBothTypes() {
        YasReader r = atField(yas("02_primitives"), 1); // bTrue: BOOL
        YasFormatException e = catchThrowableOfType(YasFormatException.class, r::getCollection);
        assertThat(e.expected()).contains("COLLECTION");
        assertThat(e.actual()).contains("BOOL").doesNotContain("custom");

        YasReader map = atField(yas("22_maps"), 1); // idToName: MAP
        assertThat(catchThrowableOfType(YasFormatException.class, map::getCollection).actual()).contains("MAP");
        assertThat(map.getMap()).containsEntry(2, "two");

        YasReader list = atField(yas("21_collections"), 3); // dblSet: SET
        assertThat(list.getCollection()).containsExactly(1.5, -0.5);
    }

    @Test
    void anEmptyMapIsSharedByReadValueAndNewFromGetMap() {
        YasReader r = atField(yas("22_maps"), 4); // empty: MAP with no entries
        assertThat(r.readValue()).isSameAs(Map.of()); // nothing allocated for the generic read
        Map<Object, Object> m = r.getMap();
        m.put("k", "v"); // getMap's result is a new, mutable map, as documented
        assertThat(m).containsOnlyKeys("k");
    }

    @Test
    void everyScalarGetterReadsItsType() {
        YasReader r = atField(yas("02_primitives"), 1);
        assertThat(r.getBoolean()).isTrue();
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
        assertThat(Float.floatToRawIntBits(r.getFloat())).isEqualTo(0x40490fd0);
        r.nextField();
        assertThat(Double.doubleToRawLongBits(r.getDouble())).isEqualTo(0x4005bf0a8b145769L);
        r.nextField();
        assertThat(r.getChar()).isEqualTo('A');
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
    }

    @Test
    void getterBeforeAnyFieldIsAProgrammerError() {
        YasReader r = reader(yas("02_primitives"));
        assertThatThrownBy(r::getInt).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void getDoubleArrayReusesTheDestinationWhenTheLengthFits() {
        YasReader r = atField(yas("14_array_double"), 1); // several: 6 doubles
        double[] six = new double[6];
        assertThat(r.getDoubleArray(six)).isSameAs(six);
        assertThat(Double.doubleToRawLongBits(six[1])).isEqualTo(0x8000000000000000L);
        assertThat(Double.doubleToRawLongBits(six[2])).isEqualTo(0x7ff8000000000000L);
        assertThat(r.dims()).containsExactly(6);

        double[] five = new double[5];
        double[] other = r.getDoubleArray(five); // the same field again
        assertThat(other).isNotSameAs(five).hasSize(6);
        assertThat(five).containsOnly(0.0);
        assertThat(r.getDoubleArray(null)).hasSize(6);

        r.nextField(); // one: 1 double
        double[] one = new double[1];
        assertThat(r.getDoubleArray(one)).isSameAs(one).containsExactly(-2.5);
        r.nextField(); // empty
        double[] none = new double[0];
        assertThat(r.getDoubleArray(none)).isSameAs(none);
    }

    @Test
    void multiDimensionalDimsAreReported() {
        YasReader r = atField(yas("18_multidim_double_3d"), 1);
        assertThat(r.getDoubleArray(null)).hasSize(12);
        assertThat(r.dims()).containsExactly(2, 3, 2);
        assertThat(r.dimCount()).isEqualTo(3);
        assertThat(r.dim(1)).isEqualTo(3);
    }

    @Test
    void nameEqualsComparesIsoBytes() {
        YasReader r = atField(yas("02_primitives"), 1);
        assertThat(r.nameEquals("bTrue".getBytes(StandardCharsets.ISO_8859_1))).isTrue();
        assertThat(r.nameEquals("bTru".getBytes(StandardCharsets.ISO_8859_1))).isFalse();
        assertThat(r.nameEquals("bTruE".getBytes(StandardCharsets.ISO_8859_1))).isFalse();
        assertThat(r.nameEquals("bTrue!".getBytes(StandardCharsets.ISO_8859_1))).isFalse();
        assertThat(r.nameEquals(new byte[0])).isFalse();

        YasReader iso = atField(yas("33_quirk_iso8859_lossy"), 2);
        assertThat(iso.nameEquals("fieldNameIsIso\u00E9".getBytes(StandardCharsets.ISO_8859_1))).isTrue();
        assertThat(iso.name()).isEqualTo("fieldNameIsIso\u00E9");
    }

    // ----------------------------------------------------------------------------------------- paths, skip

    @Test
    void pathNamesTheEnclosingObjects() {
        YasReader r = reader(yas("25_nested_two_levels"));
        r.readHeader();
        List<String> paths = new ArrayList<>();
        while (true) {
            DataType t = r.nextField();
            if (t == DataType.END_MARKER) {
                if (r.depth() == 0) {
                    break;
                }
                continue;
            }
            paths.add(r.path());
            if (r.name().equals("c")) {
                assertThat(r.getString()).isEqualTo("deep");
                assertThat(r.path()).isEqualTo("$.level1.level2.c");
            }
        }
        assertThat(paths).containsExactly("$", "$.a", "$.level1", "$.level1.b", "$.level1.level2",
                "$.level1.level2.c", "$.level1.d", "$.e");
    }

    @Test
    void failureInsideANestedValueCarriesItsPath() {
        byte[] b = withInt(yas("25_nested_two_levels"), 125 + 15, 0); // c: string length 0
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> reader(b).readTree());
        assertThat(e.path()).isEqualTo("$.level1.level2.c");
        assertThat(e.offset()).isEqualTo(140);
    }

    @Test
    void skipObjectJumpsPastTheMatchingEnd() {
        YasReader r = atField(yas("25_nested_two_levels"), 2);
        assertThat(r.name()).isEqualTo("level1");
        r.skipObject();
        assertThat(r.depth()).isEqualTo(1);
        assertThat(r.nextField()).isEqualTo(DataType.LONG);
        assertThat(r.name()).isEqualTo("e");
        assertThat(r.getLong()).isEqualTo(7L);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.depth()).isZero();
        assertThat(r.hasNextField()).isFalse();

        YasReader cpp = reader(resource("/golden/cpp/05_nested.bin")); // START size includes the END header
        cpp.readHeader();
        cpp.nextField();
        cpp.nextField();
        assertThat(cpp.nextField()).isEqualTo(DataType.START_MARKER);
        cpp.skipObject();
        assertThat(cpp.nextField()).isEqualTo(DataType.INT);
        assertThat(cpp.name()).isEqualTo("b");
        assertThat(cpp.getInt()).isEqualTo(2);

        YasReader notAnObject = atField(yas("25_nested_two_levels"), 1);
        assertThatThrownBy(notAnObject::skipObject).isInstanceOf(IllegalStateException.class);
    }

    /**
     * An IoClassSerialiser custom field (OTHER, no type names, no END of its own) as the last field of a nested
     * object with the same name: the END that follows closes the object, it does not frame the custom data.
     */
    @Test
    void rawOtherFieldNamedLikeItsObjectDoesNotSwallowTheObjectsEnd() {
        YasWriter w = new YasWriter(IoBuffer.allocate(64));
        w.putHeaderInfo();
        w.putStartMarker("data");
        w.put("x", 1);
        int h = w.putFieldHeader(FieldDescription.of("data"), DataType.OTHER);
        w.buffer().putDouble(0.5);
        w.updateDataEndMarker(h);
        w.putEndMarker("data");
        w.put("after", 2);
        w.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        byte[] b = w.buffer().flip().toByteArray();

        WireField root = reader(b).readTree();
        assertThat(root.fields()).extracting(WireField::name).containsExactly("data", "after");
        WireField data = root.field("data");
        assertThat(data.fields()).extracting(WireField::name).containsExactly("x", "data");
        assertThat(data.field("data").value()).isEqualTo(new CustomValue(null, null, h + 18, 8));
        assertThat(root.field("after").value()).isEqualTo(2);

        // putCustomData framing inside an object of the same name still takes its own END
        YasWriter c = new YasWriter(IoBuffer.allocate(64));
        c.putHeaderInfo();
        c.putStartMarker("data");
        c.putCustomData(FieldDescription.of("data"), "my.Type", null, buf -> buf.putInt(7));
        c.putEndMarker("data");
        c.put("after", 2);
        c.putEndMarker(YasWriter.DEFAULT_ROOT_END);
        WireField framed = reader(c.buffer().flip().toByteArray()).readTree();
        assertThat(framed.fields()).extracting(WireField::name).containsExactly("data", "after");
        CustomValue custom = (CustomValue) framed.field("data").field("data").value();
        assertThat(custom.typeName()).isEqualTo("my.Type");
        assertThat(custom.byteCount()).isEqualTo(4);
    }

    @Test
    void nestedObjectsInsideContainerPayloadsAreReadAsObjects() {
        WireField root = reader(ReaderTestSupport.objectContainersMessage()).readTree();
        assertThat(root.fields()).extracting(WireField::name).containsExactly("before", "points", "byName", "custom",
                "after");
        List<?> points = (List<?>) root.field("points").value();
        assertThat(points).hasSize(2);
        WireField second = (WireField) points.get(1);
        assertThat(second.isObject()).isTrue();
        assertThat(second.field("x").value()).isEqualTo(1.0);
        assertThat(second.field("label").value()).isEqualTo("p2");
        assertThat(second.field("label").metadata()).isEqualTo(new FieldMetadata("m", "", "a label", 1));
        @SuppressWarnings("unchecked")
        java.util.Map<Object, Object> byName = (java.util.Map<Object, Object>) root.field("byName").value();
        assertThat(byName).containsOnlyKeys("a", "b");
        assertThat((int[]) ((WireField) byName.get("b")).field("deeper").field("values").value())
                .containsExactly(1, 2, 3);
        assertThat(((CustomValue) root.field("custom").value()).typeName()).isEqualTo("my.Custom");
        assertThat(root.field("after").value()).isEqualTo(2);
    }

    @Test
    void negativeEndMarkerSizeReadsAsZero() {
        byte[] b = withInt(yas("25_nested_two_levels"), 149 + 5, -1); // END level2: size -1
        WireField root = reader(b).readTree();
        assertThat(root.field("level1").field("d").value()).isEqualTo(true);
        assertThat(root.field("e").value()).isEqualTo(7L);
    }

    // ----------------------------------------------------------------------------------------- malformed

    @Test
    void inconsistentHeadersAreFormatErrors() {
        byte[] primitives = yas("02_primitives"); // 275 bytes; field bTrue's header at 43, anInt's at 126
        // dataStartOffset below the fixed header, and past the end
        byte[] below = withInt(primitives, 43 + 1, 8);
        assertRefused(() -> reader(below).readTree(), below, "YaS", 44, "$", "dataStartOffset in 9..232", "8");
        byte[] past = withInt(primitives, 43 + 1, 1 << 20);
        assertRefused(() -> reader(past).readTree(), past, "YaS", 44, "$", "dataStartOffset in 9..232", "1048576");
        // a scalar whose size is below its primitive size, a size past the end, a negative size
        byte[] small = withInt(primitives, 126 + 5, 2);
        assertRefused(() -> reader(small).readTree(), small, "YaS", 131, "$", "dataSize >= 4 for INT", "2");
        byte[] large = withInt(primitives, 126 + 5, 1 << 20);
        assertRefused(() -> reader(large).readTree(), large, "YaS", 131, "$",
                "field data of 1048576 bytes within the remaining 130 bytes", "a length that runs past the end");
        byte[] negative = withInt(yas("05_strings_utf8"), 67 + 5, -5);
        assertRefused(() -> reader(negative).readTree(), negative, "YaS", 72, "$", "dataSize >= 0", "-5");
    }

    @Test
    void anEndMarkerWithNoOpenObjectIsRefusedWhereItStands() {
        // the root START turned into an END
        byte[] endFirst = yas("02_primitives");
        endFirst[15] = (byte) DataType.END_MARKER.id();
        assertRefused(() -> reader(endFirst).readTree(), endFirst, "YaS", 15, "$", "a field (no object is open)",
                "END_MARKER");

        // a second root END after the first: the walker refuses it rather than going below depth 0
        byte[] once = yas("02_primitives");
        int rootEnd = 249;
        byte[] twice = Arrays.copyOf(once, once.length + once.length - rootEnd);
        System.arraycopy(once, rootEnd, twice, once.length, once.length - rootEnd);
        YasReader r = atField(twice, 9);
        assertThat(r.nextField()).isEqualTo(DataType.END_MARKER);
        assertThat(r.fieldStart()).isEqualTo(rootEnd);
        assertThat(r.depth()).isZero();
        assertThat(r.hasNextField()).isTrue();
        assertRefused(r::nextField, twice, "YaS", once.length, "$", "a field (no object is open)", "END_MARKER");
        assertThat(r.depth()).isZero();
    }

    // --------------------------------------------------------------------------------------- strict UTF-8

    @Test
    void strictUtf8RefusesTheIsoStringAtItsOffset() {
        byte[] b = yas("33_quirk_iso8859_lossy");
        IoBuffer buffer = IoBuffer.wrap(b).setStrictUtf8(true);
        YasFormatException e = catchThrowableOfType(YasFormatException.class, () -> new YasReader(buffer).readTree());
        // omegaEuro: header at 43, data (the string's length) at 66, its bytes at 70; the field ends at 73
        byte[] toFieldEnd = Arrays.copyOf(b, 73);
        assertRefused(() -> {
            throw e;
        }, toFieldEnd, "YaS", 70, "$.omegaEuro", "a valid UTF-8 string of 2 bytes (strict UTF-8 is on)",
                "malformed UTF-8");
        assertThat(buffer.position()).isZero();
        assertThat(buffer.limit()).isEqualTo(b.length);

        YasReader r = atField(b, 1);
        r.buffer().setStrictUtf8(true);
        assertRefused(r::getString, toFieldEnd, "YaS", 70, "$.omegaEuro", "a valid UTF-8 string of 2 bytes",
                "malformed UTF-8");
        r.buffer().setStrictUtf8(false);
        assertThat(r.getString()).isEqualTo("\u00A9\u00AC");

        assertThat(new YasReader(IoBuffer.wrap(yas("05_strings_utf8")).setStrictUtf8(true)).readTree()
                .field("astral").value()).isEqualTo("\uD83D\uDF01 alchemy");
    }

    // ------------------------------------------------------------------------------ position after readTree

    @Test
    void failedReadTreePutsThePositionBackAndKeepsTheLimit() {
        byte[] message = yas("25_nested_two_levels");
        for (int cut : new int[] {1, 5, 30, 100, message.length - 20}) {
            byte[] padded = new byte[7 + message.length + 11];
            System.arraycopy(message, 0, padded, 7, message.length);
            IoBuffer buffer = IoBuffer.wrap(padded);
            buffer.limit(7 + message.length - cut).position(7);
            YasReader r = new YasReader(buffer);
            assertThatThrownBy(r::readTree).as("cut %d", cut).isInstanceOf(YasFormatException.class);
            assertThat(buffer.position()).as("cut %d", cut).isEqualTo(7);
            assertThat(buffer.limit()).as("cut %d", cut).isEqualTo(7 + message.length - cut);
        }
    }

    @Test
    void successfulReadTreeEndsAfterTheRootSoMessagesCanFollow() {
        byte[] a = yas("02_primitives");
        byte[] c = resource("/golden/cpp/05_nested.bin");
        byte[] both = new byte[a.length + c.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(c, 0, both, a.length, c.length);
        IoBuffer buffer = IoBuffer.wrap(both);
        assertThat(new YasReader(buffer).readTree().fields()).hasSize(9);
        assertThat(buffer.position()).isEqualTo(a.length);
        assertThat(new YasReader(buffer).readTree().name()).isEqualTo("NestedStruct");
        assertThat(buffer.position()).isEqualTo(both.length);
    }

    @Test
    void readValueOfAMarkerIsNull() {
        YasReader r = reader(yas("25_nested_two_levels"));
        r.readHeader();
        r.nextField();
        assertThat(r.readValue()).isNull();
    }
}
