package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.yas.mapping.ClassMapping;

import org.junit.jupiter.api.Test;

/**
 * Which path the class mapper takes for this module's test classes in each surefire execution that runs the JSON
 * mapping tests, so that neither run of the suite is silently the other's: on the module path (the default
 * execution; module {@code io.yas.json}, opened to {@code io.yas} but not its own module) codecs generated at run
 * time that reach the classes' fields through method handles, on the class path (execution {@code class-path}, one
 * unnamed module with {@code io.yas}) codecs generated as nestmates of the classes; the reflective writer and reader
 * where {@code -Dyas.mapping.codegen=false} turns generation off.
 */
class MappingPathTest {
    @Test
    void theTestClassesAreMappedByThePathThisRunIsFor() {
        boolean classPath = "class".equals(System.getProperty("yas.test.path"));
        assertThat(MappingPathTest.class.getModule().isNamed()).as("on the module path").isEqualTo(!classPath);
        String path = ClassMapping.defaults().describe(JsonMappingTest.Lists.class);
        if ("false".equals(System.getProperty("yas.mapping.codegen"))) {
            assertThat(path).contains(": reflective writer (").contains("reflective reader (");
        } else if (classPath) {
            assertThat(path).endsWith(": generated writer, generated reader");
        } else {
            assertThat(path).endsWith(": generated writer, generated reader (fields through method handles: no "
                    + "full-privilege lookup on " + JsonMappingTest.Lists.class.getName() + " (module io.yas.json is "
                    + "not io.yas's))");
        }
    }
}
