package io.yas.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The named field groups a field belongs to, e.g. {@code @Groups("settings")}, so that a service can serialise
 * only that subset of an object ({@code IoClassSerialiser.serialise(object, "settings")}) without a second class.
 * A field without this annotation is written only when the whole object is. Nothing of the groups goes on the
 * wire.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Groups {
    /** {@return the group names} */
    String[] value();
}
