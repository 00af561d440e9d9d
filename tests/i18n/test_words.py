"""How a `Words` writes: its language, English as the fallback, plurals and numbers."""

from __future__ import annotations

from datetime import timedelta

import pytest

from i18n import SHIPPED, Message, shipped_locale, words


@pytest.mark.parametrize(
    ("tag", "shipped"),
    [
        ("en-US", "en"),
        ("en-GB", "en"),
        ("es-419", "es"),
        ("es-ES", "es"),
        ("pt-BR", "pt-BR"),
        ("PT-br", "pt-BR"),
        ("de", "de"),
        ("ja", "en"),
        (None, "en"),
        ("", "en"),
    ],
)
def test_discord_locales_map_to_the_catalogue_serving_them(tag: str | None, shipped: str) -> None:
    assert shipped_locale(tag) == shipped


def test_a_message_reads_in_the_language_asked() -> None:
    assert words("de")("error-not-here") == "Diesen Befehl kannst du hier nicht verwenden."
    assert words("fr")(Message("error-not-here")).startswith("Tu ne peux pas")


def test_values_are_placed_without_isolation_marks() -> None:
    text = words("ru")("error-unexpected", reference="ab12")
    assert "`ab12`" in text
    assert "\u2068" not in text and "\u2069" not in text


def test_an_unknown_language_reads_english() -> None:
    assert words("ja")("error-not-here") == "You cannot use this command here."


def test_a_message_missing_everywhere_reads_as_its_id_never_raises() -> None:
    assert words("pl")("no-such-message", value=3) == "no-such-message"


def test_a_message_argument_is_worded_in_the_same_language() -> None:
    inner = Message("error-not-here")
    assert words("es")("error-unexpected", reference=inner).count("No puedes usar") == 1


@pytest.mark.parametrize("locale", SHIPPED)
def test_numbers_durations_and_lists_follow_the_language(locale: str) -> None:
    said = words(locale)
    assert said.number(1234) != ""
    assert said.duration(timedelta(days=3)) != ""
    assert said.list(["a", "b", "c"]).startswith("a")


def test_formats_differ_where_languages_do() -> None:
    assert words("en").number(1234.5) == "1,234.5"
    assert words("de").number(1234.5) == "1.234,5"
    assert words("de").duration(timedelta(days=3)) == "3 Tage"
    assert words("fr").list(["a", "b", "c"]) == "a, b et c"
