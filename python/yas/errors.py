"""The one exception for bytes that are not a valid message."""

from __future__ import annotations

_WINDOW = 16


class FormatError(ValueError):
    """Bytes that cannot be decoded as a YaS or CmwLight message.

    Attributes: ``offset`` (byte offset of the problem from the start of the message), ``path`` (the field path,
    ``$.inner.samples``; ``$`` for the root or the header), ``expected`` and ``actual`` (what the reader wanted and
    what it found), ``protocol`` (``"YaS"``, ``"CmwLight"`` or ``"detection"``) and ``window`` (a hex dump of the
    bytes around ``offset``, the byte at ``offset`` marked with ``|``). The message reads like the Java library's
    ``YasFormatException`` (see docs/errors.md).
    """

    def __init__(self, data, offset: int, expected: str, actual: str, path: str = "$", protocol: str = ""):
        self.offset = offset
        self.path = path
        self.expected = expected
        self.actual = actual
        self.protocol = protocol
        self.window = _hex_window(data, offset)
        super().__init__(self._text())

    def _text(self) -> str:
        where = f"{self.protocol}: " if self.protocol else ""
        return (f"{where}at byte {self.offset} ({self.path}): expected {self.expected}, actual {self.actual} "
                f"[{self.window}]")

    def __reduce__(self):  # picklable (multiprocessing, logging handlers), the byte window included
        return _rebuilt, (self.offset, self.expected, self.actual, self.path, self.protocol, self.window)

    def within(self, protocol: str, path: str) -> "FormatError":
        """Sets protocol and path if they are not set yet (the innermost reader knows them best)."""
        if not self.protocol:
            self.protocol = protocol
        if self.path == "$":
            self.path = path
        self.args = (self._text(),)
        return self


def _rebuilt(offset, expected, actual, path, protocol, window) -> FormatError:
    e = FormatError(None, offset, expected, actual, path, protocol)
    e.window = window
    e.args = (e._text(),)
    return e


def _hex_window(data, offset: int) -> str:
    if data is None:
        return ""
    start = max(0, min(offset, len(data)) - _WINDOW // 4)
    end = min(len(data), start + _WINDOW)
    cells = []
    for i in range(start, end):
        cells.append(("|" if i == offset else "") + f"{data[i]:02x}")
    if offset >= len(data):
        cells.append("|")
    return f"hex @{start}: " + " ".join(cells)
