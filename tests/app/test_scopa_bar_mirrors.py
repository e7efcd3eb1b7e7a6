"""Scopa's thin bar of match points under each player's name fills from the reading side: from
the left in English, from the right in Persian (newcomer #16: it filled from the left while the
header's sliders were mirrored)."""

from __future__ import annotations

import pytest

from tests.app.test_table_actions import open_table


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_match_bar_fills_from_the_reading_side(launch, lang: str) -> None:
    shell, _ = open_table(launch, "scopa", lang)
    bars = [item for item in shell.find_all("matchBar") if item.isVisible()]
    assert len(bars) == 2  # yours and the AI's
    for bar in bars:
        (fill,) = bar.childItems()
        start = fill.x() if lang == "en" else bar.width() - fill.x() - fill.width()
        assert abs(start) < 0.5, (lang, fill.x(), fill.width(), bar.width())
