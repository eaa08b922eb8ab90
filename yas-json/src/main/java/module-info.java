/**
 * YaS JSON: the JSON protocol on jackson-core's streaming API (no databind). {@link io.yas.json.JsonWriter} writes a
 * message field by field with the method families of {@code io.yas.wire.YasWriter}; {@link io.yas.json.JsonReader}
 * reads one into the generic field tree {@code io.yas.wire.WireField}. Rules: docs/spec-json.md.
 */
module io.yas.json {
    requires transitive io.yas;
    requires com.fasterxml.jackson.core;

    exports io.yas.json;

    provides io.yas.wire.ProtocolCodec with io.yas.json.JsonCodec;
}
