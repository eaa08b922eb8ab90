package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

import java.util.List;

/** A record with every kind of component: primitives of one and two slots, boxes, strings, arrays, containers. */
@GenerateCodec
public record Sample(byte b, short sh, long l, double d, boolean flag, char c, float f, int i, String s, int[] counts,
                     List<String> tags, Everything.Leaf at, Integer boxed, Everything.Day day) {
}
