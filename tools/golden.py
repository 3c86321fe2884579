"""Golden transcripts: a few seeded games written out as text, so every rules change shows as a diff.

``python tools/golden.py`` rewrites ``tests/data/golden-*.txt`` (random agents,
every decision and event) and ``tests/data/golden-ai.json`` (a digest of every
decision of seeded games between the AI levels, with and without the
expansions); ``tests/game/test_golden.py`` replays the same games and compares.
A speed change must leave both untouched; a change to how an AI plays rewrites
the digests on purpose.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.actions import action_to_dict  # noqa: E402
from game.ai import RandomAgent, make_agent  # noqa: E402
from game.engine import Game  # noqa: E402
from game.events import event_to_dict  # noqa: E402
from game.setup import GameSetup  # noqa: E402
from game.state import Rules  # noqa: E402

GAMES = ((4, 101), (5, 202), (7, 303))
AI_GAMES: tuple[tuple[str, int, int, tuple[str, ...]], ...] = (
    ("normal", 4, 11, ()),
    ("normal", 5, 12, ()),
    ("normal", 6, 13, ()),
    ("normal", 7, 14, ()),
    ("normal", 3, 15, ("dodge_city", "high_noon")),
    ("normal", 8, 16, ("dodge_city", "high_noon")),
    ("normal", 6, 17, ("dodge_city",)),
    ("easy", 5, 18, ("dodge_city", "high_noon")),
    ("hard", 5, 19, ()),
    ("hard", 7, 20, ("dodge_city", "high_noon")),
)
"""(level at every seat, players, seed, expansions) of the AI games whose decisions are pinned."""
DATA = ROOT / "tests" / "data"
AI_DIGESTS = DATA / "golden-ai.json"


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


def ai_key(level: str, players: int, seed: int, expansions: tuple[str, ...]) -> str:
    return f"{level} {players}p seed {seed} {'+'.join(expansions) or 'base'}"


def ai_digest(level: str, players: int, seed: int, expansions: tuple[str, ...]) -> str:
    """The number of decisions and a SHA-256 of every decision of one seeded game between agents of one level."""
    names = tuple(f"P{seat}" for seat in range(players))
    game = Game.new(GameSetup(names, seed, Rules(expansions=expansions)))
    agents = [make_agent(level, seed * 101 + seat) for seat in range(players)]
    digest = hashlib.sha256()
    decisions = 0
    while not game.over:
        seat = game.decider
        assert seat is not None
        action = agents[seat].choose(game.view_for(seat))
        digest.update(f"{seat}:{json.dumps(action_to_dict(action), sort_keys=True)}\n".encode())
        game.apply(seat, action)
        decisions += 1
    return f"{decisions} {digest.hexdigest()}"


def path_for(players: int, seed: int) -> Path:
    return DATA / f"golden-{players}p-{seed}.txt"


def main() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for players, seed in GAMES:
        path_for(players, seed).write_text(transcript(players, seed), encoding="utf-8")
        print(f"wrote {path_for(players, seed).relative_to(ROOT)}")
    digests = {ai_key(*game): ai_digest(*game) for game in AI_GAMES}
    AI_DIGESTS.write_text(json.dumps(digests, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {AI_DIGESTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
