"""The table screen and its parts: what it is dealt from (config), its coach, model, animation, sight, controls, focus,
choice, prompt, drawing, seats, High Noon, effects, layouts, handover and game-out overlays.
"""
