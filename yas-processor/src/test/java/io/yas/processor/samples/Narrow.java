package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/**
 * Some of Everything's fields with narrower types, in another order, and one Everything does not have: read into
 * Everything it widens, Everything read into it is a type mismatch.
 */
@GenerateCodec
public class Narrow {
    public String unknown = "skipped";
    public float d = 0.25f;
    public short l = -7;
    public byte i = 5;
    public short[] ints = {4, 5};
    public Everything.Leaf leaf = new Everything.Leaf();
}
