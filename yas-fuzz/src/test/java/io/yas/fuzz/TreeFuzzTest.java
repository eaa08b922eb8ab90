package io.yas.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.yas.json.JsonReader;
import io.yas.wire.Protocol;
import io.yas.wire.ReadLimits;
import org.junit.jupiter.params.provider.MethodSource;

import static io.yas.fuzz.DecodeCheck.OnFailure.RESTORES_POSITION;

/**
 * Fuzzes the tree readers, the entry points that read a whole message into {@code WireField}s: protocol detection
 * with {@link Protocol#readAnyTree}, each protocol's {@link Protocol#readTree} and the JSON module's own
 * {@link JsonReader}. Each input is checked by {@link DecodeCheck}.
 */
class TreeFuzzTest {
    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void anyTree(byte[] input) {
        DecodeCheck.check(input, RESTORES_POSITION, b -> Protocol.readAnyTree(b, ReadLimits.DEFAULT));
    }

    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void yasTree(byte[] input) {
        DecodeCheck.check(input, RESTORES_POSITION, b -> Protocol.YAS.readTree(b, ReadLimits.DEFAULT));
    }

    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void cmwLightTree(byte[] input) {
        DecodeCheck.check(input, RESTORES_POSITION, b -> Protocol.CMWLIGHT.readTree(b, ReadLimits.DEFAULT));
    }

    @MethodSource("io.yas.fuzz.Seeds#all")
    @FuzzTest
    void jsonTree(byte[] input) {
        DecodeCheck.check(input, RESTORES_POSITION, b -> new JsonReader(b).readTree());
    }
}
