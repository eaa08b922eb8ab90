"""Every committed golden vector (YaS, CmwLight, C++) reads to the same tree as ``yas dump --json`` (Java)."""

from __future__ import annotations

import pytest

import yas
from conftest import golden_files, golden_id, same_tree

VECTORS = golden_files("yas", "cmwlight", "cpp")


@pytest.fixture(scope="module")
def java_trees(java):
    return java.dump_all(VECTORS)


@pytest.mark.parametrize("path", VECTORS, ids=golden_id)
def test_python_tree_equals_java_tree(path, java_trees):
    expected = java_trees[path]
    if "big_endian" in path.name:  # Java reads the reference's big-endian quirk; this package names it instead
        with pytest.raises(yas.FormatError, match="big-endian"):
            yas.loads(path.read_bytes())
        return
    if isinstance(expected, str):  # Java refuses the bytes: so must Python, with one exception type
        with pytest.raises(yas.FormatError):
            yas.loads(path.read_bytes())
        return
    actual = yas.to_json_tree(yas.loads(path.read_bytes()))
    assert same_tree(expected, actual) == []


def test_every_folder_has_vectors():
    assert {p.parent.name for p in VECTORS} == {"yas", "cmwlight", "cpp"}
    assert len(VECTORS) > 70


def test_empty_cmwlight_root_reads_when_the_protocol_is_given():
    data = (golden_files("cmwlight")[0]).read_bytes()
    assert data == b"\0\0\0\0"
    with pytest.raises(yas.FormatError, match="positive CmwLight entry count"):
        yas.loads(data)
    msg = yas.loads(data, protocol="cmwlight")
    assert (msg.protocol, msg.name, len(msg)) == ("CmwLight", "", 0)


def test_big_endian_quirk_vector_is_named():
    path = next(p for p in golden_files("yas") if "big_endian" in p.name)
    with pytest.raises(yas.FormatError) as e:
        yas.loads(path.read_bytes())
    assert (e.value.offset, e.value.path, e.value.protocol) == (4, "$", "YaS")
    assert "big-endian" in e.value.actual
