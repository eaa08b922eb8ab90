"""Reads a YaS message into the field tree (docs/spec-yas.md): the 15-byte header, then field headers
``[u8 type][int32 dataStartOffset][int32 dataSize][int32 nameLen+1][name][00][metadata?]`` and their data."""

from __future__ import annotations

import struct

from .errors import FormatError
from ._source import Source, read_value
from .tree import CustomValue, Field, Map, Message
from .types import DataType

PROTOCOL = "YaS"
MAX_DEPTH = 64
_FIXED_HEADER = struct.Struct("<Bii")  # type id, dataStartOffset, dataSize


class _Header:
    __slots__ = ("start", "type", "type_id", "data", "size", "name", "meta", "next", "framed")


class YasTreeReader:
    """One pass over one message; keeps the open objects for paths and the end-of-object sizes for custom data."""

    def __init__(self, src: Source):
        self.src = src
        self.next = 0
        self.names = []  # names of the open objects, the root first
        self.open_ends = []  # where the declared children of each open object end

    def read(self) -> Message:
        version = self.header()
        try:
            h = self.next_field()
            if h.type is not DataType.START_MARKER:
                raise self.src.fail(h.start, "the root START_MARKER", h.type.name)
        except FormatError as e:
            raise e.within(PROTOCOL, "$")
        return Message(self.read_object(h), PROTOCOL, version)

    # ------------------------------------------------------------------------------------------------ header
    def header(self) -> str:
        src = self.src
        try:
            magic = src.i32(0, src.limit, "YaS magic")
            if magic != -1:
                raise src.fail(0, "YaS magic int32 -1 (ff ff ff ff)", f"0x{magic & 0xFFFFFFFF:x}")
            if src.limit >= 8 and src.i32(4, src.limit, "length") == 0x04000000:
                raise src.fail(4, 'little-endian length 4 of "YaS" (YaS is always little-endian)',
                               "00 00 00 04, a big-endian message (reference java.nio ByteBuffer quirk)")
            if src.limit < 15 or src.i32(4, src.limit, "length") != 4 or bytes(src.buf[8:11]) != b"YaS":
                producer = src.string(4, src.limit, latin1=True)[0]
                raise src.fail(4, 'protocol name "YaS"', f'"{producer}"')
            major, minor, micro = src.buf[12], src.buf[13], src.buf[14]
            if major > 1 or minor > 0:
                raise src.fail(12, "version <= 1.0.x (this reader speaks YaS 1.0.0)",
                               f"version {major}.{minor}.{micro}")
        except FormatError as e:
            raise e.within(PROTOCOL, "$")
        self.next = 15
        return f"{major}.{minor}.{micro}"

    # ------------------------------------------------------------------------------------------------ fields
    def path(self, name=None) -> str:
        parts = self.names[1:] + ([name] if name is not None and self.names else [])
        return "".join(["$"] + ["." + p for p in parts])

    def next_field(self) -> _Header:
        """Reads the header at ``self.next`` (checked against the bytes that remain) and moves past it."""
        src, p, limit = self.src, self.next, self.src.limit
        if p < 0 or limit - p < 9:
            raise src.fail(p, "a field header (type, dataStartOffset, dataSize): 9 bytes",
                           f"{max(0, limit - p)} bytes before the end")
        h = _Header()
        h.start = p
        h.type_id, offset_to_data, size = _FIXED_HEADER.unpack_from(src.buf, p)
        h.type = DataType.of_id(h.type_id)
        if offset_to_data < 9 or offset_to_data > limit - p:
            raise src.fail(p + 1, f"dataStartOffset in 9..{limit - p}", str(offset_to_data))
        data = h.data = p + offset_to_data
        q, h.name, h.meta = p + 9, "", None
        if q < data:
            declared = src.i32(q, data, "name length") if data - q >= 4 else -1
            if declared < 1 or declared > data - q - 4:
                raise src.fail(q, f"a field name length in 1..{data - q - 4} (it counts the NUL; the name ends "
                                  f"before the data)", str(declared))
            h.name = src.name(q + 4, declared - 1)
            q += 4 + declared
            if q < data:
                h.meta = self.metadata(q, data)
        if size < 0:
            if h.type in (DataType.START_MARKER, DataType.END_MARKER):
                size = 0
            elif h.type.is_scalar:
                size = h.type.size
            else:
                raise src.fail(p + 5, "a dataSize >= 0", str(size))
        if size > limit - data:
            raise src.fail(p + 5, f"a dataSize of at most {limit - data} (the bytes that remain)", str(size))
        if h.type.is_scalar and size < h.type.size:
            raise src.fail(p + 5, f"dataSize >= {h.type.size} for {h.type.name}", str(size))
        h.size, h.next, h.framed = size, data + size, False
        if h.type is DataType.START_MARKER:
            if len(self.names) >= MAX_DEPTH:
                raise src.fail(p, f"at most {MAX_DEPTH} nested objects (MAX_DEPTH)", str(len(self.names) + 1))
            self.names.append(h.name)
            self.open_ends.append(data + size)
            h.next = data
        elif h.type is DataType.END_MARKER:
            if not self.names:
                raise src.fail(p, "a field (no object is open)", "END_MARKER")
        elif h.type is DataType.OTHER:
            h.framed = self.closes_custom_data(h)
        self.next = h.next
        return h

    def metadata(self, q: int, data: int) -> tuple:
        unit, q = self.src.string(q, data)
        quantity, q = self.src.string(q, data) if q < data else ("", q)
        description, q = self.src.string(q, data) if q < data else ("", q)
        modifier = self.src.buf[q] if q < data else 0
        return unit, quantity, description, modifier

    def closes_custom_data(self, h: _Header) -> bool:
        """``putCustomData`` framing: OTHER directly followed by an END_MARKER of the same name (not the END where
        the enclosing object's declared size ends). If so the END belongs to the custom field."""
        src, q, limit = self.src, h.next, self.src.limit
        if self.open_ends and q == self.open_ends[-1]:
            return False
        if limit - q < 13 or src.buf[q] != DataType.END_MARKER.value:
            return False
        name = h.name.encode("latin-1")
        offset_to_data = src.i32(q + 1, limit, "dataStartOffset")
        size = max(0, src.i32(q + 5, limit, "dataSize"))
        if (offset_to_data < 13 + len(name) + 1 or offset_to_data > limit - q or size > limit - q - offset_to_data
                or src.i32(q + 9, limit, "name length") != len(name) + 1
                or bytes(src.buf[q + 13:q + 13 + len(name)]) != name):
            return False
        h.next = q + offset_to_data + size
        return True

    # ------------------------------------------------------------------------------------------------ objects
    def read_object(self, start: _Header) -> Field:
        """The fields of the object whose START_MARKER was just read, up to its END_MARKER."""
        fields = []
        while True:
            if self.next >= self.src.limit:
                e = self.src.fail(self.next, f"a field header or the END_MARKER of '{start.name}'", "the end")
                raise e.within(PROTOCOL, self.path())
            try:
                h = self.next_field()
            except FormatError as e:
                raise e.within(PROTOCOL, self.path())
            if h.type is DataType.END_MARKER:
                self.names.pop()
                self.open_ends.pop()
                break
            if h.type is DataType.START_MARKER:
                fields.append(self.read_object(h))
                continue
            try:
                fields.append(self.value_field(h))
            except FormatError as e:
                raise e.within(PROTOCOL, self.path(h.name))
        return field_of(start, DataType.START_MARKER, fields=fields)

    def value_field(self, h: _Header) -> Field:
        src, t, end = self.src, h.type, h.data + h.size
        if t.is_scalar or t is DataType.STRING or t.is_array:
            value, dims = read_value(src, t, h.data, end)
            return field_of(h, t, value, dims=dims)
        if t is DataType.ENUM:
            return field_of(h, t, src.enum(h.data, end))
        if t.is_collection:
            decoded = src.collection(h.data, end)
            if decoded is not None:
                return field_of(h, t, decoded[0], element_types=(decoded[1],))
            if src.has_object_elements(h.data, end, False):
                n, type_name, self.next = src.object_elements(h.data, end)
                elements = [self.element_object(end) for _ in range(n)]
                self.next = end
                return field_of(h, t, elements, element_types=(DataType.START_MARKER, type_name))
        if t is DataType.MAP:
            decoded = src.map(h.data, end)
            if decoded is not None:
                return field_of(h, t, decoded, element_types=(decoded.key_type, decoded.value_type))
            if src.has_object_elements(h.data, end, True):
                keys, key_type, type_name, self.next = src.object_map_keys(h.data, end)
                values = Map(((k, self.element_object(end)) for k in keys), key_type=key_type,
                             value_type=DataType.START_MARKER)
                self.next = end
                return field_of(h, t, values, element_types=(key_type, DataType.START_MARKER, type_name))
        if t.is_collection or t is DataType.MAP:
            return field_of(h, t, CustomValue(src.buf[h.data:end]))
        return field_of(h, t, src.custom(h.data, end, h.framed))

    def element_object(self, end: int) -> Field:
        """One nested object inside a collection or map payload (the class mapper's framing)."""
        h = self.next_field() if self.next < end else None
        if h is None or h.type is not DataType.START_MARKER:
            raise self.src.fail(self.next if h is None else h.start,
                                "a START_MARKER of an element object inside the field",
                                "the field's end" if h is None else h.type.name)
        element = self.read_object(h)
        if self.next > end:
            raise self.src.fail(end, "element objects ending within their field", f"they run to byte {self.next}")
        return element


def field_of(h: _Header, t: DataType, value=None, *, fields=None, dims=None, element_types=()) -> Field:
    meta = h.meta or (None, None, None, None)
    return Field(h.name, t, value, fields=fields, type_id=h.type_id, offset=h.start, dims=dims, unit=meta[0],
                 quantity=meta[1], description=meta[2], modifier=meta[3], element_types=element_types)


def read_yas(src: Source) -> Message:
    return YasTreeReader(src).read()
