"""What the awaited player is called for (the hot-seat handover says it to the whole table): at every decision
of whole random games it names the awaited player, and no card but the one that attacks, which is public."""
from __future__ import annotations

from game import messages
from game.ai import RandomAgent
from game.engine import Game
from game.prompts import called_for
from game.setup import GameSetup
from game.state import Rules

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")
CALLED = {value for name, value in vars(messages).items() if name.startswith("CALLED_")}


def test_every_decision_of_random_games_says_who_is_called_and_nothing_private() -> None:
    seen: set[str] = set()
    for seed in range(12):
        rules = Rules(expansions=("dodge_city", "high_noon"), ask_always=True)
        game = Game.new(GameSetup(NAMES[:4 + seed % 4], seed, rules))
        agents = [RandomAgent(seed * 7 + seat) for seat in range(len(game.state.players))]
        for _ in range(3000):
            if game.over:
                assert called_for(game) is None
                break
            seat = game.decider
            assert seat is not None
            called = called_for(game)
            assert called is not None and called.key in CALLED
            assert called.params["player"] == game.state.players[seat].name
            seen.add(called.key)
            if "card" in called.params:  # the attacking card: in play (a green card) or on the discard pile
                state = game.state
                public = [*state.discard, *(card for p in state.players for card in p.in_play)]
                assert called.params["card"] in {state.cards[card].name for card in public}
            names = {p.name for p in game.state.players}
            for key, value in called.params.items():
                assert key in ("player", "source", "opponent", "target", "card", "reason"), key
                if key in ("player", "source", "opponent", "target"):
                    assert value in names
            game.apply(seat, agents[seat].choose(game.view_for(seat)))
    assert {messages.CALLED_TURN, messages.CALLED_BANG, messages.CALLED_INDIANS, messages.CALLED_DUEL,
            messages.CALLED_STORE} <= seen
