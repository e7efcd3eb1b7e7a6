"""The Arabic catalogue says one word for the chips (رقائق, رقاقة) and one for the playing
cards (أوراق, ورقة), as the rest of the app does (newcomer #12 item 12: Lock & Bet's Why? mixed
فيشاته with رقائقه, and بطاقات with أوراق)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "cardavia_ar.ts"
OTHER_WORDS = {"فيش": "chips: رقائق", "بطاق": "cards: أوراق"}


def test_arabic_says_one_word_for_chips_and_one_for_cards() -> None:
    root = ET.parse(CATALOGUE).getroot()
    texts = [t.text or "" for t in root.iter("translation")]
    texts += [form.text or "" for t in root.iter("translation") for form in t.iter("numerusform")]
    assert any("رقائق" in text for text in texts) and any("أوراق" in text for text in texts)
    found = [(word, text) for text in texts for word in OTHER_WORDS if word in text]
    assert found == [], found
