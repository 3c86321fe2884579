"""What a hint's reason must never do, checked against the game itself (test code may look at the state).

Every reason line of a hint is worded in English and checked:

- cards: a card it names is where the line says (in the player's hand for "your ...", in a player's play
  area for "Without the ...", on the discard pile, on offer) or at least in sight (a hand card, a card in
  play, on the discard pile, on offer, in one of the decisions); a card it says is missing is missing;
- suspicion: a role named as probable points to an attack by that player in the public history; the
  attacks it counts are the attacks there are; "nothing is known yet" only of a player who attacked nobody;
  a role said to be known is shown; the hidden roles counted are the roles dealt and not yet shown;
- comparisons: "N instead of M" only when N and M differ, and the reach and distance counts are what the
  engine counts, before and after the decision;
- card text: no line is a card's, character's or event's text, has the shape "With a Scope you ...", or
  copies three words in a row out of one of those texts for most of its length; a line with no parameter
  at all (no player, card, number) must be one of the few plain facts listed here.
"""
from __future__ import annotations

import copy
import re
from collections import Counter

from game.actions import FROM_HAND, Action, PlayCard, Respond
from game.ai.hint import Hint, Line
from game.cards import catalogue
from game.distance import distances_from, weapon_reach
from game.engine import Game
from game.events import AbilityUsed, CardPlayed
from game.roles import ROLE_DISTRIBUTION
from game.state import GameState
from game.view import PlayerView
from scenes.text.cards import CARD_TEXTS, CHARACTER_TEXTS, COST_LABEL, EVENT_TEXTS, KIND_LABELS, ROLE_TEXTS
from scenes.text.dodge_city import GREEN_MISSED

CARDS = catalogue(("dodge_city",))
NAME = [card.name for card in CARDS]
EFFECT = [card.definition.effect for card in CARDS]
CARD_NAME = re.compile("|".join(re.escape(name) for name in sorted(set(NAME), key=len, reverse=True)))

HOSTILE = {"bang", "missed", "duel", "jail", "panic", "cat_balou", "shot_near", "shot_near_draw", "shot_reach",
           "shot_any", "steal_any"}
"""Single-target attacks as the rules describe them (a Missed! played at someone is Calamity Janet's Bang!)."""

DESCRIPTIONS: frozenset[str] = frozenset(
    {text for card in CARD_TEXTS.values() for text in (card.short, card.full)}
    | {text for character in CHARACTER_TEXTS.values() for text in (character.short, character.full)}
    | {text for event in EVENT_TEXTS.values() for text in (event.short, event.full)}
    | {text for role in ROLE_TEXTS.values() for text in (role.short, role.goal)}
    | set(KIND_LABELS.values()) | {COST_LABEL, GREEN_MISSED}
)
"""Every text the client shows about a card, character, event or role: no reason may be one of them."""

PLAIN_FACTS = frozenset({
    "You hold no Missed! card.",
    "You hold no Bang! card.",
    "You have only one life point left.",
    "Drink it, or you are out of the game.",
    "Nothing you hold can save you now.",
    "You hold nothing that answers it.",
    "Nothing you hold is worth playing now: keep your cards.",
    "Nothing better is on offer: draw from the deck.",
    "Any of them passes the \"draw!\".",
    "None of them passes the \"draw!\".",
    "Nobody is in your reach, so your Bang! must wait.",
    "The only player your Bang! could hit is the Sheriff.",
    "Under The Sermon your Bang! must wait for another turn.",
})
"""The reasons without a parameter allowed: each is a fact of the position it is given in."""

SUSPICION = re.compile(r"probably (?:an? |the |one of the |on )|not on your side|friend|enemy|looks like")
ROLE_WORDS = {"sheriff": "Sheriff", "deputy": "Deputy", "outlaw": "Outlaw", "renegade": "Renegade"}


def english(line: Line) -> str:
    """A reason line in English (singular for a count of one)."""
    key = line.plural if line.plural is not None and line.count is not None and line.count != 1 else line.key
    return key.format(**line.params)


def attacks(view: PlayerView) -> Counter[tuple[int, int]]:
    """Who attacked whom how often, read from the public history the way the rules describe attacks."""
    found: Counter[tuple[int, int]] = Counter()
    for event in view.public_history:
        if isinstance(event, AbilityUsed) and event.ability == "discard_two_shoot" and event.target is not None:
            found[(event.player, event.target)] += 1
        if not isinstance(event, CardPlayed) or event.as_answer or event.target in (None, event.player):
            continue
        if EFFECT[event.card] not in HOSTILE:
            continue
        taken = event.target_card
        if taken is not None and taken is not FROM_HAND and EFFECT[taken] in ("jail", "dynamite"):
            continue  # taking a Jail or Dynamite away is a help
        assert event.target is not None
        found[(event.player, event.target)] += 1
    return found


def cards_of(action: Action) -> list[int]:
    """The cards a decision plays, takes, pays with or keeps."""
    found = [value for value in (getattr(action, name, None) for name in ("card", "target_card", "cost"))
             if isinstance(value, int) and value >= 0]
    return found + list(getattr(action, "cards", ()))


def in_reach(state: GameState, seat: int) -> int:
    """How many players ``seat`` has within his weapon's reach (the engine's count)."""
    near = distances_from(state, seat)
    reach = weapon_reach(state, seat)
    return sum(1 for other, d in near.items() if other != seat and d <= reach)


def at_one(state: GameState, seat: int) -> int:
    near = distances_from(state, seat)
    return sum(1 for other, d in near.items() if other != seat and d <= 1)


def threats(state: GameState, seat: int) -> int:
    """How many players have ``seat`` within their weapon's reach (the engine's count)."""
    players = state.players
    return sum(1 for other, p in enumerate(players) if other != seat and p.alive
               and distances_from(state, other)[seat] <= weapon_reach(state, other))


def seen_at_one(state: GameState, seat: int) -> int:
    players = state.players
    return sum(1 for other, p in enumerate(players) if other != seat and p.alive
               and distances_from(state, other)[seat] <= 1)


def problems(game: Game, seat: int, hint: Hint) -> list[str]:
    """Everything wrong with ``hint``, given to ``seat`` now, as readable lines (empty: nothing)."""
    view = game.view_for(seat)
    found: list[str] = []
    for line in hint.why:
        text = english(line)
        found += [f"{text!r}: {problem}" for problem in line_problems(game, seat, view, hint, line, text)]
    return found


def line_problems(game: Game, seat: int, view: PlayerView, hint: Hint, line: Line, text: str) -> list[str]:
    return [*card_problems(view, hint, line, text), *suspicion_problems(view, line, text),
            *comparison_problems(game, seat, hint, text), *text_problems(line, text)]


def seat_named(view: PlayerView, name: object) -> int | None:
    return next((s.seat for s in view.seats if s.name == name), None)


def card_problems(view: PlayerView, hint: Hint, line: Line, text: str) -> list[str]:
    found: list[str] = []
    action = hint.action
    hand = {NAME[c] for c in view.hand}
    mine = hand | {NAME[c] for c in view.seats[view.me].in_play}
    decisions = [c for a in (*view.legal, action) for c in cards_of(a)]
    in_sight = (hand | {NAME[c] for s in view.seats for c in s.in_play} | {NAME[c] for c in view.selection}
                | {NAME[c] for c in view.discard} | {NAME[c] for c in decisions})
    params = line.params
    player = seat_named(view, params.get("player"))
    for key in line.cards:
        if params[key] not in in_sight:
            found.append(f"names {params[key]}, which is nowhere in sight")
    for match in CARD_NAME.finditer(text):
        name, before, after = match.group(), text[:match.start()], text[match.end():]
        if before.endswith("no "):
            if re.search(r"[Yy]ou hold no $", before):
                if name in hand:
                    found.append(f"says you hold no {name}, but you do")
            elif player is not None and name in {NAME[c] for c in view.seats[player].in_play}:
                found.append(f"says {view.seats[player].name} has no {name}, but he has")
        elif re.search(r"[Yy]our (?:(?:" + CARD_NAME.pattern + r")(?:,| and) )*$", before):
            if name not in mine:
                found.append(f"says your {name}, but you hold none")
        elif before.endswith(("Without the ", "of the ")) and player is not None:
            if name not in {NAME[c] for c in view.seats[player].in_play}:
                found.append(f"{name} is not in front of {view.seats[player].name}")
        elif after.startswith(" on the discard pile"):
            if not view.discard or NAME[view.discard[-1]] != name:
                found.append(f"{name} is not on top of the discard pile")
        elif after.startswith(" is the most useful card on offer") and name not in {NAME[c] for c in view.selection}:
            found.append(f"{name} is not on offer")
        elif name not in in_sight:
            found.append(f"names {name}, which is nowhere in sight")
    for count in re.findall(r"You hold (\d+) Bang! cards?\b", text):
        if int(count) != sum(1 for c in view.hand if NAME[c] == "Bang!"):
            found.append("miscounts your Bang! cards")
    for name, count in re.findall(r"(\w+) holds (\d+)(?: cards?\b|\.)", text):
        holder = seat_named(view, name)
        if holder is not None and view.seats[holder].hand_count != int(count):
            found.append(f"miscounts {name}'s cards")
    answers = sum(1 for a in view.legal if isinstance(a, Respond))
    for count in re.findall(r"and hold (\d+) cards? to answer with\.", text):
        if int(count) != answers:
            found.append("miscounts the answers")
    return found


def suspicion_problems(view: PlayerView, line: Line, text: str) -> list[str]:
    found: list[str] = []
    acts = attacks(view)
    params = line.params
    player = seat_named(view, params.get("player"))
    did = sum(n for (actor, _), n in acts.items() if actor == player)
    if SUSPICION.search(text):
        if player is None:
            found.append("suspects nobody in particular")
        elif did == 0:
            found.append(f"suspects {view.seats[player].name}, who attacked nobody")
    if "Nothing is known yet about" in text and did:
        found.append("says nothing is known of a player who attacked someone")
    sheriff = next((s.seat for s in view.seats if s.role == "sheriff"), -1)
    for name, victim, count in re.findall(r"(\w+) attacked (the Sheriff|you|\w+) (\d+) times?\b", text):
        actor = seat_named(view, name)
        target = {"the Sheriff": sheriff, "you": view.me}.get(victim, seat_named(view, victim))
        if actor is None or target is None or acts[(actor, target)] != int(count):
            found.append(f"{name} did not attack {victim} {count} times ({acts[(actor or 0, target or 0)]})")
    named_role = "is known to be the" in text or re.search(r"is the (?:Sheriff|Deputy|Outlaw|Renegade)\b", text)
    if named_role and "player" in params:
        if player is None or view.seats[player].role is None:
            found.append("names a role nobody has seen")
        else:
            shown = ROLE_WORDS[view.seats[player].role or ""]
            role = str(params.get("role", shown))
            if role != shown:
                found.append(f"says {role}, but the role shown is {shown}")
    hidden = re.search(r"(?:(\d+) of the (\d+)|All (\d+)|The one) players? whose roles? (?:are|is) still hidden", text)
    if hidden:
        dealt = Counter(role.value for role in ROLE_DISTRIBUTION[len(view.seats)])
        seen = Counter(s.role.value for s in view.seats if s.role is not None)
        left = dealt - seen
        count = sum(1 for s in view.seats if s.alive and s.role is None)
        against = left["outlaw"] + left["renegade"] if view.role in ("sheriff", "deputy") else (
            left["deputy"] + left["renegade"])
        said = (int(hidden.group(1)), int(hidden.group(2))) if hidden.group(1) else (
            (int(hidden.group(3)),) * 2 if hidden.group(3) else (1, 1))
        if said != (against, count):
            found.append(f"the hidden roles are {against} against of {count}, not {said}")
    return found


def comparison_problems(game: Game, seat: int, hint: Hint, text: str) -> list[str]:
    found: list[str] = []
    for match in re.finditer(r"instead of (\d+)", text):
        numbers = re.findall(r"\d+", re.sub(r"distance 1\b", "distance one", text[:match.start()]))
        if numbers and numbers[-1] == match.group(1):
            found.append("compares a number with itself")
    action = hint.action
    state = game.state
    reach = re.search(r"With reach (\d+), (\d+) players? (?:is|are) in your reach instead of (\d+)", text)
    if reach:
        limit, after, before = (int(n) for n in reach.groups())
        near = distances_from(state, seat)
        counted = sum(1 for other, d in near.items() if other != seat and d <= limit)
        if (counted, in_reach(state, seat)) != (after, before):
            found.append(f"in reach: {counted} instead of {in_reach(state, seat)}")
    with_it = re.search(r"With it, (?:(\d+) players? (?:is|are) in your reach|(\d+) players? (?:has|have) you in "
                        r"reach|you see (\d+) players? at distance 1|(\d+) players? sees? you at distance 1) instead "
                        r"of (\d+)", text)
    none = re.search(r"With it, (?:none of the (\d+) players|the (\d+) player) who ha(?:ve|s) you in reach", text)
    none_near = re.search(r"With it, (?:none of the (\d+) players|the (\d+) player) who sees? you at distance 1",
                          text)
    if (with_it or none or none_near) and isinstance(action, PlayCard):
        after_game = copy.deepcopy(game)
        after_game.apply(seat, action)
        later = after_game.state
        if with_it:
            groups = with_it.groups()
            counts = [(in_reach, groups[0]), (threats, groups[1]), (at_one, groups[2]), (seen_at_one, groups[3])]
            measure, said = next((m, int(n)) for m, n in counts if n is not None)
            real = (measure(later, seat), measure(state, seat))
            if real != (said, int(groups[4])):
                found.append(f"the engine counts {real[0]} instead of {real[1]}")
        elif none:
            said = int(none.group(1) or none.group(2))
            if (threats(later, seat), threats(state, seat)) != (0, said):
                found.append("the players who have you in reach are miscounted")
        elif none_near:
            said = int(none_near.group(1) or none_near.group(2))
            if (seen_at_one(later, seat), seen_at_one(state, seat)) != (0, said):
                found.append("the players who see you at distance 1 are miscounted")
    return found


def text_problems(line: Line, text: str) -> list[str]:
    found: list[str] = []
    key: str = line.key
    if key in DESCRIPTIONS or line.plural in DESCRIPTIONS:
        found.append("is a card's own text")
    if re.match(r"With an? (?:" + CARD_NAME.pattern + r") you\b", text):
        found.append("says what the card does in general")
    words = re.findall(r"[a-z!]+|\d+", re.sub(r"\{\w+\}", "_", key.lower()))
    trigrams = {tuple(words[i:i + 3]) for i in range(len(words) - 2)}
    if trigrams:
        for description in DESCRIPTIONS:
            other = re.findall(r"[a-z!]+|\d+", description.lower())
            shared = trigrams & {tuple(other[i:i + 3]) for i in range(len(other) - 2)}
            if len(shared) >= 0.5 * len(trigrams):
                found.append(f"copies a card text: {description[:50]!r}")
                break
    if not line.params and key not in PLAIN_FACTS:
        found.append("is a general remark, about nothing in this position")
    return found
