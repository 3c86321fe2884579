"""Tables set up from scenario data, scripted AI seats, and a driver that makes any legal decision through the
table's own mouse and keyboard input (posted pygame events), the way a player would."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pygame

from game.actions import (
    DECK,
    DISCARD,
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
from game.cards import catalogue
from game.scenario import Scenario
from game.session import SeatConfig, Session
from game.view import PlayerView
from scenes.app.context import AppContext
from scenes.table.choice import ABILITY_TARGET, CONFIRM, COST, TARGET, TARGET_CARD
from scenes.table.config import TableConfig
from scenes.table.scene import TableScene
from tests.scenes.helpers import click, key, pump, start

Plan = Action | Callable[[PlayerView], Action | None]
"""A scripted decision, or a function of the seat's view that makes one (None: not now)."""
EVERY_CARD = catalogue(("dodge_city",))


def play_named(name: str, target: int | None = None) -> Callable[[PlayerView], Action | None]:
    """Play the first hand card called ``name`` (at ``target``), when the seat holds one."""
    def plan(view: PlayerView) -> Action | None:
        card = next((c for c in view.hand if EVERY_CARD[c].name == name), None)
        return None if card is None else PlayCard(card, target)
    return plan


class Scripted:
    """An AI seat that makes the decisions it is given, in order, when they are legal; otherwise the last
    legal decision (ending the turn, taking the hit)."""

    def __init__(self, plans: Iterable[Plan] = ()) -> None:
        self.plans = list(plans)

    def choose(self, view: PlayerView) -> Action:
        if self.plans:
            plan = self.plans[0]
            action = plan(view) if callable(plan) else plan
            if action is not None and action in view.legal:
                self.plans.pop(0)
                return action
        return view.legal[-1]


def scenario_table(ctx: AppContext, data: dict[str, Any], humans: Sequence[str] = ("Ann",),
                   scripts: dict[str, list[Plan]] | None = None) -> TableScene:
    """A table whose game is the scenario's, shown as it stands; AI seats play ``scripts`` (or end turns)."""
    scenario = Scenario(data)
    names = [player["name"] for player in data["players"]]
    seats = tuple(SeatConfig(name) if name in humans else SeatConfig(name, "random") for name in names)
    rules = scenario.rules
    config = TableConfig(seats, seed=1, expansions=rules.expansions, beginner=rules.beginner)
    session = Session(list(seats), 1, expansions=rules.expansions, beginner=rules.beginner)
    session.game = scenario.game
    for seat, name in enumerate(names):
        if name not in humans:
            session.agents[seat] = Scripted((scripts or {}).get(name, []))
    table = TableScene(ctx, config, session=session)
    start(ctx, table)
    pump(ctx, 2)
    return table


def card_id(table: TableScene, name: str, where: Sequence[int] | None = None) -> int:
    """The id of the card called ``name`` among ``where`` (default: anywhere in the game)."""
    cards = table.session.game.state.cards
    pool = range(len(cards)) if where is None else where
    return next(card for card in pool if cards[card].name == name)


def held(table: TableScene, player: int, name: str) -> int:
    state = table.session.game.state.players[player]
    return card_id(table, name, [*state.hand, *state.in_play])


# --- where to click ---------------------------------------------------------------------------------


def hand_point(table: TableScene, card: int) -> tuple[int, int]:
    """A point on the visible part of a hand card (later cards overlap earlier ones)."""
    rects = table.drawer.hand_rects
    index = next(i for i, (c, _) in enumerate(rects) if c == card)
    rect = rects[index][1]
    right = rects[index + 1][1].left if index + 1 < len(rects) else rect.right
    return ((rect.left + min(right, rect.right)) // 2, rect.centery)


def chip_point(table: TableScene, card: int) -> tuple[int, int]:
    return next(rect.center for _, c, rect in table.drawer.seats.chips if c == card)


def seat_point(table: TableScene, seat: int) -> tuple[int, int]:
    """A point on the seat clear of its cards in play: its name."""
    return next(rect.center for s, rect in table.drawer.seats.character_rects if s == seat)


def button(table: TableScene, label: str) -> pygame.Rect:
    return next(b.rect for b in table.prompt_buttons() if b.label == label)


def press(ctx: AppContext, code: int, frames: int = 1) -> None:
    key(code)
    pump(ctx, frames)


def tap(ctx: AppContext, point: tuple[int, int], frames: int = 1, mouse: int = 1) -> None:
    click(point, mouse)
    pump(ctx, frames)


def settle(ctx: AppContext, table: TableScene, limit: int = 3000) -> None:
    """Frames until the table waits for the viewer again (or the game is over)."""
    for _ in range(limit):
        pump(ctx)
        if table.awaiting_me or table.session.game.over:
            return
    raise AssertionError("the table never came back to the viewer")


# --- any decision, by mouse and keys -------------------------------------------------------------------


def decide(ctx: AppContext, table: TableScene, action: Action) -> None:
    """Make ``action`` through the table's input only; fails unless exactly that decision was made."""
    game = table.session.game
    before = len(game.log)
    viewer = table.viewer
    if isinstance(action, PlayCard):
        _play(ctx, table, action)
    elif isinstance(action, Respond):
        _card(ctx, table, action.card)
    elif isinstance(action, DiscardCard):
        tap(ctx, hand_point(table, action.card))
    elif isinstance(action, UseAbility):
        _ability(ctx, table, action)
    elif isinstance(action, Pass):
        press(ctx, pygame.K_t)
    elif isinstance(action, EndTurn):
        press(ctx, pygame.K_e)
    elif isinstance(action, PickCard):
        if action.card in table.pick_options():
            tap(ctx, dict(table.drawer.pick_rects)[action.card].center)
        else:
            tap(ctx, chip_point(table, action.card))
            _confirm(ctx, table)
    elif isinstance(action, ChoosePlayer):
        tap(ctx, seat_point(table, action.seat))
        _confirm(ctx, table)
    elif isinstance(action, ChooseCard):
        tap(ctx, dict(table.drawer.chooser_rects)[action.target_card].center)
        _confirm(ctx, table)
    elif isinstance(action, KeepCards):
        for card in action.cards:
            tap(ctx, dict(table.drawer.pick_rects)[card].center)
        press(ctx, pygame.K_k)
    elif isinstance(action, ChooseSource):
        tap(ctx, button(table, _source_label(table, action)).center)
    decided = game.log[before:before + 1]
    assert decided == [(viewer, action)], f"wanted {action}, the table made {decided}"


def _source_label(table: TableScene, action: ChooseSource) -> str:
    tr = table.ctx.tr
    if action.source is DECK:
        return tr.gettext("Draw from the deck")
    if action.source is DISCARD:
        top = table.session.game.state.cards[table.model.discard[-1]].name
        return tr.gettext("Take {card} from the discard pile").format(card=tr.gettext(top))
    return tr.gettext("Take from {player}'s hand").format(player=table.config.seats[action.source].name)


def _card(ctx: AppContext, table: TableScene, card: int) -> None:
    if card in table.model.hand:
        tap(ctx, hand_point(table, card))
    else:
        tap(ctx, chip_point(table, card))


def _confirm(ctx: AppContext, table: TableScene) -> None:
    assert table.choice.stage().name == CONFIRM, table.choice.stage()
    press(ctx, pygame.K_RETURN)


def _play(ctx: AppContext, table: TableScene, action: PlayCard) -> None:
    _card(ctx, table, action.card)
    for _ in range(4):
        if len(table.session.game.log) and table.session.game.log[-1] == (table.viewer, action):
            return
        stage = table.choice.stage().name
        if stage == TARGET:
            assert action.target is not None
            tap(ctx, seat_point(table, action.target))
        elif stage == TARGET_CARD:
            assert action.target_card is not None
            tap(ctx, dict(table.drawer.chooser_rects)[action.target_card].center)
        elif stage == COST:
            assert action.cost is not None
            tap(ctx, hand_point(table, action.cost))
        elif stage == CONFIRM:
            press(ctx, pygame.K_RETURN)
        else:
            return


def _ability(ctx: AppContext, table: TableScene, action: UseAbility) -> None:
    press(ctx, pygame.K_a)
    for card in action.cards:
        tap(ctx, hand_point(table, card))
    if table.choice.stage().name == ABILITY_TARGET:
        assert action.target is not None
        tap(ctx, seat_point(table, action.target))
    _confirm(ctx, table)
