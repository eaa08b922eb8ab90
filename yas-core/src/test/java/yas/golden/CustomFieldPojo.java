package yas.golden;

/** The class behind reference vector 30_pojo_custom_field_serialiser. */
public class CustomFieldPojo {
    public int before = 1;
    public CustomPoint point = new CustomPoint(1.5, -2.0, "P1");
    public int after = 2;
}
