"""Bounded little-endian reads over the message bytes: every count and length is checked against the bytes that
remain (or the field's end) before anything is allocated; every problem is a FormatError at its offset."""

from __future__ import annotations

import math
import struct

import numpy as np

from .errors import FormatError
from .tree import CustomValue, EnumValue, Map
from .types import DTYPES, DataType
from .values import Char

_I32 = struct.Struct("<i")
_SCALAR_READERS = {DataType.BOOL: lambda b, p: b[p] != 0, DataType.CHAR: lambda b, p: Char(chr(b[p]))}


class Source:
    """The message bytes: a read-only ``memoryview`` of unsigned bytes."""

    def __init__(self, data):
        view = memoryview(data)
        if not view.c_contiguous:
            raise TypeError("yas.loads needs contiguous bytes")
        self.buf = view.cast("B") if view.format != "B" or view.ndim != 1 else view
        self.buf = self.buf.toreadonly()
        self.limit = len(self.buf)

    # ------------------------------------------------------------------------------------------- primitives
    def fail(self, offset: int, expected: str, actual: str) -> FormatError:
        return FormatError(self.buf, offset, expected, actual)

    def need(self, p: int, n: int, limit: int, what: str) -> None:
        if p < 0 or limit - p < n:
            raise self.fail(p, f"{n} bytes of {what}", f"{max(0, limit - p)} bytes before the end at {limit}")

    def i32(self, p: int, limit: int, what: str) -> int:
        self.need(p, 4, limit, f"an int32 {what}")
        return _I32.unpack_from(self.buf, p)[0]

    def count(self, p: int, limit: int, min_bytes: int, what: str) -> int:
        """An int32 element count at ``p``, checked against the bytes after it at ``min_bytes`` per element."""
        n = self.i32(p, limit, f"{what} count")
        if n < 0:
            raise self.fail(p, f"a {what} count >= 0", str(n))
        remaining = limit - p - 4
        if n * min_bytes > remaining:
            raise self.fail(p, f"{what}: at most {remaining // max(1, min_bytes)} elements of >= {min_bytes} bytes "
                               f"(the {remaining} bytes that remain)", f"{n} elements")
        return n

    def string(self, p: int, limit: int, latin1: bool = False) -> tuple:
        """``[int32 L][L-1 bytes][terminator]``: UTF-8 if valid, else ISO-8859-1 (as the Java reader)."""
        end = self.string_end(p, limit)
        raw = bytes(self.buf[p + 4:end - 1])
        if latin1:
            return raw.decode("latin-1"), end
        try:
            return raw.decode("utf-8"), end
        except UnicodeDecodeError:
            return raw.decode("latin-1"), end

    def string_end(self, p: int, limit: int) -> int:
        """The offset after the string at ``p``, its length checked."""
        declared = self.i32(p, limit, "string length")
        if declared < 1:
            raise self.fail(p, "string length >= 1 (it counts the NUL terminator)", str(declared))
        if declared > limit - p - 4:
            raise self.fail(p, f"a string of at most {limit - p - 4} bytes (the bytes that remain)",
                            f"length {declared}")
        return p + 4 + declared

    def name(self, p: int, n: int) -> str:
        return bytes(self.buf[p:p + n]).decode("latin-1")

    # ---------------------------------------------------------------------------------------------- values
    def scalar(self, t: DataType, p: int):
        reader = _SCALAR_READERS.get(t)
        if reader is not None:
            return reader(self.buf, p)
        return np.frombuffer(self.buf, DTYPES[t], 1, p)[0]

    def dims(self, p: int, limit: int) -> tuple:
        """``[int32 nDims][int32 dims…]`` at ``p``: the dims and the offset after them."""
        n = self.i32(p, limit, "nDims")
        if n < 0:
            raise self.fail(p, "nDims >= 0", str(n))
        if n > (limit - p - 4) // 4:
            raise self.fail(p, f"nDims <= {(limit - p - 4) // 4} (the bytes that remain)", str(n))
        dims = struct.unpack_from(f"<{n}i", self.buf, p + 4)
        for i, d in enumerate(dims):
            if d < 0:
                raise self.fail(p + 4 + 4 * i, f"dimension {i} >= 0", str(d))
        return dims, p + 4 + 4 * n

    def skip_descriptor(self, p: int, limit: int) -> int:
        n = self.i32(p, limit, "nDims")
        if n < 0 or n > (limit - p - 4) // 4:
            raise self.fail(p, f"nDims in 0..{(limit - p - 4) // 4}", str(n))
        return p + 4 + 4 * n

    def elements(self, t: DataType, p: int, limit: int) -> tuple:
        """``[int32 n][n elements]`` of scalar or STRING type ``t``: a numpy array (object array for strings)."""
        if t is DataType.STRING:
            n = self.count(p, limit, 5, "string array")
            out, q = [], p + 4
            for _ in range(n):
                s, q = self.string(q, limit)
                out.append(s)
            arr = np.empty(n, dtype=object)
            arr[:] = out
            return arr, q
        n = self.count(p, limit, t.size, f"{t.name.lower()} array")
        q = p + 4
        end = q + n * t.size
        if t is DataType.BOOL:
            return np.frombuffer(self.buf, np.uint8, n, q) != 0, end
        if t is DataType.CHAR:
            return np.array(list(bytes(self.buf[q:end]).decode("latin-1")), dtype="<U1"), end
        dtype = DTYPES[t]
        arr = np.frombuffer(self.buf, dtype, n, q)
        if not arr.flags.aligned:
            arr = arr.copy()  # unaligned: an aligned copy is faster to compute with; read-only as the views
            arr.setflags(write=False)
        return arr, end

    def boxed(self, t: DataType, p: int, limit: int) -> tuple:
        """``[int32 n][n elements]`` as a list of Python values (numpy scalars for numbers, Char, str, bool)."""
        if t is DataType.STRING:
            arr, q = self.elements(t, p, limit)
            return list(arr), q
        arr, q = self.elements(t, p, limit)
        if t is DataType.CHAR:
            return [Char(c) for c in arr.tolist()], q
        if t is DataType.BOOL:
            return arr.tolist(), q
        return list(arr), q

    def array(self, t: DataType, data: int, end: int) -> tuple:
        """An array field's value: ``(array shaped by its dims, dims)``."""
        if t is DataType.STRING_ARRAY:
            arr, dims = self._string_array(data, end)
        else:
            dims, q = self.dims(data, end)
            arr, _ = self.elements(t.element, q, end)
        return shaped(arr, dims), dims

    def _string_array(self, data: int, end: int) -> tuple:
        """Also reads the Java reference's N-D String[] with a duplicated descriptor ``[nDims][dims][1][n][n]…``."""
        failure = None
        try:
            dims, q = self.dims(data, end)
            arr, q = self.elements(DataType.STRING, q, end)
            if q == end or len(dims) < 2:
                return arr, dims
        except FormatError as e:
            failure = e
        try:
            dims, q = self.dims(data, end)
            if self.i32(q, end, "nDims") == 1 and self.i32(q + 4, end, "dim") == math.prod(dims):
                arr, q = self.elements(DataType.STRING, q + 8, end)
                if q == end:
                    return arr, dims
        except FormatError:
            pass  # not the duplicated descriptor either: report the first failure
        if failure is not None:
            raise failure
        dims, q = self.dims(data, end)
        arr, _ = self.elements(DataType.STRING, q, end)
        return arr, dims

    def enum(self, data: int, end: int) -> EnumValue:
        simple, q = self.string(data, end, latin1=True)
        type_name, q = self.string(q, end, latin1=True)
        constants, q = self.string(q, end, latin1=True)
        name, q = self.string(q, end, latin1=True)
        return EnumValue(name, self.i32(q, end, "enum ordinal"), type_name, simple, constants)

    def custom(self, data: int, end: int, framed: bool) -> CustomValue:
        if framed:
            type_name, q = self.string(data, end, latin1=True)
            secondary, q = self.string(q, end, latin1=True)
            return CustomValue(self.buf[q:end], type_name, secondary, True)
        return CustomValue(self.buf[data:end])

    # ---------------------------------------------------------------------------------------- containers
    def collection(self, data: int, end: int):
        """``[1][n][n][u8 container][u8 element][1][n][n][elements]``: (list, element type) or None if custom."""
        q = self.skip_descriptor(data, end)
        self.count(q, end, 2, "collection")
        element = DataType.of_id(self._u8(q + 5, end))
        if not is_element(element):
            return None
        q = self.skip_descriptor(q + 6, end)
        values, _ = self.boxed(element, q, end)
        return values, element

    def map(self, data: int, end: int):
        """A MAP payload in the Java layout or, failing that, the C++ one; each counts only if it ends at ``end``.
        Returns a ``Map`` or None for custom keys or values."""
        java_failure, undecodable = None, False
        try:
            m = self._java_map(data, end)
            if m is not None and m[1] == end:
                return m[0]
            undecodable = m is None
        except FormatError as e:
            java_failure = e
        try:
            m = self._cpp_map(data, end)
            if m is not None and m[1] == end:
                return m[0]
            undecodable |= m is None
        except FormatError:
            pass  # neither layout fits: report the Java layout's failure
        if undecodable:
            return None
        raise java_failure or self.fail(data, f"a Java or C++ map layout ending at the field end {end}",
                                        "neither fits the field")

    def _java_map(self, data: int, end: int):
        q = self.skip_descriptor(data, end)
        self.count(q, end, 2, "map")
        key = DataType.of_id(self._u8(q + 4, end))
        if not is_element(key):
            return None
        keys, q = self.boxed(key, self.skip_descriptor(q + 5, end), end)
        value = DataType.of_id(self._u8(q, end))
        if not is_element(value):
            return None
        values, q = self.boxed(value, self.skip_descriptor(q + 1, end), end)
        return self._zip(q, keys, values, key, value), q

    def _cpp_map(self, data: int, end: int):
        self.count(data, end, 2, "map")
        key = DataType.of_id(self._u8(data + 4, end))
        block = self._cpp_block(key, data + 5, end)
        if block is None:
            return None
        keys, q, key = block
        block = self._cpp_block(DataType.of_id(self._u8(q, end)), q + 1, end)
        if block is None:
            return None
        values, q, value = block
        return self._zip(q, keys, values, key, value), q

    def _cpp_block(self, t: DataType, p: int, end: int):
        """A C++ key or value block: elementary elements, or OTHER with a ``vector<T>`` type name (read as arrays):
        ``(values, offset after them, their type)``, the type an array type for vectors."""
        if is_element(t):
            return (*self.boxed(t, p, end), t)
        if t is not DataType.OTHER:
            return None
        type_name, q = self.string(p, end, latin1=True)
        _, q = self.string(q, end, latin1=True)
        element = CPP_VECTORS.get(type_name[7:-1]) if type_name.startswith("vector<") and type_name.endswith(
            ">") else None
        if element is None:
            return None
        n = self.count(q, end, 12, "map values")
        out, q = [], q + 4
        for _ in range(n):
            arr, q = self.elements(element, self.skip_descriptor(q, end), end)
            out.append(arr)
        return out, q, element.array

    def _zip(self, p: int, keys: list, values: list, key: DataType, value: DataType) -> Map:
        if len(keys) != len(values):
            raise self.fail(p, f"{len(keys)} map values (one per key)", str(len(values)))
        return Map(zip(keys, values), key_type=key, value_type=value)

    def object_elements(self, data: int, end: int) -> tuple:
        """The prefix of a collection of nested objects: (count, element type name, offset of the first
        element's START_MARKER)."""
        q = self.skip_descriptor(data, end)
        n = self.count(q, end, 26, "object elements")
        return (n, *self._object_type_names(q + 5, end))

    def object_map_keys(self, data: int, end: int) -> tuple:
        """The keys of a map with nested-object values: (keys, key type, value type name, offset of the first
        value object)."""
        q = self.skip_descriptor(data, end)
        self.count(q, end, 2, "map")
        key = DataType.of_id(self._u8(q + 4, end))
        if not is_element(key):
            raise self.fail(q + 4, "a primitive or string key type", f"type id {key.value}")
        keys, q = self.boxed(key, self.skip_descriptor(q + 5, end), end)
        return (keys, key, *self._object_type_names(q, end))

    def _object_type_names(self, p: int, end: int) -> tuple:
        type_id = self._u8(p, end)
        if type_id != DataType.OTHER.value:
            raise self.fail(p, "element type OTHER (nested objects)", f"type id {type_id}")
        type_name, q = self.string(p + 1, end, latin1=True)
        _, q = self.string(q, end, latin1=True)
        return type_name, q

    def has_object_elements(self, data: int, end: int, is_map: bool) -> bool:
        try:
            q = self.object_map_keys(data, end)[-1] if is_map else self.object_elements(data, end)[-1]
        except FormatError:
            return False
        return q == end or end - q >= 13 and self.buf[q] == DataType.START_MARKER.value

    def _u8(self, p: int, limit: int) -> int:
        self.need(p, 1, limit, "a type byte")
        return self.buf[p]


CPP_VECTORS = {"bool": DataType.BOOL, "int8_t": DataType.BYTE, "int16_t": DataType.SHORT, "int32_t": DataType.INT,
               "int": DataType.INT, "int64_t": DataType.LONG, "long": DataType.LONG, "float": DataType.FLOAT,
               "double": DataType.DOUBLE, "char": DataType.CHAR, "string": DataType.STRING,
               "std::string": DataType.STRING}


def is_element(t: DataType) -> bool:
    return t.is_scalar or t is DataType.STRING


def shaped(arr: np.ndarray, dims: tuple) -> np.ndarray:
    """Row-major N-D shape when the dims hold exactly the elements; 1-D otherwise."""
    if len(dims) > 1 and math.prod(dims) == arr.size:
        return arr.reshape(dims)
    return arr


def read_value(src: Source, t: DataType, data: int, end: int) -> tuple:
    """The value of a scalar, STRING or array field whose data is ``[data, end)``: ``(value, dims)``."""
    if t.is_scalar:
        return src.scalar(t, data), None
    if t is DataType.STRING:
        return src.string(data, end)[0], None
    return src.array(t, data, end)
