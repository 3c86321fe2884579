"""Golden transcripts: a few seeded games written out as text, so every rules change shows as a diff.

``python tools/golden.py`` rewrites ``tests/data/golden-*.txt`` (random agents,
every decision and event) and ``tests/data/golden-ai/*.txt`` (seeded games
between the AI levels, with and without the expansions: one decision a line,
``<player> <decision> <first field> <field>=<value> ...``, cards as
``Name@<rank><suit>``, with ``#<id>`` when the game holds two copies of that
label, a random hand card as ``hand``);
``tests/game/test_golden.py`` replays the same games and names the first line
that differs. A speed change must leave every file untouched; a change to how
an AI plays rewrites its transcripts on purpose, and the diff shows the first
decision it changed.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.actions import DECK, DISCARD, FROM_HAND, LOGGED_AS, Action, action_to_dict  # noqa: E402
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
AI_FOLDER = DATA / "golden-ai"


def _readable(data: dict[str, object], game: Game) -> str:
    """JSON with card ids written as ``Name@<rank><suit>``."""
    cards = game.state.cards
    for key in ("card", "target_card"):
        value = data.get(key)
        if isinstance(value, int) and 0 <= value < len(cards):
            data[key] = cards[value].label
    listed = data.get("cards")
    if isinstance(listed, list):
        data["cards"] = [cards[c].label for c in listed]
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


def ai_path(level: str, players: int, seed: int, expansions: tuple[str, ...]) -> Path:
    return AI_FOLDER / f"{level}-{players}p-{seed}-{'+'.join(expansions) or 'base'}.txt"


def ai_game(level: str, players: int, seed: int, expansions: tuple[str, ...]) -> tuple[Game, list[tuple[int, Action]]]:
    """One seeded game between agents of one level, played to its end, with every decision in order."""
    names = tuple(f"P{seat}" for seat in range(players))
    game = Game.new(GameSetup(names, seed, Rules(expansions=expansions)))
    agents = [make_agent(level, seed * 101 + seat) for seat in range(players)]
    decisions: list[tuple[int, Action]] = []
    while not game.over:
        seat = game.decider
        assert seat is not None
        action = agents[seat].choose(game.view_for(seat))
        decisions.append((seat, action))
        game.apply(seat, action)
    return game, decisions


class Words:
    """How one game's decisions read: players by name, cards by label (and id when a label is not unique)."""

    def __init__(self, game: Game) -> None:
        self.names = [player.name for player in game.state.players]
        labels = [card.label for card in game.state.cards]
        self.cards = [label if labels.count(label) == 1 else f"{label}#{card}" for card, label in enumerate(labels)]

    def value(self, field: str, value: object) -> str:
        if isinstance(value, list):
            return "[" + ",".join(self.value(field, item) for item in value) + "]"
        if not isinstance(value, int) or isinstance(value, bool):
            return json.dumps(value)
        if field == "target_card" and value == LOGGED_AS[FROM_HAND]:
            return "hand"
        if field in ("card", "cards", "cost", "target_card"):
            assert 0 <= value < len(self.cards), f"no card {value}"
            return self.cards[value]
        if field == "source" and value in (LOGGED_AS[DECK], LOGGED_AS[DISCARD]):
            return "deck" if value == LOGGED_AS[DECK] else "discard"
        if field in ("target", "seat", "source"):
            assert 0 <= value < len(self.names), f"no seat {value}"
            return self.names[value]
        return str(value)

    def decision(self, seat: int, action: Action) -> str:
        """``<player> <type> <first field> <field>=<value> ...``: fields in their declared order, None left out."""
        data = action_to_dict(action)
        words = [self.names[seat], data.pop("type")]
        for number, (name, value) in enumerate(data.items()):
            if value is not None:
                words.append(self.value(name, value) if number == 0 else f"{name}={self.value(name, value)}")
        return " ".join(words)


def ai_transcript(level: str, players: int, seed: int, expansions: tuple[str, ...]) -> str:
    """One seeded AI game as text: a heading, one decision a line, the decision count and the winners."""
    game, decisions = ai_game(level, players, seed, expansions)
    words = Words(game)
    outcome = game.outcome
    assert outcome is not None
    lines = [f"# {ai_key(level, players, seed, expansions)}: agents make_agent({level!r}, {seed} * 101 + seat)"]
    lines += [words.decision(seat, action) for seat, action in decisions]
    winners = " ".join(words.names[seat] for seat in outcome.winners)
    lines.append(f"# {len(decisions)} decisions; winners: {outcome.side} {winners}")
    return "\n".join(lines) + "\n"


def path_for(players: int, seed: int) -> Path:
    return DATA / f"golden-{players}p-{seed}.txt"


def main() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for players, seed in GAMES:
        path_for(players, seed).write_text(transcript(players, seed), encoding="utf-8")
        print(f"wrote {path_for(players, seed).relative_to(ROOT)}")
    AI_FOLDER.mkdir(exist_ok=True)
    paths = {ai_path(*game): game for game in AI_GAMES}
    for stale in sorted(set(AI_FOLDER.glob("*.txt")) - set(paths)):
        stale.unlink()
        print(f"removed {stale.relative_to(ROOT)}")
    for path, game in paths.items():
        path.write_text(ai_transcript(*game), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
