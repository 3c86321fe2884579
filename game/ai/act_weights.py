"""What each public act says about its author's role: the weights of the suspicion model (``belief``).

Two sets: the plain one the normal level reads with, and the one fitted to how normal players play, which the hard
level reads with (``game.ai.fit_reading`` fits it).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from game.ai.cardinfo import EFFECT
from game.vocabulary import EffectKey

READ_AS: dict[EffectKey, EffectKey] = {
    "missed": "bang",  # Calamity Janet's Missed! played as a Bang!
    "shot_near": "bang",
    "shot_near_draw": "bang",
    "shot_reach": "bang",
    "shot_any": "bang",
    "steal_any": "panic",
}
"""Dodge City's attacks read like the base game's: a BANG! effect is a shot, Rag Time and Conestoga a Panic!."""

TAKES_A_CARD: frozenset[EffectKey] = frozenset({"panic", "cat_balou"})
"""Attacks that take a card away: taking a Jail or Dynamite is help (``Weights.rescue``)."""


@dataclass(frozen=True)
class Weights:
    """How much each kind of act says, and how firmly evidence becomes conviction."""

    hostile: tuple[tuple[EffectKey, float], ...] = (
        ("bang", 1.0),
        ("duel", 0.9),
        ("jail", 0.8),
        ("panic", 0.5),
        ("cat_balou", 0.6),
    )
    """One single-target attack of each kind, about the attacker."""
    helpful: tuple[tuple[EffectKey, float], ...] = (("heal_anyone", 0.6),)
    """Single-target help: Tequila given to another player."""
    rescue: tuple[tuple[EffectKey, float], ...] = (("jail", 0.7), ("dynamite", 0.4))
    """Taking a Jail or Dynamite away from a player (Panic!, Cat Balou): help, this much."""
    at_sheriff: float = 1.3
    """An attack on the Sheriff, about the attacker (the strongest sign)."""
    sheriff_helped: float = 1.0
    """Help to the Sheriff, about the helper."""
    by_lean: float = 0.6
    """An act on a seat that leans one way, about the actor (attacking an Outlaw looks lawful)."""
    back_lean: float = 0.35
    """The same act, about its target, by the actor's lean."""
    by_sheriff: float = 0.35
    """The Sheriff's own act, about its target."""
    revealed_target: float = 0.8
    """A revealed role read back: the acts on that player, about their actors."""
    revealed_actor: float = 0.4
    """A revealed role read back: that player's acts, about their targets."""
    private_law: float = 0.9
    """An attack on me when I am the law (not by the Sheriff), about the attacker."""
    private_outlaw: float = 0.7
    """An attack on me when I am an Outlaw, about the attacker (a teammate does not shoot me)."""
    renegade_lean: float = 0.35
    """How much the Renegade weight follows a seat's evidence against the law (a Renegade hides as either)."""
    limit: float = 4.0
    """Evidence beyond this adds nothing."""
    first_blow: float = 2.5
    """Once the Outlaws are gone: how much a first blow (``Evidence._endgame_act``) adds to the log-odds that its
    striker is the Renegade rather than a Deputy."""
    endgame_lean: float = 0.3
    """...and how much a seat's evidence (leaning Outlaw) adds to them per point: the Renegade helped the Outlaws, or
    hid among the law."""

    @cached_property
    def play_readings(self) -> tuple[tuple[float, bool, bool] | None, ...]:
        """What playing each card id at another player says: (weight, hostile, whether it takes a card, which may
        be a rescue), or None when it says nothing (worked out once per set of weights)."""
        hostile = dict(self.hostile)
        helpful = dict(self.helpful)
        readings: list[tuple[float, bool, bool] | None] = []
        for printed in EFFECT:
            effect = READ_AS.get(printed, printed)
            weight = hostile.get(effect)
            if weight is not None:
                readings.append((weight, True, effect in TAKES_A_CARD))
            else:
                helped = helpful.get(effect)
                readings.append(None if helped is None else (helped, False, False))
        return tuple(readings)

    @cached_property
    def rescues(self) -> dict[EffectKey, float]:
        """``rescue`` by the effect of the card taken away."""
        return dict(self.rescue)

    @cached_property
    def shot(self) -> float:
        """What a shot that is no card (Doc Holyday's, discarding two cards) says: a Bang!'s weight."""
        return dict(self.hostile)["bang"]


PLAIN = Weights()
"""The normal reading."""
FITTED = Weights(
    hostile=(
        ("bang", 0.8),
        ("duel", 0.72),
        ("jail", 1.6),
        ("panic", 0.625),
        ("cat_balou", 0.75),
    ),
    helpful=(("heal_anyone", 0.6),),
    rescue=(("jail", 5.47), ("dynamite", 0.8)),
    at_sheriff=4.06,
    sheriff_helped=2.0,
    by_lean=0.75,
    back_lean=0.07,
    by_sheriff=0.07,
    revealed_target=0.128,
    revealed_actor=0.016,
    private_law=0.0115,
    private_outlaw=0.7,
    renegade_lean=0.35,
    limit=4.0,
)
"""The hard level's reading, fitted to how normal players play (``python -m game.ai.fit_reading --games 600
--held-out 300 --rounds 6``, base game at 4-7 players): the mean log-loss of the players' role guesses on 300
fresh games falls from 0.473 to 0.419. An attack on the Sheriff and freeing someone from Jail say far more than
the plain reading assumes, how a seat leans says little about whom it attacks, and an attack on a lawman says
nothing more to him than to the table."""
HOSTILE_EFFECTS = frozenset(effect for effect, _ in PLAIN.hostile)
"""The single-target attacks the model reads (by the base game's effect each is read as)."""
