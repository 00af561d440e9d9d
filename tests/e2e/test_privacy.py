"""Members' data through the real bot (issue 32): `/privacy export` gives back what the
inventory lists, `/privacy forget` leaves the member's id nowhere while their opponents'
finished matches replay as before, and a server's data outlives the bot's removal for
the retention period only; a moderator or an owner of one server never reaches another's.
"""

from __future__ import annotations

import json

import discord
import pytest

import render
from bot.privacy.inventory import TABLES, Holds
from bot.privacy.storage.privacy_store import of_server
from tests.e2e.helpers import (
    bot_at_rest,
    final_answer,
    move_from_autocomplete,
    open_tournament,
    private_answer,
    resign,
    start_match,
)
from tests.e2e.timer_kinds import refuse_writes
from tests.live_schema import holding

pytestmark = pytest.mark.postgres

DAY = 86_400


def first(offered):
    return offered[0]


async def busy_member(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, bob, carol, moderator
) -> dict[str, object]:
    """Alice as a regular: a rated match over (bob resigned), one under way, a pending
    challenge, her notification choices, a vacation, a tournament entry; her places."""
    over = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, over, first)
    await move_from_autocomplete(bob, over, first)
    await resign(bob, over)
    await env.advance_time(60)
    ongoing = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, ongoing, first)
    await alice.slash(lobby, "notify on")
    await alice.slash(lobby, "notify quiet", start="22:00", end="07:00")
    await alice.slash(lobby, "notify digest", enabled=True, at="08:00")
    await alice.slash(ongoing, "vacation start", days=1)
    await env.advance_time(60)
    await alice.slash(lobby, "challenge", game="draagostat", opponent=carol)
    cup = await open_tournament(
        moderator, lobby, [alice, carol], game="draughtnauts", format="swiss", rounds=2
    )
    await moderator.slash(lobby, "tournament-mod start", tournament=cup)
    await bot_at_rest(env)
    return {"over": over, "ongoing": ongoing, "cup": cup}


async def forget(member, channel):
    asked = await member.slash(channel, "privacy forget")
    question = private_answer(asked)
    [custom_id] = [b["custom_id"] for row in question.components for b in row["components"]]
    return await member.click(question, custom_id=custom_id)


async def exported(member, channel) -> dict:
    answer = private_answer(await member.slash(channel, "privacy export"))
    return json.loads((await answer.attachments[0].read()).decode())


async def replay_images(member, thread) -> list[bytes]:
    await member.slash(thread, "replay")
    return [await attachment.read() for attachment in thread.last_message.attachments]


def stored(match):
    return (match.moves, match.position, match.result, match.status, tuple(match.seats))


async def test_after_forgetting_the_members_id_is_nowhere_and_finished_matches_replay(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, bob, carol, moderator
):
    places = await busy_member(env, lobby, alice, bob, carol, moderator)
    await env.advance_time(60)
    cards = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await move_from_autocomplete(alice, cards, first)
    await move_from_autocomplete(bob, cards, first)
    await resign(alice, cards)
    await bot_at_rest(env)
    matches = env.bot.services.matches
    over = await matches.latest_in_channel(places["over"].id)
    dealt = await matches.latest_in_channel(cards.id)
    images = await replay_images(bob, places["over"])
    card_images = await replay_images(bob, cards)
    database = env.bot.services.database
    assert len(await holding(database, str(alice.id))) > 10

    done = await forget(alice, lobby)
    await bot_at_rest(env)

    assert "forgotten" in private_answer(done).content
    assert await holding(database, str(alice.id)) == []
    after = await matches.get(over.id)
    assert stored(after) == stored(over)
    assert after.seats["light"] == bob.id and after.seats["dark"] < 0
    assert await replay_images(bob, places["over"]) == images
    assert stored(await matches.get(dealt.id)) == stored(dealt)
    assert await replay_images(bob, cards) == card_images  # the hands dealt as before
    resigned = await matches.latest_in_channel(places["ongoing"].id)
    assert resigned.result.how == "resignation" and resigned.result.winner == "light"
    assert "resigned" in places["ongoing"].last_message.content  # bob is told as ever
    decided = await database.fetch_all(
        "SELECT end_how, end_reason FROM matches WHERE origin = 'tournament'"
    )
    assert [(row[0], json.loads(row[1])["id"]) for row in decided] == [
        ("moderator", "match-reason-withdrew")
    ]
    board = private_answer(await bob.slash(places["over"], "match board"))
    assert "former member" in board.content
    log = await moderator.slash(lobby, "tournament-mod log", tournament=places["cup"])
    assert "former member" in final_answer(log).content
    assert "<@-" not in final_answer(log).content


async def test_a_held_message_naming_a_forgotten_member_says_former_member(
    env, member_locale, lobby, alice, bob
):
    """Bob's direct message, held through his quiet hours, names alice's move; alice
    asks to be forgotten before the morning: the message names a former member, in
    bob's language, never a mention of her pseudonym."""
    member_locale.tag = "de"
    await bob.slash(lobby, "notify on")
    await bob.slash(lobby, "notify timezone", zone="Asia/Tokyo")  # 09:00 there
    await bob.slash(lobby, "notify quiet", start="08:00", end="12:00")
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    await forget(alice, lobby)
    await bot_at_rest(env)
    await env.advance_time(3 * 3_600)

    [message] = [m.content for m in bob.user.dm_channel.history()]
    assert "ehemaliges Mitglied" in message
    assert "<@-" not in message


async def test_the_export_gives_back_every_row_the_inventory_lists_as_the_members(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, bob, carol, moderator
):
    await busy_member(env, lobby, alice, bob, carol, moderator)
    document = await exported(alice, lobby)
    assert document["member"] == alice.id
    database = env.bot.services.database
    expected = {}
    for table in TABLES:
        if not table.owners:
            continue
        names = [column.name for column in table.columns if column.exported]
        rows = await database.fetch_all(f"SELECT {', '.join(names)} FROM {table.name}")
        mine = [
            dict(zip(names, row, strict=True))
            for row in rows
            if any(
                _names(table.column(owner).holds, row[owner], alice.id) for owner in table.owners
            )
        ]
        if mine:
            expected[table.name] = mine
    assert _sorted(document["tables"]) == _sorted(expected)
    kinds = set(document["tables"])
    assert {"matches", "moves", "challenges", "pace_members", "pace_vacations", "ratings"} <= kinds
    assert {"rating_history", "tournament_entries", "ongoing_seats", "member_languages"} <= kinds


def _names(holds: Holds, value, user_id: int) -> bool:
    if holds is Holds.MEMBER_IDS_JSON:
        return user_id in json.loads(value).values()
    return value in (user_id, str(user_id))


def _sorted(tables: dict) -> dict:
    return {
        name: sorted(json.dumps(row, sort_keys=True, default=str) for row in rows)
        for name, rows in tables.items()
    }


async def test_the_export_holds_no_hand_the_member_never_saw(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await move_from_autocomplete(alice, thread, first)
    await move_from_autocomplete(bob, thread, first)
    matches = env.bot.services.matches
    match = await matches.in_channel(thread.id)
    bobs_hand = render.describe_hand(matches.state(match), "V")

    text = json.dumps(await exported(alice, lobby))

    assert bobs_hand not in text
    assert str(match.seed) not in text and match.position not in text
    [bobs_move] = [m for m in await matches.move_log(match.id) if m.user_id == bob.id]
    moves = json.loads(text)["tables"]["moves"]
    assert [move["user_id"] for move in moves] == [alice.id]
    assert bobs_move.notation not in {move["notation"] for move in moves}


async def test_a_later_interaction_starts_afresh(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, bob, carol, moderator
):
    await busy_member(env, lobby, alice, bob, carol, moderator)
    await forget(alice, lobby)
    await bot_at_rest(env)

    shown = final_answer(await alice.slash(lobby, "privacy show")).content
    assert "Matches you played" not in shown and "Ratings" not in shown
    notify = final_answer(await alice.slash(lobby, "notify digest", enabled=True)).content
    assert "09:00" in notify  # the default, not the 08:00 she had chosen
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    await resign(bob, thread)
    await bot_at_rest(env)
    rows = await env.bot.services.database.fetch_all(
        "SELECT wins, draws, losses FROM ratings WHERE user_id = ?", (alice.id,)
    )
    assert [tuple(row) for row in rows] == [(1, 0, 0)]


async def test_a_forgetting_that_fails_half_way_erases_nothing(env, lobby, alice, bob):
    over = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, over, first)
    await move_from_autocomplete(bob, over, first)
    await resign(bob, over)
    await alice.slash(lobby, "notify on")
    await bot_at_rest(env)
    database = env.bot.services.database
    before = await holding(database, str(alice.id))
    assert {"pace_members.user_id", "ratings.user_id", "matches.seats"} <= set(before)
    await refuse_writes(_World(env), "rating_history", "UPDATE")

    failed = await forget(alice, lobby)
    await bot_at_rest(env)

    assert "forgotten" not in private_answer(failed).content
    assert await holding(database, str(alice.id)) == before


class _World:
    def __init__(self, env) -> None:
        self.env = env


# ------------------------------------------------------------------ other servers


@pytest.fixture
def settings(settings):
    """Commands published globally too, so the second server has them."""
    return settings.model_copy(update={"sync_commands": True})


@pytest.fixture
def elsewhere(env, alice, bob):
    """Server B, where alice and bob play too, with its owner (who moderates it)."""
    owner = env.create_user("owner")
    other = env.create_guild("Elsewhere", owner=owner)
    admins = other.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    return {
        "guild": other,
        "admin": other.add_member(env.create_user("admin"), roles=[admins]),
        "hall": other.create_text_channel("hall"),
        "owner": other.add_member(owner),
        "alice": other.add_member(alice.user),
        "bob": other.add_member(bob.user),
    }


async def played_in_both(env, lobby, alice, bob, elsewhere) -> None:
    for place, first_player, second in (
        (lobby, alice, bob),
        (elsewhere["hall"], elsewhere["alice"], elsewhere["bob"]),
    ):
        thread = await start_match(place, first_player, second, "draughtnauts", seat="dark")
        await move_from_autocomplete(first_player, thread, first)
        await resign(second, thread)
        await env.advance_time(60)
    await bot_at_rest(env)


async def days(env, count: int) -> None:
    """Let `count` days pass, a day at a time (each has its reminders and digests)."""
    for _ in range(count):
        await env.advance_time(DAY)


async def rows_of(env, guild_id: int) -> dict[str, int]:
    """How many rows each server-bound table holds of the server."""
    database = env.bot.services.database
    counts = {}
    for table in TABLES:
        if table.server is not None:
            rows = await database.fetch_all(
                f"SELECT COUNT(*) FROM {table.name} WHERE {of_server(table.server)}",
                (guild_id,),
            )
            counts[table.name] = rows[0][0]
    return counts


async def test_a_moderator_forgets_a_member_who_left_in_their_server_only(  # noqa: PLR0917 (fixtures)
    env, guild, lobby, alice, bob, elsewhere
):
    await played_in_both(env, lobby, alice, bob, elsewhere)
    here, there, hall = guild.id, elsewhere["guild"].id, elsewhere["hall"]
    still = await elsewhere["owner"].slash(hall, "mod forget", member=alice.user)
    assert "still in this server" in final_answer(still).content
    elsewhere["guild"].remove_member(elsewhere["alice"])
    kept_here = await rows_of(env, here)

    asked = await elsewhere["owner"].slash(hall, "mod forget", member=alice.user)
    question = private_answer(asked)
    [custom_id] = [b["custom_id"] for row in question.components for b in row["components"]]
    done = await elsewhere["owner"].click(question, custom_id=custom_id)
    await bot_at_rest(env)

    assert "erased" in private_answer(done).content
    database = env.bot.services.database
    assert str(alice.id) not in json.dumps(
        [
            list(row)
            for row in await database.fetch_all(
                "SELECT seats FROM matches WHERE guild_id = ?", (there,)
            )
        ]
    )
    assert await rows_of(env, here) == kept_here
    assert set(await holding(database, str(alice.id))) >= {"ratings.user_id", "matches.seats"}
    nothing = await elsewhere["owner"].slash(hall, "mod forget", member=alice.user)
    assert "keeps nothing" in final_answer(nothing).content


async def test_a_removed_servers_data_waits_for_the_retention_then_goes(  # noqa: PLR0917 (fixtures)
    env, guild, lobby, alice, bob, elsewhere
):
    await played_in_both(env, lobby, alice, bob, elsewhere)
    here, there = guild.id, elsewhere["guild"].id
    kept_here, kept_there = await rows_of(env, here), await rows_of(env, there)
    assert kept_there["matches"] == 1 and kept_there["ratings"] == 2

    env.backend.remove_guild(there)
    await days(env, 29)
    assert await rows_of(env, there) == {**kept_there, "pace_timers": 1}  # and its purge

    await days(env, 2)
    await bot_at_rest(env)
    assert set((await rows_of(env, there)).values()) == {0}
    assert await rows_of(env, here) == kept_here


async def test_the_bot_added_back_within_the_retention_keeps_everything(  # noqa: PLR0917 (fixtures)
    env, guild, lobby, alice, bob, elsewhere
):
    await played_in_both(env, lobby, alice, bob, elsewhere)
    there = elsewhere["guild"].id
    kept_there = await rows_of(env, there)
    privacy = env.bot.services.privacy

    await privacy.server_left(there)
    await env.advance_time(DAY)
    await privacy.server_back(there)
    await days(env, 40)

    assert await rows_of(env, there) == kept_there


async def test_the_bot_added_back_while_it_was_down_keeps_everything(  # noqa: PLR0917 (fixtures)
    env, make_bot, guild, lobby, alice, bob, elsewhere
):
    """The removal was heard, the return was not (the bot was down): the server is
    among the bot's servers when it starts, and that cancels its purge."""
    await played_in_both(env, lobby, alice, bob, elsewhere)
    there = elsewhere["guild"].id
    kept_there = await rows_of(env, there)
    await env.bot.services.privacy.server_left(there)
    await removed_for_good(env, guild.id)

    await env.restart_bot(make_bot())
    await days(env, 40)

    assert await rows_of(env, there) == kept_there
    assert await rows_of(env, guild.id) == dict.fromkeys(kept_there, 0)


async def removed_for_good(env, guild_id: int) -> None:
    """The bot removed from server `guild_id` for good (it stays gone at the start)."""
    env.backend.remove_guild(guild_id)
    await bot_at_rest(env)


async def test_the_owner_purges_at_once_and_nobody_else_can(  # noqa: PLR0917 (fixtures)
    env, guild, lobby, alice, bob, elsewhere
):
    await played_in_both(env, lobby, alice, bob, elsewhere)
    here, there, hall = guild.id, elsewhere["guild"].id, elsewhere["hall"]
    kept_here, kept_there = await rows_of(env, here), await rows_of(env, there)
    refused = await elsewhere["admin"].slash(hall, "mod purge")
    assert "Only" in final_answer(refused).content
    assert await rows_of(env, there) == kept_there

    asked = await elsewhere["owner"].slash(hall, "mod purge")
    question = private_answer(asked)
    [custom_id] = [b["custom_id"] for row in question.components for b in row["components"]]
    assert custom_id == f"privacy:purge:{there}"
    done = await elsewhere["owner"].click(question, custom_id=custom_id)
    await bot_at_rest(env)

    assert "erased" in private_answer(done).content
    assert set((await rows_of(env, there)).values()) == {0}
    assert await rows_of(env, here) == kept_here
