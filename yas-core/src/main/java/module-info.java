/**
 * YaS core: the {@link io.yas.buffer.IoBuffer} byte layer and the YaS binary wire format ({@link io.yas.wire}).
 * Needs nothing but the JDK.
 */
module io.yas {
    exports io.yas.buffer;
    exports io.yas.wire;
}
