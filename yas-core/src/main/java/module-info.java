/**
 * YaS core: the {@link io.yas.buffer.IoBuffer} byte layer, the YaS binary wire format ({@link io.yas.wire}) and the
 * class mapping ({@link io.yas.mapping}, {@link io.yas.annotation}). Needs the JDK and ASM, which generates the
 * class mapping's writers at run time.
 */
@SuppressWarnings("module") // the one qualified export names io.yas.json, which is compiled after this module
module io.yas {
    requires org.objectweb.asm;

    exports io.yas.annotation;
    exports io.yas.buffer;
    exports io.yas.mapping;
    exports io.yas.wire;
    /** Error factory shared with the JSON protocol and chart-fx modules; not API. */
    exports io.yas.internal to io.yas.json, io.yas.chartfx;
    /** Protocols in other modules (JSON) plug in here. */
    uses io.yas.wire.ProtocolCodec;
    /** Codecs generated at compile time by yas-processor ({@code provides io.yas.mapping.CompiledCodec with …}). */
    uses io.yas.mapping.CompiledCodec;
}
