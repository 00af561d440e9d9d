"""How long a move takes from the interaction to the stored move and the rendered board,
and how many trips to the database one `/move` makes.

    python -m bench.bot_moves [--matches 10000 1000000] [--moves 200] [--thinking 4]
                              [--backends sqlite postgres] [--no-trips]

First (unless `--no-trips`), the real bot in SimCord with every feature on (both players get direct
messages, the clocks run, the computer listens): the trips to aiosqlite's worker thread
and the SQL statements of each `/move` from the interaction to the last event
subscriber, averaged over 20 moves (the issue asks for 12 trips or fewer).

Then the services, built by the composition root as the bot builds them
(`Services.build`), on each of `--backends` (SQLite in a file; PostgreSQL on a server
the benchmark starts, bench/backends.py) for each of the `--matches` counts: the store
gets that many ongoing matches (spread over the four
games, a few moves each, each with its clock, both players with notices on). Per game,
`--moves` moves are played on random matches the way the `/move` command does it: find
the channel's match, play (load once, replay on a cache miss, check, commit the move,
its clock and timers in one transaction), render the board off the event loop. Printed:
p50 and p99 per game of that whole path, of its bot part alone (without rendering), and
the ratio of the whole path to a baseline measured in the same run: the engine move
plus the render with no bot and no database at all. At the end, the bot part over every
game, per backend and count, side by side (the issue asks for a PostgreSQL p99 of 10 ms
or less with a million matches).

Then, on the first backend and count only, the same moves again while the computer
thinks at `hard` in `--thinking` other matches (one search after another in each, in
the bot's process pool, one worker per core): members' moves must keep their p99 (the
issue asks for 50 ms or less), because searches run in worker processes and never hold
the bot's event loop. Printed: p50 and
p99 per game while it thinks, their ratio to the quiet run, and the searches finished.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import simcord

import games
import render
from bench.backends import BACKENDS, BenchDatabases, analyze, bulk_insert
from bench.db_trips import DatabaseTrips
from bot.app import create_bot
from bot.clocks.model import Clock
from bot.clocks.storage.clock_store import CLOCK_COLUMNS, clock_row
from bot.clocks.storage.settings_store import DEFAULT_CONTROL
from bot.computer.pool import ThinkingPool
from bot.computer.thinking import Turn
from bot.core.discord.board_post import board_post
from bot.core.matches import MatchService
from bot.core.storage.columns import timestamp, to_json
from bot.core.storage.database import Database
from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore
from bot.services import Services
from bot.settings import Settings
from i18n import ENGLISH, words

OPTIONS = {
    "draagostat": {},
    "draughtnauts": {},
    "domination-cards": {},
    "domination-grid": {},
}
OPENING_MOVES = 6
TEMPLATES = 2_000
BATCH = 10_000
MATCH_COLUMNS = (
    "id",
    "guild_id",
    "channel_id",
    "game_id",
    "options",
    "seed",
    "seats",
    "status",
    "origin",
    "position",
    "version",
    "created_at",
    "updated_at",
)
MOVE_COLUMNS = ("match_id", "number", "seat", "user_id", "notation", "played_at", "trail")
PLAYERS = (1, 2)
TRIP_MOVES = 20
GUILD_ID = 881


def now() -> datetime:
    return datetime.now(UTC)


async def fill(
    database: Database,
    count: int,
    rng: random.Random,
    *,
    places: tuple[int, Sequence[int]] = (1, ()),
    players: tuple[int, int] = PLAYERS,
) -> dict[str, list[int]]:
    """Insert `count` ongoing matches with a few random moves each and their clocks;
    both `players` want direct messages. `places`: the server and the channels the
    matches are played in (by default made-up ones). Returns the channel ids per game.

    The matches repeat `TEMPLATES` openings played once (playing a million would take
    longer than the benchmark), each under its own id and channel, and go in with the
    backend's bulk load, a batch at a time."""
    guild_id, channel_ids = places
    channels: dict[str, list[int]] = {game_id: [] for game_id in OPTIONS}
    openings = _openings(min(count, TEMPLATES), players, rng)
    stamp = timestamp(now())
    for user_id in players:
        await MemberPrefsStore(database).put(MemberPrefs(user_id, notify=True))
    first_id = 1 + (await database.fetch_one("SELECT COALESCE(MAX(id), 0) FROM matches"))[0]
    async with database.transaction() as conn:
        for start in range(0, count, BATCH):
            matches, moves, clocks = [], [], []
            for number in range(start, min(count, start + BATCH)):
                opening, match_id = openings[number % len(openings)], first_id + number
                channel_id = channel_ids[number] if channel_ids else 1_000_000 + number
                game_id, options, seed, notations, trails, position, seats, clock = opening
                row = (match_id, guild_id, channel_id, game_id, options, seed, to_json(seats))
                matches.append((*row, "ongoing", "bench", position, len(notations), stamp, stamp))
                seat_order = list(seats)
                moves.extend(
                    (match_id, ply, seat_order[(ply - 1) % 2], players[0], notation, stamp, trail)
                    for ply, (notation, trail) in enumerate(
                        zip(notations, trails, strict=True), start=1
                    )
                )
                clocks.append(clock_row(match_id, clock))
                channels[game_id].append(channel_id)
            await bulk_insert(conn, "matches", MATCH_COLUMNS, matches)
            await bulk_insert(conn, "moves", MOVE_COLUMNS, moves)
            await bulk_insert(conn, "pace_clocks", CLOCK_COLUMNS, clocks)
    await analyze(database)
    return channels


def _openings(count: int, players: tuple[int, int], rng: random.Random) -> list[tuple]:
    """`count` matches of `OPENING_MOVES` random moves each, round the games, none over."""
    openings = []
    while len(openings) < count:
        game_id = games.GAME_IDS[len(openings) % len(games.GAME_IDS)]
        game = games.get(game_id)
        seed = rng.randrange(2**31)
        state, notations, trails = game.start(OPTIONS[game_id], seed), [], []
        for _ in range(OPENING_MOVES):
            state = state.play(rng.choice(state.suggest("", 25)))
            notations.append(str(state.last_move))
            trails.append(state.trail())
        if state.is_over:
            continue
        seats = dict(zip(game.seats, players, strict=True))
        clock = Clock.start(DEFAULT_CONTROL, seats, state.to_move, now(), paused=False)
        options = to_json(game.options(OPTIONS[game_id]).to_json())
        clock = clock.at_ply(len(notations))
        snapshot = state.snapshot()
        openings.append((game_id, options, seed, notations, trails, snapshot, seats, clock))
    return openings


async def time_moves(
    service: MatchService, channel_ids: list[int], moves: int, rng: random.Random
) -> tuple[list[float], list[float]]:
    """Per move: (whole path, bot part) in milliseconds."""
    whole, bot_part = [], []
    for channel_id in rng.sample(channel_ids, moves):
        match = await service.in_channel(channel_id)
        move = rng.choice(service.state(match).suggest("", 25))
        user = match.seats[service.state(match).to_move]
        started = time.perf_counter()
        made = await service.play_in_channel(channel_id, user, move)
        stored = time.perf_counter()
        await board_post(made.match, made.state, "bench", said=words(ENGLISH))
        done = time.perf_counter()
        whole.append((done - started) * 1000)
        bot_part.append((stored - started) * 1000)
    return whole, bot_part


def time_baseline(game_id: str, moves: int, rng: random.Random) -> list[float]:
    """Engine move plus render alone, from the same kind of positions."""
    game, timings = games.get(game_id), []
    for _ in range(moves):
        state = game.start(OPTIONS[game_id], rng.randrange(2**31))
        for _ in range(OPENING_MOVES):
            state = state.play(rng.choice(state.suggest("", 25)))
        move = rng.choice(state.suggest("", 25))
        started = time.perf_counter()
        after = state.play(move)
        render.render(after)
        render.describe(after)
        timings.append((time.perf_counter() - started) * 1000)
    return timings


async def keep_thinking(pool: ThinkingPool, turn: Turn, stop: asyncio.Event) -> int:
    """Search `turn` at `hard` again and again until `stop`; returns the searches done."""
    done = 0
    while not stop.is_set():
        await pool.think(replace(turn, ticket=pool.ticket()))
        done += 1
    return done


async def thinking_turns(service: MatchService, channels: dict[str, list[int]], count: int):
    """`count` matches taken out of `channels` (round the games) for the computer."""
    turns = []
    for number in range(count):
        game_id = games.GAME_IDS[number % len(games.GAME_IDS)]
        match = await service.in_channel(channels[game_id].pop())
        turns.append(Turn(0, game_id, match.options, match.seed, match.moves, "hard", 8.0))
    return turns


def percentile(values: list[float], share: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[round(share * 100) - 1]


class QuietCourier:
    """Takes the notices the bot would send (nothing to send them to here)."""

    async def to_match(self, notice: object) -> None:
        return None

    async def to_member(self, user_id: int, notices: object, language: str | None) -> None:
        return None


class NoTournaments:
    """The tournament host; no tournament runs in this benchmark."""

    async def open_table(self, tournament: object, key: str, players: list[int]) -> int:
        raise NotImplementedError

    async def show_match(self, match: object) -> None:
        raise NotImplementedError

    async def announce(self, tournament: object, news: object) -> None:
        raise NotImplementedError

    async def refresh(self, snapshot: object) -> int:
        raise NotImplementedError


PREMOVE_MODES = ("none", "present", "answered")
"""How the second player's premove tree stands at each counted move: no tree; a tree
the move does not match (it is discarded); a tree whose answer the move triggers."""


async def round_trips_per_move(directory: Path, premoves: str = "none") -> tuple[float, float]:
    """The real bot in SimCord, every feature on: trips to the database thread and
    statements per `/move` (from the interaction to the last subscriber). With
    `premoves` (`PREMOVE_MODES`), the other player queues a line before each counted
    move (not counted); "answered" counts the move and the answer it triggers."""
    settings = Settings(
        discord_token="offline",
        database_url=f"sqlite:///{directory / f'trips-{premoves}.sqlite3'}",
        dev_guild_id=GUILD_ID,
        _env_file=None,
    )
    bot = create_bot(settings, rng=random.Random(1))
    trips = DatabaseTrips()
    async with simcord.run(bot) as env:
        guild = env.create_guild("Bench", id=GUILD_ID)
        lobby = guild.create_text_channel("lobby")
        players = [guild.add_member(env.create_user(name)) for name in ("ann", "ben")]
        for player in players:
            await player.slash(lobby, "notify on")
        await players[0].slash(
            lobby, "challenge", game="draughtnauts", opponent=players[1], seat="dark"
        )
        await players[1].click(lobby.last_message, label="Accept")
        thread = lobby.threads[-1]
        await trips.watch(bot.services.database)
        mover, other = players  # the same player's moves are counted in every mode
        counted = 0
        while counted < TRIP_MOVES:
            offered = [
                choice["value"]
                for choice in await mover.autocomplete(thread, "move", "notation", "")
            ]
            move = offered[0]
            counts = len(offered) > 1  # a forced move cannot miss a tree: not counted
            if premoves != "none" and counts:
                expected = move if premoves == "answered" else offered[-1]
                line = await other.autocomplete(thread, "premove add", "line", f"{expected} ")
                await other.slash(thread, "premove add", line=line[0]["value"])
            if counts:
                counted += 1
                with trips.counting():  # SimCord settles: every subscriber has run
                    await mover.slash(thread, "move", notation=move)
            else:
                await mover.slash(thread, "move", notation=move)
            if premoves != "answered" or not counts:  # the other player moves by hand
                reply = await other.autocomplete(thread, "move", "notation", "")
                await other.slash(thread, "move", notation=reply[0]["value"])
        await bot.close()
    return trips.trips / TRIP_MOVES, trips.statements / TRIP_MOVES


async def main(
    counts: list[int], moves: int, thinking: int, backends: list[str], trips: bool
) -> None:
    rng = random.Random(20261121)
    with tempfile.TemporaryDirectory() as directory:
        if trips:
            for mode in PREMOVE_MODES:
                per_move, statements = await round_trips_per_move(Path(directory), mode)
                print(
                    f"per /move, every feature on, premove tree {mode}:"
                    f" {per_move:.1f} database trips, {statements:.1f} statements"
                )
        databases = BenchDatabases(Path(directory))
        summary = []
        try:
            for count in counts:
                for backend in backends:
                    bot_part = await time_one_database(
                        await databases.open(backend), count, moves, rng, thinking
                    )
                    summary.append((backend, count, bot_part))
                    thinking = 0  # the computer's part once is enough: it is not the database's
        finally:
            databases.close()
    print("\nthe bot's own part (store + service) of a move, every game together")
    print(f"{'backend':10} {'matches':>9} {'p50 ms':>8} {'p99 ms':>8}")
    for backend, count, bot_part in summary:
        print(
            f"{backend:10} {count:9} {percentile(bot_part, 0.5):8.2f}"
            f" {percentile(bot_part, 0.99):8.2f}"
        )


async def time_one_database(
    database: Database, count: int, moves: int, rng: random.Random, thinking: int
) -> list[float]:
    """Fill `database` with `count` matches and time `moves` moves per game on it; returns
    the bot part of every move."""
    services = Services.build(database, now, rng, courier=QuietCourier(), host=NoTournaments())
    try:
        started = time.perf_counter()
        channels = await fill(database, count, rng)
        kind = type(database).__name__
        print(f"\n{count} matches stored in {time.perf_counter() - started:.1f} s ({kind})")
        print(
            f"{'game':18} {'p50 ms':>8} {'p99 ms':>8} {'bot p50':>8} {'bot p99':>8}"
            f" {'base p50':>9} {'ratio p50':>9}"
        )
        quiet, every_bot_part = {}, []
        for game_id, channel_ids in channels.items():
            whole, bot_part = await time_moves(services.matches, channel_ids, moves, rng)
            quiet[game_id] = whole
            every_bot_part += bot_part
            baseline = time_baseline(game_id, moves, rng)
            print(
                f"{game_id:18} {percentile(whole, 0.5):8.1f} {percentile(whole, 0.99):8.1f}"
                f" {percentile(bot_part, 0.5):8.1f} {percentile(bot_part, 0.99):8.1f}"
                f" {percentile(baseline, 0.5):9.1f}"
                f" {percentile(whole, 0.5) / percentile(baseline, 0.5):9.2f}"
            )
        if thinking:
            await time_while_thinking(services, channels, moves, quiet, thinking, rng)
        return every_bot_part
    finally:
        await services.tasks.close()
        await database.close()


async def time_while_thinking(  # noqa: PLR0917 (the run's pieces)
    services: Services,
    channels: dict[str, list[int]],
    moves: int,
    quiet: dict[str, list[float]],
    thinking: int,
    rng: random.Random,
) -> None:
    pool = services.thinking
    pool.start()
    stop = asyncio.Event()
    turns = await thinking_turns(services.matches, channels, thinking)
    searches = [asyncio.create_task(keep_thinking(pool, turn, stop)) for turn in turns]
    await asyncio.sleep(1.0)  # the workers are up and busy
    print(f"\nwhile the computer thinks at hard in {thinking} matches ({pool.workers} workers)")
    print(f"{'game':18} {'p50 ms':>8} {'p99 ms':>8} {'p99 ratio':>9}")
    try:
        for game_id, channel_ids in channels.items():
            whole, _ = await time_moves(services.matches, channel_ids, moves, rng)
            print(
                f"{game_id:18} {percentile(whole, 0.5):8.1f} {percentile(whole, 0.99):8.1f}"
                f" {percentile(whole, 0.99) / percentile(quiet[game_id], 0.99):9.2f}"
            )
    finally:
        stop.set()
        done = sum(await asyncio.gather(*searches))
        await pool.close()
    print(f"searches finished meanwhile: {done}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, nargs="+", default=[10_000])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--thinking", type=int, default=4)
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=list(BACKENDS))
    parser.add_argument("--no-trips", dest="trips", action="store_false")
    arguments = parser.parse_args()
    asyncio.run(
        main(
            arguments.matches,
            arguments.moves,
            arguments.thinking,
            arguments.backends,
            arguments.trips,
        )
    )
