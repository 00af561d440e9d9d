"""A moderator finds a language by its tag or by its own name, typed in any case."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.languages.names import language_named, languages_matching, native_name
from i18n import SHIPPED


def test_each_language_is_named_in_its_own_words():
    assert [native_name(locale) for locale in SHIPPED] == [
        "English",
        "Deutsch",
        "Français",
        "Español",
        "Português (Brasil)",
        "Polski",
        "Русский",
    ]


@given(st.sampled_from(SHIPPED), st.booleans(), st.booleans())
def test_a_tag_or_own_name_in_any_case_finds_its_language(locale, by_name, shouted):
    typed = native_name(locale) if by_name else locale
    typed = typed.upper() if shouted else typed.lower()
    assert language_named(f" {typed} ") == locale
    assert locale in languages_matching(typed[:3])


def test_anything_else_finds_nothing():
    assert language_named("klingon") is None
    assert language_named("") is None
    assert languages_matching("zz") == []
