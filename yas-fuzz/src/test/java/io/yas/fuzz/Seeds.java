package io.yas.fuzz;

import io.yas.buffer.IoBuffer;
import io.yas.mapping.IoClassSerialiser;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The seed corpus of every fuzz test: the golden vectors of yas-core (read in place from
 * {@code yas-core/src/test/resources/golden}, never copied, so they stay the reference's bytes) and the mapped
 * test classes ({@link Mapped}, {@link CompiledMapped}) written by our own writers. In regression mode JUnit runs each
 * seed as one test invocation; in fuzzing mode Jazzer starts from them.
 */
final class Seeds {
    /** The golden folders, relative to this module (surefire runs the tests in it). */
    private static final Path GOLDEN = Path.of("..", "yas-core", "src", "test", "resources", "golden");

    private Seeds() {
    }

    /** @return every golden vector ({@code *.bin}, {@code *.json}) and every written sample ({@link #written}) */
    static Stream<Arguments> all() {
        return Stream.concat(golden(), written());
    }

    /** @return every golden vector, named by its folder and file */
    static Stream<Arguments> golden() {
        List<Arguments> seeds = new ArrayList<>();
        for (String folder : new String[] {"yas", "cmwlight", "json", "cpp"}) {
            try (Stream<Path> files = Files.list(GOLDEN.resolve(folder))) {
                for (Path f : files.sorted().toList()) {
                    String name = f.getFileName().toString();
                    if (name.endsWith(".bin") || name.endsWith(".json")) {
                        seeds.add(seed("golden/" + folder + "/" + name, Files.readAllBytes(f)));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("golden vectors expected in " + GOLDEN.toAbsolutePath(), e);
            }
        }
        return seeds.stream();
    }

    /** @return each {@link Mapped} and {@link CompiledMapped} sample in each protocol that can carry it */
    static Stream<Arguments> written() {
        List<Arguments> seeds = new ArrayList<>();
        for (Object sample : Stream.concat(Mapped.samples().stream(), CompiledMapped.samples().stream()).toList()) {
            for (Protocol p : Protocol.values()) {
                byte[] bytes = write(p, sample);
                if (bytes != null) {
                    seeds.add(seed("written/" + p.displayName() + "/" + sample.getClass().getSimpleName(), bytes));
                }
            }
        }
        return seeds.stream();
    }

    /** @return the message, or {@code null} if the protocol cannot carry the sample (CmwLight: collections) */
    private static byte[] write(Protocol protocol, Object sample) {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(1024)).setProtocol(protocol);
        try {
            s.serialise(sample);
        } catch (IllegalArgumentException e) {
            return null;
        }
        IoBuffer b = s.buffer();
        byte[] bytes = new byte[b.position()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = b.getByte(i);
        }
        return bytes;
    }

    private static Arguments seed(String name, byte[] bytes) {
        return Arguments.of(Named.of(name, bytes));
    }
}
