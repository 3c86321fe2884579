"""What the prompt bar of the table says and which buttons it offers.

The text comes from the core's prompt for the awaited decision, replaced while
the viewer is in the middle of a choice (a target, a card of the target's, two
cards for an ability). Each button says what it does in its situation: taking
a shot, losing a life point to Indians!, losing a Duel and letting a lethal hit
eliminate you are four decisions with four labels, not one "Take it".
Buttons are as wide as their labels; when they do not fit in one row beside
the text they stand in a column above the middle of the bar, over the piles,
leaving the seats to the left and right in view.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import messages
from game.actions import DECK, DISCARD, Action, ChooseSource, EndTurn, KeepCards, Pass, UseAbility
from game.prompts import Prompt
from scenes.app.i18n import N_, Translator
from scenes.table.choice_text import ChoiceText

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

DYING_PROMPTS = frozenset({messages.PROMPT_DYING, messages.PROMPT_DYING_SID})
CHIPS_OUTLINED = N_("The cards in play you can choose are outlined on the seats.")
ROW_SHARE = 0.62
"""At most this share of the prompt bar goes to a row of buttons; the rest is the text's."""


def pass_label(tr: Translator, prompt_key: str | None) -> str:
    """The label of "decline to answer", which means something different in each situation."""
    if prompt_key == messages.PROMPT_INDIANS:
        return tr.pgettext("button: answer to Indians!", "Lose a life point")
    if prompt_key == messages.PROMPT_DUEL:
        return tr.pgettext("button: answer to a Duel", "Lose the duel")
    if prompt_key in DYING_PROMPTS:
        return tr.pgettext("button: no way to survive a lethal hit", "Be eliminated")
    return tr.pgettext("button: answer to Bang! or Gatling", "Take the hit")


def choosing_text(scene: TableScene) -> str | None:
    """The prompt while the viewer is in the middle of a choice, or None."""
    return ChoiceText(scene).text()


def translated(tr: Translator, prompt: Prompt) -> str:
    """A core prompt in the current language, its card and reason parameters translated too."""
    params = dict(prompt.params)
    for key in prompt.translate_params:
        params[key] = tr.gettext(str(params[key]))
    if prompt.plural is not None and prompt.count is not None:
        return tr.ngettext(prompt.key, prompt.plural, prompt.count).format(**params)
    return tr.gettext(prompt.key).format(**params)


def prompt_text(scene: TableScene) -> str:
    """The core's prompt for the viewer's decision, or whom the table waits for."""
    prompt = scene.prompt()
    tr = scene.ctx.tr
    if prompt is None:
        decider = scene.session.game.decider
        if decider is None or not scene.events.idle:
            return ""
        name = scene.config.seats[decider].name
        return scene.coach.waiting_text(name) or tr.gettext("Waiting for {player}…").format(player=name)
    text = translated(tr, prompt)
    if scene.chip_cards() and not scene.choice.steps:
        text = f"{text} {tr.gettext(CHIPS_OUTLINED)}"
    return text


def prompt_line(scene: TableScene) -> str:
    """The whole text of the prompt bar now."""
    choosing = choosing_text(scene)
    return choosing if choosing is not None else prompt_text(scene)


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    on_click: Callable[[], None]
    hotkey: int | None = None


def button_specs(scene: TableScene) -> list[ButtonSpec]:
    """The buttons of the current decision, in reading order."""
    legal = scene.legal()
    tr = scene.ctx.tr
    specs: list[ButtonSpec] = []
    if scene.offers_skip():
        specs.append(ButtonSpec(tr.gettext("Skip to the result"), scene.skip_to_result, pygame.K_s))
    if not legal:
        return specs
    names = [seat.name for seat in scene.config.seats]
    prompt = scene.prompt()
    discard = scene.model.discard
    choice = scene.choice
    if choice.pending is not None:
        return [*specs, ButtonSpec(tr.gettext("Confirm"), scene.confirm),
                ButtonSpec(tr.gettext("Cancel"), lambda: _cancel(scene))]
    for action in legal:
        submit = _submitter(scene, action)
        if isinstance(action, EndTurn):
            specs.append(ButtonSpec(tr.gettext("End turn"), submit, pygame.K_e))
        elif isinstance(action, Pass):
            specs.append(ButtonSpec(pass_label(tr, prompt.key if prompt else None), submit, pygame.K_t))
        elif isinstance(action, ChooseSource):
            if action.source is DECK:
                specs.append(ButtonSpec(tr.gettext("Draw from the deck"), submit))
            elif action.source is DISCARD:
                top = tr.gettext(scene.session.game.state.cards[discard[-1]].name) if discard else ""
                specs.append(ButtonSpec(tr.gettext("Take {card} from the discard pile").format(card=top), submit))
            else:
                specs.append(ButtonSpec(tr.gettext("Take from {player}'s hand").format(player=names[action.source]),
                                        submit))
    if any(isinstance(a, UseAbility) for a in legal) and not choice.ability_mode:
        specs.append(ButtonSpec(tr.gettext("Use ability"), scene.toggle_ability, pygame.K_a))
    kept = KeepCards(tuple(sorted(scene.kit_cards)))
    if scene.kit_cards and len(scene.kit_cards) == choice.keep_count and kept in legal:
        label = tr.ngettext("Keep this card", "Keep these {count} cards", len(kept.cards)).format(
            count=len(kept.cards))
        specs.append(ButtonSpec(label, _submitter(scene, kept), pygame.K_k))
    if choice.busy:
        specs.append(ButtonSpec(tr.gettext("Cancel"), lambda: _cancel(scene)))
    return specs


def _cancel(scene: TableScene) -> None:
    scene.cancel()


def _submitter(scene: TableScene, action: Action) -> Callable[[], None]:
    return lambda: scene.submit(action)


def button_rects(labels: list[str], bar: pygame.Rect, font: pygame.font.Font, scale: float,
                 spare: pygame.Rect | None = None) -> list[pygame.Rect]:
    """Rects for buttons with these labels: a right-aligned row in ``bar``; when they are too many for it
    (Jesse Jones: the deck or one of six hands), a grid centred in ``spare`` (the hand's strip, below the bar:
    never over the viewer's seat, its cards in play or the piles); else a centred column above the bar.

    Each button is as wide as its label needs (never narrower than a minimum),
    so no label is cut, whatever the language or the text size.
    """
    if not labels:
        return []
    pad, gap = max(16, int(28 * scale)), max(4, int(10 * scale))
    minimum = int(170 * scale)
    widths = [max(minimum, font.size(label)[0] + pad) for label in labels]
    height = max(bar.height - 2 * max(3, int(8 * scale)), font.get_linesize() + 6)
    total = sum(widths) + gap * (len(widths) - 1)
    if total <= bar.width * ROW_SHARE:
        rects = []
        right = bar.right - gap
        for width in reversed(widths):
            rects.append(pygame.Rect(right - width, bar.centery - height // 2, width, height))
            right -= width + gap
        return list(reversed(rects))
    if spare is not None:
        compact = min(height, font.get_linesize() + max(8, int(14 * scale)))
        grid = _grid(len(labels), max(widths), compact, gap, spare.inflate(-2 * gap, -2 * gap))
        if grid is not None:
            return grid
    width = min(max(widths), bar.width - 2 * gap)
    rects = []
    bottom = bar.top - 2 * gap
    for _ in labels:
        rects.append(pygame.Rect(bar.centerx - width // 2, bottom - height, width, height))
        bottom -= height + gap
    return list(reversed(rects))


def _grid(count: int, width: int, height: int, gap: int, area: pygame.Rect) -> list[pygame.Rect] | None:
    """``count`` buttons of one size in rows centred in ``area``, in reading order; None if they do not fit."""
    columns = min(count, (area.width + gap) // (width + gap))
    if columns <= 0:
        return None
    rows = -(-count // columns)
    if rows * height + (rows - 1) * gap > area.height:
        return None
    columns = -(-count // rows)  # as few columns as the rows allow: the grid stays compact
    top = area.centery - (rows * height + (rows - 1) * gap) // 2
    rects = []
    for index in range(count):
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        left = area.centerx - (in_row * width + (in_row - 1) * gap) // 2
        rects.append(pygame.Rect(left + column * (width + gap), top + row * (height + gap), width, height))
    return rects


