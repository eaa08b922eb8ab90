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
 * <p>By default the seeds are {@code 0} to {@code count - 1}: every build checks the same cases. Three system
 * properties, passed to Maven (Surefire hands them to the test JVM), change that for one run:
 * <ul>
 *   <li>{@code -Dyas.seed=N}: only seed {@code N}, to replay the case a failure named, e.g.
 *       {@code ./mvnw -B -o -pl yas-core test -Dtest='IoBufferProperties#truncated*' -Dyas.seed=17};</li>
 *   <li>{@code -Dyas.seeds=random}: {@code count} fresh seeds, printed, for exploration runs;</li>
 *   <li>{@code -Dyas.seeds=TEXT}, any other text: {@code count} seeds drawn from the text, the same seeds every
 *       time for the same text. {@code ./run-tests} (and so CI) passes the commit it tests, {@code git:<id>}: each
 *       commit checks cases no commit before it checked, and a run of the same commit repeats its cases exactly,
 *       so a failure in CI is a failure at the developer's desk too.</li>
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

    /** Whether this JVM has said where its seeds come from (once, not per property). */
    private static volatile boolean announced;

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
        String base = System.getProperty("yas.seeds");
        if (base != null && !base.isBlank()) {
            announce(base);
            return drawn(base, count);
        }
        return LongStream.range(0, count);
    }

    /** @return {@code count} seeds drawn from the text: the same for the same text */
    static LongStream drawn(String text, int count) {
        long h = 0xcbf29ce484222325L; // FNV-1a over the text's UTF-16 chars, every char counts
        for (int i = 0; i < text.length(); i++) {
            h = (h ^ text.charAt(i)) * 0x100000001b3L;
        }
        return new SplittableRandom(h).longs(count);
    }

    private static void announce(String base) {
        if (!announced) {
            announced = true;
            System.out.println("property seeds drawn from yas.seeds=" + base + " (a failing case names its seed)");
        }
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
