"""The Dodge City texts: its 22 new card names and its 15 characters, as gettext msgids.

Cards it shares with the base game (Bang!, Barrel, Beer...) keep their base texts. A
short line that says the same as a base card's (Sombrero and Missed!) is the same
msgid, so it reads the same everywhere. Green cards are used from play once the turn
in which they were put in play is over; the kind line of the tooltip says so as well.
"""
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.text.translatable import CardText, CharacterText

GREEN_MISSED = N_(
    "Once the turn in which you put it in play is over, discard it from play to cancel one shot at you, like a "
    "Missed!, also out of your turn."
)

DODGE_CITY_CARD_TEXTS: tuple[CardText, ...] = (
    # blue
    CardText(
        N_("Binocular"),
        N_("You see others 1 closer"),
        N_(
            "You see every other player at a distance one less than usual, but never less than 1. It is not a "
            "Scope, so you may have both in play and they add up."
        ),
    ),
    CardText(
        N_("Hideout"),
        N_("Others see you 1 further"),
        N_(
            "Every other player sees you at a distance one more than usual. It is not a Mustang, so you may have "
            "both in play and they add up."
        ),
    ),
    # brown
    CardText(
        N_("Punch"),
        N_("Shoot a player at distance 1"),
        N_(
            "Shoot a player at distance 1 (your weapon does not extend it): they lose 1 life point unless they "
            "cancel the shot. It is not a Bang! card, so you may still play your Bang! this turn."
        ),
    ),
    CardText(
        N_("Rag Time"),
        N_("Take a card from anyone"),
        N_(
            "Take a card from any player at any distance: a random one from their hand or one you choose from "
            "their play area."
        ),
    ),
    CardText(
        N_("Brawl"),
        N_("Everyone else discards a card"),
        N_(
            "Every other player discards a card that you choose for each of them: a random one from their hand or "
            "one from their play area."
        ),
    ),
    CardText(
        N_("Dodge"),
        N_("Cancel a shot, draw 1 card"),
        N_("Play it when you are shot to cancel that one shot, like a Missed!, and draw a card from the deck."),
    ),
    CardText(
        N_("Springfield"),
        N_("Shoot anyone, any distance"),
        N_(
            "Shoot any player, whatever the distance: they lose 1 life point unless they cancel the shot. It is not "
            "a Bang! card, so you may still play your Bang! this turn."
        ),
    ),
    CardText(
        N_("Tequila"),
        N_("Anyone regains 1 life"),
        N_(
            "Choose any player, yourself included: they regain 1 life point, never above their maximum. It is not a "
            "Beer: it cannot save anyone from elimination, and it still heals with two players left."
        ),
    ),
    CardText(
        N_("Whisky"),
        N_("Regain 2 life points"),
        N_(
            "Regain 2 life points, never above your maximum. It is not a Beer: it cannot save you from elimination, "
            "and it still heals with two players left."
        ),
    ),
    # green
    CardText(
        N_("Bible"),
        N_("Cancel a shot, draw 1 card"),
        N_(
            "Once the turn in which you put it in play is over, discard it from play to cancel one shot at you, like "
            "a Missed!, and draw a card; also out of your turn."
        ),
    ),
    CardText(
        N_("Canteen"),
        N_("Regain 1 life point"),
        N_(
            "From your next turn on, discard it from play in your turn to regain 1 life point, never above your "
            "maximum. It is not a Beer: it cannot save you from elimination."
        ),
    ),
    CardText(
        N_("Can Can"),
        N_("Make a player discard"),
        N_(
            "From your next turn on, discard it from play in your turn to make any player, at any distance, discard "
            "a card: a random one from their hand or one you choose from their play area."
        ),
    ),
    CardText(N_("Ten Gallon Hat"), N_("Cancel a shot at you"), GREEN_MISSED),
    CardText(
        N_("Conestoga"),
        N_("Take a card from anyone"),
        N_(
            "From your next turn on, discard it from play in your turn to take a card from any player at any "
            "distance: a random one from their hand or one you choose from their play area."
        ),
    ),
    CardText(
        N_("Derringer"),
        N_("Shoot at distance 1, draw 1"),
        N_(
            "From your next turn on, discard it from play in your turn to shoot a player at distance 1 and draw a "
            "card. It is not a Bang! card."
        ),
    ),
    CardText(
        N_("Buffalo Rifle"),
        N_("Shoot anyone, any distance"),
        N_(
            "From your next turn on, discard it from play in your turn to shoot any player, whatever the distance. "
            "It is not a Bang! card."
        ),
    ),
    CardText(
        N_("Howitzer"),
        N_("Shoot every other player"),
        N_(
            "From your next turn on, discard it from play in your turn to shoot every other player, like a "
            "Gatling. It is not a Bang! card."
        ),
    ),
    CardText(
        N_("Pepperbox"),
        N_("Shoot a player in reach"),
        N_(
            "From your next turn on, discard it from play in your turn to shoot a player within your weapon's "
            "reach. It is not a Bang! card, so you may still play your Bang! this turn."
        ),
    ),
    CardText(N_("Iron Plate"), N_("Cancel a shot at you"), GREEN_MISSED),
    CardText(
        N_("Pony Express"),
        N_("Draw 3 cards"),
        N_("From your next turn on, discard it from play in your turn to draw three cards from the deck."),
    ),
    CardText(
        N_("Knife"),
        N_("Shoot a player at distance 1"),
        N_(
            "From your next turn on, discard it from play in your turn to shoot a player at distance 1 (your weapon "
            "does not extend it). It is not a Bang! card."
        ),
    ),
    CardText(N_("Sombrero"), N_("Cancel a shot at you"), GREEN_MISSED),
)

DODGE_CITY_CHARACTER_TEXTS: tuple[CharacterText, ...] = (
    CharacterText(
        N_("Apache Kid"),
        N_("Immune to others' diamonds"),
        N_("Cards of diamonds played by other players have no effect on him. This does not hold in a Duel."),
    ),
    CharacterText(
        N_("Belle Star"),
        N_("In her turn others' cards in play fail"),
        N_("During her turn, the cards in play in front of every other player, blue and green, have no effect."),
    ),
    CharacterText(
        N_("Bill Noface"),
        N_("Draws 1 card plus 1 per wound"),
        N_("In his draw phase he draws one card, plus one for each life point he is missing."),
    ),
    CharacterText(
        N_("Chuck Wengam"),
        N_("Lose 1 life to draw 2 cards"),
        N_(
            "During his turn he may lose 1 life point to draw two cards, as often as he likes, but never his last "
            "life point."
        ),
    ),
    CharacterText(
        N_("Doc Holyday"),
        N_("Discard 2 cards: a shot in reach"),
        N_(
            "Once in each of his turns he may discard two cards from his hand to shoot a player within his weapon's "
            "reach. It does not count as his Bang! for the turn."
        ),
    ),
    CharacterText(
        N_("Elena Fuente"),
        N_("Any card is a Missed! for her"),
        N_("She may play any card from her hand as a Missed!."),
    ),
    CharacterText(
        N_("Greg Digger"),
        N_("Regains 2 life when anyone dies"),
        N_("Each time another player is eliminated, he regains 2 life points, never above his maximum."),
    ),
    CharacterText(
        N_("Herb Hunter"),
        N_("Draws 2 cards when anyone dies"),
        N_("Each time another player is eliminated, he draws two cards from the deck."),
    ),
    CharacterText(
        N_("Jose Delgado"),
        N_("Discard a blue card: draw 2"),
        N_("Twice in each of his turns he may discard a blue card from his hand to draw two cards."),
    ),
    CharacterText(
        N_("Molly Stark"),
        N_("Plays out of turn, draws a card"),
        N_(
            "Each time she plays or discards a card from her hand by her own choice out of her turn, she draws a "
            "card. In a Duel she draws them once it is over."
        ),
    ),
    CharacterText(
        N_("Pat Brennan"),
        N_("May draw a card in play instead"),
        N_(
            "In his draw phase, instead of drawing two cards, he may take one card in play in front of any player "
            "into his hand."
        ),
    ),
    CharacterText(
        N_("Pixie Pete"),
        N_("Draws 3 cards instead of 2"),
        N_("In his draw phase he draws three cards instead of two."),
    ),
    CharacterText(
        N_("Sean Mallory"),
        N_("Keeps up to 10 cards in hand"),
        N_("At the end of his turn he may keep up to ten cards in his hand, whatever his life points."),
    ),
    CharacterText(
        N_("Tequila Joe"),
        N_("Each Beer gives him 2 life"),
        N_("Each Beer he plays gives him back 2 life points instead of 1."),
    ),
    CharacterText(
        N_("Vera Custer"),
        N_("Copies an ability each turn"),
        N_(
            "At the start of her turn, before drawing, she chooses another living character and has their ability "
            "until her next turn."
        ),
    ),
)
