"""Reading a message with a 10^6-element double[] against numpy.frombuffer of the same bytes (timeit).

Run: python bench/bench_read.py [--repeat N]. Prints one line per case: the best per-call time over the repeats
(each repeat the mean of a loop) and its ratio to the reference the issue names, numpy.frombuffer of the array's
bytes. The message is placed in memory twice: with the doubles 8-byte aligned (read zero-copy) and shifted by
one byte (the reader then makes one aligned copy; compared with frombuffer(...).copy()).
"""

from __future__ import annotations

import argparse
import platform
import timeit

import numpy as np

import yas

N = 1_000_000


def placed(message: bytes, aligned: bool) -> tuple:
    """The message in fresh memory, its doubles aligned or not: (buffer view, offset of the doubles)."""
    probe = yas.loads(message)
    offset = probe.field("samples").offset
    data_offset = offset + message[offset + 1] + 12  # dataStartOffset (one byte here), then [1][n][n]
    memory = np.zeros(len(message) + 16, np.uint8)
    base = memory.ctypes.data
    shift = next(s for s in range(8) if ((base + s + data_offset) % 8 == 0) == aligned)
    memory[shift:shift + len(message)] = np.frombuffer(message, np.uint8)
    return memory[shift:shift + len(message)], data_offset


def best(stmt, repeat: int) -> float:
    timer = timeit.Timer(stmt)
    loops, _ = timer.autorange()
    return min(timer.repeat(repeat, loops)) / loops


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    message = yas.dumps({"samples": np.random.default_rng(1).random(N)})
    print(f"# {N} doubles, message {len(message)} bytes; Python {platform.python_version()}, numpy "
          f"{np.__version__}, {platform.machine()}")
    for aligned in (True, False):
        view, off = placed(message, aligned)
        reference = best(lambda: np.frombuffer(view, "<f8", N, off), args.repeat)
        read = best(lambda: yas.loads(view)["samples"], args.repeat)
        copy = best(lambda: np.frombuffer(view, "<f8", N, off).copy(), args.repeat)
        kind = "aligned (zero-copy)" if aligned else "unaligned (one copy)"
        print(f"{kind:22} yas.loads(msg)['samples'] {read * 1e6:10.1f} us | numpy.frombuffer "
              f"{reference * 1e6:8.1f} us (ratio {read / reference:7.1f}) | numpy.frombuffer(...).copy() {copy * 1e6:8.1f} us "
              f"(ratio {read / copy:5.2f})")


if __name__ == "__main__":
    main()
