"""Each game's view model (controllers/tables): found by the game's id, one pattern for all, the
base enough for a plain trick game (the template's), one card-click entry, and every name a
table's QML reads of its view model really there."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop.controllers.game_controller import GameController
from cardavia_desktop.controllers.tables import (
    Step,
    TableViewModel,
    create_view_model,
    view_model_class,
)
from cardavia_desktop.controllers.tables.template import TemplateTable
from cardavia_desktop.engine import GAMES
from tests.gui.table_helpers import WAIT_MS

VIEWS = Path(__file__).resolve().parents[2] / "cardavia_desktop" / "views" / "games"

# How each table names its view model in QML: ``game.table`` everywhere, and the two tables
# that keep it in a property of their own.
VIEW_MODEL_NAMES = re.compile(r"\b(?:game\??\.table|table\.betting|table\.minchiate)\.(\w+)")


def _row(code: str, **values: Any) -> dict[str, Any]:
    return {"code": code, "playable": True, "action": "", "refusal": "", **values}


def _names(obj: Any) -> set[str]:
    meta = obj.metaObject()
    names = {str(meta.property(i).name()) for i in range(meta.propertyCount())}
    for i in range(meta.methodCount()):
        names.add(bytes(meta.method(i).name().data()).decode())
    return names


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_has_its_own_view_model_by_its_id(qapp, game: str) -> None:
    cls = view_model_class(game)
    assert issubclass(cls, TableViewModel) and cls is not TableViewModel
    assert cls.__module__ == f"cardavia_desktop.controllers.tables.{game}"


def test_a_game_without_a_module_gets_the_base_and_a_broken_one_says_so(qapp, monkeypatch) -> None:
    assert view_model_class("sixth_game") is TableViewModel
    assert type(create_view_model("")) is TableViewModel  # no game yet
    import importlib

    def broken(name: str) -> Any:
        raise ModuleNotFoundError("No module named 'missing'", name="missing")

    monkeypatch.setattr(importlib, "import_module", broken)
    with pytest.raises(ModuleNotFoundError):
        view_model_class("scopa")  # a module that exists but cannot import is not hidden


def test_the_template_game_needs_nothing_beyond_the_base(qapp) -> None:
    template, base = TemplateTable(), TableViewModel()
    assert _names(template) == _names(base)
    assert view_model_class("template") is TemplateTable


def test_the_base_plays_a_plain_click_and_refuses_the_rest(qapp) -> None:
    """A plain trick game: a playable card plays its one action; otherwise the refusal is the
    engine's code for that card, ``not_playable``, or ``not_your_turn``."""
    table = TableViewModel()
    sent: list[str] = []
    refused: list[str] = []
    table.chosenAction.connect(sent.append)
    table.rejected.connect(lambda code, _message: refused.append(code))
    table.update(Step({"hand": ["H7", "S2"]}, ["play:H7"]))
    table.click_card("H7", _row("H7", action="play:H7"), your_turn=True)
    table.click_card("H7", _row("H7", action="play:H7"), your_turn=False)
    table.click_card("S2", _row("S2", playable=False, refusal="must_follow"), your_turn=True)
    table.click_card("S2", _row("S2", playable=False), your_turn=True)
    table.click_card("ZZ", None, your_turn=True)
    assert sent == ["play:H7"]
    assert refused == ["not_your_turn", "must_follow", "not_playable", "not_playable"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_name_a_table_reads_of_its_view_model_is_there(qapp, game: str) -> None:
    """The bindings and calls of the game's QML files on its view model name its properties,
    slots or signals (a wrong name would only show as a QML warning once reached)."""
    used: set[str] = set()
    for qml in (VIEWS / game).glob("*.qml"):
        used |= set(VIEW_MODEL_NAMES.findall(qml.read_text(encoding="utf-8")))
    model = create_view_model(game)
    missing = used - _names(model)
    assert not missing, sorted(missing)
    if game != "template":
        assert used, "the table reads its view model"


def test_a_click_reaches_the_view_model_of_the_game_and_plays(qtbot) -> None:
    """``clickCard`` is the one entry: on a Scopa table a table card without a capture being
    chosen does nothing, a hand card is played by its view model's reading of it."""
    controller = GameController()
    try:
        controller.aiDelayMs, controller.aiLevel, controller.seed = 0, "easy", 3
        controller.gameId = "scopa"
        table = controller.property("table")
        assert type(table).__name__ == "ScopaTable"
        qtbot.waitUntil(lambda: controller.property("yourTurn"), timeout=WAIT_MS)
        rows = controller.hand.rows()
        plain = next(r for r in rows if r["playable"] and r["choices"] == 1)
        table_cards = table.property("table").codes()
        if table_cards:
            controller.clickCard(table_cards[0])  # nothing is being chosen: no action
            assert controller.property("yourTurn")
        with qtbot.waitSignal(controller.stepped, timeout=WAIT_MS) as blocker:
            controller.clickCard(plain["code"])
        plays = [e for e in blocker.args[0] if e.get("type") == "play" and e.get("seat") == 0]
        assert plays and plays[0]["card"] == plain["code"]
    finally:
        controller.stop()
