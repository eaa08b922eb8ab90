package io.yas.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The CmwLight type ids of docs/spec-cmwlight.md §4 both ways: every id of the table names its type and is the id
 * written for it (with its rank for arrays), every other value is UNKNOWN, and a type without an id is refused.
 */
class CmwLightTypeTableTest {
    @Test
    void everyIdOfTheTableIsTheIdWrittenForItsType() {
        int known = 0;
        for (int id = 0; id < 256; id++) {
            DataType t = CmwLightTypes.ofId(id);
            if (t == DataType.UNKNOWN) {
                continue;
            }
            known++;
            int rank = id >= 9 && id <= 32 ? (id - 9) / 8 : id >= CmwLightTypes.CHAR_ARRAY ? id - 202 : 0;
            assertThat(CmwLightTypes.id(t, rank + 1)).as("id %d, %s of rank %d", id, t, rank).isEqualTo(id);
        }
        assertThat(known).as("0..32 and 201..204").isEqualTo(37);
        assertThat(CmwLightTypes.ofId(CmwLightTypes.DATA)).isEqualTo(DataType.START_MARKER);
        assertThat(CmwLightTypes.id(DataType.START_MARKER, 0)).isEqualTo(8);
        assertThat(CmwLightTypes.ofId(7)).isEqualTo(DataType.STRING);
        assertThat(CmwLightTypes.ofId(32)).isEqualTo(DataType.STRING_ARRAY);
        assertThat(CmwLightTypes.ofId(201)).isEqualTo(DataType.CHAR);
    }

    @Test
    void valuesOutsideTheTableAreUnknownEvenBeyondOneByte() {
        for (int id : new int[] {-1, 33, 200, 205, 255, 256, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
            assertThat(CmwLightTypes.ofId(id)).as("id %d", id).isEqualTo(DataType.UNKNOWN);
        }
    }

    @Test
    void aTypeWithoutACmwLightIdIsRefusedNamingIt() {
        for (DataType t : new DataType[] {DataType.MAP, DataType.LIST, DataType.ENUM, DataType.END_MARKER}) {
            assertThatThrownBy(() -> CmwLightTypes.id(t, 1)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("CmwLight has no type id for " + t);
        }
    }
}
