"""Static check of scenario files against the contract, without running an engine.

``python tools/lint_scenarios.py [--cards PATH] FILE_OR_FOLDER ...``

It checks what can be checked without playing: the JSON parses; only contract
keys (``../shared/docs/scenarios.md``, with the "Expansions and variants"
section); every card ``Name`` / ``Name@RS`` exists in the catalogue of the
chosen expansions (``docs/cards.json``, the repository's copy of
``../shared/docs/cards.json``, unless ``--cards`` names another file); no copy
is placed twice (exact copies first, then names take the first free copy, as the
runner places them); the roles fit the player count, dead players included;
characters exist for the chosen expansions; steps and checks name real players.
High Noon: ``event`` and ``events`` name real events (the 13 of ``cards.json``),
each at most once, with ``High Noon`` only last (or in force with nothing listed
after it), and only with the ``high_noon`` expansion; ``round`` is a positive
whole number; a file that reaches a round's first turn (the Sheriff's, the
Deputy's at 3 players) with the event stack not fixed (``High Noon`` not placed)
would reveal a random event. Beginner game: no card with the book symbol is
placed. One line per problem, then ``N files, M problems``; exit status 1 when
there is a problem.

``--malformed``: the files are meant to be malformed; each must show at least
one problem, and the ones that show none are listed instead (exit status 1).
``--counts``: also print, per file, the size of the draw pile at setup.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CARDS = ROOT / "docs" / "cards.json"
"""The repository's copy of ``../shared/docs/cards.json`` (tests/game/test_catalogue.py says when they differ)."""

TOP_KEYS = {
    "title", "rules", "seed", "players", "deck", "discard", "turn", "start", "bangs_played", "steps", "expect",
    "event", "events", "round",
}
RULES_KEYS = {"expansions", "beginner"}
PLAYER_KEYS = {"name", "role", "character", "hp", "hand", "in_play", "alive"}
STEP_KEYS = {"do", "by", "card", "cards", "target", "target_card", "from", "illegal", "cost"}
DECISIONS = {"play", "end", "ability", "respond", "pass", "pick", "discard"}
PLAYER_CHECKS = {"hp", "max_hp", "alive", "hand", "in_play", "hand_count"}
GLOBAL_CHECKS = {
    "deck_count", "discard_count", "deck_top", "discard_top", "discard", "turn", "waiting_for", "waiting_kind",
    "distance", "game_over", "winners", "event", "events_count", "events_top",
}
KINDS = {"play", "respond", "pick", "discard"}
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}
BEGINNER_OUT = {"Dynamite", "Duel", "General Store", "Indians!", "Jail"}
EVENT_CHECKS = {"event", "events_top"}


class Catalogue:
    """Cards and characters of cards.json for one choice of expansions."""

    def __init__(self, data: dict[str, Any], expansions: list[str], beginner: bool = False) -> None:
        sets = ["base"] + (["dodge_city"] if "dodge_city" in expansions else [])
        self.cards: list[tuple[str, str, str]] = [
            (card["name"], card["rank"], card["suit"]) for part in sets for card in data[part]
        ]
        self.characters = {c["name"]: c["hp"] for part in sets for c in data["characters"][part]}
        self.roles = {int(count): Counter(roles) for count, roles in data["roles"].items()}
        self.events = {event["name"] for event in data["high_noon"]}
        self.last_event = next(event["name"] for event in data["high_noon"] if event.get("last"))
        self.in_game = [card for card in self.cards if not (beginner and card[0] in BEGINNER_OUT)]


def parse(text: Any, catalogue: Catalogue, problems: list[str], where: str) -> tuple[str, str | None, str | None]:
    if not isinstance(text, str):
        problems.append(f"{where}: a card must be a string, not {text!r}")
        return ("?", None, None)
    name, _, code = text.partition("@")
    if not any(card[0] == name for card in catalogue.cards):
        problems.append(f"{where}: unknown card {name!r} for these expansions")
        return (name, None, None)
    if not code:
        return (name, None, None)
    rank, suit = code[:-1], code[-1:]
    if rank not in RANKS or suit not in SUITS:
        problems.append(f"{where}: bad suit or rank in {text!r}")
        return (name, None, None)
    if (name, rank, SUITS[suit]) not in catalogue.cards:
        problems.append(f"{where}: there is no {text!r} in the catalogue")
    return (name, rank, SUITS[suit])


def place(specs: list[tuple[str, str | None, str | None]], catalogue: Catalogue, problems: list[str]) -> None:
    """Exact copies first, then names take the first free copy in catalogue order."""
    free = list(range(len(catalogue.cards)))
    for exact in (True, False):
        for name, rank, suit in specs:
            if (rank is not None) != exact:
                continue
            fits = [i for i in free if catalogue.cards[i][0] == name and rank in (None, catalogue.cards[i][1])]
            match = next((i for i in fits if suit in (None, catalogue.cards[i][2])), None)
            if match is None:
                letter = next((k for k, v in SUITS.items() if v == suit), "")
                label = name if rank is None else f"{name}@{rank}{letter}"
                problems.append(f"setup: more copies of {label} than the catalogue has")
                continue
            free.remove(match)


def lint(path: Path, data_cards: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        return [f"cannot read: {error}"]
    if not isinstance(data, dict):
        return ["not a JSON object"]
    problems += [f"unknown top key {key!r}" for key in sorted(set(data) - TOP_KEYS)]
    if not isinstance(data.get("title"), str) or not data["title"].strip():
        problems.append("missing title")
    rules = data.get("rules", {})
    problems += [f"unknown rules key {key!r}" for key in sorted(set(rules) - RULES_KEYS)]
    expansions = rules.get("expansions", [])
    problems += [f"unknown expansion {e!r}" for e in expansions if e not in ("dodge_city", "high_noon")]
    catalogue = Catalogue(data_cards, expansions, rules.get("beginner") is True)
    if "beginner" in rules and not isinstance(rules["beginner"], bool):
        problems.append("rules.beginner must be true or false")
    players = data.get("players", [])
    if not isinstance(players, list) or not 2 <= len(players) <= 8:
        return [*problems, "players must list 2 to 8 players"]
    names = [p.get("name") for p in players]
    if len(set(names)) != len(names):
        problems.append("player names are not unique")
    roles = Counter(p.get("role") for p in players)
    wanted = catalogue.roles.get(len(players))
    if len(players) >= 3 and wanted is not None and roles != wanted:
        problems.append(f"roles {dict(roles)} do not fit {len(players)} players ({dict(wanted)})")
    characters = Counter(p.get("character") for p in players)
    problems += [f"character {c!r} used twice" for c, n in characters.items() if n > 1]
    specs: list[tuple[str, str | None, str | None]] = []
    for player in players:
        who = player.get("name")
        problems += [f"{who}: unknown player key {key!r}" for key in sorted(set(player) - PLAYER_KEYS)]
        if player.get("character") not in catalogue.characters:
            problems.append(f"{who}: unknown character {player.get('character')!r} for these expansions")
        if player.get("alive", True) is False and (player.get("hand") or player.get("in_play")):
            problems.append(f"{who}: a dead player holds cards")
        hp = player.get("hp")
        if hp is not None and (not isinstance(hp, int) or hp < 1) and player.get("alive", True):
            problems.append(f"{who}: bad hp {hp!r}")
        for field in ("hand", "in_play"):
            specs += [parse(c, catalogue, problems, f"{who}.{field}") for c in player.get(field, [])]
        in_play_names = [parse(c, catalogue, [], "")[0] for c in player.get("in_play", [])]
        problems += [f"{who}: two {n} in play" for n, k in Counter(in_play_names).items() if k > 1]
    for pile in ("deck", "discard"):
        specs += [parse(c, catalogue, problems, pile) for c in data.get(pile, [])]
    place(specs, catalogue, problems)
    if rules.get("beginner"):
        problems += [f"beginner game places {name}" for name, _, _ in specs if name in BEGINNER_OUT]
    alive = {p.get("name") for p in players if p.get("alive", True)}
    if data.get("turn", names[0]) not in alive:
        problems.append(f"turn {data.get('turn')!r} is not a living player")
    if data.get("start", "turn_start") not in ("turn_start", "play"):
        problems.append(f"bad start {data.get('start')!r}")
    for number, step in enumerate(data.get("steps", []), start=1):
        where = f"step {number}"
        if "expect" in step:
            if set(step) != {"expect"}:
                problems.append(f"{where}: an expect step holds only 'expect'")
            problems += check_expect(step["expect"], names, catalogue, where)
            continue
        problems += [f"{where}: unknown step key {key!r}" for key in sorted(set(step) - STEP_KEYS)]
        if step.get("do") not in DECISIONS:
            problems.append(f"{where}: unknown decision {step.get('do')!r}")
        if step.get("by") not in names:
            problems.append(f"{where}: 'by' names no player")
        if "target" in step and step["target"] not in names:
            problems.append(f"{where}: target {step['target']!r} names no player")
        for key in ("card", "cost"):
            if key in step:
                parse(step[key], catalogue, problems, where)
        for card in step.get("cards", []):
            parse(card, catalogue, problems, where)
        if "target_card" in step and step["target_card"] != "hand":
            parse(step["target_card"], catalogue, problems, where)
        source = step.get("from")
        if source is not None and source not in ("in_play", "deck", "discard") and source not in names:
            problems.append(f"{where}: bad 'from' {source!r}")
        if source == "in_play" and step.get("do") not in ("play", "respond"):
            problems.append(f"{where}: 'from: in_play' belongs to play or respond")
    problems += check_expect(data.get("expect", {}), names, catalogue, "final expect")
    problems += unplaced_copies(data, specs)
    problems += check_events(data, expansions, catalogue)
    problems += random_reveal(data, players, catalogue)
    return problems


def draw_pile_at_setup(path: Path, data_cards: dict[str, Any]) -> int | None:
    """Cards in the draw pile when the scenario begins: the game's cards minus those placed elsewhere."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        rules = data.get("rules", {})
        catalogue = Catalogue(data_cards, rules.get("expansions", []), rules.get("beginner") is True)
        placed = sum(len(p.get(field, [])) for p in data["players"] for field in ("hand", "in_play"))
        return len(catalogue.in_game) - placed - len(data.get("discard", []))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def check_events(data: dict[str, Any], expansions: list[str], catalogue: Catalogue) -> list[str]:
    """The High Noon setup keys: real events, each once, High Noon only last, a positive round."""
    problems: list[str] = []
    event = data.get("event")
    events = data.get("events", [])
    if ("event" in data or "events" in data) and "high_noon" not in expansions:
        problems.append("'event' / 'events' need the high_noon expansion")
    if event is not None and event not in catalogue.events:
        problems.append(f"unknown event {event!r}")
    if not isinstance(events, list) or not all(isinstance(name, str) for name in events):
        return [*problems, "'events' must be a list of event names"]
    problems += [f"unknown event {name!r} in 'events'" for name in events if name not in catalogue.events]
    placed = ([event] if event is not None else []) + events
    problems += [f"event {name!r} placed {count} times" for name, count in Counter(placed).items() if count > 1]
    if catalogue.last_event in events[:-1]:
        problems.append(f"{catalogue.last_event!r} listed in 'events' but not last")
    if event == catalogue.last_event and events:
        problems.append(f"{catalogue.last_event!r} in force, yet events are listed after it")
    if "round" in data and (not isinstance(data["round"], int) or isinstance(data["round"], bool) or data["round"] < 1):
        problems.append(f"bad round {data['round']!r}")
    return problems


def random_reveal(data: dict[str, Any], players: list[dict[str, Any]], catalogue: Catalogue) -> list[str]:
    """A round's first turn reveals the top event: with the stack not fixed, that event is random.

    Heuristic: the file starts at that turn (round 2 or later), or some player ends his turn
    while the next living seat clockwise is the round's first player.
    """
    if "high_noon" not in data.get("rules", {}).get("expansions", []):
        return []
    if data.get("event") == catalogue.last_event or catalogue.last_event in data.get("events", []):
        return []
    roles = [p.get("role") for p in players]
    first_role = "sheriff" if "sheriff" in roles else "deputy"
    first = next((p.get("name") for p in players if p.get("role") == first_role), None)
    names = [p.get("name") for p in players]
    alive = [p.get("name") for p in players if p.get("alive", True)]
    starts_round = data.get("turn", names[0]) == first and data.get("start", "turn_start") == "turn_start"
    if starts_round and data.get("round", 2) >= 2:
        return ["the file starts at a round's first turn with the event stack not fixed: a random event is revealed"]
    for step in data.get("steps", []):
        if step.get("do") == "end" and step.get("by") in names:
            seat = names.index(step["by"])
            following = next((names[(seat + k) % len(names)] for k in range(1, len(names) + 1)
                              if names[(seat + k) % len(names)] in alive), None)
            if following == first:
                return [f"{step['by']} ends his turn before the round's first turn with the event stack not fixed"]
    return []


def unplaced_copies(data: dict[str, Any], placed: list[tuple[str, str | None, str | None]]) -> list[str]:
    """An exact copy named in a step or a check but placed nowhere lies at a seeded random depth of the deck.

    A card placed by its name alone is the first free copy in the catalogue's order: the runner resolves it,
    so it counts as placed exactly.
    """
    exact = {f"{name}@{rank}{letter}" for name, rank, suit in placed for letter, full in SUITS.items() if full == suit}
    exact |= resolved_placements(data)
    named: set[str] = set()
    for item in [*data.get("steps", []), {"expect": data.get("expect", {})}]:
        values: list[Any] = [item.get(key) for key in ("card", "cost", "target_card")] + list(item.get("cards", []))
        for key, value in item.get("expect", {}).items():
            if key.endswith((".hand", ".in_play")) or key == "discard":
                values += value
            elif key in ("deck_top", "discard_top"):
                values.append(value)
        named |= {v for v in values if isinstance(v, str) and "@" in v}
    return [f"{card} is named but placed nowhere in the setup" for card in sorted(named - exact)]


def resolved_placements(data: dict[str, Any]) -> set[str]:
    """The exact copies the runner puts where the setup lists cards (empty if the setup does not build)."""
    root = str(Path(__file__).resolve().parent.parent)
    if root not in sys.path:
        sys.path.insert(0, root)
    from game.scenario import Scenario, ScenarioError  # noqa: PLC0415  (after the path above: a script of tools/)

    try:
        scenario = Scenario(data)
    except (ScenarioError, ValueError, KeyError, TypeError):
        return set()
    state = scenario.game.state
    cards = state.cards
    listed = [*state.deck[len(state.deck) - len(data.get("deck", [])) :], *state.discard]
    for player in state.players:
        listed += [*player.hand, *player.in_play]
    return {cards[card].label for card in listed}


def check_expect(expect: Any, names: list[Any], catalogue: Catalogue, where: str) -> list[str]:
    problems: list[str] = []
    if not isinstance(expect, dict):
        return [f"{where}: expect must be an object"]
    for key, value in expect.items():
        if "." in key:
            name, _, field = key.rpartition(".")
            if name not in names or field not in PLAYER_CHECKS:
                problems.append(f"{where}: unknown check {key!r}")
            elif field in ("hand", "in_play"):
                for card in value:
                    parse(card, catalogue, problems, f"{where} {key}")
            continue
        if key not in GLOBAL_CHECKS:
            problems.append(f"{where}: unknown check {key!r}")
        elif key in ("deck_top", "discard_top") and value is not None:
            parse(value, catalogue, problems, f"{where} {key}")
        elif key == "discard":
            for card in value:
                parse(card, catalogue, problems, f"{where} {key}")
        elif key in ("waiting_for", "turn") and value is not None and value not in names:
            problems.append(f"{where}: {key} names no player")
        elif key == "waiting_kind" and value not in KINDS:
            problems.append(f"{where}: bad waiting_kind {value!r}")
        elif key == "winners" and any(n not in names for n in value):
            problems.append(f"{where}: winners name no player")
        elif key in EVENT_CHECKS and value is not None and value not in catalogue.events:
            problems.append(f"{where}: {key} names no event: {value!r}")
        elif key == "events_count" and (not isinstance(value, int) or not 0 <= value <= len(catalogue.events)):
            problems.append(f"{where}: bad events_count {value!r}")
        elif key == "distance":
            for pair in value:
                left, _, right = pair.partition(">")
                if left not in names or right not in names:
                    problems.append(f"{where}: distance {pair!r} names no player")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS)
    parser.add_argument("--malformed", action="store_true", help="every file must show at least one problem")
    parser.add_argument("--counts", action="store_true", help="print the draw pile at setup for each file")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args(argv)
    if not args.cards.is_file():
        parser.error(f"no card data at {args.cards}")
    cards = json.loads(args.cards.read_text(encoding="utf-8"))
    files: list[Path] = []
    for text in args.paths:
        path = Path(text)
        files += sorted(path.rglob("*.json")) if path.is_dir() else [path]
    count = 0
    clean: list[Path] = []
    for path in files:
        problems = lint(path, cards)
        if args.counts:
            print(f"{path}: draw pile at setup {draw_pile_at_setup(path, cards)}")
        for problem in problems:
            print(f"{path}: {problem}")
        count += len(problems)
        if not problems:
            clean.append(path)
    if args.malformed:
        for path in clean:
            print(f"{path}: no problem found in a file meant to be malformed")
        print(f"{len(files)} files, {count} problems, {len(clean)} without a problem")
        return 1 if clean else 0
    print(f"{len(files)} files, {count} problems")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
