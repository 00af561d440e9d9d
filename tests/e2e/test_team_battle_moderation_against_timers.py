"""Every team battle moderator action against the battle's end timer (issue 26's walk):
`/team-battle-mod cancel`, taken from the command tree itself, and the end, in both
orders, through the bot's own composition root (`Services.build`). Whatever the order:
the battle ends once, as the moderator was told, and a winner is announced only for a
battle that finished."""

from __future__ import annotations

import pytest

from bot.core.errors import ServiceError
from bot.core.storage.timer_store import TimerStore
from bot.team_battles.arena import TeamScore
from bot.team_battles.discord.cog import TeamBattleModeration
from bot.team_battles.host import Unhosted
from bot.team_battles.records import Battle, BattlePlan, BattleStatus
from bot.team_battles.service import BATTLE_END
from tests.bot.conftest import ManualClock
from tests.e2e.service_stack import close_stack, stack_on

pytestmark = pytest.mark.postgres

GUILD, MOD, RED, BLUE = 77, 1, 500, 600
NOT_ABOUT_A_RUNNING_BATTLE = {"create": "makes a new battle"}


class RecordingBattleHost(Unhosted):
    def __init__(self) -> None:
        self.finals: list[int] = []

    async def finished(self, battle: Battle, standings: list[TeamScore]) -> None:
        self.finals.append(battle.id)


def test_the_walk_covers_every_battle_moderator_command():
    commands = {command.name for command in TeamBattleModeration.__cog_app_commands__}
    assert commands == {"cancel"} | NOT_ABOUT_A_RUNNING_BATTLE.keys()


@pytest.fixture
async def stack(database_url):
    clock, host = ManualClock(), RecordingBattleHost()
    services = await stack_on(database_url, clock, battle_host=host)
    yield services, clock, host
    await close_stack(services)


@pytest.mark.parametrize("timer_first", [True, False], ids=["timer-first", "action-first"])
async def test_cancel_and_the_end_have_one_outcome(stack, timer_first):
    services, clock, host = stack
    battles = services.team_battles
    plan = BattlePlan("draughtnauts", {}, None, (RED, BLUE), 3)
    battle = await battles.create(GUILD, 50, MOD, plan, 30)
    await battles.join(GUILD, battle.id, 11, [RED], None)
    await battles.join(GUILD, battle.id, 12, [BLUE], None)
    clock.advance(minutes=31)
    due = await TimerStore(services.database).get(BATTLE_END, str(battle.id))
    told: ServiceError | None = None
    if timer_first:
        assert await services.scheduler.fire(due)
    try:
        await battles.cancel(GUILD, battle.id, MOD)
    except ServiceError as refusal:
        told = refusal
    if not timer_first:
        assert await services.scheduler.fire(due)
    after = await battles.get(GUILD, battle.id)
    if told is None:
        assert after.status == BattleStatus.CANCELLED
        assert host.finals == []
    else:
        assert told.message.id == "battle-over"
        assert after.status == BattleStatus.FINISHED
        assert host.finals == [battle.id]
    assert await TimerStore(services.database).get(BATTLE_END, str(battle.id)) is None
