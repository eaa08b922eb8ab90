package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/** Primitives only (one private, through its accessors): the compiled codec writes and reads the whole message. */
@GenerateCodec
public class Prims {
    public boolean on = true;
    public byte b = -2;
    public short s = 300;
    private int i = 1 << 20;
    public long l = -1L << 40;
    public float f = 1.5f;
    public double d = Math.PI;

    public int getI() {
        return i;
    }

    public void setI(int i) {
        this.i = i;
    }
}
