"""What an effect entry is made of: whom it may aim at, what it needs, and how it resolves.

An ``Effect`` is one small named entry: its ``aiming`` lists the legal
(target, target card) pairs and explains a refused one; ``resolve`` carries it
out once the card is paid for. The legal-move generator and the resolver in
``game.play`` loop over these entries; they never branch on a card's name.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game import messages
from game.actions import FROM_HAND, PlayCard, TargetCard
from game.checks import card_label
from game.distance import distance, distances_from, seats_within, weapon_reach
from game.errors import IllegalActionError
from game.hooks import abilities, at_table, bang_card_refusal, immune, may_be_jailed, may_play_bang_card
from game.state import GameState
from game.values import value_class
from game.vocabulary import EffectKey

Aimed = tuple[int | None, TargetCard | None]
"""(target player, target card): ``None`` where the effect takes none; ``FROM_HAND`` for a random hand card."""
NO_AIM: Aimed = (None, None)


@value_class
class Play:
    """One use of an effect: who, with which card, at whom."""

    seat: int
    card: int
    target: int | None = None
    target_card: TargetCard | None = None


class Aim:
    """What one player's possible targets are made of, computed once per list of legal moves."""

    __slots__ = ("_distances", "_may_bang", "_others", "_reach", "_within", "immunity", "seat", "state", "targets_of")

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._others: list[int] | None = None
        self._distances: dict[int, int] | None = None
        self._reach: int | None = None
        self._may_bang: bool | None = None
        self._within: dict[int, list[int]] = {}
        self.targets_of: dict[Aiming, list[int]] = {}
        """Whom each aiming may reach, whatever the card (``immunity`` may then strike some out)."""
        self.immunity = at_table(state, "diamond_immunity") and any(
            "diamond_immunity" in abilities(state, t) for t in self.others
        )
        """Whether some other player may be immune to a card (Apache Kid); if not, a card's suit does not
        change whom it may aim at. Read for every card listed, so found at once (rarely true: one call)."""

    @property
    def may_bang(self) -> bool:
        """Whether the seat may play a BANG! card now."""
        if self._may_bang is None:
            self._may_bang = may_play_bang_card(self.state, self.seat)
        return self._may_bang

    @property
    def others(self) -> list[int]:
        """Living players other than the seat, clockwise from his left."""
        if self._others is None:
            self._others = others_from_left(self.state, self.seat)
        return self._others

    @property
    def distances(self) -> dict[int, int]:
        if self._distances is None:
            self._distances = distances_from(self.state, self.seat)
        return self._distances

    def within(self, limit: int) -> list[int]:
        """The other living players at distance ``limit`` or less, clockwise from the seat's left."""
        found = self._within.get(limit)
        if found is None:
            found = self._within[limit] = seats_within(self.state, self.seat, limit, self.others)
        return found

    @property
    def reach(self) -> int:
        if self._reach is None:
            self._reach = weapon_reach(self.state, self.seat)
        return self._reach


def others_from_left(state: GameState, seat: int) -> list[int]:
    """Living players other than ``seat``, clockwise starting at his left."""
    players = state.players
    return [s for s in state.clockwise[seat] if players[s].alive]


def has_name_in_play(state: GameState, seat: int, name: str) -> bool:
    cards = state.cards
    return any(cards[c].name == name for c in state.players[seat].in_play)


def cards_of(state: GameState, target: int, with_hand: bool, played: int) -> list[Aimed]:
    """A random card of ``target``'s hand (one choice), then each card in his play area (but the green card
    ``played`` itself, used from there)."""
    player = state.players[target]
    aims: list[Aimed] = [(target, FROM_HAND)] if with_hand and player.hand else []
    aims.extend((target, card) for card in player.in_play if card != played)
    return aims


def _plays_of(state: GameState, card: int) -> list[PlayCard | None]:
    """The plays of ``card`` made so far this game: at each seat, then (last) at nobody."""
    row = state.plays_at.get(card)
    if row is None:
        row = state.plays_at[card] = [None] * (len(state.players) + 1)
    return row


def plays_at(state: GameState, card: int, targets: list[int]) -> list[PlayCard]:
    """The plays of ``card`` at each of ``targets`` (players), each made once per game and reused."""
    row = _plays_of(state, card)
    plays = []
    for target in targets:
        made = row[target]
        if made is None:
            made = row[target] = PlayCard(card, target)
        plays.append(made)
    return plays


def untargeted_play(state: GameState, card: int) -> PlayCard:
    """The play of ``card`` at nobody, made once per game and reused (kept after the plays at each seat)."""
    row = _plays_of(state, card)
    made = row[-1]
    if made is None:
        made = row[-1] = PlayCard(card)
    return made


def play_card(
    state: GameState, card: int, target: int | None = None, target_card: TargetCard | None = None
) -> PlayCard:
    """The play decision, made once per game and reused (decisions are immutable values)."""
    key = (card, target, target_card)
    made = state.plays.get(key)
    if made is None:
        made = state.plays[key] = PlayCard(card, target, target_card)
    return made


class Aiming:
    """Whom an effect may aim at. Subclasses list the legal choices and explain a refused one."""

    immunity = True
    """Whether Apache Kid's immunity to diamonds applies (not in a Duel)."""

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        raise NotImplementedError

    def plays(self, aim: Aim, card: int) -> list[PlayCard]:
        """The legal plays of ``card`` (without a cost card): one per option."""
        state = aim.state
        return [play_card(state, card, target, target_card) for target, target_card in self.options(aim, card)]

    def refusal(self, aim: Aim, card: int, target: int | None, target_card: TargetCard | None) -> IllegalActionError:
        """Why (target, target_card) is not among the options; the generic checks come first."""
        state = aim.state
        name = card_label(state, card)
        if target is None:
            return IllegalActionError(messages.NEEDS_TARGET, card=name)
        if not 0 <= target < len(state.players):
            return IllegalActionError(messages.BAD_TARGET)
        victim = state.players[target]
        if not victim.alive:
            return IllegalActionError(messages.TARGET_DEAD, target=victim.name)
        if self.immunity and immune(state, aim.seat, card, target):
            return IllegalActionError(messages.DIAMOND_IMMUNITY, target=victim.name, card=name)
        return self.why_not(aim, card, target, target_card)

    def why_not(self, aim: Aim, card: int, target: int, target_card: TargetCard | None) -> IllegalActionError:
        return IllegalActionError(messages.NOT_LEGAL)


class NoTarget(Aiming):
    """The effect aims at nobody (or at everybody at once)."""

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        return [NO_AIM]

    def plays(self, aim: Aim, card: int) -> list[PlayCard]:
        return [untargeted_play(aim.state, card)]

    def refusal(self, aim: Aim, card: int, target: int | None, target_card: TargetCard | None) -> IllegalActionError:
        if target is not None or target_card is not None:
            return IllegalActionError(messages.NO_TARGET_WANTED, card=card_label(aim.state, card))
        return IllegalActionError(messages.NOT_LEGAL)


class OtherPlayer(Aiming):
    """One other living player, within a distance (``None``: any distance; ``REACH``: the weapon's reach)."""

    REACH = -1

    def __init__(self, within: int | None, *, bang_card: bool = False, immunity: bool = True) -> None:
        self.within = within
        self.bang_card = bang_card
        self.immunity = immunity

    def targets(self, aim: Aim, card: int) -> list[int]:
        found = aim.targets_of.get(self)
        if found is None:
            within = self.within
            if self.bang_card and not aim.may_bang:
                found = []
            elif within is None:
                found = aim.others
            else:
                found = aim.within(aim.reach if within == self.REACH else within)
            aim.targets_of[self] = found
        if self.immunity and aim.immunity:
            state, seat = aim.state, aim.seat
            return [t for t in found if not immune(state, seat, card, t)]
        return found

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        return [(t, None) for t in self.targets(aim, card)]

    def plays(self, aim: Aim, card: int) -> list[PlayCard]:
        return plays_at(aim.state, card, self.targets(aim, card))

    def why_not(self, aim: Aim, card: int, target: int, target_card: TargetCard | None) -> IllegalActionError:
        state = aim.state
        name = card_label(state, card)
        if target == aim.seat:
            return IllegalActionError(messages.TARGET_SELF, card=name)
        if target_card is not None:
            return IllegalActionError(messages.NOT_LEGAL)
        victim = state.players[target].name
        if self.bang_card and not may_play_bang_card(state, aim.seat):
            return IllegalActionError(bang_card_refusal(state, aim.seat))
        seen = distance(state, aim.seat, target)
        if self.within == self.REACH:
            return IllegalActionError(messages.OUT_OF_REACH, target=victim, distance=seen, reach=aim.reach)
        return IllegalActionError(messages.TOO_FAR, card=name, target=victim, distance=seen)


class AnyPlayer(Aiming):
    """Any living player, the player himself included (Tequila)."""

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        state, seat = aim.state, aim.seat
        return [(t, None) for t in [seat, *aim.others] if not immune(state, seat, card, t)]


class CardOfPlayer(Aiming):
    """A card of a player: one of the player's own cards in play, or another player's random hand card
    or card in play, within a distance (``None``: any distance)."""

    def __init__(self, within: int | None) -> None:
        self.within = within

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        state, seat = aim.state, aim.seat
        aims = cards_of(state, seat, with_hand=False, played=card)
        immunity = aim.immunity
        for target in aim.others if self.within is None else aim.within(self.within):
            if immunity and immune(state, seat, card, target):
                continue
            aims.extend(cards_of(state, target, with_hand=True, played=card))
        return aims

    def why_not(self, aim: Aim, card: int, target: int, target_card: TargetCard | None) -> IllegalActionError:
        state = aim.state
        name = card_label(state, card)
        victim = state.players[target]
        if self.within is not None and target != aim.seat:
            seen = distance(state, aim.seat, target)
            if seen > self.within:
                return IllegalActionError(messages.TOO_FAR, card=name, target=victim.name, distance=seen)
        if target_card is None:
            return IllegalActionError(messages.NEEDS_TARGET, card=name)
        if target_card is FROM_HAND:
            if target == aim.seat:
                return IllegalActionError(messages.OWN_HAND)
            return IllegalActionError(messages.NO_CARDS, target=victim.name)
        return IllegalActionError(messages.NO_SUCH_TARGET_CARD, target=victim.name)


class JailTarget(Aiming):
    """Another living player who is not the Sheriff and has no Jail yet."""

    def targets(self, aim: Aim, card: int) -> list[int]:
        state, seat = aim.state, aim.seat
        name = state.cards[card].name
        return [
            t
            for t in aim.others
            if may_be_jailed(state, t) and not has_name_in_play(state, t, name) and not immune(state, seat, card, t)
        ]

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        return [(t, None) for t in self.targets(aim, card)]

    def plays(self, aim: Aim, card: int) -> list[PlayCard]:
        return plays_at(aim.state, card, self.targets(aim, card))

    def why_not(self, aim: Aim, card: int, target: int, target_card: TargetCard | None) -> IllegalActionError:
        state = aim.state
        name = card_label(state, card)
        if target == aim.seat:
            return IllegalActionError(messages.TARGET_SELF, card=name)
        if not may_be_jailed(state, target):
            return IllegalActionError(messages.JAIL_SHERIFF)
        return IllegalActionError(messages.DUPLICATE, target=state.players[target].name, card=name)


class OwnPlayArea(Aiming):
    """The player's own play area: no two cards of one name (a weapon replaces the weapon in play)."""

    def options(self, aim: Aim, card: int) -> list[Aimed]:
        state = aim.state
        definition = state.cards[card].definition
        if "weapon" in definition.tags or not has_name_in_play(state, aim.seat, definition.name):
            return [NO_AIM]
        return []

    def plays(self, aim: Aim, card: int) -> list[PlayCard]:
        return [untargeted_play(aim.state, card)] if self.options(aim, card) else []

    def refusal(self, aim: Aim, card: int, target: int | None, target_card: TargetCard | None) -> IllegalActionError:
        state = aim.state
        name = card_label(state, card)
        if target is not None or target_card is not None:
            return IllegalActionError(messages.NO_TARGET_WANTED, card=name)
        return IllegalActionError(messages.DUPLICATE, target=state.players[aim.seat].name, card=name)


@dataclass(frozen=True, slots=True)
class Effect:
    """One named effect: whom it aims at, what kind of card it is, how it resolves."""

    key: EffectKey
    aiming: Aiming
    resolve: Callable[[GameState, Play], None]
    bang_card: bool = False
    """A BANG! card: counts against the BANG! cards allowed in a turn."""
    answer_only: bool = False
    """Played only as an answer (Missed!, Dodge), never in one's own play phase."""
    placed: bool = False
    """Goes into a play area instead of the discard pile (blue and green cards)."""
