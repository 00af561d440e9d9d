"""`/computer play` makes its match, its clock and the computer's seat in one
transaction, with the time control the member chose: a crash before the seat is
stored leaves no match behind, and `time` is the clock the board shows."""

from __future__ import annotations

from bot.computer.storage.computer_store import ComputerStore
from tests.e2e.helpers import final_answer


async def test_the_chosen_time_control_is_the_clock(env, lobby, alice):
    started = await alice.slash(
        lobby, "computer play", game="draughtnauts", level="easy", seat="dark", time="10m"
    )
    assert final_answer(started).content.startswith("Your match is ready")
    assert "Clock (10m a move)" in lobby.threads[-1].history()[0].content


async def test_a_crash_before_the_seat_is_stored_leaves_no_match(env, monkeypatch, lobby, alice):
    async def crash(*_args):
        raise RuntimeError("the process died here")

    monkeypatch.setattr(ComputerStore, "put_seat", crash)
    await alice.slash(lobby, "computer play", game="draughtnauts", level="easy", seat="dark")
    database = env.bot.services.database
    assert await database.fetch_all("SELECT id FROM matches") == []
    assert await database.fetch_all("SELECT match_id FROM pace_clocks") == []
