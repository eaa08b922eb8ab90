package io.yas.bench;

import com.alibaba.fastjson2.JSON;

/**
 * fastjson2 with its defaults (ASM-generated readers and writers, thread-local buffer cache): {@code toJSONBytes}
 * and {@code parseObject(byte[], Class)}.
 */
final class Fastjson2Codec<T> extends Codec<T> {
    private final Class<T> type;
    private byte[] bytes;

    Fastjson2Codec(Class<T> type) {
        this.type = type;
    }

    @Override
    int encode(T value) {
        bytes = JSON.toJSONBytes(value);
        return bytes.length;
    }

    @Override
    Object decode() {
        return JSON.parseObject(bytes, type);
    }
}
