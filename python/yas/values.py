"""Value markers for writing: one-byte chars, field metadata, and values with explicit wire types."""

from __future__ import annotations

import dataclasses
from typing import Any, Optional

from .types import DataType


class Char(str):
    """A one-byte char (U+0000..U+00FF): CHAR on the wire, where a plain ``str`` is a STRING. Chars read as Char."""

    def __new__(cls, value: str = "\0"):
        if len(value) != 1 or ord(value) > 0xFF:
            raise ValueError(f"a wire char is one character U+0000..U+00FF, not {value!r}")
        return super().__new__(cls, value)


@dataclasses.dataclass(frozen=True)
class Meta:
    """Field metadata written into the YaS field header: ``typing.Annotated[float, yas.Meta(unit="GeV/u")]``.

    ``unit``, ``quantity`` and ``description`` are UTF-8 strings on the wire (None is written as ""), ``modifier``
    one byte 0..255. CmwLight has no metadata: it is dropped there.
    """

    unit: Optional[str] = None
    quantity: Optional[str] = None
    description: Optional[str] = None
    modifier: int = 0

    def merged(self, other: "Meta") -> "Meta":
        return Meta(other.unit if other.unit is not None else self.unit,
                    other.quantity if other.quantity is not None else self.quantity,
                    other.description if other.description is not None else self.description,
                    other.modifier or self.modifier)


def Unit(unit: str) -> Meta:  # noqa: N802 - reads like the Java annotation @Unit
    """``Annotated[float, yas.Unit("GeV/u")]``: the field's unit."""
    return Meta(unit=unit)


def Quantity(quantity: str) -> Meta:  # noqa: N802
    """``Annotated[float, yas.Quantity("energy")]``: the physical quantity."""
    return Meta(quantity=quantity)


def Description(description: str) -> Meta:  # noqa: N802
    """``Annotated[float, yas.Description("beam energy")]``: a free-text description."""
    return Meta(description=description)


def Modifier(modifier: int) -> Meta:  # noqa: N802
    """``Annotated[float, yas.Modifier(1)]``: the modifier byte (e.g. 1 = read-only in the Java reference)."""
    return Meta(modifier=modifier)


@dataclasses.dataclass(frozen=True)
class Value:
    """A dict entry with metadata or an explicit wire type:
    ``{"energy": yas.Value(450.0, unit="GeV/u"), "n": yas.Value(5, type=yas.DataType.LONG)}``. ``iso8859=True``
    writes a STRING or STRING_ARRAY as ISO-8859-1 (the Java reference's ``enforceSimpleStringEncoding``; nothing
    on the wire marks it, readers take bytes that are not UTF-8 as ISO-8859-1)."""

    value: Any
    unit: Optional[str] = None
    quantity: Optional[str] = None
    description: Optional[str] = None
    modifier: int = 0
    type: Optional[DataType] = None
    iso8859: bool = False

    @property
    def meta(self) -> Optional[Meta]:
        if self.unit is None and self.quantity is None and self.description is None:
            return None
        return Meta(self.unit, self.quantity, self.description, self.modifier)
