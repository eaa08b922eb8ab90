package io.yas.bench.report;

import io.yas.bench.EncodedSizes.EncodedSize;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RowTest {
    private static final List<EncodedSize> SIZES = List.of(new EncodedSize("Customer", "L1", "yas", 120),
            new EncodedSize("Customer", "L1", "kryo", 130), new EncodedSize("TestDataClass", "string-heavy", "yas", 5000));

    @Test
    void takesWorkloadPayloadPeerAndOpFromTheContractParameters() {
        Row row = Row.of("io.yas.bench.CustomerBenchmark.encode", Map.of("payload", "L1", "peer", "kryo"), 250, 5,
                96, SIZES);

        assertThat(row).isEqualTo(new Row("Customer", "L1", "kryo", "encode", 250, 5, 96, 130));
    }

    @Test
    void benchmarksWithoutPeerParameterUseTheMethodAsPeerAndJoinTheirParametersAsPayload() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("workload", "string-heavy");
        params.put("threads", "2");

        Row row = Row.of("io.yas.bench.TestDataClassBenchmark.pojo", params, 1000, Double.NaN, Double.NaN, SIZES);

        assertThat(row.workload()).isEqualTo("TestDataClass");
        assertThat(row.payload()).isEqualTo("string-heavy,2");
        assertThat(row.peer()).isEqualTo("pojo");
        assertThat(row.op()).isEqualTo("-");
        assertThat(row.encodedBytes()).isEqualTo(-1);
    }

    @Test
    void benchmarksWithoutParametersHaveTheDashPayload() {
        Row row = Row.of("x.Plain.run", Map.of(), 1, 0, 0, SIZES);

        assertThat(row.workload()).isEqualTo("Plain");
        assertThat(row.payload()).isEqualTo("-");
    }

    @Test
    void megabytesPerSecondCountsEncodedBytesOncePerOperationOnTestDataClassOnly() {
        Row testData = Row.of("io.yas.bench.TestDataClassBenchmark.roundTrip",
                Map.of("payload", "string-heavy", "peer", "yas"), 2000, 0, 0, SIZES);
        Row customer = Row.of("io.yas.bench.CustomerBenchmark.roundTrip", Map.of("payload", "L1", "peer", "yas"),
                2000, 0, 0, SIZES);

        assertThat(testData.megabytesPerSecond()).isEqualTo(2500.0); // 5000 B per 2 µs
        assertThat(customer.megabytesPerSecond()).isNaN();
        assertThat(testData.opsPerSecond()).isEqualTo(500_000.0);
    }

    @Test
    void yasVariantsAndTheCopyCeilingAreNotPeers() {
        assertThat(Rows.roundTrip("L1", "yasJson", 1).isPeer()).isFalse();
        assertThat(Rows.roundTrip("L1", "copy", 1).isPeer()).isFalse();
        assertThat(Rows.roundTrip("L1", "fory", 1).isPeer()).isTrue();
        assertThat(Rows.roundTrip("L1", "yasCustom", 1).isYasVariant()).isTrue();
    }
}
