package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/**
 * Runs of primitive fields as the run-time generator forms them: {@code i} to {@code f} (a private one through its
 * accessors), a {@code char} between, {@code b} to {@code hidden}, a String, then {@code last} and {@code count}.
 */
@GenerateCodec
public class Runs {
    static final int CONSTANT = 3; // static: not mapped, so not between the fields around it

    public int i = 1 << 20;
    public long l = -1L << 40;
    public boolean flag = true;
    public double d = Math.E;
    private float f = 1.5f;
    public char c = 'c';
    public byte b = -2;
    public short s = 300;
    private boolean hidden = true;
    public String text = "between";
    public boolean last = true;
    transient long skipped = 9;
    public int count = 7;

    public float getF() {
        return f;
    }

    public void setF(float f) {
        this.f = f;
    }

    public boolean isHidden() {
        return hidden;
    }

    public void setHidden(boolean hidden) {
        this.hidden = hidden;
    }
}
