package yas.golden;

/**
 * A superclass in another package than its subclass ({@code io.yas.mapping.FreshGeneratedCodecTest.HiddenChild}),
 * with a field whose type only this package may name: the subclass's generated codec reaches it through its handle,
 * the value typed {@code Object} where the codec may not name its class.
 */
public class InheritedHidden {
    public Hidden hidden = new Hidden();
    public double plain = 1.5;

    /** Package-private: no class of another package may name it. */
    static class Hidden {
        int x = 3;
        String s = "h";
    }
}
