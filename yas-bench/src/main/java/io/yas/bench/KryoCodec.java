package io.yas.bench;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;

/**
 * Kryo as its documentation recommends for speed: every class registered, {@code writeObject}/{@code readObject}
 * with the class known (no class name on the wire), one reused {@link Output} and {@link Input}. {@code unsafe}
 * uses Kryo's {@link UnsafeOutput}/{@link UnsafeInput} (native byte order, bulk primitive arrays; peer
 * {@code kryoUnsafe}).
 */
final class KryoCodec<T> extends Codec<T> {
    private static final Class<?>[] JDK_CLASSES = {boolean[].class, byte[].class, char[].class, short[].class,
            int[].class, long[].class, float[].class, double[].class, String[].class, ArrayList.class,
            HashMap.class, LinkedHashMap.class};

    private final Kryo kryo = new Kryo();
    private final Class<T> type;
    private final Output output;
    private final Input input;

    /** @param registered the payload's own classes, registered after the JDK collections and arrays */
    KryoCodec(boolean unsafe, Class<T> type, Class<?>... registered) {
        this.type = type;
        output = unsafe ? new UnsafeOutput(1024, -1) : new Output(1024, -1);
        input = unsafe ? new UnsafeInput() : new Input();
        output.setVariableLengthEncoding(!unsafe);
        input.setVariableLengthEncoding(!unsafe);
        kryo.setReferences(false);
        for (Class<?> c : JDK_CLASSES) {
            kryo.register(c);
        }
        for (Class<?> c : registered) {
            kryo.register(c);
        }
    }

    @Override
    int encode(T value) {
        output.reset();
        kryo.writeObject(output, value);
        return output.position();
    }

    @Override
    Object decode() {
        input.setBuffer(output.getBuffer(), 0, output.position());
        return kryo.readObject(input, type);
    }
}
