"""Every word a member reads, in their own language.

Code never holds a sentence a member reads: it names a message (`Message("match-not-found",
match=12)`), and a `Words` for the reader's language turns it into text from the Fluent
catalogues under `i18n/catalogs/<locale>/`. Fluent (Mozilla's localization system, via
`fluent.runtime`) was chosen over gettext because a translator writes whole sentences
with their own plural and gender selectors (`{ $count -> [one] ... *[other] ... }`) in
the catalogue, so no code ever glues sentence parts together, and its plural rules and
number formats come from CLDR through Babel, which formats our dates and durations too.

English is the fallback for anything missing, never an error: a message a translation
lacks (or cannot format) is read from the English catalogue, and one missing everywhere
reads as its own id, so a forgotten entry shows up in the tests
(`tests/i18n/test_catalogs.py`), not as a crash in front of a member.

The package is pure apart from reading its own catalogue files (package data, like the
renderer's fonts): `games/` raises `Message`s, `render/` and `bot/` word them.
"""

from i18n.locales import ENGLISH, SHIPPED, shipped_locale
from i18n.message import Message
from i18n.words import Words, words

__all__ = ["ENGLISH", "SHIPPED", "Message", "Words", "shipped_locale", "words"]
