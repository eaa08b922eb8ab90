"""The field tree as plain JSON data, in the shape ``yas dump FILE --json`` prints (the Java command line)."""

from __future__ import annotations

import math

import numpy as np

from .tree import CustomValue, EnumValue, Field, Message


def to_json_tree(msg: Message) -> dict:
    """``{"protocol", "version", "root": {...}}``; each field ``{"name", "type", "offset", "unit"?, "quantity"?,
    "description"?, "modifier"?, "dims"?, "value" | "fields"}``. Numbers stay numbers (non-finite floats are the
    strings ``"NaN"``, ``"Infinity"``, ``"-Infinity"``), arrays are flat with ``dims`` beside them, maps are lists
    of ``[key, value]`` pairs, a nested object among them (an element or a map value) a field as above, enums
    ``{"name", "ordinal"}``, custom payloads ``{"bytes": size}``."""
    return {"protocol": msg.protocol, "version": msg.version, "root": field_json(msg)}


def field_json(f: Field) -> dict:
    out = {"name": f.name, "type": f.type.name, "offset": f.offset}
    if f.unit is not None:
        out.update(unit=f.unit, quantity=f.quantity, description=f.description, modifier=f.modifier)
    if f.dims is not None:
        out["dims"] = list(f.dims)
    if f.is_object:
        out["fields"] = [field_json(c) for c in f.fields]
    else:
        out["value"] = value_json(f.value)
    return out


def value_json(v):
    if v is None or isinstance(v, (bool, np.bool_)):
        return None if v is None else bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        x = float(v)
        return x if math.isfinite(x) else ("NaN" if math.isnan(x) else "Infinity" if x > 0 else "-Infinity")
    if isinstance(v, str):
        return str(v)
    if isinstance(v, np.ndarray):
        return [value_json(e) for e in v.reshape(-1).tolist()] if v.dtype != object else [
            value_json(e) for e in v.reshape(-1)]
    if isinstance(v, dict):
        return [[value_json(k), value_json(x)] for k, x in v.items()]
    if isinstance(v, (list, tuple)):
        return [value_json(e) for e in v]
    if isinstance(v, EnumValue):
        return {"name": v.name, "ordinal": v.ordinal}
    if isinstance(v, CustomValue):
        return {"bytes": v.byte_count}
    if isinstance(v, Field):  # an element object of a collection, a map's value object
        return field_json(v)
    return str(v)
