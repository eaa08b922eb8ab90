package io.yas.mapping;

/** A top-level (not nest-mate) superclass with private fields: the mapper must reach them. */
class MappedBase {
    private int baseId;
    private String baseName;

    int baseId() {
        return baseId;
    }

    void setBase(int id, String name) {
        this.baseId = id;
        this.baseName = name;
    }

    String baseName() {
        return baseName;
    }
}
