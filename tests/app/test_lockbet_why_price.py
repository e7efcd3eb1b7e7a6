"""Lock & Bet's Normal Why? says the call's price once (newcomer #13 item 5): after "pays 1 to
call for a pot of 4" its rule does not say "the call costs 25% of the pot" again, and no
look-ahead sentence before the rule says the other move was better (it read as the answer
contradicting the rule that chose the move). A call (deal 4) and a fold (deal 3) of the AI
over your bet of 1, asked with Y, in English and Arabic."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.app.test_table_actions import controller, press, wait_for_table, wait_for_turn
from tests.app.test_why_gui import LOUD, WAIT_MS, shot
from tests.app.test_why_said_once import act, ask, sentences

DEALS = {"call": 4, "fold": 3}  # the Normal AI calls, folds, your bet of 1 (engine seeds)
RULE = {
    "call": "Its rule calls when its card's chance to win is worth the call's price, and its card"
    " was not strong enough to raise.",
    "fold": "Its rule folds when its card's chance to win is below the call's price, and it rates"
    " its card lower.",
}
PRICE = "pays 1 to call for a pot of "
PERCENT = ("%", "٪")  # the price again, as a share of the pot (any script's percent sign)
# the look-ahead favouring the other move, told before the rule (the words it had)
FAVOURS = {
    "en": "Looking further ahead would favour that other move",
    "ar": "النظر أبعد إلى الأمام يفضّل تلك الحركة الأخرى",
}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_call_and_the_fold_say_the_price_once(launch, qtlog, lang: str) -> None:
    shell = launch(game="lockbet", lang=lang)
    wait_for_table(shell)
    game = controller(shell)
    game.setProperty("aiDelayMs", 0)
    assert game.property("aiLevel") == "normal"
    reckoned = 0
    for verb, deal in DEALS.items():
        assert game.playDeal(str(deal)) == ""
        shell.qtbot.waitUntil(lambda deal=deal: game.property("matchSeed") == deal, timeout=WAIT_MS)
        wait_for_turn(shell, game)
        act(shell, game, game.property("legalActions")[0])  # lock a card
        wait_for_turn(shell, game)
        act(shell, game, "bet:1")
        shell.qtbot.waitUntil(lambda: game.property("summaryVisible"), timeout=WAIT_MS)
        rows, moves = ask(shell, game)
        question, reason, rather = rows[-1]
        move = moves[-1]
        kinds = {f["fact"] for f in move["facts"]}
        assert f"{verb}s_price" in kinds, kinds  # the rule with its percent, from the engine
        text = f"{reason} {rather}"
        said = sentences(reason, rather)
        assert not any(sign in text for sign in PERCENT), text  # the price not again
        assert FAVOURS[lang] not in text, text  # nothing before the rule says otherwise
        reckoned += bool(move["rather"] and move["rather"]["reckoned"])
        if lang == "en":
            assert question == {"call": "AI called 1. Why?", "fold": "AI folded. Why?"}[verb], (
                question
            )
            assert text.count(PRICE) == 1, text
            assert said[-1] == RULE[verb], said
        shot(shell, f"why-lockbet-price-{verb}-{lang}")
        press(shell, Qt.Key.Key_Escape)  # the answer closes
        shell.qtbot.waitUntil(lambda: not shell.find("whyPanel").isVisible(), timeout=WAIT_MS)
    assert reckoned >= 1  # a look-ahead that favoured the other move was there to be told
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
