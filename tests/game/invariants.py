"""Checks that must hold after every decision of every game."""
from __future__ import annotations

import random

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
    FromHand,
    KeepCards,
    Pass,
    PickCard,
    Pile,
    PlayCard,
    Respond,
    UseAbility,
)
from game.cards import Kind, cards_in_game
from game.damage import Dying
from game.engine import Game
from game.errors import IllegalActionError
from game.events import HIDDEN, CardMoved
from game.roles import is_three_player_game
from game.state import all_card_locations


def check_table(game: Game) -> None:
    """Card conservation, life bounds, one weapon, unique names in play, green-card timing, one decider."""
    state = game.state
    cards = state.cards
    assert sorted(all_card_locations(state)) == list(cards_in_game(state.rules.expansions, state.rules.beginner))
    in_play = {card for player in state.players for card in player.in_play}
    for card in state.fresh:
        assert card in in_play and cards[card].definition.kind is Kind.GREEN, "fresh cards are green cards in play"
    for seat, player in enumerate(state.players):
        assert player.hp <= player.max_hp
        if player.alive and player.hp <= 0 and not player.ghost:
            assert any(isinstance(t, Dying) and t.player == seat for t in state.stack), "alive at 0 life outside Dying"
        if not player.alive:
            assert not player.hand and not player.in_play
        names = [cards[c].name for c in player.in_play]
        assert len(names) == len(set(names)), f"duplicate names in play: {names}"
        weapons = [c for c in player.in_play if "weapon" in cards[c].definition.tags]
        assert len(weapons) <= 1
    if game.over:
        assert state.event is None, "no High Noon event stays in force once the game is over"
        assert game.decider is None
        assert all(not game.legal_actions(seat) for seat in range(len(state.players)))
    else:
        decider = game.decider
        assert decider is not None, "a game that is not over waits for somebody's decision"
        assert state.players[decider].alive or isinstance(state.stack[-1], Dying), "a dead decider outside Dying"
        assert game.legal_actions(decider)
        for action in game.legal_actions(decider):
            if isinstance(action, (PlayCard, Respond)) and action.card in state.fresh:
                raise AssertionError(f"a green card offered in the turn it was played: {action}")
        for seat in range(len(state.players)):
            if seat != decider:
                assert game.legal_actions(seat) == []


def check_views(game: Game) -> None:
    """No view shows another player's hand or the deck order."""
    state = game.state
    for seat in range(len(state.players)):
        view = game.view_for(seat)
        assert view.hand == tuple(state.players[seat].hand)
        assert view.deck_count == len(state.deck)
        assert not hasattr(view, "deck")
        open_roles = is_three_player_game([p.role for p in state.players])
        for seat_view in view.seats:
            assert not hasattr(seat_view, "hand")
            if seat_view.seat != seat and not game.over and state.players[seat_view.seat].alive and not open_roles:
                assert seat_view.role is None or seat_view.role == "sheriff"
        for event in view.history:
            if isinstance(event, CardMoved) and event.private_to is not None and seat not in event.private_to:
                assert event.card == HIDDEN


def random_illegal_action(game: Game, rng: random.Random) -> Action:
    """Some decision that is most likely not legal now."""
    count = len(game.state.cards)
    players = len(game.state.players)
    card = rng.randrange(count)
    target = rng.choice([None, rng.randrange(-1, players + 1)])
    choices: list[Action] = [
        PlayCard(card, target, rng.choice([None, FROM_HAND, rng.randrange(count)])),
        PlayCard(card, target, None, rng.randrange(count)),
        ChoosePlayer(rng.randrange(-1, players + 1)),
        ChooseCard(rng.randrange(-1, players + 1), rng.choice(list[int | FromHand]([FROM_HAND, rng.randrange(count)]))),
        Respond(card),
        UseAbility((card, rng.randrange(count))),
        Pass(),
        PickCard(card),
        KeepCards((card,)),
        ChooseSource(rng.choice(list[int | Pile]([DECK, DISCARD, rng.randrange(players)]))),
        DiscardCard(card),
        EndTurn(),
    ]
    return rng.choice(choices)


def check_refusals(game: Game, rng: random.Random) -> None:
    """An illegal decision, or any decision by a player not awaited, is refused and changes nothing."""
    decider = game.decider
    before = game.state.to_dict()
    log_length = len(game.log)
    players = len(game.state.players)
    attempts: list[tuple[int, Action]] = []
    action = random_illegal_action(game, rng)
    if decider is not None and action not in game.legal_actions(decider):
        attempts.append((decider, action))
    if decider is not None:
        other = rng.choice([s for s in range(players) if s != decider])
        attempts.append((other, game.legal_actions(decider)[0]))
    for seat, attempt in attempts:
        try:
            game.apply(seat, attempt)
        except IllegalActionError as error:
            assert str(error)
            assert error.key
        else:
            raise AssertionError(f"accepted an illegal decision {attempt} by seat {seat}")
        assert game.state.to_dict() == before
        assert len(game.log) == log_length
