package io.yas.wire;

/**
 * What a protocol header says: the producer (for YaS the string in the header, {@code "YaS"}) and the version.
 *
 * @param producer protocol name as found on the wire
 * @param major    major version
 * @param minor    minor version
 * @param micro    micro version
 */
public record ProtocolInfo(String producer, int major, int minor, int micro) {
    /** {@return the version as {@code "major.minor.micro"}, e.g. {@code "1.0.0"}} */
    public String version() {
        return major + "." + minor + "." + micro;
    }
}
