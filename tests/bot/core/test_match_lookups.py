"""Finding a match from what a member gives: an id typed in a server, a button's id in
its channel, the channels of a thread list. A match elsewhere is answered as a missing
one, so another server's matches are not given away."""

from __future__ import annotations

import pytest

from bot.core.errors import NotFound
from i18n import Message
from tests.bot.core.test_match_service import SEATS, start

pytestmark = pytest.mark.postgres

OTHER_SERVER = 20


async def test_a_match_of_another_server_is_refused_as_a_missing_one(matches):
    ours = await start(matches)
    theirs = await matches.create_match(OTHER_SERVER, 200, "race", {}, 7, SEATS)
    assert await matches.in_server(ours.id, 10) == ours
    for match_id in (theirs.id, theirs.id + 1):
        with pytest.raises(NotFound) as refused:
            await matches.in_server(match_id, 10)
        assert refused.value.message == Message("match-not-found-here", match=str(match_id))


async def test_ongoing_matches_are_found_in_the_channels_asked_only(matches):
    first = await start(matches, channel_id=101)
    await start(matches, channel_id=102)
    third = await start(matches, channel_id=103)
    found = await matches.ongoing_in_channels([103, 104, 101])
    assert [match.id for match in found] == [third.id, first.id]
