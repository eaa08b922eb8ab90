package io.yas.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Where the property tests' seeds come from ({@link Seeds}): fixed, replayed, or drawn from a text. */
class SeedsTest {
    private final String seed = System.getProperty("yas.seed");
    private final String seeds = System.getProperty("yas.seeds");

    @AfterEach
    void restore() {
        set("yas.seed", seed);
        set("yas.seeds", seeds);
    }

    @Test
    void withoutPropertiesTheSeedsAreZeroToCountMinusOne() {
        set("yas.seed", null);
        set("yas.seeds", null);
        assertThat(Seeds.of(4).toArray()).containsExactly(0, 1, 2, 3);
    }

    @Test
    void oneSeedReplaysOnlyThatCase() {
        set("yas.seed", " -17 ");
        set("yas.seeds", "git:abc");
        assertThat(Seeds.of(100).toArray()).containsExactly(-17);
    }

    @Test
    void seedsDrawnFromATextAreTheSameForTheSameTextAndOthersForAnother() {
        long[] first = Seeds.drawn("git:e1396f9d0e39c3f92ea6162b2ffe1a1eac131cc4", 50).toArray();
        assertThat(Seeds.drawn("git:e1396f9d0e39c3f92ea6162b2ffe1a1eac131cc4", 50).toArray()).containsExactly(first);
        assertThat(first).doesNotContain(0L, 1L, 2L).doesNotHaveDuplicates();
        assertThat(Seeds.drawn("git:e1396f9d0e39c3f92ea6162b2ffe1a1eac131cc5", 50).toArray()).doesNotContain(first);
        assertThat(Seeds.drawn("git:ba", 1).toArray()).doesNotContain(Seeds.drawn("git:ab", 1).toArray());
    }

    private static void set(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }
}
