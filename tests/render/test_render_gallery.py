"""The review gallery script keeps working as the games grow."""

from __future__ import annotations

from pathlib import Path

import games
from scripts.gallery import SCENES, write_gallery


def test_the_gallery_shows_every_scene_of_every_game_with_its_alt_text(tmp_path: Path) -> None:
    index = "\n".join(write_gallery(tmp_path, replays=False, diagrams=False))
    for game in games.all_games():
        assert f"## {game.title}" in index
        for scene in SCENES[game.id]:
            assert (tmp_path / f"{game.id}-{scene.label}.png").stat().st_size > 0
    assert (tmp_path / "domination-cards-start-hand-H.png").exists()
    assert "to move." in index
