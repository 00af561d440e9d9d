"""Everything asynchronous play needs, built once per bot from the core services.

One place decides which store each service gets and who listens to which match
event, so the cog stays thin and tests can build the same wiring without Discord.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.clocks.clock_store import ClockStore
from bot.clocks.keeper import ClockKeeper
from bot.clocks.listing import OngoingMatches
from bot.clocks.match_queries import PaceMatchQueries
from bot.clocks.settings_store import PaceSettingsStore
from bot.clocks.vacation_store import VacationStore
from bot.clocks.vacations import Vacations
from bot.core.database import Database
from bot.core.events import EventBus, MatchEnded, MatchStarted, MoveMade
from bot.core.matches import MatchService
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.notifications.service import Courier, Notifications
from bot.notifications.store import MemberPrefsStore
from bot.play.offer_store import OfferStore
from bot.play.rematches import Rematches
from bot.play.takebacks import Takebacks


@dataclass(frozen=True, slots=True)
class PaceServices:
    scheduler: Scheduler
    settings: PaceSettingsStore
    clocks: ClockKeeper
    notifications: Notifications
    vacations: Vacations
    ongoing: OngoingMatches
    takebacks: Takebacks
    rematches: Rematches

    @classmethod
    def build(
        cls,
        database: Database,
        *,
        events: EventBus,
        matches: MatchService,
        scheduler: Scheduler,
        courier: Courier,
        now: TimeSource,
        rng: random.Random,
    ) -> PaceServices:
        settings = PaceSettingsStore(database)
        queries = PaceMatchQueries(database)
        offers = OfferStore(database)
        clock_store = ClockStore(database)
        ongoing = OngoingMatches(queries, matches, clock_store, now)
        notifications = Notifications(
            MemberPrefsStore(database), scheduler, courier, now, ongoing.digest_lines
        )
        clocks = ClockKeeper(clock_store, settings, matches, scheduler, notifications, courier, now)
        vacations = Vacations(
            VacationStore(database), settings, queries, matches, clocks, scheduler, courier, now
        )
        events.subscribe(MatchStarted, clocks.on_match_started)
        events.subscribe(MoveMade, clocks.on_move)
        events.subscribe(MatchEnded, clocks.on_match_ended)
        return cls(
            scheduler=scheduler,
            settings=settings,
            clocks=clocks,
            notifications=notifications,
            vacations=vacations,
            ongoing=ongoing,
            takebacks=Takebacks(offers, matches, clocks),
            rematches=Rematches(offers, matches, clocks, rng),
        )
