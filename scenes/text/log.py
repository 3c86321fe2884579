"""Game log lines written from events, in the current language.

The core reports what happened as small events; a reader wants sentences. A
``LogWriter`` reads the events in order and remembers what the next lines
need: the card just played is not reported again when it lands, and a
character's ability is named together with what it did ("Bill (El Gringo)
takes a card from Cole's hand"), found from the events it caused: an
``AbilityUsed`` followed by the moves and life changes it brought, or a move
only an ability allows (Jesse Jones drawing from a hand, Vulture Sam taking a
dead player's cards).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.cards import Card, Suit
from game.characters import CHARACTERS
from game.eventcards import EVENT_NAMES, EventCard
from game.events import (
    HIDDEN,
    AbilityUsed,
    CardMoved,
    CardPlayed,
    CardShown,
    CheckDrawn,
    DeckReshuffled,
    Event,
    EventRevealed,
    GameOver,
    GhostLeft,
    GhostReturned,
    LifeGained,
    LifeLost,
    PenaltyApplied,
    PhaseChanged,
    PlayerEliminated,
    RewardGiven,
    RoleRevealed,
    ShotMissed,
    TurnStarted,
    Zone,
)
from game.hooks import SUIT_IN_FORCE
from game.vocabulary import EffectKey, Tag
from scenes.app.i18n import Translator
from scenes.text.cards import EVENT_TEXTS, role_name
from scenes.text.holdings import Holdings
from scenes.text.log_texts import (
    ATTACK_EFFECTS,
    CHECK_LINES,
    DRAWS_FOR,
    GAME_OVER,
    MISSED_EFFECTS,
    PAID_WITH_CARDS,
    SHOT_EFFECTS,
    SUIT_SYMBOLS,
    THREE_PLAYER_OVER,
    THREE_PLAYER_ROLES,
    WHO,
    suit_and_rank,
)


@dataclass
class _Ability:
    """An ability announced by ``AbilityUsed``, waiting for the events it causes."""

    player: int
    name: Tag
    cards: list[int] = field(default_factory=list)
    target: int | None = None
    draws: int = 0
    """Draws still to be absorbed into the ability's line."""


class LogWriter:
    """Turns events into log lines, one event at a time, for one viewer."""

    def __init__(
        self,
        names: Sequence[str],
        characters: Sequence[str],
        cards: Sequence[Card],
        tr: Translator,
        viewer: int | None,
        opening: Holdings | None = None,
    ) -> None:
        """``opening``: what each seat held when the history starts, for a table set up mid-game (a lesson's,
        a test's); None: the history starts with the deal."""
        self.names = names
        self.characters = characters
        self.cards = cards
        self.tr = tr
        self.viewer = viewer
        self.previous: Event | None = None
        self.ability: _Ability | None = None
        self.draw_phase_of: int | None = None
        self.started = opening is not None
        """Play has begun: draws are no longer the deal."""
        self.out: set[int] = set()
        self.hand_counts = list(opening.hand_counts) if opening else [0] * len(names)
        self.in_play: list[set[int]] = [set(cards) for cards in opening.in_play] if opening else [
            set() for _ in names]
        self.reward_draws = [0] * len(names)
        self.bangs_this_turn = 0
        self.last_attack: EffectKey | None = None
        self.dying: set[int] = set()
        """Players at 0 life or less since their last hit: a Beer they answer with saves them, it is no Missed!."""
        self.cost_card: int | None = None
        """The cost of the card just played, not reported again when it goes to the discard pile."""
        self.borrowed: dict[int, str] = {}
        """Vera Custer's borrowed character, by seat."""
        self.suit_in_force: Suit | None = None
        """The suit every card counts as under the event in force (Curse, Blessing): a "draw!" says so."""
        self.dealt: tuple[int, int] | None = None
        """The deal before the first turn, told in one line per player: whose cards are being dealt, how many."""

    # --- helpers ------------------------------------------------------------------

    def _(self, message: str) -> str:
        return self.tr.gettext(message)

    def abilities(self, seat: int) -> frozenset[Tag]:
        own = CHARACTERS.get(self.characters[seat])
        abilities = own.abilities if own is not None else frozenset()
        borrowed = CHARACTERS.get(self.borrowed.get(seat, ""))
        return abilities | borrowed.abilities if borrowed is not None else abilities

    def name(self, seat: int) -> str:
        return self.names[seat]

    def who(self, seat: int, ability: Tag | None = None) -> str:
        """ "Bill (El Gringo)": the player and the character whose ability acts (Vera Custer's borrowed one
        when ``ability`` is not her own)."""
        character = self.characters[seat]
        own = CHARACTERS.get(character)
        if ability is not None and seat in self.borrowed and (own is None or ability not in own.abilities):
            character = self.borrowed[seat]
        return self._(WHO).format(player=self.names[seat], character=self._(character))

    def card(self, card: int) -> str:
        return self._(self.cards[card].name) if card != HIDDEN else self._("a card")

    def effect(self, card: int) -> EffectKey | None:
        """The effect of a card, None for a card face down."""
        return self.cards[card].definition.effect if card != HIDDEN else None

    # --- the public entry -----------------------------------------------------------

    def lines(self, event: Event) -> list[str]:
        """The lines ``event`` adds to the log (often none)."""
        out: list[str] = []
        if not self.started and self._deals(event):
            out.extend(self._dealt_to(event))
            self._remember(event)
            return out
        if self.dealt is not None:
            out.append(self._deal_line())
        if self.ability is not None and not self._continues_ability(event):
            out.extend(self._close_ability())
        if isinstance(event, AbilityUsed):
            announced = self._announce(event)
            if announced is not None:
                out.append(announced)
            else:
                self.ability = _Ability(event.player, event.ability, target=event.target,
                                        draws=DRAWS_FOR.get(event.ability, 0))
        elif self.ability is not None:
            out.extend(self._ability_line(event))
        else:
            line = self._line(event)
            if line:
                out.append(line)
        self._remember(event)
        return out

    # --- the deal -------------------------------------------------------------------

    @staticmethod
    def _deals(event: Event) -> bool:
        return (isinstance(event, CardMoved) and event.source is Zone.DECK and event.destination is Zone.HAND
                and event.destination_player is not None)

    def _dealt_to(self, event: Event) -> list[str]:
        """One more card of the deal: the line of the player dealt before is told once his cards are all out."""
        assert isinstance(event, CardMoved) and event.destination_player is not None
        seat = event.destination_player
        if self.dealt is not None and self.dealt[0] == seat:
            self.dealt = (seat, self.dealt[1] + 1)
            return []
        told = [self._deal_line()] if self.dealt is not None else []
        self.dealt = (seat, 1)
        return told

    def _deal_line(self) -> str:
        assert self.dealt is not None
        seat, count = self.dealt
        self.dealt = None
        return self.tr.ngettext("{player} is dealt {count} card", "{player} is dealt {count} cards", count).format(
            player=self.name(seat), count=count)

    # --- abilities announced by the core ------------------------------------------

    def _announce(self, event: AbilityUsed) -> str | None:
        """The line of an ability told at once, from the event alone (None: it waits for what follows)."""
        _ = self._
        seat, target = event.player, event.target
        if event.ability == "copy_ability" and target is not None:
            self.borrowed[seat] = self.characters[target]
            return _("{player} takes {target}'s ability ({character}) until the next turn").format(
                player=self.who(seat, event.ability), target=self.name(target),
                character=self._(self.characters[target]))
        if event.ability == "life_for_cards":
            return _("{player} gives up a life point to draw two cards").format(player=self.who(seat, event.ability))
        return None

    def _continues_ability(self, event: Event) -> bool:
        ability = self.ability
        assert ability is not None
        if not isinstance(event, (CardMoved, LifeGained)):
            return False
        seat = ability.player
        if ability.name in PAID_WITH_CARDS:
            return isinstance(event, CardMoved) and event.source is Zone.HAND and (
                event.destination is Zone.DISCARD and event.source_player == seat)
        if ability.name == "draw_from_play":
            return isinstance(event, CardMoved) and event.source is Zone.IN_PLAY and event.destination_player == seat
        if ability.name == "heal_on_death":
            return isinstance(event, LifeGained) and event.player == seat
        if ability.name in DRAWS_FOR:
            return isinstance(event, CardMoved) and event.source is Zone.DECK and (
                event.destination_player == seat and ability.draws > 0)
        if ability.name == "steal_when_hit":
            return isinstance(event, CardMoved) and event.source is Zone.HAND and event.destination_player == seat
        if ability.name == "draw_when_hit":
            return isinstance(event, CardMoved) and event.source is Zone.DECK and event.destination_player == seat
        if ability.name == "heal_by_discarding":
            if isinstance(event, LifeGained):
                return event.player == seat
            return event.source is Zone.HAND and event.destination is Zone.DISCARD and event.source_player == seat
        return False

    def _ability_line(self, event: Event) -> list[str]:
        ability = self.ability
        assert ability is not None
        seat = ability.player
        _ = self._
        if ability.name == "steal_when_hit" and isinstance(event, CardMoved) and event.source_player is not None:
            return [self._taken_from_hand(seat, event.source_player, event.card, ability.name)]
        if ability.name == "draw_when_hit" and isinstance(event, CardMoved):
            if event.card == HIDDEN:
                return [_("{player} draws a card for the life point lost").format(
                    player=self.who(seat, "draw_when_hit"))]
            return [_("{player} draws {card} for the life point lost").format(
                player=self.who(seat, "draw_when_hit"), card=self.card(event.card))]
        if ability.name == "heal_by_discarding":
            if isinstance(event, CardMoved):
                ability.cards.append(event.card)
                return []
            self.ability = None
            return [self._healed_by_discarding(seat, ability.cards)]
        if ability.name in PAID_WITH_CARDS and isinstance(event, CardMoved):
            ability.cards.append(event.card)
            if len(ability.cards) < PAID_WITH_CARDS[ability.name]:
                return []
            self.ability = None
            return [self._paid_ability(ability)]
        if ability.name == "draw_from_play" and isinstance(event, CardMoved) and event.source_player is not None:
            self.ability = None
            if event.source_player == seat:
                return [_("{player} takes back {card} in play instead of drawing").format(
                    player=self.who(seat, ability.name), card=self.card(event.card))]
            return [_("{player} takes {card} in play in front of {victim} instead of drawing").format(
                player=self.who(seat, ability.name), card=self.card(event.card), victim=self.name(event.source_player))]
        if ability.name == "heal_on_death" and isinstance(event, LifeGained):
            self.ability = None
            victim = self.name(ability.target) if ability.target is not None else ""
            return [self.tr.ngettext("{player} regains {count} life point: {victim} is out of the game",
                                     "{player} regains {count} life points: {victim} is out of the game",
                                     event.amount).format(player=self.who(seat, ability.name), count=event.amount,
                                                          victim=victim)]
        if ability.name in DRAWS_FOR and isinstance(event, CardMoved):
            ability.draws -= 1
            ability.cards.append(event.card)
            return []
        return []

    def _paid_ability(self, ability: _Ability) -> str:
        """Doc Holyday's shot or Jose Delgado's draw, with the cards paid for it."""
        names = [self.card(card) for card in ability.cards]
        who = self.who(ability.player, ability.name)
        if ability.name == "discard_two_shoot":
            target = self.name(ability.target) if ability.target is not None else ""
            return self._("{player} discards {first} and {second} to shoot at {target}").format(
                player=who, first=names[0], second=names[1], target=target)
        return self._("{player} discards {card} to draw two cards").format(player=who, card=names[0])

    def _drawn_for_ability(self, ability: _Ability) -> str:
        """Herb Hunter's and Molly Stark's draws, told in one line."""
        who = self.who(ability.player, ability.name)
        count = len(ability.cards)
        if ability.name == "draw_on_death":
            victim = self.name(ability.target) if ability.target is not None else ""
            return self.tr.ngettext("{player} draws {count} card: {victim} is out of the game",
                                    "{player} draws {count} cards: {victim} is out of the game", count).format(
                player=who, count=count, victim=victim)
        return self.tr.ngettext("{player} draws {count} card for answering out of turn",
                                "{player} draws {count} cards for answering out of turn", count).format(
            player=who, count=count)

    def _close_ability(self) -> list[str]:
        """The ability's events are over: say what it did if nothing has yet."""
        ability = self.ability
        assert ability is not None
        self.ability = None
        if ability.name == "heal_by_discarding" and ability.cards:
            return [self._healed_by_discarding(ability.player, ability.cards, healed=False)]
        if ability.name in DRAWS_FOR and ability.cards:
            return [self._drawn_for_ability(ability)]
        if ability.name in ("steal_when_hit", "draw_when_hit", "heal_by_discarding", "heal_on_death", *DRAWS_FOR):
            return []
        return [self._("{player} uses an ability").format(player=self.who(ability.player, ability.name))]

    def _healed_by_discarding(self, seat: int, cards: list[int], healed: bool = True) -> str:
        names = [self.card(card) for card in cards]
        while len(names) < 2:
            names.append(self._("a card"))
        if healed:
            text = self._("{player} discards {first} and {second} and regains 1 life point")
        else:
            text = self._("{player} discards {first} and {second}")
        return text.format(player=self.who(seat, "heal_by_discarding"), first=names[0], second=names[1])

    def _taken_from_hand(self, seat: int, victim: int, card: int, ability: Tag) -> str:
        if card == HIDDEN:
            return self._("{player} takes a card from {victim}'s hand").format(
                player=self.who(seat, ability), victim=self.name(victim))
        return self._("{player} takes {card} from {victim}'s hand").format(
            player=self.who(seat, ability), card=self.card(card), victim=self.name(victim))

    # --- one event, one line ----------------------------------------------------------

    def _line(self, event: Event) -> str | None:
        _ = self._
        if isinstance(event, TurnStarted):
            return _("— {player}'s turn —").format(player=self.name(event.player))
        if isinstance(event, CardPlayed):
            return self._played(event)
        if isinstance(event, CheckDrawn):
            return self._check(event)
        if isinstance(event, LifeLost):
            return self.tr.ngettext("{player} loses {count} life point", "{player} loses {count} life points",
                                    event.amount).format(player=self.name(event.player), count=event.amount)
        if isinstance(event, LifeGained):
            return self.tr.ngettext("{player} regains {count} life point", "{player} regains {count} life points",
                                    event.amount).format(player=self.name(event.player), count=event.amount)
        if isinstance(event, ShotMissed):
            return _("{player} avoids the shot").format(player=self.name(event.player))
        if isinstance(event, PlayerEliminated):
            return _("{player} is out of the game").format(player=self.name(event.player))
        if isinstance(event, RoleRevealed):
            return _("{player} was the {role}").format(player=self.name(event.player), role=_(role_name(event.role)))
        if isinstance(event, PenaltyApplied):
            return _("{player} eliminated a Deputy and discards every card").format(player=self.name(event.player))
        if isinstance(event, RewardGiven):
            return _("{player} draws 3 cards as a reward").format(player=self.name(event.player))
        if isinstance(event, DeckReshuffled):
            return _("The discard pile is shuffled into a new deck")
        if isinstance(event, CardShown):
            return self._shown(event)
        if isinstance(event, GameOver):
            if event.reason in THREE_PLAYER_OVER and event.winners:
                winner = event.winners[0]
                return _(THREE_PLAYER_OVER[event.reason]).format(
                    player=self.name(winner), role=_(role_name(THREE_PLAYER_ROLES[event.side])))
            return _(GAME_OVER[event.side])
        if isinstance(event, EventRevealed):
            return self._event(event.event)
        if isinstance(event, GhostReturned):
            return _("{player} comes back as a ghost for this turn").format(player=self.name(event.player))
        if isinstance(event, GhostLeft):
            return _("{player}'s ghost leaves the game again").format(player=self.name(event.player))
        if isinstance(event, CardMoved):
            if isinstance(self.previous, CardPlayed) and self.previous.card == event.card:
                return None
            if event.card == self.cost_card and event.destination is Zone.DISCARD:
                self.cost_card = None
                return None
            return self._moved(event)
        return None

    def _event(self, event: EventCard) -> str:
        """A High Noon event revealed, with what it does in a few words."""
        text = EVENT_TEXTS.get(event)
        name = EVENT_NAMES[event]
        effect = self._(text.short) if text is not None and text.short else ""
        if effect:
            return self._("— Event: {event} ({effect}) —").format(event=self._(name), effect=effect)
        return self._("— Event: {event} —").format(event=self._(name))

    def _played(self, event: CardPlayed) -> str:
        _ = self._
        seat, effect = event.player, self.effect(event.card)
        abilities = self.abilities(seat)
        if event.from_play:
            return self._used_from_play(event)
        if event.cost is not None:
            self.cost_card = event.cost
            if event.target is not None and event.target != seat:
                return _("{player} plays {card} on {target}, discarding {cost}").format(
                    player=self.name(seat), card=self.card(event.card), target=self.name(event.target),
                    cost=self.card(event.cost))
            return _("{player} plays {card}, discarding {cost}").format(
                player=self.name(seat), card=self.card(event.card), cost=self.card(event.cost))
        if event.as_answer:
            return self._answered(event, effect, abilities)
        if event.target is not None and event.target != seat:
            player = self.name(seat)
            if "bang_missed_swap" in abilities and effect == "missed":
                return _("{player} plays {card} as a Bang! on {target}").format(
                    player=self.who(seat, "bang_missed_swap"), card=self.card(event.card),
                    target=self.name(event.target))
            if effect == "bang" and "double_missed" in abilities:
                return _("{player} plays {card} on {target}: it takes two Missed! to cancel").format(
                    player=self.who(seat, "double_missed"), card=self.card(event.card), target=self.name(event.target))
            if effect == "bang" and "unlimited_bang" in abilities and self.bangs_this_turn >= 1:
                player = self.who(seat, "unlimited_bang")
            return _("{player} plays {card} on {target}").format(
                player=player, card=self.card(event.card), target=self.name(event.target))
        return _("{player} plays {card}").format(player=self.name(seat), card=self.card(event.card))

    def _answered(self, event: CardPlayed, effect: EffectKey | None, abilities: frozenset[Tag]) -> str:
        """An answer from the hand, with the ability that turns the card into the one wanted (Calamity Janet's
        Bang! as a Missed! and Missed! as a Bang!, Elena Fuente's any card as a Missed!, not the Beer
        that saves her from a lethal hit)."""
        _ = self._
        seat, card = event.player, self.card(event.card)
        shot = self.last_attack in SHOT_EFFECTS
        if self.last_attack is not None and "bang_missed_swap" in abilities:
            if shot and effect == "bang":
                return _("{player} answers with {card} as a Missed!").format(
                    player=self.who(seat, "bang_missed_swap"), card=card)
            if not shot and effect == "missed":
                return _("{player} answers with {card} as a Bang!").format(
                    player=self.who(seat, "bang_missed_swap"), card=card)
        if shot and "any_card_missed" in abilities and effect not in MISSED_EFFECTS and seat not in self.dying:
            return _("{player} answers with {card} as a Missed!").format(
                player=self.who(seat, "any_card_missed"), card=card)
        return _("{player} answers with {card}").format(player=self.name(seat), card=card)

    def _used_from_play(self, event: CardPlayed) -> str:
        """A green card used from the play area: in one's turn, or as an answer."""
        _ = self._
        player, card = self.name(event.player), self.card(event.card)
        if event.as_answer:
            return _("{player} answers with {card} in play").format(player=player, card=card)
        if event.target is not None and event.target != event.player:
            return _("{player} uses {card} in play on {target}").format(player=player, card=card,
                                                                        target=self.name(event.target))
        return _("{player} uses {card} in play").format(player=player, card=card)

    def _check(self, event: CheckDrawn) -> str:
        seat = event.player
        if event.card == HIDDEN:
            return self._("{player}: no card left to \"draw!\"").format(player=self.name(seat))
        abilities = self.abilities(seat)
        own_barrel = any("barrel" in self.cards[c].definition.tags for c in self.in_play[seat])
        by_ability = "lucky_check" in abilities or (
            event.reason == "barrel" and "barrel" in abilities and not own_barrel)
        tag: Tag = "lucky_check" if "lucky_check" in abilities else "barrel"
        player = self.who(seat, tag) if by_ability else self.name(seat)
        text = self._(CHECK_LINES[(event.reason, event.success)])
        return text.format(player=player, card=self._drawn_card(self.cards[event.card]))

    def _drawn_card(self, card: Card) -> str:
        """ "6♦"; under Curse or Blessing also the suit it counts as ("6♦ (as ♥)")."""
        corner = suit_and_rank(card)
        forced = self.suit_in_force
        if forced is None or forced is card.suit:
            return corner
        return self._("{card} (as {suit})").format(card=corner, suit=SUIT_SYMBOLS[forced])

    def _shown(self, event: CardShown) -> str:
        seat = event.player
        if event.card == HIDDEN:
            return self._("{player} shows {card}").format(player=self.name(seat), card=self.card(event.card))
        if "black_jack_draw" not in self.abilities(seat):
            return self._("{player} shows {card}").format(player=self.name(seat), card=self.card(event.card))
        card = self.cards[event.card]
        shown = f"{self.card(event.card)} {self._drawn_card(card)}"
        if (self.suit_in_force or card.suit) in (Suit.HEARTS, Suit.DIAMONDS):
            text = self._("{player} shows {card}: a heart or a diamond, one more card")
        else:
            text = self._("{player} shows {card}: not a heart or a diamond, no extra card")
        return text.format(player=self.who(seat, "black_jack_draw"), card=shown)

    def _moved(self, event: CardMoved) -> str | None:
        _ = self._
        name = self.card(event.card)
        source, destination = event.source, event.destination
        taker, giver = event.destination_player, event.source_player
        if destination is Zone.HAND and taker is not None:
            abilities = self.abilities(taker)
            in_draw_phase = self.draw_phase_of == taker
            if source is Zone.DECK:
                return self._drawn(event, taker)
            if source is Zone.HAND and in_draw_phase and giver is not None and "draw_from_player" in abilities:
                return self._taken_from_hand(taker, giver, event.card, "draw_from_player")
            if source is Zone.DISCARD and in_draw_phase and "draw_from_discard" in abilities:
                return _("{player} takes {card} from the discard pile").format(
                    player=self.who(taker, "draw_from_discard"), card=name)
            if giver is not None and giver != taker:
                vulture = giver in self.out and "take_cards_of_dead" in abilities
                player = self.who(taker, "take_cards_of_dead") if vulture else self.name(
                    taker)
                return _("{player} takes {card} from {victim}").format(player=player, card=name,
                                                                       victim=self.name(giver))
            if source in (Zone.SELECTION, Zone.DISCARD):
                return _("{player} takes {card}").format(player=self.name(taker), card=name)
            return None
        if destination is Zone.SELECTION and source is Zone.DECK and taker is not None:
            if self.draw_phase_of == taker and "kit_carlson_draw" in self.abilities(taker) and not (
                isinstance(self.previous, CardMoved) and self.previous.destination is Zone.SELECTION
            ):
                return _("{player} looks at the top three cards and keeps two").format(
                    player=self.who(taker, "kit_carlson_draw"))
            return None
        if destination is Zone.DISCARD and giver is not None and source is not Zone.DECK:
            return _("{player} discards {card}").format(player=self.name(giver), card=name)
        if destination is Zone.IN_PLAY and source is Zone.IN_PLAY and taker is not None:
            return _("{card} passes to {player}").format(card=name, player=self.name(taker))
        return None

    def _drawn(self, event: CardMoved, taker: int) -> str | None:
        _ = self._
        empty_hand = (self.started and self.hand_counts[taker] == 0 and self.reward_draws[taker] == 0
                      and "draw_on_empty_hand" in self.abilities(taker))
        if empty_hand:
            if event.card == HIDDEN:
                return _("{player} draws a card: the hand was empty").format(
                    player=self.who(taker, "draw_on_empty_hand"))
            return _("{player} draws {card}: the hand was empty").format(player=self.who(taker, "draw_on_empty_hand"),
                                                                        card=self.card(event.card))
        if taker == self.viewer and event.card != HIDDEN:
            return _("You draw {card}").format(card=self.card(event.card))
        return _("{player} draws a card").format(player=self.name(taker))

    # --- what later lines need ----------------------------------------------------------

    def _remember(self, event: Event) -> None:
        if isinstance(event, TurnStarted):
            self.started = True
            self.bangs_this_turn = 0
            self.draw_phase_of = None
        elif isinstance(event, PhaseChanged):
            self.draw_phase_of = event.player if event.phase == "draw" else None
        elif isinstance(event, LifeLost | LifeGained):
            if event.hp <= 0:
                self.dying.add(event.player)
            else:
                self.dying.discard(event.player)
        elif isinstance(event, PlayerEliminated):
            self.out.add(event.player)
        elif isinstance(event, EventRevealed):
            self.suit_in_force = SUIT_IN_FORCE.get(event.event)
        elif isinstance(event, RewardGiven):
            self.reward_draws[event.player] = 3
        elif isinstance(event, CardPlayed) and not event.as_answer:
            effect = self.effect(event.card)
            if effect == "bang" or (effect == "missed" and "bang_missed_swap" in self.abilities(event.player)):
                self.bangs_this_turn += 1
            if effect in ATTACK_EFFECTS or effect == "missed":
                self.last_attack = "bang" if effect == "missed" else effect
        elif isinstance(event, AbilityUsed) and event.ability == "discard_two_shoot":
            self.last_attack = "bang"
        elif isinstance(event, CardMoved):
            self._count_move(event)
        self.previous = event

    def _count_move(self, event: CardMoved) -> None:
        if event.source is Zone.HAND and event.source_player is not None:
            self.hand_counts[event.source_player] = max(0, self.hand_counts[event.source_player] - 1)
        if event.source is Zone.IN_PLAY and event.source_player is not None:
            self.in_play[event.source_player].discard(event.card)
        if event.destination is Zone.HAND and event.destination_player is not None:
            seat = event.destination_player
            self.hand_counts[seat] += 1
            if event.source is Zone.DECK and self.reward_draws[seat] > 0:
                self.reward_draws[seat] -= 1
        if event.destination is Zone.IN_PLAY and event.destination_player is not None:
            self.in_play[event.destination_player].add(event.card)

