package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * How an instance to read into is created, the same on every path (the generated reader allocates it itself, the
 * reflective one calls the constructor's method handle; the suite runs once per path): the no-arg constructor runs,
 * even a private one, so field initialisers give the values of fields missing on the wire; its exception reaches the
 * caller; a class without one is refused with what to add.
 */
class NewInstanceTest {
    public static final class Private {
        static int constructed;
        int value;
        String missing = "initialised";

        private Private() {
            constructed++;
        }

        static Private of(int value) {
            Private p = new Private();
            p.value = value;
            p.missing = null; // not written: a missing field
            return p;
        }
    }

    public static final class Refusing {
        int value;

        Refusing() {
            if (Refusing.refuse) {
                throw new IllegalStateException("not now");
            }
        }

        static boolean refuse;
    }

    public static final class NoDefault {
        int value;

        NoDefault(int value) {
            this.value = value;
        }
    }

    @Test
    void thePrivateConstructorRunsAndInitialisesFieldsMissingOnTheWire() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(Private.of(42));
        s.buffer().flip();
        int before = Private.constructed;
        Private read = s.deserialise(Private.class);
        assertThat(Private.constructed).isEqualTo(before + 1);
        assertThat(read.value).isEqualTo(42);
        assertThat(read.missing).isEqualTo("initialised");
    }

    @Test
    void whatTheConstructorThrowsReachesTheCaller() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        Refusing.refuse = false;
        s.serialise(new Refusing());
        s.buffer().flip();
        Refusing.refuse = true;
        try {
            assertThatThrownBy(() -> s.deserialise(Refusing.class)).isInstanceOf(IllegalStateException.class)
                    .hasMessage("not now");
            assertThat(s.buffer().position()).isZero();
        } finally {
            Refusing.refuse = false;
        }
    }

    @Test
    void aClassWithoutANoArgConstructorIsRefusedOnReadSayingWhatToAdd() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        s.serialise(new NoDefault(1));
        s.buffer().flip();
        assertThatThrownBy(() -> s.deserialise(NoDefault.class)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no no-arg constructor").hasMessageContaining("it may be private");
        assertThat(s.deserialise(new NoDefault(0)).value).isEqualTo(1); // in place needs none
    }
}
