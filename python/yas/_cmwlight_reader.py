"""Reads a CmwLight message into the field tree (docs/spec-cmwlight.md): ``[int32 entry count][entries…]``, an
entry ``[int32 nameLen+1][name][00][u8 type id][data]``; a nested object (id 8) has an entry count as its data.
There are no sizes: each entry's size is computed from its data, every count checked against the bytes left."""

from __future__ import annotations

from .errors import FormatError
from ._source import Source, read_value
from .tree import Field, Message
from .types import CMW_DATA, CMW_TYPES, DataType

PROTOCOL = "CmwLight"
VERSION = "1.0.1"  # nothing on the wire says it; that of the reference's CmwLightSerialiser, as the Java reader
MAX_DEPTH = 64
MIN_ENTRY_BYTES = 7  # name length, NUL, type id and a one-byte value
MIN_HEADER_BYTES = 6


class CmwLightTreeReader:
    def __init__(self, src: Source):
        self.src = src
        self.names = []

    def path(self, name=None) -> str:
        parts = self.names[1:] + ([name] if name is not None else [])
        return "".join(["$"] + ["." + p for p in parts])

    def read(self) -> Message:
        try:
            count = self.entry_count(0, "root entry count")
        except FormatError as e:
            raise e.within(PROTOCOL, "$")
        root, _ = self.read_object("", 0, 4, count)
        return Message(root, PROTOCOL, VERSION)

    def entry_count(self, p: int, what: str) -> int:
        src = self.src
        n = src.i32(p, src.limit, what)
        if n < 0:
            raise src.fail(p, f"a {what} >= 0", str(n))
        remaining = src.limit - p - 4
        if n * MIN_ENTRY_BYTES > remaining:
            raise src.fail(p, f"a {what} of at most {remaining // MIN_ENTRY_BYTES} ({MIN_ENTRY_BYTES} bytes the "
                              f"smallest entry, {remaining} bytes remain)", str(n))
        return n

    def read_object(self, name: str, start: int, data: int, count: int) -> tuple:
        """The ``count`` entries from ``data`` on: (object field, offset after its last entry)."""
        if len(self.names) >= MAX_DEPTH:
            e = self.src.fail(start, f"at most {MAX_DEPTH} nested objects (MAX_DEPTH)", str(len(self.names) + 1))
            raise e.within(PROTOCOL, self.path())
        self.names.append(name)
        fields, p = [], data
        for _ in range(count):
            field, p = self.entry(p)
            fields.append(field)
        self.names.pop()
        return Field(name, DataType.START_MARKER, fields=fields, type_id=CMW_DATA, offset=start), p

    def entry(self, p: int) -> tuple:
        src, limit = self.src, self.src.limit
        try:
            if p < 0 or limit - p < MIN_HEADER_BYTES:
                raise src.fail(p, f"an entry (int32 name length, name, NUL, type id): {MIN_HEADER_BYTES} bytes",
                               f"{max(0, limit - p)} bytes before the end")
            declared = src.i32(p, limit, "name length")
            if declared < 1 or declared > limit - p - 5:
                raise src.fail(p, f"a field name length in 1..{limit - p - 5} (it counts the NUL; the type id "
                                  f"follows)", str(declared))
        except FormatError as e:
            raise e.within(PROTOCOL, self.path())
        name = src.name(p + 4, declared - 1)
        id_at = p + 4 + declared
        type_id = src.buf[id_at]
        t = CMW_TYPES.get(type_id, DataType.UNKNOWN)
        data = id_at + 1
        try:
            if t is DataType.UNKNOWN:
                raise src.fail(id_at, "a CmwLight type id (0..32, 201..204; another cannot be skipped, CmwLight "
                                      "has no data size)", f"type id {type_id}")
            if t is DataType.START_MARKER:
                count = self.entry_count(data, "entry count")
            else:
                end = data + self.data_size(t, data)
                value, dims = read_value(src, t, data, end)
        except FormatError as e:
            raise e.within(PROTOCOL, self.path(name))
        if t is DataType.START_MARKER:
            return self.read_object(name, p, data + 4, count)
        return Field(name, t, value, type_id=type_id, offset=p, dims=dims), end

    def data_size(self, t: DataType, data: int) -> int:
        """The size of the data of a value entry, computed from the data itself."""
        src, limit = self.src, self.src.limit
        if t.is_scalar:
            src.need(data, t.size, limit, t.name)
            return t.size
        if t is DataType.STRING:
            return self.string_size(data)
        q = src.dims(data, limit)[1]
        element = t.element
        n = src.count(q, limit, 5 if element is DataType.STRING else element.size, t.name)
        q += 4
        if element is not DataType.STRING:
            return q + n * element.size - data
        for _ in range(n):
            q += self.string_size(q)
        return q - data

    def string_size(self, p: int) -> int:
        return self.src.string_end(p, self.src.limit) - p


def read_cmwlight(src: Source) -> Message:
    return CmwLightTreeReader(src).read()
