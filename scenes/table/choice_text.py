"""What the prompt bar says while the viewer puts a decision together: what the next click chooses and why,
and, for a decision waiting for confirmation, the whole decision in one sentence."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game import messages
from game.actions import FROM_HAND, Action, ChooseCard, ChoosePlayer, PickCard, PlayCard, TargetCard, UseAbility
from game.vocabulary import EffectKey, Tag
from scenes.app.i18n import N_, Translator
from scenes.table.choice import ABILITY_CARDS, ABILITY_TARGET, CONFIRM, COST, TARGET, TARGET_CARD
from scenes.table.model import ability_character

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

STEALING_EFFECTS: frozenset[EffectKey] = frozenset({"panic", "steal_any"})
"""Cards that take the chosen card (Panic!, Rag Time, Conestoga); the others discard it (Cat Balou, Can Can)."""
ABILITY_CHOOSING: dict[Tag, str] = {
    "heal_by_discarding": N_("{ability}: choose two cards from your hand to discard for one life point."),
    "discard_two_shoot": N_("{ability}: choose two cards from your hand to discard, then a player in reach to "
                            "shoot at (once a turn)."),
    "blue_for_cards": N_("{ability}: choose a blue-bordered card from your hand to discard and draw two cards "
                         "(twice a turn)."),
    "life_for_cards": N_("{ability}: lose one life point and draw two cards."),
}
"""What an ability asks for, by its tag (the ability is named by its character)."""
CONFIRM_HINT = N_("(Enter or Confirm: do it; Escape or Cancel: go back)")


def ability_tag(action: UseAbility) -> Tag:
    """Which active ability a decision uses, from its shape: no cards (Chuck Wengam), one blue card (Jose
    Delgado), two cards and a target (Doc Holyday), two cards (Sid Ketchum)."""
    if not action.cards:
        return "life_for_cards"
    if len(action.cards) == 1:
        return "blue_for_cards"
    return "discard_two_shoot" if action.target is not None else "heal_by_discarding"


class ChoiceText:
    """The texts of one table's decision in progress, in its current language."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    @property
    def tr(self) -> Translator:
        return self.scene.ctx.tr

    def card(self, card: int) -> str:
        return self.tr.gettext(self.scene.session.game.state.cards[card].name)

    def player(self, seat: int) -> str:
        return self.scene.config.seats[seat].name

    def ability_name(self, tag: Tag) -> str:
        scene = self.scene
        seat = scene.model.seats[scene.viewer]
        return self.tr.gettext(ability_character(seat, tag))

    def legal_ability_tag(self) -> Tag | None:
        actions = [a for a in self.scene.legal() if isinstance(a, UseAbility)]
        return ability_tag(actions[0]) if actions else None

    # --- the text ---------------------------------------------------------------------

    def text(self) -> str | None:
        """The prompt while a decision is being put together, or None."""
        choice = self.scene.choice
        if not choice.steps:
            return None
        stage = choice.stage()
        tr = self.tr
        if stage.name == CONFIRM and stage.action is not None:
            return f"{self.confirm(stage.action)} {tr.gettext(CONFIRM_HINT)}"
        if stage.name == ABILITY_CARDS:
            tag = self.legal_ability_tag() or "heal_by_discarding"
            return tr.gettext(ABILITY_CHOOSING[tag]).format(ability=self.ability_name(tag))
        if stage.name == ABILITY_TARGET:
            first, second = sorted(choice.ability_cards)
            return tr.gettext("{ability}: choose a player in reach to shoot at, discarding {first} and {second}."
                              ).format(ability=self.ability_name("discard_two_shoot"), first=self.card(first),
                                       second=self.card(second))
        selected = choice.selected
        if selected is None:
            return None
        card = self.card(selected)
        definition = self.scene.session.game.state.cards[selected].definition
        if stage.name == TARGET:
            if selected in self.scene.model.seats[self.scene.viewer].in_play:
                return tr.gettext("{card} in play: choose a target (right-click or Escape to cancel).").format(
                    card=card)
            if definition.cost:
                return tr.gettext("{card}: choose a target, then another card from your hand to discard with it "
                                  "(right-click or Escape to cancel).").format(card=card)
            return tr.gettext("{card}: choose a target (right-click or Escape to cancel).").format(card=card)
        if stage.name == TARGET_CARD:
            target = self.scene.chooser_target
            player = self.player(target) if target is not None else ""
            if definition.effect in STEALING_EFFECTS:
                return tr.gettext("{card}: choose which card of {player} you take: one in play, or a random one "
                                  "from the hand.").format(card=card, player=player)
            return tr.gettext("{card}: choose which card of {player} is discarded: one in play, or a random one "
                              "from the hand.").format(card=card, player=player)
        if stage.name == COST:
            return tr.gettext("{card} has the discard symbol: choose another card from your hand to discard with "
                              "it (right-click or Escape to cancel).").format(card=card)
        return None

    def target_card(self, target: int, card: TargetCard | None) -> str:
        if card is None or card is FROM_HAND:
            return self.tr.gettext("a random card from {player}'s hand").format(player=self.player(target))
        return self.card(card)

    def confirm(self, action: Action) -> str:
        """The whole decision, asked as a question."""
        tr = self.tr
        if isinstance(action, PlayCard):
            return self.confirm_play(action)
        if isinstance(action, UseAbility):
            return self.confirm_ability(action)
        if isinstance(action, ChoosePlayer):
            character = tr.gettext(self.scene.model.seats[action.seat].character)
            return tr.gettext("{ability}: take the ability of {character} ({player}) until your next turn?").format(
                ability=tr.gettext("Vera Custer"), character=character, player=self.player(action.seat))
        if isinstance(action, ChooseCard):
            what = self.target_card(action.target, action.target_card)
            return tr.gettext("Brawl: {player} discards {card}?").format(player=self.player(action.target), card=what)
        if isinstance(action, PickCard):
            return self.confirm_pick(action)
        return ""

    def confirm_play(self, action: PlayCard) -> str:
        tr = self.tr
        card = self.card(action.card)
        cost = self.card(action.cost) if action.cost is not None else ""
        if action.target is None or action.target == self.scene.viewer:
            return tr.gettext("Play {card}, discarding {cost}?").format(card=card, cost=cost)
        if action.target_card is not None:
            return tr.gettext("Play {card} on {target} for {target_card}, discarding {cost}?").format(
                card=card, target=self.player(action.target), cost=cost,
                target_card=self.target_card(action.target, action.target_card))
        return tr.gettext("Play {card} on {target}, discarding {cost}?").format(
            card=card, target=self.player(action.target), cost=cost)

    def confirm_ability(self, action: UseAbility) -> str:
        tr = self.tr
        tag = ability_tag(action)
        ability = self.ability_name(tag)
        names = [self.card(card) for card in action.cards]
        if tag == "life_for_cards":
            return tr.gettext("{ability}: lose one life point and draw two cards?").format(ability=ability)
        if tag == "blue_for_cards":
            return tr.gettext("{ability}: discard {card} to draw two cards?").format(ability=ability, card=names[0])
        if tag == "discard_two_shoot" and action.target is not None:
            return tr.gettext("{ability}: discard {first} and {second} to shoot at {target}?").format(
                ability=ability, first=names[0], second=names[1], target=self.player(action.target))
        return tr.gettext("{ability}: discard {first} and {second} to regain one life point?").format(
            ability=ability, first=names[0], second=names[1])

    def confirm_pick(self, action: PickCard) -> str:
        tr = self.tr
        scene = self.scene
        prompt = scene.prompt()
        card = self.card(action.card)
        if prompt is not None and prompt.key == messages.PROMPT_DALTONS:
            return tr.gettext("The Daltons: discard your {card}?").format(card=card)
        owner = next((seat for seat, info in enumerate(scene.model.seats) if action.card in info.in_play), None)
        ability = tr.gettext(ability_character(scene.model.seats[scene.viewer], "draw_from_play"))
        if owner is None or owner == scene.viewer:
            return tr.gettext("{ability}: take back your {card} in play instead of drawing?").format(
                ability=ability, card=card)
        return tr.gettext("{ability}: take {card} in play in front of {player} instead of drawing?").format(
            ability=ability, card=card, player=self.player(owner))
