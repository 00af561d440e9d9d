"""Who goes first for the processor on the bot's machine: how far each kind of process
steps back behind the bot's own (Linux's niceness, added to the bot's).

The bot's event loop answers every interaction, and Discord drops one not answered
within three seconds; everything else the machine runs for the bot can wait a little.
A step of a few is not enough: a worker only slightly behind the bot keeps its core for
the rest of the scheduler's slice when the bot wakes, some 3 to 4 ms on this kernel
(measured with workers at 0, 3 and 5), and those waits were the tail of `/move`'s
time-to-defer while boards and pages were drawn. At 10 the waking bot takes the core at
once. Among themselves: the members' boards (and the computer's search) before the
spectators' pages. Where they run, not only when: `bot/core/cores.py` (the page process
keeps to a core of its own).
"""

from __future__ import annotations

BOARDS = 10
"""The bot's worker pool: boards, images, brackets and pairings (`WorkerPool`)."""
SEARCH = 10
"""The computer's search workers (`ThinkingPool`)."""
PAGES = 12
"""The match pages' process and its image workers (`python -m bot.web`, started by the
bot), behind the members' boards: a page has a second for its update."""
