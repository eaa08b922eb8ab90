"""Writes a typed field tree as YaS (docs/spec-yas.md) or CmwLight (docs/spec-cmwlight.md) bytes, the same bytes
as the Java YasWriter and CmwLightWriter for the same fields."""

from __future__ import annotations

import struct

from . import _payload as payload
from .tree import Field
from .types import DataType, cmw_id

_I32 = struct.Struct("<i")
ROOT_START = "OBJ_ROOT_START"
ROOT_END = "OBJ_ROOT_END"


class YasOut:
    """``[int32 -1]["YaS"][1 0 0]``, the root START_MARKER, its fields, the END_MARKER. Field header:
    ``[u8 type][int32 dataStartOffset][int32 dataSize][name][metadata?]``; a START_MARKER's size counts the bytes of
    its children up to its END_MARKER header."""

    def __init__(self, metadata: bool = True):
        self.out = bytearray()
        self.metadata = metadata

    def message(self, root: Field, end_name: str) -> bytes:
        self.out += _I32.pack(-1) + payload.string("YaS", latin1=True) + bytes([1, 0, 0])
        self.object(root, end_name)
        return bytes(self.out)

    def header(self, name: str, type_id: int, size: int, f: Field = None) -> int:
        """Writes a header with dataSize ``size`` (patched by ``finish`` for payloads); returns its offset."""
        out = self.out
        start = len(out)
        out += bytes([type_id]) + _I32.pack(0) + _I32.pack(size) + payload.name_bytes(name)
        if f is not None and self.metadata and f.has_metadata:
            out += (payload.string(f.unit or "") + payload.string(f.quantity or "")
                    + payload.string(f.description or "") + bytes([(f.modifier or 0) & 0xFF]))
        _I32.pack_into(out, start + 1, len(out) - start)
        return start

    def finish(self, start: int) -> None:
        """Patches the dataSize of the header at ``start`` to the bytes written after it."""
        data = start + _I32.unpack_from(self.out, start + 1)[0]
        _I32.pack_into(self.out, start + 5, len(self.out) - data)

    def object(self, f: Field, end_name: str) -> None:
        start = self.header(f.name, DataType.START_MARKER.value, 0, f)
        for child in f.fields:
            if child.is_object:
                self.object(child, child.name)
            else:
                self.value(child)
        self.finish(start)
        self.header(end_name, DataType.END_MARKER.value, 0, f if end_name == f.name else None)

    def value(self, f: Field) -> None:
        t = f.type
        if t is DataType.OTHER or t is DataType.UNKNOWN:
            return self.custom(f)
        if DataType.START_MARKER in f.element_types:
            return self.object_container(f)
        start = self.header(f.name, t.value, t.size if t.is_scalar else -1, f)
        self.out += payload.value(f)
        self.finish(start)
        return None

    def object_container(self, f: Field) -> None:
        """Nested objects as collection elements or map values (the Java class mapper's framing):
        ``[1][n][n][u8 container]`` or ``[1][n][n][u8 key type][1][n][n][keys]``, then ``[u8 OTHER][element type
        name][""]`` and the objects, each a START_MARKER, its fields and an END_MARKER, named like the object."""
        start = self.header(f.name, f.type.value, -1, f)
        n = len(f.value)
        self.out += _I32.pack(1) + _I32.pack(n) + _I32.pack(n)
        if f.type is DataType.MAP:
            key = f.element_types[0]
            self.out += bytes([key.value]) + _I32.pack(1) + _I32.pack(n) + payload.elements(key, list(f.value))
            objects = list(f.value.values())
        else:
            self.out += bytes([f.type.value])
            objects = f.value
        type_name = f.element_types[-1] if isinstance(f.element_types[-1], str) else ""
        self.out += bytes([DataType.OTHER.value]) + payload.string(type_name, True) + payload.string("", True)
        for o in objects:
            self.object(o, o.name)
        self.finish(start)

    def custom(self, f: Field) -> None:
        """Custom data: framed as ``putCustomData`` (type names, payload, then an END_MARKER of the same name) or
        raw under its original type id."""
        c = f.value
        start = self.header(f.name, f.type_id if f.type is DataType.UNKNOWN else DataType.OTHER.value, -1, f)
        if c.framed:
            self.out += payload.string(c.type_name or "", True) + payload.string(c.secondary_type_name or "", True)
        self.out += bytes(c.data)
        self.finish(start)
        if c.framed:
            self.header(f.name, DataType.END_MARKER.value, 0)


class CmwLightOut:
    """``[int32 entry count][entries…]``; an entry ``[int32 nameLen+1][name][00][u8 type id][data]``, a nested
    object's data its own entry count and entries. No metadata; an enum is an INT entry holding its ordinal."""

    def __init__(self):
        self.out = bytearray()

    def message(self, root: Field) -> bytes:
        self.entries(root)
        return bytes(self.out)

    def entries(self, f: Field) -> None:
        self.out += _I32.pack(len(f.fields))
        for child in f.fields:
            self.entry(child)

    def entry(self, f: Field) -> None:
        t = f.type
        if t is DataType.START_MARKER:
            self.out += payload.name_bytes(f.name) + bytes([cmw_id(t)])
            return self.entries(f)
        if t is DataType.ENUM:
            self.out += payload.name_bytes(f.name) + bytes([cmw_id(DataType.INT)]) + _I32.pack(f.value.ordinal)
            return None
        if t.is_collection or t in (DataType.MAP, DataType.OTHER, DataType.UNKNOWN):
            what = "a collection (write a primitive or String array instead)" if t.is_collection else (
                "a map (write a nested object instead)" if t is DataType.MAP else "custom data")
            raise ValueError(f"field '{f.name}': CmwLight cannot carry {what}")
        n_dims = len(f.dims) if t.is_array and f.dims is not None else 1
        self.out += payload.name_bytes(f.name) + bytes([cmw_id(t, n_dims)]) + payload.value(f)
        return None
