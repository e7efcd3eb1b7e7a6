"""Issue 9, layout in other languages: every table in German (long words) and the four-seat
Piedicavallo table mirrored, in English and in Arabic, at 1024x640, with the checks and
screenshots of ``test_table_sizes.py``."""

from __future__ import annotations

import pytest

from tests.gui.test_table_sizes import TABLES, check_table

SMALLEST = (1024, 640)


def test_four_seat_table_right_to_left_at_the_smallest_size(qtbot) -> None:
    """Issue 9 item 3: a four-seat table in a right-to-left layout at 1024x640."""
    check_table("piedicavallo", SMALLEST, True, qtbot)


def test_four_seat_table_in_arabic_at_the_smallest_size(qtbot) -> None:
    """Issue 9 item 3: the four-seat table in Arabic, mirrored, at 1024x640."""
    check_table("piedicavallo", SMALLEST, True, qtbot, lang="ar")


@pytest.mark.parametrize("game", [game for game in TABLES if game != "piedicavallo_play"])
def test_long_german_words_fit_at_the_smallest_size(qtbot, game: str) -> None:
    """Issue 9 item 3: nothing overlaps with German's long words at 1024x640."""
    check_table(game, SMALLEST, False, qtbot, lang="de")
