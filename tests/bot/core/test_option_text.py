"""Reading `key=value` option text from a slash command."""

from __future__ import annotations

import pytest

from bot.core.errors import InvalidRequest
from bot.core.option_text import parse_options


def test_pairs_are_split_on_spaces_only():
    assert parse_options("setup=a1,b2,c3,d4  first=H") == {"setup": "a1,b2,c3,d4", "first": "H"}


def test_nothing_given_means_no_options():
    assert parse_options(None) == {}
    assert parse_options("   ") == {}


@pytest.mark.parametrize("text", ["size", "=8", "size=", "size:8"])
def test_a_pair_without_key_or_value_is_refused(text):
    with pytest.raises(InvalidRequest, match="write key=value"):
        parse_options(text)


def test_a_key_given_twice_is_refused():
    with pytest.raises(InvalidRequest, match="given twice"):
        parse_options("size=8 size=16")
