"""The filter pass's flight overlay (issue 17 goal 3): a moving card is lifted out of the pass's
capture into an overlay above it and filtered there on its own (flight.frag), so that its motion
no longer re-renders the whole window. A lifted card must be the same picture as the card in the
capture, at rest and moved, under any filter setting; landing puts it back unchanged. A hand flies
while its cards close up, rise or drop, and so does a Minchiate grouped hand; a Lock & Bet locked
card flies while it is laid down and turned over, and lands face up. Run in a subprocess on a real
display (custom shaders need OpenGL; offscreen is the software renderer)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardavia_desktop import paths
from tests.probe_runner import run_probe

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not os.environ.get("DISPLAY"),
        reason="needs an X display with OpenGL: run under xvfb-run (make test does)",
    ),
]

PROBE = Path(__file__).with_name("flight_probe.py")
CASES = ("defaults", "contrast 80 %, temperature 20 %")
# The same card at a fractional place (x + 0.5, y + 0.3): its layer is aligned to the window's
# pixels, not resampled (it would be blurred by half a pixel, up to 80 of 255 at its edges).
CARD_CASES = (*CASES, "defaults, card at a fractional place")
# The grouped hand also laid out right to left (Arabic, Persian): mirrored in the overlay too.
GROUPED_CASES = (*CASES, "defaults, right to left")
# What rounding may leave: the composite of a card's shadow and antialiased edge over the
# capture is done in the shader from 8-bit textures, where the pass's capture blends it.
LARGEST_STEP = 3
SHARE = 0.01


@pytest.fixture(scope="module")
def results() -> dict[str, dict]:
    """The probe's comparisons, per filter setting (one subprocess for all of them)."""
    for shader in ("filters.frag.qsb", "flight.frag.qsb", "flight.vert.qsb"):
        if not (paths.shaders_dir() / shader).is_file():
            pytest.fail(f"resources/shaders/{shader} is missing: run `make build`")
    done = run_probe(PROBE, env={**os.environ, "QT_QPA_PLATFORM": "xcb"}, timeout=120)
    if done.returncode == 3:
        pytest.skip("no OpenGL here: the filter pass is off")
    assert done.returncode == 0, done.failure()
    assert "qml" not in done.stderr.lower(), done.stderr  # no QML warning on the way
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_lifted_card_leaves_the_capture_and_lands_back(results) -> None:
    for name in CARD_CASES:
        assert results[name]["lifted_into_overlay"] and results[name]["landed_home"]


def test_a_hand_flies_while_its_cards_close_up(results) -> None:
    assert results["hand"] == {"flying": True, "landed": True}


@pytest.mark.parametrize("moment", ["lifted", "moved"])
def test_a_lifted_card_is_the_same_picture(results, moment) -> None:
    for name in CARD_CASES:
        case = results[name]
        # The card is drawn at all (else the comparison would say nothing).
        assert case["card_drawn"]["share"] > 0.05, name
        difference = case[moment]
        assert difference["largest"] <= LARGEST_STEP, (name, difference)
        assert difference["share"] <= SHARE, (name, difference)


def test_landing_restores_the_picture(results) -> None:
    for name in CARD_CASES:
        assert results[name]["landed"]["largest"] == 0, name


def test_a_lifted_card_loses_the_filter_when_the_pass_turns_off(results) -> None:
    """The last filter set back to neutral mid-flight: the card flies on unfiltered, as the
    window now is, and lands unchanged."""
    case = results["pass switched off"]
    assert case["still_lifted"]
    assert case["lifted"]["largest"] <= LARGEST_STEP and case["lifted"]["share"] <= SHARE, case
    assert case["landed"]["largest"] == 0, case


def test_a_lifted_card_follows_its_home_when_the_table_lays_out_anew(results) -> None:
    """A panel opens (Why?, a lesson) while a row is lifted: the table narrows and the row's
    home moves; the lifted row goes with it (newcomer #6: the table's cards stayed centred on
    the old, wider table, over the status text)."""
    case = results["home moved"]
    assert case["follows"], case


def test_a_hand_flies_while_its_cards_rise(results) -> None:
    assert results["hand rising"] == {"flying": True, "landed": True}


def test_a_hand_made_on_its_turn_is_drawn_whole_while_it_flies(results) -> None:
    """Its cards rise as it is made, before its row has laid them out: the lifted row's layer
    follows the row as it grows (it was cut to the empty row's margins: the hand showed as a
    sliver of its first card until the rise ended)."""
    case = results["hand made rising"]
    assert case["flying"] and case["landed"], case
    width, height = case["row"]
    assert width > 100 and height > 50, case  # laid out by the time it was drawn
    x, y, framed_width, framed_height = case["framed"]
    # The layer holds the whole row (and the margins for what its cards draw beyond it).
    assert x <= 0 and y <= 0 and x + framed_width >= width and y + framed_height >= height, case
    assert case["drawn_flying"]["share"] > 0.05 and case["drawn_at_rest"]["share"] > 0.05, case


# A grouped hand is seven overlapping cards, each with two shadow veils and antialiased edges:
# more of its pixels are composited in the shader than a single card's.
GROUPED_SHARE = 0.03


def test_a_minchiate_hand_flies_while_its_cards_rise_or_drop(results) -> None:
    for name in GROUPED_CASES:
        case = results["grouped"][name]
        assert case["lifted_into_overlay"] and case["flying"] and case["landed_home"], name


@pytest.mark.parametrize("moment", ["lifted", "moved"])
def test_a_lifted_minchiate_hand_is_the_same_picture(results, moment) -> None:
    for name in GROUPED_CASES:
        case = results["grouped"][name]
        # The cards rose and were veiled (else "moved" would compare the picture at rest).
        assert case["cards_moved"]["share"] > 0.05, name
        difference = case[moment]
        assert difference["largest"] <= LARGEST_STEP, (name, difference)
        assert difference["share"] <= GROUPED_SHARE, (name, difference)


def test_a_minchiate_hand_lands_unchanged(results) -> None:
    for name in GROUPED_CASES:
        assert results["grouped"][name]["landed"]["largest"] == 0, name


def test_a_locked_card_flies_while_it_is_laid_down_and_turned_over(results) -> None:
    card = results["locked card"]
    assert card["laid_down_flying"] and card["laid_down_landed"]
    assert card["turning_flying"] and card["turned_landed"]


def test_a_locked_card_turned_over_in_the_overlay_lands_face_up(results) -> None:
    card = results["locked card"]
    assert card["turned"]["share"] > 0.05  # it did turn (its face is not its back)
    # The picture of the same card shown face up from the start, never lifted nor turned.
    assert card["face_up"]["largest"] <= LARGEST_STEP, card["face_up"]
