"""The pseudonym is one-way and stable within one forgetting, never anyone's id; and
every kind of row `/privacy show` may list has its words in every language."""

from __future__ import annotations

import pytest

from bot.core.pseudonyms import is_pseudonym, pseudonym
from bot.privacy.discord.wording import SHOWN
from i18n import words
from i18n.locales import SHIPPED

MEMBER = 1_456_074_443_980_800_026


def test_a_pseudonym_is_stable_under_its_salt_and_unrelated_across_salts():
    salt = b"one forgetting"
    assert pseudonym(MEMBER, salt) == pseudonym(MEMBER, salt)
    assert pseudonym(MEMBER, salt) != pseudonym(MEMBER, b"another forgetting")
    assert pseudonym(MEMBER) != pseudonym(MEMBER)  # a fresh salt each time by default
    assert str(MEMBER) not in str(pseudonym(MEMBER, salt))


def test_a_pseudonym_is_nobodys_id():
    drawn = [pseudonym(user) for user in range(1, 2_000)]
    assert all(is_pseudonym(value) and -(2**63) <= value < 0 for value in drawn)
    assert not any(is_pseudonym(user) for user in (1, 2, 3, MEMBER))


@pytest.mark.parametrize("locale", sorted(SHIPPED))
def test_every_kind_of_row_shown_has_words(locale):
    said = words(locale)
    for table in SHOWN:
        message = f"privacy-kept-{table.replace('_', '-')}"
        assert said(message, count=2) != message, (locale, table)
