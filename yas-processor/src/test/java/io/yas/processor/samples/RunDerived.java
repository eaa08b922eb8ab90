package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/** Its superclass's {@code x} and {@code y} come first and go through the mapper: its only run is {@code z, w}. */
@GenerateCodec
public class RunDerived extends RunBase {
    public double z = 3;
    public boolean w = true;
}
