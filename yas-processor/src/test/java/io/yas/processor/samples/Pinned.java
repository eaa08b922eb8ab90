package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/**
 * Primitives only, with a private no-arg constructor, which the mapper calls and the compiled codec cannot: the codec
 * reads the whole message into an existing instance only.
 */
@GenerateCodec
public class Pinned {
    public int x;
    public double y;

    private Pinned() {
    }

    public Pinned(int x, double y) {
        this.x = x;
        this.y = y;
    }
}
