package io.yas.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The field's description, written in the YaS metadata block (docs/spec-yas.md §3.4); the other items are written as
 * {@code ""} unless annotated too. {@link MetaInfo} wins if both are present.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.TYPE, ElementType.RECORD_COMPONENT})
public @interface Description {
    /** {@return the description} */
    String value();
}
