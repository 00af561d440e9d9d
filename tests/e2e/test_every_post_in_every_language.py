"""The language walk: every feature's flows played through the real bot in a German and
in a Russian server (the members' Discord speaks the same language), and nothing the bot
sends may hold an English catalogue sentence, nor a Russian server's public posts any
English prose at all, nor any seat shown by its id (`dark`, `H`) rather than its name
in the reader's language, nor any picture be drawn in another language, nor any result be
stored as English text.

What is looked at is generic (`language_walk.py`): every string of every REST call the
bot made (messages, embeds, alt texts, buttons, thread names, autocomplete), every
drawing job its worker pools ran, and every stored end reason. What is played is driven
by the bot's own registries where it can be: each tournament format (`FormatKind`) is a
flow of its own, each game's rules page and boards are visited (`games.GAME_IDS`), and
the last test of each language checks that the flows ended matches in every way the bot
knows (`EndHow`) and ran every command of the command tree, so a new format, ending or
command fails here until the walk plays it."""

from __future__ import annotations

import re
from collections import defaultdict

import discord
import pytest
from simcord.actors import MemberActor

import games
from bot.core.events import MatchEnded
from bot.core.records import EndHow
from bot.core.storage.match_store import read_reason
from bot.core.worker_pool import WorkerPool
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.records import TournamentStatus
from i18n import Message
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import (
    bot_at_rest,
    custom_ids,
    final_answer,
    open_tournament,
    private_answer,
)
from tests.e2e.language_walk import (
    Jobs,
    english_in,
    latin_runs,
    public_texts,
    seat_ids_in,
    sent_texts,
)

LOCALES = ("de", "ru")
DAY = 86_400
HOUR = 3_600

ENDED: dict[str, set[EndHow]] = defaultdict(set)
"""Per language, how the walk's matches ended, over all its flows."""
COMMANDS: dict[str, set[str]] = defaultdict(set)
"""Per language, the commands the walk ran to completion, over all its flows."""
CLICKED: dict[str, set[str]] = defaultdict(set)
"""Per language, the custom ids of the buttons the walk pressed."""
WALKED: dict[str, set[str]] = defaultdict(set)
"""Per language, the flows (tests) that ran."""
NOT_WALKED = {
    "mod sync": "the bot owner's: publishes the command tree, posts nothing",
}


@pytest.fixture(params=LOCALES)
def locale(request):
    return request.param


@pytest.fixture
def guild(env, locale):
    return env.create_guild("Spielabend", id=GUILD_ID, preferred_locale=locale)


@pytest.fixture
def moderator(env, guild):
    """Named with no English word: a moderator's name is quoted in a decided result."""
    role = guild.create_role("orga", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(env.create_user("mira"), roles=[role])


@pytest.fixture
def walk(env, monkeypatch, member_locale, locale):
    """Members speak `locale`; the worker pools' jobs, the commands run and the ways
    matches ended are recorded."""
    member_locale.tag = locale
    env.settle_timeout = 30.0
    jobs = Jobs()
    run = WorkerPool.run

    async def recorded(pool, job, *args):
        jobs.ran.append((job, args))
        return await run(pool, job, *args)

    monkeypatch.setattr(WorkerPool, "run", recorded)

    async def completed(interaction, command):
        COMMANDS[locale].add(command.qualified_name)

    async def ended(event):
        ENDED[locale].add(event.how)

    async def pressed(interaction):
        if interaction.type is discord.InteractionType.component:
            CLICKED[locale].add(interaction.data["custom_id"])

    env.bot.add_listener(completed, "on_app_command_completion")
    env.bot.add_listener(pressed, "on_interaction")
    env.bot.services.events.subscribe(MatchEnded, ended)
    return jobs


@pytest.fixture(autouse=True)
async def checked(request, env, walk, locale):
    """After each flow: no English sent, every picture drawn in `locale`, no reason
    stored as text."""
    yield
    WALKED[locale].add(request.node.originalname)
    await bot_at_rest(env)
    english = english_in(sent_texts(env), locale)
    assert english == [], "English in a {} server:\n{}".format(
        locale, "\n".join(f"  {fragment!r} in {text!r}" for fragment, text in english)
    )
    seats = seat_ids_in(sent_texts(env))
    assert seats == [], "Seat ids in a {} server:\n{}".format(
        locale, "\n".join(f"  {seat!r} in {text!r}" for seat, text in seats)
    )
    if locale == "ru":  # Cyrillic: English in no catalogue shows as Latin prose
        assert latin_runs(public_texts(env)) == []
    assert walk.drawn_without(locale) == []
    rows = await env.bot.services.database.fetch_all(
        "SELECT end_reason FROM matches WHERE end_reason IS NOT NULL"
    )
    assert [row[0] for row in rows if not isinstance(read_reason(row[0]), Message)] == []
    await env.bot.services.thinking.close()


# ------------------------------------------------------------------------- helpers


async def press(member, message, prefix: str):
    """Click `message`'s button whose custom id starts with `prefix` (labels are in the
    server's language)."""
    [custom_id] = [key for key in keys(message) if key.startswith(prefix)]
    return await member.click(message, custom_id=custom_id)


def keys(message) -> list[str]:
    """The custom ids of a message's buttons (a private answer's rows are plain dicts)."""
    rows = message.components
    if rows and isinstance(rows[0], dict):
        return [button["custom_id"] for row in rows for button in row["components"]]
    return custom_ids(message)


def latest_with_buttons(channel, prefix: str):
    return next(
        message
        for message in reversed(channel.history())
        if any(key.startswith(prefix) for key in keys(message))
    )


async def challenge(env, lobby, challenger, opponent, game="draughtnauts", **extra):
    """A challenge accepted by its button; the match's thread. (A minute apart: the bot
    refuses a second challenge within 30 seconds.)"""
    await env.advance_time(60)
    await challenger.slash(lobby, "challenge", game=game, opponent=opponent, **extra)
    await press(opponent, lobby.last_message, "challenge:accept")
    return lobby.threads[-1]


async def match_in(env, thread):
    return await env.bot.services.matches.latest_in_channel(thread.id)


async def move(env, thread, members, pick=lambda offered: offered[0]):
    """The member to move plays the move `pick` chooses from autocomplete."""
    match = await match_in(env, thread)
    seat = env.bot.services.matches.state(match).to_move
    member = next(m for m in members if m.id == match.seats[seat])
    offered = await member.autocomplete(thread, "move", "notation", "")
    await member.slash(thread, "move", notation=pick([c["value"] for c in offered]))


async def resign(member, thread):
    asked = await member.slash(thread, "match resign")
    question = asked.followups[-1] if asked.followups else asked.response
    await press(member, question, "resign:")


# --------------------------------------------------------------------------- flows


async def test_challenges_and_play(env, lobby, alice, bob, moderator):
    await alice.slash(lobby, "challenge", game="draagostat", opponent=bob, seat="rot")
    await alice.autocomplete(lobby, "challenge", "seat", "", game="domination-cards")
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await press(bob, lobby.last_message, "challenge:decline")
    await env.advance_time(60)
    await alice.slash(lobby, "challenge", game="domination-grid", options="size=8")
    await press(bob, lobby.last_message, "challenge:accept")
    grid = lobby.threads[-1]
    for _ in range(20):  # to the game's own end (the same board thrice)
        if not (await match_in(env, grid)).is_ongoing:
            break
        await move(env, grid, [alice, bob])
    assert (await match_in(env, grid)).result.how is EndHow.RULES
    await alice.slash(grid, "replay")
    await bob.slash(grid, "match review")

    thread = await challenge(env, lobby, alice, bob, seat="dark")
    await move(env, thread, [alice, bob])
    await bob.slash(thread, "match review")  # refused: the match goes on
    await bob.slash(thread, "match draw")
    await press(alice, latest_with_buttons(thread, "draw:decline"), "draw:decline")
    await move(env, thread, [alice, bob])
    await bob.slash(thread, "takeback")
    await press(alice, latest_with_buttons(thread, "takeback:no"), "takeback:no")
    await bob.slash(thread, "takeback")
    await press(alice, latest_with_buttons(thread, "takeback:yes"), "takeback:yes")
    for command in ("match board", "match history", "match link", "clock", "matches"):
        await alice.slash(thread, command)
    await alice.slash(thread, "match draw")
    await press(bob, latest_with_buttons(thread, "draw:accept"), "draw:accept")
    await alice.slash(thread, "rematch")
    await press(bob, latest_with_buttons(thread, "rematch:accept"), "rematch:accept")
    await bob.slash(thread, "match abort")

    thread = await challenge(env, lobby, alice, bob, seat="dark")
    await move(env, thread, [alice, bob])
    await resign(bob, thread)
    thread = await challenge(env, lobby, bob, alice, game="domination-cards", seat="H")
    await press(bob, latest_with_buttons(thread, "hand:"), "hand:")
    await move(env, thread, [alice, bob])
    await moderator.slash(thread, "mod end", winner="V", reason="xyz")


async def test_clocks_and_notices(env, lobby, alice, bob, moderator):
    await bob.slash(lobby, "notify on")
    await bob.slash(lobby, "notify timezone", zone="Europe/Berlin")
    await bob.slash(lobby, "notify quiet", start="23:00", end="07:00")
    await bob.slash(lobby, "notify digest", enabled=True, at="09:00")
    thread = await challenge(env, lobby, alice, bob, seat="dark")
    await move(env, thread, [alice, bob])
    await env.advance_time(36 * HOUR)  # bob is reminded, in the thread and privately
    await bob.slash(lobby, "vacation start", days=1)
    await bob.slash(lobby, "vacation status")
    await bob.slash(lobby, "vacation end")
    await env.advance_time(3 * DAY)  # bob's time is up: alice may claim
    await press(alice, latest_with_buttons(thread, "clock:claim"), "clock:claim")
    await alice.slash(lobby, "notify off")

    thread = await challenge(env, lobby, alice, bob, seat="light", time="10m")
    await bob.slash(thread, "claim")  # his own turn, in time: nothing to claim
    await env.advance_time(11 * 60)
    await alice.slash(thread, "claim")

    await moderator.slash(lobby, "pace-settings", automatic_timeout=True)
    thread = await challenge(env, lobby, alice, bob, seat="dark", time="10m")
    await env.advance_time(11 * 60)
    await alice.slash(thread, "claim")  # too late: it ended by itself
    await env.advance_time(DAY)  # the digest and the held messages


async def test_premoves(env, lobby, alice, bob):
    await bob.slash(lobby, "notify on")
    thread = await challenge(env, lobby, alice, bob, seat="dark")
    await alice.slash(thread, "premove add", line="22-18 11-15")  # her turn: refused
    first = await bob.autocomplete(thread, "premove add", "line", "11-15 ")
    lines = [choice["value"] for choice in first]
    await bob.slash(thread, "premove add", line=lines[0])
    asked = await bob.slash(thread, "premove add", line=lines[1])
    await press(bob, final_answer(asked), "premove:")
    await bob.slash(thread, "premove list")
    await bob.slash(thread, "premove list", board=1)
    await bob.slash(thread, "premove add", line="11-15 22-18 15x22 25x18")
    await alice.slash(thread, "move", notation="10-14")  # not expected: the tree goes
    await move(env, thread, [alice, bob])
    await bob.slash(thread, "premove add", line="14-18 23x14")
    await alice.slash(thread, "move", notation="14-18")  # answered at once
    await bob.slash(thread, "premove clear")


async def test_the_computer(env, lobby, alice, moderator):
    await moderator.slash(lobby, "computer settings", rated=False)
    await alice.slash(lobby, "computer play", game="draughtnauts", level="easy", seat="light")
    thread = lobby.threads[-1]
    await bot_at_rest(env)
    await move(env, thread, [alice])
    await bot_at_rest(env)
    await alice.slash(thread, "computer takeback")
    await alice.slash(thread, "match draw")
    await bot_at_rest(env)
    if (await match_in(env, thread)).is_ongoing:
        await resign(alice, thread)
    await alice.slash(thread, "rematch")
    await bot_at_rest(env)


@pytest.mark.parametrize("kind", list(FormatKind), ids=lambda kind: kind.value)
async def test_a_tournament(env, guild, lobby, moderator, kind):
    swiss = {"rounds": 3} if kind is FormatKind.SWISS else {}
    players = [guild.add_member(env.create_user(name)) for name in ("ann", "ben", "cat", "dan")]
    tournament = await open_tournament(
        moderator, lobby, players, game="draughtnauts", format=kind.value, round_days=1, **swiss
    )
    post = next(m for m in lobby.history() if f"** (#{tournament})" in m.content)
    await press(players[-1], post, "tournament:leave")
    await press(players[-1], post, "tournament:join")
    await moderator.slash(lobby, "tournament-mod add-computer", tournament=tournament, level="easy")
    await moderator.slash(
        lobby, "tournament-mod remove-computer", tournament=tournament, level="easy"
    )
    await players[0].slash(lobby, "tournament list")
    await moderator.slash(lobby, "tournament-mod start", tournament=tournament)
    await bot_at_rest(env)
    first, second = lobby.threads[:2]
    key = first.name.rsplit(" · ", 1)[1]
    seated = (await match_in(env, first)).seats
    winner = next(p for p in players if p.id in seated.values())
    await moderator.slash(
        lobby, "tournament-mod result", tournament=tournament, table=key, winner=winner
    )
    seated = (await match_in(env, second)).seats
    leaving = next(p for p in players if p.id in seated.values())
    await moderator.slash(lobby, "tournament-mod drop", tournament=tournament, member=leaving)
    newcomer = guild.add_member(env.create_user("eva"))
    staying = next(p for p in players if p.id not in (winner.id, leaving.id))
    await moderator.slash(
        lobby, "tournament-mod substitute", tournament=tournament, leaving=staying, joining=newcomer
    )
    await moderator.slash(lobby, "tournament-mod extend", tournament=tournament, hours=1)
    service = env.bot.services.tournaments
    for _ in range(8):  # round deadlines decide what is left, to the champion
        if (await service.get(guild.id, tournament)).status is TournamentStatus.FINISHED:
            break
        await env.advance_time(DAY + 2 * HOUR)
        await bot_at_rest(env)
    assert (await service.get(guild.id, tournament)).status is TournamentStatus.FINISHED
    await moderator.slash(lobby, "tournament-mod log", tournament=tournament)
    other = await open_tournament(
        moderator, lobby, [], game="draughtnauts", format=kind.value, **swiss
    )
    await moderator.slash(lobby, "tournament-mod cancel", tournament=other)


async def test_a_league(env, guild, lobby, moderator):
    """Two seasons of an unnamed league (its name is the reader's word): joining and
    leaving, a season played out, the standings and a history, a pause, a resumption,
    a substitute and the end."""
    players = [guild.add_member(env.create_user(name)) for name in ("ann", "ben", "cat", "dan")]
    created = await moderator.slash(
        lobby,
        "league-mod create",
        game="draughtnauts",
        division_size=2,
        promoted=1,
        relegated=1,
        season_days=1,
        registration_hours=1,
    )
    league = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    for player in players:
        await player.slash(lobby, "league join", league=league)
    await players[-1].slash(lobby, "league leave", league=league)
    await players[-1].slash(lobby, "league join", league=league)
    await players[0].slash(lobby, "league list")
    await env.advance_time(HOUR + 60)
    await bot_at_rest(env)
    for thread in list(lobby.threads):
        seated = (await match_in(env, thread)).seats
        await resign(next(p for p in players if p.id == max(seated.values())), thread)
    await bot_at_rest(env)
    leagues = env.bot.services.leagues
    assert (await leagues.get(guild.id, league)).season_ends is None, "season 1 is not over"
    await players[0].slash(lobby, "league standings", league=league)
    await players[0].slash(lobby, "league history", league=league)
    await moderator.slash(lobby, "league-mod pause", league=league)
    await moderator.slash(lobby, "league-mod resume", league=league)
    await env.advance_time(HOUR + 60)
    await bot_at_rest(env)
    assert (await leagues.get(guild.id, league)).season == 2
    newcomer = guild.add_member(env.create_user("eva"))
    await moderator.slash(
        lobby, "league-mod substitute", league=league, leaving=players[0], joining=newcomer
    )
    await moderator.slash(lobby, "league-mod end", league=league)


async def test_a_team_battle(env, guild, lobby, moderator):
    """Two teams (roles named with no Latin letter: their names are drawn and described),
    members joining by the button, one choosing between their two teams, a game played,
    the end with its winner, and a battle called off."""
    omega, delta = guild.create_role("Ω"), guild.create_role("Δ")
    first = guild.add_member(env.create_user("ann"), roles=[omega])
    second = guild.add_member(env.create_user("ben"), roles=[delta])
    torn = guild.add_member(env.create_user("cat"), roles=[omega, delta])
    created = await moderator.slash(
        lobby, "team-battle-mod create", game="draughtnauts", first=omega, second=delta, top=2
    )
    battle = int(re.search(r"#(\d+)", final_answer(created).content).group(1))
    await press(first, latest_with_buttons(lobby, "team-battle:join"), "team-battle:join")
    asked = await press(torn, latest_with_buttons(lobby, "team-battle:join"), "team-battle:join")
    await press(torn, final_answer(asked), f"team-battle:team:{battle}:{delta.id}")
    await bot_at_rest(env)
    thread = lobby.threads[-1]
    seated = (await match_in(env, thread)).seats
    await resign(next(m for m in (first, torn) if m.id == max(seated.values())), thread)
    await press(second, latest_with_buttons(lobby, "team-battle:join"), "team-battle:join")
    await env.advance_time(61 * 60)
    await bot_at_rest(env)
    battles = env.bot.services.team_battles
    assert (await battles.get(guild.id, battle)).status.value == "finished"
    assert [p.points for p in await battles.players(battle)] == [2, 0, 0]
    other = await moderator.slash(
        lobby, "team-battle-mod create", game="draagostat", first=omega, second=delta
    )
    number = int(re.search(r"#(\d+)", final_answer(other).content).group(1))
    await moderator.slash(lobby, "team-battle-mod cancel", battle=number)


async def test_guide_settings_and_ratings(env, lobby, alice, moderator):
    await alice.slash(lobby, "help")
    for game in games.GAME_IDS:
        await alice.slash(lobby, "rules", game=game)
        await alice.slash(lobby, "rating leaderboard", game=game)
    await alice.slash(lobby, "rating stats", game="draughtnauts")
    await moderator.slash(lobby, "language show")
    await moderator.slash(lobby, "mod settings")
    await moderator.slash(lobby, "mod games", allowed="all")
    await moderator.slash(lobby, "mod threads", enabled=True)
    await moderator.slash(lobby, "mod expiry", hours=48)
    await moderator.slash(lobby, "mod role")
    await moderator.slash(lobby, "mod defaults", game="draughtnauts", options="powerups=none")
    await moderator.slash(lobby, "mod defaults", game="draughtnauts")
    await moderator.slash(lobby, "pace-settings")
    await moderator.slash(lobby, "language set", scope="channel", language="pl")
    await moderator.slash(lobby, "language clear", scope="channel")


async def test_members_data(env, guild, lobby, alice, bob, moderator):  # noqa: PLR0917
    thread = await challenge(env, lobby, alice, bob)
    await move(env, thread, [alice, bob])
    await alice.slash(lobby, "privacy show")
    await alice.slash(lobby, "privacy export")
    asked = await alice.slash(lobby, "privacy forget")
    await press(alice, private_answer(asked), "privacy:forget:")
    await alice.slash(lobby, "privacy show")
    guild.remove_member(bob)
    asked = await moderator.slash(lobby, "mod forget", member=bob.user)
    await press(moderator, private_answer(asked), "privacy:mod-forget:")
    owner = MemberActor(env, guild, guild.owner)
    asked = await owner.slash(lobby, "mod purge")
    await press(owner, private_answer(asked), "privacy:purge:")


# ------------------------------------------------------------------------ coverage


def test_every_ending_command_and_button_was_walked(env, locale):
    """Run last: the flows above, together, ended matches in every way the bot knows,
    ran every command of its tree (but the few `NOT_WALKED`, with reasons) and pressed
    every kind of button the bot registered."""
    flows = {name for name in globals() if name.startswith("test_")} - {
        "test_every_ending_command_and_button_was_walked"
    }
    if flows - WALKED[locale]:
        pytest.skip("run the whole module: this checks what all its flows did")
    assert set(EndHow) - ENDED[locale] == set()
    tree = {
        command.qualified_name
        for command in env.bot.tree.walk_commands()
        if isinstance(command, discord.app_commands.Command)
    }
    assert tree - COMMANDS[locale] - set(NOT_WALKED) == set()
    templates = env.bot._connection._view_store._dynamic_items  # no public listing exists
    assert {
        template.pattern
        for template in templates
        if not any(template.fullmatch(key) for key in CLICKED[locale])
    } == set()
