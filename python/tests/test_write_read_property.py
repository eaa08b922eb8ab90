"""Property: what ``yas.dumps`` writes, ``yas.loads`` reads back to the same values and types, and a decoded
message rewrites to the same bytes, in both protocols (hypothesis, derandomised)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings, strategies as st

import yas

NAMES = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=255), min_size=1, max_size=8)
INT32 = st.integers(-2**31, 2**31 - 1)
SCALARS = st.one_of(
    st.booleans(), INT32, st.floats(allow_nan=False), st.text(max_size=12),
    st.integers(-128, 127).map(np.int8), st.integers(-2**15, 2**15 - 1).map(np.int16),
    st.integers(-2**63, 2**63 - 1).map(np.int64), st.floats(width=32, allow_nan=False).map(np.float32),
    st.characters(max_codepoint=255).map(yas.Char))
DTYPES = st.sampled_from(["<i1", "<i2", "<i4", "<i8", "<f4", "<f8", "bool"])
SHAPES = st.lists(st.integers(0, 3), min_size=1, max_size=3).map(tuple)
ARRAYS = st.builds(lambda dtype, shape, seed: np.random.default_rng(seed).integers(-100, 100, shape).astype(dtype),
                   DTYPES, SHAPES, st.integers(0, 2**32 - 1))
STRING_ARRAYS = st.lists(st.text(max_size=5), max_size=4).map(lambda xs: np.array(xs + [""], dtype=object)[:len(xs)])
LEAVES = st.one_of(SCALARS, ARRAYS, STRING_ARRAYS)
OBJECTS = st.recursive(st.dictionaries(NAMES, LEAVES, max_size=5),
                       lambda inner: st.dictionaries(NAMES, st.one_of(LEAVES, inner), max_size=5), max_leaves=12)


def same(a, b) -> bool:
    if isinstance(a, dict):
        return isinstance(b, yas.Field) and list(a) == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray):
        return isinstance(b, np.ndarray) and a.shape == b.shape and (a.dtype == b.dtype or a.dtype == object
                                                                     ) and a.tolist() == b.tolist()
    expected = {bool: bool, int: np.int32, float: np.float64, str: str}.get(type(a), type(a))
    return type(b) is expected and (a == b or a != a and b != b)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(obj=OBJECTS, protocol=st.sampled_from(["yas", "cmwlight"]))
def test_dumps_then_loads_gives_the_values_back(obj, protocol):
    data = yas.dumps(obj, protocol)
    msg = yas.loads(data, protocol=protocol)
    assert same(obj, msg)
    assert yas.dumps(msg, protocol) == data
