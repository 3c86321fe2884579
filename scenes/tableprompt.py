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
from scenes.i18n import Translator

if TYPE_CHECKING:
    from scenes.table import TableScene

SHOT_PROMPTS = frozenset({messages.PROMPT_BANG, messages.PROMPT_BANG_TWO, messages.PROMPT_GATLING})
DYING_PROMPTS = frozenset({messages.PROMPT_DYING, messages.PROMPT_DYING_SID})
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
    tr = scene.ctx.tr
    if scene.ability_mode:
        return tr.gettext("Choose two cards to discard.")
    if scene.selected is None:
        return None
    card = scene.session.game.state.cards[scene.selected]
    if scene.chooser_target is not None:
        player = scene.config.seats[scene.chooser_target].name
        if card.definition.effect == "cat_balou":
            return tr.gettext("Cat Balou: choose which card of {player} is discarded: one in play, or a random "
                              "one from the hand.").format(player=player)
        return tr.gettext("Panic!: choose which card of {player} you take: one in play, or a random one from "
                          "the hand.").format(player=player)
    return tr.gettext("{card}: choose a target (right-click or Escape to cancel).").format(
        card=tr.gettext(card.name))


def prompt_text(scene: TableScene) -> str:
    """The core's prompt for the viewer's decision, or whom the table waits for."""
    prompt = scene.prompt()
    tr = scene.ctx.tr
    if prompt is None:
        decider = scene.session.game.decider
        if decider is None or not scene.events.idle:
            return ""
        return tr.gettext("Waiting for {player}…").format(player=scene.config.seats[decider].name)
    params = dict(prompt.params)
    for key in prompt.translate_params:
        params[key] = tr.gettext(str(params[key]))
    if prompt.plural is not None and prompt.count is not None:
        return tr.ngettext(prompt.key, prompt.plural, prompt.count).format(**params)
    return tr.gettext(prompt.key).format(**params)


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
    for action in legal:
        submit = _submitter(scene, action)
        if isinstance(action, EndTurn):
            specs.append(ButtonSpec(tr.gettext("End turn"), submit, pygame.K_e))
        elif isinstance(action, Pass):
            specs.append(ButtonSpec(pass_label(tr, prompt.key if prompt else None), submit, pygame.K_t))
        elif isinstance(action, ChooseSource):
            if action.source == DECK:
                specs.append(ButtonSpec(tr.gettext("Draw from the deck"), submit))
            elif action.source == DISCARD:
                top = tr.gettext(scene.session.game.state.cards[discard[-1]].name) if discard else ""
                specs.append(ButtonSpec(tr.gettext("Take {card} from the discard pile").format(card=top), submit))
            else:
                specs.append(ButtonSpec(tr.gettext("Take from {player}'s hand").format(player=names[action.source]),
                                        submit))
    if any(isinstance(a, UseAbility) for a in legal):
        label = tr.gettext("Cancel") if scene.ability_mode else tr.gettext("Use ability")
        specs.append(ButtonSpec(label, scene.toggle_ability, pygame.K_a))
    kept = KeepCards(tuple(sorted(scene.kit_cards)))
    if len(scene.kit_cards) == 2 and kept in legal:
        specs.append(ButtonSpec(tr.gettext("Keep these two"), _submitter(scene, kept), pygame.K_k))
    return specs


def _submitter(scene: TableScene, action: Action) -> Callable[[], None]:
    return lambda: scene.submit(action)


def button_rects(labels: list[str], bar: pygame.Rect, font: pygame.font.Font, scale: float) -> list[pygame.Rect]:
    """Rects for buttons with these labels: a right-aligned row in ``bar``, or a centred column above it.

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
    width = min(max(widths), bar.width - 2 * gap)
    rects = []
    bottom = bar.top - 2 * gap
    for _ in labels:
        rects.append(pygame.Rect(bar.centerx - width // 2, bottom - height, width, height))
        bottom -= height + gap
    return list(reversed(rects))


