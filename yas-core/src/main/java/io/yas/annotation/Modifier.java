package io.yas.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The field's access modifier byte in the metadata block: 0 read-write, 1 read-only, 2 read-write deprecated,
 * 3 read-only deprecated, 4 read-write private, 5 read-only private (opencmw-cpp's reading). Alone it does not make
 * a metadata block appear, as in the reference: it needs a unit, quantity or description beside it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.TYPE, ElementType.RECORD_COMPONENT})
public @interface Modifier {
    /** {@return the modifier, 0..255} */
    int value();
}
