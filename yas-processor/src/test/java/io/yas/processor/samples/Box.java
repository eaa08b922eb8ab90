package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

import java.util.ArrayList;
import java.util.List;

/** A generic class: handled as its raw type, each field as its erasure (a bounded type variable as its bound). */
@GenerateCodec
public class Box<T extends Everything.Leaf> {
    public T content;
    public List<String> labels = new ArrayList<>();
    public int size;
}
