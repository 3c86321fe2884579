"""The game log's fixed texts: how a game ends, what each "draw!" means, a card's corner, the effect families
a line tells apart; ``scenes.text.log`` writes the lines with them."""
from __future__ import annotations

from game.cards import RANK_NAMES, Card, Suit
from game.roles import Role, Side
from game.vocabulary import CheckReason, EffectKey, Tag
from scenes.app.i18n import N_

SIDE_NAMES: dict[Side, str] = {
    Side.LAW: N_("the Sheriff and his Deputies"), Side.OUTLAWS: N_("the Outlaws"), Side.RENEGADE: N_("the Renegade")
}
GAME_OVER: dict[Side, str] = {
    Side.LAW: N_("Game over: the Sheriff and his Deputies win"),
    Side.OUTLAWS: N_("Game over: the Outlaws win"),
    Side.RENEGADE: N_("Game over: the Renegade wins"),
}
THREE_PLAYER_OVER = {
    "target": N_("Game over: {player} ({role}) has eliminated his target and wins"),
    "last_alive": N_("Game over: {player} ({role}) is the last one standing and wins"),
}
"""The end of a 3-player game: one winner, and how he won."""
THREE_PLAYER_ROLES: dict[Side, Role] = {Side.LAW: Role.DEPUTY, Side.OUTLAWS: Role.OUTLAW, Side.RENEGADE: Role.RENEGADE}
"""At three players each side is one role."""
SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
CHECK_LINES: dict[tuple[CheckReason, bool], str] = {
    ("dynamite", True): N_("{player} draws for Dynamite: {card} — it passes on"),
    ("dynamite", False): N_("{player} draws for Dynamite: {card} — it explodes"),
    ("jail", True): N_("{player} draws for Jail: {card} — breaks out and plays"),
    ("jail", False): N_("{player} draws for Jail: {card} — stays in Jail, the turn is lost"),
    ("barrel", True): N_("{player} draws for Barrel: {card} — the shot misses"),
    ("barrel", False): N_("{player} draws for Barrel: {card} — no luck"),
}
WHO = N_("{player} ({character})")
"""A player named with his character, when the character's ability is what acts."""
PAID_WITH_CARDS: dict[Tag, int] = {"discard_two_shoot": 2, "blue_for_cards": 1}
"""Abilities paid with hand cards (Doc Holyday, Jose Delgado): the line waits for the cards discarded."""
DRAWS_FOR: dict[Tag, int] = {"draw_on_death": 2, "draw_on_answer": 2}
"""Abilities whose draws the line already tells (Herb Hunter, Molly Stark): the draws are not told again."""
SHOT_EFFECTS: frozenset[EffectKey] = frozenset(
    {"bang", "gatling", "shot_reach", "shot_near", "shot_near_draw", "shot_any"})
"""Attacks answered with a Missed! (the others, Indians! and Duel, with a Bang!)."""
ATTACK_EFFECTS: frozenset[EffectKey] = SHOT_EFFECTS | {"duel", "indians"}
MISSED_EFFECTS: frozenset[EffectKey] = frozenset({"missed", "dodge"})
"""Cards that are a Missed! by themselves: Elena Fuente's other cards answer a shot by her ability."""


def suit_and_rank(card: Card) -> str:
    """The corner of a card as a "draw!" reads it: "8♠", "Q♥"."""
    return f"{RANK_NAMES[card.rank - 2]}{SUIT_SYMBOLS[card.suit]}"
