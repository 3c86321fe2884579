"""The coach of every ordinary game: the hint button (and key H) and the first-time tips.

A hint shows what the hard AI would do in the viewer's place (``game.ai.hint``,
built on the viewer's own view only), worded with the table's own labels, with
its reason, and rings the card, target or button on the table. It holds until
the decision changes; the session counts the hints asked for. Hints can be
turned off in the settings (a practice game keeps them on). Tips: see ``tips``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

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
    UseAbility,
)
from game.ai.hint import Hint, Line, hint_for
from scenes.lessons.lesson import Lesson, lessons
from scenes.lessons.panel import Corner, Note, PlacedNote, ring
from scenes.lessons.progress import mark_tip, tip_seen
from scenes.lessons.tips import Tip, event_tip, waiting_tip
from scenes.table.coach import Coach
from scenes.table.prompt import pass_label
from scenes.ui import theme
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

HINT_KEY = pygame.K_h
TIP_MIN_TIME = 6.0
"""A tip stays at least this long, and then until the decision it is about is taken."""


def line_text(scene: TableScene, line: Line) -> str:
    """One reason line in the player's language."""
    tr = scene.ctx.tr
    params = dict(line.params)
    for key in (*line.cards, *line.words):
        params[key] = tr.gettext(str(params[key]))
    if line.plural is not None and line.count is not None:
        return tr.ngettext(line.key, line.plural, line.count).format(**params)
    return tr.gettext(line.key).format(**params)


def describe(scene: TableScene, action: Action) -> str:
    """The decision in the words of the table: "Play Bang! at Dora", "End your turn", a button's label."""
    tr = scene.ctx.tr
    state = scene.session.game.state
    names = [seat.name for seat in scene.config.seats]

    def card(number: int) -> str:
        return tr.gettext(state.cards[number].name)

    if isinstance(action, PlayCard):
        text = describe_play(scene, action)
        if action.cost is not None:
            text = tr.gettext("{play}, discarding {card}").format(play=text, card=card(action.cost))
        return text
    if isinstance(action, Respond):
        return tr.gettext("Answer with {card}").format(card=card(action.card))
    if isinstance(action, Pass):
        prompt = scene.prompt()
        return tr.gettext("Press \u201c{button}\u201d").format(button=pass_label(tr, prompt.key if prompt else None))
    if isinstance(action, EndTurn):
        return tr.gettext("End your turn")
    if isinstance(action, DiscardCard):
        return tr.gettext("Discard {card}").format(card=card(action.card))
    if isinstance(action, PickCard):
        return tr.gettext("Choose {card}").format(card=card(action.card))
    if isinstance(action, KeepCards):
        return tr.gettext("Keep {card} and {other}").format(card=card(action.cards[0]), other=card(action.cards[-1]))
    if isinstance(action, ChooseSource):
        if action.source is DECK:
            return tr.gettext("Draw from the deck")
        if action.source is DISCARD:
            top = scene.model.discard[-1] if scene.model.discard else None
            return tr.gettext("Take {card} from the discard pile").format(card=card(top) if top is not None else "")
        return tr.gettext("Take from {player}'s hand").format(player=names[action.source])
    if isinstance(action, UseAbility):
        if action.target is not None:
            return tr.gettext("Use your ability on {player}").format(player=names[action.target])
        if action.cards:
            return tr.gettext("Use your ability, discarding {cards}").format(
                cards=", ".join(card(c) for c in action.cards))
        return tr.gettext("Use your ability")
    if isinstance(action, ChoosePlayer):
        return tr.gettext("Choose {player}").format(player=names[action.seat])
    if isinstance(action, ChooseCard):
        if action.target_card is FROM_HAND:
            return tr.gettext("A card from {player}'s hand").format(player=names[action.target])
        return tr.gettext("{card} of {player}").format(card=card(action.target_card), player=names[action.target])
    return ""


def describe_play(scene: TableScene, action: PlayCard) -> str:
    tr = scene.ctx.tr
    state = scene.session.game.state
    names = [seat.name for seat in scene.config.seats]
    card = tr.gettext(state.cards[action.card].name)
    from_play = action.card in state.players[scene.viewer].in_play
    if action.target is None:
        return (tr.gettext("Use {card} from your play area") if from_play else tr.gettext("Play {card}")).format(
            card=card)
    player = names[action.target]
    if action.target_card is FROM_HAND:
        return tr.gettext("Play {card} on {player}: a card from the hand").format(card=card, player=player)
    if action.target_card is not None:
        taken = tr.gettext(state.cards[action.target_card].name)
        return tr.gettext("Play {card} on {player}: the {taken}").format(card=card, player=player, taken=taken)
    if from_play:
        return tr.gettext("Use {card} at {player}").format(card=card, player=player)
    return tr.gettext("Play {card} at {player}").format(card=card, player=player)


class GameCoach(Coach):
    """Hints on request and tips the first time; ``practice`` keeps hints on whatever the settings say."""

    def __init__(self, *, practice: bool = False) -> None:
        self.practice = practice
        self.hint: Hint | None = None
        self.hint_key: object = None
        """The decision the hint is for: it goes when the decision changes."""
        self.tip: Tip | None = None
        self.tip_lesson: Lesson | None = None
        """The lesson that teaches the tip's situation."""
        self.tip_time = 0.0
        self.tip_key: object = None
        self.tips_read = 0
        """How many events of the history were looked at for tips."""
        self.clock = 0.0
        self.placed: list[PlacedNote] = []
        self.hint_button: Button | None = None

    # --- state -------------------------------------------------------------------------

    def hints_on(self) -> bool:
        """Hints are offered: to a human at the table (not in a demo or a replay), unless turned off."""
        return bool(self.scene.session.human_seats) and (self.practice or self.scene.ctx.settings.hints)

    def decision_key(self) -> object:
        game = self.scene.session.game
        return (len(game.log), game.decider, self.scene.viewer)

    def can_hint(self) -> bool:
        scene = self.scene
        return self.hints_on() and scene.awaiting_me and not scene.revealed and bool(scene.legal())

    def toggle_hint(self) -> None:
        """Show the hint for the decision now, or hide it if it is shown."""
        if self.hint is not None:
            self.hint = None
            return
        if not self.can_hint():
            return
        scene = self.scene
        game = scene.session.game
        self.hint = hint_for(game.view_for(scene.viewer), seed=scene.session.seed * 31 + len(game.log))
        self.hint_key = self.decision_key()
        scene.session.hints_used += 1

    def update(self, dt: float) -> None:
        self.clock += dt
        scene = self.scene
        if self.hint is not None and (self.hint_key != self.decision_key() or not scene.awaiting_me):
            self.hint = None
        if self.tip is not None:
            self.tip_time += dt
            if self.tip_time >= TIP_MIN_TIME and self.tip_key != self.decision_key():
                self.tip = None
        self.look_for_tips()

    def look_for_tips(self) -> None:
        scene = self.scene
        if not scene.ctx.settings.tips or scene.viewer not in scene.session.human_seats or scene.revealed:
            self.tips_read = scene.shown
            return
        history = scene.session.game.history
        for event in history[self.tips_read:scene.shown]:
            tip = event_tip(event, scene.viewer)
            if tip is not None:
                self.offer(tip)
        self.tips_read = scene.shown
        if scene.awaiting_me:
            tip = waiting_tip(scene, scene.legal())
            if tip is not None:
                self.offer(tip)

    def offer(self, tip: Tip) -> None:
        """Show ``tip`` unless this player has seen it before."""
        scene = self.scene
        name = scene.config.seats[scene.viewer].name
        if tip_seen(scene.ctx, tip.key, name):
            return
        mark_tip(scene.ctx, tip.key, name)
        self.tip = tip
        self.tip_lesson = next((lesson for lesson in lessons(playable_only=False) if lesson.key == tip.lesson), None)
        self.tip_time = 0.0
        self.tip_key = self.decision_key()

    # --- input -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        for placed in self.placed:
            for button in placed.buttons:
                if button.handle_event(event):
                    return True
        if self.hint_button is not None and self.hint_button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == HINT_KEY and self.hints_on():
            self.toggle_hint()
            return True
        return False

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_hint_button(surface)
        notes = self.opening_notes()
        if self.hint is not None:
            notes.append(self.hint_note(self.hint))
            self.point_at(surface, self.hint.action)
        if self.tip is not None:
            notes.append(self.tip_note(self.tip))
        self.placed = Corner(self.scene).draw(surface, notes) if notes else []

    def opening_notes(self) -> list[Note]:
        """Notes shown before anything else (a practice game's welcome)."""
        return []

    def draw_hint_button(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if not self.hints_on() or scene.revealed:
            self.hint_button = None
            return
        tr = scene.ctx.tr
        font = scene.drawer.font(20)
        label = tr.gettext("Hide the hint (H)") if self.hint is not None else tr.gettext("Hint (H)")
        log = scene.layout.log
        s = scene.layout.scale
        pad = max(3, int(8 * s))
        height = font.get_linesize() + pad
        width = font.size(label)[0] + 2 * pad + 12
        rect = pygame.Rect(log.right - pad - width, log.top + pad, width, height)
        button = Button(rect, label, self.toggle_hint, enabled=self.can_hint() or self.hint is not None)
        if self.hint_button is not None:
            button.hovered = self.hint_button.hovered and self.hint_button.rect == rect
        self.hint_button = button
        button.draw(surface, font)

    def hint_note(self, hint: Hint) -> Note:
        scene = self.scene
        tr = scene.ctx.tr
        why = " ".join(line_text(scene, line) for line in hint.why)
        return Note(tr.gettext("Hint: {decision}").format(decision=describe(scene, hint.action)),
                    [why] if why else [], colour=theme.GOOD)

    def tip_note(self, tip: Tip) -> Note:
        tr = self.scene.ctx.tr
        paragraphs = [tr.gettext(tip.text)]
        lesson = self.tip_lesson
        if lesson is not None:
            paragraphs.append(tr.gettext("Learn to play, lesson {number}: \u201c{title}\u201d.").format(
                number=lesson.number, title=tr.gettext(lesson.title)))
        return Note(tr.gettext("Tip"), paragraphs, colour=theme.ACCENT,
                    buttons=[(tr.gettext("Got it"), None, self.close_tip)])

    def close_tip(self) -> None:
        self.tip = None

    def point_at(self, surface: pygame.Surface, action: Action) -> None:
        """Ring the card, target and button the hinted decision uses."""
        for rect in action_rects(self.scene, action):
            ring(surface, rect, self.clock, self.scene.layout.scale, theme.GOOD)


def action_rects(scene: TableScene, action: Action) -> list[pygame.Rect]:
    """Where on the table a decision is made: its card, its target, its card in play, its button."""
    drawer = scene.drawer
    cards = dict(drawer.card_rects)
    hand = dict(drawer.hand_rects)
    picks = dict(drawer.pick_rects)
    rects: list[pygame.Rect] = []
    card = getattr(action, "card", None)
    if isinstance(action, (PlayCard, Respond, DiscardCard)) and isinstance(card, int):
        found = hand.get(card) or cards.get(card)
        if found is not None:
            rects.append(found)
    if isinstance(action, PlayCard) and action.target is not None and action.target != scene.viewer:
        rects.append(scene.seat_rect(action.target))
        if isinstance(action.target_card, int) and action.target_card in cards:
            rects.append(cards[action.target_card])
    if isinstance(action, (PickCard, KeepCards)):
        for number in ([action.card] if isinstance(action, PickCard) else list(action.cards)):
            if number in picks:
                rects.append(picks[number])
    if isinstance(action, UseAbility):
        rects += [hand[number] for number in action.cards if number in hand]
        if action.target is not None:
            rects.append(scene.seat_rect(action.target))
    hotkey = {EndTurn: pygame.K_e, Pass: pygame.K_t, UseAbility: pygame.K_a}.get(type(action))
    if isinstance(action, ChooseSource):
        label = describe(scene, action)
        rects += [button.rect for button in scene.buttons if button.label == label]
    elif hotkey is not None:
        rects += [button.rect for button in scene.buttons if button.hotkey == hotkey]
    return rects
