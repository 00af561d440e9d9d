"""The Discord side of `Courier`: notices worded by the presenter, posted in a match's
channel (in the channel's language) or sent as a member's direct message (in the
member's own).

The claim button comes in as a view factory from the composition root, so this
feature does not import the clocks' buttons; the notice it hangs under is kept in the
root's `claims`, so the late player's move or the end of the match takes it away."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import discord

from bot.core.discord.channels import channel_of
from bot.core.discord.readers import channel_words
from bot.core.discord.standing_posts import StandingPosts
from bot.notifications.discord import wording
from bot.notifications.notices import DirectNotice, MatchNotice, OutOfTime
from i18n import Words, words

log = logging.getLogger(__name__)


class DiscordCourier:
    def __init__(
        self,
        bot: discord.Client,
        claim_view: Callable[[int, Words], discord.ui.View],
        claims: StandingPosts,
    ) -> None:
        self._bot = bot
        self._claim_view = claim_view
        self._claims = claims

    async def to_match(self, notice: MatchNotice) -> None:
        """Post `notice` in its match's channel; time running out brings the claim
        button along."""
        place = notice.place
        channel = await channel_of(self._bot, place.channel_id)
        said = await channel_words(self._bot, channel)
        claim = isinstance(notice, OutOfTime)
        posted = await channel.send(
            wording.in_channel(notice, said),
            allowed_mentions=discord.AllowedMentions(users=True),
            view=self._claim_view(place.match_id, said) if claim else discord.utils.MISSING,
        )
        if isinstance(notice, OutOfTime):
            self._claims.posted(place.match_id, notice.ply, posted)

    async def to_member(
        self, user_id: int, notices: Sequence[DirectNotice], language: str | None
    ) -> None:
        """A direct message in the member's language; a member who closed their DMs
        simply does not get it."""
        user = self._bot.get_user(user_id) or await self._bot.fetch_user(user_id)
        try:
            await user.send(wording.direct(notices, words(language)))
        except discord.Forbidden:
            log.info("member %s does not accept direct messages", user_id)
