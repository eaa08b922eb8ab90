package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/** A superclass with a codec and a run of its own, {@code x} and {@code y}. */
@GenerateCodec
public class RunBase {
    public int x = 1;
    public long y = 2;
}
