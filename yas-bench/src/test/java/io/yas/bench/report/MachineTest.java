package io.yas.bench.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MachineTest {
    @Test
    void readsTheFirstCpuModel() {
        assertThat(Machine.cpuModel(List.of("processor\t: 0", "model name\t: AMD EPYC 7B13", "model name\t: other")))
                .isEqualTo("AMD EPYC 7B13");
        assertThat(Machine.cpuModel(List.of("processor\t: 0"))).isNull();
    }

    @Test
    void namesVendorVersionAndVmFromTheJavaSettings() {
        List<String> settings = List.of("Property settings:", "    java.runtime.version = 25.0.1+8-LTS",
                "    java.vendor = Eclipse Adoptium", "    java.version = 25.0.1",
                "    java.vm.name = OpenJDK 64-Bit Server VM", "openjdk version \"25.0.1\" 2025-10-21");

        assertThat(Machine.jdk(settings)).isEqualTo("Eclipse Adoptium 25.0.1+8-LTS (OpenJDK 64-Bit Server VM)");
        assertThat(Machine.jdk(List.of("Error: could not find java.dll"))).isNull();
    }

    @Test
    void asksTheNamedJavaForItsVersion() throws Exception {
        Machine machine = Machine.probe(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java"));

        assertThat(machine.jdk()).contains(System.getProperty("java.version"));
        assertThat(machine.cores()).isPositive();
    }
}
