"""Card faces from the art pipeline (issue 20, issue 17 goal 3): every card of every pack has its
generated face and a name, the committed SVGs are the generator's output, a face keeps its index
inside the corner at the smallest hand size, and the image a table shows is the generated face
rendered at the card's size (the cache holds the face, nothing else)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickView

from cardavia_desktop import art, build, paths
from cardavia_desktop.art import packs
from cardavia_desktop.art.contact import render
from cardavia_desktop.controllers.languages import LanguageSwitcher
from cardavia_desktop.engine.games.lockbet.rules import PACK as LOCKBET
from cardavia_desktop.engine.games.minchiate.rules import PACK as MINCHIATE
from cardavia_desktop.engine.games.piedicavallo.rules import PACK as PIEDICAVALLO
from cardavia_desktop.engine.games.schnapsen.rules import PACK as SCHNAPSEN
from cardavia_desktop.engine.games.scopa.rules import PACK as SCOPA
from tests.gui.table_helpers import VIEWS, evaluate, find_item

CARD_QML = VIEWS / "cards" / "CardView.qml"
LANGUAGES = ["en", "ar", "fa", "ms", "it", "de"]
ENGINE_PACKS = {
    "german": SCHNAPSEN.codes,
    "french": SCOPA.codes + LOCKBET.codes,
    "tarot": PIEDICAVALLO.codes,
    "minchiate": MINCHIATE.codes,
}
"""Every code each game's engine deals, by the pack its table names."""
SMALLEST = (40, 52)
"""HandView's narrowest card and the narrowest any table draws (test_table_sizes.MIN_CARD_WIDTH)."""
FELT = QColor("#1f5a41")


def local(url) -> Path:
    return Path(QUrl(url).toLocalFile())


@pytest.fixture(scope="module")
def catalogues(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("qm")
    for source in (paths.base_dir() / "i18n").glob("*.ts"):
        shutil.copy(source, folder)
    build.compile_translations(folder)
    return folder


@pytest.fixture(scope="module")
def view(qapp):
    """A window over one engine: ``show(pack, code, width)`` puts one card in it."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    window = QQuickView()
    window.setColor(FELT)
    window.resize(200, 300)
    window.show()
    component = QQmlComponent(window.engine(), QUrl.fromLocalFile(str(CARD_QML)))
    shown: list[QQuickItem] = []

    def show(pack: str, code: str, width: int = 96, **extra) -> QQuickItem:
        for old in shown:
            old.setParentItem(None)
            old.deleteLater()
        shown.clear()
        card = component.createWithInitialProperties(
            {"code": code, "pack": pack, "width": width, "shadow": False, **extra}
        )
        assert card is not None, component.errorString()
        card.setParentItem(window.contentItem())
        shown.append(card)
        return card

    yield window, show
    window.close()
    window.deleteLater()


def grab(window: QQuickView, card: QQuickItem, qtbot) -> QImage:
    """The card as the window draws it, once its face has loaded."""
    qtbot.waitUntil(lambda: evaluate(card, "face.status === Image.Ready"), timeout=5000)
    qtbot.wait(50)  # the next frame shows it
    frame = window.grabWindow()
    return frame.copy(0, 0, round(card.width()), round(card.height()))


def bare(svg: str, width: int, height: int) -> QImage:
    """The SVG rendered at ``width`` × ``height`` over the felt, as the window composites it."""
    out = QImage(width, height, QImage.Format.Format_RGB32)
    out.fill(FELT)
    painter = QPainter(out)
    painter.drawImage(0, 0, render(svg, width, height))
    painter.end()
    return out


def differing(
    a: QImage, b: QImage, threshold: int = 60, area: tuple[int, int, int, int] | None = None
) -> tuple[int, int, int, int] | None:
    """Bounding box (x0, y0, x1, y1) of the pixels that differ by more than ``threshold``
    (within ``area`` = (x0, y0, x1, y1) exclusive, else everywhere)."""
    box = None
    x0, y0, x1, y1 = area or (0, 0, a.width(), a.height())
    for y in range(y0, y1):
        for x in range(x0, x1):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            if (
                abs(pa.red() - pb.red()) + abs(pa.green() - pb.green()) + abs(pa.blue() - pb.blue())
                > threshold
            ):
                box = (
                    (x, y, x, y)
                    if box is None
                    else (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
                )
    return box


# --- the files -----------------------------------------------------------------------------------
def test_committed_svgs_are_the_generators_output() -> None:
    """resources/cards and resources/emblems are exactly what ``python -m cardavia_desktop.art``
    writes (regenerate after changing the art; nothing stale, nothing stray)."""
    assert art.stale(paths.resources_dir()) == []


def test_every_game_has_a_lobby_emblem() -> None:
    from cardavia_desktop.engine.registry import GAMES

    for game in GAMES:
        emblem = paths.resources_dir() / "emblems" / f"{game}.svg"
        assert emblem.is_file() and emblem.read_text(encoding="utf-8").startswith("<svg"), game


def test_every_pack_description_covers_the_engines_codes() -> None:
    for pack, codes in ENGINE_PACKS.items():
        printed = {code.split(".")[0] for code in codes}
        assert printed <= set(packs.PACKS[pack].codes()), pack
    assert len(packs.PACKS["minchiate"].codes()) == 97
    assert len(packs.PACKS["tarot"].trumps) == 21 and len(packs.PACKS["minchiate"].trumps) == 40


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_of_every_pack_has_a_face_file_and_a_name(qapp, catalogues, language) -> None:
    """Through the views' one mapping (faces.js): each card's face (and four-colour face) is a
    generated file, and each card has an accessible name, trumps their traditional name too."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    engine = QQmlEngine()
    switcher = LanguageSwitcher(engine, catalogues)
    assert switcher.apply(language) or language == "en"
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(CARD_QML)))
    missing, unnamed = [], []
    try:
        for pack, codes in ENGINE_PACKS.items():
            card = component.createWithInitialProperties({"pack": pack, "width": 96})
            assert card is not None, component.errorString()
            for code in codes:
                card.setProperty("code", code)
                for four in ("false", "true"):
                    url = evaluate(card, f"Faces.face(card.pack, card.code, {four})")
                    if not local(url).is_file():
                        missing.append((pack, code, four, url))
                name = evaluate(card, "Accessible.name")
                if not name or name == code.split(".")[0]:
                    unnamed.append((pack, code, name))
                if card.property("trumpFace") and not card.property("trumpName"):
                    unnamed.append((pack, code, "no trump name"))
            assert local(evaluate(card, "Faces.back(card.pack)")).is_file()
            card.deleteLater()
    finally:
        switcher.apply("en")
        engine.deleteLater()
    assert missing == []
    assert unnamed == []


def test_trump_names_follow_each_packs_order(qapp) -> None:
    """The same number is a different subject in each tarot pack; the names come from CardNames."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    engine = QQmlEngine()
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(CARD_QML)))
    said = {}
    for pack, code in (
        ("tarot", "T1"),
        ("minchiate", "T1"),
        ("tarot", "T21"),
        ("minchiate", "T21"),
        ("minchiate", "T40"),
        ("tarot", "MATTO"),
        ("minchiate", "T13"),
    ):
        card = component.createWithInitialProperties({"pack": pack, "code": code})
        said[(pack, code)] = (
            card.property("trumpName"),
            local(card.property("faceSource")).name,
            local(card.property("faceSource")).parent.name,
        )
        card.deleteLater()
    engine.deleteLater()
    assert said[("tarot", "T1")] == ("The Bagatto", "T1.svg", "tarot")
    assert said[("minchiate", "T1")] == ("Papa I, the Juggler", "T1.svg", "minchiate")
    assert said[("tarot", "T21")][0] == "The World" and said[("minchiate", "T21")][0] == "Water"
    assert said[("minchiate", "T40")][0] == "The Trumpets"
    assert said[("tarot", "MATTO")][0] == "The Fool"
    assert said[("minchiate", "T13")][0] == "Death"


# --- the pixels ----------------------------------------------------------------------------------
CORNER = (0.3, 0.2)
"""The corner box (fractions of width and height) an index must stay inside."""


TRUMP_CORNER = (0.45, 0.22)
"""A trump's corner box: above its emblem panel (which starts at 0.22 of the height)."""


def _corner_ok(box, width: int, height: int, corner: tuple[float, float] = CORNER) -> bool:
    """``box`` (x0, y0, x1, y1; or just its far corner x1, y1) ends inside the corner box."""
    return box is not None and box[-2] < width * corner[0] and box[-1] < height * corner[1]


@pytest.mark.parametrize("width", SMALLEST)
@pytest.mark.parametrize(
    ("pack", "code"),
    [
        ("german", "HA"),
        ("german", "E10"),
        ("german", "LO"),
        ("french", "S10"),
        ("french", "DQ"),
        ("french", "C7"),
        ("tarot", "SN"),
        ("tarot", "D10"),
        ("minchiate", "CJ"),
        ("minchiate", "BK"),
    ],
)
def test_suit_card_index_is_inside_the_corner_at_hand_size(view, qtbot, pack, code, width) -> None:
    """The index the view prints over the image (the only difference from the bare face) has
    ink and lies in the top-left corner box."""
    window, show = view
    card = show(pack, code, width)
    shown = grab(window, card, qtbot)
    svg = local(card.property("faceSource")).read_text(encoding="utf-8")
    w, h = shown.width(), shown.height()
    face = bare(svg, w, h)
    box = differing(shown, face, area=(0, 0, w // 2, h // 2))
    assert _corner_ok(box, w, h), (box, shown.size())
    assert (box[2] - box[0]) >= 3 and (box[3] - box[1]) >= 4  # a glyph, not a speck
    assert differing(shown, face, area=(w // 2, 0, w, h // 2)) is None
    turned = differing(shown, face, area=(w // 2, h // 2, w, h))
    if width >= 48:  # the turned index, bottom-right, on cards wide enough to show it
        assert turned is not None and _corner_ok((w - 1 - turned[0], h - 1 - turned[1]), w, h), (
            turned
        )
    else:
        assert turned is None


@pytest.mark.parametrize("width", SMALLEST)
@pytest.mark.parametrize(
    ("pack", "number"),
    [("tarot", 1), ("tarot", 21), ("minchiate", 40), ("minchiate", 29), ("tarot", None)],
)
def test_trump_number_is_inside_the_corner_at_hand_size(qapp, pack, number, width) -> None:
    """A trump's number (the Matto's star) is printed in the image's corner with real contrast."""
    height = round(width * 1.5)
    spec = packs.PACKS[pack]
    with_index = bare(
        packs.document(packs.WIDTH, packs.HEIGHT, packs.trump_face(spec, number), "t"),
        width,
        height,
    )
    without = bare(
        packs.document(packs.WIDTH, packs.HEIGHT, packs.trump_face(spec, number, index=False), "t"),
        width,
        height,
    )
    box = differing(with_index, without, area=(0, 0, width // 2, height // 2))
    assert _corner_ok(box, width, height, TRUMP_CORNER), (box, width)
    assert box[2] - box[0] >= 2
    assert box[3] - box[1] >= 0.1 * height  # large enough to read when fanned
    assert differing(with_index, without, area=(width // 2, 0, width, height // 2)) is None
    turned = differing(with_index, without, area=(width // 2, height // 2, width, height))
    assert _corner_ok(
        (width - 1 - turned[0], height - 1 - turned[1]), width, height, TRUMP_CORNER
    ), turned


@pytest.mark.parametrize(
    ("pack", "code", "four"),
    [
        ("german", "SO", False),
        ("french", "DK", False),
        ("french", "DK", True),
        ("french", "C9", True),
        ("tarot", "T7", False),
        ("minchiate", "T36", False),
        ("minchiate", "MATTO", False),
    ],
)
def test_the_shown_face_is_the_generated_face(view, qtbot, pack, code, four) -> None:
    """What the window shows outside the index box is the generated SVG rendered at the card's
    size: the cached image is the face (four-colour mode picks its own file)."""
    window, show = view
    settings = window.engine().singletonInstance("Cardavia", "AppSettings")
    settings.setProperty("fourColour", four)
    try:
        card = show(pack, code, 96)
        face = find_item(card, "faceImage")
        expected = next(svg for name, svg in packs.faces(pack) if name == _relative(card))
        assert (_relative(card).startswith("french-4c/")) == (four and code[0] in "DC")
        shown = grab(window, card, qtbot)
        assert face.property("sourceSize").width() == round(96 * window.devicePixelRatio())
        want = bare(expected, shown.width(), shown.height())
        if not card.property("trumpFace"):  # leave out the index boxes the view prints
            for image in (shown, want):
                painter = QPainter(image)
                w, h = image.width(), image.height()
                painter.fillRect(0, 0, round(w * 0.3), round(h * 0.2), FELT)
                painter.fillRect(w - round(w * 0.3), h - round(h * 0.2), w, h, FELT)
                painter.end()
        assert differing(shown, want, threshold=48) is None
    finally:
        settings.setProperty("fourColour", False)


def _relative(card: QQuickItem) -> str:
    path = local(card.property("faceSource"))
    return f"{path.parent.name}/{path.name}"


def test_the_bundle_keeps_the_faces_and_qts_svg_image_plugin() -> None:
    """An Image with an .svg source needs Qt's qsvg image-format plugin: it ships with
    PySide6-Essentials and the bundle keeps it, with resources/cards and resources/emblems."""
    import PySide6

    sys_path = paths.base_dir() / "packaging"
    spec = (sys_path / "cardavia.spec").read_text(encoding="utf-8")
    assert 'resources_dir() / "cards"' in spec and 'resources_dir() / "emblems"' in spec
    import importlib.util

    trim_spec = importlib.util.spec_from_file_location("bundle_trim", sys_path / "bundle_trim.py")
    trim = importlib.util.module_from_spec(trim_spec)
    trim_spec.loader.exec_module(trim)
    assert "qsvg" in trim.KEEP_PLUGINS["imageformats"]
    plugins = Path(PySide6.__file__).parent / "Qt" / "plugins" / "imageformats"
    assert any(plugins.glob("*qsvg*")), plugins


def test_a_trumps_traditional_name_is_its_tooltip_and_description(view, qtbot) -> None:
    """Hovering a trump shows its traditional name; a screen reader hears it as the card's
    description (its name stays "Trump 21", as tests/i18n/card_names.tsv signs off)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    window, show = view
    card = show("tarot", "T21", 96)
    grab(window, card, qtbot)
    assert evaluate(card, "Accessible.name") == "Trump 21"
    assert evaluate(card, "Accessible.description") == "The World"
    assert not evaluate(card, "ToolTip.visible")
    QTest.mouseMove(window, QPoint(40, 60))
    qtbot.waitUntil(lambda: evaluate(card, "ToolTip.visible"), timeout=3000)
    assert evaluate(card, "ToolTip.text") == "The World"
