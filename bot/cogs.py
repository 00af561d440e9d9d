"""The Discord side of the composition root: every cog and persistent button, built
with exactly the services it uses, and the Discord side's event subscriptions.

`Services.build` (`bot/services.py`) makes the transport-free services and decides who
among them hears which event; this module adds what speaks Discord on top, in one
place: a cog's constructor names its dependencies and their types, nothing reaches for
them later. The order of `cogs` is the order the commands are registered in (and
`/help` lists them in); the Discord side's subscribers hear an event after every
service has (the computer, ratings and tournaments have settled it by then), in the
order of `SUBSCRIBERS`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial

from discord.ext import commands

from bot.challenges.discord.buttons import AcceptChallenge, DeclineChallenge
from bot.challenges.discord.cog import Challenges
from bot.clocks.discord.buttons import ClaimWin
from bot.clocks.discord.cog import Clocks
from bot.clocks.discord.notes import ClockNotes
from bot.computer.discord.cog import Computer
from bot.computer.discord.voice import DiscordComputerVoice
from bot.core.discord.board_notes import BoardNotes
from bot.core.discord.board_post import link_pages
from bot.core.discord.hand_button import ShowHand
from bot.core.discord.standing_posts import StandingPosts
from bot.core.events import MatchEnded, MoveMade
from bot.guide.discord.cog import Guide
from bot.languages.discord.cog import Languages
from bot.leagues.discord.cog import LeagueModeration, Leagues
from bot.moderation.discord.cog import Moderation
from bot.notifications.discord.cog import Notify
from bot.play.discord import board_delivery
from bot.play.discord.board_delivery import BoardDelivery
from bot.play.discord.board_queue import BoardQueue
from bot.play.discord.cog import Play
from bot.play.discord.draw_buttons import AcceptDraw, DeclineDraw
from bot.play.discord.offer_buttons import AcceptRematch, AnswerTakeback
from bot.play.discord.offers_cog import Offers
from bot.play.discord.resign_button import ConfirmResign
from bot.premoves.discord.cog import Premoves
from bot.premoves.discord.confirm_button import ConfirmPremove
from bot.privacy.discord.buttons import ConfirmForget, ConfirmMemberForget, ConfirmPurge
from bot.privacy.discord.cog import Privacy
from bot.ratings.discord.cog import Ratings
from bot.services import Services
from bot.team_battles.discord.buttons import JoinBattle, PickTeam
from bot.team_battles.discord.cog import TeamBattleModeration
from bot.tournaments.discord.buttons import JoinTournament, LeaveTournament
from bot.tournaments.discord.cog import EntrantNameWatch, TournamentModeration, Tournaments
from bot.web.discord.cog import PageLinks
from bot.web.discord.links import place_of

BUTTONS = (
    AcceptChallenge,
    DeclineChallenge,
    ShowHand,
    AcceptDraw,
    DeclineDraw,
    AnswerTakeback,
    AcceptRematch,
    ConfirmResign,
    ClaimWin,
    JoinTournament,
    LeaveTournament,
    JoinBattle,
    PickTeam,
    ConfirmPremove,
    ConfirmForget,
    ConfirmMemberForget,
    ConfirmPurge,
)
"""Every persistent button: discord.py rebuilds one from its custom id after a restart,
and it reaches the services through `bot/core/discord/served.py`."""


def cogs(
    bot: commands.Bot,
    services: Services,
    superseded: Callable[[], object],
    wait_out: Callable[[float], Awaitable[object]],
    *,
    claims: StandingPosts,
) -> tuple[BoardNotes, list[commands.Cog]]:
    """The lines under every board message (in the order shown), and every cog, with
    its dependencies; the Discord side's timers and subscribers are registered here.
    `superseded` is told of every board a newer one replaced (the metrics); `wait_out`
    waits the seconds a 429 asked for before a channel's boards go on; `claims` holds
    the time-out notices the courier posted with a claim button."""
    clock_notes = ClockNotes(bot, services.clocks, services.vacations, services.clock)
    notes = BoardNotes([clock_notes])
    queue = BoardQueue(superseded=superseded, wait_out=wait_out)
    boards = BoardDelivery(
        bot, services.matches, services.scheduler, services.clock, notes, queue=queue
    )
    draw_posts, takeback_posts = StandingPosts(), StandingPosts()
    play = Play(bot, services.matches, boards, draw_posts, notes, reviews=services.reviews)
    link_pages(services.pages.page_link)
    services.pages.locate_with(partial(place_of, bot))
    challenges = Challenges(bot, services.challenges, services.guild_settings)
    assert bot.user is not None, "cogs are built in setup_hook, after the login"
    services.computer.play_as(bot.user.id, DiscordComputerVoice(bot))
    services.challenges.announce_expiries_with(challenges.announce_expiry)
    services.scheduler.on(board_delivery.KIND, boards.retry)
    # The Discord side's subscribers, in order; one call each, so the type checker
    # matches every handler to its event.
    events = services.events
    events.subscribe(MatchEnded, play.announce_end)
    events.subscribe(MoveMade, draw_posts.lapse)
    events.subscribe(MatchEnded, draw_posts.lapse)
    events.subscribe(MoveMade, takeback_posts.lapse)
    events.subscribe(MatchEnded, takeback_posts.lapse)
    events.subscribe(MoveMade, claims.lapse)
    events.subscribe(MatchEnded, claims.lapse)
    return notes, [
        challenges,
        play,
        Premoves(services.matches, services.premoves),
        Offers(
            services.matches,
            services.takebacks,
            services.rematches,
            services.computer,
            takeback_posts,
        ),
        Clocks(
            services.clocks,
            services.vacations,
            services.ongoing,
            services.pace_settings,
            clock_notes,
        ),
        Notify(services.notifications, services.tasks),
        Ratings(services.ratings),
        Tournaments(services.tournaments),
        EntrantNameWatch(services.tournaments.names),
        TournamentModeration(services.tournaments),
        Leagues(bot, services.leagues, services.tournaments.names),
        LeagueModeration(services.leagues, services.tournaments.names),
        TeamBattleModeration(services.team_battles),
        Moderation(bot, services.matches, services.guild_settings, services.pages),
        Guide(bot.tree, services.guild_settings),
        Computer(bot, services.computer, services.matches, services.guild_settings, notes),
        Languages(services.languages),
        Privacy(bot, services.privacy),
        PageLinks(bot.tree, services.pages),
    ]
