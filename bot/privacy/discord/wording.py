"""The words of members' data: what `/privacy show` lists, the confirming questions,
and the export file. Facts come from `PrivacyService`; only here are they worded."""

from __future__ import annotations

import io
import json
from datetime import datetime

import discord

from bot.core.discord.interaction_errors import fitted
from bot.privacy.inventory import TABLES
from bot.privacy.service import AtStake, Export
from i18n import Words

SHOWN = tuple(table.name for table in TABLES if table.owners)
"""The tables `/privacy show` counts, each worded by `privacy-kept-<table>`."""


def kept_text(export: Export, retention_days: int, said: Words) -> str:
    """What the bot keeps about the member, why and for how long: one line per kind of
    row it holds of them, then how long it keeps it and what they may ask."""
    lines = [
        said(f"privacy-kept-{name.replace('_', '-')}", count=export.count(name))
        for name in SHOWN
        if export.count(name)
    ] or [said("privacy-kept-nothing")]
    return fitted(
        "\n".join(
            [
                said("privacy-show-intro"),
                *(f"- {line}" for line in lines),
                said("privacy-show-how-long", days=retention_days),
                said("privacy-show-rights"),
            ]
        )
    )


def forget_question(stake: AtStake, said: Words) -> str:
    return said("privacy-forget-question", matches=stake.matches, tournaments=stake.tournaments)


def export_file(export: Export, at: datetime) -> discord.File:
    """The member's data as one JSON file (only they receive it)."""
    document = {
        "member": export.user_id,
        "exported_at": at.isoformat(),
        "tables": export.tables,
    }
    data = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True, default=str)
    return discord.File(io.BytesIO(data.encode()), filename=f"boardroom-{export.user_id}.json")
