package io.yas.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Field metadata written into the YaS field header (docs/spec-yas.md §3.4): all four items at once. If present
 * it wins over {@link Unit}, {@link Quantity}, {@link Description} and {@link Modifier}, and the metadata block is
 * written even when every item is empty. On a class it annotates the root (or nested) object's markers.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.TYPE, ElementType.RECORD_COMPONENT})
public @interface MetaInfo {
    /** {@return unit, e.g. {@code "V"}} */
    String unit() default "";

    /** {@return physical quantity, e.g. {@code "voltage"}} */
    String quantity() default "";

    /** {@return free text} */
    String description() default "";

    /** {@return access modifier 0..255: 0 read-write, 1 read-only, 2 read-write deprecated, … (see FieldDescription)} */
    int modifier() default 0;
}
