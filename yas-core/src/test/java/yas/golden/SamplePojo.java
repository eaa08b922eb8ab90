package yas.golden;

import io.yas.annotation.MetaInfo;

import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The class behind reference vector 28_pojo_ioclassserialiser (see golden/yas/MANIFEST.md). */
public class SamplePojo {
    public static int ignoredStatic = 5;
    public transient int ignoredTransient = 99;
    public int id = 42;
    @MetaInfo(unit = "V", quantity = "voltage", description = "supply voltage", modifier = 1)
    public double voltage = 3.3;
    public String name = "sample";
    public boolean enabled = true;
    public int[] counts = {1, 2, 3};
    public double[] samples = {0.5, -1.25};
    public String[] tags = {"alpha", "beta"};
    public List<Integer> numbers = new ArrayList<>(List.of(7, 8, 9));
    public Map<String, Integer> lookup = new LinkedHashMap<>(Map.of("one", 1));
    public DayOfWeek day = DayOfWeek.FRIDAY;
    public Inner inner = new Inner();
    public Inner missing = null;

    public SamplePojo() {
        lookup.put("two", 2);
    }

    public static class Inner {
        public short level = 3;
        public float ratio = 0.75f;
        public long[] stamps = {100, 200};
        public Deeper deeper = new Deeper();
    }

    public static class Deeper {
        public String note = "deep";
        public char code = 'Z';
    }
}
