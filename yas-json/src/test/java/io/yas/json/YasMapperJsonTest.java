package io.yas.json;

import io.yas.mapping.YasMapper;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class YasMapperJsonTest {
    public static class Setting {
        public String device = "";
        public double current;
        public List<Integer> steps = List.of();
    }

    private static Setting setting() {
        Setting s = new Setting();
        s.device = "quad-1";
        s.current = 12.5;
        s.steps = List.of(1, 2, 3);
        return s;
    }

    @Test
    void writesAndReadsJsonInOneCall() throws IOException {
        YasMapper json = YasMapper.create().withProtocol(Protocol.JSON);
        byte[] bytes = json.toBytes(setting());
        assertThat(new String(bytes, StandardCharsets.UTF_8)).startsWith("{").contains("\"device\"");
        assertThat(json.fromBytes(bytes, Setting.class)).usingRecursiveComparison().isEqualTo(setting());
        assertThat(YasMapper.create().fromBytes(bytes, Setting.class)).as("any mapper reads JSON")
                .usingRecursiveComparison().isEqualTo(setting());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        json.write(setting(), out);
        assertThat(json.read(new ByteArrayInputStream(out.toByteArray()), Setting.class))
                .usingRecursiveComparison().isEqualTo(setting());
    }
}
