"""The composition root: every service and store of the bot, built once at start.

`Services.build` is the only place that decides which store a service gets, which
service hears which match event, and in what order. Cogs and buttons receive what they
need from here: `bot/cogs.py` hands each cog the services it uses, and a button reaches
them through `served(interaction.client)`; no feature builds a store or looks another
feature up.

The Discord side enters through two ports the root is handed: a `Courier` (notices,
facts the presenter words, to a match's channel or a member's direct messages) and a
`TournamentHost` (threads, boards and posts of a tournament). Tests hand in recording
fakes, and `Services.assemble` takes core pieces a test already made, so service tests
run the same wiring without Discord.

There is one `scheduler` for the whole bot: every feature that waits for a moment
registers its handler on it and stores its timers through it, so the bot keeps one
sleeping task and one timers table whatever the number of features, and every wait
survives a restart the same way. The bot starts it once every extension has registered
its handlers (`bot/app.py`).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta

import games
from bot.challenges.service import ChallengeService
from bot.challenges.storage.challenge_store import SqlChallengeStore
from bot.clocks.keeper import ClockKeeper
from bot.clocks.listing import OngoingMatches
from bot.clocks.storage.clock_store import ClockStore
from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.clocks.storage.settings_store import PaceSettingsStore
from bot.clocks.storage.vacation_store import VacationStore
from bot.clocks.vacations import Vacations
from bot.computer.pool import ThinkingPool
from bot.computer.service import ComputerService
from bot.computer.storage.computer_store import ComputerStore
from bot.core.background import BackgroundTasks
from bot.core.events import DrawOffered, EventBus, MatchEnded, MatchStarted, MoveMade
from bot.core.guild_settings import GuildSettingsService
from bot.core.matches import MatchService
from bot.core.records import Match
from bot.core.scheduler import Scheduler
from bot.core.shard_ownership import ShardOwnership
from bot.core.storage.database import Database
from bot.core.storage.guild_settings_store import SqlSettingsStore
from bot.core.storage.match_store import SqlMatchStore
from bot.core.storage.timer_store import TimerStore
from bot.core.time_source import TimeSource
from bot.languages.service import LanguageService
from bot.languages.storage.language_store import LanguageStore
from bot.leagues.host import LeagueHost, Unannounced
from bot.leagues.service import LeagueService
from bot.leagues.storage.league_store import SqlLeagueStore
from bot.notifications.languages import MemberLanguages
from bot.notifications.service import Courier, Notifications
from bot.notifications.storage.member_language_store import MemberLanguageStore
from bot.notifications.storage.prefs_store import MemberPrefsStore
from bot.play.rematches import Rematches
from bot.play.storage.offer_store import OfferStore
from bot.play.takebacks import Takebacks
from bot.premoves.service import PremoveService
from bot.premoves.storage.premove_store import SqlPremoveStore
from bot.privacy.service import RETENTION, PrivacyService
from bot.privacy.storage.privacy_store import SqlPrivacyStore
from bot.ratings.service import RatingService
from bot.ratings.storage.rating_store import SqlRatingStore
from bot.review.service import ReviewService
from bot.review.storage.review_store import SqlReviewStore
from bot.team_battles.host import BattleHost, Unhosted
from bot.team_battles.service import TeamBattles
from bot.team_battles.storage.battle_store import SqlBattleStore
from bot.tournaments.entrant_names import EntrantNames
from bot.tournaments.host import TournamentHost
from bot.tournaments.service import TournamentService, rated_policy
from bot.tournaments.storage.entrant_name_store import EntrantNameStore
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from bot.web.live import INTERVAL, LiveFeed
from bot.web.pages import PageService
from bot.web.private_links import PrivateLinks
from bot.web.storage.page_store import SqlPageStore
from bot.web.storage.version_store import SqlVersionStore
from games import Game


@dataclass(frozen=True, slots=True)
class Services:
    database: Database
    tasks: BackgroundTasks
    """Work running after the bot has answered (the event handlers); the bot
    closes it when it shuts down."""
    events: EventBus
    clock: TimeSource
    rng: random.Random
    """The one source of chance for seats and seeds; features take it from here, so a
    bot built with a seeded `rng` is reproducible end to end."""
    scheduler: Scheduler
    matches: MatchService
    guild_settings: GuildSettingsService
    challenges: ChallengeService
    clocks: ClockKeeper
    pace_settings: PaceSettingsStore
    vacations: Vacations
    ongoing: OngoingMatches
    notifications: Notifications
    takebacks: Takebacks
    rematches: Rematches
    ratings: RatingService
    tournaments: TournamentService
    thinking: ThinkingPool
    """The worker processes the computer thinks in; the bot starts and closes it."""
    computer: ComputerService
    languages: LanguageService
    """The language of each channel's public posts."""
    leagues: LeagueService
    """Leagues: seasons of divisions, each division a tournament."""
    team_battles: TeamBattles
    """Team battles between roles, arena-style."""
    premoves: PremoveService
    """Conditional premoves: answers played in the transaction of the move they answer."""
    privacy: PrivacyService
    """Members' data: its export, forgetting a member, a server's purge."""
    reviews: ReviewService
    """The computer's reviews of finished matches, searched in `thinking`'s workers."""
    pages: PageService
    """The match pages: their links, and what each page shows."""
    live: LiveFeed
    """Wakes the pages waiting on a match when it changes, in whichever process."""

    @classmethod
    def build(
        cls,
        database: Database,
        clock: TimeSource,
        rng: random.Random,
        *,
        courier: Courier,
        host: TournamentHost,
        league_host: LeagueHost | None = None,
        battle_host: BattleHost | None = None,
        shards: ShardOwnership | None = None,
        retention: timedelta = RETENTION,
        public_url: str | None = None,
        poll_seconds: float | None = None,
    ) -> Services:
        """Everything, from the database up. `shards`: the servers this process owns,
        whose timers its scheduler fires (all of them by default). `retention`: how long
        a server's data outlives the bot's removal from it. `public_url`: where the match
        pages are reached (None: no pages, no links); `poll_seconds`: how often the
        pages' live feed looks for other processes' changes (`bot/web/live.py`)."""
        tasks = BackgroundTasks()
        events = EventBus(tasks)
        return cls.assemble(
            database=database,
            tasks=tasks,
            events=events,
            clock=clock,
            rng=rng,
            scheduler=Scheduler(TimerStore(database, shards), clock),
            matches=MatchService(SqlMatchStore(database), events, clock),
            courier=courier,
            host=host,
            league_host=league_host,
            battle_host=battle_host,
            retention=retention,
            public_url=public_url,
            poll_seconds=poll_seconds,
        )

    @classmethod
    def assemble(
        cls,
        *,
        database: Database,
        tasks: BackgroundTasks,
        events: EventBus,
        clock: TimeSource,
        rng: random.Random,
        scheduler: Scheduler,
        matches: MatchService,
        courier: Courier,
        host: TournamentHost,
        league_host: LeagueHost | None = None,
        battle_host: BattleHost | None = None,
        game_lookup: Callable[[str], Game] = games.get,
        thinking: ThinkingPool | None = None,
        retention: timedelta = RETENTION,
        public_url: str | None = None,
        poll_seconds: float | None = None,
    ) -> Services:
        """Every feature's services over core pieces the caller made, and their event
        subscriptions. The clocks take part in every change of a match, inside its
        transaction (a move and its clock commit together); of the subscribers, ratings
        hear of an end before tournaments (which seed the next round by rating), and the
        computer hears last, so it learns of its turn once everything else is settled.
        `thinking` defaults to a pool with a worker per core, started by the bot.
        `league_host`: where leagues tell their channels the news (nobody, by default:
        a build without Discord); `battle_host`: where team battles post (nowhere, by
        default).
        `retention`: how long a server's data outlives the bot's removal from it."""
        guild_store = SqlSettingsStore(database)
        pace_settings = PaceSettingsStore(database)
        queries = PaceMatchQueries(database)
        offers = OfferStore(database)
        clock_store = ClockStore(database)
        ongoing = OngoingMatches(queries, matches, clock_store, clock)
        member_prefs = MemberPrefsStore(database)
        member_languages = MemberLanguages(MemberLanguageStore(database))
        vacation_store = VacationStore(database)
        names = EntrantNames(EntrantNameStore(database))
        languages = LanguageService(LanguageStore(database))
        notifications = Notifications(
            member_prefs,
            scheduler,
            courier,
            clock,
            ongoing.waiting_for,
            languages=member_languages,
        )
        thinking = thinking or ThinkingPool()
        computer = ComputerService(
            ComputerStore(database),
            guild_store,
            matches,
            scheduler,
            thinking,
            tasks,
            clock,
            rng,
            game_lookup=game_lookup,
        )
        clocks = ClockKeeper(
            clock_store,
            pace_settings,
            matches,
            scheduler,
            notifications,
            courier,
            clock,
            untimed=computer.plays,
        )
        vacations = Vacations(
            vacation_store,
            pace_settings,
            queries,
            matches,
            clocks,
            scheduler,
            courier,
            clock,
        )
        tournament_store = SqlTournamentStore(database)
        premoves = PremoveService(
            SqlPremoveStore(database),
            matches,
            _premoves_allowed(tournament_store),
            notifications.tell,
        )
        takebacks = Takebacks(
            offers, matches, elsewhere=computer.takeback_elsewhere, answered=premoves.answered
        )
        ratings = RatingService(
            SqlRatingStore(database),
            clock,
            computer.rating_policy(rated_policy(tournament_store)),
            computer.rated_as,
        )
        tournaments = TournamentService(
            tournament_store,
            matches,
            ratings,
            host,
            clock=clock,
            scheduler=scheduler,
            rng=rng,
            seats=computer,
            names=names,
            game_lookup=game_lookup,
        )
        leagues = LeagueService(
            SqlLeagueStore(database),
            tournaments,
            ratings,
            league_host or Unannounced(),
            clock=clock,
            scheduler=scheduler,
            game_lookup=game_lookup,
        )
        team_battles = TeamBattles(
            SqlBattleStore(database),
            matches,
            battle_host or Unhosted(),
            clock=clock,
            scheduler=scheduler,
            rng=rng,
            game_lookup=game_lookup,
        )
        # Inside a change's transaction, in this order: the clock of the move, then the
        # premove records, then a premove's answer (itself a move with its own clock).
        matches.add_participant(clocks)
        matches.add_participant(premoves)
        matches.add_responder(premoves)
        events.subscribe(MoveMade, clocks.on_move)
        events.subscribe(MoveMade, premoves.on_move)
        events.subscribe(MatchEnded, ratings.on_match_ended)
        events.subscribe(MatchEnded, tournaments.rounds.on_match_ended)
        events.subscribe(MatchEnded, leagues.seasons.on_match_ended)  # after its division
        events.subscribe(MatchEnded, team_battles.on_match_ended)
        events.subscribe(MatchStarted, computer.on_match_started)
        events.subscribe(MoveMade, computer.on_move)
        events.subscribe(MatchEnded, computer.on_match_ended)
        events.subscribe(DrawOffered, computer.on_draw_offered)
        languages = LanguageService(LanguageStore(database))
        page_store = SqlPageStore(database)
        live = LiveFeed(SqlVersionStore(database), poll_seconds or INTERVAL)
        live.listen(events)
        return cls(
            database=database,
            tasks=tasks,
            events=events,
            clock=clock,
            rng=rng,
            scheduler=scheduler,
            matches=matches,
            guild_settings=GuildSettingsService(guild_store),
            challenges=ChallengeService(
                SqlChallengeStore(database),
                guild_store,
                matches,
                clock,
                rng,
                scheduler=scheduler,
                game_lookup=game_lookup,
            ),
            clocks=clocks,
            pace_settings=pace_settings,
            vacations=vacations,
            ongoing=ongoing,
            notifications=notifications,
            takebacks=takebacks,
            rematches=Rematches(offers, matches, clocks, rng),
            ratings=ratings,
            tournaments=tournaments,
            thinking=thinking,
            computer=computer,
            premoves=premoves,
            languages=languages,
            leagues=leagues,
            team_battles=team_battles,
            privacy=PrivacyService(
                SqlPrivacyStore(database),
                matches,
                tournaments,
                scheduler,
                tasks,
                clock,
                retention=retention,
                members=(member_prefs, member_languages, vacation_store, names),
                servers=(pace_settings, vacation_store, names, languages),
            ),
            reviews=ReviewService(matches, SqlReviewStore(database), thinking.run),
            pages=PageService(
                page_store,
                PrivateLinks(page_store, clock),
                matches,
                clock_store,
                languages,
                public_url,
            ),
            live=live,
        )


def _premoves_allowed(tournaments: SqlTournamentStore) -> Callable[[Match], Awaitable[bool]]:
    """Premoves are allowed everywhere but at a tournament that forbids them."""

    async def allowed(match: Match) -> bool:
        return not await tournaments.forbids_premoves(match.id)

    return allowed
