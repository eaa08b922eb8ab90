"""Type ids of the YaS wire format and of CmwLight (docs/spec-yas.md, docs/spec-cmwlight.md)."""

from __future__ import annotations

import enum

import numpy as np


class DataType(enum.Enum):
    """The YaS type of a field; ``value`` is the type byte on the wire (-1 for ids outside the table).

    Also usable inside ``typing.Annotated[...]`` to choose the wire type of a field on write, e.g.
    ``Annotated[list[str], DataType.STRING_ARRAY]``.
    """

    START_MARKER = 0
    BOOL = 1
    BYTE = 2
    SHORT = 3
    INT = 4
    LONG = 5
    FLOAT = 6
    DOUBLE = 7
    CHAR = 8
    STRING = 9
    BOOL_ARRAY = 101
    BYTE_ARRAY = 102
    SHORT_ARRAY = 103
    INT_ARRAY = 104
    LONG_ARRAY = 105
    FLOAT_ARRAY = 106
    DOUBLE_ARRAY = 107
    CHAR_ARRAY = 108
    STRING_ARRAY = 109
    COLLECTION = 200
    ENUM = 201
    LIST = 202
    MAP = 203
    QUEUE = 204
    SET = 205
    OTHER = 253
    END_MARKER = 254
    UNKNOWN = -1

    @classmethod
    def of_id(cls, type_id: int) -> "DataType":
        """The type of a YaS type byte; ``UNKNOWN`` for ids outside the table."""
        return _BY_ID.get(type_id, DataType.UNKNOWN)

    @property
    def size(self) -> int:
        """Payload size in bytes of a scalar (BOOL..CHAR), 0 for markers, -1 otherwise."""
        return _SIZES[self]

    @property
    def is_scalar(self) -> bool:
        return _SIZES[self] > 0

    @property
    def is_array(self) -> bool:
        return 101 <= self.value <= 109

    @property
    def is_collection(self) -> bool:
        return self in (DataType.COLLECTION, DataType.LIST, DataType.QUEUE, DataType.SET)

    @property
    def element(self) -> "DataType":
        """The element type of an array type (DOUBLE for DOUBLE_ARRAY)."""
        return DataType(self.value - 100)

    @property
    def array(self) -> "DataType":
        """The array type of a scalar or STRING (DOUBLE_ARRAY for DOUBLE)."""
        return DataType(self.value + 100)


_BY_ID = {t.value: t for t in DataType if t.value >= 0}
_SIZES = dict.fromkeys(DataType, -1)
_SIZES.update({DataType.BOOL: 1, DataType.BYTE: 1, DataType.SHORT: 2, DataType.INT: 4, DataType.LONG: 8,
               DataType.FLOAT: 4, DataType.DOUBLE: 8, DataType.CHAR: 1, DataType.START_MARKER: 0,
               DataType.END_MARKER: 0})

#: numpy dtype of the elements of each numeric scalar type, little-endian as on the wire
DTYPES = {DataType.BYTE: np.dtype("<i1"), DataType.SHORT: np.dtype("<i2"), DataType.INT: np.dtype("<i4"),
          DataType.LONG: np.dtype("<i8"), DataType.FLOAT: np.dtype("<f4"), DataType.DOUBLE: np.dtype("<f8")}
#: the scalar type of a numpy dtype kind+size
TYPE_OF_DTYPE = {(dt.kind, dt.itemsize): t for t, dt in DTYPES.items()}

# ------------------------------------------------------------------------------------------------ CmwLight ids
# BOOL 0 .. STRING 7, nested object 8; arrays of those 9..16 (1-D), 17..24 (2-D), 25..32 (N-D); the non-CMW
# extensions CHAR 201 and CHAR_ARRAY 202 (1-D), 203 (2-D), 204 (N-D).
CMW_DATA = 8
_CMW_ORDER = (DataType.BOOL, DataType.BYTE, DataType.SHORT, DataType.INT, DataType.LONG, DataType.FLOAT,
              DataType.DOUBLE, DataType.STRING)
CMW_TYPES = {i: t for i, t in enumerate(_CMW_ORDER)}
CMW_TYPES.update({9 + 8 * rank + i: t.array for rank in range(3) for i, t in enumerate(_CMW_ORDER)})
CMW_TYPES.update({CMW_DATA: DataType.START_MARKER, 201: DataType.CHAR, 202: DataType.CHAR_ARRAY,
                  203: DataType.CHAR_ARRAY, 204: DataType.CHAR_ARRAY})


def cmw_id(t: DataType, n_dims: int = 1) -> int:
    """The CmwLight id of a type; arrays by their number of dimensions. Raises ValueError if CmwLight has none."""
    if t is DataType.START_MARKER:
        return CMW_DATA
    if t is DataType.CHAR:
        return 201
    rank = 0 if n_dims < 2 else 1 if n_dims == 2 else 2
    if t is DataType.CHAR_ARRAY:
        return 202 + rank
    scalar = t.element if t.is_array else t
    if scalar in _CMW_ORDER:
        i = _CMW_ORDER.index(scalar)
        return 9 + 8 * rank + i if t.is_array else i
    raise ValueError(f"CmwLight has no type id for {t.name}")
