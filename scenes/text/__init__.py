"""Every text about the game world, as msgids: cards, characters, roles and events (base game, Dodge City, High Noon),
the rules reference, and the game log.
"""
