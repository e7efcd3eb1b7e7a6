"""The translation catalogues (i18n/*.ts): one per language, complete, up to date with the code,
plural forms per language, placeholders kept, digits and terms as each language expects."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardavia_desktop import build, paths
from cardavia_desktop.controllers.languages import NATIVE_NAMES, SOURCE_LANGUAGE

LANGUAGES = list(NATIVE_NAMES)
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
PLURAL_FORMS = {"en": 2, "ar": 6, "fa": 1, "ms": 1, "it": 2, "de": 2}
RIGHT_TO_LEFT = {"ar", "fa"}
PLACEHOLDER = re.compile(r"%(?:\d|Ln|n)")

# One game term, one translation across the app and the rules (source word -> pattern).
GLOSSARY = {
    "trick": {"de": "stich|stech", "it": "pres|prend", "ms": "trik", "ar": "أكل", "fa": "دست"},
    "trump": {
        "de": "atout|trumpf|trümpf",
        "it": "briscol|trionf",
        "ms": "terup",
        "ar": "طرنيب",
        "fa": "حکم",
    },
    # Schnapsen's stock is the Talon / il tallone; Scopa's is the Stoß / il mazzo (docs/i18n.md).
    "stock": {
        "de": "talon|dreh|stoß",
        "it": "tallone|mazzo",
        "ms": "longgok",
        "ar": "كومة",
        "fa": "کپه",
    },
    "marriage": {
        "de": "paar|ansage|angesagt",
        "it": "matrimoni",
        "ms": "perkahwinan",
        "ar": "زواج|زيجات",
        "fa": "ازدواج",
    },
}


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """``(context name, message element)`` of every message in a ``.ts`` file."""
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def forms(message: ET.Element) -> list[str]:
    """The translated text (one entry, or each plural form)."""
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def finished(path: Path) -> list[tuple[str, ET.Element]]:
    """The messages a translator has finished (an unfinished one is reported once, by
    ``test_no_entry_is_unfinished_empty_or_obsolete``)."""
    return [
        (context, message)
        for context, message in messages(path)
        if not message.find("translation").get("type")
    ]


def catalogue(code: str) -> Path:
    """The committed ``.ts`` of a language."""
    return paths.base_dir() / "i18n" / f"cardavia_{code}.ts"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_a_catalogue_for_its_code(code: str) -> None:
    root = ET.parse(catalogue(code)).getroot()
    assert root.get("language") == code
    assert messages(catalogue(code))


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_entry_is_unfinished_empty_or_obsolete(code: str) -> None:
    problems = []
    for context, message in messages(catalogue(code)):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        texts = forms(message) if translation is not None else []
        if kind or not texts or not all(text.strip() for text in texts):
            problems.append(f"{context}: {message.findtext('source')!r} ({kind or 'empty'})")
    assert problems == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_plural_forms_match_the_language(code: str) -> None:
    plural = [
        message
        for _context, message in messages(catalogue(code))
        if message.get("numerus") == "yes"
    ]
    assert plural, "no %n string: plurals are not exercised"
    assert {len(forms(message)) for message in plural} == {PLURAL_FORMS[code]}


def test_catalogues_hold_every_string_of_the_code_and_nothing_else(tmp_path: Path) -> None:
    """lupdate over the current code adds nothing unfinished and drops nothing: a new qsTr or
    translate() string without a translation in some language fails here."""
    for code in LANGUAGES:
        shutil.copy(catalogue(code), tmp_path)
    build.update_translation_sources(tmp_path)
    for code in LANGUAGES:
        fresh = {
            (context, message.findtext("source"))
            for context, message in messages(tmp_path / f"cardavia_{code}.ts")
        }
        committed = {
            (context, message.findtext("source")) for context, message in messages(catalogue(code))
        }
        assert fresh == committed, f"{code}: run `python -m cardavia_desktop.build --update-ts`"
        unfinished = [
            source
            for context, message in messages(tmp_path / f"cardavia_{code}.ts")
            for source in [message.findtext("source")]
            if message.find("translation").get("type")
        ]
        assert unfinished == [], code


@pytest.mark.parametrize("code", LANGUAGES)
def test_placeholders_survive_translation(code: str) -> None:
    for _context, message in finished(catalogue(code)):
        source = message.findtext("source") or ""
        wanted = set(PLACEHOLDER.findall(source)) - {"%Ln", "%n"}
        for text in forms(message):
            assert wanted <= set(PLACEHOLDER.findall(text)), (source, text)
        if "%Ln" in source:  # Arabic may spell out 0, 1 and 2; the general form has the number
            assert "%Ln" in forms(message)[-1], (source, forms(message))


@pytest.mark.parametrize("code", LANGUAGES)
def test_layout_direction_marker(code: str) -> None:
    marker = [
        forms(message)[0]
        for context, message in messages(catalogue(code))
        if context == "QGuiApplication" and message.findtext("source") == "QT_LAYOUT_DIRECTION"
    ]
    if code == SOURCE_LANGUAGE:
        assert marker in ([], ["LTR"])
    else:
        assert marker == ["RTL" if code in RIGHT_TO_LEFT else "LTR"]


def test_persian_writes_persian_digits_and_arabic_western_digits() -> None:
    """Numbers inside sentences follow the locale the UI formats with (fa: ۶۶, ar: 66)."""
    for code, forbidden in (("fa", re.compile("[0-9]")), ("ar", re.compile("[٠-٩]"))):
        offenders = [
            text
            for _context, message in messages(catalogue(code))
            for text in forms(message)
            if forbidden.search(PLACEHOLDER.sub("", text))
        ]
        assert offenders == [], code
    persian = "".join(text for _c, m in messages(catalogue("fa")) for text in forms(m))
    assert "۶۶" in persian and "۳۳" in persian


@pytest.mark.parametrize("code", TRANSLATED)
def test_game_terms_are_translated_one_way_everywhere(code: str) -> None:
    misses = []
    for _context, message in finished(catalogue(code)):
        source = message.findtext("source") or ""
        for term, patterns in GLOSSARY.items():
            if re.search(rf"\b{term}s?\b", source, re.IGNORECASE):
                misses += [
                    f"{term}: {text}"
                    for text in forms(message)
                    if not re.search(patterns[code], text, re.IGNORECASE)
                ]
    assert misses == []
