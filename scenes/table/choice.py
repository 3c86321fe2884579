"""The decision the viewer is putting together at the table, one click at a time.

A decision can take several clicks: a card, its target, which card of the
target's, the card paid as its cost; two cards and a target for Doc Holyday's
ability. Each click is kept as a step; the stage (what the next click chooses)
and the decision itself follow from the steps and the core's legal decisions,
never from rules of the client's own. A decision that costs something or that
cannot be taken back as a whole (a cost card, an ability, Vera Custer's choice,
Pat Brennan's card, a Brawl victim's card, the card lost to The Daltons) waits
for a confirmation; until then every step can be cancelled, the last first.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.actions import (
    FROM_HAND,
    Action,
    ChooseCard,
    ChoosePlayer,
    DiscardCard,
    KeepCards,
    PickCard,
    PlayCard,
    Respond,
    TargetCard,
    UseAbility,
)
from game.state import WaitingKind

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

IDLE = "idle"
TARGET = "target"
"""A player to aim the selected card at."""
TARGET_CARD = "target_card"
"""Which card of the chosen target (or a random one from the hand)."""
COST = "cost"
"""The other hand card discarded with a card that has the discard symbol."""
ABILITY_CARDS = "ability_cards"
"""The hand cards an ability is paid with."""
ABILITY_TARGET = "ability_target"
"""Doc Holyday: the player to shoot at."""
CONFIRM = "confirm"
"""A whole decision waiting for Confirm (or Cancel)."""

UNSET: Any = object()


@dataclass(frozen=True)
class Stage:
    """What the next click chooses, and the decision once it is whole."""

    name: str
    action: Action | None = None
    options: tuple[int, ...] = ()
    """The cards or seats the stage offers."""
    target_cards: tuple[TargetCard, ...] = ()
    """The target cards it offers: cards in play, or ``FROM_HAND`` for a random hand card."""


class TableChoice:
    """The steps of the decision in progress, and what each click adds to it."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.steps: list[tuple[str, Any]] = []
        """The clicks so far, in order: ("card", id), ("target", seat), ("target_card", id), ("cost", id),
        ("ability", None), ("ability_card", id), ("ability_target", seat), ("seat", seat), ("pick", id),
        ("brawl", target card)."""
        self.kit_cards: list[int] = []

    # --- the steps ------------------------------------------------------------------

    def reset(self) -> None:
        self.steps = []
        self.kit_cards = []

    def _value(self, kind: str) -> Any:
        return next((value for step, value in self.steps if step == kind), UNSET)

    def _has(self, kind: str) -> bool:
        return any(step == kind for step, _ in self.steps)

    @property
    def selected(self) -> int | None:
        """The card being played (from the hand, or a green card from the play area)."""
        value = self._value("card")
        return None if value is UNSET else int(value)

    @property
    def ability_mode(self) -> bool:
        return self._has("ability")

    @property
    def ability_cards(self) -> list[int]:
        return [int(value) for step, value in self.steps if step == "ability_card"]

    def chosen_cards(self) -> set[int]:
        """Hand cards chosen so far (drawn lifted): the card played, its cost, an ability's cards."""
        cost = self._value("cost")
        chosen = {value for step, value in self.steps if step in ("card", "ability_card")}
        return chosen | ({cost} if cost is not UNSET else set())

    @property
    def keep_count(self) -> int:
        """How many of the shown cards Kit Carlson keeps (0: he is not choosing)."""
        return next((len(a.cards) for a in self.legal() if isinstance(a, KeepCards)), 0)

    @property
    def busy(self) -> bool:
        """A decision is being put together (Cancel has something to cancel)."""
        return bool(self.steps or self.kit_cards)

    # --- what the steps add up to ------------------------------------------------------------

    def legal(self) -> list[Action]:
        return self.scene.legal()

    def stage(self) -> Stage:
        """The stage the steps have reached."""
        if not self.steps:
            return Stage(IDLE)
        legal = self.legal()
        if self.ability_mode:
            return self._ability_stage(legal)
        if self.selected is not None:
            return self._play_stage(legal)
        kind, value = self.steps[-1]
        action: Action | None = None
        if kind == "seat":
            action = ChoosePlayer(value)
        elif kind == "pick":
            action = PickCard(value)
        elif kind == "brawl":
            victim = next((a.target for a in legal if isinstance(a, ChooseCard)), None)
            action = None if victim is None else ChooseCard(victim, value)
        return Stage(CONFIRM, action) if action is not None and action in legal else Stage(IDLE)

    def _play_stage(self, legal: list[Action]) -> Stage:
        card = self.selected
        actions = [a for a in legal if isinstance(a, PlayCard) and a.card == card]
        target = self._value("target")
        if target is not UNSET:
            actions = [a for a in actions if a.target == target]
        elif any(a.target is not None for a in actions):
            return Stage(TARGET, options=tuple(sorted({a.target for a in actions if a.target is not None})))
        target_card = self._value("target_card")
        if target_card is not UNSET:
            actions = [a for a in actions if a.target_card == target_card]
        else:
            cards = list(dict.fromkeys(a.target_card for a in actions))
            if len(cards) > 1:  # one card only (the hand of a player with nothing in play): no question
                return Stage(TARGET_CARD, target_cards=tuple(c for c in cards if c is not None))
        cost = self._value("cost")
        if cost is not UNSET:
            actions = [a for a in actions if a.cost == cost]
        else:
            costs = list(dict.fromkeys(a.cost for a in actions if a.cost is not None))
            if len(costs) > 1:
                return Stage(COST, options=tuple(costs))
        if not actions:
            return Stage(IDLE)
        return Stage(CONFIRM if actions[0].cost is not None else "done", actions[0])

    def _ability_stage(self, legal: list[Action]) -> Stage:
        chosen = set(self.ability_cards)
        candidates = [a for a in legal if isinstance(a, UseAbility) and chosen <= set(a.cards)]
        longer = sorted({c for a in candidates if len(a.cards) > len(chosen) for c in a.cards} - chosen)
        whole = [a for a in candidates if len(a.cards) == len(chosen)]
        target = self._value("ability_target")
        if target is not UNSET:
            whole = [a for a in whole if a.target == target]
            return Stage(CONFIRM, whole[0]) if whole else Stage(ABILITY_CARDS, options=tuple(longer))
        if whole and not longer:
            if all(a.target is None for a in whole):
                return Stage(CONFIRM, whole[0])
            return Stage(ABILITY_TARGET, options=tuple(sorted({a.target for a in whole if a.target is not None})))
        return Stage(ABILITY_CARDS, options=tuple(longer))

    @property
    def pending(self) -> Action | None:
        """The whole decision waiting for Confirm, if any."""
        stage = self.stage()
        return stage.action if stage.name == CONFIRM else None

    # --- adding a step ---------------------------------------------------------------------

    def _push(self, kind: str, value: Any, refused: Callable[[], Action]) -> None:
        """Add a step; a step that leads nowhere is explained and dropped; a whole decision that needs no
        confirmation is sent at once."""
        self.steps.append((kind, value))
        stage = self.stage()
        if stage.name == "done" and stage.action is not None:
            self.scene.submit(stage.action)
        elif stage.name == IDLE:
            self.steps.pop()
            self.scene.explain(refused())

    def cancel(self) -> bool:
        """Undo the last step (Escape, right-click, the Cancel button); False when there is nothing to undo."""
        if self.steps:
            self.steps.pop()
            return True
        if self.kit_cards:
            self.kit_cards = []
            return True
        return False

    def confirm(self) -> None:
        action = self.pending
        if action is not None:
            self.scene.submit(action)

    def toggle_ability(self) -> None:
        if self.ability_mode:
            self.steps = []
            return
        self.steps = [("ability", None)]
        if self.stage().name == ABILITY_CARDS and not self.stage().options:
            self.steps = []

    # --- clicks ------------------------------------------------------------------------------

    def click_hand(self, card: int) -> None:
        scene = self.scene
        legal = self.legal()
        if not legal:
            return
        stage = self.stage()
        if stage.name == CONFIRM:
            return
        if self.ability_mode:
            self._click_ability_card(card, stage)
            return
        if stage.name == COST:
            if card in stage.options:
                self._push("cost", card, lambda: PlayCard(card))
            elif card == self.selected:
                self.cancel_to("card")
            else:
                chosen = self.selected
                assert chosen is not None
                scene.explain(PlayCard(chosen, self._target_or_none(), self._target_card_or_none(), card))
            return
        if self.selected is not None:
            if card == self.selected:
                self.cancel_to("card")
            return
        kind = scene.session.game.waiting_kind
        if kind is WaitingKind.DISCARD:
            scene.submit(DiscardCard(card))
        elif kind is WaitingKind.RESPOND:
            self._respond(card)
        elif kind is WaitingKind.PLAY:
            self._start_play(card)

    def click_in_play(self, owner: int, card: int) -> None:
        """A card in play on a seat: a green card to use, an answer, Pat Brennan's or The Daltons' card, or
        (while aiming a Panic! or the like) that very card of the target."""
        scene = self.scene
        legal = self.legal()
        if not legal:
            return
        stage = self.stage()
        if stage.name == TARGET:
            chosen = self.selected
            assert chosen is not None
            aimed = [a for a in legal if isinstance(a, PlayCard) and a.card == chosen and a.target == owner
                     and a.target_card == card]
            if aimed:
                self.steps.append(("target", owner))
                self._push("target_card", card, lambda: PlayCard(chosen, owner, card))
            else:
                self.click_seat(owner)
            return
        if stage.name != IDLE:
            if stage.name in (ABILITY_TARGET,):
                self.click_seat(owner)
            return
        kind = scene.session.game.waiting_kind
        picks = [a for a in legal if isinstance(a, PickCard)]
        if kind is WaitingKind.PICK and picks:
            if PickCard(card) in picks:
                self._push("pick", card, lambda: PickCard(card))
            elif any(a.card in self.in_play_cards() for a in picks):
                scene.explain(PickCard(card))
            return
        if owner != scene.viewer:
            self.click_seat(owner)
            return
        if kind is WaitingKind.RESPOND:
            self._respond(card)
        elif kind is WaitingKind.PLAY:
            self._start_play(card)

    def click_seat(self, seat: int) -> None:
        legal = self.legal()
        if not legal:
            return
        stage = self.stage()
        if stage.name == TARGET:
            chosen = self.selected
            assert chosen is not None
            self._push("target", seat, lambda: PlayCard(chosen, seat))
        elif stage.name == ABILITY_TARGET:
            cards = tuple(sorted(self.ability_cards))
            self._push("ability_target", seat, lambda: UseAbility(cards, seat))
        elif stage.name == IDLE and any(isinstance(a, ChoosePlayer) for a in legal):
            self._push("seat", seat, lambda: ChoosePlayer(seat))

    def click_choose(self, card: TargetCard) -> None:
        """A card in the chooser: which card of the target (a Panic! and the like, or Brawl's victim)."""
        legal = self.legal()
        stage = self.stage()
        if stage.name == TARGET_CARD:
            chosen, target = self.selected, self._value("target")
            assert chosen is not None
            self._push("target_card", card, lambda: PlayCard(chosen, target, card))
        elif stage.name == IDLE:
            victim = next((a.target for a in legal if isinstance(a, ChooseCard)), None)
            if victim is not None:
                self._push("brawl", card, lambda: ChooseCard(victim, card))

    def click_pick(self, card: int) -> None:
        """A card shown for a choice: the General Store, Lucky Duke's "draw!", Kit Carlson's three."""
        legal = self.legal()
        if PickCard(card) in legal:
            self.scene.submit(PickCard(card))
            return
        keep = self.keep_count
        if keep:
            self.kit_cards = [c for c in self.kit_cards if c != card] if card in self.kit_cards else [
                *self.kit_cards, card][-keep:]

    def cancel_to(self, kind: str) -> None:
        """Undo every step from the first of ``kind`` on."""
        index = next((i for i, (step, _) in enumerate(self.steps) if step == kind), len(self.steps))
        del self.steps[index:]

    # --- helpers of the clicks ------------------------------------------------------------------

    def _respond(self, card: int) -> None:
        action = Respond(card)
        if action in self.legal():
            self.scene.submit(action)
        else:
            self.scene.explain(action)

    def _start_play(self, card: int) -> None:
        actions = [a for a in self.legal() if isinstance(a, PlayCard) and a.card == card]
        if not actions:
            self.scene.explain(PlayCard(card, self.scene.nearest_other(), cost=self._any_other_hand_card(card)))
            return
        self._push("card", card, lambda: PlayCard(card))

    def _any_other_hand_card(self, card: int) -> int | None:
        """A cost to explain a refusal with, so that the explanation is not "it needs a cost"."""
        definition = self.scene.session.game.state.cards[card].definition
        if not definition.cost:
            return None
        return next((other for other in self.scene.model.hand if other != card), None)

    def _click_ability_card(self, card: int, stage: Stage) -> None:
        if card in self.ability_cards:
            self.steps.remove(("ability_card", card))
            return
        if stage.name != ABILITY_CARDS:
            return
        if card in stage.options:
            self.steps.append(("ability_card", card))
            return
        wanted = UseAbility(tuple(sorted([*self.ability_cards, card])))
        self.scene.explain(wanted)

    def _target_or_none(self) -> int | None:
        value = self._value("target")
        return None if value is UNSET else int(value)

    def _target_card_or_none(self) -> TargetCard | None:
        value = self._value("target_card")
        if value is UNSET or value is None:
            return None
        return FROM_HAND if value is FROM_HAND else int(value)

    # --- what can be clicked now ---------------------------------------------------------------

    def in_play_cards(self) -> set[int]:
        return {card for seat in self.scene.model.seats for card in seat.in_play}

    def playable_cards(self) -> set[int]:
        """Hand cards a click does something with now."""
        legal = self.legal()
        if not legal:
            return set()
        stage = self.stage()
        if stage.name in (COST, ABILITY_CARDS):
            return set(stage.options) | set(self.ability_cards)
        if stage.name != IDLE:
            return set(self.ability_cards)
        hand = set(self.scene.model.hand)
        return {a.card for a in legal if isinstance(a, (PlayCard, Respond, DiscardCard))} & hand

    def chip_cards(self) -> set[int]:
        """Cards in play (on any seat) a click uses or chooses now."""
        legal = self.legal()
        if not legal:
            return set()
        stage = self.stage()
        in_play = self.in_play_cards()
        if stage.name == TARGET:
            return {a.target_card for a in legal if isinstance(a, PlayCard) and a.card == self.selected
                    and isinstance(a.target_card, int) and a.target_card in in_play}
        if stage.name != IDLE:
            return set()
        own = set(self.scene.model.seats[self.scene.viewer].in_play) if self.scene.viewer >= 0 else set()
        return {a.card for a in legal if isinstance(a, (PlayCard, Respond)) and a.card in own} | {
            a.card for a in legal if isinstance(a, PickCard) and a.card in in_play}

    def target_seats(self) -> set[int]:
        stage = self.stage()
        if stage.name in (TARGET, ABILITY_TARGET):
            return set(stage.options)
        if stage.name == IDLE:
            return {a.seat for a in self.legal() if isinstance(a, ChoosePlayer)}
        return set()

    def pick_options(self) -> list[int]:
        """Cards shown in the overlay for a pick (General Store, Lucky Duke, Kit Carlson)."""
        legal = self.legal()
        if any(isinstance(a, KeepCards) for a in legal):
            return sorted({c for a in legal if isinstance(a, KeepCards) for c in a.cards})
        in_play = self.in_play_cards()
        return [a.card for a in legal if isinstance(a, PickCard) and a.card not in in_play]

    def chooser(self) -> tuple[int | None, list[TargetCard]]:
        """The chooser overlay: whose cards, and the options (card ids, FROM_HAND for a random hand card)."""
        stage = self.stage()
        if stage.name == TARGET_CARD:
            target = self._value("target")
            return (None if target is UNSET else int(target)), list(stage.target_cards)
        if stage.name == IDLE:
            options = [a for a in self.legal() if isinstance(a, ChooseCard)]
            if options:
                return options[0].target, [a.target_card for a in options]
        return None, []
