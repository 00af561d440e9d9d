"""'Claim the win' hangs under a time-out notice in the notice's language and carries
its match id (mutation tests of bot/clocks/discord/buttons.py)."""

from __future__ import annotations

from bot.clocks.discord.buttons import claim_view
from i18n import Words


async def test_the_claim_button_speaks_the_notices_language_and_names_its_match():
    german = Words("de")
    [item] = claim_view(7, german).children
    assert item.item.label == german("pace-claim-win") != Words("en")("pace-claim-win")
    assert item.item.custom_id == "clock:claim:7"
