package io.yas.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.io.SerializedString;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The table of encoded member names that {@link JsonWriter} and {@link JsonCursor} keep (fixed arrays: bounded): names
 * whose hashes share their low bits are kept side by side, a fifth of one slot evicts one of four, and any number of
 * names can pass through it, each found right after it is added.
 */
class EncodedNamesTest {
    @Test
    void namesWhoseHashesShareTheLowBitsAreBothKept() {
        assertThat("short1".hashCode() & 511).as("the names of TestDataClass that evicted each other")
                .isEqualTo("long1".hashCode() & 511);
        EncodedNames names = new EncodedNames();
        SerializedString shortName = names.add("short1");
        SerializedString longName = names.add("long1");
        assertThat(names.find("short1")).isSameAs(shortName);
        assertThat(names.find("long1")).isSameAs(longName);
        assertThat(names.find(new String("long1"))).as("found by equality, too").isSameAs(longName);
        assertThat(longName.getValue()).isEqualTo("long1");
        assertThat(names.find("int1")).isNull();
    }

    @Test
    void aFifthNameOfOneSlotEvictsOneOfTheFourAndAnyNumberOfNamesPassThrough() {
        List<String> sameSlot = new ArrayList<>();
        for (int i = 0; sameSlot.size() < 5; i++) {
            String name = "field" + i;
            if ((name.hashCode() & 511) == ("field0".hashCode() & 511)) {
                sameSlot.add(name);
            }
        }
        EncodedNames names = new EncodedNames();
        for (String n : sameSlot.subList(0, 4)) {
            names.add(n);
        }
        assertThat(sameSlot.subList(0, 4)).allSatisfy(n -> assertThat(names.find(n)).isNotNull());
        SerializedString fifth = names.add(sameSlot.get(4));
        assertThat(names.find(sameSlot.get(4))).isSameAs(fifth);
        assertThat(sameSlot.subList(0, 4).stream().filter(n -> names.find(n) == null)).as("one evicted").hasSize(1);

        for (int i = 0; i < 10_000; i++) { // any number of names: each is kept or encoded again, never lost
            String n = "member" + i;
            assertThat(names.add(n).getValue()).isEqualTo(n);
            assertThat(names.find(n).getValue()).isEqualTo(n);
        }
    }
}
