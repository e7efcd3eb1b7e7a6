"""Fonts: the bundled Vazirmatn (OFL, Arabic and Persian) and the fallback chain per language.

``make build`` fetches Vazirmatn from npm into ``build/fonts/`` (git-ignored, see ``build.py``);
the app registers every TTF found there. Arabic and Persian use Vazirmatn, the other languages
DejaVu Sans; each family falls back through ``FALLBACKS`` when a glyph or the font is missing.
Suit symbols never depend on a font: they are vector shapes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import paths

VAZIRMATN_VERSION = "33.0.3"
VAZIRMATN_FILES = ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf")
ARABIC_SCRIPT_FAMILY = "Vazirmatn"
LATIN_FAMILY = "DejaVu Sans"
LATIN_SERIF_FAMILY = "DejaVu Serif"
ARABIC_SCRIPT_LANGUAGES = frozenset({"ar", "fa"})

# Tried in order when a family is missing on this machine.
FALLBACKS = {
    ARABIC_SCRIPT_FAMILY: ["Noto Naskh Arabic", "Noto Sans Arabic", LATIN_FAMILY, "FreeSans"],
    LATIN_FAMILY: ["Noto Sans", "Liberation Sans", "FreeSans", ARABIC_SCRIPT_FAMILY],
    LATIN_SERIF_FAMILY: ["Noto Serif", "Liberation Serif", "FreeSerif", LATIN_FAMILY],
}

_loaded: list[str] = []


def fonts_dir() -> Path:
    """Where the build step puts the bundled fonts (``build/fonts/`` next to the package)."""
    return paths.base_dir() / "build" / "fonts"


def load_bundled_fonts(folder: Path | None = None) -> list[str]:
    """Register every bundled TTF with Qt once; return the families now available from them."""
    from PySide6.QtGui import QFont, QFontDatabase  # not before the first frame: ~4 ms of enums

    if _loaded:
        return list(_loaded)
    folder = folder or fonts_dir()
    for file in sorted(folder.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(file))
        if font_id < 0:
            print(f"cardavia: could not load the font {file}", file=sys.stderr)
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in _loaded:
                _loaded.append(family)
    for family, substitutes in FALLBACKS.items():
        QFont.insertSubstitutions(family, substitutes)
    if not _loaded:
        print(
            f"cardavia: no bundled font in {folder} (run `make build`); Arabic and Persian "
            "use the system's fonts.",
            file=sys.stderr,
        )
    return list(_loaded)


def ui_family(language: str) -> str:
    """The font family for the interface text of ``language``."""
    if language in ARABIC_SCRIPT_LANGUAGES:
        return ARABIC_SCRIPT_FAMILY
    return LATIN_FAMILY


def title_family(language: str) -> str:
    """The family of titles: the serif for Latin script, Vazirmatn for Arabic script."""
    if language in ARABIC_SCRIPT_LANGUAGES:
        return ARABIC_SCRIPT_FAMILY
    return LATIN_SERIF_FAMILY
