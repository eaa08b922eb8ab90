package io.yas.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the annotation processor of artifact {@code yas-processor} to generate, at compile time, the Java source of a
 * codec for this class or record: a {@code <Name>_YasCodec} in the same package ({@code Outer_Inner_YasCodec} for a
 * nested class) that writes and reads its fields with straight-line code, registered in
 * {@code META-INF/services/io.yas.mapping.CompiledCodec}, which {@code io.yas.mapping.ClassMapping} then prefers to
 * the codec it would otherwise generate at run time. The processor reports every field it cannot map as a
 * compile-time error naming the field and the reason. Both codecs write the same bytes and read the same objects;
 * {@code ClassMapping.describe} says which one a class uses.
 *
 * <p>The processor is optional: without it on the annotation processor path this annotation changes nothing and the
 * class is mapped by the run-time generator (or reflection), as every class without it. The annotation is kept at
 * run time only so that {@code describe} can say that an annotated class has no compiled codec. In a named module,
 * which does not read {@code META-INF/services}, declare each codec:
 * {@code provides io.yas.mapping.CompiledCodec with org.example.Point_YasCodec;}.
 */
@Retention(RetentionPolicy.RUNTIME) // not @Documented: a build instruction, not part of the class's API
@Target(ElementType.TYPE)
public @interface GenerateCodec {
    /**
     * {@return the field types written by a {@code FieldSerialiser} that the application registers in its
     * {@code ClassMapping}} The processor cannot see run-time registrations: a field whose type is one of these (or a
     * subtype) is accepted as it is and left to its serialiser, here and in the nested classes checked with this
     * class. Without it such a field is a compile-time error when the mapping cannot take its type apart itself.
     * Primitives, boxes, {@code String} and primitive arrays are not affected: the codec writes those itself, and a
     * {@code FieldSerialiser} registered for one of them makes the mapping use its run-time codec for the class.
     */
    Class<?>[] serialised() default {};
}
