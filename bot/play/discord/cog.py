"""Playing a match in its channel: `/move` with autocomplete, `/match` for the board,
history, export, resignation, draw offers, aborts and the computer's review (a use case
of `bot/review/`, posted here because `/match` is this cog's group), and `/replay` of a
finished match (`/takeback` and `/rematch` are in `offers_cog.py`).

When a match ends other than by a move (resignation, agreed draw, abort, a moderator or
a clock), this cog hears `MatchEnded` and posts the final board with the result, so
every way of ending gets the same last message.
"""

from __future__ import annotations

import io
from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

import render
from bot.core.discord.board_notes import BoardNotes
from bot.core.discord.board_post import board_post
from bot.core.discord.buttons import persistent_view
from bot.core.discord.channels import channel_of
from bot.core.discord.elsewhere import latest_here, match_here, pointing_elsewhere, their_channels
from bot.core.discord.markup import mention
from bot.core.discord.place import channel_here, channel_id_of, guild_id_of, guild_of
from bot.core.discord.readers import channel_words, private_words, public_words
from bot.core.discord.standing_posts import StandingPosts
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.events import MatchEnded
from bot.core.matches import MatchService
from bot.core.records import EndHow, Match, MatchStatus
from bot.core.render_worker import ending
from bot.core.suggestions import Suggestions
from bot.core.worker_pool import run_off_loop
from bot.play.discord.board_delivery import BoardDelivery
from bot.play.discord.draw_buttons import draw_offer_view
from bot.play.discord.move_hints import ChannelName, explain_picked, hint_choices, is_hint
from bot.play.discord.resign_button import ConfirmResign
from bot.play.export import export_text
from bot.review.graph import graph_png
from bot.review.service import ReviewService
from i18n import Words

HISTORY_LIMIT = 1800
NOTATION = 100
"""Discord offers autocomplete on options of at most 100 characters; no move is longer."""


class Play(commands.Cog):
    match_group = app_commands.Group(
        name="match", description="The match in this channel", guild_only=True
    )

    def __init__(
        self,
        client: discord.Client,
        matches: MatchService,
        boards: BoardDelivery,
        draw_posts: StandingPosts,
        notes: BoardNotes,
        *,
        reviews: ReviewService,
    ) -> None:
        self.client = client
        self.matches = matches
        self.boards = boards
        self.draw_posts = draw_posts
        self.notes = notes
        self.reviews = reviews

    # -------------------------------------------------------------------- moves

    @app_commands.command(name="move")
    @app_commands.guild_only()
    @app_commands.describe(notation="Your move; start typing to see your legal moves")
    async def move(
        self, interaction: discord.Interaction, notation: app_commands.Range[str, 1, NOTATION]
    ) -> None:
        """Play your move in this channel's match."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if is_hint(notation):
            now = await self._suggestions(interaction, "")
            answer = explain_picked(now, private_words(interaction), _names(interaction))
            await interaction.followup.send(answer, ephemeral=True)
            return
        try:
            made = await self.matches.play_in_channel(
                channel_id_of(interaction),
                interaction.user.id,
                notation,
                also=partial(self.boards.arm, mover=interaction.user.id),
            )
        except NotFound:
            raise await pointing_elsewhere(interaction) from None
        await self.boards.deliver(interaction, made)

    @move.autocomplete("notation")
    async def _suggest_moves(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        suggestions = await self._suggestions(interaction, current)
        return hint_choices(suggestions, private_words(interaction), _names(interaction))

    async def _suggestions(self, interaction: discord.Interaction, typed: str) -> Suggestions:
        """The member's moves here for `typed`, or why none, with where their matches
        are when none is played here by them."""
        channel_id, user_id = channel_id_of(interaction), interaction.user.id
        suggestions = await self.matches.suggest(channel_id, user_id, typed)
        if not suggestions.not_playing_here:
            return suggestions
        channels = await their_channels(interaction)
        return suggestions.elsewhere(tuple(c for c in channels if c != channel_id))

    # ------------------------------------------------------------ looking at it

    @match_group.command(name="board")
    async def board(self, interaction: discord.Interaction) -> None:
        """Show the current board, privately, from your side if you play."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await latest_here(interaction)
        state = self.matches.state(match)
        notes = await self.notes(match)
        viewer = match.seat_of(interaction.user.id)
        said = private_words(interaction)
        headline = said("play-board-after", moves=len(match.moves))
        post = await board_post(match, state, headline, notes, said=said, viewer=viewer)
        await interaction.followup.send(**post.send_kwargs(), ephemeral=True)

    @match_group.command(name="history")
    async def history(self, interaction: discord.Interaction) -> None:
        """The moves so far; with a file the referee command can replay, unless the
        match is ongoing in a game with hidden cards (its seed would show them)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await latest_here(interaction)
        game = self.matches.game(match)
        said = private_words(interaction)
        moves = _history_text(match, said)
        if match.is_ongoing and game.hidden_information:
            note = said("play-history-file-after-match")
            await interaction.followup.send(f"{moves}\n{note}", ephemeral=True)
            return
        if await self.matches.deal_still_played(match):
            note = said("play-history-file-after-deal")
            await interaction.followup.send(f"{moves}\n{note}", ephemeral=True)
            return
        export = export_text(match, game)
        await interaction.followup.send(
            moves,
            file=discord.File(io.BytesIO(export.encode()), filename=f"match-{match.id}.txt"),
            ephemeral=True,
        )

    @match_group.command(name="review")
    @app_commands.describe(match="A finished match's number; the last one here if empty")
    async def review(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """The computer's review of a finished match: a graph of who stood better."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        reviewed = await self.reviews.in_place(
            channel_id_of(interaction), guild_id_of(interaction), match
        )
        number = reviewed.match.id
        said = await public_words(interaction)
        png = await graph_png(number, reviewed.review, said)
        await channel_here(interaction).send(
            said("review-of", match=str(number)),
            file=discord.File(io.BytesIO(png), filename=f"review-{number}.png"),
        )
        await interaction.followup.send(private_words(interaction)("review-posted"), ephemeral=True)

    # ------------------------------------------------------------ ending it

    @match_group.command(name="resign")
    async def resign(self, interaction: discord.Interaction) -> None:
        """Give up this match (you confirm with one more click)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        if match.seat_of(interaction.user.id) is None:
            raise NotPermitted("match-not-a-player")
        said = private_words(interaction)
        await interaction.followup.send(
            said("play-resign-confirm"),
            view=persistent_view(ConfirmResign(match.id, interaction.user.id, said)),
            ephemeral=True,
        )

    @match_group.command(name="draw")
    async def draw(self, interaction: discord.Interaction) -> None:
        """Offer a draw (or agree to the one your opponent offered)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        after = await self.matches.offer_draw(match.id, interaction.user.id)
        privately = private_words(interaction)
        if not after.is_ongoing:
            await interaction.followup.send(privately("play-draw-you-accepted"), ephemeral=True)
            return
        seat = after.seat_of(interaction.user.id)
        assert seat is not None, "offer_draw refuses anyone without a seat"
        opponent = after.seats[after.other_seat(seat)]
        said = await public_words(interaction)
        posted = await channel_here(interaction).send(
            said("play-draw-offered", member=interaction.user.mention, opponent=mention(opponent)),
            view=draw_offer_view(after.id, said),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        self.draw_posts.posted(after.id, len(after.moves), posted)
        await interaction.followup.send(privately("play-draw-offer-posted"), ephemeral=True)

    @match_group.command(name="abort")
    async def abort(self, interaction: discord.Interaction) -> None:
        """Call the match off, allowed until both players have moved."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        await self.matches.abort(match.id, interaction.user.id)
        await interaction.followup.send(
            private_words(interaction)("play-you-aborted"), ephemeral=True
        )

    @app_commands.command(name="replay")
    @app_commands.guild_only()
    @app_commands.describe(match="A finished match's number; the last one here if empty")
    async def replay(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """An animated replay of a finished match."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if match is None:
            finished = await self.matches.latest_in_channel(channel_id_of(interaction))
        else:
            finished = await self.matches.in_server(match, guild_id_of(interaction))
        if finished.status is not MatchStatus.FINISHED:
            raise Conflict("play-replay-not-finished")
        if await self.matches.deal_still_played(finished):
            raise Conflict("play-replay-deal-still-played")
        said = await public_words(interaction)
        gif = await run_off_loop(
            partial(render.replay_gif, locale=said.locale, ending=ending(finished)),
            finished.game_id,
            dict(finished.options),
            finished.seed,
            finished.moves,
        )
        await channel_here(interaction).send(
            said("play-replay-of", match=str(finished.id)),
            file=discord.File(io.BytesIO(gif), filename=f"match-{finished.id}.gif"),
        )
        await interaction.followup.send(
            private_words(interaction)("play-replay-posted"), ephemeral=True
        )

    async def announce_end(self, event: MatchEnded) -> None:
        """The last message of a match that did not end by a move."""
        if event.how is EndHow.RULES:
            return
        channel = await channel_of(self.client, event.match.channel_id)
        said = await channel_words(self.client, channel)
        state = self.matches.state(event.match)
        headline = said("play-match-over", how=event.how.name.lower())
        post = await board_post(event.match, state, headline, said=said)
        await channel.send(**post.send_kwargs())


def _names(interaction: discord.Interaction) -> ChannelName:
    """Channel names of the interaction's server, as this process has them cached."""

    def name(channel_id: int) -> str | None:
        channel = guild_of(interaction).get_channel_or_thread(channel_id)
        return None if channel is None else channel.name

    return name


def _history_text(match: Match, said: Words) -> str:
    if not match.moves:
        return said("play-no-moves-yet")
    lines = [f"{number}. {move}" for number, move in enumerate(match.moves, start=1)]
    text = "\n".join(lines)
    if len(text) > HISTORY_LIMIT:
        text = "...\n" + text[-HISTORY_LIMIT:].split("\n", 1)[1]
    return f"```\n{text}\n```"
