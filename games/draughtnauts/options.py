"""The one variant switch of Draughtnauts: whether power-ups are in play, and how placed."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.contract import Options


class DraughtnautsOptions(Options):
    """`powerups=off` is plain English draughts; `choose` starts with a setup phase in
    which each player places its power-ups; `random` places them from the match seed."""

    powerups: Literal["off", "choose", "random"] = Field(
        default="off", description="power-ups: off, choose (placed by the players) or random"
    )

    @property
    def with_powerups(self) -> bool:
        return self.powerups != "off"
