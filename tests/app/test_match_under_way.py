"""A match is "under way" on its lobby tile only once you decided something in it (newcomer
3's item 18): the match a table began when you opened it for a lesson, where only the AI
seats have played, is no "Match under way: 0 to 0"."""

from __future__ import annotations

from cardavia_desktop.controllers.saved_status import status_of
from cardavia_desktop.controllers.standing import match_status
from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames


def ai_begins(game: str) -> object:
    """A new match of ``game`` where the AI seats play first, played up to your first turn."""
    for seed in range(1, 200):
        match = new_match(game, seed=seed)
        if match.current_player != 0:
            break
    while match.current_player != 0:
        match.apply(match.legal_actions()[0])
    return match


def test_only_the_ais_moves_are_no_match_under_way() -> None:
    match = ai_begins("minchiate")
    assert len(match.history) > 0
    SavedGames().save(match, match_status(match))
    status = status_of("minchiate")
    assert status["moves"] > 0 and not status["underWay"]
    while True:  # your moves, the lone ones (a forced pass) not yet decisions
        match.apply(match.legal_actions()[0])
        SavedGames().save(match, match_status(match))
        decided = match.actors[-1] == 0 and not match.forced[-1]
        assert status_of("minchiate")["underWay"] == decided
        if decided:
            break


def test_an_older_save_without_the_decided_flag_counts_its_moves() -> None:
    path = SavedGames().path("scopa")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"status": {"moves": 3, "over": false, "standing": [1, 0]}}')
    assert status_of("scopa") == {"underWay": True, "standing": [1, 0], "moves": 3}
