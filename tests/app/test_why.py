""" "Why?" through the controller, in each of the five games: after the AI's moves the table may
ask why; the answer is, for each AI move the table shows as just made, exactly what
``engine.why.why_facts`` says from that seat's own observation before the move, names no card
hidden from you, and goes as soon as the position moves on. Watch's captions carry the same
reasons for every watched move, your seat's included."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any

import pytest

from cardavia_desktop.controllers.worker import HUMAN
from cardavia_desktop.controllers.worker.base import derive_ai_seed
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.why import SEARCH_LEVELS, listener_cards, why_contrast, why_facts
from tests.app.record_helpers import WAIT_MS, Table

GAMES = ["scopa", "schnapsen", "piedicavallo", "minchiate", "lockbet"]


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, (list, tuple)):
        return [s for item in value for s in strings(item)]
    return []


def cards_in(game: str, value: Any) -> set[str]:
    """The card codes of ``game`` anywhere in ``value``."""
    pack = import_module(f"cardavia_desktop.engine.games.{game}.rules").PACK
    return {s for s in strings(value) if s in pack}


def last_move_of(match: Any, seat: int) -> int:
    """Index in ``match.history`` of ``seat``'s last move."""
    return max(i for i, actor in enumerate(match.actors) if actor == seat)


def expected_rather(game: str, match: Any, seat: int, level: str = "easy") -> Any:
    """``why_contrast`` of ``seat``'s last move with the best other move its level (the table's,
    with the seat's own seed) ranked, told to you who saw the cards of its deal before or after
    it (``listener_cards``: not an earlier deal's summary, nor the next deal's cards)."""
    at = last_move_of(match, seat)
    before, after = match.rewound(at), match.rewound(at + 1)
    legal = before.legal_actions()
    if len(legal) < 2:
        return None
    ranked = create_ai(game, level, derive_ai_seed(match.seed, seat)).rank(
        before.observation(seat), legal
    )
    view = after.observation(HUMAN) if after.deal_start <= at else None
    shown = listener_cards(game, before.observation(HUMAN), view)
    observation, action = before.observation(seat), match.history[at]
    search = level in SEARCH_LEVELS
    return why_contrast(game, observation, action, ranked, shown, search=search, level=level)


def expected(
    game: str, match: Any, seat: int, level: str | None = None
) -> tuple[list[dict[str, Any]], set[str]]:
    """``why_facts`` for ``seat``'s last move from its own observation just before it (with
    the reason its ``level``'s rule adds), and the cards you saw then or see now (the
    engine's state, not the table's)."""
    at = last_move_of(match, seat)
    before = match.rewound(at)
    facts = why_facts(game, before.observation(seat), match.history[at], level)
    seen = cards_in(game, before.observation(HUMAN)) | cards_in(game, match.observation(HUMAN))
    return facts, seen


def ask(table: Table) -> list[dict[str, Any]]:
    c, qtbot = table.c, table.qtbot
    c.askWhy()
    qtbot.waitUntil(lambda: len(c.property("why")) > 0, timeout=WAIT_MS)
    return [dict(move) for move in c.property("why")]


@pytest.mark.parametrize("game", GAMES)
def test_why_answers_from_the_seat_own_view(qtbot, game: str) -> None:
    table = Table(qtbot, game, seed=5)
    c = table.c
    rng = random.Random(4)
    asked = 0
    try:
        for _ in range(40):
            table.settle()
            if c.property("matchOver"):
                break
            if c.property("summaryVisible"):
                c.continueDeal()
                qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
                continue
            if c.property("whyAvailable"):
                match = c.worker()._match  # the worker waits for you: nothing moves
                moves = ask(table)
                assert [m["seat"] for m in moves] == sorted(
                    {m["seat"] for m in moves}, key=lambda s: last_move_of(match, s)
                )
                for move in moves:
                    seat = int(move["seat"])
                    assert seat != HUMAN
                    facts, seen = expected(game, match, seat, c.worker()._seat_level(seat))
                    assert move["facts"] == facts, (game, seat, move)
                    assert move["rather"] == expected_rather(game, match, seat), (game, move)
                    assert cards_in(game, move) <= seen, (game, move)
                    assert all(e.get("seat") == seat for e in move["events"])
                asked += 1
                table.step(rng)
                table.qtbot.waitUntil(lambda: c.property("why") == [], timeout=WAIT_MS)
            else:
                table.step(rng)
            if asked >= 4:
                break
        assert asked >= 2, game
    finally:
        table.close()


def test_four_seats_tell_each_ai_move_of_the_trick(qtbot) -> None:
    """Piedicavallo: every AI seat that played to the trick under way is asked about, in play
    order, each from its own view; a take-back leaves nothing to ask about."""
    table = Table(qtbot, "piedicavallo", seed=8)
    c = table.c
    rng = random.Random(1)
    try:
        seats: set[int] = set()
        for _ in range(12):
            table.step(rng)
            table.settle()
            if c.property("whyAvailable") and c.property("yourTurn"):
                moves = ask(table)
                seats |= {int(m["seat"]) for m in moves}
                if len(moves) == 3:
                    break
                c.clearWhy()
        assert len(moves) == 3 and seats == {1, 2, 3}
        match = c.worker()._match
        for move in moves:
            seat = int(move["seat"])
            level = c.worker()._seat_level(seat)
            assert move["facts"] == expected("piedicavallo", match, seat, level)[0]
        c.takeBack()
        qtbot.waitUntil(
            lambda: c.property("canTakeBack") or c.property("yourTurn"), timeout=WAIT_MS
        )
        table.settle()
        assert c.property("why") == []
    finally:
        table.close()


def test_the_answer_goes_when_closed_or_when_the_hint_is_asked(qtbot) -> None:
    table = Table(qtbot, "scopa", seed=2)
    c = table.c
    try:
        table.step(random.Random(0))
        table.settle()
        assert c.property("whyAvailable")
        ask(table)
        c.clearWhy()
        assert c.property("why") == []
        ask(table)
        c.requestHint()  # the hint takes the answer's place
        assert c.property("why") == []
        qtbot.waitUntil(lambda: len(c.property("hint")) > 0, timeout=WAIT_MS)
        ask(table)  # and the answer the hint's
        assert c.property("hint") == []
    finally:
        table.close()


def test_nothing_to_ask_while_watching(qtbot) -> None:
    table = Table(qtbot, "scopa", seed=2)
    c = table.c
    try:
        table.step(random.Random(0))
        table.settle()
        assert c.property("whyAvailable")
        c.startWatchingDeal(99)
        qtbot.waitUntil(lambda: c.property("matchSeed") == 99, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("moves") > 0, timeout=WAIT_MS)
        assert not c.property("whyAvailable")
        c.stopWatching()
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
        table.settle()
        assert c.property("whyAvailable")  # your match's AI move, as it was left
    finally:
        table.close()


@pytest.mark.parametrize("game", ["schnapsen", "piedicavallo"])
def test_the_last_ai_moves_stay_askable_after_a_restart(qtbot, game: str) -> None:
    """A match left after the AI's moves and resumed by a new table (as after a restart):
    the same AI moves may be asked about, with the same answer."""
    table = Table(qtbot, game, level="hard", seed=6)  # a search: its reckoning is told
    c = table.c
    rng = random.Random(2)
    try:
        for _ in range(12):
            table.step(rng)
            table.settle()
            if c.property("whyAvailable") and c.property("yourTurn"):
                break
        assert c.property("whyAvailable")
        answer, moves = ask(table), c.property("moves")
        assert answer and all(move["rather"] for move in answer)
    finally:
        table.close()
    again = Table(qtbot, game, level="hard")  # no seed: the saved match resumes
    c = again.c
    try:
        qtbot.waitUntil(lambda: c.property("moves") == moves, timeout=WAIT_MS)
        again.settle()
        assert c.property("whyAvailable")
        assert ask(again) == answer
    finally:
        again.close()


def test_a_take_back_keeps_the_ai_move_it_shows_again_askable(qtbot) -> None:
    """Newcomer #12 item 11: after a take-back the table shows the AI's move before your undone
    one again; that move may still be asked about, with the same answer as before."""
    table = Table(qtbot, "scopa", seed=2)
    c = table.c
    rng = random.Random(0)
    try:
        table.step(rng)  # your move and the AI's answer
        table.settle()
        assert c.property("whyAvailable")
        answer, moves = ask(table), c.property("moves")
        c.clearWhy()
        table.step(rng)  # your next move and the AI's answer to it
        table.settle()
        c.takeBack()  # both undone: the table is back after the first AI move
        qtbot.waitUntil(lambda: c.property("moves") == moves, timeout=WAIT_MS)
        table.settle()
        assert c.property("whyAvailable")
        assert ask(table) == answer
    finally:
        table.close()
