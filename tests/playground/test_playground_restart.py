"""The playground keeps its own SQLite file: stop it, start it again, and the same
members (same ids) find their match where they left it; `--fresh` starts over."""

from __future__ import annotations

from dataclasses import replace

from bot.playground.options import PlaygroundOptions
from bot.playground.session import open_playground
from tests.e2e.helpers import private_answer


async def start_draughts_and_move(playground):
    lobby, (alice, bob, *_) = playground.world.lobby, playground.world.members
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await bob.click(lobby.last_message, label="Accept")
    await alice.slash(lobby, "move", notation="11-15")


async def test_members_keep_their_ids_and_their_match_over_a_restart(tmp_path):
    options = PlaygroundOptions(database=tmp_path / "playground.sqlite3")
    async with open_playground(options) as first:
        await start_draughts_and_move(first)
        before = [member.id for member in first.world.everyone]
        lobby_before = first.world.lobby.id

    # More members this time: those who were there keep their ids all the same.
    async with open_playground(replace(options, members=5)) as second:
        lobby, bob = second.world.lobby, second.world.members[1]
        assert [member.id for member in second.world.everyone][: len(before)] == before
        assert len(second.world.everyone) == 6
        assert lobby.id == lobby_before
        board = private_answer(await bob.slash(lobby, "match board"))
        assert f"<@{bob.id}> (Light) to move." in board.content
        assert board.attachments[0].filename == "board.png"
        await bob.slash(lobby, "move", notation="22-18")
        assert f"**2.** <@{bob.id}> (Light) played `22-18`" in lobby.last_message.content


async def test_fresh_forgets_every_match(tmp_path):
    options = PlaygroundOptions(database=tmp_path / "playground.sqlite3")
    async with open_playground(options) as first:
        await start_draughts_and_move(first)

    async with open_playground(replace(options, fresh=True)) as second:
        lobby, bob = second.world.lobby, second.world.members[1]
        refused = private_answer(await bob.slash(lobby, "move", notation="22-18"))
        assert refused.content.startswith("No match is being played here")
