"""The field tree a message reads into: objects holding fields, fields holding values."""

from __future__ import annotations

import dataclasses
from typing import Any, Iterator, Optional

from .types import DataType


@dataclasses.dataclass(frozen=True)
class EnumValue:
    """An ENUM value as on the wire; the class it names is never looked up.

    ``type_name`` is the writer's full class name (``java.time.DayOfWeek``), ``simple_type_name`` its short name,
    ``constants`` the text ``"[MONDAY, TUESDAY, …]"``.
    """

    name: str
    ordinal: int
    type_name: str = ""
    simple_type_name: str = ""
    constants: str = ""


@dataclasses.dataclass(frozen=True)
class CustomValue:
    """Custom data (type OTHER), an unknown type id, or a container the reader cannot interpret: the raw payload.

    ``data`` is the payload (a read-only ``memoryview`` of the message when read); ``type_name`` and
    ``secondary_type_name`` are set for data framed by the Java ``putCustomData`` (then ``framed`` is true).
    """

    data: Any
    type_name: Optional[str] = None
    secondary_type_name: Optional[str] = None
    framed: bool = False

    @property
    def byte_count(self) -> int:
        return len(self.data)


class Map(dict):
    """A MAP field's value: a dict in wire order. A plain ``dict`` is written as a nested object, a ``yas.Map`` as a
    MAP; ``key_type`` and ``value_type`` fix the element types (else they follow from the first key and value)."""

    def __init__(self, *args, key_type: Optional[DataType] = None, value_type: Optional[DataType] = None, **kw):
        super().__init__(*args, **kw)
        self.key_type = key_type
        self.value_type = value_type


class Field:
    """One field of a message: ``name``, ``type`` (a DataType), ``type_id`` (the type byte as on the wire),
    ``offset`` (of its header, in bytes from the start of the message), ``dims`` (array dimensions, outermost first,
    else None), metadata ``unit``, ``quantity``, ``description``, ``modifier`` (all None if the header has none),
    and either ``value`` or, for a nested object (type START_MARKER), ``fields``. ``element_types`` holds the
    element type of a collection or the key and value types of a map; for nested objects as elements or map values
    (the Java class mapper's framing) the value type is START_MARKER followed by the element type name on the wire.

    An object also reads like a read-only dict of its fields: ``obj["inner"]["samples"]`` gives the value of a field
    (or the nested object), ``obj.field("samples")`` the Field itself with its metadata; ``keys()``, ``items()``,
    ``in``, ``len`` and iteration work as for a dict (on the first field of a name if names repeat).
    """

    __slots__ = ("name", "type", "type_id", "offset", "dims", "unit", "quantity", "description", "modifier",
                 "value", "fields", "element_types", "iso8859")

    def __init__(self, name: str, type: DataType, value: Any = None, *, fields: Optional[list] = None,
                 type_id: Optional[int] = None, offset: int = -1, dims: Optional[tuple] = None,
                 unit: Optional[str] = None, quantity: Optional[str] = None, description: Optional[str] = None,
                 modifier: Optional[int] = None, element_types: tuple = ()):
        self.name = name
        self.type = type
        self.type_id = type.value if type_id is None else type_id
        self.offset = offset
        self.dims = dims
        self.unit = unit
        self.quantity = quantity
        self.description = description
        self.modifier = modifier
        self.value = value
        self.fields = fields if fields is not None else ([] if type is DataType.START_MARKER else None)
        self.element_types = element_types
        self.iso8859 = False  # write STRING / STRING_ARRAY data as ISO-8859-1 (set from yas.Value on write)

    @property
    def is_object(self) -> bool:
        return self.type is DataType.START_MARKER

    @property
    def has_metadata(self) -> bool:
        return self.unit is not None or self.quantity is not None or self.description is not None

    # -------------------------------------------------------------------------------------------- dict view
    def field(self, name: str) -> "Field":
        """The first field named ``name`` of this object; KeyError if there is none."""
        for f in self.fields or ():
            if f.name == name:
                return f
        raise KeyError(name)

    def __getitem__(self, name: str) -> Any:
        f = self.field(name)
        return f if f.is_object else f.value

    def get(self, name: str, default: Any = None) -> Any:
        try:
            return self[name]
        except KeyError:
            return default

    def __contains__(self, name: object) -> bool:
        return any(f.name == name for f in self.fields or ())

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())

    def keys(self) -> list:
        return list(dict.fromkeys(f.name for f in self.fields or ()))

    def items(self) -> list:
        return [(k, self[k]) for k in self.keys()]

    def values(self) -> list:
        return [self[k] for k in self.keys()]

    def to_dict(self) -> dict:
        """The object as plain nested dicts of values (metadata left out)."""
        return {k: v.to_dict() if isinstance(v, Field) else v for k, v in self.items()}

    def __repr__(self) -> str:
        if self.is_object:
            return f"Field({self.name!r}, {self.type.name}, fields={[f.name for f in self.fields]})"
        return f"Field({self.name!r}, {self.type.name}, {self.value!r})"


class Message(Field):
    """A decoded message: the root object (a Field of type START_MARKER) plus ``protocol`` (``"YaS"`` or
    ``"CmwLight"``) and ``version`` (``"1.0.0"``; CmwLight carries none and shows as ``"1.0.1"``, as in Java)."""

    __slots__ = ("protocol", "version")

    def __init__(self, root: Field, protocol: str, version: str):
        super().__init__(root.name, DataType.START_MARKER, fields=root.fields, type_id=root.type_id,
                         offset=root.offset, unit=root.unit, quantity=root.quantity, description=root.description,
                         modifier=root.modifier)
        self.protocol = protocol
        self.version = version
