"""Carry translations over when messages move to another context (a qsTr string moved to
another QML file): every unfinished message of ``i18n/cardavia_*.ts`` gets the translation that
the same source text (and disambiguation) had in the catalogue at git revision BASE, in any
context. Run after ``python -m cardavia_desktop.build --update-ts``, then run that again (it
rewrites the files in lupdate's own layout) and rebuild.

Usage: ``python i18n/carry_translations.py BASE`` (for example the commit before the move).
When the same source had different translations in different contexts, the one of the context
named in ``--prefer OLD=NEW`` pairs is taken (the old context of the moved file), else none is
taken and the message is listed, to be translated by hand.
"""

from __future__ import annotations

import argparse
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

I18N = Path(__file__).resolve().parent
LANGUAGES = ("ar", "fa", "ms", "it", "de", "en")

Key = tuple[str, str, bool]


def _key(message: ET.Element) -> Key:
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return source, comment, message.get("numerus") == "yes"


def _finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    if message.get("numerus") == "yes":
        return any((form.text or "").strip() for form in translation.findall("numerusform"))
    return bool((translation.text or "").strip())


def _old_translations(text: str) -> dict[Key, dict[str, ET.Element]]:
    """Finished translations of the old catalogue: key -> {context: translation element}."""
    found: dict[Key, dict[str, ET.Element]] = {}
    for context in ET.fromstring(text).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if _finished(message):
                found.setdefault(_key(message), {})[name] = message.find("translation")
    return found


def _same(a: ET.Element, b: ET.Element) -> bool:
    return ET.tostring(a) == ET.tostring(b)


def carry(language: str, base: str, prefer: list[tuple[str, str]]) -> tuple[int, list[str]]:
    """Fill the unfinished messages of one catalogue; returns (carried, left) ."""
    path = I18N / f"cardavia_{language}.ts"
    old_text = subprocess.run(
        ["git", "show", f"{base}:i18n/{path.name}"],
        check=True,
        capture_output=True,
        text=True,
        cwd=I18N,
    ).stdout
    old = _old_translations(old_text)
    tree = ET.parse(path)
    carried, left = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if _finished(message):
                continue
            candidates = old.get(_key(message), {})
            chosen = None
            distinct = list(candidates.values())
            if distinct and all(_same(distinct[0], other) for other in distinct[1:]):
                chosen = distinct[0]
            else:
                for old_name, new_name in prefer:
                    if new_name == name and old_name in candidates:
                        chosen = candidates[old_name]
            if chosen is None:
                if candidates or message.find("translation") is not None:
                    left.append(f"{name}: {_key(message)[0]!r}")
                continue
            message.remove(message.find("translation"))
            copy = ET.fromstring(ET.tostring(chosen))
            copy.attrib.pop("type", None)
            copy.tail = "\n    "
            message.append(copy)
            carried += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return carried, left


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the git revision whose catalogues hold the translations")
    parser.add_argument("--prefer", action="append", default=[], metavar="OLD=NEW")
    options = parser.parse_args()
    prefer = [(old, new) for old, _, new in (pair.partition("=") for pair in options.prefer)]
    for language in LANGUAGES:
        carried, left = carry(language, options.base, prefer)
        print(f"{language}: {carried} carried, {len(left)} left")
        for line in left:
            print("   ", line)


if __name__ == "__main__":
    main()
