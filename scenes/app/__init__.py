"""The shell of the client: the window and its loop, the scene stack, the context every scene gets, where a screen can
lead, assets, sound, translation and the settings file. Nothing here imports a screen.
"""
