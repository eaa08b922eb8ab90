package io.yas.mapping;

import io.yas.buffer.IoBuffer;
import io.yas.buffer.YasFormatException;
import io.yas.wire.Protocol;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.yas.mapping.TestSupport.read;
import static io.yas.mapping.TestSupport.readInto;
import static io.yas.mapping.TestSupport.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static java.nio.charset.StandardCharsets.ISO_8859_1;

/**
 * Arrays of enums and of nested objects (docs/spec-yas.md §7.3): on the wire the LIST a {@code List} of the same
 * elements gives, so either field reads the other's message; read in place into an array of the length read, else
 * into a new one, and only once every element was read.
 */
class ElementArrayTest {
    static {
        TestSupport.openTestPackages();
    }

    enum Mode {
        OFF, ON, STANDBY
    }

    static class Point {
        int x;
        String label;

        Point() {
        }

        Point(int x, String label) {
            this.x = x;
            this.label = label;
        }
    }

    static class ArrayForm {
        Mode[] modes;
        Point[] points;
        int after;
    }

    static class ListsForm {
        List<Mode> modes;
        List<Point> points;
        int after;
    }

    private static ArrayForm arrays(Mode[] modes, Point... points) {
        ArrayForm a = new ArrayForm();
        a.modes = modes;
        a.points = points;
        a.after = 42;
        return a;
    }

    @Test
    void anArrayIsWrittenAsTheListOfItsElementsAndReadBack() {
        ArrayForm value = arrays(new Mode[] {Mode.ON, Mode.OFF, Mode.ON}, new Point(1, "a"), new Point(2, "b"));
        ListsForm same = new ListsForm();
        same.modes = new ArrayList<>(List.of(Mode.ON, Mode.OFF, Mode.ON));
        same.points = new ArrayList<>(List.of(new Point(1, "a"), new Point(2, "b")));
        same.after = 42;
        byte[] bytes = write(value);
        // the same bytes but the root's name, the class's (two names of one length)
        byte[] lists = new String(write(same), ISO_8859_1).replace(ListsForm.class.getName(),
                ArrayForm.class.getName()).getBytes(ISO_8859_1);
        TestSupport.assertSameBytes("the lists' message", lists, bytes);

        ArrayForm back = read(bytes, ArrayForm.class);
        assertThat(back.modes).containsExactly(Mode.ON, Mode.OFF, Mode.ON);
        assertThat(back.points).extracting(p -> p.x + p.label).containsExactly("1a", "2b");
        assertThat(back.points.getClass()).isEqualTo(Point[].class);
        assertThat(back.after).isEqualTo(42);
        ListsForm asLists = read(bytes, ListsForm.class);
        assertThat(asLists.modes).containsExactly(Mode.ON, Mode.OFF, Mode.ON);
        assertThat(asLists.points).extracting(p -> p.x).containsExactly(1, 2);
        assertThat(read(write(same), ArrayForm.class).modes).containsExactly(Mode.ON, Mode.OFF, Mode.ON);

        ArrayForm empty = read(write(arrays(new Mode[0])), ArrayForm.class);
        assertThat(empty.modes).isEmpty();
        assertThat(empty.points).isEmpty();
    }

    @Test
    void anArrayOfTheLengthReadIsFilledInPlaceItsObjectsUpdatedAnotherReplaced() {
        Point first = new Point(-1, "old");
        Point second = new Point(-2, "old");
        Mode[] modes = {Mode.OFF, Mode.OFF};
        Point[] points = {first, second};
        ArrayForm target = arrays(modes, points);

        readInto(write(arrays(new Mode[] {Mode.ON, Mode.STANDBY}, new Point(1, "a"), new Point(2, "b"))), target);
        assertThat(target.modes).isSameAs(modes).containsExactly(Mode.ON, Mode.STANDBY);
        assertThat(target.points).isSameAs(points).containsExactly(first, second);
        assertThat(first.x).isEqualTo(1);
        assertThat(second.label).isEqualTo("b");

        readInto(write(arrays(new Mode[] {Mode.OFF}, new Point(3, "c"), new Point(4, "d"), new Point(5, "e"))),
                target);
        assertThat(target.modes).isNotSameAs(modes).containsExactly(Mode.OFF);
        assertThat(target.points).isNotSameAs(points).hasSize(3);
        assertThat(target.points[0]).isSameAs(first); // updated in place by index, as in a list
        assertThat(target.points).extracting(p -> p.x).containsExactly(3, 4, 5);
        assertThat(modes).containsExactly(Mode.ON, Mode.STANDBY);
    }

    @Test
    void aRefusedElementLeavesTheArrayAsItWas() {
        ListsForm wire = new ListsForm();
        wire.modes = List.of(Mode.ON, Mode.STANDBY);
        byte[] bytes = write(wire);
        Mode[] modes = {Mode.OFF, Mode.OFF};
        ArrayForm target = arrays(modes);
        // the same message with STANDBY renamed to a constant Mode does not have
        String text = new String(bytes, ISO_8859_1).replace("STANDBY", "STANDUP");
        YasFormatException e = catchThrowableOfType(YasFormatException.class,
                () -> readInto(text.getBytes(ISO_8859_1), target));
        assertThat(e.expected()).isEqualTo("a constant of " + Mode.class.getName() + " for field 'modes'");
        assertThat(e.actual()).isEqualTo("'STANDUP'");
        assertThat(target.modes).isSameAs(modes).containsExactly(Mode.OFF, Mode.OFF);
    }

    @Test
    void aNullElementIsRefusedOnWriteNamingFieldAndIndex() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise(arrays(new Mode[0], new Point(1, "a"), null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'points': null element 1 (nested-object elements cannot be null)");
        assertThatThrownBy(() -> s.serialise(arrays(new Mode[] {Mode.ON, null})))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("field 'modes': null element 1 (a null element cannot be written)");
    }

    @Test
    void cmwLightRefusesThemAsItRefusesTheirLists() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64)).setProtocol(Protocol.CMWLIGHT);
        String enums = "field 'modes': CmwLight cannot carry a collection (write a primitive or String array instead)";
        assertThatThrownBy(() -> s.serialise(arrays(new Mode[] {Mode.ON}))).isInstanceOf(
                IllegalArgumentException.class).hasMessage(enums);
        ListsForm lists = new ListsForm();
        lists.modes = List.of(Mode.ON);
        assertThatThrownBy(() -> s.serialise(lists)).isInstanceOf(IllegalArgumentException.class).hasMessage(enums);
        assertThatThrownBy(() -> s.serialise(arrays(null, new Point(1, "a")))).isInstanceOf(
                IllegalArgumentException.class).hasMessage("field 'points': CmwLight cannot carry a collection of "
                        + "nested objects (" + Point.class.getName() + ")");
    }

    record Route(String name, Point[] stops, Mode[] modes) {
    }

    static class SubPoint extends Point {
    }

    @Test
    void aRecordComponentIsReadIntoANewArrayAndAHeldArrayOfASubclassIsNotFilled() {
        Route route = read(write(new Route("r", new Point[] {new Point(1, "a")}, new Mode[] {Mode.ON})), Route.class);
        assertThat(route.stops()).extracting(p -> p.x).containsExactly(1);
        assertThat(route.modes()).containsExactly(Mode.ON);

        Point[] subs = new SubPoint[] {new SubPoint()};
        ArrayForm target = arrays(null, subs);
        readInto(write(arrays(null, new Point(5, "e"))), target);
        assertThat(target.points).isSameAs(subs); // its element object updated in place
        assertThat(subs[0].x).isEqualTo(5);
        subs[0] = null; // now the element is made anew: a Point, which a SubPoint[] cannot hold
        readInto(write(arrays(null, new Point(6, "f"))), target);
        assertThat(target.points).isNotSameAs(subs).isExactlyInstanceOf(Point[].class);
        assertThat(target.points[0].x).isEqualTo(6);
    }

    static class Grid {
        Mode[][] modes;
    }

    static class Opaque {
        Object[] values;
    }

    @Test
    void aNestedArrayOfEnumsOrAnArrayOfAnUnmappableClassIsRefusedWhenTheClassIsDescribed() {
        IoClassSerialiser s = new IoClassSerialiser(IoBuffer.allocate(64));
        assertThatThrownBy(() -> s.serialise(new Grid())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("field 'modes' of " + Grid.class.getName() + ": arrays of "
                        + Mode.class.getName() + " with 2 dimensions are not supported");
        assertThatThrownBy(() -> s.serialise(new Opaque())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("field 'values' of " + Opaque.class.getName() + ": element type: ");
    }
}
