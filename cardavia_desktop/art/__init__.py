"""Cardavia's art pipeline: every card face, back, suit pip and lobby emblem as generated SVG.

Drawn by the project in pure Python (no third-party art, no drawing dependency) from one
description per pack (``packs.PACKS``): suits and pips (``suits``), court figures (``courts``),
trump subjects (``subjects``) and the games' emblems (``emblems``). The SVGs are committed under
``resources/cards`` and ``resources/emblems``; regenerate them with
``python -m cardavia_desktop.art``
(``--check`` says whether the committed files are current, ``--contact-sheet DIR`` renders every
pack on one PNG per pack to look at). The views show them as ``Image`` items (views/cards/faces.js
maps a card to its file), so Qt renders each face once per size. See docs/cards.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from . import emblems, packs


def generated() -> Iterator[tuple[Path, str]]:
    """Every generated file as ``(path relative to resources/, SVG text)``."""
    for name, svg in packs.every_file():
        yield Path("cards") / name, svg
    for name, svg in emblems.every_emblem():
        yield Path("emblems") / name, svg


def write(resources: Path) -> list[Path]:
    """Write every generated file below ``resources`` (only files whose text changed); return
    the paths written."""
    written = []
    for relative, svg in generated():
        target = resources / relative
        if target.is_file() and target.read_text(encoding="utf-8") == svg:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(svg, encoding="utf-8")
        written.append(target)
    return written


def stale(resources: Path) -> list[Path]:
    """Generated files that are missing or differ below ``resources``, and stray ``.svg`` files
    the generator no longer makes."""
    wanted = dict(generated())
    out = [
        resources / rel
        for rel, svg in wanted.items()
        if not (resources / rel).is_file() or (resources / rel).read_text(encoding="utf-8") != svg
    ]
    for folder in ("cards", "emblems"):
        for found in sorted((resources / folder).rglob("*.svg")):
            if found.relative_to(resources) not in wanted:
                out.append(found)
    return out
