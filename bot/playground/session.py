"""One playground session: the real bot in a simulated Discord, shown in a browser page.

The bot is exactly the one `python -m bot` runs (`create_bot`, every feature), but it
talks to SimCord instead of Discord: no token, no network, nothing leaves the machine.
SimCord's preview serves one channel on a loopback port with a slash-command composer,
buttons and images, and lets the page act as any member of the simulated server; the
index page lists the lobby and its threads (a tournament's tables) and shows the one
the visitor picks.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from simcord import Env

from bot.app import create_bot
from bot.playground.autocomplete_on_focus import ask_on_focus
from bot.playground.index import Index
from bot.playground.options import PlaygroundOptions
from bot.playground.screen import Screen
from bot.playground.world import GUILD_ID, World, build_world
from bot.settings import Settings

BOT_NAME = "Boardroom"

SETTLE_SECONDS = 30.0
"""How long SimCord waits for the bot to finish reacting to one action. Its default of
five seconds is meant for tests; a busy laptop drawing a board may need longer."""


@dataclass(frozen=True)
class Playground:
    world: World
    screen: Screen
    index: Index

    @property
    def url(self) -> str:
        """The index page's address. It carries the session's secret: whoever has it can act."""
        return self.index.url


def forget(database: Path) -> None:
    """Remove the SQLite file and the journal files SQLite keeps beside it."""
    for path in (database, *(Path(f"{database}{suffix}") for suffix in ("-wal", "-shm"))):
        path.unlink(missing_ok=True)


@asynccontextmanager
async def open_playground(options: PlaygroundOptions) -> AsyncIterator[Playground]:
    """Start the bot in a simulated server and serve its channels until the block ends."""
    if options.fresh:
        forget(options.database)
    options.database.parent.mkdir(parents=True, exist_ok=True)
    settings = Settings(
        discord_token="playground",  # never sent anywhere: SimCord is the only "Discord"
        database_url=f"sqlite:///{options.database}",
        sync_commands=True,  # global commands, as a released bot has
        _env_file=None,
    )
    bot = create_bot(settings)
    ask_on_focus()
    # Errors are the bot's to report to the member, as on Discord; SimCord would
    # otherwise re-raise them when the session ends.
    env = Env(bot, check_errors=False, settle_timeout=SETTLE_SECONDS)
    # The world exists before the bot connects, so its ids never depend on what the
    # bot does at start-up (a timer that fell due while the playground was stopped).
    world = build_world(env, options.members)
    try:
        await env.start()
        with env.time_context():
            me = bot.user
            assert me is not None, "the bot is logged in once the environment started"
            await me.edit(username=BOT_NAME)  # SimCord names every bot "TestBot"
            # A challenge's match is played in the lobby itself, so a casual game needs
            # no switching; a tournament's tables are threads, reached from the index.
            # Set through the service, not as a command: the visitor would find it in
            # the lobby as if they had typed it.
            await bot.services.guild_settings.update(GUILD_ID, use_threads=False)
            screen = Screen(env, world.everyone)
            await screen.show(world.lobby)
            index = Index(screen, world.lobby, options.port)
            try:
                await index.start()
                yield Playground(world, screen, index)
            finally:
                await index.close()
                await screen.close()
    finally:
        await env.shutdown()
        # SimCord detaches the bot without closing it; closing it closes the database.
        await bot.close()
