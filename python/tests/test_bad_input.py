"""Bad input: one exception type (yas.FormatError with offset, field path and expectation), no allocation beyond
what the input justifies, the caller's bytes untouched. Random cases are seeded; a failure prints its seed."""

from __future__ import annotations

import pickle
import random
import struct
import tracemalloc

import pytest
from hypothesis import given, settings, strategies as st

import yas
from conftest import GOLDEN, golden_files

READABLE = [p for p in golden_files("yas", "cmwlight", "cpp")
            if "big_endian" not in p.name and p.read_bytes() != b"\0\0\0\0"]
SEEDS = range(400)


def load_or_format_error(data: bytes, note: str):
    """Reads ``data``; only a FormatError may escape, and the bytes are left as they were."""
    before = bytes(data)
    try:
        return yas.loads(data)
    except yas.FormatError as e:
        assert e.offset >= 0 and e.path.startswith("$") and e.expected and e.actual, note
        return None
    except Exception as e:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{note}: {type(e).__name__} escaped: {e}")
    finally:
        assert data == before, note


@pytest.mark.parametrize("path", READABLE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_truncation_is_a_format_error(path):
    data = path.read_bytes()
    protocol = "cmwlight" if path.parent.name == "cmwlight" or path.stem.startswith("cmwlight") else None
    for n in range(len(data)):
        with pytest.raises(yas.FormatError):
            yas.loads(data[:n], protocol=protocol or ("yas" if n >= 4 else None))


@pytest.mark.parametrize("seed", SEEDS)
def test_random_corruption_reads_or_fails_cleanly_within_bounded_memory(seed):
    rng = random.Random(seed)
    path = rng.choice(READABLE)
    data = bytearray(path.read_bytes())
    for _ in range(rng.randint(1, 4)):
        p = rng.randrange(len(data))
        data[p] = rng.choice([0x00, 0xFF, 0x7F, 0x80, rng.randrange(256)])
    note = f"seed {seed}: {path.name} corrupted to {bytes(data).hex()}"
    tracemalloc.start()
    try:
        load_or_format_error(bytes(data), note)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 200_000 + 100 * len(data), f"{note}: peak allocation {peak} bytes"


@settings(max_examples=300, deadline=None, derandomize=True)
@given(body=st.binary(max_size=200), cmwlight=st.booleans())
def test_arbitrary_bytes_after_a_header_are_read_or_refused(body, cmwlight):
    header = b"" if cmwlight else struct.pack("<i", -1) + b"\4\0\0\0YaS\0\1\0\0"
    load_or_format_error(header + body, f"body {body.hex()}")


# ---------------------------------------------------------------------------- crafted: counts and lengths
def yas_field(type_id: int, name: bytes, payload: bytes, size: int = None) -> bytes:
    head_len = 9 + 4 + len(name) + 1
    return (bytes([type_id]) + struct.pack("<ii", head_len, len(payload) if size is None else size)
            + struct.pack("<i", len(name) + 1) + name + b"\0" + payload)


def yas_message(*fields: bytes) -> bytes:
    return (struct.pack("<i", -1) + b"\4\0\0\0YaS\0\1\0\0" + yas_field(0, b"root", b"") + b"".join(fields)
            + yas_field(254, b"end", b""))


def failure(data: bytes, protocol=None) -> yas.FormatError:
    with pytest.raises(yas.FormatError) as e:
        yas.loads(data, protocol=protocol)
    return e.value


def test_huge_array_count_fails_before_allocating():
    payload = struct.pack("<iii", 1, 2**31 - 1, 2**31 - 1)  # 1-D, 2^31-1 doubles claimed, none present
    e = failure(yas_message(yas_field(107, b"samples", payload)))
    assert (e.path, e.protocol) == ("$.samples", "YaS")
    assert e.offset == 15 + 18 + 21 + 8 and "elements" in e.actual  # header, root, field header, dims


def test_huge_dims_and_negative_dims_fail():
    e = failure(yas_message(yas_field(107, b"m", struct.pack("<i", 2**30))))
    assert e.path == "$.m" and "nDims" in e.expected
    e = failure(yas_message(yas_field(107, b"m", struct.pack("<iiii", 2, 3, -1, 0))))
    assert "dimension 1 >= 0" in e.expected and e.actual == "-1"


def test_data_size_past_the_end_fails_with_the_header_offset():
    e = failure(yas_message(yas_field(9, b"s", struct.pack("<i", 1) + b"\0", size=10**6)))
    assert (e.offset, e.path) == (15 + 18 + 5, "$") and "dataSize" in e.expected


def test_string_length_past_the_field_end_fails():
    e = failure(yas_message(yas_field(9, b"s", struct.pack("<i", 100) + b"x\0")))
    assert e.path == "$.s" and "string" in e.expected and e.actual == "length 100"


def test_nesting_deeper_than_the_limit_fails():
    deep = b"".join(yas_field(0, b"n", b"") for _ in range(70))
    e = failure(yas_message(deep))
    assert "nested objects" in e.expected


def test_missing_end_marker_names_the_object():
    data = yas_message()[:-len(yas_field(254, b"end", b""))]
    e = failure(data)
    assert "END_MARKER of 'root'" in e.expected and e.offset == len(data)


def test_end_marker_without_an_open_object_and_bad_offsets():
    e = failure(struct.pack("<i", -1) + b"\4\0\0\0YaS\0\1\0\0" + yas_field(254, b"end", b""))
    assert "no object is open" in e.expected and e.offset == 15
    bad = bytearray(yas_message())
    bad[15 + 1:15 + 5] = struct.pack("<i", 3)
    assert "dataStartOffset" in failure(bytes(bad)).expected


def test_newer_version_and_wrong_name_are_named():
    msg = bytearray(yas_message())
    msg[13] = 1
    assert failure(bytes(msg)).actual == "version 1.1.0"
    msg = bytearray(yas_message())
    msg[8:11] = b"XaS"
    assert failure(bytes(msg)).actual == '"XaS"'


def test_cmwlight_entry_count_and_unknown_type_id():
    e = failure(struct.pack("<i", 10**6) + b"\0" * 20)
    assert e.protocol == "CmwLight" and "root entry count" in e.expected
    entry = struct.pack("<i", 2) + b"x\0" + bytes([99]) + b"\0" * 8
    e = failure(struct.pack("<i", 1) + entry)
    assert (e.path, e.offset, e.actual) == ("$.x", 10, "type id 99")


def test_cmwlight_nested_path_in_errors():
    inner = struct.pack("<i", 2) + b"a\0" + bytes([12]) + struct.pack("<iii", 1, 5, 5)  # 5 ints claimed, none
    outer = struct.pack("<i", 6) + b"inner\0" + bytes([8]) + struct.pack("<i", 1) + inner
    e = failure(struct.pack("<i", 1) + outer)
    assert e.path == "$.inner.a" and e.protocol == "CmwLight"


def test_message_text_reads_like_java():
    e = failure(yas_message(yas_field(107, b"samples", struct.pack("<iii", 1, 9, 9))))
    assert str(e).startswith("YaS: at byte 62 ($.samples): expected double array: at most 0 elements")
    assert "hex @" in e.window and "|09" in e.window


def test_golden_vectors_are_unchanged_by_reading():
    for path in READABLE:
        data = bytearray(path.read_bytes())
        yas.loads(data)
        assert bytes(data) == path.read_bytes()
    assert (GOLDEN / "yas").is_dir()


def test_format_error_pickles_with_its_fields():
    e = failure(yas_message(yas_field(9, b"s", struct.pack("<i", 100) + b"x\0")))
    copy = pickle.loads(pickle.dumps(e))
    assert (copy.offset, copy.path, copy.expected, copy.actual, copy.protocol, copy.window, str(copy)) == (
        e.offset, e.path, e.expected, e.actual, e.protocol, e.window, str(e))
