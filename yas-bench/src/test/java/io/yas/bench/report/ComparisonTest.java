package io.yas.bench.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.yas.bench.report.Rows.roundTrip;
import static org.assertj.core.api.Assertions.assertThat;

class ComparisonTest {
    private static final List<Row> L1 = List.of(roundTrip("L1", "yas", 100), roundTrip("L1", "yasCustom", 50),
            roundTrip("L1", "copy", 10), roundTrip("L1", "kryo", 150), roundTrip("L1", "fory", 80),
            roundTrip("L1", "yasJson", 400), roundTrip("L1", "jackson", 600), roundTrip("L1", "dslJson", 500));

    @Test
    void bestPeerIgnoresYasVariantsAndTheCopyCeiling() {
        assertThat(Comparison.bestPeer(L1)).get().extracting(Row::peer).isEqualTo("fory");
    }

    @Test
    void yasRatioIsBestPeerTimeOverYasTime() {
        Comparison c = Comparison.yasVsBestPeer(L1).orElseThrow();

        assertThat(c.best().peer()).isEqualTo("fory");
        assertThat(c.speedRatio()).isEqualTo(0.8);
    }

    @Test
    void yasJsonIsComparedWithTheFastestJsonLibraryOnly() {
        Comparison c = Comparison.yasJsonVsBestJson(L1).orElseThrow();

        assertThat(c.best().peer()).isEqualTo("dslJson");
        assertThat(c.speedRatio()).isEqualTo(1.25);
    }

    @Test
    void noComparisonWithoutBothRows() {
        List<Row> onlyPeers = List.of(roundTrip("L1", "kryo", 1), roundTrip("L1", "fory", 2));

        assertThat(Comparison.yasVsBestPeer(onlyPeers)).isEmpty();
        assertThat(Comparison.yasJsonVsBestJson(L1.subList(0, 5))).isEmpty();
        assertThat(Comparison.bestPeer(List.of(roundTrip("L1", "yas", 1)))).isEmpty();
    }

    @Test
    void groupsByWorkloadPayloadAndOpInOrderOfAppearance() {
        List<Row> rows = List.of(roundTrip("L2", "yas", 1), roundTrip("L1", "yas", 2), roundTrip("L2", "kryo", 3),
                Rows.row("Customer", "L2", "yas", "encode", 4), Rows.row("Numbers", "L2", "yas", "roundTrip", 5));

        List<List<Row>> groups = Comparison.groups(rows);

        assertThat(groups).extracting(g -> g.size()).containsExactly(2, 1, 1, 1);
        assertThat(groups.get(0)).extracting(Row::peer).containsExactly("yas", "kryo");
    }
}
