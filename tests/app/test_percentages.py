"""Every percentage the views write goes through one helper (``Format.percent``) with the
language's percent format (newcomer #5 item 14: "59%" beside "95 %" in the same English note):
the AI-level notes and the header's filter values, in English, German, Arabic and Persian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale

from cardavia_desktop.controllers.languages import LOCALES
from cardavia_desktop.controllers.levels import measured_steps

#: How each language writes 64 percent (%s: the number in the language's digits).
FORMAT = {"en": "%s%%", "de": "%s %%", "ar": "%s٪", "fa": "%s٪"}
#: Any number written with a percent sign, and the space (if any) between them.
PERCENT = re.compile(r"([0-9۰-۹٠-٩]+)(\s?)([%٪])")


def _written(lang: str, value: float) -> str:
    return FORMAT[lang] % QLocale(LOCALES[lang]).toString(round(value))


@pytest.mark.parametrize("lang", ["en", "de", "ar", "fa"])
def test_percentages_in_the_language_s_one_format(launch, lang: str) -> None:
    shell = launch(game="scopa", lang=lang)
    sample = PERCENT.search(_written(lang, 64))
    assert sample
    for name in ("contrastSlider", "grainSlider", "temperatureSlider"):
        value = shell.find(name).property("value")
        assert shell.find(name + "Value").property("text") == _written(lang, value)

    shell.qtbot.waitUntil(lambda: shell.find("levelNotesButton").isVisible(), timeout=15_000)
    shell.click(shell.find("levelNotesButton"))
    shell.qtbot.waitUntil(lambda: shell.find("levelNotes").isVisible(), timeout=15_000)
    for step in measured_steps("scopa"):
        text = shell.find(f"levelMeasured_{step['level']}").property("text")
        for fraction in (step["winRate"], step["low"], step["high"]):
            assert _written(lang, 100 * fraction) in text, (text, fraction)
        # every figure with a percent sign in the sentence, the translation's own "95" among
        # them, is written alike: the same sign, the same space or none
        found = PERCENT.findall(text)
        assert len(found) >= 3, text
        assert {(space, sign) for _, space, sign in found} == {sample.group(2, 3)}, text
