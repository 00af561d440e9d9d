"""The page's one preview, pointed at whichever channel the visitor opens.

SimCord serves one preview per Env, and a preview presents one channel. The lobby and
each tournament table (a thread) are channels, so the screen closes the preview on the
channel shown and opens one on the channel asked for: the tabs on the old channel stop
working, and the index page (`index.py`) is how the visitor reaches every channel.

The playground ends when the visitor ends the preview session from the page, but not
when the screen itself closes a preview to show another channel.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from simcord import ChannelHandle, Env, MemberActor
from simcord.preview import Preview


class Screen:
    def __init__(self, env: Env, viewers: Sequence[MemberActor]) -> None:
        self._env = env
        self._viewers = tuple(viewers)
        self._preview: Preview | None = None
        self._switching = asyncio.Lock()
        self._watchers: set[asyncio.Task[None]] = set()
        self.ended = asyncio.Event()
        """Set once the visitor ended the session from the page, or the screen closed."""

    async def show(self, channel: ChannelHandle) -> str:
        """The address of a preview of `channel`, opening one if another channel is shown."""
        async with self._switching:
            if self.ended.is_set():
                raise ScreenClosedError
            preview = self._preview
            if preview is None or preview.channel.id != channel.id:
                preview = await self._replace(channel)
            return preview.url

    async def close(self) -> None:
        async with self._switching:
            self.ended.set()
            if self._preview is not None:
                await self._preview.close()

    async def _replace(self, channel: ChannelHandle) -> Preview:
        shown, self._preview = self._preview, None  # so its watcher does not end the session
        if shown is not None:
            await shown.close()
        preview = self._env.preview(channel, viewers=self._viewers, layout="channel")
        # Entered by hand: it lives until another channel is shown, not for one block;
        # its `close()` (what leaving the block would run) ends it.
        await preview.__aenter__()
        self._preview = preview
        watcher = asyncio.get_running_loop().create_task(self._watch(preview))
        self._watchers.add(watcher)
        watcher.add_done_callback(self._watchers.discard)
        return preview

    async def _watch(self, preview: Preview) -> None:
        await preview.wait_closed()
        if preview is self._preview:  # closed from the page, not replaced by `show`
            self.ended.set()


class ScreenClosedError(Exception):
    """The visitor ended the session: no channel can be shown any more."""
