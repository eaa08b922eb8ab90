package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

import java.util.ArrayList;
import java.util.List;

/** A cyclic type: the processor's check and the codec's nested objects end where the data does. */
@GenerateCodec
public class Node {
    public int value;
    public Node next;
    public List<Node> children = new ArrayList<>();
}
