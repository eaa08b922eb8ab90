package yas.golden;

/** The custom type of reference vectors 27 and 30. */
public record CustomPoint(double x, double y, String label) {
}
