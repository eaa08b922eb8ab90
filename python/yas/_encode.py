"""Python objects to a typed field tree for the writers: which wire type each value gets.

Rules (README "Writing"): ``bool`` BOOL, ``int`` INT (LONG etc. only by annotation or numpy scalar), ``float``
DOUBLE, ``str`` STRING, ``yas.Char`` CHAR, numpy scalars and arrays by their dtype (arrays N-D by their shape),
``bytes`` BYTE_ARRAY, ``list``/``tuple`` LIST, ``set`` SET, ``deque`` QUEUE, ``yas.Map`` or an annotated
``dict[K, V]`` MAP, a plain ``dict`` or a dataclass a nested object, ``enum.Enum`` ENUM. Dataclass annotations
choose the exact type (``numpy.int64`` is LONG) and carry metadata via ``typing.Annotated[..., yas.Unit(...)]``.
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import typing

import numpy as np

from .tree import CustomValue, EnumValue, Field, Map
from .types import DTYPES, TYPE_OF_DTYPE, DataType
from .values import Char, Meta, Value

_INT32 = (-(1 << 31), (1 << 31) - 1)
_BY_PYTHON_TYPE = {bool: DataType.BOOL, int: DataType.INT, float: DataType.DOUBLE, str: DataType.STRING,
                   Char: DataType.CHAR, np.bool_: DataType.BOOL, bytes: DataType.BYTE_ARRAY}
_BY_PYTHON_TYPE.update({dt.type: t for t, dt in DTYPES.items()})
_COLLECTIONS = {list: DataType.LIST, tuple: DataType.LIST, set: DataType.SET, frozenset: DataType.SET,
                collections.deque: DataType.QUEUE}


@dataclasses.dataclass(frozen=True)
class Hint:
    """What an annotation says about a field: its wire type, element types, metadata, nested class."""

    type: typing.Optional[DataType] = None
    elements: tuple = ()
    meta: typing.Optional[Meta] = None


NO_HINT = Hint()


def hint_of(annotation) -> Hint:
    meta, forced = None, None
    if typing.get_origin(annotation) is typing.Annotated:
        annotation, *extras = typing.get_args(annotation)
        for extra in extras:
            if isinstance(extra, Meta):
                meta = extra if meta is None else meta.merged(extra)
            elif isinstance(extra, DataType):
                forced = extra
    annotation = _unwrap_optional(annotation)
    t, elements = _type_of_annotation(annotation)
    return Hint(forced or t, elements, meta)


def _unwrap_optional(annotation):
    args = typing.get_args(annotation)
    if typing.get_origin(annotation) is typing.Union and len(args) == 2 and type(None) in args:
        return args[0] if args[1] is type(None) else args[1]
    return annotation


def _type_of_annotation(annotation) -> tuple:
    origin = typing.get_origin(annotation) or annotation
    args = typing.get_args(annotation)
    if annotation in _BY_PYTHON_TYPE:
        return _BY_PYTHON_TYPE[annotation], ()
    if origin in _COLLECTIONS or origin in (typing.List, typing.Set, typing.Deque):
        element = _type_of_annotation(args[0])[0] if args else None
        return _COLLECTIONS.get(origin, DataType.LIST), (element,)
    if origin in (dict, typing.Dict, Map) and len(args) == 2:
        return DataType.MAP, (_type_of_annotation(args[0])[0], _type_of_annotation(args[1])[0])
    if isinstance(origin, type) and issubclass(origin, enum.Enum):
        return DataType.ENUM, ()
    return None, ()


# ------------------------------------------------------------------------------------------------ objects
def encode_object(name: str, obj, meta: typing.Optional[Meta] = None) -> Field:
    """A dict, dataclass instance or decoded object as a nested-object field (its fields in order)."""
    if isinstance(obj, Field) and obj.is_object:
        fields = [encode_field(f.name, f, NO_HINT) for f in obj.fields]
        meta = meta or _meta_of_field(obj)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        try:
            hints = typing.get_type_hints(type(obj), include_extras=True)
        except (NameError, TypeError):  # string annotations naming what is not importable: go by the values
            hints = {}
        fields = []
        for f in dataclasses.fields(obj):
            hint, value = hint_of(hints.get(f.name)), getattr(obj, f.name)
            if value is not None or hint.type is not None:  # a null nested object is skipped, as in Java
                fields.append(encode_field(f.name, value, hint))
    elif isinstance(obj, dict) and not isinstance(obj, Map):
        fields = [encode_field(_name(k), v, NO_HINT) for k, v in obj.items()]
    else:
        raise TypeError(f"field '{name}': a message or nested object must be a dict, a dataclass instance or a "
                        f"decoded yas object, not {type(obj).__name__}")
    return _with_meta(Field(name, DataType.START_MARKER, fields=fields), meta)


def _name(key) -> str:
    if not isinstance(key, str):
        raise TypeError(f"field names are strings, not {type(key).__name__} {key!r} (write a yas.Map for a MAP)")
    return key


def _meta_of_field(f: Field) -> typing.Optional[Meta]:
    return Meta(f.unit, f.quantity, f.description, f.modifier or 0) if f.has_metadata else None


def _with_meta(f: Field, meta: typing.Optional[Meta]) -> Field:
    if meta is not None:
        f.unit, f.quantity, f.description, f.modifier = (meta.unit or "", meta.quantity or "",
                                                         meta.description or "", meta.modifier)
    return f


# ------------------------------------------------------------------------------------------------- fields
def encode_field(name: str, value, hint: Hint) -> Field:
    try:
        return _encode_field(name, value, hint)
    except (TypeError, ValueError, OverflowError) as e:
        if str(e).startswith("field '"):
            raise
        raise type(e)(f"field '{name}': {e}") from e


def _encode_field(name: str, value, hint: Hint) -> Field:
    if isinstance(value, Value):
        f = _encode_field(name, value.value, Hint(value.type or hint.type, hint.elements, value.meta or hint.meta))
        f.iso8859 = value.iso8859
        return f
    meta = hint.meta
    if isinstance(value, Field):
        if value.is_object:
            return encode_object(name, value, meta)
        f = Field(name, value.type, value.value, type_id=value.type_id, dims=value.dims,
                  element_types=value.element_types)
        return _with_meta(f, meta or _meta_of_field(value))
    t = hint.type or type_of_value(value)
    if t is DataType.START_MARKER:
        return encode_object(name, value, meta)
    if t is None:
        raise TypeError(f"no wire type for a {type(value).__name__} value (annotate it or wrap it in yas.Value)")
    return _with_meta(_typed(name, t, value, hint.elements), meta)


def type_of_value(value) -> typing.Optional[DataType]:
    if isinstance(value, np.ndarray):
        return array_type_of(value.dtype)
    t = _BY_PYTHON_TYPE.get(type(value))
    if t is not None:
        return t
    if isinstance(value, Map):
        return DataType.MAP
    if isinstance(value, (dict, Field)) or dataclasses.is_dataclass(value) and not isinstance(value, type):
        return DataType.START_MARKER
    for cls, t in _COLLECTIONS.items():
        if isinstance(value, cls):
            return t
    if isinstance(value, (enum.Enum, EnumValue)):
        return DataType.ENUM
    if isinstance(value, CustomValue):
        return DataType.OTHER
    if isinstance(value, Char):
        return DataType.CHAR
    if isinstance(value, bool):
        return DataType.BOOL
    if isinstance(value, str):
        return DataType.STRING
    return None


def array_type_of(dtype: np.dtype) -> DataType:
    if dtype == np.bool_:
        return DataType.BOOL_ARRAY
    if dtype.kind == "U" and dtype.itemsize == 4:  # <U1: one character per element
        return DataType.CHAR_ARRAY
    if dtype.kind in "OUS":
        return DataType.STRING_ARRAY
    t = TYPE_OF_DTYPE.get((dtype.kind, dtype.itemsize))
    if t is None:
        raise TypeError(f"no wire type for numpy dtype {dtype} (YaS has int8..int64, float32, float64, bool, "
                        f"one-byte chars and strings; convert unsigned types first)")
    return t.array


def _typed(name: str, t: DataType, value, elements: tuple) -> Field:
    """The value converted to the exact form the writers expect for type ``t``."""
    if t.is_scalar or t is DataType.STRING:
        return Field(name, t, scalar(t, value))
    if t.is_array:
        arr = array(t, value)
        return Field(name, t, arr, dims=arr.shape)
    if t.is_collection:
        items = list(value)
        if items and all(type_of_value(v) is DataType.START_MARKER for v in items):
            return Field(name, t, [encode_object("", v) for v in items],
                         element_types=(DataType.START_MARKER, _class_name(items[0])))
        element = (elements[0] if elements and elements[0] else None) or (
            type_of_value(items[0]) if items else DataType.INT)
        _check_element(element)
        return Field(name, t, [scalar(element, v) for v in items], element_types=(element,))
    if t is DataType.MAP:
        keys = list(value.keys())
        vals = list(value.values())
        key = _element_type(elements, 0, getattr(value, "key_type", None), keys)
        if vals and all(type_of_value(v) is DataType.START_MARKER for v in vals):
            _check_element(key)
            return Field(name, t, Map(zip((scalar(key, k) for k in keys), (encode_object("", v) for v in vals))),
                         element_types=(key, DataType.START_MARKER, _class_name(vals[0])))
        val = _element_type(elements, 1, getattr(value, "value_type", None), vals)
        _check_element(key)
        if val is not None and val.is_array:  # vectors as values: the opencmw-cpp map layout
            return Field(name, t, Map(zip((scalar(key, k) for k in keys), (array(val, v) for v in vals))),
                         element_types=(key, val))
        _check_element(val)
        return Field(name, t, Map(zip((scalar(key, k) for k in keys), (scalar(val, v) for v in vals))),
                     element_types=(key, val))
    if t is DataType.ENUM:
        return Field(name, t, enum_value(value))
    if t is DataType.OTHER and isinstance(value, CustomValue):
        return Field(name, t, value)
    raise TypeError(f"cannot write a {type(value).__name__} as {t.name}")


def _class_name(obj) -> str:
    """The element type name recorded for nested-object elements: a dataclass's ``module.qualname``, else ""."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return f"{type(obj).__module__}.{type(obj).__qualname__}"
    return ""


def _element_type(elements: tuple, i: int, declared, items: list) -> DataType:
    if len(elements) > i and elements[i]:
        return elements[i]
    if declared is not None:
        return declared
    return type_of_value(items[0]) if items else DataType.INT


def _check_element(t) -> None:
    if t is None or not (t.is_scalar or t is DataType.STRING):
        raise TypeError(f"collection elements, map keys and map values must be scalars or strings, not "
                        f"{'unknown types' if t is None else t.name}")


def scalar(t: DataType, v):
    """A scalar as the exact Python/numpy value of type ``t``; ValueError if it does not fit."""
    if t is DataType.BOOL:
        if not isinstance(v, (bool, np.bool_)):
            raise TypeError(f"BOOL needs a bool, not {type(v).__name__}")
        return bool(v)
    if t is DataType.CHAR:
        return Char(v)
    if t is DataType.STRING:
        if v is not None and not isinstance(v, str):
            raise TypeError(f"STRING needs a str, not {type(v).__name__}")
        return "" if v is None else str(v)
    dtype = DTYPES[t]
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, float, np.integer, np.floating)):
        raise TypeError(f"{t.name} needs a number, not {type(v).__name__}")
    if dtype.kind == "i":
        if isinstance(v, (float, np.floating)) and not float(v).is_integer():
            raise ValueError(f"{t.name} needs an integer, not {v!r}")
        info = np.iinfo(dtype)
        if not info.min <= int(v) <= info.max:
            hint = " (annotate it numpy.int64 or wrap it in yas.Value(..., type=DataType.LONG))" if (
                t is DataType.INT) else ""
            raise ValueError(f"{v} does not fit {t.name} ({info.min}..{info.max}){hint}")
        return dtype.type(int(v))
    return dtype.type(v)


def array(t: DataType, value) -> np.ndarray:
    element = t.element
    if value is None:
        value = []
    if isinstance(value, (bytes, bytearray)) and element is DataType.BYTE:
        return np.frombuffer(bytes(value), np.int8)
    if element is DataType.STRING:
        arr = np.asarray(value, dtype=object)
        for s in arr.reshape(-1):
            if s is not None and not isinstance(s, str):
                raise TypeError(f"STRING_ARRAY needs str elements, not {type(s).__name__}")
        return arr
    if element is DataType.CHAR:
        arr = np.asarray(value, dtype="<U1")
        for c in arr.reshape(-1):
            Char(c or "\0")
        return arr
    if element is DataType.BOOL:
        return np.asarray(value, dtype=np.bool_)
    arr = np.asarray(value)
    dtype = DTYPES[element]
    if arr.size and arr.dtype != dtype:
        if not np.can_cast(arr.dtype, dtype, "same_kind") or arr.dtype.kind == "f" and dtype.kind == "i":
            raise TypeError(f"{t.name} needs {dtype} elements, not {arr.dtype}")
        converted = arr.astype(dtype)
        if arr.dtype.kind in "iu" and not np.array_equal(converted, arr):
            raise ValueError(f"elements do not fit {t.name}")
        arr = converted
    return arr.astype(dtype, copy=False)


def enum_value(v) -> EnumValue:
    if isinstance(v, EnumValue):
        return v
    if isinstance(v, enum.Enum):
        cls = type(v)
        members = list(cls)
        return EnumValue(v.name, members.index(v), f"{cls.__module__}.{cls.__qualname__}", cls.__name__,
                         "[" + ", ".join(m.name for m in members) + "]")
    raise TypeError(f"ENUM needs an enum.Enum member or a yas.EnumValue, not {type(v).__name__}")
