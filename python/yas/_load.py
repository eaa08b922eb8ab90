"""``yas.loads``: protocol detection and the readers."""

from __future__ import annotations

import struct
from typing import Optional

from ._cmwlight_reader import read_cmwlight
from .errors import FormatError
from ._source import Source
from .tree import Message
from ._yas_reader import read_yas

_JSON_WHITESPACE = b" \t\n\r\0"


def detect(src: Source) -> str:
    """As the Java ``Protocol.detect``: int32 -1 is YaS; a first non-whitespace ``{`` is JSON; a positive int32
    entry count is CmwLight."""
    buf, n = src.buf, src.limit
    if n >= 4 and struct.unpack_from("<i", buf, 0)[0] == -1:
        return "yas"
    q = 0
    while q < n and buf[q] in _JSON_WHITESPACE:
        q += 1
    if q < n and buf[q] == ord("{"):
        return "json"
    if n >= 4 and struct.unpack_from("<i", buf, 0)[0] > 0:
        return "cmwlight"
    raise FormatError(buf, 0, "a YaS header (ff ff ff ff 04 00 00 00 'YaS'), a JSON object '{' or a positive "
                              "CmwLight entry count", f"{n} bytes that match none", protocol="detection")


def loads(data, protocol: Optional[str] = None) -> Message:
    """Decodes one message.

    :param data: ``bytes``, ``bytearray``, ``memoryview`` or any contiguous buffer; never modified. Arrays are
        read zero-copy (``numpy.frombuffer``, read-only views of ``data``) where their offset is aligned, so keep
        ``data`` unchanged while you use them.
    :param protocol: ``"yas"`` or ``"cmwlight"`` to skip detection (an empty CmwLight root, entry count 0, is only
        read so); ``None`` detects as the Java library does.
    :return: the root object with ``protocol`` and ``version``.
    :raises FormatError: for bytes that are not a message of the protocol (offset, field path, expectation), and
        for JSON text, which this package does not read.
    :raises TypeError: for a non-contiguous buffer.
    """
    src = Source(data)
    kind = (protocol or detect(src)).lower()
    if kind == "json":
        raise FormatError(src.buf, 0, "YaS or CmwLight bytes", "JSON text (read it with the json module)",
                          protocol="detection")
    reader = {"yas": read_yas, "cmwlight": read_cmwlight}.get(kind)
    if reader is None:
        raise ValueError(f"protocol must be 'yas' or 'cmwlight', not {protocol!r}")
    try:
        return reader(src)
    except (IndexError, struct.error, ValueError, OverflowError) as e:
        if isinstance(e, FormatError):
            raise
        raise FormatError(src.buf, 0, "a decodable message", f"{type(e).__name__}: {e} (a reader bug; "
                                      "please report it)", protocol=kind) from e
