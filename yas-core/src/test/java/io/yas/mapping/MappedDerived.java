package io.yas.mapping;

/** The subclass of {@link MappedBase}, also top level. */
class MappedDerived extends MappedBase {
    private double value;
    private int count;

    void setAll(int id, String name, double v, int c) {
        setBase(id, name);
        this.value = v;
        this.count = c;
    }
}
