"""Golden transcripts: a few seeded games written out as text, so every rules change shows as a diff.

``python tools/golden.py`` rewrites ``tests/data/golden-*.txt``; the test
``tests/game/test_golden.py`` replays the same games and compares.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.actions import action_to_dict  # noqa: E402
from game.ai import RandomAgent  # noqa: E402
from game.engine import Game  # noqa: E402
from game.events import event_to_dict  # noqa: E402
from game.setup import GameSetup  # noqa: E402

GAMES = ((4, 101), (5, 202), (7, 303))
DATA = ROOT / "tests" / "data"


def _readable(data: dict[str, object], game: Game) -> str:
    """JSON with card ids written as ``Name@<rank><suit>``."""
    cards = game.state.cards
    for key in ("card", "target_card"):
        value = data.get(key)
        if isinstance(value, int) and 0 <= value < len(cards):
            data[key] = cards[value].label
    if isinstance(data.get("cards"), list):
        data["cards"] = [cards[c].label for c in data["cards"]]  # type: ignore[union-attr]
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def transcript(players: int, seed: int) -> str:
    """One game between random agents, one line per decision and per event."""
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")[:players]
    game = Game.new(GameSetup(names, seed))
    agents = [RandomAgent(seed + seat) for seat in range(players)]
    lines = [f"# {players} players, seed {seed}"]
    lines += [f"  {_readable(event_to_dict(e), game)}" for e in game.history]
    while not game.over:
        seat = game.decider
        assert seat is not None
        action = agents[seat].choose(game.view_for(seat))
        lines.append(f"{names[seat]}: {_readable(action_to_dict(action), game)}")
        lines += [f"  {_readable(event_to_dict(e), game)}" for e in game.apply(seat, action)]
    outcome = game.outcome
    assert outcome is not None
    lines.append(f"# winners: {outcome.side} {[names[i] for i in outcome.winners]}")
    return "\n".join(lines) + "\n"


def path_for(players: int, seed: int) -> Path:
    return DATA / f"golden-{players}p-{seed}.txt"


def main() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for players, seed in GAMES:
        path_for(players, seed).write_text(transcript(players, seed), encoding="utf-8")
        print(f"wrote {path_for(players, seed).relative_to(ROOT)}")


if __name__ == "__main__":
    main()
