"""Every game in several positions, written out for a person to look over.

    python -m scripts.gallery [--out gallery] [--no-replays] [--diagrams]

For each game: the start, positions from seeded random matches with various options,
the card game's private hands, and a replay GIF, with an `index.md` that shows each
image beside its alt text, all inside the --out folder and nowhere else. Only with
--diagrams does it also rewrite the diagram of each game's rules page,
`games/<package>/diagram.png` (committed files), from the scene marked for it below;
rendering is deterministic, so an unchanged renderer rewrites them byte for byte.
"""

from __future__ import annotations

import argparse
import inspect
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import games
import render
from scripts.playouts import random_moves


@dataclass(frozen=True)
class Scene:
    """One position to show: a seeded random match of `plies` moves with `options`, or,
    with `start`, the given `moves` played from that position (a chosen showcase)."""

    label: str
    plies: int = 0
    seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    start: str | None = None
    moves: tuple[str, ...] = ()

    def play(self, game: games.Game) -> tuple[list[str], games.State]:
        """The moves of the scene and the state they lead to."""
        if self.start is None:
            moves = random_moves(game, self.options, self.seed, self.plies)
        else:
            moves = list(self.moves)
        return moves, game.replay(moves, self.options, self.seed, self.start)


GRID_RANKS = ("wwwwwwww", "wwwwww..", "..w.....", "........", "..b.....", ".b.b....")
GRID_CLASH = "/".join((*GRID_RANKS, "bbbbb...", "bbbbbbbb")) + " b b=0 w=0"
"""An 8x8 grid position where Black's next turn makes a tie conflict."""

SCENES: dict[str, list[Scene]] = {
    "draughtnauts": [
        Scene(
            "showcase",
            options={"powerups": "random"},
            start="W:W18,22,25,27,K26[SC]:B9,14,15,K5[H]:U1T,29S,31C",
            moves=("18x11",),
        ),
        Scene("start", 0),
        Scene("opening", 12),
        Scene("powerups", 50, 3, {"powerups": "random"}),
        Scene("late", 140, 5, {"powerups": "random"}),
    ],
    "draagostat": [
        Scene(
            "showcase",
            start="s.../.Tt./S.c./C..S dark dark=b3,a2 light=c3,d4 delay=- converted=-",
            moves=("Bb3xc3>b1",),
        ),
        Scene("start", 0),
        Scene("early", 12, 2),
        Scene("middle", 40, 3),
        Scene("late", 200, 4),
    ],
    "domination-cards": [
        Scene("start", 0),
        Scene("early", 10, 2),
        Scene("middle", 40, 3),
        Scene("royal", 40, 4, {"royal": "true"}),
        Scene("tarot", 120, 5, {"deck": "tarot", "hand": "4"}),
    ],
    "domination-grid": [
        Scene(
            "showcase",
            options={"size": "8"},
            start=GRID_CLASH,
            moves=("c4-c5 b3-b4-b5 d3-d4-d5",),
        ),
        Scene("start", 0),
        Scene("small", 24, 2, {"size": "8"}),
        Scene("middle", 40, 3),
        Scene("late", 200, 4),
    ],
}
DIAGRAM_SCENE = {
    "draughtnauts": "showcase",
    "draagostat": "showcase",
    "domination-cards": "royal",
    "domination-grid": "showcase",
}


def write_gallery(out: Path, *, replays: bool = True) -> list[str]:
    """Write every scene of every game into `out`, and nowhere else; returns the lines
    of `index.md`."""
    out.mkdir(parents=True, exist_ok=True)
    index = ["# Render gallery", ""]
    for game in games.all_games():
        index += [f"## {game.title}", ""]
        for scene in SCENES[game.id]:
            _, state = scene.play(game)
            name = f"{game.id}-{scene.label}.png"
            (out / name).write_bytes(render.render(state))
            index += [
                f"### {scene.label}",
                f"![{scene.label}]({name})",
                "",
                render.describe(state),
                "",
            ]
            if game.id == "domination-cards":
                for seat in game.seats:
                    hand_name = f"{game.id}-{scene.label}-hand-{seat}.png"
                    (out / hand_name).write_bytes(render.render_hand(state, seat))
                    index += [f"![hand of {seat}]({hand_name})", ""]
        if replays:
            longest = max(SCENES[game.id], key=lambda scene: scene.plies)
            moves, _ = longest.play(game)
            gif = render.replay_gif(game.id, longest.options, longest.seed, moves)
            (out / f"{game.id}-replay.gif").write_bytes(gif)
            index += [f"![replay]({game.id}-replay.gif)", ""]
    return index


def diagram_path(game: games.Game) -> Path:
    """Where the rules page of `game` finds its diagram: beside the game's package."""
    return Path(inspect.getfile(type(game))).parent / "diagram.png"


def diagram(game: games.Game) -> bytes:
    """The PNG of the rules-page diagram of `game`, from its marked scene."""
    (scene,) = (scene for scene in SCENES[game.id] if scene.label == DIAGRAM_SCENE[game.id])
    _, state = scene.play(game)
    return render.render(state)


def write_diagrams() -> list[Path]:
    """Rewrite every game's committed rules-page diagram; returns the paths written."""
    written = []
    for game in games.all_games():
        path = diagram_path(game)
        path.write_bytes(diagram(game))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("gallery"))
    parser.add_argument("--no-replays", dest="replays", action="store_false")
    parser.add_argument(
        "--diagrams",
        action="store_true",
        help="also rewrite the committed rules-page diagrams in the game packages",
    )
    arguments = parser.parse_args(argv)
    index = write_gallery(arguments.out, replays=arguments.replays)
    (arguments.out / "index.md").write_text("\n".join(index) + "\n", encoding="utf-8")
    print(f"wrote {arguments.out / 'index.md'}")
    if arguments.diagrams:
        for path in write_diagrams():
            print(f"wrote {path}")


if __name__ == "__main__":
    main()
