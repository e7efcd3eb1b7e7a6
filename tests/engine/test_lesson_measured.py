"""A lesson's wrong move that differs from the step's only in what it spends (newcomer #8 #9:
"Unlike yours, it keeps 3 of Spades in hand" is no reason): the answer carries Hard's own
reckoning of the two (``measured``), as for moves that read alike."""

from __future__ import annotations

from cardavia_desktop.engine.lesson import MARGIN, LessonRunner, load_lesson


def answer_at(game: str, move: str, wrong: str) -> dict:
    """The answer to ``wrong`` at the first move step of ``game``'s lesson asking ``move``."""
    runner = LessonRunner(load_lesson(game))
    while not (runner.step.kind == "move" and runner.step.move == move):
        step = runner.step
        runner.play(step.move) if step.kind == "move" else runner.next()
    values = runner.reckoning()
    answer = runner.play(wrong)
    answer["expected_gap"] = values[move] - values[wrong]
    return answer


def test_a_card_kept_is_measured_not_stated() -> None:
    for game, move, wrong in (("scopa", "play:SA", "play:S3"), ("minchiate", "play:CK", "play:C8")):
        answer = answer_at(game, move, wrong)
        rather = answer["contrast"]
        assert not answer["alike"] and not rather["gains"] and rather["keeps"] == [wrong[5:]]
        gap = answer.pop("expected_gap")
        assert answer["measured"] == {
            "as_good": gap <= MARGIN[game],
            "gap": round(max(gap, 0.0), 3),
        }, (game, gap)
    assert not answer["measured"]["as_good"]  # Minchiate's 8 of Cups: the King is worth more


def test_a_move_with_a_gain_of_its_own_is_not_measured() -> None:
    """The lesson's capture against a card laid: its gain is the reason, told as such."""
    answer = answer_at("scopa", "play:SK:DK", "play:SA")
    assert answer["contrast"]["gains"] and "measured" not in answer
