/**
 * YaS chart-fx: the chart-fx {@code DataSet} over YaS, CmwLight and JSON. {@link io.yas.chartfx.DataSetSerialiser}
 * writes and reads the reference's DataSet block; {@link io.yas.chartfx.DataSets} registers it with class mapping.
 */
module io.yas.chartfx {
    requires transitive io.yas;
    requires transitive de.gsi.chartfx.dataset;

    exports io.yas.chartfx;
}
