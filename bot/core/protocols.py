"""The storage interfaces of the core services (matches, challenges, server settings):
small protocols, one per record kind.

`MatchService`, `ChallengeService` and `GuildSettingsService` see only these, so the
store-contract tests run one suite against every implementation. Their SQL classes
(`bot/core/storage/`, `bot/challenges/storage/`) serve SQLite and PostgreSQL alike.
Feature services whose store has a single implementation take that class directly.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any, Protocol

from bot.core.events import MatchEnded, MatchStarted, MoveMade
from bot.core.records import (
    Challenge,
    ChallengeStatus,
    GuildSettings,
    Match,
    MatchResult,
    MoveRecord,
    NewMatch,
    Seat,
)
from bot.core.scope import Scope
from games import State


class StaleMatch(Exception):
    """The match changed since it was read: somebody else's write landed first."""


class ChannelBusy(Exception):
    """The channel already holds an ongoing match."""


class MatchParticipant(Protocol):
    """A feature whose own records must change in the same transaction as the match
    (the clocks: a move that commits without its clock would leave the clock running
    for the player who already moved). `MatchService` calls each method inside the
    write, before it commits; raising rolls the whole change back. No Discord, no
    slow work here, and never a call back into `MatchService` (the match is locked)."""

    async def match_started(self, event: MatchStarted) -> None: ...

    async def move_made(self, event: MoveMade) -> None: ...

    async def match_ended(self, event: MatchEnded) -> None: ...

    async def move_taken_back(self, match: Match, state: State) -> None:
        """The last move of `match` (as stored after the takeback) was removed."""
        ...


Reply = Callable[[str], Awaitable[MoveMade]]
"""Plays a move for the seat to move, inside the transaction of the move it answers;
raises `GameRefused` (writing nothing) when the rules refuse it."""


class MoveResponder(Protocol):
    """A feature that may answer a move in the move's own transaction (premoves): the
    answer commits with the move, its clock and its timers, or nothing does. Called
    after the participants, for a move that did not end the match; the same rules as
    for a `MatchParticipant` hold."""

    async def answer_to(self, made: MoveMade, reply: Reply) -> MoveMade | None:
        """Answer `made` through `reply`, or return None."""
        ...


class MatchStore(Protocol):
    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Any]:
        """One unit of work touching `scope` (None: everything): the store's writes
        inside it, and those of any other store on the same database, commit together
        or not at all."""
        ...

    async def create(self, new: NewMatch, now: datetime) -> Match:
        """Insert an ongoing match; raises `ChannelBusy` if its channel has one."""
        ...

    async def get(self, match_id: int) -> Match | None: ...

    async def ongoing_in_channel(self, channel_id: int) -> Match | None: ...

    async def latest_in_channel(self, channel_id: int) -> Match | None:
        """The most recent match of a channel, ongoing or not."""
        ...

    async def ongoing_alike(self, guild_id: int, game_id: str, options: Mapping[str, Any]) -> int:
        """How many ongoing matches of a server play `game_id` with exactly `options`."""
        ...

    async def append_move(
        self,
        match: Match,
        move: MoveRecord,
        position: str,
        result: MatchResult | None,
        now: datetime,
        *,
        trail: str = "",
    ) -> Match:
        """Append `move` (with the `trail` of the position it reached) and the new
        snapshot in one transaction, ending the match when `result` is given. Raises
        `StaleMatch` if `match.version` is no longer current."""
        ...

    async def set_draw_offer(self, match: Match, seat: Seat | None, now: datetime) -> Match:
        """Record or withdraw a draw offer; raises `StaleMatch` like `append_move`."""
        ...

    async def end(self, match: Match, result: MatchResult, now: datetime) -> Match:
        """Finish (or abort, for `EndHow.ABORT`) an ongoing match; raises `StaleMatch`."""
        ...

    async def remove_last_move(self, match: Match, position: str, now: datetime) -> Match:
        """Delete the last move (a takeback) and store `position`, where the others lead,
        in one transaction; raises `StaleMatch` like `append_move`."""
        ...

    async def move_log(self, match_id: int) -> list[MoveRecord]: ...


class ChallengeStore(Protocol):
    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        challenged_id: int | None,
        game_id: str,
        options: dict[str, object],
        seat: Seat | None,
        time_control: str | None,
        now: datetime,
        expires_at: datetime,
    ) -> Challenge: ...

    async def get(self, challenge_id: int) -> Challenge | None: ...

    async def set_message(self, challenge_id: int, message_id: int) -> None: ...

    async def pending_between(self, challenger_id: int, challenged_id: int) -> Challenge | None:
        """A pending challenge between the two members, in either direction."""
        ...

    async def latest_by(self, challenger_id: int) -> Challenge | None:
        """The most recent challenge `challenger_id` made (for the cooldown)."""
        ...

    async def settle(self, challenge_id: int, status: ChallengeStatus) -> Challenge | None:
        """Move a pending challenge to `status`; None if it was no longer pending, so
        two members racing for one open challenge cannot both win."""
        ...


class SettingsStore(Protocol):
    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings, or the defaults when it never changed any."""
        ...

    async def put(self, settings: GuildSettings) -> None: ...
