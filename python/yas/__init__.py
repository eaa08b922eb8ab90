"""YaS for Python: read and write YaS and CmwLight messages, with numpy arrays.

``yas.loads(data)`` decodes a message into a tree of fields that reads like a dict
(``msg["inner"]["samples"]`` is a numpy array); ``yas.dumps(obj, protocol="yas" | "cmwlight")`` writes dicts,
dataclasses or decoded messages. Bad input raises ``yas.FormatError`` with the offset, field path and expectation.
Wire formats: docs/spec-yas.md and docs/spec-cmwlight.md in the YaS repository.
"""

from ._dump import dumps
from ._load import loads
from .errors import FormatError
from .tree import CustomValue, EnumValue, Field, Map, Message
from .tree_json import to_json_tree
from .types import DataType
from .values import Char, Description, Meta, Modifier, Quantity, Unit, Value

__all__ = ["loads", "dumps", "FormatError", "Message", "Field", "Map", "EnumValue", "CustomValue", "DataType",
           "Char", "Meta", "Unit", "Quantity", "Description", "Modifier", "Value", "to_json_tree"]
__version__ = "0.1.0"
