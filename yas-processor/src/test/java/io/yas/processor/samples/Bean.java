package io.yas.processor.samples;

import io.yas.annotation.GenerateCodec;

import java.util.ArrayList;
import java.util.List;

/** Private fields, reached through their getters and setters. */
@GenerateCodec
public class Bean {
    private boolean active = true;
    private Boolean checked = Boolean.TRUE;
    private int count = 2;
    private String label = "bean";
    private double[] values = {0.5};
    private List<Integer> numbers = new ArrayList<>(List.of(1, 2));

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public Boolean getChecked() {
        return checked;
    }

    public void setChecked(Boolean checked) {
        this.checked = checked;
    }

    public int getCount() {
        return count;
    }

    public void setCount(int count) {
        this.count = count;
    }

    String getLabel() {
        return label;
    }

    void setLabel(String label) {
        this.label = label;
    }

    public double[] getValues() {
        return values;
    }

    public void setValues(double[] values) {
        this.values = values;
    }

    public List<Integer> getNumbers() {
        return numbers;
    }

    public void setNumbers(List<Integer> numbers) {
        this.numbers = numbers;
    }
}
