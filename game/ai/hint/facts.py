"""What a hint may say about the table: the public acts, who is in reach of whom, the hidden roles counted.

Everything here is read from one player's view and from the hard agent's reading
of it (its suspicion model, which knows the player's own role): nothing hidden.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.actions import FROM_HAND, Respond
from game.ai.act_weights import HOSTILE_EFFECTS, READ_AS
from game.ai.belief import role_counts
from game.ai.cardinfo import EFFECT
from game.ai.hard import HardAgent
from game.ai.hint.line import Line, counted
from game.events import AbilityUsed, CardPlayed
from game.messages import N_, Nn_
from game.opentable import OpenTable
from game.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, Role
from game.view import PlayerView, SeatView
from game.vocabulary import EffectKey

LAW = (SHERIFF, DEPUTY)
BURDENS: tuple[EffectKey, ...] = ("jail", "dynamite")
"""Cards in play that harm their owner: taking them away is a help."""


@dataclass(frozen=True, slots=True)
class Act:
    """One single-target act of the public history: an attack (``hostile``) or a help."""

    actor: int
    target: int
    hostile: bool


def public_acts(view: PlayerView) -> list[Act]:
    """Every single-target act of the public history, read as the suspicion model reads them: shots (Dodge City's
    too, Doc Holyday's), Duels, Jails, Panic! and Cat Balou are attacks, unless they take a Jail or Dynamite away;
    a Tequila given to another player is a help."""
    acts: list[Act] = []
    for event in view.public_history:
        if isinstance(event, AbilityUsed):
            if event.ability == "discard_two_shoot" and event.target is not None and event.target != event.player:
                acts.append(Act(event.player, event.target, True))
            continue
        if not isinstance(event, CardPlayed) or event.as_answer or event.target is None:
            continue
        if event.target == event.player:
            continue
        effect = READ_AS.get(EFFECT[event.card], EFFECT[event.card])
        if effect in HOSTILE_EFFECTS:
            taken = event.target_card
            rescue = taken is not None and taken is not FROM_HAND and EFFECT[taken] in BURDENS
            acts.append(Act(event.player, event.target, not rescue))
        elif effect == "heal_anyone":
            acts.append(Act(event.player, event.target, False))
    return acts


def with_in_play(seats: tuple[SeatView, ...], seat: int, add: Sequence[int] = (),
                 remove: Sequence[int] = ()) -> tuple[SeatView, ...]:
    """The table with ``seat``'s play area changed (to see who is in reach after a card comes or goes)."""
    changed = seats[seat]._replace(
        in_play=tuple(card for card in seats[seat].in_play if card not in remove) + tuple(add))
    return (*seats[:seat], changed, *seats[seat + 1:])


class Table:
    """One decision's facts: the view, the agent's reading of it, the distances; the lines reasons share."""

    def __init__(self, view: PlayerView, agent: HardAgent) -> None:
        self.view = view
        self.me = view.me
        self.seats = view.seats
        self.mine = self.seats[self.me]
        self.names = [seat.name for seat in view.seats]
        self.sheriff = next((i for i, seat in enumerate(view.seats) if seat.role == SHERIFF), -1)
        self.three = self.sheriff < 0 and len(self.seats) == 3
        self.acts = public_acts(view)
        self.sit = agent.situation(view)
        self.relations = self.sit.rel
        """How the player stands towards every seat (reading them brings the suspicion model up to date)."""
        self.belief = agent.belief
        self.probs = agent.belief.probabilities(view)
        self.event = view.event
        self.table = view.table
        """What the rules make of the table: distances, reach, abilities, the suit in force."""
        self.near = self.table.distances_from(self.me)
        """The distance at which I see every other living player."""

    def alive_others(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if s != self.me and seat.alive]

    def table_with(self, seats: tuple[SeatView, ...]) -> OpenTable:
        """The rules' table with these seats (this one's, or a what-if of them)."""
        return self.table if seats is self.seats else self.table.with_players(seats)

    def my_reach(self) -> int:
        return self.table.weapon_reach(self.me)

    def in_reach(self, seats: tuple[SeatView, ...], reach: int) -> int:
        """How many players I have within ``reach`` at this table."""
        near = self.table_with(seats).distances_from(self.me)
        return sum(1 for s in self.alive_others() if near[s] <= reach)

    def at_distance_one(self, seats: tuple[SeatView, ...]) -> int:
        """How many players I see at distance 1 at this table."""
        return self.in_reach(seats, 1)

    def seen_near(self, seats: tuple[SeatView, ...]) -> int:
        """How many players see me at distance 1 at this table."""
        table = self.table_with(seats)
        return sum(1 for s in self.alive_others() if table.distance(s, self.me) <= 1)

    def threats(self, seats: tuple[SeatView, ...]) -> int:
        """How many players have me within their weapon's reach at this table."""
        table = self.table_with(seats)
        return sum(1 for s in self.alive_others() if table.in_reach(s, self.me))

    def hidden_counts(self) -> tuple[int, dict[Role, int]]:
        """How many living seats have a role I do not know, and how many of each role they hold between them."""
        counts = role_counts(len(self.seats))
        known = self.belief.known
        hidden = 0
        for seat, info in enumerate(self.seats):
            role = known[seat]
            if role is None:
                hidden += 1 if info.alive else 0
            else:
                counts[role] -= 1
        return hidden, counts

    def against_me(self, counts: dict[Role, int]) -> int:
        """How many of the hidden roles are on another side than mine."""
        if self.view.role in LAW:
            return counts[OUTLAW] + counts[RENEGADE]
        return counts[DEPUTY] + counts[RENEGADE]

    def bangs_held(self) -> int:
        return sum(1 for card in self.view.hand if EFFECT[card] == "bang")

    def answers(self) -> list[int]:
        return [action.card for action in self.view.legal if isinstance(action, Respond)]

    def holds(self, seat: int) -> Line:
        count = self.seats[seat].hand_count
        return counted(Nn_("{player} holds {count} card.", "{player} holds {count} cards."), count,
                       {"player": self.names[seat], "count": count})

    def my_life(self) -> Line:
        return Line(N_("You are at {hp} of {max_hp} life points."), {"hp": self.mine.hp, "max_hp": self.mine.max_hp})

    def renegades(self) -> int:
        return role_counts(len(self.seats))[RENEGADE]
