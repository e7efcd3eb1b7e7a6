"""Text from outside the app (a flag, a file name, a value in a file) as a message shows it.

Pure Python (no Qt). A name may hold a newline (a forged second line), a right-to-left override
(U+202E: a terminal or a label shows it reordered), other control or format characters, bytes
that were not UTF-8 (lone surrogates), or be 50 kB long: :func:`shown` escapes every character
that is not printable (``\\n``, ``\\u202e``) and cuts the text short, so that what a message
or a terminal shows is one line, in order, and bounded.
"""

from __future__ import annotations

import os

ELLIPSIS = "…"


def escaped(text: str) -> str:
    """``text`` with each character that is not printable (controls, format characters such as
    U+202E, line and paragraph separators, lone surrogates) and the backslash written as a
    Python escape; the other characters (any script) are kept."""
    return "".join(ch if ch.isprintable() and ch != "\\" else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    """One character as an escape: a byte that was not UTF-8 (``os.fsdecode`` keeps it as a
    lone surrogate U+DC80..U+DCFF) as that byte, ``\\xNN``."""
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"
    return repr(ch)[1:-1]


def shown(value: object, limit: int = 40, quoted: bool = True) -> str:
    """``value`` (text, or a path: its bytes as the system gave them) escaped and cut to at
    most ``limit`` characters, in quotes unless ``quoted`` is false.

    A long text keeps its beginning and its end (a path's file name) around an ellipsis."""
    if isinstance(value, bytes):
        text = os.fsdecode(value)
    elif isinstance(value, os.PathLike):
        text = os.fsdecode(os.fspath(value))
    else:
        text = str(value)
    mark = "'" if quoted else ""
    room = max(limit - 2 * len(mark), 3)
    whole = escaped(text) if len(text) <= room else ""
    if len(text) <= room and len(whole) <= room:
        return f"{mark}{whole}{mark}"
    tail = (room - 1) // 3
    head = room - 1 - tail
    # Escaping only lengthens: the escaped beginning and end of the text are those of its
    # escaped whole, without escaping 50 kB.
    text = escaped(text[:head])[:head] + ELLIPSIS + (escaped(text[-tail:])[-tail:] if tail else "")
    return f"{mark}{text}{mark}"
