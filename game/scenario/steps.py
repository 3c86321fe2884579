"""Playing a scenario's steps: each step becomes the engine decisions it stands for, or a refusal.

A step marked ``illegal`` must be refused with a message and leave the state exactly as it was.
"""
from __future__ import annotations

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
    TargetCard,
    UseAbility,
)
from game.engine import Game
from game.errors import IllegalActionError
from game.scenario.errors import ScenarioError, StepRefused, listed, shown
from game.scenario.table import CardSpec, Table
from game.snapshot import state_from_dict
from game.state import Task, WaitingKind

STEP_KEYS = {"do", "by", "card", "cards", "target", "target_card", "from", "cost", "illegal"}
IN_PLAY = "in_play"
"""``from: "in_play"``: a green card used from the play area."""
KINDS_OF_STEP = {
    "play": ("play",),
    "end": ("play",),
    "ability": ("play", "respond"),
    "respond": ("respond",),
    "pass": ("respond",),
    "pick": ("pick",),
    "discard": ("discard",),
}
"""Each kind of step and the engine's waiting kinds it may answer."""


class Steps:
    """Turns steps into decisions on ``game``, naming cards and players as ``table`` set them out."""

    def __init__(self, game: Game, table: Table) -> None:
        self.game = game
        self.table = table
        self.cards = table.cards

    def decide(self, step: dict[str, Any], number: int) -> None:
        unknown = set(step) - STEP_KEYS
        if unknown:
            raise ScenarioError(f"step {number}: unknown key(s) {listed(unknown)}")
        do = step.get("do")
        if not isinstance(do, str) or do not in KINDS_OF_STEP:
            raise ScenarioError(f"step {number}: unknown decision {shown(do)}")
        illegal = step.get("illegal", False)
        if not isinstance(illegal, bool):
            raise ScenarioError(f"step {number}: 'illegal' must be true or false, not {shown(illegal)}")
        try:
            player = self.table.seat(step.get("by"), "'by'")
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
            raise ScenarioError(f"'from' on a play or respond step can only be \"in_play\", not {shown(where)}")
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
        return None if step.get("target") is None else self.table.seat(step["target"], "'target'")

    def _target_card(self, step: dict[str, Any], target: int | None) -> TargetCard | None:
        """``"hand"`` (a random hand card) or a card in the target's play area."""
        if "target_card" not in step:
            return None
        if target is None:
            raise ScenarioError("'target_card' needs a 'target'")
        if step["target_card"] == "hand":
            return FROM_HAND
        wanted = self.table.parse_card(step["target_card"])
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
            spec = self.table.parse_card(step.get("card"))
            copies = self._held(player, spec, step.get("from"))
            if do == "respond":
                return [self._choose(player, [Respond(c) for c in copies])]
            target = self._target(step)
            target_card = self._target_card(step, target)
            if "cost" not in step:
                return [self._choose(player, [PlayCard(c, target, target_card) for c in copies])]
            cost_spec = self.table.parse_card(step["cost"])
            costs = self._hand_copies(player, cost_spec)
            candidates: list[Action] = [
                PlayCard(c, target, target_card, cost) for c in copies for cost in costs if cost != c
            ]
            if not candidates:
                raise StepRefused(f"{state.players[player].name} holds no other {cost_spec} to discard")
            return [self._choose(player, candidates)]
        if do == "ability":
            specs = self.table.card_list(step.get("cards", []), "'cards'")
            chosen: list[int] = []
            for spec in specs:
                free = [c for c in self._hand_copies(player, spec) if c not in chosen]
                chosen.append(free[0] if free else self._any_copy(spec))
            return [UseAbility(tuple(sorted(chosen)), self._target(step))]
        if do == "discard":
            specs = self.table.card_list(step.get("cards", []), "'cards'")
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
            target = self.table.seat(step["target"], "'target'")
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
            owner = self.table.seat(source, "'from'")
            if "card" in step:
                spec = self.table.parse_card(step["card"])
                in_play = self._in_play_copies(owner, spec)
                if not in_play:
                    raise StepRefused(f"{self.game.state.players[owner].name} has no {spec} in play")
                return PickCard(in_play[0])
            return ChooseSource(owner)
        if "cards" in step:
            specs = self.table.card_list(step["cards"], "'cards'")
            shown = list(self.game.state.selection)
            kept: list[int] = []
            for spec in specs:
                match = [c for c in shown if c not in kept and spec.matches(self.cards[c])]
                kept.append(match[0] if match else self._any_copy(spec))
            return KeepCards(tuple(sorted(kept)))
        spec = self.table.parse_card(step.get("card"))
        options = [a for a in legal if isinstance(a, PickCard) and spec.matches(self.cards[a.card])]
        return options[0] if options else PickCard(self._any_copy(spec))
