"""Lock & Bet's lobby tile after leaving a match in the middle of a deal (newcomer #11 item 7:
"20 to 20" while the table had shown 18 and 5 with 17 in the pot): the tile says what its
numbers are, yours and the AI's chips at the start of this deal, in English and Persian
(Persian digits; its words are shorter: "match: you n, opponent m chips"); the other games
say "Match under way: you n, AI m" (newcomers #16, #17: "19 to 21" said neither side); no
number breaks from its words. A real save read by the lobby; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest

from cardavia_desktop.controllers.standing import match_status
from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames
from tests.app.test_lesson_gui import LOUD

WORDS = {
    "en": "Match under way: you {0}, AI {1} chips at the start of this deal",
    "fa": "مسابقه: شما {0}، حریف {1} ژتون",
}


def glued(words: str, yours: str, theirs: str) -> str:
    """``words`` with the spaces on either side of your number (its first) and of the other's
    (its last) made no-break, as the tile keeps each number on one line with its words."""

    def glue(text: str, at: int, size: int) -> str:
        before, number, after = text[:at], text[at : at + size], text[at + size :]
        before = before[:-1] + "\u00a0" if before.endswith(" ") else before
        after = "\u00a0" + after[1:] if after.startswith(" ") else after
        return before + number + after

    words = glue(words, words.index(yours), len(yours))
    return glue(words, words.rindex(theirs), len(theirs))


PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def mid_deal() -> Any:
    """A Lock & Bet match with chips bet in its deal beyond the antes, you having bet."""
    match = new_match("lockbet", seed=3)
    for _ in range(40):
        obs = match.observation(0)
        if sum(obs["bets"]) > 0 and 0 in match.actors:
            return match
        legal = match.legal_actions()
        bets = [a for a in legal if a.startswith(("bet:", "raise:"))]
        calls = [a for a in legal if a == "call"]
        match.apply((bets or calls or legal)[0])
    raise AssertionError("no bet in the first deal")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_tile_says_its_chips_are_the_deals_start(launch, qtlog, lang: str) -> None:
    match = mid_deal()
    status = match_status(match)
    obs = match.observation(0)
    assert status["standing"] != list(obs["stacks"])  # bets are out of the stacks
    SavedGames().save(match, status)
    scopa = new_match("scopa", seed=1)
    while 0 not in scopa.actors:
        scopa.apply(scopa.legal_actions()[0])
    scopa.apply(scopa.legal_actions()[0])
    SavedGames().save(scopa, match_status(scopa))
    shell = launch(game="", lang=lang)
    line = shell.find("matchUnderWay", shell.find("game_lockbet"))
    shell.qtbot.waitUntil(line.isVisible, timeout=10_000)
    numbers = [str(n) for n in status["standing"]]
    if lang == "fa":
        numbers = [n.translate(PERSIAN) for n in numbers]
    words = WORDS[lang].format(*numbers)
    assert line.property("text") == glued(words, *numbers)
    other = shell.find("matchUnderWay", shell.find("game_scopa"))
    shell.qtbot.waitUntil(other.isVisible, timeout=10_000)
    assert "deal" not in other.property("text") and "دور" not in other.property("text")
    if lang == "en":  # the score on one line (newcomer #10: "Match under way: 34 to" / "6")
        yours, theirs = match_status(scopa)["standing"]
        words = f"Match under way: you {yours}, AI {theirs}"
        assert other.property("text") == glued(words, str(yours), str(theirs))
    assert not [r.message for r in qtlog.records if r.type in LOUD]
