"""Numbered deals: a deal number is the seed of the match whose first deal it is.

Pure Python (no Qt). ``Deal #N`` is dealt by ``new_match(game, seed=N)``: every shuffle comes
from the match's ``random.Random(N)`` and every AI's seed is derived from N
(``worker.derive_ai_seed``), so the same number always gives the same cards and the same
AI behaviour. Later deals of that match are shown as ``#N · k`` (the k-th deal of match N):
their cards follow from N and, in Lock & Bet, from the play before them.
"""

from __future__ import annotations

import unicodedata

from cardavia_desktop.outside_text import shown

MAX_DEAL = 2**31 - 1
"""The largest deal number (the app's seeds fit a Qt ``int``)."""
MAX_DIGITS = 10


class DealNumberError(ValueError):
    """A typed deal number that is not one; ``code`` names why (the view words it)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def parse_deal_number(text: object) -> int:
    """The deal number typed as ``text``: decimal digits in any script (ASCII, Arabic-Indic,
    Persian…), an optional leading ``#``, spaces around. Raises ``DealNumberError``
    (``empty``, ``not_a_number``, ``too_large``)."""
    if not isinstance(text, str):
        raise DealNumberError("not_a_number", "a deal number is text")
    value = text.strip()
    if value.startswith("#"):
        value = value[1:].strip()
    if not value:
        raise DealNumberError("empty", "type a deal number")
    if not value.isdecimal():
        raise DealNumberError("not_a_number", f"{shown(value, 24)} is not a whole number")
    digits = "".join(str(unicodedata.decimal(char)) for char in value).lstrip("0")
    if len(digits) > MAX_DIGITS or int(digits or "0") > MAX_DEAL:  # however many digits
        raise DealNumberError(
            "too_large", f"{shown(value, 24)} is out of range: deal numbers go from 0 to {MAX_DEAL}"
        )
    return int(digits or "0")
