"""English stands in for a message a translation lacks or cannot format.

Every shipped catalogue carries every message (tests/i18n/test_catalogs.py), so the real
catalogues never reach the fallback: these tests add messages to the real bundles, the
way an `.ftl` file would, for the test's length only.
"""

from __future__ import annotations

import pytest
from fluent.runtime import FluentResource

from i18n import words
from i18n.catalogs import bundle

ENGLISH_ONLY = "tests-english-only = Only in English, {$count} times."
UNFORMATTABLE = {
    "en": "tests-unformattable = Said in English.",
    "de": "tests-unformattable = Auf Deutsch, mit {$undefined}.",
}


@pytest.fixture
def added_messages():
    """The messages above in the real bundles; afterwards the bundles are built afresh
    from the catalogue files, as they were."""
    bundle("en").add_resource(FluentResource(ENGLISH_ONLY))
    for locale, text in UNFORMATTABLE.items():
        bundle(locale).add_resource(FluentResource(text))
    yield
    bundle.cache_clear()


@pytest.mark.usefixtures("added_messages")
@pytest.mark.parametrize("locale", ["de", "pt-BR", "ru"])
def test_a_message_missing_in_a_language_reads_in_english(locale: str) -> None:
    assert words(locale)("tests-english-only", count=3) == "Only in English, 3 times."


@pytest.mark.usefixtures("added_messages")
def test_a_translation_that_cannot_be_formatted_reads_in_english() -> None:
    assert words("de")("tests-unformattable") == "Said in English."
