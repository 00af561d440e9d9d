"""Mutation testing of the modules whose tests must bite, each against its own tests.

    nice -n 19 python -m scripts.mutation TARGET [--max-children N]
    python -m scripts.mutation TARGET --tally      # the counts of the last run only

TARGET is one of `TARGETS` below (`all` runs them one after another). Needs the
`mutation` extra (`pip install -e '.[mutation]'`); the report is docs/mutation-testing.md.

mutmut reads its settings from `pyproject.toml` in the directory it runs in and works in
`mutants/` there, so each target gets a directory of its own, `build/mutation/TARGET/`:
links to the packages and the tests, and the project's `pyproject.toml` with the
target's `[tool.mutmut]` (the files to mutate, the tests that may kill them). A second
run there reuses what the first learnt and tests only mutants without a result. mutmut
runs each mutant against only the selected tests that call the mutated function.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("ai", "bot", "games", "i18n", "render", "tests")
TARGETS: dict[str, tuple[list[str], list[str]]] = {
    # target: (files mutated, tests selected)
    "draughtnauts": (["games/draughtnauts/rules.py"], ["tests/games/draughtnauts"]),
    "draagostat": (["games/draagostat/rules.py"], ["tests/games/draagostat"]),
    "domination_grid": (["games/domination_grid/rules.py"], ["tests/games/domination_grid"]),
    "domination_cards": (["games/domination_cards/rules.py"], ["tests/games/domination_cards"]),
    # The contract's tests: those beside the games' folders, about every game at once.
    "contract": (
        ["games/contract.py"],
        sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests/games").glob("test_*.py")),
    ),
    # The service's own tests, those of the services built on it (takebacks, rematches),
    # and the end-to-end files whose commands reach the rest: moves typed in a channel,
    # buttons found by their channel, hands of a deal still played, premoves answered.
    "matches": (
        ["bot/core/matches.py"],
        [
            "tests/bot/core/test_match_service.py",
            "tests/bot/core/test_match_lookups.py",
            "tests/bot/core/test_match_refusals.py",
            "tests/bot/core/test_match_state_from_position.py",
            "tests/bot/core/test_known_matches.py",
            "tests/bot/core/test_match_reads_in_one_trip.py",
            "tests/bot/core/test_match_real_games.py",
            "tests/bot/core/test_move_queued_behind.py",
            "tests/bot/play",
            "tests/e2e/test_match_commands.py",
            "tests/e2e/test_play_papercuts.py",
            "tests/e2e/test_hidden_cards.py",
            "tests/e2e/test_premoves.py",
        ],
    ),
    # The keeper against the clocks' own tests, which drive it with real stores on
    # SQLite and a clock value of their own: its reminders and time-outs were reached
    # only by SimCord files that outran their settle limit under mutmut's tracing.
    "clocks_keeper": (["bot/clocks/keeper.py"], ["tests/bot/clocks"]),
    # The clocks' own tests reach the model and the keeper; the end-to-end files reach
    # the Discord room, the listing and the vacations.
    "clocks": (
        ["bot/clocks/*.py"],
        [
            "tests/bot/clocks",
            "tests/e2e/test_async_clocks.py",
            "tests/e2e/test_time_out_told_once.py",
        ],
    ),
    # The rest of the clocks, each part against focused tests with real stores on
    # SQLite (the SimCord files outrun their settle limit under mutmut's tracing):
    # the stores; the services over them (the clock line, the `/matches` listing, the
    # vacations); the Discord room, whose commands only SimCord reaches.
    "clocks_stores": (["bot/clocks/storage/*.py"], ["tests/bot/clocks"]),
    "clocks_services": (
        ["bot/clocks/clock_line.py", "bot/clocks/listing.py", "bot/clocks/vacations.py"],
        ["tests/bot/clocks", "tests/bot/notifications/test_notifications.py"],
    ),
    # (`/claim` and `/matches` are typed in two tests of other e2e files.)
    "clocks_discord": (
        ["bot/clocks/discord/*.py"],
        [
            "tests/bot/clocks",
            "tests/e2e/test_async_clocks.py",
            "tests/e2e/test_async_play.py::test_the_list_of_ongoing_matches_says_whose_turn_it_is",
            "tests/e2e/test_feature_languages.py::test_a_private_answer_reads_in_the_members_own_language",
        ],
    ),
    "budget": (
        ["ai/budget.py"],
        ["tests/ai/test_ai_budget.py", "tests/ai/test_ai_caller_budget.py"],
    ),
}
ONE_BACKEND = ["-k", "not [postgres"]
"""The bot's tests run on SQLite alone here: a PostgreSQL server per mutant costs more
than the mutant, and the store code is the same on both. The expression names the
`[postgres...]` run of a test marked `postgres` (tests/conftest.py): `not postgres`
would also match the mark and drop the SQLite run of every such test."""
STATUS: dict[int | None, str] = {1: "killed", 3: "killed", 0: "survived", 36: "timeout"}
STATUS |= {24: "timeout", -24: "timeout", 152: "timeout", 255: "timeout", 5: "no tests"}
STATUS |= {33: "no tests", None: "not checked"}


def workspace(target: str) -> Path:
    """`build/mutation/TARGET/`, with links to the code and its own `[tool.mutmut]`."""
    mutated, tests = TARGETS[target]
    place = ROOT / "build" / "mutation" / target
    place.mkdir(parents=True, exist_ok=True)
    for package in PACKAGES:
        link = place / package
        if not link.exists():
            link.symlink_to(ROOT / package, target_is_directory=True)
    settings = {
        "source_paths": [p for p in PACKAGES if p != "tests"],
        "only_mutate": mutated,
        "pytest_add_cli_args": ["-n", "0", "-p", "no:cacheprovider", "-x", "-q"]
        + (ONE_BACKEND if any(path.startswith("bot/") for path in mutated) else []),
        "pytest_add_cli_args_test_selection": tests,
        # A mutant that loops is stopped after eight times its tests' CPU time (plus
        # eight seconds) rather than mutmut's thirty: on a shared machine those add up.
        # (Twice was too tight: mutants that changed nothing timed out.)
        "timeout_multiplier": 4.0,
    }
    lines = [f"{key} = {json.dumps(value)}" for key, value in settings.items()]
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (place / "pyproject.toml").write_text(
        text + "\n[tool.mutmut]\n" + "\n".join(lines) + "\n", encoding="utf-8"
    )
    return place


def results(place: Path) -> dict[str, str]:
    """How each mutant ended, by name, read from mutmut's own records."""
    ended: dict[str, str] = {}
    for meta in (place / "mutants").rglob("*.meta"):
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        ended |= {name: STATUS.get(code, f"exit {code}") for name, code in codes.items()}
    return ended


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=[*TARGETS, "all"])
    parser.add_argument("--max-children", type=int, default=1)
    parser.add_argument("--tally", action="store_true", help="only count the last run")
    parser.add_argument(
        "--recheck",
        action="store_true",
        help="test the last run's survivors, timeouts and untested mutants again (after new tests)",
    )
    args = parser.parse_args()
    for target in TARGETS if args.target == "all" else [args.target]:
        place = workspace(target)
        if not args.tally:
            command = [sys.executable, "-m", "mutmut", "run", "--max-children"]
            command.append(str(args.max_children))
            if args.recheck:  # mutmut keeps a result unless the mutant is named
                # (those no test reached too: a new test may reach them now)
                again = {"survived", "timeout", "no tests"}
                command += [name for name, end in results(place).items() if end in again]
            # Hypothesis draws the same examples in every mutant (its `ci` profile).
            env = os.environ | {"HYPOTHESIS_PROFILE": "ci"}
            subprocess.run(command, cwd=place, env=env, check=False)
        counts = Counter(results(place).values())
        total = sum(counts.values())
        killed = counts["killed"]
        score = f"{100 * killed / total:.1f}%" if total else "-"
        print(f"{target}: {total} mutants, {dict(sorted(counts.items()))}, killed {score}")


if __name__ == "__main__":
    main()
