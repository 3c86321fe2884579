"""What a Bang! player watching a run of headless games would notice: games that drag and plays an expert would
question.

The simulator (``game.simulate``) feeds every decision to a ``PlayAudit`` and
hands it every finished game; the audit reads the decisions, the true roles
(the harness knows them, the agents never do) and the game's history, and sums
up:

- how long games last (turns per game: median, 95th percentile, maximum; the
  share over ``LONG_GAME`` turns) and the share of games with a stretch of
  ``QUIET_STRETCH`` turns in which nobody loses a life point;
- passive play phases: the player could play a card to some effect, played
  nothing and then discarded at the end of the turn;
- at four players, the Sheriff's shots at the Renegade while an Outlaw lives
  (the Renegade is his only ally until the Outlaws fall);
- Duels with no Bang! left in hand (Calamity Janet's Missed! counts as one);
- a ghost (Ghost Town) paying cards for life he cannot use.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from game.actions import Action, DiscardCard, EndTurn, PlayCard, UseAbility
from game.ai.cardinfo import EFFECT
from game.engine import Game
from game.events import CardPlayed, LifeLost, PlayerEliminated, TurnStarted
from game.roles import OUTLAW, RENEGADE, SHERIFF, Role
from game.state import WaitingKind
from game.view import PlayerView
from game.vocabulary import EffectKey

LONG_GAME = 100
"""Turns beyond which a game drags (the longest an all-AI table at 4-6 players takes)."""
QUIET_STRETCH = 20
"""Turns in a row without a life point lost that make a table a stand-off."""
PLAY_PHASE: Final = WaitingKind.PLAY
DISCARD_PHASE: Final = WaitingKind.DISCARD
"""Read for every decision: bound once (a lookup on the enum class costs several times a global's)."""
SHOTS: frozenset[EffectKey] = frozenset(
    {"bang", "shot_near", "shot_near_draw", "shot_reach", "shot_any"}
)
"""Effects that fire a BANG! at one chosen player."""
HEALS: frozenset[EffectKey] = frozenset({"beer", "heal_self", "heal_anyone", "saloon"})


@dataclass(slots=True)
class _Turn:
    """One play phase as the audit follows it."""

    could_play: bool = False
    played: bool = False
    discarded: bool = False


@dataclass(slots=True)
class PlayAudit:
    """Counts over a run of games (see the module docstring)."""

    turns: list[int] = field(default_factory=list)
    """Turns of every finished game."""
    quiet_games: int = 0
    play_phases: int = 0
    """Play phases in which a card could be played to some effect."""
    passive_phases: int = 0
    sheriff_shots: int = 0
    """Four players: the Sheriff's shots while an Outlaw lives..."""
    sheriff_shots_at_renegade: int = 0
    """...and those of them at the Renegade."""
    duels: int = 0
    duels_without_bang: int = 0
    duels_without_bang_at_holder: int = 0
    """Duels with no Bang! left, at a target holding at least one card (against an empty hand the Duel is won)."""
    ghost_heals: int = 0
    _phases: dict[tuple[int, int], _Turn] = field(default_factory=dict)

    def decided(self, game: Game, view: PlayerView, action: Action) -> None:
        """One decision of the game in play, just before it is applied."""
        kind = view.waiting_kind
        if view.me != view.turn or (kind is not PLAY_PHASE and kind is not DISCARD_PHASE):
            return
        key = (view.round, view.turn)
        phase = self._phases.get(key)
        if phase is None:
            phase = self._phases[key] = _Turn()
        if kind is DISCARD_PHASE:
            phase.discarded = phase.discarded or type(action) is DiscardCard
            return
        if not phase.could_play:
            phase.could_play = any(_useful(view, legal) for legal in view.legal)
        if type(action) is not EndTurn:
            phase.played = True
        if type(action) is UseAbility and view.seats[view.me].ghost and "heal_by_discarding" in _abilities(view):
            self.ghost_heals += 1
        if type(action) is PlayCard and EFFECT[action.card] == "duel" and action.target is not None:
            self._duel(game, view, action)

    def _duel(self, game: Game, view: PlayerView, action: PlayCard) -> None:
        calamity = "bang_missed_swap" in _abilities(view)
        answers = ("bang", "missed") if calamity else ("bang",)
        left = [card for card in view.hand if card != action.card and card != action.cost]
        self.duels += 1
        if not any(EFFECT[card] in answers for card in left):
            self.duels_without_bang += 1
            if view.seats[action.target].hand_count > 0:  # type: ignore[index]
                self.duels_without_bang_at_holder += 1

    def finished(self, game: Game, roles: list[Role]) -> None:
        """A game has ended (or was cut off): read its history and close its play phases."""
        for phase in self._phases.values():
            if phase.could_play:
                self.play_phases += 1
                if phase.discarded and not phase.played:
                    self.passive_phases += 1
        self._phases.clear()
        turns = 0
        quiet = longest = 0
        hit_this_turn = False
        alive = [True] * len(roles)
        four = len(roles) == 4
        for event in game.history:
            if isinstance(event, TurnStarted):
                if turns:
                    quiet = 0 if hit_this_turn else quiet + 1
                    longest = max(longest, quiet)
                turns += 1
                hit_this_turn = False
            elif isinstance(event, LifeLost):
                hit_this_turn = True
            elif isinstance(event, PlayerEliminated):
                alive[event.player] = False
            elif four and isinstance(event, CardPlayed):
                self._sheriff_shot(event, roles, alive)
        if turns and not hit_this_turn:
            longest = max(longest, quiet + 1)
        self.turns.append(turns)
        if longest >= QUIET_STRETCH:
            self.quiet_games += 1

    def _sheriff_shot(self, event: CardPlayed, roles: list[Role], alive: list[bool]) -> None:
        if event.as_answer or event.target is None or roles[event.player] is not SHERIFF:
            return
        if EFFECT[event.card] not in SHOTS and EFFECT[event.card] != "missed":  # Calamity Janet's Missed!
            return
        if not any(up and role is OUTLAW for up, role in zip(alive, roles, strict=True)):
            return
        self.sheriff_shots += 1
        if roles[event.target] is RENEGADE:
            self.sheriff_shots_at_renegade += 1

    def add(self, other: PlayAudit) -> None:
        """Count ``other``'s finished games in (runs split over processes add up to one report)."""
        self.turns.extend(other.turns)
        self.quiet_games += other.quiet_games
        self.play_phases += other.play_phases
        self.passive_phases += other.passive_phases
        self.sheriff_shots += other.sheriff_shots
        self.sheriff_shots_at_renegade += other.sheriff_shots_at_renegade
        self.duels += other.duels
        self.duels_without_bang += other.duels_without_bang
        self.duels_without_bang_at_holder += other.duels_without_bang_at_holder
        self.ghost_heals += other.ghost_heals

    def as_dict(self) -> dict[str, Any]:
        """The JSON-ready report."""
        ordered = sorted(self.turns)
        games = len(ordered)
        return {
            "turns": {
                "median": _quantile(ordered, 0.5),
                "p95": _quantile(ordered, 0.95),
                "max": ordered[-1] if ordered else 0,
                f"over_{LONG_GAME}": _share(sum(1 for t in ordered if t > LONG_GAME), games),
                f"quiet_{QUIET_STRETCH}": _share(self.quiet_games, games),
            },
            "passive_play_phases": _share(self.passive_phases, self.play_phases),
            "sheriff_shots_at_renegade_4p": _share(self.sheriff_shots_at_renegade, self.sheriff_shots),
            "duels_without_bang": _share(self.duels_without_bang, self.duels),
            "duels_without_bang_at_a_holder": _share(self.duels_without_bang_at_holder, self.duels),
            "ghost_heals": self.ghost_heals,
        }


def _useful(view: PlayerView, action: Action) -> bool:
    """Whether a legal play does something (a Beer at full life does not)."""
    if type(action) is not PlayCard:
        return False
    effect = EFFECT[action.card]
    if effect in HEALS and action.card in view.hand:
        mine = view.seats[view.me]
        return mine.hp < mine.max_hp or (
            effect == "saloon" and any(seat.alive and seat.hp < seat.max_hp for seat in view.seats)
        )
    return True


def _abilities(view: PlayerView) -> frozenset[str]:
    return view.table.abilities(view.me)


def _quantile(ordered: list[int], share: float) -> int:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0


def _share(part: int, whole: int) -> dict[str, float | int]:
    return {"count": part, "of": whole, "percent": round(100.0 * part / whole, 2) if whole else 0.0}
