"""``TemplateTable``: the view model of the template game (``engine/games/_template``).

A plain trick game needs nothing beyond :class:`~.base.TableViewModel`: the controller already
mirrors the hand, the trick, the tricks won, the points and the deal's summary. Copy this file
as ``tables/<your id>.py`` only when your table shows something more; then override
``derive`` (and read it with ``view_property``), and ``play`` / ``click_card``,
``hand_marks`` or ``cancel`` where a click on a card does more than play it, as the other
games' modules here do.
"""

from __future__ import annotations

from .base import TableViewModel


class TemplateTable(TableViewModel):
    """The template game's table: the base as it is."""


VIEW_MODEL = TemplateTable
