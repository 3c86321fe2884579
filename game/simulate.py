"""Headless games between agents: ``python -m game.simulate --players N --games G --seed S [--ai LEVEL] [--json]``.

Prints games, decisions, speed, mean turns, wins by side and errors. An error
is an exception, or a game that reaches the decision cap without ending (a
soft-lock is never silently cut).

``--clock cpu`` times each decision by the thread's CPU time instead of the wall clock (on a shared machine
the wall clock also counts the time other processes held the core).

``--ai LEVEL`` puts one level at every seat (``mixed``: each seat draws easy,
normal or hard); ``--ai-by-role sheriff=hard,deputy=hard,outlaw=normal,renegade=normal``
sets levels by role (roles not named keep ``--ai``). The output adds each
level's decision latency (mean and p99, milliseconds) and role-consistency
counts: attacks by Deputies on the Sheriff, attacks between teammates by their
true roles, and attacks on a seat the attacker itself presumed a friend.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.actions import FROM_HAND, Action, PlayCard, TargetCard
from game.ai import LEVELS, Agent, make_agent
from game.ai.cardinfo import EFFECT
from game.ai.stance import presumed_friend
from game.audit import PlayAudit
from game.cards import KNOWN_EXPANSIONS
from game.engine import Game
from game.events import CardPlayed, PlayerEliminated, TurnStarted
from game.roles import DEPUTY, RENEGADE, SHERIFF, SIDE_OF, Role, Side
from game.series import Series
from game.setup import GameSetup
from game.state import Rules
from game.vocabulary import EffectKey

DECISION_CAP = 20_000
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
MIXED = "mixed"
MIXED_LEVELS = ("easy", "normal", "hard")
ATTACKS: frozenset[EffectKey] = frozenset(
    {
        "bang", "missed", "duel", "jail", "panic", "cat_balou",
        "shot_near", "shot_near_draw", "shot_any", "shot_reach", "steal_any",
    }
)
TAKING: frozenset[EffectKey] = frozenset({"panic", "cat_balou", "steal_any"})
BURDENS: frozenset[EffectKey] = frozenset({"jail", "dynamite"})
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}
"""How decision latency is timed: wall-clock time, or the CPU time of the deciding thread."""


@dataclass(slots=True)
class Summary:
    """Everything measured over a run of games."""

    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    turns: int = 0
    wins: dict[Side, int] = field(default_factory=lambda: dict.fromkeys(Side, 0))
    winners_by_role: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(Role, 0))
    """How many winning players had each role (two Deputies winning count two)."""
    reasons: dict[str, int] = field(default_factory=dict)
    """How 3-player games were won: ``target`` or ``last_alive``."""
    errors: list[str] = field(default_factory=list)
    latency: dict[str, array[float]] = field(default_factory=dict)
    consistency: dict[str, int] = field(
        default_factory=lambda: {
            "attacks": 0,
            "deputy_attacks_on_sheriff": 0,
            "teammate_attacks": 0,
            "attacks_on_presumed_friends": 0,
            "renegade_attacks_on_sheriff_before_the_end": 0,
        }
    )

    audit: PlayAudit = field(default_factory=PlayAudit)
    """How long the games lasted and the plays an expert would question (``game.audit``)."""

    def as_dict(self) -> dict[str, Any]:
        """The JSON-ready report."""
        seconds = max(self.seconds, 1e-9)
        return {
            "games": self.games,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / seconds, 1),
            "decisions_per_second": round(self.decisions / seconds),
            "mean_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "wins": {str(side): count for side, count in self.wins.items()},
            "winners_by_role": {str(role): count for role, count in self.winners_by_role.items()},
            "three_player_wins": dict(self.reasons),
            "errors": len(self.errors),
            "error_samples": self.errors[:10],
            "latency_ms": {level: latency_stats(times) for level, times in sorted(self.latency.items())},
            "role_consistency": dict(self.consistency),
            "play": self.audit.as_dict(),
        }


def latency_stats(times: array[float]) -> dict[str, float]:
    """Decisions, mean and 99th percentile of one level's decision times, in milliseconds."""
    if not times:
        return {"decisions": 0, "mean": 0.0, "p99": 0.0}
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return {
        "decisions": len(ordered),
        "mean": round(1000 * sum(ordered) / len(ordered), 4),
        "p99": round(1000 * p99, 4),
    }


def seat_levels(roles: list[Role], level: str, by_role: dict[Role, str], seed: int) -> list[str]:
    """The level at every seat: by role where given, else ``level`` (``mixed`` draws per seat)."""
    draw = random.Random(seed * 7919 + 17)
    levels = []
    for role in roles:
        chosen = by_role.get(role, level)
        levels.append(draw.choice(MIXED_LEVELS) if chosen == MIXED else chosen)
    return levels


AgentMaker = Callable[[str, int, Game, list[Role]], Agent]
"""Makes one seat's agent from its level, its seed, the game and the true roles (what the harness knows)."""


def honest_agent(level: str, seed: int, game: Game, roles: list[Role]) -> Agent:
    """The agent of a level, which sees only the views it is handed (the game and the roles are not passed on)."""
    return make_agent(level, seed)


def play_game(
    players: int,
    seed: int,
    level: str,
    summary: Summary,
    by_role: dict[Role, str] | None = None,
    rules: Rules | None = None,
    clock: str = "wall",
    make: AgentMaker = honest_agent,
) -> None:
    """Play one game to its end (or the cap) and add it to ``summary``; ``make`` makes the agents (a tool that
    measures what peeking would win passes its own)."""
    game = Game.new(GameSetup(NAMES[:players], seed, rules or Rules()))
    roles = [p.role for p in game.state.players]  # the harness knows roles; agents never see this
    levels = seat_levels(roles, level, by_role or {}, seed)
    agents = [make(levels[seat], seed * 101 + seat, game, roles) for seat in range(players)]
    timings = [summary.latency.setdefault(name, array("d")) for name in levels]
    timer = CLOCKS[clock]
    decisions = 0
    try:
        while not game.over:
            if decisions >= DECISION_CAP:
                summary.errors.append(f"seed {seed}: no end after {DECISION_CAP} decisions (soft-lock)")
                break
            seat = game.decider
            assert seat is not None
            view = game.view_for(seat)
            started = timer()
            action = agents[seat].choose(view)
            timings[seat].append(timer() - started)
            if type(action) is PlayCard:
                _count_presumed(agents[seat], action, summary)
            summary.audit.decided(game, view, action)
            game.apply(seat, action)
            decisions += 1
    except Exception as error:  # a simulator reports every failure and goes on
        summary.errors.append(f"seed {seed}: {type(error).__name__}: {error}")
    summary.games += 1
    summary.decisions += decisions
    _count_turns_and_attacks(game, roles, summary)
    summary.audit.finished(game, roles)
    outcome = game.outcome
    if outcome is not None:
        summary.wins[outcome.side] += 1
        for winner in outcome.winners:
            summary.winners_by_role[roles[winner]] += 1
        if outcome.reason:
            summary.reasons[outcome.reason] = summary.reasons.get(outcome.reason, 0) + 1


def _count_presumed(agent: Agent, action: Action, summary: Summary) -> None:
    """An attack on a seat the attacker's own model rated a friend."""
    if not isinstance(action, PlayCard) or action.target is None or EFFECT[action.card] not in ATTACKS:
        return
    relations: list[float] | None = getattr(agent, "last_relations", None)
    if relations and _hostile(action.card, action.target_card) and presumed_friend(relations[action.target]):
        summary.consistency["attacks_on_presumed_friends"] += 1


def _hostile(card: int, target_card: TargetCard | None) -> bool:
    """Panic!, Cat Balou (or Rag Time, Can Can, Conestoga) on a Jail or Dynamite is help, not an attack."""
    return not (
        EFFECT[card] in TAKING
        and target_card is not None
        and target_card is not FROM_HAND
        and EFFECT[target_card] in BURDENS
    )


def _count_turns_and_attacks(game: Game, roles: list[Role], summary: Summary) -> None:
    """Turns and single-target attacks of the finished game, the attacks judged by the true roles."""
    counts = summary.consistency
    alive = [True] * len(roles)
    for event in game.history:  # no event class has subclasses: its exact type says what it is
        if type(event) is TurnStarted:
            summary.turns += 1
            continue
        if type(event) is PlayerEliminated:
            alive[event.player] = False
            continue
        if type(event) is not CardPlayed:
            continue
        target = event.target
        if event.as_answer or target is None or target == event.player or EFFECT[event.card] not in ATTACKS:
            continue
        if not _hostile(event.card, event.target_card):
            continue
        attacker, victim = roles[event.player], roles[target]
        counts["attacks"] += 1
        if attacker is DEPUTY and victim is SHERIFF:
            counts["deputy_attacks_on_sheriff"] += 1
        if SIDE_OF[attacker] is SIDE_OF[victim] and attacker is not RENEGADE:
            counts["teammate_attacks"] += 1
        others = sum(1 for seat, up in enumerate(alive) if up and roles[seat] not in (SHERIFF, RENEGADE))
        if attacker is RENEGADE and victim is SHERIFF and others > 0:
            counts["renegade_attacks_on_sheriff_before_the_end"] += 1


def simulate(
    players: int,
    games: int,
    seed: int,
    level: str = "random",
    by_role: dict[Role, str] | None = None,
    rules: Rules | None = None,
    clock: str = "wall",
    make: AgentMaker = honest_agent,
) -> Summary:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ... and sum them up."""
    summary = Summary()
    started = time.perf_counter()
    for index in range(games):
        play_game(players, seed + index, level, summary, by_role, rules, clock, make)
    summary.seconds = time.perf_counter() - started
    return summary


def parse_by_role(text: str) -> dict[Role, str]:
    """``sheriff=hard,outlaw=easy`` as a dict; raises ValueError on an unknown role or level."""
    result: dict[Role, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        role, _, level = part.partition("=")
        if role not in tuple(Role) or (level not in LEVELS and level != MIXED):
            raise ValueError(f"bad role=level pair {part!r}")
        result[Role(role)] = level
    return result


def main(argv: list[str] | None = None) -> int:
    """Command line entry point; exit status 1 if any game failed."""
    parser = argparse.ArgumentParser(
        prog="python -m game.simulate", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--players", type=player_counts, default=[5], metavar="N|A..B", help="players, 3 to 8, or a range (3..8)"
    )
    parser.add_argument(
        "--expansions", type=expansion_list, default=(), metavar="LIST", help="dodge_city, high_noon (comma-separated)"
    )
    parser.add_argument("--beginner", action="store_true", help="the beginner game: no book-symbol cards")
    parser.add_argument(
        "--series", type=int, default=0, metavar="N", help="play one series of N games and print its table"
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--ai", default="random", choices=[*sorted(LEVELS), MIXED], help="agent level at every seat (default random)"
    )
    parser.add_argument("--ai-by-role", default="", metavar="ROLE=LEVEL,...", help="levels by role")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--clock", choices=sorted(CLOCKS), default="wall", help="time decisions by the wall clock or by CPU time"
    )
    args = parser.parse_args(argv)
    try:
        by_role = parse_by_role(args.ai_by_role)
    except ValueError as error:
        parser.error(str(error))
    rules = Rules(expansions=args.expansions, beginner=args.beginner)
    if args.series:
        return series_report(args.players[0], args.series, args.seed, args.ai, rules, args.json)
    results = {
        players: simulate(players, args.games, args.seed, args.ai, by_role, rules, args.clock).as_dict()
        for players in args.players
    }
    errors = sum(result["errors"] for result in results.values())
    if args.json:
        only = next(iter(results.values())) if len(results) == 1 else {str(n): r for n, r in results.items()}
        print(json.dumps(only))
        return 1 if errors else 0
    agents = args.ai + (f" ({args.ai_by_role})" if by_role else "")
    options = ",".join(args.expansions) or "base game"
    for players, result in results.items():
        beginner = ", beginner" if args.beginner else ""
        print(f"players: {players}  agent: {agents}  seed: {args.seed}  rules: {options}{beginner}")
        for key, value in result.items():
            if key != "error_samples":
                print(f"{key}: {value}")
        for sample in result["error_samples"]:
            print(f"  error: {sample}")
    return 1 if errors else 0


def series_report(players: int, games: int, seed: int, level: str, rules: Rules, as_json: bool) -> int:
    """Play a series headless, print its table and check that it adds up (exit status 1 if not)."""
    series = Series(NAMES[:players], seed, rules, games)
    while not series.finished:
        game = Game.new(series.next_setup())
        base = series.seed * 1_009 + len(series.records) * 101
        agents = [make_agent(level if level != MIXED else "normal", base + seat) for seat in range(players)]
        while not game.over:
            seat = game.decider
            assert seat is not None
            game.apply(seat, agents[seat].choose(game.view_for(seat)))
        series.record(game)
    table = series.table()
    wins = sum(line.wins for line in table.values())
    adds_up = all(line.games == games for line in table.values()) and wins == sum(
        len(record.winners) for record in series.records
    )
    report = {
        "games": games,
        "table": {
            name: {"games": line.games, "wins": line.wins, "wins_by_role": line.wins_by_role}
            for name, line in table.items()
        },
        "adds_up": adds_up and series.characters_kept(),
    }
    if as_json:
        print(json.dumps(report))
    else:
        print(f"series of {games} games, {players} players, agent {level}, seed {seed}")
        for name, line in table.items():
            roles = ", ".join(f"{role} {count}" for role, count in line.wins_by_role.items() if count)
            print(f"  {name}: {line.games} games, {line.wins} wins ({roles or 'none'})")
        print(f"adds up: {report['adds_up']}")
    return 0 if report["adds_up"] else 1


def player_counts(text: str) -> list[int]:
    """``5`` or ``3..8``; raises ArgumentTypeError outside 3-8."""
    low, dots, high = text.partition("..")
    try:
        counts = list(range(int(low), int(high) + 1)) if dots else [int(text)]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a player count or range: {text!r}") from None
    if not counts or not all(3 <= n <= 8 for n in counts):
        raise argparse.ArgumentTypeError(f"players must be from 3 to 8, not {text!r}")
    return counts


def expansion_list(text: str) -> tuple[str, ...]:
    """``dodge_city,high_noon`` as a sorted tuple; raises ArgumentTypeError on an unknown name."""
    names = tuple(sorted({name.strip() for name in text.split(",") if name.strip()}))
    unknown = set(names) - KNOWN_EXPANSIONS
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown expansions: {', '.join(sorted(unknown))}")
    return names


if __name__ == "__main__":
    sys.exit(main())
