"""Each game's view model (``GameController.table``), found by the game's id.

``tables/<id>.py`` holds the view model of game ``<id>``: a :class:`~.base.TableViewModel`
subclass named by the module's ``VIEW_MODEL``. A game without such a module gets the base,
which is all a plain trick game needs (its hand, trick and scores are the controller's).
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QObject

from .base import HandMarks, Step, TableViewModel


def view_model_class(game_id: str) -> type[TableViewModel]:
    """The view-model class of ``game_id``: ``tables/<game_id>.py``'s ``VIEW_MODEL``, or the
    base when the game has no module of its own."""
    name = f"{__name__}.{game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:  # the module exists but something it imports is missing
            raise
        return TableViewModel
    view_model: type[TableViewModel] = module.VIEW_MODEL
    return view_model


def create_view_model(game_id: str, parent: QObject | None = None) -> TableViewModel:
    """A new view model for a table of ``game_id`` (an empty id gets the base)."""
    cls = view_model_class(game_id) if game_id.isidentifier() else TableViewModel
    return cls(parent)


__all__ = ["HandMarks", "Step", "TableViewModel", "create_view_model", "view_model_class"]
