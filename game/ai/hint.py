"""A hint: what the hard AI would do in a player's place, and why, in plain words.

Built on ``Game.view_for(player)`` alone, like every agent: the hard agent
chooses, and the reason is read from the same view (who attacked the Sheriff or
the player, the known roles, distances, life points, cards in play, hand
sizes). Nothing hidden (other hands, the deck, hidden roles) can change a hint.

The reason is a few translatable lines (msgids with parameters); the client
words the decision itself, since it knows the buttons' labels.
"""
from __future__ import annotations

from dataclasses import dataclass, field

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
from game.ai.answers import last_attack
from game.ai.belief import HOSTILE_EFFECTS
from game.ai.cardinfo import EFFECT, GREEN, NAME, TAGS, VALUE, WEAPON, has_in_play
from game.ai.hard import HardAgent
from game.events import CardPlayed
from game.messages import N_, Nn_
from game.view import PlayerView

LIKELY = 0.5
"""A role this probable (from the public evidence and the player's own knowledge) is named as likely."""


@dataclass(frozen=True, slots=True)
class Line:
    """One translatable line: a msgid with parameters (``cards`` name those that are card names)."""

    key: str
    params: dict[str, object] = field(default_factory=dict)
    plural: str | None = None
    count: int | None = None
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Hint:
    """The decision the hard AI would take, and why."""

    action: Action
    why: tuple[Line, ...]


def hint_for(view: PlayerView, seed: int = 0) -> Hint:
    """The hard AI's decision for the player of ``view`` with its reason; ``view.legal`` must not be empty."""
    agent = HardAgent(seed)
    action = agent.choose(view)
    reader = Reader(view, agent)
    return Hint(action, tuple(reader.why(action)))


def hostile_acts(view: PlayerView) -> dict[tuple[int, int], int]:
    """How many times each seat attacked each other seat (single-target attacks), from the public history."""
    counts: dict[tuple[int, int], int] = {}
    for event in view.public_history:
        if not isinstance(event, CardPlayed) or event.as_answer or event.target is None:
            continue
        effect = EFFECT[event.card]
        effect = "bang" if effect == "missed" else effect
        if effect not in HOSTILE_EFFECTS or event.target == event.player:
            continue
        if event.target_card is not None and event.target_card >= 0 and EFFECT[event.target_card] in ("jail",
                                                                                                     "dynamite"):
            continue  # freeing someone of Jail or Dynamite is a help
        key = (event.player, event.target)
        counts[key] = counts.get(key, 0) + 1
    return counts


class Reader:
    """Reads a decision's reason from one view and the agent that took it."""

    def __init__(self, view: PlayerView, agent: HardAgent) -> None:
        self.view = view
        self.me = view.me
        self.seats = view.seats
        self.names = [seat.name for seat in view.seats]
        self.sheriff = next((i for i, seat in enumerate(view.seats) if seat.role == "sheriff"), -1)
        self.acts = hostile_acts(view)
        self.relations = agent.relations(view)  # brings the agent's reading of the table up to date
        self.probs = agent.belief.probabilities(view)
        self.near = view.table.distances_from(view.me)

    def why(self, action: Action) -> list[Line]:
        if isinstance(action, PlayCard):
            return self.play(action)
        if isinstance(action, EndTurn):
            return [self.end_turn()]
        if isinstance(action, Respond):
            return [self.respond(action.card)]
        if isinstance(action, Pass):
            return [self.decline()]
        if isinstance(action, DiscardCard):
            return [Line(N_("{card} is the card you need least now."), {"card": NAME[action.card]},
                         cards=("card",))]
        if isinstance(action, PickCard):
            return [self.pick(action.card)]
        if isinstance(action, KeepCards):
            return [Line(N_("These two are the most useful of the three."))]
        if isinstance(action, ChooseSource):
            return [self.source(action.source)]
        if isinstance(action, UseAbility):
            return [self.ability(action)]
        if isinstance(action, ChoosePlayer):
            return [Line(N_("{player}'s ability is the most useful one on offer."),
                         {"player": self.names[action.seat]})]
        if isinstance(action, ChooseCard):
            return [Line(N_("It hurts {player} the most, or helps if {player} looks like a friend."),
                         {"player": self.names[action.target]})]
        return [Line(N_("It is the best of your choices here."))]

    # --- the play phase ------------------------------------------------------------------

    def play(self, action: PlayCard) -> list[Line]:
        card = action.card
        effect = EFFECT[card]
        lines: list[Line]
        if GREEN[card] and card in self.view.hand:
            lines = [Line(N_("Put it into play now: a green card works from your next turn on."))]
        elif action.target is not None and action.target != self.me and self._hostile(action):
            lines = [self.enemy(action.target), self.tactics(action)]
        elif effect == "equip":
            lines = [self.equipment(card)]
        elif action.target_card is not None and action.target is not None:
            lines = [self.rescue(action.target, action.target_card)]
        else:
            lines = [self.own_card(card)]
        if action.cost is not None:
            lines.append(Line(N_("{card} is the card you can best spare to pay for it."),
                              {"card": NAME[action.cost]}, cards=("card",)))
        return lines

    def _hostile(self, action: PlayCard) -> bool:
        taken = action.target_card
        if taken is not None and taken >= 0 and EFFECT[taken] in ("jail", "dynamite"):
            return False
        return EFFECT[action.card] not in ("beer", "heal_anyone", "heal_self")

    def enemy(self, target: int) -> Line:
        """Why ``target`` is someone to attack, from the roles and the public evidence."""
        name = self.names[target]
        role, my_role = self.seats[target].role, self.view.role
        if role == "sheriff" and my_role in ("outlaw", "renegade"):
            if my_role == "outlaw":
                return Line(N_("{player} is the Sheriff: the Outlaws win when the Sheriff is out."), {"player": name})
            return Line(N_("Only {player}, the Sheriff, is left between you and your win."), {"player": name})
        if role is not None and target != self.me:
            return Line(N_("{player} is known to be the {role}."), {"player": name, "role": ROLE_NAMES[role]},
                        cards=("role",))
        at_sheriff = self.acts.get((target, self.sheriff), 0) if self.sheriff >= 0 else 0
        if at_sheriff and my_role in ("sheriff", "deputy"):
            return counted(Nn_("{player} attacked the Sheriff {count} time: probably an Outlaw.",
                             "{player} attacked the Sheriff {count} times: probably an Outlaw."),
                        at_sheriff, {"player": name, "count": at_sheriff})
        at_me = self.acts.get((target, self.me), 0)
        if at_me:
            return counted(Nn_("{player} attacked you {count} time: not on your side.",
                             "{player} attacked you {count} times: not on your side."),
                        at_me, {"player": name, "count": at_me})
        deputy, outlaw, renegade = self.probs.get(target, (0.0, 0.0, 0.0))
        if my_role == "renegade":
            return Line(N_("As the Renegade you keep both sides weak, and {player}'s side is ahead."),
                        {"player": name})
        if outlaw >= LIKELY and my_role in ("sheriff", "deputy"):
            return Line(N_("From what {player} has done so far, probably an Outlaw."), {"player": name})
        if deputy >= LIKELY and my_role == "outlaw":
            return Line(N_("From what {player} has done so far, probably on the Sheriff's side."),
                        {"player": name})
        if renegade >= LIKELY:
            return Line(N_("From what {player} has done so far, probably the Renegade."), {"player": name})
        return Line(N_("Nothing {player} has done so far shows a friend of yours."), {"player": name})

    def tactics(self, action: PlayCard) -> Line:
        """Why now and with this card."""
        target = action.target
        assert target is not None
        seat = self.seats[target]
        name = self.names[target]
        effect = EFFECT[action.card]
        if effect == "jail":
            return Line(N_("In Jail, {player} will probably miss a turn."), {"player": name})
        if effect == "duel":
            bangs = sum(1 for card in self.view.hand if EFFECT[card] == "bang")
            return counted(Nn_("In a Duel your {count} Bang! card is the weapon, at any distance.",
                             "In a Duel your {count} Bang! cards are the weapons, at any distance."),
                        bangs, {"count": bangs})
        if effect in ("panic", "cat_balou", "steal_any"):
            taken = action.target_card
            if taken is None or taken == FROM_HAND:
                return counted(Nn_("{player} holds {count} card: one fewer to answer with.",
                                 "{player} holds {count} cards: one fewer to answer with."),
                            seat.hand_count, {"player": name, "count": seat.hand_count})
            return Line(N_("Without {card}, {player} is easier to beat."), {"card": NAME[taken], "player": name},
                        cards=("card",))
        if seat.hp <= 1:
            return Line(N_("{player} has only one life point left."), {"player": name})
        if not has_in_play(seat, "barrel") and seat.hand_count <= 1:
            return counted(Nn_("{player} is in reach, has no Barrel and holds only {count} card.",
                             "{player} is in reach, has no Barrel and holds only {count} cards."),
                        seat.hand_count, {"player": name, "count": seat.hand_count})
        if not has_in_play(seat, "barrel"):
            return Line(N_("{player} is in reach and has no Barrel."), {"player": name})
        return Line(N_("{player} is in reach."), {"player": name})

    def equipment(self, card: int) -> Line:
        tags = TAGS[card]
        if WEAPON[card]:
            if "unlimited_bang" in tags:
                return Line(N_("With a Volcanic you may play any number of Bang! cards in your turn."))
            before = sum(1 for d in self.near.values() if d <= self.view.table.weapon_reach(self.me))
            after = sum(1 for d in self.near.values() if d <= VALUE[card])
            return counted(Nn_("It reaches {reach}: {count} player in reach instead of {before}.",
                             "It reaches {reach}: {count} players in reach instead of {before}."),
                        after, {"reach": VALUE[card], "count": after, "before": before})
        if "barrel" in tags:
            return Line(N_("A Barrel may stop shots at you: a heart on its \"draw!\" cancels the shot."))
        if "mustang" in tags:
            return Line(N_("With a Mustang everyone sees you one step farther away."))
        if "scope" in tags:
            return Line(N_("With a Scope you see everyone one step closer."))
        if "jail" in tags or "dynamite" in tags:
            return Line(N_("It goes round the table and may blow up on the Sheriff."))
        return Line(N_("It helps you from now on."))

    def rescue(self, target: int, taken: int) -> Line:
        name = self.names[target]
        if target == self.me:
            return Line(N_("It rids you of your {card}."), {"card": NAME[taken]}, cards=("card",))
        return Line(N_("It frees {player}, who looks like a friend, of the {card}."),
                    {"player": name, "card": NAME[taken]}, cards=("card",))

    def own_card(self, card: int) -> Line:
        effect = EFFECT[card]
        hp, max_hp = self.seats[self.me].hp, self.seats[self.me].max_hp
        if effect == "draw":
            return counted(Nn_("Draw {count} card first: more cards, more choices.",
                             "Draw {count} cards first: more cards, more choices."),
                        VALUE[card], {"count": VALUE[card]})
        if effect in ("beer", "heal_self"):
            return Line(N_("You are at {hp} of {max_hp} life points: get one back."), {"hp": hp, "max_hp": max_hp})
        if effect == "saloon":
            return Line(N_("Everyone gets a life point back, and your side needs them more."))
        if effect == "general_store":
            return Line(N_("Everyone takes a card, and you choose first."))
        if effect in ("gatling", "indians", "brawl"):
            return Line(N_("It hits more of your likely enemies than of your friends."))
        if effect == "dynamite":
            return Line(N_("It goes round the table and may blow up on the Sheriff."))
        return Line(N_("It is the best of your choices here."))

    def end_turn(self) -> Line:
        hand = self.view.hand
        limit = max(self.seats[self.me].hp, 0)
        if len(hand) > limit:
            return counted(Nn_("Nothing is worth playing now; you will keep {count} card, your life points.",
                             "Nothing is worth playing now; you will keep {count} cards, your life points."),
                        limit, {"count": limit})
        if any(EFFECT[card] in ("missed", "beer") for card in hand):
            return Line(N_("Nothing else is worth playing now: keep your Missed! and Beer for the others' turns."))
        return Line(N_("Nothing you hold is worth playing now: keep your cards."))

    # --- answers and choices ----------------------------------------------------------------

    def respond(self, card: int) -> Line:
        effect = EFFECT[card]
        if effect == "beer":
            return Line(N_("Drink it, or you are out of the game."))
        _, attack = last_attack(self.view.public_history)
        attack_effect = EFFECT[attack.card] if attack is not None else ""
        if attack_effect == "duel":
            return Line(N_("Keep the duel going: whoever cannot discard a Bang! loses a life point."))
        if attack_effect == "indians":
            return Line(N_("Discard a Bang!, or you lose a life point."))
        return Line(N_("Cancel the shot, or you lose a life point."))

    def decline(self) -> Line:
        if self.seats[self.me].hp <= 0:
            return Line(N_("Nothing you hold can save you now."))
        _, attack = last_attack(self.view.public_history)
        if attack is not None and EFFECT[attack.card] == "duel":
            return Line(N_("Losing this duel costs a life point and saves your Bang! cards."))
        return Line(N_("What you could answer with is worth more than this life point, or is not enough."))

    def pick(self, card: int) -> Line:
        if card in self.view.selection:
            return Line(N_("{card} is the most useful card on offer."), {"card": NAME[card]}, cards=("card",))
        if card in self.seats[self.me].in_play or any(card in seat.in_play for seat in self.seats):
            return Line(N_("{card} is the card to take or give up here."), {"card": NAME[card]}, cards=("card",))
        return Line(N_("This card passes the \"draw!\"."))

    def source(self, source: int) -> Line:
        if source == DECK:
            return Line(N_("Nothing better is on offer: draw from the deck."))
        if source == DISCARD:
            top = self.view.discard[-1] if self.view.discard else None
            if top is not None:
                return Line(N_("{card} on the discard pile is worth taking."), {"card": NAME[top]}, cards=("card",))
            return Line(N_("The discard pile has what you need."))
        return Line(N_("{player} looks like an enemy and holds cards: take one."), {"player": self.names[source]})

    def ability(self, action: UseAbility) -> Line:
        if action.target is not None:
            return self.enemy(action.target)
        if len(action.cards) == 2:
            return Line(N_("Two cards you need least for a life point."))
        return Line(N_("Your character's ability is worth using now."))


def counted(forms: tuple[str, str], count: int, params: dict[str, object]) -> Line:
    """A line whose wording depends on ``count`` (singular and plural msgids)."""
    return Line(forms[0], params, plural=forms[1], count=count)


ROLE_NAMES = {"sheriff": N_("Sheriff"), "deputy": N_("Deputy"), "outlaw": N_("Outlaw"), "renegade": N_("Renegade")}

