package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

/** A record with a run of every primitive but char, the char, and a run of two before a String. */
@GenerateCodec
public record RunRecord(boolean on, byte b, short s, int i, long l, float f, double d, char c, int after,
                        boolean last, String tail) {
}
