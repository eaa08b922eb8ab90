package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/** A subclass: the superclass's fields first, as the mapper orders them. */
@GenerateCodec
public class Derived extends Base {
    long own = 42;
    Base nested = new Base();

    /** Nested and annotated: its codec is Derived_Inner_YasCodec. */
    @GenerateCodec
    static final class Inner {
        int x = 1;

        private Inner() {
        }
    }

    Inner inner = new Inner();
}
