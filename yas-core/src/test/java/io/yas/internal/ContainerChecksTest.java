package io.yas.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** The class-first type tests answer as the plain {@code instanceof} tests would, for the common classes and others. */
class ContainerChecksTest {
    @Test
    void indexedIsAListReadByIndexAndNullForAnyOtherCollection() {
        ArrayList<Integer> array = new ArrayList<>(List.of(1));
        List<Integer> fixed = Arrays.asList(1, 2);
        List<Integer> unmodifiable = Collections.unmodifiableList(array);
        assertThat(ContainerChecks.indexed(array)).isSameAs(array);
        assertThat(ContainerChecks.indexed(fixed)).isSameAs(fixed);
        assertThat(ContainerChecks.indexed(unmodifiable)).isSameAs(unmodifiable);
        assertThat(ContainerChecks.indexed(List.of(1, 2, 3))).isNotNull();
        assertThat(ContainerChecks.indexed(new LinkedList<>(List.of(1)))).isNull();
        assertThat(ContainerChecks.indexed(new TreeSet<>(List.of(1)))).isNull();
        assertThat(ContainerChecks.indexed(new LinkedHashMap<>(Map.of("a", 1)).keySet())).isNull();
        assertThat(ContainerChecks.indexed(new HashMap<>(Map.of("a", 1)).keySet())).isNull();
        assertThat(ContainerChecks.indexed(new TreeMap<>(Map.of("a", 1)).keySet())).isNull();
    }

    @Test
    void listCollectionAndMapAreTheValueAsThatTypeOrNull() {
        ArrayList<Integer> array = new ArrayList<>();
        LinkedList<Integer> linked = new LinkedList<>();
        TreeSet<Integer> set = new TreeSet<>();
        assertThat(ContainerChecks.list(array)).isSameAs(array);
        assertThat(ContainerChecks.list(linked)).isSameAs(linked);
        assertThat(ContainerChecks.list(set)).isNull();
        assertThat(ContainerChecks.list(null)).isNull();
        assertThat(ContainerChecks.list("text")).isNull();
        assertThat(ContainerChecks.collection(array)).isSameAs(array);
        assertThat(ContainerChecks.collection(set)).isSameAs(set);
        assertThat(ContainerChecks.collection(new HashMap<>())).isNull();
        assertThat(ContainerChecks.collection(null)).isNull();
        for (Map<String, Integer> m : List.of(new LinkedHashMap<String, Integer>(), new HashMap<String, Integer>(),
                new TreeMap<String, Integer>(), Map.of("a", 1))) {
            assertThat(ContainerChecks.map(m)).isSameAs(m);
        }
        assertThat(ContainerChecks.map(array)).isNull();
        assertThat(ContainerChecks.map(null)).isNull();
    }
}
