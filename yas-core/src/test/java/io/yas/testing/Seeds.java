package io.yas.testing;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * The seeds of the property tests: each property is a JUnit {@code @ParameterizedTest} over seeds, and each case
 * draws its values from a {@link Gen} of its seed, so a seed names one case exactly.
 *
 * <p>By default the seeds are {@code 0} to {@code count - 1}: every build checks the same cases. Two system
 * properties, passed to Maven (Surefire hands them to the test JVM), change that for one run:
 * <ul>
 *   <li>{@code -Dyas.seed=N}: only seed {@code N}, to replay the case a failure named, e.g.
 *       {@code ./mvnw -B -o -pl yas-core test -Dtest='IoBufferProperties#truncated*' -Dyas.seed=17};</li>
 *   <li>{@code -Dyas.seeds=random}: {@code count} fresh seeds, printed, for exploration runs.</li>
 * </ul>
 * A case's display name is {@code seed=N} ({@link #NAME}). Registered in the test class as an extension,
 * {@code @RegisterExtension static final Seeds SEEDS = new Seeds();}, this class also puts the seed and the options
 * that replay it first in the message of a failing case, where Surefire's summary shows it. (A field rather than
 * {@code @ExtendWith}: on the module path JUnit may not instantiate a class of this package.)
 *
 * <p>yas-json's property tests use this class and {@link Gen} through yas-core's test jar.
 */
public final class Seeds implements TestExecutionExceptionHandler {
    /** The display name of a seeded case: {@code @ParameterizedTest(name = Seeds.NAME)}. */
    public static final String NAME = "seed={0}";

    /** For a test class's {@code @RegisterExtension} field. */
    public Seeds() {
    }

    /** @return the seeds of a property with {@code count} cases (see the class comment) */
    public static LongStream of(int count) {
        String one = System.getProperty("yas.seed");
        if (one != null && !one.isBlank()) {
            return LongStream.of(Long.parseLong(one.trim()));
        }
        if ("random".equals(System.getProperty("yas.seeds"))) {
            long[] fresh = new SplittableRandom().longs(count).toArray();
            System.out.println("yas.seeds=random: " + Arrays.toString(fresh));
            return LongStream.of(fresh);
        }
        return LongStream.range(0, count);
    }

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        String name = context.getDisplayName();
        if (!name.startsWith("seed=")) {
            throw failure;
        }
        String test = context.getRequiredTestClass().getSimpleName() + "#" + context.getRequiredTestMethod().getName();
        throw new AssertionError(name + " failed, replay with -Dtest='" + test + "' -Dyas.seed=" + name.substring(5)
                + ": " + (failure instanceof AssertionError ? failure.getMessage() : failure), failure);
    }
}
