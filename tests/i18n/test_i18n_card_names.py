"""Card names and corner indices in every language (issue 21 item 2, issue 18 item 5).

Every card of every pack, in every language, is named as ``card_names.tsv`` says (the list a
native speaker signs off) and shows the corner index ``card_indices.tsv`` gives; both are read
from real CardView items with the compiled catalogues installed, as a player or a screen reader
meets them. Every table names cards through the one namer (views/cards/CardNames.qml).
"""

from __future__ import annotations

import csv
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression
from PySide6.QtQuick import QQuickItem

from cardavia_desktop import build, paths
from cardavia_desktop.controllers.languages import LanguageSwitcher

HERE = Path(__file__).parent
VIEWS = paths.views_dir()
LANGUAGES = ["en", "ar", "fa", "ms", "it", "de"]


def table(name: str) -> list[dict[str, str]]:
    """Rows of a tab-separated sign-off file (``#`` lines are notes)."""
    with (HERE / name).open(encoding="utf-8") as handle:
        return list(
            csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        )


NAMES = table("card_names.tsv")
INDICES = table("card_indices.tsv")


@pytest.fixture(scope="module")
def catalogues(tmp_path_factory) -> Path:
    """The committed .ts files compiled to .qm in a private folder."""
    folder = tmp_path_factory.mktemp("qm")
    for source in (paths.base_dir() / "i18n").glob("*.ts"):
        shutil.copy(source, folder)
    build.compile_translations(folder)
    return folder


@pytest.fixture(scope="module")
def cards(qapp, catalogues):
    """``(make(pack, code) -> CardView, switch(language))`` over one engine."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    engine = QQmlEngine()
    switcher = LanguageSwitcher(engine, catalogues)
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(VIEWS / "cards" / "CardView.qml")))
    made: dict[tuple[str, str], QQuickItem] = {}

    def make(pack: str, code: str) -> QQuickItem:
        if (pack, code) not in made:
            card = component.createWithInitialProperties({"code": code, "pack": pack, "width": 96})
            assert card is not None, component.errorString()
            made[(pack, code)] = card
        return made[(pack, code)]

    def switch(code: str) -> None:
        assert switcher.apply(code) or code == "en", code

    yield make, switch
    switcher.apply("en")
    for card in made.values():
        card.deleteLater()
    engine.deleteLater()


def evaluate(item: QQuickItem, expression: str):
    """Evaluate a QML expression in the item's own scope."""
    value, undefined = QQmlExpression(
        QQmlEngine.contextForObject(item), item, expression
    ).evaluate()
    assert not undefined, expression
    return value


def shown_texts(item: QQuickItem) -> list[str]:
    """Texts of the visible Text items drawn on the card face."""
    found, stack = [], [item]
    while stack:
        node = stack.pop()
        if node.metaObject().className().startswith("QQuickText") and node.isVisible():
            found.append(node.property("text"))
        stack.extend(node.childItems())
    return found


def test_sign_off_lists_cover_every_card_of_every_pack() -> None:
    packs = {"german": 20, "french": 52, "tarot": 56 + 3}
    for pack, count in packs.items():
        assert sum(row["pack"] == pack for row in NAMES) == count, pack
    for row in NAMES:
        assert all(row[code].strip() for code in LANGUAGES), row
    persian = [row["fa"] for row in NAMES if re.search("[0-9]", row["fa"])]
    assert persian == []  # Persian names write Persian digits


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_is_named_as_the_sign_off_list_says(cards, language: str) -> None:
    make, switch = cards
    switch(language)
    wrong = []
    for row in NAMES:
        card = make(row["pack"], row["code"])
        name = evaluate(card, "Accessible.name")
        if name != row[language]:
            wrong.append(f"{row['pack']} {row['code']}: {name!r}, want {row[language]!r}")
    assert len(NAMES) == 131
    assert wrong == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_pack_shows_the_corner_index_of_its_tradition(cards, language: str) -> None:
    make, switch = cards
    switch(language)
    wrong = []
    suit = {"german": "H", "french": "H", "tarot": "C"}
    for row in INDICES:
        card = make(row["pack"], suit[row["pack"]] + row["rank"])
        want = row[language]
        shown = shown_texts(card)
        if card.property("label") != want or shown.count(want) != 2:  # both corners
            wrong.append(
                f"{row['pack']} {row['rank']}: {card.property('label')!r} {shown}, want {want!r}"
            )
    assert wrong == []


def test_minchiate_words_use_the_same_card_names(cards) -> None:
    """Minchiate's sentences name suit cards with the namer every table uses."""
    make, switch = cards
    switch("de")
    card = make("tarot", "CK")
    component = QQmlComponent(
        QQmlEngine.contextForObject(card).engine(),
        QUrl.fromLocalFile(str(VIEWS / "games" / "minchiate" / "Words.qml")),
    )
    words = component.create()
    assert words is not None, component.errorString()
    try:
        said = QQmlExpression(
            QQmlEngine.contextForObject(words), words, "words.card('CK') + '|' + words.card('DA')"
        ).evaluate()[0]
        assert said == "Kelch-König|Münz-Ass"
    finally:
        words.deleteLater()


def test_no_table_composes_a_card_name_of_its_own() -> None:
    """One place words card names: no "%1 of %2" left, and the tables call CardNames."""
    composed = [
        path.relative_to(VIEWS)
        for path in VIEWS.rglob("*.qml")
        if re.search(
            r'qs(Tr|Translate)\((\s*"CardView",)?\s*"%1 of %2"', path.read_text(encoding="utf-8")
        )
    ]
    assert composed == []
    for path in ("games/scopa/Words.qml", "games/schnapsen/Words.qml", "games/minchiate/Words.qml"):
        assert "CardNames.card(" in (VIEWS / path).read_text(encoding="utf-8"), path
