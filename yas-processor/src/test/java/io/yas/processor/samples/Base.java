package io.yas.processor.samples;

/** A superclass without a compiled codec: its fields, private ones too, go through the mapper. */
public class Base {
    private int inherited = 3;
    protected String name = "base";

    public int inherited() {
        return inherited;
    }
}
