"""The review gallery script keeps working as the games grow."""

from __future__ import annotations

from pathlib import Path

import pytest

import games
from scripts.gallery import SCENES, diagram, diagram_path, main, write_gallery


def test_the_gallery_shows_every_scene_of_every_game_with_its_alt_text(tmp_path: Path) -> None:
    index = "\n".join(write_gallery(tmp_path, replays=False))
    for game in games.all_games():
        assert f"## {game.title}" in index
        for scene in SCENES[game.id]:
            assert (tmp_path / f"{game.id}-{scene.label}.png").stat().st_size > 0
    assert (tmp_path / "domination-cards-start-hand-H.png").exists()
    assert "to move." in index


def test_the_gallery_command_writes_into_its_folder_only(tmp_path: Path) -> None:
    diagrams = [diagram_path(game) for game in games.all_games()]
    before = [path.stat().st_mtime_ns for path in diagrams]
    main(["--out", str(tmp_path / "review"), "--no-replays"])
    assert [path.stat().st_mtime_ns for path in diagrams] == before
    assert (tmp_path / "review" / "index.md").exists()
    assert {path.parent for path in tmp_path.rglob("*.png")} == {tmp_path / "review"}


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_committed_diagram_is_exactly_what_the_renderer_draws(game_id: str) -> None:
    """Rendering is deterministic, so `--diagrams` after an unchanged renderer rewrites
    every committed diagram byte for byte; a failure here means it is stale."""
    game = games.get(game_id)
    assert diagram(game) == diagram_path(game).read_bytes()
