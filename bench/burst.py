"""A burst of moves arriving together, through the real bot in SimCord.

    python -m bench.burst [--matches 1000] [--sequential 100] [--autocompletes 50]

The bot (`create_bot`, every feature on: clocks, direct messages, the computer
listening, boards drawn in its render pool) gets `--matches` ongoing matches, each in a
channel of its own. First `--sequential` of them get one move each, one after another
(each interaction settled before the next): the baseline of this run. Then every other
match gets a move in the same instant (SimCord emits them all before the bot settles),
and `--autocompletes` members type into `/move` while the burst is under way.

Measured inside the bot: an interaction's time-to-defer runs from the moment it was
emitted to the moment the bot sent its defer; an autocomplete's from the moment it was
emitted to the moment the bot sent its choices. Printed: time-to-defer p50, p99 and
max, how many missed Discord's three seconds, autocomplete p50, p99 and max, and boards
posted per second, sequential and in the burst, with the burst's ratio to the
sequential rate.

Then the same burst through the services alone, as `Services.build` makes them, with
the bot's render pool: each move the `/move` path from its defer (one yield where the
request would go) to the drawn board, all started in the same instant, autocompletes
(`suggest`) among them; the same figures, against this part's own sequential moves.

SimCord builds each interaction's payload and serves each HTTP call in the bot's own
process and event loop, and its settling looks at every pending task on each turn of
the loop: with a thousand interactions in flight the simulator, not the bot, sets the
pace (profiled at 1,000: about 0.4 ms to emit an interaction and 0.5 ms to serve a
defer, mostly deep copies of payloads, against some 0.05 ms of the bot's own work
before its defer). So the burst is emitted as a gateway delivers it, one interaction
after another with the event loop turning between them, and two times are printed:
from the burst's start (which includes the simulator building every interaction
before it) and from each move's delivery to the bot to its defer, the bot's own share.
Read the boards-per-second figures as a floor for the bot.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import tempfile
import time
from pathlib import Path

import discord
import simcord

from bench.bot_moves import NoTournaments, QuietCourier, fill, now, percentile
from bot.app import create_bot
from bot.core.discord.board_post import board_post
from bot.core.storage.database import Database
from bot.core.worker_pool import WorkerPool, install
from bot.services import Services
from bot.settings import Settings
from i18n import ENGLISH, words

GUILD_ID = 881
WINDOW = 3.0


class Stopwatch:
    """When each interaction was emitted and when the bot answered it (defer or
    autocomplete choices), by interaction id, in `perf_counter` seconds."""

    def __init__(self) -> None:
        self.emitted: dict[int, float] = {}
        self.answered: dict[int, float] = {}
        self._originals = (
            discord.InteractionResponse.defer,
            discord.InteractionResponse.autocomplete,
        )

    def __enter__(self) -> Stopwatch:
        defer, autocomplete = self._originals
        answered = self.answered

        async def timed_defer(response, *args, **kwargs):
            answered.setdefault(response._parent.id, time.perf_counter())
            return await defer(response, *args, **kwargs)

        async def timed_autocomplete(response, *args, **kwargs):
            answered.setdefault(response._parent.id, time.perf_counter())
            return await autocomplete(response, *args, **kwargs)

        discord.InteractionResponse.defer = timed_defer
        discord.InteractionResponse.autocomplete = timed_autocomplete
        return self

    def __exit__(self, *_exc: object) -> None:
        discord.InteractionResponse.defer, discord.InteractionResponse.autocomplete = (
            self._originals
        )

    def waits(self, ids: list[int]) -> list[float]:
        """Seconds from emission to answer, for interactions `ids`."""
        return [self.answered[i] - self.emitted[i] for i in ids]


class Emitted:
    """Notes each interaction the bot receives (`on_interaction`), moves and
    autocompletes apart, and when it was emitted: a move of the burst at the burst's
    start (they all arrive together), an autocomplete at the moment it was typed (the
    k-th one received is the k-th one typed: the gateway keeps their order). For moves
    it also notes when the simulator handed each one to the bot (`delivered`)."""

    def __init__(self, bot: discord.Client, watch: Stopwatch) -> None:
        self._watch = watch
        self._moves_at = 0.0
        self._typed_at: list[float] = []
        self._handed: list[float] = []
        self.moves: list[int] = []
        self.typed: list[int] = []
        self.delivered: dict[int, float] = {}
        bot.add_listener(self.on_interaction)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.autocomplete:
            self._watch.emitted[interaction.id] = self._typed_at[len(self.typed)]
            self.typed.append(interaction.id)
        else:
            self._watch.emitted[interaction.id] = self._moves_at
            if len(self.delivered) < len(self._handed):  # a move of the burst
                self.delivered[interaction.id] = self._handed[len(self.delivered)]
            self.moves.append(interaction.id)

    def moves_arrive(self) -> None:
        self._moves_at = time.perf_counter()

    def handing_over(self) -> None:
        """The simulator is about to hand the next move of the burst to the bot."""
        self._handed.append(time.perf_counter())

    def from_delivery(self, watch: Stopwatch, ids: list[int]) -> list[float]:
        """Seconds from each move's delivery to its defer."""
        return [watch.answered[i] - self.delivered[i] for i in ids]

    def typing(self) -> None:
        self._typed_at.append(time.perf_counter())


async def planned_moves(bot, channels, members):
    """(member, channel, notation) for the player to move in each channel's match."""
    matches, by_id = bot.services.matches, {member.id: member for member in members}
    plans = []
    for channel in channels:
        try:
            match = await matches.in_channel(channel.id)
        except Exception:  # the opening moves ended this one: no move to make
            continue
        state = matches.state(match)
        plans.append((by_id[match.seats[state.to_move]], channel, state.suggest("", 25)[0]))
    return plans


async def main(count: int, sequential: int, autocompletes: int) -> None:
    rng = random.Random(20261123)
    with tempfile.TemporaryDirectory() as directory:
        settings = Settings(
            discord_token="offline",
            database_url=f"sqlite:///{Path(directory) / 'burst.sqlite3'}",
            dev_guild_id=GUILD_ID,
            _env_file=None,
        )
        bot = create_bot(settings, rng=random.Random(1))
        with Stopwatch() as watch:
            async with simcord.run(bot, settle_timeout=600.0) as env:
                await run(env, bot, watch, (count, sequential, autocompletes), rng)
                await bot.close()
        print("\nthe same through the services alone (no simulator, no Discord):")
        await without_the_simulator(Path(directory), (count, sequential, autocompletes), rng)


async def without_the_simulator(directory: Path, sizes, rng) -> None:
    """The burst through the services the bot builds (`Services.build`) and its render
    pool: each move the `/move` path from its defer (its first step, then one yield where
    the request would go) to the drawn board, all of them started in the same instant,
    with autocompletes (`suggest`) among them."""
    count, sequential, autocompletes = sizes
    database = await Database.open(directory / "services.sqlite3")
    services = Services.build(database, now, rng, courier=QuietCourier(), host=NoTournaments())
    pool = WorkerPool()
    pool.start()
    install(pool)
    try:
        plans = await services_plans(services, await fill(database, count + sequential, rng))
        move = ServicesMove(services)

        async def typed(channel_id: int, user: int, arrived: float) -> float:
            await services.matches.suggest(channel_id, user, "")
            return time.perf_counter() - arrived

        began = time.perf_counter()
        baseline = [await move(*plan, time.perf_counter()) for plan in plans[:sequential]]
        sequential_rate = sequential / (time.perf_counter() - began)
        await services.tasks.drain()
        gc.collect()  # what setting up left behind is not the burst's to pay
        burst = plans[sequential:]
        every = max(1, len(burst) // max(1, autocompletes))
        began = time.perf_counter()
        moves = [asyncio.create_task(move(*plan, began)) for plan in burst]
        typing = [
            asyncio.create_task(typed(channel_id, user, began))
            for channel_id, user, _ in burst[::every]
        ]
        defers = await asyncio.gather(*moves)
        burst_rate = len(burst) / (time.perf_counter() - began)
        report(defers, await asyncio.gather(*typing), baseline, (sequential_rate, burst_rate))
        await services.tasks.drain()
    finally:
        await pool.close()
        await services.tasks.close()
        await database.close()


async def services_plans(services: Services, channels: dict[str, list[int]]):
    """(channel, member, notation) for the player to move in each of `channels`' matches
    (`fill`'s channel ids per game), in channel order."""
    plans = []
    for channel_id in sorted(c for ids in channels.values() for c in ids):
        match = await services.matches.in_channel(channel_id)
        state = services.matches.state(match)
        plans.append((channel_id, match.seats[state.to_move], state.suggest("", 25)[0]))
    return plans


class ServicesMove:
    """`/move` through the services alone: from its defer (its first step, so the time to
    it is how long the move waited for the event loop) to the drawn board."""

    def __init__(self, services: Services) -> None:
        self._matches = services.matches
        self.committed: dict[int, float] = {}
        """When each match's latest move committed (`perf_counter`)."""

    async def __call__(self, channel_id: int, user: int, notation: str, arrived: float) -> float:
        """Plays the move that arrived at `arrived` (`perf_counter`); returns its
        time-to-defer in seconds."""
        deferred = time.perf_counter() - arrived
        await asyncio.sleep(0)  # where the defer's request would go
        made = await self._matches.play_in_channel(channel_id, user, notation)
        self.committed[made.match.id] = time.perf_counter()
        await board_post(made.match, made.state, "bench", said=words(ENGLISH))
        return deferred


async def run(env, bot, watch, sizes, rng) -> None:
    count, sequential, autocompletes = sizes
    guild = env.create_guild("Bench", id=GUILD_ID)
    members = [guild.add_member(env.create_user(name)) for name in ("ann", "ben")]
    channels = [guild.create_text_channel(f"table-{n}") for n in range(count + sequential)]
    started = time.perf_counter()
    await fill(
        bot.services.database,
        len(channels),
        rng,
        places=(GUILD_ID, [channel.id for channel in channels]),
        players=(members[0].id, members[1].id),
    )
    plans = await planned_moves(bot, channels, members)
    print(f"{len(plans)} matches ready in {time.perf_counter() - started:.1f} s")
    return await burst_through(env, bot, watch, plans, (sequential, autocompletes))


async def burst_through(env, bot, watch, plans, sizes):
    """Play `plans` (member, channel, notation) through SimCord: the first `sequential`
    one after another, the rest in one burst with `autocompletes` keystrokes among them.
    Returns the burst's time-to-defer and autocomplete waits, the sequential ones, and
    both rates of boards posted."""
    sequential, autocompletes = sizes
    emitted = Emitted(bot, watch)
    settle = env._settle_internal

    async def settle_briskly(**options: object) -> None:
        """SimCord's settling, without idling 50 ms after each interaction (that
        would be the baseline's pace, not the bot's)."""
        await settle(**{**options, "idle": 0.001})

    env._settle_internal = settle_briskly
    began = time.perf_counter()
    for member, channel, notation in plans[:sequential]:
        emitted.moves_arrive()
        await member.slash(channel, "move", notation=notation)
    sequential_rate = sequential / (time.perf_counter() - began)
    baseline = watch.waits(emitted.moves)

    async def hold(**_options: object) -> None:
        return None

    burst = plans[sequential:]
    typing_at = set(range(0, len(burst), max(1, len(burst) // max(1, autocompletes))))
    env._settle_internal = hold
    first = len(emitted.moves)
    gc.collect()  # what setting up left behind is not the burst's to pay
    began = time.perf_counter()
    try:
        emitted.moves_arrive()
        for number, (member, channel, notation) in enumerate(burst):
            emitted.handing_over()
            await member.slash(channel, "move", notation=notation)
            await asyncio.sleep(0)  # a gateway reader yields between frames
            if number in typing_at:
                emitted.typing()
                await member.autocomplete(channel, "move", "notation", "")
    finally:
        env._settle_internal = settle_briskly
    print(f"the simulator emitted the burst in {(time.perf_counter() - began) * 1000:.0f} ms")
    await env.settle(timeout=600.0, idle=0.001)
    burst_rate = len(burst) / (time.perf_counter() - began)
    env._settle_internal = settle
    print(f"boards posted in the burst: {boards_posted(burst)} of {len(burst)}")
    defers = watch.waits(emitted.moves[first:])
    handed = emitted.from_delivery(watch, emitted.moves[first:])
    print(
        f"from each move's delivery to the bot to its defer: p50 {ms(handed, 0.5)}"
        f" p99 {ms(handed, 0.99)} max {max(handed) * 1000:.0f} ms"
    )
    figures = (defers, watch.waits(emitted.typed), baseline, (sequential_rate, burst_rate))
    report(*figures)
    return figures


def boards_posted(plans) -> int:
    last = [channel.last_message for _, channel, _ in plans]
    return sum(message is not None and message.content.startswith("**") for message in last)


def report(defers, typing, baseline, rates) -> None:
    sequential_rate, burst_rate = rates
    late = sum(wait > WINDOW for wait in defers)
    print(f"sequential: {len(baseline)} moves, time-to-defer p50 {ms(baseline, 0.5)}")
    print(
        f"burst of {len(defers)} moves: time-to-defer p50 {ms(defers, 0.5)}"
        f" p99 {ms(defers, 0.99)} max {max(defers) * 1000:.0f} ms;"
        f" {late} over {WINDOW:.0f} s"
    )
    if typing:
        print(
            f"autocomplete during the burst ({len(typing)}): p50 {ms(typing, 0.5)}"
            f" p99 {ms(typing, 0.99)} max {max(typing) * 1000:.0f} ms"
        )
    print(
        f"boards posted: {sequential_rate:.0f} moves/s one after another,"
        f" {burst_rate:.0f} moves/s in the burst ({burst_rate / sequential_rate:.2f}x)"
    )


def ms(waits: list[float], share: float) -> str:
    return f"{percentile(waits, share) * 1000:.0f} ms" if len(waits) > 1 else "n/a"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--sequential", type=int, default=100)
    parser.add_argument("--autocompletes", type=int, default=50)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.matches, arguments.sequential, arguments.autocompletes))
