"""The languages we ship, and which of them a Discord locale reads.

Discord names a member's or a server's language by tags such as `en-GB`, `es-419` or
`pt-BR`; we ship one catalogue per language (Spanish for both Spains and Latin America,
English for both Englishes), so every tag is first mapped to the catalogue that serves
it. A tag we do not ship reads English.
"""

from __future__ import annotations

ENGLISH = "en"

SHIPPED: tuple[str, ...] = (ENGLISH, "de", "fr", "es", "pt-BR", "pl", "ru")
"""Catalogue names, which are also the locale tags Babel and Fluent format with."""

_BY_LANGUAGE = {tag.split("-")[0].lower(): tag for tag in SHIPPED}


def shipped_locale(tag: str | None) -> str:
    """The shipped catalogue for a Discord locale tag (`"es-419"` -> `"es"`, `"pt-BR"` ->
    `"pt-BR"`, `"ja"` -> `"en"`), matched on the language and case-blind; `None` or an
    empty tag reads English."""
    if not tag:
        return ENGLISH
    exact = {shipped.lower(): shipped for shipped in SHIPPED}.get(tag.lower())
    return exact or _BY_LANGUAGE.get(tag.split("-")[0].lower(), ENGLISH)
