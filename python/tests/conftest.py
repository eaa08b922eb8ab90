"""Shared fixtures: the committed golden vectors and the Java command line (``./yas dump --json``)."""

from __future__ import annotations

import concurrent.futures
import json
import pathlib
import shutil
import subprocess

import numpy as np
import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = REPO / "yas-core" / "src" / "test" / "resources" / "golden"
LAUNCHER = REPO / "yas"
JAR = REPO / "yas-cli" / "target" / "yas.jar"


def golden_files(*folders: str) -> list:
    return sorted(p for folder in folders for p in (GOLDEN / folder).glob("*.bin"))


def golden_id(path: pathlib.Path) -> str:
    return f"{path.parent.name}/{path.stem}"


class JavaCli:
    """Runs the Java command line: the launcher builds the jar on first use, later calls run the jar directly."""

    def __init__(self):
        self.built = False
        self.trees = {}  # dump_all results by path, for the session

    def run(self, *args: str) -> subprocess.CompletedProcess:
        if not self.built:
            result = subprocess.run([str(LAUNCHER), *args], capture_output=True, text=True, cwd=REPO)
            self.built = JAR.exists()
            return result
        return subprocess.run(["java", "-jar", str(JAR), *args], capture_output=True, text=True, cwd=REPO)

    def dump(self, path) -> dict:
        """The Java tree of a message file as parsed JSON; AssertionError naming Java's message if it fails."""
        result = self.run("dump", str(path), "--json")
        assert result.returncode == 0, f"java yas dump {path}: {result.stderr.strip()}"
        return json.loads(result.stdout)

    def dump_all(self, paths: list) -> dict:
        """Java trees of many files (two at a time), by path; a failure maps to Java's error text."""
        if paths and not self.built:
            self.run("--version")  # builds the jar once, before the parallel calls
        def one(p):
            result = self.run("dump", str(p), "--json")
            return p, json.loads(result.stdout) if result.returncode == 0 else result.stderr.strip()
        todo = [p for p in paths if p not in self.trees]
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            self.trees.update(pool.map(one, todo))
        return {p: self.trees[p] for p in paths}


@pytest.fixture(scope="session")
def java():
    if shutil.which("java") is None:
        pytest.skip("java is not on the PATH: the comparisons with the Java command line need it (CI has it)")
    return JavaCli()


def same_tree(java_tree, py_tree, path: str = "$") -> list:
    """Differences between Java's and Python's JSON trees. A float equals if it is the same double, or the same
    float32 (Java prints a float32 by its shortest decimal, Python keeps its exact value)."""
    if isinstance(java_tree, dict) and isinstance(py_tree, dict):
        if java_tree.keys() != py_tree.keys():
            return [f"{path}: keys {sorted(java_tree)} != {sorted(py_tree)}"]
        return [d for k in java_tree for d in same_tree(java_tree[k], py_tree[k], f"{path}.{k}")]
    if isinstance(java_tree, list) and isinstance(py_tree, list):
        if len(java_tree) != len(py_tree):
            return [f"{path}: {len(java_tree)} elements != {len(py_tree)}"]
        return [d for i, (a, b) in enumerate(zip(java_tree, py_tree)) for d in same_tree(a, b, f"{path}[{i}]")]
    if isinstance(java_tree, float) and isinstance(py_tree, float):
        ok = java_tree == py_tree or float(np.float32(java_tree)) == py_tree
    else:
        ok = type(java_tree) is type(py_tree) and java_tree == py_tree
    return [] if ok else [f"{path}: java {java_tree!r} != python {py_tree!r}"]


def without_offsets(tree):
    """A JSON tree without the byte offsets (they move when a writer lays out the same fields differently)."""
    if isinstance(tree, dict):
        return {k: without_offsets(v) for k, v in tree.items() if k != "offset"}
    if isinstance(tree, list):
        return [without_offsets(v) for v in tree]
    return tree
