"""The scenario runner: ``python -m game.scenario PATH [PATH ...]``.

A scenario lays out a table, stacks the deck, scripts every decision and states
what must hold (see ``../shared/docs/scenarios.md``; the format is a contract).
Each file prints ``PASS <file>: <title>`` or ``FAIL <file>: <title>: <reason>``;
the last line is ``N passed, M failed``; the exit status is 0 only if all passed.
"""
from __future__ import annotations

import io
import json
import os
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.actions import (
    DECK,
    DISCARD,
    FROM_HAND,
    Action,
    ChooseCard,
    ChoosePlayer,
    ChooseSource,
    DiscardCard,
    EndTurn,
    KeepCards,
    Pass,
    PickCard,
    PlayCard,
    Respond,
    UseAbility,
)
from game.cards import KNOWN_EXPANSIONS, RANK_VALUE, Card, Kind, Suit, cards_in_game, catalogue
from game.characters import CHARACTERS, characters_for
from game.distance import distance
from game.engine import Game
from game.errors import IllegalActionError
from game.eventcards import EVENT_NAMES, HIGH_NOON, SHUFFLED_EVENTS
from game.flow import PlayPhase, StartTurn, opening_stack
from game.roles import ROLE_DISTRIBUTION, Role, is_three_player_game, winning_side
from game.save import read_text_file
from game.snapshot import LOWEST_HP, MAX_BANGS_PLAYED, MAX_ROUND, state_from_dict
from game.state import GameState, PlayerState, Rules, Task, WaitingKind

TOP_KEYS = {
    "title", "rules", "seed", "players", "deck", "discard", "turn", "start", "bangs_played", "steps", "expect",
    "event", "events", "round",
}
PLAYER_KEYS = {"name", "role", "character", "hp", "hand", "in_play", "alive"}
STEP_KEYS = {"do", "by", "card", "cards", "target", "target_card", "from", "cost", "illegal"}
RULES_KEYS = {"expansions", "beginner"}
SUPPORTED_EXPANSIONS: tuple[str, ...] = ("dodge_city", "high_noon")
IN_PLAY = "in_play"
"""``from: "in_play"``: a green card used from the play area."""
MAX_SCENARIO_BYTES = 1 << 20
"""A scenario is a few kilobytes; anything past a mebibyte is refused unread."""
KINDS_OF_STEP = {
    "play": ("play",),
    "end": ("play",),
    "ability": ("play", "respond"),
    "respond": ("respond",),
    "pass": ("respond",),
    "pick": ("pick",),
    "discard": ("discard",),
}


class ScenarioError(Exception):
    """The scenario failed; the message is the reason printed after FAIL."""


class StepRefused(Exception):
    """A decision that cannot be made as the step words it (the card is not where the step says): it counts
    as refused, exactly like a refusal by the engine."""


@dataclass(frozen=True, slots=True)
class CardSpec:
    """``Name`` or ``Name@<rank><suit>`` from a scenario file."""

    name: str
    rank: int | None = None
    suit: Suit | None = None

    def matches(self, card: Card) -> bool:
        return card.name == self.name and (self.rank is None or (card.rank == self.rank and card.suit is self.suit))

    def __str__(self) -> str:
        if self.rank is None or self.suit is None:
            return self.name
        return f"{self.name}@{_rank_name(self.rank)}{self.suit.value}"


def _rank_name(rank: int) -> str:
    return next(name for name, value in RANK_VALUE.items() if value == rank)


@dataclass(frozen=True, slots=True)
class ScenarioResult:
    path: str
    title: str
    passed: bool
    reason: str = ""

    def line(self) -> str:
        path, title = one_line(self.path), one_line(self.title)
        if self.passed:
            return f"PASS {path}: {title}"
        return f"FAIL {path}: {title}: {one_line(self.reason)}"


def one_line(text: str) -> str:
    """``text`` with line breaks and other unprintable characters escaped, so each result stays one line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


class Scenario:
    """One scenario file turned into a running game."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, dict):
            raise ScenarioError("the file must hold a JSON object")
        unknown = set(data) - TOP_KEYS
        if unknown:
            raise ScenarioError(f"unknown key(s) {', '.join(sorted(unknown))}")
        self.data = data
        rules = data.get("rules", {})
        if not isinstance(rules, dict) or set(rules) - RULES_KEYS:
            raise ScenarioError("'rules' must be an object with only 'expansions' and 'beginner'")
        expansions = rules.get("expansions", [])
        if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
            raise ScenarioError("'rules.expansions' must be a list of names")
        for expansion in expansions:
            if expansion not in KNOWN_EXPANSIONS:
                raise ScenarioError(f"unknown expansion {expansion!r}")
            if expansion not in SUPPORTED_EXPANSIONS:
                raise ScenarioError(f"expansion {expansion!r} is not implemented yet")
        if len(set(expansions)) != len(expansions):
            raise ScenarioError("'rules.expansions' names an expansion twice")
        beginner = rules.get("beginner", False)
        if not isinstance(beginner, bool):
            raise ScenarioError("'rules.beginner' must be true or false")
        self.rules = Rules(tuple(sorted(expansions)), beginner=beginner)
        self.cards = catalogue(self.rules.expansions)
        in_game = set(cards_in_game(self.rules.expansions, beginner))
        self.game_cards = [card for card in self.cards if card.id in in_game]
        self.names = {card.name for card in self.cards}
        self.names_in_game = {card.name for card in self.game_cards}
        self.characters = {c.name for c in characters_for(self.rules.expansions)}
        self.game = Game(self._build_state())

    # --- setting the table ------------------------------------------------------

    def parse_card(self, text: Any) -> CardSpec:
        if not isinstance(text, str):
            raise ScenarioError(f"a card must be a string, not {text!r}")
        name, at, code = text.partition("@")
        if name not in self.names:
            raise ScenarioError(f"unknown card {name!r}")
        if name not in self.names_in_game:
            raise ScenarioError(f"{name} has the book symbol: it is out of the beginner game")
        if not at:
            return CardSpec(name)
        if not code:
            raise ScenarioError(f"{text!r} has an empty suit and rank (write {name!r} or {name + '@AS'!r})")
        rank, suit = code[:-1], code[-1:]
        if rank not in RANK_VALUE or suit not in ("S", "H", "D", "C"):
            raise ScenarioError(f"bad suit or rank in card {text!r}")
        spec = CardSpec(name, RANK_VALUE[rank], Suit(suit))
        if not any(spec.matches(card) for card in self.game_cards):
            raise ScenarioError(f"there is no card {text!r} in the catalogue")
        return spec

    def _card_list(self, value: Any, what: str) -> list[CardSpec]:
        if not isinstance(value, list):
            raise ScenarioError(f"{what} must be a list of cards")
        return [self.parse_card(item) for item in value]

    def _player(self, entry: Any, players: list[PlayerState]) -> PlayerState:
        """One seat from its setup entry, its life checked against its character and role."""
        if not isinstance(entry, dict):
            raise ScenarioError("each player must be an object")
        unknown = set(entry) - PLAYER_KEYS
        if unknown:
            raise ScenarioError(f"unknown player key(s) {', '.join(sorted(unknown))}")
        name = entry.get("name")
        if not isinstance(name, str) or any(p.name == name for p in players):
            raise ScenarioError(f"player names must be unique strings ({name!r})")
        try:
            role = Role(entry.get("role"))
        except ValueError:
            raise ScenarioError(f"unknown role {entry.get('role')!r} for {name}") from None
        character = entry.get("character")
        if not isinstance(character, str) or character not in CHARACTERS:
            raise ScenarioError(f"unknown character {character!r} for {name}")
        if character not in self.characters:
            expansion = CHARACTERS[character].expansion
            raise ScenarioError(f"{character} belongs to {expansion}, which is not in 'rules.expansions'")
        max_hp = CHARACTERS[character].hp + (1 if role is Role.SHERIFF else 0)
        hp = entry.get("hp", max_hp)
        alive = entry.get("alive", True)
        if not isinstance(hp, int) or isinstance(hp, bool) or not isinstance(alive, bool):
            raise ScenarioError(f"bad hp or alive for {name}")
        if alive and not 1 <= hp <= max_hp:
            raise ScenarioError(f"{name}: hp {hp} is not between 1 and {max_hp} (a living {character}, {role.value})")
        if not alive and not LOWEST_HP <= hp <= max_hp:
            raise ScenarioError(f"{name}: hp {hp} is not between {LOWEST_HP} and {max_hp}")
        return PlayerState(name, role, character, hp, max_hp, alive=alive)

    def _check_roles(self, players: list[PlayerState]) -> None:
        """The roles of cards.md e. for the player count, and a game that is not over yet."""
        wanted = ROLE_DISTRIBUTION[len(players)]
        roles = [p.role for p in players]
        if sorted(r.value for r in roles) != sorted(r.value for r in wanted):
            counts = ", ".join(f"{wanted.count(r)} {r.value}" for r in Role if wanted.count(r))
            raise ScenarioError(f"roles for {len(players)} players must be {counts} (dead players included)")
        alive = [p.alive for p in players]
        if is_three_player_game(roles):
            if sum(alive) < 2:
                raise ScenarioError("the game is already over at the start")
            return
        if any(p.role is Role.SHERIFF and not p.alive for p in players):
            raise ScenarioError("the Sheriff is dead: the game is already over")
        if sum(alive) < 2 or winning_side(roles, alive) is not None:
            raise ScenarioError("the game is already over at the start")

    def _check_play_areas(self, players: list[PlayerState]) -> None:
        """Only blue (and green) cards in play, no two of one name, one weapon, no Jail on the Sheriff."""
        cards = self.cards
        for player in players:
            names = [cards[c].name for c in player.in_play]
            for card in player.in_play:
                if cards[card].definition.kind is Kind.BROWN:
                    raise ScenarioError(f"{player.name}: {cards[card].name} is a brown card and cannot be in play")
            twice = sorted({n for n in names if names.count(n) > 1})
            if twice:
                raise ScenarioError(f"{player.name}: two {twice[0]} in play (no two cards of one name)")
            if sum(1 for c in player.in_play if "weapon" in cards[c].definition.tags) > 1:
                raise ScenarioError(f"{player.name}: two weapons in play")
            if player.role is Role.SHERIFF and any("jail" in cards[c].definition.tags for c in player.in_play):
                raise ScenarioError("the Sheriff cannot be in Jail")

    def _build_state(self) -> GameState:
        data = self.data
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ScenarioError("'seed' must be an integer")
        players_data = data.get("players")
        if not isinstance(players_data, list) or not 3 <= len(players_data) <= 8:
            raise ScenarioError("'players' must list 3 to 8 players")
        places: list[tuple[list[int], list[CardSpec]]] = []
        players: list[PlayerState] = []
        for entry in players_data:
            player = self._player(entry, players)
            hand = self._card_list(entry.get("hand", []), f"{player.name}.hand")
            in_play = self._card_list(entry.get("in_play", []), f"{player.name}.in_play")
            if not player.alive and (hand or in_play):
                raise ScenarioError(f"{player.name} is dead and cannot hold cards")
            places += [(player.hand, hand), (player.in_play, in_play)]
            players.append(player)
        self._check_roles(players)
        deck_top_first = self._card_list(data.get("deck", []), "'deck'")
        discard_top_first = self._card_list(data.get("discard", []), "'discard'")
        deck_listed: list[int] = []
        discard_listed: list[int] = []
        places += [(deck_listed, deck_top_first), (discard_listed, discard_top_first)]
        self._place(places)
        self._check_play_areas(players)
        placed = {card for target, _ in places for card in target}
        rest = [card.id for card in self.game_cards if card.id not in placed]
        rng = random.Random(seed)
        rng.shuffle(rest)
        deck = rest + deck_listed[::-1]
        discard = discard_listed[::-1]
        seats = {p.name: i for i, p in enumerate(players)}
        self.seats = seats
        turn_name = data.get("turn", players[0].name)
        if isinstance(turn_name, str) and turn_name not in seats:
            raise ScenarioError(f"'turn' names no player: {turn_name!r}")
        turn = self.seat(turn_name, "'turn'")
        if not players[turn].alive:
            raise ScenarioError("'turn' names a dead player")
        start = data.get("start", "turn_start")
        bangs = data.get("bangs_played", 0)
        if not isinstance(bangs, int) or isinstance(bangs, bool) or not 0 <= bangs <= MAX_BANGS_PLAYED:
            raise ScenarioError(f"'bangs_played' must be an integer from 0 to {MAX_BANGS_PLAYED}")
        state = GameState(self.rules, players, deck, discard, rng, turn=turn, bangs_played=bangs)
        self._events(state, rng)
        first: Task
        if start == "turn_start":
            first = StartTurn(turn)
        elif start == "play":
            first = PlayPhase(turn)
        else:
            raise ScenarioError(f"'start' must be 'turn_start' or 'play', not {start!r}")
        state.stack = opening_stack(first)
        return state

    def _events(self, state: GameState, rng: random.Random) -> None:
        """The High Noon event in force, the stack still to come, and the round."""
        data = self.data
        high_noon = "high_noon" in self.rules.expansions
        if not high_noon and any(key in data for key in ("event", "events")):
            raise ScenarioError("'event' and 'events' need \"high_noon\" in 'rules.expansions'")
        round_number = data.get("round", 2)
        if type(round_number) is not int or not 1 <= round_number <= MAX_ROUND:
            raise ScenarioError(f"'round' must be an integer from 1 to {MAX_ROUND}")
        state.round = round_number
        if not high_noon:
            return
        event = data.get("event")
        listed = data.get("events", [])
        if event is not None and (not isinstance(event, str) or event not in EVENT_NAMES):
            raise ScenarioError(f"unknown event {event!r}")
        if not isinstance(listed, list) or not all(isinstance(e, str) and e in EVENT_NAMES for e in listed):
            raise ScenarioError("'events' must list High Noon event names")
        placed = [*listed, *([event] if event is not None else [])]
        if len(set(placed)) != len(placed):
            raise ScenarioError("an event is placed twice")
        if HIGH_NOON in listed[:-1]:
            raise ScenarioError("High Noon can only be the last of 'events'")
        if event == HIGH_NOON and listed:
            raise ScenarioError("High Noon in force is the last event: nothing can come after it")
        stack_top_first = list(listed)
        if HIGH_NOON not in placed:
            rest = [name for name in SHUFFLED_EVENTS if name not in placed]
            rng.shuffle(rest)
            stack_top_first += [*rest, HIGH_NOON]
        state.event = event
        state.events_deck = stack_top_first[::-1]

    def _place(self, places: list[tuple[list[int], list[CardSpec]]]) -> None:
        """Exact copies first, then named cards take the first free copy in catalogue order."""
        taken: set[int] = set()
        slots: list[list[int | None]] = [[None] * len(specs) for _, specs in places]
        for exact in (True, False):
            for (_, specs), slot in zip(places, slots, strict=False):
                for i, spec in enumerate(specs):
                    if (spec.rank is not None) != exact:
                        continue
                    card = next((c.id for c in self.game_cards if c.id not in taken and spec.matches(c)), None)
                    if card is None:
                        raise ScenarioError(f"more copies of {spec} than the catalogue has")
                    taken.add(card)
                    slot[i] = card
        for (target, _), slot in zip(places, slots, strict=False):
            target.extend(card for card in slot if card is not None)

    # --- running the steps ----------------------------------------------------------

    def seat(self, name: Any, what: str = "a player") -> int:
        if not isinstance(name, str):
            raise ScenarioError(f"{what} must be a name, not {name!r}")
        if name not in self.seats:
            raise ScenarioError(f"no player named {name!r}")
        return self.seats[name]

    def run(self) -> None:
        steps = self.data.get("steps", [])
        if not isinstance(steps, list):
            raise ScenarioError("'steps' must be a list")
        for number, step in enumerate(steps, start=1):
            if not isinstance(step, dict):
                raise ScenarioError(f"step {number} must be an object")
            if "expect" in step:
                if set(step) != {"expect"}:
                    raise ScenarioError(f"step {number}: an expect step holds only 'expect'")
                self.check(step["expect"], f"step {number}")
            else:
                self.decide(step, number)
        self.check(self.data.get("expect", {}), "final expect")

    def decide(self, step: dict[str, Any], number: int) -> None:
        unknown = set(step) - STEP_KEYS
        if unknown:
            raise ScenarioError(f"step {number}: unknown key(s) {', '.join(sorted(unknown))}")
        do = step.get("do")
        if not isinstance(do, str) or do not in KINDS_OF_STEP:
            raise ScenarioError(f"step {number}: unknown decision {do!r}")
        illegal = step.get("illegal", False)
        if not isinstance(illegal, bool):
            raise ScenarioError(f"step {number}: 'illegal' must be true or false, not {illegal!r}")
        try:
            player = self.seat(step.get("by"), "'by'")
        except ScenarioError as error:
            raise ScenarioError(f"step {number} ({do}): {error}") from None
        where = f"step {number} ({do} by {step['by']})"
        game = self.game
        if not illegal:
            decider = game.decider
            kind = game.waiting_kind
            if decider is None:
                raise ScenarioError(f"{where}: the game is already over")
            if decider != player or kind is None or kind.value not in KINDS_OF_STEP[do]:
                waited = game.state.players[decider].name
                raise ScenarioError(f"{where}: the engine waits for {waited} to {kind.value if kind else '?'}")
        before = game.state.to_dict() if illegal else None
        refusal: str | None = None
        actions: list[Action] = []
        try:
            actions = self.actions_for(step, player)
        except ScenarioError as error:
            raise ScenarioError(f"{where}: {error}") from None
        except StepRefused as error:
            refusal = str(error)
        if refusal is None and do == "discard":
            refusal = self.discard_refusal(player, actions)
        if refusal is None:
            try:
                for action in actions:
                    game.apply(player, action)
            except IllegalActionError as error:
                refusal = str(error)
        if not illegal:
            if refusal is not None:
                raise ScenarioError(f"{where}: refused: {refusal}")
            return
        if refusal is None:
            raise ScenarioError(f"{where}: the engine accepted a step marked illegal")
        if not refusal:
            raise ScenarioError(f"{where}: refused without a message")
        if game.state.to_dict() != before:
            raise ScenarioError(f"{where}: refused but the state changed")

    def discard_refusal(self, player: int, discards: list[Action]) -> str | None:
        """Why a discard step is refused as a whole, tried on a copy of the game; None if it discards the excess.

        The engine takes one card per decision; the contract's step names the whole excess, so the
        step is played out on a copy first and counted against the cards the phase really takes.
        """
        if self.game.waiting_kind is not WaitingKind.DISCARD or self.game.decider != player:
            return None  # the engine refuses the first card itself: not this player's discard phase
        trial = Game(state_from_dict(self.game.state.to_dict()))
        phase = trial.state.stack[-1]
        done = 0
        try:
            for action in discards:
                if not self._still_discarding(trial, phase, player):
                    break
                trial.apply(player, action)
                done += 1
            excess = done
            while self._still_discarding(trial, phase, player):
                trial.apply(player, trial.legal_actions(player)[0])
                excess += 1
        except IllegalActionError as error:
            return str(error)
        if excess == len(discards):
            return None
        name = self.game.state.players[player].name
        return f"{name} must discard {excess} card{'s' if excess != 1 else ''}, the step lists {len(discards)}"

    @staticmethod
    def _still_discarding(game: Game, phase: Task, player: int) -> bool:
        stack = game.state.stack
        waiting = game.decider == player and game.waiting_kind is WaitingKind.DISCARD
        return waiting and bool(stack) and stack[-1] is phase

    def _hand_copies(self, player: int, spec: CardSpec) -> list[int]:
        cards = self.cards
        return [c for c in self.game.state.players[player].hand if spec.matches(cards[c])]

    def _in_play_copies(self, player: int, spec: CardSpec) -> list[int]:
        cards = self.cards
        return [c for c in self.game.state.players[player].in_play if spec.matches(cards[c])]

    def _held(self, player: int, spec: CardSpec, where: Any) -> list[int]:
        """The copies of ``spec`` in the hand (or, ``from: "in_play"``, the play area); the step is refused
        when there is none."""
        name = self.game.state.players[player].name
        if where == IN_PLAY:
            copies = self._in_play_copies(player, spec)
            if not copies:
                raise StepRefused(f"{name} has no {spec} in play")
            return copies
        if where is not None:
            raise ScenarioError(f"'from' on a play or respond step can only be \"in_play\", not {where!r}")
        copies = self._hand_copies(player, spec)
        if not copies:
            raise StepRefused(f"{name} holds no {spec}")
        return copies

    def _any_copy(self, spec: CardSpec) -> int:
        return next(card.id for card in self.cards if spec.matches(card))

    def _choose(self, player: int, candidates: list[Action]) -> Action:
        legal = self.game.legal_actions(player)
        return next((a for a in candidates if a in legal), candidates[0])

    def _target(self, step: dict[str, Any]) -> int | None:
        return None if step.get("target") is None else self.seat(step["target"], "'target'")

    def _target_card(self, step: dict[str, Any], target: int | None) -> int | None:
        """``"hand"`` (a random hand card) or a card in the target's play area."""
        if "target_card" not in step:
            return None
        if target is None:
            raise ScenarioError("'target_card' needs a 'target'")
        if step["target_card"] == "hand":
            return FROM_HAND
        wanted = self.parse_card(step["target_card"])
        in_play = self._in_play_copies(target, wanted)
        if not in_play:
            raise StepRefused(f"{self.game.state.players[target].name} has no {wanted} in play")
        return in_play[0]

    def actions_for(self, step: dict[str, Any], player: int) -> list[Action]:
        """The engine decisions a step stands for (a discard step is one per card)."""
        do = step["do"]
        state = self.game.state
        if do == "end":
            return [EndTurn()]
        if do == "pass":
            return [Pass()]
        if do in ("play", "respond"):
            spec = self.parse_card(step.get("card"))
            copies = self._held(player, spec, step.get("from"))
            if do == "respond":
                return [self._choose(player, [Respond(c) for c in copies])]
            target = self._target(step)
            target_card = self._target_card(step, target)
            if "cost" not in step:
                return [self._choose(player, [PlayCard(c, target, target_card) for c in copies])]
            cost_spec = self.parse_card(step["cost"])
            costs = self._hand_copies(player, cost_spec)
            candidates: list[Action] = [
                PlayCard(c, target, target_card, cost) for c in copies for cost in costs if cost != c
            ]
            if not candidates:
                raise StepRefused(f"{state.players[player].name} holds no other {cost_spec} to discard")
            return [self._choose(player, candidates)]
        if do == "ability":
            specs = self._card_list(step.get("cards", []), "'cards'")
            chosen: list[int] = []
            for spec in specs:
                free = [c for c in self._hand_copies(player, spec) if c not in chosen]
                chosen.append(free[0] if free else self._any_copy(spec))
            return [UseAbility(tuple(sorted(chosen)), self._target(step))]
        if do == "discard":
            specs = self._card_list(step.get("cards", []), "'cards'")
            if not specs:
                raise ScenarioError("a discard step needs 'cards'")
            picked: list[int] = []
            for spec in specs:
                free = [c for c in self._hand_copies(player, spec) if c not in picked]
                picked.append(free[0] if free else self._any_copy(spec))
            return [DiscardCard(card) for card in picked]
        return [self._pick(step, player)]

    def _pick(self, step: dict[str, Any], player: int) -> Action:
        legal = self.game.legal_actions(player)
        if "target" in step:
            target = self.seat(step["target"], "'target'")
            if "target_card" in step:
                target_card = self._target_card(step, target)
                assert target_card is not None
                return ChooseCard(target, target_card)
            return ChoosePlayer(target)
        if "from" in step:
            source = step["from"]
            if source == "deck":
                return ChooseSource(DECK)
            if source == "discard":
                return ChooseSource(DISCARD)
            owner = self.seat(source, "'from'")
            if "card" in step:
                spec = self.parse_card(step["card"])
                in_play = self._in_play_copies(owner, spec)
                if not in_play:
                    raise StepRefused(f"{self.game.state.players[owner].name} has no {spec} in play")
                return PickCard(in_play[0])
            return ChooseSource(owner)
        if "cards" in step:
            specs = self._card_list(step["cards"], "'cards'")
            shown = list(self.game.state.selection)
            kept: list[int] = []
            for spec in specs:
                match = [c for c in shown if c not in kept and spec.matches(self.cards[c])]
                kept.append(match[0] if match else self._any_copy(spec))
            return KeepCards(tuple(sorted(kept)))
        spec = self.parse_card(step.get("card"))
        options = [a for a in legal if isinstance(a, PickCard) and spec.matches(self.cards[a.card])]
        return options[0] if options else PickCard(self._any_copy(spec))

    # --- checks ------------------------------------------------------------------------

    def check(self, expect: Any, where: str) -> None:
        if not isinstance(expect, dict):
            raise ScenarioError(f"{where}: 'expect' must be an object")
        for key, wanted in expect.items():
            actual = self.actual(key, wanted)
            if not self.same(key, actual, wanted):
                shown = self._label(actual) if key in ("deck_top", "discard_top") else self.show(actual)
                raise ScenarioError(f"{where}: {key} is {shown}, expected {json.dumps(wanted)}")

    def _label(self, card: int | None) -> str | None:
        return None if card is None else self.cards[card].label

    def actual(self, key: str, wanted: Any) -> Any:
        game = self.game
        state = game.state
        if "." in key:
            name, _, field = key.rpartition(".")
            if name in self.seats:
                player = state.players[self.seats[name]]
                if field in ("hp", "max_hp", "alive"):
                    return getattr(player, field)
                if field in ("hand", "in_play"):
                    return list(getattr(player, field))
                if field == "hand_count":
                    return len(player.hand)
            raise ScenarioError(f"unknown check {key!r}")
        if key == "deck_count":
            return len(state.deck)
        if key == "discard_count":
            return len(state.discard)
        if key == "deck_top":
            return state.deck[-1] if state.deck else None
        if key == "discard_top":
            return state.discard[-1] if state.discard else None
        if key == "discard":
            return list(state.discard)
        if key == "turn":
            return state.players[state.turn].name
        if key == "waiting_for":
            decider = game.decider
            return None if decider is None else state.players[decider].name
        if key == "waiting_kind":
            kind = game.waiting_kind
            return None if kind is None else kind.value
        if key == "distance":
            if not isinstance(wanted, dict) or any(type(d) is not int for d in wanted.values()):
                raise ScenarioError("'distance' must be an object like {\"A>B\": 2}")
            result = {}
            for pair in wanted:
                viewer, _, target = pair.partition(">")
                result[pair] = distance(state, self.seat(viewer), self.seat(target))
            return result
        if key == "event":
            return state.event
        if key == "events_count":
            return len(state.events_deck)
        if key == "events_top":
            return state.events_deck[-1] if state.events_deck else None
        if key == "game_over":
            return game.over
        if key == "winners":
            return sorted(state.players[i].name for i in (state.winners or []))
        raise ScenarioError(f"unknown check {key!r}")

    def same(self, key: str, actual: Any, wanted: Any) -> bool:
        field = key.rpartition(".")[2]
        if field in ("hand", "in_play", "discard"):
            return self.same_cards(actual, self._card_list(wanted, key))
        if key in ("deck_top", "discard_top"):
            if wanted is None or actual is None:
                return wanted is None and actual is None
            return self.parse_card(wanted).matches(self.cards[actual])
        if key == "winners":
            if not isinstance(wanted, list) or not all(isinstance(name, str) for name in wanted):
                raise ScenarioError("'winners' must be a list of names")
            return bool(sorted(wanted) == actual)
        if isinstance(wanted, bool) or isinstance(actual, bool):
            return type(wanted) is type(actual) and wanted == actual
        return bool(actual == wanted)

    def same_cards(self, actual: list[int], wanted: list[CardSpec]) -> bool:
        """Multiset match: exact copies first, then names."""
        left = list(actual)
        for spec in sorted(wanted, key=lambda s: s.rank is None):
            match = next((c for c in left if spec.matches(self.cards[c])), None)
            if match is None:
                return False
            left.remove(match)
        return not left

    def show(self, actual: Any) -> str:
        if isinstance(actual, list) and all(isinstance(c, int) and not isinstance(c, bool) for c in actual):
            return "[" + ", ".join(self.cards[c].label for c in actual) + "]"
        return json.dumps(actual)


def read_scenario(path: Path) -> Any:
    """The JSON value of a scenario file; every way of failing is a ScenarioError naming it."""
    try:
        text = read_text_file(path, MAX_SCENARIO_BYTES)
    except (OSError, UnicodeDecodeError) as error:
        raise ScenarioError(f"cannot read the file: {error}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(f"bad JSON: {error.msg} at line {error.lineno}") from None
    except RecursionError:
        raise ScenarioError("bad JSON: nested too deeply") from None
    except ValueError as error:  # an integer too long to convert
        raise ScenarioError(f"bad JSON: {str(error).split(';')[0]}") from None


def run_file(path: Path, shown_as: str | None = None) -> ScenarioResult:
    """Run one scenario file; every problem becomes a FAIL with its reason, never an exception."""
    label = shown_as or str(path)
    title = path.stem
    try:
        data = read_scenario(path)
    except ScenarioError as error:
        return ScenarioResult(label, title, False, str(error))
    if isinstance(data, dict) and isinstance(data.get("title"), str):
        title = data["title"]
    try:
        if not isinstance(data, dict) or not isinstance(data.get("title"), str):
            raise ScenarioError("missing 'title'")
        if not title.isprintable():
            raise ScenarioError("'title' must be one line of printable text")
        scenario = Scenario(data)
        scenario.run()
    except ScenarioError as error:
        return ScenarioResult(label, title, False, str(error))
    except Exception as error:  # the contract: one FAIL line per file, never a traceback
        return ScenarioResult(label, title, False, f"engine error: {type(error).__name__}: {error}")
    return ScenarioResult(label, title, True)


def scenario_files(paths: list[str]) -> Iterator[Path]:
    for text in paths:
        path = Path(text)
        if path.is_dir():
            yield from sorted(path.rglob("*.json"))
        else:
            yield path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m game.scenario PATH [PATH ...]", file=sys.stderr)
        return 2
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")  # a title in Czech must not fail on an ASCII terminal
    passed = failed = 0
    for path in scenario_files(args):
        result = run_file(path)
        print(result.line())
        if result.passed:
            passed += 1
        else:
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def run_command_line() -> int:
    """``main`` for the shell: a reader that stops early (``| head``) ends the run quietly."""
    try:
        return main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(run_command_line())
