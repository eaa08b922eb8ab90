"""The data of a field as bytes, the same in YaS and CmwLight: scalars, strings ``[int32 L][bytes][00]``, arrays
``[int32 nDims][int32 dims…][int32 n][n elements]`` row-major, collections, maps, enums; all little-endian."""

from __future__ import annotations

import math
import struct

import numpy as np

from .tree import Field
from .types import DTYPES, DataType

_I32 = struct.Struct("<i")


def i32(v: int) -> bytes:
    return _I32.pack(v)


def string(s: str, latin1: bool = False) -> bytes:
    """``[int32 L][bytes][00]``, L = byte count + 1; UTF-8, or ISO-8859-1 (ValueError for a char above U+00FF)."""
    try:
        raw = s.encode("latin-1" if latin1 else "utf-8")
    except UnicodeEncodeError as e:
        raise ValueError(f"{s!r} does not fit {'ISO-8859-1' if latin1 else 'UTF-8'} ({e.reason})") from e
    return _I32.pack(len(raw) + 1) + raw + b"\0"


def name_bytes(name: str) -> bytes:
    """A field name: ISO-8859-1, like every name on the wire; ValueError for a char above U+00FF."""
    try:
        return string(name, latin1=True)
    except ValueError as e:
        raise ValueError(f"field name {name!r} does not fit ISO-8859-1 (one byte a char)") from e


def scalar(t: DataType, v, latin1: bool = False) -> bytes:
    if t is DataType.BOOL:
        return b"\1" if v else b"\0"
    if t is DataType.CHAR:
        return bytes([ord(v)])
    if t is DataType.STRING:
        return string(v, latin1)
    return np.asarray(v, dtype=DTYPES[t]).tobytes()


def elements(t: DataType, values, latin1: bool = False) -> bytes:
    """``[int32 n][n elements]`` of scalar or STRING type ``t`` from a flat sequence or array."""
    if t is DataType.STRING:
        return i32(len(values)) + b"".join(string("" if s is None else s, latin1) for s in values)
    if t is DataType.CHAR:
        raw = "".join(str(c) or "\0" for c in values).encode("latin-1")
        return i32(len(raw)) + raw
    if t is DataType.BOOL:
        return i32(len(values)) + np.asarray(values, dtype=np.bool_).astype(np.uint8).tobytes()
    arr = np.ascontiguousarray(values, dtype=DTYPES[t])
    return i32(arr.size) + arr.tobytes()


def array(f: Field) -> bytes:
    """An array: ``[nDims][dims…]`` (the field's dims, else the array's shape; ``[1][n]`` for 1-D), the elements."""
    arr = np.asarray(f.value)
    dims = tuple(f.dims) if f.dims is not None and math.prod(f.dims) >= arr.size else arr.shape
    flat = arr.reshape(-1)
    descriptor = i32(len(dims)) + b"".join(i32(d) for d in dims)
    return descriptor + elements(f.type.element, flat, f.iso8859)


def container(f: Field) -> bytes:
    """A collection ``[1][n][n][u8 container][u8 element][1][n][n][elements]`` or a map ``[1][n][n][u8 key]
    [1][n][n][keys][u8 value][1][n][n][values]``, elements in order."""
    n = len(f.value)
    head = i32(1) + i32(n) + i32(n)
    if f.type is DataType.MAP:
        key, value = f.element_types
        return (head + bytes([key.value]) + i32(1) + i32(n) + elements(key, list(f.value.keys()))
                + bytes([value.value]) + i32(1) + i32(n) + elements(value, list(f.value.values())))
    element = f.element_types[0]
    return head + bytes([f.type.value, element.value]) + i32(1) + i32(n) + elements(element, f.value)


def cpp_map(f: Field) -> bytes:
    """A map with array values in the opencmw-cpp layout (the Java layout has no array values): ``[n][u8 key type]
    [n][keys][u8 OTHER]["vector<T>"][""][n]`` then each value as an array ``[1][len][len][elements]``."""
    key, value = f.element_types
    n = len(f.value)
    head = i32(n) + bytes([key.value]) + elements(key, list(f.value))
    vector = string(f"vector<{CPP_NAMES[value.element]}>", True) + string("", True) + i32(n)
    arrays = [np.asarray(v) for v in f.value.values()]
    if any(a.ndim > 1 for a in arrays):
        raise ValueError("C++ map values are 1-D vectors, not N-D arrays")
    return head + bytes([DataType.OTHER.value]) + vector + b"".join(
        i32(1) + i32(a.size) + elements(value.element, a) for a in arrays)


def enum(f: Field) -> bytes:
    v = f.value
    return (string(v.simple_type_name, True) + string(v.type_name, True) + string(v.constants, True)
            + string(v.name, True) + i32(v.ordinal))


def value(f: Field) -> bytes:
    """The data of a scalar, STRING, array, collection, map or enum field; ValueError naming the field."""
    try:
        return _value(f)
    except ValueError as e:
        if str(e).startswith("field '"):
            raise
        raise ValueError(f"field '{f.name}': {e}") from e


def _value(f: Field) -> bytes:
    t = f.type
    if t.is_scalar or t is DataType.STRING:
        return scalar(t, f.value, f.iso8859)
    if t.is_array:
        return array(f)
    if t is DataType.MAP and len(f.element_types) == 2 and f.element_types[1].is_array:
        return cpp_map(f)
    if t.is_collection or t is DataType.MAP:
        if any(e not in _ELEMENT_TYPES for e in f.element_types) or not f.element_types:
            raise ValueError(f"field '{f.name}': collections and maps of nested objects or arrays are not written "
                             f"by this package")
        return container(f)
    if t is DataType.ENUM:
        return enum(f)
    raise ValueError(f"field '{f.name}': {t.name} has no plain payload")


_ELEMENT_TYPES = {t for t in DataType if t.is_scalar} | {DataType.STRING}
#: the element type names opencmw-cpp writes in ``vector<T>``
CPP_NAMES = {DataType.BOOL: "bool", DataType.BYTE: "int8_t", DataType.SHORT: "int16_t", DataType.INT: "int32_t",
             DataType.LONG: "int64_t", DataType.FLOAT: "float", DataType.DOUBLE: "double", DataType.CHAR: "char",
             DataType.STRING: "string"}
