"""A game page builds its Rules and Statistics tabs the first time each shows, then keeps them:
a table that is only played does not hold their items and text layouts (issue 17, goal 4)."""

from __future__ import annotations


def test_rules_and_statistics_are_built_when_first_shown_then_kept(launch) -> None:
    shell = launch("minchiate")
    shell.qtbot.waitUntil(lambda: shell.has("statsTab"), timeout=10_000)
    rules = shell.find("rulesPage")
    assert rules.property("item") is None
    assert not shell.has("statisticsPage")

    shell.click(shell.find("rulesTab"))
    shell.qtbot.waitUntil(lambda: rules.property("item") is not None, timeout=5_000)
    assert rules.property("visible") and rules.property("item").property("title") == "Minchiate"
    assert not shell.has("statisticsPage")

    shell.click(shell.find("statsTab"))
    shell.qtbot.waitUntil(lambda: shell.has("statisticsPage"), timeout=5_000)
    assert shell.find("statisticsPage").property("visible")

    shell.click(shell.find("tableTab"))
    shell.qtbot.waitUntil(lambda: shell.find("tableLoader").property("visible"), timeout=5_000)
    assert rules.property("item") is not None and shell.has("statisticsPage")  # kept
    assert not rules.property("visible")
