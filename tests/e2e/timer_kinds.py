"""One way to make a real timer of each kind the bot's scheduler knows, through the real
bot in SimCord, and to count what that timer does once it fires (its announcement or its
effect): what tests/e2e/test_every_timer_kind.py walks for every kind in
`Scheduler.kinds`. A kind without a scenario here fails that walk, so a new kind of timer
cannot skip it.

Each scenario also names a real failure of a dependency its handler meets: a database
that refuses a write (`refuse_writes`, a trigger, as a locked or broken database would),
or Discord answering 500 (SimCord's `inject_error`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from tests.e2e.helpers import move_from_autocomplete, start_match

FAULT = "injected_fault"


@dataclass(frozen=True)
class World:
    env: object
    guild: object
    lobby: object
    alice: object
    bob: object
    moderator: object


@dataclass(frozen=True)
class Scenario:
    kind: str
    arrange: Callable[[World], Awaitable[None]]
    """Leave a timer of `kind` stored (the scheduler is stopped meanwhile)."""
    effects: Callable[[World], Awaitable[int]]
    """How many times the timer's announcement or effect happened."""
    break_it: Callable[[World], Awaitable[None]]
    """Make the handler's dependency fail until `heal`."""
    heal: Callable[[World], Awaitable[None]]
    comes_back_within: float = 4 * 60
    """Seconds from healing until the timer has surely fired again: the scheduler's
    backoff, or the kind's own retry (an opener's timer, a board's ladder)."""


# ------------------------------------------------------------------ real failures


async def refuse_writes(world: World, table: str, operation: str) -> None:
    """The database refuses every `operation` (INSERT, UPDATE, DELETE) on `table`."""
    database = world.env.bot.services.database
    async with database.transaction() as conn:
        if type(database).__name__.startswith("Sqlite"):
            await conn.execute(
                f"CREATE TRIGGER {FAULT} BEFORE {operation} ON {table}"
                f" BEGIN SELECT RAISE(ABORT, '{FAULT}'); END"
            )
            return
        await conn.execute(
            f"CREATE FUNCTION {FAULT}() RETURNS trigger LANGUAGE plpgsql AS"
            f" $body$ BEGIN RAISE EXCEPTION '{FAULT}' USING ERRCODE = '40001'; END $body$"
        )
        await conn.execute(
            f"CREATE TRIGGER {FAULT} BEFORE {operation} ON {table}"
            f" FOR EACH ROW EXECUTE FUNCTION {FAULT}()"
        )


async def accept_writes(world: World, table: str) -> None:
    database = world.env.bot.services.database
    async with database.transaction() as conn:
        if type(database).__name__.startswith("Sqlite"):
            await conn.execute(f"DROP TRIGGER {FAULT}")
            return
        await conn.execute(f"DROP TRIGGER {FAULT} ON {table}")
        await conn.execute(f"DROP FUNCTION {FAULT}()")


def database_fault(table: str, operation: str):
    async def break_it(world: World) -> None:
        await refuse_writes(world, table, operation)

    async def heal(world: World) -> None:
        await accept_writes(world, table)

    return break_it, heal


def discord_fault(method: str, path: str):
    async def break_it(world: World) -> None:
        world.env.inject_error(method, path, times=None)

    async def heal(world: World) -> None:
        world.env.backend.faults.clear()

    return break_it, heal


# ------------------------------------------------------------------ counting


def posts(channel, text: str) -> int:
    return sum(text in message.content for message in channel.history())


def in_threads(world: World, text: str) -> int:
    return sum(posts(thread, text) for thread in world.lobby.threads)


def direct(member, text: str) -> int:
    channel = member.user.dm_channel
    return 0 if channel is None else posts(channel, text)


async def stored_moves(world: World) -> int:
    rows = await world.env.bot.services.database.fetch_all("SELECT COUNT(*) FROM moves")
    return rows[0][0]


# ------------------------------------------------------------------ the scenarios


def first(offered):
    return offered[0]


async def a_match(world: World) -> object:
    return await start_match(world.lobby, world.alice, world.bob, "draughtnauts", seat="dark")


async def reminder_arrange(world: World) -> None:
    await a_match(world)
    await world.env.advance_time(37 * 3600)  # half of the 3 days a move, and an hour


async def timeout_arrange(world: World) -> None:
    await world.alice.slash(world.lobby, "notify on")
    await world.alice.slash(
        world.lobby, "challenge", game="draughtnauts", opponent=world.bob, seat="dark", time="10m"
    )
    await world.bob.click(world.lobby.last_message, label="Accept")
    await move_from_autocomplete(world.alice, world.lobby.threads[-1], first)
    await world.env.advance_time(11 * 60)


async def expiry_arrange(world: World) -> None:
    await world.moderator.slash(world.lobby, "mod expiry", hours=1)
    await world.alice.slash(world.lobby, "challenge", game="draughtnauts")
    await world.env.advance_time(61 * 60)


async def computer_arrange(world: World) -> None:
    await world.alice.slash(
        world.lobby, "computer play", game="draughtnauts", level="easy", seat="light"
    )


async def vacation_arrange(world: World) -> None:
    await a_match(world)
    await world.alice.slash(world.lobby, "vacation start", days=1)
    await world.env.advance_time(25 * 3600)


async def a_round_robin(world: World) -> None:
    """A round robin of four with one-day rounds, started: round 1 has two tables."""
    members = [world.guild.add_member(world.env.create_user(f"p{n}")) for n in range(4)]
    created = await world.moderator.slash(
        world.lobby,
        "tournament-mod create",
        name="Cup",
        game="draagostat",
        format="round-robin",
        round_days=1,
    )
    tournament = int(re.search(r"#(\d+)", created.response.content).group(1))
    post = next(m for m in world.lobby.history() if m.content.startswith("**Cup**"))
    for member in members:
        await member.click(post, label="Join")
    await world.moderator.slash(world.lobby, "tournament-mod start", tournament=tournament)


async def deadline_arrange(world: World) -> None:
    await a_round_robin(world)
    await world.env.advance_time(25 * 3600)


async def tables_arrange(world: World) -> None:
    world.env.inject_error("POST", "/channels/*/threads", times=None)
    await a_round_robin(world)
    world.env.backend.faults.clear()


async def tables_opened(world: World) -> int:
    """How many times round 1's two tables were opened."""
    return len(world.lobby.threads) // 2


async def season_arrange(world: World) -> None:
    """A league whose first season falls due: two members, an hour's registration."""
    await world.moderator.slash(
        world.lobby, "league-mod create", game="draagostat", name="Ladder", registration_hours=1
    )
    for member in (world.alice, world.bob):
        await member.slash(world.lobby, "league join", league=1)
    await world.env.advance_time(61 * 60)


async def battle_arrange(world: World) -> None:
    """A team battle of a minute between two roles, its end due."""
    red, blue = world.guild.create_role("red"), world.guild.create_role("blue")
    await world.moderator.slash(
        world.lobby, "team-battle-mod create", game="draagostat", first=red, second=blue, minutes=1
    )
    await world.env.advance_time(61)


async def digest_arrange(world: World) -> None:
    await world.alice.slash(world.lobby, "notify on")
    await world.alice.slash(world.lobby, "notify digest", enabled=True, at="08:00")
    await a_match(world)
    await world.env.advance_time(9 * 3600)


async def held_arrange(world: World) -> None:
    # SimCord's day starts at 00:00 UTC: quiet until 02:00 UTC holds bob's notice.
    await world.bob.slash(world.lobby, "notify on")
    await world.bob.slash(world.lobby, "notify quiet", start="00:00", end="02:00")
    thread = await a_match(world)
    await move_from_autocomplete(world.alice, thread, first)
    await world.env.advance_time(3 * 3600)


async def board_post_arrange(world: World) -> None:
    thread = await a_match(world)
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", times=1)
    await move_from_autocomplete(world.alice, thread, first)
    world.env.backend.faults.clear()
    await world.env.advance_time(60)


async def board_posts(world: World) -> int:
    return in_threads(world, "played `")


async def purge_arrange(world: World) -> None:
    """A server with a match removes the bot; its retention runs out."""
    await a_match(world)
    world.env.backend.remove_guild(world.guild.id)
    for _ in range(31):
        await world.env.advance_time(24 * 3600)


async def purged(world: World) -> int:
    """1 once the removed server's matches are gone (a purge leaves nothing to count
    twice: its timer is taken in the purge's own transaction)."""
    rows = await world.env.bot.services.database.fetch_all(
        "SELECT COUNT(*) FROM matches WHERE guild_id = ?", (world.guild.id,)
    )
    return int(rows[0][0] == 0)


SCENARIOS = {
    scenario.kind: scenario
    for scenario in [
        Scenario(
            "clock-reminder",
            reminder_arrange,
            lambda w: _count(in_threads(w, "of your time for this move")),
            *discord_fault("POST", "/channels/*/messages"),
        ),
        Scenario(
            "clock-timeout",
            timeout_arrange,
            lambda w: _count(in_threads(w, "has run out of time")),
            *discord_fault("POST", "/channels/*/messages"),
        ),
        Scenario(
            "challenge-expiry",
            expiry_arrange,
            lambda w: _count(posts(w.lobby, "The challenge from")),
            *database_fault("challenges", "UPDATE"),
        ),
        Scenario(
            "computer-move",
            computer_arrange,
            stored_moves,
            *database_fault("pace_timers", "INSERT"),
        ),
        Scenario(
            "vacation-end",
            vacation_arrange,
            lambda w: _count(in_threads(w, "is back from vacation")),
            *discord_fault("POST", "/channels/*/messages"),
        ),
        Scenario(
            "round-deadline",
            deadline_arrange,
            lambda w: _count(posts(w.lobby, "**Round 2**")),
            *database_fault("matches", "UPDATE"),
        ),
        Scenario(
            "round-tables",
            tables_arrange,
            tables_opened,
            *discord_fault("POST", "/channels/*/threads"),
            comes_back_within=11 * 60,
        ),
        Scenario(
            "seasons",
            season_arrange,
            lambda w: _count(posts(w.lobby, "season 1 begins")),
            *database_fault("league_divisions", "INSERT"),
        ),
        Scenario(
            "team-battle-end",
            battle_arrange,
            lambda w: _count(posts(w.lobby, "Team battle #1 is over")),
            *database_fault("team_battles", "UPDATE"),
        ),
        Scenario(
            "digest",
            digest_arrange,
            lambda w: _count(direct(w.alice, "Matches waiting for your move")),
            *discord_fault("POST", "/channels/*/messages"),
        ),
        Scenario(
            "held-messages",
            held_arrange,
            lambda w: _count(direct(w.bob, "your move")),
            *discord_fault("POST", "/channels/*/messages"),
        ),
        Scenario(
            "board-post",
            board_post_arrange,
            board_posts,
            *discord_fault("POST", "/channels/*/messages"),
            comes_back_within=11 * 60,
        ),
        Scenario("server-purge", purge_arrange, purged, *database_fault("matches", "DELETE")),
    ]
}


async def _count(value: int) -> int:
    return value
