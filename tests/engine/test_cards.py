"""Pack and bitmask helpers."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardavia_desktop.engine.cards import Pack, iter_bits, lowest_by, mask_of

PACK = Pack(["HA", "H10", "HK", "SA", "T21", "MATTO"])


@given(st.sets(st.integers(min_value=0, max_value=200)))
def test_mask_and_bits_round_trip(indices: set[int]) -> None:
    assert list(iter_bits(mask_of(indices))) == sorted(indices)


@given(
    st.lists(st.integers(min_value=-3, max_value=3), min_size=12, max_size=12),
    st.integers(min_value=0, max_value=(1 << 12) - 1),
)
def test_lowest_by_picks_what_min_picks_and_max_with_the_table_negated(
    key: list[int], mask: int
) -> None:
    """Ties go to the lowest card, as ``min`` and ``max`` over ``iter_bits`` give them."""
    if not mask:
        assert lowest_by(mask, key) == -1
        return
    assert lowest_by(mask, key) == min(iter_bits(mask), key=key.__getitem__)
    assert lowest_by(mask, [-v for v in key]) == max(iter_bits(mask), key=key.__getitem__)


def test_pack_maps_codes_to_indices_and_back() -> None:
    mask = PACK.mask(["T21", "HA"])
    assert PACK.codes_of(mask) == ["HA", "T21"]
    assert PACK.code(PACK.index("MATTO")) == "MATTO"
    assert PACK.full_mask.bit_count() == len(PACK) == 6
    assert "SA" in PACK and "XX" not in PACK


def test_unknown_code_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="'XX' is not a card"):
        PACK.index("XX")


def test_duplicate_codes_are_refused() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        Pack(["HA", "HA"])
