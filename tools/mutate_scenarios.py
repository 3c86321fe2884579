"""Mutation check of scenario files: does every check in a scenario protect something?

``python tools/mutate_scenarios.py [--summary] [--only TEXT] PATH [PATH ...]``

For every scenario file (folders are searched recursively for ``*.json``) each
expected value of every ``expect`` object is changed in turn (an integer +1, a
boolean flipped, a card list with one card dropped or changed, an empty list
given a card, ``waiting_for`` / ``turn`` to another player, ``waiting_kind`` to
another kind, a card to another card, a distance +1, ``winners`` with one name
dropped or one added), and each ``"illegal": true`` is flipped to ``false`` and
removed. Each mutant runs through the scenario runner (``game.scenario.run_file``)
in this process, via a temporary file. A mutant that still PASSES is a
*survivor*: the check it changed does not protect anything. Survivors are
printed as ``SURVIVED <file>: <where>: <mutation>``; the exit status is 1 when
any survives (or when an original scenario fails), else 0.

Changing an expected value is killed whenever the check is evaluated, and a
flipped ``illegal`` is always killed by the runner's own rules; these mutants
prove that every check is reached. Two further checks look for real holes:

* the audit of refused steps (always on): a step marked ``illegal`` that the
  engine refuses only because its player is not the one awaited, or because the
  card it names is not where it says (hand, or play area with ``from:
  in_play``), tests nothing of the rule it is about. Printed as ``WEAK``.
* ``--decisions``: each decision is changed in turn (another target, another
  ``target_card``, another card of the player's starting hand as ``card`` or
  ``cost``, another shown card for ``pick``, ``pass`` instead of ``respond``).
  If the engine accepts the changed decision and every check still holds, no
  check sees that decision: a survivor. Some are legitimate (two identical
  choices); opt-in because of that.

Survivors that are known and accepted are listed in ``WAIVERS`` below with the
reason, not in the scenario files (the scenario contract forbids unknown keys).
"""
from __future__ import annotations

import argparse
import copy
import json
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.cards import Card, catalogue  # noqa: E402
from game.scenario import Scenario, ScenarioError, ScenarioResult, run_file, scenario_files  # noqa: E402

KINDS = ("play", "respond", "pick", "discard")
CARD_LIST_FIELDS = ("hand", "in_play")
CARD_LIST_KEYS = ("discard",)
CARD_KEYS = ("deck_top", "discard_top")
PLAYER_KEYS = ("waiting_for", "turn")
FALLBACK_CARDS = ("Bang!@AS", "Missed!@2S", "Beer@6H")


@dataclass(frozen=True, slots=True)
class Waiver:
    """A survivor that is known and accepted, with the reason."""

    file: str
    """The end of the scenario's path, e.g. ``cards/bang-cancelled-by-missed.json``."""
    where: str
    """``step N`` or ``final expect``, as the runner numbers steps."""
    mutation: str
    reason: str

    def covers(self, file: str, where: str, mutation: str) -> bool:
        path = Path(file).as_posix()
        same_file = path == self.file or path.endswith("/" + self.file)
        return same_file and where == self.where and mutation == self.mutation


WAIVERS: tuple[Waiver, ...] = (
    # Refusing a player who is not awaited is itself a rule of the contract; these steps test it on purpose.
    Waiver("cards/missed-cannot-be-played-in-own-turn.json", "step 3", "refused step: not awaited",
           "a Missed! answers nothing when nothing was shot"),
    Waiver("cards/bang-target-may-pass-holding-missed.json", "step 3", "refused step: not awaited",
           "a player who was not shot cannot answer for the target"),
    Waiver("cards/duel-challenged-answers-first-and-alternates.json", "step 4", "refused step: not awaited",
           "the challenger cannot answer before the challenged"),
    Waiver("cards/general-store-clockwise-last-card-automatic.json", "step 3", "refused step: not awaited",
           "General Store picks go in turn, the player first"),
    # A step refused for its missing cost is refused whatever its target.
    Waiver("dodge_city/cards/rag-time-refused-without-a-second-hand-card.json", "step 1", "target B -> D",
           "without a second hand card Rag Time is refused at any target"),
    # The scenario is about the ability kept through the Jail check, not about her next choice.
    *(
        Waiver("rulings/ruling-20-vera-custer-keeps-lucky-dukes-ability-for-her-next-jail-check.json", "step 16",
               f"target Willy -> {other}", "the choice after the check only shows that she is asked again")
        for other in ("Lucky", "Joe")
    ),
)


@dataclass(frozen=True, slots=True)
class Mutant:
    where: str
    mutation: str
    data: dict[str, Any]


class Mutator:
    """Builds the mutants of one scenario."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.players = [p.get("name") for p in data.get("players", []) if isinstance(p, dict)]
        rules = data.get("rules", {})
        expansions = rules.get("expansions", []) if isinstance(rules, dict) else []
        self.cards: tuple[Card, ...] = catalogue(tuple(e for e in expansions if isinstance(e, str)))
        self.file_cards = _cards_named_in(data)

    # --- where the checks are ---------------------------------------------------

    def mutants(self) -> Iterator[Mutant]:
        steps = self.data.get("steps", [])
        for number, step in enumerate(steps if isinstance(steps, list) else [], start=1):
            if not isinstance(step, dict):
                continue
            where = f"step {number}"
            if isinstance(step.get("expect"), dict):
                for key, value in step["expect"].items():
                    for mutation, new in self.values(key, value):
                        data = copy.deepcopy(self.data)
                        data["steps"][number - 1]["expect"][key] = new
                        yield Mutant(where, f"{key} {mutation}", data)
            elif step.get("illegal") is True:
                data = copy.deepcopy(self.data)
                data["steps"][number - 1]["illegal"] = False
                yield Mutant(where, "illegal true -> false", data)
                data = copy.deepcopy(self.data)
                del data["steps"][number - 1]["illegal"]
                yield Mutant(where, "illegal removed", data)
        final = self.data.get("expect", {})
        if isinstance(final, dict):
            for key, value in final.items():
                for mutation, new in self.values(key, value):
                    data = copy.deepcopy(self.data)
                    data["expect"][key] = new
                    yield Mutant("final expect", f"{key} {mutation}", data)

    def decision_mutants(self) -> Iterator[Mutant]:
        """Each accepted decision changed in one field."""
        steps = self.data.get("steps", [])
        for number, step in enumerate(steps if isinstance(steps, list) else [], start=1):
            if not isinstance(step, dict) or "do" not in step or step.get("illegal") is True:
                continue
            for mutation, new in self.decisions(step):
                data = copy.deepcopy(self.data)
                data["steps"][number - 1] = new
                yield Mutant(f"step {number}", mutation, data)

    def decisions(self, step: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
        do = step["do"]
        if do == "respond" and step.get("from") != "in_play":
            yield "respond -> pass", {"do": "pass", "by": step["by"]}
        if "target" in step:
            for name in self.players:
                if name != step["target"]:
                    yield f"target {step['target']} -> {name}", {**step, "target": name}
        if "target_card" in step:
            options = ["hand", *self.in_play_of(step.get("target"))]
            for other in dict.fromkeys(options):
                if other.partition("@")[0] != str(step["target_card"]).partition("@")[0]:
                    yield f"target_card {step['target_card']} -> {other}", {**step, "target_card": other}
        pool = self.deck_cards() if do == "pick" else self.hand_of(step.get("by"))
        for key in ("card", "cost"):
            if key in step and step.get("from") != "in_play":
                for other in dict.fromkeys(pool):
                    if other != step[key] and other.partition("@")[0] != step[key]:
                        yield f"{key} {step[key]} -> {other}", {**step, key: other}

    def player_entry(self, name: Any) -> dict[str, Any]:
        return next((p for p in self.data.get("players", []) if isinstance(p, dict) and p.get("name") == name), {})

    def hand_of(self, name: Any) -> list[str]:
        return [c for c in self.player_entry(name).get("hand", []) if isinstance(c, str)]

    def in_play_of(self, name: Any) -> list[str]:
        return [c for c in self.player_entry(name).get("in_play", []) if isinstance(c, str)]

    def deck_cards(self) -> list[str]:
        deck = self.data.get("deck", [])
        return [c for c in deck if isinstance(c, str)] if isinstance(deck, list) else []

    # --- how one expected value changes ---------------------------------------------

    def values(self, key: str, value: Any) -> Iterator[tuple[str, Any]]:
        field = key.rpartition(".")[2]
        if isinstance(value, bool):
            yield f"{_show(value)} -> {_show(not value)}", not value
        elif isinstance(value, int):
            yield f"{value} -> {value + 1}", value + 1
        elif key in PLAYER_KEYS:
            yield from self.other_players(value)
        elif key == "waiting_kind":
            for kind in KINDS:
                if kind != value:
                    yield f"{value} -> {kind}", kind
        elif key == "winners" and isinstance(value, list):
            for name in dict.fromkeys(value):
                yield f"drop {name}", [n for n in value if n != name]
            loser = next((n for n in self.players if n not in value), None)
            if loser is not None:
                yield f"add {loser}", [*value, loser]
        elif key == "distance" and isinstance(value, dict):
            for pair, number in value.items():
                if isinstance(number, int) and not isinstance(number, bool):
                    yield f"{pair} {number} -> {number + 1}", {**value, pair: number + 1}
        elif (field in CARD_LIST_FIELDS or key in CARD_LIST_KEYS) and isinstance(value, list):
            yield from self.card_lists(value)
        elif key in CARD_KEYS:
            if value is None:
                yield f"null -> {self.file_cards[0]}", self.file_cards[0]
            else:
                for other in self.other_cards(value):
                    yield f"{value} -> {other}", other
                yield f"{value} -> null", None
        elif isinstance(value, str):
            yield f"{value!r} -> 'x'", value + "x"

    def other_players(self, value: Any) -> Iterator[tuple[str, Any]]:
        if value is None:
            if self.players:
                yield f"null -> {self.players[0]}", self.players[0]
            return
        if value in self.players and len(self.players) > 1:
            following = self.players[(self.players.index(value) + 1) % len(self.players)]
            yield f"{value} -> {following}", following
        yield f"{value} -> null", None

    def card_lists(self, value: list[Any]) -> Iterator[tuple[str, Any]]:
        if not value:
            card = self.file_cards[0]
            yield f"[] -> [{card}]", [card]
            return
        for card in dict.fromkeys(value):
            index = value.index(card)
            yield f"drop {card}", value[:index] + value[index + 1 :]
            for other in self.other_cards(card):
                yield f"{card} -> {other}", [*value[:index], other, *value[index + 1 :]]

    def other_cards(self, text: Any) -> list[str]:
        """Another copy of the same name (when the card names its copy), and a card of another name."""
        if not isinstance(text, str):
            return []
        name, _, code = text.partition("@")
        result: list[str] = []
        if code:
            twin = next((c.label for c in self.cards if c.name == name and c.label != text), None)
            if twin is not None:
                result.append(twin)
        stranger = next((c for c in self.file_cards if c.partition("@")[0] != name), None)
        if stranger is None:
            stranger = next(c for c in FALLBACK_CARDS if c.partition("@")[0] != name)
        result.append(stranger)
        return result


def _show(value: Any) -> str:
    return json.dumps(value)


def _cards_named_in(data: dict[str, Any]) -> list[str]:
    """Every card text of the setup, in file order (the pool that changed cards come from)."""
    found: list[str] = []
    places: list[Any] = []
    for player in data.get("players", []):
        if isinstance(player, dict):
            places += [player.get("hand", []), player.get("in_play", [])]
    places += [data.get("deck", []), data.get("discard", [])]
    for place in places:
        if isinstance(place, list):
            found += [card for card in place if isinstance(card, str) and card not in found]
    return found or list(FALLBACK_CARDS)


class AuditedScenario(Scenario):
    """The runner's scenario, noting each refused step that is refused for the wrong reason."""

    def __init__(self, data: Any) -> None:
        self.weak: list[tuple[str, str]] = []
        super().__init__(data)

    def decide(self, step: dict[str, Any], number: int) -> None:
        if step.get("illegal") is True:
            self.audit(step, f"step {number}")
        super().decide(step, number)

    def audit(self, step: dict[str, Any], where: str) -> None:
        try:
            player = self.table.seat(step.get("by"))
        except ScenarioError:
            return
        if self.game.decider != player:
            self.weak.append((where, "refused step: not awaited"))
            return
        if step.get("do") not in ("play", "respond") or not isinstance(step.get("card"), str):
            return
        spec = self.parse_card(step["card"])
        state = self.game.state.players[player]
        zone = state.in_play if step.get("from") == "in_play" else state.hand
        if not any(spec.matches(self.table.cards[card]) for card in zone):
            place = "play area" if step.get("from") == "in_play" else "hand"
            self.weak.append((where, f"refused step: {step['card']} is not in the {place}"))


def weak_steps(data: Any) -> list[tuple[str, str]]:
    """The refused steps of a passing scenario that are refused for the wrong reason."""
    scenario = AuditedScenario(data)
    scenario.run()
    return scenario.weak


@dataclass(slots=True)
class Report:
    files: int = 0
    mutants: int = 0
    survived: int = 0
    weak: int = 0
    waived: int = 0
    broken: int = 0


def mutate_file(path: Path, scratch: Path, report: Report, show_waived: bool, decisions: bool = False) -> list[str]:
    """Run every mutant of one file; return the lines to print."""
    lines: list[str] = []
    label = path.as_posix()
    original = run_file(path, label)
    report.files += 1
    if not original.passed:
        report.broken += 1
        return [f"BROKEN {label}: the original fails: {original.reason}"]
    data = json.loads(path.read_text(encoding="utf-8"))

    def survivor(kind: str, where: str, mutation: str) -> None:
        waiver = next((w for w in WAIVERS if w.covers(label, where, mutation)), None)
        if waiver is None:
            if kind == "WEAK":
                report.weak += 1
            else:
                report.survived += 1
            lines.append(f"{kind} {label}: {where}: {mutation}")
        else:
            report.waived += 1
            if show_waived:
                lines.append(f"WAIVED {label}: {where}: {mutation} ({waiver.reason})")

    for where, problem in weak_steps(data):
        survivor("WEAK", where, problem)
    mutator = Mutator(data)
    mutants = list(mutator.mutants())
    if decisions:
        mutants += mutator.decision_mutants()
    for mutant in mutants:
        report.mutants += 1
        scratch.write_text(json.dumps(mutant.data), encoding="utf-8")
        if not run_file(scratch, label).passed:
            continue
        survivor("SURVIVED", mutant.where, mutant.mutation)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Mutate the checks of scenario files and report the survivors.")
    parser.add_argument("paths", nargs="+", help="scenario files or folders")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT",
                        help="mutate only files whose path contains TEXT (repeatable)")
    parser.add_argument("--summary", action="store_true", help="print 'N files, M mutants, K survived' at the end")
    parser.add_argument("--show-waived", action="store_true", help="also print the survivors that WAIVERS accepts")
    parser.add_argument("--decisions", action="store_true",
                        help="also change each decision (target, card, cost, pick, pass) and report the unseen ones")
    args = parser.parse_args(argv)
    found = list(scenario_files(args.paths))
    files = [p for p in found if isinstance(p, Path) and (not args.only or any(t in p.as_posix() for t in args.only))]
    unlisted = [entry for entry in found if isinstance(entry, ScenarioResult)]
    report = Report(broken=len(unlisted))
    for problem in unlisted:
        print(f"BROKEN {problem.path}: {problem.reason}", flush=True)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mutants-") as folder:
        scratch = Path(folder) / "mutant.json"
        for path in files:
            for line in mutate_file(path, scratch, report, args.show_waived, args.decisions):
                print(line, flush=True)
    if args.summary:
        extra = f", {report.weak} weak refused steps" if report.weak else ""
        extra += f", {report.waived} waived" if report.waived else ""
        broken = f", {report.broken} broken (the original fails)" if report.broken else ""
        seconds = time.perf_counter() - started
        print(f"{report.files} files, {report.mutants} mutants, {report.survived} survived{extra}{broken}"
              f" ({seconds:.1f} s)")
    return 1 if report.survived or report.weak or report.broken else 0


if __name__ == "__main__":
    sys.exit(main())
