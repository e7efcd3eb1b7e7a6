"""File names from outside (the command line, a typed path, a file URL), kept byte-exact.

A name that is not valid UTF-8 reaches Python as text with surrogate escapes (``os.fsdecode``)
or as bytes. Qt's strings cannot hold it: a Python string passed through a Qt signal loses
the undecodable bytes, and Qt decodes names and ``%XX`` in URLs to U+FFFD. So such a path is
never handed to Qt as text (it travels as a Python object, ``Signal(object)``), a file URL is
percent-decoded to bytes here, and a name that shows U+FFFD where an undecodable name of the
same folder would too is refused (``lossy_name``): the app never opens the other file.
Pure Python.
"""

from __future__ import annotations

import os
import urllib.parse
from pathlib import Path

REPLACEMENT = "\ufffd"


def from_text(text: str) -> str:
    """A local path from a file URL (``file:///…``, percent-decoded to the exact bytes) or a
    plain path (returned as it is)."""
    if not text.startswith("file:"):
        return text
    if os.name == "nt":  # names are UTF-16 there: Qt's conversion loses nothing
        from PySide6.QtCore import QUrl

        return QUrl(text).toLocalFile()
    parts = urllib.parse.urlsplit(text)
    if parts.netloc not in ("", "localhost"):
        return text  # another machine's file: refused as "no such file"
    return os.fsdecode(urllib.parse.unquote_to_bytes(parts.path))


def lossy_name(path: Path) -> bool:
    """Whether ``path``'s name has U+FFFD where a name of the same folder has bytes that are
    not UTF-8 and reads the same once decoded: the name came through a lossy decoding (Qt's)
    and may not be the file the person chose."""
    name = path.name
    if REPLACEMENT not in name:
        return False
    try:
        entries = os.listdir(os.fsencode(path.parent))
    except OSError:
        return False
    for entry in entries:
        try:
            entry.decode("utf-8")
        except UnicodeDecodeError:
            if entry.decode("utf-8", "replace") == name:
                return True
    return False
