"""Time from a move to the board that shows it, in a burst under Discord's rate limits.

    python -m bench.rate_limited_burst

Runs the burst of tests/e2e/test_rate_limited_burst.py (1,000 moves over 200 channels,
five rounds half a second apart, through the real bot in SimCord under
tests/discord_rate_limits.py) and prints what it measured: how many answers 429 the
bot met, how many boards were superseded, and the time from each move to its board,
p50/p95/max, in SimCord's simulated seconds (Discord's buckets run on that clock; the
machine's speed does not enter into it).
"""

from __future__ import annotations

import os
import sys

import pytest

from tests.e2e.test_rate_limited_burst import REPORT

if __name__ == "__main__":
    os.environ[REPORT] = "1"
    test = "tests/e2e/test_rate_limited_burst.py"
    sys.exit(pytest.main([test, "-q", "-s", "-n", "0", "-p", "no:cacheprovider"]))
