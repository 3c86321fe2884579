"""Setting the table of a scenario: rules, seats, hands, play areas, deck, discard pile and High Noon events.

Every value the file gives is checked against the rules (a table the rules cannot produce is refused
with a reason), then the rest of the cards are shuffled with the scenario's seed.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.cards import KNOWN_EXPANSIONS, RANK_VALUE, Card, Kind, Suit, cards_in_game, catalogue
from game.characters import CHARACTERS, characters_for
from game.eventcards import SHUFFLED_EVENTS, EventCard, event_named
from game.flow import PlayPhase, StartTurn, opening_stack
from game.roles import ROLE_DISTRIBUTION, Role, is_three_player_game, winning_side
from game.scenario.errors import ScenarioError, listed, shown
from game.snapshot import LOWEST_HP, MAX_BANGS_PLAYED, MAX_ROUND
from game.state import GameState, PlayerState, Rules, Task

PLAYER_KEYS = {"name", "role", "character", "hp", "hand", "in_play", "alive"}
RULES_KEYS = {"expansions", "beginner"}
SUPPORTED_EXPANSIONS: tuple[str, ...] = ("dodge_city", "high_noon")


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


class Table:
    """The table a scenario's setup describes, checked against the rules, as a ``GameState`` (``state``)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        rules = data.get("rules", {})
        if not isinstance(rules, dict) or set(rules) - RULES_KEYS:
            raise ScenarioError("'rules' must be an object with only 'expansions' and 'beginner'")
        expansions = rules.get("expansions", [])
        if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
            raise ScenarioError("'rules.expansions' must be a list of names")
        for expansion in expansions:
            if expansion not in KNOWN_EXPANSIONS:
                raise ScenarioError(f"unknown expansion {shown(expansion)}")
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
        self.state = self._build_state()

    def parse_card(self, text: Any) -> CardSpec:
        if not isinstance(text, str):
            raise ScenarioError(f"a card must be a string, not {shown(text)}")
        name, at, code = text.partition("@")
        if name not in self.names:
            raise ScenarioError(f"unknown card {shown(name)}")
        if name not in self.names_in_game:
            raise ScenarioError(f"{name} has the book symbol: it is out of the beginner game")
        if not at:
            return CardSpec(name)
        if not code:
            raise ScenarioError(f"{text!r} has an empty suit and rank (write {name!r} or {name + '@AS'!r})")
        rank, suit = code[:-1], code[-1:]
        if rank not in RANK_VALUE or suit not in ("S", "H", "D", "C"):
            raise ScenarioError(f"bad suit or rank in card {shown(text)}")
        spec = CardSpec(name, RANK_VALUE[rank], Suit(suit))
        if not any(spec.matches(card) for card in self.game_cards):
            raise ScenarioError(f"there is no card {text!r} in the catalogue")
        return spec

    def card_list(self, value: Any, what: str) -> list[CardSpec]:
        if not isinstance(value, list):
            raise ScenarioError(f"{what} must be a list of cards")
        return [self.parse_card(item) for item in value]

    def _player(self, entry: Any, players: list[PlayerState]) -> PlayerState:
        """One seat from its setup entry, its life checked against its character and role."""
        if not isinstance(entry, dict):
            raise ScenarioError("each player must be an object")
        unknown = set(entry) - PLAYER_KEYS
        if unknown:
            raise ScenarioError(f"unknown player key(s) {listed(unknown)}")
        name = entry.get("name")
        if not isinstance(name, str) or any(p.name == name for p in players):
            raise ScenarioError(f"player names must be unique strings ({shown(name)})")
        try:
            role = Role(str(entry.get("role")))
        except ValueError:
            raise ScenarioError(f"unknown role {shown(entry.get('role'))} for {name}") from None
        character = entry.get("character")
        if not isinstance(character, str) or character not in CHARACTERS:
            raise ScenarioError(f"unknown character {shown(character)} for {name}")
        if character not in self.characters:
            expansion = CHARACTERS[character].expansion
            raise ScenarioError(f"{character} belongs to {expansion}, which is not in 'rules.expansions'")
        max_hp = CHARACTERS[character].hp + (1 if role is Role.SHERIFF else 0)
        hp = entry.get("hp", max_hp)
        alive = entry.get("alive", True)
        if not isinstance(hp, int) or isinstance(hp, bool) or not isinstance(alive, bool):
            raise ScenarioError(f"bad hp or alive for {name}")
        if alive and not 1 <= hp <= max_hp:
            living = f"a living {character}, {role.value}"
            raise ScenarioError(f"{name}: hp {shown(hp)} is not between 1 and {max_hp} ({living})")
        if not alive and not LOWEST_HP <= hp <= max_hp:
            raise ScenarioError(f"{name}: hp {shown(hp)} is not between {LOWEST_HP} and {max_hp}")
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
            hand = self.card_list(entry.get("hand", []), f"{player.name}.hand")
            in_play = self.card_list(entry.get("in_play", []), f"{player.name}.in_play")
            if not player.alive and (hand or in_play):
                raise ScenarioError(f"{player.name} is dead and cannot hold cards")
            places += [(player.hand, hand), (player.in_play, in_play)]
            players.append(player)
        self._check_roles(players)
        deck_top_first = self.card_list(data.get("deck", []), "'deck'")
        discard_top_first = self.card_list(data.get("discard", []), "'discard'")
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
            raise ScenarioError(f"'turn' names no player: {shown(turn_name)}")
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
            raise ScenarioError(f"'start' must be 'turn_start' or 'play', not {shown(start)}")
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
        named = data.get("event")
        names = data.get("events", [])
        event = event_named(named) if isinstance(named, str) else None
        if named is not None and event is None:
            raise ScenarioError(f"unknown event {shown(named)}")
        known: list[EventCard] = []
        for name in names if isinstance(names, list) else [None]:
            listed_event = event_named(name) if isinstance(name, str) else None
            if listed_event is None:
                raise ScenarioError("'events' must list High Noon event names")
            known.append(listed_event)
        placed = [*known, *([event] if event is not None else [])]
        if len(set(placed)) != len(placed):
            raise ScenarioError("an event is placed twice")
        if EventCard.HIGH_NOON in known[:-1]:
            raise ScenarioError("High Noon can only be the last of 'events'")
        if event is EventCard.HIGH_NOON and known:
            raise ScenarioError("High Noon in force is the last event: nothing can come after it")
        stack_top_first = list(known)
        if EventCard.HIGH_NOON not in placed:
            rest = [e for e in SHUFFLED_EVENTS if e not in placed]
            rng.shuffle(rest)
            stack_top_first += [*rest, EventCard.HIGH_NOON]
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

    def seat(self, name: Any, what: str = "a player") -> int:
        """The seat of the player a step or check names."""
        if not isinstance(name, str):
            raise ScenarioError(f"{what} must be a name, not {shown(name)}")
        if name not in self.seats:
            raise ScenarioError(f"no player named {shown(name)}")
        return self.seats[name]
