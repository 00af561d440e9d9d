"""`/move`'s autocomplete never answers with an empty list: a member who cannot move gets
one line saying why, in their language, for every reason the code knows (`Why`), in
every game; text that matches no move gets the legal moves; and every answer fits
Discord's limits whatever was typed. All through SimCord's real autocomplete."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import pytest
from simcord import ChannelHandle, MemberActor

from bot.core.suggestions import Why
from bot.play.discord.move_hints import HINT
from games import IllegalMove
from games.contract import seat_name
from i18n import Words, words
from tests.e2e.helpers import final_answer, start_match

GAMES = {
    # game: (the seat that moves first, options)
    "draughtnauts": ("dark", None),
    "draagostat": ("dark", None),
    "domination-grid": ("black", None),
    "domination-cards": ("H", "first=H"),
}
LOCALES = ("en-US", "de", "es-ES", "fr", "pl", "pt-BR", "ru")
HOSTILE = (
    "1" * 5_000,
    "x" * 5_000,
    "\u0661\u0661-\u0661\u0665",  # 11-15 in Arabic-Indic digits
    "\uff11\uff11-\uff11\uff15",  # 11-15 in full-width digits
    "\U0001d7cf\U0001d7cf-\U0001d7cf\U0001d7d3",  # 11-15 in mathematical digits
    "\ud800\udfff\ud83d",  # unpaired surrogates
    "\U0001f600" * 2_000,
    "@everyone " * 500,
    "\n\t " * 1_000,
    "?no-match",
)


@dataclass
class Asked:
    """Who types what where, and the explanation line they should be offered."""

    member: MemberActor
    channel: ChannelHandle
    typed: str
    line: Callable[[Words], str]


@dataclass
class Table:
    lobby: ChannelHandle
    alice: MemberActor
    bob: MemberActor
    carol: MemberActor
    game: str

    async def match(self, first: MemberActor, second: MemberActor) -> ChannelHandle:
        seat, options = GAMES[self.game]
        return await start_match(self.lobby, first, second, self.game, seat=seat, options=options)


async def no_match(table: Table, env) -> Asked:
    await table.match(table.alice, table.bob)
    return Asked(table.carol, table.lobby, "", lambda said: said("play-hint-no-match"))


async def elsewhere(table: Table, env) -> Asked:
    thread = await table.match(table.alice, table.bob)
    return Asked(
        table.alice,
        table.lobby,
        "",
        lambda said: said("play-hint-elsewhere", channel=thread.name),
    )


async def many_elsewhere(table: Table, env) -> Asked:
    await table.match(table.alice, table.bob)
    await table.match(table.carol, table.alice)
    return Asked(table.alice, table.lobby, "", lambda said: said("play-hint-many-elsewhere"))


async def watching(table: Table, env) -> Asked:
    thread = await table.match(table.alice, table.bob)
    return Asked(table.carol, thread, "", lambda said: said("play-hint-watching"))


async def not_your_turn(table: Table, env) -> Asked:
    thread = await table.match(table.alice, table.bob)
    seat = GAMES[table.game][0]
    named = seat_name(table.game, seat)
    return Asked(table.bob, thread, "", lambda said: said("play-hint-not-your-turn", seat=named))


async def refused(table: Table, env) -> Asked:
    """Alice types a move her game reads but its rules refuse in her position: the moves
    of the other seat, or of a later position, are such text."""
    thread = await table.match(table.alice, table.bob)
    matches = env.bot.services.matches
    state = matches.state(await matches.in_channel(thread.id))
    for typed in [*REFUSABLE[table.game], *map(str, state.legal_moves())]:
        try:
            state.play(typed)
        except IllegalMove as refusal:
            message = refusal.message
            break
    else:
        raise AssertionError(f"nothing refused in {table.game}")

    def line(said: Words) -> str:
        rule = said(message)
        return rule[0].upper() + rule[1:]

    return Asked(table.alice, thread, typed, line)


REFUSABLE = {
    # Readable moves, each refused in a first position of its game whatever the deal.
    "draughtnauts": ["2-6", "9-6"],
    "draagostat": ["Da1-a2", "Ba1-a2", "Dd2-d1", "Bd2-d1"],
    "domination-grid": ["b1-a1", "d2-c2", "b3-c3"],
    "domination-cards": ["C2:0,2>1,2", "C1:2,1>1,1"],
}

SCENARIOS: dict[Why, Callable[[Table, object], Awaitable[Asked]]] = {
    Why.NO_MATCH: no_match,
    Why.ELSEWHERE: elsewhere,
    Why.MANY_ELSEWHERE: many_elsewhere,
    Why.WATCHING: watching,
    Why.NOT_YOUR_TURN: not_your_turn,
    Why.REFUSED: refused,
}


def test_every_reason_has_a_scenario():
    """A reason added to `Why` fails here until the tests below cover it."""
    assert set(SCENARIOS) == set(Why)


@pytest.fixture
def table_of(lobby, alice, bob, carol):
    return lambda game: Table(lobby, alice, bob, carol, game)


async def offered(asked: Asked) -> list[dict]:
    return await asked.member.autocomplete(asked.channel, "move", "notation", asked.typed)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("why", list(Why))
async def test_each_reason_is_one_line_in_each_game(env, table_of, game, why):
    asked = await SCENARIOS[why](table_of(game), env)
    choices = await offered(asked)
    assert choices[0] == {"name": asked.line(words("en")), "value": HINT + why}
    moves = [choice["value"] for choice in choices[1:]]
    if why is Why.REFUSED:
        legal = await offered_moves(asked.member, asked.channel)
        assert moves == legal[: len(moves)]
        assert moves
    else:
        assert moves == []


async def offered_moves(member: MemberActor, channel: ChannelHandle, typed: str = "") -> list[str]:
    choices = await member.autocomplete(channel, "move", "notation", typed)
    return [choice["value"] for choice in choices]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("why", list(Why))
async def test_each_reason_reads_in_the_members_language(env, table_of, member_locale, locale, why):
    asked = await SCENARIOS[why](table_of("draughtnauts"), env)
    member_locale.tag = locale
    [line, *_] = await offered(asked)
    said = words(locale)
    assert line["name"] == asked.line(said)
    if locale != "en-US":
        assert line["name"] != asked.line(words("en")), "the line fell back to English"


async def test_a_compulsory_capture_is_named_when_a_quiet_move_is_typed(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    for member, move in ((alice, "11-15"), (bob, "22-18")):
        await member.slash(thread, "move", notation=move)
    choices = await alice.autocomplete(thread, "move", "notation", "9-13")
    assert choices == [
        {"name": "Capturing is compulsory here: 15x22", "value": f"{HINT}refused"},
        {"name": "15x22", "value": "15x22"},
    ]


async def test_text_matching_no_move_lists_the_legal_moves(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    legal = await offered_moves(alice, thread)
    assert len(legal) == 7
    assert await offered_moves(alice, thread, "zz") == legal
    assert await offered_moves(alice, thread, "99") == legal


async def test_a_move_spelled_another_way_is_offered_in_its_notation(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    assert await offered_moves(alice, thread, "11 15") == ["11-15"]
    assert await offered_moves(alice, thread, "11x15") == ["11-15"]


@pytest.mark.postgres
@pytest.mark.parametrize("why", list(Why))
async def test_an_explanation_sent_as_a_move_is_answered_privately(env, table_of, why):
    asked = await SCENARIOS[why](table_of("draughtnauts"), env)
    [line, *_] = await offered(asked)
    before = asked.channel.last_message
    answer = final_answer(await asked.member.slash(asked.channel, "move", notation=line["value"]))
    assert answer.ephemeral
    english = words("en")
    # Asked again with nothing typed, a refused move is no reason any more.
    expected = english("play-hint-picked") if why is Why.REFUSED else asked.line(english)
    assert answer.content == expected
    assert asked.channel.last_message == before


async def test_the_player_to_move_sending_an_explanation_learns_how_to_move(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    answer = final_answer(await alice.slash(thread, "move", notation=f"{HINT}not-your-turn"))
    assert answer.content == words("en")("play-hint-picked")
    assert f"<@{alice.id}> (Dark) to move." in thread.last_message.content


async def test_a_long_channel_name_is_cut_to_fit_the_choice(env, guild, moderator, alice, bob):
    long_name = "a-very-long-channel-name-" * 4
    room = guild.create_text_channel(long_name)
    await moderator.slash(room, "mod threads", enabled=False)
    await alice.slash(room, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await bob.click(room.last_message, label="Accept")
    lobby = guild.create_text_channel("lobby")
    [line] = await alice.autocomplete(lobby, "move", "notation", "")
    assert len(line["name"]) <= 100
    assert line["name"].startswith("Your match is in #a-very-long-channel-name-")
    assert line["name"].endswith("…")


@pytest.mark.parametrize("why", [None, *Why])
async def test_any_text_gets_choices_within_discords_limits(env, table_of, why):
    table = table_of("draughtnauts")
    if why is None:
        thread = await table.match(table.alice, table.bob)
        asked = Asked(table.alice, thread, "", str)
    else:
        asked = await SCENARIOS[why](table, env)
    for typed in HOSTILE:
        choices = await asked.member.autocomplete(asked.channel, "move", "notation", typed)
        assert 1 <= len(choices) <= 25, typed[:20]
        for choice in choices:
            assert 1 <= len(choice["name"]) <= 100
            assert 1 <= len(choice["value"]) <= 100


async def test_prefix_matches_come_before_text_found_inside_a_move(env, lobby, alice, bob):
    """In Draagostat typing `b` offers the builder's moves (`Bd2-c2`) before those that
    merely contain a `b` (`Db3-a3`, `+b4`), and `d` the dragon's before `+d2`: where a
    square's column is the piece's letter, a list in notation order would differ."""
    thread = await start_match(lobby, alice, bob, "draagostat", seat="dark")
    telling = 0
    for typed in ("b", "d"):
        moves = await offered_moves(alice, thread, typed)
        starting = [move for move in moves if move.lower().startswith(typed)]
        inside = [move for move in moves if move not in starting]
        assert moves == starting + inside
        telling += bool(starting and inside and sorted(moves) != moves)
    assert telling, "the position tells neither order from the other"


@pytest.mark.postgres
async def test_the_first_list_after_a_members_first_action_is_full(
    env, make_bot, lobby, alice, bob
):
    """Each member's very first autocomplete, right after the match starts and again
    right after a restart (nothing cached), lists their moves or says why not."""
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    assert len(await offered_moves(alice, thread)) > 1
    [line] = await offered_moves(bob, thread)
    assert line == f"{HINT}not-your-turn"
    await env.restart_bot(make_bot())
    [line] = await offered_moves(bob, thread)
    assert line == f"{HINT}not-your-turn"
    assert len(await offered_moves(alice, thread)) > 1
