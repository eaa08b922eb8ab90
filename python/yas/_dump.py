"""``yas.dumps``: Python objects or decoded messages to YaS or CmwLight bytes."""

from __future__ import annotations

from typing import Optional

from ._encode import encode_object
from .tree import Field
from ._writers import ROOT_END, ROOT_START, CmwLightOut, YasOut


def dumps(obj, protocol: str = "yas", *, root_name: Optional[str] = None, metadata: bool = True) -> bytes:
    """Encodes ``obj`` as one message.

    :param obj: a ``dict`` (keys are field names, in order), a dataclass instance (fields in declaration order,
        annotations choose the wire types and metadata), or a decoded ``yas.Message``/object (written with the
        types, dims and metadata it was read with).
    :param protocol: ``"yas"`` or ``"cmwlight"``. CmwLight has no metadata, collections, maps or custom data
        (ValueError for the last three); enums are written as their ordinal.
    :param root_name: the YaS root object's name; default that of a decoded message, else ``"OBJ_ROOT_START"``.
        The root END_MARKER is named ``"OBJ_ROOT_END"`` for the default name, else like the root (as the Java
        class mapper does).
    :param metadata: ``False`` leaves the metadata blocks out (the Java ``setPutFieldMetaData(false)``).
    :return: the message bytes, little-endian.
    :raises TypeError: for a value with no wire type (e.g. an unsigned numpy dtype, an un-annotated ``None``).
    :raises ValueError: for a value that does not fit its type (an ``int`` outside int32, a name or char outside
        ISO-8859-1, …), or what the protocol cannot carry.
    """
    name = root_name or (obj.name if isinstance(obj, Field) and obj.name else ROOT_START)
    root = encode_object(name, obj)
    kind = protocol.lower()
    if kind == "yas":
        return YasOut(metadata).message(root, ROOT_END if name == ROOT_START else name)
    if kind == "cmwlight":
        return CmwLightOut().message(root)
    raise ValueError(f"protocol must be 'yas' or 'cmwlight', not {protocol!r}")
