"""The Python API: dict-like reading, numpy dtypes and shapes, zero-copy, write rules and write errors."""

from __future__ import annotations

import dataclasses
import enum
from typing import Annotated

import numpy as np
import pytest

import yas
from conftest import GOLDEN


def read(folder: str, vector: str) -> yas.Message:
    return yas.loads((GOLDEN / folder / f"{vector}.bin").read_bytes())


def test_message_reads_like_a_dict():
    msg = read("yas", "28_pojo_ioclassserialiser")
    assert (msg.protocol, msg.version, msg.name) == ("YaS", "1.0.0", "yas.golden.SamplePojo")
    assert msg["inner"]["deeper"]["note"] == "deep"
    assert msg["inner"]["deeper"]["code"] == "Z" and isinstance(msg["inner"]["deeper"]["code"], yas.Char)
    assert "inner" in msg and "missing" not in msg
    assert list(msg)[:3] == ["id", "voltage", "name"]
    assert msg.get("nope", 7) == 7
    with pytest.raises(KeyError):
        msg["nope"]
    voltage = msg.field("voltage")
    assert (voltage.unit, voltage.quantity, voltage.description, voltage.modifier) == ("V", "voltage",
                                                                                       "supply voltage", 1)
    assert msg["day"] == yas.EnumValue("FRIDAY", 4, "java.time.DayOfWeek", "DayOfWeek",
                                       "[MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY]")
    assert msg["lookup"] == {"one": 1, "two": 2} and isinstance(msg["lookup"], yas.Map)
    assert msg.to_dict()["inner"]["stamps"].tolist() == [100, 200]


@pytest.mark.parametrize("name,dtype", [("int2d", "<i4"), ("float2d", "<f4"), ("long2d", "<i8"),
                                        ("short2d", "<i2"), ("byte2d", "|i1"), ("bool2d", "|b1"),
                                        ("char2d", "<U1")])
def test_arrays_have_the_exact_dtype_and_their_dims_as_shape(name, dtype):
    f = read("yas", "19_multidim_other_types").field(name)
    assert f.value.dtype.str == dtype
    assert f.value.shape == f.dims


def test_scalars_keep_their_wire_type():
    msg = read("yas", "02_primitives")
    assert [type(msg[k]) for k in ("bTrue", "aByte", "aShort", "anInt", "aLong", "aFloat", "aDouble")] == [
        bool, np.int8, np.int16, np.int32, np.int64, np.float32, np.float64]
    assert msg["aFloat"] == np.float32(3.14159)


def test_aligned_arrays_are_zero_copy_views_of_the_input():
    data = np.frombuffer(yas.dumps({"samples": np.arange(1000.0)}), np.uint8)
    memory = np.zeros(len(data) + 16, np.uint8)
    shared = []
    for shift in range(8):  # the message at 8 addresses: the doubles are 8-byte aligned at exactly one of them
        memory[shift:shift + len(data)] = data
        samples = yas.loads(memory[shift:shift + len(data)])["samples"]
        assert samples.flags.aligned and not samples.flags.writeable
        assert samples.tolist() == list(range(1000))
        shared.append(np.shares_memory(samples, memory))
    assert shared.count(True) == 1


def test_string_arrays_are_object_arrays_shaped_by_dims():
    names = read("cmwlight", "20_multidim_string_2d")["names"]
    assert names.dtype == object and names.tolist() == [["a", "b"], ["c", "d"]]


def test_cpp_map_of_vectors_has_array_values():
    mv = read("cpp", "15_map_of_vectors")["mv"]
    assert list(mv) == ["p"] and mv["p"].dtype == np.int32 and mv["p"].tolist() == [2, 3]


def test_custom_data_keeps_its_payload():
    point = read("yas", "27_custom_other")["point"]
    assert (point.type_name, point.framed, point.byte_count) == ("yas.golden.CustomPoint", True, 23)


# ------------------------------------------------------------------------------------------------ writing
class Colour(enum.Enum):
    RED = 1
    GREEN = 2


@dataclasses.dataclass
class Beam:
    energy: Annotated[float, yas.Unit("GeV/u"), yas.Quantity("energy"), yas.Modifier(1)]
    particles: Annotated[int, yas.Description("per bunch")]
    stamp: np.int64
    code: yas.Char
    values: list[np.int16]
    colour: Colour
    nested: dict


def test_dataclass_annotations_choose_types_and_metadata():
    beam = Beam(450.0, 10, 5, "x", [1, 2], Colour.GREEN, {"a": 1.5})
    msg = yas.loads(yas.dumps(beam))
    energy = msg.field("energy")
    assert (energy.type, energy.unit, energy.quantity, energy.description, energy.modifier) == (
        yas.DataType.DOUBLE, "GeV/u", "energy", "", 1)
    assert msg.field("particles").type is yas.DataType.INT and msg.field("particles").description == "per bunch"
    assert msg.field("stamp").type is yas.DataType.LONG
    assert msg.field("code").type is yas.DataType.CHAR
    assert msg.field("values").element_types == (yas.DataType.SHORT,)
    assert msg["colour"] == yas.EnumValue("GREEN", 1, f"{__name__}.Colour", "Colour", "[RED, GREEN]")
    assert msg["nested"]["a"] == 1.5
    assert yas.dumps(beam, metadata=False) != yas.dumps(beam)
    assert yas.loads(yas.dumps(beam, metadata=False)).field("energy").unit is None


def test_round_trip_of_plain_values():
    obj = {"i": 1, "f": 0.5, "s": "text", "b": False, "m": np.eye(3, dtype=np.float32), "l": ["a", "b"],
           "raw": b"\x01\xff", "map": yas.Map({1: 2.0})}
    msg = yas.loads(yas.dumps(obj))
    assert msg["m"].dtype == np.float32 and msg["m"].shape == (3, 3) and (msg["m"] == np.eye(3)).all()
    assert msg["raw"].dtype == np.int8 and msg["raw"].tolist() == [1, -1]
    assert msg["l"] == ["a", "b"] and msg["map"] == {1: 2.0}
    assert yas.dumps(msg) == yas.dumps(obj)


@pytest.mark.parametrize("obj,error,text", [
    ({"big": 2**31}, ValueError, "does not fit INT"),
    ({"u": np.array([1], np.uint16)}, TypeError, "no wire type for numpy dtype uint16"),
    ({"Ω": 1}, ValueError, "ISO-8859-1"),
    ({"c": yas.Value("€", type=yas.DataType.CHAR)}, ValueError, "one character U\\+0000..U\\+00FF"),
    ({"n": None}, TypeError, "no wire type for a NoneType"),
    ({"s": yas.Value("€", iso8859=True)}, ValueError, "field 's': '€' does not fit ISO-8859-1"),
    ({"x": object()}, TypeError, "field 'x': no wire type"),
    ({1: 2}, TypeError, "field names are strings"),
    ({"l": [[1]]}, TypeError, "scalars or strings"),
])
def test_write_errors_name_the_field_and_the_rule(obj, error, text):
    with pytest.raises(error, match=text):
        yas.dumps(obj)


def test_cmwlight_refuses_what_it_cannot_carry():
    with pytest.raises(ValueError, match="CmwLight cannot carry a collection"):
        yas.dumps({"l": [1, 2]}, "cmwlight")
    with pytest.raises(ValueError, match="CmwLight cannot carry a map"):
        yas.dumps({"m": yas.Map({1: 2})}, "cmwlight")
    with pytest.raises(ValueError, match="protocol must be"):
        yas.dumps({}, "json")


def test_json_text_is_named_not_read():
    with pytest.raises(yas.FormatError, match="JSON text"):
        yas.loads(b' {"a": 1}')


def test_unresolvable_string_annotations_fall_back_to_the_values():
    @dataclasses.dataclass
    class Local:
        x: "NotDefinedAnywhere"  # noqa: F821
        y: "np.int64"

    msg = yas.loads(yas.dumps(Local(1, 2)))
    assert (msg.field("x").type, msg.field("y").type) == (yas.DataType.INT, yas.DataType.INT)


def test_readme_example():
    @dataclasses.dataclass
    class Beam:
        energy: Annotated[float, yas.Unit("GeV/u")]
        turns: np.int64
        samples: np.ndarray

    msg = yas.loads(yas.dumps(Beam(450.0, 12, np.linspace(0, 1, 5))))
    assert (str(msg["samples"].dtype), msg.field("energy").unit, msg.field("turns").type) == (
        "float64", "GeV/u", yas.DataType.LONG)
