package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/** A record whose constructor checks its components: a refusal is a format error on every path. */
@GenerateCodec
public record Range(int from, int to) {
    public Range {
        if (from > to) {
            throw new IllegalArgumentException("from > to");
        }
    }
}
