"""The tournament tests' host: records what members would see instead of talking to
Discord."""

from __future__ import annotations

import pytest

from tests.bot.pace_helpers import RecordingHost


@pytest.fixture
def host():
    return RecordingHost()
